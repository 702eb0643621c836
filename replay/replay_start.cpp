// Where a replay starts (replay/replay_start.h).
#include "replay/replay_start.h"

#include <optional>
#include <string>

#include "core/options.h"
#include "core/text.h"
#include "replay/json/log_json.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/reachable.h"

namespace caylus {
namespace {

// The overrides of `--rules`, in order (a later one wins).
std::optional<LogError> override_options(RuleOptions& game, const ReplayOptions& options) {
  for (const auto& [name, value] : options.rule_overrides)
    if (auto error = set_option(game, name, value))
      return LogError{"--rules " + name + "=" + value, 0, 0, *error};
  return std::nullopt;
}

}  // namespace

std::variant<GameState, LogError> replay_start(const GameLog& log, const ReplayOptions& options,
                                               OpeningSteps* opening) {
  // defaults < the log's rules.options (or its snapshot's) < the overrides (a later one wins),
  // applied once, where the game's options come from: a setup is drawn under them (`edition`
  // decides whether the jeweler is in the stock), a snapshot carries its own.
  std::optional<GameLog> overridden;
  if (!options.rule_overrides.empty() && !log.start_state) {
    overridden = log;
    if (auto error = override_options(overridden->options, options)) return *error;
  }
  auto initial = initial_state(overridden ? *overridden : log, opening);
  if (std::holds_alternative<LogError>(initial)) return initial;
  GameState start = std::get<GameState>(initial);
  // The judge of every board from outside (replay/positions/reachable.h): a snapshot set in code
  // rather than read (a reader judges what it reads, a position as it is applied).
  if (log.start_state)
    if (auto why = judge_board(start))
      return LogError{
          snapshot_path(*why, log.players, "setup.state"), 0, 0,
          "the snapshot is no state a game can reach: " + unreachable_text(*why, log.players)};
  // A position or a snapshot is checked like an amendment (LOG_FORMAT.md, "Positions"): a state
  // no game can reach is the input's fault, never the engine's.
  if ((log.position || log.start_state) && options.amendment_check)
    if (auto failure = options.amendment_check(start)) {
      bool position = log.position.has_value();
      return LogError{position ? "setup.position" : "setup.state", position ? log.position_line : 0,
                      position ? log.position_column : 0,
                      std::string(position ? "the position" : "the snapshot") +
                          " is no state a game can reach: " +
                          render_message(failure->message, log.players) + " (" + failure->id + ")"};
    }
  // (The jeweler's presence is fixed when a game starts: `edition` cannot add or remove it from
  // a snapshot.)
  if (log.start_state)
    if (auto error = override_options(start.options, options)) return *error;
  return start;
}

}  // namespace caylus
