// Which reading did the table play (issue 17): `caylus diff` compares outcomes and never blames a
// check, and `caylus readings` says under which values of each rule option a game is consistent.
// The logs are games the engine plays under one reading, with checks written from its states
// where the readings part, so that the checks pin that reading; games where a reading changes
// the winner for real; a game no option touches; a log with a real error; the peer archive.
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
#include "replay/log_json.h"
#include "replay/replayer.h"
#include "support.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::CommandRun;
using test::contains;
using test::run_caylus;

json parse(const std::string& text) {
  return json::parse(text, nullptr, false);
}

json read_json(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return parse(text.str());
}

// The options of the answer of `readings --json` for one log, by name.
const json& option_of(const json& answer, const std::string& name) {
  for (const auto& o : answer["options"])
    if (o["name"] == name) return o;
  static const json none;
  ADD_FAILURE() << "no option " << name << " in " << answer.dump();
  return none;
}

// {"players": {"green": {"cloth": 4}}} from the path "players.green.cloth" and the value.
json claim_at(const std::string& path, const json& value) {
  json claim = value;
  std::string rest = path;
  std::vector<std::string> keys;
  for (std::size_t dot; (dot = rest.find('.')) != std::string::npos; rest = rest.substr(dot + 1))
    keys.push_back(rest.substr(0, dot));
  keys.push_back(rest);
  for (auto it = keys.rbegin(); it != keys.rend(); ++it) claim = json{{*it, claim}};
  return claim;
}

class Readings : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("caylus_readings_" + std::string(info->name()) + "_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  std::string write(const std::string& name, const json& log) {
    fs::create_directories((dir_ / name).parent_path());
    std::ofstream(dir_ / name) << log.dump(1) << "\n";
    return path(name);
  }
  std::string play(const std::string& name, int players, int seed, const std::string& rules = "") {
    fs::create_directories((dir_ / name).parent_path());
    std::string file = path(name);
    CommandRun run =
        run_caylus("play --players " + std::to_string(players) + " --seed " + std::to_string(seed) +
                   (rules.empty() ? "" : " --rules " + rules) + " --out " + file);
    EXPECT_EQ(run.status, 0) << run.out;
    return file;
  }

  fs::path dir_;
};

// The ruling scenario of notary_delay=after_target_activation (a snapshot in turn 6: red's lawyer
// targets green's occupied wood sawmill), with a check right after the first action where the
// two readings' states differ, claiming that field's value under the English reading — what a
// table that played it would have written down.
struct PinnedGame {
  json log;       // with its options (notary_delay=after_target_activation)
  int check = 0;  // the index of the check entry in `actions`
  std::string path;
  json claimed;  // the field's value under after_target_activation
};

PinnedGame notary_delay_game() {
  PinnedGame g;
  std::string scenario = std::string(CAYLUS_SOURCE_DIR) +
                         "/corpus/rulings/options/notary_delay-after_target_activation.json";
  g.log = read_json(scenario);
  g.log.erase("expect");
  CommandRun diff = run_caylus("diff " + scenario +
                                   " --rules notary_delay=after_target_activation --versus "
                                   "notary_delay=end_of_activation --json",
                               false);
  json answer = parse(diff.out);
  if (answer.is_discarded() || answer["differences"].empty()) {
    ADD_FAILURE() << "the readings do not differ in " << scenario << "\n" << diff.out;
    return {};
  }
  const json& d = answer["differences"][0];
  EXPECT_EQ(d["kind"], "state") << d.dump();
  const json& field = d["fields"][0];
  g.path = field["path"];
  g.claimed = field["first"];
  g.check = d["action"].get<int>() + 1;
  auto& actions = g.log["actions"];
  actions.insert(actions.begin() + g.check, json{{"check", claim_at(g.path, g.claimed)}});
  // A check speaks of the moment the next decision is asked, after the forced decisions the
  // next entry does not answer (LOG_FORMAT.md, "Checks"); at the end of a log that is the next
  // real choice, by when both readings have transformed the target. The table noted blue's
  // quarry next: the check stands right after green's use, where the readings differ.
  if (g.check + 1 == static_cast<int>(actions.size()))
    actions.push_back(json{{"player", "blue"}, {"act", "use"}, {"gain", {{"stone", 2}}}});
  return g;
}

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
  fs::path archive = fs::path(CAYLUS_SOURCE_DIR) / ".." / "shared" / "games" / "peer-games.tar.xz";
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
