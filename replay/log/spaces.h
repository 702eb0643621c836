// What a log's space references name on a given board: a road space number, a special
// building's name or a tile's id (LOG_FORMAT.md, "Spaces"). Read against the state the action is
// applied to, since tiles move (the reader resolves nothing; the replayer and the writers do).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/state.h"
#include "replay/log/log.h"

namespace caylus {

// Resolves a space reference against the state the action is applied to. A building id names
// the road space where that tile stands now. Returns an explanation when it names nothing.
std::variant<Space, std::string> resolve_space(const GameState& state, const SpaceRef& ref);
// When `ref` names several road spaces in `state` (two carpenters for "carpenter", residences
// by id): what it could mean, for an input error (issue 30: a name that names two things is the
// log's ambiguity, not the player's fault). Nullopt when it names one space or none.
std::optional<std::string> ambiguous_space(const GameState& state, const SpaceRef& ref);
// The road spaces whose building `text` names at the best level of building_name_match (one
// space: a name that says which; several: ambiguous; none: nothing on the road is called so).
std::vector<Space> spaces_named(const GameState& state, std::string_view text);

}  // namespace caylus
