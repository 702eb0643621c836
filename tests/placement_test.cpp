// Unit tests for phase 2, placing workers (place.*; RULES.md "Phase 2").
// Default board: road 1 farm, 2 forest, 3 sawmill, 4 quarry, 5 market, 6 carpenter, 7 fixed
// peddler, 8 fixed carpenter, 16 gold mine. Turn 1 deniers: seat 0 7, seats 1-2 8, seats 3-4 9.
#include <gtest/gtest.h>

#include "core/rules/rules.h"
#include "tools/fuzzing/play.h"
#include "unit_helpers.h"

namespace caylus::test {
namespace {

// place.order: in turn order, round after round, passed players skipped; an action out of turn
// is refused (decision.player).
TEST(Placement, TurnOrderRoundAfterRoundSkippingPassed_PlaceOrder) {
  GameState s = start(3);
  EXPECT_EQ(s.decision.player, 0);
  expect_refused(s, place(1, 1), "decision.player");
  act(s, place(0, 1));
  EXPECT_EQ(s.decision.player, 1);
  act(s, pass(1));
  EXPECT_EQ(s.decision.player, 2);
  act(s, place(2, 2));
  EXPECT_EQ(s.decision.player, 0);  // round 2: 1 has passed and is skipped
  act(s, place(0, 3));
  EXPECT_EQ(s.decision.player, 2);
  expect_refused(s, place(1, 4), "decision.player");
  act(s, pass(2));
  EXPECT_EQ(s.decision.player, 0);
  act(s, place(0, 4));
  EXPECT_EQ(s.decision.player, 0);  // the only one left
  EXPECT_EQ(s.phase, Phase::placement);
  act(s, pass(0));
  EXPECT_NE(s.phase, Phase::placement);  // everyone passed: phase 2 is over
}

// place.pass: bridge slots in passing order; only the first passer gains 1 denier.
TEST(Placement, PassTakesLowestBridgeSlotFirstPassGainsOneDenierOnce_PlacePass) {
  GameState s = start(4);
  act(s, place(0, 1));  // 7 - 1
  act(s, pass(1));      // first: 8 + 1
  act(s, pass(2));      // second: nothing
  act(s, place(3, 2));  // 2 passed: 9 - 3
  act(s, pass(0));      // third
  EXPECT_EQ(s.passed_count, 3);
  EXPECT_EQ(s.bridge[0], 1);
  EXPECT_EQ(s.bridge[1], 2);
  EXPECT_EQ(s.bridge[2], 0);
  EXPECT_EQ(s.bridge[3], kNoPlayer);
  EXPECT_EQ(s.player(0).goods.deniers, 6);
  EXPECT_EQ(s.player(1).goods.deniers, 9);
  EXPECT_EQ(s.player(2).goods.deniers, 8);
  EXPECT_EQ(s.player(3).goods.deniers, 6);
  EventSink ev;
  act(s, pass(3), &ev);
  EXPECT_EQ(events_of(ev, EventKind::first_pass_bonus), 0);
  EXPECT_EQ(s.player(3).goods.deniers, 6);
}

// place.cost: the lowest free bridge number, 1 + players passed, on neutral, fixed and special
// buildings and the castle, from 1 up to 5.
TEST(Placement, CostRisesWithEachPassUpToFive_PlaceCost) {
  GameState s = start(5);
  s.player(2).goods.deniers = 20;
  act(s, place(0, 1));  // 0 passed: 1
  EXPECT_EQ(s.player(0).goods.deniers, 6);
  act(s, pass(1));                    // 8 + 1 = 9
  act(s, place(2, Special::castle));  // 1 passed: 2
  EXPECT_EQ(s.player(2).goods.deniers, 18);
  act(s, pass(3));
  act(s, place(4, 7));  // fixed peddler, 2 passed: 3
  EXPECT_EQ(s.player(4).goods.deniers, 6);
  act(s, pass(0));
  act(s, place(2, Special::trading_post));  // 3 passed: 4
  EXPECT_EQ(s.player(2).goods.deniers, 14);
  act(s, pass(4));
  act(s, place(2, 16));  // gold mine, 4 passed: 5
  EXPECT_EQ(s.player(2).goods.deniers, 9);
  EXPECT_EQ(s.road[16].worker, 2);
}

// place.cost refused when the player cannot pay it (exact rule id).
TEST(Placement, CannotPayCostRefused_PlaceCost) {
  GameState s = start(3);
  act(s, pass(0));
  set_goods(s, 1, goods(2, 1, 0, 0, 0, 1));
  expect_refused(s, place(1, 1), "place.cost");
  expect_refused(s, place(1, Special::castle), "place.cost");
  s.player(1).goods.deniers = 2;
  act(s, place(1, Special::castle));
  EXPECT_EQ(s.player(1).goods.deniers, 0);
}

// place.cost.own: 1 denier on one's own building whatever has been passed; place.cost on
// another player's building; place.owner_prestige: that owner gains 1 PP at once.
TEST(Placement, OwnBuildingCostsOneOthersPayBridgeAndOwnerScores_PlaceCostOwn_OwnerPrestige) {
  GameState s = start(4);
  put_tile(s, 9, BuildingId::wood_sawmill, 0);
  put_tile(s, 10, BuildingId::wood_quarry, 3);
  act(s, pass(0));  // 7 + 1
  act(s, pass(1));
  act(s, place(2, 9));  // 2 passed: 3; owner 0 +1 PP
  EXPECT_EQ(s.player(2).goods.deniers, 5);
  EXPECT_EQ(s.player(0).goods.prestige, 1);
  act(s, place(3, 10));  // own: 1, no prestige
  EXPECT_EQ(s.player(3).goods.deniers, 8);
  EXPECT_EQ(s.player(3).goods.prestige, 0);
  s.player(3).goods.deniers = 0;
  act(s, pass(2));
  expect_refused(s, place(3, 1), "place.cost");
  s.player(3).goods.deniers = 1;  // enough for its own building only
  act(s, pass(3));
  EXPECT_EQ(s.phase, Phase::provost);
  // The owner keeps the PP even though space 9 is beyond the provost and is never activated.
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.player(0).goods.prestige, 1);
}

// place.cost.own refused with its own id when even 1 denier is missing.
TEST(Placement, OwnBuildingUnaffordableRefused_PlaceCostOwn) {
  GameState s = start(3);
  put_tile(s, 9, BuildingId::wood_sawmill, 0);
  s.player(0).goods.deniers = 0;
  expect_refused(s, place(0, 9), "place.cost.own");
  auto all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], pass(0));
}

