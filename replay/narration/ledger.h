// The points ledger of `caylus replay --explain` (the narrator, the game in words, is
// replay/narration/narrator.h).
//
// The ledger attributes every prestige change to its cause, from the engine's prestige events
// (EventKind::prestige_*): a placement on one's building by another player, a building built,
// castle houses by section, the castle penalty, a section scoring, a favor, the church / tailor
// / jeweler, the notary, the end bonus. Its entries of a player add up to that player's
// prestige, so a reader sees why each player has the score they have.
//
// It is fed by the replayer, step by step: (state before, action, events, state after). Texts
// name players as "{pN}"; render_message() substitutes the names.
#pragma once

#include <string>
#include <vector>

#include "core/action.h"
#include "core/events.h"
#include "core/state.h"
#include "replay/narration/field_ledger.h"

namespace caylus {

// Turn and phase of each event of one step. Events carry neither; they are inferred from the
// state the step started in and from what each event is (an income starts a new turn, a
// bailiff move belongs to the end of turn, ...).
struct EventClock {
  int turn;
  Phase phase;
  explicit EventClock(const GameState& before) : turn(before.turn), phase(before.phase) {}
  void advance(const Event& e);  // call before reading turn/phase for `e`
};

struct LedgerEntry {
  int turn = 0;
  Phase phase = Phase::income;
  EventKind kind = EventKind::prestige_build;  // meaningless for the opening balance
  bool opening = false;    // the prestige a player already had when the log started
  bool amendment = false;  // set by an amendment of the log (what the table let stand)
  int amount = 0;          // signed change actually applied (after prestige.floor)
  int total = 0;           // running total after this entry
  std::string cause;       // "castle: 2 houses in the dungeon"; players as {pN}
};

// The ledger of every player's prestige: the prestige fields of a FieldLedger (replay/
// field_ledger.h), whose changes it presents as entries; it keeps nothing of its own.
class PointsLedger {
 public:
  PointsLedger() = default;
  // Opens an account per player; a log starting from a snapshot may start with prestige.
  explicit PointsLedger(const GameState& start);
  // Records the prestige events of one step (the decision of log entry `entry`). `action` is
  // the decision applied (its payment explains a church, tailor or jeweler use).
  void record(const GameState& before, const Action& action, const EventSink& events,
              const GameState& after, int entry = -1);

  // An amendment of the log (replay/positions/amendments.h) that changed prestige: an entry with
  // `cause`.
  void amend(const GameState& before, const GameState& after, const std::string& cause,
             int entry = -1);
  int player_count() const { return player_count_; }
  std::vector<LedgerEntry> entries(PlayerIndex p) const;
  int total(PlayerIndex p) const;
  // A table per player (cause, turn, amount, running total), with names.
  std::vector<std::string> render(const std::vector<std::string>& names) const;
  // Every numeric field, of which the prestige is one (caylus replay --ledger).
  const FieldLedger& fields() const { return fields_; }

 private:
  static constexpr int kPrestigeField = 1;  // kPlayerFields: deniers, prestige, ...
  static FieldKey key(PlayerIndex p);
  int player_count_ = 0;
  FieldLedger fields_;
};

// Why a prestige event happened, from the owner's point of view ("castle: 2 houses in the
// dungeon (5 PP each)"); `action` is the decision of the step (its payment explains a church,
// tailor or jeweler use). The ledger's causes, and the narrator's words for prestige events.
std::string prestige_cause(const Event& e, const Action& action, const GameState& after);
// The phase column of the ledgers: the phase's id in English ("end_of_turn"), the rulebook's word
// in a translation.
std::string_view phase_column(Phase p);

}  // namespace caylus
