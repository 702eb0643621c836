// The corpus commands, run as a user runs them (the `caylus` binary on small scenario files in a
// temporary directory): check, diff, coverage and golden (docs/corpus.md); and the log format's
// `covers` extension they rely on.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "command_helpers.h"
#include "core/options.h"
#include "replay/log_json.h"
#include "replay/rule_catalog.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;

using test::CommandRun;
using test::contains;
using test::run_caylus;

// The last line of the output.
std::string last_line(const std::string& text) {
  std::string trimmed = text;
  while (!trimmed.empty() && trimmed.back() == '\n') trimmed.pop_back();
  auto newline = trimmed.rfind('\n');
  return newline == std::string::npos ? trimmed : trimmed.substr(newline + 1);
}

// The summary line of `diff` on an archive under --option towers_zero_penalty.
std::string fmt_summary(int logs, int same, int scores, int winners) {
  return std::to_string(logs) +
         " log(s) under towers_zero_penalty=4 | towers_zero_penalty=3: " + std::to_string(same) +
         " the same, " + std::to_string(scores) + " with other scores but the same winner, " +
         std::to_string(winners) + " with another winner";
}

// A fresh directory per test, removed afterwards.
class Corpus : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("caylus_corpus_" + std::string(info->name()) + "_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    fs::path path = dir_ / name;
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
    return path.string();
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

// The first turn of `caylus play --players 2 --seed 3` (docs/log-format.md), with `expect`.
std::string first_turn(const std::string& expect, const std::string& extra = "") {
  return R"({"format": "caylus-log", "version": 1,)" + extra + R"(
  "setup": {"players": ["blue", "red"], "neutral": ["neutral_carpenter", "neutral_farm", "neutral_sawmill", "neutral_market", "neutral_forest", "neutral_quarry"], "seed": 3},
  "actions": [
    {"player": "blue", "act": "place", "at": "neutral_farm"},
    {"player": "red", "act": "place", "at": "neutral_forest"},
    {"player": "blue", "act": "place", "at": "fixed_carpenter"},
    {"player": "red", "act": "place", "at": "neutral_quarry"},
    {"player": "blue", "act": "pass"},
    {"player": "red", "act": "place", "at": "merchants_guild"},
    {"player": "red", "act": "pass"},
    {"player": "red", "act": "provost", "move": -2},
    {"player": "blue", "act": "provost", "move": 0},
    {"player": "red", "act": "provost", "move": 1},
    {"player": "blue", "act": "use", "gain": {"food": 1}},
    {"player": "red", "act": "use", "gain": {"wood": 1}}
  ])" + (expect.empty() ? "" : ",\n  \"expect\": " + expect) +
         "\n}\n";
}

const std::string kGoodExpect =
    R"({"verdict": "legal", "complete": false, "final": {"turn": 2, "players": {"blue": {"deniers": 8, "food": 3}}}})";
const std::string kWrongExpect =
    R"({"verdict": "legal", "complete": false, "final": {"turn": 2, "players": {"blue": {"deniers": 99, "food": 3}}}})";

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

TEST_F(Corpus, CoverageCountsExpectRuleAndCoversAndListsTheMissing) {
  write("s.json", R"({"format": "caylus-log", "version": 1,
    "covers": ["place.cost", "building.church"],
    "setup": {"players": ["red", "green"], "seed": 9},
    "actions": [{"player": "green", "act": "pass"}],
    "expect": {"verdict": "illegal", "action": 0, "rule": "decision.player"}})");
  std::size_t total = coverable_rule_ids().size();
  CommandRun run = run_caylus("coverage --declared-only " + path(""));
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_EQ(last_line(run.out),
            "3 of " + std::to_string(total) +
                " rule ids exercised (declared by expect.rule or covers) by 1 scenario(s)")
      << run.out;
  EXPECT_TRUE(contains(run.out, "missing (" + std::to_string(total - 3) + "):\n")) << run.out;
  EXPECT_TRUE(contains(run.out, "\n  scoring.towers\n")) << run.out;
  EXPECT_FALSE(contains(run.out, "\n  place.cost\n")) << run.out;

  CommandRun json = run_caylus("coverage --declared-only --json " + path(""), false);
  auto answer = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << json.out;
  EXPECT_EQ(answer["exercised"], 3);
  for (std::string id : {"place.cost", "building.church", "decision.player"})
    EXPECT_TRUE(answer["by_id"].contains(id)) << id;
  EXPECT_EQ(answer["missing"].size(), total - 3);
}

