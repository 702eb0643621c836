// The goods and the offers of the tiles in the reader's language (core/language/catalog.h): the
// refusals of phase 5 (core/rules/activation.cpp) and `caylus rules` (core/rule_texts/) say them.
// A header of its own, so that the words reach their two readers without rebuilding core.
#pragma once

#include <string>

#include "core/state.h"

namespace caylus {

// "1 food + 2 deniers + 3 PP", "nothing"
std::string tile_goods_words(const Resources& r);
// "2 deniers for 3 PP", "1 cube of any type for 4 deniers", "2 deniers for 2 cubes of choice
// (not gold)"
std::string tile_offer_words(const Offer& offer);

}  // namespace caylus
