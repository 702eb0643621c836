// Unit tests for phase 2, placing workers (place.*; RULES.md "Phase 2").
// Default board: road 1 farm, 2 forest, 3 sawmill, 4 quarry, 5 market, 6 carpenter, 7 fixed
// peddler, 8 fixed carpenter, 16 gold mine. Turn 1 deniers: seat 0 7, seats 1-2 8, seats 3-4 9.
#include <gtest/gtest.h>

#include "core/rules/rules.h"
#include "tools/fuzzing/play.h"
#include "unit_helpers.h"

namespace caylus::test {
namespace {

// place.order: in turn order, round after round, passed players skipped; an action out of turn
// is refused (decision.player).
TEST(Placement, TurnOrderRoundAfterRoundSkippingPassed_PlaceOrder) {
  GameState s = start(3);
  EXPECT_EQ(s.decision.player, 0);
  expect_refused(s, place(1, 1), "decision.player");
  act(s, place(0, 1));
  EXPECT_EQ(s.decision.player, 1);
  act(s, pass(1));
  EXPECT_EQ(s.decision.player, 2);
  act(s, place(2, 2));
  EXPECT_EQ(s.decision.player, 0);  // round 2: 1 has passed and is skipped
  act(s, place(0, 3));
  EXPECT_EQ(s.decision.player, 2);
  expect_refused(s, place(1, 4), "decision.player");
  act(s, pass(2));
  EXPECT_EQ(s.decision.player, 0);
  act(s, place(0, 4));
  EXPECT_EQ(s.decision.player, 0);  // the only one left
  EXPECT_EQ(s.phase, Phase::placement);
  act(s, pass(0));
  EXPECT_NE(s.phase, Phase::placement);  // everyone passed: phase 2 is over
}

// place.pass: bridge slots in passing order; only the first passer gains 1 denier.
TEST(Placement, PassTakesLowestBridgeSlotFirstPassGainsOneDenierOnce_PlacePass) {
  GameState s = start(4);
  act(s, place(0, 1));  // 7 - 1
  act(s, pass(1));      // first: 8 + 1
  act(s, pass(2));      // second: nothing
  act(s, place(3, 2));  // 2 passed: 9 - 3
  act(s, pass(0));      // third
  EXPECT_EQ(s.passed_count, 3);
  EXPECT_EQ(s.bridge[0], 1);
  EXPECT_EQ(s.bridge[1], 2);
  EXPECT_EQ(s.bridge[2], 0);
  EXPECT_EQ(s.bridge[3], kNoPlayer);
  EXPECT_EQ(s.player(0).goods.deniers, 6);
  EXPECT_EQ(s.player(1).goods.deniers, 9);
  EXPECT_EQ(s.player(2).goods.deniers, 8);
  EXPECT_EQ(s.player(3).goods.deniers, 6);
  EventSink ev;
  act(s, pass(3), &ev);
  EXPECT_EQ(events_of(ev, EventKind::first_pass_bonus), 0);
  EXPECT_EQ(s.player(3).goods.deniers, 6);
}

// place.cost: the lowest free bridge number, 1 + players passed, on neutral, fixed and special
// buildings and the castle, from 1 up to 5.
TEST(Placement, CostRisesWithEachPassUpToFive_PlaceCost) {
  GameState s = start(5);
  s.player(2).goods.deniers = 20;
  act(s, place(0, 1));  // 0 passed: 1
  EXPECT_EQ(s.player(0).goods.deniers, 6);
  act(s, pass(1));                    // 8 + 1 = 9
  act(s, place(2, Special::castle));  // 1 passed: 2
  EXPECT_EQ(s.player(2).goods.deniers, 18);
  act(s, pass(3));
  act(s, place(4, 7));  // fixed peddler, 2 passed: 3
  EXPECT_EQ(s.player(4).goods.deniers, 6);
  act(s, pass(0));
  act(s, place(2, Special::trading_post));  // 3 passed: 4
  EXPECT_EQ(s.player(2).goods.deniers, 14);
  act(s, pass(4));
  act(s, place(2, 16));  // gold mine, 4 passed: 5
  EXPECT_EQ(s.player(2).goods.deniers, 9);
  EXPECT_EQ(s.road[16].worker, 2);
}

// place.cost refused when the player cannot pay it (exact rule id).
TEST(Placement, CannotPayCostRefused_PlaceCost) {
  GameState s = start(3);
  act(s, pass(0));
  set_goods(s, 1, goods(2, 1, 0, 0, 0, 1));
  expect_refused(s, place(1, 1), "place.cost");
  expect_refused(s, place(1, Special::castle), "place.cost");
  s.player(1).goods.deniers = 2;
  act(s, place(1, Special::castle));
  EXPECT_EQ(s.player(1).goods.deniers, 0);
}

// place.cost.own: 1 denier on one's own building whatever has been passed; place.cost on
// another player's building; place.owner_prestige: that owner gains 1 PP at once.
TEST(Placement, OwnBuildingCostsOneOthersPayBridgeAndOwnerScores_PlaceCostOwn_OwnerPrestige) {
  GameState s = start(4);
  put_tile(s, 9, BuildingId::wood_sawmill, 0);
  put_tile(s, 10, BuildingId::wood_quarry, 3);
  act(s, pass(0));  // 7 + 1
  act(s, pass(1));
  act(s, place(2, 9));  // 2 passed: 3; owner 0 +1 PP
  EXPECT_EQ(s.player(2).goods.deniers, 5);
  EXPECT_EQ(s.player(0).goods.prestige, 1);
  act(s, place(3, 10));  // own: 1, no prestige
  EXPECT_EQ(s.player(3).goods.deniers, 8);
  EXPECT_EQ(s.player(3).goods.prestige, 0);
  s.player(3).goods.deniers = 0;
  act(s, pass(2));
  expect_refused(s, place(3, 1), "place.cost");
  s.player(3).goods.deniers = 1;  // enough for its own building only
  act(s, pass(3));
  EXPECT_EQ(s.phase, Phase::provost);
  // The owner keeps the PP even though space 9 is beyond the provost and is never activated.
  quietly_to(s, 2, Phase::placement);
  EXPECT_EQ(s.player(0).goods.prestige, 1);
}

// place.cost.own refused with its own id when even 1 denier is missing.
TEST(Placement, OwnBuildingUnaffordableRefused_PlaceCostOwn) {
  GameState s = start(3);
  put_tile(s, 9, BuildingId::wood_sawmill, 0);
  s.player(0).goods.deniers = 0;
  expect_refused(s, place(0, 9), "place.cost.own");
  auto all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], pass(0));
}

