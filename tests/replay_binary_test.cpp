// The replayer's expect, rule overrides, narrative and JSON answer; `caylus replay` as a user
// runs it: exit statuses, compiler-style errors, archives of logs.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <string>

#include "command_helpers.h"
#include "replay/claims/checks.h"
#include "replay/json/log_json.h"
#include "replay/positions/snapshot.h"
#include "replay/replayer.h"
#include "replay_support.h"
#include "test_paths.h"
#include "tools/fuzzing/replay_invariants.h"

namespace caylus::test {
namespace {

using nlohmann::json;

// ---------------------------------------------------------------------------------------------
// expect and options

TEST(ReplayExpect, MetAndUnmetClaims) {
  PlayedGame played = play_random_game(3, 40);
  const auto& names = played.log.players;
  GameLog log = played.log;
  auto run = [&](const json& expect) {
    auto read = read_expect(expect, names, log.entries.size(), "expect");
    EXPECT_TRUE(std::holds_alternative<ExpectClaims>(read)) << expect.dump();
    if (auto* claims = std::get_if<ExpectClaims>(&read)) log.expect = *claims;
    return replay_log(log);
  };
  ReplayResult r = run({{"verdict", "legal"}, {"complete", true}});
  ASSERT_TRUE(r.expect);
  EXPECT_TRUE(r.expect->met);
  EXPECT_EQ(r.exit_status(), 0);

  r = run({{"verdict", "illegal"}, {"action", 3}, {"rule", "place.cost"}});
  EXPECT_FALSE(r.expect->met);
  EXPECT_EQ(r.expect->reasons.front(), "expected verdict illegal, got legal");
  EXPECT_EQ(r.exit_status(), 1);

  const GameState& end = played.final_state();
  r = run(
      {{"verdict", "legal"},
       {"final", {{"players", {{names[1], {{"prestige", end.player(1).goods.prestige + 1}}}}}}}});
  EXPECT_FALSE(r.expect->met);
  ASSERT_EQ(r.expect->final_mismatches.size(), 1u);
  EXPECT_EQ(r.expect->final_mismatches[0].path, "players." + names[1] + ".prestige");
  EXPECT_EQ(r.exit_status(), 1);

  r = run({{"verdict", "legal"},
           {"final", {{"players", {{names[1], {{"prestige", end.player(1).goods.prestige}}}}}}}});
  EXPECT_TRUE(r.expect->met);

  // An illegal log whose expect names the right action and rule: met (the verdict is still
  // illegal, so the exit status stays 1, LOG_FORMAT.md).
  std::size_t k = 0;
  while (played.states[k].decision.kind != DecisionKind::placement || k < 4) ++k;
  log.entries[k].action = Action{};
  log.entries[k].action.verb = Verb::place;
  log.entries[k].action.player = played.states[k].decision.player;
  log.entries[k].action.space = 27;
  r = run(
      {{"verdict", "illegal"}, {"action", k}, {"rule", "place.forbidden"}, {"complete", false}});
  EXPECT_TRUE(r.expect->met) << (r.expect->reasons.empty() ? "" : r.expect->reasons.front());
  r = run({{"verdict", "illegal"}, {"action", k + 1}, {"rule", "place.cost"}});
  EXPECT_FALSE(r.expect->met);
  EXPECT_EQ(r.expect->reasons.size(), 2u);
}

TEST(ReplayOptionsTest, RuleOverridesGoOnTopOfTheLogsOptions) {
  PlayedGame played = play_random_game(3, 40, {}, 30);
  GameLog log = played.log;
  (void)set_option(log.options, "lawyer_prestige", "3");
  ReplayOptions options;
  options.rule_overrides = {{"towers_zero_penalty", "3"}, {"market_sells_gold", "false"}};
  ReplayResult r = replay_log(log, options);
  ASSERT_FALSE(r.input_error);
  EXPECT_EQ(r.state.options.towers_zero_penalty, 3);
  EXPECT_FALSE(r.state.options.market_sells_gold);
  EXPECT_EQ(r.state.options.lawyer_prestige, 3) << "the log's own options stay";
  options.rule_overrides = {{"lawyer_prestige", "4"}};
  r = replay_log(log, options);
  EXPECT_EQ(r.state.options.lawyer_prestige, 4) << "the command line wins over the log";
  options.rule_overrides = {{"towers_zero_penalty", "7"}};
  r = replay_log(log, options);
  ASSERT_TRUE(r.input_error);
  EXPECT_EQ(r.exit_status(), 2);
}

TEST(ReplayNarrative, ExplainTellsTheGameAndKeepsTheLedger) {
  PlayedGame played = play_random_game(4, 6);
  ReplayOptions options;
  options.narrate = true;
  ReplayResult r = replay_log(played.log, options);
  ASSERT_EQ(r.verdict, Verdict::legal);
  ASSERT_TRUE(r.ledger);
  for (PlayerIndex p = 0; p < 4; ++p)
    EXPECT_EQ(r.ledger->total(p), r.state.player(p).goods.prestige);
  auto has = [&](const std::string& text) {
    for (const auto& line : r.narrative)
      if (line.find(text) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(has("Turn 1"));
  EXPECT_TRUE(has("Turn " + std::to_string(r.state.turn)));
  EXPECT_TRUE(has("Phase 2, placing workers"));
  EXPECT_TRUE(has("Phase 7, end of turn"));
  EXPECT_TRUE(has("the bailiff moves"));
  EXPECT_TRUE(has("the towers are scored, once and for all [scoring.once]"));
  EXPECT_TRUE(has("the game is over"));
  EXPECT_TRUE(has(played.log.players[0]));
  for (const auto& line : r.narrative) EXPECT_EQ(line.find("{p"), std::string::npos) << line;
}

TEST(ReplayAnswer, JsonHasTheContractsKeys) {
  PlayedGame played = play_random_game(2, 6);
  ReplayResult r = replay_log(played.log);
  auto answer = replay_answer_json(r);
  for (std::string key : {"verdict", "complete", "error", "final", "winners"})
    EXPECT_TRUE(answer.contains(key)) << key;
  EXPECT_EQ(answer["verdict"], "legal");
  EXPECT_TRUE(answer["error"].is_null());
  EXPECT_EQ(answer["final"]["turn"], r.state.turn);
  GameLog bad = played.log;
  bad.entries[3].action.player = static_cast<PlayerIndex>(1 - played.states[3].decision.player);
  r = replay_log(bad);
  answer = replay_answer_json(r);
  EXPECT_EQ(answer["verdict"], "illegal");
  for (std::string key : {"action", "turn", "phase", "player", "rule", "message"})
    EXPECT_TRUE(answer["error"].contains(key)) << key;
  EXPECT_EQ(answer["error"]["action"], 3);
}

// ---------------------------------------------------------------------------------------------
// The binary

using test::CommandRun;
using test::contains;
using test::run_caylus;

std::string data(const std::string& name) {
  return std::string(caylus::test::source_dir()) + "/tests/data/replay/" + name;
}

TEST(ReplayBinary, LegalLogExitsZero) {
  CommandRun run = run_caylus("replay " + data("legal.json"));
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out, "legal.json: legal:")) << run.out;
  EXPECT_TRUE(contains(run.out, "expect: met")) << run.out;
}

TEST(ReplayBinary, IllegalLogExitsOneWithCompilerStyleError) {
  CommandRun run = run_caylus("replay " + data("illegal_provost.json"));
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out,
                       "illegal_provost.json: action #7 (turn 1, phase provost, player "
                       "blue): error[provost.cost]: blue needs 3 deniers and has 2 to "
                       "move the provost 3 spaces"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "  action: blue provost +3")) << run.out;
  EXPECT_TRUE(contains(run.out,
                       "  legal choices: provost -2, provost -1, provost 0, provost +1, "
                       "provost +2"))
      << run.out;
}

