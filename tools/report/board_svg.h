// The board of Caylus drawn as SVG from a state snapshot (docs/snapshot-format.md): the castle,
// the special buildings and the bridge, the road, the King's favor table and the stock (issue 38
// item 5). The ONE drawing of the board: `caylus board` writes it (SVG, or PNG through librsvg),
// the report embeds it at every step (tools/report/report.cpp) and the page of tools/web/ gets
// it from its C API (caylus_board_svg). It was tools/report/board.js's, moved here so that the
// command line, which runs no JavaScript, draws the very same picture; board.js keeps the
// players' panels. It draws from the engine's tables (board_data.h) and decides no rule.
//
// The elements a reader may point at carry data attributes (the page's board editor and the
// browser tests select on them): g.space[data-space], rect.favor-cell[data-row][data-column],
// g.special-box[data-special], g.castle-box, g.castle-section[data-section], g.castle-row,
// g.bridge-slot[data-slot], g.stock-tile[data-building], g.stock-box. The picture carries its own
// stylesheet, so that it reads the same pasted in a page, opened alone or drawn to a canvas.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace caylus::tools {

// How the board is laid out: `wide` (1080 units across: the castle beside the special buildings,
// the road in two rows) or `narrow` (for a phone's width: everything stacked, the road in rows of
// four), with the same pieces, classes and attributes.
enum class BoardLayout { wide, narrow };

// The board `snapshot` shows, as one <svg> element with the id `id` (its pattern's id derives
// from it, so that several boards may share a page). `players` are the game's names in seat
// order (the players' colours). One element or group per line, so that two steps' drawings
// differ by a few lines (the report stores them so).
std::string board_svg(const nlohmann::json& snapshot, const std::vector<std::string>& players,
                      std::string_view id, BoardLayout layout = BoardLayout::wide);

// The players' colours: their own name when it is a colour of the game, else one by seat.
std::string player_ink(const std::vector<std::string>& players, std::string_view name);

}  // namespace caylus::tools
