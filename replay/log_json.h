// Reading and writing game logs as JSON (LOG_FORMAT.md version 1; docs/log-format.md).
//
// Reading is strict: a syntax error reports line and column; a wrong type, unknown verb, field,
// player, building, option or check key reports the JSON path ("actions[12].at"). Reading
// resolves no space against the game: `at`, `to`, `target`, `on` stay SpaceRefs until the
// replayer resolves them with resolve_space().
//
// Writing is canonical (fixed key order, one action per line), so that
// write(read(write(log))) is byte-identical to write(log).
//
// Files: json_input.* (the bounded parser and typed accessors), log_json.cpp (reading),
// log_check.* (checks and expect), log_write.cpp (writing), snapshot*.cpp (setup.state).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "replay/log.h"

namespace caylus {

// Input that is not a valid log: where (a JSON path, or line and column for syntax errors) and
// what is wrong.
struct LogError {
  std::string path;  // e.g. "actions[12].at"; empty for syntax errors
  int line = 0;      // 1-based, 0 when unknown
  int column = 0;
  std::string message;
  std::string where() const;  // "actions[12].at" or "line 3, column 14"
};

// Limits that keep bad input from exhausting time or memory.
inline constexpr std::size_t kMaxLogBytes = 64u << 20;  // 64 MiB
inline constexpr std::size_t kMaxLogActions = 200000;
inline constexpr int kMaxJsonDepth = 64;
// JSON values of all kinds (objects, lists, keys excluded, scalars): bounds the memory of the
// parsed document (about 100 bytes a value) whatever the text holds.
inline constexpr std::size_t kMaxJsonValues = 2000000;

std::variant<GameLog, LogError> read_log(std::string_view text);
std::variant<GameLog, LogError> read_log_file(const std::string& path);

// Resolves a space reference against the state the action is applied to. A building id names
// the road space where that tile stands now. Returns an explanation when it names nothing.
std::variant<Space, std::string> resolve_space(const GameState& state, const SpaceRef& ref);

// The canonical JSON text of a log whose actions are resolved (Action::space set). Spaces are
// written as special names, as the building id when that tile stands on the road once, else as
// the road space number; the writer replays the log to know which.
std::string write_log(const GameLog& log);

// The setup a log describes (players, neutral order drawn from the seed if absent, options).
// Errors name the JSON path (setup.players, setup.neutral, ...).
std::variant<GameState, LogError> initial_state(const GameLog& log);

}  // namespace caylus
