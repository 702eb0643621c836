// The page's API for a table's own game (issue 38 item 3, docs/web.md): a new game set up as the
// table sets it (the players in turn order, the neutral buildings on the road or a seed, the rule
// options), checked by the code that checks `caylus record`'s arguments (tools/record/new_game.h),
// and what the new-game form offers, from the engine's tables. Apart from api.cpp, which keeps the
// open game: these calls need none.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/buildings.h"
#include "core/options.h"
#include "replay/json/log_json.h"
#include "replay/notation/notation.h"
#include "replay/positions/initial_state.h"
#include "tools/commands.h"
#include "tools/record/new_game.h"
#include "tools/web/api_open.h"  // CAYLUS_EXPORT, Json

namespace caylus::web {
namespace {

// The words of a form's field, separated by spaces or commas.
std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  for (char c : text + ' ') {
    if (c == ' ' || c == ',') {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  return words;
}

}  // namespace
}  // namespace caylus::web

using namespace caylus;
using namespace caylus::web;

// A new game as a table sets it up (issue 38 item 3): `setup` is JSON {players (names
// separated by spaces or commas, in turn order), neutral (the 6 neutral buildings in road order,
// the same way; empty: drawn from the seed), seed (a number, or null: a random one), rules
// ["option=value", ...]}, checked as `caylus record` checks its arguments (new_game_log,
// tools/record/new_game.h). The log as notation, or {"error": ...} as JSON in the engine's words.
CAYLUS_EXPORT const char* caylus_new(const char* setup) {
  nlohmann::json in = nlohmann::json::parse(setup, nullptr, false);
  if (!in.is_object()) return answer({{"error", "the new game's setup is no JSON object"}});
  tools::NewGame game;
  try {
    game.players = words_of(in.value("players", ""));
    game.neutral = words_of(in.value("neutral", ""));
    if (in.contains("seed") && in["seed"].is_number())
      game.seed = static_cast<std::uint64_t>(in["seed"].get<double>());
    if (in.contains("rules") && in["rules"].is_array())
      for (const auto& rule : in["rules"])
        if (rule.is_string()) game.rules.push_back(rule.get<std::string>());
    GameLog log = tools::new_game_log(game);
    log.title = "Recorded at the table";
    if (auto problem = text_log_problem(log)) return answer({{"error", *problem}});
    auto start = initial_state(log);
    if (auto* e = std::get_if<LogError>(&start)) return answer({{"error", e->message}});
    return answer_text(write_text_log(log));
  } catch (const tools::InputError& e) {
    return answer({{"error", e.message}});
  } catch (const nlohmann::json::exception& e) {
    return answer({{"error", std::string("the new game's setup: ") + e.what()}});
  }
}

// What the new-game form offers, from the engine's tables (never listed in the page): {options
// [{name, values (the default first), why}] (option_table, core/options.h, as `caylus rules`
// lists them), neutral [the neutral buildings' short names, as --neutral takes them]}.
CAYLUS_EXPORT const char* caylus_setup() {
  Json options = Json::array();
  for (const OptionInfo& row : option_table()) {
    Json values = Json::array();
    for (auto v : row.values) values.push_back(std::string(v));
    options.push_back(
        {{"name", std::string(row.name)}, {"values", values}, {"why", std::string(row.why)}});
  }
  Json neutral = Json::array();
  for (BuildingId id : kNeutralBuildings) neutral.push_back(std::string(short_building_name(id)));
  return answer({{"options", options}, {"neutral", neutral}});
}
