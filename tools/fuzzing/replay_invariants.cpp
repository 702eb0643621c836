#include "tools/fuzzing/replay_invariants.h"

#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "invariants/invariants.h"

namespace caylus::fuzzing {

namespace {

// The failure as the replayer reports it, out of line: inline, its strings gave the observer a
// frame that every step paid for.
[[gnu::cold, gnu::noinline]] std::optional<StepFailure> step_failure(InvariantFailure&& f,
                                                                     std::string_view before) {
  return StepFailure{std::move(f.id), std::string(before) + f.message};
}

// The first step: the state before it is checked too, and is then the last state the checker
// was given.
[[gnu::noinline]] std::optional<StepFailure> first_step(InvariantChecker& checker,
                                                        const Step& step) {
  if (auto f = checker.check_state(step.before))
    return step_failure(std::move(*f), "before the first action: ");
  if (auto f = checker.check_step(step.before, step.action, step.after, step.events,
                                  InvariantChecker::Before::last_given))
    return step_failure(std::move(*f), "");
  return std::nullopt;
}

}  // namespace

StepObserver invariants_observer() {
  // The checker and the first-step flag in one block: one pointer for the observer to follow
  // at every step (two shared_ptrs were two).
  struct Watch {
    InvariantChecker checker;
    bool first = true;
  };
  auto watch = std::make_shared<Watch>();
  return [watch](const Step& step) -> std::optional<StepFailure> {
    Watch& w = *watch;
    if (w.first) [[unlikely]] {
      w.first = false;
      return first_step(w.checker, step);
    }
    // The replayer's guarantee (Step::follows).
    if (auto f = w.checker.check_step(step.before, step.action, step.after, step.events,
                                      step.follows ? InvariantChecker::Before::last_given
                                                   : InvariantChecker::Before::unknown))
        [[unlikely]]
      return step_failure(std::move(*f), "");
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
