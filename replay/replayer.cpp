// The replayer (see replayer.h). Three kinds of failure stay apart: input that is no valid log
// (input_error), an action the rules forbid (verdict illegal, with its rule id) or a check that
// disagrees (verdict mismatch), and an engine fault caught by an observer (verdict illegal with
// the invariant's id, marked as the engine's fault).
#include "replay/replayer.h"

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "core/text.h"
#include "core/verbs.h"
#include "replay/amendments.h"
#include "replay/diagnosis.h"
#include "replay/expect.h"
#include "replay/following.h"
#include "replay/log_json.h"
#include "replay/narrator.h"
#include "replay/notation.h"
#include "replay/phase_starts.h"
#include "replay/reachable.h"
#include "replay/replay_start.h"
#include "replay/state_copy.h"

namespace caylus {
namespace {

using nlohmann::json;

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

  void run(GameState start) {
    GameState& s = r_.state;
    s = start;
    boundaries_wanted_ = checks_at_boundaries(0);
    if (boundaries_wanted_ && r_.opening) phase_starts_.opening(r_.opening->phase_starts);
    if (options_.narrate && r_.opening) {
      // Issue 35: the steps before the first entry are told like any other, and the ledger's
      // first figure is the position's own.
      const OpeningSteps& opening = *r_.opening;
      narrator_ = Narrator(opening.phase_start);
      narrator_.opening(opening.phase_start, opening.events, s);
    } else if (options_.narrate) {
      narrator_ = Narrator(s);
    }
    if (tracking_ && r_.opening) {
      const OpeningSteps& opening = *r_.opening;
      r_.ledger = PointsLedger(opening.phase_start);
      r_.ledger->record(opening.phase_start, Action{}, opening.events, s);
    } else if (tracking_) {
      r_.ledger = PointsLedger(s);
    }
    int limit = static_cast<int>(log_.entries.size());
    if (options_.stop_at) limit = std::clamp(*options_.stop_at, 0, limit);
    for (int i = 0; i < limit; ++i) {
      const LogEntry& entry = log_.entries[i];
      bool go_on = entry.is_check   ? settle(i) && run_check(i, entry)
                   : entry.is_amend ? settle(i) && run_amend(i, entry)
                                    : run_action(i, entry);
      if (!go_on) break;
      ++r_.entries_replayed;
    }
    if (options_.claim_reasons && limit == static_cast<int>(log_.entries.size()) && !r_.error &&
        !r_.input_error && log_.expect && log_.expect->final_claims)
      explain_claims(-1, ClaimKind::expect, *log_.expect->final_claims, r_.state);
    if (options_.narrate) r_.narrative = render_all(narrator_.lines());
  }

 private:
  std::vector<std::string> render_all(const std::vector<std::string>& lines) const {
    std::vector<std::string> out;
    out.reserve(lines.size());
    for (const auto& line : lines) out.push_back(render_message(line, r_.names));
    return out;
  }

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
  // forget, and the invariants' trackers would see the game twice.
  bool checks_at_boundaries(int first) const {
    for (auto e = log_.entries.begin() + first; e < log_.entries.end() && e->is_claim(); ++e)
      if (e->is_check && e->claims && e->claims->at) return true;
    return false;
  }

  // LOG_FORMAT.md, "Checks": a claim speaks of the state at the moment the next decision is asked.
  // Forced decisions the log leaves out count as automatic steps: applied before the claim when
  // the entry after it does not answer them, and at the end of the log up to the next real choice
  // (LogCursor::settle, the walk the writers take too).
  bool settle(int index) {
    current_ = index;
    return cursor_.settle(static_cast<std::size_t>(index));
  }

