// Following a game along its log (LOG_FORMAT.md, "Who decides what"): how one entry meets the
// state, and the log's two liberties — a decision with a single legal choice may be left out, and
// so may a parameter the rules fix. The replayer and the log writers (which name spaces as they
// stand when the action is taken) all follow a log this way, so they cannot disagree on where an
// entry lands.
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
  bool completed = false;  // parameters the log left out were filled in (the rules fix them)
};

// The entry against `state`. A castle batch the reader kept as invalid (LogEntry::invalid_batch)
// is checked as no batch; the caller reports it. When the action as written is refused and the
// log left out some of its parameters (LogEntry::given), and exactly one legal action agrees with
// every parameter written, that action is the entry's (LOG_FORMAT.md: "a parameter whose value the
// rules fix may be omitted"). `scratch` is reused for the legal actions.
EntryMeeting meet_entry(const GameState& state, const LogEntry& entry,
                        std::vector<Action>& scratch);

// The pending decision's only legal choice, when it has exactly one: the action a log may omit.
std::optional<Action> only_choice(const GameState& state, std::vector<Action>& scratch);

// The cursor both writers use: follows the game entry by entry, applying the forced decisions a
// log leaves out, and says in which state each action is taken.
class LogFollower {
 public:
  explicit LogFollower(const GameLog& log);

  struct Taken {
    Action action;                     // resolved and completed (when following)
    const GameState* state = nullptr;  // the state it meets; null once the game cannot be
                                       // followed (a refused action, a bad setup)
  };
  // The action entry `entry` stands for, in the state it meets; then applies it. Claims are
  // skipped (amendments are applied: they change the state the next actions meet).
  Taken take(const LogEntry& entry);

 private:
  std::vector<std::string> names_;
  GameState state_, before_;
  bool following_ = false;
  std::vector<Action> legal_;
};

}  // namespace caylus