// place.cost.inn: the inn's right-slot holder pays 1 for every placement, whatever passed.
TEST(Placement, InnRightSlotHolderPaysOneEverywhere_PlaceCostInn) {
  GameState s = start(4);
  s.inn_right = 3;  // from an earlier turn
  s.player(3).workers_out = 1;
  put_tile(s, 9, BuildingId::wood_sawmill, 0);
  act(s, pass(0));
  act(s, pass(1));
  act(s, pass(2));
  act(s, place(3, 9));  // another's building with 3 passed: still 1
  EXPECT_EQ(s.player(3).goods.deniers, 8);
  EXPECT_EQ(s.player(0).goods.prestige, 1);
  act(s, place(3, Special::castle));  // 1
  act(s, place(3, Special::joust_field));
  act(s, place(3, 1));
  EXPECT_EQ(s.player(3).goods.deniers, 5);
  s.player(3).goods.deniers = 0;
  expect_refused(s, place(3, 2), "place.cost.inn");
}

// place.cost.inn is for the right slot only: a worker placed on the left slot this turn does
// not make its owner's later placements cheaper.
TEST(Placement, InnLeftSlotHolderPaysBridgeCost_PlaceCostInn) {
  GameState s = start(3);
  act(s, place(0, Special::inn));  // 7 - 1
  act(s, pass(1));
  act(s, pass(2));
  act(s, place(0, 1));  // 2 passed: 3
  EXPECT_EQ(s.player(0).goods.deniers, 3);
  s.player(0).goods.deniers = 2;
  expect_refused(s, place(0, 2), "place.cost");
}

