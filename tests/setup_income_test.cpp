// Unit tests for setup.* and income.* (RULES.md "Setup" and "Phase 1 — income").
// Every test names the rule ids it guards.
#include <gtest/gtest.h>

#include "unit_helpers.h"

namespace caylus::test {
namespace {

constexpr int kSetupDeniers[kMaxPlayers] = {5, 6, 6, 7, 7};

// setup.players: 2 to 5 players.
TEST(Setup, PlayersTwoToFive_SetupPlayers) {
  GameSetup setup;
  setup.neutral = default_neutral();
  for (int n : {0, 1, 6, 7}) {
    setup.player_count = n;
    auto v = check_setup(setup);
    ASSERT_TRUE(v.has_value()) << n << " players accepted";
    EXPECT_EQ(v->rule_text(), "setup.players");
  }
  for (int n = 2; n <= 5; ++n) {
    setup.player_count = n;
    EXPECT_FALSE(check_setup(setup).has_value()) << n << " players refused";
  }
}

// setup.neutral: spaces 1-6 hold the 6 neutral tiles, each once, in the order given.
TEST(Setup, NeutralTilesOnSpacesOneToSix_SetupNeutral) {
  GameSetup setup;
  setup.player_count = 3;
  setup.neutral = default_neutral();
  setup.neutral[0] = BuildingId::neutral_forest;  // forest twice, farm missing
  auto v = check_setup(setup);
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->rule_text(), "setup.neutral");
  setup.neutral = default_neutral();
  setup.neutral[5] = BuildingId::wood_sawmill;  // not a neutral tile
  v = check_setup(setup);
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->rule_text(), "setup.neutral");

  std::array<BuildingId, 6> shuffled = {BuildingId::neutral_market,    BuildingId::neutral_quarry,
                                        BuildingId::neutral_carpenter, BuildingId::neutral_farm,
                                        BuildingId::neutral_sawmill,   BuildingId::neutral_forest};
  setup.neutral = shuffled;
  ASSERT_FALSE(check_setup(setup).has_value());
  GameState s = start(3, {}, shuffled);
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(s.road[i + 1].building, shuffled[i]) << "space " << i + 1;
    EXPECT_EQ(s.road[i + 1].owner, kNoPlayer);
    EXPECT_EQ(s.road[i + 1].worker, kNoPlayer);
  }
}

// Board: fixed peddler 7, fixed carpenter 8, gold mine 16, every other road space empty.
TEST(Setup, FixedBuildingsOnSevenEightSixteen_RestEmpty) {
  GameState s = start(4);
  EXPECT_EQ(s.road[7].building, BuildingId::fixed_peddler);
  EXPECT_EQ(s.road[8].building, BuildingId::fixed_carpenter);
  EXPECT_EQ(s.road[16].building, BuildingId::gold_mine);
  for (Space i : {7, 8, 16}) EXPECT_EQ(s.road[i].owner, kNoPlayer);
  for (Space i = 9; i <= kRoadSpaces; ++i) {
    if (i == 16) continue;
    EXPECT_EQ(s.road[i].building, BuildingId::none) << "space " << int(i);
  }
}

// setup.officials: bailiff and provost on road space 6.
TEST(Setup, OfficialsOnSpaceSix_SetupOfficials) {
  for (int n = 2; n <= 5; ++n) {
    GameState s = start(n);
    EXPECT_EQ(s.bailiff, 6);
    EXPECT_EQ(s.provost, 6);
  }
}

// setup.deniers: 1st 5, 2nd and 3rd 6, 4th and 5th 7 — plus turn 1's income of 2 (FAQ:
// income is collected on turn 1 too; income.base).
TEST(Setup, DeniersByTurnOrderPositionPlusTurnOneIncome_SetupDeniers_IncomeBase) {
  for (int n = 3; n <= 5; ++n) {
    GameState s = start(n);
    for (PlayerIndex p = 0; p < n; ++p)
      EXPECT_EQ(s.player(p).goods.deniers, kSetupDeniers[p] + 2)
          << n << " players, seat " << int(p);
  }
}

// two_player.deniers: 5 each (+2 turn 1 income).
TEST(Setup, TwoPlayersFiveDeniersEach_TwoPlayerDeniers) {
  GameState s = start(2);
  EXPECT_EQ(s.player(0).goods.deniers, 7);
  EXPECT_EQ(s.player(1).goods.deniers, 7);
}

// setup.cubes: 1 wood and 2 food; score 0; setup.workers: 6 available; setup.favor: all
// markers in column 0.
TEST(Setup, CubesWorkersScoreAndFavorMarkers_SetupCubes_SetupWorkers_SetupFavor) {
  for (int n = 2; n <= 5; ++n) {
    GameState s = start(n);
    for (PlayerIndex p = 0; p < n; ++p) {
      const Resources& g = s.player(p).goods;
      EXPECT_EQ(g[Cube::food], 2);
      EXPECT_EQ(g[Cube::wood], 1);
      EXPECT_EQ(g[Cube::stone], 0);
      EXPECT_EQ(g[Cube::cloth], 0);
      EXPECT_EQ(g[Cube::gold], 0);
      EXPECT_EQ(g.prestige, 0);
      EXPECT_EQ(s.available_workers(p), 6);
      EXPECT_EQ(s.player(p).workers_out, 0);
      for (int row = 0; row < kFavorRows; ++row) EXPECT_EQ(s.player(p).favor[row], 0);
    }
  }
}

