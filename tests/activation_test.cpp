// Unit tests for phase 5, activating the road (activate.*, building.<id>, build.*, notary.*;
// RULES.md "Phase 5" and "Building table"). The expected numbers are written out here from
// RULES.md, not read from core/buildings.cpp, so that a wrong table row fails.
#include <gtest/gtest.h>

#include "unit_helpers.h"

namespace caylus::test {
namespace {

using B = BuildingId;

// Where a building stands on the default board (neutral 1-6 in RULES.md order, fixed 7/8/16);
// stock tiles go on road space 9.
Space home(BuildingId id) {
  for (int i = 0; i < 6; ++i)
    if (default_neutral()[i] == id) return static_cast<Space>(i + 1);
  if (id == B::fixed_peddler) return 7;
  if (id == B::fixed_carpenter) return 8;
  if (id == B::gold_mine) return 16;
  return 9;
}

// 3 players. `id` stands on its home space (a stock tile is put on 9 with `owner`'s house),
// `user` puts a worker on it, the next seat puts one in the castle (so that a phase-6 decision
// follows phase 5 and values can be read before the next income), everyone else passes; the
// provost stands on `id` and nobody moves it. Returns at `user`'s activation decision, with
// `user`'s cubes and deniers set to `g`.
GameState use_building(BuildingId id, PlayerIndex owner, PlayerIndex user, Resources g,
                       RuleOptions o = {}) {
  GameState s = start(3, o);
  Space at = home(id);
  if (at == 9) put_tile(s, 9, id, owner);
  s.provost = at;
  place_then_pass(s, {{user, at}, {static_cast<PlayerIndex>((user + 1) % 3), sp(Special::castle)}});
  quietly_until(s, DecisionKind::activation);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, user, at}));
  set_goods(s, user, g);
  return s;
}

std::string rule_of(BuildingId id) {
  return "building." + std::string(building_name(id));
}

Resources plus(Resources a, const Resources& b) {
  for (Cube c : kAllCubes) a[c] = static_cast<std::int16_t>(a[c] + b[c]);
  a.deniers = static_cast<std::int16_t>(a.deniers + b.deniers);
  return a;
}

// ---------------------------------------------------------------------------------------------
// activate.order, activate.optional

// activate.order: spaces 1 .. provost inclusive, in road order, whoever placed first; workers
// beyond the provost return without effect.
TEST(Activation, RoadOrderUpToProvostInclusive_ActivateOrder) {
  GameState s = start(3);
  // Seat 2 also enters the castle, so that phase 6 stops before the next income.
  place_then_pass(s, {{0, 5}, {1, 1}, {2, 3}, {0, 7}, {1, 6}, {2, 8}, {2, sp(Special::castle)}});
  quietly_until(s, DecisionKind::activation);
  Resources g7 = s.player(0).goods;  // seat 0's worker on the fixed peddler (7) is never used
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 1, 1}));
  act(s, use(1, {}, cubes(1, 0, 0, 0, 0)));
  EXPECT_EQ(s.road[1].worker, kNoPlayer);  // returned once resolved
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 2, 3}));
  act(s, use(2, {}, cubes(0, 1, 0, 0, 0)));
  Resources g8 = s.player(2).goods;  // seat 2's worker on the fixed carpenter (8): unused
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 0, 5}));
  act(s, decline(0));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, 1, 6}));  // on the provost
  EXPECT_EQ(s.road[7].worker, 0);
  act(s, decline(1));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::castle, 2, sp(Special::castle)}));
  EXPECT_EQ(s.road[7].worker, kNoPlayer);
  EXPECT_EQ(s.road[8].worker, kNoPlayer);
  for (PlayerIndex p = 0; p < 2; ++p) EXPECT_EQ(s.player(p).workers_out, 0);
  EXPECT_EQ(s.player(2).workers_out, 1);  // the castle worker
  EXPECT_EQ(s.player(0).goods, g7);
  EXPECT_EQ(s.player(2).goods, g8);
}

// activate.optional: production is mandatory — decline refused, only the yields offered.
TEST(Activation, ProductionMandatory_ActivateOptional) {
  GameState s = use_building(B::neutral_sawmill, kNoPlayer, 0, goods(0, 0, 0, 0, 0, 0));
  expect_refused(s, decline(0), "activate.optional");
  auto all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], use(0, {}, cubes(0, 1, 0, 0, 0)));
}

