// Rule ids of RULES.md: the public names of the rules. Every rule violation carries one; tests,
// ruling scenarios and `caylus coverage` refer to them by these names. Never rename one: logs,
// scenarios and reports outside this repository cite them (a rule whose reading changes keeps
// its id; RULES.md says what changed). One id is the engine's own, see is_engine_rule_id.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/buildings.h"

namespace caylus {

#define CAYLUS_RULE_IDS(X)                                      \
  X(decision_player, "decision.player")                         \
  X(decision_kind, "decision.kind")                             \
  X(setup_players, "setup.players")                             \
  X(setup_turn_order, "setup.turn_order")                       \
  X(setup_deniers, "setup.deniers")                             \
  X(setup_cubes, "setup.cubes")                                 \
  X(setup_neutral, "setup.neutral")                             \
  X(setup_officials, "setup.officials")                         \
  X(setup_workers, "setup.workers")                             \
  X(setup_favor, "setup.favor")                                 \
  X(income_base, "income.base")                                 \
  X(income_residence, "income.residence")                       \
  X(income_library, "income.library")                           \
  X(income_hotel, "income.hotel")                               \
  X(place_order, "place.order")                                 \
  X(place_pass, "place.pass")                                   \
  X(place_forced_pass, "place.forced_pass")                     \
  X(place_cost, "place.cost")                                   \
  X(place_cost_own, "place.cost.own")                           \
  X(place_cost_inn, "place.cost.inn")                           \
  X(place_cost_two_player, "place.cost.two_player")             \
  X(place_owner_prestige, "place.owner_prestige")               \
  X(place_forbidden, "place.forbidden")                         \
  X(place_occupied, "place.occupied")                           \
  X(place_stables, "place.stables")                             \
  X(place_inn, "place.inn")                                     \
  X(place_castle_one_per_player, "place.castle.one_per_player") \
  X(place_workers, "place.workers")                             \
  X(special_gate, "special.gate")                               \
  X(special_trading_post, "special.trading_post")               \
  X(special_merchants_guild, "special.merchants_guild")         \
  X(special_joust_field, "special.joust_field")                 \
  X(special_stables, "special.stables")                         \
  X(special_inn, "special.inn")                                 \
  X(provost_order, "provost.order")                             \
  X(provost_bounds, "provost.bounds")                           \
  X(provost_cost, "provost.cost")                               \
  X(activate_order, "activate.order")                           \
  X(activate_optional, "activate.optional")                     \
  X(activate_stone_owner_bonus, "activate.stone_owner_bonus")   \
  X(activate_once, "activate.once")                             \
  X(build_kind, "build.kind")                                   \
  X(build_available, "build.available")                         \
  X(build_cost, "build.cost")                                   \
  X(build_site, "build.site")                                   \
  X(build_no_space, "build.no_space")                           \
  X(build_prestige_site, "build.prestige.site")                 \
  X(build_favors, "build.favors")                               \
  X(notary_transform, "notary.transform")                       \
  X(notary_returned_tile, "notary.returned_tile")               \
  X(notary_occupied, "notary.occupied")                         \
  X(building_effect, "building")                                \
  X(castle_order, "castle.order")                               \
  X(castle_batch, "castle.batch")                               \
  X(castle_section, "castle.section")                           \
  X(castle_prestige, "castle.prestige")                         \
  X(castle_penalty, "castle.penalty")                           \
  X(castle_best_builder, "castle.best_builder")                 \
  X(prestige_floor, "prestige.floor")                           \
  X(bailiff_move, "bailiff.move")                               \
  X(provost_reset, "provost.reset")                             \
  X(scoring_trigger, "scoring.trigger")                         \
  X(scoring_once, "scoring.once")                               \
  X(scoring_order, "scoring.order")                             \
  X(scoring_dungeon, "scoring.dungeon")                         \
  X(scoring_walls, "scoring.walls")                             \
  X(scoring_towers, "scoring.towers")                           \
  X(scoring_next_section, "scoring.next_section")               \
  X(game_end, "game.end")                                       \
  X(favor_choose, "favor.choose")                               \
  X(favor_columns, "favor.columns")                             \
  X(favor_one_row_per_phase, "favor.one_row_per_phase")         \
  X(favor_order, "favor.order")                                 \
  X(end_bonus, "end.bonus")                                     \
  X(end_winner, "end.winner")                                   \
  X(two_player_deniers, "two_player.deniers")                   \
  X(two_player_order, "two_player.order")                       \
  X(two_player_no_stables, "two_player.no_stables")

enum class RuleId : std::uint8_t {
#define CAYLUS_RULE_ENUM(name, text) name,
  CAYLUS_RULE_IDS(CAYLUS_RULE_ENUM)
#undef CAYLUS_RULE_ENUM
      count
};
inline constexpr int kRuleIdCount = static_cast<int>(RuleId::count);

// The id as RULES.md spells it ("place.cost"); constexpr, so that tables (the invariants' rows
// named after a rule) spell no rule id again.
inline constexpr std::array<std::string_view, kRuleIdCount> kRuleTexts = {
#define CAYLUS_RULE_TEXT(name, text) text,
    CAYLUS_RULE_IDS(CAYLUS_RULE_TEXT)
#undef CAYLUS_RULE_TEXT
};
constexpr std::string_view rule_id_text(RuleId id) {
  return kRuleTexts[static_cast<int>(id)];
}

// The ids RULES.md does not name, which the engine adds (docs/rules-notes.md): provost.cost,
// the payment RULES.md states inside provost.order, so that a player short of deniers is told
// which part of the rule they broke.
constexpr bool is_engine_rule_id(RuleId id) {
  return id == RuleId::provost_cost;
}
std::optional<RuleId> parse_rule_id(std::string_view text);

// A rule as a refusal names it: a rule id and, for `building`, the building whose effect it is
// (`building.<id>`; the bare `building` when none). The one place that spells `building.<id>`.
struct RuleRef {
  RuleId id = RuleId::decision_kind;
  BuildingId building = BuildingId::none;
};
std::string rule_text(RuleRef rule);  // "place.cost", "building.church"
// "place.cost", "building", "building.church"; nullopt for text that names no rule (an unknown
// building, `building.none`).
std::optional<RuleRef> parse_rule_text(std::string_view text);

// The rule of one section's scoring (scoring.dungeon, scoring.walls, scoring.towers).
constexpr RuleId scoring_rule(Section s) {
  constexpr RuleId kBySection[kSectionCount] = {RuleId::scoring_dungeon, RuleId::scoring_walls,
                                                RuleId::scoring_towers};
  return kBySection[static_cast<int>(s)];
}

// A well-formed action that the rules forbid. `building` completes `building.<id>` rule ids.
// Messages name players as "{p0}".."{p4}"; `render_message` substitutes the names.
struct RuleViolation {
  RuleId rule = RuleId::decision_kind;
  BuildingId building = BuildingId::none;
  std::string message;

  std::string rule_text() const { return caylus::rule_text({rule, building}); }
};

}  // namespace caylus
