// Every count a tool prints, checked whole (issue 39, item 7): a tool's words and its --json say
// the same numbers, and each number is what an independent count of the same things gives — the
// scenarios written here, the ids the JSON lists, the features the JSON counts, the games bench
// plays played again here. Never a time: only what a run must give whatever the machine.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>

#include "command_helpers.h"
#include "core/engine.h"
#include "core/random.h"
#include "core/text.h"
#include "corpus_support.h"
#include "test_paths.h"
#include "tools/fuzzing/features.h"
#include "tools/fuzzing/signature.h"

namespace caylus {
namespace {

// A number as bench prints it with one decimal ("%.1f").
std::string fmt_one_decimal(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

// `caylus check`: "P passed, F failed", as many as the scenarios written that pass and fail, the
// same in --json, and the JSON's list agrees with both.
TEST_F(Corpus, CheckCountsEveryScenarioPassedAndFailed) {
  write("a.json", first_turn(kGoodExpect));
  write("b.json", first_turn(kGoodExpect, R"( "title": "b",)"));
  write("c.json", first_turn(kGoodExpect, R"( "title": "c",)"));
  write("wrong.json", first_turn(kWrongExpect));
  write("also_wrong.json", first_turn(kWrongExpect, R"( "title": "w",)"));
  CommandRun run = run_caylus("check " + path(""));
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_EQ(last_line(run.out), "3 passed, 2 failed") << run.out;
  CommandRun json = run_caylus("check --json " + path(""), false);
  auto answer = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << json.out;
  EXPECT_EQ(answer["passed"], 3);
  EXPECT_EQ(answer["failed"], 2);
  int listed_passed = 0, listed_failed = 0;
  for (const auto& s : answer["scenarios"])
    (s["passed"].get<bool>() ? listed_passed : listed_failed)++;
  EXPECT_EQ(listed_passed, 3);
  EXPECT_EQ(listed_failed, 2);
}

// `caylus coverage` over scenarios of the corpus: the summary line's every number (exercised,
// of how many, only seen, by how many scenarios) from the JSON's own lists.
TEST_F(Corpus, CoverageSummaryCountsFromTheIdsItLists) {
  int files = 0;
  for (const char* name : {"castle/batch-needs-food.json", "castle/best-builder-favor.json",
                           "examples/favor-resources-row-church.json"}) {
    fs::path from = fs::path(caylus::test::source_dir()) / "corpus/rulings" / name;
    ASSERT_TRUE(fs::exists(from)) << from;
    fs::copy_file(from, dir_ / fs::path(name).filename());
    ++files;
  }
  CommandRun json = run_caylus("coverage --json " + path(""), false);
  auto answer = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << json.out;
  int exercised = 0, only_seen = 0;
  for (const auto& [id, by] : answer["by_id"].items()) {
    ++exercised;
    if (by["declared"].empty() && !by["seen"].empty()) ++only_seen;
  }
  EXPECT_EQ(answer["exercised"], exercised);
  EXPECT_EQ(answer["counted"], files);
  EXPECT_EQ(answer["scenarios"], files);
  EXPECT_EQ(answer["missing"].size() + static_cast<std::size_t>(exercised),
            answer["rule_ids"].get<std::size_t>());
  EXPECT_GT(only_seen, 0) << "not vacuous: the replays' events show ids nobody declared";
  CommandRun run = run_caylus("coverage " + path(""));
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_EQ(last_line(run.out), std::to_string(exercised) + " of " + answer["rule_ids"].dump() +
                                    " rule ids exercised (" + std::to_string(only_seen) +
                                    " of them only seen in the events of a replay) by " +
                                    count_text(files, "scenario", "scenarios"))
      << run.out;
}

// `caylus fuzz`: "features reached: R of T" and the names never reached, from the JSON's count of
// games per feature (the same games: a run is a function of its seed and count).
TEST(FuzzSummary, FeaturesReachedCountFromTheGamesPerFeature) {
  test::CommandRun run = test::run_caylus("fuzz --games 6 --seed 3 --json", false);
  ASSERT_EQ(run.status, 0) << run.out;
  nlohmann::json answer = nlohmann::json::parse(run.out, nullptr, false);
  test::CommandRun said = test::run_caylus("fuzz --games 6 --seed 3");
  ASSERT_EQ(said.status, 0) << said.out;
  const std::string& words = said.out;
  ASSERT_TRUE(answer.is_object()) << run.out;
  int total = 0, reached = 0;
  std::vector<std::string> never;
  for (const auto& [name, games] : answer["features"].items()) {
    ++total;
    if (games.get<int>() > 0)
      ++reached;
    else
      never.push_back(name);
  }
  EXPECT_EQ(total, static_cast<int>(fuzzing::feature_table().size()));
  EXPECT_GT(never.size(), 0u) << "not vacuous: 6 games leave features unreached";
  EXPECT_EQ(answer["never_reached"].size(), never.size());
  EXPECT_EQ(answer["games"], 6);
  EXPECT_TRUE(contains(words, "fuzz: features reached: " + std::to_string(reached) + " of " +
                                  std::to_string(total) + "\n"))
      << words;
}

// `caylus bench`: its games (game g: the seed g + 1 draws the neutral buildings, then each
// decision uniformly among the legal actions, default rules) played again here with the plain
// legal_actions list and checked apply, not bench's counted sets: the header's games, players and
// runs, the actions per game (one block of 64 games and a part of the next, so that a block or a
// game left out changes it), the signature; the same in --json, and the same signature as
// --signature and as the engine computes it here.
long bench_games_actions(int games, int players) {
  long actions = 0;
  std::vector<Action> legal;
  for (int game = 0; game < games; ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 1);
    GameSetup setup;
    setup.player_count = players;
    setup.neutral = draw_neutral(rng);
    GameState s = new_game(setup);
    while (!s.game_over()) {
      legal_actions(s, legal);
      if (legal.empty()) {
        ADD_FAILURE() << "game " << game << ": no legal action";
        return -1;
      }
      auto refused = apply(s, legal[rng.below(legal.size())]);
      if (refused) {
        ADD_FAILURE() << "game " << game << ": " << refused->rule_text();
        return -1;
      }
      ++actions;
    }
  }
  return actions;
}

TEST(BenchCounts, GamesRunsActionsPerGameAndSignatureFromTheGamesPlayedAgain) {
  const int games = 70, players = 3, repeat = 3;
  const std::string arguments = "bench --games " + std::to_string(games) + " --players " +
                                std::to_string(players) + " --repeat " + std::to_string(repeat);
  test::CommandRun run = test::run_caylus(arguments);
  ASSERT_EQ(run.status, 0) << run.out;
  std::vector<std::string> lines = test::lines_of(run.out);
  ASSERT_EQ(lines.size(), 6u) << run.out;
  EXPECT_EQ(lines[0], "caylus bench: " + std::to_string(games) + " games of " +
                          std::to_string(players) + " players, one core, median of " +
                          std::to_string(repeat) + " runs");
  long actions = bench_games_actions(games, players);
  ASSERT_GT(actions, 100L * games) << "not vacuous: games of a hundred actions and more";
  std::smatch m;
  ASSERT_TRUE(std::regex_search(lines[1], m, std::regex(R"(, ([0-9.]+) actions/game\)$)")))
      << lines[1];
  EXPECT_EQ(m[1].str(), fmt_one_decimal(static_cast<double>(actions) / games))
      << actions << " actions in " << games << " games";
  const std::string signature = fuzzing::signature_text(fuzzing::behaviour_signature());
  ASSERT_TRUE(std::regex_match(lines[5], m, std::regex(R"(  signature +([0-9a-f]{16}))")))
      << lines[5];
  EXPECT_EQ(m[1].str(), signature);
  test::CommandRun only = test::run_caylus("bench --signature", false);
  EXPECT_EQ(only.out, signature + "\n");
  test::CommandRun json = test::run_caylus(arguments + " --json", false);
  auto answer = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_TRUE(answer.is_object()) << json.out;
  EXPECT_EQ(answer["games"], games);
  EXPECT_EQ(answer["players"], players);
  EXPECT_EQ(answer["repeat"], repeat);
  EXPECT_EQ(answer["signature"], signature);
}

}  // namespace
}  // namespace caylus
