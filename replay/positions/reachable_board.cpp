// The judge's road, workers and decision conditions (replay/positions/reachable.h).
#include <array>

#include "core/buildings.h"
#include "core/option_readings.h"
#include "core/text.h"
#include "replay/positions/reachable_rows.h"

namespace caylus::reachable {
namespace {

std::vector<std::string> road_field(Space i, std::string_view part) {
  return {"road", std::to_string(i), std::string(part)};
}
std::string tile(BuildingId b) {
  return "the " + std::string(building_name(b));
}
std::string space(Space i) {
  return "road space " + std::to_string(i);
}
bool landmark(Space i) {
  return i == kFixedPeddlerSpace || i == kFixedCarpenterSpace || i == kGoldMineSpace;
}
constexpr Space kNeutralSpaces = 6;  // setup.neutral: road spaces 1 to 6

}  // namespace

Verdict tiles_once(const GameState& s) {
  std::array<Space, kBuildingCount> first{};
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    BuildingId b = s.road[i].building;
    if (b == BuildingId::none || b == BuildingId::residence) continue;
    auto id = static_cast<int>(b);
    if (first[id] != kNoSpace)
      return refuse(road_field(i, "building"), tile(b) + " is on road spaces " +
                                                   std::to_string(first[id]) + " and " +
                                                   std::to_string(i) + ": each tile is one piece");
    first[id] = i;
    if ((s.stock >> id) & 1)
      return refuse({"stock", std::string(building_name(b))},
                    tile(b) + " is on road space " + std::to_string(i) + " and in the stock");
    if ((s.discarded >> id) & 1)
      return refuse({"discarded"},
                    tile(b) + " is on road space " + std::to_string(i) + " and out of the game");
  }
  for (int id = 1; id < kBuildingCount; ++id)
    if ((s.stock >> id) & (s.discarded >> id) & 1)
      return refuse({"stock", std::string(building_name(static_cast<BuildingId>(id)))},
                    tile(static_cast<BuildingId>(id)) + " is in the stock and out of the game");
  return std::nullopt;
}

Verdict tiles_in_their_places(const GameState& s) {
  TileSet on_road = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) on_road |= tile_bit(s.road[i].building);
  const TileSet game = edition_tiles(s.options);
  std::string names;
  for (int id = 1; id < kBuildingCount; ++id) {
    auto b = static_cast<BuildingId>(id);
    const TileSet bit = tile_bit(b);
    const bool in_stock = (s.stock & bit) != 0, out = (s.discarded & bit) != 0;
    const bool of_the_game = (game & bit) != 0;
    if (!of_the_game && (game_tiles(true) & bit) != 0) {  // the jeweler, first edition
      if (in_stock)
        return refuse({"stock", std::string(building_name(b))},
                      tile(b) + " is not in this edition's game (option edition)");
      if (out)
        return refuse({"discarded"}, tile(b) + " is not in this edition's game (option edition)");
      continue;
    }
    if (of_the_game && ((on_road | s.stock | s.discarded) & bit) == 0)
      names += (names.empty() ? "" : ", ") + std::string(building_name(b));
    // The stock holds what is built from it; a tile leaves the game only by the notary, a
    // neutral one always and a wood or stone one under notary_returned_tile=discard
    // (notary.transform).
    if (in_stock && !is_stock_tile(b))
      return refuse({"stock", std::string(building_name(b))},
                    tile(b) +
                        " is in the stock: only wood, stone and prestige buildings are "
                        "built from it");
    const BuildingKind kind = building(b).kind;
    const bool transformable =
        kind == BuildingKind::neutral || kind == BuildingKind::wood || kind == BuildingKind::stone;
    if (out && !(transformable && transformed_tile_discarded(s.options, b)))
      return refuse({"discarded"},
                    tile(b) +
                        " is out of the game: only the notary takes a tile out, a neutral "
                        "one, or a wood or stone one under notary_returned_tile=discard");
  }
  if (!names.empty())
    return refuse({"stock"}, "the " + names +
                                 (names.find(',') == std::string::npos ? " is" : " are") +
                                 " nowhere: each tile of the game is on the road, in the stock or "
                                 "out of the game");
  return std::nullopt;
}

