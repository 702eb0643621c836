// Writing any moment of a game as a position (replay/positions/position.h): the state as a phase
// began, in the claims that differ from a new game's.
#include "replay/claims/claim_fields.h"
#include "replay/positions/position.h"

namespace caylus {
namespace {

// The keys that say the moment, written first on one line, in text and JSON alike.
// A key of the claim table: tests/position_test.cpp holds each to it, so a renamed key cannot
// silently leave this line.
constexpr std::string_view kMomentKeys[] = {"turn",       "phase",  "provost", "bailiff",
                                            "turn_order", "passed", "scored"};

}  // namespace

std::span<const std::string_view> position_moment_keys() {
  return kMomentKeys;
}

Claims position_of(const GameState& p, const GameState& start) {
  Claims c;
  if (p.turn != 1) c.turn = p.turn;
  if (p.phase != Phase::placement) c.phase = p.phase;
  if (p.bailiff != start.bailiff) c.bailiff = p.bailiff;
  if (p.provost != p.bailiff) c.provost = p.provost;  // unsaid, it stands with the bailiff
  if (p.turn_order != start.turn_order)
    c.turn_order.emplace(p.turn_order.begin(), p.turn_order.begin() + p.player_count);
  if (p.scored != 0) c.scored = p.scored;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& now = p.road[i];
    const RoadSpace& then = start.road[i];
    if (now == then) continue;
    if (!c.road) c.road.emplace();
    RoadClaim& r = (*c.road)[i].emplace();
    if (now.building == BuildingId::none) {
      r.empty = true;
      continue;
    }
    if (now.building != then.building) r.building = now.building;
    if (now.owner != then.owner) r.owner = now.owner;
    if (now.worker != then.worker) r.worker = now.worker;
  }
  for (int i = 0; i < kSectionCount; ++i)
    for (PlayerIndex q = 0; q < p.player_count; ++q)
      if (p.houses[i][q] != 0) {
        if (!c.castle) c.castle.emplace();
        if (!(*c.castle)[i]) (*c.castle)[i].emplace();
        (*(*c.castle)[i])[q] = p.houses[i][q];
      }
  for (PlayerIndex q = 0; q < p.player_count; ++q) {
    PlayerClaims player;
    bool said = false;
    for (std::size_t f = 0; f < claim_fields::kPlayerFields.size(); ++f) {
      const auto& field = claim_fields::kPlayerFields[f];
      if (field.set == nullptr) continue;  // the workers to place follow from the board
      if (field.get(p, q) != field.get(start, q)) {
        player.fields[f] = field.get(p, q);
        said = true;
      }
    }
    for (int r = 0; r < kFavorRows; ++r)
      if (p.player(q).favor[r] != 0) {
        if (!player.favor) player.favor.emplace();
        (*player.favor)[r] = p.player(q).favor[r];
        said = true;
      }
    if (!said) continue;
    if (!c.players) c.players.emplace();
    (*c.players)[q] = player;
  }
  WorkersClaim w;
  const std::array<PlayerIndex, kSingleWorkerSpaces> single = {p.gate, p.trading_post,
                                                               p.merchants_guild, p.joust_field};
  for (int i = 0; i < kSingleWorkerSpaces; ++i)
    if (single[i] != kNoPlayer) w.single[i] = single[i];
  if (p.stables[0] != kNoPlayer)
    for (PlayerIndex q : p.stables)
      if (q != kNoPlayer) w.stables.emplace().push_back(q);
  if (p.inn_left != kNoPlayer) w.inn_left = p.inn_left;
  if (p.inn_right != kNoPlayer) w.inn_right = p.inn_right;
  for (PlayerIndex q : p.castle_workers)
    if (q != kNoPlayer) {
      if (!w.castle) w.castle.emplace();
      w.castle->push_back(q);
    }
  if (!(w == WorkersClaim{})) c.workers = w;
  // The bridge: unsaid after phase 2, every player passed in turn order.
  bool in_turn_order =
      p.passed_count == p.player_count &&
      std::equal(p.bridge.begin(), p.bridge.begin() + p.player_count, p.turn_order.begin());
  if (p.passed_count > 0 && !(p.phase > Phase::placement && in_turn_order))
    c.passed.emplace(p.bridge.begin(), p.bridge.begin() + p.passed_count);
  // The stock: a tile neither on the road nor in it has been discarded (a tile on the road
  // follows).
  TileSet on_road = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) on_road |= tile_bit(p.road[i].building);
  for (int id = 1; id < kBuildingCount; ++id) {
    TileSet bit = tile_bit(static_cast<BuildingId>(id));
    if ((start.stock & bit) && !(p.stock & bit) && !(on_road & bit)) {
      if (!c.stock) c.stock.emplace();
      (*c.stock)[id] = 0;
    }
  }
  return c;
}

}  // namespace caylus
