// Why a log could not be read: the one error type of every reader of logs, snapshots and
// scenario files (JSON or the text notation), kept apart from the readers so that a file which
// only reports or passes such an error need not include them.
#pragma once

#include <string>
#include <utility>

namespace caylus {

// Input that is not a valid log: where (a JSON path, or line and column for syntax errors) and
// what is wrong.
struct LogError {
  LogError() = default;
  LogError(std::string path_, int line_, int column_, std::string message_)
      : path(std::move(path_)), line(line_), column(column_), message(std::move(message_)) {}
  std::string path;  // e.g. "actions[12].at"; empty for syntax errors
  int line = 0;      // 1-based, 0 when unknown
  int column = 0;
  std::string message;
  // Text logs: the offending line and how many characters of it, from `column`, are at fault, so
  // that the error can show it underlined.
  std::string source_line;
  int length = 0;
  std::string where() const;  // "actions[12].at" or "line 3, column 14"
  // Compiler-style, for `file`: "game.txt:3:14: error: message", then the line with the token
  // underlined; "game.json: actions[12].at: message" for a JSON path.
  std::string located(const std::string& file) const;
};

}  // namespace caylus