// place.forbidden: no worker on an empty road space, a residence, a prestige building.
TEST(Placement, EmptySpaceResidencePrestigeForbidden_PlaceForbidden) {
  GameState s = start(3);
  put_tile(s, 9, BuildingId::residence, 1);
  put_tile(s, 10, BuildingId::statue, 1);
  put_tile(s, 11, BuildingId::residence, 0);
  expect_refused(s, place(0, 9), "place.forbidden");
  expect_refused(s, place(0, 10), "place.forbidden");
  expect_refused(s, place(0, 11), "place.forbidden");  // even one's own
  expect_refused(s, place(0, 12), "place.forbidden");  // empty
  expect_refused(s, place(0, 28), "place.forbidden");
  for (Space sp_ : {9, 10, 11, 12}) EXPECT_FALSE(offers(s, place(0, sp_)));
  expect_refused(s, place(0, 0), "decision.kind");  // no such space
  expect_refused(s, place(0, 99), "decision.kind");
}

// place.occupied: one worker per road building and per single special building.
TEST(Placement, OneWorkerPerBuilding_PlaceOccupied) {
  GameState s = start(3);
  act(s, place(0, 3));
  act(s, place(1, Special::gate));
  act(s, place(2, Special::trading_post));
  act(s, place(0, Special::merchants_guild));
  act(s, place(1, Special::joust_field));
  expect_refused(s, place(2, 3), "place.occupied");
  for (Special sp_ :
       {Special::gate, Special::trading_post, Special::merchants_guild, Special::joust_field})
    expect_refused(s, place(2, sp_), "place.occupied");
  EXPECT_FALSE(offers(s, place(2, 3)));
  act(s, place(2, 4));
  EXPECT_EQ(s.road[3].worker, 0);
  EXPECT_EQ(s.road[4].worker, 2);
}

// place.stables: lowest free of 3 slots, at most one worker per player.
TEST(Placement, StablesLowestSlotOnePerPlayerThreeSlots_PlaceStables) {
  GameState s = start(4);
  act(s, place(0, Special::stables));
  act(s, place(1, Special::stables));
  EXPECT_EQ(s.stables[0], 0);
  EXPECT_EQ(s.stables[1], 1);
  act(s, pass(2));
  act(s, place(3, Special::stables));
  EXPECT_EQ(s.stables[2], 3);
  expect_refused(s, place(0, Special::stables), "place.stables");  // already there (and full)
  EXPECT_FALSE(offers(s, place(0, Special::stables)));
  // Full: a player without a worker there is refused too.
  GameState t = start(5);
  act(t, place(0, Special::stables));
  act(t, place(1, Special::stables));
  act(t, place(2, Special::stables));
  expect_refused(t, place(3, Special::stables), "place.stables");
  EXPECT_FALSE(offers(t, place(3, Special::stables)));
}

// place.stables: the "one per player" refusal, separately from "full".
TEST(Placement, StablesSecondWorkerOfSamePlayerRefused_PlaceStables) {
  GameState s = start(3);
  act(s, place(0, Special::stables));
  act(s, pass(1));
  act(s, pass(2));
  EXPECT_EQ(s.stables[1], kNoPlayer);  // a free slot remains
  expect_refused(s, place(0, Special::stables), "place.stables");
}

// two_player.no_stables: the stables are not used with two players.
TEST(Placement, NoStablesWithTwoPlayers_TwoPlayerNoStables) {
  GameState s = start(2);
  expect_refused(s, place(0, Special::stables), "two_player.no_stables");
  EXPECT_FALSE(offers(s, place(0, Special::stables)));
}

// place.inn: a worker goes to the left slot, one worker; a player may hold both slots.
TEST(Placement, InnLeftSlotOneWorkerBothSlotsOnePlayer_PlaceInn) {
  GameState s = start(3);
  s.inn_right = 0;
  s.player(0).workers_out = 1;
  act(s, place(0, Special::inn));  // while holding the right slot
  EXPECT_EQ(s.inn_left, 0);
  EXPECT_EQ(s.inn_right, 0);
  EXPECT_EQ(s.player(0).goods.deniers, 6);  // inn right: 1
  expect_refused(s, place(1, Special::inn), "place.inn");
  EXPECT_FALSE(offers(s, place(1, Special::inn)));
}

// place.castle.one_per_player: lowest free castle slot, one worker per player.
TEST(Placement, CastleLowestSlotOnePerPlayer_PlaceCastleOnePerPlayer) {
  GameState s = start(3);
  act(s, pass(0));
  act(s, place(1, Special::castle));
  act(s, place(2, Special::castle));
  expect_refused(s, place(1, Special::castle), "place.castle.one_per_player");
  EXPECT_FALSE(offers(s, place(1, Special::castle)));
  EXPECT_EQ(s.castle_workers[0], 1);
  EXPECT_EQ(s.castle_workers[1], 2);
  EXPECT_EQ(s.castle_workers[2], kNoPlayer);
  EXPECT_EQ(s.player(1).goods.deniers, 6);  // 1 passed: 2
}

