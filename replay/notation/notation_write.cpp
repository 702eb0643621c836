// Writing the text notation (replay/notation/notation.h, docs/notation.md): canonical, so that a
// text log read and written again is the same text.
#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>

#include "core/language/catalog.h"
#include "core/verbs.h"
#include "replay/claims/claim_fields.h"
#include "replay/claims/claims.h"
#include "replay/input/json_input.h"
#include "replay/log/spaces.h"
#include "replay/notation/notation.h"
#include "replay/notation/notation_reader.h"
#include "replay/positions/position.h"
#include "replay/positions/snapshot.h"
#include "replay/walk/following.h"

namespace caylus {
namespace {

using Ordered = nlohmann::ordered_json;

// The reader's rule for players' names, so that what is written reads back.
using text_notation::is_keyword;
using text_notation::is_word;

// A road space as people name it: the building's short name when it names that space alone,
// else its id when the tile stands there alone, else the number (residences repeat).
std::string road_space_text(const GameState& s, Space space) {
  BuildingId b = s.road[space].building;
  if (b != BuildingId::none) {
    std::string_view short_name = short_building_name(b);
    auto named = spaces_named(s, short_name);
    if (named.size() == 1 && named[0] == space) return std::string(short_name);
    auto by_id = spaces_named(s, building_name(b));
    if (by_id.size() == 1 && by_id[0] == space) return std::string(building_name(b));
  }
  return std::to_string(static_cast<int>(space));
}

// A tile as a build names it: its short name when the reader gives that tile back for it (the
// stock's tiles first, then the whole table: core/buildings.h, tiles_named), else its id. Never
// a name that reads back as another tile (`build fixed_peddler` is not `build peddler`, which is
// the wood peddler).
std::string stock_tile_text(BuildingId b) {
  return std::string(tile_text(b, is_stock_tile));
}

std::string notation(const GameState* state, const Action& a, std::string_view player,
                     std::uint16_t said_empty = 0) {
  return action_text(
      a, player,
      [state](const Action& action, const ParamSpec& param) {
        if (param.kind == ParamKind::space && state != nullptr && is_road(action.space))
          return road_space_text(*state, action.space);
        if (param.kind == ParamKind::building) return stock_tile_text(action.building);
        return param_value_text(action, param);
      },
      said_empty);
}

// The entry's action line when the game can no longer be followed: spaces as the log wrote them.
std::string unfollowed_text(const LogEntry& entry, std::string_view player) {
  Action written = entry.action;
  // The space as written names nothing here; any road number marks it present.
  if (entry.space_ref.kind != SpaceRef::Kind::none && written.space == kNoSpace) written.space = 1;
  return action_text(
      written, player,
      [&entry](const Action& action, const ParamSpec& param) {
        if (param.kind == ParamKind::space && entry.space_ref.kind != SpaceRef::Kind::none)
          return space_ref_text(entry.space_ref);
        if (param.kind == ParamKind::building) return stock_tile_text(action.building);
        return param_value_text(action, param);
      },
      entry.given_empty);
}

// Invalid batches (castle.batch) are kept as written, after the valid ones.
std::string with_invalid_batches(std::string text, const LogEntry& entry) {
  if (entry.invalid_batches.empty()) return text;
  if (text.ends_with(" none")) text.resize(text.size() - 5);
  for (const auto& batch : entry.invalid_batches) {
    text += ' ';
    for (std::size_t i = 0; i < batch.size(); ++i)
      text += (i ? "+" : "") + std::string(cube_name(batch[i]));
  }
  return text;
}

std::string value_text(const Ordered& v) {
  if (v.is_null()) return "null";
  if (v.is_string()) return v.get<std::string>();
  if (v.is_array()) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? "," : "") + value_text(v[i]);
    return out + "]";
  }
  if (v.is_object() && v.empty()) return "{}";
  return v.dump();
}

// Flattens claims into key=value words; a player's fields are written "red.deniers" (the
// "players." is implied), except for a name that is also a check key.
bool is_change(const Ordered& v);

