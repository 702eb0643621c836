// Unit tests for phase 7 and the end of the game (bailiff.move, provost.reset, scoring.*,
// game.end, end.*; RULES.md "Phase 7" and "End of game").
#include <gtest/gtest.h>

#include "unit_helpers.h"

namespace caylus::test {
namespace {

bool favor_of(const GameState& s, PlayerIndex p) {
  return s.decision.kind == DecisionKind::favor && s.decision.player == p;
}

// Officials on `at` at the start of turn 1 (as if the bailiff had got there).
void officials_on(GameState& s, Space at) {
  s.bailiff = s.provost = at;
}

// bailiff.move: 1 space when the provost is not beyond it; provost.reset: the provost joins it.
TEST(EndOfTurn, BailiffOneSpaceProvostJoins_BailiffMove_ProvostReset) {
  for (int move : {0, -1, -3}) {
    GameState s = start(3);
    everyone_passes(s);
    act(s, provost(0, move));
    quietly_to(s, 2, Phase::placement);
    EXPECT_EQ(s.bailiff, 7) << "provost moved " << move;
    EXPECT_EQ(s.provost, 7);
  }
}

// bailiff.move: 2 spaces when the provost is beyond it (however far).
TEST(EndOfTurn, BailiffTwoSpacesWhenProvostBeyond_BailiffMove_ProvostReset) {
  for (int move : {1, 3}) {
    GameState s = start(3);
    everyone_passes(s);
    act(s, provost(0, move));
    quietly_to(s, 2, Phase::placement);
    EXPECT_EQ(s.bailiff, 8) << "provost moved " << move;
    EXPECT_EQ(s.provost, 8);
  }
  // Moved forward by one and back by another: not beyond, 1 space.
  GameState s = start(3);
  everyone_passes(s);
  act(s, provost(0, 2));
  act(s, provost(1, -2));
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.bailiff, 7);
}

// 3 players with 10 PP each; dungeon houses per seat; officials on `at`.
GameState dungeon_board(Space at, std::array<int, 3> houses) {
  GameState s = start(3);
  officials_on(s, at);
  for (PlayerIndex p = 0; p < 3; ++p) {
    s.houses[0][p] = static_cast<std::uint8_t>(houses[p]);
    s.player(p).goods.prestige = 10;
  }
  return s;
}

// scoring.trigger: the bailiff reaching the dungeon mark (12) scores it this end of turn.
TEST(Scoring, BailiffReachingMarkScores_ScoringTrigger_ScoringDungeon) {
  GameState s = dungeon_board(11, {0, 1, 2});
  everyone_passes(s);
  quietly_until(s, DecisionKind::favor);
  EXPECT_EQ(s.phase, Phase::end_of_turn);
  EXPECT_EQ(s.bailiff, 12);
  EXPECT_TRUE(favor_of(s, 2));
  EXPECT_EQ(s.favors_pending, 1);
  EXPECT_EQ(s.player(0).goods.prestige, 8);
  EXPECT_EQ(s.player(1).goods.prestige, 10);
  // "Scored" means finished: columns 3-4 are not open during the dungeon's own scoring.
  EXPECT_FALSE(s.is_scored(Section::dungeon));
  s.player(2).favor[0] = 2;
  expect_refused(s, favor(2, FavorRow::prestige, 3), "favor.columns");
  act(s, favor(2, FavorRow::prestige, 2));
  EXPECT_TRUE(s.is_scored(Section::dungeon));
  EXPECT_EQ(s.open_favor_columns(), 4);
  EXPECT_EQ(s.turn, 2);
}

// scoring.trigger: passing the mark (provost beyond: 11 -> 13) scores too.
TEST(Scoring, BailiffPassingMarkScores_ScoringTrigger) {
  GameState s = dungeon_board(11, {0, 1, 1});
  everyone_passes(s);
  act(s, provost(0, 1));
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.bailiff, 13);
  EXPECT_TRUE(s.is_scored(Section::dungeon));
  EXPECT_EQ(s.player(0).goods.prestige, 8);
}

