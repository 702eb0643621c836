// A random game as a script: the player count, a seed, the rule options and a list of choices.
// At each decision the game takes legal_actions()[choice % count]; once the choices run out it
// draws from SplitMix64(seed). RapidCheck generates scripts and shrinks the choices (towards
// fewer and smaller ones, i.e. towards "always the first legal action"); `caylus fuzz` uses
// scripts with no choices, one seed per game.
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
};

// The board of a script: neutral tiles drawn from the seed (core/random.h), player names.
GameSetup script_setup(const GameScript& script);
std::vector<std::string> script_names(int players);
// The state the script starts from: new_game(script_setup) plus the riches.
GameState script_start(const GameScript& script);

// Picks the action for decision number `step` among `legal` (non-empty).
class ScriptChooser {
 public:
  explicit ScriptChooser(const GameScript& script);
  const Action& choose(const std::vector<Action>& legal);

 private:
  const GameScript& script_;
  std::size_t next_ = 0;
  std::uint64_t rng_state_;
};

}  // namespace caylus::fuzzing
