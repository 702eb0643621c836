// `caylus record` as players use it (docs/record.md): a whole game typed through standard input
// gives the very log `caylus play` writes for the same decisions; answers by road space or provost
// move, abbreviated words, notes, checks and undo; a refused line stops a script with its line
// number and the file holding every entry before it; SIGKILL in the middle of a game loses nothing
// and the next run resumes.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "command_helpers.h"
#include "core/engine.h"
#include "record_support.h"
#include "replay/json/log_json.h"
#include "replay/notation/notation.h"
#include "replay/positions/initial_state.h"
#include "replay/walk/following.h"
#include "test_paths.h"

namespace caylus {
namespace {

TEST(Record, WholeGameThroughStdinIsTheLogOfPlay) {
  TestDir dir("whole");
  GameLog played = played_log(dir, 3, 7);
  auto decisions = decisions_of(played, Answering::notation);
  ASSERT_GT(decisions.size(), 50u);
  write_text(dir / "answers.txt", lines_of(decisions, 0, decisions.size()));
  fs::path file = dir / "game.caylus";
  auto run = run_caylus("record " + file.string() + " --players " + players_arg(played) +
                        " --seed 7 < " + (dir / "answers.txt").string());
  ASSERT_EQ(run.status, 0) << run.out.substr(run.out.size() > 3000 ? run.out.size() - 3000 : 0);
  EXPECT_TRUE(contains(run.out, "The game is over"));
  EXPECT_TRUE(contains(run.out, "(forced: the only legal choice)"));
  EXPECT_EQ(slurp(file), write_text_log(played));
}

TEST(Record, NumbersAndAbbreviationsAnswerAsTheNotationDoes) {
  TestDir dir("numbers");
  GameLog played = played_log(dir, 2, 12);
  auto decisions = decisions_of(played, Answering::numbers_and_abbreviations);
  int abbreviations = 0, numbers = 0;
  for (const auto& d : decisions) {
    abbreviations += std::isalpha(d.answer[0]) ? 1 : 0;
    numbers += std::isalpha(d.answer[0]) ? 0 : 1;
  }
  EXPECT_GT(abbreviations, 10);
  EXPECT_GT(numbers, 10);
  write_text(dir / "answers.txt", lines_of(decisions, 0, decisions.size()));
  fs::path file = dir / "game.caylus";
  auto run = run_caylus("record " + file.string() + " --players " + players_arg(played) +
                        " --seed 12 < " + (dir / "answers.txt").string());
  ASSERT_EQ(run.status, 0) << run.out.substr(run.out.size() > 3000 ? run.out.size() - 3000 : 0);
  EXPECT_EQ(slurp(file), write_text_log(played));
}

TEST(Record, NotesChecksAndUndoAreWrittenOrTakenBack) {
  TestDir dir("commands");
  GameLog played = played_log(dir, 2, 5);
  auto decisions = decisions_of(played, Answering::notation);
  // The state after the first two decisions, to write a check that holds and one that does not.
  GameLog prefix = played;
  prefix.entries.resize(decisions[2].entries_before);
  auto start = initial_state(prefix);
  GameState s = std::get<GameState>(start);
  std::vector<Action> scratch;
  for (const auto& e : prefix.entries)
    ASSERT_FALSE(apply(s, meet_entry(s, e, scratch).action).has_value());
  const std::string& first = played.players[0];
  int deniers = s.player(0).goods.deniers;

  const std::string d = std::to_string(deniers), more = std::to_string(deniers + 1);
  std::string script = decisions[0].answer + "\nnote first decision\n" + decisions[1].answer +
                       "\nundo\nundo\n" + decisions[1].answer + "\nboard\nscore\n" +  // 1-8
                       "amend " + first + ".deniers=" + more + "\n" +                 // 9
                       "check " + first + ".deniers=" + more + "\n" +                 // 10
                       "check " + first + ".deniers=" + d + "\n" +                    // 11
                       decisions[2].answer + "\n";
  write_text(dir / "script.txt", script);
  fs::path file = dir / "game.caylus";
  auto run = run_caylus("record " + file.string() + " --players " + players_arg(played) +
                        " --seed 5 < " + (dir / "script.txt").string());
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "undone: " + decisions[1].answer)) << run.out;
  EXPECT_TRUE(contains(run.out, "undone: # first decision")) << run.out;
  EXPECT_TRUE(contains(run.out, "The road")) << run.out;  // board
  EXPECT_TRUE(contains(run.out, "So far:")) << run.out;   // score
  EXPECT_TRUE(contains(run.out, "mismatch")) << run.out;  // the wrong check
  EXPECT_TRUE(contains(run.out, "standard input, line 11")) << run.out;
  // The file: the two decisions (and the forced ones after them), the amendment, the check that
  // held; no note.
  GameLog expected = prefix;
  LogEntry amend, check;
  amend.is_amend = check.is_check = true;
  auto claims = read_claims(
      nlohmann::json::parse("{\"players\":{\"" + first + "\":{\"deniers\":" + more + "}}}"),
      prefix.players, "amend");
  ASSERT_TRUE(std::holds_alternative<Claims>(claims));
  amend.claims = check.claims = std::get<Claims>(claims);
  expected.entries.push_back(amend);
  expected.entries.push_back(check);
  EXPECT_EQ(slurp(file), write_text_log(expected));
  EXPECT_FALSE(contains(slurp(file), "first decision"));
}

