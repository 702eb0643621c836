// The shape of an action: the parameters its verb takes (core/verbs.h) and no others, and no
// negative amount given or gained. check() tests both on every action (decision.kind), so they
// are byte masks computed once from the verb table rather than a second list of which verb
// takes what (tests/action_shape_test.cpp).
#pragma once

#include "core/action.h"

namespace caylus {

// Every field the verb does not take holds its default value.
bool takes_its_verbs_parameters_only(const Action& a);
// No count of `give` or `gain` is negative.
bool no_negative_amount(const Action& a);

}  // namespace caylus
