// The state a log starts from (replay/positions/initial_state.h): a snapshot, or a new game from
// the neutral buildings' order or the seed that draws it, with its position applied if it has one.
#include "replay/positions/initial_state.h"

#include "core/random.h"
#include "replay/input/json_input.h"
#include "replay/positions/position.h"

namespace caylus {

using json_input::error_at;

std::variant<GameState, LogError> initial_state(const GameLog& log, OpeningSteps* opening) {
  if (log.start_state) {
    if (log.start_state->player_count != static_cast<int>(log.players.size()))
      return error_at("setup.players",
                      "the snapshot has " + std::to_string(log.start_state->player_count) +
                          " players, setup.players names " + std::to_string(log.players.size()));
    return *log.start_state;
  }
  GameSetup setup;
  setup.player_count = static_cast<int>(log.players.size());
  setup.options = log.options;
  if (setup.player_count < kMinPlayers || setup.player_count > kMaxPlayers)
    return error_at("setup.players", "Caylus is played by 2 to 5 players, not " +
                                         std::to_string(setup.player_count));
  if (log.neutral) {
    setup.neutral = *log.neutral;
  } else if (log.seed) {
    SplitMix64 rng(*log.seed);  // core/random.h: the neutral tiles are the first draws
    setup.neutral = draw_neutral(rng);
  } else {
    return error_at("setup",
                    "the setup needs the neutral buildings' order ('neutral') or a "
                    "'seed' to draw it from");
  }
  if (auto v = check_setup(setup))
    return error_at(v->rule == RuleId::setup_players ? "setup.players" : "setup.neutral",
                    v->message);
  if (log.position)
    return apply_position(new_game(setup), *log.position, log.players, "setup.position", opening);
  return new_game(setup);
}

}  // namespace caylus