  bool run_amend(int index, const LogEntry& entry) {
    std::string path =
        (entry.path.empty() ? "actions[" + std::to_string(index) + "]" : entry.path) + ".amend";
    GameState amended = r_.state;
    const Claims& claims = entry.claimed();
    if (auto why = amend_state(amended, claims, r_.names)) {
      r_.input_error = LogError{path, entry.line, entry.column, *why};
      return false;
    }
    // An amendment is a board entering from outside: the same judge as a position's
    // (replay/reachable.h), at the amendment's field.
    if (auto why = judge_board(amended)) {
      r_.input_error = LogError{
          claim_path(*why, r_.names, path), entry.line, entry.column,
          "the amendment leaves a board no game can reach: " + unreachable_text(*why, r_.names)};
      return false;
    }
    if (options_.amendment_check)
      if (auto failure = options_.amendment_check(amended)) {
        r_.input_error =
            LogError{path, entry.line, entry.column,
                     "the amendment leaves a state no game can reach: invariant " + failure->id +
                         ": " + render_message(failure->message, r_.names)};
        return false;
      }
    Amendment amendment{index, claims, entry.note};
    if (options_.narrate) {
      std::string fields = claims_text(claims_json(claims, r_.names), r_.names);
      narrator_.amend(index, fields, entry.note, amended);
    }
    if (tracking_) {
      if (options_.claim_reasons) explain_claims(index, ClaimKind::amend, claims, amended);
      r_.ledger->amend(r_.state, amended,
                       "amendment (action #" + std::to_string(index) + ")" +
                           (entry.note.empty() ? "" : ": " + entry.note),
                       index);
    }
    r_.state = amended;
    observed_ = false;  // the next step's `before` is not the last step's `after`
    if (boundaries_wanted_) phase_starts_.amended(index);
    r_.amendments.push_back(std::move(amendment));
    return true;
  }

  bool run_check(int index, const LogEntry& entry) {
    if (entry.probe != Probe::none) return run_probe(index, entry);
    const Claims& claims = entry.claimed();
    if (!claims.at)
      return compared(index, entry, compare_check(claims, r_.state, r_.names), "", r_.state);
    // docs/notation.md, "A check at a phase boundary": the state as that phase began, passed
    // since the previous action. None such is the log's mistake, never a check that holds.
    const GameState* s = phase_starts_.find(*claims.at);
    if (s == nullptr) {
      r_.input_error = phase_starts_.unseen(index, entry);
      return false;
    }
    std::vector<Mismatch> mismatches = compare_check(claims, *s, r_.names);
    std::string message = mismatches.empty() ? "" : disagreement_at(*s, mismatches.size());
    return compared(index, entry, std::move(mismatches), std::move(message), *s, nullptr, s);
  }

  // docs/log-format.md, "legal and refused": the entry's action is judged as an action entry
  // would be, here, and not applied; the claim is met when the verdict is the one it names.
  bool run_probe(int index, const LogEntry& entry) {
    EntryMeeting m = cursor_.meet(static_cast<std::size_t>(index));
    if (ambiguous(index, m, entry)) return false;
    std::optional<RuleViolation> why = refusal(m, entry);
    std::string computed = why ? why->rule_text() : "legal";
    bool legal = entry.probe == Probe::legal;
    std::string claimed = legal ? "legal" : entry.refused_rule;
    std::vector<Mismatch> mismatches;
    std::string message;
    std::string action = describe_action(r_.state, m.action, r_.names);
    std::string reason = why ? "[" + computed + "] " + render_message(why->message, r_.names)
                             : "the rules accept it";
    if (computed != claimed) {
      mismatches.push_back({legal ? "legal" : "refused", claimed, computed});
      message = legal ? action + " is claimed legal, but the rules refuse it: " + reason
                      : action + " is claimed refused under " + claimed + ", but " +
                            (why ? "the rules refuse it under " + reason : reason);
    }
    if (options_.narrate)
      narrator_.claim(index, (legal ? "legal " : "refused ") + action, mismatches.empty(),
                      why ? "the rules refuse it: " + reason : reason, r_.state);
    if (options_.claim_reasons) {
      ClaimReasons& c = r_.claim_reasons.emplace_back();
      c.action = index;
      c.line = entry.line;
      c.kind = legal ? ClaimKind::legal : ClaimKind::refused;
      c.agrees = mismatches.empty();
      c.why = action + ": " + (why ? "the rules refuse it: " + reason : reason);
    }
    return compared(index, entry, std::move(mismatches), message, r_.state, &m.action);
  }

