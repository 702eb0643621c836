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
  auto fail = [](Message& m) { return m.fail(); };
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
        return fail(Message() << "road space " << space << " holds "
                              << building_name(tile(s.road[space].building).id) << ", not the "
                              << building_name(b) << " printed on the board");
      });
  }
  TileSet on_road = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    if (static_cast<int>(r.building) >= kBuildingCount)
      return fail_with([=] {
        return fail(Message() << "road space " << i << " holds an unknown tile #"
                              << static_cast<int>(r.building));
      });
    BuildingKind kind = building(r.building).kind;
    bool ownerless =
        kind == BuildingKind::none || kind == BuildingKind::fixed || kind == BuildingKind::neutral;
    if (ownerless && r.owner != kNoPlayer)
      return fail_with([=] {
        return fail(Message() << space_text(s, i) << " has an owner; "
                              << (kind == BuildingKind::none ? "an empty space"
                                                             : "a neutral or fixed building")
                              << " has none");
      });
    if (!ownerless && !valid_player(s, r.owner))
      return fail_with([=] {
        return fail(Message() << space_text(s, i) << " has no seated owner (" << who(r.owner)
                              << ")");
      });
    if (kind == BuildingKind::none || kind == BuildingKind::residence) continue;
    if (kind == BuildingKind::neutral && i > 6)  // setup.neutral: spaces 1-6, never moved
      return fail_with([=] {
        return fail(Message() << "the neutral " << building_name(r.building) << " is on road space "
                              << i << ", beyond the neutral spaces 1-6");
      });
    if ((on_road & tile_bit(r.building)) != 0)
      return fail_with([=] {
        return fail(Message() << "the " << building_name(r.building)
                              << " is on the road twice (again on road space " << i << ")");
      });
    on_road |= tile_bit(r.building);
  }
  TileSet all = edition_tiles(s.options);
  auto overlap = [&](TileSet a, TileSet b, std::string_view a_name, std::string_view b_name) {
    return fail_with([=] {
      return fail(Message() << "tiles both " << a_name << " and " << b_name << ": "
                            << tile_names(a & b));
    });
  };
  if ((on_road & s.stock) != 0) return overlap(on_road, s.stock, "on the road", "in the stock");
  if ((on_road & s.discarded) != 0)
    return overlap(on_road, s.discarded, "on the road", "discarded");
  if ((s.stock & s.discarded) != 0)
    return overlap(s.stock, s.discarded, "in the stock", "discarded");
  TileSet seen = on_road | s.stock | s.discarded;
  if (seen != all) {
    return fail_with([=] {
      Message m;
      if ((all & ~seen) != 0)
        m << "tiles missing from road, stock and discard: " << tile_names(all & ~seen);
      if ((seen & ~all) != 0)
        m << ((all & ~seen) != 0 ? "; " : "")
          << "tiles that are not in this edition: " << tile_names(seen & ~all);
      return fail(m);
    });
  }
  // Only wood, stone and prestige tiles wait in the stock; only neutral tiles are discarded, and
  // wood and stone ones under notary_returned_tile=discard.
  TileSet stockable = tiles_of_kind(BuildingKind::wood) | tiles_of_kind(BuildingKind::stone) |
                      tiles_of_kind(BuildingKind::prestige);
  if ((s.stock & ~stockable) != 0)
    return fail_with([=] {
      return fail(Message() << "tiles in the stock that are never built: "
                            << tile_names(s.stock & ~stockable));
    });
  TileSet discardable = tiles_of_kind(BuildingKind::neutral);
  if (transformed_tile_discarded(s.options, BuildingId::lawyer))
    discardable |= tiles_of_kind(BuildingKind::wood) | tiles_of_kind(BuildingKind::stone);
  if ((s.discarded & ~discardable) != 0)
    return fail_with([=] {
      return fail(Message() << "discarded tiles that the notary cannot discard: "
                            << tile_names(s.discarded & ~discardable));
    });
  return std::nullopt;
}

