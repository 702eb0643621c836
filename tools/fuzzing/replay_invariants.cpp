#include "tools/fuzzing/replay_invariants.h"

#include <memory>

#include "invariants/invariants.h"

namespace caylus::fuzzing {

StepObserver invariants_observer() {
  auto checker = std::make_shared<InvariantChecker>();
  auto first = std::make_shared<bool>(true);
  return [checker, first](const Step& step) -> std::optional<StepFailure> {
    bool given = step.follows;  // the replayer's guarantee (Step::follows)
    if (*first) {
      *first = false;
      if (auto f = checker->check_state(step.before))
        return StepFailure{f->id, "before the first action: " + f->message};
      given = true;  // step.before is the state just given to check_state
    }
    if (auto f = checker->check_step(
            step.before, step.action, step.after, step.events,
            given ? InvariantChecker::Before::last_given : InvariantChecker::Before::unknown))
      return StepFailure{f->id, f->message};
    return std::nullopt;
  };
}

std::function<std::optional<StepFailure>(const GameState&)> invariants_state_check() {
  return [](const GameState& state) -> std::optional<StepFailure> {
    InvariantChecker checker;
    if (auto f = checker.check_state(state)) return StepFailure{f->id, f->message};
    return std::nullopt;
  };
}

}  // namespace caylus::fuzzing
