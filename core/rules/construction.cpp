// Building and the notary (build.*, notary.*), used by the construction buildings of phase 5
// and by the buildings row of the King's favor.
//   build.kind: carpenters build wood, the mason stone, architects prestige.
//   build.available: only a tile still in the stock.   build.cost: paid from one's own cubes.
//   build.site: wood and stone go on the first empty road space (fixed buildings are never
//   empty, so they are skipped); build.no_space: none left, no building.
//   build.prestige.site: a prestige building replaces one of the builder's residences.
//   build.favors: Church, Statue, Theatre, University 1 favor; Monument 2.
//   notary.transform: 1 cloth + 1 denier; a neutral or one's own wood/stone building (never the
//   lawyer) becomes the player's residence, +2 PP; an owned tile returns to the stock, a
//   neutral one is discarded (notary.returned_tile). An occupied target is paid now and
//   transformed later (notary.occupied; options notary_delay, notary_unactivated_target).
#include <bit>

#include "core/language/catalog.h"
#include "core/mutations.h"
#include "core/option_readings.h"
#include "core/road_scan.h"
#include "core/rules/rules.h"
#include "core/text.h"

namespace caylus::rules {
namespace {

Resources build_price(const BuildingData& data, const BuildTerms& terms, const Resources& any) {
  Resources price = data.cost;
  price.prestige = 0;
  if (terms.free) return Resources{};
  if (terms.discount && price[terms.discount_cube] > 0) --price[terms.discount_cube];
  for (Cube c : kAllCubes) price[c] = static_cast<std::int16_t>(price[c] + any[c]);
  return price;
}

// notary.transform: the residence's cost, "1 tissu et 1 denier"; the favor pays 1 denier less.
Resources notary_price(int denier_discount) {
  Resources price = building(BuildingId::residence).cost;
  price.deniers = static_cast<std::int16_t>(price.deniers - denier_discount);
  return price;
}

int pending_index(const GameState& s, Space target) {
  for (int i = 0; i < s.pending_transform_count; ++i)
    if (s.pending_transforms[i].target == target) return i;
  return -1;
}

void transform_now(GameState& s, PlayerIndex p, Space target, const Events& ev) {
  RoadSpace& r = s.road[target];
  BuildingId old = r.building;
  if (transformed_tile_discarded(s.options, old))
    s.discarded |= tile_bit(old);
  else
    s.stock |= tile_bit(old);  // "il rejoint la réserve et peut donc à nouveau être construit"
  r.building = BuildingId::residence;
  r.owner = p;
  ev.add(Event{EventKind::building_transformed, p, 0, 0, old, Section::dungeon, target});
}

// A kind of building as the refusals name it, in the reader's language (the glossary's wood,
// stone, prestige... building): "wood buildings" (what a builder builds), "a stone building".
std::string_view kind_plural_words(BuildingKind kind) {
  switch (kind) {
    case BuildingKind::wood:
      return tr("wood buildings");
    case BuildingKind::stone:
      return tr("stone buildings");
    case BuildingKind::prestige:
      return tr("prestige buildings");
    case BuildingKind::neutral:
      return tr("neutral buildings");
    case BuildingKind::fixed:
      return tr("fixed buildings");
    case BuildingKind::residence:
      return tr("residential buildings");
    case BuildingKind::none:
      break;
  }
  return tr("buildings");
}

std::string_view kind_one_words(BuildingKind kind) {
  switch (kind) {
    case BuildingKind::wood:
      return tr("a wood building");
    case BuildingKind::stone:
      return tr("a stone building");
    case BuildingKind::prestige:
      return tr("a prestige building");
    case BuildingKind::neutral:
      return tr("a neutral building");
    case BuildingKind::fixed:
      return tr("a fixed building");
    case BuildingKind::residence:
      return tr("a residential building");
    case BuildingKind::none:
      break;
  }
  return tr("no building");
}

}  // namespace

Result check_build(const GameState& s, PlayerIndex p, const Action& a, const BuildTerms& terms) {
  if (a.building == BuildingId::none || !is_stock_tile(a.building))
    return violation(RuleId::build_kind, [&] {
      return fill_in(tr("'{0}' is not a building that can be built"), building_name(a.building));
    });
  const BuildingData& data = building(a.building);
  if (data.kind != terms.kind)
    return violation(terms.kind_rule, [&] {
      return fill_in(tr("this builds {0} only; the {1} is {2}"), kind_plural_words(terms.kind),
                     data.name, kind_one_words(data.kind));
    });
  if ((s.stock & tile_bit(a.building)) == 0)
    return violation(RuleId::build_available, [&] {
      if ((s.discarded & tile_bit(a.building)) != 0)
        return fill_in(tr("the {0} is not in the stock (discarded)"), data.name);
      if (a.building == BuildingId::jeweler && !edition_has_jeweler(s.options))
        return fill_in(tr("the {0} is not in the stock (no jeweler in the first edition)"),
                       data.name);
      return fill_in(tr("the {0} is not in the stock (already built)"), data.name);
    });
  if (data.kind == BuildingKind::prestige) {
    if (!is_road(a.space) || s.road[a.space].building != BuildingId::residence ||
        s.road[a.space].owner != p)
      return violation(RuleId::build_prestige_site, [&] {
        return fill_in(tr("a prestige building replaces one of {0}'s residences; {1} is not one"),
                       who(p), place_text(s, a.space));
      });
  } else {
    if (a.space != kNoSpace)
      return violation(RuleId::build_site, [&] {
        return std::string(
            tr("a wood or stone building goes on the first empty road space; no space may be "
               "chosen"));
      });
    if (first_empty_space(s) == kNoSpace)
      return violation(RuleId::build_no_space, [&] {
        return std::string(tr("no road space is empty: nothing can be built"));
      });
  }
  int any_needed = terms.free ? 0 : data.cost_any;
  if (a.give.cube_total() != any_needed || a.give.deniers != 0 || a.give.prestige != 0)
    return violation(RuleId::build_cost, [&] {
      if (any_needed == 0) return fill_in(tr("the {0}'s cost has no cube of choice"), data.name);
      // {1}: the notation's parameter, the same in every language.
      return fill_in(tr("the {0}'s cost includes 1 cube of any type: say which ({1})"), data.name,
                     "give");
    });
  return need(s, p, build_price(data, terms, a.give), RuleId::build_cost,
              [&] { return fill_in(tr("build the {0}"), data.name); });
}

void perform_build(GameState& s, PlayerIndex p, const Action& a, const BuildTerms& terms,
                   const Events& ev) {
  const BuildingData& data = building(a.building);
  Resources price = build_price(data, terms, a.give);
  auto& goods = s.player(p).goods;
  for (Cube c : kAllCubes) goods[c] = static_cast<std::int16_t>(goods[c] - price[c]);
  s.stock &= ~tile_bit(a.building);
  Space site = data.kind == BuildingKind::prestige ? a.space : first_empty_space(s);
  s.road[site].building = a.building;  // a residence under a prestige building is discarded
  s.road[site].owner = p;
  ev.add(Event{EventKind::building_built, p, 0, 0, a.building, Section::dungeon, site});
  int prestige = built_prestige(s.options, a.building);
  if (mutated(Mutation::prestige_building_short) && data.kind == BuildingKind::prestige)
    prestige -= 1;
  change_prestige(s, p, prestige,
                  Event{EventKind::prestige_build, p, 0, 0, a.building, Section::dungeon, site},
                  ev);
  bool no_favor =
      mutated(Mutation::prestige_building_no_favor) && data.kind == BuildingKind::prestige;
  gain_favors(s, p, no_favor ? 0 : data.favors, ev);  // build.favors
}

namespace {

// The tiles of each kind, as masks (kBuildingTable is constant-initialised, so it is read here
// before any dynamic initialisation).
std::array<TileSet, 7> kind_tiles() {
  std::array<TileSet, 7> tiles{};
  for (int id = 1; id < kBuildingCount; ++id)
    tiles[static_cast<int>(kBuildingTable[id].kind)] |= tile_bit(static_cast<BuildingId>(id));
  return tiles;
}
const std::array<TileSet, 7> kKindTiles = kind_tiles();

// With `terms`, each candidate is judged by check_build's tests that can refuse it (the rest hold
// by construction: a tile of the kind in the stock, on one of p's residences for a prestige
// building, no site chosen for the others): room on the road (build.no_space), the cube of
// choice given exactly when the cost has one (build.cost), the price covered (build.cost).
// Without, each is offered to the decision's check. Flattened, as candidates_placement: the kept
// builds' `push_back` was an out-of-line call.
[[gnu::flatten]] void builds(const GameState& s, PlayerIndex p, Action base, BuildingKind kind,
                             const BuildTerms* terms, Candidates& out) {
  const bool room = first_empty_space(s) != kNoSpace;
  const Resources& goods = s.player(p).goods;
  // Candidates known to be refused are not judged one by one, but in the audit: none when a wood
  // or stone building has no room (build.no_space), none of a tile whose price before its cube
  // of choice is not covered already (build.cost: the cube only adds to it).
  const bool skip_refused = terms != nullptr && !out.auditing();
  if (skip_refused && kind != BuildingKind::prestige && !room) return;
  // A prestige building replaces one of p's residences; the others are built at the road's end.
  std::array<Space, kRoadSpaces> sites{};
  int site_count = 0;
  if (kind == BuildingKind::prestige) {
    for (Space i = 1; i <= kRoadSpaces; ++i)
      if (s.road[i].building == BuildingId::residence && s.road[i].owner == p)
        sites[site_count++] = i;
  } else {
    sites[site_count++] = kNoSpace;
  }
  // The tiles of the kind in the stock, in id order (lowest bit first).
  for (int id : set_bits(s.stock & kKindTiles[static_cast<int>(kind)])) {
    auto b = static_cast<BuildingId>(id);
    const BuildingData& data = building(b);
    base.building = b;
    if (terms == nullptr) {  // each offered to the decision's check
      for (int k = 0; k < site_count; ++k) {
        base.space = sites[k];
        base.give = Resources{};
        if (data.cost_any != 0)
          for (Cube c : kAllCubes) {
            base.give[c] = 1;
            out.offer(base);
            base.give[c] = 0;
          }
        out.offer(base);
      }
      continue;
    }
    // check_build's tests that can refuse, judged once per tile (the rest hold by construction:
    // a tile of the kind in the stock, on one of p's residences for a prestige building, no site
    // chosen for the others): room on the road (build.no_space), the price before the cube of
    // choice covered (build.cost), and the cube of choice given exactly when the cost has one
    // (build.cost). The cube only adds one to its own type of that price, so the price with it is
    // covered when that one type still has a cube to spare.
    const Resources price = build_price(data, *terms, Resources{});
    const bool covered = covers(goods, price);
    if (skip_refused && !covered) continue;
    const int any_needed = terms->free ? 0 : data.cost_any;
    const bool site_ok = kind == BuildingKind::prestige || room;
    const bool with_cube = site_ok && covered && any_needed == 1;
    const bool without_cube = site_ok && covered && any_needed == 0;
    for (int k = 0; k < site_count; ++k) {
      base.space = sites[k];
      base.give = Resources{};
      if (data.cost_any != 0) {
        for (Cube c : kAllCubes) {
          base.give[c] = 1;
          out.judged(base, with_cube && goods[c] > price[c]);
          base.give[c] = 0;
        }
      }
      out.judged(base, without_cube);  // favor_architect_cost = free has no "any" cube
    }
  }
}

}  // namespace

void candidate_builds(const GameState& s, PlayerIndex p, Action base, BuildingKind kind,
                      Candidates& out) {
  builds(s, p, base, kind, nullptr, out);
}

void candidate_builds(const GameState& s, PlayerIndex p, Action base, const BuildTerms& terms,
                      Candidates& out) {
  builds(s, p, base, terms.kind, &terms, out);
}

Result check_transform(const GameState& s, PlayerIndex p, Space target, int denier_discount) {
  if (!is_road(target) || s.road[target].building == BuildingId::none)
    return violation(RuleId::notary_transform, [&] {
      return fill_in(tr("the notary transforms a building on the road; {0} is not one"),
                     place_text(s, target));
    });
  const RoadSpace& r = s.road[target];
  auto kind = building(r.building).kind;
  bool allowed = kind == BuildingKind::neutral ||
                 ((kind == BuildingKind::wood || kind == BuildingKind::stone) && r.owner == p);
  if (r.building == BuildingId::lawyer || !allowed)
    return violation(RuleId::notary_transform, [&] {
      return fill_in(tr("the notary transforms a neutral building or one's own wood or stone "
                        "building, never a notary, fixed, residence or prestige building; not {0}"),
                     place_text(s, target));
    });
  if (pending_index(s, target) >= 0)
    return violation(RuleId::notary_occupied, [&] {
      return fill_in(tr("{0} is already being transformed"), place_text(s, target));
    });
  return need(s, p, notary_price(denier_discount), RuleId::notary_transform,
              [&] { return fill_in(tr("transform {0}"), place_text(s, target)); });
}

void perform_transform(GameState& s, PlayerIndex p, Space target, int denier_discount,
                       const Events& ev) {
  Resources price = notary_price(denier_discount);
  auto& goods = s.player(p).goods;
  for (Cube c : kAllCubes) goods[c] = static_cast<std::int16_t>(goods[c] - price[c]);
  goods.deniers = static_cast<std::int16_t>(goods.deniers - price.deniers);
  change_prestige(
      s, p, building(BuildingId::residence).prestige,
      Event{EventKind::prestige_notary, p, 0, 0, s.road[target].building, Section::dungeon, target},
      ev);
  if (s.road[target].worker != kNoPlayer && !mutated(Mutation::notary_no_delay)) {
    // notary.occupied: "il paye dès maintenant mais l'action du notaire ne sera effectuée que
    // lorsque la résolution des bâtiments sera terminée".
    s.pending_transforms[s.pending_transform_count++] = PendingTransform{target, p, false};
    ev.add(
        Event{EventKind::notary_delayed, p, 0,
              static_cast<std::int16_t>(transform_after_target_activation(s.options)),  // row value
              s.road[target].building, Section::dungeon, target});
    return;
  }
  transform_now(s, p, target, ev);
}

void resolve_pending_transforms(GameState& s, TransformMoment moment, const Events& ev) {
  if (s.pending_transform_count == 0) return;  // the usual case, at every space of phase 5
  int kept = 0;
  for (int i = 0; i < s.pending_transform_count; ++i) {
    PendingTransform t = s.pending_transforms[i];
    bool now = false;
    switch (moment) {
      case TransformMoment::target_activated:
        now = t.activated && transform_after_target_activation(s.options);
        break;
      case TransformMoment::end_of_activation:
        now = t.target <= s.provost || unactivated_transform_at_end_of_phase(s.options);
        break;
      case TransformMoment::end_of_turn:
        now = true;
        break;
    }
    if (now)
      transform_now(s, t.player, t.target, ev);
    else
      s.pending_transforms[kept++] = t;
  }
  for (int i = kept; i < s.pending_transform_count; ++i) s.pending_transforms[i] = {};
  s.pending_transform_count = static_cast<std::int8_t>(kept);
}

}  // namespace caylus::rules
