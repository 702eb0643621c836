// The fit of a log to each reading (readings_fit.h): why "not in play" is a comparison
// of whole replays is said at the top of readings.cpp.
#include "tools/readings/readings_fit.h"

#include <optional>
#include <string>
#include <vector>

#include "core/language/catalog.h"
#include "core/options.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "tools/readings/consistency.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

// The replay under the log's own options, kept step by step to compare the others with.
struct Recorded {
  int index;
  Action action;
  GameState after;
};

// The state with the rule options of `reference`, so that == compares the game, not the rules.
bool same_game(const GameState& a, const GameState& reference) {
  GameState copy = a;
  copy.options = reference.options;
  return copy == reference;
}

bool same_ending(const ReplayResult& a, const ReplayResult& b) {
  auto same_error = [](const std::optional<ReplayError>& x, const std::optional<ReplayError>& y) {
    if (!x || !y) return !x && !y;
    return x->action == y->action && x->rule == y->rule && x->message == y->message;
  };
  if (a.disagreeing_checks.size() != b.disagreeing_checks.size()) return false;
  for (std::size_t i = 0; i < a.disagreeing_checks.size(); ++i)
    if (a.disagreeing_checks[i].action != b.disagreeing_checks[i].action ||
        !(a.disagreeing_checks[i].fields == b.disagreeing_checks[i].fields))
      return false;
  return same_error(a.stopped_by, b.stopped_by) && a.actions_applied == b.actions_applied &&
         same_game(a.state, b.state);
}

GameFit fit_log(const std::string& file, const GameLog& log) {
  GameFit fit;
  fit.file = file;
  std::optional<GameState> start;
  std::vector<Recorded> steps;
  ReplayResult own = replay_reading(log, {}, [&](const Step& step) -> std::optional<StepFailure> {
    if (!start) start = step.before;
    steps.push_back({step.action_index, step.action, step.after});
    return std::nullopt;
  });
  if (own.input_error) {
    fit.not_read = fill_in(tr("{0}: {1}"), own.input_error->where(), own.input_error->message);
    return fit;
  }
  fit.consistent = consistent(own);
  if (!fit.consistent) {
    fit.error = own.error;
    fit.error_text = fill_in(tr("{0}: {1}"), error_place(file, *own.error), error_summary(own));
  }
  const RuleOptions options = log.start_state ? log.start_state->options : log.options;
  for (const OptionInfo& info : option_table()) {
    OptionFit option;
    option.name = std::string(info.name);
    option.own = std::string(get_option(options, info.name));
    // An option without in_play shapes the setup (the table: `edition`, the tiles of the stock).
    option.fixed = log.start_state && info.in_play == nullptr;
    for (std::string_view value : info.values) {
      ValueFit v;
      v.value = std::string(value);
      if (v.value == option.own) {
        v.consistent = fit.consistent;
        v.why = fit.consistent ? "" : inconsistency_words(own);
        option.values.push_back(std::move(v));
        continue;
      }
      if (option.fixed) {
        v.why = fill_in(tr("not tried: the log starts from a snapshot, whose state fixes what {0} "
                           "shapes at the setup"),
                        option.name);
        option.values.push_back(std::move(v));
        continue;
      }
      // Compared step by step with the replay under the log's own options as it goes.
      std::size_t k = 0;
      bool differs = false;
      ReplayResult other = replay_reading(
          log, {{option.name, v.value}}, [&](const Step& step) -> std::optional<StepFailure> {
            if (!differs && k == 0 && (!start || !same_game(step.before, *start))) differs = true;
            if (!differs &&
                (k >= steps.size() || steps[k].index != step.action_index ||
                 !(steps[k].action == step.action) || !same_game(step.after, steps[k].after)))
              differs = true;  // once they differ, the rest need not be compared
            ++k;
            return std::nullopt;
          });
      if (other.input_error) {  // an option value the log's setup cannot take
        v.why = fill_in(tr("{0}: {1}"), other.input_error->where(), other.input_error->message);
        option.in_play = true;
        option.values.push_back(std::move(v));
        continue;
      }
      option.in_play |= differs || k != steps.size() || !same_ending(own, other);
      v.consistent = consistent(other);
      if (!v.consistent) v.why = inconsistency_words(other);
      option.values.push_back(std::move(v));
    }
    if (!fit.consistent)
      for (const ValueFit& v : option.values)
        if (v.consistent) fit.played_under.push_back(option.name + "=" + v.value);
    fit.options.push_back(std::move(option));
  }
  return fit;
}

}  // namespace

GameFit fit_file(const std::string& file) {
  auto read = read_log_file(file);
  if (auto* error = std::get_if<LogError>(&read)) {
    GameFit fit;
    fit.file = file;
    fit.not_read = fill_in(tr("{0}: {1}"), error->where(), error->message);
    return fit;
  }
  return fit_log(file, std::get<GameLog>(read));
}

}  // namespace caylus::tools
