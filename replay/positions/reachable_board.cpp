// The judge's road, workers and decision conditions (replay/positions/reachable.h), in the
// reader's language (issue 37): a tile by the rulebook's name (tile_name_words), a special
// building as a refusal of the rules names it with its preposition (special_on_words), the moment
// as the castle's sentences say it (moment_words).
#include <array>

#include "core/buildings.h"
#include "core/language/catalog.h"
#include "core/option_readings.h"
#include "core/rule_texts/glossary.h"
#include "core/text.h"
#include "core/worker_place.h"
#include "replay/positions/reachable_rows.h"

namespace caylus::reachable {
namespace {

std::vector<std::string> road_field(Space i, std::string_view part) {
  return {"road", std::to_string(i), std::string(part)};
}
std::string tile(BuildingId b) {
  return tile_name_words(b);
}
std::string workers_text(int n) {
  return fill_in(tr_n("{0} worker", "{0} workers", n), n);
}
// The kind of a pending decision, as the snapshot's decision.kind names it ("owner_bonus"): in
// English that name; in a translation, the words that follow "a decision" ("du prévôt").
std::string_view decision_words(DecisionKind kind) {
  switch (kind) {
    case DecisionKind::none:
      return trc("decision kind", "none");
    case DecisionKind::placement:
      return trc("decision kind", "placement");
    case DecisionKind::gate:
      return trc("decision kind", "gate");
    case DecisionKind::merchants_guild:
      return trc("decision kind", "merchants_guild");
    case DecisionKind::joust:
      return trc("decision kind", "joust");
    case DecisionKind::inn:
      return trc("decision kind", "inn");
    case DecisionKind::favor:
      return trc("decision kind", "favor");
    case DecisionKind::provost:
      return trc("decision kind", "provost");
    case DecisionKind::activation:
      return trc("decision kind", "activation");
    case DecisionKind::owner_bonus:
      return trc("decision kind", "owner_bonus");
    case DecisionKind::castle:
      return trc("decision kind", "castle");
  }
  return {};  // no other kind
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
      return refuse(road_field(i, "building"),
                    fill_in(tr("the {0} is on road spaces {1} and {2}: each tile is one piece"),
                            tile(b), first[id], i));
    first[id] = i;
    if ((s.stock >> id) & 1)
      return refuse({"stock", std::string(building_name(b))},
                    fill_in(tr("the {0} is on road space {1} and in the stock"), tile(b), i));
    if ((s.discarded >> id) & 1)
      return refuse({"discarded"},
                    fill_in(tr("the {0} is on road space {1} and out of the game"), tile(b), i));
  }
  for (int id = 1; id < kBuildingCount; ++id)
    if ((s.stock >> id) & (s.discarded >> id) & 1)
      return refuse({"stock", std::string(building_name(static_cast<BuildingId>(id)))},
                    fill_in(tr("the {0} is in the stock and out of the game"),
                            tile(static_cast<BuildingId>(id))));
  return std::nullopt;
}

Verdict tiles_in_their_places(const GameState& s) {
  TileSet on_road = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) on_road |= tile_bit(s.road[i].building);
  const TileSet game = edition_tiles(s.options), every_edition = game_tiles(true);
  std::string names;
  int nowhere = 0;
  for (int id = 1; id < kBuildingCount; ++id) {
    auto b = static_cast<BuildingId>(id);
    const TileSet bit = tile_bit(b);
    const bool in_stock = (s.stock & bit) != 0, out = (s.discarded & bit) != 0;
    const bool of_the_game = (game & bit) != 0;
    if (!of_the_game && (every_edition & bit) != 0) {  // the jeweler, first edition
      const std::string_view why = tr("the {0} is not in this edition's game (option edition)");
      if (in_stock) return refuse({"stock", std::string(building_name(b))}, fill_in(why, tile(b)));
      if (out) return refuse({"discarded"}, fill_in(why, tile(b)));
      continue;
    }
    if (of_the_game && ((on_road | s.stock | s.discarded) & bit) == 0) {
      names += (names.empty() ? "" : ", ") + tile(b);
      ++nowhere;
    }
    // The stock holds what is built from it; a tile leaves the game only by the notary, a
    // neutral one always and a wood or stone one under notary_returned_tile=discard
    // (notary.transform).
    if (in_stock && !is_stock_tile(b))
      return refuse({"stock", std::string(building_name(b))},
                    fill_in(tr("the {0} is in the stock: only wood, stone and prestige buildings "
                               "are built from it"),
                            tile(b)));
    const BuildingKind kind = building(b).kind;
    const bool transformable =
        kind == BuildingKind::neutral || kind == BuildingKind::wood || kind == BuildingKind::stone;
    if (out && !(transformable && transformed_tile_discarded(s.options, b)))
      return refuse({"discarded"},
                    fill_in(tr("the {0} is out of the game: only the notary takes a tile out, a "
                               "neutral one, or a wood or stone one under "
                               "notary_returned_tile=discard"),
                            tile(b)));
  }
  if (!names.empty())
    return refuse({"stock"},
                  fill_in(tr_n("the {0} is nowhere: each tile of the game is on the road, in the "
                               "stock or out of the game",
                               "the {0} are nowhere: each tile of the game is on the road, in the "
                               "stock or out of the game",
                               nowhere),
                          names));
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
                      b == BuildingId::none
                          ? fill_in(tr("road space {0} holds nothing: road spaces 1 to 6 hold the "
                                       "neutral buildings, or the residences a notary made of "
                                       "them and the prestige buildings built on those"),
                                    i)
                          : fill_in(tr("road space {0} holds the {1}: road spaces 1 to 6 hold "
                                       "the neutral buildings, or the residences a notary made "
                                       "of them and the prestige buildings built on those"),
                                    i, tile(b)));
      continue;
    }
    BuildingId fixed = i == kFixedPeddlerSpace     ? BuildingId::fixed_peddler
                       : i == kFixedCarpenterSpace ? BuildingId::fixed_carpenter
                       : i == kGoldMineSpace       ? BuildingId::gold_mine
                                                   : BuildingId::none;
    if (fixed != BuildingId::none && b != fixed)
      return refuse(road_field(i, "building"),
                    b == BuildingId::none
                        ? fill_in(tr("road space {0} holds nothing: it is the {1}'s, printed on "
                                     "the board"),
                                  i, tile(fixed))
                        : fill_in(tr("road space {0} holds the {1}: it is the {2}'s, printed on "
                                     "the board"),
                                  i, tile(b), tile(fixed)));
    if (fixed == BuildingId::none && (kind == BuildingKind::fixed || kind == BuildingKind::neutral))
      return refuse(road_field(i, "building"),
                    fill_in(tr("the {0} stands on road space {1}: it never leaves its own space"),
                            tile(b), i));
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
                    fill_in(tr("the {0} stands on road space {1} and road space {2} is empty: "
                               "each building goes on the first empty road space"),
                            tile(s.road[i].building), i, empty));
    }
  }
  return std::nullopt;
}

