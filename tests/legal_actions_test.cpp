// The engine's fast paths against its slow ones, on random games (issue 15):
// - legal_actions judges many candidates in the rules' bool-only modes (placement, activation,
//   builds, ...) instead of calling the decision's check; legal_actions_audited asks the check
//   about each of them too. The two lists must be the same actions in the same order, and the
//   bool-only verdict must be the check's on every candidate, the refused ones included;
// - apply in its trusted mode (Trust::legal, for actions taken from legal_actions) must leave the
//   same state and report the same events as the checked mode.
#include <gtest/gtest.h>

#include <map>

#include "core/engine_testing.h"
#include "core/rules/rules.h"
#include "core/text.h"
#include "core/verbs.h"
#include "support.h"

namespace caylus::test {
namespace {

TEST(LegalActions, FastVerdictsAreTheChecksOnRandomGames) {
  std::vector<Action> fast, audited, disagreements;
  std::map<DecisionKind, int> decisions;
  long judged_offers = 0;
  for (int game = 0; game < scaled(300); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 91000);
    GameState s = random_start(rng, 2 + game % 4, random_options(rng));
    while (!s.game_over()) {
      legal_actions(s, fast);
      legal_actions_audited(s, audited, disagreements);
      ASSERT_TRUE(disagreements.empty())
          << describe_decision(s) << ": the fast verdict differs from the check's on "
          << action_to_string(disagreements.front()) << " (game " << game << ")";
      ASSERT_EQ(fast, audited) << describe_decision(s) << " (game " << game << ")";
      ASSERT_FALSE(fast.empty()) << describe_decision(s);
      ++decisions[s.decision.kind];
      judged_offers += static_cast<long>(fast.size());
      const Action& a = fast[rng.below(fast.size())];
      ASSERT_FALSE(apply(s, a).has_value()) << action_to_string(a);
    }
  }
  // Every kind of decision with a fast path was met, many times (the comparison is not vacuous).
  for (DecisionKind kind :
       {DecisionKind::placement, DecisionKind::activation, DecisionKind::owner_bonus,
        DecisionKind::provost, DecisionKind::gate, DecisionKind::castle})
    EXPECT_GT(decisions[kind], scaled(300) / 10) << decision_kind_name(kind);
  EXPECT_GT(judged_offers, scaled(300) * 1000L);
}

// The verb table's `answers` (core/verbs.h, the one place that says which verb answers which
// decision) is what the rules accept: every legal action's verb answers its decision, and every
// verb the table lets answer a kind is legal at some decision of that kind.
TEST(LegalActions, TheVerbTableSaysWhichVerbsEachDecisionTakes) {
  std::vector<Action> legal;
  std::array<DecisionKinds, kVerbCount> seen{};  // per verb, the kinds it was legal at
  DecisionKinds met = 0;
  for (int game = 0; game < scaled(200); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 93000);
    GameState s = random_start(rng, 2 + game % 4, random_options(rng));
    while (!s.game_over()) {
      legal_actions(s, legal);
      met |= decision_bit(s.decision.kind);
      for (const Action& a : legal) {
        ASSERT_TRUE(verb_answers(s.decision.kind, a.verb))
            << verb_name(a.verb) << " is legal at a " << decision_kind_name(s.decision.kind)
            << " decision, which the verb table does not say";
        seen[static_cast<int>(a.verb)] |= decision_bit(s.decision.kind);
      }
      ASSERT_FALSE(apply(s, legal[rng.below(legal.size())]).has_value());
    }
  }
  EXPECT_EQ(met, static_cast<DecisionKinds>(~decision_bit(DecisionKind::none) &
                                            ((1u << kDecisionKindCount) - 1)))
      << "every kind of decision was met";
  for (const VerbSpec& verb : verb_table())
    EXPECT_EQ(seen[static_cast<int>(verb.verb)], verb.answers)
        << verb.name << ": the table says it answers other decisions than the rules accept";
  EXPECT_EQ(verb_phases(verb_spec(Verb::decline)), "3, 5");
  EXPECT_EQ(verb_phases(verb_spec(Verb::provost)), "3, 4");
  EXPECT_EQ(verb_phases(verb_spec(Verb::favor)), "any");
}

// The audit does catch a wrong fast verdict: it keeps the check's verdict and records the action.
TEST(LegalActions, TheAuditRecordsAWrongFastVerdict) {
  GameState s = start(3);
  PlayerIndex p = s.decision.player;
  std::vector<Action> out, disagreements;
  rules::QuietChecks quiet;
  rules::Candidates candidates(s, &rules::check_placement, out, &disagreements);
  Action empty_space = place(p, static_cast<Space>(9));  // place.forbidden
  Action farm = place(p, static_cast<Space>(1));
  candidates.judged(empty_space, true);  // wrongly accepted
  candidates.judged(farm, false);        // wrongly refused
  candidates.judged(pass(p), true);
  EXPECT_EQ(out, (std::vector<Action>{farm, pass(p)}));
  EXPECT_EQ(disagreements, (std::vector<Action>{empty_space, farm}));
}

TEST(LegalActions, TrustedApplyIsTheCheckedApplyOnRandomGames) {
  std::vector<Action> legal;
  EventSink checked_events, trusted_events;
  long steps = 0;
  long events = 0;
  for (int game = 0; game < scaled(200); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 92000);
    GameState s = random_start(rng, 2 + game % 4, random_options(rng));
    while (!s.game_over()) {
      legal_actions(s, legal);
      ASSERT_FALSE(legal.empty()) << describe_decision(s);
      const Action a = legal[rng.below(legal.size())];
      GameState trusted = s;
      checked_events.clear();
      trusted_events.clear();
      ASSERT_FALSE(apply(s, a, &checked_events).has_value()) << action_to_string(a);
      ASSERT_FALSE(apply(trusted, a, &trusted_events, Trust::legal).has_value());
      ASSERT_TRUE(trusted == s) << "after " << action_to_string(a) << " (game " << game << ")";
      ASSERT_EQ(trusted_events.size(), checked_events.size()) << "after " << action_to_string(a);
      for (std::size_t i = 0; i < checked_events.size(); ++i) {
        const Event& x = trusted_events[i];
        const Event& y = checked_events[i];
        ASSERT_TRUE(x == y) << "event " << i << " after " << action_to_string(a);
      }
      ++steps;
      events += static_cast<long>(checked_events.size());
    }
  }
  EXPECT_GT(steps, scaled(200) * 100L);
  EXPECT_GT(events, steps);
}

// The checked mode still refuses what is not legal, and a refusal changes nothing.
TEST(LegalActions, CheckedApplyStillRefuses) {
  GameState s = start(3);
  GameState before = s;
  Action wrong = place(s.decision.player, static_cast<Space>(9));  // an empty road space
  auto v = apply(s, wrong);
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->rule, RuleId::place_forbidden);
  EXPECT_TRUE(s == before);
}

}  // namespace
}  // namespace caylus::test
