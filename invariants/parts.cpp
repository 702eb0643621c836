// Which bytes and parts of the state a step changed (checks.h, ByteDiff, Part): the checker
// re-runs only the state invariants that read a changed part, a state check may look at the
// changed bytes only, and a step check skips a step that touches nothing it looks at. Two states
// compare 16 bytes at a time into one bit per byte; the parts are those of the differing bytes.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define CAYLUS_DIFF_AVX2 1
#else
#define CAYLUS_DIFF_AVX2 0
#endif

#include "core/fast_path.h"
#include "core/processor.h"
#include "invariants/checks.h"

namespace caylus::invariants {

namespace {

// The Part of each byte of a GameState (0 for padding and for the engine's own bookkeeping:
// cursors, favors pending, ...).
using PartTable = std::array<std::uint16_t, sizeof(GameState)>;
constexpr PartTable make_part_table() {
  PartTable t{};
  auto set = [&](std::size_t offset, std::size_t size, std::uint32_t part) {
    for (std::size_t i = 0; i < size; ++i) t[offset + i] = static_cast<std::uint16_t>(part);
  };
  using G = GameState;
  set(offsetof(G, options), sizeof(RuleOptions), kSetup);
  set(offsetof(G, player_count), 1, kSetup);
  set(offsetof(G, turn), sizeof(G::turn), kTurnPhase);
  set(offsetof(G, phase), sizeof(G::phase), kTurnPhase);
  set(offsetof(G, decision), sizeof(Decision), kDecision);
  for (std::size_t p = 0; p < kMaxPlayers; ++p) {
    std::size_t base = offsetof(G, players) + p * sizeof(PlayerState);
    std::size_t goods = base + offsetof(PlayerState, goods);
    set(goods + offsetof(Resources, cubes), sizeof(Resources::cubes), kCubes);
    set(goods + offsetof(Resources, deniers), sizeof(Resources::deniers), kDeniers);
    set(goods + offsetof(Resources, prestige), sizeof(Resources::prestige), kPrestige);
    set(base + offsetof(PlayerState, favor), sizeof(PlayerState::favor), kFavorMarkers);
    set(base + offsetof(PlayerState, workers_out), 1, kWorkersOut);
  }
  set(offsetof(G, turn_order), sizeof(G::turn_order), kOrder);
  set(offsetof(G, next_turn_order), sizeof(G::next_turn_order), kOrder);
  set(offsetof(G, turn_order_pending), 1, kOrder);
  for (std::size_t i = 0; i <= kRoadSpaces; ++i) {
    std::size_t base = offsetof(G, road) + i * sizeof(RoadSpace);
    set(base + offsetof(RoadSpace, building), 1, kRoadTiles);
    set(base + offsetof(RoadSpace, owner), 1, kRoadTiles);
    set(base + offsetof(RoadSpace, worker), 1, kRoadWorkers);
  }
  set(offsetof(G, provost), 1, kOfficials);
  set(offsetof(G, bailiff), 1, kOfficials);
  set(offsetof(G, stock), sizeof(TileSet), kTiles);
  set(offsetof(G, discarded), sizeof(TileSet), kTiles);
  // The special buildings' workers, gate to castle slots, are contiguous.
  set(offsetof(G, gate),
      offsetof(G, castle_workers) + sizeof(G::castle_workers) - offsetof(G, gate), kSpecials);
  set(offsetof(G, bridge), sizeof(G::bridge), kBridge);
  set(offsetof(G, passed_count), 1, kBridge);
  set(offsetof(G, houses), sizeof(G::houses), kCastle);
  set(offsetof(G, scored), 1, kCastle);
  return t;
}
constexpr PartTable kPartOfByte = make_part_table();
#if defined(__SSE2__)
// The tables of the SIMD passes below (diff_from), which the page's WebAssembly build, without
// SSE2, does not have.
// The bytes that belong to a part, a bit per byte as in ByteDiff.
constexpr ByteDiff::Mask make_part_bytes() {
  ByteDiff::Mask m{};
  for (std::size_t b = 0; b < sizeof(GameState); ++b)
    if (kPartOfByte[b] != 0) m[b / 64] |= std::uint64_t{1} << (b % 64);
  return m;
}
constexpr ByteDiff::Mask kPartBytes = make_part_bytes();

// The Part of each byte as two byte tables, bits 0-7 and bits 8-15, for the passes that compare
// 16 or 32 bytes at a time: they keep the entries of the bytes that differ and OR them together,
// so the parts come out of the compare without a branch. (A loop over the differing bytes, a
// look-up each, cost about as many instructions, but its trip count differs from step to step:
// callgrind's branch simulation put there the most mispredictions of any code of a checked
// replay.) Padded to whole 32-byte loads.
struct PartLanes {
  static constexpr std::size_t kSize = (sizeof(GameState) + 31) / 32 * 32;
  alignas(32) std::array<std::uint8_t, kSize> low{};
  alignas(32) std::array<std::uint8_t, kSize> high{};
};
constexpr PartLanes make_part_lanes() {
  static_assert(kAllParts <= 0xFFFF, "two byte tables hold 16 parts");
  PartLanes lanes;
  for (std::size_t b = 0; b < sizeof(GameState); ++b) {
    lanes.low[b] = static_cast<std::uint8_t>(kPartOfByte[b] & 0xFF);
    lanes.high[b] = static_cast<std::uint8_t>(kPartOfByte[b] >> 8);
  }
  return lanes;
}
constexpr PartLanes kPartLanes = make_part_lanes();
#endif

static_assert(std::is_standard_layout_v<GameState>);
static_assert(offsetof(GameState, castle_workers) > offsetof(GameState, gate) &&
              offsetof(GameState, inn_right) < offsetof(GameState, castle_workers));

}  // namespace

namespace {

#if defined(__SSE2__)
// The parts kept in the byte lanes of `low` (bits 0-7) and `high` (bits 8-15): the OR of their
// bytes, without a branch.
[[gnu::always_inline]] inline std::uint32_t parts_of_lanes(__m128i low, __m128i high) {
  // Quadword 0 from the low lanes, quadword 1 from the high ones, each folded onto its byte 0.
  __m128i both = _mm_or_si128(_mm_unpacklo_epi64(low, high), _mm_unpackhi_epi64(low, high));
  both = _mm_or_si128(both, _mm_srli_epi64(both, 32));
  both = _mm_or_si128(both, _mm_srli_epi64(both, 16));
  both = _mm_or_si128(both, _mm_srli_epi64(both, 8));
  return (static_cast<std::uint32_t>(_mm_cvtsi128_si32(both)) & 0xFF) |
         (static_cast<std::uint32_t>(_mm_extract_epi16(both, 4)) & 0xFF) << 8;
}
#endif

// The bytes of [offset, end of the state) that differ, into `bits` (0 from that word on), and
// their parts: 16, then 8 bytes at a time with SSE2, then byte by byte.
[[gnu::always_inline]] inline std::uint32_t diff_from(const unsigned char* x,
                                                      const unsigned char* y, std::size_t offset,
                                                      ByteDiff::Mask& bits) {
  std::uint32_t parts = 0;
#if defined(__SSE2__)
  // Without a branch: a byte that differs sets its bit and keeps its parts' lanes; each word of
  // bits is built in a register from four 16-byte compares and stored once.
  __m128i low = _mm_setzero_si128();
  __m128i high = _mm_setzero_si128();
  auto equal16 = [&](std::size_t at) {
    __m128i u = _mm_loadu_si128(reinterpret_cast<const __m128i*>(x + at));
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(y + at));
    __m128i equal = _mm_cmpeq_epi8(u, v);
    const auto* lanes_low = reinterpret_cast<const __m128i*>(kPartLanes.low.data() + at);
    const auto* lanes_high = reinterpret_cast<const __m128i*>(kPartLanes.high.data() + at);
    low = _mm_or_si128(low, _mm_andnot_si128(equal, _mm_load_si128(lanes_low)));
    high = _mm_or_si128(high, _mm_andnot_si128(equal, _mm_load_si128(lanes_high)));
    return static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(equal)));
  };
  const bool gathered = offset + 16 <= sizeof(GameState);
  for (; offset + 64 <= sizeof(GameState); offset += 64)
    bits[offset / 64] = ~(equal16(offset) | equal16(offset + 16) << 16 |
                          equal16(offset + 32) << 32 | equal16(offset + 48) << 48);
  for (; offset + 16 <= sizeof(GameState); offset += 16)
    bits[offset / 64] |= (~equal16(offset) & 0xFFFF) << (offset % 64);
  if (gathered) parts = parts_of_lanes(low, high);
  if (offset + 8 <= sizeof(GameState)) {
    __m128i u = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(x + offset));
    __m128i v = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(y + offset));
    auto differ = static_cast<std::uint64_t>(~_mm_movemask_epi8(_mm_cmpeq_epi8(u, v)) & 0xFF);
    bits[offset / 64] |= differ << (offset % 64);
    // The last 8 bytes hold no part (the transforms pending: bookkeeping): a mask of 0, no loop.
    for (int bit : set_bits(differ & (kPartBytes[offset / 64] >> (offset % 64))))
      parts |= kPartOfByte[offset + static_cast<std::size_t>(bit)];
    offset += 8;
  }
