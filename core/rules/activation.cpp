// Phase 5 — activating the road (activate.*, building.<id>).
// Road spaces 1 .. provost are resolved in order; each worker's owner uses the building once
// (activate.once), then the worker returns; workers beyond the provost return without effect
// (activate.order). Any effect may be declined except production, which is mandatory
// (activate.optional). When another player uses a stone production building, its owner takes
// one cube of those it produces (activate.stone_owner_bonus).
#include <algorithm>

#include "core/mutations.h"
#include "core/rules/rules.h"

namespace caylus::rules {
namespace {

struct Exchange {
  Resources give;
  Resources gain;
};

Resources of(Cube c, int n) {
  Resources r;
  r[c] = static_cast<std::int16_t>(n);
  return r;
}
Resources deniers(int n) {
  Resources r;
  r.deniers = static_cast<std::int16_t>(n);
  return r;
}
Resources prestige(int n) {
  Resources r;
  r.prestige = static_cast<std::int16_t>(n);
  return r;
}

// The two fixed offers of the church, tailor, bank and jeweler.
int fixed_exchanges(Effect effect, std::array<Exchange, 2>& out) {
  switch (effect) {
    case Effect::church:
      out = {{{deniers(2), prestige(3)}, {deniers(4), prestige(5)}}};
      return 2;
    case Effect::tailor:
      out = {{{of(Cube::cloth, 2), prestige(4)}, {of(Cube::cloth, 3), prestige(6)}}};
      return 2;
    case Effect::bank:
      out = {{{deniers(2), of(Cube::gold, 1)}, {deniers(5), of(Cube::gold, 2)}}};
      return 2;
    case Effect::jeweler:
      out = {{{of(Cube::gold, 1), prestige(5)}, {of(Cube::gold, 2), prestige(9)}}};
      return 2;
    default:
      return 0;
  }
}

bool only_cubes(const Resources& r) {
  return r.deniers == 0 && r.prestige == 0;
}

// Calls visit(r) for every multiset r of `n` cubes drawn from `types`.
template <std::size_t N, typename Visit>
void for_each_cube_multiset(const std::array<Cube, N>& types, int n, std::size_t from,
                            Resources& current, Visit&& visit) {
  if (n == 0) {
    visit(static_cast<const Resources&>(current));
    return;
  }
  for (std::size_t i = from; i < N; ++i) {
    ++current[types[i]];
    for_each_cube_multiset(types, n - 1, i, current, visit);
    --current[types[i]];
  }
}
template <std::size_t N, typename Visit>
void for_each_cube_multiset(const std::array<Cube, N>& types, int n, Visit&& visit) {
  Resources current;
  for_each_cube_multiset(types, n, 0, current, visit);
}

void finish_space(GameState& s, const Events& ev) {
  ++s.activation_space;
  resolve_pending_transforms(s, TransformMoment::target_activated, ev);
}

BuildTerms terms_for(Effect effect) {
  BuildTerms terms{};
  terms.kind = effect == Effect::carpenter ? BuildingKind::wood
               : effect == Effect::mason   ? BuildingKind::stone
                                           : BuildingKind::prestige;
  return terms;
}

Result check_use(const GameState& s, const Action& a, BuildingId b) {
  const BuildingData& data = building(b);
  PlayerIndex p = a.player;
  std::string_view name = data.name;  // strings are built only in messages
  auto wrong = [&](std::string why) {
    return violation(
        RuleId::building_effect, [&] { return std::string(why); }, b);
  };
  switch (data.effect) {
    case Effect::production:
      for (int i = 0; i < data.production_options; ++i)
        if (a.give.empty() && a.gain == data.production[i]) return std::nullopt;
      return wrong("the " + std::string(name) + " produces " + goods_text(data.production[0]) +
                   (data.production_options > 1 ? " or " + goods_text(data.production[1]) : "") +
                   ", not " + goods_text(a.gain));
    case Effect::market: {
      if (!only_cubes(a.give) || a.give.cube_total() != 1 || a.gain != deniers(data.market_deniers))
        return wrong("the " + std::string(name) + " buys exactly 1 cube for " +
                     std::to_string(data.market_deniers) + " deniers");
      if (a.give[Cube::gold] == 1 && !s.options.market_sells_gold)
        return wrong("gold cannot be sold at the market (option market_sells_gold=false)");
      return need(
          s, p, a.give, RuleId::building_effect, [&] { return std::string("sell it"); }, b);
    }
    case Effect::peddler: {
      int cubes = a.gain.cube_total();
      int price = b == BuildingId::fixed_peddler ? 2 : cubes;
      if (cubes < 1 || cubes > data.peddler_max || !only_cubes(a.gain) || a.gain[Cube::gold] != 0 ||
          a.give != deniers(price))
        return wrong(b == BuildingId::fixed_peddler
                         ? "the fixed peddler sells exactly 1 cube (not gold) for 2 deniers"
                         : "the peddler sells 1 cube for 1 denier or 2 cubes for 2 deniers "
                           "(not gold)");
      return need(
          s, p, a.give, RuleId::building_effect,
          [&] { return std::string("buy from the " + std::string(name)); }, b);
    }
    case Effect::alchemist: {
      int given = a.give.cube_total();
      bool shape =
          only_cubes(a.give) &&
          ((given == 2 && a.gain == of(Cube::gold, 1)) ||
           (given == (mutated(Mutation::alchemist_rate) ? 3 : 4) && a.gain == of(Cube::gold, 2)));
      if (!shape) return wrong("the alchemist turns 2 cubes into 1 gold, or 4 cubes into 2 gold");
      return need(
          s, p, a.give, RuleId::building_effect, [&] { return std::string("use the alchemist"); },
          b);
    }
    case Effect::church:
    case Effect::tailor:
    case Effect::bank:
    case Effect::jeweler: {
      std::array<Exchange, 2> offers{};
      fixed_exchanges(data.effect, offers);
      for (const auto& offer : offers)
        if (a.give == offer.give && a.gain == offer.gain)
          return need(
              s, p, a.give, RuleId::building_effect,
              [&] { return std::string("use the " + std::string(name)); }, b);
      return wrong("the " + std::string(name) + " offers " + goods_text(offers[0].give) + " -> " +
                   goods_text(offers[0].gain) + " or " + goods_text(offers[1].give) + " -> " +
                   goods_text(offers[1].gain));
    }
    default:
      return violation(RuleId::decision_kind, [&] {
        return std::string("the " + std::string(name) + " is not used that way");
      });
  }
}

}  // namespace

bool activation_next(GameState& s, const Events& ev) {
  if (s.owner_bonus_space != kNoSpace) {
    Space space = s.owner_bonus_space;
    s.decision = Decision{DecisionKind::owner_bonus, s.road[space].owner, space};
    return true;
  }
  while (s.activation_space <= s.provost) {
    Space i = s.activation_space;
    if (s.road[i].worker != kNoPlayer) {
      s.decision = Decision{DecisionKind::activation, s.road[i].worker, i};
      return true;
    }
    finish_space(s, ev);
  }
  // "Les bâtiments situés après le prévôt ne seront pas utilisés."
  for (Space i = static_cast<Space>(s.provost + 1); i <= kRoadSpaces; ++i) {
    if (s.road[i].worker == kNoPlayer) continue;
    return_worker(s, s.road[i].worker, i, ev);
    s.road[i].worker = kNoPlayer;
  }
  resolve_pending_transforms(s, TransformMoment::end_of_activation, ev);
  return false;
}

void candidates_activation(const GameState& s, Candidates& out) {
  Action a;
  a.player = s.decision.player;
  Space space = s.decision.space;
  BuildingId b = s.road[space].building;
  const BuildingData& data = building(b);
  if (s.decision.kind == DecisionKind::owner_bonus) {
    a.verb = Verb::owner_bonus;
    for (Cube c : data.owner_bonus) {
      a.gain = of(c, 1);
      out.offer(a);
    }
    return;
  }
  if (data.effect != Effect::production) {
    a.verb = Verb::decline;
    out.offer(a);
  }
  a.verb = Verb::use;
  switch (data.effect) {
    case Effect::production:
      for (int i = 0; i < data.production_options; ++i) {
        a.gain = data.production[i];
        out.offer(a);
      }
      break;
    case Effect::market:
      a.gain = deniers(data.market_deniers);
      for (Cube c : kAllCubes) {
        a.give = of(c, 1);
        out.offer(a);
      }
      break;
    case Effect::peddler:
      for (int n = 1; n <= data.peddler_max; ++n) {
        a.give = deniers(b == BuildingId::fixed_peddler ? 2 : n);
        for_each_cube_multiset(kCommonCubes, n, [&](const Resources& gain) {
          a.gain = gain;
          out.offer(a);
        });
      }
      break;
    case Effect::alchemist:
      for (int n : {2, mutated(Mutation::alchemist_rate) ? 3 : 4}) {
        a.gain = of(Cube::gold, n == 2 ? 1 : 2);
        for_each_cube_multiset(kAllCubes, n, [&](const Resources& give) {
          a.give = give;
          out.offer(a);
        });
      }
      break;
    case Effect::church:
    case Effect::tailor:
    case Effect::bank:
    case Effect::jeweler: {
      std::array<Exchange, 2> offers{};
      fixed_exchanges(data.effect, offers);
      for (const auto& offer : offers) {
        a.give = offer.give;
        a.gain = offer.gain;
        out.offer(a);
      }
      break;
    }
    case Effect::carpenter:
    case Effect::mason:
    case Effect::architect: {
      Action build;
      build.player = a.player;
      build.verb = Verb::build;
      candidate_builds(s, a.player, build, terms_for(data.effect).kind, out);
      break;
    }
    case Effect::notary: {
      Action transform;
      transform.player = a.player;
      transform.verb = Verb::transform;
      for (Space i = 1; i <= kRoadSpaces; ++i) {
        if (s.road[i].building == BuildingId::none) continue;
        transform.space = i;
        out.offer(transform);
      }
      break;
    }
    case Effect::none:
      break;
  }
}

Result check_activation(const GameState& s, const Action& a) {
  Space space = s.decision.space;
  BuildingId b = s.road[space].building;
  const BuildingData& data = building(b);
  if (s.decision.kind == DecisionKind::owner_bonus) {
    if (a.verb != Verb::owner_bonus)
      return violation(RuleId::decision_kind, [&] {
        return std::string("phase 5 asks " + who(a.player) + " to take its owner's cube from the " +
                           std::string(data.name) + " (owner_bonus)");
      });
    for (Cube c : data.owner_bonus)
      if (a.gain == of(c, 1) && a.give.empty()) return std::nullopt;
    return violation(RuleId::activate_stone_owner_bonus, [&] {
      return std::string("the owner of the " + std::string(data.name) + " takes 1 " +
                         std::string(cube_name(data.owner_bonus[0])) + " or 1 " +
                         std::string(cube_name(data.owner_bonus[1])));
    });
  }
  if (a.verb == Verb::decline) {
    if (data.effect == Effect::production)
      return violation(RuleId::activate_optional, [&] {
        return std::string("production is mandatory: " + who(a.player) + " must take the " +
                           std::string(data.name) + "'s cubes");
      });
    return std::nullopt;
  }
  switch (data.effect) {
    case Effect::carpenter:
    case Effect::mason:
    case Effect::architect:
      if (a.verb != Verb::build) break;
      return check_build(s, a.player, a, terms_for(data.effect));
    case Effect::notary:
      if (a.verb != Verb::transform) break;
      return check_transform(s, a.player, a.space, 1);
    case Effect::none:
      break;
    default:
      if (a.verb != Verb::use) break;
      return check_use(s, a, b);
  }
  std::string_view expected = data.effect == Effect::notary ? "transform"
                              : (data.effect == Effect::carpenter || data.effect == Effect::mason ||
                                 data.effect == Effect::architect)
                                  ? "build"
                                  : "use";
  return violation(RuleId::decision_kind, [&] {
    return std::string("phase 5 asks " + who(a.player) + " to resolve the " +
                       std::string(data.name) + " on road space " + std::to_string(space) + " (" +
                       std::string(expected) +
                       (data.effect == Effect::production ? ")" : " or decline)"));
  });
}

void perform_activation(GameState& s, const Action& a, const Events& ev) {
  PlayerIndex p = a.player;
  Space space = s.decision.space;
  RoadSpace& r = s.road[space];
  const BuildingData& data = building(r.building);
  if (s.decision.kind == DecisionKind::owner_bonus) {
    for (Cube c : kAllCubes) s.player(p).goods[c] += a.gain[c];
    s.owner_bonus_space = kNoSpace;
    finish_space(s, ev);
    return;
  }
  // The worker returns once the building has been resolved.
  r.worker = kNoPlayer;
  return_worker(s, p, space, ev);
  for (int i = 0; i < s.pending_transform_count; ++i)
    if (s.pending_transforms[i].target == space) s.pending_transforms[i].activated = true;
  bool owner_bonus = false;
  switch (a.verb) {
    case Verb::use: {
      auto& goods = s.player(p).goods;
      for (Cube c : kAllCubes)
        goods[c] = static_cast<std::int16_t>(goods[c] - a.give[c] + a.gain[c]);
      goods.deniers = static_cast<std::int16_t>(goods.deniers - a.give.deniers + a.gain.deniers);
      if (a.gain.prestige != 0)
        change_prestige(
            s, p, a.gain.prestige,
            Event{EventKind::prestige_building_use, p, 0, 0, r.building, Section::dungeon, space},
            ev);
      owner_bonus = data.has_owner_bonus && r.owner != kNoPlayer && r.owner != p &&
                    !mutated(Mutation::no_stone_owner_bonus);
      break;
    }
    case Verb::build:
      perform_build(s, p, a, terms_for(data.effect), ev);
      break;
    case Verb::transform:
      perform_transform(s, p, a.space, 1, ev);
      break;
    default:
      break;  // decline
  }
  if (owner_bonus)
    s.owner_bonus_space = space;
  else
    finish_space(s, ev);
}

}  // namespace caylus::rules
