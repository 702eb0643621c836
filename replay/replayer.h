// The replayer: re-executes a log action by action, validates every action against the rules,
// compares every check with the computed state, and stops at the first rule violation.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/events.h"
#include "replay/log.h"
#include "replay/log_json.h"

namespace caylus {

// What the replayer tells an observer after each applied action (the invariants listen here;
// the replayer does not depend on them).
struct Step {
  int action_index;          // index into log.entries
  const GameState& before;
  const Action& action;
  const GameState& after;
  const EventSink& events;
};
// An observer returns a message to stop the replay with an "invariant failure".
struct StepFailure {
  std::string id;       // e.g. "money.non_negative"
  std::string message;  // with the values concerned; players as "{pN}"
};
using StepObserver = std::function<std::optional<StepFailure>(const Step&)>;

}  // namespace caylus
