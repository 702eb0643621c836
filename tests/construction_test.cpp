// Unit tests for building in phase 5 (build.*; RULES.md "Phase 5" and "Building table"): the
// carpenters, the mason and the architects. The expected numbers are written out here from
// RULES.md, not read from core/buildings.cpp, so that a wrong table row fails.
#include <gtest/gtest.h>

#include <cstddef>

#include "activation_helpers.h"
#include "core/engine_testing.h"
#include "core/rules/rules.h"

namespace caylus::test {
namespace {

using B = BuildingId;

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

// The builds judged once per tile (core/rules/construction.cpp: the price before the cube of
// choice covered, then one type's spare cube for each cube of choice) are check_build's verdicts
// on every build, refused ones included, at the edges random games seldom reach: goods drawn
// around every price (each type 0..5, so each tile's cost is met exactly, one short and one over),
// a road full, with one space left or with room, and the architect with none to three
// residences. legal_actions_audited judges every candidate with the check as well.
// The terms of candidate_builds' audit below (a check is a plain function pointer).
rules::BuildTerms audited_terms;
rules::Result check_build_on_terms(const GameState& s, const Action& a) {
  return rules::check_build(s, a.player, a, audited_terms);
}

TEST(Construction, BuildVerdictsAreTheChecksAroundEveryPrice_BuildCost_BuildNoSpace) {
  SplitMix64 rng(20261123);
  std::vector<Action> fast, audited, disagreements;
  long builds_offered = 0;
  for (BuildingId builder :
       {B::neutral_carpenter, B::fixed_carpenter, B::mason, B::architect_1, B::architect_2}) {
    SCOPED_TRACE(building_name(builder));
    const GameState start_state = use_building(builder, 2, 1, goods(0, 0, 0, 0, 0, 0));
    for (int round = 0; round < scaled(400); ++round) {
      GameState s = start_state;
      Resources g;
      for (Cube c : kAllCubes) g[c] = static_cast<std::int16_t>(rng.below(6));
      g.deniers = static_cast<std::int16_t>(rng.below(3));
      set_goods(s, 1, g);
      // The road: left as it is, full, or full but one space (the last, or one in the middle).
      const int road = static_cast<int>(rng.below(4));
      for (Space i = 9; road != 0 && i <= kRoadSpaces; ++i)
        if (s.road[i].building == B::none) s.road[i] = RoadSpace{B::residence, 0, kNoPlayer};
      if (road == 2) s.road[kRoadSpaces] = RoadSpace{};
      if (road == 3) s.road[20] = RoadSpace{};
      for (int r = static_cast<int>(rng.below(4)); r > 0; --r) {
        auto at = static_cast<Space>(10 + rng.below(15));
        if (at != home(B::gold_mine)) s.road[at] = RoadSpace{B::residence, 1, kNoPlayer};
      }
      if (rng.below(4) == 0) s.stock &= rng.next();  // some tiles already built
      legal_actions(s, fast);
      legal_actions_audited(s, audited, disagreements);
      ASSERT_TRUE(disagreements.empty())
          << "the fast verdict differs from the check's on "
          << action_to_string(disagreements.front()) << " (round " << round << ")";
      ASSERT_EQ(fast, audited) << "round " << round;
      builds_offered += static_cast<long>(fast.size()) - 1;
      // The same builds under a favor's terms, which no activation gives: one cube less of each
      // type in turn, or free (favor_architect_cost), each kind.
      rules::QuietChecks quiet;
      for (int variant = 0; variant <= kCubeTypes; ++variant)
        for (BuildingKind kind :
             {BuildingKind::wood, BuildingKind::stone, BuildingKind::prestige}) {
          audited_terms = rules::BuildTerms{kind, Cube::food};
          if (variant < kCubeTypes) {
            audited_terms.discount = true;
            audited_terms.discount_cube = static_cast<Cube>(variant);
          } else {
            audited_terms.free = true;
          }
          std::vector<Action> judged;
          disagreements.clear();
          rules::Candidates candidates(s, &check_build_on_terms, judged, &disagreements);
          Action base;
          base.player = 1;
          base.verb = Verb::build;
          rules::candidate_builds(s, 1, base, audited_terms, candidates);
          ASSERT_TRUE(disagreements.empty())
              << "under a favor's terms (" << variant << "), the fast verdict differs from the "
              << "check's on " << action_to_string(disagreements.front()) << " (round " << round
              << ")";
        }
    }
  }
  EXPECT_GT(builds_offered, scaled(400) * 5L);  // not vacuous: builds were offered
}

// activate.once: a construction building builds one building (the decision is over after one).
TEST(Construction, OneBuildingPerActivation_ActivateOnce) {
  GameState s = use_building(B::neutral_carpenter, kNoPlayer, 0, goods(9, 9, 9, 9, 9, 9));
  act(s, build(0, B::wood_sawmill));
  EXPECT_NE(s.phase, Phase::activation);
  EXPECT_EQ(s.road[10].building, B::none);
}

}  // namespace
}  // namespace caylus::test
