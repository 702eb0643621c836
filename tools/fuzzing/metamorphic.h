// Metamorphic properties of the engine alone (issue 13): relations between two games rather than
// facts about one.
//   option.unused_irrelevant  a rule option that never came into play leaves the game identical
//                             under its other value: the same actions are legal and give the
//                             same states (but for the option itself) up to the step where the
//                             option comes into play.
// When an option "comes into play" is its row of the option table (core/options.h: `when`,
// `in_play`), so that a new rule option cannot be forgotten. The properties that need the log and
// the replayer (renamed players, replay from a snapshot) are in replay_properties.h.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "tools/fuzzing/properties.h"

namespace caylus::fuzzing {

// Replays `run`'s actions from its start under the other value of `option`.
std::optional<PropertyFailure> check_unused_option(const GameRun& run, std::string_view option);

}  // namespace caylus::fuzzing
