// Where a replay starts: the game's options (the defaults, then the log's, then the overrides of
// `--rules`, a later one winning), the state the log starts from (a new game, a position or a
// snapshot), and whether a game can reach it (LOG_FORMAT.md, "Positions").
#pragma once

#include <variant>

#include "core/state.h"
#include "replay/input/log_error.h"
#include "replay/log/log.h"
#include "replay/positions/initial_state.h"
#include "replay/replay_result.h"

namespace caylus {

// The first state of the replay of `log`, or the input error that stops it before its first
// entry: an override naming no option or value (at "--rules NAME=VALUE"), a setup that makes no
// game, a position or snapshot no game reaches (options.amendment_check, at setup.position or
// setup.state). `opening`: as initial_state's (log_json.h), the steps a position's start runs.
std::variant<GameState, LogError> replay_start(const GameLog& log, const ReplayOptions& options,
                                               OpeningSteps* opening = nullptr);

}  // namespace caylus