// activate.optional: every other effect may be declined; the worker returns, nothing changes.
TEST(Activation, NonProductionMayDecline_ActivateOptional) {
  for (BuildingId id :
       {B::neutral_market, B::neutral_carpenter, B::fixed_peddler, B::fixed_carpenter,
        B::wood_market, B::wood_peddler, B::lawyer, B::mason, B::architect_1, B::architect_2,
        B::church, B::tailor, B::bank, B::alchemist, B::jeweler}) {
    GameState s = use_building(id, 1, 1, goods(5, 5, 5, 5, 5, 9));
    EXPECT_TRUE(offers(s, decline(1))) << building_name(id);
    Resources before = s.player(1).goods;
    act(s, decline(1));
    EXPECT_EQ(s.player(1).goods, before) << building_name(id);
    EXPECT_EQ(s.player(1).workers_out, 0) << building_name(id);
  }
}

// ---------------------------------------------------------------------------------------------
// Production buildings: building.<id>, exact yields.

struct Production {
  BuildingId id;
  std::vector<Resources> yields;
};

std::vector<Production> production_table() {
  return {
      {B::neutral_farm, {cubes(1, 0, 0, 0, 0), cubes(0, 0, 0, 1, 0)}},
      {B::neutral_forest, {cubes(1, 0, 0, 0, 0), cubes(0, 1, 0, 0, 0)}},
      {B::neutral_sawmill, {cubes(0, 1, 0, 0, 0)}},
      {B::neutral_quarry, {cubes(0, 0, 1, 0, 0)}},
      {B::gold_mine, {cubes(0, 0, 0, 0, 1)}},
      {B::wood_farm_food, {cubes(2, 0, 0, 0, 0), cubes(0, 0, 0, 1, 0)}},
      {B::wood_farm_cloth, {cubes(0, 0, 0, 2, 0), cubes(1, 0, 0, 0, 0)}},
      {B::wood_quarry, {cubes(0, 0, 2, 0, 0)}},
      {B::wood_sawmill, {cubes(0, 2, 0, 0, 0)}},
      {B::stone_farm, {cubes(2, 0, 0, 1, 0)}},
      {B::park, {cubes(1, 2, 0, 0, 0)}},
      {B::workshop, {cubes(0, 0, 2, 1, 0)}},
  };
}

TEST(Production, EveryProductionBuildingYieldsExactlyItsOptions_Building) {
  for (const Production& row : production_table()) {
    SCOPED_TRACE(building_name(row.id));
    GameState s0 = use_building(row.id, 0, 0, goods(1, 1, 1, 1, 1, 5));  // own: no bonus
    auto all = legal(s0);
    ASSERT_EQ(all.size(), row.yields.size());
    for (std::size_t i = 0; i < row.yields.size(); ++i)
      EXPECT_EQ(all[i], use(0, {}, row.yields[i]));
    for (const Resources& y : row.yields) {
      GameState s = s0;
      act(s, use(0, {}, y));
      EXPECT_EQ(s.player(0).goods, plus(goods(1, 1, 1, 1, 1, 5), y));
      EXPECT_NE(s.decision.kind, DecisionKind::owner_bonus);
    }
    // Anything else: more, a different cube, or paying something.
    Resources more = plus(row.yields[0], cubes(1, 0, 0, 0, 0));
    expect_refused(s0, use(0, {}, more), rule_of(row.id));
    expect_refused(s0, use(0, {}, cubes(0, 0, 0, 0, 0)), rule_of(row.id));
    expect_refused(s0, use(0, deniers(1), row.yields[0]), rule_of(row.id));
    if (row.yields.size() == 1) {
      Resources other = row.yields[0][Cube::food] ? cubes(0, 0, 0, 0, 1) : cubes(1, 0, 0, 0, 0);
      expect_refused(s0, use(0, {}, other), rule_of(row.id));
    }
  }
}

// activate.stone_owner_bonus: another player uses a stone production building; its owner takes
// one of the two cubes it produces (its choice); nothing else.
TEST(Production, StoneOwnerBonusOneOfTwoCubes_ActivateStoneOwnerBonus) {
  struct Row {
    BuildingId id;
    Cube a, b, not_offered;
  };
  for (Row row : {Row{B::stone_farm, Cube::food, Cube::cloth, Cube::wood},
                  Row{B::park, Cube::wood, Cube::food, Cube::stone},
                  Row{B::workshop, Cube::stone, Cube::cloth, Cube::food}}) {
    SCOPED_TRACE(building_name(row.id));
    for (Cube pick : {row.a, row.b}) {
      GameState s = use_building(row.id, 2, 1, goods(0, 0, 0, 0, 0, 0));
      set_goods(s, 2, goods(0, 0, 0, 0, 0, 0));
      EXPECT_EQ(s.player(2).goods.prestige, 1);  // place.owner_prestige
      ASSERT_EQ(legal(s).size(), 1u);
      act(s, legal(s).front());
      ASSERT_EQ(s.decision, (Decision{DecisionKind::owner_bonus, 2, 9}));
      auto all = legal(s);
      ASSERT_EQ(all.size(), 2u);
      EXPECT_EQ(all[0], owner_bonus(2, row.a));
      EXPECT_EQ(all[1], owner_bonus(2, row.b));
      expect_refused(s, owner_bonus(2, Cube::gold), "activate.stone_owner_bonus");
      expect_refused(s, owner_bonus(2, row.not_offered), "activate.stone_owner_bonus");
      expect_refused(s, owner_bonus(1, row.a), "decision.player");
      expect_refused(s, use(2, {}, cubes(1, 0, 0, 0, 0)), "decision.kind");
      Resources expected;
      expected[pick] = 1;
      act(s, owner_bonus(2, pick));
      EXPECT_EQ(s.player(2).goods, (Resources{expected.cubes, 0, 1}));
      EXPECT_NE(s.phase, Phase::activation);
    }
  }
}

