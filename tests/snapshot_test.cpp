// Snapshots read back == at every step of random games, one field a line, validated with paths;
// and the examples of docs/log-format.md and docs/snapshot-format.md are what the code does.
#include "replay/positions/snapshot.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/engine.h"
#include "core/random.h"
#include "log_io_support.h"
#include "replay/json/log_json.h"
#include "replay_support.h"
#include "test_paths.h"

namespace caylus {
namespace {

// --- Snapshots --------------------------------------------------------------------------------

TEST(Snapshot, ReadBackEqualsTheStateAtEveryStepOfRandomGames) {
  auto sets = option_sets();
  int states = 0;
  for (int game = 0; game < 20; ++game) {
    PlayedGame played = play_game(2 + game % 4, 500 + static_cast<std::uint64_t>(game),
                                  sets[static_cast<std::size_t>(game) % sets.size()]);
    for (const GameState& s : played.states) {
      auto json = write_snapshot(s, played.log.players);
      auto back = read_snapshot(json, played.log.players, "state");
      ASSERT_TRUE(std::holds_alternative<GameState>(back))
          << std::get<LogError>(back).where() << ": " << std::get<LogError>(back).message << "\n"
          << json.dump(1);
      ASSERT_EQ(std::get<GameState>(back), s) << json.dump(1);
      // Names are optional on reading: the snapshot carries them.
      if (++states % 7 == 0) {
        auto unnamed = read_snapshot(json, {}, "state");
        ASSERT_TRUE(std::holds_alternative<GameState>(unnamed));
        ASSERT_EQ(std::get<GameState>(unnamed), s);
      }
    }
  }
  EXPECT_GT(states, 5000);
}

TEST(Snapshot, TextIsOneFieldPerLine) {
  GameSetup setup;
  setup.player_count = 2;
  setup.neutral = kNeutralBuildings;
  GameState s = new_game(setup);
  std::string text = snapshot_text(s, {"red", "green"});
  EXPECT_TRUE(
      text.starts_with("{\n"
                       "  \"options\": {},\n"
                       "  \"turn\": 1,\n"
                       "  \"phase\": \"placement\",\n"
                       "  \"decision\": {\"kind\": \"placement\", \"player\": \"red\", "
                       "\"space\": null},\n"))
      << text;
  EXPECT_NE(text.find("    {\"name\": \"red\", \"deniers\": 7, \"prestige\": 0, \"food\": 2, "
                      "\"wood\": 1, \"stone\": 0, \"cloth\": 0, \"gold\": 0, \"favor\": "
                      "{\"prestige\": 0, \"deniers\": 0, \"resources\": 0, \"buildings\": 0}, "
                      "\"workers_out\": 0},\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("    \"8\": {\"building\": \"fixed_carpenter\"},\n"), std::string::npos)
      << text;
  auto back = read_snapshot(nlohmann::json::parse(text), {}, "state");
  ASSERT_TRUE(std::holds_alternative<GameState>(back));
  EXPECT_EQ(std::get<GameState>(back), s);
}

TEST(Snapshot, InputIsValidatedWithPaths) {
  GameSetup setup;
  setup.player_count = 3;
  setup.neutral = kNeutralBuildings;
  GameState s = new_game(setup);
  std::vector<std::string> names = {"a", "b", "c"};
  struct Case {
    std::function<void(nlohmann::json&)> edit;
    std::string path;
    std::string message_part;
  };
  std::vector<Case> cases = {
      {[](auto& j) { j["players"][1]["deniers"] = -1; }, "setup.state.players[1].deniers",
       "not -1"},
      {[](auto& j) { j["players"][0]["name"] = "z"; }, "setup.state.players[0].name",
       "setup.players says 'a'"},
      {[](auto& j) {
         j["turn_order"] = {"a", "b", "b"};
       },
       "setup.state.turn_order[2]", "listed twice"},
      {[](auto& j) {
         j["turn_order"] = {"a", "b"};
       },
       "setup.state.turn_order", "every player once"},
      {[](auto& j) {
         j["road"]["30"] = {{"building", "mason"}};
       },
       "setup.state.road.30", "numbered 1 to 28"},
      {[](auto& j) {
         j["road"]["9"] = {{"building", "tower"}};
       },
       "setup.state.road.9.building", "unknown building 'tower'"},
      {[](auto& j) { j["phase"] = "lunch"; }, "setup.state.phase", "unknown phase"},
      {[](auto& j) { j["decision"]["kind"] = "nap"; }, "setup.state.decision.kind",
       "unknown decision kind"},
      {[](auto& j) { j["decision"]["player"] = nullptr; }, "setup.state.decision.player",
       "names its player"},
      {[](auto& j) { j["stock"].push_back("mason"); }, "setup.state.stock[27]", "listed twice"},
      {[](auto& j) { j["passed_count"] = 2; }, "setup.state.bridge", "passed_count"},
      {[](auto& j) { j["favors_pending"] = 1; }, "setup.state.favor_player", "whose"},
      {[](auto& j) { j["cursor"] = 9; }, "setup.state.cursor", "from 0 to 5"},
      {[](auto& j) { j["owner_bonus_space"] = 9; }, "setup.state.owner_bonus_space",
       "road space 9 has no owner"},
      {[](auto& j) { j["provost"] = 0; }, "setup.state.provost", "from 1 to 28"},
      {[](auto& j) { j.erase("road"); }, "setup.state.road", "missing required field"},
      {[](auto& j) { j["weather"] = "rain"; }, "setup.state.weather", "unknown field"},
      {[](auto& j) { j["options"]["edition"] = "zeroth"; }, "setup.state.options.edition",
       "no value 'zeroth'"},
  };
  for (const auto& c : cases) {
    nlohmann::json j = write_snapshot(s, names);
    ASSERT_TRUE(std::holds_alternative<GameState>(read_snapshot(j, names, "setup.state")));
    c.edit(j);
    auto result = read_snapshot(j, names, "setup.state");
    ASSERT_TRUE(std::holds_alternative<LogError>(result)) << c.path;
    const LogError& e = std::get<LogError>(result);
    EXPECT_EQ(e.path, c.path) << e.message;
    EXPECT_NE(e.message.find(c.message_part), std::string::npos) << e.path << ": " << e.message;
  }
}

// --- The documentation's examples are what the code does ---------------------------------------

std::vector<std::string> json_blocks(const std::string& doc) {
  std::ifstream in(std::string(caylus::test::source_dir()) + "/docs/" + doc);
  std::stringstream text;
  text << in.rdbuf();
  std::string all = text.str();
  std::vector<std::string> blocks;
  for (std::size_t at = all.find("```json\n"); at != std::string::npos;
       at = all.find("```json\n", at)) {
    at += 8;
    std::size_t end = all.find("```", at);
    blocks.push_back(all.substr(at, end - at));
    at = end;
  }
  return blocks;
}

TEST(Docs, EveryLogAndEntryExampleOfTheLogFormatReads) {
  auto blocks = json_blocks("log-format.md");
  ASSERT_GT(blocks.size(), 20u);
  int logs = 0, entries = 0;
  for (const auto& block : blocks) {
    if (block.find("\"format\"") != std::string::npos) {
      GameLog log = read_ok(block);
      EXPECT_FALSE(log.players.empty()) << block;
      ++logs;
    } else {
      GameLog log = read_ok(log_text(R"({"players": ["red", "green", "blue"], "seed": 1})", block));
      EXPECT_EQ(log.entries.size(), 1u) << block;
      ++entries;
    }
  }
  EXPECT_EQ(logs, 2);
  EXPECT_EQ(entries, 23);
}

TEST(Docs, TheSnapshotExampleIsTheStartOfATwoPlayerGame) {
  auto blocks = json_blocks("snapshot-format.md");
  ASSERT_EQ(blocks.size(), 1u);
  GameSetup setup;
  setup.player_count = 2;
  setup.neutral = kNeutralBuildings;
  EXPECT_EQ(blocks[0], snapshot_text(new_game(setup), {"red", "green"}) + "\n");
}

}  // namespace
}  // namespace caylus
