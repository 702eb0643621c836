// Events: what happened during one step, for the narrator, the points ledger, the JSON answer and
// the invariants. The engine reports them only when given a sink, so the hot path pays nothing.
// Every automatic step and every cost is one: its kind, its rule id and its amounts (issue 29,
// "reasons"). The kinds are declared once, in CAYLUS_EVENT_KINDS below: the rule behind each and
// the words a player reads; the narration (replay/narration/event_words.cpp), the JSON names and
// the invariants' names are generated from it.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/buildings.h"
#include "core/rule_id.h"
#include "core/types.h"

namespace caylus {

// X(kind, rule, narrated, words).
//   rule: the rule id of RULES.md behind the step. For the scoring kinds (`section_rule` below)
//     it is that of the dungeon, and the walls' and towers' follow it (scoring.walls, .towers).
//   narrated: whether `--explain` prints it on a line of its own; a step the action's own line
//     already tells (a worker placed, a favor used) is in the JSON answer only.
//   words: what a player reads, with placeholders filled from the event
//   (replay/narration/event_words.cpp):
//     {p} the player, {other} the other player of the event (`detail`), {amount} and {signed}
//     (+n / -n) the amount, {deniers} {favors} {houses} {spaces} the amount counted in those
//     words, {d_houses} {d_batches} `detail` houses or batches, {building}, {space} the road
//     space's number, {where} a space in words ("the gate", "road space 9 (mason of {p1})") and
//     {to_where} a worker's way there with its preposition ("to the gate": Romanian "pe Poartă",
//     "în han"; never "to {where}", see core/worker_place.h),
//     {section} and its verb {is} (is / are), {goods}, {order} the turn order after the step, and
//     the per-kind phrases {floor} {why} {result} {others} {bonus} {paid} {when} {row} {columns};
//     {option} the option the kind's rule reads, `name=value` at the game's value, in the option
//     table's words (a literal option name or value here is refused by tests/event_words_test.cpp).
// The first kinds are the prestige changes (is_prestige_event); the first 23 keep their numbers
// (the invariants hold them as bits of a word: invariants/checks.h, on_events).
#define CAYLUS_EVENT_KINDS(X)                                                                      \
  /* Prestige changes: amount = the signed change applied, after prestige.floor. */                \
  X(prestige_owner_placement, place_owner_prestige, true,                                          \
    "{p} {signed} PP: {other} placed a worker on its {building} (road space {space})")             \
  X(prestige_build, building_effect, true,                                                         \
    "{p} {signed} PP: built the {building} (road space {space})")                                  \
  X(prestige_notary, notary_transform, true,                                                       \
    "{p} {signed} PP: the notary turns the {building} (road space {space}) into a residence")      \
  X(prestige_castle_batch, castle_prestige, true,                                                  \
    "{p} {signed} PP: {d_houses} in the {section} ({each} PP each)")                               \
  X(prestige_castle_penalty, castle_penalty, true, "{p} {signed} PP: no batch offered{floor}")     \
  X(prestige_scoring, scoring_dungeon, true, "{p} {signed} PP: no house in the {section}{floor}")  \
  X(prestige_favor, favor_choose, true, "{p} {signed} PP: King's favor, {row}")                    \
  X(prestige_building_use, building_effect, true, "{p} {signed} PP: {building}: paid {paid}")      \
  X(prestige_end_bonus, end_bonus, true, "{p} {signed} PP: end bonus: {bonus}")                    \
  /* Other happenings. */                                                                          \
  X(income, income_base, false, "{p} collects {deniers} in all")                                   \
  X(first_pass_bonus, place_pass, true, "{p} is the first to pass: +1 denier")                     \
  X(worker_placed, place_order, false, "{p}'s worker goes {to_where}")                             \
  X(worker_returned, activate_order, false, "{p}'s worker comes back from {where}")                \
  X(favor_gained, favor_choose, true, "{p} gains {favors}")                                        \
  X(favor_used, favor_choose, false, "{p} uses a King's favor: {row}")                             \
  X(favor_lost, favor_one_row_per_phase, true,                                                     \
    "{p} loses {favors}: every row was used in this phase")                                        \
  X(house_placed, castle_section, true, "{p} puts {houses} in the {section}")                      \
  X(section_scored, scoring_once, true, "the {section} {is} scored, once and for all")             \
  X(building_built, build_site, true, "the {building} of {p} stands on road space {space}")        \
  X(building_transformed, notary_transform, true,                                                  \
    "road space {space} ({building}) becomes a residence of {p}")                                  \
  X(turn_order_changed, special_stables, true, "turn order now: {order}")                          \
  X(bailiff_moved, bailiff_move, true,                                                             \
    "the bailiff moves {spaces} to road space {space} ({why}); the provost joins it")              \
  X(game_ended, game_end, true, "the game is over: the towers have been scored")                   \
  /* Costs and automatic steps given with their reasons (issue 29). */                             \
  X(placement_cost, place_cost, true,                                                              \
    "{p} pays {deniers} to place: the lowest free bridge number, {why}")                           \
  X(placement_cost_own, place_cost_own, true, "{p} pays 1 denier: the building is its own")        \
  X(placement_cost_inn, place_cost_inn, true,                                                      \
    "{p} pays 1 denier: its worker holds the inn's right slot")                                    \
  X(placement_cost_two_player, place_cost_two_player, true,                                        \
    "{p} pays 3 deniers: two players, and the other has passed")                                   \
  X(income_base, income_base, true, "{p} +2 base")                                                 \
  X(income_residence, income_residence, true, "{p} +{amount} for {d_residences}")                  \
  X(income_library, income_library, true, "{p} +1 for the library")                                \
  X(income_hotel, income_hotel, true, "{p} +2 for the hotel")                                      \
  X(gate_worker, special_gate, true, "{p}'s worker goes from the gate {to_where}, paying nothing") \
  X(trading_post, special_trading_post, true, "{p} takes 3 deniers at the trading post")           \
  X(inn_moved, special_inn, true, "{p}'s worker moves to the inn's right slot")                    \
  X(inn_evicted, special_inn, true, "{p}'s worker leaves the inn's right slot for the newcomer")   \
  X(stables_next_turn, special_stables, true,                                                      \
    "the stables' turn order will hold from the next turn (option {option})")                      \
  X(turn_order_from_stables, special_stables, true,                                                \
    "turn order from the stables, now in force: {order}")                                          \
  X(turn_order_swapped, two_player_order, true,                                                    \
    "two players swap first place at the start of a turn: turn order now {order}")                 \
  X(worker_beyond_provost, activate_order, true,                                                   \
    "{p}'s worker on road space {space} is beyond the provost: it returns without effect")         \
  X(produced, building_effect, true, "{p} takes {goods} from the {building} (road space {space})") \
  X(owner_bonus_due, activate_stone_owner_bonus, true,                                             \
    "{p} owns the {building} that {other} used: one of its cubes is {p}'s")                        \
  X(notary_delayed, notary_occupied, true,                                                         \
    "a worker stands on road space {space} ({building}): {p} has paid, the transformation "        \
    "waits {when} (option {option})")                                                              \
  X(best_builder, castle_best_builder, true,                                                       \
    "{p} offered more batches than anyone ({d_batches}): a King's favor for the best builder")     \
  X(best_builder_tie, castle_best_builder, true,                                                   \
    "{p} offered {d_batches}, as many as {others}: the tie goes to the first to enter "            \
    "the castle, {p}: a King's favor")                                                             \
  X(best_builder_none, castle_best_builder, true,                                                  \
    "nobody offered a batch: no favor for the best builder (option {option})")                     \
  X(castle_penalty_waived, castle_penalty, true,                                                   \
    "{p} offers no batch and loses nothing: the towers are full (option {option})")                \
  X(castle_penalty_waived_batch, castle_penalty, true,                                             \
    "{p} offers no batch and loses nothing: the towers are full and {p} holds a batch it could "   \
    "not place (option {option})")                                                                 \
  X(mark_reached, scoring_trigger, true,                                                           \
    "the bailiff reaches the mark of the {section} (road space {space}): the {section} {is} "      \
    "scored")                                                                                      \
  X(mark_passed, scoring_trigger, true,                                                            \
    "the bailiff passes the mark of the {section} (road space {space}): the {section} {is} "       \
    "scored")                                                                                      \
  X(section_completed, scoring_trigger, true,                                                      \
    "the {section} filled up this turn: the {section} {is} scored")                                \
  X(section_result, scoring_dungeon, true, "{p} has {houses} in the {section}: {result}")          \
  X(favor_columns, favor_columns, true, "{p}'s King's favor: {columns}")                           \
  X(favor_column_refused, favor_columns, true,                                                     \
    "{p}'s {row} marker stays in column {amount}: {columns}")

enum class EventKind : std::uint8_t {
#define CAYLUS_EVENT_ENUM(kind, rule, narrated, words) kind,
  CAYLUS_EVENT_KINDS(CAYLUS_EVENT_ENUM)
#undef CAYLUS_EVENT_ENUM
      count
};
inline constexpr int kEventKindCount = static_cast<int>(EventKind::count);

inline constexpr bool is_prestige_event(EventKind k) {
  return k <= EventKind::prestige_end_bonus;
}

struct EventKindInfo {
  std::string_view name;  // the JSON name: the enum's
  RuleId rule;
  bool narrated;
  std::string_view words;
};
inline constexpr EventKindInfo kEventKinds[] = {
#define CAYLUS_EVENT_ROW(kind, rule, narrated, words) {#kind, RuleId::rule, narrated, words},
    CAYLUS_EVENT_KINDS(CAYLUS_EVENT_ROW)
#undef CAYLUS_EVENT_ROW
};
static_assert(std::size(kEventKinds) == kEventKindCount);
inline constexpr const EventKindInfo& event_kind_info(EventKind k) {
  return kEventKinds[static_cast<int>(k)];
}

// Fields (meaning per kind, as the engine fills them):
//   amount: the change or count the words call {amount} (deniers, houses, favors, spaces, PP).
//   detail: prestige_owner_placement the placing player; prestige_castle_batch the houses;
//     prestige_castle_penalty / prestige_scoring the nominal penalty (negative) before the
//     floor; prestige_favor the column (0: simplified variant); prestige_end_bonus 0 gold, 1
//     cubes, 2 deniers; favor_used the row; favor_column_refused the row + 4 x the columns open
//     at that moment (detail & 3, detail >> 2); bailiff_moved the provost's
//     road space before the move; placement_cost the players who had passed; income_residence
//     the residences; owner_bonus_due the player who used the building; best_builder* the
//     batches; section_result the favors gained (or the nominal penalty, negative);
//     mark_reached / mark_passed the bailiff's road space; favor_columns the open columns;
//     notary_delayed the notary_delay field's code (NotaryDelay: when the transformation comes).
//   others: best_builder_tie, the players tied with the winner (bit per player).
//   goods: produced, what the production building gave.
struct Event {
  EventKind kind;
  PlayerIndex player = kNoPlayer;
  std::int16_t amount = 0;
  std::int16_t detail = 0;
  BuildingId building = BuildingId::none;
  Section section = Section::dungeon;
  Space space = kNoSpace;
  std::uint8_t others = 0;
  Resources goods{};
  bool operator==(const Event&) const = default;
};

// The rule behind one event: the kind's, the scoring kinds' by section (scoring.dungeon, .walls,
// .towers are consecutive ids).
inline RuleId event_rule(const Event& e) {
  RuleId rule = event_kind_info(e.kind).rule;
  if (rule == RuleId::scoring_dungeon)
    return static_cast<RuleId>(static_cast<int>(rule) + static_cast<int>(e.section));
  return rule;
}

// The kinds after game_ended are reasons (issue 29): the costs, incomes and automatic steps told
// with their rules, for people to read. The kinds up to it are the facts, what changed, which
// the invariants read (their bits: invariants/invariants.cpp).
constexpr bool is_reason_event(EventKind kind) {
  return kind > EventKind::game_ended;
}

using EventSink = std::vector<Event>;

}  // namespace caylus
