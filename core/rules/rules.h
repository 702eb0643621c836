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
#include "core/state.h"
#include "core/text.h"

namespace caylus::rules {

// A rule's verdict on an action: accepted (converts to false, as `std::nullopt` reads) or refused
// under a rule id. legal_actions asks for ~10 verdicts per decision and reads none of their
// messages, so a verdict is 16 bytes that move as a pointer: the message lives on the heap, and
// only when someone will read it (see QuietChecks). (A 3-byte verdict with the message in a
// thread-local slot was tried: more instructions and slower, docs/speed-history.md.)
class Result {
 public:
  Result() = default;
  Result(std::nullopt_t) {}  // NOLINT: `return std::nullopt;` reads as "accepted"
  Result(RuleId rule, BuildingId building, std::unique_ptr<std::string> message)
      : refused_(true), rule_(rule), building_(building), message_(std::move(message)) {}

  explicit operator bool() const { return refused_; }
  RuleId rule() const { return rule_; }
  // The public form, for check() and apply().
  std::optional<RuleViolation> violation() && {
    if (!refused_) return std::nullopt;
    return RuleViolation{rule_, building_, message_ ? std::move(*message_) : std::string()};
  }

 private:
  bool refused_ = false;
  RuleId rule_ = RuleId::decision_kind;
  BuildingId building_ = BuildingId::none;
  std::unique_ptr<std::string> message_;
};

// Where the candidates_X functions offer every action that could answer the decision. An offered
// action is kept only if the rules of the decision accept it, so the legal actions are the
// candidates that check() accepts, by construction; offering may be generous, never short.
// Two modes, the same candidates: a list (legal_actions: every kept action written out) or a
// LegalSet (legal_set, core/legal_set.h: the kept actions of judged_spaces/judged_moves, a
// decision's last and largest group, kept as a bit mask and never written; the rest listed).
class Candidates {
 public:
  using Rules = Result (*)(const GameState&, const Action&);
  // `disagreements` non-null: the audit (legal_actions_audited, for the tests), see judged().
  Candidates(const GameState& s, Rules rules, std::vector<Action>& out,
             std::vector<Action>* disagreements = nullptr)
      : s_(s), rules_(rules), out_(out), disagreements_(disagreements) {}
  // The set mode: `set` (cleared by the caller) gets the same actions in the same order.
  Candidates(const GameState& s, Rules rules, LegalSet& set)
      : s_(s), rules_(rules), out_(set.list()), set_(&set) {}
  void offer(const Action& a) {
    if (!rules_(s_, a)) push(a);
  }
  // An action that the candidates judged themselves, with the rule's own tests in its bool-only
  // mode (may_place_on_open_road, may_build, ...): `legal` must be check_X's verdict. In the
  // audit, check_X judges every such action as well: the list keeps check_X's verdicts and each
  // action on which the two differ is recorded (tests/legal_actions_test.cpp).
  void judged(const Action& a, bool legal) {
    if (disagreements_ != nullptr) [[unlikely]] {
      audit(a, legal);
      return;
    }
    if (legal) push(a);
  }
  void accepted(const Action& a) { judged(a, true); }
  // Whether the audit is on: candidates that skip those they know to be refused must offer them
  // all then, so that the audit's list, kept by the check's verdicts, shows a wrongly skipped
  // legal action (tests/legal_actions_test.cpp compares the two lists).
  bool auditing() const { return disagreements_ != nullptr; }
  // judged() for `base` at each space of `offered` (bit i = space i), the verdict of each being
  // its bit in `legal` (a subset of `offered`, `count` bits set), in increasing order of space
  // starting at space `first` and wrapping round to space 0: the placement's special buildings
  // (29..35) then its road (1..28), judged as bits. In a list the actions are written at once
  // (LegalSet::write_spread); in a LegalSet the bits are kept. The audit judges every offered
  // space.
  void judged_spaces(const Action& base, std::uint64_t offered, std::uint64_t legal, int count,
                     int first = 0) {
    judged_spread(base, std::rotr(legal, first), count, first, SpreadField::space,
                  std::rotr(offered, first));
  }
  // The same for the provost's moves -3..3 of `base` (bit m + 3 = move m), in increasing order.
  void judged_moves(const Action& base, std::uint64_t offered, std::uint64_t legal, int count) {
    judged_spread(base, legal, count, -3, SpreadField::move, offered);
  }

 private:
  void push(const Action& a) {
    if (spread_kept_) [[unlikely]]
      write_kept_spread();
    out_.push_back(a);
  }
  // The spread's fields one by one (Spread), `bits` the legal ones among `offered` (in the
  // spread's bit order): a LegalSet's spread is written in place from them, where a Spread
  // built here was copied there whole at every decision.
  void judged_spread(const Action& base, std::uint64_t bits, int count, int first,
                     SpreadField field, std::uint64_t offered) {
    if (disagreements_ != nullptr) [[unlikely]] {
      audit_spread(Spread{base, bits, count, first, field}, offered);
      return;
    }
    // A LegalSet keeps one spread, the last group of actions: one kept already, or actions
    // listed after it (push), are written out first, so that the order stays the list's.
    if (spread_kept_) [[unlikely]]
      write_kept_spread();
    if (set_ != nullptr) {
      set_->keep_spread(base, bits, count, first, field);
      spread_kept_ = true;
      return;
    }
    LegalSet::write_spread(out_, Spread{base, bits, count, first, field});
  }
  [[gnu::noinline]] void write_kept_spread() {
    set_->write_spread();
    spread_kept_ = false;
  }
  [[gnu::noinline]] void audit_spread(const Spread& spread, std::uint64_t offered) {
    for (; offered != 0; offered &= offered - 1) {
      int bit = std::countr_zero(offered);
      audit(spread.action_of_bit(bit), (spread.bits >> bit) & 1);
    }
  }
  [[gnu::noinline]] void audit(const Action& a, bool legal) {
    bool checked = !rules_(s_, a);
    if (checked) out_.push_back(a);
    if (checked != legal) disagreements_->push_back(a);
  }
  const GameState& s_;
  Rules rules_;
  std::vector<Action>& out_;
  std::vector<Action>* disagreements_ = nullptr;
  LegalSet* set_ = nullptr;
  bool spread_kept_ = false;
};

// The bits of a 64-bit word, counted, for judged_spaces (x86-64's baseline has no popcnt
// instruction: the library call cost more than this).
inline int count_bits(std::uint64_t bits) {
  bits = bits - ((bits >> 1) & 0x5555555555555555ull);
  bits = (bits & 0x3333333333333333ull) + ((bits >> 2) & 0x3333333333333333ull);
  bits = (bits + (bits >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((bits * 0x0101010101010101ull) >> 56);
}

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
