// The text notation's entries (replay/notation/notation_reader.h): "turn 3", "phase provost",
// "check ...", "amend ..." and the actions with their parameters ("red place quarry", "orange favor
// resources 4 give gold take wood+cloth"), read by the verb table (core/verbs.h).
#include <algorithm>
#include <charconv>

#include "core/language/catalog.h"
#include "replay/notation/notation_reader.h"

namespace caylus::text_notation {
namespace {

using json_input::child;

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

std::string tile_list(const std::vector<BuildingId>& tiles) {
  std::string out;
  for (BuildingId b : tiles) out += (out.empty() ? "" : ", ") + std::string(building_name(b));
  return out;
}

// The verbs, as the notation writes them (language-neutral: said inside a translated message).
std::string verbs_list() {
  std::string out;
  for (const VerbSpec& v : verb_table()) out += (out.empty() ? "" : ", ") + std::string(v.name);
  return out;
}

std::string takes(const VerbSpec& spec) {
  if (spec.params.empty()) return fill_in(tr("'{0}' takes nothing more"), spec.name);
  std::string out;
  for (const ParamSpec& p : spec.params)
    out += (out.empty() ? "" : ", ") +
           (p.positional ? "<" + std::string(p.key) + ">" : std::string(p.key) + " ...");
  return fill_in(tr("it takes: {0}"), out);
}

}  // namespace

bool parse_int(std::string_view text, std::int64_t& out) {
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  if (text.empty() || text[0] == '+') return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

std::optional<LogError> Reader::read_entry(std::span<const Token> t, const std::string& path,
                                           Json& out) {
  const std::string& head = t[0].text;
  if (head == "turn" || head == "phase") {
    if (t.size() != 2)
      return error(t[0].place, fill_in(tr("'{0}' takes one value: '{1}'"), head,
                                       head == "turn" ? "turn 3" : "phase provost"));
    Json value = t[1].text;
    std::int64_t n = 0;
    if (head == "turn") {
      if (!parse_int(t[1].text, n))
        return error(t[1].place, fill_in(tr("a turn is a number, not '{0}'"), t[1].text));
      value = n;
    }
    out = {{"check", {{head, value}}}};
    remember(child(path + ".check", head), t[1].place);
    return std::nullopt;
  }
  if (head == "check" || head == "amend") {
    if (t.size() < 2)
      return error(t[0].place, fill_in(tr("'{0}' needs claims, e.g. '{1}'"), head,
                                       head + " red.deniers=5 turn=3"));
    Json claims;
    if (auto e = read_claims(std::vector<Token>(t.begin() + 1, t.end()), path + "." + head, false,
                             claims))
      return e;
    out = {{head, claims}};
    return std::nullopt;
  }
  // docs/notation.md: "legal red place inn", "refused red place castle because
  // place.castle.one_per_player".
  if (head == "legal" || head == "refused") {
    std::size_t end = t.size();
    bool legal = head == "legal";
    if (!legal) {
      if (t.size() < 4 || t[t.size() - 2].text != kBecause)
        return error(
            t.back().place,
            fill_in(tr("a refused claim ends with '{0}' and the rule that refuses it: "
                       "'{1}'"),
                    kBecause, "refused red place castle because place.castle.one_per_player"));
      end = t.size() - 2;
    }
    if (end < 2)
      return error(t[0].place,
                   fill_in(tr("'{0}' needs an action, e.g. '{1}'"), head,
                           head + " red place inn" + (legal ? "" : " because place.occupied")));
    Json action;
    if (auto e = read_action(t.subspan(1, end - 1), path + "." + head, action)) return e;
    out = {{head, action}};
    if (!legal) {
      out["rule"] = t.back().text;
      remember(child(path, "rule"), t.back().place);
    }
    return std::nullopt;
  }
  return read_action(t, path, out);
}

// "red place quarry", "orange favor resources 4 give gold take wood+cloth".
std::optional<LogError> Reader::read_action(std::span<const Token> t, const std::string& path,
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
    // No player named at all ([Players ""]): the example can take no name from the header
    // (found by the board fuzz campaign: names_.front() on an empty list crashed).
    if (names_.empty())
      return error(t[0].place,
                   fill_in(tr("whose action? An action starts with the player's name, and the "
                              "header names no player: {0}, then '{1}'"),
                           "[Players \"red green\"]", "red " + t[0].text + " ..."));
    return error(t[0].place,
                 fill_in(tr("whose action? An action starts with the player's name: '{0}'"),
                         names_.front() + " " + t[0].text + " ..."));
  } else if (default_player_) {  // an answer at a prompt: the player is known, the verb not
    // tools/record reads "unknown verb" at its start: record speaks English (no --lang).
    return error(t[0].place,
                 fill_in(tr("unknown verb '{0}': the verbs are {1}"), t[0].text, verbs_list()));
  } else {
    return error(t[0].place,
                 fill_in(tr("'{0}' is no player ({1}) and no line of the notation ({2})"),
                         t[0].text, joined(names_), "turn, phase, check, amend, legal, refused"));
  }
  if (i >= t.size())
    return error(t[0].place,
                 fill_in(tr("the player's verb is missing: the verbs are {0}"), verbs_list()));
  if (!parse_verb(t[i].text, verb))
    return error(t[i].place,
                 fill_in(tr("unknown verb '{0}': the verbs are {1}"), t[i].text, verbs_list()));
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
        return error(t[i - 1].place, fill_in(tr("'{0}' needs a value"), param->key));
    } else {
      while (next_positional < spec.params.size() &&
             (!spec.params[next_positional].positional ||
              out.contains(spec.params[next_positional].key)))
        ++next_positional;
      if (next_positional >= spec.params.size())
        return error(t[i].place, fill_in(tr("'{0}' is not something '{1}' takes; {2}"), t[i].text,
                                         spec.name, takes(spec)));
      param = &spec.params[next_positional];
    }
    if (out.contains(param->key))
      return error(t[i - 1].place, fill_in(tr("'{0}' is given twice"), param->key));
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
      return error(t.back().place, fill_in(tr("'{0}' needs {1} ({2}); {3}"), spec.name, p.key,
                                           tr(p.meaning), takes(spec)));
  return std::nullopt;
}

