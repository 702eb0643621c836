// The golden games of corpus/games/ (docs/corpus.md): whole games of 2, 3, 4 and 5 players whose
// `expect` holds the final state the engine computed when they were recorded. Any change of
// behaviour that moves a final score, a cube or a favor fails here; an intended one is recorded
// with `caylus golden --update corpus/games` (and a commit message saying why).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "test_paths.h"
#include "tools/fuzzing/replay_invariants.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;

const fs::path kGames = fs::path(caylus::test::source_dir()) / "corpus" / "games";

std::vector<fs::path> golden_games() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(kGames))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

GameLog read(const fs::path& file) {
  auto read = read_log_file(file.string());
  if (auto* error = std::get_if<LogError>(&read)) {
    ADD_FAILURE() << file << ": " << error->where() << ": " << error->message;
    return {};
  }
  return std::get<GameLog>(read);
}

TEST(GoldenGames, OneForEachPlayerCountAndTheQuickStartExample) {
  std::set<std::size_t> counts;
  bool example = false;
  for (const auto& file : golden_games()) {
    GameLog log = read(file);
    counts.insert(log.players.size());
    example |= file.filename() == "example-4p.json";
  }
  EXPECT_EQ(counts, (std::set<std::size_t>{2, 3, 4, 5}));
  EXPECT_TRUE(example) << "corpus/games/example-4p.json: the README's quick start replays it";
}

TEST(GoldenGames, EachReplaysLegalToTheEndAndMeetsItsExpect) {
  auto files = golden_games();
  ASSERT_GE(files.size(), 4u);
  for (const auto& file : files) {
    SCOPED_TRACE(file.string());
    GameLog log = read(file);
    ASSERT_TRUE(log.expect.has_value()) << "a golden game states its expected final state";
    ReplayOptions options;
    options.observer = fuzzing::invariants_observer();
    ReplayResult r = replay_log(log, options);
    ASSERT_FALSE(r.input_error) << r.input_error->where() << ": " << r.input_error->message;
    EXPECT_EQ(r.verdict, Verdict::legal)
        << (r.error ? r.error->rule + ": " + r.error->message : "");
    EXPECT_TRUE(r.complete);
    EXPECT_FALSE(r.winners.empty());
    ASSERT_TRUE(r.expect.has_value());
    std::string reasons;
    for (const auto& reason : r.expect->reasons) reasons += "\n  " + reason;
    EXPECT_TRUE(r.expect->met) << "expect not met (if the rules changed on purpose: caylus "
                                  "golden --update corpus/games):"
                               << reasons;
    EXPECT_EQ(r.forced_actions, 0) << "the engine's own logs omit no decision";
  }
}

// The expect of a golden game pins every player's score and goods, so that a change of
// behaviour cannot slip through a claim that says too little.
TEST(GoldenGames, ExpectPinsEveryPlayersFinalScoreAndGoods) {
  for (const auto& file : golden_games()) {
    SCOPED_TRACE(file.string());
    GameLog log = read(file);
    ASSERT_TRUE(log.expect.has_value());
    auto expect = nlohmann::json::parse(expect_json(*log.expect, log.players).dump());
    EXPECT_EQ(expect["verdict"], "legal");
    EXPECT_EQ(expect["complete"], true);
    ASSERT_TRUE(expect.contains("final"));
    const auto& players = expect["final"]["players"];
    ASSERT_EQ(players.size(), log.players.size());
    for (const auto& name : log.players)
      for (std::string key :
           {"prestige", "deniers", "food", "wood", "stone", "cloth", "gold", "favor"})
        EXPECT_TRUE(players[name].contains(key)) << name << "." << key;
    EXPECT_EQ(expect["final"]["phase"], "game_over");
  }
}

}  // namespace
}  // namespace caylus
