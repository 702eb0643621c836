// The replayer's claims (replay/replaying.h): a check, at the current state or a phase boundary;
// a legal / refused probe, judged and not applied; an amendment, judged as a board from outside;
// and the reasons of each claim's fields (replay/narration/claim_reasons.h).
#include "core/language/catalog.h"
#include "replay/replayer.h"
#include "replay/replaying.h"

namespace caylus::replaying {

bool Replayer::run_amend(int index, const LogEntry& entry) {
  std::string path =
      (entry.path.empty() ? "actions[" + std::to_string(index) + "]" : entry.path) + ".amend";
  GameState amended = r_.state;
  const Claims& claims = entry.claimed();
  if (auto why = amend_state(amended, claims, r_.names)) {
    r_.input_error = LogError{path, entry.line, entry.column, *why};
    return false;
  }
  // An amendment is a board entering from outside: the same judge as a position's
  // (replay/positions/reachable.h), at the amendment's field.
  if (auto why = judge_board(amended)) {
    r_.input_error = LogError{claim_path(*why, r_.names, path), entry.line, entry.column,
                              fill_in(tr("the amendment leaves a board no game can reach: {0}"),
                                      unreachable_text(*why, r_.names))};
    return false;
  }
  if (options_.amendment_check)
    if (auto failure = options_.amendment_check(amended)) {
      r_.input_error =
          LogError{path, entry.line, entry.column,
                   fill_in(tr("the amendment leaves a state no game can reach: invariant {0}: {1}"),
                           failure->id, render_message(failure->message, r_.names))};
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
                     entry.note.empty()
                         ? fill_in(tr("amendment (action #{0})"), index)
                         : fill_in(tr("amendment (action #{0}): {1}"), index, entry.note),
                     index);
  }
  r_.state = amended;
  observed_ = false;  // the next step's `before` is not the last step's `after`
  if (boundaries_wanted_) phase_starts_.amended(index);
  r_.amendments.push_back(std::move(amendment));
  return true;
}

bool Replayer::run_check(int index, const LogEntry& entry) {
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
bool Replayer::run_probe(int index, const LogEntry& entry) {
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
                           : std::string(tr("the rules accept it"));
  if (computed != claimed) {
    mismatches.push_back({legal ? "legal" : "refused", claimed, computed});
    message =
        legal ? fill_in(tr("{0} is claimed legal, but the rules refuse it: {1}"), action, reason)
        : why ? fill_in(tr("{0} is claimed refused under {1}, but the rules refuse it "
                           "under {2}"),
                        action, claimed, reason)
              : fill_in(tr("{0} is claimed refused under {1}, but {2}"), action, claimed, reason);
  }
  if (options_.narrate)
    narrator_.claim(index, (legal ? "legal " : "refused ") + action, mismatches.empty(),
                    why ? fill_in(tr("the rules refuse it: {0}"), reason) : reason, r_.state);
  if (options_.claim_reasons) {
    ClaimReasons& c = r_.claim_reasons.emplace_back();
    c.action = index;
    c.line = entry.line;
    c.kind = legal ? ClaimKind::legal : ClaimKind::refused;
    c.agrees = mismatches.empty();
    c.why = action + ": " + (why ? fill_in(tr("the rules refuse it: {0}"), reason) : reason);
  }
  return compared(index, entry, std::move(mismatches), message, r_.state, &m.action);
}

// A check's mismatches (none: it agrees) with `s`, the state it speaks of (the current one, or
// a phase start: `boundary`). `message` says what disagrees; empty: the count. A legal /
// refused claim's disagreement also names the action and the legal choices.
bool Replayer::compared(int index, const LogEntry& entry, std::vector<Mismatch> mismatches,
                        std::string message, const GameState& s, const Action* probed,
                        const GameState* boundary) {
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
                      : fill_in(tr_n("the check disagrees with the computed state in {0} field",
                                     "the check disagrees with the computed state in {0} fields",
                                     static_cast<long>(mismatches.size())),
                                mismatches.size());
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

// The reasons of a claim (replay/narration/claim_reasons.h) of entry `index` (-1: expect.final)
// about the state `s` (for a check at a phase boundary, that boundary).
void Replayer::explain_claims(int index, ClaimKind kind, const Claims& claims, const GameState& s,
                              const GameState* boundary) {
  ClaimReasons where;
  where.action = index;
  where.line = index >= 0 ? log_.entries[index].line : 0;
  where.kind = kind;
  // An amendment's "computed" is the value it replaces; its "claimed" the value it sets.
  r_.claim_reasons.push_back(explain_claim(std::move(where), claims, s,
                                           kind == ClaimKind::amend ? r_.state : s,
                                           r_.ledger->fields(), boundary, last_agreed_));
}

}  // namespace caylus::replaying
