// Unit tests for phase 6, the castle (castle.*, prestige.floor; RULES.md "Phase 6").
// Batch kinds (core/action.h kBatchCubes): 0 F+W+S, 1 F+W+C, 2 F+S+C, 3 F+W+G, 4 F+S+G, 5 F+C+G.
#include <gtest/gtest.h>

#include <algorithm>

#include "unit_helpers.h"

namespace caylus::test {
namespace {

// 3 players; `entrants` (in increasing seat order) enter the castle in phase 2, the others
// pass; `edit` may change the castle (houses, scored) before anything happens. Returns at the
// first castle decision with every entrant's cubes set to `g` and prestige to 10.
GameState at_castle(std::vector<PlayerIndex> entrants, Resources g, RuleOptions o = {},
                    void (*edit)(GameState&) = nullptr) {
  GameState s = start(3, o);
  if (edit) edit(s);
  std::vector<std::pair<PlayerIndex, Space>> plan;
  for (PlayerIndex p : entrants) plan.push_back({p, sp(Special::castle)});
  place_then_pass(s, plan);
  quietly_until(s, DecisionKind::castle);
  for (PlayerIndex p : entrants) {
    set_goods(s, p, g);
    s.player(p).goods.prestige = 10;
  }
  EXPECT_EQ(s.decision, (Decision{DecisionKind::castle, entrants.front(), sp(Special::castle)}));
  return s;
}

const Resources kOneOfEach = goods(1, 1, 1, 1, 1, 0);

// castle.batch, castle.section: the castle's legal actions (enumerated, each taken without a
// second check) are exactly the offers check() accepts, over every offer of 0-4 batches of each
// kind, for poor and rich players, little or much room, gold in batches or not.
TEST(Castle, LegalOffersAreExactlyTheOffersTheCheckAccepts_CastleBatch) {
  auto almost_full = [](GameState& s) {  // room for 2 more houses, in the towers
    s.houses[0][1] = 6;
    s.houses[1][1] = 10;
    s.houses[2][1] = 12;
  };
  int accepted = 0;
  int refused = 0;
  for (bool gold : {true, false})
    for (auto edit : {static_cast<void (*)(GameState&)>(nullptr),
                      static_cast<void (*)(GameState&)>(almost_full)})
      for (Resources g : {goods(1, 1, 1, 1, 1, 0), goods(3, 2, 2, 1, 1, 0), goods(6, 4, 4, 4, 4, 0),
                          goods(0, 5, 5, 5, 5, 0)}) {
        RuleOptions o;
        o.castle_gold_in_batch = gold;
        GameState s = at_castle({0}, g, o, edit);
        std::vector<Action> legal;
        legal_actions(s, legal);
        for (const Action& l : legal) ASSERT_FALSE(check(s, l).has_value());
        Action a;
        a.verb = Verb::castle;
        a.player = 0;
        int offers = 1;
        for (int k = 0; k < kBatchKinds; ++k) offers *= 5;
        for (int code = 0; code < offers; ++code) {
          for (int k = 0, rest = code; k < kBatchKinds; ++k, rest /= 5)
            a.batches[k] = static_cast<std::uint8_t>(rest % 5);
          bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
          bool ok = !check(s, a).has_value();
          ASSERT_EQ(listed, ok) << "gold " << gold << ", code " << code;
          (ok ? accepted : refused) += 1;
        }
      }
  EXPECT_GT(accepted, 100);
  EXPECT_GT(refused, 100);
}

// castle.order: in castle-slot order (order of entering), not turn order.
TEST(Castle, CastleSlotOrder_CastleOrder) {
  GameState s = start(3);
  act(s, place(0, 1));
  act(s, pass(1));
  act(s, place(2, Special::castle));
  act(s, place(0, Special::castle));
  everyone_passes(s);
  EXPECT_EQ(s.castle_workers[0], 2);
  EXPECT_EQ(s.castle_workers[1], 0);
  quietly_until(s, DecisionKind::castle);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::castle, 2, sp(Special::castle)}));
  expect_refused(s, castle(0), "decision.player");
  act(s, castle(2));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::castle, 0, sp(Special::castle)}));
  act(s, castle(0));
  EXPECT_NE(s.phase, Phase::castle);
  EXPECT_EQ(s.player(0).workers_out, 0);
  EXPECT_EQ(s.player(2).workers_out, 0);
}

