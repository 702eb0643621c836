// Reading a game log (LOG_FORMAT.md version 1, docs/log-format.md): the document, its setup and
// every entry, strictly. Writing is in log_write.cpp.
#include "replay/log_json.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>

#include "core/random.h"
#include "core/verbs.h"
#include "replay/json_input.h"
#include "replay/claims.h"
#include "replay/notation.h"
#include "replay/rule_catalog.h"
#include "replay/snapshot.h"

namespace caylus {
namespace {

using namespace json_input;

constexpr std::int64_t kMaxProvostMove = 99;  // beyond -3..3 is the engine's provost.bounds
constexpr std::int64_t kMaxGoodsAmount = 99;  // per kind in `use`
constexpr int kMaxCubesListed = 10;           // `take` / `give` lists
constexpr std::size_t kMaxBatches = 99;       // the castle holds 30 houses at most
constexpr std::size_t kMaxBatchCubes = 10;
constexpr std::size_t kMaxNameBytes = 100;
constexpr std::size_t kMaxNoteBytes = 100000;

// The fields of an action: player, act, note, comments, then the verb's parameters (the verb
// table, core/verbs.h).
std::vector<std::string_view> action_fields(Verb verb) {
  std::vector<std::string_view> fields = {"player", "act", "note", "comments"};
  for (const ParamSpec& p : verb_spec(verb).params) fields.push_back(p.key);
  return fields;
}

// "comments": a list of lines (extension: the comment lines of a text log).
Error read_comments(const Json& value, const std::string& path, std::vector<std::string>& out) {
  if (auto e = expect_array(value, path, kMaxLogActions)) return e;
  out.resize(value.size());
  for (std::size_t i = 0; i < value.size(); ++i)
    if (auto e = read_string(value[i], item(path, i), out[i], kMaxNoteBytes)) return e;
  return std::nullopt;
}

std::string unknown_verb(const std::string& verb) {
  std::string known;
  for (const VerbSpec& v : verb_table()) known += (known.empty() ? "" : ", ") + std::string(v.name);
  return "unknown verb '" + verb + "' (" + known + ")";
}

bool names_a_building(std::string_view text) {
  for (int i = 1; i < kBuildingCount; ++i)
    if (building_name_match(text, static_cast<BuildingId>(i)) > 0) return true;
  return false;
}

struct EntryReader {
  const std::vector<std::string>& names;

  // A space: a special name, a building id, or a road space number.
  Error read_space(const Json& value, const std::string& path, SpaceRef& out) {
    out = SpaceRef{};
    if (value.is_string()) {
      const auto& text = value.get_ref<const std::string&>();
      if (parse_special(text, out.special)) {
        out.kind = SpaceRef::Kind::special;
        return std::nullopt;
      }
      if (parse_building(text, out.building) && out.building != BuildingId::none) {
        out.kind = SpaceRef::Kind::building;
        return std::nullopt;
      }
      if (names_a_building(text)) {  // a short name: resolved against the road when it is played
        out.kind = SpaceRef::Kind::named;
        out.name = text;
        return std::nullopt;
      }
      return error_at(path, "unknown space '" + text +
                                "': a space is a special name (gate, trading_post, "
                                "merchants_guild, joust_field, stables, inn, castle), a building "
                                "id or short name (quarry, farm_food), or a road space number "
                                "1-28");
    }
    if (value.is_number()) {
      std::int64_t n = 0;
      if (auto e = read_int(value, path, 1, kRoadSpaces, n)) return e;
      out.kind = SpaceRef::Kind::number;
      out.number = static_cast<int>(n);
      return std::nullopt;
    }
    return error_at(path, "expected a space (a name or a road space number), found " +
                              std::string(type_name(value)));
  }

  // {"food": 1, "deniers": 2}: what `use` gives or gains.
  Error read_goods(const Json& value, const std::string& path, Resources& out) {
    if (auto e = expect_object(value, path,
                               {"food", "wood", "stone", "cloth", "gold", "deniers", "prestige"},
                               "a bundle of goods"))
      return e;
    out = Resources{};
    for (const auto& [key, count] : value.items()) {
      std::int64_t n = 0;
      if (auto e = read_int(count, child(path, key), 0, kMaxGoodsAmount, n)) return e;
      Cube cube;
      if (parse_cube(key, cube))
        out[cube] = static_cast<std::int16_t>(n);
      else if (key == "deniers")
        out.deniers = static_cast<std::int16_t>(n);
      else
        out.prestige = static_cast<std::int16_t>(n);
    }
    return std::nullopt;
  }

