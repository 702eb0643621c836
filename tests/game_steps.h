// The steps of real games, for the tests of the invariants and of the lists they keep by hand:
// uniform random play, or the guided policy (tools/fuzzing/policy.h), which reaches the deep
// rules (prestige buildings, the notary, scoring penalties, favors of every row).
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "core/engine.h"
#include "core/random.h"
#include "tools/fuzzing/play.h"

namespace caylus::test {

// One applied step of a real game.
struct Step {
  GameState before;
  Action action;
  GameState after;
  EventSink events;
};

// Plays from `s` until the game ends (or `max_steps`), each decision drawn from `rng`: uniformly
// among the legal actions, or by the guided policy. Every step is kept; the engine refusing its
// own legal action fails the test.
inline std::vector<Step> play_steps(GameState s, SplitMix64& rng, bool guided,
                                    std::size_t max_steps = 5000) {
  std::vector<Step> steps;
  std::vector<Action> legal;
  auto keep = [&steps](const GameState& before, const Action& a, const GameState& after,
                       const EventSink& events) {
    steps.push_back(Step{before, a, after, events});
  };
  fuzzing::PlayOutcome out = fuzzing::play(
      s, legal,
      fuzzing::policy_choice(guided ? fuzzing::kGuidedPolicy : fuzzing::kUniformPolicy, rng),
      {.max_actions = max_steps}, fuzzing::KeepPlaying{}, keep);
  if (out.engine_bug()) ADD_FAILURE() << out.engine_error(s);
  return steps;
}

}  // namespace caylus::test
