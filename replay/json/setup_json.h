// The setup of a JSON log (LOG_FORMAT.md, "setup"): its players, the neutral buildings or the
// seed that draws them, a snapshot (setup.state) or a position (setup.position). Internal to
// replay/json/: the public face is log_json.h.
#pragma once

#include <cstddef>

#include "core/options.h"
#include "replay/input/json_input.h"
#include "replay/log/log.h"

namespace caylus::json_input {

inline constexpr std::size_t kMaxNameBytes = 100;  // a player's name

// Reads root's "setup" into `log`. `given_options`: the log's rules.options, when it has them (a
// snapshot carries its own, which these may repeat, never contradict). A snapshot or position
// no game could reach is refused here, at its field (replay/positions/reachable.h).
Error read_setup(const Json& root, GameLog& log, const RuleOptions* given_options);

}  // namespace caylus::json_input
