// Writes corpus/regressions/: for each planted engine bug of core/mutations.h, the property
// suite hunts it with the mutant engine, shrinks the game that exposed it to a story, and this
// program writes the story as an ordinary log whose `expect` is what the CORRECT engine answers
// (legal, or the rule the mutant let through). `caylus check corpus/regressions` replays them all
// with every invariant, so the same bug, planted again, fails the suite there too.
//
//   build/dev/tests/caylus_mutant_stories corpus/regressions
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "core/mutations.h"
#include "mutant_hunt.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "tools/fuzzing/properties.h"
#include "tools/fuzzing/shrink.h"

using namespace caylus;
using namespace caylus::fuzzing;

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: caylus_mutant_stories DIR\n");
    return 2;
  }
  std::filesystem::create_directories(argv[1]);
  int written = 0;
  for (int i = 1; i < static_cast<int>(kMutationNames.size()); ++i) {
    auto m = static_cast<Mutation>(i);
    std::string name(kMutationNames[i]);
    active_mutation() = m;
    std::optional<Counterexample> story;
    GameScript found;
    for (int game = 0; game < kHuntGames && !story; ++game) {
      GameScript script = hunt_script(game);
      RunOptions options = hunt_options(script);
      GameRun run = run_script(script, options);
      if (run.failure) {
        story = shrink_script(script, run, options);
        found = script;
      }
    }
    active_mutation() = Mutation::none;
    if (!story) {
      std::fprintf(stderr, "%s: not found\n", name.c_str());
      continue;
    }
    auto names = script_names(found.players);
    GameLog log = counterexample_log(
        *story, names,
        "planted bug '" + name + "' (core/mutations.h), found by the property suite: players " +
            std::to_string(found.players) + ", seed " + std::to_string(found.seed) +
            (found.riches ? ", rich start" : ""));
    log.title = "regression: " + name + " (" + story->failure.property + ")";
    // What the correct engine says of these actions, with every invariant on.
    log.expect.reset();
    ReplayResult truth = replay_log(std::get<GameLog>(read_log(write_log(log))));
    ExpectClaims& expect = log.expect.emplace();
    expect.verdict = truth.verdict;
    if (truth.error && truth.verdict == Verdict::illegal) {
      expect.action = truth.error->action;
      expect.rule = truth.error->rule;
    }
    std::string text = write_log(log);
    auto path = std::filesystem::path(argv[1]) / (name + ".json");
    std::ofstream(path) << text;
    std::printf("%-26s %3zu actions  expect %s  -> %s\n", name.c_str(), story->actions.size(),
                expect_json(expect, log.players).dump().c_str(), path.string().c_str());
    ++written;
  }
  return written == static_cast<int>(kMutationNames.size()) - 1 ? 0 : 1;
}
