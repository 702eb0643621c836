// The replayer's walk along a log (replay/replayer.h), as a class its two files share: the
// actions, forced decisions and failures in replayer.cpp; the claims (check, legal / refused,
// amend, expect.final) and their reasons in replayer_claims.cpp. Internal to replay/.
#pragma once

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "core/text.h"
#include "core/verbs.h"
#include "replay/expect.h"
#include "replay/json/log_json.h"
#include "replay/narration/diagnosis.h"
#include "replay/narration/narrator.h"
#include "replay/notation/notation.h"
#include "replay/positions/amendments.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/reachable.h"
#include "replay/replay_start.h"
#include "replay/state_copy.h"
#include "replay/walk/following.h"
#include "replay/walk/phase_starts.h"

namespace caylus::replaying {

class Replayer {
 public:
  Replayer(const GameLog& log, const ReplayOptions& options, ReplayResult& result)
      : log_(log),
        options_(options),
        r_(result),
        cursor_(log, result.state, [this](const Action& action, bool forced) {
          // An action as written that the rules refuse is met in full next (LogCursor::take); a
          // forced one is the engine's own legal choice, which perform reports if refused.
          if (!forced) return perform_if_legal(current_, action);
          ++r_.forced_actions;
          return perform(current_, action, true) ? LogCursor::Applied::done
                                                 : LogCursor::Applied::stop;
        }) {}
  Replayer(const Replayer&) = delete;  // its cursor points into it
  Replayer& operator=(const Replayer&) = delete;

  void run(GameState start);

 private:
  std::vector<std::string> render_all(const std::vector<std::string>& lines) const;

  std::string name(PlayerIndex p) const {
    if (p >= 0 && static_cast<std::size_t>(p) < r_.names.size()) return r_.names[p];
    return "";
  }

  // Whether a check among the claims from entry `first` up to the next action entry speaks of a
  // phase boundary (`at`): only such a check reads the phase starts, which cost a copy of the
  // state at every step. Asked at each action for the claims after it (a boundary is one passed
  // since the previous action), never by a walk over the whole log before the replay: any such
  // walk, even one reading only an entry's first bytes, is a pass over memory as long as the
  // replay's own (x0.79 of the replay's speed, issue 31, docs/speed-history.md). Replaying the
  // log again once such a check is met is no way out either: an observer cannot be told to
  // forget, and the invariants' trackers would see the game twice. Most actions are followed by
  // an action: that case is decided here, inline, and only claims are walked (replayer.cpp).
  bool checks_at_boundaries(int first) const {
    const auto next = log_.entries.begin() + first;
    return next < log_.entries.end() && next->is_claim() && a_claim_checks_a_boundary(first);
  }
  bool a_claim_checks_a_boundary(int first) const;

  // LOG_FORMAT.md, "Checks": a claim speaks of the state at the moment the next decision is asked.
  // Forced decisions the log leaves out count as automatic steps: applied before the claim when
  // the entry after it does not answer them, and at the end of the log up to the next real choice
  // (LogCursor::settle, the walk the writers take too).
  bool settle(int index) {
    current_ = index;
    return cursor_.settle(static_cast<std::size_t>(index));
  }

  bool run_amend(int index, const LogEntry& entry);

  bool run_check(int index, const LogEntry& entry);

  // docs/log-format.md, "legal and refused": the entry's action is judged as an action entry
  // would be, here, and not applied; the claim is met when the verdict is the one it names.
  bool run_probe(int index, const LogEntry& entry);

  // A check's mismatches (none: it agrees) with `s`, the state it speaks of (the current one, or
  // a phase start: `boundary`). `message` says what disagrees; empty: the count. A legal /
  // refused claim's disagreement also names the action and the legal choices.
  bool compared(int index, const LogEntry& entry, std::vector<Mismatch> mismatches,
                std::string message, const GameState& s, const Action* probed = nullptr,
                const GameState* boundary = nullptr);

  // The reasons of a claim (replay/narration/claim_reasons.h) of entry `index` (-1: expect.final)
  // about the state `s` (for a check at a phase boundary, that boundary).
  void explain_claims(int index, ClaimKind kind, const Claims& claims, const GameState& s,
                      const GameState* boundary = nullptr);

