// A game that does not end fails at once (issue 39, item 7): under several mutants the tests ran
// into ctest's 300 s timeout, playing a game with no end. fuzzing::play stops any game at
// kGameActionBound actions as an engine bug (PlayEnd::unending), whatever max_actions says, so a
// test that checks engine_bug() fails with a message instead of hanging.
#include <gtest/gtest.h>

#include "support.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/properties.h"

namespace caylus {
namespace {

using fuzzing::PlayEnd;
using fuzzing::PlayOutcome;

// The property suite's own bound (game.bounded) is met first, so that a long game is reported
// there, by property and step, and the loop's bound only ever stops a game nothing else stops.
TEST(PlayBound, AboveTheBoundOfThePropertySuite) {
  EXPECT_GT(fuzzing::kGameActionBound, static_cast<std::size_t>(fuzzing::kMaxActions));
}

TEST(PlayBound, AnUnendingGameIsAnEngineBugWithItsMessage) {
  PlayOutcome out;
  out.end = PlayEnd::unending;
  out.actions = fuzzing::kGameActionBound;
  GameState s = test::start(3);
  s.turn = 40;
  EXPECT_TRUE(out.engine_bug());
  EXPECT_EQ(out.engine_error(s),
            "the game goes on after 10000 actions, in turn 40: it never ends (game.bounded)");
  out.end = PlayEnd::action_cap;
  EXPECT_FALSE(out.engine_bug()) << "a cap the caller asked for is not a bug";
}

// Every real game ends far below the bound, with no cap given, and a cap the caller gives below
// the bound is still an action cap.
TEST(PlayBound, RealGamesEndBelowItAndACallersCapIsKept) {
  std::vector<Action> legal;
  for (int game = 0; game < 40; ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 77);
    GameState s = test::random_start(rng, 2 + game % 4, RuleOptions{});
    PlayOutcome out = fuzzing::play(s, legal, fuzzing::uniform_choice(rng));
    ASSERT_EQ(out.end, PlayEnd::game_over) << "game " << game << ": " << out.engine_error(s);
    EXPECT_LT(out.actions, static_cast<std::size_t>(fuzzing::kMaxActions));
  }
  SplitMix64 rng(5);
  GameState s = test::random_start(rng, 4, RuleOptions{});
  PlayOutcome capped = fuzzing::play(s, legal, fuzzing::uniform_choice(rng), {.max_actions = 30});
  EXPECT_EQ(capped.end, PlayEnd::action_cap);
  EXPECT_EQ(capped.actions, 30u);
}

}  // namespace
}  // namespace caylus