void flatten(const Ordered& v, const std::string& key, bool check_level,
             std::vector<std::string>& out) {
  if (is_change(v)) {
    auto n = v["add"].get<std::int64_t>();
    out.push_back(key + (n < 0 ? "-=" : "+=") + std::to_string(n < 0 ? -n : n));
    return;
  }
  if (v.is_object() && !v.empty()) {
    for (const auto& [k, child] : v.items()) {
      if (check_level && k == "players" && child.is_object() && !child.empty()) {
        for (const auto& [name, fields] : child.items()) {
          // A player named like a claim's key (replay/claims/claim_fields.h) or an expect's
          // (kExpectKeys, replay/claims/claims.h).
          auto keys = claim_fields::field_names();
          bool clash = std::find(keys.begin(), keys.end(), name) != keys.end() ||
                       std::find(kExpectKeys.begin(), kExpectKeys.end(), name) != kExpectKeys.end();
          std::string prefix = (key.empty() ? "" : key + ".") + (clash ? "players." : "") + name;
          flatten(fields, prefix, false, out);
        }
        continue;
      }
      flatten(child, key.empty() ? k : key + "." + k, check_level && k == "final", out);
    }
    return;
  }
  out.push_back(key + "=" + value_text(v));
}

// An amendment's change ({"add": N}) is written key+=N or key-=N.
bool is_change(const Ordered& v) {
  return v.is_object() && v.size() == 1 && v.contains("add");
}

std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\')
      out += {'\\', c};
    else if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
      // The reader refuses control characters in a line (they mark a binary file): escaped.
      out += fmt::format("\\u{:04x}", static_cast<unsigned char>(c));
    else
      out += c;
  }
  return out + "\"";
}

std::string joined(const std::vector<std::string>& words, std::string_view sep = " ") {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : std::string(sep)) + w;
  return out;
}

std::string comment_line(const std::string& comment) {
  return comment.empty() ? "#" : "# " + comment;
}

}  // namespace

std::string space_ref_text(const SpaceRef& ref) {
  switch (ref.kind) {
    case SpaceRef::Kind::special:
      return std::string(special_name(ref.special));
    case SpaceRef::Kind::building:
      return std::string(building_name(ref.building));
    case SpaceRef::Kind::number:
      return std::to_string(ref.number);
    case SpaceRef::Kind::named:
      return ref.name;
    case SpaceRef::Kind::none:
      break;
  }
  return "";
}

std::string claims_text(const nlohmann::ordered_json& claims,
                        const std::vector<std::string>& names) {
  (void)names;
  std::vector<std::string> words;
  flatten(claims, "", true, words);
  return joined(words);
}

std::string action_notation(const GameState& state, const Action& action,
                            const std::vector<std::string>& names) {
  std::string player = action.player >= 0 && static_cast<std::size_t>(action.player) < names.size()
                           ? names[action.player]
                           : "player" + std::to_string(action.player + 1);
  return notation(&state, action, player);
}