// --require-all (the ctest corpus_covers_every_rule): one scenario declaring every rule id but one
// fails and names that one; declaring them all passes.
TEST_F(Corpus, CoverageRequireAllFailsWhenOneRuleIdIsMissingAndNamesIt) {
  auto scenario = [](const std::string& left_out) {
    nlohmann::json covers = nlohmann::json::array();
    for (const auto& id : coverable_rule_ids())
      if (id != "decision.player" && id != left_out) covers.push_back(id);
    return R"({"format": "caylus-log", "version": 1, "covers": )" + covers.dump() + R"(,
      "setup": {"players": ["red", "green"], "seed": 9},
      "actions": [{"player": "green", "act": "pass"}],
      "expect": {"verdict": "illegal", "action": 0, "rule": "decision.player"}})";
  };
  std::string all = write("all/s.json", scenario(""));
  CommandRun run = run_caylus("coverage --declared-only --require-all " + all);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_FALSE(contains(run.out, "missing")) << run.out;

  std::string one_short = write("short/s.json", scenario("building.theater"));
  run = run_caylus("coverage --declared-only --require-all " + one_short);
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, "missing (1):\n  building.theater\n")) << run.out;
  EXPECT_EQ(last_line(run.out),
            "error: --require-all: 1 rule id(s) exercised by no scenario: building.theater");
  // Without the option a missing id is only reported; --json fails alike with it.
  EXPECT_EQ(run_caylus("coverage --declared-only " + one_short).status, 0);
  CommandRun json = run_caylus("coverage --declared-only --require-all --json " + one_short);
  EXPECT_EQ(json.status, 1) << json.out;
  auto answer = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << json.out;
  EXPECT_EQ(answer["missing"], nlohmann::json::array({"building.theater"}));
}

TEST_F(Corpus, CoverageSeesScoringInAWholeGameAndSkipsAFailingScenario) {
  std::string game = path("game.json");
  ASSERT_EQ(run_caylus("play --players 3 --seed 5 --out " + game).status, 0);
  ASSERT_EQ(run_caylus("golden --update " + game).status, 0);
  write("wrong.json", first_turn(kWrongExpect, R"( "covers": ["special.inn"],)"));
  CommandRun json = run_caylus("coverage --json " + path(""), false);
  EXPECT_EQ(json.status, 1) << "a scenario is not counted";
  auto answer = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << json.out;
  for (std::string id :
       {"scoring.dungeon", "scoring.walls", "scoring.towers", "game.end", "end.bonus"})
    EXPECT_TRUE(answer["by_id"].contains(id)) << id;
  EXPECT_FALSE(answer["by_id"].contains("special.inn")) << "the failing scenario does not count";
  ASSERT_EQ(answer["not_counted"].size(), 1u);
  EXPECT_TRUE(contains(answer["not_counted"][0]["file"], "wrong.json"));
}

// -- golden -----------------------------------------------------------------------------------

TEST_F(Corpus, GoldenUpdateRecordsTheFinalStateAndCheckThenHoldsTheGameToIt) {
  std::string game = path("games/golden-2p.json");
  fs::create_directories(path("games"));
  ASSERT_EQ(run_caylus("play --players 2 --seed 7 --out " + game).status, 0);
  CommandRun stale = run_caylus("golden " + path("games"));
  EXPECT_EQ(stale.status, 1) << stale.out;
  EXPECT_TRUE(contains(stale.out, "out of date")) << stale.out;
  CommandRun update = run_caylus("golden --update " + path("games"));
  EXPECT_EQ(update.status, 0) << update.out;
  EXPECT_EQ(run_caylus("golden " + path("games")).status, 0);
  EXPECT_EQ(run_caylus("check " + path("games")).status, 0);

  // A changed score is caught by check, and by golden, which names the field.
  std::string text;
  {
    std::ifstream in(game);
    text.assign(std::istreambuf_iterator<char>(in), {});
  }
  auto at = text.find("\"prestige\": ", text.find("\"expect\""));
  ASSERT_NE(at, std::string::npos);
  text.insert(at + 12, "1");  // 7 PP -> 17 PP
  std::ofstream(game) << text;
  EXPECT_EQ(run_caylus("check " + path("games")).status, 1);
  CommandRun named = run_caylus("golden " + path("games"));
  EXPECT_EQ(named.status, 1);
  EXPECT_TRUE(contains(named.out, ".prestige: claimed 1")) << named.out;
  EXPECT_EQ(run_caylus("golden --replay " + path("games")).status, 0);
  EXPECT_EQ(run_caylus("check " + path("games")).status, 0);
}

