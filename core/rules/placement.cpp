// Phase 2 — placing workers (place.*).
// In turn order, each player who has not passed passes or places one worker, round after round,
// until all have passed (place.order). Passing takes the lowest free bridge slot; the first to
// pass gains 1 denier (place.pass). A placement costs the lowest free bridge number (place.cost),
// 1 on one's own building (place.cost.own), 1 always for the inn's right-slot holder
// (place.cost.inn), 3 instead of 2 with two players (place.cost.two_player). Placing on another
// player's building gives its owner 1 PP at once (place.owner_prestige).
#include <array>
#include <cstddef>
#include <cstring>

#include "core/mutations.h"
#include "core/processor.h"
#include "core/rules/road_bytes.h"
#include "core/rules/rules.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
// The road's bytes gathered by pshufb where the processor has SSSE3, both halves of the road at
// once where it has AVX2 (open_road_spaces): the builds take no -march, so the choice is made at
// run time (kProcessor, core/processor.h).
#if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
#define CAYLUS_ROAD_SSSE3 1
#include <immintrin.h>
#include <tmmintrin.h>
#else
#define CAYLUS_ROAD_SSSE3 0
#endif

namespace caylus::rules {
namespace {

// The tiles a worker may stand on (place.forbidden: not an empty space, a residence or a
// prestige building), as one mask: the road loop of candidates_placement tests a bit instead of
// reading the building table. kBuildingTable is constant-initialised, so it is read here before
// any dynamic initialisation.
TileSet worker_tiles() {
  TileSet tiles = 0;
  for (int id = 0; id < kBuildingCount; ++id) {
    auto kind = kBuildingTable[id].kind;
    if (kind != BuildingKind::none && kind != BuildingKind::residence &&
        kind != BuildingKind::prestige)
      tiles |= tile_bit(static_cast<BuildingId>(id));
  }
  return tiles;
}
const TileSet kWorkerTiles = worker_tiles();

// The same tiles as a range of ids, for open_road_spaces: fixed_peddler .. jeweler (the fixed,
// neutral, wood and stone buildings; the residence and the prestige buildings come after).
// tests/placement_test.cpp checks that it is kWorkerTiles.
constexpr int kFirstWorkerTile = static_cast<int>(BuildingId::fixed_peddler);
constexpr int kLastWorkerTile = static_cast<int>(BuildingId::jeweler);

// For the 16 road spaces whose bytes start at `bytes` (building, owner, worker each): bit 3i set
// when space i holds a tile workers may stand on (place.forbidden) and no worker
// (place.occupied). Three 16-byte compares instead of a test per space: the road loop was ~40% of
// the placement candidates (~14 instructions per space, each failing at a different test).
std::uint64_t open_spaces_of_16(const unsigned char* bytes) {
  std::uint64_t free = 0;
  std::uint64_t standable = 0;
#if defined(__SSE2__)
  const __m128i no_worker = _mm_set1_epi8(static_cast<char>(kNoPlayer));
  const __m128i before_first = _mm_set1_epi8(static_cast<char>(kFirstWorkerTile - 1));
  const __m128i after_last = _mm_set1_epi8(static_cast<char>(kLastWorkerTile + 1));
  for (int chunk = 0; chunk < 3; ++chunk) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + 16 * chunk));
    // Signed byte compares: building ids are below 128.
    __m128i tile = _mm_and_si128(_mm_cmpgt_epi8(v, before_first), _mm_cmpgt_epi8(after_last, v));
    free |= static_cast<std::uint64_t>(
                static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, no_worker))))
            << (16 * chunk);
    standable |= static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(tile)))
                 << (16 * chunk);
  }
#else
  for (int i = 0; i < 48; ++i) {
    auto byte = static_cast<std::int8_t>(bytes[i]);
    free |= static_cast<std::uint64_t>(byte == kNoPlayer) << i;
    standable |= static_cast<std::uint64_t>(byte >= kFirstWorkerTile && byte <= kLastWorkerTile)
                 << i;
  }
#endif
  return standable & (free >> 2) & kFirstBytesOf16;
}

