// The properties of a finished game that involve the log and the replayer (issue 5):
//   log.round_trip       the log the engine writes reads back and writes again byte for byte
//   replay.same_states   replaying the written log reproduces the same state at every step and
//                        the same final scores
//   snapshot.round_trip  a snapshot of a state, read back, is == to the state (sampled steps)
//   ledger.sums          the points ledger of every player sums to its final prestige
// and two metamorphic ones (issue 13):
//   rename.same_game     the log with the players renamed replays to the same states, and its
//                        text is the original's with the names changed
//   replay.from_snapshot replaying from a snapshot taken at a step (setup.state, then the
//                        actions after it) ends in the same state as replaying from the start
#pragma once

#include <optional>

#include "tools/fuzzing/properties.h"

namespace caylus::fuzzing {

// `run` must have been played with RunOptions::record_states.
std::optional<PropertyFailure> check_replay_properties(const GameRun& run,
                                                       const std::vector<std::string>& names,
                                                       int snapshot_every = 40,
                                                       std::uint64_t seed = 0);

}  // namespace caylus::fuzzing
