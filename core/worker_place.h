// Where a worker stands, with the preposition its place takes in the reader's language
// (core/language/catalog.h): "on the castle", "on road space 9 (mason of {p1})".
//
// A sentence puts a worker "{0}", never "on {0}": a language may change the preposition with the
// place and drop the article after it. Romanian says "la castel", "în han", "în grajduri", "pe
// Poartă" (its rulebook: "sa puna un muncitor la castel", "plasat in han"), and keeps the article
// only where the name goes on ("pe spațiul 9 al drumului") — issue 37. The refusals
// (core/rules/placement.cpp) and the invariants (invariants/workers.cpp) say it; the narration's
// own words, which name a special building by its id in English, are
// replay/narration/event_words.h's. A header of its own, so that its readers do not rebuild core.
#pragma once

#include <string>
#include <string_view>

#include "core/state.h"

namespace caylus {

// "on the gate", "on the inn"
std::string_view special_on_words(Special special);
// A special building as special_on_words says it; a road space as "on " + place_text
// (core/text.h) says it.
std::string worker_place_text(const GameState& s, Space space);

}  // namespace caylus
