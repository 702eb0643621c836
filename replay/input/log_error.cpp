// How a LogError reads: where, and compiler-style with the line underlined.
#include "replay/input/log_error.h"

#include <algorithm>

#include "core/language/catalog.h"

namespace caylus {

// The words follow the reader's language (issue 37); the numbers and the JSON path stay.
std::string LogError::where() const {
  if (line > 0) return fill_in(tr("line {0}, column {1}"), line, column);
  if (!path.empty()) return path;
  return std::string(tr("the log"));
}

std::string LogError::located(const std::string& file) const {
  if (line <= 0) return file + ": " + (path.empty() ? "" : path + ": ") + message;
  // The place stays compiler-style, the framing word is the reader's ("erreur : ...").
  std::string out = file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
                    fill_in(tr("error: {0}"), message);
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
