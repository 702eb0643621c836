#include "tools/readings/consistency.h"

#include "core/language/catalog.h"
#include "core/text.h"
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

namespace {

// A player's number as a player says it, by the language's plural: "4 cloth", "6 PP", "1
// denier"; the field's own name (the notation's) for one the goods do not name.
std::string amount_words(const std::string& field, int n) {
  if (field == "deniers") return deniers_text(n);
  if (field == "prestige") return fill_in(tr_n("{0} PP", "{0} PP", n), n);
  if (field == "workers") return fill_in(tr_n("{0} worker", "{0} workers", n), n);
  for (Cube c : kAllCubes)
    if (field == cube_name(c)) return cube_count_text(c, n);
  return std::to_string(n) + " " + field;
}

}  // namespace

std::string claim_words(const Mismatch& m) {
  const std::string prefix = "players.";
  auto dot = m.path.rfind('.');
  if (m.path.compare(0, prefix.size(), prefix) == 0 && dot != std::string::npos &&
      dot > prefix.size()) {
    std::string name = m.path.substr(prefix.size(), dot - prefix.size());
    std::string field = m.path.substr(dot + 1);
    if (m.claimed.is_number_integer() && m.computed.is_number_integer())
      return fill_in(tr("{0} has {1}, the log claims {2}"), name,
                     amount_words(field, m.computed.get<int>()), json_text(m.claimed));
  }
  // The field's path is the notation's (road.10.building): it stays as the log writes it.
  return fill_in(tr("{0} is {1}, the log claims {2}"), m.path, json_text(m.computed),
                 json_text(m.claimed));
}

std::string disagreement_words(const DisagreeingCheck& check) {
  std::string fields;
  for (const auto& m : check.fields) fields += (fields.empty() ? "" : "; ") + claim_words(m);
  return fill_in(tr("the check at #{0} disagrees: {1}"), check.action, fields);
}

std::string inconsistency_words(const ReplayResult& r) {
  if (!r.error) return "";
  const ReplayError& e = *r.error;
  if (r.verdict == Verdict::mismatch && !r.disagreeing_checks.empty())
    return disagreement_words(r.disagreeing_checks.front());
  if (e.player.empty())
    return fill_in(tr("action #{0} (turn {1}, phase {2}) is refused: {3}"), e.action, e.turn,
                   phase_place_words(e.phase), error_summary(r));
  return fill_in(tr("action #{0} (turn {1}, phase {2}, player {3}) is refused: {4}"), e.action,
                 e.turn, phase_place_words(e.phase), e.player, error_summary(r));
}

}  // namespace caylus::tools
