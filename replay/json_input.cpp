#include "replay/json_input.h"

#include <algorithm>
#include <functional>
#include <new>

namespace caylus::json_input {
namespace {

// Thrown by the parser callback to stop parsing at once (caught in parse_document, never
// leaves it): the limits must cut the parse short, not let it build a huge value first.
struct StopParse {
  LogError error;
  bool locate_depth = false;  // the error is the nesting depth: find its line and column
};

// Follows the parse from nlohmann's callback events to know the JSON path of the value being
// parsed, without recursion: one frame per open object or array.
class PathTracker {
 public:
  bool on_event(nlohmann::json::parse_event_t event, const Json& parsed) {
    using Event = nlohmann::json::parse_event_t;
    switch (event) {
      case Event::object_start:
        open(true);
        break;
      case Event::array_start:
        open(false);
        break;
      case Event::key:
        on_key(parsed);
        break;
      case Event::value:
        element_done();
        break;
      case Event::object_end:
        check_duplicates(parsed);
        frames_.pop_back();
        element_done();
        break;
      case Event::array_end:
        frames_.pop_back();
        element_done();
        break;
    }
    return true;
  }

  // The JSON path of the value being parsed now (for errors the parser raises).
  std::string current_path() const { return path(frames_.size()); }

 private:
  struct Frame {
    bool object = false;
    bool actions = false;    // the top-level "actions" list, whose length is limited
    std::size_t index = 0;   // arrays: elements completed so far
    std::string key;         // objects: the key of the value being parsed
    bool in_member = false;  // objects: between a key and the end of its value
    // Hashes of the keys seen: 8 bytes a key is enough to find a duplicate once the object's
    // size says there is one (the parser itself keeps the last value silently).
    std::vector<std::size_t> key_hashes;
  };

  // The path of the value being parsed inside the first `depth` frames.
  std::string path(std::size_t depth) const {
    std::string out;
    for (std::size_t i = 0; i < depth && i < frames_.size(); ++i) {
      const Frame& f = frames_[i];
      if (!f.object)
        out = item(out, f.index);
      else if (f.in_member)
        out = child(out, f.key);
    }
    return out;
  }

  void open(bool object) {
    Frame frame;
    frame.object = object;
    frame.actions =
        !object && frames_.size() == 1 && frames_[0].object && frames_[0].key == "actions";
    if (frames_.size() >= static_cast<std::size_t>(kMaxJsonDepth))
      throw StopParse{error_at(path(frames_.size()), "JSON nested deeper than " +
                                                         std::to_string(kMaxJsonDepth) +
                                                         " levels; a log needs far fewer"),
                      true};
    frames_.push_back(std::move(frame));
  }

  void on_key(const Json& parsed) {
    Frame& top = frames_.back();
    top.key = parsed.is_string() ? parsed.get<std::string>() : std::string();
    top.in_member = true;
    top.key_hashes.push_back(std::hash<std::string_view>{}(top.key));
  }

  void check_duplicates(const Json& object) {
    Frame& top = frames_.back();
    if (!object.is_object() || object.size() == top.key_hashes.size()) return;
    std::sort(top.key_hashes.begin(), top.key_hashes.end());
    auto twice = std::adjacent_find(top.key_hashes.begin(), top.key_hashes.end());
    std::string key;
    for (const auto& [name, value] : object.items())
      if (twice != top.key_hashes.end() && std::hash<std::string_view>{}(name) == *twice)
        key = name;
    top.in_member = false;
    throw StopParse{error_at(child(path(frames_.size()), key),
                             "duplicate key '" + key + "': each key may appear once")};
  }

  void element_done() {
    if (++values_ > kMaxJsonValues)
      throw StopParse{error_at(path(frames_.size()), "more than " + std::to_string(kMaxJsonValues) +
                                                         " JSON values; the log is too large")};
    if (frames_.empty()) return;
    Frame& top = frames_.back();
    if (top.object) {
      top.in_member = false;
      return;
    }
    ++top.index;
    if (top.actions && top.index > kMaxLogActions)
      throw StopParse{error_at("actions", "more than " + std::to_string(kMaxLogActions) +
                                              " entries; a log holds at most that many")};
  }

