// A check at a phase boundary (docs/notation.md, "A check at a phase boundary"; issue 29, item
// 5): `check at=end_of_turn bailiff=11` is compared with the state as phase 7 began, before the
// bailiff moved, a state the engine passed through since the previous action. These tests fail
// on the wrong programs: a check `at=` compared with the state where the next decision waits (it
// would see the bailiff moved), with the phase's state after its automatic steps (income paid), a
// check that sees no boundary and passes, a conversion that loses `at`.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "command_helpers.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/replayer.h"
#include "test_paths.h"

namespace caylus {
namespace {

using test::contains;
using test::run_caylus;

// Turn 6, the castle: red alone offers a batch and takes the best builder's favor; then phase 7
// moves the bailiff from 11 to 13 (the provost, on 14, is beyond it) over the dungeon's mark.
const std::string kHead = R"([Players "red green blue"]
[Neutral "farm forest sawmill quarry market carpenter"]
position turn=6 phase=castle bailiff=11 provost=14 workers.castle=[red]
position red.food=1 red.wood=1 red.stone=1 red.deniers=0 green.prestige=4
red castle food+wood+stone
red favor deniers 1
)";

GameLog read_text(const std::string& text) {
  auto read = read_text_log(text);
  if (auto* error = std::get_if<LogError>(&read)) {
    ADD_FAILURE() << error->line << ":" << error->column << ": " << error->message;
    return {};
  }
  return std::get<GameLog>(read);
}

ReplayResult replay_text(const std::string& text, bool narrate = false) {
  ReplayOptions options;
  options.narrate = narrate;
  return replay_log(read_text(text), options);
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& line : lines) out += line + "\n";
  return out;
}

TEST(CheckAt, TheBoundaryShowsTheBailiffBeforeItMoves) {
  // True only before the bailiff moves: holds at the boundary.
  ReplayResult r = replay_text(kHead + "check at=end_of_turn turn=6 bailiff=11 scored=[]\n");
  EXPECT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
  EXPECT_FALSE(r.input_error.has_value());
  // Without at=, the same claim speaks of turn 7 begun, the bailiff moved: a mismatch.
  r = replay_text(kHead + "check bailiff=11\n");
  ASSERT_EQ(r.verdict, Verdict::mismatch);
  ASSERT_EQ(r.mismatches.size(), 1u);
  EXPECT_EQ(r.mismatches[0].to_string(), "bailiff: claimed 11, computed 13");
  // And a claim true only after it moved fails at the boundary, reported like any check.
  r = replay_text(kHead + "check at=end_of_turn bailiff=13\n");
  ASSERT_EQ(r.verdict, Verdict::mismatch);
  ASSERT_TRUE(r.error.has_value());
  EXPECT_EQ(r.error->action, 2);
  EXPECT_EQ(r.error->rule, "check");
  EXPECT_EQ(r.error->turn, 6);
  EXPECT_EQ(r.error->phase, Phase::end_of_turn);
  EXPECT_EQ(r.error->line, 7);
  EXPECT_TRUE(contains(r.error->message, "as phase end_of_turn of turn 6 began"))
      << r.error->message;
  ASSERT_EQ(r.mismatches.size(), 1u);
  EXPECT_EQ(r.mismatches[0].to_string(), "bailiff: claimed 13, computed 11");
  EXPECT_EQ(r.exit_status(), 1);
}

TEST(CheckAt, CaylusCheckReportsItLikeAnyCheck) {
  // The corpus ruling with its check at the boundary made wrong: the scenario fails, naming the
  // line and column of the check, its action number, the boundary and the field.
  std::ifstream in(std::string(caylus::test::source_dir()) +
                   "/corpus/rulings/end_of_turn/position-bailiff-before-it-moves.caylus");
  std::string ruling((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string right = "check at=end_of_turn turn=6 bailiff=11";
  std::size_t at = ruling.find(right);
  ASSERT_NE(at, std::string::npos);
  ruling.replace(at, right.size(), "check at=end_of_turn turn=6 bailiff=13");
  std::string file = testing::TempDir() + "check_at_ruling.caylus";
  std::ofstream(file) << ruling;
  auto run = run_caylus("check " + file);
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, "expected verdict legal, got mismatch")) << run.out;
  EXPECT_TRUE(contains(run.out,
                       "the replay stopped at 13:1: action #2 (turn 6, phase end_of_turn): "
                       "mismatch: bailiff: claimed 13, computed 11"))
      << run.out;
  std::remove(file.c_str());
}

