// `caylus record` as players use it (docs/record.md): a whole game typed through standard input
// gives the very log `caylus play` writes for the same decisions; answers by number, abbreviated
// words, notes, checks and undo; a refused line stops a script with its line number and the file
// holding every entry before it; SIGKILL in the middle of a game loses nothing and the next run
// resumes; and in a real terminal (tmux) the prompt, a wrong answer, Tab completion, undo, and
// Ctrl-C on resuming.
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
#include "replay/following.h"
#include "replay/log_json.h"
#include "replay/notation.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;
using test::contains;
using test::run_caylus;

// A directory of the test's own, removed when the test passed (kept for a look when it failed).
class TestDir {
 public:
  explicit TestDir(const std::string& name)
      : path_(fs::temp_directory_path() /
              ("caylus_record_test_" + std::to_string(getpid()) + "_" + name)) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TestDir() {
    if (!::testing::Test::HasFailure()) fs::remove_all(path_);
  }
  fs::path operator/(const std::string& name) const { return path_ / name; }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// The notation of `action` without its player, as the prompt lists the choices.
std::string without_player(const GameState& s, const Action& a,
                           const std::vector<std::string>& names) {
  std::string text = action_notation(s, a, names);
  return text.substr(names[a.player].size() + 1);
}

// A decision the players make (one with more than one legal choice; forced ones are the
// recorder's): what they answer, and how many entries the log holds before it.
struct Decision {
  std::string answer;
  std::size_t entries_before = 0;
};

enum class Answering { notation, numbers_and_abbreviations };

// Every word of `text` cut to 3 characters: "pla qua" for "place quarry".
std::string abbreviated(const std::string& text) {
  std::istringstream words(text);
  std::string word, out;
  while (words >> word) out += (out.empty() ? "" : " ") + word.substr(0, 3);
  return out;
}

bool abbreviation_fits(const std::string& typed, const std::string& choice) {
  std::istringstream a(typed), b(choice);
  std::string x, y;
  for (;;) {
    bool more_a = static_cast<bool>(a >> x), more_b = static_cast<bool>(b >> y);
    if (more_a != more_b) return false;
    if (!more_a) return true;
    if (y.compare(0, x.size(), x) != 0) return false;
  }
}

std::vector<Decision> decisions_of(const GameLog& log, Answering how) {
  auto start = initial_state(log);
  EXPECT_TRUE(std::holds_alternative<GameState>(start));
  GameState s = std::get<GameState>(start);
  std::vector<Decision> out;
  std::vector<Action> legal;
  for (std::size_t i = 0; i < log.entries.size(); ++i) {
    // The log names spaces as written (SpaceRef): resolved where the action is taken.
    const Action a = meet_entry(s, log.entries[i], legal).action;
    legal_actions(s, legal);
    if (legal.size() > 1) {
      Decision d{action_notation(s, a, log.players), i};
      if (how == Answering::numbers_and_abbreviations) {
        std::size_t index = std::find(legal.begin(), legal.end(), a) - legal.begin();
        EXPECT_LT(index, legal.size());
        std::string text = without_player(s, a, log.players);
        std::string shortened = abbreviated(text);
        int fits = 0;
        for (const Action& other : legal)
          fits += abbreviation_fits(shortened, without_player(s, other, log.players)) ? 1 : 0;
        // Half by number, half by abbreviated words when they name one choice only.
        d.answer = out.size() % 2 == 0 || fits != 1 ? std::to_string(index + 1) : shortened;
      }
      out.push_back(d);
    }
    EXPECT_FALSE(apply(s, a).has_value());
  }
  EXPECT_TRUE(s.game_over());
  return out;
}

GameLog played_log(const TestDir& dir, int players, int seed) {
  fs::path out = dir / "played.json";
  auto run = run_caylus("play --players " + std::to_string(players) + " --seed " +
                        std::to_string(seed) + " --out " + out.string());
  EXPECT_EQ(run.status, 0) << run.out;
  auto read = read_log_file(out.string());
  EXPECT_TRUE(std::holds_alternative<GameLog>(read));
  GameLog log = std::get<GameLog>(read);
  log.title.reset();  // record writes no title
  return log;
}

std::string players_arg(const GameLog& log) {
  std::string list;
  for (const auto& p : log.players) list += (list.empty() ? "" : ",") + p;
  return list;
}

std::string lines_of(const std::vector<Decision>& decisions, std::size_t from, std::size_t to) {
  std::string text;
  for (std::size_t i = from; i < to; ++i) text += decisions[i].answer + "\n";
  return text;
}

std::size_t entries_in(const fs::path& file) {
  auto read = read_log_file(file.string());
  if (!std::holds_alternative<GameLog>(read)) return static_cast<std::size_t>(-1);
  return std::get<GameLog>(read).entries.size();
}

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
  int abbreviations = 0;
  for (const auto& d : decisions) abbreviations += std::isalpha(d.answer[0]) ? 1 : 0;
  EXPECT_GT(abbreviations, 10);
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

