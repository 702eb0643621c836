// `expect` (LOG_FORMAT.md, docs/corpus.md): what a log says its replay must answer — a verdict,
// where it stops and for which rule, whether the game is complete, and `final` claims — read
// with the log (GameLog::expect, replay/claims/claims.h) and compared with a replay's answer.
#pragma once

#include "replay/claims/claims.h"
#include "replay/replay_result.h"

namespace caylus {

// Whether the replay's answer `r` meets `e`, and every reason it does not.
ExpectResult evaluate_expect(const ExpectClaims& e, const ReplayResult& r);

}  // namespace caylus