// Bit 3i of `bits` moved to bit i, for i < 21 (a 3D Morton code's decoding): a fixed sequence
// of shifts instead of a loop over the set bits, each a division by 3 and a variable shift.
std::uint64_t compact_every_third(std::uint64_t bits) {
  bits &= 0x1249249249249249ull;
  bits = (bits ^ (bits >> 2)) & 0x10c30c30c30c30c3ull;
  bits = (bits ^ (bits >> 4)) & 0x100f00f00f00f00full;
  bits = (bits ^ (bits >> 8)) & 0x001f0000ff0000ffull;
  bits = (bits ^ (bits >> 16)) & 0x001f00000000ffffull;
  bits = (bits ^ (bits >> 32)) & 0x00000000001fffffull;
  return bits;
}

// `index` mod player_count: a seat of the turn order counted on from the cursor. Without a
// division: in play the cursor is below the count and one subtraction is enough; a snapshot may
// say up to 5 (replay/snapshot_read.cpp).
int seat_after(const GameState& s, int index) {
  while (index >= s.player_count) index -= s.player_count;
  return index;
}

// The seat after the cursor's, the turn order's wrap made without a branch: random play passes
// and places at random, so the wrap came at random and its branch was mispredicted (~0.15 per
// action in callgrind's branch simulation; a ?: is compiled to the same branch). The loop of
// seat_after then only serves a snapshot's cursor.
int next_seat(const GameState& s) {
  int index = s.cursor + 1;
  index -= s.player_count & -static_cast<int>(index >= s.player_count);
  return seat_after(s, index);
}

bool has_passed(const GameState& s, PlayerIndex p) {
  for (int i = 0; i < s.passed_count; ++i)
    if (s.bridge[i] == p) return true;
  return false;
}

}  // namespace

bool placement_next(GameState& s, const Events&) {
  if (s.passed_count >= s.player_count) return false;
  for (int k = 0; k < s.player_count; ++k) {
    int index = seat_after(s, s.cursor + k);
    PlayerIndex p = s.turn_order[index];
    if (!has_passed(s, p)) {
      s.cursor = static_cast<std::int8_t>(index);
      s.decision = Decision{DecisionKind::placement, p, kNoSpace};
      return true;
    }
  }
  return false;
}

int placement_cost(const GameState& s, PlayerIndex p, Space space, RuleId& rule) {
  if (s.inn_right == p || (mutated(Mutation::inn_price_left_slot) && s.inn_left == p)) {
    rule = RuleId::place_cost_inn;  // "paye uniquement 1 denier ... quel que soit le nombre"
    return 1;
  }
  if (is_road(space) && s.road[space].owner == p) {
    rule = RuleId::place_cost_own;
    return 1;
  }
  if (s.player_count == 2 && s.passed_count > 0) {
    rule = RuleId::place_cost_two_player;
    return 3;
  }
  rule = RuleId::place_cost;
  return s.passed_count + 1;
}