  Error read_batches(const Json& value, const std::string& path, LogEntry& entry) {
    if (auto e = expect_array(value, path, kMaxBatches)) return e;
    for (std::size_t i = 0; i < value.size(); ++i) {
      std::string here = item(path, i);
      const Json& batch = value[i];
      if (!batch.is_array())
        return error_at(here,
                        "a batch is a list of 3 cube names, e.g. [\"food\", \"wood\", "
                        "\"stone\"]; found " +
                            std::string(type_name(batch)));
      if (auto e = expect_array(batch, here, kMaxBatchCubes)) return e;
      std::vector<Cube> cubes(batch.size());
      for (std::size_t c = 0; c < batch.size(); ++c)
        if (auto e = read_cube(batch[c], item(here, c), cubes[c])) return e;
      std::vector<Cube> sorted = cubes;
      std::sort(sorted.begin(), sorted.end());
      int kind = -1;
      for (int k = 0; k < kBatchKinds && sorted.size() == 3; ++k)
        if (std::equal(sorted.begin(), sorted.end(), kBatchCubes[k].begin())) kind = k;
      if (kind >= 0) {
        ++entry.action.batches[kind];
        continue;
      }
      // Well-formed but no batch: the player broke castle.batch; the replayer says so.
      if (entry.invalid_batch.empty()) {
        std::string listed;
        for (Cube c : cubes) listed += (listed.empty() ? "" : ", ") + std::string(cube_name(c));
        entry.invalid_batch = "batch " + std::to_string(i + 1) + " [" + listed +
                              "] is not a batch: 3 cubes of 3 different types, one of them food";
      }
      entry.invalid_batches.push_back(std::move(cubes));
    }
    return std::nullopt;
  }

  // One parameter of the verb table (core/verbs.h) into its Action field.
  Error read_param(const Json& value, const std::string& path, const ParamSpec& param,
                   LogEntry& entry) {
    Action& a = entry.action;
    Resources& goods = param.field == ActionField::give ? a.give : a.gain;
    std::int64_t n = 0;
    switch (param.kind) {
      case ParamKind::space:
        return read_space(value, path, entry.space_ref);
      case ParamKind::move:
        if (auto e = read_int(value, path, -kMaxProvostMove, kMaxProvostMove, n)) return e;
        a.move = static_cast<std::int8_t>(n);
        return std::nullopt;
      case ParamKind::stay:
        return read_bool(value, path, a.stay);
      case ParamKind::favor_row:
        return read_favor_row(value, path, a.row);
      case ParamKind::column:
        if (auto e = read_int(value, path, 1, kFavorColumns, n)) return e;
        a.column = static_cast<std::uint8_t>(n);
        return std::nullopt;
      case ParamKind::cubes:
        return read_cube_list(value, path, kMaxCubesListed, goods);
      case ParamKind::goods:
        return read_goods(value, path, goods);
      case ParamKind::building:
        return read_building(value, path, a.building);
      case ParamKind::batches:
        return read_batches(value, path, entry);
    }
    return std::nullopt;
  }

  Error read_parameters(const Json& j, const std::string& path, LogEntry& entry) {
    const VerbSpec& verb = verb_spec(entry.action.verb);
    entry.given = 0;
    if (verb.verb == Verb::favor && find(j, "target") != nullptr && find(j, "on") != nullptr)
      return error_at(child(path, "on"),
                      "give either 'target' (a notary transformation) or 'on' (the residence "
                      "of a prestige building), not both");
    for (std::size_t i = 0; i < verb.params.size(); ++i) {
      const ParamSpec& param = verb.params[i];
      const Json* v = find(j, param.key);
      if (v == nullptr) {
        if (param.required)
          return error_at(child(path, param.key),
                          "missing required field '" + std::string(param.key) + "'");
        continue;
      }
      entry.given |= static_cast<std::uint16_t>(1u << i);
      if (auto e = read_param(*v, child(path, param.key), param, entry)) return e;
      if (is_amount(param) && !param_present(entry.action, param))
        entry.given_empty |= static_cast<std::uint16_t>(1u << i);
    }
    return std::nullopt;
  }

