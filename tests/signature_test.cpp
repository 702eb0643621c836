// The behaviour signature (issue 7): any change to what the engine does — a rule, a number, the
// order of legal actions, the random setup — changes this value. An unintended change fails
// here. After an INTENDED rule change: run `build/release/caylus bench --signature`, put the new
// value below, and quote it in the commit message (docs/testing.md).
#include <gtest/gtest.h>

#include "tools/fuzzing/signature.h"

namespace caylus::fuzzing {
namespace {

constexpr const char* kPinnedSignature = "39548df8c31249b0";

TEST(BehaviourSignature, MatchesThePinnedValue) {
  EXPECT_EQ(signature_text(behaviour_signature()), kPinnedSignature)
      << "the engine's behaviour changed; if intended, update kPinnedSignature and quote the new "
         "signature in the commit message";
}

TEST(BehaviourSignature, IsDeterministic) {
  EXPECT_EQ(behaviour_signature(), behaviour_signature());
}

}  // namespace
}  // namespace caylus::fuzzing
