// The players of a snapshot (docs/snapshot-format.md): name, goods, favor markers and workers out,
// read and written with the claim table's player fields (replay/claims/claim_fields.h), so that a
// snapshot and a check name and bound a player's goods alike. Internal to replay/snapshot*.cpp.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/state.h"
#include "replay/input/json_input.h"

namespace caylus::snapshot_players {

// `list` (at `path`) into s.players and s.player_count; `names` receives the names read, which
// must be `given_names` when it is not empty.
json_input::Error read_players(const json_input::Json& list, const std::string& path,
                               const std::vector<std::string>& given_names, GameState& s,
                               std::vector<std::string>& names);

nlohmann::ordered_json player_entry(const GameState& s, PlayerIndex p, const std::string& name);

}  // namespace caylus::snapshot_players
