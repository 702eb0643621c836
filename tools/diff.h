// `caylus diff` as a function, for `caylus report --versus`: one log replayed under two
// readings, the differences in the words `caylus diff` prints them.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "replay/log.h"

namespace caylus::tools {

struct ReadingsDiff {
  struct Point {
    std::string heading;  // "game.json: action #41 (turn 9, ...): first difference: ..."
    int action = -1;      // entry of `actions`; -1 before the first
    std::vector<std::string> lines;
  };
  std::string label_a, label_b;  // "towers_zero_penalty=4"
  std::vector<Point> differences;
  bool same = false;
  bool scores_differ = false;
  bool winners_differ = false;
  std::string winners_a, winners_b;  // "blue", "red, blue (tied)", "none yet (...)"
};

// Throws InputError (bad override, both readings the same rules, a log the replayer refuses).
ReadingsDiff diff_readings(const std::string& file, const GameLog& log,
                           const std::vector<std::pair<std::string, std::string>>& first,
                           const std::vector<std::pair<std::string, std::string>>& second);

}  // namespace caylus::tools
