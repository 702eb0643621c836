// Every question of the official FAQ printed at the end of the French rulebook
// (seeds/002_fcd4a5ccaa36f771.txt, "Caylus - FAQ": 18 questions under MATERIEL, REVENUS,
// PREVOT, BATIMENTS, CHATEAU, FAVEURS DU ROI, JEU A DEUX JOUEURS), each as at least one test
// named after the question, asserting the ruling through the engine with exact numbers.
//
// Situations are set up by editing the state at the first placement decision of turn 1, before
// any worker is placed (buildings on the road, houses in the castle, sections already scored,
// favor markers, officials near a scoring mark); then the game is driven with legal actions.
#include <gtest/gtest.h>

#include <algorithm>

#include "scenario_helpers.h"
#include "support.h"

namespace caylus::test {
namespace {

constexpr std::uint8_t bit(Section section) {
  return static_cast<std::uint8_t>(1 << static_cast<int>(section));
}
constexpr int row(FavorRow r) {
  return static_cast<int>(r);
}

// =============================================================================================
// MATERIEL

// setup.workers ("cubes ... unlimited")
// FAQ "MATERIEL" Q1: « Est-ce que le nombre de cubes disponibles dans le jeu est limité ? —
// Non, le stock est censé être illimité. »
TEST(FaqMateriel, IsTheNumberOfCubesLimited) {
  GameState s = start(3);
  s.player(0).goods[Cube::food] = 50;
  s.player(0).goods[Cube::cloth] = 50;
  act(s, place(0, 1));  // neutral farm
  everyone_passes(s);
  quiet_to(s, DecisionKind::activation);
  act(s, use(0, {}, cubes(1, 0, 0, 0, 0)));
  EXPECT_EQ(cubes_of(s, 0, Cube::food), 51);
  EXPECT_EQ(cubes_of(s, 0, Cube::cloth), 50);
}

// setup.workers ("houses ... residences are unlimited"), income.residence
// FAQ "MATERIEL" Q2: « Est-ce que le nombre de maisons disponibles pour chaque joueur est
// limité ? — Non. »
TEST(FaqMateriel, IsTheNumberOfHousesLimited) {
  constexpr PlayerIndex kPlayer = 1;
  GameState s = start(3);
  // 12 residences of one player, on 9..15 and 17..21 (16 is the gold mine).
  for (Space i = 9; i <= 21; ++i)
    if (i != kGoldMineSpace) put_building(s, i, BuildingId::residence, kPlayer);
  s.houses[0][kPlayer] = 5;  // and houses in the castle
  act(s, pass(0));
  act(s, place(kPlayer, 6));  // the neutral carpenter: one more house on a new building
  act(s, pass(2));
  act(s, pass(kPlayer));
  quiet_to(s, DecisionKind::activation);
  int deniers = deniers_of(s, kPlayer);
  act(s, build(kPlayer, BuildingId::wood_farm_food));  // nothing else this turn: turn 2 starts
  EXPECT_EQ(s.road[22], (RoadSpace{BuildingId::wood_farm_food, kPlayer, kNoPlayer}));
  int owned = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) owned += s.road[i].owner == kPlayer;
  EXPECT_EQ(owned, 13);
  EXPECT_EQ(s.residences_owned(kPlayer), 12);
  // Turn 2's income: 2 + 12 residences.
  ASSERT_EQ(s.turn, 2);
  EXPECT_EQ(deniers_of(s, kPlayer), deniers + 2 + 12);
}

// =============================================================================================
// REVENUS

// income.base, setup.deniers, two_player.deniers
// FAQ "REVENUS": « Est-ce que les joueurs perçoivent leurs revenus au premier tour en plus des
// deniers donnés au départ ? — Oui, par exemple le premier joueur disposera donc 7 deniers après
// la première phase de revenus. »
TEST(FaqRevenus, IsIncomeCollectedOnTheFirstTurn) {
  GameState s = start(5);
  EXPECT_EQ(s.turn, 1);
  expect_decision(s, DecisionKind::placement, 0);
  EXPECT_EQ(deniers_of(s, 0), 7);
  EXPECT_EQ(deniers_of(s, 1), 8);
  EXPECT_EQ(deniers_of(s, 2), 8);
  EXPECT_EQ(deniers_of(s, 3), 9);
  EXPECT_EQ(deniers_of(s, 4), 9);
  GameState two = start(2);
  EXPECT_EQ(deniers_of(two, 0), 7);
  EXPECT_EQ(deniers_of(two, 1), 7);
}

// =============================================================================================
// PREVOT

// provost.bounds, activate.order
// FAQ "PREVOT": « Est-ce que le prévôt peut être placé sur le pont ou même avant le pont ? —
// Non. ... En conséquence, le premier bâtiment neutre est toujours activé. »
TEST(FaqPrevot, CanTheProvostBePlacedOnOrBeforeTheBridge) {
  GameState s = start(4);
  act(s, place(0, 1));
  everyone_passes(s);  // passing order: 1, 2, 3, 0
  expect_decision(s, DecisionKind::provost, 1);
  act(s, provost(1, -3));
  act(s, provost(2, -2));
  ASSERT_EQ(s.provost, 1);
  expect_decision(s, DecisionKind::provost, 3);
  expect_refused(s, provost(3, -1), "provost.bounds");
  expect_refused(s, provost(3, -3), "provost.bounds");
  std::vector<Action> legal;
  legal_actions(s, legal);
  EXPECT_TRUE(std::none_of(legal.begin(), legal.end(), [](const Action& a) { return a.move < 0; }));
  act(s, provost(3, 0));
  expect_refused(s, provost(0, -1), "provost.bounds");
  act(s, provost(0, 0));
  // Road space 1 is activated.
  expect_decision(s, DecisionKind::activation, 0, 1);
}

// provost.bounds (merchants' guild)
// FAQ "PREVOT", with the guild's free move ("bounds as provost.bounds").
TEST(FaqPrevot, TheMerchantsGuildCannotPutTheProvostOnTheBridgeEither) {
  GameState s = start(3);
  set_officials(s, 2);
  act(s, place(0, Special::merchants_guild));
  everyone_passes(s);
  expect_decision(s, DecisionKind::merchants_guild, 0);
  expect_refused(s, provost(0, -2), "provost.bounds");
  act(s, provost(0, -1));
  EXPECT_EQ(s.provost, 1);
}

// =============================================================================================
// BATIMENTS

// build.site
// FAQ "BATIMENTS" Q1: « ... lorsqu'on ajoute de nouveaux bâtiments sur le plateau ? — Ces
// bâtiments (colporteur, charpentier et mine d'or) ne peuvent être enlevés. Ils sont donc
// sautés lorsqu'on ajoute de nouveaux bâtiments ... »
TEST(FaqBatiments, AreTheFixedBuildingsSkippedWhenAddingBuildings) {
  GameState s = start(3);
  for (Space i = 9; i <= 15; ++i) put_building(s, i, BuildingId::residence, 1);
  act(s, place(0, 6));  // neutral carpenter
  everyone_passes(s);
  quiet_to(s, DecisionKind::activation);
  act(s, build(0, BuildingId::wood_sawmill));
  EXPECT_EQ(s.road[kGoldMineSpace].building, BuildingId::gold_mine);
  EXPECT_EQ(s.road[kGoldMineSpace].owner, kNoPlayer);
  EXPECT_EQ(s.road[17], (RoadSpace{BuildingId::wood_sawmill, 0, kNoPlayer}));
  EXPECT_EQ(s.road[kFixedPeddlerSpace].building, BuildingId::fixed_peddler);
  EXPECT_EQ(s.road[kFixedCarpenterSpace].building, BuildingId::fixed_carpenter);
}

// notary.transform
// FAQ "BATIMENTS" Q1: « ... et ne peuvent pas non plus être transformés par le notaire. »
TEST(FaqBatiments, CannotTheNotaryTransformTheFixedBuildings) {
  constexpr PlayerIndex kPlayer = 0;
  GameState s = start(3);
  put_building(s, 9, BuildingId::lawyer, kPlayer);
  set_officials(s, 9);
  s.player(kPlayer).goods[Cube::cloth] = 1;
  act(s, place(kPlayer, 9));
  everyone_passes(s);
  quiet_to(s, DecisionKind::activation);
  expect_decision(s, DecisionKind::activation, kPlayer, 9);
  expect_refused(s, transform(kPlayer, kFixedPeddlerSpace), "notary.transform");
  expect_refused(s, transform(kPlayer, kFixedCarpenterSpace), "notary.transform");
  expect_refused(s, transform(kPlayer, kGoldMineSpace), "notary.transform");
  act(s, transform(kPlayer, 1));  // a neutral building is fine
  EXPECT_EQ(s.road[1].building, BuildingId::residence);
  EXPECT_EQ(prestige_of(s, kPlayer), 2);
}

// notary.transform (through the buildings row of the favor, column 4)
// FAQ "BATIMENTS" Q1, with the favor's notary ("La construction ou la transformation est
// effectuée suivant les règles détaillées dans la phase 5").
TEST(FaqBatiments, CannotTheFavorNotaryTransformTheFixedBuildings) {
  constexpr PlayerIndex kPlayer = 0;
  GameState s = start(3);
  s.scored = bit(Section::dungeon);  // column 4 open
  s.player(kPlayer).favor[row(FavorRow::buildings)] = 3;
  s.player(kPlayer).goods[Cube::cloth] = 2;
  act(s, place(kPlayer, Special::joust_field));
  everyone_passes(s);
  act(s, joust(kPlayer));
  expect_decision(s, DecisionKind::favor, kPlayer);
  for (Space fixed : {kFixedPeddlerSpace, kFixedCarpenterSpace, kGoldMineSpace}) {
    Action a = favor(kPlayer, FavorRow::buildings, 4);
    a.space = fixed;
    expect_refused(s, a, "notary.transform");
  }
}

// place.forbidden (not), activate.order
// FAQ "BATIMENTS" Q2: « Est-il possible de placer un ouvrier sur la mine d'or même si un ou
// plusieurs emplacements avant celle-ci sont vides ? — Oui. La mine d'or est disponible dès le
// premier tour du jeu (même s'il est très peu probable qu'elle soit activée si tôt). »
TEST(FaqBatiments, CanAWorkerGoOnTheGoldMineWithEmptySpacesBeforeIt) {
  GameState s = start(4);
  for (Space i = 9; i < kGoldMineSpace; ++i) ASSERT_EQ(s.road[i].building, BuildingId::none);
  act(s, place(0, kGoldMineSpace));
  EXPECT_EQ(s.road[kGoldMineSpace].worker, 0);
  EXPECT_EQ(deniers_of(s, 0), 6);
  everyone_passes(s);  // passing order 1, 2, 3, 0
  // Activated on turn 1 if the others pay: 6 -> 9 -> 12 -> 15 -> 16.
  act(s, provost(1, 3));
  act(s, provost(2, 3));
  act(s, provost(3, 3));
  act(s, provost(0, 1));
  EXPECT_EQ(s.provost, kGoldMineSpace);
  expect_decision(s, DecisionKind::activation, 0, kGoldMineSpace);
  act(s, use(0, {}, cubes(0, 0, 0, 0, 1)));
  EXPECT_EQ(cubes_of(s, 0, Cube::gold), 1);
}

// activate.once, building.neutral_market, building.fixed_peddler
// FAQ "BATIMENTS" Q3: « Est-il possible d'utiliser un ouvrier placé chez un charpentier pour
// construire plusieurs bâtiments dans le même tour ? — Non. ... De la même manière, il n'est
// possible de vendre qu'un seul cube au marché, ou d'acheter qu'un seul cube au colporteur
// fixe. »
TEST(FaqBatiments, CanACarpenterBuildSeveralBuildingsInOneTurn) {
  constexpr PlayerIndex kPlayer = 0;
  GameState s = start(3);
  set_officials(s, 7);
  s.player(kPlayer).goods = cubes(3, 2, 1, 0, 0);
  s.player(kPlayer).goods.deniers = 20;
  act(s, place(kPlayer, 5));          // neutral market: 1
  act(s, place(1, Special::castle));  // keeps the turn going after phase 5
  act(s, pass(2));
  act(s, place(kPlayer, 6));  // neutral carpenter: 2
  act(s, pass(1));
  act(s, place(kPlayer, kFixedPeddlerSpace));  // fixed peddler: 3
  act(s, pass(kPlayer));
  EXPECT_EQ(deniers_of(s, kPlayer), 20 - 1 - 2 - 3);
  quiet_to(s, DecisionKind::activation);

  // The market buys one cube.
  expect_decision(s, DecisionKind::activation, kPlayer, 5);
  Action two_cubes = use(kPlayer, cubes(1, 1, 0, 0, 0), deniers(8));
  expect_refused(s, two_cubes, "building.neutral_market");
  two_cubes.gain = deniers(4);
  expect_refused(s, two_cubes, "building.neutral_market");
  act(s, use(kPlayer, cubes(0, 0, 1, 0, 0), deniers(4)));
  EXPECT_EQ(deniers_of(s, kPlayer), 18);

  // The carpenter builds one building; then the road moves on to the peddler.
  expect_decision(s, DecisionKind::activation, kPlayer, 6);
  act(s, build(kPlayer, BuildingId::wood_farm_food));
  EXPECT_EQ(s.road[9].building, BuildingId::wood_farm_food);
  EXPECT_EQ(s.road[6].worker, kNoPlayer);
  expect_decision(s, DecisionKind::activation, kPlayer, kFixedPeddlerSpace);
  expect_refused(s, build(kPlayer, BuildingId::wood_sawmill), "decision.kind");

  // The fixed peddler sells one cube, for 2 deniers.
  expect_refused(s, use(kPlayer, deniers(4), cubes(0, 0, 2, 0, 0)), "building.fixed_peddler");
  expect_refused(s, use(kPlayer, deniers(4), cubes(0, 0, 1, 1, 0)), "building.fixed_peddler");
  act(s, use(kPlayer, deniers(2), cubes(0, 0, 1, 0, 0)));
  expect_decision(s, DecisionKind::castle, 1);
  EXPECT_EQ(deniers_of(s, kPlayer), 16);
  EXPECT_EQ(cubes_of(s, kPlayer, Cube::stone), 1);
  EXPECT_EQ(s.stock & tile_bit(BuildingId::wood_sawmill), tile_bit(BuildingId::wood_sawmill));
}

// =============================================================================================
// CHATEAU

// castle.section, scoring.next_section
// FAQ "CHATEAU" Q1: « Est-il possible de commencer à construire une section du château si la
// précédente n'est pas terminée ? — C'est seulement possible si la partie précédente du château
// a été décomptée alors qu'elle n'était pas terminée ... Les joueurs ne choisissent pas la
// section dans laquelle ils construisent. »
TEST(FaqChateau, CanANewSectionBeStartedBeforeThePreviousIsFinished) {
  // Dungeon not scored, 2 spaces left: the batch goes to the dungeon (an action names no
  // section: players cannot choose the walls).
  {
    GameState s = start(3);
    s.houses[0][1] = 4;
    s.player(0).goods = cubes(1, 1, 1, 0, 0);
    s.player(0).goods.deniers = 7;
    act(s, place(0, Special::castle));
    everyone_passes(s);
    quiet_to(s, DecisionKind::castle);
    act(s, castle(0, {{0, 1}}));
    EXPECT_EQ(s.houses[0][0], 1);
    EXPECT_EQ(s.houses[1][0], 0);
    EXPECT_EQ(prestige_of(s, 0), 5);
  }
  // Dungeon scored while unfinished (4 of 6): the batch goes to the walls, and the dungeon's
  // spaces stay empty.
  {
    GameState s = start(3);
    s.houses[0][1] = 4;
    s.scored = bit(Section::dungeon);
    s.player(0).goods = cubes(2, 2, 2, 0, 0);
    s.player(0).goods.deniers = 7;
    act(s, place(0, Special::castle));
    everyone_passes(s);
    quiet_to(s, DecisionKind::castle);
    act(s, castle(0, {{0, 2}}));
    EXPECT_EQ(s.houses[0][0], 0);
    EXPECT_EQ(s.houses[1][0], 2);
    EXPECT_EQ(s.section_houses(Section::dungeon), 4);
    EXPECT_EQ(prestige_of(s, 0), 8);
  }
}

// scoring.trigger, scoring.once
// FAQ "CHATEAU" Q2: « Que se passe-t-il quand une section du château est terminée avant que le
// bailli ne parvienne à la case qui provoque son décompte ? — On procède au décompte de cette
// section dès la fin du tour en cours. Quand le bailli atteindra finalement la case du décompte
// de la section terminée, on l'ignorera. Chaque section du château est décomptée une fois et une
// seule. »
TEST(FaqChateau, WhatIfASectionIsFinishedBeforeTheBailiffReachesItsMark) {
  GameState s = start(3);
  s.houses[0][1] = 5;              // seat 1: 5 houses, a favor at the scoring
  s.player(2).goods.prestige = 5;  // seat 2: no house, -2 at the scoring
  s.player(0).goods = cubes(1, 1, 1, 0, 0);
  s.player(0).goods.deniers = 7;
  act(s, place(0, Special::castle));
  everyone_passes(s);
  quiet_to(s, DecisionKind::castle);
  act(s, castle(0, {{0, 1}}));             // the sixth house: the dungeon is complete
  act(s, favor(0, FavorRow::deniers, 1));  // best builder
  // End of turn 1: bailiff 6 -> 7, far from 12; the dungeon is scored anyway.
  expect_decision(s, DecisionKind::favor, 1);
  act(s, favor(1, FavorRow::deniers, 1));
  expect_decision(s, DecisionKind::placement, 0);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.bailiff, 7);
  EXPECT_EQ(s.scored, bit(Section::dungeon));
  EXPECT_EQ(prestige_of(s, 2), 3);
  auto favors = s.player(1).favor;
  // Quiet turns until the bailiff has reached the dungeon's mark: nothing more happens.
  quiet_until(s, [](const GameState& g) { return g.bailiff >= 12 && g.phase == Phase::placement; });
  EXPECT_EQ(s.bailiff, 12);
  EXPECT_EQ(s.turn, 7);
  EXPECT_EQ(s.scored, bit(Section::dungeon));
  EXPECT_EQ(prestige_of(s, 2), 3);
  EXPECT_EQ(s.player(1).favor, favors);
}

