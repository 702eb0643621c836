// Every conversion keeps the log (issue 30). For every verb, every building id and every space in
// every parameter that takes one — legal or not at that point — JSON -> text -> JSON and text ->
// JSON -> text are identical, and the replay's verdict (legal; illegal with the same rule and
// action number; mismatch; an input error) is the same for both forms. The points of the game
// where the probes are taken are states of random games (a snapshot, `setup.state`), so the road
// holds built tiles, both carpenters, residences, and the stock is partly built.
//
// Before issue 30 this failed: `build fixed_peddler` was written `build peddler` and read back as
// a legal `build wood_peddler`; `build fixed_carpenter` was written as text that the reader
// refused; `place carpenter` was a rule violation where it is the log's ambiguity.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/buildings.h"
#include "core/verbs.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/positions/snapshot.h"
#include "replay/replayer.h"
#include "replay_support.h"

namespace caylus {
namespace {

using namespace caylus::test;
using Json = nlohmann::json;

int scale() {
  const char* s = std::getenv("CAYLUS_TEST_SCALE");
  return s != nullptr && std::atoi(s) > 0 ? std::atoi(s) : 1;
}

// What a replay says, in the terms the issue compares: the verdict, the rule and the action
// number, or that the log is no valid log (its message: the same ambiguity in both forms).
struct Outcome {
  bool input_error = false;
  std::string message;  // an input error's message
  Verdict verdict = Verdict::legal;
  int action = -1;
  std::string rule;
  bool operator==(const Outcome&) const = default;
};

Outcome outcome(const GameLog& log) {
  ReplayResult r = replay_log(log);
  Outcome o;
  if (r.input_error) {
    o.input_error = true;
    o.message = r.input_error->message;
    return o;
  }
  o.verdict = r.verdict;
  if (r.error) {
    o.action = r.error->action;
    o.rule = r.error->rule;
  }
  return o;
}

std::string describe_outcome(const Outcome& o) {
  if (o.input_error) return "input error: " + o.message;
  return std::string(verdict_name(o.verdict)) + " #" + std::to_string(o.action) + " " + o.rule;
}

// Every word a person may write for a tile: its id, its short name, each word of its id.
std::vector<std::string> tile_words() {
  std::set<std::string> words;
  for (int i = 1; i < kBuildingCount; ++i) {
    auto id = static_cast<BuildingId>(i);
    std::string name(building_name(id));
    words.insert(name);
    words.insert(std::string(short_building_name(id)));
    for (std::size_t start = 0; start <= name.size();) {
      std::size_t end = name.find('_', start);
      if (end == std::string::npos) end = name.size();
      words.insert(name.substr(start, end - start));
      start = end + 1;
    }
  }
  return {words.begin(), words.end()};
}

// The values a space parameter can be given: special names, names of tiles, road numbers.
std::vector<Json> space_values() {
  std::vector<Json> values;
  for (int s = 0; s < kSpecialCount; ++s)
    values.emplace_back(std::string(special_name(static_cast<Special>(s))));
  for (const auto& word : tile_words()) values.emplace_back(word);
  for (int n = 1; n <= kRoadSpaces; ++n) values.emplace_back(n);
  return values;
}

// One probe: an action with one parameter set to each value, the others as the verb needs.
struct Probe {
  std::string verb;
  std::string key;              // the parameter probed
  Json fixed = Json::object();  // the verb's other required parameters
};

std::vector<Probe> probes() {
  return {
      {"place", "at", {}},
      {"gate", "to", {}},
      {"transform", "target", {}},
      {"build", "on", {{"building", "statue"}}},
      {"build", "building", {}},
      {"favor", "target", {{"row", "buildings"}, {"col", 4}}},
      {"favor", "on", {{"row", "buildings"}, {"col", 5}}},
      {"favor", "build", {{"row", "buildings"}, {"col", 2}}},
  };
}

// Points of random games: the start and states spread over the game (every decision kind).
struct Context {
  GameState state;
  std::vector<std::string> players;
};

std::vector<Context> contexts() {
  std::vector<Context> out;
  int per_game = 5 / scale() + 1;
  for (auto [players, seed] : {std::pair{3, 11u}, std::pair{5, 7u}, std::pair{2, 3u}}) {
    PlayedGame game = play_random_game(players, seed);
    for (int k = 0; k <= per_game; ++k) {
      std::size_t at = (game.states.size() - 1) * static_cast<std::size_t>(k) / per_game;
      out.push_back({game.states[at], game.log.players});
    }
  }
  return out;
}

std::string player_of(const Context& c) {
  PlayerIndex p = c.state.decision.player;
  return p >= 0 && p < static_cast<int>(c.players.size()) ? c.players[p] : c.players.front();
}

Json log_document(const Context& c, const Json& action) {
  return {{"format", "caylus-log"},
          {"version", 1},
          {"setup", {{"players", c.players}, {"state", write_snapshot(c.state, c.players)}}},
          {"actions", Json::array({action})}};
}

// JSON -> text -> JSON identical, text written canonically, and the same outcome both ways.
// Returns false (after reporting) when the log does not survive.
bool survives_json_text_json(const std::string& json_text, const std::string& what) {
  auto read = read_log(json_text);
  if (std::holds_alternative<LogError>(read)) return true;  // not a log: nothing to convert
  const GameLog& log = std::get<GameLog>(read);
  std::string json = write_log(log);
  std::string text = write_text_log(log);
  auto back = read_log(text);
  if (auto* e = std::get_if<LogError>(&back)) {
    ADD_FAILURE() << what
                  << ": the text writer wrote what its reader refuses: " << e->located("<text>")
                  << "\n"
                  << text.substr(text.rfind('\n', text.size() - 2) + 1);
    return false;
  }
  const GameLog& from_text = std::get<GameLog>(back);
  bool ok = true;
  if (write_log(from_text) != json) {
    ADD_FAILURE() << what << ": JSON -> text -> JSON changed the log\n  text: "
                  << text.substr(text.rfind('\n', text.size() - 2) + 1)
                  << "\n  before: " << Json::parse(json)["actions"].dump()
                  << "\n  after:  " << Json::parse(write_log(from_text))["actions"].dump();
    ok = false;
  }
  if (write_text_log(from_text) != text) {
    ADD_FAILURE() << what << ": text -> JSON -> text changed the text";
    ok = false;
  }
  Outcome a = outcome(log), b = outcome(from_text);
  if (!(a == b)) {
    ADD_FAILURE() << what << ": the verdict depends on the form: JSON " << describe_outcome(a)
                  << ", text " << describe_outcome(b);
    ok = false;
  }
  return ok;
}

TEST(Conversion, EveryVerbEveryTileEverySpaceSurvivesJsonTextJson) {
  int failures = 0, logs = 0;
  for (const Context& c : contexts()) {
    for (const Probe& p : probes()) {
      std::vector<Json> values;
      if (p.key == "building" || p.key == "build") {
        for (int i = 1; i < kBuildingCount; ++i)
          values.emplace_back(std::string(building_name(static_cast<BuildingId>(i))));
      } else {
        values = space_values();
      }
      for (const Json& value : values) {
        Json action = p.fixed;
        action["player"] = player_of(c);
        action["act"] = p.verb;
        action[p.key] = value;
        ++logs;
        std::string what =
            p.verb + " " + p.key + "=" + value.dump() + " in turn " + std::to_string(c.state.turn);
        if (!survives_json_text_json(log_document(c, action).dump(), what) && ++failures > 20)
          FAIL() << "more than 20 logs changed";
      }
    }
  }
  EXPECT_GT(logs, 600 * static_cast<int>(contexts().size()));
}

// Text -> JSON -> text: the text a person writes (ids, short names, one word of an id, numbers),
// read, written as JSON, read again: the same canonical text and the same outcome.
TEST(Conversion, EveryNameAPersonWritesSurvivesTextJsonText) {
  int failures = 0, logs = 0;
  for (const Context& c : contexts()) {
    GameLog header;
    header.players = c.players;
    header.start_state = c.state;
    std::string head = write_text_log(header);
    for (const Probe& p : probes()) {
      std::vector<std::string> values;
      for (const Json& v : space_values())
        values.push_back(v.is_string() ? v.get<std::string>() : v.dump());
      for (const std::string& value : values) {
        std::string line = player_of(c) + " " + p.verb + " ";
        if (p.verb == "build" && p.key == "on") line += "statue on " + value;
        if (p.verb == "build" && p.key == "building") line += value;
        if (p.verb == "favor")
          line +=
              "buildings " + std::to_string(p.fixed["col"].get<int>()) + " " + p.key + " " + value;
        if (p.verb == "place" || p.verb == "gate" || p.verb == "transform") line += value;
        auto read = read_log(head + line + "\n");
        if (std::holds_alternative<LogError>(read)) continue;  // refused as text: see below
        ++logs;
        const GameLog& log = std::get<GameLog>(read);
        std::string text = write_text_log(log);
        auto back = read_log(write_log(log));
        ASSERT_TRUE(std::holds_alternative<GameLog>(back)) << line;
        const GameLog& from_json = std::get<GameLog>(back);
        bool ok = true;
        if (write_text_log(from_json) != text) {
          ADD_FAILURE() << line << ": text -> JSON -> text changed the text";
          ok = false;
        }
        Outcome a = outcome(log), b = outcome(from_json);
        if (!(a == b)) {
          ADD_FAILURE() << line << ": the verdict depends on the form: text " << describe_outcome(a)
                        << ", JSON " << describe_outcome(b);
          ok = false;
        }
        if (!ok && ++failures > 20) FAIL() << "more than 20 logs changed";
      }
    }
  }
  EXPECT_GT(logs, 300 * static_cast<int>(contexts().size()));
}

// The issue's own case, by hand: an illegal build of the fixed peddler stays that build, with
// the same verdict, in both forms.
TEST(Conversion, FixedPeddlerStaysFixedPeddler) {
  std::string json = R"({"format":"caylus-log","version":1,"setup":{"players":["red","green"],
    "neutral":["neutral_farm","neutral_forest","neutral_sawmill","neutral_quarry",
    "neutral_market","neutral_carpenter"]},
    "actions":[{"player":"red","act":"build","building":"fixed_peddler"}]})";
  GameLog log = std::get<GameLog>(read_log(json));
  std::string text = write_text_log(log);
  EXPECT_NE(text.find("red build fixed_peddler\n"), std::string::npos) << text;
  GameLog back = std::get<GameLog>(read_log(text));
  EXPECT_EQ(Json::parse(write_log(back))["actions"][0]["building"], "fixed_peddler");
  EXPECT_EQ(outcome(log), outcome(back));
}

