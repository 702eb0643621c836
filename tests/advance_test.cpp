// The automatic steps after an action (core/engine.cpp, advance) take the usual one at once:
// from one placement to the next, or one provost decision to the next, while no favor waits,
// without the phase loop (issue 15). apply_by_phase_loop runs every step by the loop; at every
// decision of hundreds of random games (2-5 players, every option drawn at random) both give the
// same state and the same events, and the usual step is met often (not vacuous).
#include <gtest/gtest.h>

#include "core/engine_testing.h"
#include "core/text.h"
#include "support.h"

namespace caylus::test {
namespace {

TEST(Advance, UsualStepIsThePhaseLoopsAtEveryDecisionOfRandomGames) {
  std::vector<Action> buffer;
  LegalSet set(buffer);
  EventSink at_once_events, loop_events;
  long usual_steps = 0;
  long decisions = 0;
  for (int game = 0; game < scaled(300); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 47000);
    GameState s = random_start(rng, 2 + game % 4, random_options(rng));
    while (!s.game_over()) {
      legal_set(s, set);
      ASSERT_FALSE(set.empty()) << describe_decision(s);
      const Action a = set.at(rng.below(set.size()));
      GameState by_loop = s;
      const DecisionKind before = s.decision.kind;
      at_once_events.clear();
      loop_events.clear();
      ASSERT_FALSE(apply(s, a, &at_once_events, Trust::legal).has_value());
      apply_by_phase_loop(by_loop, a, &loop_events);
      ASSERT_TRUE(s == by_loop) << "after " << action_to_string(a) << " (game " << game
                                << "): apply's next decision is " << describe_decision(s)
                                << ", the phase loop's " << describe_decision(by_loop);
      ASSERT_TRUE(at_once_events == loop_events) << action_to_string(a) << " (game " << game << ")";
      ++decisions;
      if (s.decision.kind == before &&
          (before == DecisionKind::placement || before == DecisionKind::provost))
        ++usual_steps;
    }
  }
  EXPECT_GT(usual_steps, decisions / 3);
  EXPECT_GT(decisions, scaled(300) * 200L) << usual_steps;
}

// apply_legal (uniform random play's apply, tools/fuzzing/play.h) is apply(..., Trust::legal)
// without the events: the same state after every action of random games, with every option.
TEST(Advance, ApplyLegalIsApplyTrustingAtEveryDecisionOfRandomGames) {
  std::vector<Action> buffer;
  LegalSet set(buffer);
  long decisions = 0;
  for (int game = 0; game < scaled(200); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 53000);
    GameState s = random_start(rng, 2 + game % 4, random_options(rng));
    while (!s.game_over()) {
      legal_set(s, set);
      ASSERT_FALSE(set.empty()) << describe_decision(s);
      const Action a = set.at(rng.below(set.size()));
      GameState by_apply = s;
      ASSERT_FALSE(apply(by_apply, a, nullptr, Trust::legal).has_value());
      apply_legal(s, a);
      ASSERT_TRUE(s == by_apply) << "after " << action_to_string(a) << " (game " << game
                                 << "): apply_legal's next decision is " << describe_decision(s)
                                 << ", apply's " << describe_decision(by_apply);
      ++decisions;
    }
  }
  EXPECT_GT(decisions, scaled(200) * 200L);
}

}  // namespace
}  // namespace caylus::test
