// Phase 1 — income (income.*): every player takes 2 deniers, +1 per residence, +1 for the
// Library, +2 for the Hotel. No maximum. Collected on turn 1 too (FAQ, "Revenus").
#include "core/mutations.h"
#include "core/rules/rules.h"

namespace caylus::rules {

void collect_income(GameState& s, const Events& ev) {
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    int deniers = 2;  // income.base
    for (Space i = 1; i <= kRoadSpaces; ++i) {
      const RoadSpace& r = s.road[i];
      if (r.owner != p) continue;
      // income.residence (+1), income.library (+1), income.hotel (+2): the tiles' income
      deniers += building(r.building).income;
      if (r.building == BuildingId::residence && mutated(Mutation::residence_income_double))
        deniers += 1;
    }
    s.player(p).goods.deniers = static_cast<std::int16_t>(s.player(p).goods.deniers + deniers);
    ev.add(Event{EventKind::income, p, static_cast<std::int16_t>(deniers)});
  }
}

}  // namespace caylus::rules
