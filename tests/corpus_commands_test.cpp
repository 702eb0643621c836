// The corpus commands, run as a user runs them (the `caylus` binary on small scenario files in a
// temporary directory): check and diff (docs/corpus.md).
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "command_helpers.h"
#include "core/options.h"
#include "core/rule_texts/rule_catalog.h"
#include "corpus_support.h"
#include "replay/json/log_json.h"

namespace caylus {
namespace {

// -- check ------------------------------------------------------------------------------------

TEST_F(Corpus, CheckPassesAGoodScenario) {
  std::string good = write("good.json", first_turn(kGoodExpect));
  CommandRun run = run_caylus("check " + good);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_EQ(last_line(run.out), "1 passed, 0 failed") << run.out;
}

TEST_F(Corpus, CheckFailsAWrongExpectWithTheFieldAndTheCount) {
  write("rulings/good.json", first_turn(kGoodExpect));
  std::string bad = write("rulings/bad.json", first_turn(kWrongExpect));
  CommandRun run = run_caylus("check " + path("rulings"));
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(
      run.out, bad + ": expect not met: final players.blue.deniers: claimed 99, computed 8\n"))
      << run.out;
  EXPECT_FALSE(contains(run.out, "good.json:")) << "a passing scenario prints nothing\n" << run.out;
  EXPECT_EQ(last_line(run.out), "1 passed, 1 failed") << run.out;
}

TEST_F(Corpus, CheckNamesAWrongVerdictAndWhereTheReplayStopped) {
  // expect says legal, but green acts out of turn at action #0.
  std::string file = write("turn.json", R"({"format": "caylus-log", "version": 1,
    "setup": {"players": ["red", "green"], "seed": 9},
    "actions": [{"player": "green", "act": "pass"}], "expect": {"verdict": "legal"}})");
  CommandRun run = run_caylus("check " + file);
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, file + ": expect not met: expected verdict legal, got illegal"))
      << run.out;
  EXPECT_TRUE(contains(run.out,
                       "the replay stopped at action #0 (turn 1, phase placement, player green): "
                       "error[decision.player]"))
      << run.out;
  EXPECT_EQ(last_line(run.out), "0 passed, 1 failed") << run.out;
}

TEST_F(Corpus, CheckFailsAScenarioWithoutExpectAndAnInvalidOneWithItsPlace) {
  std::string none = write("a_none.json", first_turn(""));
  std::string invalid =
      write("b_invalid.json", first_turn(kGoodExpect, R"( "covers": ["place.costs"],)"));
  std::string good = write("c_good.json", first_turn(kGoodExpect));
  CommandRun run = run_caylus("check --verbose " + path(""));
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, none + ": no expect")) << run.out;
  EXPECT_TRUE(
      contains(run.out, invalid + ": not a valid log: covers[0]: unknown rule id 'place.costs'"))
      << run.out;
  EXPECT_TRUE(contains(run.out, good + ": ok: legal")) << run.out;
  EXPECT_EQ(last_line(run.out), "1 passed, 2 failed") << run.out;
}

TEST_F(Corpus, CheckExitsTwoForAPathThatDoesNotExist) {
  CommandRun run = run_caylus("check " + path("nowhere"));
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "does not exist")) << run.out;
}

TEST_F(Corpus, CheckJsonListsEveryScenario) {
  write("good.json", first_turn(kGoodExpect));
  write("bad.json", first_turn(kWrongExpect));
  CommandRun run = run_caylus("check --json " + path(""), false);
  EXPECT_EQ(run.status, 1);
  auto answer = nlohmann::json::parse(run.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << run.out;
  EXPECT_EQ(answer["passed"], 1);
  EXPECT_EQ(answer["failed"], 1);
  ASSERT_EQ(answer["scenarios"].size(), 2u);
  EXPECT_EQ(answer["scenarios"][0]["passed"], false);  // bad.json sorts first
  EXPECT_EQ(answer["scenarios"][1]["passed"], true);
}

// -- diff -------------------------------------------------------------------------------------

// A whole random game: every player with no house in the towers when they are scored loses 4 PP
// (towers_zero_penalty=4) or 3 PP (=3), so the option matters at the towers scoring.
TEST_F(Corpus, DiffReportsWhereAnOptionChangesTheScore) {
  std::string game = path("game.json");
  ASSERT_EQ(run_caylus("play --players 2 --seed 18 --out " + game).status, 0);
  CommandRun run = run_caylus("diff " + game + " --option towers_zero_penalty --json", false);
  EXPECT_EQ(run.status, 1) << run.out;
  auto answer = nlohmann::json::parse(run.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << run.out;
  EXPECT_EQ(answer["same"], false);
  ASSERT_FALSE(answer["differences"].empty());
  const auto& first = answer["differences"][0];
  EXPECT_EQ(first["kind"], "score") << first.dump();
  std::string text = first["text"].dump();
  EXPECT_TRUE(contains(text, "under towers_zero_penalty=4")) << text;
  EXPECT_TRUE(contains(text, "towers scoring: no house in the towers")) << text;
  // Each player's final score moves by the penalty's difference (1 PP) or not at all.
  int moved = 0;
  for (const auto& [name, score] : answer["final"].items()) {
    int d = score["difference"];
    EXPECT_TRUE(d == 0 || d == 1) << name << ": " << d;
    moved += d;
  }
  EXPECT_GT(moved, 0);

  CommandRun words =
      run_caylus("diff " + game + " --rules towers_zero_penalty=4 --versus towers_zero_penalty=3");
  EXPECT_EQ(words.status, 1) << words.out;
  EXPECT_TRUE(contains(words.out, "first difference: the prestige differs after it")) << words.out;
  EXPECT_TRUE(contains(words.out, "final scores (towers_zero_penalty=4 | towers_zero_penalty=3):"))
      << words.out;
}

TEST_F(Corpus, DiffSaysSoWhenTheOptionDoesNotMatter) {
  // Turn 1 only: the towers are never scored.
  std::string file = write("turn1.json", first_turn(kGoodExpect));
  CommandRun run = run_caylus("diff " + file + " --option towers_zero_penalty");
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out, "the dispute does not change the outcome")) << run.out;
  CommandRun json = run_caylus("diff " + file + " --rules towers_zero_penalty=3 --json", false);
  EXPECT_EQ(json.status, 0) << json.out;
  auto answer = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << json.out;
  EXPECT_EQ(answer["same"], true);
  EXPECT_TRUE(answer["differences"].empty());
  EXPECT_EQ(answer["readings"][1]["label"], "towers_zero_penalty=4");  // the log's own
}

