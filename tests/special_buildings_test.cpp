// Unit tests for phase 3, the special buildings (special.*; RULES.md "Phase 3"): gate, trading
// post, merchants' guild, joust field, stables, inn — in this order.
#include <gtest/gtest.h>

#include "unit_helpers.h"

namespace caylus::test {
namespace {

// 3 players; seat 0 puts its worker on the gate (1 denier: 7 -> 6) and everyone else passes,
// unless `before` places more workers first. Returns at the gate decision.
GameState at_gate(int players = 3, const std::vector<std::pair<PlayerIndex, Space>>& others = {},
                  RuleOptions options = {}) {
  GameState s = start(players, options);
  std::vector<std::pair<PlayerIndex, Space>> plan = {{0, sp(Special::gate)}};
  plan.insert(plan.end(), others.begin(), others.end());
  place_then_pass(s, plan);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::gate, 0, sp(Special::gate)}));
  return s;
}

// special.gate: the worker may be taken back (decline): it returns, nothing else happens.
TEST(Gate, DeclineTakesWorkerBack_SpecialGate) {
  GameState s = at_gate();
  EXPECT_EQ(s.gate, 0);
  EXPECT_EQ(s.player(0).workers_out, 1);
  int deniers = s.player(0).goods.deniers;
  act(s, decline(0));
  EXPECT_EQ(s.gate, kNoPlayer);
  EXPECT_EQ(s.player(0).workers_out, 0);
  EXPECT_EQ(s.player(0).goods.deniers, deniers);
  EXPECT_EQ(s.phase, Phase::provost);
}

// special.gate: to a road building, free, with place.owner_prestige for the owner; the building
// then activates in phase 5.
TEST(Gate, ToAnotherPlayersRoadBuildingFreeOwnerScores_SpecialGate_PlaceOwnerPrestige) {
  GameState s = start(3);
  put_tile(s, 9, BuildingId::wood_sawmill, 2);
  s.provost = 9;
  place_then_pass(s, {{0, sp(Special::gate)}});
  int deniers = s.player(0).goods.deniers;
  EXPECT_EQ(s.player(2).goods.prestige, 0);
  act(s, gate_to(0, 9));
  EXPECT_EQ(s.road[9].worker, 0);
  EXPECT_EQ(s.player(2).goods.prestige, 1);
  EXPECT_EQ(s.player(0).goods.deniers, deniers);  // the move is free
  EXPECT_EQ(s.player(0).workers_out, 1);
  quietly_until(s, DecisionKind::activation);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 0, 9}));
  act(s, use(0, {}, cubes(0, 2, 0, 0, 0)));
  EXPECT_EQ(s.player(0).goods[Cube::wood], 3);
}

// special.gate: with the placement rules but the cost — no gate, no occupied or forbidden
// space, no second castle or stables worker.
TEST(Gate, PlacementRulesApply_SpecialGate_PlaceOccupied_PlaceForbidden) {
  GameState s = start(4);
  put_tile(s, 9, BuildingId::residence, 0);
  put_tile(s, 10, BuildingId::statue, 1);
  place_then_pass(s, {{0, sp(Special::gate)},
                      {1, 1},
                      {2, sp(Special::trading_post)},
                      {0, sp(Special::castle)},
                      {0, sp(Special::stables)}});
  ASSERT_EQ(s.decision.kind, DecisionKind::gate);
  expect_refused(s, gate_to(0, sp(Special::gate)), "special.gate");
  expect_refused(s, gate_to(0, 1), "place.occupied");
  expect_refused(s, gate_to(0, sp(Special::trading_post)), "place.occupied");
  expect_refused(s, gate_to(0, 9), "place.forbidden");
  expect_refused(s, gate_to(0, 10), "place.forbidden");
  expect_refused(s, gate_to(0, 11), "place.forbidden");
  expect_refused(s, gate_to(0, sp(Special::castle)), "place.castle.one_per_player");
  expect_refused(s, gate_to(0, sp(Special::stables)), "place.stables");
  // Offered: decline, free specials (guild, joust, inn) and the free road buildings.
  EXPECT_TRUE(offers(s, decline(0)));
  EXPECT_TRUE(offers(s, gate_to(0, sp(Special::merchants_guild))));
  EXPECT_TRUE(offers(s, gate_to(0, sp(Special::joust_field))));
  EXPECT_TRUE(offers(s, gate_to(0, sp(Special::inn))));
  EXPECT_TRUE(offers(s, gate_to(0, 16)));
  EXPECT_FALSE(offers(s, gate_to(0, 1)));
  EXPECT_FALSE(offers(s, gate_to(0, sp(Special::castle))));
}