Result check_worker_space(const GameState& s, PlayerIndex p, Space space) {
  if (is_special(space)) {
    Special special = to_special(space);
    auto occupied = [&](PlayerIndex holder) -> Result {
      if (holder == kNoPlayer) return std::nullopt;
      return violation(RuleId::place_occupied, [&] {
        return std::string("the " + std::string(special_name(special)) +
                           " already holds a worker of " + who(holder));
      });
    };
    switch (special) {
      case Special::gate:
        return occupied(s.gate);
      case Special::trading_post:
        return occupied(s.trading_post);
      case Special::merchants_guild:
        return occupied(s.merchants_guild);
      case Special::joust_field:
        return occupied(s.joust_field);
      case Special::stables:
        if (s.player_count == 2)
          return violation(RuleId::two_player_no_stables, [&] {
            return std::string("the stables are not used in a two-player game");
          });
        if (s.in_stables(p))
          return violation(RuleId::place_stables, [&] {
            return std::string(who(p) + " already has a worker in the stables");
          });
        if (s.stables[2] != kNoPlayer)
          return violation(RuleId::place_stables,
                           [&] { return std::string("the 3 slots of the stables are taken"); });
        return std::nullopt;
      case Special::inn:
        if (s.inn_left != kNoPlayer)
          return violation(RuleId::place_inn, [&] {
            return std::string("the inn's left slot already holds a worker of " + who(s.inn_left));
          });
        return std::nullopt;
      case Special::castle:
        if (s.has_castle_worker(p) && !mutated(Mutation::second_castle_worker))
          return violation(RuleId::place_castle_one_per_player, [&] {
            return std::string(who(p) + " already has a worker in the castle");
          });
        return std::nullopt;
    }
  }
  if (!is_road(space))
    return violation(RuleId::decision_kind, [&] { return std::string("no such space"); });
  const RoadSpace& r = s.road[space];
  if (r.building == BuildingId::none)
    return violation(RuleId::place_forbidden, [&] {
      return std::string("no worker may stand on an empty road space (" + space_text(s, space) +
                         ")");
    });
  auto kind = building(r.building).kind;
  if (kind == BuildingKind::residence || kind == BuildingKind::prestige)
    return violation(RuleId::place_forbidden, [&] {
      return std::string(
          "no worker may stand on a residence or a prestige "
          "building (" +
          space_text(s, space) + ")");
    });
  if (r.worker != kNoPlayer)
    return violation(RuleId::place_occupied, [&] {
      return std::string(space_text(s, space) + " already holds a worker of " + who(r.worker));
    });
  return std::nullopt;
}

void put_worker(GameState& s, PlayerIndex p, Space space, const Events& ev) {
  ev.add(Event{EventKind::worker_placed, p, 0, 0, BuildingId::none, Section::dungeon, space});
  if (is_road(space)) {
    RoadSpace& r = s.road[space];
    r.worker = p;
    if (r.owner != kNoPlayer && r.owner != p)  // place.owner_prestige, also by the gate
      change_prestige(s, r.owner, 1,
                      Event{EventKind::prestige_owner_placement, kNoPlayer, 0,
                            static_cast<std::int16_t>(p), r.building, Section::dungeon, space},
                      ev);
    return;
  }
  switch (to_special(space)) {
    case Special::gate:
      s.gate = p;
      break;
    case Special::trading_post:
      s.trading_post = p;
      break;
    case Special::merchants_guild:
      s.merchants_guild = p;
      break;
    case Special::joust_field:
      s.joust_field = p;
      break;
    case Special::stables:  // the lowest free slot (place.stables)
      for (auto& slot : s.stables)
        if (slot == kNoPlayer) {
          slot = p;
          break;
        }
      break;
    case Special::inn:
      s.inn_left = p;
      break;               // always the left slot (place.inn)
    case Special::castle:  // the lowest free castle slot
      for (auto& slot : s.castle_workers)
        if (slot == kNoPlayer) {
          slot = p;
          break;
        }
      break;
  }
}

// The placement rule in its bool-only mode, for the usual case: a free building on the road where
// workers may stand (place.forbidden, place.occupied), a worker left (place.workers) and its
// cost covered (place.cost*). True means check_placement accepts `p place space`: it starts
// with this test. False means "ask check_placement", which then decides and explains.
bool may_place_on_open_road(const GameState& s, PlayerIndex p, Space space) {
  if (!is_road(space) || s.available_workers(p) == 0) return false;
  const RoadSpace& r = s.road[space];
  auto kind = building(r.building).kind;
  if (r.worker != kNoPlayer || kind == BuildingKind::none || kind == BuildingKind::residence ||
      kind == BuildingKind::prestige)
    return false;
  if (mutated(Mutation::negative_money_placement)) return true;
  RuleId rule;
  return s.player(p).goods.deniers >= placement_cost(s, p, space, rule);
}

// The same bool-only mode for the special buildings before the bridge and the castle: an empty
// single slot (gate, trading post, merchants' guild, joust field), a free stables slot for a
// player not in them yet (never with two players), the inn's free left slot, the castle for a
// player without a worker there (place.occupied, place.stables, place.inn,
// place.castle.one_per_player, two_player.no_stables); a worker left and the cost covered. True
// means check_placement accepts; false means ask check_placement. special_open_to is its room
// test (rules.h).
bool special_open_to(const GameState& s, PlayerIndex p, Special special) {
  return (open_specials(s, p) >> static_cast<int>(special)) & 1;
}