// A name that names two buildings of the road is an input error at the space listing them, in
// both forms: "carpenter" with the neutral and the fixed carpenter on the road.
TEST(Conversion, ANameOfTwoBuildingsIsAnInputErrorListingThem) {
  std::string setup = R"("setup":{"players":["red","green"],"neutral":["neutral_farm",
    "neutral_forest","neutral_sawmill","neutral_quarry","neutral_market","neutral_carpenter"]})";
  std::string json = R"({"format":"caylus-log","version":1,)" + setup +
                     R"(,"actions":[{"player":"red","act":"place","at":"carpenter"}]})";
  std::string text =
      "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "red place carpenter\n";
  for (const std::string& form : {json, text}) {
    ReplayResult r = replay_log(std::get<GameLog>(read_log(form)));
    ASSERT_TRUE(r.input_error) << test::describe(r);
    EXPECT_NE(r.input_error->message.find("neutral_carpenter on road space 6"), std::string::npos)
        << r.input_error->message;
    EXPECT_NE(r.input_error->message.find("fixed_carpenter"), std::string::npos)
        << r.input_error->message;
    if (form == text) {
      EXPECT_EQ(r.input_error->line, 3);
      EXPECT_EQ(r.input_error->column, 11);  // the space, not the line's start
    } else {
      EXPECT_EQ(r.input_error->path, "actions[0].at");
    }
  }
  // Named so that it names one: the replay goes on.
  ReplayResult one = replay_log(std::get<GameLog>(read_log(
      "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "red place neutral_carpenter\n")));
  EXPECT_FALSE(one.input_error);
  EXPECT_EQ(one.verdict, Verdict::legal);
}

// A tile's name in a build that names two tiles of the table and none of the stock is refused
// when read, listing them; one that names a tile outside the stock alone is that tile (the rules
// then refuse the build, as they do in JSON).
TEST(Conversion, BuildNamesResolveOverTheWholeTableNotTheStockOfTheMoment) {
  std::string head =
      "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n";
  auto read = read_log(head + "red build carpenter\n");
  ASSERT_TRUE(std::holds_alternative<LogError>(read));
  const LogError& e = std::get<LogError>(read);
  EXPECT_NE(e.message.find("fixed_carpenter, neutral_carpenter"), std::string::npos) << e.message;
  EXPECT_EQ(e.line, 3);
  GameLog mine = std::get<GameLog>(read_log(head + "red build mine\n"));
  EXPECT_EQ(mine.entries[0].action.building, BuildingId::gold_mine);
  // The stock's tile wins a short name: "peddler" is the wood peddler, built or not.
  GameLog peddler = std::get<GameLog>(read_log(head + "red build peddler\n"));
  EXPECT_EQ(peddler.entries[0].action.building, BuildingId::wood_peddler);
}

// The writers' names read back as the tile they mean, for every tile (core/buildings.h).
TEST(Conversion, TileTextReadsBackAsItsTile) {
  for (auto among : {&is_stock_tile, &is_neutral_tile})
    for (int i = 1; i < kBuildingCount; ++i) {
      auto id = static_cast<BuildingId>(i);
      auto found = tiles_named(tile_text(id, among), among);
      ASSERT_EQ(found.size(), 1u) << building_name(id);
      EXPECT_EQ(found[0], id) << building_name(id) << " written " << tile_text(id, among);
    }
}

}  // namespace
}  // namespace caylus