TEST(Record, ARefusedLineStopsTheScriptWithItsNumber) {
  TestDir dir("refused");
  GameLog played = played_log(dir, 3, 9);
  auto decisions = decisions_of(played, Answering::notation);
  // Line 11 is the action of a player whose decision it is not.
  const std::string& own = decisions[10].answer;
  std::string other_player;
  for (const auto& name : played.players)
    if (own.compare(0, name.size() + 1, name + " ") != 0) other_player = name;
  std::string script =
      lines_of(decisions, 0, 10) + other_player + " pass\n" + lines_of(decisions, 10, 20);
  write_text(dir / "script.txt", script);
  fs::path file = dir / "game.caylus";
  auto run = run_caylus("record " + file.string() + " --players " + players_arg(played) +
                        " --seed 9 < " + (dir / "script.txt").string());
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "error[decision.player]")) << run.out;
  EXPECT_TRUE(contains(run.out, "standard input, line 11: refused")) << run.out;
  GameLog expected = played;
  expected.entries.resize(decisions[10].entries_before);
  EXPECT_EQ(slurp(file), write_text_log(expected));

  // A line the notation reads from its verb on but not further names its column; one that
  // fits no choice and is not the notation lists the choices (issue 28).
  write_text(dir / "bad.txt", "place nowhere\n");
  run = run_caylus("record " + (dir / "other.caylus").string() + " --players a,b --seed 1 < " +
                   (dir / "bad.txt").string());
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "<stdin>:1:7: error")) << run.out;
  write_text(dir / "bad.txt", "plce quarry\n");
  run = run_caylus("record " + (dir / "other.caylus").string() + " --players a,b --seed 1 < " +
                   (dir / "bad.txt").string());
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(
      contains(run.out, "no choice matches 'plce quarry'; the choices are pass, place gate"))
      << run.out;

  // Resuming with other players is refused; so is a file that is no log.
  run = run_caylus("record " + file.string() + " --players x,y < /dev/null");
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "already holds a game")) << run.out;
  write_text(dir / "junk.caylus", "[Players \"a b\"]\nnonsense here\n");
  run = run_caylus("record " + (dir / "junk.caylus").string() + " < /dev/null");
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "junk.caylus:")) << run.out;
  run = run_caylus("record " + (dir / "twice.caylus").string() + " --players a,a < /dev/null");
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "names 'a' twice")) << run.out;
  EXPECT_FALSE(fs::exists(dir / "twice.caylus"));
}

// Starts `caylus record` with its standard input a pipe this test writes to.
struct RecordProcess {
  pid_t pid = -1;
  int input = -1;
};