Verdict road_owners(const GameState& s) {
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    if (r.building == BuildingId::none) {
      if (r.owner != kNoPlayer)
        return refuse(road_field(i, "owner"),
                      fill_in(tr("road space {0} is empty: no house stands there"), i));
      if (r.worker != kNoPlayer)
        return refuse(
            road_field(i, "worker"),
            fill_in(tr("road space {0} is empty: a worker stands only on a building"), i));
      continue;
    }
    const BuildingData& b = building(r.building);
    bool ownerless = b.kind == BuildingKind::fixed || b.kind == BuildingKind::neutral;
    if (ownerless && r.owner != kNoPlayer)
      return refuse(road_field(i, "owner"),
                    fill_in(tr("the {0} belongs to nobody: the fixed and neutral buildings have "
                               "no owner"),
                            tile(r.building)));
    if (!ownerless && r.owner == kNoPlayer)
      return refuse(road_field(i, "owner"),
                    fill_in(tr("the {0} on road space {1} has no owner: a player's house stands "
                               "on every building built"),
                            tile(r.building), i));
    if (b.effect == Effect::none && r.worker != kNoPlayer)
      return refuse(road_field(i, "worker"),
                    fill_in(tr("the {0} takes no worker: residences and prestige buildings have "
                               "no effect"),
                            tile(r.building)));
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
      return refuse({"workers"}, fill_in(tr("{0} has {1} on the board: each player has {2}"),
                                         who(p), workers_text(placed[p]), kWorkersPerPlayer));
    if (placed[p] != s.player(p).workers_out)
      return refuse(
          {"players", player_key(p), "workers"},
          fill_in(tr("{0} has {1} on the board and {2} to place: that makes {3}, and "
                     "each player has {4}"),
                  who(p), workers_text(placed[p]), kWorkersPerPlayer - s.player(p).workers_out,
                  placed[p] + kWorkersPerPlayer - s.player(p).workers_out, kWorkersPerPlayer));
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
      {s.gate, 0, {"workers", "gate"}, special_on_words(Special::gate)},
      {s.trading_post, 1, {"workers", "trading_post"}, special_on_words(Special::trading_post)},
      {s.merchants_guild,
       2,
       {"workers", "merchants_guild"},
       special_on_words(Special::merchants_guild)},
      {s.joust_field, 3, {"workers", "joust_field"}, special_on_words(Special::joust_field)},
      {s.stables[0], 4, {"workers", "stables"}, special_on_words(Special::stables)},
      {s.stables[1], 4, {"workers", "stables"}, special_on_words(Special::stables)},
      {s.stables[2], 4, {"workers", "stables"}, special_on_words(Special::stables)},
      {s.inn_left, 5, {"workers", "inn", "left"}, tr("on the inn's left slot")},
  };
  for (const Slot& slot : slots) {
    if (slot.player == kNoPlayer) continue;
    bool placed = s.phase == Phase::placement;
    bool waiting = s.phase == Phase::special && s.special_step <= slot.step;
    if (placed || waiting) continue;
    return refuse(slot.field, fill_in(tr("a worker of {0} stands {1} {2}: it is placed in "
                                         "phase 2 and leaves as its building resolves in phase 3"),
                                      who(slot.player), slot.name, moment_words(s)));
  }
  return std::nullopt;
}

