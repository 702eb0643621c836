// Reading the text notation (replay/notation.h, docs/notation.md). The text is turned into the
// JSON document of the same log, remembering where each value stood, and that document is read by
// the JSON reader: one set of checks for both forms, and an error at a JSON path is reported at
// the line and column the path came from.
#include <algorithm>
#include <charconv>
#include <fstream>

#include "core/verbs.h"
#include "replay/json_input.h"
#include "replay/notation.h"

namespace caylus {
namespace {

using json_input::child;
using json_input::item;
using Json = nlohmann::json;

constexpr std::size_t kMaxTextLines = 400000;
constexpr std::size_t kMaxSnapshotBytes = 4u << 20;

// Where a value stood in the text.
struct Place {
  int line = 0;
  int column = 0;  // 1-based, in characters
  int length = 0;  // in characters
};

struct Token {
  std::string text;  // unescaped for a quoted token
  Place place;
  bool quoted = false;
};

// Characters, not bytes: a UTF-8 continuation byte takes no column.
int columns(std::string_view text) {
  int n = 0;
  for (unsigned char c : text)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

bool is_word(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '_' || c == '-';
  });
}

bool parse_int(std::string_view text, std::int64_t& out) {
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  if (text.empty() || text[0] == '+') return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

// Words a player cannot be called in text: they start other lines.
bool is_keyword(std::string_view word) {
  Verb v;
  return word == "turn" || word == "phase" || word == "check" || word == "amend" ||
         parse_verb(word, v);
}

class Reader {
 public:
  Reader(std::string_view text, std::string base_dir)
      : text_(text), base_dir_(std::move(base_dir)) {}

  std::variant<GameLog, LogError> read() {
    if (auto e = split_lines()) return *e;
    Json doc = Json::object();
    doc["format"] = "caylus-log";
    doc["version"] = 1;
    if (auto e = read_lines(doc)) return *e;
    auto read = read_log_document(doc);
    if (auto* error = std::get_if<LogError>(&read)) return locate(*error);
    GameLog log = std::get<GameLog>(std::move(read));
    for (std::size_t i = 0; i < log.entries.size() && i < entry_places_.size(); ++i) {
      log.entries[i].line = entry_places_[i].line;
      log.entries[i].column = entry_places_[i].column;
    }
    return log;
  }

  // For parse_action_line: the tokens of one line, read as actions of `names`.
  std::variant<std::vector<LogEntry>, LogError> read_action_line(
      const std::vector<std::string>& names, std::optional<PlayerIndex> default_player) {
    if (auto e = split_lines()) return *e;
    names_ = names;
    default_player_ = default_player;
    Json actions = Json::array();
    std::vector<Token> tokens;
    std::string comment;
    if (!lines_.empty())
      if (auto e = tokenize(0, tokens, comment)) return *e;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= tokens.size(); ++i) {
      if (i < tokens.size() && tokens[i].text != ";") continue;
      if (i > start || i < tokens.size()) {
        if (i == start) return error(tokens[i].place, "an empty action between ';'");
        std::string path = item("actions", actions.size());
        Json action;
        if (auto e = read_action(std::span(tokens).subspan(start, i - start), path, action))
          return *e;
        actions.push_back(std::move(action));
      }
      start = i + 1;
    }
    if (actions.empty())
      return error(Place{1, 1, 1}, "no action: write one, e.g. 'place quarry' or 'pass'");
    if (!comment.empty()) actions.back()["note"] = comment;
    Json doc = {{"format", "caylus-log"},
                {"version", 1},
                {"setup", {{"players", names}, {"seed", 0}}},
                {"actions", actions}};
    auto read = read_log_document(doc);
    if (auto* error = std::get_if<LogError>(&read)) return locate(*error);
    return std::get<GameLog>(std::move(read)).entries;
  }

 private:
  // ---- lines and tokens ----

  std::optional<LogError> split_lines() {
    for (std::size_t start = 0; start <= text_.size();) {
      std::size_t end = text_.find('\n', start);
      if (end == std::string_view::npos) end = text_.size();
      std::string_view line = text_.substr(start, end - start);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (lines_.empty() && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
      lines_.push_back(line);
      if (lines_.size() > kMaxTextLines)
        return error(Place{static_cast<int>(lines_.size()), 1, 1},
                     "more than " + std::to_string(kMaxTextLines) + " lines; a log is far shorter");
      start = end + 1;
    }
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      std::string_view line = lines_[i];
      for (std::size_t b = 0; b < line.size(); ++b) {
        auto c = static_cast<unsigned char>(line[b]);
        if (c == 0 || (c < 0x20 && c != '\t') || c == 0x7F)
          return error(Place{static_cast<int>(i + 1), columns(line.substr(0, b)) + 1, 1},
                       "this is not text: a control character (byte " + std::to_string(c) +
                           ") in the line; is it a binary file?");
      }
      // Bytes that are no UTF-8 at all are refused the same way.
      if (!valid_utf8(line))
        return error(Place{static_cast<int>(i + 1), 1, columns(line)},
                     "this line is not valid UTF-8 text");
    }
    return std::nullopt;
  }

  static bool valid_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
      auto c = static_cast<unsigned char>(s[i]);
      int n = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
      if (n < 0 || i + n >= s.size() + (n == 0 ? 1 : 0)) return n == 0;
      for (int k = 1; k <= n; ++k)
        if (i + k >= s.size() || (static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80)
          return false;
      i += n + 1;
    }
    return true;
  }

