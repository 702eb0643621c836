// Reading a log in either form (JSON, or the text notation of docs/notation.md) from its text or
// its file, within the size limits of log_json.h, and how a LogError reads. The JSON document
// itself is read by log_json.cpp, the notation by notation_read.cpp.
#include <algorithm>
#include <cctype>
#include <fstream>

#include "replay/json_input.h"
#include "replay/log_json.h"
#include "replay/notation.h"

namespace caylus {

using json_input::error_at;
using json_input::Json;
using json_input::parse_document;

std::string LogError::where() const {
  if (line > 0) return "line " + std::to_string(line) + ", column " + std::to_string(column);
  if (!path.empty()) return path;
  return "the log";
}

std::string LogError::located(const std::string& file) const {
  if (line <= 0) return file + ": " + (path.empty() ? "" : path + ": ") + message;
  std::string out =
      file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": error: " + message;
  if (!source_line.empty() && source_line.size() < 400) {
    out += "\n  " + source_line + "\n  ";
    // The underline counts characters as the column does (UTF-8 continuation bytes take none).
    int col = 1;
    for (unsigned char c : source_line) {
      if (col >= column) break;
      if ((c & 0xC0) != 0x80) {
        out += c == '\t' ? '\t' : ' ';
        ++col;
      }
    }
    out += '^' + std::string(static_cast<std::size_t>(std::max(length, 1) - 1), '~');
  }
  return out;
}

bool looks_like_json(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::size_t first = text.find_first_not_of(" \t\r\n");
  // Nothing at all: the JSON reader says the log is empty.
  if (first == std::string_view::npos) return true;
  auto c = static_cast<unsigned char>(text[first]);
  // The text notation starts with a tag ("[Players ..."), a comment or a word; anything else
  // (an object, a list, a number, a string, bytes that are no text) is for the JSON reader,
  // which says what is wrong with it.
  if (c == '#' || std::isalpha(c)) return false;
  if (c == '[') {
    std::size_t i = first + 1;
    while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]))) ++i;
    return i == first + 1 || i >= text.size() || (text[i] != ' ' && text[i] != '\t');
  }
  return true;
}

std::variant<GameLog, LogError> read_log(std::string_view text, const std::string& base_dir) {
  // Too large for either form: refused before anything looks at it.
  if (text.size() > kMaxLogBytes)
    return error_at("", "the log is " + std::to_string(text.size()) + " bytes; at most " +
                            std::to_string(kMaxLogBytes) + " are read");
  if (!looks_like_json(text)) return read_text_log(text, base_dir);
  auto parsed = parse_document(text);
  if (auto* error = std::get_if<LogError>(&parsed)) return *error;
  return read_log_document(std::get<Json>(parsed));
}

std::variant<GameLog, LogError> read_log_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return error_at("", "cannot open '" + path + "'");
  // Read at most one byte past the limit, whatever the file claims to be (/dev/zero, a pipe).
  std::string text;
  char buffer[1 << 16];
  while (text.size() <= kMaxLogBytes && in.read(buffer, sizeof buffer).gcount() > 0)
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
  if (in.bad()) return error_at("", "cannot read '" + path + "'");
  if (text.size() > kMaxLogBytes)
    return error_at("", "'" + path + "' is larger than " + std::to_string(kMaxLogBytes) +
                            " bytes; a log is far smaller");
  auto slash = path.find_last_of('/');
  return read_log(text, slash == std::string::npos ? "" : path.substr(0, slash + 1));
}

}  // namespace caylus