// scoring.order, favor.one_row_per_phase, castle.section, castle.prestige
// FAQ "CHATEAU" Q3: « Que se passe-t-il dans le cas très rare où deux sections du château sont
// décomptées dans le même tour ? — ... on décompterait d'abord la première section ..., puis la
// seconde. Comme ces deux décomptes ont lieu pendant la même phase, un joueur ne peut pas
// bénéficier deux fois de la même ligne de faveur. »
TEST(FaqChateau, WhatIfTwoSectionsAreScoredInTheSameTurn) {
  constexpr PlayerIndex kP = 0, kQ = 1, kR = 2;
  GameState s = start(3);
  s.houses[0][kQ] = 4;
  s.player(kQ).goods.prestige = 5;
  s.player(kR).goods.prestige = 5;
  s.player(kP).goods = cubes(12, 12, 12, 0, 0);
  s.player(kP).goods.deniers = 7;
  act(s, place(kP, Special::castle));
  everyone_passes(s);
  quiet_to(s, DecisionKind::castle);
  // 12 batches: 2 houses complete the dungeon, 10 fill the walls.
  act(s, castle(kP, {{0, 12}}));
  EXPECT_EQ(s.houses[0][kP], 2);
  EXPECT_EQ(s.houses[1][kP], 10);
  EXPECT_EQ(prestige_of(s, kP), 2 * 5 + 10 * 4);
  // Phase 6: best builder, prestige row.
  expect_decision(s, DecisionKind::favor, kP);
  act(s, favor(kP, FavorRow::prestige, 1));
  EXPECT_EQ(prestige_of(s, kP), 51);

  // Phase 7, dungeon first (turn order P, Q, R). A new phase: the prestige row is free again.
  expect_decision(s, DecisionKind::favor, kP);
  act(s, favor(kP, FavorRow::prestige, 2));
  EXPECT_EQ(prestige_of(s, kP), 53);
  expect_decision(s, DecisionKind::favor, kQ);
  act(s, favor(kQ, FavorRow::deniers, 1));
  // R: no dungeon house, -2. Then the walls in the same phase: P has 10 houses, 3 favors.
  expect_decision(s, DecisionKind::favor, kP);
  EXPECT_EQ(prestige_of(s, kR), 3);
  EXPECT_EQ(s.favors_pending, 3);
  EXPECT_TRUE(s.is_scored(Section::dungeon));
  expect_refused(s, favor(kP, FavorRow::prestige, 1), "favor.one_row_per_phase");
  act(s, favor(kP, FavorRow::deniers, 1));
  expect_refused(s, favor(kP, FavorRow::deniers, 1), "favor.one_row_per_phase");
  act(s, favor_take(kP, FavorRow::resources, 1, cubes(1, 0, 0, 0, 0)));
  act(s, favor(kP, FavorRow::buildings, 1));
  // Q and R have no walls house: -3 each.
  expect_decision(s, DecisionKind::placement, kP);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(prestige_of(s, kQ), 2);
  EXPECT_EQ(prestige_of(s, kR), 0);
  EXPECT_EQ(s.scored, bit(Section::dungeon) | bit(Section::walls));
  EXPECT_EQ(s.player(kP).favor, (std::array<std::uint8_t, kFavorRows>{2, 1, 1, 1}));
}

