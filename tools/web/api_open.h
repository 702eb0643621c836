// What the page's API functions share (tools/web/api.cpp: the open game, its steps and the
// verdict; tools/web/api_board.cpp: the board editor and the board's drawing): the game the page
// has open and the one reply string every function returns. Internal to tools/web/.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/state.h"
#include "replay/input/log_error.h"
#include "replay/log/log.h"
#include "replay/replayer.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define CAYLUS_EXPORT extern "C" EMSCRIPTEN_KEEPALIVE
#else
#define CAYLUS_EXPORT extern "C"
#endif

namespace caylus::web {

using Json = nlohmann::ordered_json;

// One applied action, as the replay saw it.
struct Recorded {
  int entry;    // index into log.entries of the entry that prompted it
  bool forced;  // a decision the log left out, which the replayer took (Step::forced)
  Action action;
  GameState before;
  std::string text;  // the action in the notation
};

// The game the page has open.
struct Open {
  GameLog log;
  ReplayResult result;
  std::vector<Recorded> steps;
  std::vector<std::string> names;
};

// The game the page has open (caylus_open), none before.
extern std::optional<Open> open_game;

// The reply of an API function: a string owned here, valid until the next call.
const char* answer(const Json& j);
const char* answer_text(std::string text);

// The replay of `log` with every invariant, each applied action kept with the state before it;
// `narrate`: with --explain's narration and points ledger (an opened log; the board editor's
// replays of a position only want its verdict).
Open replay_game(GameLog log, bool narrate = false);

// The state before the n-th applied action; n == steps: where the replay ended.
const GameState& state_at(const Open& g, std::size_t n);

// The entries of the open log that lead to step n exactly: every entry before the one that
// prompted step n, then the forced actions already applied for that entry.
GameLog log_to_step(const Open& g, std::size_t n);

// A log as the page shows it: the notation, or JSON when a name is no word of the notation.
std::string log_text(const GameLog& log);

// A LogError as the page shows it: where, line, column, message, and the located sentence.
Json error_json(const LogError& e, const std::string& file);

}  // namespace caylus::web
