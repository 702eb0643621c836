// Amendments (LOG_FORMAT.md, "Amendments"): what the table let stand. An amendment sets state
// fields, in the shape of a check, to what the table had at that point, and the replay goes on
// from there.
//
//   amend red.deniers=5 green.wood=2   # the table let it stand
//   {"amend": {"players": {"red": {"deniers": 5}}}, "note": "the table let it stand"}
//
// Every field of a check may be amended (LOG_FORMAT.md, "Positions": the road's tiles, owners
// and workers, the special buildings' workers, the passing order, the stock too), but the turn,
// the phase and a player's workers to place: the moment and what follows from the board. A
// player's number may be changed rather than set: `amend green.deniers+=2`, {"add": 2}.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/state.h"
#include "replay/claims/claims.h"

namespace caylus {

// Sets the fields of `claims` (LogEntry::claims of an amendment) in `state`. Returns why it cannot
// (a field that cannot be amended, with its path), leaving `state` as it was.
std::optional<std::string> amend_state(GameState& state, const Claims& claims,
                                       const std::vector<std::string>& names);

}  // namespace caylus