TEST(CheckAt, APhaseStartIsBeforeThatPhasesAutomaticSteps) {
  // Red had 3 deniers after the favor (deniers row, column 1); income pays 2 in turn 7.
  ReplayResult r = replay_text(kHead + "check at=income turn=7 red.deniers=3\n" +
                               "check at=placement turn=7 red.deniers=5\n" +
                               "check turn=7 phase=placement red.deniers=5\n");
  EXPECT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
  r = replay_text(kHead + "check at=income red.deniers=5\n");
  ASSERT_EQ(r.verdict, Verdict::mismatch);
  EXPECT_EQ(r.mismatches.at(0).to_string(), "players.red.deniers: claimed 5, computed 3");
}

TEST(CheckAt, ABoundaryNotPassedSinceThePreviousActionIsAnInputError) {
  // Phase 5 began long before: this check can see end_of_turn (6), income and placement (7).
  ReplayResult r = replay_text(kHead + "check at=activation bailiff=11\n");
  ASSERT_TRUE(r.input_error.has_value());
  EXPECT_EQ(r.exit_status(), 2);
  EXPECT_EQ(r.input_error->path, "actions[2].check.at");
  EXPECT_EQ(r.input_error->line, 7);
  EXPECT_EQ(r.input_error->column, 7);  // where at= stands
  EXPECT_TRUE(
      contains(r.input_error->message, "end_of_turn (turn 6), income (turn 7), placement (turn 7)"))
      << r.input_error->message;
  // After red's castle offer the favor waits in phase 6: no phase began since that action.
  std::string head = kHead.substr(0, kHead.find("red favor"));
  r = replay_text(head + "check at=castle\n");
  ASSERT_TRUE(r.input_error.has_value());
  EXPECT_TRUE(contains(r.input_error->message, "no phase boundary")) << r.input_error->message;
  EXPECT_TRUE(contains(r.input_error->message, "action #0")) << r.input_error->message;
  // Before the first action: the log's start, where only the position's own phase start (the
  // castle, issue 35) and those its steps began are seen.
  r = replay_text(head.substr(0, head.find("red castle")) + "check at=activation\n");
  ASSERT_TRUE(r.input_error.has_value());
  EXPECT_TRUE(contains(r.input_error->message, "the log's start")) << r.input_error->message;
  EXPECT_TRUE(contains(r.input_error->message, "castle (turn 6)")) << r.input_error->message;
  // The same refusal from the command, exit 2, at the line and column of at=.
  std::string file = testing::TempDir() + "check_at_unseen.caylus";
  std::ofstream(file) << kHead << "check at=activation\n";
  auto run = run_caylus("replay " + file);
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "check_at_unseen.caylus:7:7: error: at=activation")) << run.out;
  std::remove(file.c_str());
}

TEST(CheckAt, ChecksInARowSeeTheSameBoundariesAnAmendmentEndsThem) {
  ReplayResult r = replay_text(kHead + "check at=end_of_turn bailiff=11\n" +
                               "check at=end_of_turn provost=14\n");
  EXPECT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
  EXPECT_FALSE(r.input_error.has_value());
  r = replay_text(kHead + "amend green.deniers+=1\ncheck at=end_of_turn bailiff=11\n");
  ASSERT_TRUE(r.input_error.has_value());
  EXPECT_TRUE(contains(r.input_error->message, "action #2")) << r.input_error->message;
}