// place.workers: 6 workers; a worker staying on the inn's right slot counts as placed.
TEST(Placement, SixWorkersInnRightWorkerCounts_PlaceWorkers) {
  GameState s = start(3);
  s.inn_right = 0;
  s.player(0).workers_out = 1;
  s.player(0).goods.deniers = 50;
  act(s, place(0, 1));
  act(s, pass(1));
  act(s, pass(2));
  for (Space at : {2, 3, 4, 5}) act(s, place(0, at));
  EXPECT_EQ(s.available_workers(0), 0);
  EXPECT_EQ(s.player(0).workers_out, 6);
  expect_refused(s, place(0, 7), "place.workers");
  expect_refused(s, place(0, Special::castle), "place.workers");
  // place.forced_pass: only passing is offered.
  auto all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], pass(0));
}

// place.forced_pass: a player unable to pay any placement can only pass.
TEST(Placement, BrokePlayerCanOnlyPass_PlaceForcedPass) {
  GameState s = start(3);
  act(s, pass(0));
  s.player(1).goods.deniers = 1;  // cost is now 2
  auto all = legal(s);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], pass(1));
  // With an own building, 1 denier is enough there (and only there).
  s.road[9] = RoadSpace{BuildingId::wood_sawmill, 1, kNoPlayer};
  all = legal(s);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0], pass(1));
  EXPECT_EQ(all[1], place(1, 9));
}

// Placing on the gold mine or beyond the provost is allowed (FAQ): every occupied-able building
// is offered, including 16.
TEST(Placement, GoldMineAndBeyondProvostAllowed_PlaceCost) {
  GameState s = start(3);
  EXPECT_TRUE(offers(s, place(0, 16)));
  EXPECT_TRUE(offers(s, place(0, 8)));
  act(s, place(0, 16));
  act(s, place(1, 8));
  EXPECT_EQ(s.road[16].worker, 0);
  EXPECT_EQ(s.road[8].worker, 1);
}

// The full legal set at the first decision: pass, the 7 special spaces (not stables with 2
// players) and the 9 buildings on the road.
TEST(Placement, LegalActionsAtFirstDecision_PlaceOrder) {
  GameState s = start(3);
  auto all = legal(s);
  EXPECT_EQ(all.size(), 1u + 7u + 9u);
  GameState two = start(2);
  EXPECT_EQ(legal(two).size(), 1u + 6u + 9u);
}

