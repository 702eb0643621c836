#include "tools/readings/consistency.h"

#include <fmt/core.h>

#include "replay/claims/checks.h"
#include "tools/scenarios.h"

namespace caylus::tools {

ReplayResult replay_reading(const GameLog& log,
                            const std::vector<std::pair<std::string, std::string>>& overrides,
                            const StepObserver& observer) {
  auto invariants = invariants_observer();
  ReplayOptions options;
  options.rule_overrides = overrides;
  options.continue_after_mismatch = true;
  options.observer = [&observer, invariants](const Step& step) -> std::optional<StepFailure> {
    if (auto failure = invariants(step)) return failure;
    if (observer) return observer(step);
    return std::nullopt;
  };
  return replay_log(log, options);
}

bool consistent(const ReplayResult& result) {
  return !result.input_error && !result.error && result.verdict == Verdict::legal;
}

std::string claim_words(const Mismatch& m) {
  const std::string prefix = "players.";
  auto dot = m.path.rfind('.');
  if (m.path.compare(0, prefix.size(), prefix) == 0 && dot != std::string::npos &&
      dot > prefix.size()) {
    std::string name = m.path.substr(prefix.size(), dot - prefix.size());
    std::string field = m.path.substr(dot + 1);
    if (field == "prestige") field = "PP";
    if (m.claimed.is_number() && m.computed.is_number())
      return fmt::format("{} has {} {}, the log claims {}", name, json_text(m.computed), field,
                         json_text(m.claimed));
  }
  return fmt::format("{} is {}, the log claims {}", m.path, json_text(m.computed),
                     json_text(m.claimed));
}

std::string disagreement_words(const DisagreeingCheck& check) {
  std::string fields;
  for (const auto& m : check.fields) fields += (fields.empty() ? "" : "; ") + claim_words(m);
  return fmt::format("the check at #{} disagrees: {}", check.action, fields);
}

std::string inconsistency_words(const ReplayResult& r) {
  if (!r.error) return "";
  const ReplayError& e = *r.error;
  if (r.verdict == Verdict::mismatch && !r.disagreeing_checks.empty())
    return disagreement_words(r.disagreeing_checks.front());
  std::string who = e.player.empty() ? "" : ", player " + e.player;
  return fmt::format("action #{} (turn {}, phase {}{}) is refused: {}", e.action, e.turn,
                     phase_name(e.phase), who, error_summary(r));
}

}  // namespace caylus::tools
