// Helpers of the `caylus record` tests: a directory of the test's own, the decisions of a played
// game as a player answers them (the notation, numbers, abbreviations), and a played log.
#pragma once

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
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/positions/initial_state.h"
#include "replay/walk/following.h"

namespace caylus {

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

inline std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

inline void write_text(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// The notation of `action` without its player, as the prompt lists the choices.
inline std::string without_player(const GameState& s, const Action& a,
                                  const std::vector<std::string>& names) {
  std::string text = action_notation(s, a, names);
  return text.substr(names[a.player].size() + 1);
}

// A decision the players make (one with more than one legal choice; forced ones are the
// recorder's): what they answer, and how many entries the log holds before it.
struct TypedDecision {
  std::string answer;
  std::size_t entries_before = 0;
};

enum class Answering { notation, numbers_and_abbreviations };

// Every word of `text` cut to 3 characters: "pla qua" for "place quarry".
inline std::string abbreviated(const std::string& text) {
  std::istringstream words(text);
  std::string word, out;
  while (words >> word) out += (out.empty() ? "" : " ") + word.substr(0, 3);
  return out;
}

inline bool abbreviation_fits(const std::string& typed, const std::string& choice) {
  std::istringstream a(typed), b(choice);
  std::string x, y;
  for (;;) {
    bool more_a = static_cast<bool>(a >> x), more_b = static_cast<bool>(b >> y);
    if (more_a != more_b) return false;
    if (!more_a) return true;
    if (y.compare(0, x.size(), x) != 0) return false;
  }
}

inline std::vector<TypedDecision> decisions_of(const GameLog& log, Answering how) {
  auto start = initial_state(log);
  EXPECT_TRUE(std::holds_alternative<GameState>(start));
  GameState s = std::get<GameState>(start);
  std::vector<TypedDecision> out;
  std::vector<Action> legal;
  for (std::size_t i = 0; i < log.entries.size(); ++i) {
    // The log names spaces as written (SpaceRef): resolved where the action is taken.
    const Action a = meet_entry(s, log.entries[i], legal).action;
    legal_actions(s, legal);
    if (legal.size() > 1) {
      TypedDecision d{action_notation(s, a, log.players), i};
      if (how == Answering::numbers_and_abbreviations) {
        // A number is a road space where a worker goes (placement, the gate) or the provost's
        // move, never a place in the list (docs/record.md): `9`, `+2`, `2`, `0`, `-1`.
        std::string text = without_player(s, a, log.players);
        std::string shortened = abbreviated(text);
        int fits = 0;
        for (const Action& other : legal)
          fits += abbreviation_fits(shortened, without_player(s, other, log.players)) ? 1 : 0;
        d.answer = fits == 1 ? shortened : text;
        if ((a.verb == Verb::place || a.verb == Verb::gate) && a.space >= 1 &&
            a.space <= kRoadSpaces)
          d.answer = std::to_string(a.space);
        if (a.verb == Verb::provost)
          d.answer = out.size() % 2 == 0 || a.move <= 0 ? std::to_string(a.move)
                                                        : "+" + std::to_string(a.move);
      }
      out.push_back(d);
    }
    EXPECT_FALSE(apply(s, a).has_value());
  }
  EXPECT_TRUE(s.game_over());
  return out;
}

inline GameLog played_log(const TestDir& dir, int players, int seed) {
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

inline std::string players_arg(const GameLog& log) {
  std::string list;
  for (const auto& p : log.players) list += (list.empty() ? "" : ",") + p;
  return list;
}

inline std::string lines_of(const std::vector<TypedDecision>& decisions, std::size_t from,
                            std::size_t to) {
  std::string text;
  for (std::size_t i = from; i < to; ++i) text += decisions[i].answer + "\n";
  return text;
}

inline std::size_t entries_in(const fs::path& file) {
  auto read = read_log_file(file.string());
  if (!std::holds_alternative<GameLog>(read)) return static_cast<std::size_t>(-1);
  return std::get<GameLog>(read).entries.size();
}

}  // namespace caylus
