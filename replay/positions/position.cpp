// Applying a position (replay/positions/position.h): the claims set on a new game, what follows
// from them derived, and a position no game could reach refused at its field, in the rulebook's
// words.
#include "replay/positions/position.h"

#include <algorithm>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/option_readings.h"
#include "core/text.h"
#include "replay/claims/claim_fields.h"
#include "replay/input/json_input.h"
#include "replay/positions/amendments.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/reachable.h"

namespace caylus {
namespace {

using json_input::child;
using json_input::error_at;

std::string tile_words(BuildingId b) {
  return tile_name_words(b);  // replay/positions/reachable.h: the sentence says "the {0}"
}

std::string name(PlayerIndex p, const std::vector<std::string>& names) {
  return claim_fields::name_of(p, names);
}

// "as phase 4 (provost) begins": the number, then the phase as a place names it.
std::string workers_text(int n) {
  return fill_in(tr_n("{0} worker", "{0} workers", n), n);
}

std::string phase_words(Phase phase) {
  return fill_in(tr("as phase {0} ({1}) begins"), static_cast<int>(phase) + 1,
                 phase_place_words(phase));
}

// The position's checks, each naming the field at fault (under `path`) and what is wrong.
class PositionCheck {
 public:
  PositionCheck(const Claims& claims, const std::vector<std::string>& names, std::string path)
      : c_(claims), names_(names), path_(std::move(path)) {}

  // Before the board is settled: the tiles, the houses and the workers on the road.
  std::optional<LogError> road(const GameState& s) const {
    std::array<Space, kBuildingCount> first{};
    for (Space i = 1; i <= kRoadSpaces; ++i) {
      const RoadSpace& r = s.road[i];
      std::string here = at({"road", std::to_string(i)});
      if (r.building == BuildingId::none) {
        if (r.owner != kNoPlayer)
          return error_at(child(here, "owner"),
                          fill_in(tr("road space {0} is empty: no house stands there"), i));
        if (r.worker != kNoPlayer)
          return error_at(
              child(here, "worker"),
              fill_in(tr("road space {0} is empty: a worker stands only on a building"), i));
        continue;
      }
      const BuildingData& b = building(r.building);
      if (r.building != BuildingId::residence) {
        auto id = static_cast<int>(r.building);
        if (first[id] != kNoSpace)
          return error_at(
              child(here, "building"),
              fill_in(tr("the {0} is on road spaces {1} and {2}: each tile is one piece"),
                      tile_words(r.building), first[id], i));
        first[id] = i;
      }
      bool ownerless = b.kind == BuildingKind::fixed || b.kind == BuildingKind::neutral;
      if (ownerless && r.owner != kNoPlayer)
        return error_at(child(here, "owner"),
                        fill_in(tr("the {0} belongs to nobody: the fixed and neutral buildings "
                                   "have no owner"),
                                tile_words(r.building)));
      if (!ownerless && r.owner == kNoPlayer)
        return error_at(here, fill_in(tr("the {0} on road space {1} has no owner: a player's "
                                         "house stands on every building built"),
                                      tile_words(r.building), i));
      if (b.effect == Effect::none && r.worker != kNoPlayer)
        return error_at(child(here, "worker"),
                        fill_in(tr("the {0} takes no worker: residences and prestige buildings "
                                   "have no effect"),
                                tile_words(r.building)));
    }
    if (c_.stock)
      for (int id = 0; id < kBuildingCount; ++id)
        if ((*c_.stock)[id].value_or(0) > 0 && first[id] != kNoSpace)
          return error_at(at({"stock", building_name(static_cast<BuildingId>(id))}),
                          fill_in(tr("the {0} is on road space {1} and in the stock"),
                                  tile_words(static_cast<BuildingId>(id)), first[id]));
    return std::nullopt;
  }