// No owner bonus for the owner itself, nor for wood production buildings.
TEST(Production, NoOwnerBonusForOwnUseOrWoodBuildings_ActivateStoneOwnerBonus) {
  GameState own = use_building(B::park, 1, 1, goods(0, 0, 0, 0, 0, 0));
  act(own, use(1, {}, cubes(1, 2, 0, 0, 0)));
  EXPECT_NE(own.phase, Phase::activation);
  GameState wood = use_building(B::wood_farm_food, 2, 1, goods(0, 0, 0, 0, 0, 0));
  Resources owner_goods = wood.player(2).goods;
  act(wood, use(1, {}, cubes(2, 0, 0, 0, 0)));
  EXPECT_NE(wood.phase, Phase::activation);
  EXPECT_EQ(wood.player(2).goods, owner_goods);
}

// ---------------------------------------------------------------------------------------------
// Markets, peddlers (activate.once: one sale, one purchase).

TEST(Market, SellsOneCubeAnyTypeForFourOrSix_Building_ActivateOnce) {
  for (auto [id, price] : {std::pair{B::neutral_market, 4}, std::pair{B::wood_market, 6}}) {
    SCOPED_TRACE(building_name(id));
    for (Cube c : kAllCubes) {
      GameState s = use_building(id, 0, 0, goods(1, 1, 1, 1, 1, 2));
      Resources sold;
      sold[c] = 1;
      act(s, use(0, sold, deniers(price)));
      Resources expected = goods(1, 1, 1, 1, 1, 2 + price);
      expected[c] = 0;
      EXPECT_EQ(s.player(0).goods, expected);
    }
    GameState s = use_building(id, 0, 0, goods(2, 0, 0, 0, 0, 0));
    EXPECT_EQ(legal(s).size(), 2u);  // decline, sell food
    expect_refused(s, use(0, cubes(2, 0, 0, 0, 0), deniers(2 * price)), rule_of(id));  // once
    expect_refused(s, use(0, cubes(1, 0, 0, 0, 0), deniers(price + 1)), rule_of(id));
    expect_refused(s, use(0, cubes(0, 1, 0, 0, 0), deniers(price)), rule_of(id));  // no wood
  }
}

// Option market_sells_gold = false: gold cannot be sold; other cubes still can.
TEST(Market, GoldRefusedWithOptionFalse_Building_MarketSellsGold) {
  RuleOptions o;
  o.market_sells_gold = false;
  for (auto [id, price] : {std::pair{B::neutral_market, 4}, std::pair{B::wood_market, 6}}) {
    GameState s = use_building(id, 0, 0, goods(0, 0, 0, 1, 1, 0), o);
    expect_refused(s, use(0, cubes(0, 0, 0, 0, 1), deniers(price)), rule_of(id));
    EXPECT_EQ(legal(s).size(), 2u);  // decline, sell cloth
    act(s, use(0, cubes(0, 0, 0, 1, 0), deniers(price)));
    EXPECT_EQ(s.player(0).goods.deniers, price);
  }
}

// fixed_peddler: 2 deniers -> 1 cube of food, wood, stone or cloth; one cube at most; no gold.
TEST(Peddler, FixedPeddlerTwoDeniersOneCubeNotGold_Building_ActivateOnce) {
  for (Cube c : kCommonCubes) {
    GameState s = use_building(B::fixed_peddler, kNoPlayer, 0, goods(0, 0, 0, 0, 0, 5));
    Resources bought;
    bought[c] = 1;
    act(s, use(0, deniers(2), bought));
    EXPECT_EQ(s.player(0).goods, plus(bought, deniers(3)));
  }
  GameState s = use_building(B::fixed_peddler, kNoPlayer, 0, goods(0, 0, 0, 0, 0, 5));
  EXPECT_EQ(legal(s).size(), 5u);  // decline + 4 cubes
  expect_refused(s, use(0, deniers(2), cubes(0, 0, 0, 0, 1)), "building.fixed_peddler");
  expect_refused(s, use(0, deniers(4), cubes(1, 1, 0, 0, 0)), "building.fixed_peddler");
  expect_refused(s, use(0, deniers(2), cubes(2, 0, 0, 0, 0)), "building.fixed_peddler");
  expect_refused(s, use(0, deniers(1), cubes(1, 0, 0, 0, 0)), "building.fixed_peddler");
  s.player(0).goods.deniers = 1;
  expect_refused(s, use(0, deniers(2), cubes(1, 0, 0, 0, 0)), "building.fixed_peddler");
  EXPECT_EQ(legal(s).size(), 1u);
}

