// The typed accessors of parsed JSON (json_input.h): each reports what is wrong by JSON path. The
// parser and JSON text are in json_text.cpp.
#include "replay/input/json_input.h"

#include <algorithm>

#include "core/buildings.h"
#include "core/language/catalog.h"

namespace caylus::json_input {
namespace {

bool plain_key(std::string_view key) {
  if (key.empty()) return false;
  return std::all_of(key.begin(), key.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  });
}

template <typename Enum>
Error read_named(const Json& value, const std::string& path, bool (*parse)(std::string_view, Enum&),
                 std::string_view message, std::string_view choices, Enum& out) {
  std::string text;
  if (auto e = read_string(value, path, text)) return e;
  // `message`: "unknown phase '{0}' ({1})", already in the reader's language.
  if (!parse(text, out)) return error_at(path, fill_in(message, text, choices));
  return std::nullopt;
}

// What read_building_named says of a name that is no tile of `what`, one sentence each so that
// each language makes it agree (a Romanian "construcție" is feminine).
struct BuildingWords {
  std::string_view what;
  std::string_view is_no;
  std::string_view unknown;
};
constexpr BuildingWords kBuildingWords[] = {
    {"neutral building", N_("'{0}' is no neutral building"),
     N_("unknown neutral building '{0}' (building ids and short names: see RULES.md)")},
    {"building of the stock", N_("'{0}' is no building of the stock"),
     N_("unknown building of the stock '{0}' (building ids and short names: see RULES.md)")},
    {"tile of the stock (wood, stone and prestige buildings)",
     N_("'{0}' is no tile of the stock (wood, stone and prestige buildings)"),
     N_("unknown tile of the stock '{0}' (building ids and short names: see RULES.md)")},
    {"building", N_("'{0}' is no building"),
     N_("unknown building '{0}' (building ids and short names: see RULES.md)")},
};

const BuildingWords& building_words(std::string_view what) {
  for (const BuildingWords& w : kBuildingWords)
    if (w.what == what) return w;
  return kBuildingWords[std::size(kBuildingWords) - 1];  // "building": true of every caller
}

}  // namespace

std::string child(const std::string& path, std::string_view key) {
  if (!plain_key(key)) return path + "[" + json_string(key) + "]";
  if (path.empty()) return std::string(key);
  return path + "." + std::string(key);
}

std::string item(const std::string& path, std::size_t index) {
  return path + "[" + std::to_string(index) + "]";
}

std::string_view type_words(const Json& value) {
  switch (value.type()) {
    case Json::value_t::object:
      return tr("an object");
    case Json::value_t::array:
      return tr("a list");
    case Json::value_t::string:
      return tr("a string");
    case Json::value_t::boolean:
      return tr("a boolean");
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
      return tr("an integer");
    case Json::value_t::number_float:
      return tr("a number with a fraction");
    case Json::value_t::null:
      return "null";
    default:
      return tr("a value of another kind");
  }
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
    return error_at(path, fill_in(tr("expected an object, found {0}"), type_words(value)));
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
                    allowed.size() == 0
                        ? fill_in(tr("unknown field '{0}'; {1} takes no field"), key, tr(what))
                        : fill_in(tr("unknown field '{0}'; {1} takes: {2}"), key, tr(what), known));
  }
  return std::nullopt;
}

Error expect_array(const Json& value, const std::string& path, std::size_t max_items) {
  if (!value.is_array())
    return error_at(path, fill_in(tr("expected a list, found {0}"), type_words(value)));
  if (value.size() > max_items)
    return error_at(
        path, fill_in(tr_n("a list of at most {0} item, not {1}",
                           "a list of at most {0} items, not {1}", static_cast<long>(max_items)),
                      max_items, value.size()));
  return std::nullopt;
}

Error required(const Json& object, const std::string& path, std::string_view key,
               const Json*& out) {
  out = find(object, key);
  if (out == nullptr)
    return error_at(child(path, key), fill_in(tr("missing required field '{0}'"), key));
  return std::nullopt;
}

Error read_string(const Json& value, const std::string& path, std::string& out,
                  std::size_t max_bytes) {
  if (!value.is_string())
    return error_at(path, fill_in(tr("expected a string, found {0}"), type_words(value)));
  const auto& text = value.get_ref<const std::string&>();
  if (text.size() > max_bytes)
    return error_at(path, fill_in(tr("a string of at most {0} bytes"), max_bytes));
  out = text;
  return std::nullopt;
}

