// Events: what happened during one step, for the narrator, the points ledger and the
// invariants. The engine reports them only when given a sink, so the hot path pays nothing.
#pragma once

#include <cstdint>
#include <vector>

#include "core/buildings.h"
#include "core/types.h"

namespace caylus {

enum class EventKind : std::uint8_t {
  // Prestige changes (amount = signed change actually applied, after prestige.floor).
  prestige_owner_placement,  // detail = the player who placed on the owner's building
  prestige_build,            // building = what was built
  prestige_notary,           // transform: +2
  prestige_castle_batch,     // section = where the houses landed, detail = houses
  prestige_castle_penalty,   // no batch offered: -2
  prestige_scoring,          // section scoring penalty (negative)
  prestige_favor,            // favor prestige row (detail = column) or simplified favor (+3)
  prestige_building_use,     // church / tailor / jeweler (building)
  prestige_end_bonus,        // end.bonus (detail: 0 gold, 1 cubes, 2 deniers)
  // Other happenings.
  income,                // amount = deniers
  first_pass_bonus,      // +1 denier
  worker_placed,         // space = where
  worker_returned,       // space = from where
  favor_gained,          // amount = how many
  favor_used,            // detail = row, amount = column
  favor_lost,            // favor.one_row_per_phase: no row left
  house_placed,          // section, amount = houses
  section_scored,        // section
  building_built,        // building, space
  building_transformed,  // building (the old tile), space
  turn_order_changed,
  bailiff_moved,  // space = new bailiff space, amount = spaces moved
  game_ended,
};
inline constexpr bool is_prestige_event(EventKind k) {
  return k <= EventKind::prestige_end_bonus;
}

struct Event {
  EventKind kind;
  PlayerIndex player = kNoPlayer;
  std::int16_t amount = 0;
  std::int16_t detail = 0;
  BuildingId building = BuildingId::none;
  Section section = Section::dungeon;
  Space space = kNoSpace;
  bool operator==(const Event&) const = default;
};

using EventSink = std::vector<Event>;

}  // namespace caylus
