// What the replayer is asked and what it answers (replay/replayer.h): its options, the observer
// of every step, the answer with its verdict, error, claims and expect. Apart from replay_log so
// that what reads an answer (expect.h, replay_start.h) does not include the replayer itself.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/engine.h"
#include "core/events.h"
#include "replay/claims/checks.h"
#include "replay/input/log_error.h"
#include "replay/json/log_json.h"
#include "replay/log/log.h"
#include "replay/log/step.h"
#include "replay/narration/claim_reasons.h"
#include "replay/narration/ledger.h"
#include "replay/positions/initial_state.h"

namespace caylus {

// An observer returns a message to stop the replay with an "invariant failure".
struct StepFailure {
  std::string id;       // e.g. "money.non_negative"
  std::string message;  // with the values concerned; players as "{pN}"
};
using StepObserver = std::function<std::optional<StepFailure>(const Step&)>;

struct ReplayOptions {
  StepObserver observer;       // called after every applied action, forced ones included
  std::optional<int> stop_at;  // replay only the first N entries of `actions`
  bool narrate = false;        // fill ReplayResult::narrative and ::ledger
  // Fill ReplayResult::claim_reasons (replay/narration/claim_reasons.h) and ::ledger: every field's
  // changes are kept, from the events of every step. Asked by `caylus replay LOG` and the page,
  // never in an archive's checked replay.
  bool claim_reasons = false;
  // Whether the observer's steps carry the reasons among their events (core/engine.h, Reasons),
  // or the facts alone: an observer that only checks the invariants reads no reason, and
  // recording them is about half the events of a game. The narrator records them either way.
  bool reasons = true;
  // Checks the state an amendment leaves (the invariants' state checks, set by tools/): a failure
  // makes the amendment an input error naming the invariant (LOG_FORMAT.md, "Amendments").
  std::function<std::optional<StepFailure>(const GameState&)> amendment_check;
  // Rule options set on top of the log's `rules.options`, in order (a later one wins):
  // defaults < the log < these. Used by `caylus replay --rules` and `caylus diff`.
  std::vector<std::pair<std::string, std::string>> rule_overrides;
  // A check that disagrees is recorded (ReplayResult::disagreeing_checks) and the replay goes on
  // instead of stopping there. `caylus diff` and `caylus readings` replay a log under a reading
  // its checks were not recorded under: the checks then only say whether the table played that
  // reading, and the outcome of the actions under it is still wanted. The verdict and `error`
  // stay those of the first failure, as without this option; an action the rules refuse still
  // stops the replay. Off by default: `caylus replay` stops at the first disagreeing check.
  bool continue_after_mismatch = false;
};

// Why the replay stopped early. Everything is rendered with the players' names.
struct ReplayError {
  int action = -1;  // index into `actions` of the entry concerned
  int line = 0;     // where that entry stands in a text log (0: a JSON log)
  int column = 0;
  int turn = 0;
  Phase phase = Phase::income;
  std::string player;      // who acted (empty for a check)
  std::string rule;        // rule id ("provost.cost"), invariant id, or "check" for a mismatch
  bool invariant = false;  // an invariant failed: an engine fault, not the players'
  std::string message;
  std::string action_text;                 // "green provost -2"; empty for a check
  std::vector<std::string> state;          // the state that mattered, one fact per line
  std::vector<std::string> legal_choices;  // at that point, the first kMaxChoicesShown
  int more_choices = 0;                    // how many more were left out
};
inline constexpr int kMaxChoicesShown = 10;

// The evaluation of the log's `expect` (LOG_FORMAT.md, "Top level").
struct ExpectResult {
  bool met = true;
  std::vector<std::string> reasons;        // why not, one per unmet claim
  std::vector<Mismatch> final_mismatches;  // `final` claims that disagree with the end state
};

// An amendment the replay applied (LOG_FORMAT.md, "Amendments").
struct Amendment {
  int action = -1;  // index into `actions`
  Claims fields;    // the fields set (in the shape of a check)
  std::string note;
};

// One check of the log that disagreed with the computed state.
struct DisagreeingCheck {
  int action = -1;  // index into `actions` of the check
  int turn = 0;
  Phase phase = Phase::income;
  std::vector<Mismatch> fields;
};

struct ReplayResult {
  // Set when the log cannot be replayed at all (bad setup, malformed check or expect, bad
  // --rules): the input is not a valid log; nothing else is meaningful.
  std::optional<LogError> input_error;

  Verdict verdict = Verdict::legal;
  bool complete = false;               // the game is over at the end of the replay
  std::optional<ReplayError> error;    // for illegal and mismatch
  std::vector<Mismatch> mismatches;    // the fields of the disagreeing check
  GameState state;                     // where the replay ended
  std::vector<std::string> names;      // the players' names, by seat
  std::vector<std::string> winners;    // names; empty unless complete
  int entries_in_log = 0;              // entries of `actions`
  int entries_replayed = 0;            // entries fully processed
  int actions_applied = 0;             // actions applied, forced ones included
  int forced_actions = 0;              // decisions with one legal choice the log omitted
  std::vector<Amendment> amendments;   // in log order
  std::optional<ExpectResult> expect;  // when the log has `expect` and the replay went to
                                       // the end of the log (no stop_at before it)
  // Every check that disagreed, in log order (one at most unless continue_after_mismatch).
  std::vector<DisagreeingCheck> disagreeing_checks;
  // The action refused (or the invariant failed) that stopped the replay, when one did; the same
  // as `error` unless continue_after_mismatch went past an earlier disagreeing check.
  std::optional<ReplayError> stopped_by;

  // A log that starts from a position: the automatic steps run before its first entry, from the
  // state as the position's phase began (log_json.h). The narration and the ledger tell them
  // first; the --json answer gives them as its first step (docs/replay.md, "steps").
  std::optional<OpeningSteps> opening;
  std::vector<std::string> narrative;  // ReplayOptions::narrate: the game in words
  // ReplayOptions::narrate: for each applied action, the index in `narrative` of its first line
  // (the lines before the first are the start; a step's lines run to the next step's first), so
  // the report and the page show each step with --explain's very lines (tools/report/narration.h).
  std::vector<std::size_t> narrative_steps;
  // ReplayOptions::narrate or ::claim_reasons: every prestige change, and every change of every
  // numeric field (ledger->fields(): caylus replay --ledger).
  std::optional<PointsLedger> ledger;
  // ReplayOptions::claim_reasons: the reasons of each claim replayed, in log order.
  std::vector<ClaimReasons> claim_reasons;

  // Exit status of `caylus replay`: 0 legal and expect met, 1 otherwise, 2 input error.
  int exit_status() const;
};

}  // namespace caylus
