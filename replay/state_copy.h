// A byte copy of a GameState, padding included, for the replayer's `before` (replay/replayer.cpp):
// the invariant checker compares states by their bytes, so a member-wise copy (stale padding)
// would cost it a full check at every step.
//
// Why not std::memcpy: for the state GCC emits `rep movsq`, whose start-up costs more than the
// copy (more than twice the time of 16-byte moves on this project's AMD machine, in a loop of
// copies, though callgrind counts it as a short loop: docs/speed-history.md). SSE2 is in every
// x86-64 build (no -march needed); elsewhere it is memcpy. Where the processor has AVX2, 32 bytes
// at a time (state_copy.cpp), chosen at run time (kProcessor, core/processor.h) as the invariants'
// byte diff chooses its pass (invariants/parts.cpp): 11 moves of a load and a store instead of 21,
// for a call.
#pragma once

#include <cstddef>
#include <cstring>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/fast_path.h"
#include "core/processor.h"
#include "core/state.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define CAYLUS_COPY_AVX2 1
#else
#define CAYLUS_COPY_AVX2 0
#endif

namespace caylus {

// 16 bytes at a time (SSE2), then the tail; the copy where the processor has no AVX2.
inline void copy_state_bytes_sse2(GameState& to, const GameState& from) {
  static_assert(std::is_trivially_copyable_v<GameState>);
  auto* y = reinterpret_cast<unsigned char*>(&to);
  const auto* x = reinterpret_cast<const unsigned char*>(&from);
#if defined(__SSE2__)
  constexpr std::size_t kWhole = sizeof(GameState) / 16 * 16;
#pragma GCC unroll 32
  for (std::size_t at = 0; at < kWhole; at += 16)
    _mm_storeu_si128(reinterpret_cast<__m128i*>(y + at),
                     _mm_loadu_si128(reinterpret_cast<const __m128i*>(x + at)));
  // The tail (8 bytes today) by a copy of known size: a move or two.
  std::memcpy(y + kWhole, x + kWhole, sizeof(GameState) - kWhole);
#else
  std::memcpy(y, x, sizeof(GameState));
#endif
}

#if CAYLUS_COPY_AVX2
// 32 bytes at a time, then the tail (state_copy.cpp); only where kProcessor.avx2.
void copy_state_bytes_avx2(GameState& to, const GameState& from);
#endif

inline void copy_state_bytes(GameState& to, const GameState& from) {
#if CAYLUS_COPY_AVX2
  widest_pass([&] { copy_state_bytes_avx2(to, from); }, [&] { copy_state_bytes_sse2(to, from); },
              [&] { copy_state_bytes_sse2(to, from); });
#else
  copy_state_bytes_sse2(to, from);
#endif
  // The reference is memcmp's verdict on the copy (core/fast_path.h).
  checked_fast_path(
      true, [&] { return std::memcmp(&to, &from, sizeof(GameState)) == 0; }, "copy_state_bytes");
}

}  // namespace caylus
