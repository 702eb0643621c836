// Sets of small things as the bits of one word, for speed only: the spaces a worker may be placed
// on, the provost's moves, the tiles of a kind, the invariants due. One place for the set-bit loop,
// the count and the named masks (as Stockfish's bitboard.h), so that no rule file writes them out.
// A bit set is always the plain answer's shape: bit i stands for space i, move i - 3, tile id i.
#pragma once

#include <bit>
#include <cstdint>

#include "core/types.h"

namespace caylus {

// The set bits of `bits`, lowest first: `for (int i : set_bits(mask))`. A range rather than a
// callback, so that a loop body keeps its `continue` and compiles to the plain loop (a lambda
// body of construction.cpp's candidates cost 0.9% more instructions in random games).
class set_bits {
 public:
  constexpr explicit set_bits(std::uint64_t bits) : bits_(bits) {}
  struct iterator {
    std::uint64_t rest;
    constexpr int operator*() const { return std::countr_zero(rest); }
    constexpr iterator& operator++() {
      rest &= rest - 1;
      return *this;
    }
    constexpr bool operator!=(const iterator& end) const { return rest != end.rest; }
  };
  constexpr iterator begin() const { return {bits_}; }
  constexpr iterator end() const { return {0}; }

 private:
  std::uint64_t bits_;
};

// The number of set bits (x86-64's baseline has no popcnt instruction: the library call cost
// more than these few operations where the candidates count their spaces).
constexpr int count_bits(std::uint64_t bits) {
  bits = bits - ((bits >> 1) & 0x5555555555555555ull);
  bits = (bits & 0x3333333333333333ull) + ((bits >> 2) & 0x3333333333333333ull);
  bits = (bits + (bits >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((bits * 0x0101010101010101ull) >> 56);
}

// Bits `from` .. `from + count - 1`.
constexpr std::uint64_t bit_range(int from, int count) {
  return count >= 64 ? ~std::uint64_t{0} << from : ((std::uint64_t{1} << count) - 1) << from;
}

// The places a worker may go, bit i for space i: the road spaces 1..28, the special buildings
// 29..35 (core/types.h, special_space).
inline constexpr std::uint64_t kRoadSpaceBits = bit_range(1, kRoadSpaces);
inline constexpr std::uint64_t kSpecialSpaceBits = bit_range(kFirstSpecialSpace, kSpecialCount);
// The provost's moves -3..3 (provost.order; the merchants' guild), bit m + 3 for move m.
inline constexpr int kProvostMoveOffset = 3;
inline constexpr std::uint64_t kProvostMoveBits = bit_range(0, 2 * kProvostMoveOffset + 1);

static_assert(count_bits(kRoadSpaceBits) == kRoadSpaces && (kRoadSpaceBits & 1) == 0);
static_assert((kRoadSpaceBits & kSpecialSpaceBits) == 0 && kProvostMoveBits == 0x7F);

}  // namespace caylus