// special.gate + two_player.no_stables: no stables through the gate with two players.
TEST(Gate, NoStablesWithTwoPlayers_TwoPlayerNoStables) {
  GameState s = at_gate(2);
  expect_refused(s, gate_to(0, sp(Special::stables)), "two_player.no_stables");
}

// special.gate to the trading post: it then activates (special.trading_post, +3).
TEST(Gate, ToTradingPostWhichThenActivates_SpecialGate_SpecialTradingPost) {
  GameState s = at_gate();
  int deniers = s.player(0).goods.deniers;
  act(s, gate_to(0, sp(Special::trading_post)));
  EXPECT_EQ(s.player(0).goods.deniers, deniers + 3);
  EXPECT_EQ(s.trading_post, kNoPlayer);
  EXPECT_EQ(s.player(0).workers_out, 0);
}

// special.gate to the merchants' guild: the guild decision follows for that player.
TEST(Gate, ToMerchantsGuildWhichThenActivates_SpecialGate) {
  GameState s = at_gate();
  act(s, gate_to(0, sp(Special::merchants_guild)));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::merchants_guild, 0, sp(Special::merchants_guild)}));
  act(s, provost(0, 2));
  EXPECT_EQ(s.provost, 8);
}

// special.gate to the joust field: the joust decision follows.
TEST(Gate, ToJoustFieldWhichThenActivates_SpecialGate) {
  GameState s = at_gate();
  act(s, gate_to(0, sp(Special::joust_field)));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::joust, 0, sp(Special::joust_field)}));
}

// special.gate to the stables: the stables then reorder (slot after the phase-2 ones).
TEST(Gate, ToStablesWhichThenReorders_SpecialGate_SpecialStables) {
  GameState s = at_gate(4, {{2, sp(Special::stables)}});
  EXPECT_EQ(s.stables[0], 2);
  act(s, gate_to(0, sp(Special::stables)));
  ASSERT_EQ(s.phase, Phase::provost);
  // Seat 0 took slot 2 (after seat 2's slot 1): order 2, 0, then 1, 3.
  EXPECT_EQ(s.turn_order, (std::array<PlayerIndex, 5>{2, 0, 1, 3, kNoPlayer}));
  EXPECT_EQ(s.player(0).workers_out, 0);
}

// special.gate to the inn: the left slot; it then moves to the right slot (special.inn).
TEST(Gate, ToInnLeftSlotThenRight_SpecialGate_SpecialInn) {
  GameState s = at_gate();
  act(s, gate_to(0, sp(Special::inn)));
  EXPECT_EQ(s.inn_right, 0);
  EXPECT_EQ(s.inn_left, kNoPlayer);
  EXPECT_EQ(s.player(0).workers_out, 1);  // stays on the inn
}

// special.gate to the castle: the next free castle slot, after the phase-2 castle workers.
TEST(Gate, ToCastleTakesSlotAfterPhaseTwoWorkers_SpecialGate_CastleOrder) {
  GameState s = at_gate(3, {{1, sp(Special::castle)}, {2, sp(Special::castle)}});
  act(s, gate_to(0, sp(Special::castle)));
  EXPECT_EQ(s.castle_workers[0], 1);
  EXPECT_EQ(s.castle_workers[1], 2);
  EXPECT_EQ(s.castle_workers[2], 0);
  quietly_until(s, DecisionKind::castle);
  EXPECT_EQ(s.decision.player, 1);
  act(s, castle(1));
  EXPECT_EQ(s.decision.player, 2);
  act(s, castle(2));
  EXPECT_EQ(s.decision.player, 0);
}

// special.trading_post: +3 deniers, no decision, the worker returns.
TEST(TradingPost, GainsThreeDeniers_SpecialTradingPost) {
  GameState s = start(3);
  act(s, pass(0));
  act(s, place(1, Special::trading_post));  // 8 - 2
  everyone_passes(s);
  EXPECT_EQ(s.phase, Phase::provost);
  EXPECT_EQ(s.player(1).goods.deniers, 6 + 3);
  EXPECT_EQ(s.player(1).workers_out, 0);
  EXPECT_EQ(s.trading_post, kNoPlayer);
}

GameState at_guild(Space provost_at) {
  GameState s = start(3);
  s.provost = provost_at;
  place_then_pass(s, {{1, sp(Special::merchants_guild)}});
  EXPECT_EQ(s.decision, (Decision{DecisionKind::merchants_guild, 1, sp(Special::merchants_guild)}));
  return s;
}

