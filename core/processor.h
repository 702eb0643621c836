// What the processor running the program can do beyond x86-64's baseline. The builds take no
// -march, so the passes that use a wider instruction set choose it at run time, from this one
// answer: the road scan (core/road_scan.cpp, SSSE3 and AVX2), the invariants' byte diff
// (invariants/parts.cpp, AVX2) and the replayer's copy of the state (replay/state_copy.cpp, AVX2).
#pragma once

namespace caylus {

struct ProcessorFeatures {
  bool ssse3 = false;
  bool avx2 = false;
};

// Asked once, at start-up (core/processor.cpp). Read during another file's static
// initialisation it may still be all false: the portable passes, which give the same answers.
extern const ProcessorFeatures kProcessor;

// The one dispatch of every processor-specific pass: the widest pass this processor runs, each a
// callable giving the same answer (core/fast_path.h holds them to their plain reference). A pass
// the caller has no variant for is given as the next narrower one.
template <typename Avx2, typename Ssse3, typename Portable>
[[gnu::always_inline]] inline decltype(auto) widest_pass(Avx2&& avx2, Ssse3&& ssse3,
                                                         Portable&& portable) {
  if (kProcessor.avx2) return avx2();
  if (kProcessor.ssse3) return ssse3();
  return portable();
}

}  // namespace caylus
