// Phase 5 — activating the road (activate.*, building.<id>).
// Road spaces 1 .. provost are resolved in order; each worker's owner uses the building once
// (activate.once), then the worker returns; workers beyond the provost return without effect
// (activate.order). Any effect may be declined except production, which is mandatory
// (activate.optional). When another player uses a stone production building, its owner takes
// one cube of those it produces (activate.stone_owner_bonus).
#include <algorithm>

#include "core/goods_words.h"
#include "core/language/catalog.h"
#include "core/mutations.h"
#include "core/option_readings.h"
#include "core/road_scan.h"
#include "core/rules/rules.h"
#include "core/text.h"

namespace caylus::rules {
namespace {

Resources of(Cube c, int n) {
  Resources r;
  r[c] = static_cast<std::int16_t>(n);
  return r;
}

Resources plus(Resources r, const Resources& more) {
  for (Cube c : kAllCubes) r[c] = static_cast<std::int16_t>(r[c] + more[c]);
  r.deniers = static_cast<std::int16_t>(r.deniers + more.deniers);
  r.prestige = static_cast<std::int16_t>(r.prestige + more.prestige);
  return r;
}

// The tile's offer `i` (core/buildings.cpp), with the planted bug of the mutation check.
Offer offer_of(const BuildingData& data, int i) {
  Offer offer = data.offers[i];
  if (mutated(Mutation::alchemist_rate) && data.effect == Effect::alchemist && i == 1)
    offer.give_any = 3;
  return offer;
}

// The offer of the tile that the action takes: -1 if none. The user pays the cubes of choice
// among all five types ("n'importe quel cube, même de l'or") and receives them among the four
// that are not gold (the peddlers: "pas d'or").
int offer_taken(const BuildingData& data, const Action& a) {
  for (int i = 0; i < data.offer_count; ++i) {
    if (offer_taken_by(offer_of(data, i), a.give, a.gain)) return i;
  }
  return -1;
}

std::string offers_words(const BuildingData& data) {
  std::string text;
  for (int i = 0; i < data.offer_count; ++i)
    text = i == 0 ? tile_offer_words(offer_of(data, i))
                  : fill_in(tr("{0}, or {1}"), text, tile_offer_words(offer_of(data, i)));
  return text;
}

// Calls visit(r) for every multiset r of `n` cubes drawn from `types` that holds at most room[c]
// cubes of each type c, in the order of the enumeration without room (lexicographic in `types`'
// order): a type that has no room left is not drawn again, and every multiset below it in the
// enumeration would hold one cube more of it, so the kept ones keep their order.
template <std::size_t N, typename Visit>
void for_each_cube_multiset(const std::array<Cube, N>& types, int n, std::size_t from,
                            const Resources& room, Resources& current, Visit&& visit) {
  if (n == 0) {
    visit(static_cast<const Resources&>(current));
    return;
  }
  for (std::size_t i = from; i < N; ++i) {
    if (current[types[i]] >= room[types[i]]) continue;
    ++current[types[i]];
    for_each_cube_multiset(types, n - 1, i, room, current, visit);
    --current[types[i]];
  }
}
template <std::size_t N, typename Visit>
void for_each_cube_multiset(const std::array<Cube, N>& types, int n, const Resources& room,
                            Visit&& visit) {
  Resources current;
  for_each_cube_multiset(types, n, 0, room, current, visit);
}

// Room for any number of cubes of each type (a multiset holds at most 4).
constexpr Resources kAnyRoom = {{127, 127, 127, 127, 127}, 127, 127};

// The cubes of choice that `goods` can pay on top of the offer's own goods: every multiset the
// room leaves out is one that covers(goods, give) refuses (none when the offer's deniers are
// short). Paying is the only test the room anticipates; each kept candidate is still judged.
Resources room_to_pay(const Resources& goods, const Offer& offer) {
  const bool deniers_short = goods.deniers < offer.give.deniers;
  Resources room;
  for (Cube c : kAllCubes)
    room[c] = static_cast<std::int16_t>(deniers_short ? -1 : goods[c] - offer.give[c]);
  return room;
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

// building.market: "gold cannot be sold" unless the option says so (market_sells_gold).
bool market_refuses(const GameState& s, const BuildingData& data, const Action& a) {
  return data.effect == Effect::market && a.give[Cube::gold] == 1 && !market_takes_gold(s.options);
}

Result check_use(const GameState& s, const Action& a, BuildingId b) {
  const BuildingData& data = building(b);
  PlayerIndex p = a.player;
  std::string_view name = data.name;  // strings are built only in messages
  if (data.offer_count > 0) {         // market, peddlers, church, tailor, bank, alchemist, jeweler
    if (offer_taken(data, a) < 0)
      return violation(
          RuleId::building_effect,
          [&] { return fill_in(tr("the {0} offers {1}"), name, offers_words(data)); }, b);
    if (market_refuses(s, data, a))
      return violation(
          RuleId::building_effect,
          [&] {
            return fill_in(tr("gold cannot be sold at the market (option {0})"),
                           option_setting(option_of<&RuleOptions::market_sells_gold>(), s.options));
          },
          b);
    return need(
        s, p, a.give, RuleId::building_effect, [&] { return fill_in(tr("use the {0}"), name); }, b);
  }
  if (data.effect == Effect::production) {
    for (int i = 0; i < data.production_options; ++i)
      if (a.give.empty() && a.gain == data.production[i]) return std::nullopt;
    return violation(
        RuleId::building_effect,
        [&] {
          if (data.production_options > 1)
            return fill_in(tr("the {0} produces {1} or {2}, not {3}"), name,
                           tile_goods_words(data.production[0]),
                           tile_goods_words(data.production[1]), tile_goods_words(a.gain));
          return fill_in(tr("the {0} produces {1}, not {2}"), name,
                         tile_goods_words(data.production[0]), tile_goods_words(a.gain));
        },
        b);
  }
  return violation(RuleId::decision_kind,
                   [&] { return fill_in(tr("the {0} is not used that way"), name); });
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
  for_each_worker_after(s, s.provost, [&](Space i) {
    ev.add(Event{EventKind::worker_beyond_provost, s.road[i].worker, 0, 0, s.road[i].building,
                 Section::dungeon, i});
    return_worker(s, s.road[i].worker, i, ev);
    s.road[i].worker = kNoPlayer;
  });
  resolve_pending_transforms(s, TransformMoment::end_of_activation, ev);
  return false;
}

// Every candidate is judged here in the rule's bool-only mode, without a call of
// check_activation: what check_activation would test first (the decision's verb, the offer the
// action takes, the production's goods, a building of the right kind in the stock on its site)
// holds by construction, so only the tests that can refuse remain (the market's gold, the goods
// to pay, the room on the road). legal_actions_audited asks check_activation too, and
// tests/legal_actions_test.cpp finds no disagreement on random games.
// Flattened, as candidates_placement: the kept actions' `push_back` was an out-of-line call, tens
// of thousands per hundred random games, and the offers' lambdas as well.
[[gnu::flatten]] void candidates_activation(const GameState& s, Candidates& out) {
  Action a;
  a.player = s.decision.player;
  Space space = s.decision.space;
  BuildingId b = s.road[space].building;
  const BuildingData& data = building(b);
  if (s.decision.kind == DecisionKind::owner_bonus) {
    a.verb = Verb::owner_bonus;
    for (Cube c : data.owner_bonus) {  // activate.stone_owner_bonus: one of the two cubes
      a.gain = of(c, 1);
      out.judged(a, true);
    }
    return;
  }
  if (data.effect != Effect::production) {  // activate.optional
    a.verb = Verb::decline;
    out.judged(a, true);
  }
  a.verb = Verb::use;
  // Every way to take each offer, in the table's order: the cubes of choice paid among all five
  // types, those received among the four that are not gold.
  // Only the multisets the player can pay are enumerated (an alchemist's 4 cubes of choice are 70
  // multisets, most of them beyond a player's cubes), and a refused payment's gains are not
  // offered, but the audit judges every one.
  const Resources& goods = s.player(a.player).goods;
  for (int i = 0; i < data.offer_count; ++i) {
    Offer offer = offer_of(data, i);
    const Resources room = out.auditing() ? kAnyRoom : room_to_pay(goods, offer);
    for_each_cube_multiset(kAllCubes, offer.give_any, room, [&](const Resources& give) {
      a.give = plus(offer.give, give);
      const bool legal = !market_refuses(s, data, a) && covers(goods, a.give);
      if (!legal && !out.auditing()) return;  // each of its gains would be refused
      for_each_cube_multiset(kCommonCubes, offer.gain_choice, kAnyRoom, [&](const Resources& gain) {
        a.gain = plus(offer.gain, gain);
        out.judged(a, legal);
      });
    });
  }
  switch (data.effect) {
    case Effect::production:  // mandatory, nothing to pay
      for (int i = 0; i < data.production_options; ++i) {
        a.gain = data.production[i];
        out.judged(a, true);
      }
      break;
    case Effect::carpenter:
    case Effect::mason:
    case Effect::architect: {
      Action build;
      build.player = a.player;
      build.verb = Verb::build;
      candidate_builds(s, a.player, build, terms_for(data.effect), out);
      break;
    }
    case Effect::notary: {
      Action transform;
      transform.player = a.player;
      transform.verb = Verb::transform;
      for (Space i = 1; i <= kRoadSpaces; ++i) {
        if (s.road[i].building == BuildingId::none) continue;
        transform.space = i;
        out.judged(transform, !check_transform(s, a.player, i, 0));
      }
      break;
    }
    default:  // none, or the offers above
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
        // {2}: the verb of the notation, the same in every language.
        return fill_in(tr("phase 5 asks {0} to take its owner's cube from the {1} ({2})"),
                       who(a.player), data.name, verb_name(Verb::owner_bonus));
      });
    for (Cube c : data.owner_bonus)
      if (a.gain == of(c, 1) && a.give.empty()) return std::nullopt;
    return violation(RuleId::activate_stone_owner_bonus, [&] {
      return fill_in(tr("the owner of the {0} takes {1} or {2}"), data.name,
                     cube_count_text(data.owner_bonus[0], 1),
                     cube_count_text(data.owner_bonus[1], 1));
    });
  }
  if (a.verb == Verb::decline) {
    if (data.effect == Effect::production)
      return violation(RuleId::activate_optional, [&] {
        return fill_in(tr("production is mandatory: {0} must take the {1}'s cubes"), who(a.player),
                       data.name);
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
      return check_transform(s, a.player, a.space, 0);
    case Effect::none:
      break;
    default:
      if (a.verb != Verb::use) break;
      return check_use(s, a, b);
  }
  Verb expected = data.effect == Effect::notary ? Verb::transform
                  : (data.effect == Effect::carpenter || data.effect == Effect::mason ||
                     data.effect == Effect::architect)
                      ? Verb::build
                      : Verb::use;
  return violation(RuleId::decision_kind, [&] {
    // The verbs of the notation stay placeholders, the same in every language.
    if (data.effect == Effect::production)
      return fill_in(tr("phase 5 asks {0} to resolve the {1} on road space {2} ({3})"),
                     who(a.player), data.name, space, verb_name(expected));
    return fill_in(tr("phase 5 asks {0} to resolve the {1} on road space {2} ({3} or {4})"),
                   who(a.player), data.name, space, verb_name(expected), verb_name(Verb::decline));
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
      if (data.effect == Effect::production)
        ev.add(Event{EventKind::produced, p, 0, 0, r.building, Section::dungeon, space, 0, a.gain});
      if (owner_bonus)
        ev.add(
            Event{EventKind::owner_bonus_due, r.owner, 0, p, r.building, Section::dungeon, space});
      break;
    }
    case Verb::build:
      perform_build(s, p, a, terms_for(data.effect), ev);
      break;
    case Verb::transform:
      perform_transform(s, p, a.space, 0, ev);
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
