// The placement rule's bool-only mode (core/rules/placement.cpp: may_place_on_open_road,
// may_place_on_special), which legal_actions and check_place ask first, held to the full rule.
// The rule's own tests are tests/placement_test.cpp.
#include <gtest/gtest.h>

#include "core/rules/rules.h"
#include "tools/fuzzing/play.h"
#include "unit_helpers.h"

namespace caylus::test {
namespace {

// The bool-only mode of the placement rule (rules::may_place_on_open_road, which legal_actions
// uses without asking check_placement again) agrees with the full rule on random states: for every
// player and every space, whenever it says yes the rules below it (workers left,
// check_worker_space, the cost) say yes too, and on every free road building it says exactly what
// they say; its special buildings' form (rules::may_place_on_special) says exactly what they say;
// and legal_actions offers exactly the placements check() accepts.
TEST(Placement, BoolOnlyModeAgreesWithTheFullRuleOnRandomStates_PlaceCost) {
  std::vector<Action> offered;
  int compared = 0;
  int specials_compared = 0;
  int specials_accepted = 0;
  for (int game = 0; game < scaled(120); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 7000);
    GameState s = random_start(rng, 2 + game % 4);
    // Compared at every decision of a uniform random game (s, with the legal actions in
    // offered), before the action drawn is applied.
    auto compare = [&](const GameState&, const std::vector<Action>&, const Action&) {
      if (s.decision.kind == DecisionKind::placement) {
        for (PlayerIndex p = 0; p < s.player_count; ++p) {
          for (int space = 0; space <= kFirstSpecialSpace + kSpecialCount; ++space) {
            auto at = static_cast<Space>(space);
            RuleId rule;
            bool full = s.available_workers(p) > 0 && !rules::check_worker_space(s, p, at) &&
                        s.player(p).goods.deniers >= rules::placement_cost(s, p, at, rule);
            bool fast = rules::may_place_on_open_road(s, p, at);
            if (fast) {
              ASSERT_TRUE(full) << "space " << space << ", player " << int(p);
            }
            auto kind = is_road(at) ? building(s.road[at].building).kind : BuildingKind::none;
            bool open_road = is_road(at) && s.road[at].worker == kNoPlayer &&
                             kind != BuildingKind::none && kind != BuildingKind::residence &&
                             kind != BuildingKind::prestige;
            if (open_road) {
              ASSERT_EQ(fast, full) << "space " << space << ", player " << int(p);
            }
            // The special buildings' bool-only mode says exactly what the full rule says.
            if (is_special(at)) {
              ASSERT_EQ(rules::may_place_on_special(s, p, to_special(at)), full)
                  << "space " << space << ", player " << int(p);
              ++specials_compared;
              specials_accepted += full ? 1 : 0;
            }
            ++compared;
          }
        }
        PlayerIndex p = s.decision.player;
        for (int space = 0; space <= kFirstSpecialSpace + kSpecialCount; ++space) {
          Action a = place(p, static_cast<Space>(space));
          bool legal = std::find(offered.begin(), offered.end(), a) != offered.end();
          ASSERT_EQ(legal, !check(s, a).has_value()) << "space " << space;
        }
      }
    };
    fuzzing::PlayOutcome out =
        fuzzing::play(s, offered, fuzzing::uniform_choice(rng), {}, stop_at_fatal_failure(compare));
    if (HasFatalFailure()) return;
    ASSERT_FALSE(out.engine_bug()) << out.engine_error(s);
  }
  EXPECT_GT(compared, scaled(120) * 1000);
  // Both answers are seen many times (the comparison is not vacuous).
  EXPECT_GT(specials_accepted, scaled(120) * 10);
  EXPECT_GT(specials_compared - specials_accepted, scaled(120) * 10);
}

}  // namespace
}  // namespace caylus::test
