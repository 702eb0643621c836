// Which parts of the state a step changed (checks.h, Part): the checker re-runs only the state
// invariants that read a changed part, and a step check skips a step that touches nothing it
// looks at. Two states compare 8 bytes at a time against a table of the parts of each byte.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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
    set(base + offsetof(PlayerState, goods), sizeof(Resources), kGoods);
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
static_assert(sizeof(GameState) % 8 == 0, "states compare 8 bytes at a time");
static_assert(std::is_standard_layout_v<GameState>);
static_assert(offsetof(GameState, castle_workers) > offsetof(GameState, gate) &&
              offsetof(GameState, inn_right) < offsetof(GameState, castle_workers));

// For each 8-byte word of a state and each Part with bytes in it: the mask of those bytes,
// grouped by word (kWordBegin[w] .. kWordBegin[w + 1]). A state compares word by word; only a
// word that differs is looked at, without a branch per byte.
constexpr std::size_t kWords = sizeof(GameState) / 8;
struct WordPart {
  std::uint32_t part;
  std::uint64_t mask;
};
constexpr std::size_t count_word_parts() {
  std::size_t n = 0;
  for (std::size_t w = 0; w < kWords; ++w)
    for (int part = 0; part < 16; ++part) {
      bool present = false;
      for (std::size_t b = 0; b < 8; ++b)
        present = present || kPartOfByte[8 * w + b] == (1u << part);
      n += present ? 1 : 0;
    }
  return n;
}
struct WordTable {
  std::array<WordPart, count_word_parts()> parts{};
  std::array<std::uint16_t, kWords + 1> begin{};
};
constexpr WordTable kWordTable = [] {
  WordTable t{};
  std::size_t n = 0;
  for (std::size_t w = 0; w < kWords; ++w) {
    t.begin[w] = static_cast<std::uint16_t>(n);
    for (int part = 0; part < 16; ++part) {
      std::uint64_t mask = 0;
      for (std::size_t b = 0; b < 8; ++b)
        if (kPartOfByte[8 * w + b] == (1u << part)) mask |= std::uint64_t{0xFF} << (8 * b);
      if (mask != 0) t.parts[n++] = WordPart{1u << part, mask};
    }
  }
  t.begin[kWords] = static_cast<std::uint16_t>(n);
  return t;
}();

std::uint64_t load_word(const unsigned char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, sizeof w);
  return w;
}

}  // namespace

std::uint32_t changed_parts(const GameState& a, const GameState& b, const GameState* reference,
                            bool* a_is_reference) {
  const auto* x = reinterpret_cast<const unsigned char*>(&a);
  const auto* y = reinterpret_cast<const unsigned char*>(&b);
  const auto* r = reinterpret_cast<const unsigned char*>(reference != nullptr ? reference : &a);
  std::uint32_t changed = 0;
  std::uint64_t from_reference = 0;
  auto look_up = [&](std::size_t w, std::uint64_t d) {
    for (std::size_t i = kWordTable.begin[w]; i < kWordTable.begin[w + 1]; ++i)
      changed |= (d & kWordTable.parts[i].mask) != 0 ? kWordTable.parts[i].part : 0u;
  };
#if defined(__SSE2__)
  // 16 bytes at a time; most of a state does not change in a step.
  static_assert(sizeof(GameState) % 16 == 8);
  const __m128i zero = _mm_setzero_si128();
  std::size_t offset = 0;
  __m128i from_ref = zero;
  for (; offset + 16 <= sizeof(GameState); offset += 16) {
    __m128i u = _mm_loadu_si128(reinterpret_cast<const __m128i*>(x + offset));
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(y + offset));
    __m128i ref = _mm_loadu_si128(reinterpret_cast<const __m128i*>(r + offset));
    from_ref = _mm_or_si128(from_ref, _mm_xor_si128(u, ref));
    __m128i d = _mm_xor_si128(u, v);
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(d, zero)) == 0xFFFF) continue;
    look_up(offset / 8, load_word(x + offset) ^ load_word(y + offset));
    look_up(offset / 8 + 1, load_word(x + offset + 8) ^ load_word(y + offset + 8));
  }
  from_reference = _mm_movemask_epi8(_mm_cmpeq_epi8(from_ref, zero)) == 0xFFFF ? 0 : 1;
  for (; offset < sizeof(GameState); offset += 8) {
    std::uint64_t word = load_word(x + offset);
    from_reference |= word ^ load_word(r + offset);
    std::uint64_t d = word ^ load_word(y + offset);
    if (d != 0) look_up(offset / 8, d);
  }
#else
  for (std::size_t w = 0; w < kWords; ++w) {
    std::uint64_t word = load_word(x + 8 * w);
    from_reference |= word ^ load_word(r + 8 * w);
    std::uint64_t d = word ^ load_word(y + 8 * w);
    if (d != 0) look_up(w, d);
  }
#endif
  if (a_is_reference != nullptr) *a_is_reference = reference != nullptr && from_reference == 0;
  return changed;
}

}  // namespace caylus::invariants
