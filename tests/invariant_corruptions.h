// One corruption per invariant: a step of a real game (invariant_steps.h), corrupted in one field
// or one event, that must trip the invariant by its id (invariants_test.cpp). Each sits exactly
// at its threshold: the first state that must fail, not a far one, so that a comparison moved by
// one in invariants/ is caught. Where the invariant compares with a bound, `last_passing` builds
// the state one short of it, which the invariant must accept; elsewhere the corruption is one
// unit (a denier, an event, a house) off the real step, and the real step is the last passing
// state (checked too).
#pragma once

#include "invariant_corruption.h"
#include "invariant_corruptions_events.h"

namespace caylus::test {

// Every corruption: the board's and the pieces' (here), then those explained by events.
inline std::vector<Corruption> corruptions() {
  std::vector<Corruption> all = {
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
      // Six workers each (rulebook, the material): a seventh out and on the road is none.
      {"workers.conserved", "seven_workers_out_and_on_the_road",
       [](const Step& s) {
         return placement_step(s) && s.after.players[0].workers_out < 6 && room_for_workers(s);
       },
       [](Step& s) { workers_out_and_on_the_road(s, 7); }, true,
       [](Step& s) { workers_out_and_on_the_road(s, 6); }},
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
  };
  for (Corruption& c : event_corruptions()) all.push_back(std::move(c));
  return all;
}

}  // namespace caylus::test
