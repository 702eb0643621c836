// Reading a log in either form (JSON, or the text notation of docs/notation.md) from its text or
// its file, within the size limits of replay/input/limits.h. The JSON document itself is read by
// log_json.cpp, the notation by notation_read.cpp; how a LogError reads is log_error.cpp.
#include "replay/log_input.h"

#include <algorithm>
#include <cctype>
#include <fstream>

#include "core/language/catalog.h"
#include "replay/input/json_input.h"
#include "replay/input/limits.h"
#include "replay/json/log_json.h"
#include "replay/notation/notation.h"

namespace caylus {

using json_input::error_at;
using json_input::Json;
using json_input::parse_document;

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
    return error_at(
        "", fill_in(tr("the log is {0} bytes; at most {1} are read"), text.size(), kMaxLogBytes));
  if (!looks_like_json(text)) return read_text_log(text, base_dir);
  auto parsed = parse_document(text);
  if (auto* error = std::get_if<LogError>(&parsed)) return *error;
  return read_log_document(std::get<Json>(parsed));
}

std::variant<GameLog, LogError> read_log_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return error_at("", fill_in(tr("cannot open '{0}'"), path));
  // Read at most one byte past the limit, whatever the file claims to be (/dev/zero, a pipe).
  std::string text;
  char buffer[1 << 16];
  while (text.size() <= kMaxLogBytes && in.read(buffer, sizeof buffer).gcount() > 0)
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
  if (in.bad()) return error_at("", fill_in(tr("cannot read '{0}'"), path));
  if (text.size() > kMaxLogBytes)
    return error_at("", fill_in(tr("'{0}' is larger than {1} bytes; a log is far smaller"), path,
                                kMaxLogBytes));
  auto slash = path.find_last_of('/');
  return read_log(text, slash == std::string::npos ? "" : path.substr(0, slash + 1));
}

}  // namespace caylus
