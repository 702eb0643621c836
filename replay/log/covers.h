// Reading a log's `covers` (docs/corpus.md): the rule ids a scenario exercises, each one of the
// catalog of core/rule_texts/rule_catalog.h.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "replay/input/log_error.h"

namespace caylus {

// Reads a log's top-level `covers`: a list of such ids, each at most once. Errors name the JSON
// path ("covers[2]").
std::optional<LogError> read_covers(const nlohmann::json& value, std::vector<std::string>& out);

}  // namespace caylus
