// Planted engine bugs for the mutation check of the property suite (tests/mutation_test.cpp):
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
};
inline constexpr std::array<std::string_view, 9> kMutationNames = {"none",
                                                                   "second_castle_worker",
                                                                   "section_scored_twice",
                                                                   "favor_row_repeated",
                                                                   "negative_money_placement",
                                                                   "no_stone_owner_bonus",
                                                                   "provost_on_bridge",
                                                                   "inn_price_left_slot",
                                                                   "overflow_counted"};

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
