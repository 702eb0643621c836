// Which reading did the table play (issue 17): the replayer goes on after a disagreeing check;
// checks written from the engine's states under one reading pin it; a reading that changes the
// winner for real, and one that refuses an action, are told apart.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "command_helpers.h"
#include "readings_support.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "support.h"

namespace caylus {
namespace {

// -- the replayer option ----------------------------------------------------------------------

ReplayOptions going_on_options() {
  ReplayOptions options;
  options.continue_after_mismatch = true;
  return options;
}

TEST(ContinueAfterMismatch, RecordsEveryDisagreeingCheckAndReplaysToTheEnd) {
  // Blue starts with 5 deniers, not 9; red with 6, not 1: two wrong checks, then two actions.
  auto read = read_log(R"({"format": "caylus-log", "version": 1,
    "setup": {"players": ["blue", "red"], "neutral": ["neutral_carpenter", "neutral_farm", "neutral_sawmill", "neutral_market", "neutral_forest", "neutral_quarry"]},
    "actions": [
      {"check": {"players": {"blue": {"deniers": 9}}}},
      {"player": "blue", "act": "place", "at": "neutral_farm"},
      {"check": {"players": {"red": {"deniers": 1}}}},
      {"player": "red", "act": "place", "at": "neutral_forest"}
    ]})");
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  const GameLog& log = std::get<GameLog>(read);

  ReplayResult stopping = replay_log(log);
  EXPECT_EQ(stopping.verdict, Verdict::mismatch);
  EXPECT_EQ(stopping.entries_replayed, 0);
  EXPECT_EQ(stopping.disagreeing_checks.size(), 1u);
  EXPECT_FALSE(stopping.stopped_by);

  ReplayResult going_on = replay_log(log, going_on_options());
  EXPECT_EQ(going_on.verdict, Verdict::mismatch);  // the first failure stays the verdict
  ASSERT_TRUE(going_on.error);
  EXPECT_EQ(going_on.error->action, 0);
  EXPECT_EQ(going_on.entries_replayed, 4);
  EXPECT_EQ(going_on.actions_applied, 2);
  ASSERT_EQ(going_on.disagreeing_checks.size(), 2u);
  EXPECT_EQ(going_on.disagreeing_checks[1].action, 2);
  EXPECT_EQ(going_on.disagreeing_checks[1].fields[0].path, "players.red.deniers");
  EXPECT_EQ(going_on.disagreeing_checks[1].fields[0].computed, 7);  // 5 + 2 income
  EXPECT_FALSE(going_on.stopped_by);
}

TEST(ContinueAfterMismatch, AnActionRefusedStillStopsAndIsRecordedApart) {
  auto read = read_log(R"({"format": "caylus-log", "version": 1,
    "setup": {"players": ["blue", "red"], "neutral": ["neutral_carpenter", "neutral_farm", "neutral_sawmill", "neutral_market", "neutral_forest", "neutral_quarry"]},
    "actions": [
      {"check": {"players": {"blue": {"deniers": 9}}}},
      {"player": "red", "act": "place", "at": "neutral_farm"},
      {"player": "blue", "act": "place", "at": "neutral_farm"}
    ]})");
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  ReplayResult r = replay_log(std::get<GameLog>(read), going_on_options());
  EXPECT_EQ(r.verdict, Verdict::mismatch);
  EXPECT_EQ(r.error->action, 0);
  ASSERT_TRUE(r.stopped_by);
  EXPECT_EQ(r.stopped_by->action, 1);
  EXPECT_EQ(r.stopped_by->rule, "decision.player");
  EXPECT_EQ(r.entries_replayed, 1);
}

// -- checks that pin one reading --------------------------------------------------------------

