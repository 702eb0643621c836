#include "tools/fuzzing/game_script.h"

#include "core/random.h"

namespace caylus::fuzzing {

GameSetup script_setup(const GameScript& script) {
  GameSetup setup;
  setup.player_count = script.players;
  setup.options = script.options;
  SplitMix64 rng(script.seed);
  setup.neutral = draw_neutral(rng);
  return setup;
}

std::vector<std::string> script_names(int players) {
  static const std::vector<std::string> kColours = {"blue", "red", "green", "orange", "black"};
  return {kColours.begin(), kColours.begin() + players};
}

GameState script_start(const GameScript& script) {
  GameState s = new_game(script_setup(script));
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    Resources& goods = s.player(p).goods;
    for (Cube c : kAllCubes) goods[c] = static_cast<std::int16_t>(goods[c] + script.riches);
    goods.deniers = static_cast<std::int16_t>(goods.deniers + 3 * script.riches);
  }
  return s;
}

ScriptChooser::ScriptChooser(const GameScript& script)
    : script_(script), rng_state_(script.seed ^ 0x5DEECE66DULL) {}

const Action& ScriptChooser::choose(const std::vector<Action>& legal) {
  if (next_ < script_.choices.size()) return legal[script_.choices[next_++] % legal.size()];
  SplitMix64 rng(rng_state_);
  std::uint64_t pick = rng.below(legal.size());
  rng_state_ = rng.next();
  return legal[pick];
}

}  // namespace caylus::fuzzing
