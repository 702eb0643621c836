// The castle rule's tests (check_castle_offer, castle.cpp) on an offer's six batch counts read as
// one word, for the thousands of offers of one rich castle decision that check_each
// (core/engine.h; judge_castle_offers, castle_offers.cpp) judges in `caylus fuzz`. What the rule
// reads from the state is read once per decision: the room left (castle.section), whether gold
// makes a batch (castle_gold_in_batch) and the goods of the player deciding (castle.batch). The
// counts are summed by multiplications (a byte per count) instead of a loop per kind and cube;
// tests/check_each_test.cpp holds each verdict to check()'s.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <vector>

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

// Whether an action is `offer` but for its batch counts: its first 36 bytes (all but the batches)
// read as five words, compared at once. check_each asks it of each of the thousands of offers of
// one castle decision; same_but_batches is the plain reading, held to it by
// tests/check_each_test.cpp. Valid because an Action has no padding (core/action.h).
class OfferShape {
 public:
  explicit OfferShape(const Action& offer) {
    for (int w = 0; w < 5; ++w)
      std::memcpy(&words_[w], reinterpret_cast<const unsigned char*>(&offer) + kAt[w], 8);
  }
  bool of(const Action& a) const {
    const auto* bytes = reinterpret_cast<const unsigned char*>(&a);
    std::uint64_t differ = 0;
    for (int w = 0; w < 5; ++w) {
      std::uint64_t word;
      std::memcpy(&word, bytes + kAt[w], 8);
      differ |= word ^ words_[w];
    }
    return differ == 0;
  }

 private:
  static_assert(offsetof(Action, batches) == 36);
  static constexpr std::size_t kAt[5] = {0, 8, 16, 24, 28};  // bytes 0..35
  std::uint64_t words_[5];
};

inline bool same_but_batches(const Action& a, const Action& offer) {
  Action with_its_batches = offer;
  with_its_batches.batches = a.batches;
  return a == with_its_batches;
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
    auto held = [&](Cube c) { return goods.deniers >= 0 ? int{goods[c]} : -1; };
    held_food_ = held(Cube::food);
    // Each other cube's lane gets 127 minus the count held: a sum above the count then reaches
    // 128, the lane's top bit. A sum of three counts below 32 is at most 93, so a count held
    // above 127 is never short (0), and a negative one always is (128: any sum sets the bit).
    for (Cube c : {Cube::wood, Cube::stone, Cube::cloth, Cube::gold}) {
      int h = held(c);
      std::uint64_t lift = h < 0 ? 128 : static_cast<std::uint64_t>(127 - std::min(h, 127));
      short_lift_ |= lift << (8 * kLane[static_cast<int>(c)]);
    }
  }

  // check_castle_offer's verdict on an offer of `batches` (batch_bytes_summable; the others are
  // check_castle_offer's to judge) by the player deciding, its action otherwise well-formed
  // (verb castle, no other parameter): the same tests in the same order, so the same rule id.
  std::optional<RuleId> judge(std::uint64_t batches) const {
    if ((batches & gold_refused_) != 0) return RuleId::castle_batch;
    int total = batch_bytes_total(batches);
    if (total > room_) return RuleId::castle_section;
    // castle.batch: food is in every batch (the total); the other four cubes' counts summed in
    // a byte lane each by two multiplications, and compared with the counts held at once.
    if (total <= held_food_ && ((cube_lanes(batches) + short_lift_) & kLaneTops) == 0) [[likely]]
      return std::nullopt;
    return RuleId::castle_batch;
  }

  // For the static_assert below the class: one batch of kind k puts 1 in the lane of each of its
  // cubes and 0 elsewhere (the sums are linear and carry-free, so that is every offer).
  static constexpr bool cube_lanes_are_the_kinds() {
    for (int k = 0; k < kBatchKinds; ++k) {
      std::uint64_t lanes = cube_lanes(1ULL << (8 * k));
      for (int c = 1; c < kCubeTypes; ++c) {
        bool in_kind = false;
        for (Cube cube : kBatchCubes[k]) in_kind = in_kind || static_cast<int>(cube) == c;
        if (((lanes >> (8 * kLane[c])) & 0xFF) != (in_kind ? 1U : 0U)) return false;
        lanes &= ~(0xFFULL << (8 * kLane[c]));
      }
      if (lanes != 0) return false;
    }
    return true;
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

  // The cubes of the batches, wood, stone, cloth and gold, each summed in a byte (its lane,
  // kLane) of one word: a product's byte p gathers count k times the multiplier's byte p - k,
  // so a multiplier with ones at bytes J sums in byte p the counts k with p - k in J. Bytes
  // {0, 2, 3, 4} sum kinds {0, 1, 3} (wood) in byte 3 and {3, 4, 5} (gold) in byte 7; with
  // kind 3 cleared, bytes {0, 2, 3, 4, 6} sum {1, 2, 5} (cloth) in byte 5 and {0, 2, 4}
  // (stone) in byte 6. No byte sums more than five counts below 32, so nothing carries.
  // cube_lanes_are_the_kinds (below the class) checks every lane against kBatchCubes.
  static constexpr std::array<int, kCubeTypes> kLane = {-1, 3, 6, 5, 7};  // food: the total
  static constexpr std::uint64_t kWoodGold = 0x0001'0101'0001ULL;
  static constexpr std::uint64_t kStoneCloth = 0x0001'0001'0101'0001ULL;
  static constexpr std::uint64_t kKind3 = 0xFFULL << 24;
  static constexpr std::uint64_t kWoodGoldLanes = 0xFF00'0000'FF00'0000ULL;
  static constexpr std::uint64_t kStoneClothLanes = 0x00FF'FF00'0000'0000ULL;
  static constexpr std::uint64_t kLaneTops = 0x8080'8000'8000'0000ULL;
  static constexpr std::uint64_t cube_lanes(std::uint64_t batches) {
    return ((batches * kWoodGold) & kWoodGoldLanes) |
           (((batches & ~kKind3) * kStoneCloth) & kStoneClothLanes);
  }

  int room_;
  std::uint64_t gold_refused_;
  int held_food_ = 0;
  std::uint64_t short_lift_ = 0;
};
static_assert(CastleOffers::cube_lanes_are_the_kinds(), "a cube lane sums other kinds");

// check_each's verdicts for a castle decision pending in `s` (verdicts sized to `actions`): each
// offer as legal_actions makes it judged by CastleOffers, any other action by check_one (check()'s
// verdict: the same tests in the same order).
void judge_castle_offers(const GameState& s, std::span<const Action> actions,
                         std::vector<std::optional<RuleId>>& verdicts,
                         std::optional<RuleId> (*check_one)(const GameState&, const Action&));

}  // namespace caylus::rules
