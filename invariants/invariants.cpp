// The table of invariants, the concepts' rows in order, and the checker that runs them. The
// checks and their rows (id, doc, checks, what each reads or is triggered by) live in one file
// per concept (see checks.h).
#include "invariants/invariants.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <span>
#include <stdexcept>

#include "invariants/checks.h"

namespace caylus {
namespace invariants {

namespace {

// A step's bits (the triggers' word): its changed Parts, its event kinds, its action's verb and
// the decision kinds before and after it (clamped to the last verb / kind). check_step finds
// the entries they trigger by tables, a byte or a field at a time.
constexpr int verb_bit(const Action& action) {
  return std::min<int>(static_cast<int>(action.verb), kVerbCount - 1);
}
constexpr int decision_bit(const GameState& state) {
  return std::min<int>(static_cast<int>(state.decision.kind), kDecisionKindCount - 1);
}

// The concepts, one file of invariants/ each, in the order their rows are concatenated.
struct Family {
  std::string_view name;
  std::span<const Row> (*rows)();
};
constexpr Family kFamilies[] = {
    {"goods", goods_rows},     {"prestige", prestige_rows}, {"activation", activation_rows},
    {"workers", workers_rows}, {"board", board_rows},       {"castle", castle_rows},
    {"favors", favors_rows},   {"turn", turn_rows},
};

struct Definition {
  Row row;
  std::string_view family;
};

// Checked in this order: single-state facts first, then what relates two states. That is, the
// rows with a state check, concept after concept in the order above and each concept's rows in
// the order its file lists them; then the rows with a step check only, in the same order. The
// replayer reports the first invariant broken, so this order decides which one a step breaking
// two is reported under.
const std::vector<Definition>& definitions() {
  static const std::vector<Definition> table = [] {
    std::vector<Definition> out;
    for (bool state : {true, false})
      for (const Family& family : kFamilies)
        for (const Row& row : family.rows())
          if ((row.state != nullptr) == state) out.push_back({row, family.name});
    return out;
  }();
  return table;
}

const std::vector<InvariantInfo>& infos() {
  static const std::vector<InvariantInfo> table = [] {
    std::vector<InvariantInfo> out;
    for (const Definition& d : definitions())
      out.push_back(InvariantInfo{d.row.id, d.row.doc, d.family, d.row.state != nullptr,
                                  d.row.step != nullptr});
    return out;
  }();
  return table;
}

// The state checks and the step checks apart, in table order, for the per-step loops.
struct StateEntry {
  StateCheck check;
  std::uint32_t reads;
  int index;  // in definitions()
};
struct StepEntry {
  StepCheck check;
  std::uint64_t triggers;
  int index;
};
struct Entries {
  std::vector<StateEntry> state;
  std::vector<StepEntry> step;
  std::array<std::uint32_t, 32> readers{};    // per Part bit: the state entries reading it
  std::array<std::uint64_t, 64> triggered{};  // per step bit: the step entries it triggers
  // The same, 8 bits at a time: the entries due for a whole byte of Parts (bits 0-15), or of
  // step bits 0-39 (the changed Parts and the event kinds), in one look-up instead of one per
  // bit set (a step sets ~7).
  std::array<std::array<std::uint32_t, 256>, 2> readers_of_byte{};
  std::array<std::array<std::uint64_t, 256>, 5> triggered_by_byte{};
  // The step entries triggered by the action's verb, and by a decision kind (before or after
  // the step): the step's remaining bits in one look-up each.
  std::array<std::uint64_t, kVerbCount> triggered_by_verb{};
  std::array<std::uint64_t, kDecisionKindCount> triggered_by_decision{};
};
static_assert(kAllParts < (1u << 16) && kVerbShift == 40);
// Inline in the per-step loops (a call of its own there cost a call and a return a step).
[[gnu::always_inline]] inline const Entries& entries() {
  static const Entries all = [] {
    Entries e;
    const auto& table = definitions();
    for (std::size_t i = 0; i < table.size(); ++i) {
      const Row& row = table[i].row;
      if (row.state != nullptr) {
        for (int part = 0; part < 32; ++part)
          if ((row.reads >> part) & 1) e.readers[part] |= 1u << e.state.size();
        e.state.push_back({row.state, row.reads, static_cast<int>(i)});
      }
      if (row.step != nullptr) {
        for (int bit = 0; bit < 64; ++bit)
          if ((row.triggers >> bit) & 1) e.triggered[bit] |= std::uint64_t{1} << e.step.size();
        e.step.push_back({row.step, row.triggers, static_cast<int>(i)});
      }
    }
    for (std::size_t byte = 0; byte < e.readers_of_byte.size(); ++byte)
      for (unsigned value = 0; value < 256; ++value)
        for (unsigned bit = 0; bit < 8; ++bit)
          if ((value >> bit) & 1) e.readers_of_byte[byte][value] |= e.readers[8 * byte + bit];
    for (std::size_t byte = 0; byte < e.triggered_by_byte.size(); ++byte)
      for (unsigned value = 0; value < 256; ++value)
        for (unsigned bit = 0; bit < 8; ++bit)
          if ((value >> bit) & 1) e.triggered_by_byte[byte][value] |= e.triggered[8 * byte + bit];
    for (int verb = 0; verb < kVerbCount; ++verb)
      e.triggered_by_verb[verb] = e.triggered[kVerbShift + verb];
    for (int kind = 0; kind < kDecisionKindCount; ++kind)
      e.triggered_by_decision[kind] = e.triggered[kDecisionShift + kind];
    // The checker keeps its disabled invariants as bit masks over these entries.
    if (e.state.size() > 32 || e.step.size() > 64) throw std::logic_error("too many invariants");
    return e;
  }();
  return all;
}

// The failure of a check that failed, named after its row (a check leaves the id to its row).
// Out of line, only once an invariant has failed; given the loop's `due` mask, whose lowest bit
// is the failed entry, and not the entry: the loops then keep nothing more alive across a call
// (keeping the entry cost a register saved and restored at every step).
[[gnu::cold, gnu::noinline]] std::optional<InvariantFailure> named(Result& failed, int index) {
  std::optional<InvariantFailure> failure = failed.take();
  failure->id = std::string(definitions()[static_cast<std::size_t>(index)].row.id);
  return failure;
}
[[gnu::cold, gnu::noinline]] std::optional<InvariantFailure> named_state(Result& failed,
                                                                         std::uint32_t due) {
  return named(failed, entries().state[static_cast<unsigned>(std::countr_zero(due))].index);
}
[[gnu::cold, gnu::noinline]] std::optional<InvariantFailure> named_step(Result& failed,
                                                                        std::uint64_t due) {
  return named(failed, entries().step[static_cast<unsigned>(std::countr_zero(due))].index);
}

int index_of(std::string_view id) {
  const auto& table = definitions();
  for (std::size_t i = 0; i < table.size(); ++i)
    if (table[i].row.id == id) return static_cast<int>(i);
  return -1;
}

}  // namespace
}  // namespace invariants

const std::vector<InvariantInfo>& invariant_table() {
  return invariants::infos();
}

InvariantChecker::InvariantChecker(const std::vector<std::string_view>& disabled) {
  for (std::string_view id : disabled)
    if (!set_enabled(id, false))
      throw std::invalid_argument("no invariant '" + std::string(id) + "'");
}

bool InvariantChecker::set_enabled(std::string_view id, bool enabled) {
  int i = invariants::index_of(id);
  if (i < 0) return false;
  if (enabled)
    disabled_ &= ~(std::uint64_t{1} << i);
  else
    disabled_ |= std::uint64_t{1} << i;
  // The same as masks over the state and step entries, for the per-step loops.
  const auto& all = invariants::entries();
  state_on_ = 0;
  step_on_ = 0;
  for (std::size_t k = 0; k < all.state.size(); ++k)
    if (((disabled_ >> all.state[k].index) & 1) == 0) state_on_ |= 1u << k;
  for (std::size_t k = 0; k < all.step.size(); ++k)
    if (((disabled_ >> all.step[k].index) & 1) == 0) step_on_ |= std::uint64_t{1} << k;
  has_validated_ = false;  // a newly enabled invariant has not seen that state
  last_given_valid_ = false;
  return true;
}

bool InvariantChecker::enabled(std::string_view id) const {
  int i = invariants::index_of(id);
  return i >= 0 && ((disabled_ >> i) & 1) == 0;
}

// Inline in its two callers: a call of its own, with its frame and the failure's slot, was a
// large part of a checked step.
[[gnu::always_inline]] inline std::optional<InvariantFailure> InvariantChecker::run_state_checks(
    const GameState& state, const GameState* valid_before, std::uint32_t parts,
    const invariants::ByteDiff* diff) {
  const invariants::StateContext context{valid_before, parts, diff};
  const auto& all = invariants::entries();
  // The state entries reading a part in `parts`, in table order.
  std::uint32_t due =
      all.readers_of_byte[0][parts & 0xFF] | all.readers_of_byte[1][parts >> 8 & 0xFF];
  for (due &= state_on_; due != 0; due &= due - 1) {
    const auto& e = all.state[static_cast<unsigned>(std::countr_zero(due))];
    if (auto failure = e.check(state, context)) [[unlikely]] {
      has_validated_ = false;
      last_given_valid_ = false;
      return invariants::named_state(failure, due);
    }
  }
  return std::nullopt;
}

void InvariantChecker::remember_valid(const GameState& state) {
  // A byte copy, compared with memcmp: equal bytes are equal states (padding that differs only
  // costs a full check).
  std::memcpy(static_cast<void*>(&validated_), &state, sizeof(GameState));
  has_validated_ = true;
  last_given_valid_ = true;
}

std::optional<InvariantFailure> InvariantChecker::check_state(const GameState& state) {
  if (auto failure = run_state_checks(state, nullptr, invariants::kAllParts, nullptr))
    return failure;
  remember_valid(state);
  return std::nullopt;
}

std::optional<InvariantFailure> InvariantChecker::check_step(const GameState& before,
                                                             const Action& action,
                                                             const GameState& after,
                                                             const EventSink& events) {
  return check_step(before, action, after, events, Before::unknown);
}

std::optional<InvariantFailure> InvariantChecker::check_step(const GameState& before,
                                                             const Action& action,
                                                             const GameState& after,
                                                             const EventSink& events,
                                                             Before known_before) {
  using namespace invariants;
  // `before` is known valid when it is, byte for byte, the last state found valid: as the caller
  // guarantees, or by a compare with the copy kept. Always on (a test's switch): every check, as
  // if nothing were known of `before`.
  const bool given = known_before == Before::last_given;
  const bool known = !always_on_ && (given ? last_given_valid_
                                           : has_validated_ && std::memcmp(&before, &validated_,
                                                                           sizeof(GameState)) == 0);
  steps_in_full_ += known ? 0 : 1;
  const ByteDiff diff(before, after);
  const std::uint32_t changed = diff.parts();
  if (auto failure = run_state_checks(after, known ? &before : nullptr, known ? changed : kAllParts,
                                      known ? &diff : nullptr))
    return failure;
  std::uint32_t kinds = 0;
  // The reasons (is_reason_event, issue 29) trigger no check: they have no bit.
  for (const Event& e : events)
    if (!is_reason_event(e.kind)) kinds |= 1u << static_cast<unsigned>(e.kind);
  const StepView view{before, action, after, events, changed, kinds};
  // The step entries triggered by a bit of the step (all of them when always on), in table order.
  const auto& all = entries();
  const std::size_t n = all.step.size();
  std::uint64_t due = !always_on_ ? 0 : n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  if (!always_on_) {
    // The step's bits: bits 0-39 a byte at a time, then the verb's and the two decision
    // kinds' entries.
    const std::uint64_t low = std::uint64_t{changed} | std::uint64_t{kinds} << kEventShift;
    for (std::size_t byte = 0; byte < all.triggered_by_byte.size(); ++byte)
      due |= all.triggered_by_byte[byte][(low >> (8 * byte)) & 0xFF];
    due |= all.triggered_by_verb[verb_bit(action)] |
           all.triggered_by_decision[decision_bit(before)] |
           all.triggered_by_decision[decision_bit(after)];
  }
  for (due &= step_on_; due != 0; due &= due - 1) {
    const auto& e = all.step[static_cast<unsigned>(std::countr_zero(due))];
    if (auto failure = e.check(view, tracker_)) [[unlikely]] {
      has_validated_ = false;
      last_given_valid_ = false;
      return invariants::named_step(failure, due);
    }
  }
  if (given) {
    // The caller's next `before` is this `after`: no copy to compare it with.
    has_validated_ = false;
    last_given_valid_ = true;
  } else {
    remember_valid(after);
  }
  return std::nullopt;
}

}  // namespace caylus
