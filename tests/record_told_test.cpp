// `caylus record` shows, as they happen, every step the narrator tells (issue 35, item 7): the
// castle's houses and their PP, the castle penalty, the best builder's favor, the bailiff, the
// scoring and each favor it gives, the income, the turn order and the inn, one line each with its
// rule id, in the words of `caylus replay --explain` (the same narrator). In tmux, as a person
// meets it. Fails on the recorder that showed only the end of a turn's steps.
#include <gtest/gtest.h>

#include <string>

#include "command_helpers.h"
#include "record_support.h"
#include "test_paths.h"
#include "tmux_support.h"

namespace caylus {
namespace {

// Turn 6's castle: red offers a batch, green (nothing to offer) is forced to offer none; red is
// the best builder. Then phase 7: the bailiff moves over the dungeon's mark.
const std::string kTable = R"([Players "red green"]
[Neutral "farm forest sawmill quarry market carpenter"]
position turn=6 phase=castle bailiff=11 provost=14 workers.castle=[red,green]
position red.food=1 red.wood=1 red.stone=1 red.deniers=0 green.prestige=4 green.deniers=3
)";

// Whether `screen` shows `line` after `after` (both found, in that order).
bool shows_after(const std::string& screen, const std::string& after, const std::string& line) {
  auto first = screen.find(after);
  return first != std::string::npos && screen.find(line, first) != std::string::npos;
}

TEST(RecordTold, EveryStepTheNarratorTellsAsItHappens) {
  ASSERT_EQ(std::system("command -v tmux >/dev/null 2>&1"), 0)
      << "tmux is needed for this test: tools/install-deps.sh installs it";
  TestDir dir("told");
  fs::path file = dir / "table.caylus";
  write_text(file, kTable);
  Tmux tmux(dir);
  std::string command = std::string(caylus::test::caylus_binary()) + " record " + file.string() +
                        "; echo record-exited-\\$?; sleep 60";
  ASSERT_EQ(tmux.run("new-session -d -x 200 -y 100 -s record \"" + command + "\""), 0);
  ASSERT_TRUE(tmux.wait_for("] red> ")) << tmux.screen();

  // The castle: red's house and its PP, green's forced none and its penalty, the best builder.
  tmux.type("castle food+wood+stone");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("red to use a King's favor")) << tmux.screen();
  std::string screen = tmux.screen();
  const std::string typed = "red castle food+wood+stone";
  EXPECT_TRUE(shows_after(screen, typed, "    red puts 1 house in the dungeon [castle.section]"))
      << screen;
  EXPECT_TRUE(shows_after(screen, typed,
                          "    red +5 PP: 1 house in the dungeon (5 PP each) [castle.prestige]"))
      << screen;
  EXPECT_TRUE(shows_after(screen, "green castle none  (forced: the only legal choice)",
                          "    green -2 PP: no batch offered [castle.penalty]"))
      << screen;
  EXPECT_TRUE(shows_after(screen, typed,
                          "red offered more batches than anyone (1 batch): a King's favor for the "
                          "best builder [castle.best_builder]"))
      << screen;

