// Reading the text notation (replay/notation/notation.h, docs/notation.md): the whole log and one
// line of actions. The reader's parts are listed in replay/notation/notation_reader.h.
#include <algorithm>
#include <cstdlib>
#include <utility>

#include "core/language/catalog.h"
#include "replay/input/limits.h"
#include "replay/notation/notation_reader.h"

namespace caylus {
namespace text_notation {

using json_input::item;

Reader::Reader(std::string_view text, std::string base_dir)
    : text_(text), base_dir_(std::move(base_dir)) {}

std::variant<GameLog, LogError> Reader::read() {
  if (auto e = split_lines()) return *e;
  Json doc = Json::object();
  doc["format"] = "caylus-log";
  doc["version"] = 1;
  if (auto e = read_lines(doc)) return *e;
  auto read = read_log_document(doc);
  if (auto* error = std::get_if<LogError>(&read)) return locate(*error);
  GameLog log = std::get<GameLog>(std::move(read));
  log.position_line = position_place_.line;
  log.position_column = position_place_.column;
  for (std::size_t i = 0; i < log.entries.size() && i < entry_places_.size(); ++i) {
    log.entries[i].line = entry_places_[i].line;
    log.entries[i].column = entry_places_[i].column;
  }
  // Where each entry's space stands, for an error the replay finds in it (a name that names two
  // buildings on the road then): "actions[3].at" and the like, or a probe's "actions[3].legal.at";
  // a check's "actions[3].check.at" too (a phase boundary it cannot see,
  // replay/walk/phase_starts.h).
  for (const auto& [path, place] : places_) {
    std::size_t dot = path.rfind('.');
    if (dot == std::string::npos || !path.starts_with("actions[")) continue;
    std::string_view key = std::string_view(path).substr(dot + 1);
    if (key != "at" && key != "to" && key != "target" && key != "on") continue;
    std::size_t index = std::strtoul(path.c_str() + 8, nullptr, 10);
    if (index < log.entries.size()) log.entries[index].space_column = place.column;
  }
  return log;
}

// For parse_action_line: the tokens of one line, read as actions of `names`.
std::variant<std::vector<LogEntry>, LogError> Reader::read_action_line(
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
      if (i == start) return error(tokens[i].place, std::string(tr("an empty action between ';'")));
      std::string path = item("actions", actions.size());
      Json action;
      if (auto e = read_action(std::span(tokens).subspan(start, i - start), path, action))
        return *e;
      actions.push_back(std::move(action));
    }
    start = i + 1;
  }
  if (actions.empty())
    return error(Place{1, 1, 1},
                 fill_in(tr("no action: write one, e.g. '{0}' or '{1}'"), "place quarry", "pass"));
  if (!comment.empty()) actions.back()["note"] = comment;
  Json doc = {{"format", "caylus-log"},
              {"version", 1},
              {"setup", {{"players", names}, {"seed", 0}}},
              {"actions", actions}};
  auto read = read_log_document(doc);
  if (auto* error = std::get_if<LogError>(&read)) return locate(*error);
  return std::get<GameLog>(std::move(read)).entries;
}

std::optional<LogError> Reader::read_lines(Json& doc) {
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
                     fill_in(tr("a header tag after the first entry: tags ({0}, ...) come first"),
                             "[Players \"...\"]"));
      if (auto e = read_tag(i, first, doc)) return e;
      i = std::max(i, skip_to_);  // an embedded [State {...}] spans lines
      continue;
    }
    std::vector<Token> tokens;
    std::string comment;
    if (auto e = tokenize(i, tokens, comment)) return e;
    if (tokens.empty()) {
      // A landmark ("# turn 3", docs/notation.md "Landmarks"): the writers put one where a turn
      // begins; it is not an entry nor a comment of one, so a log converted to JSON and back is
      // the same (write_text_log writes it again).
      if (!is_turn_landmark(comment)) (body ? pending : header_comments_).push_back(comment);
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
        if (t < tokens.size())
          return error(tokens[t].place, std::string(tr("an empty entry between ';'")));
        break;
      }
      std::span<const Token> part = std::span(tokens).subspan(start, t - start);
      if (part.front().text ==
          "position") {  // replay/positions/position.h: before the first action
        if (auto e = read_position(part, actions.empty(), doc)) return e;
        // A comment that ends a position line is kept with the header's comments (the position
        // is one object: its lines are written back grouped by field).
        if (t == tokens.size() && !comment.empty()) header_comments_.push_back(comment);
        start = t + 1;
        continue;
      }
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

// "position turn=6 phase=activation ...": claims of the log's position (setup.position), on as
// many lines as needed before the first action; together they are one position.
std::optional<LogError> Reader::read_position(std::span<const Token> part, bool before_actions,
                                              Json& doc) {
  if (!before_actions)
    return error(part.front().place,
                 std::string(tr("a position line comes before the first action: the position is "
                                "where the log starts")));
  if (doc["setup"].contains("state"))
    return error(part.front().place,
                 fill_in(tr("a log from a {0} snapshot takes no position: the snapshot holds it"),
                         "[State ...]"));
  if (part.size() < 2)
    return error(part.front().place, fill_in(tr("'{0}' needs claims, e.g. '{1}'"), "position",
                                             "position turn=6 phase=activation red.deniers=4"));
  if (!doc["setup"].contains("position")) {
    doc["setup"]["position"] = Json::object();
    remember("setup.position", part.front().place);
    position_place_ = part.front().place;
  }
  return read_claims(std::vector<Token>(part.begin() + 1, part.end()), "setup.position", false,
                     doc["setup"]["position"]);
}

// After the header: the players are known (entries name them), and the setup is complete.
std::optional<LogError> Reader::start_body(Json& doc, Place at) {
  if (!doc.contains("setup") || !doc["setup"].contains("players"))
    return error(at, fill_in(tr("the players are not named: the header needs {0} (in turn "
                                "order) before the first entry"),
                             "[Players \"red green ...\"]"));
  if (!doc["setup"].contains("neutral") && !doc["setup"].contains("seed") &&
      !doc["setup"].contains("state"))
    return error(
        at, fill_in(tr("the setup is incomplete: give {0} (road spaces 1-6), {1}, or {2} "
                       "in the header"),
                    "[Neutral \"farm forest ...\"]", "[Seed \"42\"]", "[State \"snapshot.json\"]"));
  return std::nullopt;
}

}  // namespace text_notation

std::variant<GameLog, LogError> read_text_log(std::string_view text, const std::string& base_dir) {
  if (text.size() > kMaxLogBytes) {
    LogError e;
    e.message =
        fill_in(tr("the log is {0} bytes; at most {1} are read"), text.size(), kMaxLogBytes);
    return e;
  }
  return text_notation::Reader(text, base_dir).read();
}

std::variant<std::vector<LogEntry>, LogError> parse_action_line(
    std::string_view line, const std::vector<std::string>& names,
    std::optional<PlayerIndex> default_player) {
  if (line.find('\n') != std::string_view::npos) line = line.substr(0, line.find('\n'));
  return text_notation::Reader(line, "").read_action_line(names, default_player);
}

}  // namespace caylus
