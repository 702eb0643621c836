// The road scans (core/road_scan.h): every variant of each, SIMD or not, held to its reference,
// a plain loop over the spaces, on the states of random games and on drawn roads no game reaches.
// Which variant open_road_spaces runs is the processor's (kProcessor): the ones it cannot run are
// skipped, and the test says which it ran.
#include "core/road_scan.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdio>

#include "core/processor.h"
#include "core/rules/rules.h"
#include "tools/fuzzing/play.h"
#include "unit_helpers.h"

namespace caylus::test {
namespace {

// Every variant of open_road_spaces the processor runs, and the dispatch, give `want`.
void expect_every_variant(const GameState& s, std::uint64_t want) {
  ASSERT_EQ(open_road_spaces_reference(s), want);
  ASSERT_EQ(open_road_spaces(s), want);
  ASSERT_EQ(open_road_spaces_sse2(s), want);
  if (kProcessor.ssse3) {
    ASSERT_EQ(open_road_spaces_ssse3(s), want);
  }
  if (kProcessor.avx2) {
    ASSERT_EQ(open_road_spaces_avx2(s), want);
  }
}

TEST(RoadScan, SaysWhichVariantsThisProcessorRuns) {
  RecordProperty("ssse3", kProcessor.ssse3 ? "yes" : "no");
  RecordProperty("avx2", kProcessor.avx2 ? "yes" : "no");
  std::printf("road scan variants run here: reference, sse2%s%s\n",
              kProcessor.ssse3 ? ", ssse3" : "", kProcessor.avx2 ? ", avx2" : "");
}

// open_road_spaces (the road of legal_actions' placements) is the road spaces that hold a tile
// workers may stand on and no worker, by the building table, on every state of random games, in
// every variant the processor runs, and so is its reference; the tiles the scans take as a range
// of ids are the table's (rules::is_worker_tile). owned_road_spaces and its reference are the road
// spaces whose owner is p, for each p; only_space_holding and its reference the one space holding
// each tile.
TEST(RoadScan, EveryVariantIsTheTableOnRandomGames_PlaceForbidden_PlaceOccupied) {
  for (int id = 0; id < kBuildingCount; ++id) {
    auto b = static_cast<BuildingId>(id);
    auto kind = building(b).kind;
    EXPECT_EQ(rules::is_worker_tile(b), kind != BuildingKind::none &&
                                            kind != BuildingKind::residence &&
                                            kind != BuildingKind::prestige)
        << building_name(b);
    EXPECT_EQ(rules::is_worker_tile(b), id >= kFirstWorkerTile && id <= kLastWorkerTile)
        << building_name(b);
  }
  std::vector<Action> offered;
  int states = 0;
  int open_seen = 0;
  int owned_seen = 0;
  int only_seen = 0;
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
      expect_every_variant(s, want);
      if (HasFatalFailure()) return;
      ++states;
      open_seen += want != 0 ? 1 : 0;
      for (PlayerIndex p = 0; p < kMaxPlayers; ++p) {
        std::uint64_t owned = 0;
        for (Space i = 1; i <= kRoadSpaces; ++i)
          owned |= static_cast<std::uint64_t>(s.road[i].owner == p) << i;
        ASSERT_EQ(owned_road_spaces_reference(s, p), owned) << "player " << int{p};
        ASSERT_EQ(owned_road_spaces(s, p), owned) << "player " << int{p};
        owned_seen += owned != 0 ? 1 : 0;
      }
      for (int id = 1; id < kBuildingCount; ++id) {
        auto b = static_cast<BuildingId>(id);
        Space only = kNoSpace;
        int holding = 0;
        for (Space i = 1; i <= kRoadSpaces; ++i)
          if (s.road[i].building == b && holding++ == 0) only = i;
        if (holding != 1) only = kNoSpace;
        ASSERT_EQ(only_space_holding_reference(s, b), only) << building_name(b);
        ASSERT_EQ(only_space_holding(s, b), only) << building_name(b);
        only_seen += only != kNoSpace ? 1 : 0;
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
  EXPECT_GT(only_seen, scaled(60) * 100);
}

// Every variant of open_road_spaces (bytes gathered by pshufb, both halves at once where the
// processor has AVX2 and 16 spaces at a time where it has SSSE3, blocks of 16 spaces compacted
// otherwise) is the reference on roads no game reaches: every space drawn among all the building
// ids and the workers, each space alone open or closed among closed or open ones, and the bytes of
// the state around the road drawn as well (the blocks read past space 28; the gathered lanes of
// spaces 29..32 must stay closed).
TEST(RoadScan, EveryVariantIsTheReferenceOnDrawnRoads_PlaceForbidden_PlaceOccupied) {
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
    expect_every_variant(s, want);
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

// The road read in blocks (first_empty_space, for_each_worker_after) against their references, on
// roads no game reaches: the first empty space (build.site) and the workers after each possible
// provost (activate.order), with every space drawn empty or built, with or without a worker, from
// a road all empty to one all built, and the bytes just after the road drawn as well (the second
// block reads 12 bytes past space 28: they must not count as spaces). Then each space alone
// empty, or alone with a worker.
TEST(RoadScan, BlocksAreTheReferenceOnDrawnRoads_BuildSite_ActivateOrder) {
  SplitMix64 rng(2611);
  const GameState start_state = random_start(rng, 4);
  auto check = [](const GameState& s) {
    Space empty = kNoSpace;
    for (Space i = kRoadSpaces; i >= 1; --i)
      if (s.road[i].building == BuildingId::none) empty = i;
    ASSERT_EQ(first_empty_space_reference(s), empty);
    ASSERT_EQ(first_empty_space(s), empty);
    for (int after = 0; after <= kRoadSpaces; ++after) {
      std::vector<Space> want, seen;
      for (Space i = static_cast<Space>(after + 1); i <= kRoadSpaces; ++i)
        if (s.road[i].worker != kNoPlayer) want.push_back(i);
      for_each_worker_after(s, static_cast<Space>(after), [&](Space i) { seen.push_back(i); });
      ASSERT_EQ(seen, want) << "after space " << after;
      seen.clear();
      for_each_worker_after_reference(s, static_cast<Space>(after),
                                      [&](Space i) { seen.push_back(i); });
      ASSERT_EQ(seen, want) << "after space " << after << " (reference)";
    }
  };
  int empty_first[kRoadSpaces + 1] = {};
  for (int draw = 0; draw < scaled(20000); ++draw) {
    GameState s = start_state;
    auto* raw = reinterpret_cast<unsigned char*>(&s);
    const std::size_t road_end = offsetof(GameState, road) + sizeof(s.road);
    for (std::size_t b = road_end; b < road_end + 12; ++b)  // looks empty, or with a worker
      raw[b] = rng.below(2) != 0 ? static_cast<unsigned char>(kNoPlayer)
                                 : static_cast<unsigned char>(rng.below(3));
    const int built = static_cast<int>(rng.below(6));  // 0: all empty .. 5: all built
    for (Space i = 1; i <= kRoadSpaces; ++i) {
      s.road[i].building = rng.below(5) < static_cast<std::uint64_t>(built)
                               ? static_cast<BuildingId>(1 + rng.below(kBuildingCount - 1))
                               : BuildingId::none;
      s.road[i].owner = static_cast<PlayerIndex>(static_cast<int>(rng.below(6)) - 1);
      s.road[i].worker = static_cast<PlayerIndex>(static_cast<int>(rng.below(6)) - 1);
    }
    check(s);
    if (HasFatalFailure()) return;
    ++empty_first[first_empty_space(s)];
  }
  for (Space i = 0; i <= 12; ++i) EXPECT_GT(empty_first[i], 0) << int{i};
  for (Space i = 1; i <= kRoadSpaces; ++i)
    for (bool alone_empty : {true, false}) {
      GameState s = start_state;
      for (Space j = 1; j <= kRoadSpaces; ++j)
        s.road[j] = alone_empty ? RoadSpace{BuildingId::residence, 0, kNoPlayer} : RoadSpace{};
      s.road[i] = alone_empty ? RoadSpace{} : RoadSpace{BuildingId::residence, 0, 1};
      check(s);
      if (HasFatalFailure()) return;
    }
}

}  // namespace
}  // namespace caylus::test