#endif
  for (; offset < sizeof(GameState); ++offset)
    if (x[offset] != y[offset]) {
      bits[offset / 64] |= std::uint64_t{1} << (offset % 64);
      parts |= kPartOfByte[offset];
    }
  return parts;
}

#if CAYLUS_DIFF_AVX2
// 32 bytes at a time where the processor has AVX2: the builds take no -march, so the choice is
// made at run time (kProcessor, core/processor.h). A word of bits from two compares instead of
// four.
//
// One 32-byte compare: its bit per byte (1: equal), the parts' lanes of the bytes that differ
// kept in `low` and `high` (as in diff_from).
[[gnu::target("avx2"), gnu::always_inline]] inline std::uint64_t equal32(
    const unsigned char* x, const unsigned char* y, std::size_t at, __m256i& low, __m256i& high) {
  __m256i u = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(x + at));
  __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(y + at));
  __m256i equal = _mm256_cmpeq_epi8(u, v);
  const auto* lanes_low = reinterpret_cast<const __m256i*>(kPartLanes.low.data() + at);
  const auto* lanes_high = reinterpret_cast<const __m256i*>(kPartLanes.high.data() + at);
  low = _mm256_or_si256(low, _mm256_andnot_si256(equal, _mm256_load_si256(lanes_low)));
  high = _mm256_or_si256(high, _mm256_andnot_si256(equal, _mm256_load_si256(lanes_high)));
  return static_cast<std::uint32_t>(_mm256_movemask_epi8(equal));
}
// The parts as in diff_from, 32 byte lanes at a time.
[[gnu::target("avx2")]] std::uint32_t diff_avx2(const unsigned char* x, const unsigned char* y,
                                                ByteDiff::Mask& bits) {
  __m256i low = _mm256_setzero_si256();
  __m256i high = _mm256_setzero_si256();
  std::size_t offset = 0;
  for (; offset + 64 <= sizeof(GameState); offset += 64)
    bits[offset / 64] =
        ~(equal32(x, y, offset, low, high) | equal32(x, y, offset + 32, low, high) << 32);
  std::uint32_t parts =
      parts_of_lanes(_mm_or_si128(_mm256_castsi256_si128(low), _mm256_extracti128_si256(low, 1)),
                     _mm_or_si128(_mm256_castsi256_si128(high), _mm256_extracti128_si256(high, 1)));
  return parts | diff_from(x, y, offset, bits);
}
#endif

}  // namespace

