// The words of the events (see event_words.h). Every placeholder of the table's words is filled
// here; each kind's words come from its row (core/events.h), never from a switch of its own, so
// a kind without words cannot be added (tests/event_words_test.cpp).
#include "replay/narration/event_words.h"

#include <fmt/args.h>
#include <fmt/core.h>

#include <cstdlib>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/rule_id.h"
#include "core/text.h"
#include "replay/json/log_json.h"
#include "replay/notation/notation.h"
#include "replay/positions/initial_state.h"

namespace caylus {
namespace {

bool is_player(const GameState& s, PlayerIndex p) {
  return p >= 0 && p < s.player_count;
}

std::string order_text(const std::array<PlayerIndex, kMaxPlayers>& order, int count) {
  std::string text;
  for (int i = 0; i < count; ++i) text += (i ? ", " : "") + who(order[i]);
  return text;
}

std::string players_text(std::uint8_t bits) {
  std::string text;
  for (int p = 0; p < kMaxPlayers; ++p)
    if ((bits >> p) & 1) text += (text.empty() ? "" : ", ") + who(p);
  return text;
}

// prestige.floor: a penalty (detail, the nominal amount) that took less than it should have.
std::string floor_text(const Event& e) {
  if (e.detail == 0 || e.detail == e.amount) return "";
  return fill_in(tr(" ({0} PP due, {1} lost: prestige never goes below 0 [prestige.floor])"),
                 -e.detail, -e.amount);
}

std::string columns_text(int open) {
  if (open <= 2)
    return std::string(tr("columns 1-2 are open (3-4 open once the dungeon has been scored)"));
  if (open <= 4)
    return std::string(
        tr("columns 1-4 are open (the dungeon has been scored; 5 opens once the walls have been)"));
  return std::string(tr("all 5 columns are open (the walls have been scored)"));
}

std::string why_text(const Event& e) {
  switch (e.kind) {
    case EventKind::placement_cost:
      return e.detail == 0
                 ? std::string(tr("no player has passed yet"))
                 : fill_in(tr_n("{0} player has passed", "{0} players have passed", e.detail),
                           e.detail);
    case EventKind::bailiff_moved: {
      int from = e.space - e.amount;
      if (e.detail > from)
        return fill_in(tr("the provost, on road space {0}, was beyond it: +2"), e.detail);
      return fill_in(tr("the provost, on road space {0}, was not beyond it: +1"), e.detail);
    }
    default:
      return "";
  }
}

std::string result_text(const Event& e) {
  // The rule's penalty, not what it took: prestige_scoring's line says that, floored at 0 when
  // the player had less (issue 35: "-2 PP" for a player with 0 PP was not true).
  if (e.detail < 0) return fill_in(tr("a penalty of {0} PP"), -e.detail);
  if (e.detail == 0) return std::string(trc("scoring result", "nothing"));
  return favors_text(e.detail);
}

std::string bonus_text(const Event& e, const GameState& after) {
  if (!is_player(after, e.player)) return "";
  const Resources& goods = after.player(e.player).goods;
  switch (e.detail) {
    case 0:
      return fill_in(
          tr_n("{0} gold cube (3 PP each)", "{0} gold cubes (3 PP each)", goods[Cube::gold]),
          goods[Cube::gold]);
    case 1: {
      int cubes = goods.cube_total() - goods[Cube::gold];
      return fill_in(tr_n("{0} cube other than gold (1 PP per 3)",
                          "{0} cubes other than gold (1 PP per 3)", cubes),
                     cubes);
    }
    default:
      return fill_in(tr("{0} (1 PP per 4)"), deniers_text(goods.deniers));
  }
}

std::string row_text(const Event& e) {
  if (e.kind == EventKind::prestige_favor)
    return e.detail == 0 ? std::string(tr("simplified variant (3 PP each)"))
                         : fill_in(tr("prestige row, column {0}"), e.detail);
  auto row = static_cast<FavorRow>(e.detail & 3);
  if (e.kind == EventKind::favor_used) switch (row) {
      case FavorRow::prestige:
        return fill_in(tr("prestige row, column {0}"), e.amount);
      case FavorRow::deniers:
        return fill_in(tr("deniers row, column {0}"), e.amount);
      case FavorRow::resources:
        return fill_in(tr("resources row, column {0}"), e.amount);
      case FavorRow::buildings:
        return fill_in(tr("buildings row, column {0}"), e.amount);
    }
  return std::string(favor_row_words(row));
}

std::string when_text(const Event& e) {
  return std::string(e.detail == static_cast<int>(NotaryDelay::after_target_activation)
                         ? tr("until that building has been activated")
                         : tr("until the buildings' resolution is over"));
}

// {option}: the option behind the kind's words, "name=value" from the option table. The
// notary's is the moment the event recorded (its detail is the field's code); the others are
// the game's own options, under which the event was the only one of its alternatives.
std::string option_text(const Event& e, const GameState& after) {
  switch (e.kind) {
    case EventKind::stables_next_turn:
      return option_setting(option_of<&RuleOptions::stables_effect>(), after.options);
    case EventKind::notary_delayed: {
      const OptionInfo& row = option_of<&RuleOptions::notary_delay>();
      RuleOptions at = after.options;
      row.field.write(at, e.detail);
      return option_setting(row, at);
    }
    case EventKind::best_builder_none:
      return option_setting(option_of<&RuleOptions::best_builder_needs_batch>(), after.options);
    case EventKind::castle_penalty_waived:
    case EventKind::castle_penalty_waived_batch:
      return option_setting(option_of<&RuleOptions::towers_full_penalty>(), after.options);
    default:
      return "";
  }
}

}  // namespace

// The section as the events name it: each rulebook's name of it (docs/glossary.md) with its
// article where the language puts one ("le Donjon", "las murallas"; English's "the" is in the
// words). {is} is always followed by "scored" in the words (core/events.h): a translation puts
// its participle in it, agreeing with the section (le Donjon est décompté, les Murailles sont
// décomptées).
std::string_view section_words(Section section) {
  switch (section) {
    case Section::dungeon:
      return trc("section, with its article", "dungeon");
    case Section::walls:
      return trc("section, with its article", "walls");
    case Section::towers:
      return trc("section, with its article", "towers");
  }
  return {};  // no other section
}

std::string favors_text(int n) {
  return fill_in(tr_n("{0} King's favor", "{0} King's favors", n), n);
}

std::string goods_words(const Resources& r) {
  std::string text;
  auto add = [&](int n, std::string part) {
    if (n == 0) return;
    text += (text.empty() ? "" : " + ") + part;
  };
  for (Cube c : kAllCubes) add(r[c], cube_count_text(c, r[c]));
  add(r.deniers, deniers_text(r.deniers));
  add(r.prestige, fill_in(tr_n("{0} PP", "{0} PP", r.prestige), r.prestige));
  return text.empty() ? std::string(trc("goods", "nothing")) : text;
}

std::string space_words(const GameState& s, Space space) {
  // English names a special building by its id, as the narration always has ("the
  // trading_post"); a translation by the rulebook's word (core/text.cpp, special_words).
  if (is_special(space)) {
    switch (to_special(space)) {
      case Special::gate:
        return std::string(trc("special, narrated", "the gate"));
      case Special::trading_post:
        return std::string(trc("special, narrated", "the trading_post"));
      case Special::merchants_guild:
        return std::string(trc("special, narrated", "the merchants_guild"));
      case Special::joust_field:
        return std::string(trc("special, narrated", "the joust_field"));
      case Special::stables:
        return std::string(trc("special, narrated", "the stables"));
      case Special::inn:
        return std::string(trc("special, narrated", "the inn"));
      case Special::castle:
        return std::string(trc("special, narrated", "the castle"));
    }
  }
  if (!is_road(space)) return std::string(tr("no space"));
  return place_text(s, space);
}

std::string space_on_words(const GameState& s, Space space) {
  if (is_special(space)) {
    switch (to_special(space)) {
      case Special::gate:
        return std::string(trc("special, narrated, a worker on it", "on the gate"));
      case Special::trading_post:
        return std::string(trc("special, narrated, a worker on it", "on the trading_post"));
      case Special::merchants_guild:
        return std::string(trc("special, narrated, a worker on it", "on the merchants_guild"));
      case Special::joust_field:
        return std::string(trc("special, narrated, a worker on it", "on the joust_field"));
      case Special::stables:
        return std::string(trc("special, narrated, a worker on it", "on the stables"));
      case Special::inn:
        return std::string(trc("special, narrated, a worker on it", "on the inn"));
      case Special::castle:
        return std::string(trc("special, narrated, a worker on it", "on the castle"));
    }
  }
  return fill_in(trc("a worker on it", "on {0}"), space_words(s, space));
}

std::string space_to_words(const GameState& s, Space space) {
  if (is_special(space)) {
    switch (to_special(space)) {
      case Special::gate:
        return std::string(trc("special, narrated, a worker going to it", "to the gate"));
      case Special::trading_post:
        return std::string(trc("special, narrated, a worker going to it", "to the trading_post"));
      case Special::merchants_guild:
        return std::string(
            trc("special, narrated, a worker going to it", "to the merchants_guild"));
      case Special::joust_field:
        return std::string(trc("special, narrated, a worker going to it", "to the joust_field"));
      case Special::stables:
        return std::string(trc("special, narrated, a worker going to it", "to the stables"));
      case Special::inn:
        return std::string(trc("special, narrated, a worker going to it", "to the inn"));
      case Special::castle:
        return std::string(trc("special, narrated, a worker going to it", "to the castle"));
    }
  }
  return fill_in(trc("a worker going to it", "to {0}"), space_words(s, space));
}

std::string event_words(const Event& e, const Action& action, const GameState& after) {
  const EventKindInfo& info = event_kind_info(e.kind);
  fmt::dynamic_format_arg_store<fmt::format_context> args;
  auto arg = [&](const char* name, std::string value) {
    args.push_back(fmt::arg(name, std::move(value)));
  };
  auto counted = [](std::string_view form, int n) { return fill_in(form, n); };
  arg("p", who(e.player));
  arg("other", who(e.detail));
  arg("amount", std::to_string(e.amount));
  arg("signed", fmt::format("{:+}", e.amount));
  arg("detail", std::to_string(e.detail));
  arg("deniers", deniers_text(e.amount));
  arg("favors", favors_text(e.amount));
  arg("houses", counted(tr_n("{0} house", "{0} houses", e.amount), e.amount));
  arg("spaces", counted(tr_n("{0} space", "{0} spaces", e.amount), e.amount));
  arg("d_houses", counted(tr_n("{0} house", "{0} houses", e.detail), e.detail));
  arg("d_residences", counted(tr_n("{0} residence", "{0} residences", e.detail), e.detail));
  arg("building", std::string(building_name(e.building)));
  arg("space", std::to_string(e.space));
  arg("where", space_words(after, e.space));
  arg("to_where", space_to_words(after, e.space));
  arg("section", std::string(section_words(e.section)));
  arg("is", std::string(section_agree(e.section, trc("section, then scored", "is"),
                                      trc("section, then scored", "are"))));
  arg("d_batches", counted(tr_n("{0} batch", "{0} batches", e.detail), e.detail));
  arg("each", std::to_string(kSectionHousePrestige[static_cast<int>(e.section) % kSectionCount]));
  arg("goods", goods_words(e.goods));
  arg("order", e.kind == EventKind::stables_next_turn
                   ? order_text(after.next_turn_order, after.player_count)
                   : order_text(after.turn_order, after.player_count));
  arg("floor", floor_text(e));
  arg("why", why_text(e));
  arg("result", result_text(e));
  arg("others", players_text(e.others));
  arg("bonus", e.kind == EventKind::prestige_end_bonus ? bonus_text(e, after) : "");
  arg("paid", goods_words(action.give));
  arg("when", when_text(e));
  arg("option", option_text(e, after));
  arg("row", row_text(e));
  arg("favor", row_text(e));
  arg("columns", e.kind == EventKind::favor_columns
                     ? columns_text(e.detail)
                     : fill_in(tr("column {0} is not open yet; {1}"), e.amount + 1,
                               columns_text(e.detail >> 2)));
  // The kind's words are in the catalog (core/language/pot.cmake reads core/events.h): a
  // translation keeps their named placeholders.
  return fmt::vformat(tr(info.words), args);
}

nlohmann::ordered_json event_json(const Event& e, const Action& action, const GameState& after,
                                  const std::vector<std::string>& names) {
  using Json = nlohmann::ordered_json;
  auto name = [&](int p) -> Json {
    if (p < 0 || static_cast<std::size_t>(p) >= names.size()) return nullptr;
    return names[p];
  };
  const EventKindInfo& info = event_kind_info(e.kind);
  Json out = {{"kind", std::string(info.name)}, {"rule", event_rule_text(e)}};
  out["player"] = name(e.player);
  out["amount"] = e.amount;
  if (e.detail != 0) out["detail"] = e.detail;
  if (e.building != BuildingId::none) out["building"] = std::string(building_name(e.building));
  if (info.words.find("{section}") != std::string_view::npos ||
      info.words.find("{d_houses}") != std::string_view::npos)
    out["section"] = std::string(section_name(e.section));
  if (e.space != kNoSpace)
    out["space"] = is_special(e.space) ? Json(std::string(special_name(to_special(e.space))))
                                       : Json(static_cast<int>(e.space));
  if (e.others != 0) {
    Json others = Json::array();
    for (int p = 0; p < kMaxPlayers; ++p)
      if ((e.others >> p) & 1) others.push_back(name(p));
    out["others"] = others;
  }
  // The log's goods object ({"cloth": 1}: the notation's names, language-neutral), not words.
  if (!e.goods.empty()) out["goods"] = goods_json(e.goods);
  out["text"] = render_message(event_line(e, action, after), names);
  return out;
}

nlohmann::ordered_json step_json(const Step& step, const std::vector<std::string>& names) {
  using Json = nlohmann::ordered_json;
  Json events = Json::array();
  for (const Event& e : step.events)
    events.push_back(event_json(e, step.action, step.after, names));
  Json player =
      step.action.player >= 0 && static_cast<std::size_t>(step.action.player) < names.size()
          ? Json(names[step.action.player])
          : Json(nullptr);
  return Json{{"action", step.action_index},
              {"turn", step.before.turn},
              {"phase", std::string(phase_name(step.before.phase))},
              {"player", player},
              {"notation", action_notation(step.before, step.action, names)},
              {"events", events}};
}

nlohmann::ordered_json opening_step_json(const OpeningSteps& opening,
                                         const std::vector<std::string>& names) {
  using Json = nlohmann::ordered_json;
  Json events = Json::array();
  for (const Event& e : opening.events)
    events.push_back(event_json(e, Action{}, opening.after, names));
  return Json{{"action", nullptr},
              {"turn", opening.phase_start.turn},
              {"phase", std::string(phase_name(opening.phase_start.phase))},
              {"player", nullptr},
              {"notation", nullptr},
              {"events", events}};
}

std::string event_rule_text(const Event& e) {
  return RuleViolation{event_rule(e), e.building, ""}.rule_text();
}

std::string event_line(const Event& e, const Action& action, const GameState& after) {
  return event_words(e, action, after) + " [" + event_rule_text(e) + "]";
}

}  // namespace caylus