TEST(ReplayBinary, MismatchExitsOneWithOneLinePerField) {
  CommandRun run = run_caylus("replay " + data("mismatch.json"));
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, "mismatch.json: action #3 (turn 1, phase placement): mismatch:"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "  players.green.deniers: claimed 9, computed 7")) << run.out;
  EXPECT_TRUE(contains(run.out, "  players.red.workers: claimed 6, computed 5")) << run.out;
}

TEST(ReplayBinary, ForcedDecisionsLeftOutOfAHandWrittenLog) {
  CommandRun run = run_caylus("replay --json " + data("forced.json"));
  EXPECT_EQ(run.status, 0) << run.out;
  json answer = json::parse(run.out);
  EXPECT_EQ(answer["verdict"], "legal");
  EXPECT_EQ(answer["replayed"]["forced"], 1);
  EXPECT_EQ(answer["final"]["players"]["green"]["wood"], 2);
}

TEST(ReplayBinary, BadInputExitsTwoWithThePath) {
  CommandRun run = run_caylus("replay " + data("bad_building.json"));
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "bad_building.json: actions[1].at: unknown space 'foo'"))
      << run.out;
  run = run_caylus("replay " + data("syntax_error.json"));
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "syntax_error.json:3:22: error: syntax error")) << run.out;
  run = run_caylus("replay " + data("legal.json") + " --rules towers_zero_penalty=9");
  EXPECT_EQ(run.status, 2) << run.out;
}

TEST(ReplayBinary, JsonAnswerAndDumpState) {
  CommandRun run = run_caylus("replay --json " + data("illegal_provost.json"));
  EXPECT_EQ(run.status, 1);
  json answer = json::parse(run.out);
  EXPECT_EQ(answer["verdict"], "illegal");
  EXPECT_EQ(answer["complete"], false);
  EXPECT_EQ(answer["error"]["action"], 7);
  EXPECT_EQ(answer["error"]["rule"], "provost.cost");
  EXPECT_EQ(answer["error"]["player"], "blue");
  EXPECT_EQ(answer["error"]["phase"], "provost");
  EXPECT_EQ(answer["final"]["phase"], "provost");

  run = run_caylus("replay --dump-state --at 2 " + data("legal.json"));
  EXPECT_EQ(run.status, 0) << run.out;
  json snapshot = json::parse(run.out);
  auto state = read_snapshot(snapshot, {"red", "green", "blue"}, "");
  ASSERT_TRUE(std::holds_alternative<GameState>(state)) << run.out;
  EXPECT_EQ(std::get<GameState>(state).player(0).workers_out, 1);
  EXPECT_EQ(std::get<GameState>(state).player(1).workers_out, 1);
}