// No scoring before the mark.
TEST(Scoring, NoScoringBeforeMark_ScoringTrigger) {
  GameState s = dungeon_board(10, {0, 0, 0});
  everyone_passes(s);
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.bailiff, 11);
  EXPECT_EQ(s.scored, 0);
  for (PlayerIndex p = 0; p < 3; ++p) EXPECT_EQ(s.player(p).goods.prestige, 10);
}

// scoring.trigger: a section completed this turn is scored at this end of turn, the bailiff far
// from its mark.
TEST(Scoring, SectionCompletedThisTurnScores_ScoringTrigger) {
  GameState s = dungeon_board(6, {0, 5, 0});
  place_then_pass(s, {{0, sp(Special::castle)}});
  quietly_until(s, DecisionKind::castle);
  set_goods(s, 0, goods(1, 1, 1, 0, 0, 0));
  act(s, castle(0, {{0, 1}}));  // the 6th dungeon house: +5
  // Best builder favor (phase 6), then the dungeon scoring favor of seat 1 (phase 7).
  ASSERT_TRUE(favor_of(s, 0));
  act(s, favor(0, FavorRow::deniers, 1));
  EXPECT_EQ(s.phase, Phase::end_of_turn);
  EXPECT_TRUE(favor_of(s, 1));
  EXPECT_EQ(s.player(0).goods.prestige, 15);  // 1 house: nothing
  act(s, favor(1, FavorRow::prestige, 1));
  EXPECT_TRUE(s.is_scored(Section::dungeon));
  EXPECT_EQ(s.bailiff, 7);
  EXPECT_EQ(s.player(2).goods.prestige, 8);
}

// scoring.once: a mark of an already scored section is ignored.
TEST(Scoring, ScoredSectionMarkIgnored_ScoringOnce) {
  GameState s = dungeon_board(11, {0, 0, 0});
  s.scored = 1;
  everyone_passes(s);
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.bailiff, 12);
  for (PlayerIndex p = 0; p < 3; ++p) EXPECT_EQ(s.player(p).goods.prestige, 10);
}

// scoring.once: completed and mark reached in the same turn: scored once.
TEST(Scoring, CompletedAndMarkSameTurnScoredOnce_ScoringOnce) {
  GameState s = dungeon_board(11, {0, 5, 0});
  place_then_pass(s, {{0, sp(Special::castle)}});
  quietly_until(s, DecisionKind::castle);
  set_goods(s, 0, goods(1, 1, 1, 0, 0, 0));
  act(s, castle(0, {{0, 1}}));
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.player(2).goods.prestige, 8);  // -2 once
  EXPECT_EQ(s.scored, 1);
}

// scoring.order: players in (current) turn order — after the stables reordered it, with
// stables_effect = immediate; with next_turn the old order still holds in phase 7.
TEST(Scoring, PlayersInTurnOrder_ScoringOrder_StablesEffect) {
  for (auto effect : {StablesEffect::immediate, StablesEffect::next_turn}) {
    RuleOptions o;
    o.stables_effect = effect;
    GameState s = start(3, o);
    officials_on(s, 11);
    s.houses[0] = {2, 0, 2, 0, 0};
    place_then_pass(s, {{2, sp(Special::stables)}});
    quietly_until(s, DecisionKind::favor);
    PlayerIndex first = effect == StablesEffect::immediate ? 2 : 0;
    PlayerIndex second = effect == StablesEffect::immediate ? 0 : 2;
    EXPECT_TRUE(favor_of(s, first));
    act(s, favor(first, FavorRow::prestige, 1));
    EXPECT_TRUE(favor_of(s, second));
  }
}

