// Unit tests for the notary, the lawyer tile's effect in phase 5 (notary.*; RULES.md "Phase 5"):
// which buildings it transforms, its price, and when an occupied target is transformed.
#include <gtest/gtest.h>

#include "activation_helpers.h"

namespace caylus::test {
namespace {

using B = BuildingId;

// ---------------------------------------------------------------------------------------------
// Notary (the lawyer tile): notary.*

// seat 0 on its own lawyer at 9, with 1 cloth and 2 deniers.
GameState at_lawyer(RuleOptions o = {}) {
  return use_building(B::lawyer, 0, 0, goods(0, 0, 0, 1, 0, 2), o);
}

// notary.transform: a neutral building becomes seat 0's residence: 1 cloth + 1 denier, +2 PP;
// notary.returned_tile: a neutral tile is discarded, whatever the option.
TEST(Notary, NeutralBecomesResidenceTileDiscarded_NotaryTransform_NotaryReturnedTile) {
  for (auto opt : {NotaryReturnedTile::stock, NotaryReturnedTile::discard}) {
    RuleOptions o;
    o.notary_returned_tile = opt;
    GameState s = at_lawyer(o);
    act(s, transform(0, 4));
    EXPECT_EQ(s.road[4], (RoadSpace{B::residence, 0, kNoPlayer}));
    EXPECT_EQ(s.player(0).goods, (Resources{{0, 0, 0, 0, 0}, 1, 2}));
    EXPECT_NE(s.discarded & tile_bit(B::neutral_quarry), 0u);
    EXPECT_EQ(s.stock & tile_bit(B::neutral_quarry), 0u);
    EXPECT_EQ(s.residences_owned(0), 1);
  }
}

// notary.returned_tile: one's own wood or stone tile returns to the stock (default) or is
// discarded (option discard).
TEST(Notary, OwnTileToStockOrDiscard_NotaryReturnedTile) {
  for (BuildingId id : {B::wood_sawmill, B::bank}) {
    for (auto opt : {NotaryReturnedTile::stock, NotaryReturnedTile::discard}) {
      SCOPED_TRACE(building_name(id));
      RuleOptions o;
      o.notary_returned_tile = opt;
      GameState s = at_lawyer(o);
      put_tile(s, 12, id, 0);
      act(s, transform(0, 12));
      EXPECT_EQ(s.road[12], (RoadSpace{B::residence, 0, kNoPlayer}));
      bool stock = opt == NotaryReturnedTile::stock;
      EXPECT_EQ((s.stock & tile_bit(id)) != 0, stock);
      EXPECT_EQ((s.discarded & tile_bit(id)) != 0, !stock);
      EXPECT_EQ(s.player(0).goods.prestige, 2);
    }
  }
}

// notary.transform: never another player's building, the lawyer, a fixed building, a
// residence, a prestige building, an empty space or a special building.
TEST(Notary, ForbiddenTargets_NotaryTransform) {
  GameState s = at_lawyer();
  put_tile(s, 10, B::wood_sawmill, 1);  // another's wood
  put_tile(s, 11, B::bank, 2);          // another's stone
  put_tile(s, 12, B::residence, 0);     // own residence
  put_tile(s, 13, B::library, 0);       // own prestige
  put_tile(s, 14, B::lawyer, 0);        // (a second lawyer tile, to test "own lawyer" apart)
  for (Space t : {9, 10, 11, 12, 13, 14, 7, 8, 16, 15, 28})
    expect_refused(s, transform(0, t), "notary.transform");
  expect_refused(s, transform(0, sp(Special::inn)), "notary.transform");
  // Offered: decline and the 6 neutral buildings only.
  auto all = legal(s);
  ASSERT_EQ(all.size(), 7u);
  EXPECT_EQ(all[0], decline(0));
  for (Space t = 1; t <= 6; ++t) EXPECT_TRUE(offers(s, transform(0, t)));
}

// notary.transform: 1 cloth and 1 denier are needed.
TEST(Notary, NeedsClothAndDenier_NotaryTransform) {
  GameState s = at_lawyer();
  set_goods(s, 0, goods(5, 5, 5, 0, 5, 5));
  expect_refused(s, transform(0, 1), "notary.transform");
  set_goods(s, 0, goods(0, 0, 0, 1, 0, 0));
  expect_refused(s, transform(0, 1), "notary.transform");
  EXPECT_EQ(legal(s).size(), 1u);
}

// notary.occupied: a target already being transformed cannot be chosen again.
TEST(Notary, TargetAlreadyPendingRefused_NotaryOccupied) {
  GameState s = at_lawyer();
  s.pending_transforms[0] = PendingTransform{3, 1, false};
  s.pending_transform_count = 1;
  expect_refused(s, transform(0, 3), "notary.occupied");
  act(s, transform(0, 2));
}

// Occupied target activated later in phase 5: seat 0's lawyer on 9, seat 1's worker on seat 0's
// sawmill on 10, seat 2's worker on its quarry on 11, provost on 11.
GameState occupied_target(RuleOptions o) {
  GameState s = start(3, o);
  put_tile(s, 9, B::lawyer, 0);
  put_tile(s, 10, B::wood_sawmill, 0);
  put_tile(s, 11, B::wood_quarry, 2);
  s.provost = 11;
  place_then_pass(s, {{0, 9}, {1, 10}, {2, 11}});
  quietly_until(s, DecisionKind::activation);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 0, 9}));
  set_goods(s, 0, goods(0, 0, 0, 1, 0, 1));
  EXPECT_EQ(s.player(0).goods.prestige, 1);  // seat 1 on its sawmill
  act(s, transform(0, 10));
  // notary.occupied: paid and scored now, transformed later.
  EXPECT_EQ(s.player(0).goods, (Resources{{0, 0, 0, 0, 0}, 0, 3}));
  EXPECT_EQ(s.road[10], (RoadSpace{B::wood_sawmill, 0, 1}));
  EXPECT_EQ(s.pending_transform_count, 1);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 1, 10}));
  act(s, use(1, {}, cubes(0, 2, 0, 0, 0)));  // the target still works for its worker
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 2, 11}));
  return s;
}

