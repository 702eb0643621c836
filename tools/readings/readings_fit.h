// The fit of a log to the readings of the rules, as `caylus readings` finds it (readings.cpp
// says it): the log replayed under its own options, then under every other value of each rule
// option, one at a time, each compared step by step with the first (issue 17).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "replay/replayer.h"

namespace caylus::tools {

// One value of one option, as the log fits it.
struct ValueFit {
  std::string value;
  bool consistent = false;
  std::string why;  // the first failure when not consistent
};

struct OptionFit {
  std::string name;
  std::string own;  // the log's own value
  bool in_play = false;
  // Not varied: a snapshot (setup.state) fixes the tiles of the game, so `edition` cannot add or
  // remove the jeweler from it (replay/replayer.cpp).
  bool fixed = false;
  std::vector<ValueFit> values;  // in the order of option_table() (default first)

  std::vector<std::string> consistent_values() const {
    std::vector<std::string> out;
    for (const auto& v : values)
      if (v.consistent) out.push_back(v.value);
    return out;
  }
};

struct GameFit {
  std::string file;
  std::string not_read;                   // why the log could not be replayed; empty when it was
  bool consistent = false;                // under the log's own options
  std::string error_text;                 // the first failure under them, as `caylus replay` says
  std::optional<ReplayError> error;       // the same, for --json
  std::vector<std::string> played_under;  // "option=value" that make an inconsistent log fit
  std::vector<OptionFit> options;
};

// The log's file read and fitted; a file that cannot be read says why in `not_read`.
GameFit fit_file(const std::string& file);

}  // namespace caylus::tools
