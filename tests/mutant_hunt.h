// The hunt for a planted engine bug (core/mutations.h): the sequence of games the mutation check
// plays, shared with the program that writes corpus/regressions, so that a regenerated story is
// shrunk from the very game with which the check catches its mutant.
#pragma once

#include <cstdint>

#include "tools/fuzzing/policy.h"
#include "tools/fuzzing/properties.h"

namespace caylus::fuzzing {

// How many games a hunt plays before it declares the mutant alive.
inline constexpr int kHuntGames = 400;

// The game-th game of a hunt: every player count in turn, every other game with rich players;
// of every four games, two uniform and two guided (policy.h), one of these from a deep start
// (turn 4 to 12), so that the deep rules (prestige buildings, high favor columns, two sections
// at once, the towers) are reached within the budget.
inline GameScript hunt_script(int game) {
  GameScript script;
  script.players = 2 + game % 4;
  script.seed = 1000003ULL * static_cast<std::uint64_t>(game) + 17;
  script.riches = game % 2 == 0 ? 0 : 10;
  script.policy = game % 4 >= 2 ? kGuidedPolicy : kUniformPolicy;
  if (game % 4 == 2) script.deep_turn = 4 + static_cast<int>(script.seed % 9);
  return script;
}

// One near-miss probe per decision, drawn from the game's own seed; one rule option checked
// for the metamorphic property option.unused_irrelevant.
inline RunOptions hunt_options(const GameScript& script) {
  return fuzz_run_options(script, 1);
}

}  // namespace caylus::fuzzing
