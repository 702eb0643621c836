// Unit tests for the King's favor (favor.*; RULES.md "King's favor").
// Rows: prestige 1-5 PP; deniers 3-7; resources food | wood or stone | cloth | exchange 1 cube
// for 2 (no gold) | gold; buildings nothing | wood -1 wood | stone -1 stone | notary -1 denier |
// prestige building at full cost.
#include <gtest/gtest.h>

#include "unit_helpers.h"

namespace caylus::test {
namespace {

using B = BuildingId;
using R = FavorRow;

// 3 players; seat 0 jousts in phase 3 and has 1 favor to use: the state is then edited — seat
// 0's goods `g` (prestige 0), its markers, and the scored sections (`scored`: bit 0 dungeon,
// bit 1 walls).
GameState at_favor(Resources g, std::array<std::uint8_t, 4> markers = {0, 0, 0, 0},
                   std::uint8_t scored = 0, RuleOptions o = {}) {
  GameState s = start(3, o);
  place_then_pass(s, {{0, sp(Special::joust_field)}});
  EXPECT_EQ(s.decision.kind, DecisionKind::joust);
  set_goods(s, 0, goods(0, 0, 0, 1, 0, 1));
  act(s, joust(0));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::favor, 0, kNoSpace}));
  set_goods(s, 0, g);
  s.player(0).favor = markers;
  s.scored = scored;
  return s;
}

const Resources kNone = goods(0, 0, 0, 0, 0, 0);
const Resources kFood = cubes(1, 0, 0, 0, 0);
const Resources kWood = cubes(0, 1, 0, 0, 0);
const Resources kStone = cubes(0, 0, 1, 0, 0);
const Resources kCloth = cubes(0, 0, 0, 1, 0);
const Resources kGold = cubes(0, 0, 0, 0, 1);

// favor.choose, prestige row: column k gives k PP; the marker advances one column.
TEST(FavorRows, PrestigeRowOneToFivePP_FavorChoose) {
  for (int k = 1; k <= 5; ++k) {
    GameState s = at_favor(kNone, {static_cast<std::uint8_t>(k - 1), 0, 0, 0}, 3);
    act(s, favor(0, R::prestige, k));
    EXPECT_EQ(s.player(0).goods.prestige, k);
    EXPECT_EQ(s.player(0).favor[0], k);
    EXPECT_EQ(s.decision.kind, DecisionKind::provost);  // the favor is used
  }
  // Any column up to the marker: marker 3 advances to 4, column 2 used.
  GameState s = at_favor(kNone, {3, 0, 0, 0}, 3);
  act(s, favor(0, R::prestige, 2));
  EXPECT_EQ(s.player(0).goods.prestige, 2);
  EXPECT_EQ(s.player(0).favor[0], 4);
}

// favor.choose, deniers row: 3, 4, 5, 6, 7.
TEST(FavorRows, DeniersRowThreeToSeven_FavorChoose) {
  for (int k = 1; k <= 5; ++k) {
    GameState s = at_favor(kNone, {0, static_cast<std::uint8_t>(k - 1), 0, 0}, 3);
    act(s, favor(0, R::deniers, k));
    EXPECT_EQ(s.player(0).goods.deniers, k + 2);
    EXPECT_EQ(s.player(0).goods.prestige, 0);
    EXPECT_EQ(s.player(0).favor[1], k);
  }
  GameState s = at_favor(kNone);
  expect_refused(s, favor_take(0, R::deniers, 1, kFood), "favor.choose");
}

// favor.choose, resources row, columns 1, 2, 3, 5: 1 food | 1 wood or 1 stone | 1 cloth | 1 gold.
TEST(FavorRows, ResourcesRowSingleCubes_FavorChoose) {
  struct Col {
    int column;
    std::vector<Resources> allowed;
    std::vector<Resources> refused;
  };
  for (const Col& col : {Col{1, {kFood}, {kWood, kCloth, kGold, cubes(2, 0, 0, 0, 0), kNone}},
                         Col{2, {kWood, kStone}, {kFood, kCloth, cubes(0, 1, 1, 0, 0)}},
                         Col{3, {kCloth}, {kFood, kGold, cubes(0, 0, 0, 2, 0)}},
                         Col{5, {kGold}, {kCloth, cubes(0, 0, 0, 0, 2)}}}) {
    SCOPED_TRACE(col.column);
    std::uint8_t marker = static_cast<std::uint8_t>(col.column - 1);
    for (const Resources& take : col.allowed) {
      GameState s = at_favor(kNone, {0, 0, marker, 0}, 3);
      act(s, favor_take(0, R::resources, col.column, take));
      EXPECT_EQ(s.player(0).goods, take);
      EXPECT_EQ(s.player(0).favor[2], col.column);
    }
    GameState s = at_favor(kNone, {0, 0, marker, 0}, 3);
    for (const Resources& take : col.refused)
      expect_refused(s, favor_take(0, R::resources, col.column, take), "favor.choose");
    expect_refused(s, favor_take(0, R::resources, col.column, col.allowed[0], kFood),
                   "favor.choose");
  }
}