  // A check's mismatches (none: it agrees) with `s`, the state it speaks of (the current one, or
  // a phase start: `boundary`). `message` says what disagrees; empty: the count. A legal /
  // refused claim's disagreement also names the action and the legal choices.
  bool compared(int index, const LogEntry& entry, std::vector<Mismatch> mismatches,
                std::string message, const GameState& s, const Action* probed = nullptr,
                const GameState* boundary = nullptr) {
    if (options_.narrate && probed == nullptr)
      narrator_.check(index, mismatches.size(), r_.state, boundary);
    if (options_.claim_reasons && probed == nullptr)
      explain_claims(index, ClaimKind::check, entry.claimed(), s, boundary);
    if (mismatches.empty()) return true;
    ReplayError error;
    error.action = index;
    error.turn = s.turn;
    error.phase = s.phase;
    error.rule = "check";
    error.line = entry.line;
    error.column = entry.column;
    error.message = !message.empty()
                        ? std::move(message)
                        : "the check disagrees with the computed state in " +
                              count_text(static_cast<int>(mismatches.size()), "field", "fields");
    for (const auto& m : mismatches) error.state.push_back(m.to_string());
    if (probed != nullptr) {
      error.player = name(probed->player);
      error.action_text = describe_action(s, *probed, r_.names);
      list_legal_choices(s, error);
    }
    r_.disagreeing_checks.push_back({index, s.turn, s.phase, mismatches});
    if (!r_.error) {  // the first failure is the verdict, even when the replay goes on
      r_.verdict = Verdict::mismatch;
      r_.error = std::move(error);
      r_.mismatches = std::move(mismatches);
    }
    return options_.continue_after_mismatch;
  }

  // The reasons of a claim (replay/claim_reasons.h) of entry `index` (-1: expect.final) about the
  // state `s` (for a check at a phase boundary, that boundary).
  void explain_claims(int index, ClaimKind kind, const Claims& claims, const GameState& s,
                      const GameState* boundary = nullptr) {
    ClaimReasons where;
    where.action = index;
    where.line = index >= 0 ? log_.entries[index].line : 0;
    where.kind = kind;
    // An amendment's "computed" is the value it replaces; its "claimed" the value it sets.
    r_.claim_reasons.push_back(explain_claim(std::move(where), claims, s,
                                             kind == ClaimKind::amend ? r_.state : s,
                                             r_.ledger->fields(), boundary, last_agreed_));
  }

  bool run_action(int index, const LogEntry& entry) {
    // LOG_FORMAT.md, "Who decides what": a decision with one legal choice may be omitted.
    current_ = index;
    boundaries_wanted_ = checks_at_boundaries(index + 1);
    // A member, assigned whole when the entry is met: a local would be zeroed at every action.
    EntryMeeting& m = met_;
    switch (cursor_.take(static_cast<std::size_t>(index), m)) {
      case LogCursor::Arrival::applied:
        return true;
      case LogCursor::Arrival::stopped:
        return false;
      case LogCursor::Arrival::met:
        break;
    }
    if (ambiguous(index, m, entry)) return false;
    if (auto why = refusal(m, entry)) {
      fail(index, m.action, *why, entry);
      return false;
    }
    return perform(index, m.action, false);
  }

  // Issue 30: a space named so that it names several road spaces here ("carpenter" with both
  // carpenters on the road) is the log's ambiguity, not the player's fault: an input error at the
  // space, listing what it could mean, in both forms alike.
  bool ambiguous(int index, const EntryMeeting& m, const LogEntry& entry) {
    if (!m.answers || !m.ambiguous) return false;
    std::string path = entry.path.empty() ? "actions[" + std::to_string(index) + "]" : entry.path;
    if (entry.probe != Probe::none) path += entry.probe == Probe::legal ? ".legal" : ".refused";
    const auto& params = verb_spec(entry.action.verb).params;
    for (std::size_t i = 0; i < params.size(); ++i)
      if (params[i].kind == ParamKind::space && ((entry.given >> i) & 1)) {
        path += "." + std::string(params[i].key);
        break;
      }
    r_.input_error =
        LogError{path, entry.line, entry.space_column != 0 ? entry.space_column : entry.column,
                 *m.ambiguous};
    return true;
  }