  std::vector<Frame> frames_;
  std::size_t values_ = 0;
};

// The offset of the first '[' or '{' nested deeper than kMaxJsonDepth, outside strings.
std::size_t too_deep_offset(std::string_view text) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    }
    if (c == ']' || c == '}') --depth;
  }
  return text.size();
}

// Bytes outside ASCII in nlohmann's "last read" excerpt may be invalid UTF-8 (that is often the
// error itself); show them as \xNN so that the message stays printable and valid JSON text.
std::string printable(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

// nlohmann's what(): "[json.exception.parse_error.101] parse error at line 1, column 2: msg".
std::string explanation(const char* what) {
  std::string_view text(what);
  auto column = text.find("column ");
  auto colon = column == std::string_view::npos ? text.find("] ") : text.find(": ", column);
  if (colon != std::string_view::npos) text.remove_prefix(colon + 2);
  return printable(text);
}

bool plain_key(std::string_view key) {
  if (key.empty()) return false;
  return std::all_of(key.begin(), key.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  });
}

template <typename Enum>
Error read_named(const Json& value, const std::string& path, bool (*parse)(std::string_view, Enum&),
                 std::string_view what, std::string_view choices, Enum& out) {
  std::string text;
  if (auto e = read_string(value, path, text)) return e;
  if (!parse(text, out))
    return error_at(
        path, "unknown " + std::string(what) + " '" + text + "' (" + std::string(choices) + ")");
  return std::nullopt;
}

void inline_into(const nlohmann::ordered_json& value, std::string& out) {
  if (value.is_object()) {
    out += '{';
    bool first = true;
    for (const auto& [key, member] : value.items()) {
      if (!first) out += ", ";
      first = false;
      out += json_string(key);
      out += ": ";
      inline_into(member, out);
    }
    out += '}';
  } else if (value.is_array()) {
    out += '[';
    for (std::size_t i = 0; i < value.size(); ++i) {
      if (i > 0) out += ", ";
      inline_into(value[i], out);
    }
    out += ']';
  } else {
    out += value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  }
}

}  // namespace

LogError error_at(std::string path, std::string message) {
  LogError e;
  e.path = std::move(path);
  e.message = std::move(message);
  return e;
}

void line_and_column(std::string_view text, std::size_t offset, int& line, int& column) {
  line = 1;
  column = 1;
  offset = std::min(offset, text.size());
  for (std::size_t i = 0; i < offset; ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++line;
      column = 1;
    } else if ((c & 0xC0) != 0x80) {  // count characters, not UTF-8 continuation bytes
      ++column;
    }
  }
}

std::variant<Json, LogError> parse_document(std::string_view text) {
  if (text.size() > kMaxLogBytes)
    return error_at("", "the log is " + std::to_string(text.size()) + " bytes; at most " +
                            std::to_string(kMaxLogBytes) + " are read");
  PathTracker tracker;
  try {
    return Json::parse(text.begin(), text.end(),
                       [&tracker](int, nlohmann::json::parse_event_t event, Json& parsed) {
                         return tracker.on_event(event, parsed);
                       });
  } catch (StopParse& stop) {
    if (stop.locate_depth)
      line_and_column(text, too_deep_offset(text), stop.error.line, stop.error.column);
    return stop.error;
  } catch (const nlohmann::json::parse_error& e) {
    // `byte` is 1-based: the last character read, text.size() + 1 at the end of the input.
    LogError error =
        error_at(tracker.current_path(), text.empty() ? "the log is empty" : explanation(e.what()));
    std::size_t offset = e.byte == 0 ? 0 : e.byte - 1;
    line_and_column(text, offset, error.line, error.column);
    return error;
  } catch (const nlohmann::json::exception& e) {
    // e.g. a number too large for a double: no position, but the path of the value.
    return error_at(tracker.current_path(), explanation(e.what()));
  } catch (const std::bad_alloc&) {
    return error_at("", "out of memory while reading the log");
  }
}

std::string child(const std::string& path, std::string_view key) {
  if (!plain_key(key)) return path + "[" + json_string(key) + "]";
  if (path.empty()) return std::string(key);
  return path + "." + std::string(key);
}

