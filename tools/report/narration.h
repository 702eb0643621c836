// The narration of each step as the report and the page show it (issue 35 item 4): the very lines
// `caylus replay --explain` prints (the replayer's one narrator, ReplayResult::narrative), cut
// at ReplayResult::narrative_steps, never re-worded; and each line's rule ids marked, so the page
// can link them to the rule's text (tools/report/rule_explain.h).
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "replay/replayer.h"

namespace caylus::tools {

// The lines told with step n (a replay run with ReplayOptions::narrate): n = 0, the start (the
// turn order and what the log's start tells before the first action); n >= 1, the n-th applied
// action, its automatic steps and the checks or claims met after it, up to the next action (the
// last step also takes what follows the last action). Together the steps' lines are the whole
// narrative, each once, in order.
std::vector<std::string> step_narration(const ReplayResult& r, std::size_t n);

// A line as parts: strings, and {"rule": id} where it cites a rule id that has a row of
// core/rule_texts (the id's text is the id). Joining the parts gives the line back.
nlohmann::ordered_json line_parts(const std::string& line);

// The rule ids the parts of `lines` cite, each once, in order of first citation.
std::vector<std::string> cited_rules(const nlohmann::ordered_json& lines);

// The points ledger of a narrated replay, as `caylus replay --explain --json` gives it: per
// player's name, [{turn, phase, amount, total, cause}] (replay/narration/ledger.h), the prestige a
// player had when the log started first.
nlohmann::ordered_json ledger_json(const ReplayResult& r);

}  // namespace caylus::tools
