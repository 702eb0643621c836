// `caylus diff` as a library: one log replayed under two readings of the rules (two sets of rule
// options, RULES.md "Interpretations"), compared step by step, and what the dispute does to the
// game (docs/corpus.md). tools/readings/diff.cpp is the command around it; `caylus report --versus`
// uses diff_readings.
//
// It compares outcomes, not claims (issue 17): under each reading the actions are replayed past
// any disagreeing check (tools/readings/consistency.h), and the log's checks only say which reading
// the table played. "Another winner" needs both readings consistent and at the end of the game; a
// game whose log one reading makes illegal, or whose checks disagree under one reading, is said
// to be so and counted apart.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/options.h"
#include "replay/log/log.h"
#include "replay/replayer.h"

namespace caylus::tools {

using Overrides = std::vector<std::pair<std::string, std::string>>;

// One applied action as a reading saw it (the state before it is the previous `after`).
struct Recorded {
  int index;
  Action action;
  GameState after;
  EventSink events;
};

struct Reading {
  Overrides overrides;
  std::string label;  // "towers_zero_penalty=3"
  std::optional<GameState> start;
  std::vector<Recorded> steps;
  ReplayResult result;

  const GameState& before(std::size_t k) const { return k == 0 ? *start : steps[k - 1].after; }
};

// A difference between the two readings, in words.
struct Difference {
  std::string kind;  // setup, decisions, state, score, legality, check
  int action = -1;   // entry of `actions`; -1 before the first
  int turn = 0;
  std::string phase;
  std::string player;
  std::vector<std::string> lines;  // what differs, one fact per line
  nlohmann::ordered_json detail = nlohmann::ordered_json::object();
};

struct Comparison {
  std::vector<Difference> differences;  // in the order of the game: the first, then the first
                                        // in prestige, the first check that agrees under one
                                        // reading only and the first refusal, when they come later
};

// What the dispute does to one game, the archive's categories (docs/corpus.md).
enum class Outcome : std::uint8_t {
  same,              // nothing differs
  another_winner,    // consistent under both readings, both at the end, other winners
  other_scores,      // consistent under both, other final prestige, the same winner
  during_play,       // consistent under both, the games differ but not the final prestige
  one_reading_only,  // consistent under one reading only: the table played that one
  neither_reading,   // consistent under neither: the log has an error either way
};
// Their names in the JSON answer and the archive's summary.
inline constexpr auto kOutcomeNames =
    names_of<Outcome>("same", "another_winner", "other_scores", "differ_during_play",
                      "one_reading_only", "neither_reading");

// One log replayed under both readings and compared.
struct LogDiff {
  Reading a, b;
  RuleOptions options_a, options_b;
  std::vector<std::string> shown;  // the options the labels name
  Comparison comparison;
  bool same = false;
  bool scores_differ = false;
  bool winners_differ = false;  // both replays reach the end of the game, with other winners
  bool consistent_a = false, consistent_b = false;
  Outcome outcome = Outcome::same;
};

// Both readings of `log` and how they compare. Throws InputError when an override does not apply
// to this log, or when both readings are the same rules for it; a log the replayer refuses under
// a reading is returned with that reading's input_error set (input_error_of).
LogDiff diff_log(const GameLog& log, const Overrides& first, const Overrides& second);
const std::optional<LogError>& input_error_of(const LogDiff& d);

// Words, in the reader's language (issue 37): "game.json: action #41 (turn 9, phase activation,
// player red)"; "the prestige differs after it"; "blue", "red, blue (tied)", "none yet (the log
// stops in turn 7)". The outcome's name ("another_winner") is the JSON's and stays.
std::string place(const std::string& file, const Difference& d);
// A difference's phase (its id) as `caylus replay` places an action: "d'activation des
// bâtiments"; English says the id.
std::string difference_phase_words(const std::string& phase);
std::string kind_words(const std::string& kind);
// "game.json: action #41 (...): first difference: the prestige differs after it" (or "then:").
std::string difference_heading(const std::string& file, const Difference& d, bool first);
std::string winners_text(const ReplayResult& r);
constexpr std::string_view outcome_name(Outcome o) {
  return kOutcomeNames[o];
}

// For `caylus report --versus`: the same comparison, its words kept.
struct ReadingsDiff {
  struct Point {
    std::string heading;  // "game.json: action #41 (turn 9, ...): first difference: ..."
    int action = -1;      // entry of `actions`; -1 before the first
    std::vector<std::string> lines;
  };
  std::string label_a, label_b;  // "towers_zero_penalty=4"
  std::vector<Point> differences;
  bool same = false;
  bool scores_differ = false;
  bool winners_differ = false;
  std::string winners_a, winners_b;  // "blue", "red, blue (tied)", "none yet (...)"
};

// Throws InputError (bad override, both readings the same rules, a log the replayer refuses).
ReadingsDiff diff_readings(const std::string& file, const GameLog& log, const Overrides& first,
                           const Overrides& second);

}  // namespace caylus::tools