std::string item(const std::string& path, std::size_t index) {
  return path + "[" + std::to_string(index) + "]";
}

std::string_view type_name(const Json& value) {
  switch (value.type()) {
    case Json::value_t::object:
      return "an object";
    case Json::value_t::array:
      return "a list";
    case Json::value_t::string:
      return "a string";
    case Json::value_t::boolean:
      return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
      return "an integer";
    case Json::value_t::number_float:
      return "a number with a fraction";
    case Json::value_t::null:
      return "null";
    default:
      return "a value of another kind";
  }
}

const Json* find(const Json& object, std::string_view key) {
  if (!object.is_object()) return nullptr;
  auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

Error expect_object(const Json& value, const std::string& path) {
  if (!value.is_object())
    return error_at(path, "expected an object, found " + std::string(type_name(value)));
  return std::nullopt;
}

Error expect_object(const Json& value, const std::string& path,
                    std::span<const std::string_view> allowed, std::string_view what) {
  if (auto e = expect_object(value, path)) return e;
  for (const auto& [key, member] : value.items()) {
    if (std::find(allowed.begin(), allowed.end(), key) != allowed.end()) continue;
    std::string known;
    for (auto k : allowed) known += (known.empty() ? "" : ", ") + std::string(k);
    return error_at(child(path, key),
                    "unknown field '" + key + "'; " + std::string(what) +
                        (allowed.size() == 0 ? " takes no field" : " takes: " + known));
  }
  return std::nullopt;
}

Error expect_array(const Json& value, const std::string& path, std::size_t max_items) {
  if (!value.is_array())
    return error_at(path, "expected a list, found " + std::string(type_name(value)));
  if (value.size() > max_items)
    return error_at(path, "a list of at most " + std::to_string(max_items) + " items, not " +
                              std::to_string(value.size()));
  return std::nullopt;
}

Error required(const Json& object, const std::string& path, std::string_view key,
               const Json*& out) {
  out = find(object, key);
  if (out == nullptr)
    return error_at(child(path, key), "missing required field '" + std::string(key) + "'");
  return std::nullopt;
}

Error read_string(const Json& value, const std::string& path, std::string& out,
                  std::size_t max_bytes) {
  if (!value.is_string())
    return error_at(path, "expected a string, found " + std::string(type_name(value)));
  const auto& text = value.get_ref<const std::string&>();
  if (text.size() > max_bytes)
    return error_at(path, "a string of at most " + std::to_string(max_bytes) + " bytes");
  out = text;
  return std::nullopt;
}

Error read_bool(const Json& value, const std::string& path, bool& out) {
  if (!value.is_boolean())
    return error_at(path, "expected true or false, found " + std::string(type_name(value)));
  out = value.get<bool>();
  return std::nullopt;
}

Error read_int(const Json& value, const std::string& path, std::int64_t lo, std::int64_t hi,
               std::int64_t& out) {
  auto range = [&] {
    return "an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
  };
  if (value.is_number_unsigned()) {
    auto n = value.get<std::uint64_t>();
    if (hi < 0 || n > static_cast<std::uint64_t>(hi) ||
        (lo > 0 && n < static_cast<std::uint64_t>(lo)))
      return error_at(path, "expected " + range() + ", not " + std::to_string(n));
    out = static_cast<std::int64_t>(n);
    return std::nullopt;
  }
  if (value.is_number_integer()) {
    auto n = value.get<std::int64_t>();
    if (n < lo || n > hi)
      return error_at(path, "expected " + range() + ", not " + std::to_string(n));
    out = n;
    return std::nullopt;
  }
  if (value.is_number_float())
    return error_at(path, "expected " + range() + ", not " + value.dump());
  return error_at(path, "expected " + range() + ", found " + std::string(type_name(value)));
}

Error read_uint64(const Json& value, const std::string& path, std::uint64_t& out) {
  if (value.is_number_unsigned()) {
    out = value.get<std::uint64_t>();
    return std::nullopt;
  }
  if (value.is_number_integer() && value.get<std::int64_t>() >= 0) {
    out = static_cast<std::uint64_t>(value.get<std::int64_t>());
    return std::nullopt;
  }
  return error_at(path, "expected an integer from 0 to 18446744073709551615, not " +
                            (value.is_number() ? value.dump() : std::string(type_name(value))));
}

Error read_cube(const Json& value, const std::string& path, Cube& out) {
  return read_named<Cube>(value, path, parse_cube, "cube", "food, wood, stone, cloth, gold", out);
}

Error read_cube_list(const Json& value, const std::string& path, int max_cubes, Resources& out) {
  out = Resources{};
  Cube cube;
  if (!value.is_array()) {
    if (auto e = read_cube(value, path, cube)) return e;
    ++out[cube];
    return std::nullopt;
  }
  if (auto e = expect_array(value, path, static_cast<std::size_t>(max_cubes))) return e;
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (auto e = read_cube(value[i], item(path, i), cube)) return e;
    ++out[cube];
  }
  return std::nullopt;
}

