#include "tools/random_game.h"

#include <span>

#include "core/random.h"
#include "tools/fuzzing/policy.h"

namespace caylus::tools {
namespace {
// The rulebook's colours, in the order the box lists them.
const std::vector<std::string> kColours = {"blue", "red", "green", "orange", "black"};
}  // namespace

RandomGame play_random_game(int players, std::uint64_t seed, const RuleOptions& options,
                            int policy) {
  const fuzzing::PolicyInfo& chooser = fuzzing::policy_table()[static_cast<std::size_t>(policy)];
  RandomGame game;
  game.setup.player_count = players;
  game.setup.options = options;
  SplitMix64 rng(seed);
  game.setup.neutral = draw_neutral(rng);
  game.names.assign(kColours.begin(), kColours.begin() + players);
  rng.shuffle(std::span<std::string>(game.names));  // setup.turn_order: random
  GameState s = new_game(game.setup);
  std::vector<Action> legal;
  while (!s.game_over()) {
    legal_actions(s, legal);
    const Action a = legal[fuzzing::pick_action(chooser, s, legal, rng)];
    game.actions.push_back(a);
    if (auto v = apply(s, a)) {
      game.engine_error = "the engine refused its own legal action " +
                          render_message(action_to_string(a), game.names) + ": " + v->rule_text();
      break;
    }
  }
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
