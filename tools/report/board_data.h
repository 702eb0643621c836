// What a drawn board needs of the engine's tables (issue 27 item 6, issue 31 item 3): the
// buildings (kind, prestige, whether a house stands on one) and the board's constants (the
// castle's sections, the King's favor table, the slots of the special buildings, the phases),
// written once here from core's own tables and handed to both pages that draw a board: the
// report embeds them (tools/report/report.cpp) and the page gets them through its C API
// (tools/web/api.cpp). tools/report/board.js draws from them and restates none.
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <string_view>
#include <utility>

namespace caylus::tools {

// The players' colours: a player named after a colour of the game (any case) gets it, the others
// one by seat. The drawing (board_svg.cpp) paints with them, the panels of board.js frame with
// them (board_json's `colours`).
inline constexpr std::array<std::pair<std::string_view, std::string_view>, 10> kGameColours = {
    {{"red", "#c62828"},
     {"green", "#2e7d32"},
     {"blue", "#1565c0"},
     {"orange", "#ef6c00"},
     {"black", "#262626"},
     {"yellow", "#f9a825"},
     {"purple", "#6a1b9a"},
     {"white", "#f5f5f5"},
     {"pink", "#d81b60"},
     {"brown", "#6d4c41"}}};
inline constexpr std::array<std::string_view, 5> kSeatColours = {"#1565c0", "#c62828", "#2e7d32",
                                                                 "#ef6c00", "#6a1b9a"};

// {id: {kind, prestige, owned}} for every building tile.
nlohmann::ordered_json buildings_json();

// {road_spaces, workers_per_player, officials_start, sections [{name, houses, prestige, mark}],
//  favor {rows, columns, open [columns open with 0, 1, 2 sections scored], cells {row: [words of
//  columns 1..5]}}, specials [{name, slots}], castle_slots, bridge_slots, phases, colours {game
//  {name: colour}, seats [colour]}}.
nlohmann::ordered_json board_json();

}  // namespace caylus::tools