// scoring.order: two sections in one end of turn, in castle order; their favors count as one
// phase (favor.one_row_per_phase); the walls' favors may use columns 3-4 (dungeon now scored).
TEST(Scoring, TwoSectionsOneEndOfTurnOnePhase_ScoringOrder_FavorOneRowPerPhase) {
  GameState s = start(3);
  s.houses[0] = {2, 3, 0, 0, 0};
  s.houses[1] = {2, 7, 0, 0, 0};
  for (PlayerIndex p = 0; p < 3; ++p) s.player(p).goods.prestige = 10;
  place_then_pass(s, {{0, sp(Special::castle)}});
  quietly_until(s, DecisionKind::castle);
  set_goods(s, 0, goods(2, 2, 2, 0, 0, 0));
  act(s, castle(0, {{0, 2}}));  // completes the dungeon (6) and the walls (10): 5 + 4
  EXPECT_EQ(s.completed_this_turn, 3);
  ASSERT_TRUE(favor_of(s, 0));  // best builder, phase 6
  act(s, favor(0, FavorRow::prestige, 1));
  // Dungeon: seat 0 (3 houses) 1 favor, seat 1 (3) 1 favor, seat 2 -2.
  ASSERT_TRUE(favor_of(s, 0));
  EXPECT_EQ(s.phase, Phase::end_of_turn);
  EXPECT_EQ(s.favors_pending, 1);
  act(s, favor(0, FavorRow::prestige, 1));  // a new phase: the prestige row again
  ASSERT_TRUE(favor_of(s, 1));
  act(s, favor(1, FavorRow::deniers, 1));
  EXPECT_TRUE(s.is_scored(Section::dungeon));
  // Walls: seat 0 (3 houses) 2 favors; same phase: the prestige row is used.
  ASSERT_TRUE(favor_of(s, 0));
  EXPECT_EQ(s.favors_pending, 2);
  expect_refused(s, favor(0, FavorRow::prestige, 1), "favor.one_row_per_phase");
  s.player(0).favor[1] = 2;
  act(s, favor(0, FavorRow::deniers, 3));  // column 3 open now: 5 deniers
  EXPECT_EQ(s.player(0).favor[1], 3);
  act(s, favor_take(0, FavorRow::resources, 1, cubes(1, 0, 0, 0, 0)));
  // Seat 1 (7 houses): 3 favors; seat 2: -3.
  ASSERT_TRUE(favor_of(s, 1));
  EXPECT_EQ(s.favors_pending, 3);
  expect_refused(s, favor(1, FavorRow::deniers, 1), "favor.one_row_per_phase");
  act(s, favor(1, FavorRow::prestige, 1));
  act(s, favor_take(1, FavorRow::resources, 1, cubes(1, 0, 0, 0, 0)));
  act(s, favor(1, FavorRow::buildings, 1));
  EXPECT_TRUE(s.is_scored(Section::walls));
  EXPECT_EQ(s.player(2).goods.prestige, 10 - 2 - 3);
  EXPECT_EQ(s.player(0).goods.prestige, 10 + 5 + 4 + 1 + 1);
  EXPECT_EQ(s.turn, 2);
}

// Scores `section` for seat 0 holding `houses` there (3 players, 20 PP, no goods), triggered by
// the bailiff reaching its mark. Returns {PP change, favors gained}.
std::pair<int, int> score(Section section, int houses, RuleOptions o = {}) {
  GameState s = start(3, o);
  int i = static_cast<int>(section);
  officials_on(s, static_cast<Space>(kScoringMark[i] - 1));
  s.scored = static_cast<std::uint8_t>((1 << i) - 1);
  s.houses[i][0] = static_cast<std::uint8_t>(houses);
  set_goods(s, 0, goods(0, 0, 0, 0, 0, 0));
  s.player(0).goods.prestige = 20;
  everyone_passes(s);  // seat 0 first: 1 denier, no end bonus
  quietly_while(s, [](const GameState& g) { return g.turn == 1 && !favor_of(g, 0); });
  EXPECT_TRUE(s.turn == 2 || s.game_over() || favor_of(s, 0));
  int favors = favor_of(s, 0) ? s.favors_pending : 0;
  return {s.player(0).goods.prestige - 20, favors};
}

