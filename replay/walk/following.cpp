#include "replay/walk/following.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "core/road_scan.h"
#include "core/verbs.h"
#include "replay/log/spaces.h"
#include "replay/positions/amendments.h"
#include "replay/positions/initial_state.h"

namespace caylus {
namespace {

// Whether `candidate` agrees with every parameter the entry wrote (and with its verb and player).
bool fits(const Action& candidate, const Action& written, std::uint16_t given) {
  if (candidate.verb != written.verb || candidate.player != written.player) return false;
  const auto& params = verb_spec(written.verb).params;
  for (std::size_t i = 0; i < params.size(); ++i)
    if (((given >> i) & 1) && !param_equal(candidate, written, params[i])) return false;
  return true;
}

bool all_given(const LogEntry& entry) {
  auto count = verb_spec(entry.action.verb).params.size();
  std::uint16_t all = static_cast<std::uint16_t>((1u << count) - 1);
  return (entry.given & all) == all;
}

// The space an entry that names one names in `state`, as resolve_space finds it; nullopt when it
// names nothing there. resolve_space's answer where it is one look-up, without the variant it
// returns (asked by every action that names a space): a special building's fixed space, and the
// one tile on the road (most places and uses). None or several tiles, a number or
// a name: resolve_space.
std::optional<Space> written_space(const GameState& state, const SpaceRef& ref) {
  Space space = kNoSpace;
  switch (ref.kind) {
    case SpaceRef::Kind::special:
      space = special_space(ref.special);
      break;
    case SpaceRef::Kind::building:
      space = only_space_holding(state, ref.building);
      break;
    case SpaceRef::Kind::none:
    case SpaceRef::Kind::number:
    case SpaceRef::Kind::named:
      break;
  }
  if (space != kNoSpace) return space;
  auto resolved = resolve_space(state, ref);
  const auto* resolved_space = std::get_if<Space>(&resolved);
  if (resolved_space == nullptr) return std::nullopt;
  return *resolved_space;
}

}  // namespace

// The stores are ordered so that each 8-byte read of the engine soon after (at 0, 8, 16, 24, 32
// and 34: core/action_shape.cpp, Action::operator==) finds its bytes in one store, the youngest,
// and is forwarded from it: the last 16 bytes first, then four words, the space merged into the
// first in a register. A copy then a byte store (what `action.space = ...` compiles to) made the
// first word's read wait for both stores to reach the cache, and GCC's copy of 42 bytes as three
// overlapping 16-byte stores did the same to the read at 24.
void store_with_space(Action& to, const Action& written, Space space) {
  static_assert(sizeof(Action) == 42 && offsetof(Action, space) == 2 && sizeof(Space) == 1);
  const auto* from = reinterpret_cast<const unsigned char*>(&written);
  auto* bytes = reinterpret_cast<unsigned char*>(&to);
  unsigned char tail[16];
  std::memcpy(tail, from + 26, 16);
  std::memcpy(bytes + 26, tail, 16);
  for (std::size_t at : {24, 16, 8}) {
    std::uint64_t word;
    std::memcpy(&word, from + at, 8);
    std::memcpy(bytes + at, &word, 8);
  }
  std::uint64_t first;
  std::memcpy(&first, from, 8);
  constexpr int kSpaceShift = 8 * 2;  // little-endian: byte 2 of the word
  first = (first & ~(std::uint64_t{0xFF} << kSpaceShift)) |
          std::uint64_t{static_cast<std::uint8_t>(space)} << kSpaceShift;
  std::memcpy(bytes, &first, 8);
}

std::optional<Action> as_written(const GameState& state, const LogEntry& entry) {
  if (!entry.invalid_batch.empty()) return std::nullopt;
  if (entry.space_ref.kind == SpaceRef::Kind::none) return entry.action;
  auto space = written_space(state, entry.space_ref);
  if (!space) return std::nullopt;
  Action action = entry.action;
  action.space = *space;
  return action;
}

EntryMeeting meet_entry(const GameState& state, const LogEntry& entry,
                        std::vector<Action>& scratch) {
  EntryMeeting m;
  m.action = entry.action;
  if (entry.space_ref.kind != SpaceRef::Kind::none) {
    auto resolved = resolve_space(state, entry.space_ref);
    if (const auto* space = std::get_if<Space>(&resolved)) {
      m.action.space = *space;
    } else {
      m.unresolved = std::get<std::string>(std::move(resolved));
      m.ambiguous = ambiguous_space(state, entry.space_ref);
      m.action.space = kNoSpace;
    }
  }
  if (!entry.invalid_batch.empty()) m.action.batches = {};
  m.refusal = check(state, m.action);
  if (m.refusal && !m.unresolved && entry.invalid_batch.empty() && !all_given(entry)) {
    legal_actions(state, scratch);
    const Action* only = nullptr;
    int fitting = 0;
    for (const Action& candidate : scratch)
      if (fits(candidate, m.action, entry.given) && fitting++ == 0) only = &candidate;
    if (fitting == 1) {
      m.action = *only;
      m.refusal.reset();
      m.completed = true;
    }
  }
  // Refused only for whose turn or what kind of decision it is, an action still answers when it
  // is the deciding player's and its verb is one the decision takes (then the refusal stands).
  m.answers =
      !m.refusal ||
      (m.refusal->rule != RuleId::decision_player && m.refusal->rule != RuleId::decision_kind) ||
      (m.action.player == state.decision.player &&
       verb_answers(state.decision.kind, m.action.verb));
  return m;
}

std::optional<Action> only_choice(const GameState& state, std::vector<Action>& scratch) {
  legal_actions(state, scratch);
  if (scratch.size() != 1) return std::nullopt;
  return scratch.front();
}

bool LogCursor::settle(std::size_t index) {
  const auto& entries = log_->entries;
  const LogEntry* next = nullptr;
  for (std::size_t j = index; j < entries.size(); ++j)
    if (!entries[j].is_claim()) {
      next = &entries[j];
      break;
    }
  // No cap: each forced action is the engine's own legal choice, and a game ends.
  for (;;) {
    if (next != nullptr && meet_entry(*state_, *next, legal_).answers) return true;
    auto forced = only_choice(*state_, legal_);
    if (!forced) return true;
    if (step_(*forced, true) != Applied::done) return false;
  }
}

LogCursor::Arrival LogCursor::take(std::size_t index, EntryMeeting& met) {
  const LogEntry& entry = log_->entries[index];
  // The same walk as settle(index) then meet_entry: where meet_entry would find the action as
  // written legal (it answers, nothing to complete), applying it is what follows; a refusal
  // leaves the state as it was, and the entry is met in full.
  for (;;) {
    // An entry that names no space is taken as written: its action itself, not a copy. The copy
    // came back as overlapping 16-byte stores that the engine's 8-byte reads of the action
    // (core/action_shape.cpp) straddled at once, a store-to-load forwarding stall. Not taken
    // (as_written finds no action) is met in full, as refused.
    // An entry that names a space: as_written's action, stored so that the engine's reads of it
    // are forwarded (store_with_space).
    Applied taken = Applied::refused;
    if (entry.invalid_batch.empty()) {
      if (entry.space_ref.kind == SpaceRef::Kind::none) {
        taken = step_(entry.action, false);
      } else if (auto space = written_space(*state_, entry.space_ref)) {
        store_with_space(written_, entry.action, *space);
        taken = step_(written_, false);
      }
    }
    if (taken == Applied::done) return Arrival::applied;
    if (taken == Applied::stop) return Arrival::stopped;
    met = meet_entry(*state_, entry, legal_);
    if (met.answers) return Arrival::met;
    auto forced = only_choice(*state_, legal_);
    if (!forced) return Arrival::met;
    if (step_(*forced, true) != Applied::done) return Arrival::stopped;
  }
}

LogFollower::LogFollower(const GameLog& log)
    : log_(&log), cursor_(log, state_, [this](const Action& action, bool) {
        // The state each action meets, forced ones included (a forced one's is overwritten).
        before_ = state_;
        return apply(state_, action) ? LogCursor::Applied::refused : LogCursor::Applied::done;
      }) {
  auto start = initial_state(log);
  if (auto* state = std::get_if<GameState>(&start)) {
    state_ = *state;
    following_ = true;
  }
}

LogFollower::Taken LogFollower::take(std::size_t index) {
  const LogEntry& entry = log_->entries[index];
  Taken taken{entry.action, nullptr};
  if (!following_ || (entry.is_check && entry.probe == Probe::none)) return taken;
  if (entry.probe != Probe::none) {  // a claim about an action: named here, never applied
    if (!cursor_.settle(index)) {
      following_ = false;
      return taken;
    }
    EntryMeeting m = cursor_.meet(index);
    if (m.unresolved) return taken;
    before_ = state_;
    return Taken{m.action, &before_};
  }
  if (entry.is_amend) {
    if (!cursor_.settle(index) || amend_state(state_, entry.claimed(), log_->players))
      following_ = false;
    return taken;
  }
  EntryMeeting m;
  switch (cursor_.take(index, m)) {
    case LogCursor::Arrival::stopped:
      following_ = false;
      return taken;
    case LogCursor::Arrival::applied:
      // Applied as written, its space named in the state it met (as_written).
      taken.action = *as_written(before_, entry);
      taken.state = &before_;
      return taken;
    case LogCursor::Arrival::met:
      break;
  }
  if (!m.answers || m.unresolved) {
    following_ = false;
    return taken;
  }
  // The state the action meets: name its space here, even if the action is refused.
  before_ = state_;
  taken = Taken{m.action, &before_};
  if (m.refusal || !entry.invalid_batch.empty() || apply(state_, m.action)) following_ = false;
  return taken;
}

}  // namespace caylus
