// The building table's goods and offers in plain English, written here apart from the catalog
// (core/goods_words.h): the tests that hold the table to the rulebook's English table and the
// rule texts to the table compare against these, so a wrong word in either side shows.
#pragma once

#include <string>
#include <string_view>

#include "core/state.h"
#include "core/text.h"

namespace caylus::test {

// "1 food + 2 wood + 3 deniers + 1 PP", "nothing"
inline std::string goods_text(const Resources& r) {
  std::string text;
  auto add = [&](int n, std::string_view one, std::string_view many) {
    if (n == 0) return;
    if (!text.empty()) text += " + ";
    text += count_text(n, one, many);
  };
  for (Cube c : kAllCubes) add(r[c], cube_name(c), cube_name(c));
  add(r.deniers, "denier", "deniers");
  add(r.prestige, "PP", "PP");
  return text.empty() ? "nothing" : text;
}

// "2 deniers for 3 PP", "1 cube of any type for 4 deniers", "2 deniers for 2 cubes of choice
// (not gold)"
inline std::string offer_text(const Offer& offer) {
  auto side = [](const Resources& fixed, int chosen, std::string_view kind) {
    std::string text = fixed.empty() ? "" : goods_text(fixed);
    if (chosen > 0)
      text += (text.empty() ? "" : " + ") + count_text(chosen, "cube", "cubes") + std::string(kind);
    return text.empty() ? std::string("nothing") : text;
  };
  return side(offer.give, offer.give_any, " of any type") + " for " +
         side(offer.gain, offer.gain_choice, " of choice (not gold)");
}

}  // namespace caylus::test
