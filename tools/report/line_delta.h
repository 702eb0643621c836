// The drawing of the board at every step of a report, stored as the first drawing and, for each
// step, what changed (issue 38 item 5): one board drawn in C++ (board_svg.h) is about 30 KB, and
// a 4-player game has some 400 steps; from one step to the next a few of its lines change (a
// worker placed, a marker moved). tools/report/report.js applies the changes in order.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace caylus::tools {

// `text` cut at its newlines (the newline dropped; a last line without one kept).
std::vector<std::string> split_lines(std::string_view text);

// The changes that make `to` of `from`: [[at, removed, [lines inserted]], ...], `at` an index
// into `from`, in increasing order (report.js applies them from the last). A longest common
// subsequence of lines inside what differs, after the common start and end are set apart.
nlohmann::json line_delta(const std::vector<std::string>& from, const std::vector<std::string>& to);

// `from` with `delta` applied (the tests' check of the page's own rebuilding).
std::vector<std::string> apply_line_delta(std::vector<std::string> from,
                                          const nlohmann::json& delta);

}  // namespace caylus::tools
