// The state a log starts from (replay/positions/initial_state.h): a snapshot, or a new game from
// the neutral buildings' order or the seed that draws it, with its position applied if it has one.
#include "replay/positions/initial_state.h"

#include "core/language/catalog.h"
#include "core/random.h"
#include "replay/input/json_input.h"
#include "replay/positions/position.h"

namespace caylus {

using json_input::error_at;

std::variant<GameState, LogError> initial_state(const GameLog& log, OpeningSteps* opening) {
  if (log.start_state) {
    if (log.start_state->player_count != static_cast<int>(log.players.size()))
      return error_at("setup.players",
                      fill_in(tr("the snapshot has {0} players, setup.players names {1}"),
                              log.start_state->player_count, log.players.size()));
    return *log.start_state;
  }
  GameSetup setup;
  setup.player_count = static_cast<int>(log.players.size());
  setup.options = log.options;
  if (setup.player_count < kMinPlayers || setup.player_count > kMaxPlayers)
    return error_at("setup.players",
                    fill_in(tr("Caylus is played by 2 to 5 players, not {0}"), setup.player_count));
  if (log.neutral) {
    setup.neutral = *log.neutral;
  } else if (log.seed) {
    SplitMix64 rng(*log.seed);  // core/random.h: the neutral tiles are the first draws
    setup.neutral = draw_neutral(rng);
  } else {
    return error_at("setup", std::string(tr("the setup needs the neutral buildings' order "
                                            "('neutral') or a 'seed' to draw it from")));
  }
  if (auto v = check_setup(setup))
    return error_at(v->rule == RuleId::setup_players ? "setup.players" : "setup.neutral",
                    v->message);
  if (log.position)
    return apply_position(new_game(setup), *log.position, log.players, "setup.position", opening);
  return new_game(setup);
}

}  // namespace caylus