// The same for the seven at once, without a branch: the placement candidates ask about all
// seven at every placement decision (a switch per building was ~85 instructions of the ~300).
std::uint32_t open_specials(const GameState& s, PlayerIndex p) {
  auto bit = [](bool b) { return static_cast<std::uint32_t>(b); };
  auto free = [&](PlayerIndex holder) { return bit(holder == kNoPlayer); };
  const bool in_stables = (s.stables[0] == p) | (s.stables[1] == p) | (s.stables[2] == p);
  bool in_castle = false;
  for (PlayerIndex q : s.castle_workers) in_castle |= q == p;
  auto at = [](Special special, std::uint32_t open) { return open << static_cast<int>(special); };
  return at(Special::gate, free(s.gate)) | at(Special::trading_post, free(s.trading_post)) |
         at(Special::merchants_guild, free(s.merchants_guild)) |
         at(Special::joust_field, free(s.joust_field)) |
         at(Special::stables, bit(s.player_count != 2) & bit(!in_stables) & free(s.stables[2])) |
         at(Special::inn, free(s.inn_left)) |
         at(Special::castle, bit(!in_castle) | bit(mutated(Mutation::second_castle_worker)));
}

bool may_place_on_special(const GameState& s, PlayerIndex p, Special special) {
  if (s.available_workers(p) == 0) return false;
  if (!special_open_to(s, p, special)) return false;
  if (mutated(Mutation::negative_money_placement)) return true;
  RuleId rule;
  return s.player(p).goods.deniers >= placement_cost(s, p, special_space(special), rule);
}

// Flattened: the hottest candidates of a random game; without it, whether the `push_back` of each
// kept action is inlined here depends on the inliner's budget for the whole program (it was
// not, once the castle's candidates called it too: +3.8M instructions per 100 games).
[[gnu::flatten]] void candidates_placement(const GameState& s, Candidates& out) {
  PlayerIndex p = s.decision.player;
  Action a;
  a.player = p;
  a.verb = Verb::pass;  // place.pass: always allowed
  out.judged(a, true);
  if (s.available_workers(p) == 0 || s.player(p).goods.deniers < 1) return;  // place.forced_pass
  a.verb = Verb::place;
  // What does not change from space to space, out of the loops: a worker is left (tested above)
  // and the cost is the same everywhere but on one's own building (place.cost.own).
  RuleId rule;
  const int cost_elsewhere = placement_cost(s, p, kNoSpace, rule);
  const int deniers = s.player(p).goods.deniers;
  const bool any_cost = mutated(Mutation::negative_money_placement) || deniers >= cost_elsewhere;
  // The special buildings in the rule's bool-only mode (may_place_on_special, with the cost
  // known): check_place starts with the same test, and what follows it refuses every special
  // building the test refuses (tests/placement_test.cpp compares them on random states; the
  // audit of tests/legal_actions_test.cpp asks check_placement about each).
  constexpr std::uint64_t kSpecialSpaces = ((std::uint64_t{1} << kSpecialCount) - 1)
                                           << kFirstSpecialSpace;
  const std::uint64_t specials =
      any_cost ? std::uint64_t{open_specials(s, p)} << kFirstSpecialSpace : 0;
  // The road in the rule's bool-only mode, with what does not change from space to space taken
  // out of the loop: a built, unoccupied space where workers may stand (place.forbidden,
  // place.occupied) takes a worker when its cost is covered (place.cost*), and the cost is 1 on
  // one's own building (place.cost.own) or the same everywhere else. These are exactly the road
  // spaces may_place_on_open_road accepts; check_place refuses every other road space (it
  // starts with that test, and what follows refuses a residence, a prestige building, an empty
  // or occupied space, or a cost not covered): tests/placement_test.cpp compares the two on
  // random states, and the audit of tests/legal_actions_test.cpp asks check_placement about
  // every road space.
  std::uint64_t road = open_road_spaces(s);
  if (!any_cost) {
    // Only one's own buildings, at 1 denier (the forced pass above says there is one).
    road &= owned_road_spaces(s, p);
  }
  // The special buildings first, then the road, in one growth of the list (a resize is ~40
  // instructions).
  constexpr std::uint64_t kRoad = ((std::uint64_t{1} << kRoadSpaces) - 1) << 1;
  out.judged_spaces(a, kSpecialSpaces | kRoad, specials | road, count_bits(specials | road),
                    kFirstSpecialSpace);
}

