// Helpers of the replayer, ledger and log tests: random games played as `caylus play` plays them
// (SplitMix64: draw_neutral, the seating, then a uniform pick at each decision, by the loop of
// tools/fuzzing/play.h), kept as a GameLog with resolved actions, together with every state on
// the way.
#pragma once

#include <gtest/gtest.h>

#include <span>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/random.h"
#include "replay/json/log_json.h"
#include "replay/log/log.h"
#include "replay/replayer.h"
#include "tools/fuzzing/play.h"

namespace caylus::test {

struct PlayedGame {
  GameLog log;
  std::vector<GameState> states;     // states[i] = before action i; states.back() = the end
  std::vector<std::size_t> choices;  // how many legal actions each decision had
  const GameState& final_state() const { return states.back(); }
};

inline std::vector<RuleOptions> replay_option_sets() {
  std::vector<RuleOptions> sets(1);  // defaults
  RuleOptions alternatives;
  for (const auto& info : option_table()) (void)set_option(alternatives, info.name, info.values[1]);
  sets.push_back(alternatives);
  RuleOptions simplified;
  (void)set_option(simplified, "simplified_favor", "true");
  sets.push_back(simplified);
  RuleOptions delays;
  (void)set_option(delays, "notary_delay", "after_target_activation");
  (void)set_option(delays, "notary_unactivated_target", "end_of_turn");
  (void)set_option(delays, "stables_effect", "next_turn");
  sets.push_back(delays);
  return sets;
}

// A whole random game of `players` players from `seed`; `max_actions` cuts it short. A game
// that never ends stops at fuzzing::kGameActionBound as an engine bug (a failure, not a hang).
inline PlayedGame play_random_game(int players, std::uint64_t seed, RuleOptions options = {},
                                   std::size_t max_actions = fuzzing::kGameActionBound) {
  static const std::vector<std::string> kColours = {"blue", "red", "green", "orange", "black"};
  PlayedGame game;
  SplitMix64 rng(seed);
  GameSetup setup;
  setup.player_count = players;
  setup.options = options;
  setup.neutral = draw_neutral(rng);
  std::vector<std::string> names(kColours.begin(), kColours.begin() + players);
  rng.shuffle(std::span<std::string>(names));
  game.log.players = names;
  game.log.neutral = setup.neutral;
  game.log.options = options;
  GameState s = new_game(setup);
  std::vector<Action> legal;
  auto keep = [&game](const GameState& before, const std::vector<Action>& offered,
                      const Action& a) {
    game.states.push_back(before);
    game.choices.push_back(offered.size());
    LogEntry entry;
    entry.action = a;
    entry.path = "actions[" + std::to_string(game.log.entries.size()) + "]";
    game.log.entries.push_back(entry);
  };
  fuzzing::PlayOutcome out =
      fuzzing::play(s, legal, fuzzing::uniform_choice(rng), {.max_actions = max_actions}, keep);
  EXPECT_FALSE(out.engine_bug()) << out.engine_error(s, names);
  game.states.push_back(s);
  return game;
}

// A replay's outcome in one line, for failure messages.
inline std::string describe(const ReplayResult& r) {
  if (r.input_error)
    return "input error at " + r.input_error->where() + ": " + r.input_error->message;
  if (!r.error) return std::string(verdict_name(r.verdict));
  return std::string(verdict_name(r.verdict)) + " at #" + std::to_string(r.error->action) + " [" +
         r.error->rule + "] " + r.error->message;
}

inline LogEntry check_entry(const Claims& claims) {
  LogEntry entry;
  entry.is_check = true;
  entry.claims = claims;
  return entry;
}

// Claims written as JSON, read as a log reads them (the test fails when they are not valid).
inline Claims claims_of(const nlohmann::json& json, const std::vector<std::string>& names) {
  auto read = read_claims(json, names, "check");
  if (auto* error = std::get_if<LogError>(&read)) {
    ADD_FAILURE() << error->path << ": " << error->message;
    return {};
  }
  return std::get<Claims>(read);
}

}  // namespace caylus::test
