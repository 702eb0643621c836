#include "core/processor.h"

namespace caylus {
namespace {

ProcessorFeatures ask_processor() {
  ProcessorFeatures features;
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
  __builtin_cpu_init();  // before any constructor that might ask
  features.ssse3 = __builtin_cpu_supports("ssse3") != 0;
  features.avx2 = __builtin_cpu_supports("avx2") != 0;
#endif
  return features;
}

}  // namespace

const ProcessorFeatures kProcessor = ask_processor();

}  // namespace caylus
