// Unit tests for the two-player rules (two_player.*, place.cost.two_player; RULES.md "Two
// players").
#include <gtest/gtest.h>

#include "unit_helpers.h"

namespace caylus::test {
namespace {

using Order = std::array<PlayerIndex, kMaxPlayers>;
constexpr Order kFirstSecond = {0, 1, kNoPlayer, kNoPlayer, kNoPlayer};
constexpr Order kSecondFirst = {1, 0, kNoPlayer, kNoPlayer, kNoPlayer};

// two_player.deniers: 5 each, whatever the position (+2 income on turn 1).
TEST(TwoPlayer, FiveDeniersEach_TwoPlayerDeniers) {
  for (bool swap_first : {false, true}) {
    RuleOptions o;
    o.two_player_swap_first_turn = swap_first;
    GameState s = start(2, o);
    EXPECT_EQ(s.player(0).goods.deniers, 7);
    EXPECT_EQ(s.player(1).goods.deniers, 7);
  }
}

// two_player.order: the two swap first place at the start of every turn after the first.
TEST(TwoPlayer, SwapAtStartOfEachTurnAfterFirst_TwoPlayerOrder) {
  GameState s = start(2);
  EXPECT_EQ(s.turn_order, kFirstSecond);
  EXPECT_EQ(s.decision.player, 0);
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.turn_order, kSecondFirst);
  EXPECT_EQ(s.decision.player, 1);
  quietly_to(s, 3, Phase::placement);
  EXPECT_EQ(s.turn_order, kFirstSecond);
  EXPECT_EQ(s.decision.player, 0);
  quietly_to(s, 4, Phase::placement);
  EXPECT_EQ(s.turn_order, kSecondFirst);
}

// Option two_player_swap_first_turn = true: the swap happens at the start of turn 1 too.
TEST(TwoPlayer, SwapFromFirstTurnOption_TwoPlayerOrder_TwoPlayerSwapFirstTurn) {
  RuleOptions o;
  o.two_player_swap_first_turn = true;
  GameState s = start(2, o);
  EXPECT_EQ(s.turn_order, kSecondFirst);
  EXPECT_EQ(s.decision.player, 1);
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.turn_order, kFirstSecond);
  EXPECT_EQ(s.decision.player, 0);
}

// The swap is independent of who passed first (passing order only drives phase 4).
TEST(TwoPlayer, SwapRegardlessOfPassingOrder_TwoPlayerOrder) {
  GameState s = start(2);
  act(s, place(0, 1));
  act(s, pass(1));
  act(s, pass(0));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::provost, 1, kNoSpace}));
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.turn_order, kSecondFirst);
}

// two_player.no_stables: neither by placement nor through the gate.
TEST(TwoPlayer, NoStables_TwoPlayerNoStables) {
  GameState s = start(2);
  expect_refused(s, place(0, Special::stables), "two_player.no_stables");
  EXPECT_FALSE(offers(s, place(0, Special::stables)));
  act(s, place(0, Special::gate));
  act(s, pass(1));
  act(s, pass(0));
  ASSERT_EQ(s.decision.kind, DecisionKind::gate);
  expect_refused(s, gate_to(0, sp(Special::stables)), "two_player.no_stables");
  EXPECT_FALSE(offers(s, gate_to(0, sp(Special::stables))));
}

// place.cost.two_player: 1 before anyone passed; once one passed, 3 for anything but one's own
// buildings (neutral, fixed, special, castle, the other's building).
TEST(TwoPlayer, ThreeAfterOnePassed_PlaceCostTwoPlayer) {
  GameState s = start(2);
  put_tile(s, 9, BuildingId::wood_sawmill, 0);
  put_tile(s, 10, BuildingId::wood_quarry, 1);
  act(s, place(0, 1));  // nobody passed: 1
  EXPECT_EQ(s.player(0).goods.deniers, 6);
  act(s, pass(1));  // 7 + 1
  s.player(0).goods.deniers = 30;
  struct Case {
    Space at;
    int cost;
  };
  int left = 30;
  for (Case c : {Case{2, 3}, Case{sp(Special::castle), 3}, Case{7, 3}, Case{10, 3},
                 Case{9, 1}}) {  // with space 1: all 6 workers
    act(s, place(0, c.at));
    left -= c.cost;
    EXPECT_EQ(s.player(0).goods.deniers, left) << "space " << int(c.at);
  }
  EXPECT_EQ(s.player(1).goods.prestige, 1);  // place.owner_prestige on its quarry
  EXPECT_EQ(s.player(1).goods.deniers, 8);
}

// place.cost.two_player refused with its own id; own buildings still cost 1.
TEST(TwoPlayer, TwoDeniersNotEnoughAfterPass_PlaceCostTwoPlayer) {
  GameState s = start(2);
  put_tile(s, 9, BuildingId::wood_sawmill, 1);
  act(s, pass(0));
  s.player(1).goods.deniers = 2;
  expect_refused(s, place(1, 1), "place.cost.two_player");
  expect_refused(s, place(1, Special::castle), "place.cost.two_player");
  auto all = legal(s);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0], pass(1));
  EXPECT_EQ(all[1], place(1, 9));
}

// place.cost.inn still applies with two players: 1 for the inn's right-slot holder.
TEST(TwoPlayer, InnRuleStillApplies_PlaceCostInn_PlaceCostTwoPlayer) {
  GameState s = start(2);
  s.inn_right = 1;
  s.player(1).workers_out = 1;
  act(s, pass(0));
  act(s, place(1, 1));
  act(s, place(1, Special::castle));
  EXPECT_EQ(s.player(1).goods.deniers, 5);
}

// Phase 4 in two-player games follows the bridge as well (provost.order).
TEST(TwoPlayer, ProvostInPassingOrder_ProvostOrder) {
  GameState s = start(2);
  act(s, place(0, 1));
  act(s, pass(1));
  act(s, pass(0));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::provost, 1, kNoSpace}));
  act(s, provost(1, 0));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::provost, 0, kNoSpace}));
}

}  // namespace
}  // namespace caylus::test