// The scans below read the road's bytes from space 1 on (kFirstRoadByte, core/rules/road_bytes.h)
// as two blocks of 16 spaces: the second reads 4 spaces past the road's end, still inside the
// state, and drops them.

namespace {

#if CAYLUS_ROAD_SSSE3
// pshufb's controls that gather, from the three 16-byte blocks of 16 road spaces, the byte at
// `offset` of each space (0: its building, 2: its worker; RoadSpace) into lane i for space i: a
// lane whose byte lies in another block takes 0x80, which pshufb reads as "zero". kRoadSpaces is
// 28, so the second 16 have 12 spaces and lanes 12..15 are zero: building none, which is no
// tile workers may stand on.
struct alignas(16) GatherControl {
  std::array<std::int8_t, 16> lanes;
};
constexpr std::array<GatherControl, 3> gather_controls(int offset, int spaces) {
  std::array<GatherControl, 3> controls{};
  for (int block = 0; block < 3; ++block)
    for (int lane = 0; lane < 16; ++lane) {
      int byte = 3 * lane + offset - 16 * block;
      bool here = lane < spaces && byte >= 0 && byte < 16;
      controls[block].lanes[lane] = static_cast<std::int8_t>(here ? byte : 0x80);
    }
  return controls;
}
constexpr std::array<GatherControl, 3> kBuildingsOf16 = gather_controls(0, 16);
constexpr std::array<GatherControl, 3> kWorkersOf16 = gather_controls(2, 16);
constexpr std::array<GatherControl, 3> kBuildingsOf12 = gather_controls(0, kRoadSpaces - 16);
constexpr std::array<GatherControl, 3> kWorkersOf12 = gather_controls(2, kRoadSpaces - 16);
static_assert(kRoadSpaces > 16 && kRoadSpaces <= 32);

[[gnu::target("ssse3"), gnu::always_inline]] inline __m128i gather(
    const __m128i (&blocks)[3], const std::array<GatherControl, 3>& controls) {
  auto control = [&](int block) {
    return _mm_load_si128(reinterpret_cast<const __m128i*>(controls[block].lanes.data()));
  };
  return _mm_or_si128(_mm_or_si128(_mm_shuffle_epi8(blocks[0], control(0)),
                                   _mm_shuffle_epi8(blocks[1], control(1))),
                      _mm_shuffle_epi8(blocks[2], control(2)));
}

// open_spaces_of_16 with the bytes gathered first, a space per lane: the buildings' range test
// and the workers' compare once per 16 spaces, and the bits come out of pmovmskb in place,
// without compact_every_third (~160 instructions for the 28 spaces -> ~60).
[[gnu::target("ssse3"), gnu::always_inline]] inline std::uint32_t open_spaces_gathered(
    const unsigned char* bytes, const std::array<GatherControl, 3>& buildings_control,
    const std::array<GatherControl, 3>& workers_control) {
  const __m128i blocks[3] = {_mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes)),
                             _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + 16)),
                             _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + 32))};
  const __m128i buildings = gather(blocks, buildings_control);
  const __m128i workers = gather(blocks, workers_control);
  // Signed byte compares: building ids are below 128.
  const __m128i tile = _mm_and_si128(_mm_cmpgt_epi8(buildings, _mm_set1_epi8(kFirstWorkerTile - 1)),
                                     _mm_cmpgt_epi8(_mm_set1_epi8(kLastWorkerTile + 1), buildings));
  const __m128i free = _mm_cmpeq_epi8(workers, _mm_set1_epi8(static_cast<char>(kNoPlayer)));
  return static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_and_si128(tile, free)));
}

