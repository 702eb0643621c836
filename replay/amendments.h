// Amendments (LOG_FORMAT.md, "Amendments"): what the table let stand. An amendment sets state
// fields, in the shape of a check, to what the table had at that point, and the replay goes on
// from there.
//
//   amend red.deniers=5 green.wood=2   # the table let it stand
//   {"amend": {"players": {"red": {"deniers": 5}}}, "note": "the table let it stand"}
//
// What a table can get wrong and let stand is what it counts and moves by hand: a player's
// deniers, prestige, cubes and favor markers, the provost and the bailiff, the houses in the
// castle. The turn, the phase, the turn order, the road and the workers follow from the actions;
// an amendment of them is refused (an input error) rather than guessed at.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/state.h"
#include "replay/claims.h"

namespace caylus {

// Sets the fields of `claims` (LogEntry::claims of an amendment) in `state`. Returns why it cannot
// (a field that cannot be amended, with its path), leaving `state` as it was.
std::optional<std::string> amend_state(GameState& state, const Claims& claims,
                                       const std::vector<std::string>& names);

}  // namespace caylus
