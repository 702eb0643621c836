// The text notation's lines and tokens (replay/notation/notation_reader.h): the text split into
// lines and checked to be text (UTF-8, no control characters), each line into words, quoted
// strings, ';' and
// '+', and every error placed at the line and column it points at.
#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/language/catalog.h"
#include "replay/notation/notation_reader.h"

namespace caylus::text_notation {
namespace {

constexpr std::size_t kMaxTextLines = 400000;

// Characters, not bytes: a UTF-8 continuation byte takes no column.
int columns(std::string_view text) {
  int n = 0;
  for (unsigned char c : text)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    auto c = static_cast<unsigned char>(s[i]);
    int n = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (n < 0 || i + n >= s.size() + (n == 0 ? 1 : 0)) return n == 0;
    for (int k = 1; k <= n; ++k)
      if (i + k >= s.size() || (static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    i += n + 1;
  }
  return true;
}

bool sign_at(std::string_view line, std::size_t i) {
  bool after_space = i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t';
  return after_space && i + 1 < line.size() &&
         std::isdigit(static_cast<unsigned char>(line[i + 1]));
}

}  // namespace

std::optional<LogError> Reader::split_lines() {
  for (std::size_t start = 0; start <= text_.size();) {
    std::size_t end = text_.find('\n', start);
    if (end == std::string_view::npos) end = text_.size();
    std::string_view line = text_.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (lines_.empty() && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
    lines_.push_back(line);
    if (lines_.size() > kMaxTextLines)
      return error(Place{static_cast<int>(lines_.size()), 1, 1},
                   fill_in(tr("more than {0} lines; a log is far shorter"), kMaxTextLines));
    start = end + 1;
  }
  for (std::size_t i = 0; i < lines_.size(); ++i) {
    std::string_view line = lines_[i];
    for (std::size_t b = 0; b < line.size(); ++b) {
      auto c = static_cast<unsigned char>(line[b]);
      if (c == 0 || (c < 0x20 && c != '\t') || c == 0x7F)
        return error(Place{static_cast<int>(i + 1), columns(line.substr(0, b)) + 1, 1},
                     fill_in(tr("this is not text: a control character (byte {0}) in the "
                                "line; is it a binary file?"),
                             static_cast<int>(c)));
    }
    // Bytes that are no UTF-8 at all are refused the same way.
    if (!valid_utf8(line))
      return error(Place{static_cast<int>(i + 1), 1, columns(line)},
                   std::string(tr("this line is not valid UTF-8 text")));
  }
  return std::nullopt;
}

Place Reader::place_of(std::size_t line, std::size_t begin, std::size_t end) const {
  std::string_view text = lines_[line];
  return Place{static_cast<int>(line + 1), columns(text.substr(0, begin)) + 1,
               std::max(1, columns(text.substr(begin, end - begin)))};
}

// The tokens of a line: words, quoted strings, ';' and '+' (a '+' right before a digit and
// after a space is a sign: "provost +2"); a '#' starts the comment that ends the line.
std::size_t read_escape(std::string_view line, std::size_t i, std::string& out) {
  char e = line[i + 1];
  if (e != 'u') {
    out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
    return 2;
  }
  unsigned code = 0;
  std::string_view hex = line.substr(i + 2, 4);
  auto [end, ec] = std::from_chars(hex.data(), hex.data() + hex.size(), code, 16);
  if (hex.size() != 4 || ec != std::errc() || end != hex.data() + 4 || code > 0x7F) return 0;
  out += static_cast<char>(code);
  return 6;
}

std::optional<LogError> Reader::tokenize(std::size_t index, std::vector<Token>& tokens,
                                         std::string& comment) const {
  std::string_view line = lines_[index];
  std::size_t i = 0;
  while (i < line.size()) {
    char c = line[i];
    if (c == ' ' || c == '\t') {
      ++i;
      continue;
    }
    if (c == '#') {
      std::string_view rest = line.substr(i + 1);
      std::size_t a = rest.find_first_not_of(" \t");
      std::size_t b = rest.find_last_not_of(" \t");
      comment = a == std::string_view::npos ? "" : std::string(rest.substr(a, b - a + 1));
      break;
    }
    std::size_t start = i;
    Token t;
    if (c == '"') {
      ++i;
      bool closed = false;
      while (i < line.size()) {
        if (line[i] == '\\' && i + 1 < line.size()) {
          std::size_t took = read_escape(line, i, t.text);
          if (took == 0)
            return error(place_of(index, i, std::min(i + 6, line.size())),
                         std::string(tr(kBadUnicodeEscape)));
          i += took;
          continue;
        }
        if (line[i] == '"') {
          closed = true;
          ++i;
          break;
        }
        t.text += line[i++];
      }
      if (!closed)
        return error(place_of(index, start, line.size()),
                     std::string(tr("unterminated string: a '\"' opens it and none closes it "
                                    "on this line")));
      t.quoted = true;
    } else if (c == ';' || (c == '+' && !sign_at(line, i))) {
      t.text = std::string(1, c);
      ++i;
    } else {
      ++i;
      // "+=" belongs to the word: an amendment's change ("green.deniers+=2").
      auto joins = [&](std::size_t k) { return line[k] != '+' || line.substr(k, 2) == "+="; };
      while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != ';' && joins(i) &&
             line[i] != '#' && line[i] != '"')
        ++i;
      t.text = std::string(line.substr(start, i - start));
    }
    t.place = place_of(index, start, i);
    tokens.push_back(std::move(t));
  }
  return std::nullopt;
}

LogError Reader::error(Place at, std::string message) const {
  LogError e;
  e.line = at.line;
  e.column = at.column;
  e.length = at.length;
  e.message = std::move(message);
  if (at.line >= 1 && static_cast<std::size_t>(at.line) <= lines_.size())
    e.source_line = std::string(lines_[at.line - 1]);
  return e;
}

// An error of the JSON reader, at a path: placed at the value the path came from (the longest
// path recorded that begins it). An error at a group of values (the judge's
// "setup.position.castle.towers", replay/positions/reachable.h) is placed at the first value of the
// group written ("castle.towers.red=5"), rather than at the line that opens the position.
LogError Reader::locate(const LogError& e) const {
  if (e.path.starts_with("setup.position."))
    for (const auto& [path, place] : places_)
      if (path.size() > e.path.size() && path.compare(0, e.path.size(), e.path) == 0 &&
          (path[e.path.size()] == '.' || path[e.path.size()] == '[') &&
          std::none_of(places_.begin(), places_.end(),
                       [&](const auto& other) { return other.first == e.path; }))
        return error(place, e.message);
  const Place* best = nullptr;
  std::size_t best_size = 0;
  for (const auto& [path, place] : places_) {
    bool prefix =
        e.path.compare(0, path.size(), path) == 0 &&
        (e.path.size() == path.size() || e.path[path.size()] == '.' || e.path[path.size()] == '[');
    if (prefix && (best == nullptr || path.size() >= best_size)) {
      best = &place;
      best_size = path.size();
    }
  }
  if (best == nullptr) {
    if (e.line > 0) return e;  // a JSON syntax error inside an embedded [State {...}]
    return error(Place{1, 1, 1}, e.message);
  }
  return error(*best, e.message);
}

}  // namespace caylus::text_notation