// wood_peddler: 1 denier -> 1 cube, or 2 deniers -> 2 cubes (not gold).
TEST(Peddler, WoodPeddlerOneForOneTwoForTwoNotGold_Building) {
  GameState s = use_building(B::wood_peddler, 0, 0, goods(0, 0, 0, 0, 0, 5));
  EXPECT_EQ(legal(s).size(), 1u + 4u + 10u);
  {
    GameState t = s;
    act(t, use(0, deniers(1), cubes(0, 0, 1, 0, 0)));
    EXPECT_EQ(t.player(0).goods, goods(0, 0, 1, 0, 0, 4));
  }
  {
    GameState t = s;
    act(t, use(0, deniers(2), cubes(0, 0, 0, 2, 0)));
    EXPECT_EQ(t.player(0).goods, goods(0, 0, 0, 2, 0, 3));
  }
  {
    GameState t = s;
    act(t, use(0, deniers(2), cubes(1, 1, 0, 0, 0)));
    EXPECT_EQ(t.player(0).goods, goods(1, 1, 0, 0, 0, 3));
  }
  expect_refused(s, use(0, deniers(1), cubes(0, 0, 0, 0, 1)), "building.wood_peddler");
  expect_refused(s, use(0, deniers(2), cubes(1, 0, 0, 0, 1)), "building.wood_peddler");
  expect_refused(s, use(0, deniers(2), cubes(1, 0, 0, 0, 0)), "building.wood_peddler");
  expect_refused(s, use(0, deniers(1), cubes(2, 0, 0, 0, 0)), "building.wood_peddler");
  expect_refused(s, use(0, deniers(3), cubes(1, 1, 1, 0, 0)), "building.wood_peddler");
  s.player(0).goods.deniers = 1;
  expect_refused(s, use(0, deniers(2), cubes(2, 0, 0, 0, 0)), "building.wood_peddler");
  EXPECT_EQ(legal(s).size(), 1u + 4u);
}

// ---------------------------------------------------------------------------------------------
// Church, tailor, bank, alchemist, jeweler.

struct Offer {
  Resources give, gain;
};

void expect_offers(BuildingId id, Resources start_goods, std::vector<Offer> offers,
                   std::vector<Offer> refused, RuleOptions o = {}) {
  SCOPED_TRACE(building_name(id));
  GameState s0 = use_building(id, 0, 0, start_goods, o);
  for (const Offer& offer : offers) {
    GameState s = s0;
    EventSink ev;
    act(s, use(0, offer.give, offer.gain), &ev);
    Resources expected = start_goods;
    for (Cube c : kAllCubes)
      expected[c] = static_cast<std::int16_t>(expected[c] - offer.give[c] + offer.gain[c]);
    expected.deniers = static_cast<std::int16_t>(expected.deniers - offer.give.deniers);
    expected.prestige = offer.gain.prestige;
    EXPECT_EQ(s.player(0).goods, expected) << action_to_string(use(0, offer.give, offer.gain));
    EXPECT_EQ(events_of(ev, EventKind::prestige_building_use), offer.gain.prestige ? 1 : 0);
  }
  for (const Offer& offer : refused)
    expect_refused(s0, use(0, offer.give, offer.gain), rule_of(id));
}

TEST(Exchange, ChurchTwoDeniersThreePPFourDeniersFivePP_Building) {
  expect_offers(B::church, goods(0, 0, 0, 0, 0, 4),
                {{deniers(2), prestige(3)}, {deniers(4), prestige(5)}},
                {{deniers(3), prestige(4)},
                 {deniers(2), prestige(5)},
                 {deniers(6), prestige(8)},
                 {deniers(1), prestige(1)}});
  // Cannot pay: refused with the building's id.
  expect_offers(B::church, goods(0, 0, 0, 0, 0, 3), {{deniers(2), prestige(3)}},
                {{deniers(4), prestige(5)}});
}

TEST(Exchange, TailorTwoClothFourPPThreeClothSixPP_Building) {
  expect_offers(B::tailor, goods(0, 0, 0, 3, 0, 0),
                {{cubes(0, 0, 0, 2, 0), prestige(4)}, {cubes(0, 0, 0, 3, 0), prestige(6)}},
                {{cubes(0, 0, 0, 1, 0), prestige(2)},
                 {cubes(0, 0, 0, 2, 0), prestige(6)},
                 {cubes(0, 0, 2, 0, 0), prestige(4)}});
  expect_offers(B::tailor, goods(0, 0, 0, 2, 0, 0), {}, {{cubes(0, 0, 0, 3, 0), prestige(6)}});
}