// castle.best_builder
// FAQ "CHATEAU" Q4: « A, B et C sont au château (dans cet ordre). A construit 1 lot, B et C
// construisent chacun 2 lots. A qui revient la faveur pour le meilleur constructeur de ce tour ?
// — Elle revient à B. »
TEST(FaqChateau, WhoIsTheBestBuilderWhenTwoPlayersTie) {
  constexpr PlayerIndex kA = 0, kB = 1, kC = 2;
  GameState s = start(3);
  for (PlayerIndex p : {kA, kB, kC}) {
    int deniers = s.player(p).goods.deniers;
    s.player(p).goods = cubes(2, 2, 2, 0, 0);
    s.player(p).goods.deniers = static_cast<std::int16_t>(deniers);
  }
  act(s, place(kA, Special::castle));
  act(s, place(kB, Special::castle));
  act(s, place(kC, Special::castle));
  everyone_passes(s);
  quiet_to(s, DecisionKind::castle);
  act(s, castle(kA, {{0, 1}}));
  act(s, castle(kB, {{0, 2}}));
  act(s, castle(kC, {{0, 2}}));
  EXPECT_EQ(prestige_of(s, kA), 5);
  EXPECT_EQ(prestige_of(s, kB), 10);
  EXPECT_EQ(prestige_of(s, kC), 10);
  expect_decision(s, DecisionKind::favor, kB);
  act(s, favor(kB, FavorRow::prestige, 1));
  EXPECT_NE(s.decision.kind, DecisionKind::favor);
  EXPECT_EQ(prestige_of(s, kB), 11);
  EXPECT_EQ(prestige_of(s, kC), 10);
}