Verdict road_landmarks(const GameState& s) {
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    BuildingId b = s.road[i].building;
    BuildingKind kind = b == BuildingId::none ? BuildingKind::none : building(b).kind;
    if (i <= kNeutralSpaces) {
      // setup.neutral; notary.transform turns a neutral building into a residence, which a
      // prestige building may then replace (build.prestige.site).
      if (kind != BuildingKind::neutral && kind != BuildingKind::residence &&
          kind != BuildingKind::prestige)
        return refuse(road_field(i, "building"),
                      space(i) + " holds " + (b == BuildingId::none ? "nothing" : tile(b)) +
                          ": road spaces 1 to 6 hold the neutral buildings, or the residences "
                          "a notary made of them and the prestige buildings built on those");
      continue;
    }
    BuildingId fixed = i == kFixedPeddlerSpace     ? BuildingId::fixed_peddler
                       : i == kFixedCarpenterSpace ? BuildingId::fixed_carpenter
                       : i == kGoldMineSpace       ? BuildingId::gold_mine
                                                   : BuildingId::none;
    if (fixed != BuildingId::none && b != fixed)
      return refuse(road_field(i, "building"),
                    space(i) + " holds " + (b == BuildingId::none ? "nothing" : tile(b)) +
                        ": it is " + tile(fixed) + "'s, printed on the board");
    if (fixed == BuildingId::none && (kind == BuildingKind::fixed || kind == BuildingKind::neutral))
      return refuse(road_field(i, "building"),
                    tile(b) + " stands on " + space(i) + ": it never leaves its own space");
  }
  return std::nullopt;
}

Verdict road_without_gaps(const GameState& s) {
  // build.site: a wood or stone building goes on the first empty road space; no building leaves
  // the road (a transformed one becomes a residence in its place).
  Space empty = kNoSpace;
  for (Space i = kNeutralSpaces + 1; i <= kRoadSpaces; ++i) {
    if (landmark(i)) continue;
    if (s.road[i].building == BuildingId::none) {
      if (empty == kNoSpace) empty = i;
    } else if (empty != kNoSpace) {
      return refuse(road_field(i, "building"),
                    tile(s.road[i].building) + " stands on " + space(i) + " and " + space(empty) +
                        " is empty: each building goes on the first empty road space");
    }
  }
  return std::nullopt;
}

Verdict road_owners(const GameState& s) {
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    if (r.building == BuildingId::none) {
      if (r.owner != kNoPlayer)
        return refuse(road_field(i, "owner"), space(i) + " is empty: no house stands there");
      if (r.worker != kNoPlayer)
        return refuse(road_field(i, "worker"),
                      space(i) + " is empty: a worker stands only on a building");
      continue;
    }
    const BuildingData& b = building(r.building);
    bool ownerless = b.kind == BuildingKind::fixed || b.kind == BuildingKind::neutral;
    if (ownerless && r.owner != kNoPlayer)
      return refuse(
          road_field(i, "owner"),
          tile(r.building) + " belongs to nobody: the fixed and neutral buildings have no owner");
    if (!ownerless && r.owner == kNoPlayer)
      return refuse(road_field(i, "owner"),
                    tile(r.building) + " on " + space(i) +
                        " has no owner: a player's house stands on every building built");
    if (b.effect == Effect::none && r.worker != kNoPlayer)
      return refuse(
          road_field(i, "worker"),
          tile(r.building) + " takes no worker: residences and prestige buildings have no effect");
  }
  return std::nullopt;
}