ByteDiff::ByteDiff(const GameState& a, const GameState& b) {
  const auto* x = reinterpret_cast<const unsigned char*>(&a);
  const auto* y = reinterpret_cast<const unsigned char*>(&b);
#if CAYLUS_DIFF_AVX2
  parts_ =
      widest_pass([&] { return diff_avx2(x, y, bits); }, [&] { return diff_from(x, y, 0, bits); },
                  [&] { return diff_from(x, y, 0, bits); });
#else
  parts_ = diff_from(x, y, 0, bits);
#endif
  checked_fast_path(
      true,
      [&] {
        const ByteDiff plain = reference(a, b);
        return plain.bits == bits && plain.parts_ == parts_;
      },
      "ByteDiff");
}

ByteDiff ByteDiff::reference(const GameState& a, const GameState& b) {
  ByteDiff d;
  const auto* x = reinterpret_cast<const unsigned char*>(&a);
  const auto* y = reinterpret_cast<const unsigned char*>(&b);
  for (std::size_t i = 0; i < sizeof(GameState); ++i)
    if (x[i] != y[i]) d.bits[i / 64] |= std::uint64_t{1} << (i % 64);
  d.parts_ = d.parts_byte_by_byte();
  return d;
}

ByteDiff ByteDiff::without_avx2(const GameState& a, const GameState& b) {
  ByteDiff d;
  d.parts_ = diff_from(reinterpret_cast<const unsigned char*>(&a),
                       reinterpret_cast<const unsigned char*>(&b), 0, d.bits);
  return d;
}

std::uint32_t ByteDiff::parts_byte_by_byte() const {
  std::uint32_t changed = 0;
  for (std::size_t b = 0; b < sizeof(GameState); ++b)
    if ((bits[b / 64] >> (b % 64)) & 1) changed |= kPartOfByte[b];
  return changed;
}

std::uint32_t changed_parts(const GameState& a, const GameState& b) {
  return ByteDiff(a, b).parts();
}

}  // namespace caylus::invariants