TEST_F(Readings, ChecksRecordedUnderTheEnglishNotaryReadingPinIt) {
  PinnedGame g = notary_delay_game();
  ASSERT_FALSE(g.log.is_null());
  // The log as the table wrote it: under the English reading, but it does not say so.
  json undeclared = g.log;
  undeclared.erase("rules");
  undeclared["setup"]["state"].erase("options");
  std::string english = write("english.json", g.log);
  std::string table = write("table.json", undeclared);

  // Declared: consistent under its own options, notary_delay pinned to its value.
  CommandRun own = run_caylus("readings " + english + " --json", false);
  EXPECT_EQ(own.status, 0) << own.out;
  json a = parse(own.out);
  ASSERT_FALSE(a.is_discarded()) << own.out;
  EXPECT_EQ(a["consistent"], true);
  const json& delay = option_of(a, "notary_delay");
  EXPECT_EQ(delay["in_play"], true);
  EXPECT_EQ(delay["consistent_values"], json::array({"after_target_activation"}));
  // A three-player game: the two-player rule never comes into play.
  EXPECT_EQ(option_of(a, "two_player_swap_first_turn")["in_play"], false);
  CommandRun words = run_caylus("readings " + english);
  EXPECT_TRUE(contains(words.out,
                       "after_target_activation only (the log's own): evidently played "
                       "under it"))
      << words.out;

  // Undeclared: not consistent under the defaults, and the check that says so is named.
  CommandRun run = run_caylus("readings " + table + " --json", false);
  EXPECT_EQ(run.status, 1) << run.out;
  json b = parse(run.out);
  ASSERT_FALSE(b.is_discarded()) << run.out;
  EXPECT_EQ(b["consistent"], false);
  EXPECT_EQ(b["first_error"]["action"], g.check);
  EXPECT_EQ(b["first_error"]["rule"], "check");
  EXPECT_EQ(b["played_under"], json::array({"notary_delay=after_target_activation"}));
  EXPECT_EQ(option_of(b, "notary_delay")["consistent_values"],
            json::array({"after_target_activation"}));
  // The snapshot's tiles fix the edition: it is not varied.
  EXPECT_EQ(option_of(b, "edition")["fixed"], true);
  EXPECT_EQ(option_of(b, "edition")["in_play"], false);
  CommandRun text = run_caylus("readings " + table);
  EXPECT_EQ(text.status, 1);
  EXPECT_TRUE(contains(text.out,
                       "but consistent under notary_delay=after_target_activation: the "
                       "table played that reading"))
      << text.out;
  EXPECT_TRUE(contains(text.out, "under end_of_activation: the check at #" +
                                     std::to_string(g.check) + " disagrees: "))
      << text.out;

  // diff: one reading only, the check named with both values, never "the winner changes".
  CommandRun diff = run_caylus("diff " + table + " --option notary_delay");
  EXPECT_EQ(diff.status, 1) << diff.out;
  EXPECT_TRUE(contains(diff.out, "the check at #" + std::to_string(g.check) + " disagrees"))
      << diff.out;
  std::string claimed = g.claimed.is_string() ? g.claimed.get<std::string>() : g.claimed.dump();
  EXPECT_TRUE(contains(diff.out, "the log claims " + claimed)) << diff.out;
  EXPECT_TRUE(contains(diff.out, "the table played notary_delay=after_target_activation"))
      << diff.out;
  fs::create_directories(dir_ / "archive");
  fs::copy_file(table, dir_ / "archive" / "table.json");
  CommandRun archive =
      run_caylus("diff " + path("archive") + " --option notary_delay --json", false);
  EXPECT_EQ(archive.status, 1) << archive.out;
  json c = parse(archive.out);
  ASSERT_FALSE(c.is_discarded()) << archive.out;
  EXPECT_EQ(c["logs"][0]["outcome"], "one_reading_only");
  EXPECT_EQ(c["summary"]["one_reading_only"], 1);
  EXPECT_EQ(c["summary"]["winners_differ"], 0);
  CommandRun line = run_caylus("diff " + path("archive") + " --option notary_delay");
  EXPECT_TRUE(contains(line.out, "table.json: under notary_delay=end_of_activation the check at #" +
                                     std::to_string(g.check) + " disagrees: "))
      << line.out;
  EXPECT_TRUE(contains(line.out, "— the table played notary_delay=after_target_activation"))
      << line.out;
  EXPECT_TRUE(contains(line.out, "1 consistent under one reading only (the table played it)"))
      << line.out;
}

// -- a reading that changes the winner for real -----------------------------------------------

