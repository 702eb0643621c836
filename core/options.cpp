#include "core/options.h"

#include <algorithm>
#include <stdexcept>

#include "core/events.h"
#include "core/language/catalog.h"
#include "core/state.h"

namespace caylus {

namespace {

bool has_event(const EventSink& events, EventKind kind) {
  return std::any_of(events.begin(), events.end(), [&](const Event& e) { return e.kind == kind; });
}

// A transformation paid for an occupied target waits (notary.occupied); it may be paid and done
// within one step, so the paying action counts too (the lawyer's, or the favor's column 4).
bool notary_waits(const GameState& before, const Action& a, const GameState& after) {
  bool paying =
      a.verb == Verb::transform || (a.verb == Verb::favor && a.row == FavorRow::buildings);
  return paying || before.pending_transform_count > 0 || after.pending_transform_count > 0;
}

bool stables_busy(const GameState& s) {
  return s.stables[0] != kNoPlayer || s.turn_order_pending;
}

using S = const GameState&;
using A = const Action&;
using E = const EventSink&;
using R = RuleId;
using O = RuleOptions;

}  // namespace

const std::vector<OptionInfo>& option_table() {
  // Default first, as in RULES.md "Interpretations". The first kSignatureOptions rows keep
  // their order (the state hash reads them in it); a new option goes after them.
  static const std::vector<OptionInfo> table = {
      {"favor_architect_cost",
       {"full", "free"},
       field<&O::favor_architect_free>({0, 1}),
       N_("French text + FAQ, Romanian: full cost; Spanish summary: \"sin coste\""),
       {R::build_cost, R::favor_choose},
       "a favor of the buildings row's column 5 is used",
       [](S, A a, E, S) { return a.verb == Verb::favor && a.row == FavorRow::buildings; }},
      {"towers_zero_penalty",
       {"4", "3"},
       field<&O::towers_zero_penalty>({4, 3}),
       N_("French, Romanian, Spanish summary: -4; Spanish main text: -3"),
       {R::scoring_towers},
       "the towers are scored",
       [](S, A, E e, S) {
         return std::any_of(e.begin(), e.end(), [](const Event& x) {
           return x.section == Section::towers &&
                  (x.kind == EventKind::prestige_scoring || x.kind == EventKind::section_scored);
         });
       }},
      {"notary_returned_tile",
       {"stock", "discard"},
       field<&O::notary_returned_tile>({0, 1}),
       N_("French: an owned tile returns to the stock; encyclopedia: not returned"),
       {R::notary_returned_tile},
       "a building is transformed",
       [](S, A, E e, S) { return has_event(e, EventKind::building_transformed); }},
      {"best_builder_needs_batch",
       {"true", "false"},
       field<&O::best_builder_needs_batch>({1, 0}),
       N_("silent: does a castle with nobody building award the favor?"),
       {R::castle_best_builder},
       "a castle phase in which nobody offered a batch",
       [](S b, A a, E, S) {
         if (a.verb != Verb::castle) return false;
         int total = batch_total(a.batches);
         for (auto n : b.batches_this_turn) total += n;
         return total == 0;
       }},
      {"castle_gold_in_batch",
       {"true", "false"},
       field<&O::castle_gold_in_batch>({1, 0}),
       N_("\"3 different cubes\": is gold one of the types?"),
       {R::castle_batch},
       "a castle player holds gold",
       [](S b, A a, E, S) {
         return a.verb == Verb::castle && b.player(a.player).goods[Cube::gold] > 0;
       }},
      {"two_player_swap_first_turn",
       {"false", "true"},
       field<&O::two_player_swap_first_turn>({0, 1}),
       N_("FAQ: order changes at the start of each turn: from turn 2, or also turn 1?"),
       {R::two_player_order},
       "two players",
       [](S b, A, E, S) { return b.player_count == 2; }},
      {"simplified_favor",
       {"false", "true"},
       field<&O::simplified_favor>({0, 1}),
       N_("beginners' variant: every favor is 3 PP, no table"),
       {R::favor_choose, R::scoring_dungeon, R::scoring_walls, R::scoring_towers,
        R::favor_one_row_per_phase},
       "a favor is gained",
       [](S b, A, E e, S) {
         return has_event(e, EventKind::favor_gained) || b.decision.kind == DecisionKind::favor;
       }},
      {"edition",
       {"second", "first"},
       field<&O::edition>({0, 1}),
       N_("second (French rulebook): 10 stone tiles incl. jeweler; first printing: no jeweler"),
       {R::build_available},
       "from the setup (the stock holds the jeweler or not)",
       nullptr},
      {"lawyer_prestige",
       {"4", "3"},
       field<&O::lawyer_prestige>({4, 3}),
       N_("the lawyer tile shows 4 PP in early printings, 3 in later ones"),
       {R::build_site, R::building_effect},
       "the lawyer is built",
       [](S, A, E e, S) {
         return std::any_of(e.begin(), e.end(), [](const Event& x) {
           return x.kind == EventKind::building_built && x.building == BuildingId::lawyer;
         });
       }},
      {"stables_effect",
       {"immediate", "next_turn"},
       field<&O::stables_effect>({0, 1}),
       N_("rulebook: the new order holds \"from now on\"; some aids: from the next phase 2"),
       {R::special_stables, R::scoring_order},
       "a worker goes to the stables",
       [](S b, A a, E e, S c) {
         return stables_busy(b) || stables_busy(c) || has_event(e, EventKind::turn_order_changed) ||
                ((a.verb == Verb::place || a.verb == Verb::gate) &&
                 a.space == special_space(Special::stables));
       }},
      {"notary_delay",
       {"end_of_activation", "after_target_activation"},
       field<&O::notary_delay>({0, 1}),
       N_("occupied target: French \"when the resolution of the buildings is over\"; English "
          "\"until the building has been activated\""),
       {R::notary_occupied},
       "a notary transformation is paid or waits",
       [](S b, A a, E, S c) { return notary_waits(b, a, c); }},
      {"notary_unactivated_target",
       {"end_of_phase", "end_of_turn"},
       field<&O::notary_unactivated_target>({0, 1}),
       N_("target beyond the provost is never activated: transform when phase 5 ends, or at end of "
          "turn"),
       {R::notary_occupied},
       "a notary transformation is paid or waits",
       [](S b, A a, E, S c) { return notary_waits(b, a, c); }},
      {"market_sells_gold",
       {"true", "false"},
       field<&O::market_sells_gold>({1, 0}),
       N_("the market tile's cube is \"any cube, even gold\"; one implementation forbids gold"),
       {R::building_effect},
       "a player holding gold uses a market",
       [](S b, A a, E, S) {
         return b.decision.kind == DecisionKind::activation &&
                building(b.road[b.decision.space].building).effect == Effect::market &&
                b.player(a.player).goods[Cube::gold] > 0;
       }},
      {"towers_full_penalty",
       {"exempt_all", "exempt_with_batch"},
       field<&O::towers_full_penalty>({0, 1}),
       N_("towers full: no penalty for anyone, or only for a player who holds a batch"),
       {R::castle_penalty},
       "the towers are full",
       [](S b, A, E, S c) {
         return b.section_houses(Section::towers) >= kSectionCapacity[2] ||
                c.section_houses(Section::towers) >= kSectionCapacity[2];
       }},
  };
  return table;
}

int OptionInfo::index(const RuleOptions& o) const {
  auto it = std::find(field.codes.begin(), field.codes.end(), field.read(o));
  return it == field.codes.end() ? 0 : static_cast<int>(it - field.codes.begin());
}

void OptionInfo::set(RuleOptions& o, int i) const {
  field.write(o, field.codes[static_cast<std::size_t>(i)]);
}

namespace {

const OptionInfo* find_option(std::string_view name) {
  for (const auto& info : option_table())
    if (info.name == name) return &info;
  return nullptr;
}

}  // namespace

std::optional<std::string> set_option(RuleOptions& options, std::string_view name,
                                      std::string_view value) {
  const OptionInfo* info = find_option(name);
  if (info == nullptr) {
    std::string names;
    for (const auto& o : option_table()) names += " " + std::string(o.name);
    // In the reader's language: a log's or --rules' input error (issue 37).
    return fill_in(tr("unknown rule option '{0}'; the options are:{1}"), name, names);
  }
  auto it = std::find(info->values.begin(), info->values.end(), value);
  if (it == info->values.end()) {
    std::string values;
    for (auto v : info->values) values += " " + std::string(v);
    return fill_in(tr("rule option '{0}' has no value '{1}'; its values are:{2}"), name, value,
                   values);
  }
  info->set(options, static_cast<int>(it - info->values.begin()));
  return std::nullopt;
}

std::string_view get_option(const RuleOptions& options, std::string_view name) {
  const OptionInfo* info = find_option(name);
  if (info == nullptr) return {};
  return info->values[static_cast<std::size_t>(info->index(options))];
}

std::string option_setting(const OptionInfo& row, const RuleOptions& options) {
  return std::string(row.name) + "=" +
         std::string(row.values[static_cast<std::size_t>(row.index(options))]);
}

std::string option_setting(const OptionInfo& row, int index) {
  RuleOptions o;
  row.set(o, index);
  return option_setting(row, o);
}

const OptionInfo& option_row_moving(bool (*moved)(const RuleOptions&)) {
  for (const OptionInfo& info : option_table()) {
    RuleOptions o;
    info.set(o, 1);
    if (moved(o)) return info;
  }
  throw std::logic_error("a member of RuleOptions without its row in option_table()");
}

std::vector<std::pair<std::string_view, std::string_view>> non_default_options(
    const RuleOptions& options) {
  std::vector<std::pair<std::string_view, std::string_view>> out;
  for (const auto& info : option_table()) {
    int i = info.index(options);
    if (i != 0) out.emplace_back(info.name, info.values[static_cast<std::size_t>(i)]);
  }
  return out;
}

}  // namespace caylus
