#include "tools/fuzzing/game_script.h"

#include <algorithm>

#include "tools/fuzzing/play.h"
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
  SplitMix64 rng(seed);
  GameState last_placement = from;
  // Keeps each placement decision reached; true while it comes before `turn`. Looked at after
  // each action, before the next draw: the draws that follow (the favor markers) depend on it.
  auto before_turn = [&last_placement, turn](const GameState& s) {
    if (s.game_over() || s.decision.kind != DecisionKind::placement) return true;
    last_placement = s;
    return s.turn < turn;
  };
  std::vector<Action> legal;
  if (before_turn(from))
    (void)play(from, legal, policy_choice(kGuidedPolicy, rng), {}, KeepPlaying{},
               [&before_turn](const GameState& s, const Action&) { return before_turn(s); });
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

std::size_t ScriptChooser::operator()(const GameState& state, const std::vector<Action>& legal) {
  if (next_ < script_.choices.size()) return script_.choices[next_++] % legal.size();
  SplitMix64 rng(rng_state_);
  std::size_t pick =
      pick_action(policy_table()[static_cast<std::size_t>(script_.policy)], state, legal, rng);
  rng_state_ = rng.next();
  return pick;
}

}  // namespace caylus::fuzzing
