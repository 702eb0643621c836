#include "replay/expect.h"

#include <fmt/core.h>

#include "replay/claims/checks.h"

namespace caylus {

ExpectResult evaluate_expect(const ExpectClaims& e, const ReplayResult& r) {
  ExpectResult out;
  auto unmet = [&](std::string reason) {
    out.met = false;
    out.reasons.push_back(std::move(reason));
  };
  if (e.verdict != r.verdict)
    unmet(fmt::format("expected verdict {}, got {}", verdict_name(e.verdict),
                      verdict_name(r.verdict)));
  int at = r.error ? r.error->action : -1;
  if (e.action && (!r.error || at != *e.action))
    unmet(r.error ? fmt::format("expected the replay to stop at action #{}, it stopped at #{}",
                                *e.action, at)
                  : fmt::format("expected the replay to stop at action #{}, it did not stop",
                                *e.action));
  if (e.rule && (!r.error || r.error->rule != *e.rule))
    unmet(r.error ? fmt::format("expected rule {}, got {}", *e.rule, r.error->rule)
                  : fmt::format("expected rule {}, no rule was broken", *e.rule));
  if (e.complete && *e.complete != r.complete)
    unmet(*e.complete ? "expected the log to reach the end of the game; it stops in turn " +
                            std::to_string(r.state.turn)
                      : "expected the log to stop before the end of the game; it reaches it");
  if (e.final_claims) {
    out.final_mismatches = compare_check(*e.final_claims, r.state, r.names);
    for (const auto& m : out.final_mismatches) unmet("final " + m.to_string());
  }
  return out;
}

}  // namespace caylus
