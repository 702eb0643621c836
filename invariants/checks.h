// Internal interface of the invariants library: the step seen by the checks, the failure
// builder, and the row that declares an invariant. The invariants live by concept, one file
// each, every check beside its row (the file's table, at its end):
//   goods.cpp       deniers and cubes: never negative, every change explained
//   prestige.cpp    prestige: never negative, every change explained, each of its rule's amount
//   activation.cpp  phase 5: the road resolved in order, exchanges as printed, the owner's
//                   bonus, the favors a new building gives
//   workers.cpp     workers conserved, one castle worker per player, stables, returns, standing
//   board.cpp       buildings (catalog, sites, owners), provost and bailiff
//   castle.cpp      castle sections and houses, scoring
//   favors.cpp      King's favor rows, columns and markers
//   turn.cpp        turn order, bridge, turn progress, end of game
//   invariants.cpp  the concepts in order, and the checker
//   parts.cpp       which parts of the state a step changed
//   text.cpp        failure message text
// A state check sees one state; a step check sees the step and the per-game tracker.
//
// Adding an invariant (docs/developing.md, "An invariant"): write the check in the file of its
// concept, from RULES.md, reading the state, the action and the events (never the engine's
// checks), and its Row in that file's table, where its place sets when it runs. A state check
// declares the Parts it reads (it is skipped when none changed since a valid state: a missing
// part hides failures); a step check declares its triggers (changed parts, event kinds, verbs,
// decision kinds: it is skipped on a step with none of them). Then a corruption in
// tests/invariant_corruptions.h that trips it, at its threshold.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "core/action.h"
#include "core/bits.h"
#include "core/events.h"
#include "core/language/catalog.h"
#include "core/state.h"
#include "core/text.h"
#include "invariants/invariants.h"

namespace caylus::invariants {

// The parts of a state an invariant reads. A step marks those that differ between its two states
// (`StepView::changed`); a state check whose parts did not change since a state that passed it
// need not run again.
enum Part : std::uint32_t {
  kCubes = 1u << 0,         // players' cubes
  kFavorMarkers = 1u << 1,  // players' favor markers
  kWorkersOut = 1u << 2,    // players' workers out
  kRoadTiles = 1u << 3,     // road: building and owner of each space
  kRoadWorkers = 1u << 4,   // road: worker of each space
  kTiles = 1u << 5,         // stock, discarded
  kSpecials = 1u << 6,      // gate .. castle slots: workers before the bridge and in the castle
  kCastle = 1u << 7,        // houses, scored sections
  kOfficials = 1u << 8,     // provost, bailiff
  kOrder = 1u << 9,         // turn order, next turn's order
  kBridge = 1u << 10,       // bridge slots, players passed
  kTurnPhase = 1u << 11,    // turn, phase
  kDecision = 1u << 12,     // the pending decision
  kSetup = 1u << 13,        // options, player count
  // Deniers and prestige apart from the cubes: most steps (a placement, a provost move) change
  // deniers only, and the cube and prestige invariants then need not run.
  kDeniers = 1u << 14,   // players' deniers
  kPrestige = 1u << 15,  // players' prestige
  kGoods = kCubes | kDeniers | kPrestige,
  kAllParts = (1u << 16) - 1,
};
// The bytes that differ between two states, one bit per byte of a GameState: a state check that
// knows the first state valid may look at the changed bytes only (workers, road spaces).
struct ByteDiff {
  static constexpr std::size_t kWords = (sizeof(GameState) + 63) / 64;
  std::array<std::uint64_t, kWords> bits{};  // bit b % 64 of word b / 64: byte b differs