// castle.batch + castle.prestige: a batch costs its 3 cubes and puts a house in the dungeon:
// 5 PP each.
TEST(Castle, BatchesCostThreeCubesHouseInDungeonFivePP_CastleBatch_CastlePrestige) {
  GameState s = at_castle({0}, goods(3, 2, 2, 1, 1, 4));
  EventSink ev;
  act(s, castle(0, {{0, 1}, {1, 1}, {4, 1}}), &ev);  // F+W+S, F+W+C, F+S+G
  EXPECT_EQ(s.player(0).goods, (Resources{{0, 0, 0, 0, 0}, 4, 10 + 15}));
  EXPECT_EQ(s.houses[0][0], 3);
  EXPECT_EQ(s.batches_this_turn[0], 3);
  EXPECT_EQ(events_of(ev, EventKind::house_placed, 0), 1);
}

// castle.batch: the cubes must be owned; refused with castle.batch.
TEST(Castle, MissingCubeRefused_CastleBatch) {
  GameState s = at_castle({0}, goods(1, 1, 1, 0, 0, 0));
  expect_refused(s, castle(0, {{1, 1}}), "castle.batch");  // no cloth
  expect_refused(s, castle(0, {{0, 2}}), "castle.batch");  // one batch only
  auto all = legal(s);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0], castle(0));
  EXPECT_EQ(all[1], castle(0, {{0, 1}}));
  set_goods(s, 0, goods(0, 1, 1, 1, 1, 0));  // no food: no batch at all
  all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], castle(0));
}

// castle.batch, option castle_gold_in_batch: gold counts as a type (default); with false, the
// gold kinds are refused and not offered.
TEST(Castle, GoldInBatchOption_CastleBatch) {
  GameState s = at_castle({0}, goods(1, 1, 0, 0, 1, 0));
  EXPECT_EQ(legal(s).size(), 2u);  // none, F+W+G
  act(s, castle(0, {{3, 1}}));
  EXPECT_EQ(s.houses[0][0], 1);
  EXPECT_EQ(s.player(0).goods[Cube::gold], 0);

  RuleOptions o;
  o.castle_gold_in_batch = false;
  GameState t = at_castle({0}, goods(2, 1, 1, 1, 1, 0), o);
  for (int kind = 3; kind < kBatchKinds; ++kind)
    expect_refused(t, castle(0, {{kind, 1}}), "castle.batch");
  for (const Action& a : legal(t))
    for (int kind = 3; kind < kBatchKinds; ++kind) EXPECT_EQ(a.batches[kind], 0);
  act(t, castle(0, {{0, 1}}));
  EXPECT_EQ(t.houses[0][0], 1);
}

// castle.section: a full dungeon overflows into the walls (4 PP there); the section completed
// this turn is marked for scoring.
TEST(Castle, DungeonOverflowsIntoWalls_CastleSection_CastlePrestige) {
  GameState s =
      at_castle({0}, goods(2, 2, 2, 0, 0, 0), {}, [](GameState& g) { g.houses[0][1] = 5; });
  act(s, castle(0, {{0, 2}}));
  EXPECT_EQ(s.houses[0][0], 1);
  EXPECT_EQ(s.houses[1][0], 1);
  EXPECT_EQ(s.player(0).goods.prestige, 10 + 5 + 4);
  EXPECT_EQ(s.completed_this_turn, 1);  // the dungeon bit
}

