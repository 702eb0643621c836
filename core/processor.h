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

}  // namespace caylus