TEST_F(Corpus, DiffRefusesBadArguments) {
  std::string file = write("turn1.json", first_turn(kGoodExpect));
  EXPECT_EQ(run_caylus("diff " + file + " --option no_such_option").status, 2);
  EXPECT_EQ(run_caylus("diff " + file + " --rules towers_zero_penalty=7").status, 2);
  EXPECT_EQ(run_caylus("diff " + file).status, 2);
  CommandRun same = run_caylus("diff " + file + " --rules towers_zero_penalty=4");
  EXPECT_EQ(same.status, 2) << same.out;
  EXPECT_TRUE(contains(same.out, "both readings are the same rules")) << same.out;
  EXPECT_EQ(run_caylus("diff " + path("nowhere.json") + " --option edition").status, 2);
}

// An archive: each game's line agrees with what `diff` says of that game alone, and the summary
// counts the lines.
TEST_F(Corpus, DiffOfAnArchiveAgreesWithEachGameAlone) {
  fs::create_directories(dir_ / "tour");
  for (int seed = 1; seed <= 6; ++seed)
    ASSERT_EQ(run_caylus("play --players 4 --seed " + std::to_string(seed) + " --out " +
                         path("tour/g" + std::to_string(seed) + ".json"))
                  .status,
              0);
  write("tour/turn1.json", first_turn(kGoodExpect));  // towers never scored: the same
  CommandRun run =
      run_caylus("diff " + path("tour") + " --option towers_zero_penalty --jobs 2 --json", false);
  EXPECT_EQ(run.status, 1) << run.out;
  auto answer = nlohmann::json::parse(run.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << run.out;
  ASSERT_EQ(answer["logs"].size(), 7u);
  int same = 0, scores = 0, winners = 0;
  for (const auto& entry : answer["logs"]) {
    std::string file = entry["file"];
    CommandRun alone = run_caylus("diff " + file + " --option towers_zero_penalty --json", false);
    auto single = nlohmann::json::parse(alone.out, nullptr, false);
    ASSERT_FALSE(single.is_discarded()) << alone.out;
    EXPECT_EQ(entry["same"], single["same"]) << file;
    EXPECT_EQ(entry["winners_differ"], single["winners_differ"]) << file;
    if (!single["same"].get<bool>()) {
      EXPECT_EQ(entry["first_difference"]["action"], single["differences"][0]["action"]) << file;
      EXPECT_EQ(entry["first_difference"]["kind"], single["differences"][0]["kind"]) << file;
    }
    if (entry["same"].get<bool>())
      ++same;
    else if (entry["winners_differ"].get<bool>())
      ++winners;
    else if (entry["scores_differ"].get<bool>())
      ++scores;
  }
  EXPECT_GE(same, 1);  // turn1.json
  EXPECT_EQ(answer["summary"]["same"], same);
  EXPECT_EQ(answer["summary"]["scores_differ"], scores);
  EXPECT_EQ(answer["summary"]["winners_differ"], winners);
  EXPECT_EQ(answer["summary"]["not_compared"], 0);

  CommandRun words = run_caylus("diff " + path("tour") + " --option towers_zero_penalty");
  EXPECT_EQ(words.status, 1) << words.out;
  EXPECT_TRUE(contains(words.out, "turn1.json: the same under both readings")) << words.out;
  EXPECT_TRUE(contains(words.out, fmt_summary(7, same, scores, winners))) << words.out;
}

TEST_F(Corpus, DiffOfAnArchiveNamesTheLogItCouldNotCompare) {
  write("tour/turn1.json", first_turn(kGoodExpect));
  write("tour/broken.json", "{\"format\": \"caylus-log\",");
  CommandRun run = run_caylus("diff " + path("tour") + " --option towers_zero_penalty");
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "broken.json: not compared: line 1")) << run.out;
  EXPECT_TRUE(contains(run.out, "1 not compared")) << run.out;
  EXPECT_EQ(run_caylus("diff " + path("tour") + " --option no_such_option").status, 2);
}

// -- coverage ---------------------------------------------------------------------------------

}  // namespace
}  // namespace caylus
