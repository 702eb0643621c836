// The mutation check (issue 5): each planted engine bug of core/mutations.h, switched on alone,
// must be caught by the property suite (invariants, legal_actions/check agreement,
// determinism, bounded games) within a bounded number of random games; the caught failure is
// then shrunk to a story that still shows it. Prints the kill count.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>

#include "core/mutations.h"
#include "mutant_hunt.h"
#include "tools/fuzzing/properties.h"
#include "tools/fuzzing/shrink.h"

namespace caylus::fuzzing {
namespace {

const int kGamesPerMutant =
    std::getenv("MUTANT_GAMES") ? std::atoi(std::getenv("MUTANT_GAMES")) : kHuntGames;

struct Kill {
  int games = 0;  // games played until the first failure (0 = survived)
  std::string property;
  int story_actions = 0;
  int original_actions = 0;
};

Kill hunt(Mutation m) {
  active_mutation() = m;
  Kill kill;
  for (int game = 0; game < kGamesPerMutant; ++game) {
    GameScript script = hunt_script(game);
    RunOptions options = hunt_options(script);
    GameRun run = run_script(script, options);
    if (!run.failure) continue;
    kill.games = game + 1;
    kill.property = run.failure->property;
    Counterexample story = shrink_script(script, run, options);
    kill.story_actions = static_cast<int>(story.actions.size());
    kill.original_actions = static_cast<int>(run.actions.size());
    // The shrunk log is legal and still fails the same way.
    EXPECT_TRUE(fails_the_same_way(story.setup, story.start, story.actions, story.failure.property,
                                   options))
        << kMutationNames[static_cast<int>(m)];
    EXPECT_LE(kill.story_actions, kill.original_actions);
    break;
  }
  active_mutation() = Mutation::none;
  return kill;
}

TEST(MutationCheck, ThePropertySuiteCatchesEveryPlantedBug) {
  int killed = 0, planted = 0;
  for (int i = 1; i < static_cast<int>(kMutationNames.size()); ++i) {
    auto m = static_cast<Mutation>(i);
    ++planted;
    Kill kill = hunt(m);
    if (kill.games > 0) {
      ++killed;
      std::printf("  killed %-26s after %3d game(s) by %-40s story %3d of %3d actions\n",
                  std::string(kMutationNames[i]).c_str(), kill.games, kill.property.c_str(),
                  kill.story_actions, kill.original_actions);
    } else {
      std::printf("  SURVIVED %-24s %d games\n", std::string(kMutationNames[i]).c_str(),
                  kGamesPerMutant);
    }
    EXPECT_GT(kill.games, 0) << kMutationNames[i] << " survived " << kGamesPerMutant << " games";
  }
  std::printf("mutation check: %d of %d planted bugs killed\n", killed, planted);
}

// The suite must be quiet on the real engine compiled the same way: no mutation, no failure.
TEST(MutationCheck, NoFailureWithoutAMutation) {
  active_mutation() = Mutation::none;
  for (int game = 0; game < 50; ++game) {
    GameScript script;
    script.players = 2 + game % 4;
    script.seed = 77ULL + static_cast<std::uint64_t>(game);
    GameRun run = run_script(script);
    ASSERT_FALSE(run.failure.has_value()) << run.failure->property << ": " << run.failure->message;
  }
}

}  // namespace
}  // namespace caylus::fuzzing