  // An action entry: the loop's common case, written here so that run() takes it inline. Its
  // split from the claims' entries (run_check, run_amend) cost an out-of-line call at every
  // action, 22 instructions of the replay's 1,444 (issue 36, item 7); the rare path, an entry
  // met in full, stays out of line (run_met).
  bool run_action(int index, const LogEntry& entry) {
    // LOG_FORMAT.md, "Who decides what": a decision with one legal choice may be omitted.
    current_ = index;
    boundaries_wanted_ = checks_at_boundaries(index + 1);
    // A member, assigned whole when the entry is met: a local would be zeroed at every action.
    switch (cursor_.take(static_cast<std::size_t>(index), met_)) {
      case LogCursor::Arrival::applied:
        return true;
      case LogCursor::Arrival::stopped:
        return false;
      case LogCursor::Arrival::met:
        break;
    }
    return run_met(index, entry);
  }
  bool run_met(int index, const LogEntry& entry);

  // Issue 30: a space named so that it names several road spaces here ("carpenter" with both
  // carpenters on the road) is the log's ambiguity, not the player's fault: an input error at the
  // space, listing what it could mean, in both forms alike.
  bool ambiguous(int index, const EntryMeeting& m, const LogEntry& entry);

  // Why the entry's action cannot be taken here, the first reason first: not this decision's,
  // a space that names nothing, a castle offer that is no batch, a rule.
  static std::optional<RuleViolation> refusal(const EntryMeeting& m, const LogEntry& entry);

  // Applies an action the rules allow, tells the observer, narrator and ledger. False when the
  // engine refuses it after all (check accepted it a moment ago: the engine contradicts itself)
  // or the observer reports an invariant failure.
  bool perform(int index, const Action& a, bool forced);

  // The entry's action as written (LogCursor::take): applied if the rules allow it (apply checks
  // it: no check of its own first), else left for the entry to be met in full, which says why: the
  // refusal is not asked for here (no optional built and destroyed at every action).
  LogCursor::Applied perform_if_legal(int index, const Action& a);

  // Applies `a` when the rules allow it (refused, and `refusal` says why if the caller asks, when
  // they do not: the state is unchanged), then tells the narrator, the ledger and the observer
  // (failed: an invariant failed, the replay stops). The state before the action is kept, and the
  // events recorded, only for those who read them.
  enum class Taken { applied, refused, failed };
  Taken take_step(int index, const Action& a, bool forced, std::optional<RuleViolation>* refusal);

  // An action refused or an invariant failed: the replay stops here. It is the verdict unless a
  // check disagreed earlier (ReplayOptions::continue_after_mismatch).
  void stop(ReplayError error);

  // `id`: the rule of the game broken, when it is one (not an invariant or an engine fault).
  ReplayError error_at(const GameState& s, int index, const Action& a, std::string rule,
                       const std::string& message, std::optional<RuleId> id = std::nullopt);

  void list_legal_choices(const GameState& s, ReplayError& error);

  void fail(int index, const Action& a, const RuleViolation& why, const LogEntry& entry);

  const GameLog& log_;
  const ReplayOptions& options_;
  ReplayResult& r_;
  Narrator narrator_;
  GameState before_;  // the state before the action being applied (when watched)
  EventSink events_;
  std::vector<Action> legal_;
  EntryMeeting met_;  // the entry being replayed, when met in full (run_action)
  LogCursor cursor_;
  int current_ = 0;  // the entry being replayed: forced decisions are reported at it
  // The state is, byte for byte, the `after` of the last step the observer was told of
  // (Step::follows).
  bool observed_ = false;
  // docs/notation.md, "A check at a phase boundary": noted only for a log that has such a check.
  bool boundaries_wanted_ = false;
  PhaseStarts phase_starts_;
  // The narrator or the reasons of the claims are wanted: every step's events are kept.
  const bool tracking_ = options_.narrate || options_.claim_reasons;
  // What take_step asks at every action of options that do not change during a replay: asked
  // once here (the std::function's test and the three flags were 17 instructions an action).
  const bool watched_always_ = static_cast<bool>(options_.observer) || tracking_;
  const Reasons reasons_ = options_.reasons || tracking_ ? Reasons::recorded : Reasons::skipped;
  // Per field (FieldKey::index): where the log and the engine last agreed on it.
  AgreedAt last_agreed_{};
};

}  // namespace caylus::replaying
