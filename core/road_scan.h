// The road read many spaces at a time, for speed only: which spaces a worker may be placed on
// (the placement candidates), which are a player's (place.cost.own), which one holds a tile (a
// space named by its building in a log), the first empty space (build.site) and the workers
// beyond the provost (activate.order). The rules that ask are in core/rules/; each scan here
// answers what its `_reference` twin, a plain loop over the spaces, answers, and
// tests/road_scan_test.cpp holds every variant to it on random games and on drawn roads.
//
// A space is three bytes (building, owner, worker: RoadSpace), so 16 spaces are three 16-byte
// blocks, compared with one value in three SSE2 compares; a space's bit stays where its byte was
// (bit 3k + field of the block's word for its k-th space) until the scan compacts the bits. The
// second block reads past space 28, still inside the state, and drops those bytes. Where the
// processor allows (SSSE3, AVX2) open_road_spaces gathers a field of every space into one lane
// each with pshufb instead: the builds take no -march, so open_road_spaces chooses at run time
// (kProcessor, core/processor.h), the one dispatch of the road scans.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "core/bits.h"
#include "core/fast_path.h"
#include "core/state.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace caylus {

inline constexpr std::size_t kRoadSpacesPerBlock = 16;
// Where space 1's bytes start in the state (space 0 is no road space).
inline constexpr std::size_t kFirstRoadByte = offsetof(GameState, road) + sizeof(RoadSpace);
static_assert(sizeof(RoadSpace) == 3, "the road is read as 3 bytes per space");
static_assert(kFirstRoadByte + 2 * kRoadSpacesPerBlock * sizeof(RoadSpace) <= sizeof(GameState));

// Bits 0, 3, ..., 3 * 15 (the first byte of each of 16 spaces), and the same for the second
// block's 12 spaces 17..28 only (its last four would be past the road).
inline constexpr std::uint64_t kFirstBytesOf16 = 0x249249249249;
inline constexpr std::uint64_t kFirstBytesOf12 = 0x249249249;
static_assert(kRoadSpaces == kRoadSpacesPerBlock + 12);

// The tiles a worker may stand on (place.forbidden: not an empty space, a residence or a
// prestige building) as a range of ids: fixed_peddler .. jeweler (the fixed, neutral, wood and
// stone buildings; the residence and the prestige buildings come after). tests/road_scan_test.cpp
// checks that it is the building table's (rules::is_worker_tile).
inline constexpr int kFirstWorkerTile = static_cast<int>(BuildingId::fixed_peddler);
inline constexpr int kLastWorkerTile = static_cast<int>(BuildingId::jeweler);

// The road spaces (bit i for space i) that hold a tile workers may stand on and no worker
// (place.forbidden, place.occupied): the road of the placement candidates. Chooses the variant
// the processor runs best.
std::uint64_t open_road_spaces(const GameState& s);
// The same as a loop over the spaces, and the variants open_road_spaces chooses from: blocks of
// 16 spaces compacted (SSE2, x86-64's baseline), the bytes gathered by pshufb (SSSE3), both
// halves of the road at once (AVX2). Call the last two only where kProcessor says the processor
// has them (tests); without SSE2 at compile time each is the reference.
std::uint64_t open_road_spaces_reference(const GameState& s);
std::uint64_t open_road_spaces_sse2(const GameState& s);
std::uint64_t open_road_spaces_ssse3(const GameState& s);
std::uint64_t open_road_spaces_avx2(const GameState& s);

// The road spaces (bit i for space i) whose building is player p's (place.cost.own).
std::uint64_t owned_road_spaces(const GameState& s, PlayerIndex p);
std::uint64_t owned_road_spaces_reference(const GameState& s, PlayerIndex p);

// The one road space holding tile `b`, or kNoSpace when none or several do: the answer for a
// space named by its building in a log, in the case an action entry meets (one tile).
Space only_space_holding(const GameState& s, BuildingId b);
Space only_space_holding_reference(const GameState& s, BuildingId b);