  // Once the board is settled: the workers of each player, where they stand at that moment.
  std::optional<LogError> workers(const GameState& s, Phase phase) const {
    for (PlayerIndex p = 0; p < s.player_count; ++p) {
      int placed = s.player(p).workers_out;
      if (placed > kWorkersPerPlayer)
        return error_at(at({"workers"}),
                        fill_in(tr("{0} has {1} on the board: each player has {2}"),
                                name(p, names_), workers_text(placed), kWorkersPerPlayer));
      const auto& claim = c_.players ? (*c_.players)[p] : std::nullopt;
      if (claim && claim->fields[kWorkersField] &&
          *claim->fields[kWorkersField] != kWorkersPerPlayer - placed)
        return error_at(
            at({"players", name(p, names_), "workers"}),
            fill_in(tr("{0} has {1} on the board and {2} to place: that makes {3}, "
                       "and each player has {4}"),
                    name(p, names_), workers_text(placed), *claim->fields[kWorkersField],
                    placed + *claim->fields[kWorkersField], kWorkersPerPlayer));
    }
    if (s.player_count == 2 && s.stables[0] != kNoPlayer)
      return error_at(at({"workers", "stables"}),
                      std::string(tr("the stables are not used in a two-player game")));
    // Where workers may stand as a phase begins: they come home in phase 3 (the special
    // buildings before the bridge), 5 (the road) and 6 (the castle); one may stay on the inn.
    bool specials = s.gate != kNoPlayer || s.trading_post != kNoPlayer ||
                    s.merchants_guild != kNoPlayer || s.joust_field != kNoPlayer ||
                    s.stables[0] != kNoPlayer || s.inn_left != kNoPlayer;
    if (specials && (phase <= Phase::placement || phase > Phase::special))
      return error_at(at({"workers"}),
                      fill_in(tr("{0}, no worker stands on the gate, the trading post, the "
                                 "merchants' guild, the joust field, the stables or the inn's "
                                 "left slot: they are placed in phase 2 and leave in phase 3"),
                              phase_words(phase)));
    bool road = false;
    for (Space i = 1; i <= kRoadSpaces; ++i) road |= s.road[i].worker != kNoPlayer;
    if (road && (phase <= Phase::placement || phase > Phase::activation))
      return error_at(at({"road"}), fill_in(tr("{0}, no worker stands on the road: they are "
                                               "placed in phase 2 and come home in phase 5"),
                                            phase_words(phase)));
    if (s.castle_workers[0] != kNoPlayer && (phase <= Phase::placement || phase > Phase::castle))
      return error_at(at({"workers", "castle"}),
                      fill_in(tr("{0}, no worker stands in the castle: they are placed in phase "
                                 "2 and come home in phase 6"),
                              phase_words(phase)));
    int passed = s.passed_count;
    if (phase <= Phase::placement && passed > 0)
      return error_at(at({"passed"}), fill_in(tr("{0}, nobody has passed yet: the bridge is "
                                                 "emptied when a turn begins"),
                                              phase_words(phase)));
    if (phase > Phase::placement && passed != s.player_count)
      return error_at(at({"passed"}), fill_in(tr("{0}, every player has passed (phase 2 ends "
                                                 "when the last one passes); {1} of {2} are "
                                                 "listed"),
                                              phase_words(phase), passed, s.player_count));
    return std::nullopt;
  }

 private:
  static constexpr std::size_t kWorkersField = 7;  // kPlayerFields: "workers"

  std::string at(std::initializer_list<std::string_view> keys) const {
    std::string out = path_;
    for (std::string_view key : keys) out = child(out, key);
    return out;
  }

  const Claims& c_;
  const std::vector<std::string>& names_;
  std::string path_;
};

}  // namespace

void settle_board(GameState& s) {
  std::array<int, kMaxPlayers> placed{};
  auto count = [&](PlayerIndex p) {
    if (p >= 0 && p < kMaxPlayers) ++placed[p];
  };
  TileSet on_road = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    count(s.road[i].worker);
    if (s.road[i].building != BuildingId::residence) on_road |= tile_bit(s.road[i].building);
  }
  for (PlayerIndex p :
       {s.gate, s.trading_post, s.merchants_guild, s.joust_field, s.inn_left, s.inn_right})
    count(p);
  for (PlayerIndex p : s.stables) count(p);
  for (PlayerIndex p : s.castle_workers) count(p);
  for (int p = 0; p < kMaxPlayers; ++p)
    s.players[p].workers_out = static_cast<std::uint8_t>(placed[p]);
  TileSet tiles = 0;  // the neutral and stock tiles: on the road, in the stock or discarded
  for (int id = 1; id < kBuildingCount; ++id) {
    auto b = static_cast<BuildingId>(id);
    if (is_stock_tile(b) || building(b).kind == BuildingKind::neutral) tiles |= tile_bit(b);
  }
  tiles &= ~on_road;
  s.stock &= tiles;
  s.discarded = tiles & ~s.stock;
  if (!edition_has_jeweler(s.options)) s.discarded &= ~tile_bit(BuildingId::jeweler);
}

