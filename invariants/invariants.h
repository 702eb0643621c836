// Invariants: a second, independent line of defence that catches the engine itself going wrong.
//
// The engine enforces the rules; the invariants restate them from RULES.md and check, after every
// step (state before, action, state after, events of the step), that what happened is possible
// at all: nobody owes deniers, each tile is on the board once, a castle section is scored once,
// prestige goes down only through a penalty, ... They never call the engine's own checks
// (check(), legal_actions(), rules::); they read the state's fields and the building table.
//
//   InvariantChecker checker;        // one per game: it tracks favor rows per phase, ...
//   checker.check_state(initial);    // optional, on the first state
//   apply(s, action, &events);
//   auto f = checker.check_step(before, action, s, events);  // after every step
//
// The replayer's observer (replay/replayer.h) is a thin adapter that tools/ or tests/ write:
//   [&checker](const Step& st) -> std::optional<StepFailure> {
//     if (auto f = checker.check_step(st.before, st.action, st.after, st.events))
//       return StepFailure{f->id, f->message};
//     return std::nullopt; }
//
// A failure names the invariant (`f->id`, e.g. "money.non_negative") and gives the values
// concerned, with players written "{p0}".."{p4}" (core's render_message puts names in).
//
// Fast by design: the success path allocates nothing and builds no string; messages are built
// only when an invariant fails.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/action.h"
#include "core/events.h"
#include "core/state.h"

namespace caylus {
namespace invariants {
struct ByteDiff;  // invariants/checks.h
}

struct InvariantFailure {
  std::string id;       // dotted invariant id, e.g. "castle.one_worker_per_player"
  std::string message;  // with the values concerned; players as "{p0}".."{p4}"
};

struct InvariantInfo {
  std::string_view id;
  std::string_view doc;     // one line
  std::string_view family;  // its concept, the file of invariants/ it lives in: "goods", ...
  bool per_state;           // checked on every state (check_state and check_step)
  bool per_step;            // checked on every step (check_step only)
};

// Every invariant, in the order they are checked (the first failing one is reported).
const std::vector<InvariantInfo>& invariant_table();

// Per-game tracking that a single step cannot see (favor rows used in the current phase, the
// first-pass bonus of the current turn, the scoring under way). Small and allocation-free; the
// checker owns one, callers need not look inside.
struct InvariantTracker {
  std::uint8_t turn = 0;
  Phase phase = Phase::income;
  std::array<std::uint8_t, kMaxPlayers> favor_rows{};  // bit per FavorRow, this phase instance
  std::uint8_t first_pass_bonus_turn = 0;              // turn of the last first-pass bonus

  // The end-of-turn scoring expected since the bailiff last moved, as the events it must give
  // in order: per section due, per player in turn order, a penalty and/or favors, then
  // section_scored.
  struct ScoringEvent {
    EventKind kind = EventKind::section_scored;
    PlayerIndex player = kNoPlayer;
    Section section = Section::dungeon;
    std::int8_t amount = 0;  // favors gained
  };
  std::array<ScoringEvent, kSectionCount*(2 * kMaxPlayers + 1)> scoring{};
  std::uint8_t scoring_size = 0;
  std::uint8_t scoring_next = 0;
  bool scoring_known = false;  // a bailiff move was seen: every scoring event is expected
};

class InvariantChecker {
 public:
  // All invariants enabled.
  InvariantChecker() = default;
  // All invariants enabled except those listed; an unknown id throws std::invalid_argument.
  explicit InvariantChecker(const std::vector<std::string_view>& disabled);

  // Enables or disables one invariant; false when no invariant has that id.
  bool set_enabled(std::string_view id, bool enabled);
  bool enabled(std::string_view id) const;

  // Runs every check on every step, as if each read every part and were triggered by everything
  // (the declared parts and triggers are then ignored). Only for the test that compares both
  // runs (tests/hand_kept_lists_test.cpp): a check that declares too little shows there.
  void set_always_on(bool on) {
    always_on_ = on;
    has_validated_ = false;
    last_given_valid_ = false;
  }

  // Forgets the per-game tracking (call between two games when reusing a checker).
  void reset() {
    tracker_ = InvariantTracker{};
    has_validated_ = false;
    last_given_valid_ = false;
  }

  // The invariants of one state (ranges, board consistency, ...). nullopt = all hold; the state
  // is then remembered as valid (see check_step).
  std::optional<InvariantFailure> check_state(const GameState& state);

  // The invariants of one applied step: those of `after`, then those relating `before`,
  // `action`, `after` and the step's events. Updates the per-game tracking.
  //
  // Speed: when `before` is the last state this checker found valid (the `after` of the
  // previous step, or a state passed to check_state), only the state invariants reading a part
  // of the state that changed in the step run again; the result is the same.
  std::optional<InvariantFailure> check_step(const GameState& before, const Action& action,
                                             const GameState& after, const EventSink& events);

  // What a caller knows of a step's `before`.
  enum class Before : std::uint8_t {
    // Nothing: compared byte for byte with a copy of the last state found valid.
    unknown,
    // The caller guarantees that `before` is, byte for byte, the last state it gave this checker
    // (the `after` of the previous check_step, or the state of check_state): the replayer knows
    // it (replay/replayer.h, Step::follows). Known valid when that state passed, without the
    // compare, and no copy of `after` is kept: a later step with Before::unknown is then
    // checked in full. tests/replay_violations_test.cpp holds the replayer to its guarantee.
    last_given,
  };
  std::optional<InvariantFailure> check_step(const GameState& before, const Action& action,
                                             const GameState& after, const EventSink& events,
                                             Before known_before);

  // The steps whose `before` was not, byte for byte, the last state found valid: every state
  // check ran again for them. 0 over a game whose first state went through check_state when the
  // caller passes each step's `before` as a byte copy of the previous `after` (the replayer does:
  // tests/replay_test.cpp holds it to that, since a member-wise copy leaves padding bytes stale
  // and silently costs every step the full check).
  std::uint64_t steps_checked_in_full() const { return steps_in_full_; }

 private:
  // The state checks reading a part in `parts`; `valid_before` (if any) passed them all.
  std::optional<InvariantFailure> run_state_checks(const GameState& state,
                                                   const GameState* valid_before,
                                                   std::uint32_t parts,
                                                   const invariants::ByteDiff* diff);
  void remember_valid(const GameState& state);

  std::uint64_t disabled_ = 0;                 // bit per index in invariant_table()
  std::uint32_t state_on_ = ~0u;               // the same: bit per enabled state check, in order
  std::uint64_t step_on_ = ~std::uint64_t{0};  // bit per enabled step check, in order
  InvariantTracker tracker_;
  GameState validated_{};       // the last state found valid (byte copy)
  bool has_validated_ = false;  // validated_ holds it
  // The last state given (check_state, or a step's `after`) passed: with Before::last_given,
  // `before` is known valid. validated_ is not kept up to date in that mode.
  bool last_given_valid_ = false;
  bool always_on_ = false;
  std::uint64_t steps_in_full_ = 0;
};

}  // namespace caylus