// =============================================================================================
// FAVEURS DU ROI

// favor.one_row_per_phase, build.favors, favor.columns
// FAQ "FAVEURS DU ROI" Q1: « Un joueur gagne trois faveurs lors d'un décompte et utilise l'une
// des faveurs pour construire le monument. Est-ce que cela signifie qu'il ne pourra utiliser
// qu'une seule des deux faveurs que lui procure le monument ...? — Oui, car ces cinq faveurs
// sont gagnées lors de la même phase (phase 7). ... ne peut bénéficier de plus de 4 faveurs dans
// une même phase. »
TEST(FaqFaveurs, ThreeScoringFavorsAndTheMonumentGiveAtMostFourFavors) {
  constexpr PlayerIndex kP = 0;
  GameState s = start(3);
  s.scored = bit(Section::dungeon) | bit(Section::walls);  // column 5 open
  set_officials(s, 23);
  s.houses[2][kP] = 6;  // towers: 3 favors
  s.player(kP).favor[row(FavorRow::buildings)] = 4;
  put_building(s, 9, BuildingId::residence, kP);
  s.player(kP).goods[Cube::stone] = 4;
  s.player(kP).goods[Cube::gold] = 2;
  everyone_passes(s);
  quiet_to(s, DecisionKind::favor);  // bailiff 23 -> 24: the towers are scored
  expect_decision(s, DecisionKind::favor, kP);
  EXPECT_EQ(s.favors_pending, 3);
  act(s, favor_build(kP, 5, BuildingId::monument, 9));
  EXPECT_EQ(s.road[9].building, BuildingId::monument);
  EXPECT_EQ(prestige_of(s, kP), 14);
  EXPECT_EQ(s.favors_pending, 4);  // 2 left from the scoring + 2 from the monument
  expect_refused(s, favor(kP, FavorRow::buildings, 1), "favor.one_row_per_phase");
  act(s, favor(kP, FavorRow::prestige, 1));
  act(s, favor(kP, FavorRow::deniers, 1));
  EventSink events;
  act(s, favor_take(kP, FavorRow::resources, 1, cubes(1, 0, 0, 0, 0)), &events);
  // Every row used in this phase: the fifth favor is lost.
  auto lost = std::find_if(events.begin(), events.end(),
                           [](const Event& e) { return e.kind == EventKind::favor_lost; });
  ASSERT_NE(lost, events.end());
  EXPECT_EQ(lost->player, kP);
  EXPECT_EQ(lost->amount, 1);
  int used = 0;
  for (const Event& e : events) used += e.kind == EventKind::favor_used;
  EXPECT_EQ(used, 1);
  EXPECT_TRUE(s.game_over());  // the towers scoring ended the game
}