// The bool-only mode of the placement rule (rules::may_place_on_open_road, which legal_actions
// uses without asking check_placement again) agrees with the full rule on random states: for every
// player and every space, whenever it says yes the rules below it (workers left,
// check_worker_space, the cost) say yes too, and on every free road building it says exactly what
// they say; its special buildings' form (rules::may_place_on_special) says exactly what they say;
// and legal_actions offers exactly the placements check() accepts.
TEST(Placement, BoolOnlyModeAgreesWithTheFullRuleOnRandomStates_PlaceCost) {
  std::vector<Action> offered;
  int compared = 0;
  int specials_compared = 0;
  int specials_accepted = 0;
  for (int game = 0; game < scaled(120); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 7000);
    GameState s = random_start(rng, 2 + game % 4);
    // Compared at every decision of a uniform random game (s, with the legal actions in
    // offered), before the action drawn is applied.
    auto compare = [&](const GameState&, const std::vector<Action>&, const Action&) {
      if (s.decision.kind == DecisionKind::placement) {
        for (PlayerIndex p = 0; p < s.player_count; ++p) {
          for (int space = 0; space <= kFirstSpecialSpace + kSpecialCount; ++space) {
            auto at = static_cast<Space>(space);
            RuleId rule;
            bool full = s.available_workers(p) > 0 && !rules::check_worker_space(s, p, at) &&
                        s.player(p).goods.deniers >= rules::placement_cost(s, p, at, rule);
            bool fast = rules::may_place_on_open_road(s, p, at);
            if (fast) {
              ASSERT_TRUE(full) << "space " << space << ", player " << int(p);
            }
            auto kind = is_road(at) ? building(s.road[at].building).kind : BuildingKind::none;
            bool open_road = is_road(at) && s.road[at].worker == kNoPlayer &&
                             kind != BuildingKind::none && kind != BuildingKind::residence &&
                             kind != BuildingKind::prestige;
            if (open_road) {
              ASSERT_EQ(fast, full) << "space " << space << ", player " << int(p);
            }
            // The special buildings' bool-only mode says exactly what the full rule says.
            if (is_special(at)) {
              ASSERT_EQ(rules::may_place_on_special(s, p, to_special(at)), full)
                  << "space " << space << ", player " << int(p);
              ++specials_compared;
              specials_accepted += full ? 1 : 0;
            }
            ++compared;
          }
        }
        PlayerIndex p = s.decision.player;
        for (int space = 0; space <= kFirstSpecialSpace + kSpecialCount; ++space) {
          Action a = place(p, static_cast<Space>(space));
          bool legal = std::find(offered.begin(), offered.end(), a) != offered.end();
          ASSERT_EQ(legal, !check(s, a).has_value()) << "space " << space;
        }
      }
    };
    fuzzing::PlayOutcome out =
        fuzzing::play(s, offered, fuzzing::uniform_choice(rng), {}, stop_at_fatal_failure(compare));
    if (HasFatalFailure()) return;
    ASSERT_FALSE(out.engine_bug()) << out.engine_error(s);
  }
  EXPECT_GT(compared, scaled(120) * 1000);
  // Both answers are seen many times (the comparison is not vacuous).
  EXPECT_GT(specials_accepted, scaled(120) * 10);
  EXPECT_GT(specials_compared - specials_accepted, scaled(120) * 10);
}

// rules::open_road_spaces (the road of legal_actions' placements, read 16 spaces at a time) is
// the road spaces that hold a tile workers may stand on and no worker, by the building table, on
// every state of random games; and the tiles it takes as a range of ids are the table's.
// rules::owned_road_spaces (read the same way) is the road spaces whose owner is p, for each p.
TEST(Placement, OpenRoadSpacesReadAsBlocksAgreeWithTheTable_PlaceForbidden_PlaceOccupied) {
  for (int id = 0; id < kBuildingCount; ++id) {
    auto b = static_cast<BuildingId>(id);
    auto kind = building(b).kind;
    EXPECT_EQ(rules::is_worker_tile(b), kind != BuildingKind::none &&
                                            kind != BuildingKind::residence &&
                                            kind != BuildingKind::prestige)
        << building_name(b);
  }
  std::vector<Action> offered;
  int states = 0;
  int open_seen = 0;
  int owned_seen = 0;
  for (int game = 0; game < scaled(60); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 9100);
    GameState s = random_start(rng, 2 + game % 4);
    auto compare = [&](const GameState&, const std::vector<Action>&, const Action&) {
      std::uint64_t want = 0;
      for (Space i = 1; i <= kRoadSpaces; ++i) {
        auto kind = building(s.road[i].building).kind;
        bool open = s.road[i].worker == kNoPlayer && kind != BuildingKind::none &&
                    kind != BuildingKind::residence && kind != BuildingKind::prestige;
        want |= static_cast<std::uint64_t>(open) << i;
      }
      ASSERT_EQ(rules::open_road_spaces(s), want) << describe_decision(s);
      ASSERT_EQ(rules::open_road_spaces_without_avx2(s), want) << describe_decision(s);
      ASSERT_EQ(rules::open_road_spaces_without_ssse3(s), want) << describe_decision(s);
      ++states;
      open_seen += want != 0 ? 1 : 0;
      for (PlayerIndex p = 0; p < kMaxPlayers; ++p) {
        std::uint64_t owned = 0;
        for (Space i = 1; i <= kRoadSpaces; ++i)
          owned |= static_cast<std::uint64_t>(s.road[i].owner == p) << i;
        ASSERT_EQ(rules::owned_road_spaces(s, p), owned) << "player " << int{p};
        owned_seen += owned != 0 ? 1 : 0;
      }
    };
    fuzzing::PlayOutcome out =
        fuzzing::play(s, offered, fuzzing::uniform_choice(rng), {}, stop_at_fatal_failure(compare));
    if (HasFatalFailure()) return;
    ASSERT_FALSE(out.engine_bug()) << out.engine_error(s);
  }
  EXPECT_GT(states, scaled(60) * 100);
  EXPECT_GT(open_seen, scaled(60) * 50);
  EXPECT_GT(owned_seen, scaled(60) * 100);
}

