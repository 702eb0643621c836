// The words of the engine's events (core/events.h), generated from the event table: each event
// as a player reads it, with the rule behind it ("{p1} pays 2 deniers to place: the lowest free
// bridge number, 1 player has passed [place.cost]"). The narration of `caylus replay --explain`,
// the `events` of its `--json` answer, the report and the recorder all say an event this way.
// Texts name players as "{pN}"; render_message() (core/engine.h) substitutes the names.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/events.h"
#include "core/state.h"
#include "replay/log/step.h"
#include "replay/positions/initial_state.h"

namespace caylus {

// The event's words, from its kind's row of the table: `action` is the decision whose step
// reported it, `after` the state after that step (the turn order, the goods of the end bonus).
std::string event_words(const Event& e, const Action& action, const GameState& after);
// "place.cost", "building.church": the rule id behind the event, as error messages write it.
std::string event_rule_text(const Event& e);
// The words and the rule: what the narration prints for one event.
std::string event_line(const Event& e, const Action& action, const GameState& after);

// One event as the --json answer gives it (docs/replay.md, "steps"): its kind (the table's
// name), its rule, its fields, and its words with the players' names.
nlohmann::ordered_json event_json(const Event& e, const Action& action, const GameState& after,
                                  const std::vector<std::string>& names);
// One applied action of the replay and its events: {"action", "turn", "phase", "player",
// "notation", "events"}.
nlohmann::ordered_json step_json(const Step& step, const std::vector<std::string>& names);

// The automatic steps a position's start runs before the log's first entry (issue 35), as the
// --json answer's first step: {"action": null, "turn", "phase" (the position's), "player": null,
// "notation": null, "events"}.
nlohmann::ordered_json opening_step_json(const OpeningSteps& opening,
                                         const std::vector<std::string>& names);

// "the gate", "road space 9 (wood_farm_food of {p1})": a space as the narration names it, in the
// reader's language (a tile stays named by its id).
std::string space_words(const GameState& s, Space space);
// Where a worker is placed ("on the trading_post") and where it goes ("to the castle"), the
// preposition with the place, as the narration says them: core/worker_place.h says why (Romanian
// "la castel", "în han").
std::string space_on_words(const GameState& s, Space space);
std::string space_to_words(const GameState& s, Space space);
// "1 food + 2 wood + 3 deniers + 1 PP", "nothing": the goods in the reader's language.
std::string goods_words(const Resources& r);
// The section as the narration names it: "dungeon" (English's "the" is in the words), "le
// Donjon", "las murallas" (event_words.cpp says why).
std::string_view section_words(Section section);
// "1 King's favor", "2 King's favors", in the reader's language.
std::string favors_text(int n);

}  // namespace caylus
