// The shape of a log's claims (LOG_FORMAT.md, "Checks" and `expect`): validated when the log is
// read, and rewritten in one canonical order so that writing a log is byte-stable. Comparing a
// check with a state is the replayer's business (replay/checks.h).
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>
#include <vector>

#include "replay/log_json.h"

namespace caylus {

// A check object: every key optional, an unknown key, player, building, phase, section or row
// is an error at its path (e.g. "actions[4].check.players.green.silver"). The result has the
// keys in LOG_FORMAT.md order, players in seat order, road spaces in numeric order.
std::variant<nlohmann::ordered_json, LogError> canonical_check(
    const nlohmann::json& check, const std::vector<std::string>& names, const std::string& path);

// The `expect` object: verdict (required), action (an index into `actions`, illegal or
// mismatch only), rule (a rule id, illegal only), complete, final (a check).
std::variant<nlohmann::ordered_json, LogError> canonical_expect(
    const nlohmann::json& expect, const std::vector<std::string>& names, std::size_t entry_count,
    const std::string& path);

}  // namespace caylus
