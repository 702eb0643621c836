#include "tools/fuzzing/replay_properties.h"

#include "replay/log_json.h"
#include "replay/replayer.h"
#include "replay/snapshot.h"
#include "tools/fuzzing/shrink.h"

namespace caylus::fuzzing {

std::optional<PropertyFailure> check_replay_properties(const GameRun& run,
                                                       const std::vector<std::string>& names,
                                                       int snapshot_every) {
  auto failure = [&](std::string property, int step, std::string message) {
    return PropertyFailure{std::move(property), step, std::move(message)};
  };
  Counterexample whole{run.setup, run.start, run.actions, {}, 0};
  GameLog log = counterexample_log(whole, names, "property suite");
  log.title.reset();
  log.source.reset();
  log.notes.reset();
  log.expect_json.reset();
  std::string text = write_log(log);
  auto read = read_log(text);
  if (auto* error = std::get_if<LogError>(&read))
    return failure("log.round_trip", -1,
                   "the written log does not read back: " + error->where() + ": " + error->message);
  const GameLog& again = std::get<GameLog>(read);

  // Replay the log as read, comparing every step with the recorded states.
  int step = 0;
  std::optional<PropertyFailure> differs;
  ReplayOptions options;
  options.narrate = true;
  options.observer = [&](const Step& s) -> std::optional<StepFailure> {
    if (step < static_cast<int>(run.states.size()) && !(s.after == run.states[step]) && !differs)
      differs = failure("replay.same_states", step, "the replayed state differs after this action");
    ++step;
    return std::nullopt;
  };
  ReplayResult result = replay_log(again, options);
  if (differs) return differs;
  if (result.input_error || result.verdict != Verdict::legal)
    return failure("replay.same_states", result.error ? result.error->action : -1,
                   "the written log does not replay legally: " +
                       (result.error ? result.error->rule + ": " + result.error->message
                                     : result.input_error->message));
  if (!(result.state == run.final_state))
    return failure("replay.same_states", step, "the replay ends in another state");

  // The text of a log read back and written again is the same text.
  // The actions as read carry space references; the writer wants them resolved, as played.
  GameLog resolved = again;
  for (std::size_t i = 0; i < resolved.entries.size(); ++i) {
    resolved.entries[i].action = run.actions[i];
    resolved.entries[i].space_ref = SpaceRef{};
  }
  if (write_log(resolved) != text)
    return failure("log.round_trip", -1, "write(read(write(log))) differs from write(log)");

  for (std::size_t i = 0; i < run.states.size(); i += static_cast<std::size_t>(snapshot_every)) {
    auto back = read_snapshot(write_snapshot(run.states[i], names), names, "snapshot");
    if (auto* error = std::get_if<LogError>(&back))
      return failure("snapshot.round_trip", static_cast<int>(i),
                     "the snapshot does not read back: " + error->message);
    if (!(std::get<GameState>(back) == run.states[i]))
      return failure("snapshot.round_trip", static_cast<int>(i),
                     "the snapshot read back is another state");
  }

  if (result.ledger) {
    for (PlayerIndex p = 0; p < run.final_state.player_count; ++p)
      if (result.ledger->total(p) != run.final_state.player(p).goods.prestige)
        return failure("ledger.sums", -1,
                       "{p" + std::to_string(p) + "}'s ledger sums to " +
                           std::to_string(result.ledger->total(p)) + " PP but the score is " +
                           std::to_string(run.final_state.player(p).goods.prestige));
  } else {
    return failure("ledger.sums", -1, "the replay kept no ledger");
  }
  return std::nullopt;
}

}  // namespace caylus::fuzzing