TEST(Exchange, BankTwoDeniersOneGoldFiveDeniersTwoGold_Building) {
  expect_offers(B::bank, goods(0, 0, 0, 0, 0, 5),
                {{deniers(2), cubes(0, 0, 0, 0, 1)}, {deniers(5), cubes(0, 0, 0, 0, 2)}},
                {{deniers(4), cubes(0, 0, 0, 0, 2)},
                 {deniers(2), cubes(0, 0, 0, 1, 0)},
                 {deniers(1), cubes(0, 0, 0, 0, 1)}});
  expect_offers(B::bank, goods(0, 0, 0, 0, 0, 4), {}, {{deniers(5), cubes(0, 0, 0, 0, 2)}});
}

TEST(Exchange, AlchemistTwoCubesOneGoldFourCubesTwoGold_Building) {
  expect_offers(B::alchemist, goods(2, 1, 1, 1, 1, 0),
                {{cubes(1, 1, 0, 0, 0), cubes(0, 0, 0, 0, 1)},
                 {cubes(2, 0, 0, 0, 0), cubes(0, 0, 0, 0, 1)},
                 {cubes(0, 0, 0, 1, 1), cubes(0, 0, 0, 0, 1)},
                 {cubes(1, 1, 1, 1, 0), cubes(0, 0, 0, 0, 2)},
                 {cubes(2, 0, 1, 0, 1), cubes(0, 0, 0, 0, 2)}},
                {{cubes(1, 1, 1, 0, 0), cubes(0, 0, 0, 0, 1)},
                 {cubes(1, 1, 0, 0, 0), cubes(0, 0, 0, 0, 2)},
                 {cubes(1, 0, 0, 0, 0), cubes(0, 0, 0, 0, 1)},
                 {cubes(0, 0, 0, 2, 0), cubes(0, 0, 0, 0, 1)},  // has 1 cloth only
                 {deniers(2), cubes(0, 0, 0, 0, 1)}});
}

TEST(Exchange, JewelerOneGoldFivePPTwoGoldNinePP_Building) {
  expect_offers(B::jeweler, goods(0, 0, 0, 0, 2, 0),
                {{cubes(0, 0, 0, 0, 1), prestige(5)}, {cubes(0, 0, 0, 0, 2), prestige(9)}},
                {{cubes(0, 0, 0, 0, 2), prestige(10)}, {cubes(0, 0, 0, 1, 0), prestige(5)}});
  expect_offers(B::jeweler, goods(0, 0, 0, 0, 1, 0), {}, {{cubes(0, 0, 0, 0, 2), prestige(9)}});
}

// ---------------------------------------------------------------------------------------------
// Construction: build.*

// Cost and prestige of every stock tile, written from RULES.md's table: {F, W, S, C, G}, any, PP.
struct TileRow {
  BuildingId id;
  Resources cost;
  int any;
  int pp;
  int favors;
};

std::vector<TileRow> wood_tiles() {
  return {{B::wood_farm_food, cubes(1, 1, 0, 0, 0), 0, 2, 0},
          {B::wood_farm_cloth, cubes(1, 1, 0, 0, 0), 0, 2, 0},
          {B::wood_quarry, cubes(1, 1, 0, 0, 0), 0, 2, 0},
          {B::wood_sawmill, cubes(1, 1, 0, 0, 0), 0, 2, 0},
          {B::wood_market, cubes(0, 1, 0, 0, 0), 1, 4, 0},
          {B::wood_peddler, cubes(0, 1, 0, 0, 0), 1, 4, 0},
          {B::lawyer, cubes(0, 1, 0, 1, 0), 0, 4, 0},
          {B::mason, cubes(1, 1, 0, 0, 0), 0, 4, 0}};
}
std::vector<TileRow> stone_tiles() {
  return {{B::stone_farm, cubes(1, 0, 1, 0, 0), 0, 3, 0},
          {B::park, cubes(1, 0, 1, 0, 0), 0, 3, 0},
          {B::workshop, cubes(1, 0, 1, 0, 0), 0, 3, 0},
          {B::architect_1, cubes(1, 0, 1, 0, 0), 0, 6, 0},
          {B::architect_2, cubes(1, 0, 1, 0, 0), 0, 6, 0},
          {B::church, cubes(0, 0, 1, 1, 0), 0, 3, 1},
          {B::tailor, cubes(0, 1, 1, 0, 0), 0, 6, 0},
          {B::bank, cubes(0, 1, 1, 0, 0), 0, 6, 0},
          {B::alchemist, cubes(1, 0, 1, 0, 0), 0, 6, 0},
          {B::jeweler, cubes(0, 0, 1, 1, 0), 0, 6, 0}};
}
std::vector<TileRow> prestige_tiles() {
  return {{B::statue, cubes(0, 0, 2, 0, 1), 0, 7, 1},
          {B::theater, cubes(0, 3, 0, 0, 2), 0, 14, 1},
          {B::university, cubes(0, 0, 3, 0, 2), 0, 14, 1},
          {B::monument, cubes(0, 0, 4, 0, 2), 0, 14, 2},
          {B::granary, cubes(3, 0, 0, 0, 1), 0, 10, 0},
          {B::weaver, cubes(0, 0, 0, 3, 1), 0, 12, 0},
          {B::cathedral, cubes(0, 0, 5, 0, 3), 0, 25, 0},
          {B::library, cubes(0, 3, 0, 0, 1), 0, 10, 0},
          {B::hotel, cubes(0, 0, 3, 0, 2), 0, 16, 0}};
}