// favor.one_row_per_phase, build.favors
// FAQ "FAVEURS DU ROI" Q2: « Si un joueur utilise les deux architectes pour construire deux
// bâtiments de prestige dans le même tour ... peut-il dépenser la seconde faveur dans la même
// ligne que la première ? — Non, car les deux faveurs sont gagnées lors de la même phase
// (phase 5). En revanche, s'il a utilisé une ligne de faveur avec le champ de joute lors de ce
// même tour (phase 3), il pourra utiliser la même ligne ... (phase 5). »
TEST(FaqFaveurs, TwoArchitectsInOneTurnUseDifferentRowsButTheJoustRowIsFree) {
  constexpr PlayerIndex kP = 0;
  GameState s = start(3);
  set_officials(s, 9);
  put_building(s, 9, BuildingId::architect_1, kP);
  put_building(s, 10, BuildingId::architect_2, kP);
  put_building(s, 11, BuildingId::residence, kP);
  put_building(s, 12, BuildingId::residence, kP);
  s.player(kP).goods = cubes(0, 3, 2, 1, 3);
  s.player(kP).goods.deniers = 7;
  act(s, place(kP, Special::joust_field));
  act(s, pass(1));
  act(s, place(2, Special::castle));  // keeps the turn going after phase 5
  act(s, place(kP, 9));               // own building: 1
  act(s, pass(2));
  act(s, place(kP, 10));  // own building: 1
  act(s, pass(kP));
  EXPECT_EQ(deniers_of(s, kP), 4);
  // Phase 3: the joust's favor on the prestige row.
  expect_decision(s, DecisionKind::joust, kP);
  act(s, joust(kP));
  act(s, favor(kP, FavorRow::prestige, 1));
  EXPECT_EQ(prestige_of(s, kP), 1);
  // Phase 4: seat 1 brings the provost to the second architect.
  expect_decision(s, DecisionKind::provost, 1);
  act(s, provost(1, 1));
  quiet_to(s, DecisionKind::activation);
  // Phase 5: the Statue's favor may use the prestige row again (another phase)...
  expect_decision(s, DecisionKind::activation, kP, 9);
  act(s, build(kP, BuildingId::statue, 11));
  expect_decision(s, DecisionKind::favor, kP);
  act(s, favor(kP, FavorRow::prestige, 2));
  EXPECT_EQ(prestige_of(s, kP), 1 + 7 + 2);
  // ... but the Theatre's favor, in the same phase 5, may not.
  expect_decision(s, DecisionKind::activation, kP, 10);
  act(s, build(kP, BuildingId::theater, 12));
  expect_decision(s, DecisionKind::favor, kP);
  expect_refused(s, favor(kP, FavorRow::prestige, 1), "favor.one_row_per_phase");
  int deniers = deniers_of(s, kP);
  act(s, favor(kP, FavorRow::deniers, 1));
  EXPECT_EQ(deniers_of(s, kP), deniers + 3);
  EXPECT_EQ(prestige_of(s, kP), 1 + 7 + 2 + 14);
  expect_decision(s, DecisionKind::castle, 2);
}

