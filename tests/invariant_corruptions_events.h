// The corruptions of the invariants that explain a step by its events (the goods, the prestige,
// the income, the activation, the officials' moves, the castle's batches and scorings, the
// favors, the turn order, the bridge): each one unit off a real step, at its threshold. The
// board's and the pieces' own invariants: invariant_corruptions.h, which joins both lists.
#pragma once

#include "invariant_corruption.h"

namespace caylus::test {

inline std::vector<Corruption> event_corruptions() {
  return {
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
      // The stables have three slots (rulebook, phase 3): a fourth worker leaving them is none.
      {"turn_order.changes", "a_fourth_worker_leaves_the_stables", stables_step,
       [](Step& s) { stables_leave(s, 4); }, false, [](Step& s) { stables_leave(s, 3); }},
      {"bridge.first_pass_bonus", "first_to_pass_without_the_bonus",
       [](const Step& s) { return has_event(s, EventKind::first_pass_bonus); },
       [](Step& s) {
         --s.after.player(s.action.player).goods.deniers;
         erase_events(s, EventKind::first_pass_bonus);
       }},
  };
}

}  // namespace caylus::test