// Default notary_delay = end_of_activation: when the resolution of the road is over.
TEST(Notary, OccupiedTargetTransformedAtEndOfActivation_NotaryOccupied_NotaryDelay) {
  GameState s = occupied_target({});
  EXPECT_EQ(s.road[10].building, B::wood_sawmill);
  act(s, use(2, {}, cubes(0, 0, 2, 0, 0)));
  EXPECT_NE(s.phase, Phase::activation);
  EXPECT_EQ(s.road[10], (RoadSpace{B::residence, 0, kNoPlayer}));
  EXPECT_EQ(s.pending_transform_count, 0);
  EXPECT_NE(s.stock & tile_bit(B::wood_sawmill), 0u);
  EXPECT_EQ(s.player(0).goods.prestige, 3);  // not scored twice
}

// Option notary_delay = after_target_activation: right after the target's worker is resolved.
TEST(Notary, OccupiedTargetTransformedAfterItsActivation_NotaryOccupied_NotaryDelay) {
  RuleOptions o;
  o.notary_delay = NotaryDelay::after_target_activation;
  GameState s = occupied_target(o);
  EXPECT_EQ(s.road[10], (RoadSpace{B::residence, 0, kNoPlayer}));
  EXPECT_EQ(s.pending_transform_count, 0);
}

// Target beyond the provost (never activated): seat 0's lawyer on 9 (provost), seat 1's worker
// on seat 0's sawmill on 10, seat 2 in the castle. Returns at seat 2's castle decision.
GameState unactivated_target(RuleOptions o) {
  GameState s = start(3, o);
  put_tile(s, 9, B::lawyer, 0);
  put_tile(s, 10, B::wood_sawmill, 0);
  s.provost = 9;
  place_then_pass(s, {{0, 9}, {1, 10}, {2, sp(Special::castle)}});
  quietly_until(s, DecisionKind::activation);
  set_goods(s, 0, goods(0, 0, 0, 1, 0, 1));
  Resources seat1 = s.player(1).goods;
  act(s, transform(0, 10));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::castle, 2, sp(Special::castle)}));
  EXPECT_EQ(s.player(1).goods, seat1);  // beyond the provost: no production
  EXPECT_EQ(s.road[10].worker, kNoPlayer);
  return s;
}

// notary_unactivated_target = end_of_phase (default): transformed when phase 5 ends.
TEST(Notary, UnactivatedTargetAtEndOfPhase_NotaryOccupied_NotaryUnactivatedTarget) {
  for (auto delay : {NotaryDelay::end_of_activation, NotaryDelay::after_target_activation}) {
    RuleOptions o;
    o.notary_delay = delay;
    GameState s = unactivated_target(o);
    EXPECT_EQ(s.road[10], (RoadSpace{B::residence, 0, kNoPlayer}));
    EXPECT_EQ(s.pending_transform_count, 0);
  }
}

// notary_unactivated_target = end_of_turn: still the sawmill in phase 6, a residence by turn 2.
TEST(Notary, UnactivatedTargetAtEndOfTurn_NotaryOccupied_NotaryUnactivatedTarget) {
  RuleOptions o;
  o.notary_unactivated_target = NotaryUnactivatedTarget::end_of_turn;
  GameState s = unactivated_target(o);
  EXPECT_EQ(s.road[10], (RoadSpace{B::wood_sawmill, 0, kNoPlayer}));
  EXPECT_EQ(s.pending_transform_count, 1);
  act(s, castle(2));
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.road[10], (RoadSpace{B::residence, 0, kNoPlayer}));
  EXPECT_EQ(s.pending_transform_count, 0);
  EXPECT_EQ(s.player(0).goods.deniers, 3);  // turn 2 income: 2 + 1 for the new residence
}

// A target before the notary already had its worker resolved: transformed at once.
TEST(Notary, TargetWorkerAlreadyResolvedTransformsAtOnce_NotaryOccupied) {
  GameState s = start(3);
  put_tile(s, 10, B::lawyer, 0);
  put_tile(s, 9, B::wood_sawmill, 0);
  s.provost = 10;
  place_then_pass(s, {{1, 9}, {0, 10}});
  quietly_until(s, DecisionKind::activation);
  act(s, use(1, {}, cubes(0, 2, 0, 0, 0)));
  set_goods(s, 0, goods(0, 0, 0, 1, 0, 1));
  act(s, transform(0, 9));
  EXPECT_EQ(s.road[9], (RoadSpace{B::residence, 0, kNoPlayer}));
  EXPECT_EQ(s.pending_transform_count, 0);
}

}  // namespace
}  // namespace caylus::test
