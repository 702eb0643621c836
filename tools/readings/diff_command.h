// `caylus diff`'s command line as its two files share it: one log (diff.cpp) or an archive of
// logs (diff_archive.cpp). Internal to tools/readings/.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "tools/readings/diff.h"

namespace caylus::tools {

struct DiffCommand {
  std::vector<std::string> logs;
  std::string log;  // the one log, outside archive mode
  int jobs = 1;
  std::vector<std::string> rules;   // the first reading
  std::vector<std::string> versus;  // the second reading
  std::string option;               // compare this option's two values
  bool json = false;
  std::string lang;  // --lang (tools/language.h)
};

// The two readings' overrides, from --option or --rules/--versus.
std::pair<Overrides, Overrides> reading_overrides(const DiffCommand& c);

// Archive mode: every log of `c.logs`, each under both readings, one line a game.
int run_archive_diff(const DiffCommand& c);

}  // namespace caylus::tools