  ByteDiff() = default;
  ByteDiff(const GameState& a, const GameState& b);
  // The same bytes by the portable pass only (SSE2, then byte by byte), never AVX2: for the test
  // that holds both passes to a byte-by-byte compare (tests/byte_diff_test.cpp).
  static ByteDiff without_avx2(const GameState& a, const GameState& b);
  // The plain reference: byte by byte, the parts looked up per differing byte.
  static ByteDiff reference(const GameState& a, const GameState& b);
  // The Parts of the differing bytes (gathered by the compare itself).
  std::uint32_t parts() const { return parts_; }
  // The same, a look-up per differing byte of `bits`: for the test that holds parts() to it.
  std::uint32_t parts_byte_by_byte() const;
  // A set of bytes of a GameState, a bit per byte as in `bits`.
  using Mask = std::array<std::uint64_t, kWords>;
  // Calls f(byte offset) for each differing byte of `M`, in order. M is a constant: the words
  // it leaves empty cost nothing, the others a mask each (for_each's range bounds cost more).
  template <Mask M, typename F>
  void for_each_of(F f) const {
    [&]<std::size_t... W>(std::index_sequence<W...>) {
      (
          [&] {
            if constexpr (M[W] != 0)
              for (int bit : set_bits(bits[W] & M[W])) f(W * 64 + static_cast<std::size_t>(bit));
          }(),
          ...);
    }
    (std::make_index_sequence<kWords>{});
  }
  // Calls f(byte offset) for each differing byte in [begin, end), in order.
  template <typename F>
  void for_each(std::size_t begin, std::size_t end, F f) const {
    for (std::size_t w = begin / 64; w < kWords && w * 64 < end; ++w) {
      std::uint64_t m = bits[w];
      if (w * 64 < begin) m &= ~std::uint64_t{0} << (begin % 64);
      if (end < w * 64 + 64) m &= (std::uint64_t{1} << (end % 64)) - 1;
      for (int bit : set_bits(m)) f(w * 64 + static_cast<std::size_t>(bit));
    }
  }

 private:
  std::uint32_t parts_ = 0;
};
// The parts that differ between `a` and `b`.
std::uint32_t changed_parts(const GameState& a, const GameState& b);

struct StepView {
  const GameState& before;
  const Action& action;
  const GameState& after;
  const EventSink& events;
  std::uint32_t changed = kAllParts;  // Part bits that differ between before and after
  std::uint32_t event_kinds = ~0u;    // bit per fact (not is_reason_event) present in `events`
  bool has(EventKind k) const {
    return !is_reason_event(k) && ((event_kinds >> static_cast<int>(k)) & 1);
  }
  bool changed_any(std::uint32_t parts) const { return (changed & parts) != 0; }
};

// A check's answer: it holds (std::nullopt), or it failed and owns the failure, built out of
// line (fail_with) until the checker takes it. One pointer, returned in a register: a
// std::optional<InvariantFailure> (72 bytes) went through memory, the address of its slot passed
// in and its flag stored and read back at every call of every check (~9 calls a step).
// Trivially copyable for that, so it does not free what it owns: a failed Result is taken
// (take()) exactly once, by the checker; a check passes a helper's Result on as it got it.
class [[nodiscard]] Result {
 public:
  constexpr Result(std::nullopt_t) noexcept {}  // NOLINT: `return std::nullopt;` holds
  // Out of line (fail_with's cold path only).
  [[gnu::cold, gnu::noinline]] static Result failed(InvariantFailure failure) {
    return Result(new InvariantFailure(std::move(failure)));
  }
  explicit operator bool() const { return failure_ != nullptr; }
  // The failure, handed over (once: a failed Result is then empty).
  [[gnu::cold, gnu::noinline]] std::optional<InvariantFailure> take() {
    std::unique_ptr<InvariantFailure> owned(std::exchange(failure_, nullptr));
    if (!owned) return std::nullopt;
    return std::move(*owned);
  }

