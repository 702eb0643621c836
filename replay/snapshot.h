// State snapshots: the whole GameState as JSON (docs/snapshot-format.md), printed by
// `caylus replay LOG --dump-state [--at N]` and accepted as a log's `setup.state`. A snapshot
// read back gives a state == to the one written.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <variant>
#include <vector>

#include "core/state.h"
#include "replay/log_json.h"

namespace caylus {

nlohmann::json write_snapshot(const GameState& state, const std::vector<std::string>& names);
// `path` is the JSON path of the snapshot in its document (e.g. "setup.state"), for messages.
std::variant<GameState, LogError> read_snapshot(const nlohmann::json& json,
                                                const std::vector<std::string>& names,
                                                const std::string& path);

}  // namespace caylus