Result buildings_site_state(const GameState& s, const StateContext&) {
  Space empty = first_empty(s);
  if (empty == kNoSpace) return std::nullopt;
  for (Space i = static_cast<Space>(empty + 1); i <= kRoadSpaces; ++i)
    if (s.road[i].building != BuildingId::none && i != kGoldMineSpace)
      return fail_with([=] {
        return (Message() << space_text(s, i) << " is built while road space " << empty
                          << " before it is empty")
            .fail();
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
    auto changed = [&](std::string_view why) {
      return fail_with([=] {
        return (Message() << "road space " << i << " changed from "
                          << space_text(v.before, i).substr(std::string_view("road space ").size())
                          << " to "
                          << space_text(s, i).substr(std::string_view("road space ").size()) << ": "
                          << why)
            .fail();
      });
    };
    BuildingKind was_kind = tile(was.building).kind;
    BuildingKind is_kind_ = tile(is.building).kind;
    const Event* built = find_event(v.events, EventKind::building_built, i);
    bool built_here =
        built != nullptr && built->building == is.building && built->player == is.owner;
    if (is.building == BuildingId::none) return changed("a built space never empties");
    if (was_kind == BuildingKind::none) {
      if (is_kind_ != BuildingKind::wood && is_kind_ != BuildingKind::stone)
        return changed("only wood and stone buildings go on an empty space");
      if (!built_here) return changed("no building_built event says so");
      Space site = first_empty(v.before);
      if (i != site)
        return changed("a new building goes on the first empty space, road space " +
                       std::to_string(site));
      continue;
    }
    if (was_kind == BuildingKind::residence) {
      if (is_kind_ != BuildingKind::prestige || was.owner != is.owner)
        return changed("a residence only becomes a prestige building of its owner");
      if (!built_here) return changed("no building_built event says so");
      continue;
    }
    bool transformable = was.building != BuildingId::lawyer &&
                         (was_kind == BuildingKind::neutral || was_kind == BuildingKind::wood ||
                          was_kind == BuildingKind::stone);
    if (!transformable || is.building != BuildingId::residence)
      return changed(
          "only the notary changes a built space, into a residence, and never a "
          "fixed, prestige, residence or lawyer tile");
    if (was_kind != BuildingKind::neutral && was.owner != is.owner)
      return changed("the notary transforms only one's own wood or stone building");
    const Event* transformed = find_event(v.events, EventKind::building_transformed, i);
    if (transformed == nullptr || transformed->building != was.building ||
        transformed->player != is.owner)
      return changed("no building_transformed event says so");
  }
  for (const Event& e : v.events) {
    bool built = e.kind == EventKind::building_built;
    if (!built && e.kind != EventKind::building_transformed) continue;
    BuildingId expected = built ? e.building : BuildingId::residence;
    if (!is_road(e.space) || s.road[e.space].building != expected ||
        v.before.road[e.space].building == expected)
      return fail_with([=] {
        return (Message() << "a " << event_name(e.kind) << " event names "
                          << building_name(tile(e.building).id) << " on " << space_text(s, e.space)
                          << ", which did not change so")
            .fail();
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
      return fail_with([=] {
        return (Message() << "two buildings built in one step ('" << action_text(a) << "')").fail();
      });
    const BuildingData& data = tile(e.building);
    if (may == BuildingKind::none || e.player != a.player || e.building != a.building)
      return fail_with([=] {
        return (Message() << who(e.player) << " built the " << data.name << " after '"
                          << action_text(a) << "', which builds nothing of the kind")
            .fail();
      });
    if (data.kind != may)
      return fail_with([=] {
        return (Message() << "'" << action_text(a) << "' built the " << data.name
                          << ", not a building of the kind it builds")
            .fail();
      });
    if ((s.stock & tile_bit(e.building)) == 0 || (v.after.stock & tile_bit(e.building)) != 0)
      return fail_with([=] {
        return (Message() << "the " << data.name << " was built but "
                          << ((s.stock & tile_bit(e.building)) == 0 ? "was not in the stock"
                                                                    : "is still in the stock"))
            .fail();
      });
  }
  bool builds = (a.verb == Verb::build) || (may != BuildingKind::none && a.verb == Verb::favor);
  if (builds && count == 0)
    return fail_with(
        [=] { return (Message() << "'" << action_text(a) << "' built nothing").fail(); });
  return std::nullopt;
}

Result officials_bounds_state(const GameState& s, const StateContext&) {
  if (!is_road(s.provost))
    return fail_with([=] {
      return (Message() << "the provost is on space " << s.provost << ", not on road spaces 1-"
                        << kRoadSpaces)
          .fail();
    });
  if (s.bailiff < kOfficialsStart || s.bailiff > kRoadSpaces)
    return fail_with([=] {
      return (Message() << "the bailiff is on space " << s.bailiff << ", not on road spaces "
                        << kOfficialsStart << "-" << kRoadSpaces)
          .fail();
    });
  return std::nullopt;
}

Result officials_bounds_step(const StepView& v, InvariantTracker&) {
  if (v.after.bailiff < v.before.bailiff)
    return fail_with([=] {
      return (Message() << "the bailiff moved back from road space " << v.before.bailiff << " to "
                        << v.after.bailiff)
          .fail();
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
      return fail_with([=] { return (Message() << "the bailiff moved twice in one step").fail(); });
    moved = &e;
  }
  // The bailiff moves as phase 7 begins; the scoring that follows may wait for favors, so the
  // turn ends in this step or a later one, but a turn never ends before the bailiff moved.
  bool turn_ended = v.after.turn != s.turn || v.after.game_over();
  bool in_end_of_turn = v.after.phase == Phase::end_of_turn || turn_ended;
  if (moved == nullptr) {
    if (turn_ended && s.phase != Phase::end_of_turn)
      return fail_with([=] {
        return (Message() << "turn " << s.turn << " ended without the bailiff moving").fail();
      });
    if (v.after.bailiff != s.bailiff)
      return fail_with([=] {
        return (Message() << "the bailiff moved from road space " << s.bailiff << " to "
                          << v.after.bailiff << " outside the end of turn")
            .fail();
      });
    if (v.after.provost != provost)
      return fail_with([=] {
        return (Message() << "the provost went from road space " << s.provost << " to "
                          << v.after.provost << " after '" << action_text(v.action)
                          << "', which puts it on " << provost)
            .fail();
      });
    return std::nullopt;
  }
  if (s.phase == Phase::end_of_turn || !in_end_of_turn)
    return fail_with([=] {
      return (Message() << "the bailiff moved from phase " << phase_name(s.phase) << " to phase "
                        << phase_name(v.after.phase) << "; it moves once, as phase 7 begins")
          .fail();
    });
  int steps = provost > s.bailiff ? 2 : 1;  // bailiff.move
  int expected = std::min<int>(kRoadSpaces, s.bailiff + steps);
  if (v.after.bailiff != expected || moved->space != expected ||
      moved->amount != expected - s.bailiff)
    return fail_with([=] {
      return (Message() << "the bailiff went from road space " << s.bailiff << " to "
                        << v.after.bailiff
                        << " (event: " << count_text(moved->amount, "space", "spaces") << " to "
                        << moved->space << ") with the provost on " << provost << "; it goes to "
                        << expected << " at the end of the turn")
          .fail();
    });
  if (v.after.provost != v.after.bailiff)  // provost.reset
    return fail_with([=] {
      return (Message() << "after the bailiff's move the provost is on road space "
                        << v.after.provost << ", not on the bailiff's space " << v.after.bailiff)
          .fail();
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
