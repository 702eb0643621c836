// `caylus record` in a real terminal (tmux): the prompt, a wrong answer, Tab completion (only what
// the decision accepts), a road space's number, undo, and Ctrl-C on resuming (never skipped);
// provost values and parts of words as answers, the provost's and the favor's menus.
#include <fcntl.h>
#include <fmt/core.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "command_helpers.h"
#include "core/engine.h"
#include "record_support.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/positions/initial_state.h"
#include "replay/walk/following.h"
#include "test_paths.h"
#include "tmux_support.h"

namespace caylus {
namespace {

// In a real terminal: tmux runs `caylus record`, the test types and reads the screen
// (tmux_support.h).

TEST(Record, InATerminalTypesAnswersAWrongOneAndUndo) {
  // Not skipped: tools/install-deps.sh installs tmux (the test command runs it).
  ASSERT_EQ(std::system("command -v tmux >/dev/null 2>&1"), 0)
      << "tmux is needed for this test: tools/install-deps.sh installs it";
  TestDir dir("tmux");
  fs::path file = dir / "table.caylus";
  Tmux tmux(dir);
  std::string command = std::string(caylus::test::caylus_binary()) + " record " + file.string() +
                        " --players red,blue --seed 3; echo record-exited-\\$?; sleep 60";
  ASSERT_EQ(tmux.run("new-session -d -x 120 -y 50 -s record \"" + command + "\""), 0);
  ASSERT_TRUE(tmux.wait_for("] red> ")) << tmux.screen();
  std::string screen = tmux.screen();
  EXPECT_TRUE(contains(screen, "Turn 1, phase placement: red to place a worker or pass")) << screen;
  EXPECT_TRUE(contains(screen, "red: ")) << screen;  // the deciding player's goods
  EXPECT_TRUE(contains(screen, "place:")) << screen;
  // What a placement costs now: 1 denier while nobody has passed (place.cost).
  EXPECT_TRUE(contains(screen, "a worker costs 1 denier now")) << screen;

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

  // Tab completes the words of the pending decision's choices: "pl<Tab>" is "place ", and Tab
  // there lists the spaces a worker may go to, none of the stock's tiles (issue 28).
  tmux.type("pl");
  tmux.key("Tab");
  ASSERT_TRUE(tmux.wait_for("red> place ")) << tmux.screen();
  int place_lines = tmux.count("red> place ");
  tmux.key("Tab");
  ASSERT_TRUE(tmux.wait_for("red> place ", place_lines)) << tmux.screen();
  {
    // The listing: the words between the line completed and the prompt again.
    const std::string shown = tmux.screen();
    const auto last = shown.rfind("red> place ");
    const auto first = shown.rfind("red> place ", last - 1);
    ASSERT_NE(first, std::string::npos) << shown;
    std::istringstream listing(shown.substr(first, last - first));
    std::vector<std::string> offered;
    for (std::string word; listing >> word;)
      if (word != "red>" && word != "place" && word != "[turn" && word != "1," &&
          word != "placement]")
        offered.push_back(word);
    std::sort(offered.begin(), offered.end());
    // What the engine accepts: every place choice, by the name the notation gives its space.
    auto read = read_log_file(file.string());
    ASSERT_TRUE(std::holds_alternative<GameLog>(read));
    const GameLog& log = std::get<GameLog>(read);
    GameState s = std::get<GameState>(initial_state(log));
    std::vector<Action> legal;
    legal_actions(s, legal);
    std::vector<std::string> placements;
    for (const Action& a : legal)
      if (a.verb == Verb::place) placements.push_back(without_player(s, a, log.players).substr(6));
    std::sort(placements.begin(), placements.end());
    EXPECT_EQ(offered, placements) << shown;
    // Never a tile of the stock (those are built, not placed on), but for a tile named as a
    // building of the road is (the stock's quarry and the neutral one are both "quarry").
    int stock_tiles = 0;
    for (int b = 1; b < kBuildingCount; ++b) {
      const auto tile = static_cast<BuildingId>(b);
      const std::string name(short_building_name(tile));
      if ((s.stock & tile_bit(tile)) == 0 ||
          std::count(placements.begin(), placements.end(), name) > 0)
        continue;
      ++stock_tiles;
      EXPECT_EQ(std::count(offered.begin(), offered.end(), name), 0)
          << name << " offered at a placement";
    }
    EXPECT_GT(stock_tiles, 10);
  }
  tmux.type("qua");
  tmux.key("Tab");
  ASSERT_TRUE(tmux.wait_for("red> place quarry")) << tmux.screen();
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("] blue> ")) << tmux.screen();
  EXPECT_TRUE(contains(tmux.screen(), "\n  red place quarry\n")) << tmux.screen();
  EXPECT_EQ(entries_in(file), 1u);

