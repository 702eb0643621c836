// The prices of the special buildings' services, under the game's options. Written once: the
// rule (core/rules/special_buildings.cpp: its candidates, check and payment) and the goods
// invariants (invariants/goods.cpp: deniers.explained, cubes.explained) read them, so a rule
// option on a price is one edit (docs/developing.md "A rule option"; docs/recipes-walk.md).
#pragma once

#include "core/options.h"
#include "core/types.h"

namespace caylus {

// special.joust_field: "1 denier et 1 tissu" for a King's favor.
inline Resources joust_price(const RuleOptions&) {
  Resources price;
  price.deniers = 1;
  price[Cube::cloth] = 1;
  return price;
}

}  // namespace caylus
