// Cutting a position out of a game (LOG_FORMAT.md, "Positions"): the moment of a log as a
// position, found by replaying the log (hence here, beside the replayer, not in positions/).
#pragma once

#include <optional>
#include <string>
#include <variant>

#include "replay/input/log_error.h"
#include "replay/log/log.h"
#include "replay/positions/position.h"

namespace caylus {

// `caylus replay LOG --position --at N`: the position as the phase in play before entry N began,
// and the entry the log goes on from (the first entry not yet replayed at that phase's start).
// A moment the claims cannot say (a notary's transformation waiting for its target's worker, the
// stables' order waiting for the next turn) is written as the start of an earlier phase that
// they can; the position always replays to the same state (tests/position_test.cpp).
struct PositionCut {
  Claims position;
  int from_entry = 0;
  int turn = 0;
  Phase phase = Phase::placement;
};
std::variant<PositionCut, LogError> position_at(const GameLog& log, int at);

// A log that starts from a snapshot (setup.state) made to start from a position instead, when a
// position says the very same state (`caylus convert --position`; the next turn's order aside
// when no stables' order waits for it: nothing reads it then); otherwise why not, and the log is
// left as it was.
std::optional<std::string> snapshot_as_position(GameLog& log);

}  // namespace caylus