// -- covers in the log format ----------------------------------------------------------------

TEST(Covers, ReadAndWrittenBackInOrder) {
  std::string text = first_turn(kGoodExpect, R"( "covers": ["place.cost", "building.church"],)");
  auto read = read_log(text);
  ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << std::get<LogError>(read).message;
  const GameLog& log = std::get<GameLog>(read);
  EXPECT_EQ(log.covers, (std::vector<std::string>{"place.cost", "building.church"}));
  std::string written = write_log(log);
  EXPECT_TRUE(contains(written, "  \"covers\": [\"place.cost\", \"building.church\"],\n"))
      << written;
  auto again = read_log(written);
  ASSERT_TRUE(std::holds_alternative<GameLog>(again));
  EXPECT_EQ(std::get<GameLog>(again).covers, log.covers);
}

TEST(Covers, BadIdsAreInputErrorsAtTheirPath) {
  struct Case {
    std::string covers, path, says;
  };
  for (const Case& c : std::vector<Case>{
           {R"("place.cost")", "covers", "expected a list"},
           {R"(["place.cost", 3])", "covers[1]", "expected a string"},
           {R"(["place.costs"])", "covers[0]", "unknown rule id 'place.costs'"},
           {R"(["building"])", "covers[0]", "building.<id>"},
           {R"(["building.residence"])", "covers[0]", "unknown rule id"},
           {R"(["building.chapel"])", "covers[0]", "unknown rule id"},
           {R"(["castle.batch", "castle.batch"])", "covers[1]", "listed twice"},
       }) {
    auto read = read_log(first_turn(kGoodExpect, " \"covers\": " + c.covers + ","));
    ASSERT_TRUE(std::holds_alternative<LogError>(read)) << c.covers;
    const LogError& e = std::get<LogError>(read);
    EXPECT_EQ(e.path, c.path) << c.covers;
    EXPECT_TRUE(contains(e.message, c.says)) << c.covers << ": " << e.message;
  }
}

TEST(Covers, EveryRuleIdButTheBareBuildingAndEveryUsableBuilding) {
  const auto& ids = coverable_rule_ids();
  EXPECT_EQ(std::count(ids.begin(), ids.end(), "building"), 0);
  for (std::string id : {"decision.player", "two_player.no_stables", "building.fixed_peddler",
                         "building.neutral_market", "building.jeweler", "building.hotel"})
    EXPECT_EQ(std::count(ids.begin(), ids.end(), id), 1) << id;
  EXPECT_EQ(std::count(ids.begin(), ids.end(), "building.residence"), 0);
  // 77 rule ids besides `building`; 36 buildings besides the residence.
  EXPECT_EQ(ids.size(), static_cast<std::size_t>(kRuleIdCount - 1 + kBuildingCount - 2));
}

// -- rule options -----------------------------------------------------------------------------

// README "How to add a rule option": one row of the option table, and a scenario per value in
// corpus/rulings/options/<option>-<value>.json (or .caylus) played under that value. This fails
// for a row added without them, and for a scenario that does not set the value its name says.
TEST(RuleOptionScenarios, EveryValueOfEveryOptionHasAScenarioPlayedUnderIt) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(CAYLUS_SOURCE_DIR) / "corpus" / "rulings" / "options";
  for (const OptionInfo& option : option_table())
    for (std::string_view value : option.values) {
      std::string stem = std::string(option.name) + "-" + std::string(value);
      fs::path file;
      for (const char* ext : {".json", ".caylus"})
        if (fs::exists(dir / (stem + ext))) file = dir / (stem + ext);
      if (file.empty()) {
        ADD_FAILURE() << "no scenario " << (dir / stem).string() << ".json (or .caylus)";
        continue;
      }
      std::ifstream in(file, std::ios::binary);
      std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      auto read = read_log(text, dir.string());
      ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << file;
      const GameLog& log = std::get<GameLog>(read);
      const RuleOptions& played = log.start_state ? log.start_state->options : log.options;
      EXPECT_EQ(get_option(played, option.name), value) << file;
    }
}

}  // namespace
}  // namespace caylus
