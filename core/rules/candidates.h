// Where the rule files offer the actions that could answer a decision (rules.h, candidates_X),
// for speed: the spread of spaces and moves judged as bits (core/bits.h) and kept unwritten in a
// LegalSet (core/legal_set.h). Its reference is plain: every candidate offered to the rule's
// check (offer), which the audit of tests/legal_actions_test.cpp runs beside every judged path.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "core/action.h"
#include "core/bits.h"
#include "core/legal_set.h"
#include "core/rules/result.h"
#include "core/state.h"

namespace caylus::rules {

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
    judged_spread(base, legal, count, -kProvostMoveOffset, SpreadField::move, offered);
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
    for (int bit : set_bits(offered)) audit(spread.action_of_bit(bit), (spread.bits >> bit) & 1);
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

}  // namespace caylus::rules