std::optional<LogError> Reader::read_value(std::span<const Token> t, std::size_t& i,
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
        return error(
            tok.place,
            fill_in(tr("the provost moves by a number of spaces, -3 to +3, not '{0}'"), tok.text));
      value = n;
      return std::nullopt;
    case ParamKind::stay:
      ++i;
      if (tok.text == "stay" || tok.text == "true")
        value = true;
      else if (tok.text == "leave" || tok.text == "false")
        value = false;
      else
        return error(tok.place,
                     fill_in(tr("the inn's worker 'stay's or 'leave's, not '{0}'"), tok.text));
      return std::nullopt;
    case ParamKind::favor_row:
    case ParamKind::column:
      ++i;
      value = parse_int(tok.text, n) ? Json(n) : Json(tok.text);
      if (param.kind == ParamKind::column && !value.is_number())
        return error(tok.place,
                     fill_in(tr("a favor column is a number from 1 to 5, not '{0}'"), tok.text));
      return std::nullopt;
    case ParamKind::building: {
      // The tile as core/buildings.h's tiles_named reads it, the writers' rule too: an id of any
      // tile (an illegal build is the rules' to judge at replay, as in JSON), else a name among
      // the stock's tiles, else in the whole table. Never against the stock of the moment.
      ++i;
      auto found = tiles_named(tok.text, is_stock_tile);
      if (found.size() == 1) {
        value = building_name(found[0]);
        return std::nullopt;
      }
      if (found.empty()) return error(tok.place, fill_in(tr("no tile is called '{0}'"), tok.text));
      return error(tok.place, fill_in(tr_n("'{0}' names {1} tile: {2}; write one of these",
                                           "'{0}' names {1} tiles: {2}; write one of these",
                                           static_cast<long>(found.size())),
                                      tok.text, found.size(), tile_list(found)));
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
            return error(t[i].place,
                         fill_in(tr("a batch is 3 cubes joined by '+' ({0}), and '{1}' is no cube"),
                                 "food+wood+stone", t[i].text));
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
std::optional<LogError> Reader::read_goods(std::span<const Token> t, std::size_t& i, bool any,
                                           Resources& out) {
  if (t[i].text == "nothing") {
    ++i;
    return std::nullopt;
  }
  for (;;) {
    if (i >= t.size())
      return error(t[i - 1].place, std::string(tr("a cube name is missing after '+'")));
    std::int64_t count = 1;
    if (parse_int(t[i].text, count)) {
      if (count < 0 || count > 99)
        return error(t[i].place, fill_in(tr("a count from 0 to 99, not {0}"), t[i].text));
      ++i;
      if (i >= t.size())
        return error(t[i - 1].place, fill_in(tr("a count needs a name after it: {0}"), "2 wood"));
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
      return error(name.place, any ? fill_in(tr("'{0}' is no good ({1})"), name.text,
                                             "food, wood, stone, cloth, gold, deniers, prestige")
                                   : fill_in(tr("'{0}' is no cube ({1})"), name.text,
                                             "food, wood, stone, cloth, gold"));
    }
    ++i;
    if (i < t.size() && t[i].text == "+") {
      ++i;
      continue;
    }
    return std::nullopt;
  }
}

}  // namespace caylus::text_notation