  // The favor, then phase 7 and turn 7's start: the bailiff, the scoring, the income.
  // Turn 7 opens with green's prompt: two players swap first place (two_player.order).
  tmux.type("favor deniers 1");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("[turn 7, placement] green> ")) << tmux.screen();
  screen = tmux.screen();
  const std::string favor = "red favor deniers 1";
  EXPECT_TRUE(shows_after(screen, favor,
                          "    the bailiff moves 2 spaces to road space 13 (the provost, on road "
                          "space 14, was beyond it: +2); the provost joins it [bailiff.move]"))
      << screen;
  EXPECT_TRUE(shows_after(screen, favor,
                          "    the bailiff passes the mark of the dungeon (road space 12): the "
                          "dungeon is scored [scoring.trigger]"))
      << screen;
  EXPECT_TRUE(
      shows_after(screen, favor, "    red has 1 house in the dungeon: nothing [scoring.dungeon]"))
      << screen;
  EXPECT_TRUE(shows_after(
      screen, favor, "    green has 0 houses in the dungeon: a penalty of 2 PP [scoring.dungeon]"))
      << screen;
  EXPECT_TRUE(shows_after(screen, favor,
                          "    income: red +2 base [income.base]; green +2 base [income.base]"))
      << screen;

  // Turn 7 (two players: green is first now, two_player.order): the inn, told in phase 3 once
  // both have passed.
  EXPECT_TRUE(shows_after(screen, favor,
                          "    two players swap first place at the start of a turn: turn order "
                          "now green, red [two_player.order]"))
      << screen;
  for (const char* answer : {"place inn", "pass", "pass"}) {
    int prompts = tmux.count("> ");
    tmux.type(answer);
    tmux.key("Enter");
    ASSERT_TRUE(tmux.wait_for("> ", prompts)) << tmux.screen();
  }
  ASSERT_TRUE(tmux.wait_for("[special.inn]")) << tmux.screen();
  screen = tmux.screen();
  EXPECT_TRUE(contains(screen, "    green's worker moves to the inn's right slot [special.inn]"))
      << screen;
  EXPECT_FALSE(contains(screen, "(s)")) << screen;
  tmux.key("C-d");
  ASSERT_TRUE(tmux.wait_for("record-exited-")) << tmux.screen();
  if (const char* keep = std::getenv("CAYLUS_RECORD_SCREEN")) write_text(keep, tmux.screen());
}

// A position that starts as phase 7 begins, nothing noted yet: the engine's steps before the
// first entry (the bailiff over the dungeon's mark, its scoring, turn 7's income) are told before
// the first prompt, not skipped (issue 35 items 1 and 7).
TEST(RecordTold, APositionsStepsBeforeItsFirstEntry) {
  ASSERT_EQ(std::system("command -v tmux >/dev/null 2>&1"), 0)
      << "tmux is needed for this test: tools/install-deps.sh installs it";
  TestDir dir("told-opening");
  fs::path file = dir / "table.caylus";
  write_text(file, R"([Players "red green"]
[Neutral "farm forest sawmill quarry market carpenter"]
position turn=6 phase=end_of_turn bailiff=11 provost=14 green.prestige=4
)");
  Tmux tmux(dir);
  std::string command = std::string(caylus::test::caylus_binary()) + " record " + file.string() +
                        "; echo record-exited-\\$?; sleep 60";
  ASSERT_EQ(tmux.run("new-session -d -x 200 -y 100 -s record \"" + command + "\""), 0);
  ASSERT_TRUE(tmux.wait_for("[turn 7, placement] green> ")) << tmux.screen();
  std::string screen = tmux.screen();
  const std::string head =
      "Before the first entry, as the position's phase begins, the engine's steps:";
  EXPECT_TRUE(shows_after(screen, head,
                          "    the bailiff moves 2 spaces to road space 13 (the provost, on road "
                          "space 14, was beyond it: +2); the provost joins it [bailiff.move]"))
      << screen;
  EXPECT_TRUE(shows_after(
      screen, head, "    green has 0 houses in the dungeon: a penalty of 2 PP [scoring.dungeon]"))
      << screen;
  EXPECT_TRUE(shows_after(screen, head, "    income: red +2 base [income.base]")) << screen;
  // Told once, before the prompt: a decision noted next does not tell them again.
  tmux.type("pass");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("] red> ")) << tmux.screen();
  screen = tmux.screen();
  EXPECT_EQ(screen.find("[bailiff.move]"), screen.rfind("[bailiff.move]")) << screen;
  tmux.key("C-d");
  ASSERT_TRUE(tmux.wait_for("record-exited-")) << tmux.screen();
}

}  // namespace
}  // namespace caylus
