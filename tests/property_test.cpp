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
#include <set>

#include "game_script_arbitrary.h"
#include "invariants/invariants.h"
#include "replay/positions/snapshot.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/metamorphic.h"
#include "tools/fuzzing/policy.h"
#include "tools/fuzzing/properties.h"
#include "tools/fuzzing/replay_properties.h"

namespace caylus::fuzzing {
namespace {

RC_GTEST_PROP(Properties, EveryRandomGameKeepsEveryPropertyAtEveryStep,
              (const GameScript& script)) {
  GameRun run = run_script(
      script,
      RunOptions{.record_states = true,
                 .probes_per_step = 1,
                 .probe_seed = script.seed,
                 .unused_option = static_cast<int>((script.seed >> 24) % option_table().size())});
  if (run.failure)
    RC_FAIL(run.failure->property + " after action #" + std::to_string(run.failure->step) + ": " +
            run.failure->message);
  if (auto failure = check_replay_properties(run, script_names(script.players), 40, script.seed))
    RC_FAIL(failure->property + " (step " + std::to_string(failure->step) +
            "): " + failure->message);
  RC_ASSERT(run.final_state.game_over());
  RC_ASSERT(static_cast<int>(run.final_state.turn) <= kMaxTurns);
}

// An option in play is reported as such, not as a broken property: a guided game that builds
// the lawyer differs under lawyer_prestige=3 from the lawyer on, and the property holds.
TEST(Metamorphic, AnOptionInPlayIsNotABrokenProperty) {
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 40 && checked < 3; ++seed) {
    GameScript script;
    script.players = 3;
    script.seed = seed;
    script.policy = kGuidedPolicy;
    GameRun run = run_script(script);
    ASSERT_FALSE(run.failure.has_value()) << run.failure->property;
    bool lawyer = false;
    for (Space i = 1; i <= kRoadSpaces; ++i)
      lawyer = lawyer || run.final_state.road[i].building == BuildingId::lawyer;
    if (!lawyer) continue;
    ++checked;
    for (const auto& info : option_table())
      EXPECT_FALSE(check_unused_option(run, info.name).has_value()) << info.name;
    // The lawyer's builder ends with 1 PP less under the other value: the option did matter.
    GameState twin = run.start;
    (void)set_option(twin.options, "lawyer_prestige", "3");
    for (const Action& a : run.actions) ASSERT_FALSE(apply(twin, a).has_value());
    twin.options = run.final_state.options;
    EXPECT_FALSE(twin == run.final_state);
  }
  EXPECT_EQ(checked, 3);
}

// Start deep: a random mid-game state (deep_state) is a valid state — every invariant holds,
// a decision is pending, its snapshot reads back to the same state — at the turn asked for,
// with a crowded road, unless the game ended first.
RC_GTEST_PROP(Properties, DeepStartsAreValidMidGameStates, ()) {
  GameScript script;
  script.players = *rc::gen::inRange(2, 6);
  script.seed = *rc::gen::arbitrary<std::uint64_t>();
  script.riches = *rc::gen::element(0, 10);
  script.deep_turn = *rc::gen::inRange(2, 15);
  GameState s = script_start(script);
  InvariantChecker invariants;
  if (auto f = invariants.check_state(s)) RC_FAIL("invariant:" + f->id + ": " + f->message);
  RC_ASSERT(!s.game_over());
  RC_ASSERT(s.decision.kind == DecisionKind::placement);
  std::vector<Action> legal;
  legal_actions(s, legal);
  RC_ASSERT(!legal.empty());
  auto names = script_names(script.players);
  auto back = read_snapshot(write_snapshot(s, names), names, "deep start");
  RC_ASSERT(std::holds_alternative<GameState>(back));
  RC_ASSERT(std::get<GameState>(back) == s);
  // Rich games may fill the castle and end before the turn asked: then the last placement.
  RC_ASSERT(s.turn <= script.deep_turn);
  RC_TAG(s.turn == script.deep_turn ? "at the turn asked" : "the game ended first");
}

}  // namespace
}  // namespace caylus::fuzzing

int main(int argc, char** argv) {
  // Deterministic by default, so that CI is repeatable; RC_PARAMS overrides.
  setenv("RC_PARAMS", "max_success=2000 seed=20261121", /*overwrite=*/0);
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