  Error read_action(const Json& j, const std::string& path, LogEntry& entry) {
    const Json* act = find(j, "act");
    if (act == nullptr) return error_at(child(path, "act"), "missing required field 'act'");
    std::string verb;
    if (auto e = read_string(*act, child(path, "act"), verb)) return e;
    Action& a = entry.action;
    if (!parse_verb(verb, a.verb)) return error_at(child(path, "act"), unknown_verb(verb));
    if (auto e = expect_object(j, path, action_fields(a.verb), "'" + verb + "'")) return e;
    const Json* who;
    if (auto e = required(j, path, "player", who)) return e;
    if (auto e = read_player(*who, child(path, "player"), names, a.player)) return e;
    return read_parameters(j, path, entry);
  }

  Error read_entry(const Json& j, const std::string& path, LogEntry& entry) {
    entry.path = path;
    if (auto e = expect_object(j, path)) return e;
    if (const Json* note = find(j, "note"))
      if (auto e = read_string(*note, child(path, "note"), entry.note, kMaxNoteBytes)) return e;
    if (const Json* comments = find(j, "comments"))
      if (auto e = read_comments(*comments, child(path, "comments"), entry.comments)) return e;
    const Json* check = find(j, "check");
    const Json* amend = find(j, "amend");
    if (check == nullptr && amend == nullptr) return read_action(j, path, entry);
    std::string_view key = check != nullptr ? "check" : "amend";
    if (auto e = expect_object(j, path, {key, "note", "comments"},
                               check != nullptr ? "a check entry" : "an amendment"))
      return e;
    auto claims = read_claims(check != nullptr ? *check : *amend, names, child(path, key));
    if (auto* error = std::get_if<LogError>(&claims)) return *error;
    entry.is_check = check != nullptr;
    entry.is_amend = amend != nullptr;
    entry.claims = std::move(std::get<Claims>(claims));
    return std::nullopt;
  }
};

Error read_players(const Json& setup, GameLog& log) {
  const Json* list;
  if (auto e = required(setup, "setup", "players", list)) return e;
  std::string path = "setup.players";
  if (!list->is_array())
    return error_at(path,
                    "expected a list of player names, found " + std::string(type_name(*list)));
  if (list->size() < kMinPlayers || list->size() > kMaxPlayers)
    return error_at(path, "Caylus is played by 2 to 5 players (setup.players), not " +
                              std::to_string(list->size()));
  for (std::size_t i = 0; i < list->size(); ++i) {
    std::string name;
    std::string here = item(path, i);
    if (auto e = read_string((*list)[i], here, name, kMaxNameBytes)) return e;
    if (name.empty()) return error_at(here, "a player's name cannot be empty");
    if (std::find(log.players.begin(), log.players.end(), name) != log.players.end())
      return error_at(here, "duplicate player name '" + name + "'");
    log.players.push_back(name);
  }
  return std::nullopt;
}

Error read_neutral(const Json& value, GameLog& log) {
  std::string path = "setup.neutral";
  if (auto e = expect_array(value, path, 100)) return e;
  if (value.size() != 6)
    return error_at(path, "the 6 neutral buildings in road order (spaces 1-6), not " +
                              std::to_string(value.size()) + " names");
  std::array<BuildingId, 6> neutral{};
  for (std::size_t i = 0; i < 6; ++i) {
    std::string here = item(path, i);
    if (auto e = read_building(value[i], here, neutral[i])) return e;
    if (building(neutral[i]).kind != BuildingKind::neutral)
      return error_at(here, "'" + std::string(building_name(neutral[i])) +
                                "' is not a neutral building (neutral_farm, neutral_forest, "
                                "neutral_sawmill, neutral_quarry, neutral_market, "
                                "neutral_carpenter)");
    if (std::find(neutral.begin(), neutral.begin() + static_cast<long>(i), neutral[i]) !=
        neutral.begin() + static_cast<long>(i))
      return error_at(here, "'" + std::string(building_name(neutral[i])) + "' is listed twice");
  }
  log.neutral = neutral;
  return std::nullopt;
}

Error read_setup(const Json& root, GameLog& log, const RuleOptions* given_options) {
  const Json* setup;
  if (auto e = required(root, "", "setup", setup)) return e;
  if (auto e = expect_object(*setup, "setup", {"players", "neutral", "seed", "state"}, "setup"))
    return e;
  if (auto e = read_players(*setup, log)) return e;
  if (const Json* state = find(*setup, "state")) {
    for (std::string_view key : {"neutral", "seed"})
      if (find(*setup, key) != nullptr)
        return error_at(child("setup", key), "a setup from a state snapshot takes no '" +
                                                 std::string(key) + "': the state holds the board");
    auto snapshot = read_snapshot(*state, log.players, "setup.state");
    if (auto* error = std::get_if<LogError>(&snapshot)) return *error;
    log.start_state = std::get<GameState>(snapshot);
    // The snapshot carries its options; rules.options may repeat them, not contradict them.
    if (given_options != nullptr && !(*given_options == log.start_state->options))
      return error_at("rules.options",
                      "the rule options differ from the snapshot's "
                      "(setup.state.options); give them once, in the snapshot");
    log.options = log.start_state->options;
    return std::nullopt;
  }
  if (const Json* neutral = find(*setup, "neutral"))
    if (auto e = read_neutral(*neutral, log)) return e;
  if (const Json* seed = find(*setup, "seed")) {
    std::uint64_t value = 0;
    if (auto e = read_uint64(*seed, "setup.seed", value)) return e;
    log.seed = value;
  }
  if (!log.neutral && !log.seed)
    return error_at("setup",
                    "the setup needs the neutral buildings' order ('neutral') or a "
                    "'seed' to draw it from");
  return std::nullopt;
}

Error read_header(const Json& root) {
  if (!root.is_object())
    return error_at("", "a log is a JSON object ({\"format\": \"caylus-log\", ...}), not " +
                            std::string(type_name(root)));
  const Json* v;
  if (auto e = required(root, "", "format", v)) return e;
  std::string format;
  if (auto e = read_string(*v, "format", format)) return e;
  if (format != "caylus-log")
    return error_at("format",
                    "this is not a Caylus log: format is '" + format + "', expected 'caylus-log'");
  if (auto e = required(root, "", "version", v)) return e;
  if (!v->is_number_integer())
    return error_at("version", "expected the integer 1, found " + std::string(type_name(*v)));
  if (!(*v == 1))
    return error_at("version",
                    "version " + v->dump() + " is not supported: this reader reads version 1");
  return expect_object(root, "",
                       {"format", "version", "title", "source", "notes", "covers", "rules", "setup",
                        "actions", "expect", "comments", "end_comments"},
                       "a log");
}

Error read_document(const Json& root, GameLog& log) {
  if (auto e = read_header(root)) return e;
  for (std::string_view key : {"title", "source", "notes"}) {
    if (const Json* v = find(root, key)) {
      std::string text;
      if (auto e = read_string(*v, std::string(key), text, kMaxNoteBytes)) return e;
      (key == "title" ? log.title : key == "source" ? log.source : log.notes) = text;
    }
  }
  if (const Json* covers = find(root, "covers"))
    if (auto e = read_covers(*covers, log.covers)) return e;  // extension (docs/corpus.md)
  if (const Json* comments = find(root, "comments"))
    if (auto e = read_comments(*comments, "comments", log.comments)) return e;
  if (const Json* comments = find(root, "end_comments"))
    if (auto e = read_comments(*comments, "end_comments", log.end_comments)) return e;
  std::optional<RuleOptions> options;
  if (const Json* rules = find(root, "rules")) {
    if (auto e = expect_object(*rules, "rules", {"options"}, "rules")) return e;
    if (const Json* v = find(*rules, "options")) {
      options.emplace();
      if (auto e = read_options(*v, "rules.options", *options)) return e;
      log.options = *options;
    }
  }
  if (auto e = read_setup(root, log, options ? &*options : nullptr)) return e;
  EntryReader reader{log.players};
  if (const Json* actions = find(root, "actions")) {
    if (auto e = expect_array(*actions, "actions", kMaxLogActions)) return e;
    log.entries.resize(actions->size());
    for (std::size_t i = 0; i < actions->size(); ++i)
      if (auto e = reader.read_entry((*actions)[i], item("actions", i), log.entries[i])) return e;
  }
  if (const Json* expect = find(root, "expect")) {
    auto claims = read_expect(*expect, log.players, log.entries.size(), "expect");
    if (auto* error = std::get_if<LogError>(&claims)) return *error;
    log.expect = std::move(std::get<ExpectClaims>(claims));
  }
  return std::nullopt;
}

}  // namespace

std::variant<GameLog, LogError> read_log_document(const nlohmann::json& document) {
  GameLog log;
  if (auto e = read_document(document, log)) return *e;
  return log;
}

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
  GameLog log;
  if (auto e = read_document(std::get<Json>(parsed), log)) return *e;
  return log;
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

std::variant<Space, std::string> resolve_space(const GameState& state, const SpaceRef& ref) {
  switch (ref.kind) {
    case SpaceRef::Kind::none:
      return kNoSpace;
    case SpaceRef::Kind::special:
      return special_space(ref.special);
    case SpaceRef::Kind::number:
      if (ref.number < 1 || ref.number > kRoadSpaces)
        return "road spaces are numbered 1 to 28, not " + std::to_string(ref.number);
      return static_cast<Space>(ref.number);
    case SpaceRef::Kind::named: {
      auto spaces = spaces_named(state, ref.name);
      if (spaces.size() == 1) return spaces[0];
      if (spaces.empty()) return "no building on the road now is called '" + ref.name + "'";
      std::string list;
      for (Space s : spaces)
        list += (list.empty() ? "" : ", ") + std::string(building_name(state.road[s].building)) +
                " (space " + std::to_string(s) + ")";
      return "'" + ref.name + "' names " + std::to_string(spaces.size()) +
             " buildings on the road: " + list + "; write one of these, or the space's number";
    }
    case SpaceRef::Kind::building:
      break;
  }
  std::string name(building_name(ref.building));
  Space found = kNoSpace;
  int count = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    if (state.road[i].building != ref.building) continue;
    if (count++ == 0) found = i;
  }
  if (count == 0)
    return "there is no " + name + " on the road now" +
           ((state.stock & tile_bit(ref.building)) != 0 ? " (it is still in the stock)" : "");
  if (count > 1)
    return "there are " + std::to_string(count) + " " + name +
           "s on the road; name the road space by its number";
  return found;
}

