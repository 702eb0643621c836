// The properties every game must have, checked step by step (issue 5):
//   invariant:<id>          every invariant of invariants/ holds after every step
//   legal_actions.non_empty a decision is pending with at least one legal action until the end
//   legal_actions.agree     every offered action is accepted by check(), without changing the
//                           state; sampled near-misses (wrong player, amount out of range,
//                           occupied or wrong space, unaffordable, wrong cubes, other verbs)
//                           are refused with a rule id exactly when they are not offered
//   apply.deterministic     the same action on two copies of the state gives equal states
//   game.bounded            a game ends within 18 turns and 5,000 actions
// This part needs only core/ and invariants/, so the mutation check can run it against the
// engine with planted bugs. Replay round trips are in replay_properties.h.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/engine.h"
#include "tools/fuzzing/game_script.h"

namespace caylus::fuzzing {

inline constexpr int kMaxTurns = 18;  // the bailiff from 6 reaches 24 in 18 moves at most
inline constexpr int kMaxActions = 5000;

struct PropertyFailure {
  std::string property;  // e.g. "invariant:money.non_negative", "legal_actions.agree"
  int step = 0;          // index of the action after which (or at which) it failed
  std::string message;   // players as {pN}
};

struct GameRun {
  GameSetup setup;
  GameState start;                // where the game started
  std::vector<Action> actions;    // the actions applied, in order
  std::vector<GameState> states;  // states[i] = the state after actions[i] (when recorded)
  GameState final_state;
  std::optional<int> refused_at;  // explicit actions: the first one the rules refused
  std::optional<PropertyFailure> failure;
};

class FeatureTracker;

struct RunOptions {
  bool record_states = false;  // fill GameRun::states (for the replay properties)
  int probes_per_step = 1;     // near-miss probes checked per step (0 = none)
  std::uint64_t probe_seed = 1;
  // The features the game reaches (features.h), when not null.
  FeatureTracker* features = nullptr;
  // false: only play (and probe, for the features), checking no property; for coverage runs.
  bool check_properties = true;
  // An index in option_table() (core/options.h): at the end of the game, check that this option,
  // if it never came into play, leaves the game identical under its other value. -1: none.
  int unused_option = -1;
};

// The run options of a `caylus fuzz` game: `probes` near-misses per decision drawn from the
// game's seed, and one rule option (drawn from the seed) for option.unused_irrelevant.
RunOptions fuzz_run_options(const GameScript& script, int probes);

// Plays a script to the end (or to the first failure), checking every property.
GameRun run_script(const GameScript& script, const RunOptions& options = {});
// Applies the given actions from `start` (stopping at the first one refused), checking every
// property.
GameRun run_actions(const GameSetup& setup, const GameState& start,
                    const std::vector<Action>& actions, const RunOptions& options = {});

}  // namespace caylus::fuzzing