  // Why the entry's action cannot be taken here, the first reason first: not this decision's,
  // a space that names nothing, a castle offer that is no batch, a rule.
  static std::optional<RuleViolation> refusal(const EntryMeeting& m, const LogEntry& entry) {
    if (!m.answers) return m.refusal;
    if (m.unresolved)
      return RuleViolation{unresolved_space_rule(m.action), BuildingId::none, *m.unresolved};
    if (!entry.invalid_batch.empty())
      return RuleViolation{RuleId::castle_batch, BuildingId::none, entry.invalid_batch};
    return m.refusal;
  }

  // Applies an action the rules allow, tells the observer, narrator and ledger. False when the
  // engine refuses it after all (check accepted it a moment ago: the engine contradicts itself)
  // or the observer reports an invariant failure.
  bool perform(int index, const Action& a, bool forced) {
    std::optional<RuleViolation> refusal;
    switch (take_step(index, a, forced, &refusal)) {
      case Taken::applied:
        return true;
      case Taken::failed:
        return false;
      case Taken::refused:
        break;
    }
    // The state is as it was (apply applies an action whole or not at all).
    ReplayError error =
        error_at(r_.state, index, a, "engine.check_apply",
                 "the engine refused an action its check accepted: " + refusal->rule_text() + ": " +
                     refusal->message);
    error.invariant = true;
    stop(std::move(error));
    return false;
  }

  // The entry's action as written (LogCursor::take): applied if the rules allow it (apply checks
  // it: no check of its own first), else left for the entry to be met in full, which says why: the
  // refusal is not asked for here (no optional built and destroyed at every action).
  LogCursor::Applied perform_if_legal(int index, const Action& a) {
    switch (take_step(index, a, false, nullptr)) {
      case Taken::applied:
        return LogCursor::Applied::done;
      case Taken::failed:
        return LogCursor::Applied::stop;
      case Taken::refused:
        break;
    }
    return LogCursor::Applied::refused;
  }

  // Applies `a` when the rules allow it (refused, and `refusal` says why if the caller asks, when
  // they do not: the state is unchanged), then tells the narrator, the ledger and the observer
  // (failed: an invariant failed, the replay stops). The state before the action is kept, and the
  // events recorded, only for those who read them.
  enum class Taken { applied, refused, failed };
  Taken take_step(int index, const Action& a, bool forced, std::optional<RuleViolation>* refusal) {
    const bool watched = options_.observer || tracking_ || boundaries_wanted_;
    // A byte copy, padding included: the invariant checker knows `before` is the state it found
    // valid a step ago by comparing bytes (InvariantChecker::check_step), and a member-wise copy
    // leaves the padding stale. 16 bytes at a time, not memcpy's `rep movsq` (state_copy.h).
    if (watched) copy_state_bytes(before_, r_.state);
    events_.clear();
    // Kept in a local, moved out only when refused: assigned to `refusal` at every action, the
    // optional's move-assignment was a call whether engaged or not.
    auto refused = apply(r_.state, a, watched ? &events_ : nullptr, Trust::checked,
                         options_.reasons || tracking_ ? Reasons::recorded : Reasons::skipped);
    if (refused) [[unlikely]] {
      if (refusal != nullptr) *refusal = std::move(refused);
      // apply leaves the state as it was; the observer is not asked to trust the engine on that
      // (an action refused as written precedes every forced decision a log leaves out).
      if (watched && std::memcmp(&before_, &r_.state, sizeof(GameState)) != 0) observed_ = false;
      return Taken::refused;
    }
    ++r_.actions_applied;
    if (boundaries_wanted_) phase_starts_.step(index, before_, a, forced);
    if (tracking_) {
      if (options_.narrate) {
        r_.narrative_steps.push_back(narrator_.lines().size());
        narrator_.step(index, before_, a, forced, events_, r_.state);
      }
      r_.ledger->record(before_, a, events_, r_.state, index);
    }
    if (options_.observer) {
      Step step{index, before_, a, r_.state, events_, observed_, forced};
      observed_ = true;
      if (auto failure = options_.observer(step)) {
        ReplayError error = error_at(
            before_, index, a, failure->id,
            failure->message +
                " (an invariant of the engine failed after this action: an engine fault, not "
                "the players')");
        error.invariant = true;
        stop(std::move(error));
        return Taken::failed;
      }
    }
    return Taken::applied;
  }

