// How a LogError reads: where, and compiler-style with the line underlined.
#include "replay/input/log_error.h"

#include <algorithm>

namespace caylus {

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

}  // namespace caylus