  // A line the notation cannot read names its column.
  write_text(dir / "bad.txt", "plce quarry\n");
  run = run_caylus("record " + (dir / "other.caylus").string() + " --players a,b --seed 1 < " +
                   (dir / "bad.txt").string());
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "<stdin>:1:1: error")) << run.out;

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
    std::string binary = CAYLUS_BINARY;
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
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
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

// ---------------------------------------------------------------------------------------------
// In a real terminal: tmux runs `caylus record`, the test types and reads the screen.

class Tmux {
 public:
  explicit Tmux(const TestDir& dir) : socket_((dir / "tmux.sock").string()) {}
  // The session the next keys go to and the next screens come from.
  void target(const std::string& session) { target_ = session; }
  ~Tmux() { run("kill-server"); }
  int run(const std::string& arguments) const {
    std::string command =
        "tmux -S '" + socket_ + "' -f /dev/null " + arguments + " >/dev/null 2>&1";
    return std::system(command.c_str());
  }
  std::string screen() const {
    auto out = capture("capture-pane -p -J -S - -t " + target_);
    return out;
  }
  // How many times the screen shows `text`.
  int count(const std::string& text) const {
    std::string shown = screen();
    int n = 0;
    for (auto at = shown.find(text); at != std::string::npos; at = shown.find(text, at + 1)) ++n;
    return n;
  }
  // Waits until the screen shows `text` more than `before` times (the program answers as fast as
  // the machine allows): a prompt already on the screen is not the one awaited.
  bool wait_for(const std::string& text, int before = 0, int seconds = 30) const {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (std::chrono::steady_clock::now() < deadline) {
      if (count(text) > before) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
  }
  void type(const std::string& keys) const {
    run("send-keys -t " + target_ + " -l '" + keys + "'");
  }
  void key(const std::string& name) const { run("send-keys -t " + target_ + " " + name); }

 private:
  std::string capture(const std::string& arguments) const {
    std::string command = "tmux -S '" + socket_ + "' " + arguments + " 2>/dev/null";
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return out;
    char buffer[4096];
    while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    pclose(pipe);
    return out;
  }
  std::string socket_;
  std::string target_ = "record";
};

// The screen from the last occurrence of `marker` on.
std::string after_last(const std::string& screen, const std::string& marker) {
  auto at = screen.rfind(marker);
  return at == std::string::npos ? "" : screen.substr(at);
}

TEST(Record, InATerminalTypesAnswersAWrongOneAndUndo) {
  // Not skipped: tools/install-deps.sh installs tmux (the test command runs it).
  ASSERT_EQ(std::system("command -v tmux >/dev/null 2>&1"), 0)
      << "tmux is needed for this test: tools/install-deps.sh installs it";
  TestDir dir("tmux");
  fs::path file = dir / "table.caylus";
  Tmux tmux(dir);
  std::string command = std::string(CAYLUS_BINARY) + " record " + file.string() +
                        " --players red,blue --seed 3; echo record-exited-\\$?; sleep 60";
  ASSERT_EQ(tmux.run("new-session -d -x 120 -y 50 -s record \"" + command + "\""), 0);
  ASSERT_TRUE(tmux.wait_for("] red> ")) << tmux.screen();
  std::string screen = tmux.screen();
  EXPECT_TRUE(contains(screen, "Turn 1, phase placement: red to place a worker or pass")) << screen;
  EXPECT_TRUE(contains(screen, "red: ")) << screen;  // the deciding player's goods
  EXPECT_TRUE(contains(screen, "place:")) << screen;

  // A wrong answer: the replayer's message with its rule id, nothing written, the prompt again.
  int red_prompts = tmux.count("] red> ");
  tmux.type("blue pass");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("] red> ", red_prompts)) << tmux.screen();
  screen = tmux.screen();
  EXPECT_TRUE(contains(screen, "error[decision.player]: it is red's decision now, not blue's"))
      << screen;
  EXPECT_TRUE(contains(screen, "nothing was written")) << screen;
  EXPECT_EQ(entries_in(file), 0u);

