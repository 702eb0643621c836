// The reasons of a claim (issue 35): for every numeric field a `check`, `amend` or `expect` names,
// the changes of that field (replay/narration/field_ledger.h) since the last entry where the log
// and the engine agreed on it (a claim of it that held, an amendment of it, or the log's start),
// each with its action number, turn, phase, rule and amount. A claim that holds says why it holds;
// a mismatch shows the field's history back to where the two parted, so a table error is found by
// reading (docs/replay.md, "Finding a table error"). A `legal` / `refused` claim names no field:
// its reason is the rules' answer.
//
// Computed by the replayer when asked (ReplayOptions::claim_reasons), never in the checked replay
// of an archive, which does not record the events they come from.
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "replay/narration/field_ledger.h"

namespace caylus {

struct FieldReason {
  FieldKey key;
  int claimed = 0;
  int computed = 0;
  bool agrees() const { return claimed == computed; }
  // The entry since which the changes are told: the last where the log and the engine agreed on
  // the field; none: the log's start (the opening value is then the first change).
  std::optional<int> since;
  std::vector<FieldChange> changes;
};

enum class ClaimKind : std::uint8_t { check, amend, expect, legal, refused };
inline constexpr auto kClaimKindNames =
    names_of<ClaimKind>("check", "amend", "expect", "legal", "refused");

struct ClaimReasons {
  int action = -1;  // the claim's entry (#N); -1 for `expect` (the end of the log)
  int line = 0;     // in a text log (0: JSON)
  ClaimKind kind = ClaimKind::check;
  bool agrees = true;  // an amendment "agrees" when it changed nothing
  std::string why;     // legal / refused: the rules' answer, names substituted
  std::vector<FieldReason> fields;
};

// Where the log and the engine last agreed on a field: the entry (-1: none yet, the log's start)
// and how many of the field's ledger changes that agreement accounts for. The count, not the
// entry, bounds the next claim's changes: a `check at=PHASE` agrees with the state as that phase
// began, so the automatic steps after the boundary (logged under an earlier entry, the decision
// that set them off) are still the next claim's to tell.
struct Agreement {
  int entry = -1;
  std::size_t changes = 0;
};
// Per field (FieldKey::index).
using AgreedAt = std::array<Agreement, kMaxPlayers * FieldKey::kPerPlayer>;

// The reasons of one claim (`where`: its entry, line and kind; `claims` what it says): each
// numeric field it names, `claimed` from the claims (an amendment's: from `claimed_state`, the
// state it leaves) and `computed` from `computed_state`, with the field's changes in `ledger`
// since the agreement `agreed` notes; for a check at a phase boundary (`boundary`), the changes
// before it only. Updates `agreed` with the fields that agree (all of an amendment's).
ClaimReasons explain_claim(ClaimReasons where, const Claims& claims, const GameState& claimed_state,
                           const GameState& computed_state, const FieldLedger& ledger,
                           const GameState* boundary, AgreedAt& agreed);

// docs/replay.md, "Reasons": the `claims` of the --json answer.
nlohmann::ordered_json claim_reasons_json(const std::vector<ClaimReasons>& claims,
                                          const std::vector<std::string>& names);
// What plain `caylus replay` prints: a line per claim (its fields, each with its changes grouped
// by rule), and for a field that disagrees its history, one line per change with #N, turn and
// phase. Empty when there is no claim.
std::vector<std::string> claim_reason_lines(const std::vector<ClaimReasons>& claims,
                                            const std::vector<std::string>& names);

}  // namespace caylus
