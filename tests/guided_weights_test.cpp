// The guided policy's weights of castle offers (tools/fuzzing/policy.cpp): computed from the six
// batch counts read as one word (core/rules/castle_offers.h) for the thousands of offers of a
// rich castle decision, they must be the weights of the castle case written count by count, or
// the games `caylus fuzz` plays (its draws) would change. Compared here at every castle decision
// of rich fuzz games, on the legal offers and on offers the fast path does not take (a count of
// 32 or more, where its byte sums would carry).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/random.h"
#include "support.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/policy.h"

namespace caylus::test {
namespace {

// The castle case as the guided policy states it: a group per number of batches and whether
// one of them spends stone or gold (the dear prestige buildings need both); weight 1 for no
// batch, 12 per batch, 2 per batch when the offer is dear and the player saves for a prestige
// building. A group's weight is shared by its actions (720 split evenly, at least 1).
std::vector<std::uint32_t> castle_weights(const GameState& s, const std::vector<Action>& offers) {
  bool saving = s.residences_owned(s.decision.player) > 0;
  std::vector<std::uint32_t> group(offers.size()), group_weight(4096, 0), count(4096, 0);
  for (std::size_t i = 0; i < offers.size(); ++i) {
    int total = 0;
    bool dear = false;
    for (int k = 0; k < kBatchKinds; ++k) {
      total += offers[i].batches[k];
      bool stone_or_gold = false;
      for (Cube c : kBatchCubes[k])
        stone_or_gold = stone_or_gold || c == Cube::stone || c == Cube::gold;
      dear = dear || (stone_or_gold && offers[i].batches[k] > 0);
    }
    group[i] = static_cast<std::uint32_t>(2 * total + (dear ? 1 : 0));
    group_weight[group[i]] =
        total == 0 ? 1 : static_cast<std::uint32_t>((dear && saving ? 2 : 12) * total);
    ++count[group[i]];
  }
  std::vector<std::uint32_t> out(offers.size());
  for (std::size_t i = 0; i < offers.size(); ++i)
    out[i] = std::max<std::uint32_t>(1, group_weight[group[i]] * 720 / count[group[i]]);
  return out;
}

TEST(GuidedWeights, CastleOffersWeighAsTheirCounts) {
  const fuzzing::PolicyInfo& guided = fuzzing::policy_table()[fuzzing::kGuidedPolicy];
  ASSERT_NE(guided.weights, nullptr);
  std::vector<Action> legal, judged;
  std::vector<std::uint32_t> weights;
  int decisions = 0, saving = 0, dear_saving = 0;
  long offers = 0, large = 0;
  for (int game = 0; game < scaled(60); ++game) {
    fuzzing::GameScript script = fuzzing::fuzz_script(91, static_cast<std::uint64_t>(game), 0, 10,
                                                      fuzzing::kGuidedPolicy, {});
    GameState s = fuzzing::script_start(script);
    SplitMix64 rng(script.seed ^ 0x6E1DEDULL);
    auto compare = [&](const GameState& at, const std::vector<Action>& offered, const Action&) {
      if (at.decision.kind != DecisionKind::castle) return true;
      judged = offered;
      // Counts the word path leaves to the case written out: 32 and more, up to 255.
      for (int i = 0; i < 4; ++i) {
        Action a = offered[rng.below(offered.size())];
        a.batches[rng.below(kBatchKinds)] = static_cast<std::uint8_t>(32 + rng.below(224));
        judged.push_back(a);
        ++large;
      }
      guided.weights(at, judged, weights);
      EXPECT_EQ(weights, castle_weights(at, judged))
          << "game " << game << ", " << describe_decision(at);
      ++decisions;
      offers += static_cast<long>(offered.size());
      if (at.residences_owned(at.decision.player) > 0) {
        ++saving;
        for (const Action& a : offered)
          if (a.batches[0] + a.batches[2] + a.batches[3] + a.batches[4] + a.batches[5] > 0) {
            ++dear_saving;
            break;
          }
      }
      return !::testing::Test::HasFailure();
    };
    fuzzing::play(s, legal, fuzzing::ScriptChooser(script), {}, compare);
    ASSERT_FALSE(::testing::Test::HasFailure()) << "game " << game;
  }
  // Not vacuous: rich castle decisions, players saving with dear offers among them.
  EXPECT_GT(decisions, scaled(60));
  EXPECT_GT(offers, scaled(60) * 100L);
  EXPECT_GT(dear_saving, 0);
  EXPECT_GT(saving, 0);
  EXPECT_GT(large, 0);
}

}  // namespace
}  // namespace caylus::test
