// The text notation's claims (replay/notation/notation_reader.h): the key=value words of check,
// amend and [Expect "..."], keys dotted as the JSON path ("castle.dungeon.red=1"), a player's
// fields shortened ("red.deniers=5" is players.red.deniers); an amendment's change "red.deniers+=2"
// is
// {"add": 2}.
#include <algorithm>

#include "core/language/catalog.h"
#include "replay/claims/claim_fields.h"
#include "replay/notation/notation_reader.h"

namespace caylus::text_notation {

using json_input::child;

std::optional<LogError> Reader::read_claims(const std::vector<Token>& tokens,
                                            const std::string& path, bool expect, Json& out) {
  if (!out.is_object()) out = Json::object();  // a position's lines add to one object
  const auto check_keys = claim_fields::field_names();
  for (const Token& t : tokens) {
    auto eq = t.text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == t.text.size())
      return error(t.place,
                   fill_in(tr("a claim is written field=value, e.g. {0} or {1}; got '{2}'"),
                           "red.deniers=5", "turn=3", t.text));
    std::vector<std::string> keys;
    std::string key = t.text.substr(0, eq);
    // An amendment's change: "red.deniers+=2" is {"add": 2}, "red.deniers-=2" {"add": -2}.
    int sign = 0;
    if (key.size() > 1 && (key.back() == '+' || key.back() == '-')) {
      sign = key.back() == '+' ? 1 : -1;
      key.pop_back();
    }
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
        std::find(check_keys.begin(), check_keys.end(), keys[root]) == check_keys.end() &&
        std::find(names_.begin(), names_.end(), keys[root]) != names_.end())
      keys.insert(keys.begin() + static_cast<long>(root), "players");
    Json value;
    if (auto e = claim_value(t, t.text.substr(eq + 1), value)) return e;
    if (sign != 0) {
      if (!value.is_number_integer() || value.get<std::int64_t>() < 0)
        return error(t.place, fill_in(tr("a change is written field+=N or field-=N with a "
                                         "number N, e.g. {0}; got '{1}'"),
                                      "red.deniers+=2", t.text));
      value = Json{{"add", sign * value.get<std::int64_t>()}};
    }
    Json* node = &out;
    std::string here = path;
    for (std::size_t k = 0; k < keys.size(); ++k) {
      if (keys[k].empty()) return error(t.place, fill_in(tr("an empty field name in '{0}'"), key));
      here = child(here, keys[k]);
      if (!node->is_object())
        return error(t.place, fill_in(tr("'{0}' goes inside a field given a value already"), key));
      if (k + 1 == keys.size()) {
        if (node->contains(keys[k]))
          return error(t.place, fill_in(tr("'{0}' is claimed twice"), key));
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
std::optional<LogError> Reader::claim_value(const Token& t, const std::string& text, Json& out) {
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
      return error(t.place, fill_in(tr("a list is written {0} without spaces; '{1}' has no ']'"),
                                    "[a,b]", text));
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

}  // namespace caylus::text_notation
