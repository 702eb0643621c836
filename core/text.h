// The words of messages, shared by the rule checks (core/rules), the invariants and the replay:
// players as "{pN}" placeholders (render_message in core/engine.h puts the names in), spaces,
// goods and changes of cubes. One place, so that a refusal, a failed invariant and the
// replayer's diagnosis name a thing the same way.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "core/state.h"

namespace caylus {

// "{p2}"; "nobody" for kNoPlayer; "player #7" for anything else out of range.
std::string who(int p);
// "+3", "-2", "0"
std::string signed_text(int n);
// Agreement (issue 35: "the towers is full", "space(s)"). Every sentence that counts or names a
// section takes its words from these, never "(s)":
// "1 denier", "3 deniers", "-1 house": a count and the word that goes with it
std::string count_text(int n, std::string_view one, std::string_view many);
// The word that agrees with a count: `one` for 1 and -1, else `many` ("player has" / "players
// have" without the number).
std::string_view agree(int n, std::string_view one, std::string_view many);
// The word that agrees with a section's name: the dungeon is one, the walls and the towers are
// plural ("the dungeon is full", "the towers are full").
std::string_view section_agree(Section section, std::string_view one, std::string_view many);
// In the reader's language (core/language/catalog.h): "3 deniers", "2 food", and a phase as a
// place names it after the word "phase" ("provost"; French "du prévôt").
std::string deniers_text(int n);
std::string cube_count_text(Cube c, int n);
std::string_view phase_place_words(Phase p);
// A space in the reader's language, with its article: "the gate" (French "la porte"),
// "road space 12 (wood_farm_food of {p1})" (French "la case 12 de la route (...)"). The
// building stays its id until the tiles have their names per language.
std::string place_text(const GameState& s, Space space);
std::string_view special_words(Special special);  // "the gate"
// A row of the favor table by its name ("resources"), in the reader's language: the narration's,
// the facts under a refusal (replay/narration/diagnosis.cpp) and the judge of boards.
std::string_view favor_row_words(FavorRow row);
// The section bare, as a list names it, in the reader's language: "dungeon", "Donjon",
// "calabozo", "Închisoarea" (the facts under a refusal, the recorder's board, a failed
// invariant). The narration's words with an article are replay/narration/event_words.h's.
std::string_view section_name_words(Section section);

}  // namespace caylus