// special.merchants_guild: 1-3 spaces either way, free; 0 leaves it; provost.bounds.
TEST(MerchantsGuild, MovesProvostUpToThreeFree_SpecialMerchantsGuild) {
  for (int move = -3; move <= 3; ++move) {
    GameState s = at_guild(6);
    int deniers = s.player(1).goods.deniers;
    act(s, provost(1, move));
    EXPECT_EQ(s.provost, 6 + move);
    EXPECT_EQ(s.player(1).goods.deniers, deniers);
    EXPECT_EQ(s.player(1).workers_out, 0);
  }
  GameState s = at_guild(6);
  expect_refused(s, provost(1, 4), "special.merchants_guild");
  expect_refused(s, provost(1, -4), "special.merchants_guild");
  EXPECT_EQ(legal(s).size(), 7u);
}

TEST(MerchantsGuild, BoundsOneToTwentyEight_ProvostBounds) {
  GameState s = at_guild(2);
  expect_refused(s, provost(1, -2), "provost.bounds");
  expect_refused(s, provost(1, -3), "provost.bounds");
  EXPECT_EQ(legal(s).size(), 5u);  // -1 .. 3
  act(s, provost(1, -1));
  EXPECT_EQ(s.provost, 1);
  GameState t = at_guild(27);
  expect_refused(t, provost(1, 2), "provost.bounds");
  act(t, provost(1, 1));
  EXPECT_EQ(t.provost, 28);
}

GameState at_joust(Resources g) {
  GameState s = start(3);
  place_then_pass(s, {{2, sp(Special::joust_field)}});
  EXPECT_EQ(s.decision, (Decision{DecisionKind::joust, 2, sp(Special::joust_field)}));
  set_goods(s, 2, g);
  return s;
}

// special.joust_field: 1 denier + 1 cloth for 1 favor.
TEST(JoustField, PayDenierAndClothForAFavor_SpecialJoustField) {
  GameState s = at_joust(goods(0, 0, 0, 2, 0, 3));
  act(s, joust(2));
  EXPECT_EQ(s.player(2).goods.deniers, 2);
  EXPECT_EQ(s.player(2).goods[Cube::cloth], 1);
  EXPECT_EQ(s.player(2).workers_out, 0);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::favor, 2, kNoSpace}));
  EXPECT_EQ(s.favors_pending, 1);
  act(s, favor(2, FavorRow::prestige, 1));
  EXPECT_EQ(s.player(2).goods.prestige, 1);
  EXPECT_EQ(s.phase, Phase::provost);
}

TEST(JoustField, DeclineCostsNothing_SpecialJoustField) {
  GameState s = at_joust(goods(0, 0, 0, 1, 0, 1));
  act(s, decline(2));
  EXPECT_EQ(s.player(2).goods, goods(0, 0, 0, 1, 0, 1));
  EXPECT_EQ(s.favors_pending, 0);
  EXPECT_EQ(s.phase, Phase::provost);
  EXPECT_EQ(s.player(2).workers_out, 0);
}

// Without 1 cloth or 1 denier the joust is refused; only decline is offered.
TEST(JoustField, CannotPayRefused_SpecialJoustField) {
  for (Resources g : {goods(5, 5, 5, 0, 5, 5), goods(0, 0, 0, 3, 0, 0)}) {
    GameState s = at_joust(g);
    expect_refused(s, joust(2), "special.joust_field");
    auto all = legal(s);
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0], decline(2));
  }
}

// special.stables (option stables_effect = immediate): slot 1 first, slot 2 second, the others
// in their previous relative order, at once; the workers return.
TEST(Stables, ImmediateReorder_SpecialStables_StablesEffect) {
  GameState s = start(5);
  act(s, pass(0));
  act(s, place(1, Special::stables));
  act(s, pass(2));
  act(s, place(3, Special::stables));
  EXPECT_EQ(s.stables, (std::array<PlayerIndex, 3>{1, 3, kNoPlayer}));
  everyone_passes(s);
  ASSERT_EQ(s.phase, Phase::provost);
  EXPECT_EQ(s.turn_order, (std::array<PlayerIndex, 5>{1, 3, 0, 2, 4}));
  EXPECT_EQ(s.stables, (std::array<PlayerIndex, 3>{kNoPlayer, kNoPlayer, kNoPlayer}));
  EXPECT_EQ(s.player(1).workers_out, 0);
  EXPECT_EQ(s.player(3).workers_out, 0);
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.turn_order, (std::array<PlayerIndex, 5>{1, 3, 0, 2, 4}));
  EXPECT_EQ(s.decision.player, 1);
}