std::vector<Space> spaces_named(const GameState& state, std::string_view text) {
  std::vector<Space> found;
  int best = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    int level = building_name_match(text, state.road[i].building);
    if (level == 0 || level < best) continue;
    if (level > best) found.clear();
    best = level;
    found.push_back(i);
  }
  return found;
}

std::variant<GameState, LogError> initial_state(const GameLog& log) {
  if (log.start_state) {
    if (log.start_state->player_count != static_cast<int>(log.players.size()))
      return error_at("setup.players",
                      "the snapshot has " + std::to_string(log.start_state->player_count) +
                          " players, setup.players names " + std::to_string(log.players.size()));
    return *log.start_state;
  }
  GameSetup setup;
  setup.player_count = static_cast<int>(log.players.size());
  setup.options = log.options;
  if (setup.player_count < kMinPlayers || setup.player_count > kMaxPlayers)
    return error_at("setup.players", "Caylus is played by 2 to 5 players, not " +
                                         std::to_string(setup.player_count));
  if (log.neutral) {
    setup.neutral = *log.neutral;
  } else if (log.seed) {
    SplitMix64 rng(*log.seed);  // core/random.h: the neutral tiles are the first draws
    setup.neutral = draw_neutral(rng);
  } else {
    return error_at("setup",
                    "the setup needs the neutral buildings' order ('neutral') or a "
                    "'seed' to draw it from");
  }
  if (auto v = check_setup(setup))
    return error_at(v->rule == RuleId::setup_players ? "setup.players" : "setup.neutral",
                    v->message);
  return new_game(setup);
}

}  // namespace caylus
