// Helpers of the invariants tests: the option sets, the steps of real games recorded once (uniform
// and guided play, rich starts), and the situations a corruption starts from.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <set>

#include "game_steps.h"
#include "invariants/invariants.h"
#include "support.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/policy.h"

namespace caylus::test {

inline std::vector<RuleOptions> option_sets() {
  std::vector<RuleOptions> sets(1);  // defaults
  RuleOptions all_alternatives;
  for (const auto& info : option_table()) {
    EXPECT_FALSE(set_option(all_alternatives, info.name, info.values[1]).has_value());
    RuleOptions one;  // this option alone at its second value
    EXPECT_FALSE(set_option(one, info.name, info.values[1]).has_value());
    sets.push_back(one);
  }
  sets.push_back(all_alternatives);
  return sets;
}
// The steps of a few random games (2-5 players, default and alternative options), kept once.
inline const std::vector<Step>& recorded_steps() {
  static const std::vector<Step> steps = [] {
    std::vector<Step> out;
    auto sets = option_sets();
    for (int game = 0; game < 24; ++game) {
      const RuleOptions& options = game < 12 ? sets.front() : sets.back();
      SplitMix64 rng(static_cast<std::uint64_t>(game) * 31 + 7);
      GameState s = random_start(rng, 2 + game % 4, options);
      for (Step& step : play_steps(s, rng, false)) out.push_back(std::move(step));
    }
    // Then a few rich games of the guided policy (tools/fuzzing/policy.h), which reach the deep
    // rules: prestige buildings, the bank and alchemist, scoring penalties.
    for (int game = 0; game < 16; ++game) {
      fuzzing::GameScript script;
      script.players = 2 + game % 4;
      script.seed = static_cast<std::uint64_t>(game) * 97 + 5;
      script.riches = 10;
      SplitMix64 rng(script.seed);
      for (Step& step : play_steps(fuzzing::script_start(script), rng, true))
        out.push_back(std::move(step));
    }
    return out;
  }();
  return steps;
}

// The first recorded step that `pred` accepts (the test fails when there is none).
inline Step find_step(const std::function<bool(const Step&)>& pred) {
  for (const Step& step : recorded_steps())
    if (pred(step)) return step;
  ADD_FAILURE() << "no recorded step has the situation this test needs";
  return recorded_steps().front();
}

inline bool has_event(const Step& step, EventKind kind) {
  return std::any_of(step.events.begin(), step.events.end(),
                     [&](const Event& e) { return e.kind == kind; });
}
inline const Event* first_event(const Step& step, EventKind kind) {
  for (const Event& e : step.events)
    if (e.kind == kind) return &e;
  return nullptr;
}
inline void erase_events(Step& step, EventKind kind) {
  std::erase_if(step.events, [&](const Event& e) { return e.kind == kind; });
}
inline Space first_empty(const GameState& s) {
  for (Space i = 1; i <= kRoadSpaces; ++i)
    if (s.road[i].building == BuildingId::none) return i;
  return kNoSpace;
}
inline bool placement_step(const Step& step) {
  return step.before.decision.kind == DecisionKind::placement &&
         step.after.decision.kind == DecisionKind::placement && step.after.turn == step.before.turn;
}

}  // namespace caylus::test
