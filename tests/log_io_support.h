// Helpers of the log I/O tests (log_io_test, log_write_test, snapshot_test): random games as
// `caylus play` plays them with the seed in their log, the option sets they are played under,
// reading a log that must read (or must not), and a space resolved where its entry applies.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/engine.h"
#include "core/random.h"
#include "replay/claims/claims.h"
#include "replay/json/log_json.h"
#include "replay/log/spaces.h"
#include "replay/log_input.h"
#include "replay/positions/snapshot.h"
#include "replay_support.h"

namespace caylus {

using test::PlayedGame;

// A game played as `caylus play` plays it (replay_support.h), its log carrying the seed.
inline PlayedGame play_game(int players, std::uint64_t seed, const RuleOptions& options = {}) {
  PlayedGame game = test::play_random_game(players, seed, options);
  game.log.seed = seed;
  return game;
}

inline std::vector<RuleOptions> option_sets() {
  std::vector<RuleOptions> sets(1);
  RuleOptions alternatives;
  for (const auto& info : option_table())
    EXPECT_FALSE(set_option(alternatives, info.name, info.values[1]).has_value());
  sets.push_back(alternatives);
  RuleOptions some;
  EXPECT_FALSE(set_option(some, "towers_zero_penalty", "3").has_value());
  EXPECT_FALSE(set_option(some, "castle_gold_in_batch", "false").has_value());
  sets.push_back(some);
  return sets;
}

inline GameLog read_ok(const std::string& text) {
  auto result = read_log(text);
  if (auto* error = std::get_if<LogError>(&result)) {
    ADD_FAILURE() << error->where() << ": " << error->message << "\n" << text.substr(0, 2000);
    return GameLog{};
  }
  return std::get<GameLog>(result);
}

inline LogError read_error(const std::string& text) {
  auto result = read_log(text);
  if (auto* error = std::get_if<LogError>(&result)) return *error;
  ADD_FAILURE() << "read_log accepted:\n" << text;
  return LogError{};
}

// The space a read entry names, resolved against the state it applies to.
inline Action resolved(const LogEntry& entry, const GameState& state) {
  Action a = entry.action;
  if (entry.space_ref.kind != SpaceRef::Kind::none) {
    auto space = resolve_space(state, entry.space_ref);
    EXPECT_TRUE(std::holds_alternative<Space>(space)) << std::get<std::string>(space);
    if (auto* s = std::get_if<Space>(&space)) a.space = *s;
  }
  return a;
}

inline std::string log_text(std::string_view setup, std::string_view actions) {
  return R"({"format": "caylus-log", "version": 1, "setup": )" + std::string(setup) +
         R"(, "actions": [)" + std::string(actions) + "]}";
}

inline const std::string kTwoPlayers =
    R"({"players": ["red", "green"], "neutral": ["neutral_farm", "neutral_forest",
        "neutral_sawmill", "neutral_quarry", "neutral_market", "neutral_carpenter"]})";

}  // namespace caylus
