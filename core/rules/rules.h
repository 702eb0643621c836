// Internal interface between the engine's dispatcher (core/engine.cpp) and the rule files, one
// per rulebook concept. Each decision kind has three entry points, all in the same file, and the
// dispatcher routes every decision through one table of them:
//   candidates_X  — offers every action that could answer the decision (a superset of the legal
//                   ones); legal_actions keeps those check_X accepts;
//   check_X       — the rule in "check" mode: says why an action is illegal, never mutates;
//   perform_X     — the rule in "apply" mode: only ever called after check_X accepted.
// and each phase has a `X_next` step that runs the phase's automatic steps and returns true
// once it has set `state.decision`, false when the phase is over.
#pragma once

#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/events.h"
#include "core/legal_set.h"
#include "core/rule_id.h"
#include "core/rules/candidates.h"
#include "core/rules/result.h"
#include "core/state.h"
#include "core/text.h"

namespace caylus::rules {

// Events go to the sink only when someone listens; the reasons (is_reason_event) only when the
// listener reads them (Reasons, core/engine.h). A kind is a constant where an event is made, so
// the test of it folds away.
struct Events {
  EventSink* sink = nullptr;
  bool reasons = true;
  void add(const Event& e) const {
    if (sink != nullptr && (reasons || !is_reason_event(e.kind))) sink->push_back(e);
  }
  // Whether reasons are told: a reason that costs work to find (the income by source, the best
  // builder's tie) is looked for only then.
  bool on() const { return sink != nullptr && reasons; }
};

// common.cpp
// legal_actions consults the rules thousands of times and reads no message: while "quiet",
// violations carry their rule id only and messages are never built.
bool& quiet_checks();
struct QuietChecks {
  bool saved = quiet_checks();
  QuietChecks() { quiet_checks() = true; }
  ~QuietChecks() { quiet_checks() = saved; }
  QuietChecks(const QuietChecks&) = delete;
  QuietChecks& operator=(const QuietChecks&) = delete;
};
// Messages are built out of line: inlined into the rule functions, their string code would make
// every verdict (refusals are the rare case) pay for a large stack frame.
template <typename MakeMessage>
[[gnu::cold, gnu::noinline]] std::unique_ptr<std::string> build_message(MakeMessage& make) {
  return std::make_unique<std::string>(make());
}
// A violation whose message `make()` builds only when someone will read it.
template <typename MakeMessage>
Result violation(RuleId rule, MakeMessage&& make, BuildingId b = BuildingId::none) {
  if (quiet_checks()) return Result(rule, b, nullptr);
  return Result(rule, b, build_message(make));
}
// Adds `amount` PP (negative = lose), never below 0 (prestige.floor); reports `e` with the
// change actually made.
void change_prestige(GameState& s, PlayerIndex p, int amount, Event e, const Events& ev);
// favor.choose: queues `n` favors for `p` (or 3 PP each under simplified_favor).
void gain_favors(GameState& s, PlayerIndex p, int n, const Events& ev);
void return_worker(GameState& s, PlayerIndex p, Space from, const Events& ev);
// "green needs 3 deniers and has 2 to <what()>" when p's goods do not cover `goods`.
// Cold and out of line, as build_message: the flattened candidate enumerations must not inline it.
[[gnu::cold, gnu::noinline]] Result need_message(const GameState& s, PlayerIndex p,
                                                 const Resources& goods, RuleId rule,
                                                 const std::string& what, BuildingId b);
template <typename MakeWhat>
Result need(const GameState& s, PlayerIndex p, const Resources& goods, RuleId rule, MakeWhat&& what,
            BuildingId b = BuildingId::none) {
  if (covers(s.player(p).goods, goods)) return std::nullopt;
  if (quiet_checks()) return Result(rule, b, nullptr);
  return need_message(s, p, goods, rule, *build_message(what), b);
}

// income.cpp
void collect_income(GameState& s, const Events& ev);

// placement.cpp
bool placement_next(GameState& s, const Events& ev);
void candidates_placement(const GameState& s, Candidates& out);
Result check_placement(const GameState& s, const Action& a);
// The placement rule's bool-only mode for a free building on the road: true only when
// check_placement accepts `p place space` (its first test); false says nothing.
bool may_place_on_open_road(const GameState& s, PlayerIndex p, Space space);
// The same for a special building (the castle included): true exactly when check_placement
// accepts `p place` there.
bool may_place_on_special(const GameState& s, PlayerIndex p, Special special);
// Whether the special building has room for p's worker (place.occupied, place.stables, place.inn,
// place.castle.one_per_player, two_player.no_stables): may_place_on_special without the worker
// and the cost, and check_worker_space's verdict on a special building.
bool special_open_to(const GameState& s, PlayerIndex p, Special special);
// special_open_to for every special building: bit i for Special i.
std::uint32_t open_specials(const GameState& s, PlayerIndex p);
// Whether workers may stand on the tile (place.forbidden). The road scans (core/road_scan.h:
// open_road_spaces, the road spaces a worker may stand on now) take the same tiles.
bool is_worker_tile(BuildingId b);
// check_placement for `p place space` (the verb aside): the whole placement rule.
Result check_place(const GameState& s, PlayerIndex p, Space space);
void perform_placement(GameState& s, const Action& a, const Events& ev);
// Whether `p` may put a worker on `space` (all placement rules but the cost).
Result check_worker_space(const GameState& s, PlayerIndex p, Space space);
// Puts p's worker on `space` (no payment): slots, occupancy, owner prestige.
void put_worker(GameState& s, PlayerIndex p, Space space, const Events& ev);
int placement_cost(const GameState& s, PlayerIndex p, Space space, RuleId& rule);

// special_buildings.cpp
bool special_next(GameState& s, const Events& ev);
void candidates_special(const GameState& s, Candidates& out);
Result check_special(const GameState& s, const Action& a);
void perform_special(GameState& s, const Action& a, const Events& ev);

// provost.cpp
bool provost_next(GameState& s, const Events& ev);
void candidates_provost(const GameState& s, Candidates& out);
Result check_provost(const GameState& s, const Action& a);
void perform_provost(GameState& s, const Action& a, const Events& ev);
Result check_provost_move(const GameState& s, int move);
// provost.bounds in its bool-only mode: check_provost_move accepts exactly these moves.
bool provost_stays_on_road(const GameState& s, int move);
// The moves -3..3 (bit m + 3) that keep the provost on the road (provost.bounds) and move it at
// most `spaces_paid_for` spaces (provost.cost; the merchants' guild's move is free: 3).
std::uint64_t provost_moves(const GameState& s, int spaces_paid_for);

// activation.cpp
bool activation_next(GameState& s, const Events& ev);
void candidates_activation(const GameState& s, Candidates& out);
Result check_activation(const GameState& s, const Action& a);
void perform_activation(GameState& s, const Action& a, const Events& ev);

// construction.cpp: building and the notary, shared by phase 5 and the favor table.
struct BuildTerms {
  BuildingKind kind;   // build.kind: what this builder may build
  Cube discount_cube;  // favor: one cube of this type less (with discount = true)
  bool discount = false;
  bool free = false;  // favor_architect_cost = free
  RuleId kind_rule = RuleId::build_kind;
};
Result check_build(const GameState& s, PlayerIndex p, const Action& a, const BuildTerms& terms);
void perform_build(GameState& s, PlayerIndex p, const Action& a, const BuildTerms& terms,
                   const Events& ev);
// Every build of a `kind` tile by p: each offered to the decision's check, or, given the terms,
// judged in check_build's bool-only mode.
void candidate_builds(const GameState& s, PlayerIndex p, Action base, BuildingKind kind,
                      Candidates& out);
void candidate_builds(const GameState& s, PlayerIndex p, Action base, const BuildTerms& terms,
                      Candidates& out);
// The price is the residence's cost (core/buildings.cpp: 1 cloth + 1 denier), less
// `denier_discount` deniers (the buildings row of the King's favor, column 4).
Result check_transform(const GameState& s, PlayerIndex p, Space target, int denier_discount);
void perform_transform(GameState& s, PlayerIndex p, Space target, int denier_discount,
                       const Events& ev);
// Carries out delayed transformations (notary.occupied) whose time has come.
enum class TransformMoment { target_activated, end_of_activation, end_of_turn };
void resolve_pending_transforms(GameState& s, TransformMoment moment, const Events& ev);

// castle.cpp
bool castle_next(GameState& s, const Events& ev);
void candidates_castle(const GameState& s, Candidates& out);
Result check_castle(const GameState& s, const Action& a);
void perform_castle(GameState& s, const Action& a, const Events& ev);
int castle_room(const GameState& s);  // houses that can still be placed

// end_of_turn.cpp
bool end_of_turn_next(GameState& s, const Events& ev);
void start_turn(GameState& s, const Events& ev);

// favors.cpp
void candidates_favor(const GameState& s, Candidates& out);
Result check_favor(const GameState& s, const Action& a);
void perform_favor(GameState& s, const Action& a, const Events& ev);

// final_scoring.cpp
void final_scoring(GameState& s, const Events& ev);

// castle.cpp: check_castle in its two parts, so that many offers of one decision share the
// first. castle_terms: what the rule reads from the state alone, the same for every offer of the
// decision (the room left: castle.section; whether gold makes a batch: castle_gold_in_batch).
// check_castle_offer: the tests of one offer against those terms. check_castle(s, a) is
// check_castle_offer(s, castle_terms(s), a); check_each (core/engine.h) computes the terms once
// for a whole list (a rich castle decision offers thousands of batch combinations).
struct CastleTerms {
  int room = 0;
  bool gold_in_batch = false;
};
CastleTerms castle_terms(const GameState& s);
Result check_castle_offer(const GameState& s, const CastleTerms& terms, const Action& a);

}  // namespace caylus::rules
