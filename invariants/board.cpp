// The board: the tiles and the officials.
//   Tiles: each tile of the edition is on the road once, in the stock or discarded (setup.neutral,
//   build.available, notary.returned_tile); the fixed buildings stay on spaces 7, 8 and 16;
//   neutral and fixed buildings have no owner, the others one. The road fills from space 1 in
//   order (build.site); a built space never empties; a space changes only by a build (an empty
//   space becomes a wood or stone building, a residence a prestige building: build.prestige.site)
//   or by the notary (a neutral or own wood/stone building, never the lawyer, becomes a
//   residence: notary.transform). Carpenters build wood, the mason stone, architects prestige
//   (build.kind), from the stock.
//   Officials: the provost stands on road spaces 1-28 (provost.bounds), the bailiff from space 6
//   on; at the end of each turn the bailiff advances 2 spaces if the provost is beyond it, else 1,
//   and the provost joins it (bailiff.move, provost.reset); otherwise only provost actions move
//   the provost.
#include <algorithm>

#include "core/option_readings.h"
#include "invariants/checks.h"

namespace caylus::invariants {
namespace {

TileSet tiles_of_kind(BuildingKind kind) {
  static const std::array<TileSet, 8> kByKind = [] {
    std::array<TileSet, 8> sets{};
    for (int id = 1; id < kBuildingCount; ++id) {
      auto b = static_cast<BuildingId>(id);
      sets[static_cast<int>(building(b).kind)] |= tile_bit(b);
    }
    return sets;
  }();
  return kByKind[static_cast<int>(kind)];
}

std::string tile_names(TileSet set) {
  std::string names;
  for (int id = 1; id < kBuildingCount; ++id)
    if ((set >> id) & 1)
      names +=
          (names.empty() ? "" : ", ") + std::string(building_name(static_cast<BuildingId>(id)));
  return names;
}

Space first_empty(const GameState& s) {
  for (Space i = 1; i <= kRoadSpaces; ++i)
    if (s.road[i].building == BuildingId::none) return i;
  return kNoSpace;
}

const Event* find_event(const EventSink& events, EventKind kind, Space space) {
  for (const Event& e : events)
    if (e.kind == kind && e.space == space) return &e;
  return nullptr;
}

Result buildings_unique(const GameState& s, const StateContext&) {
  constexpr std::array<std::pair<Space, BuildingId>, 3> kFixed = {
      {{kFixedPeddlerSpace, BuildingId::fixed_peddler},
       {kFixedCarpenterSpace, BuildingId::fixed_carpenter},
       {kGoldMineSpace, BuildingId::gold_mine}}};
  // Named copies, not a structured binding: clang before 16 (Debian's emscripten, the web build)
  // refuses a lambda capturing a binding (P1091 came with C++20 but was implemented late).
  for (const auto& fixed : kFixed) {
    const Space space = fixed.first;
    const BuildingId b = fixed.second;
    if (s.road[space].building != b)
      return fail_with([=] {
        return fill_in(tr("road space {0} holds the {1}, not the {2} printed on the board"), space,
                       building_name(tile(s.road[space].building).id), building_name(b));
      });
  }
  TileSet on_road = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    if (static_cast<int>(r.building) >= kBuildingCount)
      return fail_with([=] {
        return fill_in(tr("road space {0} holds an unknown tile #{1}"), i,
                       static_cast<int>(r.building));
      });
    BuildingKind kind = building(r.building).kind;
    bool ownerless =
        kind == BuildingKind::none || kind == BuildingKind::fixed || kind == BuildingKind::neutral;
    if (ownerless && r.owner != kNoPlayer)
      return fail_with([=] {
        return kind == BuildingKind::none
                   ? fill_in(tr("{0} has an owner; an empty space has none"), place_text(s, i))
                   : fill_in(tr("{0} has an owner; a neutral or fixed building has none"),
                             place_text(s, i));
      });
    if (!ownerless && !valid_player(s, r.owner))
      return fail_with([=] {
        return fill_in(tr("{0} has no seated owner ({1})"), place_text(s, i), who(r.owner));
      });
    if (kind == BuildingKind::none || kind == BuildingKind::residence) continue;
    if (kind == BuildingKind::neutral && i > 6)  // setup.neutral: spaces 1-6, never moved
      return fail_with([=] {
        return fill_in(tr("the neutral {0} is on road space {1}, beyond the neutral spaces 1-6"),
                       building_name(r.building), i);
      });
    if ((on_road & tile_bit(r.building)) != 0)
      return fail_with([=] {
        return fill_in(tr("the {0} is on the road twice (again on road space {1})"),
                       building_name(r.building), i);
      });
    on_road |= tile_bit(r.building);
  }
  TileSet all = edition_tiles(s.options);
  if ((on_road & s.stock) != 0)
    return fail_with([=] {
      return fill_in(tr("tiles both on the road and in the stock: {0}"),
                     tile_names(on_road & s.stock));
    });
  if ((on_road & s.discarded) != 0)
    return fail_with([=] {
      return fill_in(tr("tiles both on the road and discarded: {0}"),
                     tile_names(on_road & s.discarded));
    });
  if ((s.stock & s.discarded) != 0)
    return fail_with([=] {
      return fill_in(tr("tiles both in the stock and discarded: {0}"),
                     tile_names(s.stock & s.discarded));
    });
  TileSet seen = on_road | s.stock | s.discarded;
  if (seen != all) {
    return fail_with([=] {
      std::string missing =
          fill_in(tr("tiles missing from the road, the stock and the discard: {0}"),
                  tile_names(all & ~seen));
      std::string others =
          fill_in(tr("tiles that are not in this edition: {0}"), tile_names(seen & ~all));
      if ((seen & ~all) == 0) return missing;
      if ((all & ~seen) == 0) return others;
      return fill_in(tr("{0}; {1}"), missing, others);
    });
  }
  // Only wood, stone and prestige tiles wait in the stock; only neutral tiles are discarded, and
  // wood and stone ones under notary_returned_tile=discard.
  TileSet stockable = tiles_of_kind(BuildingKind::wood) | tiles_of_kind(BuildingKind::stone) |
                      tiles_of_kind(BuildingKind::prestige);
  if ((s.stock & ~stockable) != 0)
    return fail_with([=] {
      return fill_in(tr("tiles in the stock that are never built: {0}"),
                     tile_names(s.stock & ~stockable));
    });
  TileSet discardable = tiles_of_kind(BuildingKind::neutral);
  if (transformed_tile_discarded(s.options, BuildingId::lawyer))
    discardable |= tiles_of_kind(BuildingKind::wood) | tiles_of_kind(BuildingKind::stone);
  if ((s.discarded & ~discardable) != 0)
    return fail_with([=] {
      return fill_in(tr("discarded tiles that the notary cannot discard: {0}"),
                     tile_names(s.discarded & ~discardable));
    });
  return std::nullopt;
}

Result buildings_site_state(const GameState& s, const StateContext&) {
  Space empty = first_empty(s);
  if (empty == kNoSpace) return std::nullopt;
  for (Space i = static_cast<Space>(empty + 1); i <= kRoadSpaces; ++i)
    if (s.road[i].building != BuildingId::none && i != kGoldMineSpace)
      return fail_with([=] {
        return fill_in(tr("{0} is built while road space {1} before it is empty"), place_text(s, i),
                       empty);
      });
  return std::nullopt;
}

Result buildings_site_step(const StepView& v, InvariantTracker&) {
  if (!v.changed_any(kRoadTiles) && !v.has(EventKind::building_built) &&
      !v.has(EventKind::building_transformed))
    return std::nullopt;
  const GameState& s = v.after;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& was = v.before.road[i];
    const RoadSpace& is = s.road[i];
    if (was.building == is.building && was.owner == is.owner) continue;
    // `why` is a message (N_): said in the reader's language once the check has failed; its
    // {0}, if any, the event kind that should have said so (a name of the notation).
    auto changed = [&](std::string_view why, EventKind said = EventKind::building_built) {
      return fail_with([=] {
        return fill_in(tr("{0} became {1}: {2}"), place_text(v.before, i), place_text(s, i),
                       fill_in(tr(why), event_name(said)));
      });
    };
    BuildingKind was_kind = tile(was.building).kind;
    BuildingKind is_kind_ = tile(is.building).kind;
    const Event* built = find_event(v.events, EventKind::building_built, i);
    bool built_here =
        built != nullptr && built->building == is.building && built->player == is.owner;
    if (is.building == BuildingId::none) return changed(N_("a built space never empties"));
    if (was_kind == BuildingKind::none) {
      if (is_kind_ != BuildingKind::wood && is_kind_ != BuildingKind::stone)
        return changed(N_("only wood and stone buildings go on an empty space"));
      if (!built_here) return changed(N_("no {0} event says so"));
      Space site = first_empty(v.before);
      if (i != site)
        return fail_with([=] {
          return fill_in(tr("{0} became {1}: a new building goes on the first empty space, road "
                            "space {2}"),
                         place_text(v.before, i), place_text(s, i), site);
        });
      continue;
    }
    if (was_kind == BuildingKind::residence) {
      if (is_kind_ != BuildingKind::prestige || was.owner != is.owner)
        return changed(N_("a residence only becomes a prestige building of its owner"));
      if (!built_here) return changed(N_("no {0} event says so"));
      continue;
    }
    bool transformable = was.building != BuildingId::lawyer &&
                         (was_kind == BuildingKind::neutral || was_kind == BuildingKind::wood ||
                          was_kind == BuildingKind::stone);
    if (!transformable || is.building != BuildingId::residence)
      return changed(
          N_("only the notary changes a built space, into a residence, and never a fixed, "
             "prestige, residence or lawyer tile"));
    if (was_kind != BuildingKind::neutral && was.owner != is.owner)
      return changed(N_("the notary transforms only one's own wood or stone building"));
    const Event* transformed = find_event(v.events, EventKind::building_transformed, i);
    if (transformed == nullptr || transformed->building != was.building ||
        transformed->player != is.owner)
      return changed(N_("no {0} event says so"), EventKind::building_transformed);
  }
  for (const Event& e : v.events) {
    bool built = e.kind == EventKind::building_built;
    if (!built && e.kind != EventKind::building_transformed) continue;
    BuildingId expected = built ? e.building : BuildingId::residence;
    if (!is_road(e.space) || s.road[e.space].building != expected ||
        v.before.road[e.space].building == expected)
      return fail_with([=] {
        return fill_in(tr("a {0} event names the {1} on {2}, which did not change so"),
                       event_name(e.kind), building_name(tile(e.building).id),
                       place_text(s, e.space));
      });
  }
  return std::nullopt;
}

