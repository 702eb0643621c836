// Positions (LOG_FORMAT.md, "Positions"; docs/notation.md): a log that starts deep in a game, from
// claims in the shape of a check applied to a new game's state.
//
//   position turn=6 phase=activation provost=10 bailiff=11 passed=[green,red,blue]
//   position road.10.building=wood_quarry road.10.owner=blue road.10.worker=green
//   {"setup": {"players": [...], "neutral": [...], "position": {"turn": 6, ...}}}
//
// The position is the state as its phase begins (`placement`: income paid; `end_of_turn`: before
// the bailiff moves); what it does not say is as at the start of a game or follows from what it
// says (settle_board). A position no game could reach is an input error naming the field and
// what is wrong in the rulebook's words, never an engine fault.
//
// The other way, position_of writes any moment of a game as a position, sparse (only what
// differs from a game's start): `caylus replay LOG --position --at N`.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "core/state.h"
#include "replay/claims/claims.h"
#include "replay/input/log_error.h"
#include "replay/log/log.h"
#include "replay/positions/initial_state.h"

namespace caylus {

// `start` (a new game: turn 1, placement) with `position` applied, as the phase begins (its
// automatic steps not yet run): the state a board editor shows (tools/web/api.cpp). Errors as
// apply_position's.
std::variant<GameState, LogError> position_state(GameState start, const Claims& position,
                                                 const std::vector<std::string>& names,
                                                 const std::string& path);

// `start` (a new game: turn 1, placement) with `position` applied, the phase begun and its
// automatic steps run up to the first decision. Errors name their field under `path`
// ("setup.position.road.10.worker"). `opening`, when given, receives the state as the phase
// began and the events of those steps (OpeningSteps, replay/positions/initial_state.h).
std::variant<GameState, LogError> apply_position(GameState start, const Claims& position,
                                                 const std::vector<std::string>& names,
                                                 const std::string& path,
                                                 OpeningSteps* opening = nullptr);

// What follows from the board once fields are set: the workers out (every worker placed), the
// stock (a tile on the road is not in it) and the discarded tiles (a neutral or stock tile
// neither on the road nor in the stock). Amendments that move tiles or workers call it too.
void settle_board(GameState& state);

// The position of `phase_start` (a state as a phase began, GameState::phase) against a new game
// `start` of the same setup: only the fields that differ.
Claims position_of(const GameState& phase_start, const GameState& start);

// The claim keys that say the moment (turn, phase, the officials, the turn order, the bridge, the
// sections scored): written first, on one line, by position_lines (replay/notation/notation.h)
// and position_json_text (replay/json/log_json.h).
std::span<const std::string_view> position_moment_keys();

}  // namespace caylus