TEST(ReplayBinary, PlayedGameLogsReplayLegal) {
  std::string out = std::string(::testing::TempDir()) + "caylus_replay_played.json";
  for (int players = 2; players <= 5; ++players) {
    CommandRun play = run_caylus("play --players " + std::to_string(players) + " --seed " +
                                 std::to_string(40 + players) + " --out " + out);
    ASSERT_EQ(play.status, 0) << play.out;
    for (std::string flags : {"--no-invariants ", ""}) {
      CommandRun run = run_caylus("replay " + flags + out);
      EXPECT_EQ(run.status, 0) << flags << run.out;
      EXPECT_TRUE(contains(run.out, ": legal:")) << run.out;
      EXPECT_TRUE(contains(run.out, "game complete")) << run.out;
    }
  }
  std::remove(out.c_str());
}

// Archive mode: several logs or a directory, one line per log, a summary, the worst status.
TEST(ReplayBinary, ArchiveOfADirectoryOneLinePerLogAndTheWorstStatus) {
  CommandRun run = run_caylus("replay " + data(""));
  EXPECT_EQ(run.status, 2) << run.out;  // two of the six are no valid log
  EXPECT_TRUE(contains(run.out, "bad_building.json: not a valid log: actions[1].at: unknown space"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "syntax_error.json: not a valid log: line 3, column 22"))
      << run.out;
  EXPECT_TRUE(contains(run.out,
                       "illegal_provost.json: action #7 (turn 1, phase provost, player "
                       "blue): error[provost.cost]"))
      << run.out;
  EXPECT_TRUE(contains(run.out,
                       "mismatch.json: action #3 (turn 1, phase placement): mismatch: "
                       "players.red.workers: claimed 6, computed 5"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "legal.json: legal, stops in turn 2, 11 actions")) << run.out;
  EXPECT_TRUE(contains(run.out, "6 logs: 2 legal, 1 illegal, 1 mismatch, 2 not valid; 30 actions"))
      << run.out;
}

TEST(ReplayBinary, ArchiveStatusIsTheWorstOfItsLogs) {
  EXPECT_EQ(run_caylus("replay " + data("legal.json") + " " + data("forced.json")).status, 0);
  CommandRun run = run_caylus("replay " + data("legal.json") + " " + data("illegal_provost.json"));
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, "2 logs: 1 legal, 1 illegal, 0 mismatch, 0 not valid")) << run.out;
}

TEST(ReplayBinary, ArchiveJsonIsTheSameWithParallelJobs) {
  std::string logs = data("legal.json") + " " + data("illegal_provost.json") + " " +
                     data("mismatch.json") + " " + data("forced.json");
  CommandRun one = run_caylus("replay --json " + logs);
  CommandRun two = run_caylus("replay --json --jobs 2 " + logs);
  EXPECT_EQ(one.status, 1) << one.out;
  EXPECT_EQ(two.status, 1) << two.out;
  json a = json::parse(one.out, nullptr, false);
  json b = json::parse(two.out, nullptr, false);
  ASSERT_TRUE(a.is_object() && b.is_object()) << one.out << two.out;
  EXPECT_EQ(a["logs"], b["logs"]);
  ASSERT_EQ(a["logs"].size(), 4u);
  // Sorted by path: forced, illegal_provost, legal, mismatch.
  EXPECT_EQ(a["logs"][1]["answer"]["verdict"], "illegal");
  EXPECT_EQ(a["logs"][1]["answer"]["error"]["rule"], "provost.cost");
  EXPECT_EQ(a["logs"][3]["answer"]["verdict"], "mismatch");
  EXPECT_EQ(a["summary"]["legal"], 2);
  EXPECT_EQ(a["summary"]["illegal"], 1);
  EXPECT_EQ(a["summary"]["mismatch"], 1);
  EXPECT_EQ(a["summary"]["actions"], 9 + 7 + 11 + 3);
}

TEST(ReplayBinary, ArchiveRefusesOneLogOptions) {
  for (std::string flags : {"--explain", "--dump-state", "--dump-state --at 2"}) {
    CommandRun run = run_caylus("replay " + flags + " " + data(""));
    EXPECT_EQ(run.status, 2) << flags << ": " << run.out;
    EXPECT_TRUE(contains(run.out, "take one log") || contains(run.out, "takes one log"))
        << flags << ": " << run.out;
  }
  CommandRun none = run_caylus("replay " + std::string(::testing::TempDir()) +
                               "caylus_no_such_dir " + data("legal.json"));
  EXPECT_EQ(none.status, 2) << none.out;
  EXPECT_TRUE(contains(none.out, "does not exist")) << none.out;
}

}  // namespace
}  // namespace caylus::test