// favor.choose (buildings column 5), build.cost; option favor_architect_cost
// FAQ "FAVEURS DU ROI" Q3: « Quand un joueur utilise une faveur royale pour construire un
// bâtiment de prestige, est-ce que le joueur doit payer la totalité du coût de ce bâtiment ? —
// Oui. Le coût en ressources doit être payé sans réduction. »
TEST(FaqFaveurs, DoesTheFavorArchitectPayTheFullCost) {
  constexpr PlayerIndex kP = 0;
  GameState s = start(3);
  s.scored = bit(Section::dungeon) | bit(Section::walls);
  put_building(s, 9, BuildingId::residence, kP);
  s.player(kP).favor[row(FavorRow::buildings)] = 4;
  s.player(kP).goods = cubes(0, 0, 2, 1, 1);
  s.player(kP).goods.deniers = 7;
  act(s, place(kP, Special::joust_field));
  everyone_passes(s);
  act(s, joust(kP));
  expect_decision(s, DecisionKind::favor, kP);
  {
    GameState short_of_stone = s;
    short_of_stone.player(kP).goods[Cube::stone] = 1;
    expect_refused(short_of_stone, favor_build(kP, 5, BuildingId::statue, 9), "build.cost");
  }
  act(s, favor_build(kP, 5, BuildingId::statue, 9));
  EXPECT_EQ(cubes_of(s, kP, Cube::stone), 0);
  EXPECT_EQ(cubes_of(s, kP, Cube::gold), 0);
  EXPECT_EQ(prestige_of(s, kP), 7);
  EXPECT_EQ(s.road[9].building, BuildingId::statue);
}

