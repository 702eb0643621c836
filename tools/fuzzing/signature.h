// The behaviour signature (issue 7): one number that changes whenever the engine's behaviour
// does. It is a hash of the final states of a fixed set of seeded random games, 2 to 5 players,
// under the default rules and under every option at its second value. `caylus bench` prints it;
// tests/signature_test.cpp pins it, so an unintended behaviour change fails the suite. An
// intended rule change updates the pinned value and quotes the new one in its commit message.
#pragma once

#include <cstdint>
#include <string>

namespace caylus::fuzzing {

inline constexpr int kSignatureGamesPerSet = 25;  // per player count and option set

std::uint64_t behaviour_signature();
std::string signature_text(std::uint64_t signature);  // 16 hex digits

}  // namespace caylus::fuzzing