// Each wood tile (carpenter) and stone tile (mason): pays exactly its cost from the builder's
// cubes (build.cost), lands on the first empty space, 9, with the builder's house, and gives
// its PP at once (build.site) and its favors (build.favors); one cube less is refused.
void check_builds(BuildingId builder, const std::vector<TileRow>& rows) {
  for (const TileRow& row : rows) {
    SCOPED_TRACE(building_name(row.id));
    Resources any = row.any ? cubes(0, 0, 0, 0, 1) : Resources{};  // the "any" cube: gold
    Resources pay = plus(row.cost, any);
    GameState s =
        use_building(builder, builder == B::mason ? 1 : kNoPlayer, 1, plus(pay, deniers(3)));
    if (builder == B::mason) {  // the mason is a stock tile on 9 (owned by seat 1): build on 10
      ASSERT_EQ(s.road[9].building, B::mason);
    }
    Space site = builder == B::mason ? 10 : 9;
    ASSERT_NE(s.stock & tile_bit(row.id), 0u);
    for (Cube c : kAllCubes) {
      if (pay[c] == 0) continue;
      GameState poor = s;
      --poor.player(1).goods[c];
      expect_refused(poor, build(1, row.id, kNoSpace, any), "build.cost");
    }
    act(s, build(1, row.id, kNoSpace, any));
    EXPECT_EQ(s.player(1).goods, (Resources{{}, 3, static_cast<std::int16_t>(row.pp)}));
    EXPECT_EQ(s.road[site], (RoadSpace{row.id, 1, kNoPlayer}));
    EXPECT_EQ(s.stock & tile_bit(row.id), 0u);
    if (row.favors > 0) {
      EXPECT_EQ(s.decision, (Decision{DecisionKind::favor, 1, kNoSpace}));
      EXPECT_EQ(s.favors_pending, row.favors);
    } else {
      EXPECT_NE(s.decision.kind, DecisionKind::favor);
    }
  }
}

TEST(Construction, CarpenterBuildsEveryWoodTileAtItsCostAndPrestige_BuildCost_BuildSite) {
  check_builds(B::neutral_carpenter, wood_tiles());
}

TEST(Construction, FixedCarpenterBuildsWood_BuildKind) {
  GameState s = use_building(B::fixed_carpenter, kNoPlayer, 2, goods(1, 1, 0, 0, 0, 0));
  act(s, build(2, B::wood_quarry));
  EXPECT_EQ(s.road[9], (RoadSpace{B::wood_quarry, 2, kNoPlayer}));
  EXPECT_EQ(s.player(2).goods.prestige, 2);
}

TEST(Construction, MasonBuildsEveryStoneTileAtItsCostAndPrestige_BuildCost_BuildFavors) {
  check_builds(B::mason, stone_tiles());
}

// option lawyer_prestige: 4 (default) or 3 PP.
TEST(Construction, LawyerPrestigeFourOrThree_LawyerPrestige) {
  for (int pp : {4, 3}) {
    RuleOptions o;
    o.lawyer_prestige = static_cast<std::int8_t>(pp);
    GameState s = use_building(B::neutral_carpenter, kNoPlayer, 0, goods(0, 1, 0, 1, 0, 0), o);
    act(s, build(0, B::lawyer));
    EXPECT_EQ(s.player(0).goods.prestige, pp);
  }
}

