// Cutting a position out of a game (replay/position_cut.h): the log is replayed up to
// the moment asked for, each action applied once more to see the state as every phase began
// (core/engine.h, apply_noting_phases); the last phase start whose position replays to the very
// same state is written.
#include "replay/position_cut.h"

#include <algorithm>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "replay/input/json_input.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/position.h"
#include "replay/positions/snapshot.h"
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
        "setup.state",
        "a log that starts from a snapshot has no game start to write a position "
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
    apply_noting_phases(copy, step.action, [&](const GameState& s) {
      starts.push_back({s, from});
    });
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

std::optional<std::string> snapshot_as_position(GameLog& log) {
  if (!log.start_state) return std::string(tr("the log starts from no snapshot"));
  const GameState& snapshot = *log.start_state;
  // The neutral tiles still on spaces 1-6 stay there; the others (transformed) in any order.
  GameSetup setup;
  setup.player_count = snapshot.player_count;
  setup.options = snapshot.options;
  std::vector<BuildingId> left(kNeutralBuildings.begin(), kNeutralBuildings.end());
  for (int i = 0; i < 6; ++i) {
    auto it = std::find(left.begin(), left.end(), snapshot.road[i + 1].building);
    if (it == left.end()) continue;
    setup.neutral[i] = *it;
    left.erase(it);
  }
  for (int i = 0; i < 6; ++i)
    if (setup.neutral[i] == BuildingId::none) {
      setup.neutral[i] = left.front();
      left.erase(left.begin());
    }
  GameState start = new_game(setup);
  Claims claims = position_of(snapshot, start);
  auto back = apply_position(start, claims, log.players, "position");
  if (auto* error = std::get_if<LogError>(&back))
    return fill_in(tr("a position cannot say this snapshot: {0}: {1}"), error->path,
                   error->message);
  // The next turn's order is read only while the stables' order waits for the next turn
  // (turn_order_pending, stables_effect=next_turn; core/rules/end_of_turn.cpp), and written
  // before it waits (core/rules/special_buildings.cpp); otherwise it is whatever an earlier
  // moment left there. A snapshot that leaves it out has its turn order there, a position the
  // start's: neither is a difference a replay can show.
  GameState rebuilt = std::get<GameState>(back);
  if (!snapshot.turn_order_pending && !rebuilt.turn_order_pending)
    rebuilt.next_turn_order = snapshot.next_turn_order;
  if (!(rebuilt == snapshot)) {
    // The first line of the snapshot's text that differs says what a position cannot.
    std::string a = snapshot_text(snapshot, log.players), b = snapshot_text(rebuilt, log.players);
    std::size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
    std::size_t from = a.rfind('\n', i) == std::string::npos ? 0 : a.rfind('\n', i) + 1;
    std::string line = a.substr(from, a.find('\n', i) - from);
    line.erase(0, line.find_first_not_of(' '));
    // The line is the snapshot's text (the notation's words), quoted as it is.
    return fill_in(tr("the snapshot is a moment inside its phase, which a position (a phase's "
                      "start) cannot say: {0}"),
                   line.empty() ? std::string(tr("its progress in the phase")) : line);
  }
  log.start_state.reset();
  log.neutral = setup.neutral;
  log.options = snapshot.options;
  // A snapshot of a game's start is no position at all: an empty one would not survive the text
  // notation (no `position` line says nothing).
  if (claims == Claims{})
    log.position.reset();
  else
    log.position = std::move(claims);
  return std::nullopt;
}

}  // namespace caylus