Result buildings_built(const StepView& v, InvariantTracker&) {
  const GameState& s = v.before;
  const Action& a = v.action;
  if (!v.has(EventKind::building_built) && a.verb != Verb::build && a.verb != Verb::favor)
    return std::nullopt;
  // What the action may build: phase 5's carpenter (wood), mason (stone) and architect
  // (prestige); the favor's buildings row: column 2 wood, 3 stone, 5 prestige.
  BuildingKind may = BuildingKind::none;
  if (a.verb == Verb::build && s.decision.kind == DecisionKind::activation &&
      is_road(s.decision.space)) {
    switch (tile(s.road[s.decision.space].building).effect) {
      case Effect::carpenter:
        may = BuildingKind::wood;
        break;
      case Effect::mason:
        may = BuildingKind::stone;
        break;
      case Effect::architect:
        may = BuildingKind::prestige;
        break;
      default:
        break;
    }
  } else if (a.verb == Verb::favor && a.row == FavorRow::buildings) {
    may = a.column == 2   ? BuildingKind::wood
          : a.column == 3 ? BuildingKind::stone
          : a.column == 5 ? BuildingKind::prestige
                          : BuildingKind::none;
  }
  int count = 0;
  for (const Event& e : v.events) {
    if (e.kind != EventKind::building_built) continue;
    if (++count > 1)
      return fail_with(
          [=] { return fill_in(tr("two buildings built in one step ('{0}')"), action_text(a)); });
    const BuildingData& data = tile(e.building);
    if (may == BuildingKind::none || e.player != a.player || e.building != a.building)
      return fail_with([=] {
        return fill_in(tr("{0} built the {1} after '{2}', which builds nothing of the kind"),
                       who(e.player), data.name, action_text(a));
      });
    if (data.kind != may)
      return fail_with([=] {
        return fill_in(tr("'{0}' built the {1}, not a building of the kind it builds"),
                       action_text(a), data.name);
      });
    if ((s.stock & tile_bit(e.building)) == 0 || (v.after.stock & tile_bit(e.building)) != 0)
      return fail_with([=] {
        return (s.stock & tile_bit(e.building)) == 0
                   ? fill_in(tr("the {0} was built but was not in the stock"), data.name)
                   : fill_in(tr("the {0} was built but is still in the stock"), data.name);
      });
  }
  bool builds = (a.verb == Verb::build) || (may != BuildingKind::none && a.verb == Verb::favor);
  if (builds && count == 0)
    return fail_with([=] { return fill_in(tr("'{0}' built nothing"), action_text(a)); });
  return std::nullopt;
}