// castle.section / castle.prestige: after the dungeon is scored the walls are current (4 PP),
// however many dungeon spaces are left; walls overflow into the towers (3 PP).
TEST(Castle, WallsCurrentOnceDungeonScoredOverflowToTowers_CastleSection_CastlePrestige) {
  GameState s = at_castle({0}, goods(3, 3, 3, 0, 0, 0), {}, [](GameState& g) {
    g.scored = 1;  // dungeon scored
    g.houses[0][1] = 2;
    g.houses[1][1] = 8;
  });
  act(s, castle(0, {{0, 3}}));
  EXPECT_EQ(s.houses[0][0], 0);
  EXPECT_EQ(s.houses[1][0], 2);
  EXPECT_EQ(s.houses[2][0], 1);
  EXPECT_EQ(s.player(0).goods.prestige, 10 + 4 + 4 + 3);
}

// castle.section: no more batches than the towers' room; none once the towers are full.
TEST(Castle, TowersFullNoMoreBatches_CastleSection) {
  GameState s = at_castle({0}, goods(3, 3, 3, 0, 0, 0), {}, [](GameState& g) {
    g.scored = 3;  // dungeon and walls scored
    g.houses[2][1] = 13;
  });
  expect_refused(s, castle(0, {{0, 2}}), "castle.section");
  EXPECT_EQ(legal(s).size(), 2u);
  act(s, castle(0, {{0, 1}}));
  EXPECT_EQ(s.houses[2][0], 1);
  EXPECT_EQ(s.player(0).goods.prestige, 13);

  GameState full = at_castle({0}, goods(3, 3, 3, 0, 0, 0), {}, [](GameState& g) {
    g.scored = 3;
    g.houses[2][1] = 14;
  });
  expect_refused(full, castle(0, {{0, 1}}), "castle.section");
  auto all = legal(full);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], castle(0));
}

// castle.penalty: offering no batch costs 2 PP; prestige.floor: never below 0.
TEST(Castle, NoBatchLosesTwoFlooredAtZero_CastlePenalty_PrestigeFloor) {
  GameState s = at_castle({0, 1}, goods(1, 1, 1, 0, 0, 0));
  s.player(1).goods.prestige = 1;
  EventSink ev;
  act(s, castle(0), &ev);
  EXPECT_EQ(s.player(0).goods.prestige, 8);
  act(s, castle(1), &ev);
  EXPECT_EQ(s.player(1).goods.prestige, 0);
  int logged = 0;
  for (const Event& e : ev)
    if (e.kind == EventKind::prestige_castle_penalty) logged += e.amount;
  EXPECT_EQ(logged, -3);  // the change actually applied
}

// castle.penalty, option towers_full_penalty = exempt_all (default): towers full, nobody loses
// PP, with or without a batch in hand — also when they became full earlier in the same phase.
TEST(Castle, TowersFullExemptAll_CastlePenalty_TowersFullPenalty) {
  GameState s = at_castle({0, 1, 2}, goods(1, 1, 1, 0, 0, 0), {}, [](GameState& g) {
    g.scored = 3;
    g.houses[2][1] = 13;
  });
  set_goods(s, 2, goods(0, 0, 0, 0, 0, 0));
  act(s, castle(0, {{0, 1}}));  // the last room
  act(s, castle(1));            // holds a batch, no room
  act(s, castle(2));            // holds none
  EXPECT_EQ(s.player(0).goods.prestige, 13);
  EXPECT_EQ(s.player(1).goods.prestige, 10);
  EXPECT_EQ(s.player(2).goods.prestige, 10);
}

// towers_full_penalty = exempt_with_batch: only a player holding a batch is exempt.
TEST(Castle, TowersFullExemptWithBatch_CastlePenalty_TowersFullPenalty) {
  RuleOptions o;
  o.towers_full_penalty = TowersFullPenalty::exempt_with_batch;
  GameState s = at_castle({0, 1}, goods(1, 1, 1, 0, 0, 0), o, [](GameState& g) {
    g.scored = 3;
    g.houses[2][2] = 14;
  });
  set_goods(s, 1, goods(0, 5, 5, 5, 5, 9));  // no food: no batch
  act(s, castle(0));
  act(s, castle(1));
  EXPECT_EQ(s.player(0).goods.prestige, 10);
  EXPECT_EQ(s.player(1).goods.prestige, 8);
}

