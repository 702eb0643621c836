// Planted engine bugs for the mutation check of the property suite (tests/mutation_check.cpp):
// each is switched on at run time, but only in the test-only library caylus_core_mutants,
// compiled with CAYLUS_MUTATIONS. In the real engine `mutated()` is constexpr false and every
// planted branch compiles away.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace caylus {

enum class Mutation : std::uint8_t {
  none,
  second_castle_worker,      // place.castle.one_per_player not enforced
  section_scored_twice,      // scoring.once not enforced
  favor_row_repeated,        // favor.one_row_per_phase not enforced
  negative_money_placement,  // place.cost not checked against the player's deniers
  no_stone_owner_bonus,      // activate.stone_owner_bonus skipped
  provost_on_bridge,         // provost.bounds lets the provost onto the bridge (space 0)
  inn_price_left_slot,       // place.cost.inn's 1 denier also for the inn's left slot
  overflow_counted,          // scoring counts the next section's overflow houses too
  // Deep rules (issue 13): reached only by games that go deep (policy guided, deep starts).
  prestige_building_short,     // a prestige building gives 1 PP less than its tile (build.prestige)
  prestige_building_no_favor,  // a prestige building's favor is not given (build.favors)
  favor_column5_with_dungeon,  // favor column 5 opens with the dungeon scored (favor.columns)
  sections_scored_backwards,   // two sections due at one end of turn: the later one first
  towers_penalty_three,        // towers: 0 houses costs 3 PP whatever the option (scoring.towers)
  residence_income_double,     // a residence yields 2 deniers (income.residence)
  alchemist_rate,              // the alchemist turns 3 cubes (not 4) into 2 gold (building)
  notary_no_delay,             // an occupied target is transformed at once (notary.occupied)
  end_bonus_gold_two,          // gold is worth 2 PP at the end, not 3 (end.bonus)
};
inline constexpr std::array<std::string_view, 18> kMutationNames = {"none",
                                                                    "second_castle_worker",
                                                                    "section_scored_twice",
                                                                    "favor_row_repeated",
                                                                    "negative_money_placement",
                                                                    "no_stone_owner_bonus",
                                                                    "provost_on_bridge",
                                                                    "inn_price_left_slot",
                                                                    "overflow_counted",
                                                                    "prestige_building_short",
                                                                    "prestige_building_no_favor",
                                                                    "favor_column5_with_dungeon",
                                                                    "sections_scored_backwards",
                                                                    "towers_penalty_three",
                                                                    "residence_income_double",
                                                                    "alchemist_rate",
                                                                    "notary_no_delay",
                                                                    "end_bonus_gold_two"};

#ifdef CAYLUS_MUTATIONS
Mutation& active_mutation();
inline bool mutated(Mutation m) {
  return active_mutation() == m;
}
#else
constexpr bool mutated(Mutation) {
  return false;
}
#endif

}  // namespace caylus