// option favor_architect_cost = free (RULES.md Interpretations: Spanish summary "sin coste")
TEST(FaqFaveurs, FavorArchitectPaysNothingUnderTheFreeOption) {
  constexpr PlayerIndex kP = 0;
  RuleOptions options;
  options.favor_architect_free = true;
  GameState s = start(3, options);
  s.scored = bit(Section::dungeon) | bit(Section::walls);
  put_building(s, 9, BuildingId::residence, kP);
  s.player(kP).favor[row(FavorRow::buildings)] = 4;
  s.player(kP).goods = cubes(0, 0, 0, 1, 0);
  s.player(kP).goods.deniers = 7;
  act(s, place(kP, Special::joust_field));
  everyone_passes(s);
  act(s, joust(kP));
  act(s, favor_build(kP, 5, BuildingId::statue, 9));
  EXPECT_EQ(s.player(kP).goods.cube_total(), 0);
  EXPECT_EQ(prestige_of(s, kP), 7);
  EXPECT_EQ(s.road[9].building, BuildingId::statue);
  // The Statue's own favor (same phase 3): another row.
  expect_decision(s, DecisionKind::favor, kP);
  expect_refused(s, favor(kP, FavorRow::buildings, 1), "favor.one_row_per_phase");
}

// favor.columns
// FAQ "FAVEURS DU ROI" Q4: « La troisième colonne du tableau des faveurs est-elle accessible
// pendant le décompte du donjon ? — Non. ... La première opportunité d'utiliser cette colonne
// est pendant la phase 3 du tour suivant, en utilisant le champ de joutes. »
TEST(FaqFaveurs, IsTheThirdColumnOpenDuringTheDungeonScoring) {
  constexpr PlayerIndex kP = 0;
  GameState s = start(3);
  set_officials(s, 11);
  s.houses[0][kP] = 2;
  s.player(kP).favor[row(FavorRow::resources)] = 2;
  s.player(kP).goods[Cube::cloth] = 1;
  everyone_passes(s);
  quiet_to(s, DecisionKind::favor);  // bailiff 11 -> 12: dungeon scoring
  expect_decision(s, DecisionKind::favor, kP);
  EXPECT_EQ(s.open_favor_columns(), 2);
  expect_refused(s, favor_take(kP, FavorRow::resources, 3, cubes(0, 0, 0, 1, 0)), "favor.columns");
  act(s, favor_take(kP, FavorRow::resources, 2, cubes(0, 1, 0, 0, 0)));
  EXPECT_EQ(s.player(kP).favor[row(FavorRow::resources)], 2);
  // Next turn's phase 3: the joust field opens column 3.
  quiet_to_turn(s, 2);
  EXPECT_TRUE(s.is_scored(Section::dungeon));
  expect_decision(s, DecisionKind::placement, kP);
  act(s, place(kP, Special::joust_field));
  everyone_passes(s);
  act(s, joust(kP));
  act(s, favor_take(kP, FavorRow::resources, 3, cubes(0, 0, 0, 1, 0)));
  EXPECT_EQ(s.player(kP).favor[row(FavorRow::resources)], 3);
  EXPECT_EQ(cubes_of(s, kP, Cube::cloth), 1);
}

// favor.columns
// FAQ "FAVEURS DU ROI" Q4: « De la même manière, la dernière colonne du tableau des faveurs
// n'est pas disponible pendant le décompte des murailles. »
TEST(FaqFaveurs, IsTheLastColumnOpenDuringTheWallsScoring) {
  constexpr PlayerIndex kP = 0;
  GameState s = start(3);
  s.scored = bit(Section::dungeon);
  set_officials(s, 17);
  s.houses[1][kP] = 2;
  s.player(kP).favor[row(FavorRow::resources)] = 4;
  everyone_passes(s);
  quiet_to(s, DecisionKind::favor);  // bailiff 17 -> 18: walls scoring
  EXPECT_EQ(s.open_favor_columns(), 4);
  expect_refused(s, favor_take(kP, FavorRow::resources, 5, cubes(0, 0, 0, 0, 1)), "favor.columns");
  act(s, favor_take(kP, FavorRow::resources, 3, cubes(0, 0, 0, 1, 0)));
  EXPECT_EQ(s.player(kP).favor[row(FavorRow::resources)], 4);
}

