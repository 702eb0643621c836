// The phase boundaries a check can see (docs/notation.md, "A check at a phase boundary"): the
// states as each phase began, noted during the steps the replayer applies after the previous
// action (or amendment) of the log, for a check `at=PHASE` to be compared with.
//
//   red favor deniers 1                    <- the castle's last decision: phase 7 begins, the
//   check at=end_of_turn bailiff=11           bailiff moves, turn 7 begins...
//
// Built on core/engine.h's apply_noting_phases (as `caylus replay --position` is): each step is
// applied once more, to a copy of the state before it, only in a log that has such a check.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/state.h"
#include "replay/input/log_error.h"
#include "replay/log/log.h"

namespace caylus {

class PhaseStarts {
 public:
  // A step the replayer applied to `before`. An action of the log (not `forced`: a decision the
  // log left out) starts the list afresh: a boundary passed before it lies before the previous
  // action, where no check after it can speak of it. `index`: its entry.
  void step(int index, const GameState& before, const Action& action, bool forced);
  // The phase starts of a position's steps before the log's first entry (OpeningSteps,
  // log_json.h): the position's own phase, then those its automatic steps began.
  void opening(const std::vector<GameState>& starts) { starts_ = starts; }
  // An amendment at entry `index`: a phase start before it shows the state unamended.
  void amended(int index);
  // The state as `phase` began since the previous action, or nullptr.
  const GameState* find(Phase phase) const;
  // The input error of the check `entry` (number `index`) whose `at` names no phase begun since
  // the previous action: at its `at` (in a text log, where `at=` stands), naming the boundaries
  // the check can see.
  LogError unseen(int index, const LogEntry& entry) const;

 private:
  std::vector<GameState> starts_;  // in the order the phases began
  int since_ = -1;                 // the previous action or amendment (-1: the log's start)
};

// A check at a boundary that disagrees with `phase_start` in `fields` fields, in words.
std::string disagreement_at(const GameState& phase_start, std::size_t fields);

}  // namespace caylus
