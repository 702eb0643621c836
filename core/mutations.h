// Planted engine bugs for the mutation check of the property suite (tests/mutation_check.cpp):
// each is switched on at run time, but only in the test-only library caylus_core_mutants,
// compiled with CAYLUS_MUTATIONS. In the real engine `mutated()` is constexpr false and every
// planted branch compiles away.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace caylus {

// One row per planted bug, declared once: the enum and its names follow from it.
#define CAYLUS_MUTATIONS_TABLE(X)                                                                  \
  X(none)                                                                                          \
  X(second_castle_worker)     /* place.castle.one_per_player not enforced */                       \
  X(section_scored_twice)     /* scoring.once not enforced */                                      \
  X(favor_row_repeated)       /* favor.one_row_per_phase not enforced */                           \
  X(negative_money_placement) /* place.cost not checked against the player's deniers */            \
  X(no_stone_owner_bonus)     /* activate.stone_owner_bonus skipped */                             \
  X(provost_on_bridge)        /* provost.bounds lets the provost onto the bridge (space 0) */      \
  X(inn_price_left_slot)      /* place.cost.inn's 1 denier also for the inn's left slot */         \
  X(overflow_counted)         /* scoring counts the next section's overflow houses too */          \
  /* Deep rules (issue 13): reached only by games that go deep (policy guided, deep starts). */    \
  X(prestige_building_short)    /* a prestige building gives 1 PP less (build.prestige) */         \
  X(prestige_building_no_favor) /* a prestige building's favor is not given (build.favors) */      \
  X(favor_column5_with_dungeon) /* favor column 5 opens with the dungeon scored (favor.columns) */ \
  X(sections_scored_backwards)  /* two sections due at one end of turn: the later one first */     \
  X(towers_penalty_three)       /* towers: 0 houses costs 3 PP always (scoring.towers) */          \
  X(residence_income_double)    /* a residence yields 2 deniers (income.residence) */              \
  X(alchemist_rate)             /* the alchemist turns 3 cubes (not 4) into 2 gold (building) */   \
  X(notary_no_delay)            /* an occupied target is transformed at once (notary.occupied) */  \
  X(end_bonus_gold_two)         /* gold is worth 2 PP at the end, not 3 (end.bonus) */

enum class Mutation : std::uint8_t {
#define CAYLUS_MUTATION_ENUM(name) name,
  CAYLUS_MUTATIONS_TABLE(CAYLUS_MUTATION_ENUM)
#undef CAYLUS_MUTATION_ENUM
};
inline constexpr std::array kMutationNames{
#define CAYLUS_MUTATION_NAME(name) std::string_view(#name),
    CAYLUS_MUTATIONS_TABLE(CAYLUS_MUTATION_NAME)
#undef CAYLUS_MUTATION_NAME
};

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
