// One step of a game as the replayer tells it to whoever listens (the invariants, the narrator,
// the ledgers): the state before, the action, the state after and the events between.
#pragma once

#include "core/action.h"
#include "core/events.h"
#include "core/state.h"

namespace caylus {

// What the replayer tells an observer after each applied action (the invariants listen here;
// the replayer does not depend on them).
struct Step {
  int action_index;  // index into log.entries (for a forced action: the entry that
                     // prompted it)
  const GameState& before;
  const Action& action;
  const GameState& after;
  const EventSink& events;
  // `before` is, byte for byte, the `after` of the previous step this observer was told of, and
  // nothing changed the state in between (no amendment, no refused action): an observer that
  // kept what it knew of that state may trust it without comparing (the invariant checker
  // does). False at the first step.
  bool follows = false;
  // A forced decision the log left out, applied before the entry `action_index` (which is still
  // to come), rather than that entry's own action.
  bool forced = false;
};

}  // namespace caylus