[[gnu::target("ssse3")]] std::uint64_t open_road_spaces_ssse3(const unsigned char* bytes) {
  std::uint64_t first = open_spaces_gathered(bytes, kBuildingsOf16, kWorkersOf16);
  std::uint64_t second =
      open_spaces_gathered(bytes + 16 * sizeof(RoadSpace), kBuildingsOf12, kWorkersOf12);
  return first << 1 | second << 17;
}

// The two halves' controls side by side, for AVX2's pshufb, which shuffles each 128-bit lane
// apart: the low lane gathers spaces 1..16 from their blocks, the high lane spaces 17..28.
struct alignas(32) GatherControl32 {
  std::array<std::int8_t, 32> lanes;
};
constexpr std::array<GatherControl32, 3> side_by_side(const std::array<GatherControl, 3>& low,
                                                      const std::array<GatherControl, 3>& high) {
  std::array<GatherControl32, 3> controls{};
  for (int block = 0; block < 3; ++block)
    for (int lane = 0; lane < 16; ++lane) {
      controls[block].lanes[lane] = low[block].lanes[lane];
      controls[block].lanes[16 + lane] = high[block].lanes[lane];
    }
  return controls;
}
constexpr std::array<GatherControl32, 3> kBuildingsOf28 =
    side_by_side(kBuildingsOf16, kBuildingsOf12);
constexpr std::array<GatherControl32, 3> kWorkersOf28 = side_by_side(kWorkersOf16, kWorkersOf12);

// open_road_spaces_ssse3 with the two halves of the road in the two lanes of one register: block
// i of the first 16 spaces beside block i of the second, one gather, one range test and one
// compare for the 28 spaces, and pmovmskb gives space 1 + i at bit i (63 instructions a call ->
// 31; nothing the clock shows alone, docs/testing.md).
[[gnu::target("avx2")]] std::uint64_t open_road_spaces_avx2(const unsigned char* bytes) {
  constexpr std::size_t kHalf = 16 * sizeof(RoadSpace);
  __m256i buildings = _mm256_setzero_si256();
  __m256i workers = _mm256_setzero_si256();
  for (int block = 0; block < 3; ++block) {
    const __m256i both = _mm256_inserti128_si256(
        _mm256_castsi128_si256(
            _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + 16 * block))),
        _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + kHalf + 16 * block)), 1);
    auto control = [](const std::array<GatherControl32, 3>& controls, int i) {
      return reinterpret_cast<const __m256i*>(controls[i].lanes.data());
    };
    buildings = _mm256_or_si256(
        buildings, _mm256_shuffle_epi8(both, _mm256_load_si256(control(kBuildingsOf28, block))));
    workers = _mm256_or_si256(
        workers, _mm256_shuffle_epi8(both, _mm256_load_si256(control(kWorkersOf28, block))));
  }
  // Signed byte compares: building ids are below 128.
  const __m256i tile =
      _mm256_and_si256(_mm256_cmpgt_epi8(buildings, _mm256_set1_epi8(kFirstWorkerTile - 1)),
                       _mm256_cmpgt_epi8(_mm256_set1_epi8(kLastWorkerTile + 1), buildings));
  const __m256i free = _mm256_cmpeq_epi8(workers, _mm256_set1_epi8(static_cast<char>(kNoPlayer)));
  const auto open = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_and_si256(tile, free)));
  return std::uint64_t{open} << 1;  // lane i: space 1 + i (lanes 28..31 are zero)
}

#endif

}  // namespace

std::uint64_t open_road_spaces(const GameState& s) {
#if CAYLUS_ROAD_SSSE3
  if (kProcessor.avx2)
    return open_road_spaces_avx2(reinterpret_cast<const unsigned char*>(&s) + kFirstRoadByte);
#endif
  return open_road_spaces_without_avx2(s);
}

