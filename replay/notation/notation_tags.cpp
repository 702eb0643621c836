// The text notation's header tags (replay/notation/notation_reader.h): [Title "..."], [Players "red
// green"], [Neutral "..."], [Seed "42"], [Rules "option=value ..."], [Covers "..."], [Expect "..."]
// and the starting state, linked ([State "snapshot.json"]) or embedded ([State {...}] over several
// lines).
#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>

#include "core/language/catalog.h"
#include "core/options.h"
#include "replay/notation/notation_reader.h"

namespace caylus::text_notation {
namespace {

using json_input::child;
using json_input::item;

constexpr std::size_t kMaxSnapshotBytes = 4u << 20;

std::string lowered(std::string_view word) {
  std::string out(word);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

}  // namespace

bool is_word(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '_' || c == '-';
  });
}

bool is_keyword(std::string_view word) {
  Verb v;
  return std::find(std::begin(kEntryKeywords), std::end(kEntryKeywords), word) !=
             std::end(kEntryKeywords) ||
         parse_verb(word, v);
}

std::optional<LogError> Reader::read_tag(std::size_t index, std::size_t first, Json& doc) {
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
  auto known = std::find_if(std::begin(kNotationTags), std::end(kNotationTags),
                            [&](std::string_view tag) { return lowered(tag) == lower; });
  if (known == std::end(kNotationTags)) {
    std::string tags;
    for (std::string_view tag : kNotationTags)
      tags += (tags.empty() ? "" : ", ") + std::string(tag);
    return error(name.empty() ? place_of(index, first, first + 1) : name_place,
                 fill_in(tr("unknown tag '{0}' ({1})"), name, tags));
  }
  if (std::find(seen_tags_.begin(), seen_tags_.end(), lower) != seen_tags_.end())
    return error(name_place, fill_in(tr("the tag {0} is given twice"), name));
  seen_tags_.push_back(lower);
  std::size_t v = line.find_first_not_of(" \t", name_end);
  if (lower == "state" && v != std::string_view::npos && line[v] == '{')
    return read_embedded_state(index, v, doc);
  if (v == std::string_view::npos || line[v] != '"')
    return error(place_of(index, std::min(v, line.size()), line.size()),
                 fill_in(tr("a tag's value is a quoted string: [{0} \"...\"]"), name));
  // The value: a quoted string with escapes (read_escape), then ']'.
  std::string value;
  std::vector<std::size_t> offsets;  // byte offset in the line of each character of `value`
  std::size_t k = v + 1;
  bool closed = false;
  while (k < line.size()) {
    if (line[k] == '\\' && k + 1 < line.size()) {
      std::size_t took = read_escape(line, k, value);
      if (took == 0)
        return error(place_of(index, k, std::min(k + 6, line.size())),
                     std::string(tr(kBadUnicodeEscape)));
      offsets.push_back(k);
      k += took;
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
    return error(
        place_of(index, v, line.size()),
        fill_in(tr("unterminated tag: the value of [{0} opens with '\"' and never closes"), name));
  std::size_t close = line.find_first_not_of(" \t", k + 1);
  if (close == std::string_view::npos || line[close] != ']')
    return error(place_of(index, std::min(close, line.size()), line.size()),
                 fill_in(tr("unterminated tag: [{0} \"...\" must end with ']'"), name));
  std::size_t after = line.find_first_not_of(" \t", close + 1);
  if (after != std::string_view::npos && line[after] != '#')
    return error(place_of(index, after, line.size()),
                 std::string(tr("one tag per line: nothing may follow ']'")));
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

std::optional<LogError> Reader::apply_tag(const std::string& tag, const std::string& name,
                                          const std::string& value, Place at, Tag words,
                                          Json& doc) {
  if (tag == "title" || tag == "source" || tag == "notes") {
    doc[tag] = value;
    remember(tag, at);
    return std::nullopt;
  }
  if (tag == "players") {
    Json list = Json::array();
    for (const Token& t : words.tokens) {
      if (!is_word(t.text))
        return error(t.place,
                     fill_in(tr("a player's name in text is a word (letters, digits, '_', '-'): "
                                "'{0}'"),
                             t.text));
      if (is_keyword(t.text))
        return error(t.place, fill_in(tr("'{0}' starts other lines of the notation; call the "
                                         "player otherwise"),
                                      t.text));
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
      // Named as the writer names them (core/buildings.h, tiles_named and tile_text).
      auto found = tiles_named(t.text, is_neutral_tile);
      if (found.size() > 1) {
        std::string tiles;
        for (BuildingId b : found)
          tiles += (tiles.empty() ? "" : ", ") + std::string(building_name(b));
        return error(t.place, fill_in(tr_n("'{0}' names {1} tile: {2}; write one of these",
                                           "'{0}' names {1} tiles: {2}; write one of these",
                                           static_cast<long>(found.size())),
                                      t.text, found.size(), tiles));
      }
      if (found.empty() || !is_neutral_tile(found[0]))
        return error(t.place, fill_in(tr("'{0}' is no neutral building ({1})"), t.text,
                                      "farm, forest, sawmill, quarry, market, carpenter"));
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
      return error(at, fill_in(tr("the seed is a whole number from 0 to {0}, not '{1}'"),
                               "18446744073709551615", value));
    doc["setup"]["seed"] = seed;
    remember("setup.seed", at);
    return std::nullopt;
  }
  if (tag == "rules") {
    Json options = Json::object();
    for (const Token& t : words.tokens) {
      auto eq = t.text.find('=');
      if (eq == std::string::npos || eq == 0)
        return error(
            t.place,
            fill_in(tr("a rule option is written option=value, e.g. {0}; got '{1}'"),
                    option_setting(option_of<&RuleOptions::towers_zero_penalty>(), 1), t.text));
      std::string option = t.text.substr(0, eq);
      if (options.contains(option))
        return error(t.place, fill_in(tr("the option {0} is set twice"), option));
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
  if (!in)
    return error(at, fill_in(tr("cannot open the snapshot '{0}' named by [{1}]"), path, name));
  std::string text;
  char buffer[1 << 16];
  while (text.size() <= kMaxSnapshotBytes && in.read(buffer, sizeof buffer).gcount() > 0)
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
  if (text.size() > kMaxSnapshotBytes)
    return error(at, fill_in(tr("the snapshot '{0}' is larger than a snapshot can be"), path));
  auto parsed = json_input::parse_document(text);
  if (auto* e = std::get_if<LogError>(&parsed))
    return error(at, fill_in(tr("the snapshot '{0}': {1}: {2}"), path, e->where(), e->message));
  doc["setup"]["state"] = std::get<Json>(std::move(parsed));
  remember("setup.state", at);
  return std::nullopt;
}

// [State {...}]: the snapshot inline, over as many lines as it takes, then ']'.
std::optional<LogError> Reader::read_embedded_state(std::size_t index, std::size_t brace,
                                                    Json& doc) {
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
                 std::string(tr("unterminated tag: the snapshot of [State {...}] never "
                                "closes its '{'")));
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
                 std::string(tr("unterminated tag: [State {...} must end with ']' after the "
                                "snapshot")));
  doc["setup"]["state"] = std::get<Json>(std::move(parsed));
  remember("setup.state", place_of(index, brace, brace + 1));
  skip_to_ = line;
  return std::nullopt;
}

}  // namespace caylus::text_notation