// scoring.dungeon: 0 houses -2 PP; 1 nothing; 2+ 1 favor.
TEST(Scoring, DungeonTable_ScoringDungeon) {
  EXPECT_EQ(score(Section::dungeon, 0), (std::pair{-2, 0}));
  EXPECT_EQ(score(Section::dungeon, 1), (std::pair{0, 0}));
  EXPECT_EQ(score(Section::dungeon, 2), (std::pair{0, 1}));
  EXPECT_EQ(score(Section::dungeon, 3), (std::pair{0, 1}));
  EXPECT_EQ(score(Section::dungeon, 6), (std::pair{0, 1}));
}

// scoring.walls: 0 -3 PP; 1 nothing; 2 1 favor; 3-4 2; 5+ 3.
TEST(Scoring, WallsTable_ScoringWalls) {
  const int favors[] = {0, 0, 1, 2, 2, 3, 3, 3, 3, 3, 3};
  EXPECT_EQ(score(Section::walls, 0), (std::pair{-3, 0}));
  for (int n = 1; n <= 10; ++n)
    EXPECT_EQ(score(Section::walls, n), (std::pair{0, favors[n]})) << n << " houses";
}

// scoring.towers: 0 -4 PP (option towers_zero_penalty: -3); 1 nothing; 2-3 1; 4-5 2; 6+ 3.
TEST(Scoring, TowersTable_ScoringTowers_TowersZeroPenalty) {
  const int favors[] = {0, 0, 1, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3};
  EXPECT_EQ(score(Section::towers, 0), (std::pair{-4, 0}));
  for (int n = 1; n <= 14; ++n)
    EXPECT_EQ(score(Section::towers, n), (std::pair{0, favors[n]})) << n << " houses";
  RuleOptions o;
  o.towers_zero_penalty = 3;
  EXPECT_EQ(score(Section::towers, 0, o), (std::pair{-3, 0}));
  EXPECT_EQ(score(Section::towers, 1, o), (std::pair{0, 0}));
}

// Only houses in the section being scored count; the penalty is floored at 0 (prestige.floor).
TEST(Scoring, OnlyThatSectionsHousesCountFloorAtZero_ScoringDungeon_PrestigeFloor) {
  GameState s = dungeon_board(11, {0, 0, 0});
  s.houses[1][0] = 5;  // walls houses do not help in the dungeon
  s.player(1).goods.prestige = 1;
  everyone_passes(s);
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.player(0).goods.prestige, 8);
  EXPECT_EQ(s.player(1).goods.prestige, 0);
}

// scoring.next_section: after the dungeon is scored, the walls are current even with dungeon
// spaces left; columns 3-4 are open (favor.columns).
TEST(Scoring, NextSectionCurrentAfterScoring_ScoringNextSection) {
  GameState s = dungeon_board(11, {1, 1, 1});
  everyone_passes(s);
  quietly_to(s, 2, Phase::placement);
  EXPECT_TRUE(s.is_scored(Section::dungeon));
  EXPECT_EQ(s.current_section(), Section::walls);
  EXPECT_EQ(s.open_favor_columns(), 4);
  place_then_pass(s, {{0, sp(Special::castle)}});
  quietly_until(s, DecisionKind::castle);
  set_goods(s, 0, goods(1, 1, 1, 0, 0, 0));
  act(s, castle(0, {{0, 1}}));
  EXPECT_EQ(s.houses[0][0], 1);
  EXPECT_EQ(s.houses[1][0], 1);
  EXPECT_EQ(s.player(0).goods.prestige, 14);
}