// build.kind: the carpenter builds wood only, the mason stone only, the architect prestige only;
// nothing that is not a stock tile.
TEST(Construction, EachBuilderItsKindOnly_BuildKind) {
  Resources rich = goods(9, 9, 9, 9, 9, 9);
  GameState carpenter = use_building(B::neutral_carpenter, kNoPlayer, 0, rich);
  for (BuildingId id :
       {B::stone_farm, B::church, B::statue, B::residence, B::gold_mine, B::neutral_farm, B::none})
    expect_refused(carpenter, build(0, id), "build.kind");
  GameState mason = use_building(B::mason, 0, 0, rich);
  for (BuildingId id : {B::wood_sawmill, B::lawyer, B::hotel, B::residence})
    expect_refused(mason, build(0, id), "build.kind");
  GameState architect = use_building(B::architect_1, 0, 0, rich);
  put_tile(architect, 10, B::residence, 0);
  for (BuildingId id : {B::wood_sawmill, B::bank, B::residence})
    expect_refused(architect, build(0, id, 10), "build.kind");
  // legal_actions offers the builder's kind only.
  int builds = 0;
  for (const Action& a : legal(carpenter)) {
    if (a.verb != Verb::build) continue;
    ++builds;
    EXPECT_EQ(building(a.building).kind, BuildingKind::wood);
  }
  EXPECT_EQ(builds, 6 + 2 * 5);  // 6 tiles, and 2 tiles with 5 choices of "any" cube
  for (const Action& a : legal(mason)) {
    if (a.verb == Verb::build) {
      EXPECT_EQ(building(a.building).kind, BuildingKind::stone);
    }
  }
}

// build.available: a tile on the road (or discarded, or the jeweler in the first edition) cannot
// be built.
TEST(Construction, OnlyStockTiles_BuildAvailable) {
  GameState s = use_building(B::mason, 0, 0, goods(9, 9, 9, 9, 9, 9));
  expect_refused(s, build(0, B::mason), "build.kind");  // wood: the kind comes first
  put_tile(s, 10, B::bank, 1);
  expect_refused(s, build(0, B::bank), "build.available");
  EXPECT_FALSE(offers(s, build(0, B::bank)));
  RuleOptions first;
  first.edition = Edition::first;
  GameState f = use_building(B::mason, 0, 0, goods(9, 9, 9, 9, 9, 9), first);
  expect_refused(f, build(0, B::jeweler), "build.available");
  EXPECT_FALSE(offers(f, build(0, B::jeweler)));
}

// build.cost: the "any" cube of wood_market / wood_peddler is named in the action (give); none,
// two, or deniers are refused; any type incl. gold and wood is fine.
TEST(Construction, AnyCubeOfWoodMarketAndPeddler_BuildCost) {
  for (BuildingId id : {B::wood_market, B::wood_peddler}) {
    SCOPED_TRACE(building_name(id));
    GameState s = use_building(B::neutral_carpenter, kNoPlayer, 0, goods(1, 2, 1, 1, 1, 2));
    expect_refused(s, build(0, id), "build.cost");
    expect_refused(s, build(0, id, kNoSpace, cubes(1, 0, 1, 0, 0)), "build.cost");
    expect_refused(s, build(0, id, kNoSpace, deniers(1)), "build.cost");
    for (Cube c : kAllCubes) {
      GameState t = s;
      Resources any;
      any[c] = 1;
      EXPECT_TRUE(offers(t, build(0, id, kNoSpace, any)));
      act(t, build(0, id, kNoSpace, any));
      Resources expected = goods(1, 1, 1, 1, 1, 2);  // 1 wood paid
      --expected[c];
      expected.prestige = 4;
      EXPECT_EQ(t.player(0).goods, expected);
    }
    set_goods(s, 0, goods(0, 1, 0, 0, 0, 5));  // the wood alone cannot also be the any cube
    expect_refused(s, build(0, id, kNoSpace, cubes(0, 1, 0, 0, 0)), "build.cost");
  }
  GameState s = use_building(B::neutral_carpenter, kNoPlayer, 0, goods(1, 1, 0, 0, 1, 0));
  expect_refused(s, build(0, B::wood_sawmill, kNoSpace, cubes(0, 0, 0, 0, 1)), "build.cost");
}

// build.site: the first empty road space, skipping fixed buildings (16); no space may be named.
TEST(Construction, FirstEmptySpaceSkippingFixed_BuildSite) {
  GameState s = use_building(B::neutral_carpenter, kNoPlayer, 0, goods(1, 1, 0, 0, 0, 0));
  for (Space i = 9; i <= 15; ++i) s.road[i] = RoadSpace{B::residence, 1, kNoPlayer};
  expect_refused(s, build(0, B::wood_sawmill, 20), "build.site");
  expect_refused(s, build(0, B::wood_sawmill, 17), "build.site");
  act(s, build(0, B::wood_sawmill));
  EXPECT_EQ(s.road[16].building, B::gold_mine);
  EXPECT_EQ(s.road[17], (RoadSpace{B::wood_sawmill, 0, kNoPlayer}));
}