// place.cost.inn: the inn's right-slot holder pays 1 for every placement, whatever passed.
TEST(Placement, InnRightSlotHolderPaysOneEverywhere_PlaceCostInn) {
  GameState s = start(4);
  s.inn_right = 3;  // from an earlier turn
  s.player(3).workers_out = 1;
  put_tile(s, 9, BuildingId::wood_sawmill, 0);
  act(s, pass(0));
  act(s, pass(1));
  act(s, pass(2));
  act(s, place(3, 9));  // another's building with 3 passed: still 1
  EXPECT_EQ(s.player(3).goods.deniers, 8);
  EXPECT_EQ(s.player(0).goods.prestige, 1);
  act(s, place(3, Special::castle));  // 1
  act(s, place(3, Special::joust_field));
  act(s, place(3, 1));
  EXPECT_EQ(s.player(3).goods.deniers, 5);
  s.player(3).goods.deniers = 0;
  expect_refused(s, place(3, 2), "place.cost.inn");
}

// place.cost.inn is for the right slot only: a worker placed on the left slot this turn does
// not make its owner's later placements cheaper.
TEST(Placement, InnLeftSlotHolderPaysBridgeCost_PlaceCostInn) {
  GameState s = start(3);
  act(s, place(0, Special::inn));  // 7 - 1
  act(s, pass(1));
  act(s, pass(2));
  act(s, place(0, 1));  // 2 passed: 3
  EXPECT_EQ(s.player(0).goods.deniers, 3);
  s.player(0).goods.deniers = 2;
  expect_refused(s, place(0, 2), "place.cost");
}