Error read_building(const Json& value, const std::string& path, BuildingId& out) {
  std::string text;
  if (auto e = read_string(value, path, text)) return e;
  if (!parse_building(text, out) || out == BuildingId::none)
    return error_at(path, "unknown building '" + text + "' (building ids: see RULES.md)");
  return std::nullopt;
}

Error read_section(const Json& value, const std::string& path, Section& out) {
  return read_named<Section>(value, path, parse_section, "section", "dungeon, walls, towers", out);
}

Error read_phase(const Json& value, const std::string& path, Phase& out) {
  return read_named<Phase>(value, path, parse_phase, "phase",
                           "income, placement, special, provost, activation, castle, "
                           "end_of_turn, game_over",
                           out);
}

Error read_favor_row(const Json& value, const std::string& path, FavorRow& out) {
  return read_named<FavorRow>(value, path, parse_favor_row, "favor row",
                              "prestige, deniers, resources, buildings", out);
}

Error player_named(std::string_view name, const std::string& path,
                   const std::vector<std::string>& names, PlayerIndex& out) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) {
      out = static_cast<PlayerIndex>(i);
      return std::nullopt;
    }
  }
  std::string known;
  for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
  return error_at(path, "unknown player '" + std::string(name) + "'; the players are: " + known);
}

Error read_player(const Json& value, const std::string& path, const std::vector<std::string>& names,
                  PlayerIndex& out) {
  std::string name;
  if (auto e = read_string(value, path, name)) return e;
  return player_named(name, path, names, out);
}

Error read_player_or_null(const Json& value, const std::string& path,
                          const std::vector<std::string>& names, PlayerIndex& out) {
  if (value.is_null()) {
    out = kNoPlayer;
    return std::nullopt;
  }
  return read_player(value, path, names, out);
}

Error read_road_space(const Json& value, const std::string& path, Space& out) {
  std::int64_t n = 0;
  if (auto e = read_int(value, path, 1, kRoadSpaces, n)) return e;
  out = static_cast<Space>(n);
  return std::nullopt;
}

Error road_space_key(const std::string& key, const std::string& path, Space& out) {
  int n = 0;
  bool digits = !key.empty() && key.size() <= 2 && key[0] != '0' &&
                std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (digits) n = std::stoi(key);
  if (!digits || n < 1 || n > kRoadSpaces)
    return error_at(path, "road spaces are numbered 1 to 28, not '" + key + "'");
  out = static_cast<Space>(n);
  return std::nullopt;
}

Error read_options(const Json& value, const std::string& path, RuleOptions& out) {
  if (auto e = expect_object(value, path)) return e;
  for (const auto& [name, setting] : value.items()) {
    std::string here = child(path, name);
    std::string text;
    if (setting.is_string())
      text = setting.get<std::string>();
    else if (setting.is_boolean())
      text = setting.get<bool>() ? "true" : "false";
    else if (setting.is_number_integer())
      text = setting.dump();
    else
      return error_at(here, "expected an option value (a string, integer or boolean), found " +
                                std::string(type_name(setting)));
    if (auto message = set_option(out, name, text)) return error_at(here, *message);
  }
  return std::nullopt;
}

std::string inline_json(const nlohmann::ordered_json& value) {
  std::string out;
  inline_into(value, out);
  return out;
}

std::string json_string(std::string_view text) {
  return nlohmann::json(std::string(text))
      .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace caylus::json_input
