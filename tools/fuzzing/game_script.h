// A random game as a script: the player count, a seed, the rule options and a list of choices.
// At each decision the game takes legal_actions()[choice % count]; once the choices run out it
// draws from SplitMix64(seed), with the script's policy (policy.h). RapidCheck generates scripts
// and shrinks the choices (towards fewer and smaller ones, i.e. towards "always the first legal
// action"); `caylus fuzz` uses scripts with no choices, one seed per game.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/engine.h"

namespace caylus::fuzzing {

struct GameScript {
  int players = 4;
  std::uint64_t seed = 0;
  RuleOptions options;
  std::vector<std::uint32_t> choices;
  // Extra goods for every player at the start: `riches` cubes of each type and 3 x `riches`
  // deniers. Rich games build the castle fast, so sections complete before the bailiff's mark
  // and houses overflow — situations uniform random play from the normal setup rarely reaches.
  // Such a game starts from a snapshot (setup.state), as a disputed position would.
  int riches = 0;
  // The policy (index in policy_table()) that draws the decisions once the choices run out.
  int policy = 0;
  // Start deep (issue 13): when > 0, the game starts from a random valid mid-game state, the
  // first placement decision of turn `deep_turn` (or the last one before the game ended) of a
  // game played from the normal setup with the guided policy and the script's seed. The road is
  // crowded and the castle half full there; the Runner checks the start with every invariant,
  // and a counterexample starts from it as a snapshot (setup.state).
  int deep_turn = 0;
};

// The game-th game of a `caylus fuzz` run from `run_seed`: its own seed derived from run_seed +
// game; `players` (0 = 2 to 5 in turn); every other game rich (`riches`), every fourth from a
// deep start (turn 4 to 12); the policy given, or for kMixedPolicy uniform or guided as its seed
// says. A game is the same whichever shard or job of the run plays it.
inline constexpr int kMixedPolicy = -1;
GameScript fuzz_script(std::uint64_t run_seed, std::uint64_t game, int players, int riches,
                       int policy, const RuleOptions& options);

// The board of a script: neutral tiles drawn from the seed (core/random.h), player names.
GameSetup script_setup(const GameScript& script);
std::vector<std::string> script_names(int players);
// The state the script starts from: new_game(script_setup) plus the riches, then the deep start.
GameState script_start(const GameScript& script);
// A random valid mid-game state: `from` played on with the guided policy (drawing from `seed`)
// up to the first placement decision of turn `turn` (or the last one before the game ended),
// then the favor markers moved up at random within the open columns.
GameState deep_state(GameState from, int turn, std::uint64_t seed);

// Picks the action of each decision in turn among `legal` (non-empty): its index, as the
// choosers of play.h do.
class ScriptChooser {
 public:
  explicit ScriptChooser(const GameScript& script);
  std::size_t operator()(const GameState& state, const std::vector<Action>& legal);

 private:
  const GameScript& script_;
  std::size_t next_ = 0;
  std::uint64_t rng_state_;
};

}  // namespace caylus::fuzzing
