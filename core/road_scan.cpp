// The road scans of core/road_scan.h: the SIMD variants, the one dispatch, and the plain loops
// over the spaces each variant is held to (tests/road_scan_test.cpp).
#include "core/road_scan.h"

#include <array>
#include <cstring>

#include "core/fast_path.h"
#include "core/processor.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
// The road's bytes gathered by pshufb where the processor has SSSE3, both halves of the road at
// once where it has AVX2: the builds take no -march, so the choice is made at run time
// (kProcessor, core/processor.h).
#if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
#define CAYLUS_ROAD_SSSE3 1
#include <immintrin.h>
#include <tmmintrin.h>
#else
#define CAYLUS_ROAD_SSSE3 0
#endif

namespace caylus {

// The references: one space at a time, as the rules say it.

std::uint64_t open_road_spaces_reference(const GameState& s) {
  std::uint64_t open = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const int tile = static_cast<int>(s.road[i].building);
    const bool standable = tile >= kFirstWorkerTile && tile <= kLastWorkerTile;
    open |= static_cast<std::uint64_t>(standable && s.road[i].worker == kNoPlayer) << i;
  }
  return open;
}

std::uint64_t owned_road_spaces_reference(const GameState& s, PlayerIndex p) {
  std::uint64_t owned = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i)
    owned |= static_cast<std::uint64_t>(s.road[i].owner == p) << i;
  return owned;
}

Space only_space_holding_reference(const GameState& s, BuildingId b) {
  Space found = kNoSpace;
  int count = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i)
    if (s.road[i].building == b && count++ == 0) found = i;
  return count == 1 ? found : kNoSpace;
}

Space first_empty_space_reference(const GameState& s) {
  for (Space i = 1; i <= kRoadSpaces; ++i)
    if (s.road[i].building == BuildingId::none) return i;
  return kNoSpace;
}

namespace {

// For the 16 road spaces whose bytes start at `bytes` (building, owner, worker each): bit 3i set
// when space i holds a tile workers may stand on (place.forbidden) and no worker
// (place.occupied). Three 16-byte compares instead of a test per space: the loop over the spaces
// was a large part of the placement candidates, each space failing at a different test.
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
// without compact_every_third.
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

[[gnu::target("ssse3")]] std::uint64_t gathered_ssse3(const unsigned char* bytes) {
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

// gathered_ssse3 with the two halves of the road in the two lanes of one register: block i of
// the first 16 spaces beside block i of the second, one gather, one range test and one compare
// for the 28 spaces, and pmovmskb gives space 1 + i at bit i (half the instructions of
// gathered_ssse3; docs/speed-history.md).
[[gnu::target("avx2")]] std::uint64_t gathered_avx2(const unsigned char* bytes) {
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
  const auto* bytes = reinterpret_cast<const unsigned char*>(&s) + kFirstRoadByte;
  const std::uint64_t open =
      widest_pass([&] { return gathered_avx2(bytes); }, [&] { return gathered_ssse3(bytes); },
                  [&] { return open_road_spaces_sse2(s); });
#else
  const std::uint64_t open = open_road_spaces_sse2(s);
#endif
  return checked_fast_path(
      open, [&] { return open_road_spaces_reference(s); }, "open_road_spaces");
}

std::uint64_t open_road_spaces_avx2(const GameState& s) {
#if CAYLUS_ROAD_SSSE3
  return gathered_avx2(reinterpret_cast<const unsigned char*>(&s) + kFirstRoadByte);
#else
  return open_road_spaces_sse2(s);
#endif
}

std::uint64_t open_road_spaces_ssse3(const GameState& s) {
#if CAYLUS_ROAD_SSSE3
  return gathered_ssse3(reinterpret_cast<const unsigned char*>(&s) + kFirstRoadByte);
#else
  return open_road_spaces_sse2(s);
#endif
}

std::uint64_t open_road_spaces_sse2(const GameState& s) {
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
  return checked_fast_path(
      compact_every_third(first) << 1 | compact_every_third(second) << 17,
      [&] { return owned_road_spaces_reference(s, p); }, "owned_road_spaces");
}

// resolve_space's answer (replay/log/spaces.cpp) for a space named by its building, without its
// 28-space loop and the variant it returns: asked by every replayed action that names a space.
// The tile bytes of spaces 1..28 are every third byte of the road: sixteen bytes are compared at
// a time.
namespace {

Space only_space_holding_scan(const GameState& state, BuildingId b) {
#if defined(__SSE2__)
  constexpr std::size_t kRoad = offsetof(GameState, road);
  static_assert(sizeof(RoadSpace) == 3 && offsetof(RoadSpace, building) == 0 &&
                sizeof(BuildingId) == 1);
  static_assert(kRoad + 96 <= sizeof(GameState) && sizeof(GameState::road) <= 96);
  const auto* road = reinterpret_cast<const unsigned char*>(&state) + kRoad;
  const __m128i tile = _mm_set1_epi8(static_cast<char>(b));
  auto equal16 = [&](std::size_t at) {
    __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(road + at));
    return static_cast<std::uint64_t>(
        static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, tile))));
  };
  // Bytes 0..63 and 64..95 of the road, kept where a tile of spaces 1..28 is (byte 3 * space).
  constexpr auto tile_bytes = [](std::size_t from) {
    std::uint64_t m = 0;
    for (std::size_t space = 1; space <= kRoadSpaces; ++space)
      if (3 * space >= from && 3 * space < from + 64) m |= std::uint64_t{1} << (3 * space - from);
    return m;
  };
  std::uint64_t low =
      (equal16(0) | equal16(16) << 16 | equal16(32) << 32 | equal16(48) << 48) & tile_bytes(0);
  std::uint64_t high = (equal16(64) | equal16(80) << 16) & tile_bytes(64);
  std::uint64_t one = low != 0 ? low : high;
  if ((low != 0 && high != 0) || one == 0 || (one & (one - 1)) != 0) return kNoSpace;
  auto byte = static_cast<unsigned>(std::countr_zero(one)) + (low != 0 ? 0u : 64u);
  return static_cast<Space>(byte / 3);
#else
  return only_space_holding_reference(state, b);
#endif
}

}  // namespace

Space only_space_holding(const GameState& s, BuildingId b) {
  return checked_fast_path(
      only_space_holding_scan(s, b), [&] { return only_space_holding_reference(s, b); },
      "only_space_holding");
}

}  // namespace caylus