std::uint64_t open_road_spaces_without_avx2(const GameState& s) {
#if CAYLUS_ROAD_SSSE3
  if (kProcessor.ssse3)
    return open_road_spaces_ssse3(reinterpret_cast<const unsigned char*>(&s) + kFirstRoadByte);
#endif
  return open_road_spaces_without_ssse3(s);
}

std::uint64_t open_road_spaces_without_ssse3(const GameState& s) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(&s) + kFirstRoadByte;
  std::uint64_t first = open_spaces_of_16(bytes);
  std::uint64_t second = open_spaces_of_16(bytes + 16 * sizeof(RoadSpace)) & kFirstBytesOf12;
  return compact_every_third(first) << 1 | compact_every_third(second) << 17;
}

std::uint64_t owned_road_spaces(const GameState& s, PlayerIndex p) {
  // The owner is each space's second byte: bit 3k + 1 of a block, moved to 3k.
  static_assert(offsetof(RoadSpace, owner) == 1);
  const auto owner = static_cast<std::uint8_t>(p);
  std::uint64_t first = (road_bytes_equal(s, 0, owner) >> 1) & kFirstBytesOf16;
  std::uint64_t second = (road_bytes_equal(s, 1, owner) >> 1) & kFirstBytesOf12;
  return compact_every_third(first) << 1 | compact_every_third(second) << 17;
}

bool is_worker_tile(BuildingId b) {
  return (kWorkerTiles & tile_bit(b)) != 0;
}

Result check_placement(const GameState& s, const Action& a) {
  if (a.verb == Verb::pass) return std::nullopt;
  if (a.verb != Verb::place)
    return violation(RuleId::decision_kind, [&] {
      return std::string("phase 2 asks " + who(a.player) + " to place a worker or pass");
    });
  return check_place(s, a.player, a.space);
}

Result check_place(const GameState& s, PlayerIndex p, Space space) {
  // The usual case in the rule's bool-only mode (candidates_placement uses it too); every other
  // case, and every refusal, goes through the rules below.
  if (may_place_on_open_road(s, p, space)) return std::nullopt;
  if (is_special(space) && may_place_on_special(s, p, to_special(space))) return std::nullopt;
  if (s.available_workers(p) == 0)
    return violation(RuleId::place_workers, [&] {
      return std::string(who(p) + " has no worker left to place and must pass");
    });
  if (auto v = check_worker_space(s, p, space)) return v;
  if (mutated(Mutation::negative_money_placement)) return std::nullopt;
  RuleId rule;
  int cost = placement_cost(s, p, space, rule);
  if (s.player(p).goods.deniers >= cost) return std::nullopt;
  Resources price;
  price.deniers = static_cast<std::int16_t>(cost);
  return need(s, p, price, rule,
              [&] { return std::string("place a worker on " + space_text(s, space)); });
}

void perform_placement(GameState& s, const Action& a, const Events& ev) {
  PlayerIndex p = a.player;
  if (a.verb == Verb::pass) {
    s.bridge[s.passed_count] = p;
    if (s.passed_count == 0) {  // "Le premier joueur à passer gagne immédiatement 1 denier"
      ++s.player(p).goods.deniers;
      ev.add(Event{EventKind::first_pass_bonus, p, 1});
    }
    ++s.passed_count;
  } else {
    RuleId rule;
    int cost = placement_cost(s, p, a.space, rule);
    s.player(p).goods.deniers = static_cast<std::int16_t>(s.player(p).goods.deniers - cost);
    if (ev.on()) {
      EventKind kind = rule == RuleId::place_cost_own   ? EventKind::placement_cost_own
                       : rule == RuleId::place_cost_inn ? EventKind::placement_cost_inn
                       : rule == RuleId::place_cost_two_player
                           ? EventKind::placement_cost_two_player
                           : EventKind::placement_cost;
      ev.add(Event{kind, p, static_cast<std::int16_t>(cost), s.passed_count});
    }
    ++s.player(p).workers_out;
    put_worker(s, p, a.space, ev);
  }
  s.cursor = static_cast<std::int8_t>(next_seat(s));
}

}  // namespace caylus::rules
