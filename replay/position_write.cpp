// Writing a position (replay/position.h): a state as a phase began, in the claims that differ
// from a new game's, and those claims as `position` lines.
#include <algorithm>
#include <iterator>

#include "replay/claim_fields.h"
#include "replay/json_input.h"
#include "replay/notation.h"
#include "replay/position.h"

namespace caylus {
namespace {

using json_input::inline_json;
using json_input::json_string;
using Ordered = nlohmann::ordered_json;

constexpr std::size_t kLineWidth = 100;

// The keys that say the moment, written first on one line, in text and JSON alike.
// A key of the claim table: tests/position_test.cpp holds each to it, so a renamed key cannot
// silently leave this line.
constexpr std::string_view kMomentKeys[] = {"turn",       "phase",  "provost", "bailiff",
                                            "turn_order", "passed", "scored"};

// The members of `object` as `"key": value` at `indent`, one a line, joined by commas.
std::string members(const Ordered& object, int indent) {
  std::string out, pad(static_cast<std::size_t>(indent), ' ');
  for (const auto& [key, value] : object.items())
    out += (out.empty() ? "" : ",\n") + pad + json_string(key) + ": " + inline_json(value);
  return out;
}

// The claims' words ("road.10.worker=green") in lines of at most kLineWidth characters.
void add_lines(const Ordered& claims, const std::vector<std::string>& names,
               std::vector<std::string>& out) {
  std::string text = claims_text(claims, names);
  std::string line = "position";
  for (std::size_t a = 0; a < text.size();) {
    std::size_t b = text.find(' ', a);
    if (b == std::string::npos) b = text.size();
    std::string word = text.substr(a, b - a);
    if (line.size() + 1 + word.size() > kLineWidth && line != "position") {
      out.push_back(line);
      line = "position";
    }
    line += " " + word;
    a = b + 1;
  }
  if (line != "position") out.push_back(line);
}

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

std::vector<std::string> position_lines(const Claims& position,
                                        const std::vector<std::string>& names) {
  Ordered all = claims_json(position, names);
  std::vector<std::string> out;
  Ordered moment = Ordered::object();
  for (std::string_view name : kMomentKeys)
    if (std::string key(name); all.contains(key)) moment[key] = all[key];
  if (!moment.empty()) add_lines(moment, names, out);
  // One line per road space, per player and per other part: a reader finds each at a glance.
  for (const auto& [key, value] : all.items()) {
    if (moment.contains(key)) continue;
    if (key == "road" || key == "players") {
      for (const auto& [part, claim] : value.items())
        add_lines(Ordered{{key, Ordered{{part, claim}}}}, names, out);
      continue;
    }
    add_lines(Ordered{{key, value}}, names, out);
  }
  return out;
}

std::string position_json_text(const Claims& position, const std::vector<std::string>& names,
                               int indent) {
  Ordered all = claims_json(position, names);
  std::string one_line = inline_json(all);
  // `"position": ` and the value on one line when it fits.
  if (static_cast<std::size_t>(indent) + 12 + one_line.size() <= kLineWidth) return one_line;
  // Else as the text's `position` lines: the moment on one line, then each part on its own, and
  // a part too long for a line (many road spaces, players) one road space or player a line.
  std::string pad(static_cast<std::size_t>(indent), ' '), inner = pad + "  ";
  std::vector<std::string> lines;
  std::string moment;
  for (std::string_view name : kMomentKeys)
    if (std::string key(name); all.contains(key))
      moment += (moment.empty() ? "" : ", ") + json_string(key) + ": " + inline_json(all[key]);
  if (!moment.empty()) lines.push_back(inner + moment);
  for (const auto& [key, value] : all.items()) {
    if (std::find(std::begin(kMomentKeys), std::end(kMomentKeys), key) != std::end(kMomentKeys))
      continue;
    std::string line = inner + json_string(key) + ": " + inline_json(value);
    if (line.size() > kLineWidth && value.is_object() && value.size() > 1)
      line = inner + json_string(key) + ": {\n" + members(value, indent + 4) + "\n" + inner + "}";
    lines.push_back(line);
  }
  std::string out = "{\n";
  for (std::size_t i = 0; i < lines.size(); ++i)
    out += lines[i] + (i + 1 < lines.size() ? ",\n" : "\n");
  return out + pad + "}";
}

}  // namespace caylus