// game.end: the game ends right after the towers are scored; not after the walls.
TEST(GameEnd, EndsAfterTowersNotBefore_GameEnd) {
  GameState w = start(3);
  officials_on(w, 17);
  w.scored = 1;
  for (PlayerIndex p = 0; p < 3; ++p) w.houses[1][p] = 1;
  everyone_passes(w);
  quietly_to(w, 2, Phase::placement);
  EXPECT_TRUE(w.is_scored(Section::walls));
  EXPECT_FALSE(w.game_over());
  EXPECT_EQ(w.open_favor_columns(), 5);

  GameState s = start(3);
  officials_on(s, 23);
  s.scored = 3;
  for (PlayerIndex p = 0; p < 3; ++p) s.houses[2][p] = 1;
  everyone_passes(s);
  quietly_while(s, [](const GameState&) { return true; });
  EXPECT_TRUE(s.game_over());
  EXPECT_EQ(s.phase, Phase::game_over);
  EXPECT_EQ(s.turn, 1);
  EXPECT_EQ(s.decision, Decision{});
  EXPECT_TRUE(s.is_scored(Section::towers));
  EXPECT_TRUE(legal(s).empty());
  expect_refused(s, pass(0), "decision.kind");
}

// game.end also by completing the towers (scoring.trigger by completion).
TEST(GameEnd, TowersCompletedEndsGame_GameEnd_ScoringTrigger) {
  GameState s = start(3);
  s.scored = 3;
  s.houses[2] = {1, 12, 0, 0, 0};
  place_then_pass(s, {{0, sp(Special::castle)}});
  quietly_until(s, DecisionKind::castle);
  set_goods(s, 0, goods(1, 1, 1, 0, 0, 0));
  act(s, castle(0, {{0, 1}}));
  quietly_while(s, [](const GameState&) { return true; });
  EXPECT_TRUE(s.game_over());
  EXPECT_EQ(s.bailiff, 7);
}

// end.bonus: +3 PP per gold, +1 per 3 other cubes (all types together), +1 per 4 deniers;
// end.winner: most PP.
TEST(GameEnd, FinalBonusAndWinner_EndBonus_EndWinner) {
  GameState s = start(3);
  officials_on(s, 23);
  s.scored = 3;
  for (PlayerIndex p = 0; p < 3; ++p) {
    s.houses[2][p] = 1;
    s.player(p).goods.prestige = 10;
  }
  set_goods(s, 0, goods(2, 1, 1, 1, 2, 7));  // passes first: 8 deniers
  set_goods(s, 1, goods(3, 0, 0, 0, 0, 3));
  set_goods(s, 2, goods(0, 2, 0, 0, 0, 4));
  everyone_passes(s);
  EventSink ev;
  quietly_while(s, [](const GameState& g) {
    return g.decision.kind != DecisionKind::provost || g.cursor < 2;
  });
  act(s, provost(s.decision.player, 0), &ev);
  ASSERT_TRUE(s.game_over());
  EXPECT_EQ(s.player(0).goods.prestige, 10 + 6 + 1 + 2);
  EXPECT_EQ(s.player(1).goods.prestige, 10 + 0 + 1 + 0);
  EXPECT_EQ(s.player(2).goods.prestige, 10 + 0 + 0 + 1);
  EXPECT_EQ(winners(s), (std::vector<PlayerIndex>{0}));
  int bonus[3] = {0, 0, 0};
  for (const Event& e : ev)
    if (e.kind == EventKind::prestige_end_bonus && e.player == 0) bonus[e.detail] += e.amount;
  EXPECT_EQ(bonus[0], 6);
  EXPECT_EQ(bonus[1], 1);
  EXPECT_EQ(bonus[2], 2);
}

// end.winner: players tied for first all win.
TEST(GameEnd, TiedPlayersAllWin_EndWinner) {
  GameState s = start(3);
  officials_on(s, 23);
  s.scored = 3;
  for (PlayerIndex p = 0; p < 3; ++p) {
    s.houses[2][p] = 1;
    set_goods(s, p, goods(0, 0, 0, 0, 0, 0));
  }
  s.player(1).goods.prestige = 12;
  s.player(2).goods.prestige = 12;
  s.player(0).goods.prestige = 11;
  everyone_passes(s);
  quietly_while(s, [](const GameState&) { return true; });
  ASSERT_TRUE(s.game_over());
  EXPECT_EQ(winners(s), (std::vector<PlayerIndex>{1, 2}));
}

}  // namespace
}  // namespace caylus::test
