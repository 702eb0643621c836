// A fast path parted from its reference (core/fast_path.h).
#include "core/fast_path.h"

#include <cstdio>
#include <cstdlib>

namespace caylus {

void fast_path_parted(const char* what) {
  std::fprintf(stderr,
               "caylus: internal error: the fast path %s gave another answer than its plain "
               "reference (core/fast_path.h); please report it with the input that led here\n",
               what);
  std::abort();
}

}  // namespace caylus
