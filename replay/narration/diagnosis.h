// Why the replay stopped, in the facts a player needs to see (STYLE.md: an error is "followed by
// the state that mattered"): chosen by the rule id broken, not by the shape of its name.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/engine.h"

namespace caylus {

// The rule an unresolvable space reference breaks: the space the verb needs is not there
// (e.g. "place at mason" while no mason stands on the road).
RuleId unresolved_space_rule(const Action& a);

// The facts that explain why `a` broke `rule` in `s` (none beyond the pending decision and the
// player's goods when `rule` is not a rule of the game, e.g. an invariant). Players as {pN}.
std::vector<std::string> state_facts(const GameState& s, const Action& a,
                                     std::optional<RuleId> rule);

// The action as a legal choice is listed after "legal choices:", without its player's name.
std::string rendered_without_player(const GameState& s, const Action& a,
                                    const std::vector<std::string>& names);

}  // namespace caylus
