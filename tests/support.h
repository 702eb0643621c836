// Helpers shared by the tests: build actions in one line, start games with a known board, and
// drive a game to a situation. Every helper that applies an action asserts it was legal, so a
// scenario that goes wrong fails where it went wrong.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/engine.h"
#include "core/random.h"

namespace caylus::test {

// Heavy loops run fewer iterations under the sanitizers, which are ~10x slower: the asan-ubsan
// test preset sets CAYLUS_TEST_SCALE=10, and scaled(n) is then n / 10. The optimised run does
// them all.
inline int scaled(int n) {
  const char* text = std::getenv("CAYLUS_TEST_SCALE");
  int scale = text != nullptr ? std::atoi(text) : 1;
  return scale > 1 ? std::max(1, n / scale) : n;
}

// The neutral tiles in RULES.md order: farm, forest, sawmill, quarry, market, carpenter on
// road spaces 1..6.
inline std::array<BuildingId, 6> default_neutral() {
  return kNeutralBuildings;
}

inline GameState start(int players, RuleOptions options = {},
                       std::array<BuildingId, 6> neutral = default_neutral()) {
  GameSetup setup;
  setup.player_count = players;
  setup.neutral = neutral;
  setup.options = options;
  return new_game(setup);
}

// A new game whose neutral tiles are drawn from `rng` (core/random.h), as every seeded random game
// starts; the rest of the game draws from the same generator.
inline GameState random_start(SplitMix64& rng, int players, const RuleOptions& options = {}) {
  GameSetup setup;
  setup.player_count = players;
  setup.neutral = draw_neutral(rng);
  setup.options = options;
  return new_game(setup);
}

// Every rule option at a value drawn from `rng`: the candidates and their fast paths read options
// (the market's gold, the cost of building by favor, ...), so every combination must agree.
inline RuleOptions random_options(SplitMix64& rng) {
  RuleOptions options;
  for (const auto& info : option_table())
    info.set(options, static_cast<int>(rng.below(info.values.size())));
  return options;
}

inline Space sp(Special s) {
  return special_space(s);
}

// Action builders.
inline Action pass(PlayerIndex p) {
  Action a;
  a.verb = Verb::pass;
  a.player = p;
  return a;
}
inline Action place(PlayerIndex p, Space at) {
  Action a;
  a.verb = Verb::place;
  a.player = p;
  a.space = at;
  return a;
}
inline Action place(PlayerIndex p, Special at) {
  return place(p, special_space(at));
}
inline Action decline(PlayerIndex p) {
  Action a;
  a.verb = Verb::decline;
  a.player = p;
  return a;
}
inline Action provost(PlayerIndex p, int move) {
  Action a;
  a.verb = Verb::provost;
  a.player = p;
  a.move = static_cast<std::int8_t>(move);
  return a;
}
inline Action gate_to(PlayerIndex p, Space to) {
  Action a;
  a.verb = Verb::gate;
  a.player = p;
  a.space = to;
  return a;
}
inline Action joust(PlayerIndex p) {
  Action a;
  a.verb = Verb::joust;
  a.player = p;
  return a;
}
inline Action inn(PlayerIndex p, bool stay) {
  Action a;
  a.verb = Verb::inn;
  a.player = p;
  a.stay = stay;
  return a;
}
inline Resources cubes(int food, int wood, int stone, int cloth, int gold) {
  Resources r;
  r.cubes = {static_cast<std::int16_t>(food), static_cast<std::int16_t>(wood),
             static_cast<std::int16_t>(stone), static_cast<std::int16_t>(cloth),
             static_cast<std::int16_t>(gold)};
  return r;
}
inline Resources deniers(int n) {
  Resources r;
  r.deniers = static_cast<std::int16_t>(n);
  return r;
}
inline Resources prestige(int n) {
  Resources r;
  r.prestige = static_cast<std::int16_t>(n);
  return r;
}
inline Action use(PlayerIndex p, Resources give, Resources gain) {
  Action a;
  a.verb = Verb::use;
  a.player = p;
  a.give = give;
  a.gain = gain;
  return a;
}
inline Action owner_bonus(PlayerIndex p, Cube c) {
  Action a;
  a.verb = Verb::owner_bonus;
  a.player = p;
  a.gain[c] = 1;
  return a;
}
inline Action build(PlayerIndex p, BuildingId b, Space on = kNoSpace, Resources any = {}) {
  Action a;
  a.verb = Verb::build;
  a.player = p;
  a.building = b;
  a.space = on;
  a.give = any;
  return a;
}
inline Action transform(PlayerIndex p, Space target) {
  Action a;
  a.verb = Verb::transform;
  a.player = p;
  a.space = target;
  return a;
}
inline Action favor(PlayerIndex p, FavorRow row, int column) {
  Action a;
  a.verb = Verb::favor;
  a.player = p;
  a.row = row;
  a.column = static_cast<std::uint8_t>(column);
  return a;
}
// Castle batches by kind index (see kBatchCubes): e.g. castle(p, {{0, 1}}) = one F+W+S batch.
inline Action castle(PlayerIndex p, std::vector<std::pair<int, int>> kinds_and_counts = {}) {
  Action a;
  a.verb = Verb::castle;
  a.player = p;
  for (auto [kind, count] : kinds_and_counts) a.batches[kind] = static_cast<std::uint8_t>(count);
  return a;
}

// A "quiet" answer changes nothing the test did not ask for: pass in phase 2, leave the provost,
// decline what can be declined, offer no batch; otherwise (production, owner bonus, favors) the
// first legal action. At the inn the unit tests keep the worker there (nothing moves).
enum class AtTheInn { stay, leave };
inline Action quiet_answer(const GameState& s, AtTheInn at_the_inn) {
  PlayerIndex p = s.decision.player;
  switch (s.decision.kind) {
    case DecisionKind::placement:
      return pass(p);
    case DecisionKind::provost:
    case DecisionKind::merchants_guild:
      return provost(p, 0);
    case DecisionKind::gate:
    case DecisionKind::joust:
      return decline(p);
    case DecisionKind::inn:
      return inn(p, at_the_inn == AtTheInn::stay);
    case DecisionKind::castle:
      return castle(p);
    case DecisionKind::activation:
      if (!check(s, decline(p)).has_value()) return decline(p);
      break;
    default:
      break;
  }
  std::vector<Action> legal;
  legal_actions(s, legal);
  if (legal.empty()) {
    ADD_FAILURE() << "no legal action for " << describe_decision(s);
    return pass(p);
  }
  return legal.front();
}

// Applies an action that must be legal.
inline void act(GameState& s, const Action& a, EventSink* events = nullptr) {
  auto v = apply(s, a, events);
  ASSERT_FALSE(v.has_value()) << action_to_string(a) << " was refused: " << v->rule_text() << ": "
                              << v->message;
}

// A hook of the play loop (tools/fuzzing/play.h) written with ASSERT_*, which only leaves the
// hook: the game stops at the first fatal failure, as the assertion stopped the loop it was in.
template <class Hook>
struct StopAtFatalFailure {
  Hook hook;
  template <class... Args>
  auto operator()(const Args&... args) -> decltype(hook(args...), true) {
    hook(args...);
    return !::testing::Test::HasFatalFailure();
  }
};
template <class Hook>
StopAtFatalFailure<Hook> stop_at_fatal_failure(Hook hook) {
  return {std::move(hook)};
}

// Expects the action to be refused with `rule` (e.g. "place.cost"), and the state unchanged.
inline void expect_refused(GameState& s, const Action& a, const std::string& rule) {
  GameState before = s;
  auto v = apply(s, a);
  ASSERT_TRUE(v.has_value()) << action_to_string(a) << " was accepted, expected " << rule;
  EXPECT_EQ(v->rule_text(), rule) << v->message;
  EXPECT_EQ(s, before) << "a refused action changed the state";
}

}  // namespace caylus::test
