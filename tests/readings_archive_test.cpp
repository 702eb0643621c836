// `caylus readings` and `caylus diff` over archives: lines that name the check, a turn no option
// touches, a log consistent under no reading, bad input, and the peer archive consistent under the
// defaults.
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
#include "replay/replayer.h"
#include "support.h"
#include "test_paths.h"

namespace caylus {
namespace {

TEST_F(Readings, ArchiveLinesNameTheCheckNotAWinnerThatDoesNotExist) {
  std::string file = play("tour/game8.json", 4, 8);
  json log = read_json(file);
  CommandRun diff = run_caylus("diff " + file + " --option lawyer_prestige --json", false);
  json d = parse(diff.out);
  ASSERT_FALSE(d.is_discarded()) << diff.out;
  ASSERT_EQ(d["outcome"], "another_winner") << diff.out;
  const json* scoring = nullptr;
  for (const auto& difference : d["differences"])
    if (difference["kind"] == "score") scoring = &difference;
  ASSERT_NE(scoring, nullptr) << diff.out;
  json claims = json::object();
  for (const auto& [name, score] : (*scoring)["players"].items())
    claims["players"][name]["prestige"] = score["second"]["after"];  // the 3 PP table
  int check = (*scoring)["action"].get<int>() + 1;
  ASSERT_LT(check, static_cast<int>(log["actions"].size()));  // mid-game
  log["actions"].insert(log["actions"].begin() + check, json{{"check", claims}});
  write("tour/game8.json", log);
  play("tour/game4.json", 4, 4);
  CommandRun run = run_caylus("diff " + path("tour") + " --option lawyer_prestige");
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, "game8.json: under lawyer_prestige=4 the check at #" +
                                    std::to_string(check) + " disagrees: "))
      << run.out;
  EXPECT_TRUE(contains(run.out,
                       "— the table played lawyer_prestige=3 (the same actions under "
                       "lawyer_prestige=4 give "))
      << run.out;
  EXPECT_FALSE(contains(run.out, "game8.json: THE WINNER CHANGES")) << run.out;
  EXPECT_FALSE(contains(run.out, "none yet")) << run.out;
  EXPECT_TRUE(contains(run.out, "1 consistent under one reading only")) << run.out;
  // Both readings still reach the end of the game: the replay went past the check.
  CommandRun one =
      run_caylus("diff " + path("tour/game8.json") + " --option lawyer_prestige --json", false);
  json o = parse(one.out);
  ASSERT_FALSE(o.is_discarded()) << one.out;
  EXPECT_EQ(o["outcome"], "one_reading_only");
  EXPECT_EQ(o["readings"][0]["complete"], true);
  EXPECT_EQ(o["readings"][0]["consistent"], false);
  EXPECT_EQ(o["readings"][0]["error"]["action"], check);
  EXPECT_EQ(o["readings"][1]["consistent"], true);
  EXPECT_EQ(o["winners_differ"], true);
}

// -- no option matters ------------------------------------------------------------------------

TEST_F(Readings, AFirstTurnNoOptionTouches) {
  std::string whole = play("whole.json", 3, 5);
  json log = read_json(whole);
  log["actions"] = json(std::vector<json>(log["actions"].begin(), log["actions"].begin() + 8));
  std::string file = write("start.json", log);
  CommandRun run = run_caylus("readings " + file + " --json", false);
  EXPECT_EQ(run.status, 0) << run.out;
  json r = parse(run.out);
  ASSERT_FALSE(r.is_discarded()) << run.out;
  EXPECT_EQ(r["consistent"], true);
  for (const auto& o : r["options"]) {
    // The first edition has no jeweler: the stock differs from the setup on.
    EXPECT_EQ(o["in_play"], o["name"] == "edition") << o.dump();
    EXPECT_EQ(o["consistent_values"].size(), o["values"].size()) << o.dump();
  }
  CommandRun words = run_caylus("readings " + file);
  EXPECT_TRUE(contains(words.out, "notary_delay")) << words.out;
  EXPECT_TRUE(contains(words.out, "not in play (the same replay under every value)")) << words.out;
  EXPECT_TRUE(contains(words.out, file + ": consistent under its own options")) << words.out;
  EXPECT_EQ(run_caylus("diff " + file + " --option notary_delay").status, 0);
}

// -- a real error -----------------------------------------------------------------------------