// The block of road spaces 16 * block + 1 .. 16 * block + 16: bit 3k + f set when byte f (0 the
// building, 1 the owner, 2 the worker) of space 16 * block + 1 + k equals `value`; the caller
// keeps the field it asks about by a mask. The second block reads 12 bytes past the road, inside
// the state: the mask of its 12 spaces leaves them out.
inline std::uint64_t road_bytes_equal(const GameState& s, int block, std::uint8_t value) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(&s) + kFirstRoadByte +
                      static_cast<std::size_t>(block) * kRoadSpacesPerBlock * sizeof(RoadSpace);
  std::uint64_t equal = 0;
#if defined(__SSE2__)
  const __m128i v = _mm_set1_epi8(static_cast<char>(value));
  for (int chunk = 0; chunk < 3; ++chunk) {
    __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + 16 * chunk));
    equal |=
        static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(b, v))))
        << (16 * chunk);
  }
#else
  for (int i = 0; i < 48; ++i) equal |= static_cast<std::uint64_t>(bytes[i] == value) << i;
#endif
  return equal;
}

Space first_empty_space_reference(const GameState& s);
// The first road space without a building (build.site), kNoSpace if none.
inline Space first_empty_space_scan(const GameState& s) {
  static_assert(static_cast<int>(BuildingId::none) == 0 && offsetof(RoadSpace, building) == 0);
  if (std::uint64_t empty = road_bytes_equal(s, 0, 0) & kFirstBytesOf16; empty != 0)
    return static_cast<Space>(1 + std::countr_zero(empty) / 3);
  if (std::uint64_t empty = road_bytes_equal(s, 1, 0) & kFirstBytesOf12; empty != 0)
    return static_cast<Space>(1 + kRoadSpacesPerBlock + std::countr_zero(empty) / 3);
  return kNoSpace;
}
inline Space first_empty_space(const GameState& s) {
  return checked_fast_path(
      first_empty_space_scan(s), [&] { return first_empty_space_reference(s); },
      "first_empty_space");
}

// The road spaces of `block` from space `from` on with a worker on them, as bits 3k + 2.
inline std::uint64_t workers_from(const GameState& s, int block, int from) {
  static_assert(offsetof(RoadSpace, worker) == 2);
  std::uint64_t spaces = (block == 0 ? kFirstBytesOf16 : kFirstBytesOf12) << 2;
  spaces &= ~std::uint64_t{0} << (3 * std::clamp(from - 1 - 16 * block, 0, 16));
  return ~road_bytes_equal(s, block, static_cast<std::uint8_t>(kNoPlayer)) & spaces;
}

// The road spaces after `after` with a worker on them, in road order: visit(space) for each
// (activate.order: those workers return unused). The reference is the loop over the spaces.
template <typename Visit>
void for_each_worker_after_reference(const GameState& s, Space after, Visit&& visit) {
  for (int i = after + 1; i <= kRoadSpaces; ++i)
    if (s.road[i].worker != kNoPlayer) visit(static_cast<Space>(i));
}
template <typename Visit>
void for_each_worker_after_scan(const GameState& s, Space after, Visit&& visit) {
  for (int block = 0; block < 2; ++block)
    for (int bit : set_bits(workers_from(s, block, after + 1)))
      visit(static_cast<Space>(16 * block + 1 + bit / 3));
}
template <typename Visit>
void for_each_worker_after(const GameState& s, Space after, Visit&& visit) {
  if constexpr (kCheckFastPaths) {  // the spaces visited, both in road order by construction
    auto spaces = [&](auto&& scan) {
      std::uint64_t seen = 0;
      scan(s, after, [&](Space i) { seen |= std::uint64_t{1} << i; });
      return seen;
    };
    auto scan = [](const GameState& t, Space a, auto&& v) { for_each_worker_after_scan(t, a, v); };
    auto plain = [](const GameState& t, Space a, auto&& v) {
      for_each_worker_after_reference(t, a, v);
    };
    checked_fast_path(
        spaces(scan), [&] { return spaces(plain); }, "for_each_worker_after");
  }
  for_each_worker_after_scan(s, after, visit);
}

}  // namespace caylus
