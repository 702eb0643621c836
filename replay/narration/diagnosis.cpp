#include "replay/narration/diagnosis.h"

#include "core/language/catalog.h"
#include "core/text.h"
#include "core/verbs.h"
#include "replay/narration/event_words.h"
#include "replay/notation/notation.h"

namespace caylus {
namespace {

// Which facts explain a broken rule: one row per rule id, so that a new rule id does not compile
// until it says what a player needs to see (-Wswitch, no default).
struct Facts {
  bool placement = false;     // who passed, the inn's right slot, the space placed on
  bool officials = false;     // where the provost and the bailiff stand
  bool target_space = false;  // the space the action names
  bool favors = false;        // the player's favor markers, open columns, rows used
  bool tiles = false;         // the building being resolved, the target, the tile named
  bool empty_space = false;   // the first empty road space (where a building goes)
  bool resolving = false;     // the building being resolved
  bool castle = false;        // the sections' houses
};

Facts facts_for(RuleId rule) {
  Facts f;
  switch (rule) {
    case RuleId::place_order:
    case RuleId::place_pass:
    case RuleId::place_forced_pass:
    case RuleId::place_cost:
    case RuleId::place_cost_own:
    case RuleId::place_cost_inn:
    case RuleId::place_cost_two_player:
    case RuleId::place_owner_prestige:
    case RuleId::place_forbidden:
    case RuleId::place_occupied:
    case RuleId::place_stables:
    case RuleId::place_inn:
    case RuleId::place_castle_one_per_player:
    case RuleId::place_workers:
    case RuleId::two_player_deniers:
    case RuleId::two_player_order:
    case RuleId::two_player_no_stables:
      f.placement = true;
      break;
    case RuleId::provost_order:
    case RuleId::provost_bounds:
    case RuleId::provost_cost:
    case RuleId::provost_reset:
    case RuleId::special_merchants_guild:
      f.officials = true;
      break;
    case RuleId::special_gate:
      f.target_space = true;
      break;
    case RuleId::favor_choose:
    case RuleId::favor_columns:
    case RuleId::favor_one_row_per_phase:
    case RuleId::favor_order:
      f.favors = f.tiles = true;
      break;
    case RuleId::build_kind:
    case RuleId::build_available:
    case RuleId::build_cost:
    case RuleId::build_site:
    case RuleId::build_no_space:
    case RuleId::build_prestige_site:
    case RuleId::build_favors:
      f.tiles = f.empty_space = true;
      break;
    case RuleId::notary_transform:
    case RuleId::notary_returned_tile:
    case RuleId::notary_occupied:
    case RuleId::activate_order:
    case RuleId::activate_optional:
    case RuleId::activate_stone_owner_bonus:
    case RuleId::activate_once:
      f.tiles = true;
      break;
    case RuleId::building_effect:
      f.resolving = true;
      break;
    case RuleId::castle_order:
    case RuleId::castle_batch:
    case RuleId::castle_section:
    case RuleId::castle_prestige:
    case RuleId::castle_penalty:
    case RuleId::castle_best_builder:
      f.castle = true;
      break;
    // The pending decision and the player's goods (always shown) say enough.
    case RuleId::decision_player:
    case RuleId::decision_kind:
    case RuleId::setup_players:
    case RuleId::setup_turn_order:
    case RuleId::setup_deniers:
    case RuleId::setup_cubes:
    case RuleId::setup_neutral:
    case RuleId::setup_officials:
    case RuleId::setup_workers:
    case RuleId::setup_favor:
    case RuleId::income_base:
    case RuleId::income_residence:
    case RuleId::income_library:
    case RuleId::income_hotel:
    case RuleId::special_trading_post:
    case RuleId::special_joust_field:
    case RuleId::special_stables:
    case RuleId::special_inn:
    case RuleId::prestige_floor:
    case RuleId::bailiff_move:
    case RuleId::scoring_trigger:
    case RuleId::scoring_once:
    case RuleId::scoring_order:
    case RuleId::scoring_dungeon:
    case RuleId::scoring_walls:
    case RuleId::scoring_towers:
    case RuleId::scoring_next_section:
    case RuleId::game_end:
    case RuleId::end_bonus:
    case RuleId::end_winner:
    case RuleId::count:
      break;
  }
  return f;
}

// "road space 9 holds the mason of {p0}, with a worker of {p2}", "the castle holds {p1}, {p0}":
// in the reader's language, the tile by its id until the tiles have their names per language.
std::string space_facts(const GameState& s, Space space) {
  if (is_road(space)) {
    const RoadSpace& r = s.road[space];
    if (r.building == BuildingId::none) return fill_in(tr("road space {0} is empty"), space);
    std::string_view name = building_name(r.building);
    if (r.owner != kNoPlayer)
      return r.worker != kNoPlayer
                 ? fill_in(tr("road space {0} holds the {1} of {2}, with a worker of {3}"), space,
                           name, who(r.owner), who(r.worker))
                 : fill_in(tr("road space {0} holds the {1} of {2}, with no worker"), space, name,
                           who(r.owner));
    return r.worker != kNoPlayer
               ? fill_in(tr("road space {0} holds the {1} (no owner), with a worker of {2}"), space,
                         name, who(r.worker))
               : fill_in(tr("road space {0} holds the {1} (no owner), with no worker"), space,
                         name);
  }
  if (!is_special(space)) return "";
  auto holders = [&](auto first, auto last) {
    std::string list;
    for (auto it = first; it != last; ++it)
      if (*it != kNoPlayer) list += (list.empty() ? "" : ", ") + who(*it);
    return list.empty() ? std::string(tr("nobody")) : list;
  };
  auto one = [&](PlayerIndex p) { return p == kNoPlayer ? std::string(tr("nobody")) : who(p); };
  switch (to_special(space)) {
    case Special::gate:
      return fill_in(tr("the gate holds {0}"), one(s.gate));
    case Special::trading_post:
      return fill_in(tr("the trading post holds {0}"), one(s.trading_post));
    case Special::merchants_guild:
      return fill_in(tr("the merchants' guild holds {0}"), one(s.merchants_guild));
    case Special::joust_field:
      return fill_in(tr("the joust field holds {0}"), one(s.joust_field));
    case Special::stables:
      return fill_in(tr("the stables hold {0}"), holders(s.stables.begin(), s.stables.end()));
    case Special::inn:
      return fill_in(tr("the inn holds {0} on the left slot and {1} on the right slot"),
                     one(s.inn_left), one(s.inn_right));
    case Special::castle:
      return fill_in(tr("the castle holds {0}"),
                     holders(s.castle_workers.begin(), s.castle_workers.end()));
  }
  return "";
}

std::string goods_facts(const GameState& s, PlayerIndex p) {
  const PlayerState& player = s.player(p);
  std::string goods = deniers_text(player.goods.deniers);
  for (Cube c : kAllCubes) goods += ", " + cube_count_text(c, player.goods[c]);
  int workers = s.available_workers(p);
  return fill_in(tr_n("{0} has {1}, {2} PP; {3} worker available",
                      "{0} has {1}, {2} PP; {3} workers available", workers),
                 who(p), goods, player.goods.prestige, workers);
}

}  // namespace

// The rule an unresolvable space reference breaks: the space the verb needs is not there
// (e.g. "place at mason" while no mason stands on the road).
RuleId unresolved_space_rule(const Action& a) {
  switch (a.verb) {
    case Verb::place:
      return RuleId::place_forbidden;
    case Verb::gate:
      return RuleId::special_gate;
    case Verb::transform:
      return RuleId::notary_transform;
    case Verb::build:
      return RuleId::build_prestige_site;
    case Verb::favor:
      return favor_transforms(a) ? RuleId::notary_transform : RuleId::build_prestige_site;
    default:
      return RuleId::decision_kind;
  }
}

// The facts a reader needs to see why `a` broke `rule` (STYLE.md: "followed by the state that
// mattered"). Players as {pN}.
std::vector<std::string> state_facts(const GameState& s, const Action& a,
                                     std::optional<RuleId> rule) {
  const Facts shown = rule ? facts_for(*rule) : Facts{};
  std::vector<std::string> facts;
  facts.push_back(s.game_over()
                      ? fill_in(tr("pending: {0}"), describe_decision(s))
                      : fill_in(tr("pending: {0} (turn {1}, phase {2})"), describe_decision(s),
                                s.turn, phase_place_words(s.phase)));
  if (a.player >= 0 && a.player < s.player_count) facts.push_back(goods_facts(s, a.player));
  auto add = [&](std::string fact) {
    if (!fact.empty()) facts.push_back(std::move(fact));
  };
  if (shown.placement) {
    std::string bridge;
    for (int i = 0; i < s.passed_count; ++i) bridge += (i ? ", " : "") + who(s.bridge[i]);
    add(s.passed_count == 0
            ? std::string(tr("nobody has passed yet"))
            : fill_in(tr_n("{0} player passed: {1}", "{0} players passed: {1}", s.passed_count),
                      s.passed_count, bridge));
    if (s.inn_right != kNoPlayer)
      add(fill_in(tr("{0} holds the inn's right slot"), who(s.inn_right)));
    add(space_facts(s, a.space));
  }
  if (shown.officials)
    add(fill_in(tr("the provost is on road space {0}, the bailiff on road space {1} (the road has "
                   "spaces 1 to {2})"),
                s.provost, s.bailiff, kRoadSpaces));
  if (shown.target_space) add(space_facts(s, a.space));
  if (shown.favors && a.player >= 0 && a.player < s.player_count) {
    const PlayerState& p = s.player(a.player);
    std::string used;
    for (int r = 0; r < kFavorRows; ++r)
      if ((s.favor_rows_used[a.player] >> r) & 1)
        used += (used.empty() ? "" : ", ") + std::string(favor_row_words(static_cast<FavorRow>(r)));
    add(fill_in(tr("{0}'s favor markers: prestige {1}, deniers {2}, resources {3}, buildings {4}; "
                   "columns open: 1 to {5}; rows used in this phase: {6}"),
                who(a.player), p.favor[0], p.favor[1], p.favor[2], p.favor[3],
                s.open_favor_columns(), used.empty() ? std::string(tr("none")) : used));
  }
  if (shown.tiles) {
    if (s.decision.kind == DecisionKind::activation || s.decision.kind == DecisionKind::owner_bonus)
      add(fill_in(tr("resolving {0}"), space_facts(s, s.decision.space)));
    if (is_road(a.space) && a.space != s.decision.space)
      add(fill_in(tr("target: {0}"), space_facts(s, a.space)));
    if (a.building != BuildingId::none) {
      bool in_stock = (s.stock & tile_bit(a.building)) != 0;
      Space where = kNoSpace;
      for (Space i = 1; i <= kRoadSpaces; ++i)
        if (s.road[i].building == a.building) where = i;
      std::string_view name = building_name(a.building);
      if (where == kNoSpace)
        add(fill_in(in_stock ? tr("the {0} is in the stock") : tr("the {0} is not in the stock"),
                    name));
      else
        add(fill_in(in_stock ? tr("the {0} is in the stock (on road space {1})")
                             : tr("the {0} is not in the stock (on road space {1})"),
                    name, where));
    }
    if (shown.empty_space) {
      Space empty = kNoSpace;
      for (Space i = 1; i <= kRoadSpaces && empty == kNoSpace; ++i)
        if (s.road[i].building == BuildingId::none) empty = i;
      add(empty == kNoSpace ? std::string(tr("no road space is empty"))
                            : fill_in(tr("the first empty road space is {0}"), empty));
    }
  }
  if (shown.resolving) add(fill_in(tr("resolving {0}"), space_facts(s, s.decision.space)));
  if (shown.castle) {
    std::string sections;
    for (int i = 0; i < kSectionCount; ++i) {
      auto section = static_cast<Section>(i);
      std::string one =
          fill_in(s.is_scored(section) ? tr("{0} {1}/{2} (scored)") : tr("{0} {1}/{2}"),
                  section_name_words(section), s.section_houses(section), kSectionCapacity[i]);
      sections = i == 0 ? one : fill_in(tr("{0}, {1}"), sections, one);
    }
    add(fill_in(tr("castle houses: {0}; new houses go to the {1}"), sections,
                section_name_words(s.current_section())));
  }
  return facts;
}

std::string rendered_without_player(const GameState& s, const Action& a,
                                    const std::vector<std::string>& names) {
  std::string text = action_notation(s, a, names);
  std::string name =
      a.player >= 0 && static_cast<std::size_t>(a.player) < names.size() ? names[a.player] : "";
  if (!name.empty() && text.starts_with(name + " ")) text = text.substr(name.size() + 1);
  return text;
}

}  // namespace caylus