// favor.choose, resources column 4: 1 of one's cubes (gold may be given) for 2 cubes of choice,
// never gold.
TEST(FavorRows, ResourcesColumnFourExchangeGoldGivenNeverReceived_FavorChoose) {
  std::array<std::uint8_t, 4> m = {0, 0, 3, 0};
  {
    GameState s = at_favor(goods(0, 0, 0, 0, 1, 0), m, 1);
    act(s, favor_take(0, R::resources, 4, cubes(1, 0, 1, 0, 0), kGold));
    EXPECT_EQ(s.player(0).goods, cubes(1, 0, 1, 0, 0));
  }
  {
    GameState s = at_favor(goods(0, 1, 0, 0, 0, 0), m, 1);
    act(s, favor_take(0, R::resources, 4, cubes(0, 0, 0, 2, 0), kWood));
    EXPECT_EQ(s.player(0).goods, cubes(0, 0, 0, 2, 0));
  }
  GameState s = at_favor(goods(1, 1, 0, 0, 1, 0), m, 1);
  expect_refused(s, favor_take(0, R::resources, 4, cubes(1, 0, 0, 0, 1), kWood), "favor.choose");
  expect_refused(s, favor_take(0, R::resources, 4, cubes(0, 0, 0, 0, 2), kFood), "favor.choose");
  expect_refused(s, favor_take(0, R::resources, 4, cubes(0, 0, 2, 0, 0), kCloth),
                 "favor.choose");  // no cloth to give
  expect_refused(s, favor_take(0, R::resources, 4, cubes(0, 0, 2, 0, 0), cubes(1, 1, 0, 0, 0)),
                 "favor.choose");  // one cube only
  expect_refused(s, favor_take(0, R::resources, 4, cubes(0, 0, 1, 0, 0), kFood), "favor.choose");
  expect_refused(s, favor_take(0, R::resources, 4, cubes(0, 0, 3, 0, 0), kFood), "favor.choose");
  expect_refused(s, favor_take(0, R::resources, 4, cubes(0, 0, 2, 0, 0), deniers(1)),
                 "favor.choose");
  // Offered at column 4: 3 owned types x 10 pairs of non-gold cubes.
  int exchanges = 0;
  for (const Action& a : legal(s))
    if (a.row == R::resources && a.column == 4) ++exchanges;
  EXPECT_EQ(exchanges, 3 * 10);
}

// favor.choose, buildings column 1: nothing.
TEST(FavorRows, BuildingsColumnOneNothing_FavorChoose) {
  GameState s = at_favor(goods(1, 1, 1, 1, 1, 1));
  expect_refused(s, favor_take(0, R::buildings, 1, kFood), "favor.choose");
  Action bad = favor(0, R::buildings, 1);
  bad.building = B::wood_sawmill;
  expect_refused(s, bad, "favor.choose");
  act(s, favor(0, R::buildings, 1));
  EXPECT_EQ(s.player(0).goods, goods(1, 1, 1, 1, 1, 1));
  EXPECT_EQ(s.player(0).favor[3], 1);
}

Action favor_build(PlayerIndex p, int column, BuildingId b, Space on = kNoSpace,
                   Resources any = {}) {
  Action a = favor(p, R::buildings, column);
  a.building = b;
  a.space = on;
  a.give = any;
  return a;
}

