// Strict reading of JSON input (logs and snapshots): a bounded parser that reports syntax errors
// by line and column, and typed accessors that report everything else by JSON path
// ("actions[12].at"). Internal to replay/: the public face is replay/json/log_json.h.
//
// Every accessor returns an error value (never throws): `if (auto e = read_x(...)) return e;`.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/buildings.h"
#include "core/options.h"
#include "core/types.h"
#include "replay/input/limits.h"
#include "replay/input/log_error.h"

namespace caylus::json_input {

using Json = nlohmann::json;
using Error = std::optional<LogError>;

LogError error_at(std::string path, std::string message);

// Parses one JSON document within the limits of replay/input/limits.h (size, nesting depth, number
// of values, number of actions), rejecting duplicate keys. Syntax errors carry line and column;
// limit and duplicate-key errors carry the JSON path (and line/column when known).
std::variant<Json, LogError> parse_document(std::string_view text);

// nlohmann's message of a syntax error ("syntax error while parsing value - invalid literal; last
// read: 'tru'") in the reader's language, the English being nlohmann's own (json_syntax.cpp).
std::string said_syntax_error(std::string_view text);

// 1-based line and column (in characters) of the byte at `offset` of `text`.
void line_and_column(std::string_view text, std::size_t offset, int& line, int& column);

// Paths: child(path, "at") = "actions[3].at"; item(path, 2) = "setup.players[2]". Keys that
// are not plain words are quoted: players["Anne Marie"].
std::string child(const std::string& path, std::string_view key);
std::string item(const std::string& path, std::size_t index);

// "a string", "an integer", "an object"... for messages: type_words in the reader's language
// (core/language/catalog.h), type_name in English for those not yet translated.
std::string_view type_words(const Json& value);
std::string_view type_name(const Json& value);

// The value under `key`, or nullptr.
const Json* find(const Json& object, std::string_view key);

// `value` is an object whose keys are all in `allowed`; `what` names it in messages
// ("'place' takes: at"), said through the catalog (mark it N_ where it is written).
Error expect_object(const Json& value, const std::string& path,
                    std::span<const std::string_view> allowed, std::string_view what);
inline Error expect_object(const Json& value, const std::string& path,
                           std::initializer_list<std::string_view> allowed, std::string_view what) {
  return expect_object(value, path,
                       std::span<const std::string_view>(allowed.begin(), allowed.size()), what);
}
Error expect_object(const Json& value, const std::string& path);
Error expect_array(const Json& value, const std::string& path, std::size_t max_items);
// The required field `key` of an object, or an error naming it.
Error required(const Json& object, const std::string& path, std::string_view key, const Json*& out);

Error read_string(const Json& value, const std::string& path, std::string& out,
                  std::size_t max_bytes = 100000);
Error read_bool(const Json& value, const std::string& path, bool& out);
// An integer in [lo, hi]; floats, even 2.0, are refused.
Error read_int(const Json& value, const std::string& path, std::int64_t lo, std::int64_t hi,
               std::int64_t& out);
Error read_uint64(const Json& value, const std::string& path, std::uint64_t& out);

Error read_cube(const Json& value, const std::string& path, Cube& out);
// One cube name or a list of them (at most `max_cubes`), added up.
Error read_cube_list(const Json& value, const std::string& path, int max_cubes, Resources& out);
Error read_building(const Json& value, const std::string& path, BuildingId& out);
// A building as people write it, in JSON as in text (docs/log-format.md, extension 9), by the
// readers' and writers' one rule (core/buildings.h, tiles_named): its id, or a name among
// `among` (nullptr: every tile), else among every tile; a name that names several is an error
// listing them. A tile outside `among` is an error naming `what` ("neutral building"), unless
// `any_tile` (a build's tile: the rules judge it at replay, issue 30). The sentences for each
// `what` the readers pass are in the reader's language (json_input.cpp, kBuildingWords).
Error read_building_named(const Json& value, const std::string& path, bool (*among)(BuildingId),
                          std::string_view what, BuildingId& out, bool any_tile = false);
Error read_section(const Json& value, const std::string& path, Section& out);
Error read_phase(const Json& value, const std::string& path, Phase& out);
Error read_favor_row(const Json& value, const std::string& path, FavorRow& out);
// A player name among `names`.
Error read_player(const Json& value, const std::string& path, const std::vector<std::string>& names,
                  PlayerIndex& out);
Error player_named(std::string_view name, const std::string& path,
                   const std::vector<std::string>& names, PlayerIndex& out);
// A player name or null (kNoPlayer).
Error read_player_or_null(const Json& value, const std::string& path,
                          const std::vector<std::string>& names, PlayerIndex& out);
// A road space number, 1..28.
Error read_road_space(const Json& value, const std::string& path, Space& out);
// A road space number written as an object key ("9").
Error road_space_key(const std::string& key, const std::string& path, Space& out);

// Rule options: {"name": value}, value as text or as the JSON number / boolean it spells.
Error read_options(const Json& value, const std::string& path, RuleOptions& out);

// Compact one-line JSON with a space after ':' and ',' ({"a": 1, "b": [1, 2]}), keys in the
// order of the object. Invalid UTF-8 in strings is replaced, never thrown.
std::string inline_json(const nlohmann::ordered_json& value);
std::string json_string(std::string_view text);  // a quoted, escaped JSON string

}  // namespace caylus::json_input