  // A number is a road space (2: the farm of seed 3's road, whoever places); then undo takes it
  // back and asks blue again.
  int blue_prompts = tmux.count("] blue> ");
  EXPECT_TRUE(contains(tmux.screen(), " 2 farm,")) << tmux.screen();
  tmux.type("2");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("\n  blue place farm\n")) << tmux.screen();
  EXPECT_EQ(entries_in(file), 2u);
  tmux.type("undo");
  tmux.key("Enter");
  ASSERT_TRUE(tmux.wait_for("] blue> ", blue_prompts)) << tmux.screen();
  EXPECT_TRUE(contains(after_last(tmux.screen(), "undone: blue place farm"), "] blue> "))
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
  std::string resume = "trap : INT; " + std::string(caylus::test::caylus_binary()) + " record " +
                       file.string() + "; echo record-exited-\\$?; sleep 60";
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

// ---------------------------------------------------------------------------------------------
// Answers as people type them at a table (issue 28): a number that is a legal provost value means
// that value; a part of any word names the one choice it fits.

// The parts a typed word may start: a word, and its pieces after `_` or `+` (the recorder's rule,
// tools/record/record_prompt.cpp, written again from docs/record.md).
bool loosely_fits(const std::string& typed, const std::string& choice) {
  std::istringstream t(typed), c(choice);
  std::string want, word;
  while (t >> want) {
    bool found = false;
    while (!found && c >> word) {
      for (std::size_t at = 0; !found; ++at) {
        found = word.compare(at, want.size(), want) == 0;
        at = word.find_first_of("_+", at);
        if (at == std::string::npos) break;
      }
    }
    if (!found) return false;
  }
  return true;
}

// A decision of a played game where `answer` must be taken as `expected` (the notation).
struct TablePrompt {
  std::string answer;
  std::string expected;
  GameLog before;  // the log up to that decision
  std::string player;
  std::vector<std::string> choices;  // the legal choices there, without the player
};

// The first decision of `log` where exactly one choice is the one `pick` says.
template <typename Pick>
std::optional<TablePrompt> find_prompt(const GameLog& log, const std::string& answer, Pick pick) {
  GameState s = std::get<GameState>(initial_state(log));
  std::vector<Action> legal;
  for (std::size_t i = 0; i < log.entries.size(); ++i) {
    const Action a = meet_entry(s, log.entries[i], legal).action;
    legal_actions(s, legal);
    std::vector<std::string> texts;
    for (const Action& c : legal) texts.push_back(without_player(s, c, log.players));
    if (legal.size() > 1) {
      if (auto chosen = pick(texts)) {
        TablePrompt found{answer, log.players[s.decision.player] + " " + *chosen, log,
                          log.players[s.decision.player], texts};
        found.before.entries.resize(i);
        return found;
      }
    }
    if (apply(s, a)) return std::nullopt;
  }
  return std::nullopt;
}

std::optional<std::string> only_loose_fit(const std::vector<std::string>& texts,
                                          const std::string& typed) {
  std::optional<std::string> fit;
  for (const auto& t : texts)
    if (loosely_fits(typed, t)) {
      if (fit) return std::nullopt;
      fit = t;
    }
  return fit;
}

TEST(Record, AtATableNumbersAreProvostValuesAndPartsOfWordsAnswer) {
  ASSERT_EQ(std::system("command -v tmux >/dev/null 2>&1"), 0)
      << "tmux is needed for this test: tools/install-deps.sh installs it";
  TestDir dir("table");
  auto has = [](const std::vector<std::string>& texts, const std::string& t) {
    return std::find(texts.begin(), texts.end(), t) != texts.end();
  };
  struct Wanted {
    std::string answer;
    std::function<std::optional<std::string>(const std::vector<std::string>&)> pick;
  };
  // The provost's menu offers -3 to +3 where he can go; 2 is +2, not the second choice.
  auto provost = [&](std::string value) {
    return [=](const std::vector<std::string>& texts) -> std::optional<std::string> {
      if (has(texts, "provost +2") && has(texts, "provost -1") && has(texts, "provost 0"))
        return "provost " + value;
      return std::nullopt;
    };
  };
  auto loose = [&](std::string typed, std::string must) {
    return [=](const std::vector<std::string>& texts) -> std::optional<std::string> {
      auto fit = only_loose_fit(texts, typed);
      if (fit && fit->find(must) != std::string::npos) return fit;
      return std::nullopt;
    };
  };
  std::vector<Wanted> wanted = {{"2", provost("+2")},
                                {"+2", provost("+2")},
                                {"0", provost("0")},
                                {"-1", provost("-1")},
                                {"cloth", loose("cloth", "cloth")},
                                {"give st", loose("give st", "give stone")},
                                {"fa de 2", loose("fa de 2", "favor deniers 2")}};
  std::vector<TablePrompt> prompts;
  for (const auto& w : wanted) {
    std::optional<TablePrompt> found;
    for (int seed = 1; seed <= 40 && !found; ++seed)
      found = find_prompt(played_log(dir, 3 + seed % 3, seed), w.answer, w.pick);
    ASSERT_TRUE(found) << "no played game has a prompt for '" << w.answer << "'";
    prompts.push_back(*found);
  }

  Tmux tmux(dir);
  for (std::size_t k = 0; k < prompts.size(); ++k) {
    const TablePrompt& p = prompts[k];
    fs::path file = dir / ("table" + std::to_string(k) + ".caylus");
    write_text(file, write_text_log(p.before));
    const std::string session = "s" + std::to_string(k);
    std::string command = std::string(caylus::test::caylus_binary()) + " record " + file.string() +
                          "; echo record-exited-\\$?; sleep 60";
    ASSERT_EQ(tmux.run("new-session -d -x 160 -y 50 -s " + session + " \"" + command + "\""), 0);
    tmux.target(session);
    const std::string prompt = "] " + p.player + "> ";
    ASSERT_TRUE(tmux.wait_for(prompt)) << tmux.screen();
    // The menu as the players see it (issue 28, items 1 and 6).
    const std::string menu = after_last(tmux.screen(), "\nTurn ");
    if (k < 4) {
      // The provost's moves by their values only: "provost: -1, 0, +1, +2", no list numbers.
      std::string values;
      for (const auto& c : p.choices)
        if (c.starts_with("provost ")) values += (values.empty() ? "" : ", ") + c.substr(8);
      EXPECT_TRUE(contains(menu, "\n  provost: " + values + "\n")) << values << "\n" << menu;
    }
    if (k == 6) {
      // Each favor row with its open columns and what each gives (the King's favor table:
      // prestige column c gives c PP, deniers column c gives 2 + c deniers), and why.
      std::string prestige, deniers;
      for (const auto& c : p.choices) {
        if (c.starts_with("favor prestige ")) {
          int column = std::stoi(c.substr(15));
          prestige += fmt::format("{}{} → +{} PP", prestige.empty() ? "" : ", ", column, column);
        }
        if (c.starts_with("favor deniers ")) {
          int column = std::stoi(c.substr(14));
          deniers +=
              fmt::format("{}{} → +{} deniers", deniers.empty() ? "" : ", ", column, column + 2);
        }
      }
      ASSERT_FALSE(deniers.empty()) << menu;
      EXPECT_TRUE(contains(menu, "\n  deniers: " + deniers + "\n")) << menu;
      if (!prestige.empty()) {
        EXPECT_TRUE(contains(menu, "\n  prestige: " + prestige + "\n")) << menu;
      }
      EXPECT_TRUE(contains(menu, "\n  resources: 1 take food → +1 food")) << menu;
      // Why: the cause with its rule, then the columns open.
      auto why = menu.find("\n  why: ");
      ASSERT_NE(why, std::string::npos) << menu;
      const std::string cause = menu.substr(why, menu.find('\n', why + 1) - why);
      EXPECT_TRUE(contains(cause, "[castle.best_builder]") || contains(cause, "[scoring.") ||
                  contains(cause, "[build.favors]") || contains(cause, "[special.joust_field]"))
          << cause;
      EXPECT_TRUE(contains(menu, "King's favor: ")) << menu;
      EXPECT_TRUE(contains(menu, "[favor.columns]")) << menu;
      EXPECT_FALSE(contains(menu, "favor deniers:")) << menu;  // rows named without the verb
    }
    if (k == 4) {
      // Nothing fits: the choices are listed, nothing is written.
      tmux.type("xyzzy");
      tmux.key("Enter");
      ASSERT_TRUE(tmux.wait_for(prompt, 1)) << tmux.screen();
      EXPECT_TRUE(contains(tmux.screen(), "no choice matches 'xyzzy'; the choices are "))
          << tmux.screen();
      EXPECT_EQ(entries_in(file), p.before.entries.size());
    }
    tmux.type(p.answer);
    tmux.key("Enter");
    ASSERT_TRUE(tmux.wait_for("\n  " + p.expected + "\n")) << p.answer << "\n" << tmux.screen();
    EXPECT_FALSE(contains(tmux.screen(), "error")) << tmux.screen();
    tmux.type("quit");
    tmux.key("Enter");
    ASSERT_TRUE(tmux.wait_for("record-exited-0")) << tmux.screen();
    auto read = read_log_file(file.string());
    ASSERT_TRUE(std::holds_alternative<GameLog>(read));
    const GameLog& recorded = std::get<GameLog>(read);
    ASSERT_GT(recorded.entries.size(), p.before.entries.size());
    GameLog first = recorded;
    first.entries.resize(p.before.entries.size() + 1);
    const std::string text = write_text_log(first);
    EXPECT_TRUE(text.ends_with("\n" + p.expected + "\n")) << p.answer << ":\n" << text;
  }
}

}  // namespace
}  // namespace caylus
