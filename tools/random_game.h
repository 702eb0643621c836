// The random game of `caylus play`: a seed draws the board, the turn order and every decision
// (with a policy of tools/fuzzing/policy.h: uniform among the legal actions by default). `caylus
// golden --replay` plays the same game again from the seed a golden game records, so both must use
// this one function.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/engine.h"
#include "replay/log/log.h"

namespace caylus::tools {

struct RandomGame {
  GameSetup setup;
  std::vector<std::string> names;  // by seat, in initial turn order
  std::vector<Action> actions;
  GameState final_state;
  std::optional<std::string> engine_error;  // the engine refused its own legal action
};

RandomGame play_random_game(int players, std::uint64_t seed, const RuleOptions& options,
                            int policy = 0);  // an index in fuzzing::policy_table()

// The game's log (LOG_FORMAT.md): the seed and the neutral order it drew, so that the log reads
// the same with or without the seed; non-default rule options only; no title.
GameLog random_game_log(const RandomGame& game, std::uint64_t seed);

}  // namespace caylus::tools
