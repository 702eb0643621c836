// core/random.h: SplitMix64::below skips the threshold's division when the draw is at least n
// (issue 15). Every seed of the project (the signature, the golden games, logged random games)
// depends on its draws, so the fast form must give the same results and consume the same draws
// as the rejection written out in full.
#include "core/random.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <vector>

#include "support.h"

namespace caylus {
namespace {

// The rejection as random.h's header comment states it: the threshold first, then draw until
// r >= (2^64 - n) mod n, and return r mod n.
// `rejections` counts the draws thrown away.
std::uint64_t below_reference(SplitMix64& rng, std::uint64_t n, int& rejections) {
  std::uint64_t threshold = (0 - n) % n;
  for (;;) {
    std::uint64_t r = rng.next();
    if (r >= threshold) return r % n;
    ++rejections;
  }
}

constexpr std::uint64_t kTop = std::numeric_limits<std::uint64_t>::max();
constexpr std::uint64_t kHalf = std::uint64_t{1} << 63;

// Bounds of every size: the small ones the engine and the policies draw, and the large ones
// where draws below n happen and the threshold decides (just above 2^63 about half the draws
// are rejected).
std::vector<std::uint64_t> bounds() {
  std::vector<std::uint64_t> out = {1, 2, 3, 5, 6, 7, 13, 42, 64, 100, 1000, 65537};
  for (std::uint64_t k : {0ull, 1ull, 2ull, 3ull, 1000ull, 0x123456789ull}) {
    out.push_back(kHalf - k);
    out.push_back(kHalf + k);
    out.push_back(kTop - k);
  }
  for (int shift = 1; shift < 64; shift += 3) {
    out.push_back(std::uint64_t{1} << shift);
    out.push_back((std::uint64_t{1} << shift) + 1);
    out.push_back((std::uint64_t{1} << shift) * 3 / 2);
  }
  return out;
}

TEST(SplitMix64Below, SameResultsAndDrawsAsTheRejectionWrittenOut) {
  int pairs = 0;
  int rejections = 0;
  for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(test::scaled(200)); ++seed) {
    for (std::uint64_t n : bounds()) {
      SplitMix64 fast(seed * 0x9E3779B97F4A7C15ull + n);
      SplitMix64 reference(seed * 0x9E3779B97F4A7C15ull + n);
      for (int draw = 0; draw < 20; ++draw) {
        std::uint64_t want = below_reference(reference, n, rejections);
        std::uint64_t got = fast.below(n);
        ASSERT_EQ(got, want) << "seed " << seed << ", n " << n << ", draw " << draw;
        ASSERT_LT(got, n);
        ++pairs;
      }
      // The same number of draws consumed: the next raw draw is the same.
      ASSERT_EQ(fast.next(), reference.next()) << "seed " << seed << ", n " << n;
    }
  }
  EXPECT_GT(pairs, 1000);
  // The bounds near 2^63 made the rejection run (a `below` without it would have failed above).
  EXPECT_GT(rejections, 100);
}

TEST(SplitMix64Below, OneIsAlwaysZeroAndConsumesOneDraw) {
  SplitMix64 fast(7);
  SplitMix64 raw(7);
  for (int draw = 0; draw < 100; ++draw) {
    EXPECT_EQ(fast.below(1), 0u);
    raw.next();
  }
  EXPECT_EQ(fast.next(), raw.next());
}

// A shuffle (the neutral tiles of every seeded setup) draws through below.
TEST(SplitMix64Below, ShuffleDrawsAsTheReference) {
  for (std::uint64_t seed = 0; seed < 500; ++seed) {
    std::vector<int> fast = {0, 1, 2, 3, 4, 5};
    std::vector<int> reference = fast;
    SplitMix64 rng(seed);
    SplitMix64 reference_rng(seed);
    rng.shuffle(std::span<int>(fast));
    int rejections = 0;
    for (std::size_t i = reference.size(); i > 1; --i)
      std::swap(reference[i - 1], reference[below_reference(reference_rng, i, rejections)]);
    ASSERT_EQ(fast, reference) << "seed " << seed;
  }
}

}  // namespace
}  // namespace caylus
