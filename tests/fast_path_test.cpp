// The fast paths' check (core/fast_path.h): in the sanitizer build every fast path is compared
// with its reference where it is called, and a difference stops the program naming the path; in
// the other builds the reference is never run (it would cost the speed the path is for).
#include "core/fast_path.h"

#include <gtest/gtest.h>

#include "core/processor.h"

namespace caylus::test {
namespace {

TEST(FastPath, CheckedOnlyWhereTheBuildAsks) {
  int references = 0;
  auto reference = [&] {
    ++references;
    return 41;
  };
  if constexpr (kCheckFastPaths) {
    EXPECT_EQ(checked_fast_path(41, reference, "agreeing"), 41);
    EXPECT_EQ(references, 1) << "a checking build runs the reference at every call";
    EXPECT_DEATH(checked_fast_path(
                     42, [] { return 41; }, "parting_path"),
                 "the fast path parting_path gave another answer than its plain reference");
  } else {
    EXPECT_EQ(checked_fast_path(42, reference, "unchecked"), 42);
    EXPECT_EQ(references, 0) << "a build without CAYLUS_CHECK_FAST_PATHS ran the reference";
  }
}

// The sanitizer build is the checking one (CMakeLists.txt): a test binary built with ASan and
// without the check would leave the fast paths unheld in every test and property.
TEST(FastPath, TheSanitizerBuildChecks) {
#if defined(__SANITIZE_ADDRESS__)
  EXPECT_TRUE(kCheckFastPaths);
#else
  EXPECT_FALSE(kCheckFastPaths) << "the release and dev builds must not run the references";
#endif
}

// The one dispatch: the widest pass the processor has.
TEST(FastPath, WidestPassFollowsTheProcessor) {
  const int pass = widest_pass([] { return 2; }, [] { return 1; }, [] { return 0; });
  EXPECT_EQ(pass, kProcessor.avx2 ? 2 : kProcessor.ssse3 ? 1 : 0);
}

}  // namespace
}  // namespace caylus::test
