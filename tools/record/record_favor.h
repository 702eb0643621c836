// The King's favor at the table (issue 28, "the favor menu cannot be read"): what each open column
// of a row gives, and why the favor was given. Neither is written here: the effect is the engine's
// own favor step run on a copy of the state (core/rules/favors.cpp, the King's favor table), the
// reason is the events of the step that gave the favor (core/events.h,
// replay/narration/event_words.h).
#pragma once

#include <string>
#include <vector>

#include "core/action.h"
#include "core/events.h"
#include "core/state.h"

namespace caylus::tools {

// What the favor `choice` gives its player in `state`: "+2 PP", "+4 deniers", "+1 food",
// "-1 wood, +2 stone", "builds the sawmill on road space 17, -1 food", "nothing".
std::string favor_effect(const GameState& state, const Action& choice);

// Why a player was given King's favors: the cause in the events' words with its rule id ("{p1}
// offered more batches than anyone (2 batches): a King's favor for the best builder
// [castle.best_builder]"), or the columns open ("{p1}'s King's favor: columns 1-2 are open ...
// [favor.columns]"). Players as
// "{pN}" (render_message substitutes the names).
struct FavorCause {
  PlayerIndex player;
  std::string line;
};

// The causes of the favors a step (`action`, its `events`, the state `after` it) gave, if any.
std::vector<FavorCause> favor_causes(const Action& action, const EventSink& events,
                                     const GameState& after);

// The causes of the favors being used, kept from step to step: those of the player whose favor
// decision is pending after the step, nothing outside a favor decision. A step that gives that
// player more favors (a building of the buildings row) adds its causes.
void follow_favor_causes(std::vector<FavorCause>& causes, const GameState& before,
                         const Action& action, const EventSink& events, const GameState& after);

}  // namespace caylus::tools