Verdict phase_progress(const GameState& s) {
  // Phase 3 resolves its buildings in order (special_step 0 gate .. 6 done): not begun before
  // it, done after it; phase 5's road is not begun before it.
  bool before = s.phase == Phase::income || s.phase == Phase::placement;
  if ((before && s.special_step != 0) ||
      (s.phase > Phase::special && s.phase != Phase::game_over && s.special_step != 6))
    return refuse({"special_step"},
                  fill_in(tr("phase 3's buildings are resolved up to step {0} {1}: none before "
                             "phase 3, all of them after it"),
                          s.special_step, moment_words(s)));
  if (s.phase < Phase::activation && s.activation_space != 0)
    return refuse({"activation_space"},
                  fill_in(tr("the road is resolved up to space {0} {1}: phase 5 has not begun"),
                          s.activation_space, moment_words(s)));
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
                  fill_in(tr("a worker of {0} stands on road space {1} {2}: workers are placed "
                             "in phase 2 and leave the road as their space resolves in phase 5"),
                          who(s.road[i].worker), i, moment_words(s)));
  }
  return std::nullopt;
}

Verdict castle_workers_by_phase(const GameState& s) {
  if (s.castle_workers[0] == kNoPlayer) return std::nullopt;
  if (s.phase >= Phase::placement && s.phase <= Phase::castle) return std::nullopt;
  return refuse({"workers", "castle"},
                fill_in(tr("a worker stands in the castle {0}: workers are placed there in phase "
                           "2 and come home at the end of phase 6"),
                        moment_words(s)));
}

Verdict passed_by_phase(const GameState& s) {
  if (s.phase == Phase::placement && s.passed_count >= s.player_count)
    return refuse({"passed"}, fill_in(tr("every player has passed {0}: phase 2 ends when the "
                                         "last one passes"),
                                      moment_words(s)));
  if (s.phase == Phase::income && s.passed_count > 0)
    return refuse({"passed"}, fill_in(tr("nobody has passed {0}: the bridge is emptied when a "
                                         "turn begins"),
                                      moment_words(s)));
  if (s.phase > Phase::placement && s.phase != Phase::game_over && s.passed_count != s.player_count)
    return refuse({"passed"}, fill_in(tr("{0}, every player has passed (phase 2 ends when the "
                                         "last one passes); {1} of {2} are listed"),
                                      moment_words(s), s.passed_count, s.player_count));
  return std::nullopt;
}

Verdict two_player_stables(const GameState& s) {
  if (s.player_count == 2 && s.stables[0] != kNoPlayer)
    return refuse({"workers", "stables"},
                  std::string(tr("the stables are not used in a two-player game")));
  return std::nullopt;
}

Verdict decision_holder(const GameState& s) {
  const Decision& d = s.decision;
  if (d.kind == DecisionKind::none) return std::nullopt;  // a position: its phase decides
  auto phase = decision_phase(d.kind);
  if (d.kind == DecisionKind::favor
          ? s.phase == Phase::income || s.phase == Phase::placement || s.phase == Phase::provost
          : phase != s.phase)
    return refuse({"decision"}, fill_in(tr("a {0} decision is pending {1}"), decision_words(d.kind),
                                        moment_words(s)));
  // Phase 7's favors come from its scoring, once the bailiff has moved (scoring_section >= 0).
  if (s.phase == Phase::end_of_turn && s.scoring_section < 0)
    return refuse({"decision"}, fill_in(tr("a {0} decision is pending {1} before the bailiff "
                                           "moves: phase 7's favors come from its scoring"),
                                        decision_words(d.kind), moment_words(s)));
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
  return refuse({"decision"},
                holder == kNoPlayer
                    ? fill_in(tr("the {0} decision is {1}'s {2}, and it is nobody's to make then"),
                              decision_words(d.kind), who(d.player), moment_words(s))
                    : fill_in(tr("the {0} decision is {1}'s {2}, and it is {3}'s to make then"),
                              decision_words(d.kind), who(d.player), moment_words(s), who(holder)));
}

}  // namespace caylus::reachable

namespace caylus {

std::string tile_name_words(BuildingId b) {
  // English and the pseudo-language: the id, as the notation writes it; a rulebook's language:
  // its name for the tile (docs/glossary.md) and the id the position's lines use.
  const std::string_view id = building_name(b);
  const std::optional<Language> language = language_of_code(message_language());
  const GlossaryTerm* term = glossary_term(id);
  const std::string_view name = term == nullptr || !language || *language == Language::en
                                    ? std::string_view()
                                    : glossary_word(*term, *language);
  if (name.empty()) return std::string(id);
  return std::string(name) + " (" + std::string(id) + ")";
}

}  // namespace caylus
