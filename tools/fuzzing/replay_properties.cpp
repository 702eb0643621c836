#include "tools/fuzzing/replay_properties.h"

#include "core/text.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/positions/snapshot.h"
#include "replay/replayer.h"
#include "tools/fuzzing/shrink.h"

namespace caylus::fuzzing {

std::optional<PropertyFailure> check_replay_properties(const GameRun& run,
                                                       const std::vector<std::string>& names,
                                                       int snapshot_every, std::uint64_t seed) {
  auto failure = [&](std::string property, int step, std::string message) {
    return PropertyFailure{std::move(property), step, std::move(message)};
  };
  Counterexample whole{run.setup, run.start, run.actions, {}, 0};
  GameLog log = counterexample_log(whole, names, "property suite");
  log.title.reset();
  log.source.reset();
  log.notes.reset();
  log.expect.reset();
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

  // Renamed players: names that appear nowhere else in a log.
  static const std::vector<std::string> kOtherNames = {"Xanthe", "Yorick", "Zuleika", "Quentin",
                                                       "Wilhelmina"};
  std::vector<std::string> renamed(kOtherNames.rbegin() + (5 - static_cast<int>(names.size())),
                                   kOtherNames.rend());
  GameLog other = log;
  other.players = renamed;
  std::string other_text = write_log(other);
  for (std::size_t p = 0; p < names.size(); ++p)
    for (std::size_t at = 0;
         (at = other_text.find('"' + renamed[p] + '"', at)) != std::string::npos;)
      other_text.replace(at, renamed[p].size() + 2, '"' + names[p] + '"');
  if (other_text != text)
    return failure("rename.same_game", -1,
                   "the log written with other names differs in more than the names");
  auto other_read = read_log(write_log(other));
  if (auto* error = std::get_if<LogError>(&other_read))
    return failure("rename.same_game", -1,
                   "the renamed log does not read back: " + error->where() + ": " + error->message);
  ReplayOptions narrate;
  narrate.narrate = true;
  ReplayResult other_result = replay_log(std::get<GameLog>(other_read), narrate);
  if (other_result.verdict != result.verdict || !(other_result.state == result.state))
    return failure("rename.same_game", -1, "the renamed log replays to another end");
  // The story told is the same story, with the other names.
  auto rename_back = [&](std::string line) {
    for (std::size_t p = 0; p < names.size(); ++p)
      for (std::size_t at = 0; (at = line.find(renamed[p], at)) != std::string::npos;)
        line.replace(at, renamed[p].size(), names[p]);
    return line;
  };
  if (other_result.narrative.size() != result.narrative.size())
    return failure("rename.same_game", -1, "the renamed game is told in another number of lines");
  for (std::size_t i = 0; i < result.narrative.size(); ++i)
    if (rename_back(other_result.narrative[i]) != result.narrative[i])
      return failure("rename.same_game", -1,
                     "the renamed game is told otherwise: '" + other_result.narrative[i] +
                         "' instead of '" + result.narrative[i] + "'");

  // Replay from a snapshot taken at one step (drawn from the seed).
  if (!run.states.empty()) {
    std::size_t k = static_cast<std::size_t>(seed % run.states.size());
    Counterexample rest{run.setup,
                        run.states[k],
                        {run.actions.begin() + static_cast<long>(k) + 1, run.actions.end()},
                        {},
                        0};
    GameLog from = counterexample_log(rest, names, "property suite");
    from.expect.reset();
    auto from_read = read_log(write_log(from));
    if (auto* error = std::get_if<LogError>(&from_read))
      return failure("replay.from_snapshot", static_cast<int>(k),
                     "the log from this step's snapshot does not read back: " + error->where() +
                         ": " + error->message);
    ReplayResult from_result = replay_log(std::get<GameLog>(from_read));
    if (from_result.verdict != Verdict::legal || !(from_result.state == run.final_state))
      return failure("replay.from_snapshot", static_cast<int>(k),
                     "replaying from the snapshot after this action ends in another state");
  }

  if (result.ledger) {
    for (PlayerIndex p = 0; p < run.final_state.player_count; ++p)
      if (result.ledger->total(p) != run.final_state.player(p).goods.prestige)
        return failure("ledger.sums", -1,
                       who(p) + "'s ledger sums to " + std::to_string(result.ledger->total(p)) +
                           " PP but the score is " +
                           std::to_string(run.final_state.player(p).goods.prestige));
  } else {
    return failure("ledger.sums", -1, "the replay kept no ledger");
  }
  return std::nullopt;
}

}  // namespace caylus::fuzzing
