// State snapshots: the whole GameState as JSON (docs/snapshot-format.md), printed by
// `caylus replay LOG --dump-state [--at N]` and accepted as a log's `setup.state`. A snapshot
// read back gives a state == to the one written.
//
// Everything is named as in the rulebook and the log: players by name, buildings by id, phases,
// decisions, sections, favor rows and cubes by name, road spaces by number.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <variant>
#include <vector>

#include "core/state.h"
#include "replay/input/log_error.h"
#include "replay/log/log.h"

namespace caylus {

// `names[p]` is seat p's name; missing names are written "player1", "player2", ...
nlohmann::json write_snapshot(const GameState& state, const std::vector<std::string>& names);
// The same, keys in the documented order (the order snapshot_text prints).
nlohmann::ordered_json snapshot_json(const GameState& state, const std::vector<std::string>& names);
// The snapshot as readable text: one field per line, one player / road space per line.
// `indent` spaces are added before every line but the first (to nest it in a log).
std::string snapshot_text(const GameState& state, const std::vector<std::string>& names,
                          int indent = 0);

// `path` is the JSON path of the snapshot in its document (e.g. "setup.state"), for messages.
// `names`: the players' names by seat, which the snapshot's players must match in order; empty
// = take them from the snapshot.
std::variant<GameState, LogError> read_snapshot(const nlohmann::json& json,
                                                const std::vector<std::string>& names,
                                                const std::string& path);

// Spreads `value` one member per line, and below it, for `levels` - 1 more levels, the objects
// and lists that hold objects or lists; the rest stays on one line ({"a": 1, "b": [1, 2]}).
std::string pretty_json(const nlohmann::ordered_json& value, int levels, int indent);

}  // namespace caylus
