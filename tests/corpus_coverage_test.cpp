// The corpus commands coverage and golden, run as a user runs them; the log format's `covers`
// extension they rely on, and a scenario played under every value of every rule option.
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
#include "replay/log_input.h"
#include "test_paths.h"

namespace caylus {
namespace {

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
                " rule ids exercised (declared by expect.rule, covers or refused claims) by 1 "
                "scenario")
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

// A refused claim exercises its rule when the replay confirms it; a contradicted one does not.
TEST_F(Corpus, CoverageCountsTheRuleOfAConfirmedRefusedClaim) {
  write("s.json", R"({"format": "caylus-log", "version": 1,
    "setup": {"players": ["red", "green"], "seed": 9},
    "actions": [{"refused": {"player": "green", "act": "pass"}, "rule": "decision.player"},
                {"legal": {"player": "red", "act": "pass"}}],
    "expect": {"verdict": "legal"}})");
  write("wrong.json", R"({"format": "caylus-log", "version": 1,
    "setup": {"players": ["red", "green"], "seed": 9},
    "actions": [{"refused": {"player": "red", "act": "pass"}, "rule": "place.pass"}],
    "expect": {"verdict": "mismatch", "action": 0}})");
  CommandRun json = run_caylus("coverage --declared-only --json " + path(""), false);
  auto answer = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << json.out;
  EXPECT_EQ(answer["exercised"], 1) << json.out;
  EXPECT_TRUE(answer["by_id"].contains("decision.player")) << json.out;
  EXPECT_FALSE(answer["by_id"].contains("place.pass")) << json.out;
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
            "error: --require-all: 1 rule id exercised by no scenario: building.theater");
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

// docs/developing.md "A rule option": one row of the option table, and a scenario per value in
// corpus/rulings/options/<option>-<value>.json (or .caylus) played under that value and covering
// the row's first rule id. This fails for a row added without them, for a scenario that does
// not set the value its name says, and for one that does not play the option's rule.
TEST(RuleOptionScenarios, EveryValueOfEveryOptionHasAScenarioPlayedUnderIt) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(caylus::test::source_dir()) / "corpus" / "rulings" / "options";
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
      ASSERT_TRUE(std::holds_alternative<GameLog>(read))
          << std::get<LogError>(read).located(file.string());
      const GameLog& log = std::get<GameLog>(read);
      const RuleOptions& played = log.start_state ? log.start_state->options : log.options;
      EXPECT_EQ(get_option(played, option.name), value) << file;
      // It plays the rule the option is a reading of (the row's first rule id), by its covers
      // or its expected refusal; building.<tile> is the rule of the buildings' effects.
      ASSERT_FALSE(option.rules.empty()) << option.name;
      const std::string rule(rule_id_text(option.rules.front()));
      std::vector<std::string> named = log.covers;
      if (log.expect && log.expect->rule) named.push_back(*log.expect->rule);
      bool covered = false;
      for (const std::string& id : named)
        covered =
            covered || id == rule ||
            (option.rules.front() == RuleId::building_effect && id.rfind("building.", 0) == 0);
      EXPECT_TRUE(covered) << file << " covers no " << rule << ", the rule " << option.name
                           << " is a reading of";
    }
}

// docs/developing.md 3.6: a ruling says what it settles and where the rulebook says it (Title,
// Source) and which rules it exercises (Covers, the rule of its expected refusal or of a `refused`
// claim), as `caylus coverage` counts them. corpus_check
// holds its answer; without this test a scenario missing them passed every test (recipes-walk.md).
TEST(RulingScenarios, EachHasATitleASourceAndTheRulesItExercises) {
  namespace fs = std::filesystem;
  const fs::path rulings = fs::path(caylus::test::source_dir()) / "corpus" / "rulings";
  int read = 0;
  for (const auto& entry : fs::recursive_directory_iterator(rulings)) {
    const std::string ext = entry.path().extension().string();
    if (ext != ".json" && ext != ".caylus") continue;
    const std::string file = entry.path().string();
    auto log = read_log_file(file);
    ASSERT_TRUE(std::holds_alternative<GameLog>(log)) << std::get<LogError>(log).located(file);
    const GameLog& g = std::get<GameLog>(log);
    ++read;
    EXPECT_FALSE(g.title.value_or("").empty()) << file << ": no Title (what the ruling settles)";
    EXPECT_FALSE(g.source.value_or("").empty())
        << file << ": no Source (the seed and section, the FAQ question, or the worked example)";
    bool declares = !g.covers.empty() || (g.expect && g.expect->rule);
    for (const LogEntry& e : g.entries) declares = declares || !e.refused_rule.empty();
    EXPECT_TRUE(declares) << file << ": no Covers (the rule ids it exercises)";
  }
  EXPECT_GE(read, 200);
}

}  // namespace
}  // namespace caylus
