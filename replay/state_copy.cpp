// The replayer's copy of `before` 32 bytes at a time, where the processor has AVX2
// (state_copy.h).
#include "replay/state_copy.h"

#if CAYLUS_COPY_AVX2
#include <immintrin.h>

namespace caylus {

[[gnu::target("avx2")]] void copy_state_bytes_avx2(GameState& to, const GameState& from) {
  static_assert(std::is_trivially_copyable_v<GameState>);
  auto* y = reinterpret_cast<unsigned char*>(&to);
  const auto* x = reinterpret_cast<const unsigned char*>(&from);
  constexpr std::size_t kWhole = sizeof(GameState) / 32 * 32;
#pragma GCC unroll 16
  for (std::size_t at = 0; at < kWhole; at += 32)
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(y + at),
                        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(x + at)));
  // The tail (8 bytes today) by a copy of known size.
  std::memcpy(y + kWhole, x + kWhole, sizeof(GameState) - kWhole);
}

}  // namespace caylus
#endif