// favor.choose, buildings column 2: a wood building paying 1 wood less (no carpenter needed),
// on the first empty space (build.site).
TEST(FavorRows, BuildingsColumnTwoWoodOneWoodLess_FavorChoose_BuildCost) {
  GameState s = at_favor(goods(1, 0, 0, 0, 0, 0), {0, 0, 0, 1});
  expect_refused(s, favor_build(0, 2, B::stone_farm), "build.kind");
  expect_refused(s, favor_build(0, 2, B::lawyer), "build.cost");  // W+C: needs the cloth
  {
    GameState t = s;
    act(t, favor_build(0, 2, B::wood_sawmill));  // F+W: pays the food only
    EXPECT_EQ(t.player(0).goods, (Resources{{0, 0, 0, 0, 0}, 0, 2}));
    EXPECT_EQ(t.road[9], (RoadSpace{B::wood_sawmill, 0, kNoPlayer}));
    EXPECT_EQ(t.player(0).favor[3], 2);
  }
  set_goods(s, 0, kGold);  // wood_market: W + any -> the any cube only
  act(s, favor_build(0, 2, B::wood_market, kNoSpace, kGold));
  EXPECT_EQ(s.player(0).goods, (Resources{{0, 0, 0, 0, 0}, 0, 4}));
}

// favor.choose, buildings column 3: a stone building paying 1 stone less.
TEST(FavorRows, BuildingsColumnThreeStoneOneStoneLess_FavorChoose_BuildCost) {
  GameState s = at_favor(goods(1, 1, 0, 0, 0, 0), {0, 0, 0, 2}, 1);
  expect_refused(s, favor_build(0, 3, B::wood_sawmill), "build.kind");
  expect_refused(s, favor_build(0, 3, B::church), "build.cost");  // S+C: the cloth is missing
  {
    GameState t = s;
    act(t, favor_build(0, 3, B::tailor));  // W+S: pays the wood only
    EXPECT_EQ(t.player(0).goods, (Resources{{1, 0, 0, 0, 0}, 0, 6}));
    EXPECT_EQ(t.road[9], (RoadSpace{B::tailor, 0, kNoPlayer}));
  }
  act(s, favor_build(0, 3, B::park));  // F+S: pays the food only
  EXPECT_EQ(s.player(0).goods, (Resources{{0, 1, 0, 0, 0}, 0, 3}));
}

// favor.choose, buildings column 4: a notary transformation paying 1 denier less (cloth only).
TEST(FavorRows, BuildingsColumnFourNotaryWithoutDenier_FavorChoose_NotaryTransform) {
  GameState s = at_favor(goods(0, 0, 0, 1, 0, 0), {0, 0, 0, 3}, 1);
  Action t = favor(0, R::buildings, 4);
  t.space = 7;
  expect_refused(s, t, "notary.transform");  // fixed
  t.space = 2;
  act(s, t);
  EXPECT_EQ(s.road[2], (RoadSpace{B::residence, 0, kNoPlayer}));
  EXPECT_EQ(s.player(0).goods, (Resources{{0, 0, 0, 0, 0}, 0, 2}));
  EXPECT_NE(s.discarded & tile_bit(B::neutral_forest), 0u);

  GameState poor = at_favor(goods(5, 5, 5, 0, 5, 5), {0, 0, 0, 3}, 1);
  Action u = favor(0, R::buildings, 4);
  u.space = 2;
  expect_refused(poor, u, "notary.transform");
}

// favor.choose, buildings column 5: a prestige building on one's residence at full cost
// (build.prestige.site, build.favors); option favor_architect_cost = free: no cubes.
TEST(FavorRows, BuildingsColumnFivePrestigeFullCostOrFree_FavorChoose_FavorArchitectCost) {
  GameState s = at_favor(goods(0, 0, 2, 0, 1, 0), {0, 0, 0, 4}, 3);
  put_tile(s, 12, B::residence, 0);
  put_tile(s, 13, B::residence, 1);
  expect_refused(s, favor_build(0, 5, B::statue, 13), "build.prestige.site");
  expect_refused(s, favor_build(0, 5, B::granary, 12), "build.cost");
  act(s, favor_build(0, 5, B::statue, 12));
  EXPECT_EQ(s.road[12], (RoadSpace{B::statue, 0, kNoPlayer}));
  EXPECT_EQ(s.player(0).goods, (Resources{{0, 0, 0, 0, 0}, 0, 7}));
  // The statue's favor (build.favors): the buildings row is used in this phase.
  EXPECT_EQ(s.decision, (Decision{DecisionKind::favor, 0, kNoSpace}));
  expect_refused(s, favor(0, R::buildings, 1), "favor.one_row_per_phase");

  RuleOptions o;
  o.favor_architect_free = true;
  GameState f = at_favor(kNone, {0, 0, 0, 4}, 3, o);
  put_tile(f, 12, B::residence, 0);
  act(f, favor_build(0, 5, B::cathedral, 12));
  EXPECT_EQ(f.player(0).goods, (Resources{{0, 0, 0, 0, 0}, 0, 25}));
}

