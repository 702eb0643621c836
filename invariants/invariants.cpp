// The table of invariants (id, doc, checks, what each reads or is triggered by) and the checker
// that runs them. The checks themselves live in one file per concept (see checks.h).
#include "invariants/invariants.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <initializer_list>
#include <stdexcept>

#include "invariants/checks.h"

namespace caylus {
namespace invariants {

namespace {

// What a step check is about, as bits of one word: it runs only when the step has one of them
// (the check itself would find nothing to check otherwise). Bits 0-15 changed Parts, 16-39 event
// kinds, 40-52 the action's verb, 53-63 the decision kind before or after the step.
constexpr int kEventShift = 16;
constexpr int kVerbShift = 40;
constexpr int kDecisionShift = 53;
static_assert(kAllParts < (1u << kEventShift));
static_assert(static_cast<int>(EventKind::game_ended) < kVerbShift - kEventShift);
static_assert(kVerbCount <= kDecisionShift - kVerbShift);
static_assert(static_cast<int>(DecisionKind::castle) < 64 - kDecisionShift);
constexpr std::uint64_t kAlways = ~std::uint64_t{0};

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
constexpr std::uint64_t kOnPrestigeEvents =
    on_events({E::prestige_owner_placement, E::prestige_build, E::prestige_notary,
               E::prestige_castle_batch, E::prestige_castle_penalty, E::prestige_scoring,
               E::prestige_favor, E::prestige_building_use, E::prestige_end_bonus});

// A step's bits (the triggers' word): its changed Parts, its event kinds, its action's verb and
// the decision kinds before and after it (clamped to the last verb / kind). check_step finds
// the entries they trigger by tables, a byte or a field at a time.
constexpr int verb_bit(const Action& action) {
  return std::min<int>(static_cast<int>(action.verb), kVerbCount - 1);
}
constexpr int decision_bit(const GameState& state) {
  return std::min<int>(static_cast<int>(state.decision.kind), 10);
}

struct Definition {
  std::string_view id;
  std::string_view doc;
  StateCheck state = nullptr;
  StepCheck step = nullptr;
  std::uint32_t reads = kAllParts;   // the Parts the state check reads
  std::uint64_t triggers = kAlways;  // the step check runs when the step has one (see verb_bit)
};

// Checked in this order: single-state facts first, then what relates two states.
const std::vector<Definition>& definitions() {
  static const std::vector<Definition> table = {
      {id::money_non_negative, "no player ever has fewer than 0 deniers", money_non_negative,
       nullptr, kDeniers | kSetup},
      {id::cubes_non_negative, "no player ever has fewer than 0 cubes of a type",
       cubes_non_negative, nullptr, kCubes | kSetup},
      {id::prestige_non_negative, "no player's prestige is ever below 0 (prestige.floor)",
       prestige_non_negative, nullptr, kPrestige | kSetup},
      {id::workers_conserved,
       "each player's 6 workers are available, on the board or on the inn: the workers counted "
       "on the road, special buildings, stables, inn and castle are the player's workers out",
       workers_conserved, nullptr, kRoadWorkers | kSpecials | kWorkersOut | kSetup},
      {id::castle_one_worker_per_player,
       "at most one worker per player in the castle, in the lowest castle slots",
       castle_one_worker_per_player, nullptr, kSpecials | kSetup},
      {id::stables_one_worker_per_player,
       "at most one worker per player in the stables, in the lowest of the 3 slots; none with "
       "two players",
       stables_one_worker_per_player, nullptr, kSpecials | kSetup},
      {id::workers_returned,
       "workers leave the special buildings by phase 4, the road by phase 6 and the castle by "
       "phase 7; only the inn's right slot keeps one from turn to turn",
       workers_returned, nullptr, kTurnPhase | kSpecials | kRoadWorkers | kSetup},
      {id::workers_standing,
       "no worker stands on an empty road space, a residence or a prestige building",
       workers_standing, nullptr, kRoadWorkers | kRoadTiles | kSetup},
      {id::buildings_unique,
       "each tile is at most once on the road; road + stock + discarded = the edition's tiles; "
       "fixed buildings in place; neutral and fixed have no owner, the others one",
       buildings_unique, nullptr, kRoadTiles | kTiles | kSetup},
      {id::buildings_site,
       "the road fills from space 1 without gaps (the gold mine aside); a built space never "
       "empties; tiles change only by building (first empty space, or a prestige building on "
       "the builder's residence) or the notary",
       buildings_site_state, buildings_site_step, kRoadTiles | kSetup,
       on_parts(kRoadTiles) | on_events({E::building_built, E::building_transformed})},
      {id::officials_bounds,
       "the provost stands on road spaces 1-28, the bailiff on 6-28, and the bailiff never "
       "moves backwards",
       officials_bounds_state, officials_bounds_step, kOfficials | kSetup, on_parts(kOfficials)},
      {id::castle_capacity, "a castle section never holds more than 6/10/14 houses",
       castle_capacity, nullptr, kCastle | kSetup},
      {id::castle_section,
       "houses are in a later section only once every earlier one is full or scored "
       "(overflow)",
       castle_section, nullptr, kCastle | kSetup},
      {id::scoring_order, "castle sections are scored in castle order: dungeon, walls, towers",
       scoring_order, nullptr, kCastle | kSetup},
      {id::scoring_trigger,
       "outside the end of turn, a section whose mark the bailiff reached is scored, and so is "
       "a full section outside phases 6-7",
       scoring_trigger, nullptr, kTurnPhase | kOfficials | kCastle | kSetup},
      {id::favor_columns,
       "no favor marker beyond the columns open at that moment (2; 4 once the dungeon is "
       "scored; 5 once the walls are)",
       favor_columns_state, favor_columns_step, kFavorMarkers | kCastle | kSetup,
       on_verbs({V::favor})},
      {id::turn_order_permutation,
       "the turn order (and a pending next-turn order) holds each seated player exactly once",
       turn_order_permutation, nullptr, kOrder | kSetup},
      {id::bridge_order,
       "passing players take the bridge slots in order, each once; all have passed after "
       "phase 2",
       bridge_order_state, bridge_order_step, kBridge | kTurnPhase | kSetup,
       on_parts(kBridge) | on_verbs({V::pass})},
      {id::turn_progress,
       "turns advance one at a time, phases within a turn never go back, and the bailiff is at "
       "least 5 + turn",
       turn_progress_state, turn_progress_step, kTurnPhase | kOfficials | kSetup,
       on_parts(kTurnPhase) | on_decisions({D::none})},
      {id::game_end,
       "the game is over exactly when the towers have been scored; until then a seated player "
       "has a decision",
       game_end, nullptr, kTurnPhase | kCastle | kDecision | kSetup},
      {id::deniers_explained,
       "deniers change only as the action and the step's events say: placement cost, provost, "
       "joust, exchanges, notary, favor; income, first pass, trading post",
       nullptr, deniers_explained, 0,
       on_parts(kDeniers) | on_events({E::income, E::first_pass_bonus, E::worker_returned}) |
           on_verbs({V::place, V::provost, V::joust, V::use, V::transform, V::favor})},
      {id::income_amount,
       "at each new turn every player collects income once: 2 deniers, +1 per residence, +1 "
       "library, +2 hotel",
       nullptr, income_amount, 0, on_parts(kTurnPhase) | on_events({E::income})},
      {id::cubes_explained,
       "cubes change only for the acting player, as its action says: exchanges, owner bonus, "
       "building costs, notary, joust, castle batches, favor",
       nullptr, cubes_explained, 0,
       on_parts(kCubes) | on_verbs({V::joust, V::use, V::owner_bonus, V::build, V::transform,
                                    V::castle, V::favor})},
      {id::prestige_explained,
       "each player's prestige changes by exactly the sum of its prestige events", nullptr,
       prestige_explained, 0, on_parts(kPrestige) | kOnPrestigeEvents},
      {id::prestige_only_penalties_decrease,
       "prestige goes down only through a castle or scoring penalty", nullptr,
       prestige_only_penalties_decrease, 0, on_parts(kPrestige) | kOnPrestigeEvents},
      {id::prestige_amounts,
       "each prestige event has the amount of its rule (owner +1, building PP, notary +2, "
       "houses, penalties (all of them, or what prestige is left: prestige.floor), favor column, "
       "end bonus)",
       nullptr, prestige_amounts, 0, kOnPrestigeEvents},
      {id::activation_exchange,
       "the market, peddlers, church, tailor, bank, alchemist and jeweler exchange only as one "
       "of the offers their tile prints (the building table)",
       nullptr, activation_exchange, 0, on_verbs({V::use})},
      {id::build_favors,
       "building the church, statue, theatre or university gives 1 favor, the monument 2, "
       "at once; no other tile gives one",
       nullptr, build_favors, 0, on_events({E::building_built})},
      {id::activation_order,
       "phase 5 resolves occupied road spaces up to the provost in order, each once, by the "
       "worker's owner",
       nullptr, activation_order, 0, on_decisions({D::activation})},
      {id::activation_owner_bonus,
       "the owner of a stone production building another player used, and only then, takes "
       "one of its cubes",
       nullptr, activation_owner_bonus, 0, on_decisions({D::owner_bonus}) | on_verbs({V::use})},
      {id::buildings_built,
       "a building is built only by a build action of its kind (carpenter wood, mason stone, "
       "architect prestige; favor columns 2/3/5), from the stock, one a step",
       nullptr, buildings_built, 0,
       on_events({E::building_built}) | on_verbs({V::build, V::favor})},
      {id::officials_moves,
       "the bailiff moves only at the end of a turn, 2 spaces if the provost is beyond it else "
       "1, and the provost joins it; otherwise the provost moves only by a provost action",
       nullptr, officials_moves, 0,
       on_parts(kOfficials | kTurnPhase) | on_events({E::bailiff_moved}) | on_verbs({V::provost})},
      {id::castle_houses,
       "houses never disappear; new ones are the castle action's batches, reported by "
       "house_placed events",
       nullptr, castle_houses, 0,
       on_parts(kCastle) | on_events({E::house_placed}) | on_verbs({V::castle})},
      {id::castle_penalty,
       "a castle player offering no batch loses 2 PP unless the castle is full "
       "(towers_full_penalty); nobody else gets that penalty",
       nullptr, castle_penalty, 0, on_events({E::prestige_castle_penalty}) | on_verbs({V::castle})},
      {id::scoring_once_per_section,
       "each castle section is scored at most once per game, and no house is added to it "
       "afterwards",
       nullptr, scoring_once_per_section, 0,
       on_parts(kCastle) | on_events({E::section_scored, E::house_placed})},
      {id::scoring_results,
       "each section due at the end of a turn is scored player by player in turn order: 0 "
       "houses a penalty, 1 nothing, 2+ the favors of the section's table, then it is scored",
       nullptr, scoring_results, 0,
       on_parts(kTurnPhase) |
           on_events({E::bailiff_moved, E::favor_gained, E::prestige_scoring, E::section_scored})},
      {id::favor_one_row_per_phase,
       "favors of one player in one phase use different rows (so at most 4); favors are lost "
       "only when all 4 rows are used",
       nullptr, favor_one_row_per_phase, 0, on_events({E::favor_used, E::favor_lost})},
      {id::favor_markers,
       "favor markers never go back; a favor advances its row's marker one column if open, "
       "uses a column up to it, and nothing else moves them",
       nullptr, favor_markers, 0,
       on_parts(kFavorMarkers) | on_events({E::favor_used}) | on_verbs({V::favor})},
      {id::turn_order_changes,
       "the turn order changes only through the stables (slot players first, the others in "
       "their previous order) or the two-player swap at the start of a turn",
       nullptr, turn_order_changes, 0,
       on_parts(kOrder | kTurnPhase) | on_events({E::worker_returned})},
      {id::bridge_first_pass_bonus,
       "the first player to pass in a turn, and only that one, gains 1 denier, once per turn",
       nullptr, bridge_first_pass_bonus, 0, on_verbs({V::pass}) | on_events({E::first_pass_bonus})},
  };
  return table;
}

const std::vector<InvariantInfo>& infos() {
  static const std::vector<InvariantInfo> table = [] {
    std::vector<InvariantInfo> out;
    for (const Definition& d : definitions()) {
      out.push_back(InvariantInfo{d.id, d.doc, d.state != nullptr, d.step != nullptr});
    }
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
const Entries& entries() {
  static const Entries all = [] {
    Entries e;
    const auto& table = definitions();
    for (std::size_t i = 0; i < table.size(); ++i) {
      if (table[i].state != nullptr) {
        for (int part = 0; part < 32; ++part)
          if ((table[i].reads >> part) & 1) e.readers[part] |= 1u << e.state.size();
        e.state.push_back({table[i].state, table[i].reads, static_cast<int>(i)});
      }
      if (table[i].step != nullptr) {
        for (int bit = 0; bit < 64; ++bit)
          if ((table[i].triggers >> bit) & 1) e.triggered[bit] |= std::uint64_t{1} << e.step.size();
        e.step.push_back({table[i].step, table[i].triggers, static_cast<int>(i)});
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

int index_of(std::string_view id) {
  const auto& table = definitions();
  for (std::size_t i = 0; i < table.size(); ++i)
    if (table[i].id == id) return static_cast<int>(i);
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
      return failure.take();
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
  // The kinds after game_ended (the reasons of issue 29) trigger no check: they have no bit.
  for (const Event& e : events)
    if (e.kind <= EventKind::game_ended) kinds |= 1u << static_cast<unsigned>(e.kind);
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
      return failure.take();
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
