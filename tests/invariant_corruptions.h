// One corruption per invariant: a step of a real game (invariant_steps.h), corrupted in one field
// or one event, that must trip the invariant by its id (invariants_test.cpp). Each sits exactly
// at its threshold: the first state that must fail, not a far one, so that a comparison moved by
// one in invariants/ is caught. Where the invariant compares with a bound, `last_passing` builds
// the state one short of it, which the invariant must accept; elsewhere the corruption is one
// unit (a denier, an event, a house) off the real step, and the real step is the last passing
// state (checked too).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <set>

#include "game_steps.h"
#include "invariant_steps.h"
#include "invariants/invariants.h"
#include "support.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/policy.h"

namespace caylus::test {

// A corruption of a real step and the invariant it must trip.
struct Corruption {
  std::string_view id;
  std::string name;
  std::function<bool(const Step&)> situation;  // which real step to start from
  std::function<void(Step&)> corrupt;
  bool state_level = false;  // check_state(after) must trip it too
  // The last state that passes, beside the corruption: the same step one unit short of the
  // threshold. nullptr: the uncorrupted step is it.
  std::function<void(Step&)> last_passing = nullptr;
};

// A step's state after, its count of houses in `section` set to `total` (all of player 0).
inline void set_section(Step& s, int section, int total) {
  s.after.houses[static_cast<std::size_t>(section)] = {};
  s.after.houses[static_cast<std::size_t>(section)][0] = static_cast<std::uint8_t>(total);
}

// A phase 5 step that resolves road space 2 or later and stays in phase 5, no provost action.
inline bool provost_activation_step(const Step& s) {
  return s.before.decision.kind == DecisionKind::activation && s.before.decision.space >= 2 &&
         s.after.phase == Phase::activation && s.action.verb != Verb::provost;
}
// The provost of a phase 5 step moved to `space`, before and after alike.
inline void set_provost(Step& s, int space) {
  s.before.provost = s.after.provost = static_cast<Space>(space);
}
// A step from phase 6 or later in which the bailiff moves, the game goes on and no scoring mark
// lies within 2 spaces ahead of it: its move can be rewritten to 1 or 2 spaces without a section
// coming due.
inline bool plain_bailiff_step(const Step& s) {
  const Event* e = first_event(s, EventKind::bailiff_moved);
  if (e == nullptr || s.after.game_over() || s.action.verb == Verb::provost ||
      s.before.phase <= Phase::activation)  // phase 5 reads the provost too: after it
    return false;
  int b = s.before.bailiff;
  return std::none_of(kScoringMark.begin(), kScoringMark.end(),
                      [&](int mark) { return b < mark && mark <= b + 2; });
}
// The step's bailiff move rewritten: the provost `beyond` spaces past the bailiff (0: on it)
// before the move, the bailiff and the provost `spaces` further after it.
inline void bailiff_move(Step& s, int beyond, int spaces) {
  Space b = s.before.bailiff;
  s.before.provost = static_cast<Space>(b + beyond);
  s.after.bailiff = s.after.provost = static_cast<Space>(b + spaces);
  for (Event& e : s.events)
    if (e.kind == EventKind::bailiff_moved) {
      e.amount = static_cast<std::int16_t>(spaces);
      e.detail = static_cast<std::int16_t>(b + beyond);
      e.space = static_cast<Space>(b + spaces);
    }
}

inline std::vector<Corruption> corruptions() {
  return {
      {"money.non_negative", "negative_deniers", placement_step,
       [](Step& s) { s.after.players[0].goods.deniers = -1; }, true,
       [](Step& s) { s.after.players[0].goods.deniers = 0; }},
      {"cubes.non_negative", "negative_cloth", placement_step,
       [](Step& s) { s.after.players[1].goods[Cube::cloth] = -1; }, true,
       [](Step& s) { s.after.players[1].goods[Cube::cloth] = 0; }},
      {"prestige.non_negative", "negative_prestige", placement_step,
       [](Step& s) { s.after.players[0].goods.prestige = -1; }, true,
       [](Step& s) { s.after.players[0].goods.prestige = 0; }},
      {"workers.conserved", "a_worker_too_many_out",
       [](const Step& s) { return placement_step(s) && s.after.players[0].workers_out < 6; },
       [](Step& s) { ++s.after.players[0].workers_out; }, true},
      {"workers.conserved", "a_worker_on_the_board_not_counted_out",
       [](const Step& s) { return placement_step(s) && s.after.gate == kNoPlayer; },
       [](Step& s) { s.after.gate = 1; }, true},
      {"castle.one_worker_per_player", "a_second_castle_worker",
       [](const Step& s) {
         return placement_step(s) && s.after.castle_workers[0] != kNoPlayer &&
                s.after.castle_workers[1] == kNoPlayer &&
                s.after.player(s.after.castle_workers[0]).workers_out < 6;
       },
       [](Step& s) {
         PlayerIndex p = s.after.castle_workers[0];
         s.after.castle_workers[1] = p;
         ++s.after.player(p).workers_out;
       },
       true},
      {"stables.one_worker_per_player", "a_stables_slot_skipped",
       [](const Step& s) {
         return placement_step(s) && s.after.player_count > 2 && s.after.stables[0] == kNoPlayer &&
                s.after.players[0].workers_out < 6;
       },
       [](Step& s) {
         s.after.stables[1] = 0;
         ++s.after.players[0].workers_out;
       },
       true},
      {"workers.returned", "a_road_worker_left_in_phase_6",
       [](const Step& s) {
         return s.after.decision.kind == DecisionKind::castle && s.after.players[0].workers_out < 6;
       },
       [](Step& s) {
         s.after.road[1].worker = 0;
         ++s.after.players[0].workers_out;
       },
       true},
      {"workers.standing", "a_worker_on_an_empty_space",
       [](const Step& s) {
         return placement_step(s) && first_empty(s.after) != kNoSpace &&
                s.after.players[0].workers_out < 6;
       },
       [](Step& s) {
         s.after.road[first_empty(s.after)].worker = 0;
         ++s.after.players[0].workers_out;
       },
       true},
      {"buildings.unique", "a_tile_missing_from_the_stock",
       [](const Step& s) {
         return placement_step(s) && (s.after.stock & tile_bit(BuildingId::mason));
       },
       [](Step& s) { s.after.stock &= ~tile_bit(BuildingId::mason); }, true},
      {"buildings.unique", "a_tile_on_the_road_and_in_the_stock",
       [](const Step& s) { return placement_step(s); },
       [](Step& s) { s.after.stock |= tile_bit(s.after.road[1].building); }, true},
      {"buildings.unique", "the_gold_mine_moved", placement_step,
       [](Step& s) {
         std::swap(s.after.road[kGoldMineSpace].building,
                   s.after.road[kGoldMineSpace + 1].building);
       },
       true},
      {"buildings.site", "a_building_past_an_empty_space",
       [](const Step& s) {
         return placement_step(s) && first_empty(s.after) == 9 &&
                (s.after.stock & tile_bit(BuildingId::mason));
       },
       [](Step& s) {
         s.after.road[10] = RoadSpace{BuildingId::mason, 0, kNoPlayer};
         s.after.stock &= ~tile_bit(BuildingId::mason);
       },
       true},
      {"buildings.site", "a_built_space_emptied",
       [](const Step& s) {
         return placement_step(s) && s.after.road[9].building != BuildingId::none &&
                s.after.road[9].worker == kNoPlayer && first_empty(s.after) == 10;
       },
       [](Step& s) {
         s.after.stock |= tile_bit(s.after.road[9].building);
         s.after.road[9] = RoadSpace{};
       }},
      {"officials.bounds", "provost_on_the_bridge", placement_step,
       [](Step& s) { s.after.provost = 0; }, true, [](Step& s) { s.after.provost = 1; }},
      {"officials.bounds", "provost_past_the_road", placement_step,
       [](Step& s) { s.after.provost = kRoadSpaces + 1; }, true,
       [](Step& s) { s.after.provost = kRoadSpaces; }},
      {"officials.bounds", "bailiff_before_its_start",
       [](const Step& s) { return placement_step(s) && s.after.turn == 1; },
       [](Step& s) { s.before.bailiff = s.after.bailiff = kOfficialsStart - 1; }, true,
       [](Step& s) { s.before.bailiff = s.after.bailiff = kOfficialsStart; }},
      {"officials.bounds", "bailiff_past_the_road", placement_step,
       [](Step& s) { s.before.bailiff = s.after.bailiff = kRoadSpaces + 1; }, true,
       [](Step& s) { s.before.bailiff = s.after.bailiff = kRoadSpaces; }},
      {"officials.bounds", "bailiff_moved_back",
       [](const Step& s) { return placement_step(s) && s.before.bailiff > kOfficialsStart + 1; },
       [](Step& s) { s.before.bailiff = static_cast<Space>(s.after.bailiff + 1); }},
      {"castle.capacity", "seven_houses_in_the_dungeon",
       [](const Step& s) { return placement_step(s) && s.after.scored == 0; },
       [](Step& s) { set_section(s, 0, kSectionCapacity[0] + 1); }, true,
       [](Step& s) { set_section(s, 0, kSectionCapacity[0]); }},
      {"castle.capacity", "fifteen_houses_in_the_towers",
       [](const Step& s) { return placement_step(s) && s.after.scored == 0; },
       [](Step& s) {
         set_section(s, 0, kSectionCapacity[0]);
         set_section(s, 1, kSectionCapacity[1]);
         set_section(s, 2, kSectionCapacity[2] + 1);
       },
       true,
       [](Step& s) {
         set_section(s, 0, kSectionCapacity[0]);
         set_section(s, 1, kSectionCapacity[1]);
         set_section(s, 2, kSectionCapacity[2]);
       }},
      {"castle.section", "walls_house_while_the_dungeon_has_room",
       [](const Step& s) { return placement_step(s) && s.after.scored == 0; },
       [](Step& s) {
         set_section(s, 0, kSectionCapacity[0] - 1);
         s.after.houses[1][1] = 1;
       },
       true,
       [](Step& s) {
         set_section(s, 0, kSectionCapacity[0]);
         s.after.houses[1][1] = 1;
       }},
      {"scoring.order", "walls_scored_before_the_dungeon",
       [](const Step& s) { return placement_step(s) && s.after.scored == 0; },
       [](Step& s) { s.after.scored = 0b010; }, true},
      {"scoring.trigger", "bailiff_past_the_dungeon_mark_unscored",
       [](const Step& s) { return placement_step(s) && s.after.scored == 0; },
       [](Step& s) { s.before.bailiff = s.after.bailiff = kScoringMark[0]; }, true,
       [](Step& s) { s.before.bailiff = s.after.bailiff = kScoringMark[0] - 1; }},
      {"scoring.trigger", "a_full_dungeon_unscored_in_placement",
       [](const Step& s) { return placement_step(s) && s.after.scored == 0; },
       [](Step& s) { set_section(s, 0, kSectionCapacity[0]); }, true,
       [](Step& s) { set_section(s, 0, kSectionCapacity[0] - 1); }},
      {"favor.columns", "marker_on_column_3_before_the_dungeon_is_scored",
       [](const Step& s) { return placement_step(s) && s.after.scored == 0; },
       [](Step& s) { s.before.players[0].favor[1] = s.after.players[0].favor[1] = 3; }, true,
       [](Step& s) { s.before.players[0].favor[1] = s.after.players[0].favor[1] = 2; }},
      {"favor.columns", "marker_on_column_5_before_the_walls_are_scored",
       [](const Step& s) { return placement_step(s) && s.after.scored == 0; },
       [](Step& s) {
         s.before.scored = s.after.scored = 0b001;
         s.before.players[0].favor[1] = s.after.players[0].favor[1] = 5;
       },
       true,
       [](Step& s) {
         s.before.scored = s.after.scored = 0b001;
         s.before.players[0].favor[1] = s.after.players[0].favor[1] = 4;
       }},
      {"turn_order.permutation", "a_player_twice_in_the_turn_order", placement_step,
       [](Step& s) { s.after.turn_order[0] = s.after.turn_order[1]; }, true},
      {"bridge.order", "a_bridge_slot_skipped",
       [](const Step& s) { return placement_step(s) && s.after.passed_count == 1; },
       [](Step& s) {
         s.after.bridge[1] = s.after.bridge[0];
         s.after.bridge[0] = kNoPlayer;
       },
       true},
      {"bridge.order", "a_pass_not_on_the_next_slot",
       [](const Step& s) {
         return placement_step(s) && s.action.verb == Verb::pass && s.before.passed_count == 1 &&
                s.after.player_count > 2;
       },
       [](Step& s) {
         s.after.bridge[1] = s.after.bridge[0];
         s.after.bridge[0] = s.action.player;
       }},
      {"turn.progress", "turn_one_beyond_the_bailiff", placement_step,
       [](Step& s) {
         // The bailiff moves at least a space a turn from kOfficialsStart: on space b, the turn
         // is at most b - kOfficialsStart + 1.
         s.before.turn = s.after.turn =
             static_cast<std::uint8_t>(s.after.bailiff - kOfficialsStart + 2);
       },
       true,
       [](Step& s) {
         s.before.turn = s.after.turn =
             static_cast<std::uint8_t>(s.after.bailiff - kOfficialsStart + 1);
       }},
      {"turn.progress", "phase_goes_back",
       [](const Step& s) {
         return s.before.phase == Phase::activation && s.after.phase == Phase::activation &&
                s.before.turn == s.after.turn;
       },
       [](Step& s) { s.before.phase = Phase::castle; }},
      {"game.end", "nobody_decides_in_a_running_game", placement_step,
       [](Step& s) { s.after.decision = Decision{}; }, true},
      {"deniers.explained", "a_denier_from_nowhere", placement_step,
       [](Step& s) { ++s.after.players[0].goods.deniers; }},
      {"deniers.explained", "inn_price_for_the_left_slot",
       [](const Step& s) {
         return placement_step(s) && s.action.verb == Verb::place && s.before.passed_count > 0 &&
                s.before.inn_right != s.action.player && s.before.player_count > 2 &&
                !(is_road(s.action.space) &&
                  s.before.road[s.action.space].owner == s.action.player);
       },
       [](Step& s) {
         // The planted bug "inn_price_left_slot": charged 1 as if on the inn's right slot.
         s.after.player(s.action.player).goods.deniers =
             static_cast<std::int16_t>(s.before.player(s.action.player).goods.deniers - 1);
       }},
      {"income.amount", "income_one_denier_too_many",
       [](const Step& s) { return s.after.turn == s.before.turn + 1; },
       [](Step& s) {
         for (Event& e : s.events)
           if (e.kind == EventKind::income && e.player == 0) ++e.amount;
         ++s.after.players[0].goods.deniers;
       }},
      {"cubes.explained", "a_food_from_nowhere", placement_step,
       [](Step& s) { ++s.after.players[1].goods[Cube::food]; }},
      {"prestige.explained", "a_prestige_point_without_event", placement_step,
       [](Step& s) { ++s.after.players[0].goods.prestige; }},
      {"prestige.only_penalties_decrease", "prestige_lost_by_building",
       [](const Step& s) {
         return placement_step(s) && s.after.players[0].goods.prestige > 0 && s.events.empty();
       },
       [](Step& s) {
         s.events.push_back(Event{EventKind::prestige_build, 0, -1, 0, BuildingId::mason});
         --s.after.players[0].goods.prestige;
       }},
      {"prestige.amounts", "building_worth_one_more_point",
       [](const Step& s) { return has_event(s, EventKind::prestige_build); },
       [](Step& s) {
         for (Event& e : s.events)
           if (e.kind == EventKind::prestige_build) {
             ++e.amount;
             ++s.after.player(e.player).goods.prestige;
             break;
           }
       }},
      {"prestige.amounts", "a_scoring_penalty_cut_short",
       [](const Step& s) {
         const Event* e = first_event(s, EventKind::prestige_scoring);
         return e != nullptr && e->amount < 0 &&
                s.before.player(e->player).goods.prestige > -e->amount;
       },
       [](Step& s) {
         for (Event& e : s.events)
           if (e.kind == EventKind::prestige_scoring) {
             ++e.amount;
             ++s.after.player(e.player).goods.prestige;
             break;
           }
       }},
      {"activation.exchange", "one_denier_or_cube_more_than_the_tile_asks",
       [](const Step& s) {
         if (s.action.verb != Verb::use || s.before.decision.kind != DecisionKind::activation)
           return false;
         Effect effect = building(s.before.road[s.before.decision.space].building).effect;
         return effect == Effect::bank || effect == Effect::church || effect == Effect::tailor ||
                effect == Effect::alchemist || effect == Effect::jeweler;
       },
       [](Step& s) {
         // One denier or cube more than the tile asks, paid: the goods stay explained.
         Resources& goods = s.after.player(s.action.player).goods;
         if (s.action.give.deniers > 0) {
           ++s.action.give.deniers;
           --goods.deniers;
           return;
         }
         for (Cube c : kAllCubes)
           if (s.action.give[c] > 0) {
             ++s.action.give[c];
             --goods[c];
             return;
           }
       }},
      {"build.favors", "a_favor_more_than_the_tile_gives",
       [](const Step& s) {
         for (std::size_t i = 0; i + 2 < s.events.size(); ++i)
           if (s.events[i].kind == EventKind::building_built &&
               building(s.events[i].building).favors > 0 &&
               s.events[i + 2].kind == EventKind::favor_gained)
             return true;
         return false;
       },
       [](Step& s) {
         for (std::size_t i = 0; i + 2 < s.events.size(); ++i)
           if (s.events[i].kind == EventKind::building_built &&
               s.events[i + 2].kind == EventKind::favor_gained) {
             ++s.events[i + 2].amount;
             break;
           }
       }},
      {"activation.order", "a_worker_skipped_before_the_activated_space",
       [](const Step& s) {
         return s.before.decision.kind == DecisionKind::activation && s.before.decision.space > 1;
       },
       [](Step& s) { s.before.road[1].worker = s.action.player; }},
      // The provost's bound of phase 5 (issue 39, item 7): a space on the provost is resolved,
      // one beyond it is not.
      {"activation.order", "a_space_one_beyond_the_provost_resolved", provost_activation_step,
       [](Step& s) { set_provost(s, s.before.decision.space - 1); }, false,
       [](Step& s) { set_provost(s, s.before.decision.space); }},
      {"activation.owner_bonus", "owner_takes_a_cube_the_building_does_not_make",
       [](const Step& s) { return s.before.decision.kind == DecisionKind::owner_bonus; },
       [](Step& s) {
         PlayerIndex p = s.action.player;
         for (Cube c : kAllCubes) s.after.player(p).goods[c] = s.before.player(p).goods[c];
         s.action.gain = cubes(0, 0, 0, 0, 1);
         ++s.after.player(p).goods[Cube::gold];
       }},
      {"activation.owner_bonus", "owner_not_asked_after_another_used_its_farm",
       [](const Step& s) { return s.after.decision.kind == DecisionKind::owner_bonus; },
       [](Step& s) {
         // The planted bug "no_stone_owner_bonus": the next worker is asked instead.
         s.after.decision.kind = DecisionKind::activation;
       }},
      {"buildings.built", "built_a_tile_that_was_not_in_the_stock",
       [](const Step& s) { return has_event(s, EventKind::building_built); },
       [](Step& s) {
         s.before.stock &= ~tile_bit(first_event(s, EventKind::building_built)->building);
       }},
      {"officials.moves", "provost_moved_by_a_placement", placement_step,
       [](Step& s) {
         s.after.provost = static_cast<Space>(
             s.before.provost < kRoadSpaces ? s.before.provost + 1 : s.before.provost - 1);
       }},
      {"officials.moves", "bailiff_moved_one_space_with_the_provost_beyond",
       [](const Step& s) {
         const Event* e = first_event(s, EventKind::bailiff_moved);
         return e != nullptr && e->amount == 2 && !s.after.game_over();
       },
       [](Step& s) {
         for (Event& e : s.events)
           if (e.kind == EventKind::bailiff_moved) {
             --e.amount;
             --e.space;
           }
         --s.after.bailiff;
         s.after.provost = s.after.bailiff;
       }},
      // The bailiff's 1 or 2 spaces at the provost's bound (bailiff.move): on the bailiff's space
      // the provost is not beyond it, one space further it is.
      {"officials.moves", "bailiff_moved_one_space_with_the_provost_one_beyond", plain_bailiff_step,
       [](Step& s) { bailiff_move(s, 1, 1); }, false, [](Step& s) { bailiff_move(s, 0, 1); }},
      {"officials.moves", "bailiff_moved_two_spaces_with_the_provost_on_it", plain_bailiff_step,
       [](Step& s) { bailiff_move(s, 0, 2); }, false, [](Step& s) { bailiff_move(s, 1, 2); }},
      {"castle.houses", "a_house_without_a_batch",
       [](const Step& s) {
         return placement_step(s) && s.after.scored == 0 && s.after.houses[0][0] < 5;
       },
       [](Step& s) { ++s.after.houses[0][0]; }},
      {"castle.penalty", "no_batch_and_no_penalty",
       [](const Step& s) { return has_event(s, EventKind::prestige_castle_penalty); },
       [](Step& s) {
         const Event* e = first_event(s, EventKind::prestige_castle_penalty);
         s.after.player(e->player).goods.prestige =
             static_cast<std::int16_t>(s.after.player(e->player).goods.prestige - e->amount);
         erase_events(s, EventKind::prestige_castle_penalty);
       }},
      {"scoring.once_per_section", "dungeon_scored_twice",
       [](const Step& s) {
         const Event* e = first_event(s, EventKind::section_scored);
         return e != nullptr && e->section == Section::dungeon && s.action.verb != Verb::favor;
       },
       [](Step& s) { s.before.scored |= 1; }},
      {"scoring.once_per_section", "a_house_in_a_scored_section",
       [](const Step& s) {
         return s.action.verb == Verb::castle && batch_total(s.action.batches) > 0 &&
                s.before.scored == 1 && s.after.scored == 1 &&
                has_event(s, EventKind::house_placed);
       },
       [](Step& s) {
         // Move the step's houses back into the (scored) dungeon.
         for (Event& e : s.events)
           if (e.kind == EventKind::house_placed) {
             s.after.houses[static_cast<int>(e.section)][e.player] -=
                 static_cast<std::uint8_t>(e.amount);
             s.after.houses[0][e.player] += static_cast<std::uint8_t>(e.amount);
             e.section = Section::dungeon;
           }
       }},
      {"scoring.results", "no_penalty_for_an_empty_section",
       [](const Step& s) {
         return has_event(s, EventKind::bailiff_moved) && has_event(s, EventKind::prestige_scoring);
       },
       [](Step& s) {
         // The planted bug "overflow_counted" spares a player with houses in the next section.
         const Event* e = first_event(s, EventKind::prestige_scoring);
         s.after.player(e->player).goods.prestige =
             static_cast<std::int16_t>(s.after.player(e->player).goods.prestige - e->amount);
         s.events.erase(s.events.begin() + (e - s.events.data()));
       }},
      {"favor.one_row_per_phase", "the_same_row_twice_in_one_phase",
       [](const Step& s) { return s.action.verb == Verb::favor; },
       [](Step& s) { s.events.push_back(*first_event(s, EventKind::favor_used)); }},
      {"favor.one_row_per_phase", "a_favor_lost_with_rows_left",
       [](const Step& s) {
         return has_event(s, EventKind::favor_gained) && s.action.verb != Verb::favor;
       },
       [](Step& s) {
         s.events.push_back(
             Event{EventKind::favor_lost, first_event(s, EventKind::favor_gained)->player, 1});
       }},
      {"favor.markers", "a_marker_moved_without_a_favor",
       [](const Step& s) { return placement_step(s) && s.after.players[0].favor[2] == 0; },
       [](Step& s) { s.after.players[0].favor[2] = 1; }},
      {"turn_order.changes", "turn_order_swapped_by_a_placement",
       [](const Step& s) { return placement_step(s) && s.after.player_count > 2; },
       [](Step& s) { std::swap(s.after.turn_order[0], s.after.turn_order[1]); }},
      {"bridge.first_pass_bonus", "first_to_pass_without_the_bonus",
       [](const Step& s) { return has_event(s, EventKind::first_pass_bonus); },
       [](Step& s) {
         --s.after.player(s.action.player).goods.deniers;
         erase_events(s, EventKind::first_pass_bonus);
       }},
  };
}

inline void PrintTo(const Corruption& c, std::ostream* os) {
  *os << c.id << " / " << c.name;
}

}  // namespace caylus::test
