// Phase 5, the road activated (activate.*): the occupied road spaces up to the provost are
// resolved in order, each by its worker's owner (activate.order); a building used exchanges only
// as one of the offers its tile prints (the building table); a stone production building used by
// another player gives its owner one of its cubes, and only then (activate.stone_owner_bonus).
// And what a tile gives as it is built, by the carpenters, mason and architect of phase 5 or by
// the favors' buildings row: the favors of the church, statue, theatre, university and monument
// (build.favors).
#include <cstddef>

#include "invariants/checks.h"

namespace caylus::invariants {
namespace {

// building (market, peddlers, church, tailor, bank, alchemist, jeweler): a use takes one of the
// offers of the tile (core/buildings.cpp, held to RULES.md by tests/building_table_test.cpp).
Result activation_exchange(const StepView& v, InvariantTracker&) {
  const Action& a = v.action;
  if (a.verb != Verb::use || v.before.decision.kind != DecisionKind::activation ||
      !is_road(v.before.decision.space))
    return std::nullopt;
  BuildingId b = v.before.road[v.before.decision.space].building;
  const Resources& give = a.give;
  const Resources& gain = a.gain;
  const BuildingData& data = tile(b);
  bool ok = data.offer_count == 0;
  for (int i = 0; i < data.offer_count; ++i) ok |= offer_taken_by(data.offers[i], give, gain);
  if (ok) return std::nullopt;
  return fail_with([=] {
    auto cubes = [](int n) { return fill_in(tr_n("{0} cube", "{0} cubes", n), n); };
    return fill_in(tr("{0} used the {1} giving {2} and {3} for {4} and {5} PP: none of its offers"),
                   who(a.player), tile(b).name, cubes(give.cube_total()),
                   deniers_text(give.deniers), cubes(gain.cube_total()), gain.prestige);
  });
}

// build.favors: the Church, Statue, Theatre and University give 1 favor, the Monument 2, as the
// tile is built: its building_built event (then its prestige) is followed by that favor_gained.
Result build_favors(const StepView& v, InvariantTracker&) {
  const auto& events = v.events;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.kind != EventKind::building_built) continue;
    int want = tile(e.building).favors;
    std::size_t next = i + 1;
    if (next < events.size() && events[next].kind == EventKind::prestige_build &&
        events[next].player == e.player)
      ++next;
    bool favor = next < events.size() && events[next].kind == EventKind::favor_gained &&
                 events[next].player == e.player;
    int got = favor ? events[next].amount : 0;
    if (got != want)
      return fail_with([=] {
        return fill_in(tr("{0} built the {1} and gained {2}; the tile gives {3}"), who(e.player),
                       tile(e.building).name, favors_text(got), want);
      });
  }
  return std::nullopt;
}

Result activation_order(const StepView& v, InvariantTracker&) {
  const GameState& s = v.before;
  if (s.decision.kind != DecisionKind::activation) return std::nullopt;
  Space space = s.decision.space;
  if (!is_road(space) || space > s.provost)
    return fail_with([=] {
      return fill_in(tr("phase 5 resolved {0}, beyond the provost on road space {1}"),
                     place_text(s, space), s.provost);
    });
  if (s.road[space].worker != v.action.player)
    return fail_with([=] {
      return fill_in(tr("{0} resolved {1}, where the worker is {2}'s"), who(v.action.player),
                     place_text(s, space), who(s.road[space].worker));
    });
  for (Space i = 1; i < space; ++i)
    if (s.road[i].worker != kNoPlayer)
      return fail_with([=] {
        return fill_in(tr("phase 5 resolved {0} before {1}, where {2}'s worker still stands"),
                       place_text(s, space), place_text(s, i), who(s.road[i].worker));
      });
  if (v.after.road[space].worker != kNoPlayer)
    return fail_with([=] {
      return fill_in(tr("after {0} was resolved, {1}'s worker is still there"),
                     place_text(v.after, space), who(v.after.road[space].worker));
    });
  return std::nullopt;
}

Result activation_owner_bonus(const StepView& v, InvariantTracker&) {
  const GameState& s = v.before;
  const Action& a = v.action;
  if (s.decision.kind == DecisionKind::owner_bonus) {
    const RoadSpace& r = s.road[is_road(s.decision.space) ? s.decision.space : 0];
    const BuildingData& data = tile(r.building);
    bool one_of_its_cubes = false;
    for (Cube c : data.owner_bonus) {
      Resources one;
      one[c] = 1;
      one_of_its_cubes = one_of_its_cubes || (a.gain == one && a.give.empty());
    }
    if (!data.has_owner_bonus || r.owner != a.player || !one_of_its_cubes)
      return fail_with([=] {
        return fill_in(tr("{0} took an owner's bonus ({1}) from {2}"), who(a.player),
                       action_text(a), place_text(s, s.decision.space));
      });
  }
  // Who takes an owner's bonus next: the owner of a stone production building another player
  // has just used (activate.stone_owner_bonus), nobody else.
  bool due = false;
  Space space = kNoSpace;
  if (s.decision.kind == DecisionKind::activation && a.verb == Verb::use &&
      is_road(s.decision.space)) {
    space = s.decision.space;
    const RoadSpace& r = s.road[space];
    due = tile(r.building).has_owner_bonus && r.owner != kNoPlayer && r.owner != a.player;
  }
  const Decision& next = v.after.decision;
  bool asked = next.kind == DecisionKind::owner_bonus;
  if (due && (!asked || next.space != space || next.player != s.road[space].owner))
    return fail_with([=] {
      return fill_in(tr("{0} used {1} but its owner {2} is not asked to take a cube"),
                     who(a.player), place_text(s, space), who(s.road[space].owner));
    });
  if (!due && asked)
    return fail_with([=] {
      return fill_in(tr("{0} is asked to take an owner's cube from {1} after '{2}'"),
                     who(next.player), place_text(v.after, next.space), action_text(a));
    });
  return std::nullopt;
}

}  // namespace

// This file's rows, in the order they are checked: state checks first (invariants.cpp).
std::span<const Row> activation_rows() {
  static constexpr Row rows[] = {
      {"activation.exchange",
       "the market, peddlers, church, tailor, bank, alchemist and jeweler exchange only as one "
       "of the offers their tile prints (the building table)",
       nullptr, activation_exchange, 0, on_verbs({V::use})},
      {rule_id_text(RuleId::build_favors),
       "building the church, statue, theatre or university gives 1 favor, the monument 2, "
       "at once; no other tile gives one",
       nullptr, build_favors, 0, on_events({E::building_built})},
      {"activation.order",
       "phase 5 resolves occupied road spaces up to the provost in order, each once, by the "
       "worker's owner",
       nullptr, activation_order, 0, on_decisions({D::activation})},
      {"activation.owner_bonus",
       "the owner of a stone production building another player used, and only then, takes "
       "one of its cubes",
       nullptr, activation_owner_bonus, 0, on_decisions({D::owner_bonus}) | on_verbs({V::use})},
  };
  return rows;
}

}  // namespace caylus::invariants
