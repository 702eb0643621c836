// The reachability judge's checks (replay/positions/reachable.h), one file per family: the castle
// and the officials (reachable_castle.cpp), the road, the workers and the decision
// (reachable_board.cpp). The table that orders them is reachable.cpp's.
#pragma once

#include <optional>
#include <string>

#include "core/state.h"
#include "replay/positions/reachable.h"

namespace caylus::reachable {

using Verdict = std::optional<Unreachable>;

inline Unreachable refuse(std::vector<std::string> field, std::string message) {
  return Unreachable{{}, std::move(field), std::move(message)};
}
inline std::string player_key(PlayerIndex p) {
  return "{p" + std::to_string(static_cast<int>(p)) + "}";
}
// "as phase 6 (castle) of turn 14 is under way"
std::string moment_words(const GameState& s);

// reachable_castle.cpp
Verdict castle_capacity(const GameState& s);
Verdict castle_section(const GameState& s);
Verdict scoring_order(const GameState& s);
Verdict scored_for_a_reason(const GameState& s);
Verdict towers_end_the_game(const GameState& s);
Verdict marks_passed_are_scored(const GameState& s);
Verdict full_sections_are_scored(const GameState& s);
Verdict completed_this_turn(const GameState& s);
Verdict batches_this_turn(const GameState& s);
Verdict bailiff_by_turn(const GameState& s);
Verdict provost_by_phase(const GameState& s);
Verdict road_resolved_up_to_provost(const GameState& s);
Verdict favor_columns(const GameState& s);

// reachable_board.cpp
Verdict tiles_once(const GameState& s);
Verdict tiles_in_their_places(const GameState& s);
Verdict road_landmarks(const GameState& s);
Verdict road_without_gaps(const GameState& s);
Verdict road_owners(const GameState& s);
Verdict workers_owned(const GameState& s);
Verdict special_workers_by_phase(const GameState& s);
Verdict phase_progress(const GameState& s);
Verdict road_workers_by_phase(const GameState& s);
Verdict castle_workers_by_phase(const GameState& s);
Verdict passed_by_phase(const GameState& s);
Verdict two_player_stables(const GameState& s);
Verdict decision_holder(const GameState& s);

}  // namespace caylus::reachable
