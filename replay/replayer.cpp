// The replayer (see replayer.h). Three kinds of failure stay apart: input that is no valid log
// (input_error), an action the rules forbid (verdict illegal, with its rule id) or a check that
// disagrees (verdict mismatch), and an engine fault caught by an observer (verdict illegal with
// the invariant's id, marked as the engine's fault).
#include "replay/replayer.h"

#include "core/language/catalog.h"
#include "replay/replaying.h"

namespace caylus {
namespace replaying {

void Replayer::run(GameState start) {
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

std::vector<std::string> Replayer::render_all(const std::vector<std::string>& lines) const {
  std::vector<std::string> out;
  out.reserve(lines.size());
  for (const auto& line : lines) out.push_back(render_message(line, r_.names));
  return out;
}

// checks_at_boundaries (replaying.h) when the entry after an action is a claim: the walk over
// the claims up to the next action entry.
bool Replayer::a_claim_checks_a_boundary(int first) const {
  for (auto e = log_.entries.begin() + first; e < log_.entries.end() && e->is_claim(); ++e)
    if (e->is_check && e->claims && e->claims->at) return true;
  return false;
}

// What follows an action entry that was not applied as written: the entry met in full says
// why (an ambiguity, a refusal) or completes it (a parameter left out), then it is performed.
bool Replayer::run_met(int index, const LogEntry& entry) {
  const EntryMeeting& m = met_;
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
bool Replayer::ambiguous(int index, const EntryMeeting& m, const LogEntry& entry) {
  if (!m.answers || !m.ambiguous) return false;
  std::string path = entry.path.empty() ? "actions[" + std::to_string(index) + "]" : entry.path;
  if (entry.probe != Probe::none) path += entry.probe == Probe::legal ? ".legal" : ".refused";
  const auto& params = verb_spec(entry.action.verb).params;
  for (std::size_t i = 0; i < params.size(); ++i)
    if (params[i].kind == ParamKind::space && ((entry.given >> i) & 1)) {
      path += "." + std::string(params[i].key);
      break;
    }
  r_.input_error = LogError{
      path, entry.line, entry.space_column != 0 ? entry.space_column : entry.column, *m.ambiguous};
  return true;
}

// Why the entry's action cannot be taken here, the first reason first: not this decision's,
// a space that names nothing, a castle offer that is no batch, a rule.
std::optional<RuleViolation> Replayer::refusal(const EntryMeeting& m, const LogEntry& entry) {
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
bool Replayer::perform(int index, const Action& a, bool forced) {
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
               fill_in(tr("the engine refused an action its check accepted: {0}: {1}"),
                       refusal->rule_text(), refusal->message));
  error.invariant = true;
  stop(std::move(error));
  return false;
}

// The entry's action as written (LogCursor::take): applied if the rules allow it (apply checks
// it: no check of its own first), else left for the entry to be met in full, which says why: the
// refusal is not asked for here (no optional built and destroyed at every action).
LogCursor::Applied Replayer::perform_if_legal(int index, const Action& a) {
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

Replayer::Taken Replayer::take_step(int index, const Action& a, bool forced,
                                    std::optional<RuleViolation>* refusal) {
  const bool watched = watched_always_ || boundaries_wanted_;
  // A byte copy, padding included: the invariant checker knows `before` is the state it found
  // valid a step ago by comparing bytes (InvariantChecker::check_step), and a member-wise copy
  // leaves the padding stale. 16 bytes at a time, not memcpy's `rep movsq` (state_copy.h).
  if (watched) copy_state_bytes(before_, r_.state);
  events_.clear();
  // Kept in a local, moved out only when refused: assigned to `refusal` at every action, the
  // optional's move-assignment was a call whether engaged or not.
  auto refused = apply(r_.state, a, watched ? &events_ : nullptr, Trust::checked, reasons_);
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
          fill_in(tr("{0} (an invariant of the engine failed after this action: an engine fault, "
                     "not the players')"),
                  failure->message));
      error.invariant = true;
      stop(std::move(error));
      return Taken::failed;
    }
  }
  return Taken::applied;
}

// An action refused or an invariant failed: the replay stops here. It is the verdict unless a
// check disagreed earlier (ReplayOptions::continue_after_mismatch).
void Replayer::stop(ReplayError error) {
  r_.stopped_by = error;
  if (r_.error) return;
  r_.verdict = Verdict::illegal;
  r_.error = std::move(error);
}

// `id`: the rule of the game broken, when it is one (not an invariant or an engine fault).
ReplayError Replayer::error_at(const GameState& s, int index, const Action& a, std::string rule,
                               const std::string& message, std::optional<RuleId> id) {
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

void Replayer::list_legal_choices(const GameState& s, ReplayError& error) {
  legal_actions(s, legal_);
  for (const Action& choice : legal_) {
    if (static_cast<int>(error.legal_choices.size()) == kMaxChoicesShown) {
      ++error.more_choices;
      continue;
    }
    error.legal_choices.push_back(rendered_without_player(s, choice, r_.names));
  }
}

void Replayer::fail(int index, const Action& a, const RuleViolation& why, const LogEntry& entry) {
  ReplayError error = error_at(r_.state, index, a, why.rule_text(), why.message, why.rule);
  // Show the space and the batch as the log wrote them, since they name nothing here.
  if (entry.space_ref.kind != SpaceRef::Kind::none && a.space == kNoSpace)
    error.action_text = render_message(who(a.player), r_.names) + " " +
                        std::string(verb_name(a.verb)) + " " + space_ref_text(entry.space_ref);
  if (!entry.invalid_batch.empty())
    error.action_text = render_message(who(a.player), r_.names) + " castle " + entry.invalid_batch;
  stop(std::move(error));
}

}  // namespace replaying

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
  replaying::Replayer(log, options, result).run(start);
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