std::optional<std::string> text_log_problem(const GameLog& log) {
  for (const auto& name : log.players) {
    if (!is_word(name))
      return fill_in(tr("the player name '{0}' is not a word (letters, digits, '_', '-'), which "
                        "the text notation needs"),
                     name);
    if (is_keyword(name))
      return fill_in(tr("the player name '{0}' is a word of the notation (turn, phase, check, "
                        "amend, legal, refused, or a verb)"),
                     name);
  }
  // A note or a comment is the rest of a line, unquoted: it cannot carry a line break nor the
  // control characters the reader refuses in a line (a tab it can).
  auto one_line = [](const std::string& text) {
    return std::none_of(text.begin(), text.end(), [](char c) {
      return (static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7F;
    });
  };
  for (std::size_t i = 0; i < log.entries.size(); ++i) {
    const LogEntry& e = log.entries[i];
    if (!one_line(e.note))
      return fill_in(tr("the note of entry #{0} spans several lines or holds a control "
                        "character; a note in text is the comment that ends the entry's line"),
                     i);
    for (const auto& c : e.comments)
      if (!one_line(c))
        return fill_in(
            tr("a comment of entry #{0} spans several lines or holds a control character"), i);
  }
  for (const auto* list : {&log.comments, &log.end_comments})
    for (const auto& c : *list)
      if (!one_line(c))
        return std::string(
            tr("a comment of the log spans several lines or holds a control character"));
  return std::nullopt;
}

std::string entry_notation(const GameLog& log, const LogEntry& entry,
                           const LogFollower::Taken& taken) {
  if (entry.is_claim() && entry.probe == Probe::none) {
    Ordered claims = claims_json(entry.claimed(), log.players);
    // A check of the turn or the phase alone reads as the notation's turn / phase line.
    if (entry.is_check && claims.size() == 1 && claims.contains("turn"))
      return "turn " + claims["turn"].dump();
    if (entry.is_check && claims.size() == 1 && claims.contains("phase"))
      return "phase " + claims["phase"].get<std::string>();
    return std::string(entry.is_check ? "check " : "amend ") + claims_text(claims, log.players);
  }
  std::string player =
      entry.action.player >= 0 && static_cast<std::size_t>(entry.action.player) < log.players.size()
          ? log.players[entry.action.player]
          : "player" + std::to_string(entry.action.player + 1);
  std::string line = taken.state != nullptr
                         ? notation(taken.state, taken.action, player, entry.given_empty)
                         : unfollowed_text(entry, player);
  line = with_invalid_batches(std::move(line), entry);
  if (entry.probe == Probe::legal) return "legal " + line;
  if (entry.probe == Probe::refused) return "refused " + line + " because " + entry.refused_rule;
  return line;
}

std::string turn_landmark(int turn) {
  return "# turn " + std::to_string(turn);
}

bool is_turn_landmark(std::string_view comment) {
  constexpr std::string_view kTurn = "turn ";
  if (comment.size() <= kTurn.size() || comment.substr(0, kTurn.size()) != kTurn) return false;
  std::string_view number = comment.substr(kTurn.size());
  return number.size() <= 3 && number.front() != '0' &&
         number.find_first_not_of("0123456789") == std::string_view::npos;
}

std::string write_text_log(const GameLog& log) {
  std::string out;
  auto tag = [&out](std::string_view name, std::string_view value) {
    out += "[" + std::string(name) + " " + quoted(value) + "]\n";
  };
  if (log.title) tag("Title", *log.title);
  if (log.source) tag("Source", *log.source);
  if (log.notes) tag("Notes", *log.notes);
  if (!log.covers.empty()) tag("Covers", joined(log.covers));
  tag("Players", joined(log.players));
  if (log.start_state) {
    out += "[State " + snapshot_text(*log.start_state, log.players) + "]\n";
  } else {
    if (log.neutral) {
      std::vector<std::string> neutral;
      for (BuildingId b : *log.neutral) neutral.emplace_back(tile_text(b, is_neutral_tile));
      tag("Neutral", joined(neutral));
    }
    if (log.seed) tag("Seed", std::to_string(*log.seed));
    auto changed = non_default_options(log.options);
    if (!changed.empty()) {
      std::vector<std::string> options;
      for (auto [name, value] : changed)
        options.push_back(std::string(name) + "=" + std::string(value));
      tag("Rules", joined(options));
    }
  }
  if (log.expect) tag("Expect", claims_text(expect_json(*log.expect, log.players), log.players));
  for (const auto& c : log.comments) out += comment_line(c) + "\n";
  if (log.position)  // replay/positions/position.h
    for (const auto& line : position_lines(*log.position, log.players)) out += line + "\n";

  LogFollower follower(log);
  int landmark = 0;  // the turn of the last landmark, or of a `turn N` check the log has
  for (std::size_t i = 0; i < log.entries.size(); ++i) {
    const LogEntry& entry = log.entries[i];
    LogFollower::Taken taken = follower.take(i);
    // A landmark where a turn begins (docs/notation.md, "Landmarks"): a comment line the reader
    // drops, so that JSON -> text -> JSON stays the same log; not where the log says it already.
    if (taken.state != nullptr && taken.state->turn > landmark) {
      landmark = taken.state->turn;
      out += turn_landmark(landmark) + "\n";
    }
    for (const auto& c : entry.comments) out += comment_line(c) + "\n";
    std::string line = entry_notation(log, entry, taken);
    if (line.rfind("turn ", 0) == 0) landmark = std::max(landmark, std::atoi(line.c_str() + 5));
    if (!entry.note.empty()) line += "  # " + entry.note;
    out += line + "\n";
  }
  for (const auto& c : log.end_comments) out += comment_line(c) + "\n";
  return out;
}

}  // namespace caylus