// `caylus play --players 4 --seed 7` (docs/corpus.md): under towers_zero_penalty=3 another
// player wins. Without checks, both readings are consistent: the winner changes for real.
TEST_F(Readings, AReadingThatChangesTheWinnerForReal) {
  std::string file = play("game7.json", 4, 7);
  CommandRun diff = run_caylus("diff " + file + " --option towers_zero_penalty --json", false);
  EXPECT_EQ(diff.status, 1) << diff.out;
  json d = parse(diff.out);
  ASSERT_FALSE(d.is_discarded()) << diff.out;
  EXPECT_EQ(d["outcome"], "another_winner");
  EXPECT_EQ(d["winners_differ"], true);
  EXPECT_NE(d["readings"][0]["winners"], d["readings"][1]["winners"]);
  EXPECT_EQ(d["readings"][0]["consistent"], true);
  EXPECT_EQ(d["readings"][1]["consistent"], true);
  CommandRun words = run_caylus("diff " + file + " --option towers_zero_penalty");
  EXPECT_TRUE(contains(words.out, "(the winner changes)")) << words.out;

  // readings: the option came into play, and nothing in the log tells its values apart.
  CommandRun readings = run_caylus("readings " + file + " --json", false);
  EXPECT_EQ(readings.status, 0) << readings.out;
  json r = parse(readings.out);
  ASSERT_FALSE(r.is_discarded()) << readings.out;
  EXPECT_EQ(option_of(r, "towers_zero_penalty")["in_play"], true);
  EXPECT_EQ(option_of(r, "towers_zero_penalty")["consistent_values"], json::array({"4", "3"}));

  // With the final scores claimed by a check (the table's score pad), the log pins the reading
  // and diff no longer calls it another winner: it says the table played -4.
  json log = read_json(file);
  json final_claims = json::object();
  for (const auto& [name, score] : d["final"].items())
    final_claims["players"][name]["prestige"] = score["first"];
  log["actions"].push_back({{"check", final_claims}});
  std::string scored = write("scored.json", log);
  CommandRun pinned = run_caylus("diff " + scored + " --option towers_zero_penalty");
  EXPECT_EQ(pinned.status, 1) << pinned.out;
  EXPECT_FALSE(contains(pinned.out, "(the winner changes)")) << pinned.out;
  EXPECT_TRUE(contains(pinned.out, "the table played towers_zero_penalty=4")) << pinned.out;
  EXPECT_TRUE(contains(pinned.out, "under towers_zero_penalty=3: the check at #")) << pinned.out;
  CommandRun pinned_readings = run_caylus("readings " + scored + " --json", false);
  json p = parse(pinned_readings.out);
  ASSERT_FALSE(p.is_discarded()) << pinned_readings.out;
  EXPECT_EQ(option_of(p, "towers_zero_penalty")["consistent_values"], json::array({"4"}));
}

// A reading that refuses one of the log's actions: the beginners' favors (simplified_favor=true)
// have no table, so a favor row taken in `caylus play --players 4 --seed 4` is refused there.
TEST_F(Readings, AReadingThatRefusesAnActionIsNamedNotCountedAsAnotherWinner) {
  std::string file = play("tour/game4.json", 4, 4);
  CommandRun one = run_caylus("diff " + file + " --option simplified_favor --json", false);
  EXPECT_EQ(one.status, 1) << one.out;
  json d = parse(one.out);
  ASSERT_FALSE(d.is_discarded()) << one.out;
  EXPECT_EQ(d["outcome"], "one_reading_only");
  EXPECT_EQ(d["readings"][0]["consistent"], true);
  EXPECT_EQ(d["readings"][1]["consistent"], false);
  ASSERT_FALSE(d["readings"][1]["refused_at"].is_null());
  EXPECT_EQ(d["winners_differ"], false);  // the refusing reading never reaches the end
  CommandRun words = run_caylus("diff " + file + " --option simplified_favor");
  EXPECT_TRUE(contains(words.out,
                       "the log is consistent under simplified_favor=false only: the "
                       "table played simplified_favor=false; the scores under "
                       "simplified_favor=true are those of the moment its replay stops"))
      << words.out;
  CommandRun archive = run_caylus("diff " + path("tour") + " --option simplified_favor");
  EXPECT_EQ(archive.status, 1) << archive.out;
  EXPECT_TRUE(contains(archive.out, "game4.json: under simplified_favor=true action #" +
                                        std::to_string(d["readings"][1]["refused_at"].get<int>()) +
                                        " ("))
      << archive.out;
  EXPECT_TRUE(contains(archive.out, "is refused: error[")) << archive.out;
  EXPECT_TRUE(contains(archive.out, "— the table played simplified_favor=false")) << archive.out;
  EXPECT_TRUE(contains(archive.out, "0 with another winner, 1 consistent under one reading only"))
      << archive.out;
}

// The issue's case: in `caylus play --players 4 --seed 8` a lawyer is built in the middle of the
// game, and the lawyer's prestige changes the winner. A table whose lawyer shows 3 PP wrote the
// scores down right after it was built. Under lawyer_prestige=4 that check disagrees in the
// middle of the game; the replay goes on, so the line names the check and what the same actions
// give under 4, and never "none yet".

}  // namespace
}  // namespace caylus