// place.forbidden: no worker on an empty road space, a residence, a prestige building.
TEST(Placement, EmptySpaceResidencePrestigeForbidden_PlaceForbidden) {
  GameState s = start(3);
  put_tile(s, 9, BuildingId::residence, 1);
  put_tile(s, 10, BuildingId::statue, 1);
  put_tile(s, 11, BuildingId::residence, 0);
  expect_refused(s, place(0, 9), "place.forbidden");
  expect_refused(s, place(0, 10), "place.forbidden");
  expect_refused(s, place(0, 11), "place.forbidden");  // even one's own
  expect_refused(s, place(0, 12), "place.forbidden");  // empty
  expect_refused(s, place(0, 28), "place.forbidden");
  for (Space sp_ : {9, 10, 11, 12}) EXPECT_FALSE(offers(s, place(0, sp_)));
  expect_refused(s, place(0, 0), "decision.kind");  // no such space
  expect_refused(s, place(0, 99), "decision.kind");
}

// place.occupied: one worker per road building and per single special building.
TEST(Placement, OneWorkerPerBuilding_PlaceOccupied) {
  GameState s = start(3);
  act(s, place(0, 3));
  act(s, place(1, Special::gate));
  act(s, place(2, Special::trading_post));
  act(s, place(0, Special::merchants_guild));
  act(s, place(1, Special::joust_field));
  expect_refused(s, place(2, 3), "place.occupied");
  for (Special sp_ :
       {Special::gate, Special::trading_post, Special::merchants_guild, Special::joust_field})
    expect_refused(s, place(2, sp_), "place.occupied");
  EXPECT_FALSE(offers(s, place(2, 3)));
  act(s, place(2, 4));
  EXPECT_EQ(s.road[3].worker, 0);
  EXPECT_EQ(s.road[4].worker, 2);
}

// place.stables: lowest free of 3 slots, at most one worker per player.
TEST(Placement, StablesLowestSlotOnePerPlayerThreeSlots_PlaceStables) {
  GameState s = start(4);
  act(s, place(0, Special::stables));
  act(s, place(1, Special::stables));
  EXPECT_EQ(s.stables[0], 0);
  EXPECT_EQ(s.stables[1], 1);
  act(s, pass(2));
  act(s, place(3, Special::stables));
  EXPECT_EQ(s.stables[2], 3);
  expect_refused(s, place(0, Special::stables), "place.stables");  // already there (and full)
  EXPECT_FALSE(offers(s, place(0, Special::stables)));
  // Full: a player without a worker there is refused too.
  GameState t = start(5);
  act(t, place(0, Special::stables));
  act(t, place(1, Special::stables));
  act(t, place(2, Special::stables));
  expect_refused(t, place(3, Special::stables), "place.stables");
  EXPECT_FALSE(offers(t, place(3, Special::stables)));
}

// place.stables: the "one per player" refusal, separately from "full".
TEST(Placement, StablesSecondWorkerOfSamePlayerRefused_PlaceStables) {
  GameState s = start(3);
  act(s, place(0, Special::stables));
  act(s, pass(1));
  act(s, pass(2));
  EXPECT_EQ(s.stables[1], kNoPlayer);  // a free slot remains
  expect_refused(s, place(0, Special::stables), "place.stables");
}

// two_player.no_stables: the stables are not used with two players.
TEST(Placement, NoStablesWithTwoPlayers_TwoPlayerNoStables) {
  GameState s = start(2);
  expect_refused(s, place(0, Special::stables), "two_player.no_stables");
  EXPECT_FALSE(offers(s, place(0, Special::stables)));
}