TEST(CheckAt, OnlyAChecksClaimsTakeAt) {
  // The text form's error at the line and column of at=, the JSON form's at its path.
  auto error_of = [](const std::string& text) {
    auto read = read_log(text);
    if (!std::holds_alternative<LogError>(read)) return std::string("read");
    const auto& e = std::get<LogError>(read);
    return e.path + "@" + std::to_string(e.line) + ":" + std::to_string(e.column) + " " + e.message;
  };
  const std::string json_head =
      R"({"format": "caylus-log", "version": 1, "setup": {"players": ["red", "green"],
          "neutral": ["farm", "forest", "sawmill", "quarry", "market", "carpenter"]},)";
  std::string amend = error_of(kHead + "amend at=end_of_turn bailiff=11\n");
  EXPECT_TRUE(contains(amend, "@7:7 'at' places a check at a phase boundary")) << amend;
  EXPECT_TRUE(contains(amend, "an amendment sets the state where it stands")) << amend;
  amend = error_of(json_head + R"("actions": [{"amend": {"at": "castle"}}]})");
  EXPECT_TRUE(contains(amend, "actions[0].amend.at@0:0")) << amend;
  std::string position =
      error_of(kHead.substr(0, kHead.find("position red")) + "position at=castle\n");
  EXPECT_TRUE(contains(position, "@4:10 'at' places")) << position;
  position =
      error_of(R"({"format": "caylus-log", "version": 1, "setup": {"players": ["red", "green"],
    "seed": 1, "position": {"at": "castle"}}, "actions": []})");
  EXPECT_TRUE(contains(position, "setup.position.at@")) << position;
  std::string final_claim = error_of("[Expect \"verdict=legal final.at=castle\"]\n" + kHead);
  EXPECT_TRUE(contains(final_claim, "@1:24 'at' places")) << final_claim;
  final_claim = error_of(json_head + R"("actions": [], "expect": {"verdict": "legal",
                                         "final": {"at": "castle"}}})");
  EXPECT_TRUE(contains(final_claim, "expect.final.at@")) << final_claim;
  // The phases the engine begins, in its own words: game_over begins none.
  std::string over = error_of(kHead + "check at=game_over\n");
  EXPECT_TRUE(contains(over, "@7:7 'game_over' is no phase boundary")) << over;
  EXPECT_TRUE(contains(over,
                       "income, placement, special, provost, activation, castle, "
                       "end_of_turn"))
      << over;
  over = error_of(json_head + R"("actions": [{"check": {"at": "game_over"}}]})");
  EXPECT_TRUE(contains(over, "actions[0].check.at@")) << over;
  EXPECT_EQ(error_of(kHead + "check at=end_of_turn\n"), "read");
}

TEST(CheckAt, ConversionKeepsIt) {
  std::string text = kHead + "check at=end_of_turn bailiff=11  # before it moves\n";
  GameLog log = read_text(text);
  ASSERT_EQ(log.entries.size(), 3u);
  ASSERT_TRUE(log.entries[2].claimed().at.has_value());
  EXPECT_EQ(*log.entries[2].claimed().at, Phase::end_of_turn);
  // JSON: a key of the check object, first as the text writes it first.
  std::string json = write_log(log);
  EXPECT_TRUE(contains(json, R"({"check": {"at": "end_of_turn", "bailiff": 11})")) << json;
  auto from_json = read_log(json);
  ASSERT_TRUE(std::holds_alternative<GameLog>(from_json));
  EXPECT_EQ(write_log(std::get<GameLog>(from_json)), json);
  std::string canonical = write_text_log(log);
  EXPECT_TRUE(contains(canonical, "check at=end_of_turn bailiff=11")) << canonical;
  EXPECT_EQ(write_text_log(std::get<GameLog>(from_json)), canonical);
  auto again = read_text_log(canonical);
  ASSERT_TRUE(std::holds_alternative<GameLog>(again));
  EXPECT_EQ(write_log(std::get<GameLog>(again)), json);
  // `caylus convert` both ways: text -> JSON -> text -> JSON, the same JSON.
  std::string file = testing::TempDir() + "check_at_convert.caylus";
  std::ofstream(file) << text;
  auto to_json = run_caylus("convert " + file, false);
  ASSERT_EQ(to_json.status, 0) << to_json.out;
  EXPECT_EQ(to_json.out, json);
  std::ofstream(file + ".json") << to_json.out;
  auto to_text = run_caylus("convert " + file + ".json", false);
  ASSERT_EQ(to_text.status, 0) << to_text.out;
  EXPECT_EQ(to_text.out, canonical);
  std::ofstream(file) << to_text.out;
  EXPECT_EQ(run_caylus("convert " + file, false).out, to_json.out);
  std::remove(file.c_str());
  std::remove((file + ".json").c_str());
  // Both forms replay alike, a failing claim too.
  for (std::string claim : {"bailiff=11", "bailiff=13"}) {
    GameLog t = read_text(kHead + "check at=end_of_turn " + claim + "\n");
    auto j = read_log(write_log(t));
    ASSERT_TRUE(std::holds_alternative<GameLog>(j));
    ReplayResult a = replay_log(t), b = replay_log(std::get<GameLog>(j));
    EXPECT_EQ(a.verdict, b.verdict);
    EXPECT_EQ(a.mismatches, b.mismatches);
  }
}

