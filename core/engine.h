// The engine's public face: start a game, ask what is legal, check and apply actions.
//
//   GameState s = new_game(setup);          // income of turn 1 done, first decision pending
//   legal_actions(s, buffer);               // every legal action, in a fixed order
//   check(s, action);                       // nullopt = legal; never changes anything
//   apply(s, action, &events);              // applies it whole, or not at all
//
// Between two decisions the engine runs every automatic step (income, stables reorder, bailiff,
// scoring, ...) so `s.decision` always says whose decision is pending and of what kind.
// legal_set, apply_legal and check_each serve random play and `caylus fuzz` (tools/fuzzing/),
// which ask millions of times; core/engine_testing.h holds what only the tests call.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/events.h"
#include "core/legal_set.h"
#include "core/options.h"
#include "core/rule_id.h"
#include "core/state.h"

namespace caylus {

struct GameSetup {
  int player_count = 0;                 // seats 0..n-1, in initial turn order (setup.turn_order)
  std::array<BuildingId, 6> neutral{};  // road spaces 1..6 (setup.neutral)
  RuleOptions options;
};

// Checks a setup: the player count (setup.players) and the neutral tiles (setup.neutral).
std::optional<RuleViolation> check_setup(const GameSetup& setup);
// The initial state, with turn 1's income collected and the first decision pending.
// Precondition: check_setup(setup) is empty.
GameState new_game(const GameSetup& setup);

// Whether a refusal carries its message. A caller that reads only the rule id (the near-miss
// probes of `caylus fuzz`, thousands per game) skips building the strings; the verdict and the
// rule id are the same either way.
enum class Messages : std::uint8_t { built, skipped };
std::optional<RuleViolation> check(const GameState& state, const Action& action,
                                   Messages messages = Messages::built);
// How apply treats its action. `checked`: judged first, as check() judges it; a refused action
// changes nothing. `legal`: the caller vouches that the action is one of legal_actions(state)
// for this very state (the random players take theirs from that list): every one of them passed
// the same check a moment before, so apply performs it without asking again. The rule and its
// effect are the same in both modes (tests/legal_actions_test.cpp compares them on random games);
// an action that is not legal there, applied as `legal`, leaves an invalid state.
enum class Trust : std::uint8_t { checked, legal };
// What apply records in `events`: every event, or the facts alone (what changed), without the
// reasons (is_reason_event: costs, incomes and automatic steps told with their rules), which
// only people read. The invariants read the facts: a replay that only checks them skips the
// reasons (ReplayOptions::reasons), about half the events of a game.
enum class Reasons : std::uint8_t { recorded, skipped };
std::optional<RuleViolation> apply(GameState& state, const Action& action,
                                   EventSink* events = nullptr, Trust trust = Trust::checked,
                                   Reasons reasons = Reasons::recorded);

// apply(state, action, nullptr, Trust::legal) for a caller that observes nothing and has nothing
// to be told (uniform random play, tools/fuzzing/play.h): no verdict is returned, so nothing is
// written back through memory for it at every action.
void apply_legal(GameState& state, const Action& action);

// Positions (replay/positions/position.h): `state` as `phase` of its turn begins, before any of the
// phase's steps, then every automatic step up to the first decision. The caller has set the board,
// the players and the turn; this sets the phase's own progress (cursors) as the engine starts it.
// `events`, when given, receives those steps' events, reasons included: a replay that tells the
// game tells them as the first steps of the log (issue 35). `on_phase`, when given, is handed the
// state as each later phase begins during those steps (as apply_noting_phases).
void begin_phase(GameState& state, Phase phase, EventSink* events = nullptr,
                 const std::function<void(const GameState&)>& on_phase = {});
// apply (judged first, as check() judges it) that hands `on_phase` the state as each phase began
// during the automatic steps after the action (income, then placement, ...): where a position
// can be cut (caylus replay --position).
std::optional<RuleViolation> apply_noting_phases(
    GameState& state, const Action& action, const std::function<void(const GameState&)>& on_phase);

// Fills `out` (cleared first) with every legal action of the pending decision; empty only when
// the game is over. Reusing `out` avoids allocation.
void legal_actions(const GameState& state, std::vector<Action>& out);
// The same legal actions as a set (core/legal_set.h), cleared first: `out.at(i)` is
// legal_actions' i-th action and `out.size()` their number, but the placements and the provost's
// moves are kept as bit masks, not written out. The same candidates fill both (core/rules/rules.h,
// Candidates), so the order is the same: uniform random play that draws `below(out.size())`
// plays the same games (tools/fuzzing/play.h, play_uniform).
void legal_set(const GameState& state, LegalSet& out);
// verb_answers (which verbs answer each kind of decision) is the verb table's: core/verbs.h.

// Players with the most prestige (end.winner); meaningful once the game is over.
std::vector<PlayerIndex> winners(const GameState& state);

// The pending decision in words, each player as "{p0}".."{p4}" (render_message names them):
// "{p1} to place a worker or pass", "{p0} to resolve the farm on road space 1".
std::string describe_decision(const GameState& state);

// Replaces "{p0}".."{p4}" in `message` with the players' names.
std::string render_message(std::string_view message, const std::vector<std::string>& names);

}  // namespace caylus

namespace caylus {
class SplitMix64;
// setup.neutral: shuffles the neutral tiles with `rng` (see core/random.h for the order of
// draws).
std::array<BuildingId, 6> draw_neutral(SplitMix64& rng);
}  // namespace caylus

namespace caylus {
// check() of many actions at once, all for the pending decision of `state`: verdicts[i] (resized
// to fit) is the rule id check(state, actions[i]) refuses it under, nullopt when check accepts
// it. The same tests as check() in the same order, so the same verdicts (tests/check_each_test.cpp
// compares them); but what a decision's rule reads from the state alone is computed once for the
// whole list: the castle's room (rules::castle_terms), which check() recomputes for each of the
// thousands of batch combinations a rich castle decision offers (`caylus fuzz` re-checks every
// legal action). No message is built: check() the refused action for it.
void check_each(const GameState& state, std::span<const Action> actions,
                std::vector<std::optional<RuleId>>& verdicts);
}  // namespace caylus
