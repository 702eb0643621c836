// The legal actions of one decision as a set that can be counted and indexed without writing
// every action out (issue 15: uniform random play draws ONE index among the legal actions, and
// writing ~13 actions of 42 bytes was most of a placement decision).
//
//   LegalSet legal(buffer);          // `buffer` is reused from decision to decision
//   legal_set(state, legal);         // core/engine.h: the same candidates as legal_actions
//   Action a = legal.at(rng.below(legal.size()));
//
// The actions are, in legal_actions' order: first those of a list, then those of a spread, one
// base action whose space (a placement, the gate's move) or provost move takes each value of a
// bit mask. The candidates (core/rules/) offer the same actions in the same order whether they
// are listed or spread; legal_actions writes the spread out (LegalSet::write_spread), so its list
// is legal.at(0) .. legal.at(size() - 1) (tests/legal_set_test.cpp compares them at every
// decision of random games).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/action.h"

namespace caylus {

// The field of the base action a spread varies.
enum class SpreadField : std::uint8_t { space, move };

// The position of the set bit of rank k in `bits` (k = 0: the lowest; k below the bits set),
// without a loop: a loop clearing the k lowest bits ended on a branch that random play
// mispredicted at most draws from a spread (k is random): a large share of random play's
// mispredictions in callgrind's branch simulation. Broadword selection (Vigna, "Broadword
// implementation of rank/select queries", 2008): the bits set in each byte and in the bytes
// up to it, the byte that holds the bit (the bytes whose running count is at most k come
// before it), then the bit within that byte from a table. x86-64's baseline has no popcnt or
// pdep. tests/legal_set_test.cpp holds it to the loop on every rank of many masks.
inline constexpr std::array<std::array<std::uint8_t, 8>, 256> kSelectInByte = [] {
  std::array<std::array<std::uint8_t, 8>, 256> table{};
  for (int byte = 0; byte < 256; ++byte) {
    int rank = 0;
    for (int bit = 0; bit < 8; ++bit)
      if ((byte >> bit) & 1) table[byte][rank++] = static_cast<std::uint8_t>(bit);
  }
  return table;
}();
inline int select_bit(std::uint64_t bits, std::uint64_t k) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ull;
  constexpr std::uint64_t kTops = 0x8080808080808080ull;
  std::uint64_t counts = bits - ((bits >> 1) & 0x5555555555555555ull);
  counts = (counts & 0x3333333333333333ull) + ((counts >> 2) & 0x3333333333333333ull);
  counts = (counts + (counts >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  const std::uint64_t running = counts * kOnes;  // byte i: the bits set in bytes 0..i (<= 64)
  // Byte i's top bit set when its running count is at most k (128 + k - count >= 128; no borrow
  // crosses a byte, 128 + k exceeds every count).
  const std::uint64_t before = ((k * kOnes | kTops) - running) & kTops;
  const int shift = static_cast<int>(((before >> 7) * kOnes) >> 56) * 8;  // bytes before the bit's
  const std::uint64_t below = ((running << 8) >> shift) & 0xFF;           // bits set before it
  return shift + kSelectInByte[(bits >> shift) & 0xFF][k - below];
}

// One base action, varied over the set bits of a mask, lowest bit first: bit i stands for the
// value (i + first) mod 64 of a space (a mask rotated so that the list can start at any space,
// the placement's special buildings before its road), or i + first of a provost move (-3..3).
struct Spread {
  Action base;
  std::uint64_t bits = 0;
  int count = 0;  // bits set
  int first = 0;
  SpreadField field = SpreadField::space;

  // The action of the set bit `bit`.
  Action action_of_bit(int bit) const {
    Action a = base;
    if (field == SpreadField::space)
      a.space = static_cast<Space>((bit + first) & 63);
    else
      a.move = static_cast<std::int8_t>(bit + first);
    return a;
  }
  // The k-th action (k < count): the set bit of rank k.
  Action at(std::size_t k) const { return action_of_bit(select_bit(bits, k)); }
};

class LegalSet {
 public:
  // `buffer` holds the listed actions; it is cleared by legal_set and keeps its capacity.
  explicit LegalSet(std::vector<Action>& buffer) : list_(buffer) {}

  std::size_t size() const { return list_.size() + static_cast<std::size_t>(spread_.count); }
  bool empty() const { return size() == 0; }
  // The i-th legal action (i < size()), legal_actions(state)[i].
  Action at(std::size_t i) const {
    if (i < list_.size()) return list_[i];
    return spread_.at(i - list_.size());
  }
  // The actions listed so far (every action once write_spread ran).
  const std::vector<Action>& list() const { return list_; }
  bool has_spread() const { return spread_.count != 0; }

  // For the candidates (core/rules/rules.h, Candidates): start again empty.
  void clear() {
    list_.clear();
    spread_.count = 0;
    spread_.bits = 0;
  }
  std::vector<Action>& list() { return list_; }
  // Keeps the spread of these fields (Spread) unwritten; the set must have none yet.
  void keep_spread(const Action& base, std::uint64_t bits, int count, int first,
                   SpreadField field) {
    spread_.base = base;
    spread_.bits = bits;
    spread_.count = count;
    spread_.first = first;
    spread_.field = field;
  }
  // Writes the spread's actions at the end of the list, in order, and forgets it. The list grows
  // once and each action is stored from registers (a push_back per action reloaded the 42-byte
  // action from the stack just after its space was stored there).
  static void write_spread(std::vector<Action>& list, const Spread& spread) {
    const std::size_t at = list.size();
    list.resize(at + static_cast<std::size_t>(spread.count));
    Action* out = list.data() + at;
    const Action action = spread.base;
    std::uint64_t bits = spread.bits;
    if (spread.field == SpreadField::space) {
      for (; bits != 0; bits &= bits - 1, ++out) {
        *out = action;
        out->space = static_cast<Space>((std::countr_zero(bits) + spread.first) & 63);
      }
    } else {
      for (; bits != 0; bits &= bits - 1, ++out) {
        *out = action;
        out->move = static_cast<std::int8_t>(std::countr_zero(bits) + spread.first);
      }
    }
  }
  void write_spread() {
    if (spread_.count == 0) return;
    write_spread(list_, spread_);
    spread_.count = 0;
    spread_.bits = 0;
  }

 private:
  std::vector<Action>& list_;
  Spread spread_;
};

}  // namespace caylus
