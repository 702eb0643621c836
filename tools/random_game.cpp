#include "tools/random_game.h"

#include <span>

#include "core/random.h"
#include "tools/fuzzing/play.h"

namespace caylus::tools {
namespace {
// The rulebook's colours, in the order the box lists them.
const std::vector<std::string> kColours = {"blue", "red", "green", "orange", "black"};
}  // namespace

RandomGame play_random_game(int players, std::uint64_t seed, const RuleOptions& options,
                            int policy) {
  RandomGame game;
  game.setup.player_count = players;
  game.setup.options = options;
  SplitMix64 rng(seed);
  game.setup.neutral = draw_neutral(rng);
  game.names.assign(kColours.begin(), kColours.begin() + players);
  rng.shuffle(std::span<std::string>(game.names));  // setup.turn_order: random
  GameState s = new_game(game.setup);
  std::vector<Action> legal;
  fuzzing::PlayOutcome out =
      fuzzing::play(s, legal, fuzzing::policy_choice(policy, rng), {}, fuzzing::KeepPlaying{},
                    [&game](const GameState&, const Action& a) { game.actions.push_back(a); });
  // The log keeps the action refused, so that it reproduces the fault.
  if (out.end == fuzzing::PlayEnd::engine_refused) game.actions.push_back(out.refused_action);
  if (out.engine_bug()) game.engine_error = out.engine_error(s, game.names);
  game.final_state = s;
  return game;
}

GameLog random_game_log(const RandomGame& game, std::uint64_t seed) {
  GameLog log;
  log.options = game.setup.options;
  log.players = game.names;
  log.neutral = game.setup.neutral;
  log.seed = seed;
  for (const Action& a : game.actions) {
    LogEntry entry;
    entry.action = a;
    log.entries.push_back(entry);
  }
  return log;
}

}  // namespace caylus::tools