std::variant<GameState, LogError> position_state(GameState s, const Claims& c,
                                                 const std::vector<std::string>& names,
                                                 const std::string& path) {
  Phase phase = c.phase.value_or(Phase::placement);
  if (phase == Phase::game_over)
    return error_at(child(path, "phase"),
                    std::string(tr("a position is a moment of a game under way; game_over is its "
                                   "end")));
  // The moment is not a field to set; the players' workers to place follow from the board.
  Claims set = c;
  set.turn.reset();
  set.phase.reset();
  if (set.players)
    for (auto& player : *set.players)
      if (player) player->fields.back().reset();  // workers, the last field
  s.turn = static_cast<std::uint8_t>(c.turn.value_or(1));
  // The provost stands with the bailiff unless said (provost.reset at each turn's end).
  if (c.bailiff && !c.provost) s.provost = *c.bailiff;
  if (auto why = amend_state(s, set, names)) return error_at(path, *why);
  if (c.bailiff && !c.provost) s.provost = s.bailiff;
  PositionCheck check(c, names, path);
  if (auto e = check.road(s)) return *e;
  settle_board(s);
  // Every player has passed once phase 2 is over: unsaid, in turn order.
  if (phase > Phase::placement && !c.passed) {
    s.passed_count = s.player_count;
    std::copy(s.turn_order.begin(), s.turn_order.end(), s.bridge.begin());
  }
  if (auto e = check.workers(s, phase)) return *e;
  // A section filled this turn is scored at its end (scoring.trigger): as phase 7 begins, a
  // full section not yet scored was completed this turn.
  s.completed_this_turn = 0;
  s.scoring_due = 0;
  s.turn_order_pending = false;
  s.pending_transform_count = 0;
  s.batches_this_turn = {};
  // Phase 6 ends with the best builder's favor (castle.best_builder), given or not.
  s.castle_favor_given = phase == Phase::end_of_turn;
  if (phase == Phase::end_of_turn)
    for (int i = 0; i < kSectionCount; ++i)
      if (!s.is_scored(static_cast<Section>(i)) &&
          s.section_houses(static_cast<Section>(i)) == kSectionCapacity[i])
        s.completed_this_turn |= static_cast<std::uint8_t>(1 << i);
  s.phase = phase;
  // The one judge of every board that enters from outside (replay/positions/reachable.h); the
  // decision is the phase's to ask once it begins (begin_phase), not the new game's.
  GameState judged = s;
  judged.decision = Decision{};
  if (phase > Phase::special) judged.special_step = 6;  // phase 3 is over: every step done
  if (auto why = judge_board(judged))
    return error_at(claim_path(*why, names, path), unreachable_text(*why, names));
  return s;
}

std::variant<GameState, LogError> apply_position(GameState start, const Claims& c,
                                                 const std::vector<std::string>& names,
                                                 const std::string& path, OpeningSteps* opening) {
  auto s = position_state(std::move(start), c, names, path);
  if (auto* state = std::get_if<GameState>(&s)) {
    if (opening == nullptr) {
      begin_phase(*state, state->phase);
    } else {
      opening->phase_start = *state;
      opening->phase_starts.push_back(*state);
      begin_phase(*state, state->phase, &opening->events,
                  [opening](const GameState& begun) { opening->phase_starts.push_back(begun); });
      opening->after = *state;
    }
  }
  return s;
}

}  // namespace caylus