// favor.columns: columns 1-2 open from the start; 3-4 once the dungeon is scored; 5 once the
// walls are. A marker that cannot advance stays, and its row is still usable.
TEST(FavorColumns, OpenColumnsAndMarkerStays_FavorColumns) {
  {
    GameState s = at_favor(kNone);  // marker 0: column 1 only
    expect_refused(s, favor(0, R::prestige, 2), "favor.columns");
    expect_refused(s, favor(0, R::prestige, 0), "favor.columns");
    auto all = legal(s);
    for (const Action& a : all) EXPECT_EQ(a.column, 1);
    act(s, favor(0, R::prestige, 1));
    EXPECT_EQ(s.player(0).favor[0], 1);
  }
  {
    GameState s = at_favor(kNone, {2, 0, 0, 0});  // column 3 not open: the marker stays on 2
    expect_refused(s, favor(0, R::prestige, 3), "favor.columns");
    act(s, favor(0, R::prestige, 2));
    EXPECT_EQ(s.player(0).favor[0], 2);
    EXPECT_EQ(s.player(0).goods.prestige, 2);
  }
  {
    GameState s = at_favor(kNone, {2, 0, 0, 0}, 1);  // dungeon scored: 3 open
    act(s, favor(0, R::prestige, 3));
    EXPECT_EQ(s.player(0).favor[0], 3);
  }
  {
    GameState s = at_favor(kNone, {4, 0, 0, 0}, 1);  // column 5 not open before the walls
    expect_refused(s, favor(0, R::prestige, 5), "favor.columns");
    act(s, favor(0, R::prestige, 4));
    EXPECT_EQ(s.player(0).favor[0], 4);
  }
  {
    GameState s = at_favor(kNone, {4, 0, 0, 0}, 3);
    act(s, favor(0, R::prestige, 5));
    EXPECT_EQ(s.player(0).favor[0], 5);
  }
  {
    GameState s = at_favor(kNone, {5, 0, 0, 0}, 3);  // the end of the row: stays on 5
    expect_refused(s, favor(0, R::prestige, 6), "favor.columns");
    act(s, favor(0, R::prestige, 5));
    EXPECT_EQ(s.player(0).favor[0], 5);
    EXPECT_EQ(s.player(0).goods.prestige, 5);
  }
}

// favor.one_row_per_phase: favors of one phase take different rows; a 5th favor is lost.
TEST(FavorOneRowPerPhase, FifthFavorLost_FavorOneRowPerPhase) {
  GameState s = at_favor(kNone);
  s.favors_pending = 5;
  act(s, favor(0, R::prestige, 1));
  expect_refused(s, favor(0, R::prestige, 1), "favor.one_row_per_phase");
  for (const Action& a : legal(s)) EXPECT_NE(a.row, R::prestige);
  act(s, favor(0, R::deniers, 1));
  act(s, favor(0, R::buildings, 1));
  EXPECT_EQ(s.decision.kind, DecisionKind::favor);
  EXPECT_EQ(s.favors_pending, 2);
  EventSink ev;
  act(s, favor_take(0, R::resources, 1, kFood), &ev);
  EXPECT_EQ(s.favors_pending, 0);
  EXPECT_EQ(s.decision.kind, DecisionKind::provost);
  ASSERT_EQ(events_of(ev, EventKind::favor_lost, 0), 1);
  for (const Event& e : ev) {
    if (e.kind == EventKind::favor_lost) {
      EXPECT_EQ(e.amount, 1);
    }
  }
  EXPECT_EQ(s.player(0).goods, (Resources{{1, 0, 0, 0, 0}, 3, 1}));
}

