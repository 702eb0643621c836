// Golden playthroughs (docs/playthrough.md), through `caylus golden --playthroughs` as a user runs
// it: a pinned file altered at one decision is reported at that decision's line, with what
// changed in words; a game whose recorded action the rules now refuse is reported at that action;
// --update writes what the comparison then accepts; bad files are bad input (exit 2).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

namespace fs = std::filesystem;

const fs::path kSource = caylus::test::source_dir();

std::string read_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_text(const fs::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary);
  out << text;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

// A scratch copy of golden-2p.json and its pinned playthrough.
class Playthroughs : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        fs::temp_directory_path() /
        ("caylus_playthrough_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "pinned");
    fs::copy_file(kSource / "corpus/games/golden-2p.json", game());
    fs::copy_file(kSource / "corpus/playthroughs/golden-2p.txt", pinned());
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path game() const { return dir_ / "golden-2p.json"; }
  fs::path pinned() const { return dir_ / "pinned" / "golden-2p.txt"; }
  CommandRun golden(const std::string& flags = "") const {
    return run_caylus("golden " + flags + " --playthroughs " + (dir_ / "pinned").string() + " " +
                      game().string());
  }
  std::string at_line(int line) const {
    return pinned().string() + ":" + std::to_string(line) + ":";
  }

  fs::path dir_;
};

TEST_F(Playthroughs, ThePinnedFilesAreUpToDate) {
  CommandRun run = golden();
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out, pinned().string() + ": up to date")) << run.out;
}

TEST_F(Playthroughs, OneDecisionPerLineEveryChoiceOneMarked) {
  auto lines = lines_of(read_text(pinned()));
  int decisions = 0;
  for (const auto& line : lines) {
    if (line.empty() || line[0] == '#') continue;
    ++decisions;
    std::size_t marks = 0;
    for (std::size_t at = line.find(" *"); at != std::string::npos; at = line.find(" *", at + 1))
      ++marks;
    EXPECT_EQ(marks, 1u) << line;
  }
  // golden-2p.json has 194 actions and omits no decision: one line each.
  EXPECT_EQ(decisions, 194);
}

// Removing one choice from line k (a choice the game did not take) is reported at line k, and the
// removed choice is named as legal again.
TEST_F(Playthroughs, AChoiceRemovedFromLineKIsReportedAtLineK) {
  const auto original = lines_of(read_text(pinned()));
  int checked = 0;
  for (std::size_t k = 3; k < original.size() && checked < 3; k += original.size() / 3) {
    // The first decision at or after k with a choice not taken.
    std::size_t line = k;
    std::string removed;
    for (; line < original.size(); ++line) {
      const std::string& text = original[line];
      std::size_t bar = text.find(" | ");
      if (text[0] == '#' || bar == std::string::npos) continue;
      std::size_t start = text.find(": ") + 2;
      if (text[start] == '*') continue;  // the first choice is the chosen one: take another line
      removed = text.substr(start, bar - start);
      auto altered = original;
      altered[line] = text.substr(0, start) + text.substr(bar + 3);
      write_text(pinned(), joined(altered));
      break;
    }
    ASSERT_FALSE(removed.empty());
    CommandRun run = golden();
    EXPECT_EQ(run.status, 1) << run.out;
    const int number = static_cast<int>(line) + 1;
    EXPECT_TRUE(contains(run.out, at_line(number) + " first difference")) << number << run.out;
    EXPECT_TRUE(contains(run.out, "choices now legal too: " + removed)) << run.out;
    EXPECT_FALSE(contains(run.out, "no longer legal")) << run.out;
    ++checked;
  }
  EXPECT_EQ(checked, 3);
}

TEST_F(Playthroughs, AnotherChosenActionAndAMissingLineAreNamed) {
  auto lines = lines_of(read_text(pinned()));
  // The provost decision of turn 1 (line 11, action #7): blue moved it -2; pin -1 instead.
  std::size_t line = 0;
  while (line < lines.size() && lines[line].rfind("7 t1 provost blue: ", 0) != 0) ++line;
  ASSERT_LT(line, lines.size());
  auto altered = lines;
  std::string& text = altered[line];
  ASSERT_NE(text.find("*provost -2"), std::string::npos) << text;
  text.replace(text.find("*provost -2"), 11, "provost -2");
  text.replace(text.find("provost -1"), 10, "*provost -1");
  write_text(pinned(), joined(altered));
  CommandRun run = golden();
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, at_line(static_cast<int>(line) + 1))) << run.out;
  EXPECT_TRUE(contains(run.out, "chosen: pinned 'provost -1', now 'provost -2'")) << run.out;

  // A decision left out: the next one is then compared with it, at the same line.
  altered = lines;
  altered.erase(altered.begin() + static_cast<std::ptrdiff_t>(line));
  write_text(pinned(), joined(altered));
  run = golden();
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, at_line(static_cast<int>(line) + 1) + " first difference"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "now the decision is action #7")) << run.out;

  // The last decision left out: the game goes on after the pinned ones.
  altered = lines;
  altered.pop_back();
  write_text(pinned(), joined(altered));
  run = golden();
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, "goes on after the pinned 193 decisions")) << run.out;
}

// As after a rule change that makes a recorded action illegal: the golden game cannot be played
// to the end, and the playthrough names the decision where the recorded action is refused.
TEST_F(Playthroughs, ARefusedRecordedActionIsNamedAtItsDecision) {
  std::string log = read_text(game());
  // Action #2: blue places on the sawmill; on the trading post, where blue stands already, the
  // rules refuse it.
  const std::string from = R"({"player": "blue", "act": "place", "at": "neutral_sawmill"})";
  std::size_t at = log.find(from);
  ASSERT_NE(at, std::string::npos);
  log.replace(at, from.size(), R"({"player": "blue", "act": "place", "at": "trading_post"})");
  write_text(game(), log);
  CommandRun run = golden();
  EXPECT_EQ(run.status, 1) << run.out;
  // Line 4 is action #0; action #2 is line 6.
  EXPECT_TRUE(contains(run.out, at_line(6) + " first difference: decision 3, action #2"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "now 'refused place trading_post")) << run.out;
  // --update does not pin a game that is no longer legal.
  std::string before = read_text(pinned());
  run = golden("--update");
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_EQ(read_text(pinned()), before);
}

TEST_F(Playthroughs, UpdateWritesWhatTheComparisonAccepts) {
  fs::remove(pinned());
  CommandRun run = golden();
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, "no playthrough pinned")) << run.out;
  run = golden("--update");
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_EQ(read_text(pinned()), read_text(kSource / "corpus/playthroughs/golden-2p.txt"));
  run = golden();
  EXPECT_EQ(run.status, 0) << run.out;
}

TEST_F(Playthroughs, AFileThatIsNoPlaythroughIsBadInput) {
  auto lines = lines_of(read_text(pinned()));
  lines[9] = "this is not a decision";
  write_text(pinned(), joined(lines));
  CommandRun run = golden();
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, at_line(10) + " not a playthrough line")) << run.out;
  lines[9] = "12 t1 placement red: pass | place farm";  // no choice marked
  write_text(pinned(), joined(lines));
  run = golden();
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "no choice marked *")) << run.out;
}

}  // namespace
}  // namespace caylus::test
