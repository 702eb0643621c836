#include "tools/fuzzing/metamorphic.h"

#include <algorithm>

namespace caylus::fuzzing {
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

}  // namespace

const std::vector<OptionUse>& option_uses() {
  using S = const GameState&;
  using A = const Action&;
  using E = const EventSink&;
  static const std::vector<OptionUse> table = {
      {"favor_architect_cost", "a favor of the buildings row's column 5 is used",
       [](S, A a, E, S) { return a.verb == Verb::favor && a.row == FavorRow::buildings; }},
      {"towers_zero_penalty", "the towers are scored",
       [](S, A, E e, S) {
         return std::any_of(e.begin(), e.end(), [](const Event& x) {
           return x.section == Section::towers &&
                  (x.kind == EventKind::prestige_scoring || x.kind == EventKind::section_scored);
         });
       }},
      {"notary_returned_tile", "a building is transformed",
       [](S, A, E e, S) { return has_event(e, EventKind::building_transformed); }},
      {"best_builder_needs_batch", "a castle phase in which nobody offered a batch",
       [](S b, A a, E, S) {
         if (a.verb != Verb::castle) return false;
         int total = batch_total(a.batches);
         for (auto n : b.batches_this_turn) total += n;
         return total == 0;
       }},
      {"castle_gold_in_batch", "a castle player holds gold",
       [](S b, A a, E, S) {
         return a.verb == Verb::castle && b.player(a.player).goods[Cube::gold] > 0;
       }},
      {"two_player_swap_first_turn", "two players",
       [](S b, A, E, S) { return b.player_count == 2; }},
      {"simplified_favor", "a favor is gained",
       [](S b, A, E e, S) {
         return has_event(e, EventKind::favor_gained) || b.decision.kind == DecisionKind::favor;
       }},
      {"edition", "from the setup (the stock holds the jeweler or not)", nullptr},
      {"lawyer_prestige", "the lawyer is built",
       [](S, A, E e, S) {
         return std::any_of(e.begin(), e.end(), [](const Event& x) {
           return x.kind == EventKind::building_built && x.building == BuildingId::lawyer;
         });
       }},
      {"stables_effect", "a worker goes to the stables",
       [](S b, A a, E e, S c) {
         return stables_busy(b) || stables_busy(c) || has_event(e, EventKind::turn_order_changed) ||
                ((a.verb == Verb::place || a.verb == Verb::gate) &&
                 a.space == special_space(Special::stables));
       }},
      {"notary_delay", "a notary transformation is paid or waits",
       [](S b, A a, E, S c) { return notary_waits(b, a, c); }},
      {"notary_unactivated_target", "a notary transformation is paid or waits",
       [](S b, A a, E, S c) { return notary_waits(b, a, c); }},
      {"market_sells_gold", "a player holding gold uses a market",
       [](S b, A a, E, S) {
         return b.decision.kind == DecisionKind::activation &&
                building(b.road[b.decision.space].building).effect == Effect::market &&
                b.player(a.player).goods[Cube::gold] > 0;
       }},
      {"towers_full_penalty", "the towers are full",
       [](S b, A, E, S c) {
         return b.section_houses(Section::towers) >= kSectionCapacity[2] ||
                c.section_houses(Section::towers) >= kSectionCapacity[2];
       }},
  };
  return table;
}

std::optional<PropertyFailure> check_unused_option(const GameRun& run, std::string_view option) {
  auto use = std::find_if(option_uses().begin(), option_uses().end(),
                          [&](const OptionUse& u) { return u.option == option; });
  if (use == option_uses().end() || use->in_play == nullptr) return std::nullopt;
  auto info = std::find_if(option_table().begin(), option_table().end(),
                           [&](const OptionInfo& i) { return i.name == option; });
  std::string_view value = get_option(run.start.options, option);
  std::string_view other = info->values[0] == value ? info->values[1] : info->values[0];
  GameState game = run.start, twin = run.start;
  (void)set_option(twin.options, option, other);
  EventSink events;
  for (std::size_t i = 0; i < run.actions.size(); ++i) {
    const Action& a = run.actions[i];
    GameState before = game;
    events.clear();
    if (apply(game, a, &events)) return std::nullopt;  // the run itself stopped here
    if (use->in_play(before, a, events, game)) return std::nullopt;
    auto refused = apply(twin, a);
    GameState compared = twin;
    compared.options = game.options;
    if (refused || !(compared == game))
      return PropertyFailure{"option.unused_irrelevant", static_cast<int>(i),
                             std::string(option) + "=" + std::string(other) + " " +
                                 (refused ? "refuses this action (" + refused->rule_text() + ")"
                                          : std::string("gives another state after this action")) +
                                 ", though the option has not come into play (" +
                                 std::string(use->when) + ")"};
  }
  return std::nullopt;
}

}  // namespace caylus::fuzzing
