// Every worked example of the French rulebook (seeds/002_fcd4a5ccaa36f771.txt, the paragraphs
// "Exemple : ..." and the "Conseils" resolution-order advice), replayed on the engine with the
// exact numbers the rulebook gives.
//
// The rulebook names players by colour; each test maps colours to seats in a comment (seats
// 0..n-1 are the initial turn order). Situations the example takes for granted (a building of
// Vert's on the road, houses already in the castle, the bailiff near a mark) are set up by
// editing the state at the first placement decision, before any worker is placed.
#include <gtest/gtest.h>

#include <algorithm>

#include "scenario_helpers.h"
#include "support.h"

namespace caylus::test {
namespace {

// ---------------------------------------------------------------------------------------------
// Phase 2 — placing workers.

// place.pass, place.cost, place.cost.own, place.owner_prestige, place.castle.one_per_player
// French rulebook, Phase 2 "a) passer" example and its five "Exemple (suite)": Bleu passes
// first and gains 1 denier; Vert on the fixed peddler pays 2; Orange passes; Rouge on Vert's
// mason pays 3 and Vert gains 1 PP; Vert passes; Rouge on his own farm pays 1; Rouge in the
// castle pays 4 and takes the first free place, behind Bleu.
TEST(RulebookPhase2, PassingAndPlacementCostsExample) {
  constexpr PlayerIndex kBleu = 0, kVert = 1, kOrange = 2, kRouge = 3;
  GameState s = start(4);
  put_building(s, 9, BuildingId::mason, kVert);
  put_building(s, 10, BuildingId::wood_farm_food, kRouge);
  // Turn-1 income done: 5+2, 6+2, 6+2, 7+2.
  ASSERT_EQ(deniers_of(s, kBleu), 7);
  ASSERT_EQ(deniers_of(s, kVert), 8);
  ASSERT_EQ(deniers_of(s, kOrange), 8);
  ASSERT_EQ(deniers_of(s, kRouge), 9);
  // A first round the example takes for granted: Bleu is already in the castle ("derrière
  // Bleu"); nobody has passed, so each placement costs 1.
  act(s, place(kBleu, Special::castle));
  act(s, place(kVert, 1));
  act(s, place(kOrange, 2));
  act(s, place(kRouge, 3));
  EXPECT_EQ(deniers_of(s, kBleu), 6);
  EXPECT_EQ(deniers_of(s, kVert), 7);
  EXPECT_EQ(deniers_of(s, kOrange), 7);
  EXPECT_EQ(deniers_of(s, kRouge), 8);

  // "Bleu décide de passer ... Comme il est le premier à passer, il prend 1 denier au stock."
  act(s, pass(kBleu));
  EXPECT_EQ(deniers_of(s, kBleu), 7);
  EXPECT_EQ(s.bridge[0], kBleu);
  // "Vert décide de poser un ouvrier sur la case du colporteur (bâtiment fixe) ... cela lui
  // coûte 2 deniers."
  act(s, place(kVert, kFixedPeddlerSpace));
  EXPECT_EQ(deniers_of(s, kVert), 5);
  // "Orange passe." (second to pass: no denier)
  act(s, pass(kOrange));
  EXPECT_EQ(deniers_of(s, kOrange), 7);
  // "Rouge place un ouvrier chez le maçon de Vert. Cela lui coûte 3 deniers (Bleu et Orange
  // ont passé). De plus Vert gagne 1 point de prestige."
  act(s, place(kRouge, 9));
  EXPECT_EQ(deniers_of(s, kRouge), 5);
  EXPECT_EQ(prestige_of(s, kVert), 1);
  // "Vert passe. Rouge se place sur sa ferme, Cela ne lui coûte qu'1 denier." (no prestige)
  act(s, pass(kVert));
  act(s, place(kRouge, 10));
  EXPECT_EQ(deniers_of(s, kRouge), 4);
  EXPECT_EQ(prestige_of(s, kRouge), 0);
  // "Enfin, Rouge se place au château. Il prend la première place disponible (derrière Bleu).
  // Puisque Bleu, Orange et Vert ont passé, cela lui coûte 4 deniers."
  act(s, place(kRouge, Special::castle));
  EXPECT_EQ(deniers_of(s, kRouge), 0);
  EXPECT_EQ(s.castle_workers[0], kBleu);
  EXPECT_EQ(s.castle_workers[1], kRouge);
  EXPECT_EQ(s.castle_workers[2], kNoPlayer);
  // Nobody else paid anything meanwhile.
  EXPECT_EQ(deniers_of(s, kBleu), 7);
  EXPECT_EQ(deniers_of(s, kVert), 5);
  EXPECT_EQ(deniers_of(s, kOrange), 7);
}

// place.pass, place.cost, place.owner_prestige, place.cost.own
// French rulebook, second copy of the text (example captions in English), Phase 2 examples:
// Green passes first and gets 1 denier; Green and Blue have passed, so Red pays 3 for a
// special, neutral or fixed building; Red on Blue's jeweler pays 3 and Blue gains 1 PP; Red on
// his own farm pays only 1.
TEST(RulebookPhase2, SecondTextPlacementExample) {
  constexpr PlayerIndex kGreen = 0, kBlue = 1, kRed = 2;
  GameState s = start(3);
  put_building(s, 9, BuildingId::jeweler, kBlue);
  put_building(s, 10, BuildingId::wood_farm_food, kRed);
  ASSERT_EQ(deniers_of(s, kRed), 8);
  act(s, pass(kGreen));
  EXPECT_EQ(deniers_of(s, kGreen), 8);
  act(s, pass(kBlue));
  EXPECT_EQ(deniers_of(s, kBlue), 8);
  act(s, place(kRed, Special::trading_post));
  EXPECT_EQ(deniers_of(s, kRed), 5);
  act(s, place(kRed, 9));
  EXPECT_EQ(deniers_of(s, kRed), 2);
  EXPECT_EQ(prestige_of(s, kBlue), 1);
  act(s, place(kRed, 10));
  EXPECT_EQ(deniers_of(s, kRed), 1);
  EXPECT_EQ(prestige_of(s, kRed), 0);
}

// ---------------------------------------------------------------------------------------------
// Phase 3 — special buildings.

// special.stables, place.stables
// French rulebook, Phase 3 "e) écuries" example: the order was Rouge, Vert, Orange, Bleu;
// Bleu played on stables place 1 and Rouge on place 2, so the order becomes Bleu, Rouge, Vert,
// Orange, "c'est ce nouvel ordre que l'on utilisera à partir de maintenant".
TEST(RulebookPhase3, StablesReorderExample) {
  constexpr PlayerIndex kRouge = 0, kVert = 1, kOrange = 2, kBleu = 3;
  GameState s = start(4);
  act(s, place(kRouge, 1));
  act(s, pass(kVert));
  act(s, pass(kOrange));
  act(s, place(kBleu, Special::stables));   // lowest free place: 1
  act(s, place(kRouge, Special::stables));  // place 2
  EXPECT_EQ(s.stables[0], kBleu);
  EXPECT_EQ(s.stables[1], kRouge);
  EXPECT_EQ(s.stables[2], kNoPlayer);
  act(s, pass(kBleu));
  act(s, pass(kRouge));
  // Phase 3 resolved the stables; phase 4 asks the first to pass (Vert).
  expect_decision(s, DecisionKind::provost, kVert);
  std::array<PlayerIndex, kMaxPlayers> expected{kBleu, kRouge, kVert, kOrange, kNoPlayer};
  EXPECT_EQ(s.turn_order, expected);
  EXPECT_EQ(s.stables[0], kNoPlayer);
  EXPECT_EQ(s.stables[1], kNoPlayer);
  EXPECT_EQ(s.player(kBleu).workers_out, 0);   // stables workers went back
  EXPECT_EQ(s.player(kRouge).workers_out, 1);  // its road worker is still out
  // The next turn starts with Bleu.
  quiet_to_turn(s, 2);
  EXPECT_EQ(s.turn_order, expected);
  expect_decision(s, DecisionKind::placement, kBleu);
}

// special.stables (option stables_effect = next_turn)
// RULES.md Interpretations: some aids apply the new order from the next turn only.
TEST(RulebookPhase3, StablesReorderExampleUnderNextTurnOption) {
  constexpr PlayerIndex kRouge = 0, kVert = 1, kOrange = 2, kBleu = 3;
  RuleOptions options;
  options.stables_effect = StablesEffect::next_turn;
  GameState s = start(4, options);
  act(s, place(kRouge, 1));
  act(s, pass(kVert));
  act(s, pass(kOrange));
  act(s, place(kBleu, Special::stables));
  act(s, place(kRouge, Special::stables));
  act(s, pass(kBleu));
  act(s, pass(kRouge));
  std::array<PlayerIndex, kMaxPlayers> before{kRouge, kVert, kOrange, kBleu, kNoPlayer};
  std::array<PlayerIndex, kMaxPlayers> after{kBleu, kRouge, kVert, kOrange, kNoPlayer};
  EXPECT_EQ(s.turn_order, before);
  quiet_to_turn(s, 2);
  EXPECT_EQ(s.turn_order, after);
  expect_decision(s, DecisionKind::placement, kBleu);
}

// special.inn, place.inn, place.cost.inn, place.owner_prestige
// French rulebook, Phase 5 page, inn example: Bleu held the inn's right slot and paid 1 denier
// per worker; Vert placed a worker on the left slot; when the inn is activated Bleu is driven
// out and Vert takes his place, then pays only 1 denier per worker. Phase 3 "f) auberge": the
// right-slot holder pays 1 "quel que soit le nombre de joueurs ayant passé (mais ses adversaires
// continuent de recevoir 1 point de prestige s'il se place chez eux)".
TEST(RulebookPhase3, InnEvictionExample) {
  constexpr PlayerIndex kBleu = 0, kVert = 1, kOrange = 2, kRouge = 3;
  GameState s = start(4);
  put_building(s, 9, BuildingId::wood_farm_food, kRouge);
  // Turn 1: Bleu takes the inn; at phase 3 the worker moves to the right slot.
  act(s, place(kBleu, Special::inn));
  EXPECT_EQ(s.inn_left, kBleu);
  everyone_passes(s);
  EXPECT_EQ(s.inn_left, kNoPlayer);
  EXPECT_EQ(s.inn_right, kBleu);
  quiet_to_turn(s, 2);
  ASSERT_EQ(s.inn_right, kBleu);
  ASSERT_EQ(s.player(kBleu).workers_out, 1);  // the inn worker stays out

  // Turn 2.
  int bleu = deniers_of(s, kBleu);
  int vert = deniers_of(s, kVert);
  act(s, place(kBleu, 1));
  EXPECT_EQ(deniers_of(s, kBleu), bleu - 1);
  act(s, place(kVert, Special::inn));  // left slot; Vert pays the normal cost (1)
  EXPECT_EQ(deniers_of(s, kVert), vert - 1);
  EXPECT_EQ(s.inn_left, kVert);
  EXPECT_EQ(s.inn_right, kBleu);
  act(s, pass(kOrange));
  act(s, pass(kRouge));
  // Two players have passed (normal cost 3), Bleu still pays 1, and Rouge gains his PP.
  act(s, place(kBleu, 9));
  EXPECT_EQ(deniers_of(s, kBleu), bleu - 2);
  EXPECT_EQ(prestige_of(s, kRouge), 1);
  act(s, pass(kVert));
  act(s, pass(kBleu));
  // Phase 3: Vert moves right, Bleu's inn worker goes back; nobody is asked anything.
  expect_decision(s, DecisionKind::provost, kOrange);
  EXPECT_EQ(s.inn_left, kNoPlayer);
  EXPECT_EQ(s.inn_right, kVert);
  EXPECT_EQ(s.player(kBleu).workers_out, 2);  // spaces 1 and 9; no longer the inn
  EXPECT_EQ(s.player(kVert).workers_out, 1);  // the inn's right slot

  // Turn 3: "En attendant, il ne paye plus qu'un denier pour placer ses ouvriers."
  quiet_to_turn(s, 3);
  ASSERT_EQ(s.inn_right, kVert);
  act(s, pass(kBleu));  // normal cost now 2
  vert = deniers_of(s, kVert);
  act(s, place(kVert, 2));
  EXPECT_EQ(deniers_of(s, kVert), vert - 1);
  int orange = deniers_of(s, kOrange);
  act(s, place(kOrange, 3));  // Orange pays the normal 2 (Bleu has passed)
  EXPECT_EQ(deniers_of(s, kOrange), orange - 2);
  everyone_passes(s);
  // Nobody came to the inn this turn: Vert chooses to stay or leave.
  expect_decision(s, DecisionKind::inn, kVert);
}

// ---------------------------------------------------------------------------------------------
// Phase 4 — the provost.

// provost.order, provost.cost, activate.order
// French rulebook, Phase 4 example: Bleu passed first, then Orange, Rouge and Vert. Bleu does
// not move the provost; Orange moves it back 2 (pays 2) so that Rouge's and Vert's workers are
// no longer activated; Rouge pays 2 to move it up again; Vert pays 1 to move it back 1 ("son
// pion sera bien activé, mais pas celui de Rouge"). The provost ends one space back.
TEST(RulebookPhase4, ProvostBribesExample) {
  constexpr PlayerIndex kBleu = 0, kOrange = 1, kRouge = 2, kVert = 3;
  GameState s = start(4);
  ASSERT_EQ(s.provost, 6);
  act(s, pass(kBleu));
  act(s, pass(kOrange));
  act(s, place(kRouge, 6));  // on the provost's space (neutral carpenter)
  act(s, place(kVert, 5));   // one space before (neutral market)
  act(s, pass(kRouge));
  act(s, pass(kVert));
  EXPECT_EQ(s.bridge[0], kBleu);
  EXPECT_EQ(s.bridge[1], kOrange);
  EXPECT_EQ(s.bridge[2], kRouge);
  EXPECT_EQ(s.bridge[3], kVert);
  int orange = deniers_of(s, kOrange), rouge = deniers_of(s, kRouge), vert = deniers_of(s, kVert);
  int bleu = deniers_of(s, kBleu);

  expect_decision(s, DecisionKind::provost, kBleu);
  act(s, provost(kBleu, 0));
  EXPECT_EQ(deniers_of(s, kBleu), bleu);
  act(s, provost(kOrange, -2));
  EXPECT_EQ(s.provost, 4);
  EXPECT_EQ(deniers_of(s, kOrange), orange - 2);
  act(s, provost(kRouge, 2));
  EXPECT_EQ(s.provost, 6);
  EXPECT_EQ(deniers_of(s, kRouge), rouge - 2);
  act(s, provost(kVert, -1));
  EXPECT_EQ(s.provost, 5);
  EXPECT_EQ(deniers_of(s, kVert), vert - 1);
  // "Finalement, le prévôt a reculé d'une case à ce tour": Vert's market (5) works...
  expect_decision(s, DecisionKind::activation, kVert, 5);
  act(s, decline(kVert));
  // ... Rouge's carpenter (6) does not: the worker returns without effect.
  EXPECT_EQ(s.road[6].worker, kNoPlayer);
  EXPECT_EQ(s.player(kRouge).workers_out, 0);
  EXPECT_NE(s.decision.kind, DecisionKind::activation);
}

// ---------------------------------------------------------------------------------------------
// Phase 5 — activating the road.

// activate.order, activate.optional, building.neutral_farm, building.fixed_peddler
// French rulebook, second copy of the text, Phase 5 "Example (continued)": Blue, on the farm,
// may take a pink (food) or a purple (cloth) cube and takes food; Green buys a grey (stone)
// cube for 2 deniers at the peddler; Red's worker is past the provost and is not used.
TEST(RulebookPhase5, SecondTextActivationExample) {
  constexpr PlayerIndex kBlue = 0, kGreen = 1, kRed = 2;
  GameState s = start(3);
  set_officials(s, kFixedPeddlerSpace);
  act(s, place(kBlue, 1));                    // neutral farm
  act(s, place(kGreen, kFixedPeddlerSpace));  // fixed peddler
  act(s, place(kRed, kFixedCarpenterSpace));  // one space past the provost
  everyone_passes(s);
  quiet_until(s, [](const GameState& g) { return g.decision.kind == DecisionKind::activation; });
  expect_decision(s, DecisionKind::activation, kBlue, 1);
  std::vector<Action> legal;
  legal_actions(s, legal);
  ASSERT_EQ(legal.size(), 2u);  // production is mandatory: food or cloth, no decline
  EXPECT_EQ(legal[0].gain, cubes(1, 0, 0, 0, 0));
  EXPECT_EQ(legal[1].gain, cubes(0, 0, 0, 1, 0));
  int food = cubes_of(s, kBlue, Cube::food);
  act(s, use(kBlue, {}, cubes(1, 0, 0, 0, 0)));
  EXPECT_EQ(cubes_of(s, kBlue, Cube::food), food + 1);
  expect_decision(s, DecisionKind::activation, kGreen, kFixedPeddlerSpace);
  int green = deniers_of(s, kGreen);
  act(s, use(kGreen, deniers(2), cubes(0, 0, 1, 0, 0)));
  EXPECT_EQ(cubes_of(s, kGreen, Cube::stone), 1);
  // Red is never asked: his worker comes back unused and the turn ends (turn 2 income: +2).
  expect_decision(s, DecisionKind::placement, kBlue);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(deniers_of(s, kGreen), green - 2 + 2);
  EXPECT_EQ(s.player(kRed).workers_out, 0);
  EXPECT_EQ(s.player(kRed).goods.cube_total(), 3);  // setup cubes only
}

// Phase 5 — construction buildings and the notary.

// build.kind, build.cost, build.site, build.available
// French rulebook, Phase 5 "b)" example: Rouge, on the neutral carpenter, builds a wood Farm:
// pays 1 food and 1 wood from his reserve, puts it on the first free space with one of his
// houses and gains 2 PP at once.
TEST(RulebookPhase5, CarpenterBuildsWoodFarmExample) {
  constexpr PlayerIndex kRouge = 0;
  GameState s = start(3);
  ASSERT_EQ(s.road[6].building, BuildingId::neutral_carpenter);
  act(s, place(kRouge, 6));
  everyone_passes(s);
  quiet_until(s, [](const GameState& g) { return g.decision.kind == DecisionKind::activation; });
  expect_decision(s, DecisionKind::activation, kRouge, 6);
  ASSERT_EQ(cubes_of(s, kRouge, Cube::food), 2);
  ASSERT_EQ(cubes_of(s, kRouge, Cube::wood), 1);
  act(s, build(kRouge, BuildingId::wood_farm_food));
  EXPECT_EQ(cubes_of(s, kRouge, Cube::food), 1);
  EXPECT_EQ(cubes_of(s, kRouge, Cube::wood), 0);
  EXPECT_EQ(prestige_of(s, kRouge), 2);
  // The first free space after 1-6 (neutral) and 7-8 (fixed) is 9.
  EXPECT_EQ(s.road[9], (RoadSpace{BuildingId::wood_farm_food, kRouge, kNoPlayer}));
  EXPECT_EQ(s.stock & tile_bit(BuildingId::wood_farm_food), 0u);
}

// place.owner_prestige, build.kind, build.cost, build.prestige.site, build.favors
// French rulebook, Phase 5 "c)" Statue example: Vert, on Bleu's architect (Bleu gains 1 PP for
// the placement), builds the Statue: pays 1 gold and 2 stone, discards one of his residences
// and replaces it with the Statue, gains 7 PP and a King's favor.
TEST(RulebookPhase5, ArchitectBuildsStatueExample) {
  constexpr PlayerIndex kVert = 0, kBleu = 1;
  GameState s = start(3);
  put_building(s, 9, BuildingId::architect_1, kBleu);
  put_building(s, 10, BuildingId::residence, kVert);
  set_officials(s, 9);
  s.player(kVert).goods[Cube::stone] = 2;
  s.player(kVert).goods[Cube::gold] = 1;
  act(s, place(kVert, 9));
  EXPECT_EQ(prestige_of(s, kBleu), 1);
  everyone_passes(s);
  quiet_until(s, [](const GameState& g) { return g.decision.kind == DecisionKind::activation; });
  expect_decision(s, DecisionKind::activation, kVert, 9);
  act(s, build(kVert, BuildingId::statue, 10));
  EXPECT_EQ(cubes_of(s, kVert, Cube::stone), 0);
  EXPECT_EQ(cubes_of(s, kVert, Cube::gold), 0);
  EXPECT_EQ(prestige_of(s, kVert), 7);
  EXPECT_EQ(s.road[10].building, BuildingId::statue);
  EXPECT_EQ(s.road[10].owner, kVert);
  EXPECT_EQ(s.residences_owned(kVert), 0);
  EXPECT_EQ(prestige_of(s, kBleu), 1);  // the architect's owner gets nothing more
  // "... et une faveur du Roi."
  expect_decision(s, DecisionKind::favor, kVert);
  EXPECT_EQ(s.favors_pending, 1);
  act(s, favor(kVert, FavorRow::prestige, 1));
  EXPECT_EQ(prestige_of(s, kVert), 8);
}

// place.cost.own, notary.transform, notary.returned_tile, income.residence
// French rulebook, Phase 5 "c)" notary example: Bleu, on his own Notary (no prestige for the
// placement), pays 1 cloth and 1 denier, removes the neutral quarry and turns it into a
// residence with his house, gains 2 PP; from the next turns it brings 1 more denier of income.
// The neutral tile is discarded for good ("Les bâtiments neutres sont définitivement
// défaussés").
TEST(RulebookPhase5, NotaryTransformsNeutralQuarryExample) {
  constexpr PlayerIndex kBleu = 0, kOther = 1;
  GameState s = start(3);
  ASSERT_EQ(s.road[4].building, BuildingId::neutral_quarry);
  put_building(s, 9, BuildingId::lawyer, kBleu);
  set_officials(s, 9);
  s.player(kBleu).goods[Cube::cloth] = 1;
  int bleu = deniers_of(s, kBleu);
  act(s, place(kBleu, 9));
  EXPECT_EQ(deniers_of(s, kBleu), bleu - 1);
  EXPECT_EQ(prestige_of(s, kBleu), 0);
  act(s, place(kOther, Special::castle));  // keeps turn 1 going after phase 5
  everyone_passes(s);
  quiet_until(s, [](const GameState& g) { return g.decision.kind == DecisionKind::activation; });
  expect_decision(s, DecisionKind::activation, kBleu, 9);
  bleu = deniers_of(s, kBleu);
  act(s, transform(kBleu, 4));
  EXPECT_EQ(cubes_of(s, kBleu, Cube::cloth), 0);
  EXPECT_EQ(deniers_of(s, kBleu), bleu - 1);
  EXPECT_EQ(prestige_of(s, kBleu), 2);
  EXPECT_EQ(s.road[4], (RoadSpace{BuildingId::residence, kBleu, kNoPlayer}));
  EXPECT_NE(s.discarded & tile_bit(BuildingId::neutral_quarry), 0u);
  EXPECT_EQ(s.stock & tile_bit(BuildingId::neutral_quarry), 0u);
  // Next turn's income: 2 + 1 for the residence.
  expect_decision(s, DecisionKind::castle, kOther);
  bleu = deniers_of(s, kBleu);
  int other = deniers_of(s, 2);
  quiet_to_turn(s, 2);
  EXPECT_EQ(deniers_of(s, kBleu), bleu + 3);
  EXPECT_EQ(deniers_of(s, 2), other + 2);
}

// ---------------------------------------------------------------------------------------------
// Phase 6 — the castle.

// The board of the Phase 6 example: Rouge (castle place 1) and Vert in the castle, 4 of the
// dungeon's 6 spaces taken by Bleu and Orange; Rouge's castle decision is pending.
class RulebookCastleExample : public ::testing::Test {
 protected:
  static constexpr PlayerIndex kRouge = 0, kVert = 1, kBleu = 2, kOrange = 3;
  void SetUp() override {
    s = start(4);
    s.houses[0][kBleu] = 2;  // 4 dungeon spaces already taken: 2 free
    s.houses[0][kOrange] = 2;
    s.player(kRouge).goods = cubes(1, 1, 1, 0, 0);
    s.player(kRouge).goods.deniers = 7;
    s.player(kVert).goods = cubes(2, 2, 2, 0, 0);
    s.player(kVert).goods.deniers = 8;
    act(s, place(kRouge, Special::castle));
    act(s, place(kVert, Special::castle));
    everyone_passes(s);
    quiet_until(s, [](const GameState& g) { return g.decision.kind == DecisionKind::castle; });
  }
  GameState s;
};

// castle.order, castle.batch, castle.section, castle.prestige, castle.best_builder,
// scoring.trigger
// French rulebook, Phase 6 example and "Exemple (suite)": Rouge (castle place 1) and Vert are
// in the castle, the dungeon being built. Rouge offers 1 batch (food+stone+wood): 1 house in
// the dungeon, 5 PP. Vert offers 2 batches with one dungeon space left: one house in the
// dungeon, one in the walls, 9 PP (5 + 4); Vert built the most and gains a King's favor.
TEST_F(RulebookCastleExample, CastleExample) {
  expect_decision(s, DecisionKind::castle, kRouge);
  act(s, castle(kRouge, {{0, 1}}));  // food + wood + stone
  EXPECT_EQ(s.houses[0][kRouge], 1);
  EXPECT_EQ(prestige_of(s, kRouge), 5);
  EXPECT_EQ(s.player(kRouge).goods.cube_total(), 0);
  expect_decision(s, DecisionKind::castle, kVert);
  act(s, castle(kVert, {{0, 2}}));
  EXPECT_EQ(s.houses[0][kVert], 1);
  EXPECT_EQ(s.houses[1][kVert], 1);
  EXPECT_EQ(prestige_of(s, kVert), 9);
  // Best builder: Vert.
  expect_decision(s, DecisionKind::favor, kVert);
  act(s, favor(kVert, FavorRow::deniers, 1));
  // The dungeon was completed this turn: it is scored at this end of turn although the bailiff
  // is far from its mark (Phase 7 examples: "... que si celui-ci a été complètement construit").
  quiet_to_turn(s, 2);
  EXPECT_EQ(s.bailiff, 7);
  EXPECT_TRUE(s.is_scored(Section::dungeon));
}

// castle.best_builder
// French rulebook, Phase 6 "Exemple (suite)", variant: "Si Vert n'avait dépensé qu'un lot au
// lieu de 2, il n'aurait gagné que 5 points de prestige et c'est Rouge - qui s'est placé le
// plus tôt au château - qui aurait gagné la faveur du Roi."
TEST_F(RulebookCastleExample, VariantTieGoesToRouge) {
  act(s, castle(kRouge, {{0, 1}}));
  act(s, castle(kVert, {{0, 1}}));
  EXPECT_EQ(prestige_of(s, kRouge), 5);
  EXPECT_EQ(prestige_of(s, kVert), 5);
  expect_decision(s, DecisionKind::favor, kRouge);
}

// ---------------------------------------------------------------------------------------------
// Phase 7 — end of turn.

// bailiff.move, provost.reset, scoring.trigger
// French rulebook, Phase 7 first example: the provost is a few spaces before the bailiff, which
// advances one space only; the provost is put back on the bailiff; the dungeon mark is not
// reached so the dungeon is not scored (it is not complete either).
TEST(RulebookPhase7, BailiffAdvancesOneWhenTheProvostIsBehind) {
  GameState s = start(3);
  set_officials(s, 9);
  everyone_passes(s);
  expect_decision(s, DecisionKind::provost, 0);
  act(s, provost(0, -2));
  EXPECT_EQ(s.provost, 7);
  quiet_to_turn(s, 2);
  EXPECT_EQ(s.bailiff, 10);
  EXPECT_EQ(s.provost, 10);
  EXPECT_FALSE(s.is_scored(Section::dungeon));
}

// bailiff.move, provost.reset (provost on the bailiff's space)
// French rulebook, Phase 7: "Si le prévôt est situé avant le bailli ou sur la même case que
// celui-ci, alors le bailli avance d'une seule case."
TEST(RulebookPhase7, BailiffAdvancesOneWhenTheProvostIsOnItsSpace) {
  GameState s = start(3);
  everyone_passes(s);
  quiet_to_turn(s, 2);
  EXPECT_EQ(s.bailiff, 7);
  EXPECT_EQ(s.provost, 7);
}

// bailiff.move, provost.reset, scoring.trigger, scoring.dungeon
// French rulebook, Phase 7 second example: the provost is one space after the bailiff, which
// advances two spaces, reaching the dungeon mark (12): the dungeon is scored now.
TEST(RulebookPhase7, BailiffAdvancesTwoAndReachesTheDungeonMark) {
  GameState s = start(3);
  set_officials(s, 10);
  s.houses[0][0] = 2;  // a favor for seat 0
  s.player(1).goods.prestige = 3;
  everyone_passes(s);
  expect_decision(s, DecisionKind::provost, 0);
  act(s, provost(0, 1));
  EXPECT_EQ(s.provost, 11);
  quiet_until(s, [](const GameState& g) { return g.phase == Phase::end_of_turn; });
  EXPECT_EQ(s.bailiff, 12);
  EXPECT_EQ(s.provost, 12);
  expect_decision(s, DecisionKind::favor, 0);
  act(s, favor(0, FavorRow::deniers, 1));
  quiet_to_turn(s, 2);
  EXPECT_TRUE(s.is_scored(Section::dungeon));
  EXPECT_EQ(prestige_of(s, 1), 1);  // 0 houses: -2
}

// scoring.trigger, scoring.once
// French rulebook, Phase 7 second example: "(à moins que ce décompte n'ait déjà été effectué à
// un tour précédent pour cause de Donjon rempli, auquel cas on passe directement au tour
// suivant)".
TEST(RulebookPhase7, DungeonMarkIgnoredWhenAlreadyScored) {
  GameState s = start(3);
  set_officials(s, 10);
  s.scored = 1 << static_cast<int>(Section::dungeon);
  s.houses[0][0] = 6;
  s.player(1).goods.prestige = 3;
  everyone_passes(s);
  act(s, provost(0, 1));
  // No favor, no penalty: straight to the next turn.
  quiet_until(s, [](const GameState& g) { return g.phase == Phase::end_of_turn || g.turn == 2; });
  expect_decision(s, DecisionKind::placement, 0);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.bailiff, 12);
  EXPECT_EQ(prestige_of(s, 1), 3);
  EXPECT_EQ(s.scored, 1);
}

// scoring.order, scoring.dungeon, prestige.floor, castle.section
// French rulebook, "Décomptes" example: the dungeon is scored, turn order Rouge, Bleu, Orange,
// Vert. Rouge built 2 elements: 1 favor. Bleu 3: 1 favor. Orange none: −2 PP (never below
// 0). Vert 1: nothing ("la maison verte construite dans les Murailles ne compte pas").
// Here Vert completes the dungeon this turn with 2 batches (one house overflows into the
// walls), so the dungeon is scored at this end of turn.
TEST(RulebookScoring, DungeonScoringExample) {
  constexpr PlayerIndex kRouge = 0, kBleu = 1, kOrange = 2, kVert = 3;
  GameState s = start(4);
  s.houses[0][kRouge] = 2;
  s.houses[0][kBleu] = 3;
  s.player(kOrange).goods.prestige = 1;
  s.player(kVert).goods = cubes(2, 2, 2, 0, 0);
  s.player(kVert).goods.deniers = 9;
  act(s, pass(kRouge));
  act(s, pass(kBleu));
  act(s, pass(kOrange));
  act(s, place(kVert, Special::castle));
  act(s, pass(kVert));
  quiet_until(s, [](const GameState& g) { return g.decision.kind == DecisionKind::castle; });
  act(s, castle(kVert, {{0, 2}}));
  ASSERT_EQ(s.houses[0][kVert], 1);
  ASSERT_EQ(s.houses[1][kVert], 1);
  expect_decision(s, DecisionKind::favor, kVert);  // best builder (phase 6)
  act(s, favor(kVert, FavorRow::deniers, 1));
  int vert_prestige = prestige_of(s, kVert);
  auto vert_favor = s.player(kVert).favor;

  // Phase 7, scoring in turn order.
  expect_decision(s, DecisionKind::favor, kRouge);
  EXPECT_EQ(s.favors_pending, 1);
  act(s, favor(kRouge, FavorRow::prestige, 1));
  expect_decision(s, DecisionKind::favor, kBleu);
  EXPECT_EQ(s.favors_pending, 1);
  EXPECT_EQ(prestige_of(s, kOrange), 1);  // Orange's turn comes after Bleu's
  act(s, favor(kBleu, FavorRow::prestige, 1));
  // Orange loses 2 (floored at 0), Vert gains nothing: the next turn starts.
  expect_decision(s, DecisionKind::placement, kRouge);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(prestige_of(s, kOrange), 0);
  EXPECT_EQ(prestige_of(s, kVert), vert_prestige);
  EXPECT_EQ(s.player(kVert).favor, vert_favor);
  EXPECT_TRUE(s.is_scored(Section::dungeon));
  EXPECT_FALSE(s.is_scored(Section::walls));
}

// ---------------------------------------------------------------------------------------------
// The King's favor.

// favor.choose, favor.columns
// French rulebook, "Faveur du Roi" first example: Orange gains a favor during the dungeon
// scoring and chooses the prestige row, where his marker already stands on column 2; as the
// dungeon is being scored he cannot advance it, leaves it and gains 2 PP.
TEST(RulebookFavor, PrestigeRowDuringDungeonScoringExample) {
  constexpr PlayerIndex kOrange = 0;
  GameState s = start(3);
  set_officials(s, 11);
  s.houses[0][kOrange] = 2;
  s.player(kOrange).favor[static_cast<int>(FavorRow::prestige)] = 2;
  everyone_passes(s);
  quiet_until(s, [](const GameState& g) { return g.phase == Phase::end_of_turn; });
  expect_decision(s, DecisionKind::favor, kOrange);
  expect_refused(s, favor(kOrange, FavorRow::prestige, 3), "favor.columns");
  act(s, favor(kOrange, FavorRow::prestige, 2));
  EXPECT_EQ(prestige_of(s, kOrange), 2);
  EXPECT_EQ(s.player(kOrange).favor[static_cast<int>(FavorRow::prestige)], 2);
}

// favor.choose, favor.columns, build.favors
// French rulebook, "C Gain de cubes" example: the towers are being built, so every column is
// open. Bleu gains a favor by building the Church, chooses the resources row, moves from column
// 2 to 3 and takes a food cube (on column 3 he may use column 1, 2 or 3).
TEST(RulebookFavor, ResourcesRowLowerColumnDuringTowersExample) {
  constexpr PlayerIndex kBleu = 0;
  GameState s = start(3);
  s.scored = 0b011;  // dungeon and walls scored: the towers are being built
  put_building(s, 9, BuildingId::mason, kBleu);
  set_officials(s, 9);
  s.player(kBleu).goods[Cube::stone] = 1;
  s.player(kBleu).goods[Cube::cloth] = 1;
  s.player(kBleu).favor[static_cast<int>(FavorRow::resources)] = 2;
  act(s, place(kBleu, 9));
  everyone_passes(s);
  quiet_until(s, [](const GameState& g) { return g.decision.kind == DecisionKind::activation; });
  act(s, build(kBleu, BuildingId::church));
  EXPECT_EQ(prestige_of(s, kBleu), 3);
  expect_decision(s, DecisionKind::favor, kBleu);
  int food = cubes_of(s, kBleu, Cube::food);
  act(s, favor_take(kBleu, FavorRow::resources, 1, cubes(1, 0, 0, 0, 0)));
  EXPECT_EQ(cubes_of(s, kBleu, Cube::food), food + 1);
  EXPECT_EQ(s.player(kBleu).favor[static_cast<int>(FavorRow::resources)], 3);
}

// favor.choose, favor.columns, special.joust_field, build.site
// French rulebook, "D Utilisation exclusive de bâtiments" example: the walls are being built
// (columns 3 and 4 open). Vert gains a favor at the joust field, chooses the fourth row, moves
// from column 2 to 3 and builds the Park paying 1 food (a discount of 1 stone), puts it on the
// first free space with a house and gains 3 PP at once.
TEST(RulebookFavor, BuildingsRowParkDuringWallsExample) {
  constexpr PlayerIndex kVert = 0;
  GameState s = start(3);
  s.scored = 0b001;  // the dungeon is scored: the walls are being built
  s.player(kVert).goods = cubes(2, 1, 0, 1, 0);
  s.player(kVert).goods.deniers = 7;
  s.player(kVert).favor[static_cast<int>(FavorRow::buildings)] = 2;
  act(s, place(kVert, Special::joust_field));
  everyone_passes(s);
  expect_decision(s, DecisionKind::joust, kVert);
  act(s, joust(kVert));
  EXPECT_EQ(cubes_of(s, kVert, Cube::cloth), 0);
  EXPECT_EQ(deniers_of(s, kVert), 7 - 1 - 1);  // placement, joust (seat 1 passed first)
  expect_decision(s, DecisionKind::favor, kVert);
  // "il n'est pas nécessaire que son équivalent soit construit sur le plateau (par exemple on
  // pourra utiliser la colonne 3 même si aucun maçon n'est en jeu)": no mason on the road.
  for (Space i = 1; i <= kRoadSpaces; ++i) ASSERT_NE(s.road[i].building, BuildingId::mason);
  act(s, favor_build(kVert, 3, BuildingId::park));
  EXPECT_EQ(cubes_of(s, kVert, Cube::food), 1);
  EXPECT_EQ(cubes_of(s, kVert, Cube::stone), 0);
  EXPECT_EQ(s.road[9], (RoadSpace{BuildingId::park, kVert, kNoPlayer}));
  EXPECT_EQ(prestige_of(s, kVert), 3);
  EXPECT_EQ(s.player(kVert).favor[static_cast<int>(FavorRow::buildings)], 3);
}

// ---------------------------------------------------------------------------------------------
// Phase 1 — income.

// income.base, income.residence, income.library, income.hotel
// Rulebook (second copy of the text, Phase 1 example): a player with a Residence, the Library
// and the Hotel receives 4 deniers for his buildings plus 2, 6 in all.
TEST(RulebookPhase1, IncomeWithResidenceLibraryAndHotelExample) {
  GameState s = start(3);
  put_building(s, 9, BuildingId::residence, 1);
  put_building(s, 10, BuildingId::library, 1);
  put_building(s, 11, BuildingId::hotel, 1);
  everyone_passes(s);  // seat 0 passes first
  int owner = deniers_of(s, 1), other = deniers_of(s, 2);
  quiet_to_turn(s, 2);
  EXPECT_EQ(deniers_of(s, 1), owner + 6);
  EXPECT_EQ(deniers_of(s, 2), other + 2);
}

// ---------------------------------------------------------------------------------------------
// "Conseils", resolution order.

// special.trading_post, special.joust_field
// French rulebook, "Conseils — Ordre de résolution": the joust's denier may come from the
// trading post, resolved before the joust field in phase 3.
TEST(RulebookAdvice, JoustPaidWithTheTradingPostDenier) {
  constexpr PlayerIndex kPlayer = 0;
  GameState s = start(3);
  s.player(kPlayer).goods.deniers = 4;
  s.player(kPlayer).goods[Cube::cloth] = 1;
  act(s, place(kPlayer, Special::trading_post));  // 1
  act(s, pass(1));
  act(s, pass(2));
  act(s, place(kPlayer, Special::joust_field));  // 3
  ASSERT_EQ(deniers_of(s, kPlayer), 0);
  act(s, pass(kPlayer));
  // Trading post already resolved: 3 deniers.
  expect_decision(s, DecisionKind::joust, kPlayer);
  EXPECT_EQ(deniers_of(s, kPlayer), 3);
  act(s, joust(kPlayer));
  EXPECT_EQ(deniers_of(s, kPlayer), 2);
  EXPECT_EQ(cubes_of(s, kPlayer, Cube::cloth), 0);
  expect_decision(s, DecisionKind::favor, kPlayer);
}

// special.joust_field, activate.order
// French rulebook, "Conseils — Ordre de résolution": the cloth must be in the reserve from the
// start of the turn; cloth from a farm (phase 5) arrives too late for the joust (phase 3).
TEST(RulebookAdvice, ClothFromAFarmComesTooLateForTheJoust) {
  constexpr PlayerIndex kPlayer = 0;
  GameState s = start(3);
  ASSERT_EQ(s.road[1].building, BuildingId::neutral_farm);
  ASSERT_EQ(cubes_of(s, kPlayer, Cube::cloth), 0);  // setup cubes: 2 food + 1 wood
  act(s, place(kPlayer, 1));                        // the farm, hoping for its cloth
  act(s, pass(1));
  act(s, pass(2));
  act(s, place(kPlayer, Special::joust_field));
  act(s, pass(kPlayer));
  expect_decision(s, DecisionKind::joust, kPlayer);
  ASSERT_GE(deniers_of(s, kPlayer), 1);  // the denier is there; the cloth is not
  expect_refused(s, joust(kPlayer), "special.joust_field");
  act(s, decline(kPlayer));
  EXPECT_EQ(s.favors_pending, 0);
  quiet_until(s, [](const GameState& g) { return g.decision.kind == DecisionKind::activation; });
  expect_decision(s, DecisionKind::activation, kPlayer, 1);
  act(s, use(kPlayer, {}, cubes(0, 0, 0, 1, 0)));  // the farm's cloth, too late
  EXPECT_EQ(cubes_of(s, kPlayer, Cube::cloth), 1);
  EXPECT_EQ(s.player(kPlayer).favor, (std::array<std::uint8_t, kFavorRows>{}));
}

}  // namespace
}  // namespace caylus::test