Verdict workers_owned(const GameState& s) {
  std::array<int, kMaxPlayers> placed{};
  auto count = [&](PlayerIndex p) {
    if (p >= 0 && p < kMaxPlayers) ++placed[p];
  };
  for (Space i = 1; i <= kRoadSpaces; ++i) count(s.road[i].worker);
  for (PlayerIndex p :
       {s.gate, s.trading_post, s.merchants_guild, s.joust_field, s.inn_left, s.inn_right})
    count(p);
  for (PlayerIndex p : s.stables) count(p);
  for (PlayerIndex p : s.castle_workers) count(p);
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    if (placed[p] > kWorkersPerPlayer)
      return refuse({"workers"}, who(p) + " has " + count_text(placed[p], "worker", "workers") +
                                     " on the board: each player has " +
                                     std::to_string(kWorkersPerPlayer));
    if (placed[p] != s.player(p).workers_out)
      return refuse({"players", player_key(p), "workers"},
                    who(p) + " has " + count_text(placed[p], "worker", "workers") +
                        " on the board and " +
                        std::to_string(kWorkersPerPlayer - s.player(p).workers_out) +
                        " to place: that makes " +
                        std::to_string(placed[p] + kWorkersPerPlayer - s.player(p).workers_out) +
                        ", and each player has " + std::to_string(kWorkersPerPlayer));
  }
  return std::nullopt;
}

Verdict special_workers_by_phase(const GameState& s) {
  // Placed in phase 2, each leaves as its building resolves in phase 3, in the order gate,
  // trading post, merchants' guild, joust field, stables, inn (special_step); the inn's right
  // slot stays from turn to turn.
  struct Slot {
    PlayerIndex player;
    int step;
    std::vector<std::string> field;
    std::string_view name;
  };
  const Slot slots[] = {
      {s.gate, 0, {"workers", "gate"}, "the gate"},
      {s.trading_post, 1, {"workers", "trading_post"}, "the trading post"},
      {s.merchants_guild, 2, {"workers", "merchants_guild"}, "the merchants' guild"},
      {s.joust_field, 3, {"workers", "joust_field"}, "the joust field"},
      {s.stables[0], 4, {"workers", "stables"}, "the stables"},
      {s.stables[1], 4, {"workers", "stables"}, "the stables"},
      {s.stables[2], 4, {"workers", "stables"}, "the stables"},
      {s.inn_left, 5, {"workers", "inn", "left"}, "the inn's left slot"},
  };
  for (const Slot& slot : slots) {
    if (slot.player == kNoPlayer) continue;
    bool placed = s.phase == Phase::placement;
    bool waiting = s.phase == Phase::special && s.special_step <= slot.step;
    if (placed || waiting) continue;
    return refuse(slot.field, "a worker of " + who(slot.player) + " stands on " +
                                  std::string(slot.name) + " " + moment_words(s) +
                                  ": it is placed in phase 2 and leaves as its building "
                                  "resolves in phase 3");
  }
  return std::nullopt;
}

Verdict phase_progress(const GameState& s) {
  // Phase 3 resolves its buildings in order (special_step 0 gate .. 6 done): not begun before
  // it, done after it; phase 5's road is not begun before it.
  bool before = s.phase == Phase::income || s.phase == Phase::placement;
  if ((before && s.special_step != 0) ||
      (s.phase > Phase::special && s.phase != Phase::game_over && s.special_step != 6))
    return refuse({"special_step"}, "phase 3's buildings are resolved up to step " +
                                        std::to_string(s.special_step) + " " + moment_words(s) +
                                        ": none before phase 3, all of them after it");
  if (s.phase < Phase::activation && s.activation_space != 0)
    return refuse({"activation_space"}, "the road is resolved up to space " +
                                            std::to_string(s.activation_space) + " " +
                                            moment_words(s) + ": phase 5 has not begun");
  return std::nullopt;
}

Verdict road_workers_by_phase(const GameState& s) {
  // activate.order: each worker leaves as its space resolves, the rest once phase 5 is over.
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    if (s.road[i].worker == kNoPlayer) continue;
    bool placed = s.phase >= Phase::placement && s.phase < Phase::activation;
    bool waiting = s.phase == Phase::activation && i >= s.activation_space;
    if (placed || waiting) continue;
    return refuse(road_field(i, "worker"),
                  "a worker of " + who(s.road[i].worker) + " stands on " + space(i) + " " +
                      moment_words(s) +
                      ": workers are placed in phase 2 and leave the road as their space "
                      "resolves in phase 5");
  }
  return std::nullopt;
}

