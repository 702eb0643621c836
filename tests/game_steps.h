// The steps of real games, for the tests of the invariants and of the lists they keep by hand:
// uniform random play, or the guided policy (tools/fuzzing/policy.h), which reaches the deep
// rules (prestige buildings, the notary, scoring penalties, favors of every row).
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "core/engine.h"
#include "core/random.h"
#include "tools/fuzzing/policy.h"

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
  while (!s.game_over() && steps.size() < max_steps) {
    legal_actions(s, legal);
    const Action a = guided ? legal[fuzzing::pick_action(
                                  fuzzing::policy_table()[fuzzing::kGuidedPolicy], s, legal, rng)]
                            : legal[rng.below(legal.size())];
    Step step{s, a, s, {}};
    if (apply(step.after, a, &step.events).has_value()) {
      ADD_FAILURE() << "the engine refused its own legal action " << action_to_string(a);
      break;
    }
    s = step.after;
    steps.push_back(std::move(step));
  }
  return steps;
}

}  // namespace caylus::test
