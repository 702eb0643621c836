#include "replay/expect.h"

#include "core/language/catalog.h"
#include "replay/claims/checks.h"

namespace caylus {

ExpectResult evaluate_expect(const ExpectClaims& e, const ReplayResult& r) {
  ExpectResult out;
  auto unmet = [&](std::string reason) {
    out.met = false;
    out.reasons.push_back(std::move(reason));
  };
  // In the reader's language (issue 37); the verdicts and rule ids are the log's own words.
  if (e.verdict != r.verdict)
    unmet(fill_in(tr("expected verdict {0}, got {1}"), verdict_name(e.verdict),
                  verdict_name(r.verdict)));
  int at = r.error ? r.error->action : -1;
  if (e.action && (!r.error || at != *e.action))
    unmet(r.error ? fill_in(tr("expected the replay to stop at action #{0}, it stopped at #{1}"),
                            *e.action, at)
                  : fill_in(tr("expected the replay to stop at action #{0}, it did not stop"),
                            *e.action));
  if (e.rule && (!r.error || r.error->rule != *e.rule))
    unmet(r.error ? fill_in(tr("expected rule {0}, got {1}"), *e.rule, r.error->rule)
                  : fill_in(tr("expected rule {0}, no rule was broken"), *e.rule));
  if (e.complete && *e.complete != r.complete)
    unmet(*e.complete
              ? fill_in(tr("expected the log to reach the end of the game; it stops in turn {0}"),
                        r.state.turn)
              : std::string(
                    tr("expected the log to stop before the end of the game; it reaches it")));
  if (e.final_claims) {
    out.final_mismatches = compare_check(*e.final_claims, r.state, r.names);
    for (const auto& m : out.final_mismatches) unmet(fill_in(tr("final {0}"), m.to_string()));
  }
  return out;
}

}  // namespace caylus
