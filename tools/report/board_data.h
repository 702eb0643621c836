// What a drawn board needs of the engine's tables (issue 27 item 6, issue 31 item 3): the
// buildings (kind, prestige, whether a house stands on one) and the board's constants (the
// castle's sections, the King's favor table, the slots of the special buildings, the phases),
// written once here from core's own tables and handed to both pages that draw a board: the
// report embeds them (tools/report/report.cpp) and the page gets them through its C API
// (tools/web/api.cpp). tools/report/board.js draws from them and restates none.
#pragma once

#include <nlohmann/json.hpp>

namespace caylus::tools {

// {id: {kind, prestige, owned}} for every building tile.
nlohmann::ordered_json buildings_json();

// {road_spaces, workers_per_player, officials_start, sections [{name, houses, prestige, mark}],
//  favor {rows, columns, open [columns open with 0, 1, 2 sections scored], cells {row: [words of
//  columns 1..5]}}, specials [{name, slots}], castle_slots, bridge_slots, phases}.
nlohmann::ordered_json board_json();

}  // namespace caylus::tools