// Every way of reading the road (bytes gathered by pshufb, both halves at once where the processor
// has AVX2 and 16 spaces at a time where it has SSSE3, blocks of 16 spaces compacted otherwise) on
// roads no game reaches: every space drawn among all the building ids and the workers, each space
// alone open or closed among closed or open ones, and the bytes of the state around the road drawn
// as well (the blocks read past space 28; the gathered lanes of spaces 29..32 must stay closed).
TEST(Placement, OpenRoadSpacesBothWaysOnDrawnRoads_PlaceForbidden_PlaceOccupied) {
  auto want_of = [](const GameState& s) {
    std::uint64_t want = 0;
    for (Space i = 1; i <= kRoadSpaces; ++i)
      want |= static_cast<std::uint64_t>(s.road[i].worker == kNoPlayer &&
                                         rules::is_worker_tile(s.road[i].building))
              << i;
    return want;
  };
  SplitMix64 rng(77);
  GameState start = random_start(rng, 4);
  auto check = [&](const GameState& s) {
    std::uint64_t want = want_of(s);
    ASSERT_EQ(rules::open_road_spaces(s), want);
    ASSERT_EQ(rules::open_road_spaces_without_avx2(s), want);
    ASSERT_EQ(rules::open_road_spaces_without_ssse3(s), want);
  };
  int open_counts[kRoadSpaces + 1] = {};
  for (int draw = 0; draw < scaled(20000); ++draw) {
    GameState s = start;
    // Every byte after the road (and road[0]) drawn: an open space's bytes look like a tile
    // workers may stand on and no worker, and half of them are drawn so.
    auto* raw = reinterpret_cast<unsigned char*>(&s);
    const std::size_t road_begin = offsetof(GameState, road);
    const std::size_t road_end = road_begin + sizeof(s.road);
    for (std::size_t b = 0; b < sizeof(GameState); ++b) {
      bool around = (b >= road_end && b < road_end + 16) || (b >= road_begin && b < road_begin + 3);
      if (!around) continue;
      raw[b] = rng.below(2) != 0 ? static_cast<unsigned char>(kNoPlayer)
                                 : static_cast<unsigned char>(rng.below(kBuildingCount));
    }
    int dense = static_cast<int>(rng.below(5));  // 0: all closed .. 4: all open
    for (Space i = 1; i <= kRoadSpaces; ++i) {
      bool open = rng.below(4) < static_cast<std::uint64_t>(dense);
      auto id = static_cast<BuildingId>(rng.below(kBuildingCount));
      if (open) {
        while (!rules::is_worker_tile(id)) id = static_cast<BuildingId>(rng.below(kBuildingCount));
      }
      s.road[i].building = id;
      s.road[i].owner = static_cast<PlayerIndex>(static_cast<int>(rng.below(6)) - 1);
      s.road[i].worker =
          open || rng.below(2) != 0 ? kNoPlayer : static_cast<PlayerIndex>(rng.below(kMaxPlayers));
    }
    check(s);
    if (HasFatalFailure()) return;
    std::uint64_t want = want_of(s);
    for (Space i = 1; i <= kRoadSpaces; ++i) open_counts[i] += static_cast<int>((want >> i) & 1);
  }
  for (Space i = 1; i <= kRoadSpaces; ++i) EXPECT_GT(open_counts[i], scaled(20000) / 4) << int{i};
  // Each space with each building id, with and without a worker, among open or closed spaces.
  for (Space i = 1; i <= kRoadSpaces; ++i)
    for (int id = 0; id < kBuildingCount; ++id)
      for (bool others_open : {true, false})
        for (PlayerIndex worker : {kNoPlayer, PlayerIndex{0}}) {
          GameState s = start;
          for (Space j = 1; j <= kRoadSpaces; ++j) {
            s.road[j].building = others_open ? BuildingId::fixed_peddler : BuildingId::none;
            s.road[j].worker = kNoPlayer;
          }
          s.road[i].building = static_cast<BuildingId>(id);
          s.road[i].worker = worker;
          check(s);
          if (HasFatalFailure()) return;
        }
}

}  // namespace
}  // namespace caylus::test