TEST(CheckAt, ExplainAndJsonShowIt) {
  ReplayResult r = replay_text(kHead + "check at=end_of_turn bailiff=11\n", true);
  std::string told = joined(r.narrative);
  EXPECT_TRUE(contains(told,
                       "check at=end_of_turn (action #2): agrees with the state as phase 7 (end "
                       "of turn) of turn 6 began, before its automatic steps"))
      << told;
  r = replay_text(kHead + "check at=end_of_turn bailiff=13\n", true);
  told = joined(r.narrative);
  EXPECT_TRUE(contains(told,
                       "check at=end_of_turn (action #2): 1 field differs from the state "
                       "as phase 7 (end of turn) of turn 6 began"))
      << told;
  auto answer = replay_answer_json(r);
  EXPECT_EQ(answer["verdict"], "mismatch");
  EXPECT_EQ(answer["error"]["action"], 2);
  EXPECT_EQ(answer["error"]["phase"], "end_of_turn");
  EXPECT_EQ(answer["mismatches"][0]["path"], "bailiff");
  EXPECT_EQ(answer["mismatches"][0]["computed"], 11);
}

// Issue 35, item 6: the boundary reached through a forced decision the log leaves out. green
// enters the castle first and offers nothing (its choice: it holds a batch); red, holding
// nothing, can only offer none, which the log leaves out; nobody built, no favor: phase 7 begins.
TEST(CheckAt, ABoundaryReachedThroughAnOmittedForcedDecision) {
  const std::string head = R"([Players "red green"]
[Neutral "farm forest sawmill quarry market carpenter"]
position turn=6 phase=castle bailiff=11 provost=14 workers.castle=[green,red]
position green.food=1 green.wood=1 green.stone=1 red.prestige=5
green castle none
)";
  ReplayResult r = replay_text(head + "check at=end_of_turn turn=6 bailiff=11 red.prestige=3\n");
  EXPECT_FALSE(r.input_error.has_value()) << r.input_error->message;
  EXPECT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
  EXPECT_EQ(r.forced_actions, 1);
  // And a claim that is wrong there is a mismatch at the boundary, not an input error.
  r = replay_text(head + "check at=end_of_turn bailiff=13\n");
  ASSERT_FALSE(r.input_error.has_value()) << r.input_error->message;
  ASSERT_EQ(r.verdict, Verdict::mismatch);
  EXPECT_EQ(r.mismatches.at(0).to_string(), "bailiff: claimed 13, computed 11");
}

// A check before the log's first action sees the position's own phase start and those its
// automatic steps began (issue 35, item 1: they are steps like any other).
TEST(CheckAt, APositionsOwnPhaseStartIsSeenBeforeTheFirstAction) {
  const std::string head = R"([Players "red green"]
[Neutral "farm forest sawmill quarry market carpenter"]
position turn=6 phase=end_of_turn bailiff=11 provost=14 red.prestige=5
)";  // two players: green is first in turn 7 (two_player.order)
  ReplayResult r = replay_text(head + "check at=end_of_turn turn=6 bailiff=11\n" +
                               "check at=placement turn=7 bailiff=13\n" + "green pass\n");
  EXPECT_FALSE(r.input_error.has_value()) << r.input_error->message;
  EXPECT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
}

}  // namespace
}  // namespace caylus