Error read_bool(const Json& value, const std::string& path, bool& out) {
  if (!value.is_boolean())
    return error_at(path, fill_in(tr("expected true or false, found {0}"), type_words(value)));
  out = value.get<bool>();
  return std::nullopt;
}

Error read_int(const Json& value, const std::string& path, std::int64_t lo, std::int64_t hi,
               std::int64_t& out) {
  auto not_in_range = [&](const std::string& got) {
    return fill_in(tr("expected an integer from {0} to {1}, not {2}"), lo, hi, got);
  };
  if (value.is_number_unsigned()) {
    auto n = value.get<std::uint64_t>();
    if (hi < 0 || n > static_cast<std::uint64_t>(hi) ||
        (lo > 0 && n < static_cast<std::uint64_t>(lo)))
      return error_at(path, not_in_range(std::to_string(n)));
    out = static_cast<std::int64_t>(n);
    return std::nullopt;
  }
  if (value.is_number_integer()) {
    auto n = value.get<std::int64_t>();
    if (n < lo || n > hi) return error_at(path, not_in_range(std::to_string(n)));
    out = n;
    return std::nullopt;
  }
  if (value.is_number_float()) return error_at(path, not_in_range(value.dump()));
  return error_at(path, fill_in(tr("expected an integer from {0} to {1}, found {2}"), lo, hi,
                                type_words(value)));
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
  return error_at(path, value.is_number()
                            ? fill_in(tr("expected an integer from {0} to {1}, not {2}"), 0,
                                      "18446744073709551615", value.dump())
                            : fill_in(tr("expected an integer from {0} to {1}, found {2}"), 0,
                                      "18446744073709551615", type_words(value)));
}

Error read_cube(const Json& value, const std::string& path, Cube& out) {
  return read_named<Cube>(value, path, parse_cube, tr("unknown cube '{0}' ({1})"),
                          "food, wood, stone, cloth, gold", out);
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
    return error_at(path, fill_in(tr("unknown building '{0}' (building ids: see RULES.md)"), text));
  return std::nullopt;
}

Error read_building_named(const Json& value, const std::string& path, bool (*among)(BuildingId),
                          std::string_view what, BuildingId& out, bool any_tile) {
  std::string text;
  if (auto e = read_string(value, path, text)) return e;
  // The readers' and writers' one rule (core/buildings.h, tiles_named; issue 30).
  auto found = tiles_named(text, among);
  const BuildingWords& words = building_words(what);
  if (found.size() == 1) {
    out = found[0];
    if (any_tile || among == nullptr || among(out)) return std::nullopt;
    return error_at(path, fill_in(tr(words.is_no), text));
  }
  if (found.empty()) return error_at(path, fill_in(tr(words.unknown), text));
  std::string list;
  for (BuildingId b : found) list += (list.empty() ? "" : ", ") + std::string(building_name(b));
  return error_at(path, fill_in(tr_n("'{0}' names {1} tile: {2}; write one of these",
                                     "'{0}' names {1} tiles: {2}; write one of these",
                                     static_cast<long>(found.size())),
                                text, found.size(), list));
}

Error read_section(const Json& value, const std::string& path, Section& out) {
  return read_named<Section>(value, path, parse_section, tr("unknown section '{0}' ({1})"),
                             "dungeon, walls, towers", out);
}

Error read_phase(const Json& value, const std::string& path, Phase& out) {
  return read_named<Phase>(value, path, parse_phase, tr("unknown phase '{0}' ({1})"),
                           "income, placement, special, provost, activation, castle, "
                           "end_of_turn, game_over",
                           out);
}

Error read_favor_row(const Json& value, const std::string& path, FavorRow& out) {
  return read_named<FavorRow>(value, path, parse_favor_row, tr("unknown favor row '{0}' ({1})"),
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
  return error_at(path, fill_in(tr("unknown player '{0}'; the players are: {1}"), name, known));
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
    return error_at(path,
                    fill_in(tr("road spaces are numbered 1 to {0}, not '{1}'"), kRoadSpaces, key));
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
      return error_at(here, fill_in(tr("expected an option value (a string, integer or boolean), "
                                       "found {0}"),
                                    type_words(setting)));
    if (auto message = set_option(out, name, text)) return error_at(here, *message);
  }
  return std::nullopt;
}

}  // namespace caylus::json_input
