// The narrator of `caylus replay --explain`: the game turn by turn, phase headers, each decision
// in words, and the automatic steps the events reveal (income, stables, bailiff, scorings,
// favors). The points ledger beside it is replay/narration/ledger.h.
//
// It is fed by the replayer, step by step: (state before, action, events, state after). Texts
// name players as "{pN}"; render_message() substitutes the names.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "core/action.h"
#include "core/events.h"
#include "core/state.h"

namespace caylus {

class Narrator {
 public:
  Narrator() = default;
  explicit Narrator(const GameState& start);
  // One applied decision; `forced` when the log omitted it (its only legal choice).
  // `index` is the action's number, as error messages give it ("#12").
  void step(int index, const GameState& before, const Action& action, bool forced,
            const EventSink& events, const GameState& after);
  // The automatic steps a position's start runs before the log's first entry (OpeningSteps,
  // log_json.h): from `phase_start`, the state the position says, to `after`.
  void opening(const GameState& phase_start, const EventSink& events, const GameState& after);
  // A check entry of the log, met at `state`, and how many fields differed; `boundary`: the
  // phase start it was compared with instead (a check at=PHASE).
  void check(int index, std::size_t mismatches, const GameState& state,
             const GameState* boundary = nullptr);
  // A legal / refused claim ("legal red place inn"), whether the rules agree, and their verdict
  // in words ("the rules refuse it: [place.occupied] ...").
  void claim(int index, const std::string& claim, bool agrees, const std::string& verdict,
             const GameState& state);
  // An amendment entry: the fields it set ("red.deniers=5") and its note.
  void amend(int index, const std::string& fields, const std::string& note, const GameState& state);
  // The text so far, one line per element, players as {pN}.
  const std::vector<std::string>& lines() const { return lines_; }

 private:
  void header(int turn, Phase phase);
  // The events of one step (told_events), under the headers of the phases they belong to.
  void tell(const GameState& before, const Action& action, const EventSink& events,
            const GameState& after);
  void say(std::string line) { lines_.push_back("    " + std::move(line)); }

  int turn_ = 0;
  Phase phase_ = Phase::income;
  std::vector<std::string> lines_;
};

// What the narrator tells of one step's events, without the action's own line or the headers:
// every event the table narrates, each on its line with its rule, the income of a turn by source
// on one line. What `caylus record` shows as it happens (tools/record/record_session.h): the same
// words as `--explain`, never a second set.
std::vector<std::string> told_events(const GameState& before, const Action& action,
                                     const EventSink& events, const GameState& after);

// One event of the step that applied `action`, as words with its rule ("{p1} -2 PP: no house in
// the dungeon [scoring.dungeon]"), or empty when the table does not narrate its kind (a worker
// returning: the action's own line tells it).
std::string event_text(const Event& e, const Action& action, const GameState& after);

}  // namespace caylus
