// Shrinking a failing game to a story: after RapidCheck's own shrinking (of the script), this
// pass works on the actions themselves. It cuts everything after the failure, then drops whole
// turns and single actions while the log stays legal and the same property still fails, until
// nothing more can go. The result is written as an ordinary log (counterexample_log) that
// `caylus replay` and the regression test read.
#pragma once

#include <string>
#include <vector>

#include "replay/log/log.h"
#include "tools/fuzzing/properties.h"

namespace caylus::fuzzing {

struct Counterexample {
  GameSetup setup;
  GameState start;
  std::vector<Action> actions;
  PropertyFailure failure;
  int original_actions = 0;  // before shrinking
};

// Whether `actions` replay legally from `setup` and fail `property`.
bool fails_the_same_way(const GameSetup& setup, const GameState& start,
                        const std::vector<Action>& actions, const std::string& property,
                        const RunOptions& options, PropertyFailure* failure = nullptr);

// Shrinks a failing run. `options` must be those the failure was found with (probe seed...).
Counterexample shrink(const GameSetup& setup, const GameState& start,
                      const std::vector<Action>& actions, const PropertyFailure& failure,
                      const RunOptions& options);

// Shrinks a failing scripted game: first the decisions themselves — each one, in blocks
// halving down to single decisions, is replaced by the first legal action (pass, decline, the
// smallest choice) while the same property still fails — then shrink() above on the actions.
Counterexample shrink_script(const GameScript& script, const GameRun& run,
                             const RunOptions& options);

// The counterexample as a log (from setup.state when it does not start at the normal setup):
// the actions, `expect` {"verdict": "legal"} (what a correct
// engine must answer) and notes saying what failed and how it was found.
GameLog counterexample_log(const Counterexample& example, const std::vector<std::string>& names,
                           const std::string& how_found);

}  // namespace caylus::fuzzing
