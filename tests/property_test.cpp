// The property suite (issue 5): RapidCheck generates random legal games — player count, seed,
// rule options and the choices made at each decision — and every property of
// tools/fuzzing/properties.h and replay_properties.h must hold at every step. A failure is
// shrunk by RapidCheck (fewer, smaller choices) and printed with the script that reproduces it.
//
// At least 2,000 games run by default (RC_PARAMS="max_success=2000 seed=20261121"); set RC_PARAMS
// to change the count or the seed. Bigger runs: `caylus fuzz --games N`.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdlib>
#include <ostream>

#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/properties.h"
#include "tools/fuzzing/replay_properties.h"

namespace caylus::fuzzing {

void showValue(const GameScript& script, std::ostream& os) {
  os << "players " << script.players << ", seed " << script.seed << ", options {";
  for (auto [name, value] : non_default_options(script.options)) os << " " << name << "=" << value;
  os << " }, riches " << script.riches << ", " << script.choices.size() << " choices:";
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
        gen::set(&GameScript::riches, gen::element(0, 0, 10)));
  }
};

}  // namespace rc

namespace caylus::fuzzing {
namespace {

RC_GTEST_PROP(Properties, EveryRandomGameKeepsEveryPropertyAtEveryStep,
              (const GameScript& script)) {
  GameRun run = run_script(
      script, RunOptions{.record_states = true, .probes_per_step = 1, .probe_seed = script.seed});
  if (run.failure)
    RC_FAIL(run.failure->property + " after action #" + std::to_string(run.failure->step) + ": " +
            run.failure->message);
  if (auto failure = check_replay_properties(run, script_names(script.players)))
    RC_FAIL(failure->property + " (step " + std::to_string(failure->step) +
            "): " + failure->message);
  RC_ASSERT(run.final_state.game_over());
  RC_ASSERT(static_cast<int>(run.final_state.turn) <= kMaxTurns);
}

}  // namespace
}  // namespace caylus::fuzzing

int main(int argc, char** argv) {
  // Deterministic by default, so that CI is repeatable; RC_PARAMS overrides.
  setenv("RC_PARAMS", "max_success=2000 seed=20261121", /*overwrite=*/0);
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
