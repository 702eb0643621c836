// The invariants of invariants/ as the replayer's observer (ReplayOptions): the one adapter of
// InvariantChecker to replay/, used by every command that replays with invariants (caylus
// replay, check, golden, report, bench...) and by the tests. The replayer does not depend on
// the invariants (../shared/STYLE.md); this library depends on both.
#pragma once

#include <functional>
#include <optional>

#include "replay/replayer.h"

namespace caylus::fuzzing {

// The step observer that checks every invariant after every action: an engine fault shows up as
// an "invariant failure" at the action that caused it. The state before the first action is
// checked too. One observer per replay (it keeps what it has seen: the first state, the turn's
// bookkeeping).
StepObserver invariants_observer();
// The invariants' state checks, for the state an amendment leaves (ReplayOptions).
std::function<std::optional<StepFailure>(const GameState&)> invariants_state_check();

}  // namespace caylus::fuzzing
