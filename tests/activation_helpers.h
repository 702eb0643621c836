// The situation the phase-5 tests start from (activation_test.cpp, construction_test.cpp,
// notary_test.cpp): a building on its home space with a worker of the user on it, at the user's
// activation decision.
#pragma once

#include <string>

#include "unit_helpers.h"

namespace caylus::test {

// Where a building stands on the default board (neutral 1-6 in RULES.md order, fixed 7/8/16);
// stock tiles go on road space 9.
inline Space home(BuildingId id) {
  for (int i = 0; i < 6; ++i)
    if (default_neutral()[i] == id) return static_cast<Space>(i + 1);
  if (id == BuildingId::fixed_peddler) return 7;
  if (id == BuildingId::fixed_carpenter) return 8;
  if (id == BuildingId::gold_mine) return 16;
  return 9;
}

// 3 players. `id` stands on its home space (a stock tile is put on 9 with `owner`'s house),
// `user` puts a worker on it, the next seat puts one in the castle (so that a phase-6 decision
// follows phase 5 and values can be read before the next income), everyone else passes; the
// provost stands on `id` and nobody moves it. Returns at `user`'s activation decision, with
// `user`'s cubes and deniers set to `g`.
inline GameState use_building(BuildingId id, PlayerIndex owner, PlayerIndex user, Resources g,
                              RuleOptions o = {}) {
  GameState s = start(3, o);
  Space at = home(id);
  if (at == 9) put_tile(s, 9, id, owner);
  s.provost = at;
  place_then_pass(s, {{user, at}, {static_cast<PlayerIndex>((user + 1) % 3), sp(Special::castle)}});
  quietly_until(s, DecisionKind::activation);
  EXPECT_EQ(s.decision, (Decision{DecisionKind::activation, user, at}));
  set_goods(s, user, g);
  return s;
}

inline std::string rule_of(BuildingId id) {
  return "building." + std::string(building_name(id));
}

inline Resources plus(Resources a, const Resources& b) {
  for (Cube c : kAllCubes) a[c] = static_cast<std::int16_t>(a[c] + b[c]);
  a.deniers = static_cast<std::int16_t>(a.deniers + b.deniers);
  return a;
}

}  // namespace caylus::test