RecordProcess start_record(const std::vector<std::string>& arguments) {
  int fds[2];
  EXPECT_EQ(pipe(fds), 0);
  RecordProcess p;
  p.pid = fork();
  if (p.pid == 0) {
    dup2(fds[0], STDIN_FILENO);
    int null = open("/dev/null", O_WRONLY);
    dup2(null, STDOUT_FILENO);
    dup2(null, STDERR_FILENO);
    close(fds[0]);
    close(fds[1]);
    std::vector<char*> argv;
    std::string binary = caylus::test::caylus_binary();
    argv.push_back(binary.data());
    std::vector<std::string> copy = arguments;
    for (auto& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  close(fds[0]);
  p.input = fds[1];
  return p;
}

TEST(Record, SigkillInTheMiddleOfAGameLosesNothingAndResumes) {
  TestDir dir("kill");
  GameLog played = played_log(dir, 4, 21);
  auto decisions = decisions_of(played, Answering::notation);
  const std::size_t half = decisions.size() / 2;
  fs::path file = dir / "game.caylus";
  RecordProcess p =
      start_record({"record", file.string(), "--players", players_arg(played), "--seed", "21"});
  ASSERT_GT(p.pid, 0);
  std::string first_half = lines_of(decisions, 0, half);
  ASSERT_EQ(write(p.input, first_half.data(), first_half.size()),
            static_cast<ssize_t>(first_half.size()));
  // Every accepted entry reaches the file: wait for the last one, then kill without warning
  // while the process waits for its next line.
  const std::size_t expected_entries = decisions[half].entries_before;
  // Ends as soon as the entries are there; the bound only turns a hang into a failure.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(600);
  while (entries_in(file) != expected_entries && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ASSERT_EQ(kill(p.pid, SIGKILL), 0);
  int status = 0;
  waitpid(p.pid, &status, 0);
  close(p.input);
  EXPECT_TRUE(WIFSIGNALED(status));
  GameLog so_far = played;
  so_far.entries.resize(expected_entries);
  ASSERT_EQ(slurp(file), write_text_log(so_far));
  // No temporary file is left beside it that a reader could mistake for the game.
  int files = 0;
  for ([[maybe_unused]] const auto& f : fs::directory_iterator(dir.path())) ++files;
  EXPECT_EQ(files, 2);  // played.json and game.caylus

  // The next run resumes after the last entry.
  write_text(dir / "rest.txt", lines_of(decisions, half, decisions.size()));
  auto run = run_caylus("record " + file.string() + " < " + (dir / "rest.txt").string());
  ASSERT_EQ(run.status, 0) << run.out.substr(0, 3000);
  EXPECT_TRUE(contains(run.out, "Resuming")) << run.out.substr(0, 3000);
  EXPECT_EQ(slurp(file), write_text_log(played));
}

// People record from notes that hold every action, forced ones too (issue 28): every line of a
// `caylus play --format text` log typed into `caylus record` records that very log, a typed forced
// action being taken as the entry already applied; killed halfway just after forced entries were
// applied, and resumed by typing on from the notes, still that log.
TEST(Record, EveryLineOfAPlayLogTypedIsThatLogEvenKilledAndResumed) {
  TestDir dir("every_line");
  GameLog played = played_log(dir, 4, 7);
  auto text = run_caylus("play --players 4 --seed 7 --format text --out " +
                         (dir / "played.caylus").string());
  ASSERT_EQ(text.status, 0) << text.out;
  std::string expected;
  std::vector<std::string> lines;
  std::istringstream in(slurp(dir / "played.caylus"));
  for (std::string line; std::getline(in, line);) {
    if (!line.starts_with("[Title ")) expected += line + "\n";
    // The entries, as a person types them from the notes; the `# turn N` landmarks the writer
    // adds are no entries (docs/notation.md) and the recorder writes its own.
    if (!line.empty() && line[0] != '[' && !line.starts_with("# turn ")) lines.push_back(line);
  }
  ASSERT_EQ(lines.size(), played.entries.size());
  auto typed = [&](std::size_t from, std::size_t to) {
    std::string t;
    for (std::size_t i = from; i < to; ++i) t += lines[i] + "\n";
    return t;
  };
  // The whole game in one run.
  write_text(dir / "all.txt", typed(0, lines.size()));
  fs::path whole = dir / "whole.caylus";
  auto run = run_caylus("record " + whole.string() + " --players " + players_arg(played) +
                        " --seed 7 < " + (dir / "all.txt").string());
  ASSERT_EQ(run.status, 0) << run.out.substr(run.out.size() > 3000 ? run.out.size() - 3000 : 0);
  EXPECT_TRUE(contains(run.out, "(already applied as forced)"));
  EXPECT_EQ(slurp(whole), expected);

  // Halfway: the first forced entry after the middle that follows a decision of the players.
  auto decisions = decisions_of(played, Answering::notation);
  std::vector<bool> decided(played.entries.size(), false);
  for (const auto& d : decisions) decided[d.entries_before] = true;
  std::size_t cut = played.entries.size() / 2;
  while (cut < played.entries.size() && (decided[cut] || !decided[cut - 1])) ++cut;
  ASSERT_LT(cut, played.entries.size());
  std::size_t next_decision = cut;
  while (!decided[next_decision]) ++next_decision;
  fs::path file = dir / "game.caylus";
  RecordProcess p =
      start_record({"record", file.string(), "--players", players_arg(played), "--seed", "7"});
  ASSERT_GT(p.pid, 0);
  std::string first = typed(0, cut);
  ASSERT_EQ(write(p.input, first.data(), first.size()), static_cast<ssize_t>(first.size()));
  // The forced entries after the last typed line reach the file before the recorder waits.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(600);
  while (entries_in(file) != next_decision && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ASSERT_EQ(kill(p.pid, SIGKILL), 0);
  int status = 0;
  waitpid(p.pid, &status, 0);
  close(p.input);
  ASSERT_EQ(entries_in(file), next_decision);
  // The notes go on from the first line not typed: forced entries the file already holds.
  write_text(dir / "rest.txt", typed(cut, lines.size()));
  run = run_caylus("record " + file.string() + " < " + (dir / "rest.txt").string());
  ASSERT_EQ(run.status, 0) << run.out.substr(0, 3000);
  EXPECT_TRUE(contains(run.out, lines[cut] + "  (already applied as forced)"))
      << run.out.substr(0, 3000);
  EXPECT_EQ(slurp(file), expected);
}

}  // namespace
}  // namespace caylus