  Place place_of(std::size_t line, std::size_t begin, std::size_t end) const {
    std::string_view text = lines_[line];
    return Place{static_cast<int>(line + 1), columns(text.substr(0, begin)) + 1,
                 std::max(1, columns(text.substr(begin, end - begin)))};
  }

  // The tokens of a line: words, quoted strings, ';' and '+' (a '+' right before a digit and
  // after a space is a sign: "provost +2"); a '#' starts the comment that ends the line.
  std::optional<LogError> tokenize(std::size_t index, std::vector<Token>& tokens,
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
            char e = line[i + 1];
            t.text += e == 'n' ? '\n' : e == 't' ? '\t' : e;
            i += 2;
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
                       "unterminated string: a '\"' opens it and none closes it on this line");
        t.quoted = true;
      } else if (c == ';' || (c == '+' && !sign_at(line, i))) {
        t.text = std::string(1, c);
        ++i;
      } else {
        ++i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != ';' &&
               line[i] != '+' && line[i] != '#' && line[i] != '"')
          ++i;
        t.text = std::string(line.substr(start, i - start));
      }
      t.place = place_of(index, start, i);
      tokens.push_back(std::move(t));
    }
    return std::nullopt;
  }

  static bool sign_at(std::string_view line, std::size_t i) {
    bool after_space = i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t';
    return after_space && i + 1 < line.size() &&
           std::isdigit(static_cast<unsigned char>(line[i + 1]));
  }

  LogError error(Place at, std::string message) const {
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
  // path recorded that begins it).
  LogError locate(const LogError& e) const {
    const Place* best = nullptr;
    std::size_t best_size = 0;
    for (const auto& [path, place] : places_) {
      bool prefix = e.path.compare(0, path.size(), path) == 0 &&
                    (e.path.size() == path.size() || e.path[path.size()] == '.' ||
                     e.path[path.size()] == '[');
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

  void remember(const std::string& path, Place place) { places_.emplace_back(path, place); }

  // ---- the whole log ----

  std::optional<LogError> read_lines(Json& doc) {
    Json actions = Json::array();
    std::vector<std::string> pending;  // comment lines waiting for the entry below them
    bool body = false;
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      std::string_view line = lines_[i];
      std::size_t first = line.find_first_not_of(" \t");
      if (first == std::string_view::npos) continue;
      if (line[first] == '[') {
        if (body)
          return error(place_of(i, first, first + 1),
                       "a header tag after the first entry: tags ([Players \"...\"], ...) come "
                       "first");
        if (auto e = read_tag(i, first, doc)) return e;
        i = std::max(i, skip_to_);  // an embedded [State {...}] spans lines
        continue;
      }
      std::vector<Token> tokens;
      std::string comment;
      if (auto e = tokenize(i, tokens, comment)) return e;
      if (tokens.empty()) {
        (body ? pending : header_comments_).push_back(comment);
        continue;
      }
      if (!body) {
        body = true;
        if (auto e = start_body(doc, place_of(i, first, line.size()))) return e;
      }
      std::size_t start = 0;
      for (std::size_t t = 0; t <= tokens.size(); ++t) {
        if (t < tokens.size() && tokens[t].text != ";") continue;
        if (t == start) {
          if (t < tokens.size()) return error(tokens[t].place, "an empty entry between ';'");
          break;
        }
        std::span<const Token> part = std::span(tokens).subspan(start, t - start);
        std::string path = item("actions", actions.size());
        Json entry;
        if (auto e = read_entry(part, path, entry)) return e;
        if (!pending.empty()) entry["comments"] = std::exchange(pending, {});
        bool last = t == tokens.size();
        if (last && !comment.empty()) entry["note"] = comment;
        remember(path, part.front().place);
        entry_places_.push_back(part.front().place);
        actions.push_back(std::move(entry));
        start = t + 1;
      }
    }
    if (!body)
      if (auto e = start_body(doc, Place{static_cast<int>(lines_.size()), 1, 1})) return e;
    if (!header_comments_.empty()) doc["comments"] = header_comments_;
    if (!pending.empty()) doc["end_comments"] = pending;
    doc["actions"] = std::move(actions);
    if (expect_) {
      // Read once the entries are known: `action` is an index into them.
      Json expect;
      if (auto e = read_claims(expect_->tokens, "expect", true, expect)) return e;
      doc["expect"] = expect;
    }
    return std::nullopt;
  }

  // After the header: the players are known (entries name them), and the setup is complete.
  std::optional<LogError> start_body(Json& doc, Place at) {
    if (!doc.contains("setup") || !doc["setup"].contains("players"))
      return error(at,
                   "the players are not named: the header needs [Players \"red green ...\"] "
                   "(in turn order) before the first entry");
    if (!doc["setup"].contains("neutral") && !doc["setup"].contains("seed") &&
        !doc["setup"].contains("state"))
      return error(at,
                   "the setup is incomplete: give [Neutral \"farm forest ...\"] (road spaces 1-6), "
                   "[Seed \"42\"], or [State \"snapshot.json\"] in the header");
    return std::nullopt;
  }

  // ---- header tags: [Name "value"] ----

  struct Tag {
    std::vector<Token> tokens;  // the value's words, placed in the line
  };

  std::optional<LogError> read_tag(std::size_t index, std::size_t first, Json& doc) {
    std::string_view line = lines_[index];
    std::size_t i = first + 1;
    std::size_t name_end = i;
    while (name_end < line.size() && std::isalpha(static_cast<unsigned char>(line[name_end])))
      ++name_end;
    std::string name(line.substr(i, name_end - i));
    Place name_place = place_of(index, i, name_end);
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    static const std::vector<std::string> kTags = {"title",   "source", "notes", "players",
                                                   "neutral", "seed",   "rules", "covers",
                                                   "expect",  "state"};
    if (std::find(kTags.begin(), kTags.end(), lower) == kTags.end())
      return error(name.empty() ? place_of(index, first, first + 1) : name_place,
                   "unknown tag '" + name +
                       "' (Title, Source, Notes, Players, Neutral, Seed, Rules, Covers, Expect, "
                       "State)");
    if (std::find(seen_tags_.begin(), seen_tags_.end(), lower) != seen_tags_.end())
      return error(name_place, "the tag " + name + " is given twice");
    seen_tags_.push_back(lower);
    std::size_t v = line.find_first_not_of(" \t", name_end);
    if (lower == "state" && v != std::string_view::npos && line[v] == '{')
      return read_embedded_state(index, v, doc);
    if (v == std::string_view::npos || line[v] != '"')
      return error(place_of(index, std::min(v, line.size()), line.size()),
                   "a tag's value is a quoted string: [" + name + " \"...\"]");
    // The value: a quoted string with \" and \\ escapes, then ']'.
    std::string value;
    std::vector<std::size_t> offsets;  // byte offset in the line of each character of `value`
    std::size_t k = v + 1;
    bool closed = false;
    while (k < line.size()) {
      if (line[k] == '\\' && k + 1 < line.size()) {
        char e = line[k + 1];
        value += e == 'n' ? '\n' : e == 't' ? '\t' : e;
        offsets.push_back(k);
        k += 2;
        continue;
      }
      if (line[k] == '"') {
        closed = true;
        break;
      }
      offsets.push_back(k);
      value += line[k++];
    }
    if (!closed)
      return error(place_of(index, v, line.size()),
                   "unterminated tag: the value of [" + name + " opens with '\"' and never closes");
    std::size_t close = line.find_first_not_of(" \t", k + 1);
    if (close == std::string_view::npos || line[close] != ']')
      return error(place_of(index, std::min(close, line.size()), line.size()),
                   "unterminated tag: [" + name + " \"...\" must end with ']'");
    std::size_t after = line.find_first_not_of(" \t", close + 1);
    if (after != std::string_view::npos && line[after] != '#')
      return error(place_of(index, after, line.size()), "one tag per line: nothing may follow ']'");
    Place value_place = place_of(index, v, k + 1);
    // The words of the value, placed where they stand in the line.
    Tag tag;
    for (std::size_t a = 0; a < value.size();) {
      if (value[a] == ' ' || value[a] == '\t') {
        ++a;
        continue;
      }
      std::size_t b = a;
      while (b < value.size() && value[b] != ' ' && value[b] != '\t') ++b;
      std::size_t end_byte = b < offsets.size() ? offsets[b] : k;
      tag.tokens.push_back(Token{value.substr(a, b - a), place_of(index, offsets[a], end_byte)});
      a = b;
    }
    return apply_tag(lower, name, value, value_place, std::move(tag), doc);
  }

  std::optional<LogError> apply_tag(const std::string& tag, const std::string& name,
                                    const std::string& value, Place at, Tag words, Json& doc) {
    if (tag == "title" || tag == "source" || tag == "notes") {
      doc[tag] = value;
      remember(tag, at);
      return std::nullopt;
    }
    if (tag == "players") {
      Json list = Json::array();
      for (const Token& t : words.tokens) {
        if (!is_word(t.text))
          return error(t.place, "a player's name in text is a word (letters, digits, '_', '-'): '" +
                                    t.text + "'");
        if (is_keyword(t.text))
          return error(t.place, "'" + t.text +
                                    "' starts other lines of the notation; call the player "
                                    "otherwise");
        remember(item("setup.players", list.size()), t.place);
        list.push_back(t.text);
        names_.push_back(t.text);
      }
      doc["setup"]["players"] = list;
      remember("setup.players", at);
      return std::nullopt;
    }
    if (tag == "neutral") {
      Json list = Json::array();
      for (const Token& t : words.tokens) {
        std::vector<BuildingId> neutral(kNeutralBuildings.begin(), kNeutralBuildings.end());
        auto found = best_named(t.text, neutral);
        if (found.size() != 1)
          return error(t.place, found.empty() ? "'" + t.text +
                                                    "' is no neutral building (farm, forest, "
                                                    "sawmill, quarry, market, carpenter)"
                                              : "'" + t.text + "' names several neutral buildings");
        remember(item("setup.neutral", list.size()), t.place);
        list.push_back(building_name(found[0]));
      }
      doc["setup"]["neutral"] = list;
      remember("setup.neutral", at);
      return std::nullopt;
    }
    if (tag == "seed") {
      std::uint64_t seed = 0;
      auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), seed);
      if (value.empty() || ec != std::errc() || end != value.data() + value.size())
        return error(
            at, "the seed is a whole number from 0 to 18446744073709551615, not '" + value + "'");
      doc["setup"]["seed"] = seed;
      remember("setup.seed", at);
      return std::nullopt;
    }
    if (tag == "rules") {
      Json options = Json::object();
      for (const Token& t : words.tokens) {
        auto eq = t.text.find('=');
        if (eq == std::string::npos || eq == 0)
          return error(t.place,
                       "a rule option is written option=value, e.g. "
                       "towers_zero_penalty=3; got '" +
                           t.text + "'");
        std::string option = t.text.substr(0, eq);
        if (options.contains(option))
          return error(t.place, "the option " + option + " is set twice");
        options[option] = t.text.substr(eq + 1);
        remember(child("rules.options", option), t.place);
      }
      doc["rules"]["options"] = options;
      remember("rules", at);
      return std::nullopt;
    }
    if (tag == "covers") {
      Json list = Json::array();
      for (const Token& t : words.tokens) {
        remember(item("covers", list.size()), t.place);
        list.push_back(t.text);
      }
      doc["covers"] = list;
      remember("covers", at);
      return std::nullopt;
    }
    if (tag == "expect") {
      remember("expect", at);
      expect_ = std::move(words);
      return std::nullopt;
    }
    // [State "snapshot.json"]: a file beside the log.
    std::string path = value.starts_with('/') ? value : base_dir_ + value;
    std::ifstream in(path, std::ios::binary);
    if (!in) return error(at, "cannot open the snapshot '" + path + "' named by [" + name + "]");
    std::string text;
    char buffer[1 << 16];
    while (text.size() <= kMaxSnapshotBytes && in.read(buffer, sizeof buffer).gcount() > 0)
      text.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxSnapshotBytes)
      return error(at, "the snapshot '" + path + "' is larger than a snapshot can be");
    auto parsed = json_input::parse_document(text);
    if (auto* e = std::get_if<LogError>(&parsed))
      return error(at, "the snapshot '" + path + "': " + e->where() + ": " + e->message);
    doc["setup"]["state"] = std::get<Json>(std::move(parsed));
    remember("setup.state", at);
    return std::nullopt;
  }

  // [State {...}]: the snapshot inline, over as many lines as it takes, then ']'.
  std::optional<LogError> read_embedded_state(std::size_t index, std::size_t brace, Json& doc) {
    std::size_t begin = static_cast<std::size_t>(lines_[index].data() + brace - text_.data());
    int depth = 0;
    bool in_string = false;
    std::size_t end = begin;
    for (; end < text_.size(); ++end) {
      char c = text_[end];
      if (in_string) {
        if (c == '\\')
          ++end;
        else if (c == '"')
          in_string = false;
        continue;
      }
      if (c == '"') in_string = true;
      if (c == '{') ++depth;
      if (c == '}' && --depth == 0) break;
    }
    if (end >= text_.size())
      return error(place_of(index, brace, brace + 1),
                   "unterminated tag: the snapshot of [State {...}] never closes its '{'");
    auto parsed = json_input::parse_document(text_.substr(begin, end + 1 - begin));
    if (auto* e = std::get_if<LogError>(&parsed)) {
      LogError located = *e;
      if (located.line > 0) {
        located.line += static_cast<int>(index);
        if (located.line == static_cast<int>(index) + 1) located.column += static_cast<int>(brace);
        located.source_line = std::string(lines_[located.line - 1]);
        located.length = 1;
      }
      return located;
    }
    // The closing ']' follows the '}' on its line.
    std::size_t line = index;
    while (line + 1 < lines_.size() && lines_[line + 1].data() <= text_.data() + end) ++line;
    std::size_t at = static_cast<std::size_t>(text_.data() + end - lines_[line].data()) + 1;
    std::size_t close = lines_[line].find_first_not_of(" \t", at);
    if (close == std::string_view::npos || lines_[line][close] != ']')
      return error(place_of(line, std::min(close, lines_[line].size()), lines_[line].size()),
                   "unterminated tag: [State {...} must end with ']' after the snapshot");
    doc["setup"]["state"] = std::get<Json>(std::move(parsed));
    remember("setup.state", place_of(index, brace, brace + 1));
    skip_to_ = line;
    return std::nullopt;
  }

  // ---- entries ----

  std::optional<LogError> read_entry(std::span<const Token> t, const std::string& path, Json& out) {
    const std::string& head = t[0].text;
    if (head == "turn" || head == "phase") {
      if (t.size() != 2)
        return error(t[0].place, "'" + head + "' takes one value: " +
                                     (head == "turn" ? "'turn 3'" : "'phase provost'"));
      Json value = t[1].text;
      std::int64_t n = 0;
      if (head == "turn") {
        if (!parse_int(t[1].text, n))
          return error(t[1].place, "a turn is a number, not '" + t[1].text + "'");
        value = n;
      }
      out = {{"check", {{head, value}}}};
      remember(child(path + ".check", head), t[1].place);
      return std::nullopt;
    }
    if (head == "check" || head == "amend") {
      if (t.size() < 2)
        return error(t[0].place,
                     "'" + head + "' needs claims, e.g. '" + head + " red.deniers=5 turn=3'");
      Json claims;
      if (auto e = read_claims(std::vector<Token>(t.begin() + 1, t.end()), path + "." + head, false,
                               claims))
        return e;
      out = {{head, claims}};
      return std::nullopt;
    }
    return read_action(t, path, out);
  }

  // "red place quarry", "orange favor resources 4 give gold take wood+cloth".
  std::optional<LogError> read_action(std::span<const Token> t, const std::string& path,
                                      Json& out) {
    std::size_t i = 0;
    out = Json::object();
    Verb verb;
    auto player = std::find(names_.begin(), names_.end(), t[0].text);
    if (player != names_.end()) {
      out["player"] = t[0].text;
      remember(child(path, "player"), t[0].place);
      ++i;
    } else if (default_player_ && parse_verb(t[0].text, verb)) {
      out["player"] = names_[*default_player_];
    } else if (parse_verb(t[0].text, verb)) {
      return error(t[0].place, "whose action? An action starts with the player's name: '" +
                                   names_.front() + " " + t[0].text + " ...'");
    } else {
      return error(t[0].place, "'" + t[0].text + "' is no player (" + joined(names_) +
                                   ") and no line of the notation (turn, phase, check, amend)");
    }
    if (i >= t.size()) return error(t[0].place, "the player's verb is missing: " + verbs_list());
    if (!parse_verb(t[i].text, verb))
      return error(t[i].place, "unknown verb '" + t[i].text + "': " + verbs_list());
    out["act"] = t[i].text;
    remember(child(path, "act"), t[i].place);
    ++i;
    const VerbSpec& spec = verb_spec(verb);
    // Positional parameters first, in table order, then keyword ones in any order.
    std::size_t next_positional = 0;
    while (i < t.size()) {
      const ParamSpec* param = nullptr;
      if (!t[i].quoted) param = find_param(verb, t[i].text);
      // A keyword (no space, cube or building is called at, on, ...); a positional parameter's
      // keyword only when a value follows it ("inn stay" is the value stay).
      if (param != nullptr && param->positional && i + 1 >= t.size()) param = nullptr;
      if (param != nullptr) {
        ++i;
        if (i >= t.size())
          return error(t[i - 1].place, "'" + std::string(param->key) + "' needs a value");
      } else {
        while (next_positional < spec.params.size() &&
               (!spec.params[next_positional].positional ||
                out.contains(spec.params[next_positional].key)))
          ++next_positional;
        if (next_positional >= spec.params.size())
          return error(t[i].place, "'" + t[i].text + "' is not something '" +
                                       std::string(spec.name) + "' takes; " + takes(spec));
        param = &spec.params[next_positional];
      }
      if (out.contains(param->key))
        return error(t[i - 1].place, "'" + std::string(param->key) + "' is given twice");
      std::string here = child(path, param->key);
      std::size_t first = i;
      Json value;
      if (auto e = read_value(t, i, *param, value)) return e;
      Place place = t[first].place;
      place.length = t[i - 1].place.column + t[i - 1].place.length - place.column;
      remember(here, place);
      out[param->key] = std::move(value);
    }
    for (const ParamSpec& p : spec.params)
      if (p.required && !out.contains(p.key))
        return error(t.back().place, "'" + std::string(spec.name) + "' needs " +
                                         std::string(p.key) + " (" + std::string(p.meaning) +
                                         "); " + takes(spec));
    return std::nullopt;
  }

  std::optional<LogError> read_value(std::span<const Token> t, std::size_t& i,
                                     const ParamSpec& param, Json& value) {
    const Token& tok = t[i];
    std::int64_t n = 0;
    switch (param.kind) {
      case ParamKind::space:
        ++i;
        value = parse_int(tok.text, n) ? Json(n) : Json(tok.text);
        return std::nullopt;
      case ParamKind::move:
        ++i;
        if (!parse_int(tok.text, n))
          return error(tok.place,
                       "the provost moves by a number of spaces, -3 to +3, not '" + tok.text + "'");
        value = n;
        return std::nullopt;
      case ParamKind::stay:
        ++i;
        if (tok.text == "stay" || tok.text == "true")
          value = true;
        else if (tok.text == "leave" || tok.text == "false")
          value = false;
        else
          return error(tok.place, "the inn's worker 'stay's or 'leave's, not '" + tok.text + "'");
        return std::nullopt;
      case ParamKind::favor_row:
      case ParamKind::column:
        ++i;
        value = parse_int(tok.text, n) ? Json(n) : Json(tok.text);
        if (param.kind == ParamKind::column && !value.is_number())
          return error(tok.place, "a favor column is a number from 1 to 5, not '" + tok.text + "'");
        return std::nullopt;
      case ParamKind::building: {
        ++i;
        std::vector<BuildingId> stock;
        for (int b = 1; b < kBuildingCount; ++b)
          if (is_stock_tile(static_cast<BuildingId>(b)))
            stock.push_back(static_cast<BuildingId>(b));
        auto found = best_named(tok.text, stock);
        if (found.size() == 1) {
          value = building_name(found[0]);
          return std::nullopt;
        }
        if (found.empty())
          return error(tok.place, "no building of the stock is called '" + tok.text + "'");
        std::string list;
        for (BuildingId b : found)
          list += (list.empty() ? "" : ", ") + std::string(building_name(b));
        return error(tok.place, "'" + tok.text + "' names several buildings: " + list +
                                    "; write one of these");
      }
      case ParamKind::cubes:
      case ParamKind::goods: {
        Resources goods;
        if (auto e = read_goods(t, i, param.kind == ParamKind::goods, goods)) return e;
        if (param.kind == ParamKind::goods) {
          value = Json::object();
          for (Cube c : kAllCubes)
            if (goods[c] != 0) value[std::string(cube_name(c))] = goods[c];
          if (goods.deniers != 0) value["deniers"] = goods.deniers;
          if (goods.prestige != 0) value["prestige"] = goods.prestige;
        } else {
          value = Json::array();
          for (Cube c : kAllCubes)
            for (int k = 0; k < goods[c]; ++k) value.push_back(cube_name(c));
          if (value.size() == 1) value = value[0];
        }
        return std::nullopt;
      }
      case ParamKind::batches: {
        value = Json::array();
        if (tok.text == "none") {
          ++i;
          return std::nullopt;
        }
        while (i < t.size() && !find_param(Verb::castle, t[i].text)) {
          Json batch = Json::array();
          for (;;) {
            Cube c;
            if (!parse_cube(t[i].text, c))
              return error(t[i].place, "a batch is 3 cubes joined by '+' (food+wood+stone), and '" +
                                           t[i].text + "' is no cube");
            batch.push_back(t[i].text);
            ++i;
            if (i + 1 < t.size() && t[i].text == "+") {
              ++i;
              continue;
            }
            break;
          }
          value.push_back(batch);
        }
        return std::nullopt;
      }
    }
    return std::nullopt;
  }

  // "wood+cloth", "cloth+2 deniers", "2 wood": terms joined by '+', each a name with an optional
  // count before it. Only cubes when `any` is false.
  std::optional<LogError> read_goods(std::span<const Token> t, std::size_t& i, bool any,
                                     Resources& out) {
    if (t[i].text == "nothing") {
      ++i;
      return std::nullopt;
    }
    for (;;) {
      if (i >= t.size()) return error(t[i - 1].place, "a cube name is missing after '+'");
      std::int64_t count = 1;
      if (parse_int(t[i].text, count)) {
        if (count < 0 || count > 99)
          return error(t[i].place, "a count from 0 to 99, not " + t[i].text);
        ++i;
        if (i >= t.size()) return error(t[i - 1].place, "a count needs a name after it: 2 wood");
      }
      const Token& name = t[i];
      Cube c;
      if (parse_cube(name.text, c)) {
        out[c] = static_cast<std::int16_t>(out[c] + count);
      } else if (any && (name.text == "deniers" || name.text == "denier")) {
        out.deniers = static_cast<std::int16_t>(out.deniers + count);
      } else if (any && (name.text == "prestige" || name.text == "PP")) {
        out.prestige = static_cast<std::int16_t>(out.prestige + count);
      } else {
        return error(name.place, "'" + name.text + "' is no " +
                                     (any ? "good (food, wood, stone, cloth, gold, deniers, "
                                            "prestige)"
                                          : "cube (food, wood, stone, cloth, gold)"));
      }
      ++i;
      if (i < t.size() && t[i].text == "+") {
        ++i;
        continue;
      }
      return std::nullopt;
    }
  }

  // ---- claims: key=value words, keys dotted as the JSON path, players' fields shortened ----

  std::optional<LogError> read_claims(const std::vector<Token>& tokens, const std::string& path,
                                      bool expect, Json& out) {
    out = Json::object();
    static const std::vector<std::string> kCheckKeys = {
        "turn", "phase", "provost", "bailiff", "turn_order", "scored", "road", "castle", "players"};
    for (const Token& t : tokens) {
      auto eq = t.text.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == t.text.size())
        return error(
            t.place,
            "a claim is written field=value, e.g. red.deniers=5 or turn=3; got '" + t.text + "'");
      std::vector<std::string> keys;
      std::string key = t.text.substr(0, eq);
      for (std::size_t a = 0; a <= key.size();) {
        std::size_t b = key.find('.', a);
        if (b == std::string::npos) b = key.size();
        keys.push_back(key.substr(a, b - a));
        a = b + 1;
      }
      // A player's fields: "red.deniers" is players.red.deniers (in expect, final.red...).
      std::size_t root = expect && keys[0] == "final" ? 1 : 0;
      bool check_level = !expect || root == 1;
      if (check_level && keys.size() > root &&
          std::find(kCheckKeys.begin(), kCheckKeys.end(), keys[root]) == kCheckKeys.end() &&
          std::find(names_.begin(), names_.end(), keys[root]) != names_.end())
        keys.insert(keys.begin() + static_cast<long>(root), "players");
      Json value;
      if (auto e = claim_value(t, t.text.substr(eq + 1), value)) return e;
      Json* node = &out;
      std::string here = path;
      for (std::size_t k = 0; k < keys.size(); ++k) {
        if (keys[k].empty()) return error(t.place, "an empty field name in '" + key + "'");
        here = child(here, keys[k]);
        if (!node->is_object())
          return error(t.place, "'" + key + "' goes inside a field given a value already");
        if (k + 1 == keys.size()) {
          if (node->contains(keys[k])) return error(t.place, "'" + key + "' is claimed twice");
          (*node)[keys[k]] = value;
        } else {
          node = &(*node)[keys[k]];
          if (node->is_null()) *node = Json::object();
        }
      }
      remember(here, t.place);
    }
    return std::nullopt;
  }

  // null, true, false, a number, [a,b,...], "a quoted string", or a word.
  std::optional<LogError> claim_value(const Token& t, const std::string& text, Json& out) {
    std::int64_t n = 0;
    if (text == "null") {
      out = nullptr;
    } else if (text == "{}") {
      out = Json::object();
    } else if (text == "true" || text == "false") {
      out = text == "true";
    } else if (parse_int(text, n)) {
      out = n;
    } else if (text.front() == '[') {
      if (text.back() != ']')
        return error(t.place, "a list is written [a,b] without spaces; '" + text + "' has no ']'");
      out = Json::array();
      std::string inside = text.substr(1, text.size() - 2);
      for (std::size_t a = 0; !inside.empty() && a <= inside.size();) {
        std::size_t b = inside.find(',', a);
        if (b == std::string::npos) b = inside.size();
        std::string word = inside.substr(a, b - a);
        out.push_back(parse_int(word, n) ? Json(n) : Json(word));
        a = b + 1;
      }
    } else {
      out = text;
    }
    return std::nullopt;
  }

  // ---- helpers ----

  static std::vector<BuildingId> best_named(const std::string& text,
                                            const std::vector<BuildingId>& among) {
    int best = 0;
    std::vector<BuildingId> found;
    for (BuildingId b : among) {
      int level = building_name_match(text, b);
      if (level == 0 || level < best) continue;
      if (level > best) found.clear();
      best = level;
      found.push_back(b);
    }
    return found;
  }

  static std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
  }

  static std::string verbs_list() {
    std::string out;
    for (const VerbSpec& v : verb_table()) out += (out.empty() ? "" : ", ") + std::string(v.name);
    return "the verbs are " + out;
  }

  static std::string takes(const VerbSpec& spec) {
    if (spec.params.empty()) return "'" + std::string(spec.name) + "' takes nothing more";
    std::string out;
    for (const ParamSpec& p : spec.params)
      out += (out.empty() ? "" : ", ") +
             (p.positional ? "<" + std::string(p.key) + ">" : std::string(p.key) + " ...");
    return "it takes: " + out;
  }

  std::string_view text_;
  std::string base_dir_;
  std::vector<std::string_view> lines_;
  std::vector<std::pair<std::string, Place>> places_;
  std::vector<Place> entry_places_;
  std::vector<std::string> names_;
  std::optional<PlayerIndex> default_player_;
  std::vector<std::string> seen_tags_;
  std::vector<std::string> header_comments_;
  std::optional<Tag> expect_;
  std::size_t skip_to_ = 0;  // the last line of an embedded snapshot
};

}  // namespace

std::variant<GameLog, LogError> read_text_log(std::string_view text, const std::string& base_dir) {
  if (text.size() > kMaxLogBytes) {
    LogError e;
    e.message = "the log is " + std::to_string(text.size()) + " bytes; at most " +
                std::to_string(kMaxLogBytes) + " are read";
    return e;
  }
  return Reader(text, base_dir).read();
}

std::variant<std::vector<LogEntry>, LogError> parse_action_line(
    std::string_view line, const std::vector<std::string>& names,
    std::optional<PlayerIndex> default_player) {
  if (line.find('\n') != std::string_view::npos) line = line.substr(0, line.find('\n'));
  return Reader(line, "").read_action_line(names, default_player);
}

}  // namespace caylus
