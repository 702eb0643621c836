// Is a log consistent with a reading of the rules (a set of rule options): every action legal
// and every check agreeing? `caylus diff` and `caylus readings` both replay a log under readings
// its checks may not have been recorded under, so they replay past a disagreeing check
// (ReplayOptions::continue_after_mismatch): a check then says whether the table played that
// reading, and never hides what the actions give under it (issue 17).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "replay/replayer.h"

namespace caylus::tools {

// The log replayed under its own options plus `overrides`, past disagreeing checks, with the
// invariants checked after every action and `observer` (if any) called after them.
ReplayResult replay_reading(const GameLog& log,
                            const std::vector<std::pair<std::string, std::string>>& overrides,
                            const StepObserver& observer = {});

// Every action legal and every check agreeing (and the log readable).
bool consistent(const ReplayResult& result);

// A disagreeing field as a player says it: "green has 4 cloth, the log claims 3", "the turn is
// 5, the log claims 4".
std::string claim_words(const Mismatch& mismatch);

// "the check at #345 disagrees: green has 4 cloth, the log claims 3".
std::string disagreement_words(const DisagreeingCheck& check);

// The first failure of an inconsistent replay, as `caylus replay` names it: "the check at #345
// disagrees: ..." or "action #12 (turn 2, phase provost, player blue) is refused:
// error[provost.cost]: ...". Empty when the replay is consistent.
std::string inconsistency_words(const ReplayResult& result);

}  // namespace caylus::tools