// towers_full_penalty at its boundary, under each value: with one room left in the towers the
// towers are not full, and a player who offers no batch loses 2 PP under both readings; the
// same player with no room left is exempt under exempt_all, and under exempt_with_batch only
// when holding a batch (the tests above). A check `room <= 1` for "full" fails here.
TEST(Castle, OneRoomLeftIsNotFullUnderEitherValue_CastlePenalty_TowersFullPenalty) {
  for (auto value : {TowersFullPenalty::exempt_all, TowersFullPenalty::exempt_with_batch}) {
    RuleOptions o;
    o.towers_full_penalty = value;
    GameState s = at_castle({0, 1}, goods(1, 1, 1, 0, 0, 0), o, [](GameState& g) {
      g.scored = 3;
      g.houses[2][2] = 13;
    });
    set_goods(s, 1, goods(0, 0, 0, 0, 0, 0));  // no batch to offer
    act(s, castle(0));                         // holds a batch, offers none, room for one
    act(s, castle(1));                         // holds none
    EXPECT_EQ(s.player(0).goods.prestige, 8) << static_cast<int>(value);
    EXPECT_EQ(s.player(1).goods.prestige, 8) << static_cast<int>(value);
  }
}

// castle.best_builder: the most batches this turn gains 1 favor.
TEST(Castle, MostBatchesGainsFavor_CastleBestBuilder) {
  GameState s = at_castle({0, 1}, goods(2, 2, 2, 0, 0, 0));
  act(s, castle(0, {{0, 1}}));
  act(s, castle(1, {{0, 2}}));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::favor, 1, kNoSpace}));
  EXPECT_EQ(s.favors_pending, 1);
  EXPECT_EQ(s.phase, Phase::castle);
}

// castle.best_builder: a tie goes to the tied player who entered the castle first.
TEST(Castle, TieGoesToFirstInCastle_CastleBestBuilder) {
  GameState s = start(3);
  act(s, place(0, 1));
  act(s, pass(1));
  act(s, place(2, Special::castle));
  act(s, place(0, Special::castle));
  everyone_passes(s);
  quietly_until(s, DecisionKind::castle);
  set_goods(s, 0, goods(1, 1, 1, 0, 0, 0));
  set_goods(s, 2, goods(1, 1, 1, 0, 0, 0));
  act(s, castle(2, {{0, 1}}));
  act(s, castle(0, {{0, 1}}));
  EXPECT_EQ(s.decision, (Decision{DecisionKind::favor, 2, kNoSpace}));
}

// option best_builder_needs_batch: nobody offering a batch gives no favor (default), or the
// favor to the first in the castle (false).
TEST(Castle, NobodyBuildsFavorPerOption_CastleBestBuilder_BestBuilderNeedsBatch) {
  GameState s = at_castle({1, 2}, goods(0, 0, 0, 0, 0, 0));
  act(s, castle(1));
  act(s, castle(2));
  EXPECT_NE(s.decision.kind, DecisionKind::favor);
  EXPECT_EQ(s.turn, 2);

  RuleOptions o;
  o.best_builder_needs_batch = false;
  GameState t = at_castle({1, 2}, goods(0, 0, 0, 0, 0, 0), o);
  act(t, castle(1));
  act(t, castle(2));
  EXPECT_EQ(t.decision, (Decision{DecisionKind::favor, 1, kNoSpace}));
  EXPECT_EQ(t.player(1).goods.prestige, 8);  // the penalty still applies
}

// The castle workers return after phase 6 (castle.order).
TEST(Castle, WorkersReturnAfterPhase_CastleOrder) {
  GameState s = at_castle({0, 2}, goods(0, 0, 0, 0, 0, 0));
  act(s, castle(0));
  act(s, castle(2));
  EXPECT_EQ(s.player(0).workers_out, 0);
  EXPECT_EQ(s.player(2).workers_out, 0);
  EXPECT_EQ(s.castle_workers[0], kNoPlayer);
}

}  // namespace
}  // namespace caylus::test