// option stables_effect = next_turn: the order is unchanged until turn 2 starts.
TEST(Stables, NextTurnReorder_SpecialStables_StablesEffect) {
  RuleOptions o;
  o.stables_effect = StablesEffect::next_turn;
  GameState s = start(4, o);
  act(s, pass(0));
  act(s, place(1, Special::stables));
  act(s, place(2, Special::stables));
  act(s, place(3, Special::stables));
  EXPECT_EQ(s.stables, (std::array<PlayerIndex, 3>{1, 2, 3}));
  everyone_passes(s);
  ASSERT_EQ(s.phase, Phase::provost);  // phase 3 is over
  EXPECT_EQ(s.turn_order, (std::array<PlayerIndex, 5>{0, 1, 2, 3, kNoPlayer}));
  EXPECT_TRUE(s.turn_order_pending);
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.turn_order, (std::array<PlayerIndex, 5>{1, 2, 3, 0, kNoPlayer}));
  EXPECT_EQ(s.decision.player, 1);
}

// special.inn: this turn's left-slot worker moves right and stays (counts as out; its owner
// pays 1 per placement next turn: place.cost.inn).
TEST(Inn, LeftWorkerMovesRightAndStays_SpecialInn_PlaceCostInn) {
  GameState s = start(3);
  place_then_pass(s, {{1, sp(Special::inn)}});
  EXPECT_EQ(s.inn_right, 1);
  EXPECT_EQ(s.inn_left, kNoPlayer);
  EXPECT_EQ(s.player(1).workers_out, 1);
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.player(1).workers_out, 1);
  EXPECT_EQ(s.available_workers(1), 5);
  act(s, pass(0));
  int deniers = s.player(1).goods.deniers;
  act(s, place(1, 1));  // 1 passed: 2 for others, 1 at the inn
  EXPECT_EQ(s.player(1).goods.deniers, deniers - 1);
  act(s, pass(2));
  act(s, place(1, Special::castle));  // 2 passed: still 1
  EXPECT_EQ(s.player(1).goods.deniers, deniers - 2);
}

// special.inn: no newcomer — the right slot's owner chooses to stay or leave.
TEST(Inn, RightSlotOwnerStaysOrLeaves_SpecialInn) {
  for (bool stay : {true, false}) {
    GameState s = start(3);
    place_then_pass(s, {{1, sp(Special::inn)}});
    quietly_to(s, 2, Phase::placement);
    everyone_passes(s);
    EXPECT_EQ(s.decision, (Decision{DecisionKind::inn, 1, sp(Special::inn)}));
    auto all = legal(s);
    ASSERT_EQ(all.size(), 2u);
    expect_refused(s, decline(1), "decision.kind");
    act(s, inn(1, stay));
    EXPECT_EQ(s.inn_right, stay ? 1 : kNoPlayer);
    EXPECT_EQ(s.player(1).workers_out, stay ? 1 : 0);
  }
}

// special.inn: a newcomer on the left slot evicts the right slot's worker.
TEST(Inn, NewcomerEvictsRightSlotWorker_SpecialInn) {
  GameState s = start(3);
  place_then_pass(s, {{1, sp(Special::inn)}});
  quietly_to(s, 2, Phase::placement);
  place_then_pass(s, {{2, sp(Special::inn)}});
  EXPECT_EQ(s.phase, Phase::provost);  // no inn decision
  EXPECT_EQ(s.inn_right, 2);
  EXPECT_EQ(s.player(1).workers_out, 0);
  EXPECT_EQ(s.player(2).workers_out, 1);
}

// special.inn: the same player on both slots — the new worker moves right, the old returns.
TEST(Inn, SamePlayerOnBothSlots_SpecialInn_PlaceInn) {
  GameState s = start(3);
  place_then_pass(s, {{1, sp(Special::inn)}});
  quietly_to(s, 2, Phase::placement);
  place_then_pass(s, {{1, sp(Special::inn)}});
  EXPECT_EQ(s.inn_right, 1);
  EXPECT_EQ(s.player(1).workers_out, 1);
}

// Phase 3 order: gate, trading post, guild, joust, stables, inn.
TEST(SpecialOrder, GateGuildJoustInOrder_SpecialGate_SpecialMerchantsGuild) {
  GameState s = start(4);
  set_goods(s, 3, goods(0, 0, 0, 1, 0, 9));
  place_then_pass(
      s,
      {{3, sp(Special::joust_field)}, {2, sp(Special::merchants_guild)}, {1, sp(Special::gate)}});
  EXPECT_EQ(s.decision.kind, DecisionKind::gate);
  EXPECT_EQ(s.decision.player, 1);
  act(s, decline(1));
  EXPECT_EQ(s.decision.kind, DecisionKind::merchants_guild);
  EXPECT_EQ(s.decision.player, 2);
  act(s, provost(2, 0));
  EXPECT_EQ(s.decision.kind, DecisionKind::joust);
  EXPECT_EQ(s.decision.player, 3);
}

}  // namespace
}  // namespace caylus::test
