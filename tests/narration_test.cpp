// The narrator tells every step from the moment the log starts, and every sentence it writes is
// true and grammatical (issue 35, items 1 and 5). These tests fail on the wrong programs: a
// position whose phase's automatic steps are applied silently (the narration starting at the next
// phase, the ledger's "+2 prestige when the log starts" for a position that said 4), a favor's
// words that read the columns open after the step ("column 3 is not open yet; columns 1-4 are
// open"), a section named with the wrong verb ("the towers is full") or a count with "(s)".
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "core/engine.h"
#include "core/text.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/narration/event_words.h"
#include "replay/notation/notation.h"
#include "replay/positions/initial_state.h"
#include "replay/replayer.h"
#include "test_paths.h"

namespace caylus {
namespace {

using test::CommandRun;
using test::contains;
using test::run_caylus;

const std::string kCorpus = std::string(caylus::test::source_dir()) + "/corpus/rulings/";

GameLog read_text(const std::string& text) {
  auto read = read_text_log(text);
  if (auto* error = std::get_if<LogError>(&read)) {
    ADD_FAILURE() << error->line << ":" << error->column << ": " << error->message;
    return {};
  }
  return std::get<GameLog>(read);
}

GameLog read_file(const std::string& path) {
  auto read = read_log_file(path);
  if (auto* error = std::get_if<LogError>(&read)) {
    ADD_FAILURE() << path << ":" << error->line << ": " << error->message;
    return {};
  }
  return std::get<GameLog>(read);
}

ReplayResult told(const GameLog& log) {
  ReplayOptions options;
  options.narrate = true;
  return replay_log(log, options);
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& line : lines) out += line + "\n";
  return out;
}

// The index of the first line containing `text`, or -1.
int line_of(const std::vector<std::string>& lines, const std::string& text) {
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (contains(lines[i], text)) return static_cast<int>(i);
  return -1;
}

PlayerIndex seat(const ReplayResult& r, const std::string& name) {
  for (std::size_t p = 0; p < r.names.size(); ++p)
    if (r.names[p] == name) return static_cast<PlayerIndex>(p);
  ADD_FAILURE() << "no player " << name;
  return 0;
}

// ---- item 1: the steps before the first entry ----

TEST(OpeningSteps, APositionAtTheEndOfTurnTellsTheBailiffAndTheScoring) {
  ReplayResult r = told(read_file(kCorpus + "end_of_turn/position-bailiff-jumps-a-mark.caylus"));
  ASSERT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
  const auto& n = r.narrative;
  std::string text = joined(n);
  // Turn 6's phase 7 is told, before the first entry (red's favor, #0).
  int header = line_of(n, "Phase 7, end of turn");
  int bailiff = line_of(n,
                        "the bailiff moves 2 spaces to road space 13 (the provost, on road "
                        "space 14, was beyond it: +2); the provost joins it [bailiff.move]");
  int mark = line_of(n,
                     "the bailiff passes the mark of the dungeon (road space 12): the dungeon "
                     "is scored [scoring.trigger]");
  int red = line_of(n, "red has 2 houses in the dungeon: 1 King's favor [scoring.dungeon]");
  int favor = line_of(n, "#0 red favor deniers 1");
  ASSERT_GE(header, 0) << text;
  EXPECT_EQ(line_of(n, "Turn 6"), header - 1) << text;
  EXPECT_GT(bailiff, header) << text;
  EXPECT_GT(mark, bailiff) << text;
  EXPECT_GT(red, mark) << text;
  EXPECT_GT(favor, red) << text;
  // The rest of the scoring comes after red's favor, then turn 7.
  EXPECT_GT(line_of(n, "green has 1 house in the dungeon: nothing [scoring.dungeon]"), favor);
  EXPECT_GT(line_of(n, "blue has 0 houses in the dungeon: a penalty of 2 PP [scoring.dungeon]"),
            favor);
  EXPECT_GT(line_of(n, "Turn 7"), favor);

  // The ledger: the first figure is the position's, every change after it has its cause.
  ASSERT_TRUE(r.ledger.has_value());
  const auto& blue = r.ledger->entries(seat(r, "blue"));
  ASSERT_EQ(blue.size(), 2u);
  EXPECT_TRUE(blue[0].opening);
  EXPECT_EQ(blue[0].amount, 5);
  EXPECT_FALSE(blue[1].opening);
  EXPECT_EQ(blue[1].amount, -2);
  EXPECT_EQ(blue[1].total, 3);
  EXPECT_EQ(blue[1].turn, 6);
  EXPECT_EQ(blue[1].phase, Phase::end_of_turn);
  EXPECT_EQ(blue[1].cause, "dungeon scoring: no house in the dungeon");
  const auto& green = r.ledger->entries(seat(r, "green"));
  ASSERT_EQ(green.size(), 1u);
  EXPECT_EQ(green[0].amount, 4);
  EXPECT_EQ(r.ledger->total(seat(r, "green")), r.state.player(seat(r, "green")).goods.prestige);
}

TEST(OpeningSteps, AFavorDuringTheDungeonsScoringIsToldTrue) {
  ReplayResult r =
      told(read_file(kCorpus + "favors/position-favor-during-the-dungeon-scoring.caylus"));
  ASSERT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
  const auto& n = r.narrative;
  std::string text = joined(n);
  EXPECT_GE(line_of(n, "the bailiff passes the mark of the dungeon (road space 12)"), 0) << text;
  EXPECT_GE(line_of(n, "green has 2 houses in the dungeon: 1 King's favor"), 0) << text;
  EXPECT_GE(line_of(n,
                    "green's King's favor: columns 1-2 are open (3-4 open once the dungeon "
                    "has been scored) [favor.columns]"),
            0)
      << text;
  // Issue 35's contradiction: the marker stays in column 2 because column 3 is not open, and
  // the same line must not say columns 1-4 are.
  int stays = line_of(n, "green's prestige marker stays in column 2");
  ASSERT_GE(stays, 0) << text;
  EXPECT_TRUE(contains(n[stays], "column 3 is not open yet; columns 1-2 are open")) << n[stays];
  EXPECT_FALSE(contains(n[stays], "columns 1-4 are open")) << n[stays];
  // green's ledger: the position's 5, the favor's +2.
  const auto& green = r.ledger->entries(seat(r, "green"));
  ASSERT_EQ(green.size(), 2u);
  EXPECT_TRUE(green[0].opening);
  EXPECT_EQ(green[0].amount, 5);
  EXPECT_EQ(green[1].amount, 2);
  EXPECT_EQ(green[1].cause, "King's favor: prestige row, column 2");
  EXPECT_EQ(green[1].total, 7);
}

// A position at income: each player's income by source, told in phase 1, before placement.
TEST(OpeningSteps, APositionAtIncomeTellsTheIncome) {
  ReplayResult r = told(read_text(R"([Players "red green"]
[Neutral "farm forest sawmill quarry market carpenter"]
position turn=4 phase=income bailiff=10 red.deniers=3 green.deniers=1
red pass
)"));
  ASSERT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
  const auto& n = r.narrative;
  std::string text = joined(n);
  int income = line_of(n, "Phase 1, income");
  int paid = line_of(n, "income: ");
  int placing = line_of(n, "Phase 2, placing workers");
  ASSERT_GE(income, 0) << text;
  EXPECT_GT(paid, income) << text;
  EXPECT_TRUE(contains(n[paid], "red +2 base [income.base]")) << n[paid];
  EXPECT_TRUE(contains(n[paid], "green +2 base [income.base]")) << n[paid];
  EXPECT_GT(placing, paid) << text;
  // 3 + 2 of income + 1 for passing first (place.pass).
  EXPECT_EQ(r.state.player(seat(r, "red")).goods.deniers, 6);
}

// --json: the steps before the first entry are the first step, with no action.
TEST(OpeningSteps, TheJsonAnswerGivesThemAsItsFirstStep) {
  CommandRun run = run_caylus(
      "replay --json " + kCorpus + "end_of_turn/position-bailiff-jumps-a-mark.caylus", false);
  auto answer = nlohmann::json::parse(run.out);
  ASSERT_TRUE(answer.contains("steps")) << run.out;
  const auto& first = answer["steps"][0];
  EXPECT_TRUE(first["action"].is_null()) << first.dump();
  EXPECT_TRUE(first["notation"].is_null());
  EXPECT_EQ(first["turn"], 6);
  EXPECT_EQ(first["phase"], "end_of_turn");
  std::vector<std::string> kinds;
  for (const auto& e : first["events"]) kinds.push_back(e["kind"]);
  ASSERT_GE(kinds.size(), 3u) << first.dump();
  EXPECT_EQ(kinds[0], "bailiff_moved");
  EXPECT_EQ(kinds[1], "mark_passed");
  EXPECT_EQ(answer["steps"][1]["action"], 0);
}

// A snapshot stands at a decision: nothing is run before its first entry, and the ledger opens
// with the snapshot's prestige.
TEST(OpeningSteps, ASnapshotOpensTheLedgerWithItsOwnPrestige) {
  ReplayResult position =
      told(read_file(kCorpus + "end_of_turn/position-bailiff-jumps-a-mark.caylus"));
  GameLog log;
  log.players = position.names;
  log.start_state = position.state;
  ReplayResult r = told(log);
  ASSERT_FALSE(r.input_error.has_value()) << r.input_error->message;
  EXPECT_FALSE(r.opening.has_value());
  for (PlayerIndex p = 0; p < r.state.player_count; ++p) {
    ASSERT_EQ(r.ledger->entries(p).size(), 1u);
    EXPECT_EQ(r.ledger->entries(p)[0].amount, position.state.player(p).goods.prestige);
  }
}

// ---- item 5: agreement ----

// Every event kind's words, with counts 1 and 2 and every section: no "(s)", a count agrees with
// its noun, a section with its verb.
TEST(Agreement, EveryEventKindWithCountsOneAndTwoAndEverySection) {
  GameLog log = read_text(R"([Players "red green blue"]
[Neutral "farm forest sawmill quarry market carpenter"]
)");
  GameState s = std::get<GameState>(initial_state(log));
  const std::regex one_many(
      R"(\b1 (houses|deniers|spaces|batches|King's favors|residences|players|cubes|fields)\b)");
  const std::regex two_one(
      R"(\b2 (house|denier|space|batch|King's favor|residence|player|cube|field)\b(?![s\w']))");
  const std::regex bad_verb(
      R"(the (walls|towers) (is|was|has|holds)\b|the dungeon (are|were|have|hold)\b)");
  int told_lines = 0;
  for (int k = 0; k < kEventKindCount; ++k)
    for (int count : {1, 2})
      for (int section = 0; section < kSectionCount; ++section) {
        Event e{static_cast<EventKind>(k),
                1,
                static_cast<std::int16_t>(count),
                static_cast<std::int16_t>(count),
                BuildingId::neutral_farm,
                static_cast<Section>(section),
                5};
        if (e.kind == EventKind::favor_column_refused) e.detail = 1 | 2 << 2;
        std::string line = render_message(event_line(e, Action{}, s), log.players);
        ++told_lines;
        EXPECT_FALSE(contains(line, "(s)") || contains(line, "(es)")) << line;
        EXPECT_FALSE(std::regex_search(line, one_many)) << line;
        EXPECT_FALSE(std::regex_search(line, two_one)) << line;
        EXPECT_FALSE(std::regex_search(line, bad_verb)) << line;
      }
  EXPECT_EQ(told_lines, kEventKindCount * 2 * kSectionCount);
}

TEST(Agreement, TheHelpersAgree) {
  EXPECT_EQ(count_text(1, "house", "houses"), "1 house");
  EXPECT_EQ(count_text(2, "house", "houses"), "2 houses");
  EXPECT_EQ(count_text(0, "house", "houses"), "0 houses");
  EXPECT_EQ(agree(1, "player has", "players have"), "player has");
  EXPECT_EQ(section_agree(Section::dungeon, "is", "are"), "is");
  EXPECT_EQ(section_agree(Section::walls, "is", "are"), "are");
  EXPECT_EQ(section_agree(Section::towers, "is", "are"), "are");
}

// The words of a scoring by the bailiff's mark and by filling, for the walls.
TEST(Agreement, TheWallsAreScored) {
  GameState s = std::get<GameState>(initial_state(read_text(R"([Players "red green"]
[Neutral "farm forest sawmill quarry market carpenter"]
)")));
  Event mark{EventKind::mark_reached, kNoPlayer, 0, 0, BuildingId::none, Section::walls, 16};
  EXPECT_EQ(event_words(mark, Action{}, s),
            "the bailiff reaches the mark of the walls (road space 16): the walls are scored");
  Event filled{EventKind::section_completed, kNoPlayer, 0, 0, BuildingId::none, Section::towers};
  EXPECT_EQ(event_words(filled, Action{}, s),
            "the towers filled up this turn: the towers are scored");
}

}  // namespace
}  // namespace caylus
