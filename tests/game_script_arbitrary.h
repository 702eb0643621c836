// The RapidCheck generators of random games, where RapidCheck looks for them (rc::Arbitrary):
// a GameScript (tools/fuzzing/game_script.h) is a player count, a seed, a rule option set, the
// choices made at each decision (shrunk towards fewer and smaller ones), riches, a policy and a
// deep start; showValue prints the script that reproduces a failure. The one generator of random
// games of the tests: a test that wants RapidCheck games includes this header.
#pragma once

#include <rapidcheck.h>

#include <cstdint>
#include <ostream>
#include <vector>

#include "core/engine.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/policy.h"

namespace caylus::fuzzing {

inline void showValue(const GameScript& script, std::ostream& os) {
  os << "players " << script.players << ", seed " << script.seed << ", options {";
  for (auto [name, value] : non_default_options(script.options)) os << " " << name << "=" << value;
  os << " }, riches " << script.riches << ", policy " << policy_table()[script.policy].name
     << ", deep_turn " << script.deep_turn << ", " << script.choices.size() << " choices:";
  for (auto c : script.choices) os << " " << c;
}

}  // namespace caylus::fuzzing

namespace rc {

template <>
struct Arbitrary<caylus::RuleOptions> {
  static Gen<caylus::RuleOptions> arbitrary() {
    const auto& table = caylus::option_table();
    return gen::map(gen::container<std::vector<int>>(table.size(), gen::inRange(0, 2)),
                    [&table](const std::vector<int>& picks) {
                      caylus::RuleOptions options;
                      for (std::size_t i = 0; i < table.size(); ++i)
                        (void)caylus::set_option(
                            options, table[i].name,
                            table[i].values[picks[i] % table[i].values.size()]);
                      return options;
                    });
  }
};

template <>
struct Arbitrary<caylus::fuzzing::GameScript> {
  static Gen<caylus::fuzzing::GameScript> arbitrary() {
    using caylus::fuzzing::GameScript;
    return gen::build<GameScript>(
        gen::set(&GameScript::players, gen::inRange(2, 6)),
        gen::set(&GameScript::seed, gen::arbitrary<std::uint64_t>()),
        gen::set(&GameScript::options, gen::arbitrary<caylus::RuleOptions>()),
        gen::set(&GameScript::choices,
                 gen::container<std::vector<std::uint32_t>>(gen::arbitrary<std::uint32_t>())),
        gen::set(&GameScript::riches, gen::element(0, 0, 10)),
        gen::set(&GameScript::policy, gen::inRange(0, 2)),
        // Start deep (issue 13) in half the games: from turn 5, 8 or 11 of a guided game.
        gen::set(&GameScript::deep_turn, gen::element(0, 0, 0, 5, 8, 11)));
  }
};

}  // namespace rc
