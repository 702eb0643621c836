// The ledger of any numeric field of a check (issue 35): every change of a player's deniers,
// prestige, cubes or available workers, or of the houses a player has in a castle section, with
// the action number (#N, as errors give it), turn, phase, signed amount, running total and cause
// (a rule id). `caylus replay LOG --ledger green.deniers` prints one; the reasons of a claim
// (replay/narration/claim_reasons.h) are its changes since an earlier entry; the points ledger
// (replay/narration/ledger.h) is its prestige fields.
//
// The cause of a change is read from the engine's events (core/events.h): which event moves which
// field is one table, kEventMoves in field_ledger.cpp, keyed by EventKind. What the events of a
// step leave unexplained is the decision's own payment or gain (a building's cost, a market's
// trade, the provost's price...), attributed to the decision with its verb's rule, for the deciding
// player's cubes and deniers only; anything else would be a change without a cause, recorded as
// such (ChangeSource::unexplained) and refused by tests/field_ledger_test.cpp over random games.
//
// The events must carry the reasons (Reasons::recorded: the income's parts are reasons, core/
// events.h): the replayer asks for them whenever a ledger is kept.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/action.h"
#include "core/events.h"
#include "core/state.h"
#include "replay/claims/claims.h"

namespace caylus {

// A numeric field of a check: a player's field (kPlayerFields of replay/claims/claim_fields.h:
// "green.deniers") or the houses of a player in a section (the check's `castle`:
// "castle.dungeon.green").
struct FieldKey {
  PlayerIndex player = 0;
  std::int8_t player_field = 0;  // index into kPlayerFields; -1: houses in `section`
  Section section = Section::dungeon;
  bool operator==(const FieldKey&) const = default;

  static constexpr int kPerPlayer = kPlayerFieldCount + kSectionCount;
  int index() const {
    return player * kPerPlayer +
           (player_field >= 0 ? player_field : kPlayerFieldCount + static_cast<int>(section));
  }
  int value(const GameState& s) const;
  // "green.deniers", "castle.walls.red" (the notation's keys).
  std::string name(const std::vector<std::string>& names) const;
};

// "green.deniers" (or "players.green.deniers", as a mismatch's path says it) for a log with
// these players; an error message naming the field and listing the valid ones otherwise.
std::optional<FieldKey> parse_field(std::string_view text, const std::vector<std::string>& names,
                                    int player_count, std::string* why);
// Every numeric field of a check for `player_count` players, player by player in the order a
// check writes them (the fields, then the houses in each section): the page's field picker.
std::vector<FieldKey> all_fields(int player_count);
// Every field a claims object names (its players' numeric fields and its castle houses), in the
// order a check writes them.
std::vector<FieldKey> named_fields(const Claims& claims, int player_count);

enum class ChangeSource : std::uint8_t {
  opening,      // the value when the log starts (a position, a snapshot, the setup)
  event,        // an automatic step or a cost the engine reported (`kind`)
  decision,     // the decision's own payment or gain (a cost, a trade): `action`'s verb
  amendment,    // an `amend` entry of the log
  unexplained,  // a change no event or decision accounts for: an engine fault (tests refuse it)
};

struct FieldChange {
  ChangeSource source = ChangeSource::opening;
  int action = -1;  // the log entry (#N); for a forced decision the entry that prompted it
  int turn = 0;
  Phase phase = Phase::income;
  EventKind kind = EventKind::count;  // source event only
  std::string rule;                   // "castle.penalty", "building.church"; empty: none
  int amount = 0;                     // signed change applied
  int nominal = 0;                    // before prestige.floor (== amount unless floored)
  int total = 0;                      // the field's value after it
  std::string text;                   // the cause in words; players as {pN}
};

class FieldLedger {
 public:
  FieldLedger() = default;
  // Opens an account per field of every seat (an opening change when the start value is not 0).
  explicit FieldLedger(const GameState& start);

  // One applied step: the decision `action` of log entry `entry`, its events, the states.
  void record(int entry, const GameState& before, const Action& action, const EventSink& events,
              const GameState& after);
  // An amendment (entry `entry`) that set fields: one change per field it moved.
  void amend(int entry, const GameState& before, const GameState& after, const std::string& cause);

  const std::vector<FieldChange>& changes(FieldKey key) const { return accounts_[key.index()]; }
  int player_count() const { return player_count_; }

 private:
  void add(FieldKey key, FieldChange change);
  int player_count_ = 0;
  std::array<std::vector<FieldChange>, kMaxPlayers * FieldKey::kPerPlayer> accounts_;
  std::array<int, kMaxPlayers * FieldKey::kPerPlayer> totals_{};
};

// The field's changes as text lines (the --ledger table): turn, phase, action, amount, total,
// rule, cause, names substituted.
std::vector<std::string> ledger_lines(const FieldLedger& ledger, FieldKey key,
                                      const std::vector<std::string>& names);
// One change as JSON: {"action", "turn", "phase", "rule", "amount", "total", "text", "source"}.
nlohmann::ordered_json change_json(const FieldChange& c, const std::vector<std::string>& names);

}  // namespace caylus