  // An action refused or an invariant failed: the replay stops here. It is the verdict unless a
  // check disagreed earlier (ReplayOptions::continue_after_mismatch).
  void stop(ReplayError error) {
    r_.stopped_by = error;
    if (r_.error) return;
    r_.verdict = Verdict::illegal;
    r_.error = std::move(error);
  }

  // `id`: the rule of the game broken, when it is one (not an invariant or an engine fault).
  ReplayError error_at(const GameState& s, int index, const Action& a, std::string rule,
                       const std::string& message, std::optional<RuleId> id = std::nullopt) {
    ReplayError error;
    error.action = index;
    if (index >= 0 && static_cast<std::size_t>(index) < log_.entries.size()) {
      error.line = log_.entries[index].line;
      error.column = log_.entries[index].column;
    }
    error.turn = s.turn;
    error.phase = s.phase;
    error.player = name(a.player);
    error.rule = std::move(rule);
    error.message = render_message(message, r_.names);
    error.action_text = describe_action(s, a, r_.names);
    error.state = render_all(state_facts(s, a, id));
    list_legal_choices(s, error);
    return error;
  }

  void list_legal_choices(const GameState& s, ReplayError& error) {
    legal_actions(s, legal_);
    for (const Action& choice : legal_) {
      if (static_cast<int>(error.legal_choices.size()) == kMaxChoicesShown) {
        ++error.more_choices;
        continue;
      }
      error.legal_choices.push_back(rendered_without_player(s, choice, r_.names));
    }
  }

  void fail(int index, const Action& a, const RuleViolation& why, const LogEntry& entry) {
    ReplayError error = error_at(r_.state, index, a, why.rule_text(), why.message, why.rule);
    // Show the space and the batch as the log wrote them, since they name nothing here.
    if (entry.space_ref.kind != SpaceRef::Kind::none && a.space == kNoSpace)
      error.action_text = render_message(who(a.player), r_.names) + " " +
                          std::string(verb_name(a.verb)) + " " + space_ref_text(entry.space_ref);
    if (!entry.invalid_batch.empty())
      error.action_text =
          render_message(who(a.player), r_.names) + " castle " + entry.invalid_batch;
    stop(std::move(error));
  }

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
  // Per field (FieldKey::index): where the log and the engine last agreed on it.
  AgreedAt last_agreed_{};
};

}  // namespace

int ReplayResult::exit_status() const {
  if (input_error) return 2;
  if (verdict != Verdict::legal) return 1;
  if (expect && !expect->met) return 1;
  return 0;
}

std::string describe_action(const GameState& s, const Action& a,
                            const std::vector<std::string>& names) {
  return action_notation(s, a, names);
}

ReplayResult replay_log(const GameLog& log, const ReplayOptions& options) {
  ReplayResult result;
  OpeningSteps opening;
  auto first = replay_start(log, options, log.position ? &opening : nullptr);
  if (auto* error = std::get_if<LogError>(&first)) {
    result.input_error = std::move(*error);
    return result;
  }
  const GameState& start = std::get<GameState>(first);
  result.names = log.players;
  for (int p = static_cast<int>(result.names.size()); p < start.player_count; ++p)
    result.names.push_back("player " + std::to_string(p + 1));

  if (log.position) result.opening = std::move(opening);
  result.entries_in_log = static_cast<int>(log.entries.size());
  Replayer(log, options, result).run(start);
  if (result.input_error) return result;
  result.complete = result.state.game_over();
  if (result.complete)
    for (PlayerIndex p : winners(result.state)) result.winners.push_back(result.names[p]);
  // `expect` speaks of the whole log: a replay stopped early (stop_at) says nothing about it.
  bool whole_log = !options.stop_at || *options.stop_at >= result.entries_in_log;
  if (log.expect && whole_log) result.expect = evaluate_expect(*log.expect, result);
  return result;
}

}  // namespace caylus
