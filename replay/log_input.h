// A log's text or file, in either form (JSON, replay/json/log_json.h, or the text notation,
// replay/notation/notation.h): the one door every command reads a log through.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "replay/input/log_error.h"
#include "replay/log/log.h"

namespace caylus {

// A log as JSON or as text notation (replay/notation/notation.h), told apart by content: a JSON log
// is an object, so its first character that is not white space is '{'. `base_dir`: where a text
// log's [State "file"] is looked for.
std::variant<GameLog, LogError> read_log(std::string_view text, const std::string& base_dir = "");
std::variant<GameLog, LogError> read_log_file(const std::string& path);
bool looks_like_json(std::string_view text);

}  // namespace caylus