TEST_F(Readings, ALogConsistentUnderNoReadingNamesItsFirstError) {
  std::string whole = play("whole.json", 3, 5);
  json log = read_json(whole);
  json actions(std::vector<json>(log["actions"].begin(), log["actions"].begin() + 6));
  std::string first = actions[0]["player"];
  actions.push_back({{"check", {{"players", {{first, {{"deniers", 99}}}}}}}});
  log["actions"] = actions;
  std::string file = write("wrong.json", log);
  CommandRun run = run_caylus("readings " + file);
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, file + ": consistent under no reading: " + file +
                                    ": action #6 (turn 1, phase placement): mismatch: players." +
                                    first + ".deniers: claimed 99"))
      << run.out;

  // diff: the same under both readings, and consistent under neither: counted apart.
  fs::create_directories(dir_ / "archive");
  fs::copy_file(file, dir_ / "archive" / "wrong.json");
  CommandRun diff = run_caylus("diff " + path("archive") + " --option notary_delay");
  EXPECT_EQ(diff.status, 1) << diff.out;
  EXPECT_TRUE(contains(diff.out,
                       "wrong.json: consistent under neither reading: under both the "
                       "check at #6 disagrees: " +
                           first + " has "))
      << diff.out;
  EXPECT_TRUE(contains(diff.out, "1 consistent under neither reading")) << diff.out;

  // An illegal action: its rule id, as `caylus replay` gives it.
  actions.back() = actions[0];  // the same player places again, out of turn
  log["actions"] = actions;
  std::string illegal = write("illegal.json", log);
  CommandRun refused = run_caylus("readings " + illegal + " --json", false);
  EXPECT_EQ(refused.status, 1) << refused.out;
  json r = parse(refused.out);
  ASSERT_FALSE(r.is_discarded()) << refused.out;
  EXPECT_EQ(r["first_error"]["action"], 6);
  EXPECT_NE(r["first_error"]["rule"], "check");
  EXPECT_TRUE(contains(r["first_error"]["text"].get<std::string>(), "error[")) << r.dump();
  EXPECT_TRUE(r["played_under"].empty());
}

TEST_F(Readings, BadInputExitsTwo) {
  EXPECT_EQ(run_caylus("readings " + path("nowhere.json")).status, 2);
  std::ofstream(dir_ / "broken.json") << "{\"format\": \"caylus-log\",";
  play("good.json", 2, 3);
  CommandRun run = run_caylus("readings " + path(""));
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "broken.json: not read: line 1")) << run.out;
  CommandRun help = run_caylus("readings --help");
  EXPECT_EQ(help.status, 0);
  EXPECT_TRUE(contains(help.out, "Exit status")) << help.out;
}

// -- the peer archive -------------------------------------------------------------------------

// 200 games of an independent implementation, checks of every player at every turn: consistent
// under the default options, and the archive summary counts them so.
TEST_F(Readings, PeerGamesAreConsistentUnderTheDefaults) {
  fs::path archive =
      fs::path(caylus::test::source_dir()) / ".." / "shared" / "games" / "peer-games.tar.xz";
  ASSERT_TRUE(fs::exists(archive)) << archive;
  ASSERT_EQ(std::system(("tar xJf " + archive.string() + " -C " + dir_.string()).c_str()), 0);
  // Under the sanitizers (CAYLUS_TEST_SCALE=10) a tenth of them.
  std::vector<fs::path> games;
  for (const auto& e : fs::directory_iterator(dir_ / "peer-games"))
    if (e.path().extension() == ".json") games.push_back(e.path());
  std::sort(games.begin(), games.end());
  ASSERT_EQ(games.size(), 200u);
  std::size_t keep = static_cast<std::size_t>(test::scaled(200));
  for (std::size_t i = keep; i < games.size(); ++i) fs::remove(games[i]);
  CommandRun run = run_caylus("readings " + path("peer-games") + " --jobs 2 --json", false);
  EXPECT_EQ(run.status, 0) << run.out.substr(0, 2000);
  json r = parse(run.out);
  ASSERT_FALSE(r.is_discarded()) << run.out.substr(0, 2000);
  EXPECT_EQ(r["summary"]["logs"], keep);
  EXPECT_EQ(r["summary"]["consistent"], keep);
  EXPECT_EQ(r["summary"]["no_reading"], 0);
  // Their checks give every player's prestige at every turn: every game that scores the towers
  // with a player missing from them pins the penalty to 4.
  const json& towers = r["summary"]["options"]["towers_zero_penalty"];
  EXPECT_EQ(towers["values"]["4"]["consistent"], towers["in_play"]);
  EXPECT_EQ(towers["values"]["3"]["only"], 0);
  EXPECT_LT(towers["values"]["3"]["consistent"].get<int>(), towers["in_play"].get<int>());
  // The peer implementation's English notary reading shows in none of them (its README).
  const json& delay = r["summary"]["options"]["notary_delay"];
  EXPECT_EQ(delay["values"]["after_target_activation"]["consistent"], delay["in_play"]);
}

}  // namespace
}  // namespace caylus