// place.inn: a worker goes to the left slot, one worker; a player may hold both slots.
TEST(Placement, InnLeftSlotOneWorkerBothSlotsOnePlayer_PlaceInn) {
  GameState s = start(3);
  s.inn_right = 0;
  s.player(0).workers_out = 1;
  act(s, place(0, Special::inn));  // while holding the right slot
  EXPECT_EQ(s.inn_left, 0);
  EXPECT_EQ(s.inn_right, 0);
  EXPECT_EQ(s.player(0).goods.deniers, 6);  // inn right: 1
  expect_refused(s, place(1, Special::inn), "place.inn");
  EXPECT_FALSE(offers(s, place(1, Special::inn)));
}

// place.castle.one_per_player: lowest free castle slot, one worker per player.
TEST(Placement, CastleLowestSlotOnePerPlayer_PlaceCastleOnePerPlayer) {
  GameState s = start(3);
  act(s, pass(0));
  act(s, place(1, Special::castle));
  act(s, place(2, Special::castle));
  expect_refused(s, place(1, Special::castle), "place.castle.one_per_player");
  EXPECT_FALSE(offers(s, place(1, Special::castle)));
  EXPECT_EQ(s.castle_workers[0], 1);
  EXPECT_EQ(s.castle_workers[1], 2);
  EXPECT_EQ(s.castle_workers[2], kNoPlayer);
  EXPECT_EQ(s.player(1).goods.deniers, 6);  // 1 passed: 2
}

// place.workers: 6 workers; a worker staying on the inn's right slot counts as placed.
TEST(Placement, SixWorkersInnRightWorkerCounts_PlaceWorkers) {
  GameState s = start(3);
  s.inn_right = 0;
  s.player(0).workers_out = 1;
  s.player(0).goods.deniers = 50;
  act(s, place(0, 1));
  act(s, pass(1));
  act(s, pass(2));
  for (Space at : {2, 3, 4, 5}) act(s, place(0, at));
  EXPECT_EQ(s.available_workers(0), 0);
  EXPECT_EQ(s.player(0).workers_out, 6);
  expect_refused(s, place(0, 7), "place.workers");
  expect_refused(s, place(0, Special::castle), "place.workers");
  // place.forced_pass: only passing is offered.
  auto all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], pass(0));
}

// place.forced_pass: a player unable to pay any placement can only pass.
TEST(Placement, BrokePlayerCanOnlyPass_PlaceForcedPass) {
  GameState s = start(3);
  act(s, pass(0));
  s.player(1).goods.deniers = 1;  // cost is now 2
  auto all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], pass(1));
  // With an own building, 1 denier is enough there (and only there).
  s.road[9] = RoadSpace{BuildingId::wood_sawmill, 1, kNoPlayer};
  all = legal(s);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0], pass(1));
  EXPECT_EQ(all[1], place(1, 9));
}

// Placing on the gold mine or beyond the provost is allowed (FAQ): every occupied-able building
// is offered, including 16.
TEST(Placement, GoldMineAndBeyondProvostAllowed_PlaceCost) {
  GameState s = start(3);
  EXPECT_TRUE(offers(s, place(0, 16)));
  EXPECT_TRUE(offers(s, place(0, 8)));
  act(s, place(0, 16));
  act(s, place(1, 8));
  EXPECT_EQ(s.road[16].worker, 0);
  EXPECT_EQ(s.road[8].worker, 1);
}

// The full legal set at the first decision: pass, the 7 special spaces (not stables with 2
// players) and the 9 buildings on the road.
TEST(Placement, LegalActionsAtFirstDecision_PlaceOrder) {
  GameState s = start(3);
  auto all = legal(s);
  EXPECT_EQ(all.size(), 1u + 7u + 9u);
  GameState two = start(2);
  EXPECT_EQ(legal(two).size(), 1u + 6u + 9u);
}

}  // namespace
}  // namespace caylus::test