Result officials_bounds_state(const GameState& s, const StateContext&) {
  if (!is_road(s.provost))
    return fail_with([=] {
      return fill_in(tr("the provost is on space {0}, not on road spaces 1-{1}"), s.provost,
                     kRoadSpaces);
    });
  if (s.bailiff < kOfficialsStart || s.bailiff > kRoadSpaces)
    return fail_with([=] {
      return fill_in(tr("the bailiff is on space {0}, not on road spaces {1}-{2}"), s.bailiff,
                     kOfficialsStart, kRoadSpaces);
    });
  return std::nullopt;
}

Result officials_bounds_step(const StepView& v, InvariantTracker&) {
  if (v.after.bailiff < v.before.bailiff)
    return fail_with([=] {
      return fill_in(tr("the bailiff moved back from road space {0} to {1}"), v.before.bailiff,
                     v.after.bailiff);
    });
  return std::nullopt;
}

Result officials_moves(const StepView& v, InvariantTracker&) {
  const GameState& s = v.before;
  // Where the action leaves the provost: the merchants' guild and phase 4 move it.
  int provost = s.provost + (v.action.verb == Verb::provost ? v.action.move : 0);
  const Event* moved = nullptr;
  for (const Event& e : v.events) {
    if (e.kind != EventKind::bailiff_moved) continue;
    if (moved != nullptr)
      return fail_with([=] { return std::string(tr("the bailiff moved twice in one step")); });
    moved = &e;
  }
  // The bailiff moves as phase 7 begins; the scoring that follows may wait for favors, so the
  // turn ends in this step or a later one, but a turn never ends before the bailiff moved.
  bool turn_ended = v.after.turn != s.turn || v.after.game_over();
  bool in_end_of_turn = v.after.phase == Phase::end_of_turn || turn_ended;
  if (moved == nullptr) {
    if (turn_ended && s.phase != Phase::end_of_turn)
      return fail_with(
          [=] { return fill_in(tr("turn {0} ended without the bailiff moving"), s.turn); });
    if (v.after.bailiff != s.bailiff)
      return fail_with([=] {
        return fill_in(tr("the bailiff moved from road space {0} to {1} outside the end of turn"),
                       s.bailiff, v.after.bailiff);
      });
    if (v.after.provost != provost)
      return fail_with([=] {
        return fill_in(tr("the provost went from road space {0} to {1} after '{2}', which puts it "
                          "on {3}"),
                       s.provost, v.after.provost, action_text(v.action), provost);
      });
    return std::nullopt;
  }
  if (s.phase == Phase::end_of_turn || !in_end_of_turn)
    return fail_with([=] {
      return fill_in(tr("the bailiff moved as the phase {0} gave way to the phase {1}; it moves "
                        "once, as phase 7 begins"),
                     phase_place_words(s.phase), phase_place_words(v.after.phase));
    });
  int steps = provost > s.bailiff ? 2 : 1;  // bailiff.move
  int expected = std::min<int>(kRoadSpaces, s.bailiff + steps);
  if (v.after.bailiff != expected || moved->space != expected ||
      moved->amount != expected - s.bailiff)
    return fail_with([=] {
      return fill_in(tr("the bailiff went from road space {0} to {1} (event: {2} to {3}) with the "
                        "provost on {4}; it goes to {5} at the end of the turn"),
                     s.bailiff, v.after.bailiff,
                     fill_in(tr_n("{0} space", "{0} spaces", moved->amount), moved->amount),
                     moved->space, provost, expected);
    });
  if (v.after.provost != v.after.bailiff)  // provost.reset
    return fail_with([=] {
      return fill_in(tr("after the bailiff's move the provost is on road space {0}, not on the "
                        "bailiff's space {1}"),
                     v.after.provost, v.after.bailiff);
    });
  return std::nullopt;
}

}  // namespace