Verdict castle_workers_by_phase(const GameState& s) {
  if (s.castle_workers[0] == kNoPlayer) return std::nullopt;
  if (s.phase >= Phase::placement && s.phase <= Phase::castle) return std::nullopt;
  return refuse({"workers", "castle"}, "a worker stands in the castle " + moment_words(s) +
                                           ": workers are placed there in phase 2 and come "
                                           "home at the end of phase 6");
}

Verdict passed_by_phase(const GameState& s) {
  if (s.phase == Phase::placement && s.passed_count >= s.player_count)
    return refuse({"passed"}, "every player has passed " + moment_words(s) +
                                  ": phase 2 ends when the last one passes");
  if (s.phase == Phase::income && s.passed_count > 0)
    return refuse({"passed"}, "nobody has passed " + moment_words(s) +
                                  ": the bridge is emptied when a turn begins");
  if (s.phase > Phase::placement && s.phase != Phase::game_over && s.passed_count != s.player_count)
    return refuse({"passed"}, moment_words(s) +
                                  ", every player has passed (phase 2 ends when the last one "
                                  "passes); " +
                                  std::to_string(s.passed_count) + " of " +
                                  std::to_string(s.player_count) + " are listed");
  return std::nullopt;
}

Verdict two_player_stables(const GameState& s) {
  if (s.player_count == 2 && s.stables[0] != kNoPlayer)
    return refuse({"workers", "stables"}, "the stables are not used in a two-player game");
  return std::nullopt;
}

Verdict decision_holder(const GameState& s) {
  const Decision& d = s.decision;
  if (d.kind == DecisionKind::none) return std::nullopt;  // a position: its phase decides
  auto phase = decision_phase(d.kind);
  if (d.kind == DecisionKind::favor
          ? s.phase == Phase::income || s.phase == Phase::placement || s.phase == Phase::provost
          : phase != s.phase)
    return refuse({"decision"}, "a " + std::string(decision_kind_name(d.kind)) +
                                    " decision is pending " + moment_words(s));
  // Phase 7's favors come from its scoring, once the bailiff has moved (scoring_section >= 0).
  if (s.phase == Phase::end_of_turn && s.scoring_section < 0)
    return refuse({"decision"}, "a " + std::string(decision_kind_name(d.kind)) +
                                    " decision is pending " + moment_words(s) +
                                    " before the bailiff moves: phase 7's favors come from its "
                                    "scoring");
  PlayerIndex holder = kNoPlayer;
  switch (d.kind) {
    case DecisionKind::provost:
      holder = s.cursor >= 0 && s.cursor < s.passed_count ? s.bridge[s.cursor] : kNoPlayer;
      break;
    case DecisionKind::castle:
      holder = s.cursor >= 0 && s.cursor < kMaxPlayers ? s.castle_workers[s.cursor] : kNoPlayer;
      break;
    case DecisionKind::activation:
      holder = d.space == s.activation_space ? s.road[d.space].worker : kNoPlayer;
      break;
    case DecisionKind::owner_bonus:
      holder = s.road[d.space].owner;
      break;
    case DecisionKind::favor:
      holder = s.favors_pending > 0 ? s.favor_player : kNoPlayer;
      break;
    case DecisionKind::gate:
      holder = s.special_step == 0 ? s.gate : kNoPlayer;
      break;
    case DecisionKind::merchants_guild:
      holder = s.special_step == 2 ? s.merchants_guild : kNoPlayer;
      break;
    case DecisionKind::joust:
      holder = s.special_step == 3 ? s.joust_field : kNoPlayer;
      break;
    case DecisionKind::inn:
      holder = s.special_step == 5 ? s.inn_right : kNoPlayer;
      break;
    case DecisionKind::placement:
    case DecisionKind::none:
      holder = d.player;
      break;
  }
  if (holder == d.player) return std::nullopt;
  return refuse({"decision"}, "the " + std::string(decision_kind_name(d.kind)) + " decision is " +
                                  who(d.player) + "'s " + moment_words(s) + ", and it is " +
                                  (holder == kNoPlayer ? "nobody's" : who(holder) + "'s") +
                                  " to make then");
}

}  // namespace caylus::reachable
