// Phase 1 — income (income.*): every player takes 2 deniers, +1 per residence, +1 for the
// Library, +2 for the Hotel. No maximum. Collected on turn 1 too (FAQ, "Revenus").
#include <array>

#include "core/mutations.h"
#include "core/rules/rules.h"

namespace caylus::rules {

namespace {

// The income of `p` by source, for the narration only (the events' reader asked for it).
void income_by_source(const GameState& s, PlayerIndex p, const Events& ev) {
  ev.add(Event{EventKind::income_base, p, 2});
  int residences = 0;
  int residence_income = 0;
  bool library = false, hotel = false;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    if (r.owner != p) continue;
    if (r.building == BuildingId::residence) {
      ++residences;
      residence_income +=
          building(r.building).income + (mutated(Mutation::residence_income_double) ? 1 : 0);
    }
    library = library || r.building == BuildingId::library;
    hotel = hotel || r.building == BuildingId::hotel;
  }
  if (residences > 0)
    ev.add(Event{EventKind::income_residence, p, static_cast<std::int16_t>(residence_income),
                 static_cast<std::int16_t>(residences)});
  if (library) ev.add(Event{EventKind::income_library, p, 1});
  if (hotel) ev.add(Event{EventKind::income_hotel, p, 2});
}

}  // namespace

// One pass over the road for every player (each tile's income goes to its owner; fixed and
// neutral tiles have none), then the players in seat order: a pass per player read the road
// four times a turn, ~8% of a random game.
void collect_income(GameState& s, const Events& ev) {
  std::array<int, kMaxPlayers> income;
  income.fill(2);  // income.base
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    if (r.owner == kNoPlayer) continue;
    // income.residence (+1), income.library (+1), income.hotel (+2): the tiles' income
    income[r.owner] += building(r.building).income;
    if (r.building == BuildingId::residence && mutated(Mutation::residence_income_double))
      income[r.owner] += 1;
  }
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    int deniers = income[p];
    s.player(p).goods.deniers = static_cast<std::int16_t>(s.player(p).goods.deniers + deniers);
    ev.add(Event{EventKind::income, p, static_cast<std::int16_t>(deniers)});
    if (ev.on()) income_by_source(s, p, ev);
  }
}

}  // namespace caylus::rules