// This file's rows, in the order they are checked: state checks first (invariants.cpp).
std::span<const Row> board_rows() {
  static constexpr Row rows[] = {
      {"buildings.unique",
       "each tile is at most once on the road; road + stock + discarded = the edition's tiles; "
       "fixed buildings in place; neutral and fixed have no owner, the others one",
       buildings_unique, nullptr, kRoadTiles | kTiles | kSetup},
      {"buildings.site",
       "the road fills from space 1 without gaps (the gold mine aside); a built space never "
       "empties; tiles change only by building (first empty space, or a prestige building on "
       "the builder's residence) or the notary",
       buildings_site_state, buildings_site_step, kRoadTiles | kSetup,
       on_parts(kRoadTiles) | on_events({E::building_built, E::building_transformed})},
      {"officials.bounds",
       "the provost stands on road spaces 1-28, the bailiff on 6-28, and the bailiff never "
       "moves backwards",
       officials_bounds_state, officials_bounds_step, kOfficials | kSetup, on_parts(kOfficials)},
      {"buildings.built",
       "a building is built only by a build action of its kind (carpenter wood, mason stone, "
       "architect prestige; favor columns 2/3/5), from the stock, one a step",
       nullptr, buildings_built, 0,
       on_events({E::building_built}) | on_verbs({V::build, V::favor})},
      {"officials.moves",
       "the bailiff moves only at the end of a turn, 2 spaces if the provost is beyond it else "
       "1, and the provost joins it; otherwise the provost moves only by a provost action",
       nullptr, officials_moves, 0,
       on_parts(kOfficials | kTurnPhase) | on_events({E::bailiff_moved}) | on_verbs({V::provost})},
  };
  return rows;
}

}  // namespace caylus::invariants
