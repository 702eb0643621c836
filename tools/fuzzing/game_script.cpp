#include "tools/fuzzing/game_script.h"

#include <algorithm>

#include "tools/fuzzing/policy.h"

namespace caylus::fuzzing {

GameScript fuzz_script(std::uint64_t run_seed, std::uint64_t game, int players, int riches,
                       int policy, const RuleOptions& options) {
  GameScript script;
  script.players = players != 0 ? players : 2 + static_cast<int>(game % 4);
  script.seed = SplitMix64(run_seed + game).next();
  script.options = options;
  // Rich games reach castle-heavy situations, deep ones start mid-game.
  script.riches = game % 2 == 1 ? riches : 0;
  if (game % 4 == 2) script.deep_turn = 4 + static_cast<int>((script.seed >> 8) % 9);
  script.policy = policy != kMixedPolicy         ? policy
                  : (script.seed >> 16) % 2 == 0 ? kUniformPolicy
                                                 : kGuidedPolicy;
  return script;
}

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
  if (script.deep_turn > 0) s = deep_state(s, script.deep_turn, script.seed ^ 0xDEE9DEE9ULL);
  return s;
}

GameState deep_state(GameState from, int turn, std::uint64_t seed) {
  const PolicyInfo& guided = policy_table()[kGuidedPolicy];
  SplitMix64 rng(seed);
  std::vector<Action> legal;
  GameState last_placement = from;
  while (!from.game_over()) {
    if (from.decision.kind == DecisionKind::placement) {
      last_placement = from;
      if (from.turn >= turn) break;
    }
    legal_actions(from, legal);
    if (legal.empty() || apply(from, legal[pick_action(guided, from, legal, rng)])) break;
  }
  // A perturbation that keeps every invariant true: the favor markers anywhere up to the columns
  // open now, as players who took more favors would have them. Games seldom take five favors in
  // one row; from here one favor reaches column 5.
  GameState& s = last_placement;
  // favor.columns from the scored sections, as the rule says (not the engine's helper).
  int open = s.is_scored(Section::walls) ? 5 : s.is_scored(Section::dungeon) ? 4 : 2;
  for (PlayerIndex p = 0; p < s.player_count; ++p)
    for (auto& marker : s.player(p).favor)
      marker = static_cast<std::uint8_t>(
          std::max<std::uint64_t>(marker, rng.below(static_cast<std::uint64_t>(open) + 1)));
  return last_placement;
}

ScriptChooser::ScriptChooser(const GameScript& script)
    : script_(script), rng_state_(script.seed ^ 0x5DEECE66DULL) {}

const Action& ScriptChooser::choose(const GameState& state, const std::vector<Action>& legal) {
  if (next_ < script_.choices.size()) return legal[script_.choices[next_++] % legal.size()];
  SplitMix64 rng(rng_state_);
  std::size_t pick =
      pick_action(policy_table()[static_cast<std::size_t>(script_.policy)], state, legal, rng);
  rng_state_ = rng.next();
  return legal[pick];
}

}  // namespace caylus::fuzzing