 private:
  explicit Result(InvariantFailure* failure) : failure_(failure) {}
  InvariantFailure* failure_ = nullptr;
};
static_assert(std::is_trivially_copyable_v<Result> && sizeof(Result) == sizeof(void*));
// What a state check may use besides the state: a state known to pass every state check and the
// parts that changed since (a check may then look at the change only).
struct StateContext {
  const GameState* valid_before = nullptr;
  std::uint32_t changed = kAllParts;
  const ByteDiff* diff = nullptr;  // with valid_before: the bytes that differ from it
};
using StateCheck = Result (*)(const GameState&, const StateContext&);
using StepCheck = Result (*)(const StepView&, InvariantTracker&);

// A failure built out of line, where a check finds one, its message in the reader's language
// (core/language/catalog.h, issue 37) and its id left empty (the checker gives it the id of the
// row whose check failed):
//   return fail_with([=] { return fill_in(tr("{0} has {1} deniers"), who(p), n); });
// The message code (strings, lookups, calls that may throw) then stays out of the check's
// success path: inline, it gave every check a large frame, its registers saved and restored at
// every call, failing or not (most of game.end's instructions a step). The ids stay
// language-neutral, and so do the notation's words inside a message (the action as written,
// event kinds, tile ids).
template <typename Build>
[[gnu::cold, gnu::noinline]] Result fail_with(const Build& build) {
  return Result::failed(InvariantFailure{std::string(), build()});
}

// The action as core prints it (the notation: the same in every language).
std::string action_text(const Action& a);
std::string_view event_name(EventKind k);
// The words of the messages, in the reader's language: a castle section ("dungeon", French
// "Donjon"), a phase as it follows "phase" (French "du prévôt"), a favor row, a special
// building with its article (core/text.h says them), a change of cubes ("+2 wood, -1 food"),
// counts.
std::string_view section_words(int section);
std::string cube_change_words(const std::array<int, kCubeTypes>& change);
std::string houses_text(int n);
std::string favors_text(int n);
std::string players_text(int n);

inline bool valid_player(const GameState& s, PlayerIndex p) {
  return p >= 0 && p < s.player_count;
}
// The building table's row of `b`; the row of `none` for an id outside the table.
const BuildingData& tile(BuildingId b);
// The kind of each tile id, as a flat table (fast to read in the per-step loops).
struct TileKinds {
  std::array<BuildingKind, 256> kind{};  // BuildingKind::none for ids outside the table
};
const TileKinds& tile_kinds();

// What a step check is about, as bits of one word: it runs only when the step has one of them
// (the check itself would find nothing to check otherwise). Bits 0-15 changed Parts, 16-39 event
// kinds, 40-52 the action's verb, 53-63 the decision kind before or after the step.
inline constexpr int kEventShift = 16;
inline constexpr int kVerbShift = 40;
inline constexpr int kDecisionShift = 53;
static_assert(kAllParts < (1u << kEventShift));
static_assert(static_cast<int>(EventKind::game_ended) < kVerbShift - kEventShift);
static_assert(kVerbCount <= kDecisionShift - kVerbShift,
              "the triggers' word has no bit for another verb: widen it (Row::triggers, the on_* "
              "helpers, Entries::triggered; docs/developing.md §3.5 step 1)");
static_assert(kDecisionKindCount <= 64 - kDecisionShift);
inline constexpr std::uint64_t kAlways = ~std::uint64_t{0};

// Short names for the rows' triggers.
using E = EventKind;
using V = Verb;
using D = DecisionKind;
constexpr std::uint64_t on_parts(std::uint32_t parts) {
  return parts;
}
constexpr std::uint64_t on_events(std::initializer_list<EventKind> kinds) {
  std::uint64_t bits = 0;
  for (EventKind k : kinds) bits |= std::uint64_t{1} << (kEventShift + static_cast<int>(k));
  return bits;
}
constexpr std::uint64_t on_verbs(std::initializer_list<Verb> verbs) {
  std::uint64_t bits = 0;
  for (Verb v : verbs) bits |= std::uint64_t{1} << (kVerbShift + static_cast<int>(v));
  return bits;
}
constexpr std::uint64_t on_decisions(std::initializer_list<DecisionKind> kinds) {
  std::uint64_t bits = 0;
  for (DecisionKind k : kinds) bits |= std::uint64_t{1} << (kDecisionShift + static_cast<int>(k));
  return bits;
}

// One invariant: its dotted id (the one a failure reports), a one-line doc, its check(s), and
// what they read. A row with a state check runs it on every state (check_state, check_step); a
// step check runs on steps only. Both may be given: the state's half and the step's half of one
// rule.
struct Row {
  std::string_view id;
  std::string_view doc;
  StateCheck state = nullptr;
  StepCheck step = nullptr;
  std::uint32_t reads = kAllParts;   // the Parts the state check reads
  std::uint64_t triggers = kAlways;  // the step check runs when the step has one (see above)
};

// The rows of each concept file, in the order that file lists them. invariants.cpp puts the
// concepts in order and says the order checks run in.
std::span<const Row> goods_rows();
std::span<const Row> prestige_rows();
std::span<const Row> activation_rows();
std::span<const Row> workers_rows();
std::span<const Row> board_rows();
std::span<const Row> castle_rows();
std::span<const Row> favors_rows();
std::span<const Row> turn_rows();
}  // namespace caylus::invariants
