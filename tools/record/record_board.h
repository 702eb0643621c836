// The board as `caylus record` shows it (`board`): the whole state in the rulebook's words, laid
// out to be read at the table rather than parsed (the snapshot, replay/positions/snapshot.h, is for
// that).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/state.h"

namespace caylus::tools {

// Everything: turn and phase, the players (deniers, cubes, prestige, workers, favor markers,
// houses), the special buildings, the road with the provost and the bailiff, the castle, the
// stock.
std::string board_text(const GameState& state, const std::vector<std::string>& names);

// One player's goods: "red: 5 deniers, food 1, wood 2, stone 0, cloth 0, gold 0, 3 PP,
// 4 of 6 workers free".
std::string goods_line(const GameState& state, PlayerIndex player,
                       const std::vector<std::string>& names);

// "the provost on road space 12, the bailiff on road space 10".
std::string officials_line(const GameState& state);

// "dungeon 2/6, walls 0/10 (scored), towers 0/14; new houses go to the dungeon".
std::string castle_line(const GameState& state);

// The heading of a decision, the prompt's and the board's: "Turn 1, phase placement: red to place
// a worker or pass" (French "Tour 1, phase de placement des ouvriers : ..."), with its newline.
std::string turn_heading(const GameState& state, const std::vector<std::string>& names);

// A player's favor markers, row by row: "prestige 1, deniers 0, resources 2, buildings 0".
std::string markers_text(const PlayerState& player);

}  // namespace caylus::tools
