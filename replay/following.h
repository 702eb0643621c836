// Following a game along its log (LOG_FORMAT.md, "Who decides what"): how one entry meets the
// state, and the log's one liberty — a decision with a single legal choice may be left out. The
// replayer and the log writer (which names spaces as they stand when the action is taken) both
// follow a log this way, so they cannot disagree on where an entry lands.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/engine.h"
#include "replay/log.h"

namespace caylus {

struct EntryMeeting {
  Action action;                          // the entry's action, its space resolved here
  std::optional<std::string> unresolved;  // why the entry's space names nothing here
  std::optional<RuleViolation> refusal;   // check(state, action)
  // False when the entry does not answer the pending decision at all (another player's turn,
  // another kind of decision): the log may have left out a forced decision before it.
  bool answers = false;
};

// The entry against `state`. A castle batch the reader kept as invalid (LogEntry::invalid_batch)
// is checked as no batch; the caller reports it.
EntryMeeting meet_entry(const GameState& state, const LogEntry& entry);

// The pending decision's only legal choice, when it has exactly one: the action a log may omit.
// `scratch` is reused for the legal actions.
std::optional<Action> only_choice(const GameState& state, std::vector<Action>& scratch);

}  // namespace caylus
