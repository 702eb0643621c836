// The replayer: re-executes a log action by action, validates every action against the rules,
// compares every check with the computed state, and stops at the first rule violation.
//
//   ReplayResult r = replay_log(log, {.observer = invariants});
//   r.verdict   legal | illegal | mismatch          (LOG_FORMAT.md, "The replayer's answer")
//   r.error     where and why it stopped: entry, turn, phase, player, rule, message, the action,
//               the state that mattered and the legal choices at that point
//   r.state     the state where the replay ended (after the last entry, or before the entry
//               that broke a rule or disagreed)
//
// Who decides what (LOG_FORMAT.md): when an action does not answer the pending decision (the
// engine says decision.player or decision.kind) and that decision has exactly one legal
// choice, the replayer applies the choice and tries the action again. After the last entry it
// applies nothing: a log may stop anywhere, even at a forced decision.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "replay/log/log.h"
#include "replay/replay_result.h"

namespace caylus {

ReplayResult replay_log(const GameLog& log, const ReplayOptions& options = {});

// The replayer's answer as JSON (LOG_FORMAT.md): verdict, complete, error, final, winners, plus
// the extensions documented in docs/replay.md (mismatches, expect, replayed counts).
nlohmann::ordered_json replay_answer_json(const ReplayResult& result);

// The action in the text notation, with names: "green place mason" (replay/notation/notation.h).
std::string describe_action(const GameState& state, const Action& action,
                            const std::vector<std::string>& names);

}  // namespace caylus
