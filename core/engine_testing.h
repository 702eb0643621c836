// What only the tests ask of the engine: the same rules reached by another road, so that a test can
// hold the usual one to it (core/engine.h is what a user of the engine needs).
#pragma once

#include <vector>

#include "core/action.h"
#include "core/events.h"
#include "core/state.h"

namespace caylus {

// apply(state, action, events, Trust::legal) with every automatic step after the action run by
// the phase loop, without apply's usual step at once (from one placement or provost decision to
// the next, core/engine.cpp). For the tests, which hold both to the same states and events
// (tests/advance_test.cpp).
void apply_by_phase_loop(GameState& state, const Action& action, EventSink* events);

// legal_actions for the tests: the same candidates, but each one the candidates judged
// themselves (the rules' bool-only modes, no call of the check) is judged by the check as well.
// `out` gets the candidates the check accepts, in the same order; `disagreements` (cleared
// first) every candidate on which the fast verdict and the check's differ.
void legal_actions_audited(const GameState& state, std::vector<Action>& out,
                           std::vector<Action>& disagreements);

}  // namespace caylus