// A gap left by nothing: a hole before later buildings is filled first.
TEST(Construction, LowestEmptySpaceFirst_BuildSite) {
  GameState s = use_building(B::neutral_carpenter, kNoPlayer, 0, goods(1, 1, 0, 0, 0, 0));
  s.road[9] = RoadSpace{B::residence, 1, kNoPlayer};
  s.road[11] = RoadSpace{B::residence, 1, kNoPlayer};
  act(s, build(0, B::wood_farm_food));
  EXPECT_EQ(s.road[10], (RoadSpace{B::wood_farm_food, 0, kNoPlayer}));
}

// build.no_space: every road space built: no wood or stone building; only decline is offered.
TEST(Construction, FullRoadNothingBuilt_BuildNoSpace) {
  GameState s = use_building(B::neutral_carpenter, kNoPlayer, 0, goods(9, 9, 9, 9, 9, 9));
  for (Space i = 9; i <= kRoadSpaces; ++i)
    if (s.road[i].building == B::none) s.road[i] = RoadSpace{B::residence, 1, kNoPlayer};
  expect_refused(s, build(0, B::wood_sawmill), "build.no_space");
  auto all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], decline(0));
}

// Architect: each prestige tile at its cost and PP, on one of the builder's residences
// (build.prestige.site), with its favors (build.favors); the residence is discarded.
TEST(Construction, ArchitectBuildsEveryPrestigeTileOnOwnResidence_BuildPrestigeSite) {
  for (const TileRow& row : prestige_tiles()) {
    SCOPED_TRACE(building_name(row.id));
    for (BuildingId architect : {B::architect_1, B::architect_2}) {
      GameState s = use_building(architect, 2, 1, plus(row.cost, deniers(3)));
      s.road[12] = RoadSpace{B::residence, 1, kNoPlayer};
      s.road[13] = RoadSpace{B::residence, 1, kNoPlayer};
      for (Cube c : kAllCubes) {
        if (row.cost[c] == 0) continue;
        GameState poor = s;
        --poor.player(1).goods[c];
        expect_refused(poor, build(1, row.id, 13), "build.cost");
      }
      act(s, build(1, row.id, 13));
      EXPECT_EQ(s.player(1).goods, (Resources{{}, 3, static_cast<std::int16_t>(row.pp)}));
      EXPECT_EQ(s.road[13], (RoadSpace{row.id, 1, kNoPlayer}));
      EXPECT_EQ(s.residences_owned(1), 1);
      EXPECT_EQ(s.stock & tile_bit(row.id), 0u);
      if (row.favors > 0)
        EXPECT_EQ(s.favors_pending, row.favors);
      else
        EXPECT_NE(s.decision.kind, DecisionKind::favor);
    }
  }
}

// build.prestige.site: not on another player's residence, a non-residence, an empty space, or
// without a space; the residence's income is lost (income.residence).
TEST(Construction, PrestigeOnlyOnOwnResidenceIncomeLost_BuildPrestigeSite) {
  GameState s = use_building(B::architect_1, 0, 0, goods(0, 0, 2, 0, 1, 0));
  s.road[10] = RoadSpace{B::residence, 1, kNoPlayer};
  s.road[11] = RoadSpace{B::wood_sawmill, 0, kNoPlayer};
  s.road[12] = RoadSpace{B::residence, 0, kNoPlayer};
  expect_refused(s, build(0, B::statue, 10), "build.prestige.site");
  expect_refused(s, build(0, B::statue, 11), "build.prestige.site");
  expect_refused(s, build(0, B::statue, 13), "build.prestige.site");
  expect_refused(s, build(0, B::statue), "build.prestige.site");
  expect_refused(s, build(0, B::statue, sp(Special::castle)), "build.prestige.site");
  act(s, build(0, B::statue, 12));
  ASSERT_EQ(s.decision.kind, DecisionKind::favor);
  act(s, favor(0, FavorRow::prestige, 1));
  EXPECT_EQ(s.player(0).goods.prestige, 7 + 1);
  EXPECT_EQ(s.residences_owned(0), 0);
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.player(0).goods.deniers, 2);  // income 2: the residence is gone
}

// No residence: the architect offers nothing but decline.
TEST(Construction, ArchitectWithoutResidenceOnlyDecline_BuildPrestigeSite) {
  GameState s = use_building(B::architect_2, 0, 0, goods(9, 9, 9, 9, 9, 9));
  auto all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], decline(0));
}

// activate.once: a construction building builds one building (the decision is over after one).
TEST(Construction, OneBuildingPerActivation_ActivateOnce) {
  GameState s = use_building(B::neutral_carpenter, kNoPlayer, 0, goods(9, 9, 9, 9, 9, 9));
  act(s, build(0, B::wood_sawmill));
  EXPECT_NE(s.phase, Phase::activation);
  EXPECT_EQ(s.road[10].building, B::none);
}

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