  // Tab completes verbs and building names: "pl<Tab>qua<Tab>" is "place quarry".
  tmux.type("pl");
  tmux.key("Tab");
  tmux.type("qua");
  tmux.key("Tab");
  ASSERT_TRUE(tmux.wait_for("red> place quarry")) << tmux.screen();
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("] blue> ")) << tmux.screen();
  EXPECT_TRUE(contains(tmux.screen(), "\n  red place quarry\n")) << tmux.screen();
  EXPECT_EQ(entries_in(file), 1u);

  // A number answers too (1: pass); then undo takes it back and asks blue again.
  int blue_prompts = tmux.count("] blue> ");
  tmux.type("1");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("\n  blue pass\n")) << tmux.screen();
  ASSERT_TRUE(tmux.wait_for("passed: blue")) << tmux.screen();
  EXPECT_EQ(entries_in(file), 2u);
  tmux.type("undo");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("] blue> ", blue_prompts)) << tmux.screen();
  EXPECT_TRUE(contains(after_last(tmux.screen(), "undone: blue pass"), "] blue> "))
      << tmux.screen();
  EXPECT_EQ(entries_in(file), 1u);

  tmux.type("board");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("The road")) << tmux.screen();
  EXPECT_TRUE(contains(tmux.screen(), "quarry                 worker of red")) << tmux.screen();
  tmux.type("quit");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("record-exited-0")) << tmux.screen();

  // Resumed in another terminal; Ctrl-C in the middle of a line loses that line only.
  // The shell survives Ctrl-C (a handler of its own, not inherited by the program) to say how
  // the program ended.
  std::string resume = "trap : INT; " + std::string(CAYLUS_BINARY) + " record " + file.string() +
                       "; echo record-exited-\\$?; sleep 60";
  ASSERT_EQ(tmux.run("new-session -d -x 120 -y 50 -s resume \"" + resume + "\""), 0);
  tmux.target("resume");
  ASSERT_TRUE(tmux.wait_for("] blue> ")) << tmux.screen();
  EXPECT_TRUE(contains(tmux.screen(), "Resuming " + file.string() + ": 1 entry")) << tmux.screen();
  tmux.type("place gat");
  ASSERT_TRUE(tmux.wait_for("blue> place gat")) << tmux.screen();
  tmux.key("C-c");
  ASSERT_TRUE(tmux.wait_for("record-exited-")) << tmux.screen();
  EXPECT_TRUE(contains(tmux.screen(), "record-exited-130")) << tmux.screen();  // SIGINT
  EXPECT_EQ(entries_in(file), 1u);

  auto read = read_log_file(file.string());
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  EXPECT_EQ(write_text_log(std::get<GameLog>(read)).find("red place quarry") != std::string::npos,
            true)
      << slurp(file);
  // The screen as the players saw it, for a look: CAYLUS_RECORD_SCREEN=FILE keeps it.
  if (const char* keep = std::getenv("CAYLUS_RECORD_SCREEN")) write_text(keep, tmux.screen());
}

}  // namespace
}  // namespace caylus
