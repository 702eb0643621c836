// Writing snapshots (docs/snapshot-format.md): every field of GameState, named as the rulebook
// and the log name things. Reading is in snapshot_read.cpp.
#include "replay/positions/snapshot.h"

#include <algorithm>
#include <array>

#include "core/options.h"
#include "replay/input/json_input.h"
#include "replay/positions/snapshot_players.h"

namespace caylus {
namespace {

using namespace json_input;
using Ordered = nlohmann::ordered_json;

std::string seat_name(const std::vector<std::string>& names, int p) {
  if (p >= 0 && static_cast<std::size_t>(p) < names.size()) return names[p];
  return "player" + std::to_string(p + 1);
}

std::vector<BuildingId> tiles_of(TileSet set) {
  std::vector<BuildingId> out;
  for (int id = 1; id < kBuildingCount; ++id)
    if ((set >> id) & 1) out.push_back(static_cast<BuildingId>(id));
  return out;
}

class Writer {
 public:
  Writer(const GameState& s, const std::vector<std::string>& names) : s_(s), names_(names) {}

  Ordered run() {
    Ordered j = Ordered::object();
    Ordered options = Ordered::object();
    for (auto [name, value] : non_default_options(s_.options)) options[std::string(name)] = value;
    j["options"] = options;
    j["turn"] = s_.turn;
    j["phase"] = phase_name(s_.phase);
    j["decision"] = {{"kind", decision_kind_name(s_.decision.kind)},
                     {"player", player(s_.decision.player)},
                     {"space", space(s_.decision.space)}};
    Ordered players = Ordered::array();
    for (int p = 0; p < s_.player_count; ++p)
      players.push_back(
          snapshot_players::player_entry(s_, static_cast<PlayerIndex>(p), seat_name(names_, p)));
    j["players"] = players;
    j["turn_order"] = seats(s_.turn_order, s_.player_count);
    j["next_turn_order"] = seats(s_.next_turn_order, s_.player_count);
    j["turn_order_pending"] = s_.turn_order_pending;
    j["provost"] = s_.provost;
    j["bailiff"] = s_.bailiff;
    j["road"] = road();
    j["stock"] = tiles(s_.stock);
    j["discarded"] = tiles(s_.discarded);
    j["gate"] = player(s_.gate);
    j["trading_post"] = player(s_.trading_post);
    j["merchants_guild"] = player(s_.merchants_guild);
    j["joust_field"] = player(s_.joust_field);
    j["stables"] = seats(s_.stables, 3);
    j["inn_left"] = player(s_.inn_left);
    j["inn_right"] = player(s_.inn_right);
    j["castle_workers"] = trimmed(s_.castle_workers);
    j["bridge"] = trimmed(s_.bridge);
    j["passed_count"] = s_.passed_count;
    Ordered houses = Ordered::object();
    for (int i = 0; i < kSectionCount; ++i)
      houses[std::string(section_name(static_cast<Section>(i)))] = per_player(s_.houses[i]);
    j["houses"] = houses;
    j["scored"] = sections(s_.scored);
    j["completed_this_turn"] = sections(s_.completed_this_turn);
    j["scoring_due"] = sections(s_.scoring_due);
    j["batches_this_turn"] = per_player(s_.batches_this_turn);
    j["cursor"] = s_.cursor;
    j["special_step"] = s_.special_step;
    j["activation_space"] = s_.activation_space;
    j["owner_bonus_space"] = s_.owner_bonus_space;
    j["scoring_section"] = s_.scoring_section;
    j["castle_favor_given"] = s_.castle_favor_given;
    j["favor_player"] = player(s_.favor_player);
    j["favors_pending"] = s_.favors_pending;
    Ordered rows_used = Ordered::object();
    for (int p = 0; p < s_.player_count; ++p) {
      if (s_.favor_rows_used[p] == 0) continue;
      Ordered rows = Ordered::array();
      for (int r = 0; r < kFavorRows; ++r)
        if ((s_.favor_rows_used[p] >> r) & 1)
          rows.push_back(favor_row_name(static_cast<FavorRow>(r)));
      rows_used[seat_name(names_, p)] = rows;
    }
    j["favor_rows_used"] = rows_used;
    Ordered pending = Ordered::array();
    for (int i = 0; i < s_.pending_transform_count && i < 8; ++i) {
      const PendingTransform& t = s_.pending_transforms[i];
      pending.push_back(
          {{"target", t.target}, {"player", player(t.player)}, {"activated", t.activated}});
    }
    j["pending_transforms"] = pending;
    return j;
  }