// favor.order
// FAQ "FAVEURS DU ROI" Q5: « Si un joueur obtient plusieurs faveurs simultanément, peut-il
// utiliser la ligne des ressources pour obtenir un cube, puis utiliser ce cube en utilisant la
// ligne de construction ? — Oui. Le joueur choisit dans quel ordre il obtient et utilise les
// faveurs. »
TEST(FaqFaveurs, CanAResourcesCubeBeSpentThroughTheBuildingsRow) {
  constexpr PlayerIndex kP = 0;
  GameState s = start(3);
  s.scored = bit(Section::dungeon);
  set_officials(s, 17);
  s.houses[1][kP] = 3;  // walls: 2 favors
  s.player(kP).favor[row(FavorRow::buildings)] = 1;
  s.player(kP).goods = cubes(0, 0, 0, 0, 0);
  s.player(kP).goods.deniers = 7;
  everyone_passes(s);
  quiet_to(s, DecisionKind::favor);
  EXPECT_EQ(s.favors_pending, 2);
  // Without a food cube the discounted wood farm (food + wood - 1 wood) cannot be paid...
  expect_refused(s, favor_build(kP, 2, BuildingId::wood_farm_food), "build.cost");
  // ... so take the food first, then build with it.
  act(s, favor_take(kP, FavorRow::resources, 1, cubes(1, 0, 0, 0, 0)));
  EXPECT_EQ(cubes_of(s, kP, Cube::food), 1);
  act(s, favor_build(kP, 2, BuildingId::wood_farm_food));
  EXPECT_EQ(cubes_of(s, kP, Cube::food), 0);
  EXPECT_EQ(s.road[9], (RoadSpace{BuildingId::wood_farm_food, kP, kNoPlayer}));
  EXPECT_EQ(prestige_of(s, kP), 2);
}

// favor.choose (buildings column 2), build.cost
// FAQ "FAVEURS DU ROI" Q6: « Si un joueur a utilisé une faveur pour construire un bâtiment en
// bois avec une réduction (1 bois), est-ce qu'il obtient cette réduction pour toutes les
// utilisations ultérieures d'un charpentier ? — Non. ... La réduction ne s'applique qu'aux
// bâtiments construits en utilisant la ligne de faveurs. »
TEST(FaqFaveurs, DoesTheFavorDiscountApplyToLaterCarpenterUses) {
  constexpr PlayerIndex kP = 0;
  GameState s = start(3);
  s.player(kP).favor[row(FavorRow::buildings)] = 1;
  s.player(kP).goods = cubes(2, 1, 0, 1, 0);
  s.player(kP).goods.deniers = 7;
  act(s, place(kP, Special::joust_field));
  act(s, pass(1));
  act(s, pass(2));
  act(s, place(kP, 6));  // neutral carpenter
  act(s, pass(kP));
  act(s, joust(kP));
  // Phase 3: the favor builds a wood farm for 1 food (1 wood less).
  act(s, favor_build(kP, 2, BuildingId::wood_farm_food));
  EXPECT_EQ(cubes_of(s, kP, Cube::food), 1);
  EXPECT_EQ(cubes_of(s, kP, Cube::wood), 1);
  // Phase 5: the carpenter charges the full food + wood.
  quiet_to(s, DecisionKind::activation);
  expect_decision(s, DecisionKind::activation, kP, 6);
  {
    GameState no_wood = s;
    no_wood.player(kP).goods[Cube::wood] = 0;
    expect_refused(no_wood, build(kP, BuildingId::wood_sawmill), "build.cost");
  }
  act(s, build(kP, BuildingId::wood_sawmill));
  EXPECT_EQ(cubes_of(s, kP, Cube::food), 0);
  EXPECT_EQ(cubes_of(s, kP, Cube::wood), 0);
  EXPECT_EQ(s.road[9].building, BuildingId::wood_farm_food);
  EXPECT_EQ(s.road[10].building, BuildingId::wood_sawmill);
}

// =============================================================================================
// JEU A DEUX JOUEURS

// two_player.order; option two_player_swap_first_turn
// FAQ "JEU A DEUX JOUEURS": « Quand change-t-on l'ordre du tour dans les parties à deux
// joueurs ? — Au début de chaque tour. »
TEST(FaqDeuxJoueurs, WhenDoesTheTurnOrderChangeWithTwoPlayers) {
  using Order = std::array<PlayerIndex, kMaxPlayers>;
  GameState s = start(2);
  EXPECT_EQ(s.turn_order, (Order{0, 1, kNoPlayer, kNoPlayer, kNoPlayer}));
  expect_decision(s, DecisionKind::placement, 0);
  quiet_to_turn(s, 2);
  EXPECT_EQ(s.turn_order, (Order{1, 0, kNoPlayer, kNoPlayer, kNoPlayer}));
  expect_decision(s, DecisionKind::placement, 1);
  quiet_to_turn(s, 3);
  EXPECT_EQ(s.turn_order, (Order{0, 1, kNoPlayer, kNoPlayer, kNoPlayer}));
  expect_decision(s, DecisionKind::placement, 0);

  RuleOptions options;
  options.two_player_swap_first_turn = true;
  GameState swapped = start(2, options);
  EXPECT_EQ(swapped.turn_order, (Order{1, 0, kNoPlayer, kNoPlayer, kNoPlayer}));
  expect_decision(swapped, DecisionKind::placement, 1);
}

}  // namespace
}  // namespace caylus::test
