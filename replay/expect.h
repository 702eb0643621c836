// `expect` (LOG_FORMAT.md, docs/corpus.md): what a log says its replay must answer — a verdict,
// where it stops and for which rule, whether the game is complete, and `final` claims — read
// from the log and compared with a replay's answer.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>

#include "replay/replayer.h"

namespace caylus {

struct Expectation {
  std::optional<Verdict> verdict;
  std::optional<int> action;
  std::optional<std::string> rule;
  std::optional<nlohmann::json> final_claims;
  std::optional<bool> complete;
};

// The log's `expect` object (GameLog::expect_json); errors at their JSON path under "expect".
std::variant<Expectation, LogError> parse_expect(const std::string& text);

// Whether the replay's answer `r` meets `e`, and every reason it does not.
std::variant<ExpectResult, LogError> evaluate_expect(const Expectation& e, const ReplayResult& r);

}  // namespace caylus