// Different phases of the same turn are independent (FAQ): the joust's favor (phase 3) and the
// castle's best-builder favor (phase 6) may both take the prestige row.
TEST(FavorOneRowPerPhase, PhasesIndependent_FavorOneRowPerPhase) {
  GameState s = start(3);
  place_then_pass(s, {{0, sp(Special::joust_field)}, {0, sp(Special::castle)}});
  set_goods(s, 0, goods(1, 1, 1, 1, 0, 5));
  act(s, joust(0));
  act(s, favor(0, R::prestige, 1));
  quietly_until(s, DecisionKind::castle);
  act(s, castle(0, {{0, 1}}));
  ASSERT_EQ(s.decision, (Decision{DecisionKind::favor, 0, kNoSpace}));
  EXPECT_EQ(s.phase, Phase::castle);
  act(s, favor(0, R::prestige, 2));
  EXPECT_EQ(s.player(0).goods.prestige, 1 + 5 + 2);
}

// favor.order: the player orders several favors; FAQ: take a cloth with the resources row, then
// spend it on the notary of the buildings row.
TEST(FavorOrder, TakeCubeThenSpendIt_FavorOrder) {
  GameState s = at_favor(kNone, {0, 0, 2, 3}, 1);
  s.favors_pending = 2;
  Action notary = favor(0, R::buildings, 4);
  notary.space = 5;
  expect_refused(s, notary, "notary.transform");  // no cloth yet
  act(s, favor_take(0, R::resources, 3, kCloth));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::favor, 0, kNoSpace}));
  act(s, notary);
  EXPECT_EQ(s.road[5], (RoadSpace{B::residence, 0, kNoPlayer}));
  EXPECT_EQ(s.player(0).goods, (Resources{{0, 0, 0, 0, 0}, 0, 2}));
}

// notary.occupied through a favor: the same timing as the notary (default: end of phase 5).
// Seat 0's mason on 9 builds the church (1 favor) whose favor transforms seat 0's sawmill on 10,
// occupied by seat 1.
TEST(FavorOrder, FavorNotaryOnOccupiedTargetDelayed_NotaryOccupied) {
  GameState s = start(3);
  put_tile(s, 9, B::mason, 0);
  put_tile(s, 10, B::wood_sawmill, 0);
  s.provost = 10;
  s.scored = 1;
  s.player(0).favor[3] = 3;
  place_then_pass(s, {{0, 9}, {1, 10}, {2, sp(Special::castle)}});
  quietly_until(s, DecisionKind::activation);
  set_goods(s, 0, goods(0, 0, 1, 2, 0, 0));
  act(s, build(0, B::church));
  ASSERT_EQ(s.decision, (Decision{DecisionKind::favor, 0, kNoSpace}));
  Action notary = favor(0, R::buildings, 4);
  notary.space = 10;
  act(s, notary);
  EXPECT_EQ(s.road[10].building, B::wood_sawmill);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 1, 10}));
  act(s, use(1, {}, cubes(0, 2, 0, 0, 0)));
  EXPECT_EQ(s.decision.kind, DecisionKind::castle);
  EXPECT_EQ(s.road[10], (RoadSpace{B::residence, 0, kNoPlayer}));
  EXPECT_EQ(s.player(0).goods.prestige, 1 + 3 + 2);  // seat 1's placement, church, notary
}

// Option simplified_favor: every favor is 3 PP, no decision (joust, best builder, scoring).
TEST(SimplifiedFavor, EachFavorThreePPNoDecision_SimplifiedFavor) {
  RuleOptions o;
  o.simplified_favor = true;
  GameState s = start(3, o);
  s.bailiff = s.provost = 11;
  s.houses[0] = {2, 0, 0, 0, 0};
  place_then_pass(s, {{0, sp(Special::joust_field)}, {0, sp(Special::castle)}});
  set_goods(s, 0, goods(1, 1, 1, 1, 0, 5));
  EventSink ev;
  act(s, joust(0), &ev);
  EXPECT_EQ(s.player(0).goods.prestige, 3);
  EXPECT_EQ(s.decision.kind, DecisionKind::provost);
  EXPECT_EQ(events_of(ev, EventKind::favor_gained, 0), 1);
  quietly_until(s, DecisionKind::castle);
  act(s, castle(0, {{0, 1}}));  // +5, best builder +3, dungeon scoring (3 houses) +3
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.player(0).goods.prestige, 3 + 5 + 3 + 3);
  EXPECT_EQ(s.player(0).favor, (std::array<std::uint8_t, 4>{0, 0, 0, 0}));
}

}  // namespace
}  // namespace caylus::test
