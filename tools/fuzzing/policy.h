// Policies of random play: how a random game picks among the legal actions of a decision.
// `uniform` draws every legal action with the same chance (what `caylus play` always did);
// `guided` is still random over the legal actions, but weighs them toward what makes a game go
// deep: offering batches when one is held, building with the carpenter, mason and architect,
// the lawyer, higher favor columns, the joust (issue 13). Every legal action keeps a weight of
// at least 1, so every kind of decision still occurs. One table, declared once, names them for
// `caylus play --policy` and `caylus fuzz --policy`.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/engine.h"
#include "core/random.h"

namespace caylus::fuzzing {

// Fills `weights` (one per legal action, each >= 1); nullptr = uniform.
using ActionWeights = void (*)(const GameState& state, const std::vector<Action>& legal,
                               std::vector<std::uint32_t>& weights);

struct PolicyInfo {
  std::string_view name;
  std::string_view doc;
  ActionWeights weights;
};

const std::vector<PolicyInfo>& policy_table();
// The policy named `name`, or nullptr.
const PolicyInfo* find_policy(std::string_view name);
// "uniform|guided": for --help and error messages.
std::string policy_names();
// The index in policy_table() of the uniform and the guided policy.
inline constexpr int kUniformPolicy = 0;
inline constexpr int kGuidedPolicy = 1;

// Picks one of `legal` (non-empty) for `policy`, drawing from `rng`. The uniform policy draws
// exactly once, rng.below(legal.size()), as the games logged before policies existed did.
std::size_t pick_action(const PolicyInfo& policy, const GameState& state,
                        const std::vector<Action>& legal, SplitMix64& rng);

}  // namespace caylus::fuzzing
