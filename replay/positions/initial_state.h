// The state a log starts from: a new game from its setup, a snapshot (setup.state) or a position
// (setup.position, with the steps its phase runs before the first decision).
#pragma once

#include <variant>
#include <vector>

#include "core/events.h"
#include "core/state.h"
#include "replay/input/log_error.h"
#include "replay/log/log.h"

namespace caylus {

// The automatic steps a log's start runs before its first entry (issue 35): a position is the
// state as its phase begins (`end_of_turn`: before the bailiff moves), and the engine runs the
// phase's steps (the bailiff, a scoring and the favors it gives, income, ...) up to the first
// decision. Told like any step: the narration, the ledger (whose first figure is the position's)
// and the --json answer's steps.
struct OpeningSteps {
  GameState phase_start;  // the state the position says, as its phase begins
  EventSink events;       // the steps' events, reasons included, in order
  GameState after;        // where they stop: the first decision, where the replay starts
  // The state as each phase began, the position's first, then those the steps began: what a
  // check `at=PHASE` before the log's first action sees (replay/walk/phase_starts.h).
  std::vector<GameState> phase_starts;
};

// The setup a log describes (players, neutral order drawn from the seed if absent, options).
// Errors name the JSON path (setup.players, setup.neutral, ...). `opening`, when given and the
// log starts from a position, receives the steps run before its first entry (left empty for a
// new game or a snapshot: either stands at a decision already).
std::variant<GameState, LogError> initial_state(const GameLog& log,
                                                OpeningSteps* opening = nullptr);

}  // namespace caylus
