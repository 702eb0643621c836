// The engine's only source of chance: SplitMix64 (Steele, Lea & Flood, 2014), implemented here
// so that a seed gives the same game on every compiler and library version (the standard
// distributions are not portable).
//
//   next():     state += 0x9E3779B97F4A7C15; z = state;
//               z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9; z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
//               return z ^ (z >> 31)
//   below(n):   uniform in [0, n) by rejection: draw r until r >= (2^64 - n) mod n, return r mod n
//   shuffle:    Fisher-Yates, for i = n-1 down to 1: swap(a[i], a[below(i + 1)])
//
// A setup drawn from seed S: the generator starts at state S; it first shuffles the 6 neutral
// tiles (in RULES.md order: farm, forest, sawmill, quarry, market, carpenter) onto spaces 1-6,
// then, when the players' order is not given, shuffles the players into the initial turn order.
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace caylus {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    state_ += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // The rejection above, with one 64-bit division per draw instead of two: the threshold
  // (2^64 - n) mod n is below n, so a draw r >= n is always kept and the threshold is computed
  // only for a draw below n (Lemire, "Fast random integer generation in an interval", 2019).
  // The same draws and results as computing the threshold first (tests/random_test.cpp).
  // Precondition: n >= 1.
  std::uint64_t below(std::uint64_t n) {
    for (;;) {
      std::uint64_t r = next();
      if (r >= n || r >= (0 - n) % n) return r % n;
    }
  }
  template <typename T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
  }

 private:
  std::uint64_t state_;
};

}  // namespace caylus
