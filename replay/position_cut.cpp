// Cutting a position out of a game (replay/position.h, position_at): the log is replayed up to
// the moment asked for, each action applied once more to see the state as every phase began
// (core/engine.h, apply_noting_phases); the last phase start whose position replays to the very
// same state is written.
#include <algorithm>

#include "core/engine.h"
#include "replay/json_input.h"
#include "replay/position.h"
#include "replay/replayer.h"

namespace caylus {
namespace {

struct PhaseStart {
  GameState state;  // as the phase began
  int from_entry;   // the first entry not yet replayed then
};

// The state `state` (as a phase began) leads to: its automatic steps up to the first decision.
GameState first_decision(GameState state) {
  begin_phase(state, state.phase);
  return state;
}

}  // namespace

std::variant<PositionCut, LogError> position_at(const GameLog& log, int at) {
  if (log.start_state)
    return json_input::error_at(
        "setup.state", "a log that starts from a snapshot has no game start to write a position "
                       "against: --position needs a log from players and neutral (or seed)");
  GameLog fresh = log;
  fresh.position.reset();
  auto start = initial_state(fresh);
  if (auto* error = std::get_if<LogError>(&start)) return *error;
  const GameState& new_game_state = std::get<GameState>(start);

  std::vector<PhaseStart> starts;
  ReplayOptions options;
  options.stop_at = at;
  options.observer = [&](const Step& step) -> std::optional<StepFailure> {
    GameState copy = step.before;
    int from = step.forced ? step.action_index : step.action_index + 1;
    apply_noting_phases(copy, step.action,
                        [&](const GameState& s) { starts.push_back({s, from}); });
    return std::nullopt;
  };
  ReplayResult replayed = replay_log(log, options);
  if (replayed.input_error) return *replayed.input_error;
  // (An amendment after a phase began is among the rest of the log, and is replayed again.)
  // The latest phase start that a position can say, else the log's own start.
  for (auto it = starts.rbegin(); it != starts.rend(); ++it) {
    Claims claims = position_of(it->state, new_game_state);
    auto back = apply_position(new_game_state, claims, log.players, "position");
    if (std::holds_alternative<LogError>(back)) continue;
    if (!(std::get<GameState>(back) == first_decision(it->state))) continue;
    return PositionCut{std::move(claims), it->from_entry, it->state.turn, it->state.phase};
  }
  PositionCut cut;
  if (log.position) cut.position = *log.position;
  cut.turn = std::get<GameState>(initial_state(log)).turn;
  cut.phase = log.position && log.position->phase ? *log.position->phase : Phase::placement;
  return cut;
}

}  // namespace caylus
