// Unit tests for phase 5, activating the road (activate.*, building.<id>; RULES.md "Phase 5" and
// "Building table"): the order, production, the markets, peddlers and exchange buildings. The
// builders are in construction_test.cpp, the notary in notary_test.cpp. The expected numbers are
// written out here from RULES.md, not read from core/buildings.cpp, so that a wrong table row
// fails.
#include <gtest/gtest.h>

#include "activation_helpers.h"

namespace caylus::test {
namespace {

using B = BuildingId;

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

// activate.order over random games: each activation decision is the first worker left on the road
// (every space before it resolved, its worker returned), on or before the provost, and once the
// phase is over no worker is left on the road (those after the provost return unused, found by
// the road's blocks: core/road_scan.h).
TEST(Activation, EachDecisionIsTheFirstWorkerLeftUpToTheProvost_ActivateOrder) {
  std::vector<Action> actions;
  long decisions = 0;
  for (int game = 0; game < scaled(200); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 52000);
    GameState s = random_start(rng, 2 + game % 4, random_options(rng));
    while (!s.game_over()) {
      if (s.decision.kind == DecisionKind::activation) {
        const Space at = s.decision.space;
        ASSERT_TRUE(at >= 1 && at <= s.provost) << "game " << game << ": space " << int{at};
        ASSERT_EQ(s.road[at].worker, s.decision.player) << "game " << game;
        for (Space i = 1; i < at; ++i)
          ASSERT_EQ(s.road[i].worker, kNoPlayer)
              << "game " << game << ": a worker left on space " << int{i} << " before " << int{at};
        ++decisions;
      } else if (s.phase == Phase::castle || s.phase == Phase::end_of_turn) {
        for (Space i = 1; i <= kRoadSpaces; ++i)
          ASSERT_EQ(s.road[i].worker, kNoPlayer)
              << "game " << game << ": a worker left on space " << int{i} << " after phase 5";
      }
      legal_actions(s, actions);
      ASSERT_FALSE(apply(s, actions[rng.below(actions.size())]).has_value());
    }
  }
  EXPECT_GT(decisions, scaled(200) * 20L);
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

}  // namespace
}  // namespace caylus::test
