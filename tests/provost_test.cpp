// Unit tests for phase 4, the provost (provost.*; RULES.md "Phase 4").
#include <gtest/gtest.h>

#include "unit_helpers.h"

namespace caylus::test {
namespace {

// provost.order: in passing order (bridge slot 1 first), each player once; then phase 5.
TEST(Provost, BridgeOrderEachPlayerOnce_ProvostOrder) {
  GameState s = start(4);
  act(s, place(0, 1));
  act(s, pass(1));
  act(s, place(2, 2));
  act(s, pass(3));
  act(s, pass(0));
  act(s, pass(2));  // bridge: 1, 3, 0, 2
  ASSERT_EQ(s.phase, Phase::provost);
  for (PlayerIndex p : {1, 3, 0, 2}) {
    EXPECT_EQ(s.decision, (Decision{DecisionKind::provost, p, kNoSpace}));
    if (s.decision.player != p) return;
    expect_refused(s, provost((p + 1) % 4, 0), "decision.player");
    act(s, provost(p, 0));
  }
  EXPECT_EQ(s.phase, Phase::activation);  // workers on 1 and 2: phase 5 decisions
}

// provost.cost: 1 denier per space, either way; 0 = pass, free. Moves add up.
TEST(Provost, OneDenierPerSpaceZeroIsFree_ProvostCost) {
  GameState s = start(3);
  everyone_passes(s);  // bridge 0, 1, 2; seat 0 gained 1 (8 deniers)
  act(s, provost(0, 3));
  EXPECT_EQ(s.provost, 9);
  EXPECT_EQ(s.player(0).goods.deniers, 5);
  act(s, provost(1, -2));
  EXPECT_EQ(s.provost, 7);
  EXPECT_EQ(s.player(1).goods.deniers, 6);
  act(s, provost(2, 0));  // free; the turn then ends: 8 + 2 income
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.player(2).goods.deniers, 10);
  EXPECT_EQ(s.player(1).goods.deniers, 8);
  EXPECT_EQ(s.bailiff, 8);  // the provost ended on 7, beyond the bailiff (bailiff.move)
}

// provost.cost refused when the player cannot pay; only affordable moves are offered.
TEST(Provost, UnaffordableMoveRefused_ProvostCost) {
  GameState s = start(3);
  everyone_passes(s);
  s.player(0).goods.deniers = 1;
  expect_refused(s, provost(0, 2), "provost.cost");
  expect_refused(s, provost(0, -3), "provost.cost");
  auto all = legal(s);
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0], provost(0, -1));
  EXPECT_EQ(all[1], provost(0, 0));
  EXPECT_EQ(all[2], provost(0, 1));
  s.player(0).goods.deniers = 0;
  all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], provost(0, 0));
}

// provost.order: 1, 2 or 3 spaces, not more.
TEST(Provost, AtMostThreeSpaces_ProvostOrder) {
  GameState s = start(3);
  everyone_passes(s);
  s.player(0).goods.deniers = 20;
  expect_refused(s, provost(0, 4), "provost.order");
  expect_refused(s, provost(0, -4), "provost.order");
  EXPECT_EQ(legal(s).size(), 7u);
}

// provost.bounds: road spaces 1..28, built or empty; never the bridge (0) or beyond 28.
TEST(Provost, BoundsOneToTwentyEightNeverBridge_ProvostBounds) {
  GameState s = start(3);
  s.provost = 2;
  everyone_passes(s);
  expect_refused(s, provost(0, -2), "provost.bounds");
  expect_refused(s, provost(0, -3), "provost.bounds");
  act(s, provost(0, -1));
  EXPECT_EQ(s.provost, 1);
  expect_refused(s, provost(1, -1), "provost.bounds");
  act(s, provost(1, 0));

  GameState t = start(3);
  t.provost = 26;
  everyone_passes(t);
  expect_refused(t, provost(0, 3), "provost.bounds");
  act(t, provost(0, 2));
  EXPECT_EQ(t.provost, 28);
  expect_refused(t, provost(1, 1), "provost.bounds");
  EXPECT_EQ(legal(t).size(), 4u);  // -3..0
}

// The provost may stand on an empty road space (9 is empty on the starting board).
TEST(Provost, MayStandOnEmptySpace_ProvostBounds) {
  GameState s = start(3);
  everyone_passes(s);
  act(s, provost(0, 3));
  EXPECT_EQ(s.provost, 9);
  EXPECT_EQ(s.road[9].building, BuildingId::none);
}

// Where the provost ends decides phase 5: road space 1 is always activated even at the lowest
// position (provost.bounds), and space 2 is not when the provost stands on 1.
TEST(Provost, ProvostOnOneActivatesOnlySpaceOne_ProvostBounds_ActivateOrder) {
  GameState s = start(3);
  s.provost = 4;
  place_then_pass(s, {{1, 1}, {2, 2}});
  act(s, provost(0, -3));  // bridge: 0 passed first
  EXPECT_EQ(s.provost, 1);
  quietly_until(s, DecisionKind::activation);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 1, 1}));
  act(s, use(1, {}, cubes(1, 0, 0, 0, 0)));
  EXPECT_NE(s.phase, Phase::activation);  // seat 2's worker on 2 returned without effect
  EXPECT_EQ(s.player(2).workers_out, 0);
  EXPECT_EQ(s.road[2].worker, kNoPlayer);
}

}  // namespace
}  // namespace caylus::test
