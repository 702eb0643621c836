// A new game's setup as a table plays it (issue 38 item 3): the players in turn order, the
// neutral buildings on road spaces 1-6 (or a seed that draws them, as `caylus play` does) and
// the rule options. One validation for `caylus record` and the page (tools/web/api.cpp), so a
// mistake gets the same words on both: InputError (tools/commands.h) with the engine's message.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "replay/log/log.h"

namespace caylus::tools {

struct NewGame {
  std::vector<std::string> players;   // in turn order
  std::vector<std::string> neutral;   // short names or ids, road order; empty: drawn from seed
  std::optional<std::uint64_t> seed;  // none and no neutral: a random seed, written in the log
  std::vector<std::string> rules;     // option=value, as --rules takes them
};

// The log of the new game (no entry), or InputError saying what is wrong.
GameLog new_game_log(const NewGame& setup);

}  // namespace caylus::tools