 private:
  Ordered player(PlayerIndex p) const {
    if (p == kNoPlayer) return nullptr;
    return seat_name(names_, p);
  }
  static Ordered space(Space s) {
    if (s == kNoSpace) return nullptr;
    if (is_special(s)) return special_name(to_special(s));
    return s;
  }
  template <std::size_t N>
  Ordered seats(const std::array<PlayerIndex, N>& order, int count) const {
    Ordered out = Ordered::array();
    for (int i = 0; i < count && i < static_cast<int>(N); ++i) out.push_back(player(order[i]));
    return out;
  }
  // Slot lists (castle, bridge): the slots in order, empty slots at the end left out.
  template <std::size_t N>
  Ordered trimmed(const std::array<PlayerIndex, N>& slots) const {
    std::size_t used = N;
    while (used > 0 && slots[used - 1] == kNoPlayer) --used;
    Ordered out = Ordered::array();
    for (std::size_t i = 0; i < used; ++i) out.push_back(player(slots[i]));
    return out;
  }
  Ordered per_player(const std::array<std::uint8_t, kMaxPlayers>& counts) const {
    Ordered out = Ordered::object();
    for (int p = 0; p < s_.player_count; ++p)
      if (counts[p] != 0) out[seat_name(names_, p)] = counts[p];
    return out;
  }
  static Ordered tiles(TileSet set) {
    Ordered out = Ordered::array();
    for (BuildingId id : tiles_of(set)) out.push_back(building_name(id));
    return out;
  }
  static Ordered sections(std::uint8_t bits) {
    Ordered out = Ordered::array();
    for (int i = 0; i < kSectionCount; ++i)
      if ((bits >> i) & 1) out.push_back(section_name(static_cast<Section>(i)));
    return out;
  }
  Ordered road() const {
    Ordered out = Ordered::object();
    for (Space i = 1; i <= kRoadSpaces; ++i) {
      const RoadSpace& r = s_.road[i];
      if (r == RoadSpace{}) continue;
      Ordered entry = Ordered::object();
      entry["building"] =
          r.building == BuildingId::none ? Ordered(nullptr) : Ordered(building_name(r.building));
      if (r.owner != kNoPlayer) entry["owner"] = player(r.owner);
      if (r.worker != kNoPlayer) entry["worker"] = player(r.worker);
      out[std::to_string(i)] = entry;
    }
    return out;
  }

  const GameState& s_;
  const std::vector<std::string>& names_;
};

bool is_container(const Ordered& value) {
  return value.is_object() || value.is_array();
}

// A container is spread over lines when it holds containers (the players, the road); a flat
// one (the decision, the stock) stays on one line.
bool spread(const Ordered& value, bool top) {
  if (!is_container(value) || value.empty()) return false;
  if (top) return true;
  return std::any_of(value.begin(), value.end(), [](const Ordered& v) { return is_container(v); });
}

void pretty_into(const Ordered& value, int levels, int indent, std::string& out, bool top) {
  if (levels <= 0 || !spread(value, top)) {
    out += inline_json(value);
    return;
  }
  std::string pad(static_cast<std::size_t>(indent + 2), ' ');
  out += value.is_object() ? "{\n" : "[\n";
  bool first = true;
  for (const auto& [key, member] : value.items()) {
    if (!first) out += ",\n";
    first = false;
    out += pad;
    if (value.is_object()) out += json_string(key) + ": ";
    pretty_into(member, levels - 1, indent + 2, out, false);
  }
  out += "\n" + std::string(static_cast<std::size_t>(indent), ' ');
  out += value.is_object() ? "}" : "]";
}

}  // namespace

nlohmann::ordered_json snapshot_json(const GameState& state,
                                     const std::vector<std::string>& names) {
  return Writer(state, names).run();
}

nlohmann::json write_snapshot(const GameState& state, const std::vector<std::string>& names) {
  return nlohmann::json::parse(
      snapshot_json(state, names)
          .dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
}

std::string snapshot_text(const GameState& state, const std::vector<std::string>& names,
                          int indent) {
  return pretty_json(snapshot_json(state, names), 2, indent);
}

std::string pretty_json(const nlohmann::ordered_json& value, int levels, int indent) {
  std::string out;
  pretty_into(value, levels, indent, out, true);
  return out;
}

}  // namespace caylus
