// What the tests of `caylus replay` in the reader's language share (catalog_replay_test.cpp,
// catalog_narration_test.cpp): the provost examples, the locale variables of the runs, and what a
// line printed under the pseudo-language qps leaves outside the catalog's marks.
#pragma once

#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "test_paths.h"

namespace caylus::test {

inline const std::string kCannotPay =
    std::string(caylus::test::source_dir()) + "/corpus/rulings/provost/cannot-pay.json";
inline const std::string kBeyondTheRoad =
    std::string(caylus::test::source_dir()) + "/corpus/rulings/provost/not-beyond-the-road.json";

// The locale variables of the runs that follow (the child inherits them); "" unsets.
inline void set_locale(const char* language, const char* lc_all, const char* lc_messages,
                       const char* lang) {
  const std::pair<const char*, const char*> variables[] = {
      {"LANGUAGE", language}, {"LC_ALL", lc_all}, {"LC_MESSAGES", lc_messages}, {"LANG", lang}};
  for (auto [name, value] : variables) {
    if (*value)
      setenv(name, value, 1);
    else
      unsetenv(name);
  }
}

struct Example {
  const char* lang;
  const char* provost;  // the rulebook's word (docs/glossary.md)
  const char* error;    // the framing's "error"
};
inline const Example kExamples[] = {
    {"fr", "prévôt", "erreur[provost.cost]"},
    {"es", "preboste", "error[provost.cost]"},
    {"ro", "ofițer", "eroare[provost.cost]"},
};

// `line` without its marked parts (⟦...⟧, nested), the file and the players' names: what did not
// go through a catalog.
inline std::string unmarked(const std::string& line) {
  std::string rest = outside_marks(line);
  for (const std::string& neutral :
       {kCannotPay, kBeyondTheRoad, std::string("green"), std::string("blue"), std::string("red")})
    for (std::size_t at; (at = rest.find(neutral)) != std::string::npos;)
      rest.erase(at, neutral.size());
  return rest;
}

inline bool has_letter(const std::string& text) {
  for (char c : text)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return false;
}

// The players of a log (JSON "players": [...], or the text notation's [Players "..."]): names
// are not words of a language.
inline std::vector<std::string> players_of(const std::string& log) {
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  const std::string content = text.str();
  static const std::regex players(R"re("players"\s*:\s*\[([^\]]*)\])re");
  static const std::regex quoted(R"re("([^"]+)")re");
  std::vector<std::string> names;
  std::smatch m;
  if (std::regex_search(content, m, players)) {
    const std::string list = m[1];
    for (std::sregex_iterator it(list.begin(), list.end(), quoted), end; it != end; ++it)
      names.push_back((*it)[1]);
  }
  static const std::regex header(R"re(\[Players "([^"]*)"\])re");
  if (names.empty() && std::regex_search(content, m, header)) {
    std::istringstream list(m[1]);
    for (std::string name; list >> name;) names.push_back(name);
  }
  return names;
}

// The refusal a line frames ("error[RULE]: the refusal") is a placeholder of the framing's
// message, so the framing's marks would hide an English refusal (one built without tr(), or
// missing from the template). Under qps it must open marks of its own.
inline bool refusal_is_marked(const std::string& line) {
  static const std::regex framed(R"(error\[[a-z_0-9.]+\]: )");
  std::smatch m;
  if (!std::regex_search(line, m, framed)) return true;
  return line.compare(m.position(0) + m.length(0), 3, "⟦") == 0;
}

// `line` without its marks, the file, the players' names, the rule ids of the events and the
// reasons ("[place.cost]", "income.base +4") and the claims' field names ("red.deniers",
// "castle.dungeon"): language-neutral, as in error[RULE].
inline std::string unmarked_narration(const std::string& line, const std::string& log,
                                      const std::vector<std::string>& names) {
  static const std::regex rule_id(R"([a-z_]*(\.[a-z_0-9]+)+)");
  std::string rest = std::regex_replace(unmarked(line), rule_id, "");
  std::vector<std::string> neutral = names;
  neutral.push_back(log);
  for (const std::string& word : neutral)
    for (std::size_t at; (at = rest.find(word)) != std::string::npos;) rest.erase(at, word.size());
  return rest;
}

}  // namespace caylus::test
