// The castle rule's tests (check_castle_offer, castle.cpp) on an offer's six batch counts read as
// one word, for the thousands of offers of one rich castle decision that check_each
// (core/engine.cpp) judges in `caylus fuzz`. What the rule reads from the state is read once per
// decision: the room left (castle.section), whether gold makes a batch (castle_gold_in_batch) and
// the goods of the player deciding (castle.batch). The counts are summed by multiplications (a
// byte per count) instead of a loop per kind and cube; tests/check_each_test.cpp holds each
// verdict to check()'s.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>

#include "core/rules/rules.h"

namespace caylus::rules {

// The six batch counts of `a` as the low six bytes of a word: count k in byte k.
inline std::uint64_t batch_bytes(const Action& a) {
  // Read as the 8 bytes ending where the action does (34..41, inside the action), then shifted:
  // the counts are its last six bytes.
  static_assert(offsetof(Action, batches) + sizeof(Batches) == sizeof(Action) &&
                sizeof(Batches) == 6);
  std::uint64_t word;
  std::memcpy(&word, reinterpret_cast<const unsigned char*>(&a) + sizeof(Action) - 8, 8);
  return word >> 16;
}

// Whether batch_bytes' counts can be summed a byte at a time: every count below 32, so that no
// sum of six counts reaches 256 and carries into the next byte. The offers legal_actions makes
// are (the castle has room for far fewer houses); others are judged count by count.
inline bool batch_bytes_summable(std::uint64_t batches) {
  return (batches & 0xE0E0'E0E0'E0E0ULL) == 0;
}

// The sum of the counts of `batches` (batch_bytes_summable): byte 5 of the product gathers every
// count. batch_total(a.batches), the houses an offer builds.
inline int batch_bytes_total(std::uint64_t batches) {
  return static_cast<int>(((batches * 0x0101'0101'0101ULL) >> 40) & 0xFF);
}

class CastleOffers {
 public:
  CastleOffers(const GameState& s, const CastleTerms& terms, PlayerIndex player)
      : room_(terms.room), gold_refused_(terms.gold_in_batch ? 0 : kGoldKinds) {
    const Resources& goods = s.player(player).goods;
    // castle.batch as check_castle_offer tests it (covers()): negative deniers cover nothing,
    // so every cube is then short (a held count of -1 is below any sum).
    for (int c = 0; c < kCubeTypes; ++c) held_[c] = goods.deniers >= 0 ? goods.cubes[c] : -1;
  }

  // check_castle_offer's verdict on an offer of `batches` (batch_bytes_summable; the others are
  // check_castle_offer's to judge) by the player deciding, its
  // action otherwise well-formed (verb castle, no other parameter): the same tests in the same
  // order, so the same rule id.
  std::optional<RuleId> judge(std::uint64_t batches) const {
    if ((batches & gold_refused_) != 0) return RuleId::castle_batch;
    if (batch_bytes_total(batches) > room_) return RuleId::castle_section;
    bool held_all = true;
    for (int c = 0; c < kCubeTypes; ++c)
      held_all = held_all && batch_bytes_total(batches & kCubeKinds[c]) <= held_[c];
    if (held_all) [[likely]]
      return std::nullopt;
    return RuleId::castle_batch;
  }

 private:
  // The bytes of the kinds holding each cube, and of the kinds holding gold (kBatchCubes).
  static constexpr std::array<std::uint64_t, kCubeTypes> kCubeKinds = [] {
    std::array<std::uint64_t, kCubeTypes> kinds{};
    for (int k = 0; k < kBatchKinds; ++k)
      for (Cube c : kBatchCubes[k]) kinds[static_cast<int>(c)] |= 0xFFULL << (8 * k);
    return kinds;
  }();
  static constexpr std::uint64_t kGoldKinds = kCubeKinds[static_cast<int>(Cube::gold)];
  static_assert(kGoldKinds == 0xFFFF'FF00'0000ULL, "batch_has_gold: the kinds 3..5");

  int room_;
  std::uint64_t gold_refused_;
  std::array<int, kCubeTypes> held_{};
};

}  // namespace caylus::rules