// setup.turn_order: seats 0..n-1 are the initial turn order; turn 1 starts at phase 2 with the
// first player to decide.
TEST(Setup, InitialTurnOrderIsSeatOrder_SetupTurnOrder) {
  GameState s = start(5);
  EXPECT_EQ(s.turn, 1);
  EXPECT_EQ(s.phase, Phase::placement);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::placement, 0, kNoSpace}));
  for (int i = 0; i < 5; ++i) EXPECT_EQ(s.turn_order[i], i);
  EXPECT_EQ(s.passed_count, 0);
  EXPECT_EQ(s.scored, 0);
  for (const auto& section : s.houses)
    for (int n : section) EXPECT_EQ(n, 0);
}

// Stock per option `edition`: second edition all wood (8), stone (10 incl. jeweler) and prestige
// (9) tiles; first edition the same without the jeweler. No fixed, neutral or residence tile.
TEST(Setup, StockPerEdition_EditionOption) {
  auto count = [](TileSet t) {
    int n = 0;
    for (; t; t &= t - 1) ++n;
    return n;
  };
  GameState second = start(3);
  EXPECT_EQ(count(second.stock), 27);
  EXPECT_NE(second.stock & tile_bit(BuildingId::jeweler), 0u);
  for (int id = 1; id < kBuildingCount; ++id) {
    auto b = static_cast<BuildingId>(id);
    bool in = (second.stock & tile_bit(b)) != 0;
    EXPECT_EQ(in, is_stock_tile(b)) << building_name(b);
  }
  for (BuildingId b : {BuildingId::residence, BuildingId::fixed_peddler, BuildingId::gold_mine,
                       BuildingId::neutral_market})
    EXPECT_EQ(second.stock & tile_bit(b), 0u) << building_name(b);
  EXPECT_EQ(second.discarded, 0u);

  RuleOptions first;
  first.edition = Edition::first;
  GameState s1 = start(3, first);
  EXPECT_EQ(count(s1.stock), 26);
  EXPECT_EQ(s1.stock & tile_bit(BuildingId::jeweler), 0u);
  EXPECT_EQ(s1.stock | tile_bit(BuildingId::jeweler), second.stock);
}

// Plays turn 1 quietly up to its last decision (the last provost choice) and returns the
// deniers each player gets from that action, which runs phases 5-7 and turn 2's income.
std::vector<int> next_income(GameState& s) {
  everyone_passes(s);
  quietly_while(s, [](const GameState& g) { return g.turn == 1 && g.cursor + 1 < g.passed_count; });
  EXPECT_EQ(s.decision.kind, DecisionKind::provost);
  std::vector<int> before;
  for (PlayerIndex p = 0; p < s.player_count; ++p) before.push_back(s.player(p).goods.deniers);
  EventSink ev;
  act(s, provost(s.decision.player, 0), &ev);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.phase, Phase::placement);
  std::vector<int> income;
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    income.push_back(s.player(p).goods.deniers - before[p]);
    int reported = 0;
    for (const Event& e : ev)
      if (e.kind == EventKind::income && e.player == p) reported += e.amount;
    EXPECT_EQ(reported, income.back()) << "income event of seat " << int(p);
  }
  return income;
}

// income.base: 2 deniers each, nothing else owned.
TEST(Income, BaseTwoDeniers_IncomeBase) {
  GameState s = start(4);
  EXPECT_EQ(next_income(s), (std::vector<int>{2, 2, 2, 2}));
}

// income.residence: +1 per residence; no maximum.
TEST(Income, PlusOnePerResidenceNoMaximum_IncomeResidence) {
  GameState s = start(3);
  put_tile(s, 9, BuildingId::residence, 0);
  for (Space i = 10; i <= 15; ++i) put_tile(s, i, BuildingId::residence, 1);
  for (Space i = 17; i <= 28; ++i) put_tile(s, i, BuildingId::residence, 1);
  EXPECT_EQ(s.residences_owned(1), 18);
  EXPECT_EQ(next_income(s), (std::vector<int>{3, 20, 2}));
}

// income.library +1, income.hotel +2 (on top of the residences; the residences they replaced no
// longer count).
TEST(Income, LibraryPlusOneHotelPlusTwo_IncomeLibrary_IncomeHotel) {
  GameState s = start(3);
  put_tile(s, 9, BuildingId::library, 0);
  put_tile(s, 10, BuildingId::hotel, 1);
  put_tile(s, 11, BuildingId::residence, 1);
  put_tile(s, 12, BuildingId::library, 2);
  put_tile(s, 13, BuildingId::hotel, 2);
  put_tile(s, 14, BuildingId::statue, 2);        // other prestige tiles give no income
  put_tile(s, 15, BuildingId::wood_sawmill, 2);  // nor do wood/stone buildings
  EXPECT_EQ(next_income(s), (std::vector<int>{3, 5, 5}));
}

}  // namespace
}  // namespace caylus::test
