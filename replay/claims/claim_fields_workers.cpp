// The rows of the claim table (replay/claims/claim_fields.h) that LOG_FORMAT.md's "Positions"
// added: the special buildings' workers (`workers.*`), the passing order (`passed`, the bridge) and
// the tiles left in the stock (`stock.TILE`). Each is read, written, compared, taken, amended and
// described like the rows of replay/claims/claim_fields.cpp.
#include "core/buildings.h"
#include "core/language/catalog.h"
#include "replay/claims/claim_row.h"

namespace caylus::claim_fields::detail {
namespace {

// The first special buildings, one worker each, named as the special spaces are.
constexpr std::string_view single_name(int i) {
  return special_name(static_cast<Special>(i));
}
constexpr std::array<PlayerIndex GameState::*, kSingleWorkerSpaces> kSingleMembers = {
    &GameState::gate, &GameState::trading_post, &GameState::merchants_guild,
    &GameState::joust_field};

// The keys of the other special buildings are their special names too, and the inn's its two
// slots: spelled here once, for reading, writing, comparing, amending and the schema alike.
constexpr std::string_view kStables = special_name(Special::stables);
constexpr std::string_view kInn = special_name(Special::inn);
constexpr std::string_view kCastle = special_name(Special::castle);
constexpr std::string_view kInnLeft = "left";
constexpr std::string_view kInnRight = "right";
constexpr std::size_t kStablesCircles = std::tuple_size_v<decltype(GameState::stables)>;
std::string key(std::string_view k) {
  return std::string(k);
}

using PlayerList = std::vector<PlayerIndex>;

// A list of players, each once ("passed": ["green", "red"]).
Error read_player_list(const Json& v, const std::string& path, const Names& names, std::size_t max,
                       std::string_view why_once, PlayerList& out) {
  if (auto e = expect_array(v, path, max)) return e;
  for (std::size_t i = 0; i < v.size(); ++i) {
    PlayerIndex p;
    if (auto e = read_player(v[i], item(path, i), names, p)) return e;
    if (std::find(out.begin(), out.end(), p) != out.end())
      return error_at(item(path, i),
                      fill_in(tr("'{0}' is listed twice: {1}"), names[p], tr(why_once)));
    out.push_back(p);
  }
  return std::nullopt;
}

Ordered player_list_json(const PlayerList& list, const Names& names) {
  Ordered out = Ordered::array();
  for (PlayerIndex p : list) out.push_back(name_or_null(p, names));
  return out;
}

// The players in the first slots of `slots`, up to the first empty one.
template <std::size_t N>
PlayerList slots_list(const std::array<PlayerIndex, N>& slots) {
  PlayerList out;
  for (PlayerIndex p : slots) {
    if (p == kNoPlayer) break;
    out.push_back(p);
  }
  return out;
}

template <std::size_t N>
std::optional<std::string> set_slots(std::array<PlayerIndex, N>& slots, const PlayerList& list,
                                     std::size_t room, const std::string& path,
                                     std::string_view what) {
  if (list.size() > room)
    return fill_in(tr("{0} lists {1} players: {2} hold {3}"), path, list.size(), tr(what), room);
  slots.fill(kNoPlayer);
  std::copy(list.begin(), list.end(), slots.begin());
  return std::nullopt;
}

Ordered player_or_null_schema() {
  return {{"oneOf", {ref_schema("name"), {{"type", "null"}}}}};
}
Ordered player_list_schema(int max) {
  return {
      {"type", "array"}, {"items", ref_schema("name")}, {"maxItems", max}, {"uniqueItems", true}};
}

struct Workers {
  using Value = WorkersClaim;
  static Error read(const Json& v, const std::string& path, const Names& names, Value& out) {
    if (auto e = expect_object(v, path, kSpecialNames.names, N_("the special buildings' workers")))
      return e;
    for (int i = 0; i < kSingleWorkerSpaces; ++i)
      if (const Json* w = find(v, single_name(i)))
        if (auto e = read_player_or_null(*w, child(path, single_name(i)), names,
                                         out.single[i].emplace()))
          return e;
    if (const Json* w = find(v, kStables))
      if (auto e = read_player_list(*w, child(path, kStables), names, kStablesCircles,
                                    N_("a player has one worker in the stables at most"),
                                    out.stables.emplace()))
        return e;
    if (const Json* inn = find(v, kInn)) {
      std::string here = child(path, kInn);
      if (auto e = expect_object(*inn, here, {kInnLeft, kInnRight}, N_("the inn (left, right)")))
        return e;
      if (const Json* w = find(*inn, kInnLeft))
        if (auto e = read_player_or_null(*w, child(here, kInnLeft), names, out.inn_left.emplace()))
          return e;
      if (const Json* w = find(*inn, kInnRight))
        if (auto e =
                read_player_or_null(*w, child(here, kInnRight), names, out.inn_right.emplace()))
          return e;
    }
    if (const Json* w = find(v, kCastle))
      if (auto e = read_player_list(*w, child(path, kCastle), names, kMaxPlayers,
                                    N_("a player has one worker in the castle at most"),
                                    out.castle.emplace()))
        return e;
    return std::nullopt;
  }
  static Ordered write(const Value& w, const Names& names) {
    Ordered out = Ordered::object();
    for (int i = 0; i < kSingleWorkerSpaces; ++i)
      if (w.single[i]) out[std::string(single_name(i))] = name_or_null(*w.single[i], names);
    if (w.stables) out[key(kStables)] = player_list_json(*w.stables, names);
    if (w.inn_left || w.inn_right) {
      Ordered inn = Ordered::object();
      if (w.inn_left) inn[key(kInnLeft)] = name_or_null(*w.inn_left, names);
      if (w.inn_right) inn[key(kInnRight)] = name_or_null(*w.inn_right, names);
      out[key(kInn)] = inn;
    }
    if (w.castle) out[key(kCastle)] = player_list_json(*w.castle, names);
    return out;
  }
  static void compare(const Value& w, const GameState& s, const Names& names,
                      const std::string& path, std::vector<Mismatch>& out) {
    Value state = take(s);
    auto player = [&](const std::optional<PlayerIndex>& claimed, PlayerIndex computed,
                      const std::string& here) {
      if (claimed)
        differ(out, here, plain(name_or_null(*claimed, names)),
               plain(name_or_null(computed, names)));
    };
    for (int i = 0; i < kSingleWorkerSpaces; ++i)
      player(w.single[i], s.*kSingleMembers[i], join(path, single_name(i)));
    if (w.stables)
      differ(out, join(path, kStables), plain(player_list_json(*w.stables, names)),
             plain(player_list_json(*state.stables, names)));
    player(w.inn_left, s.inn_left, join(path, key(kInn) + "." + key(kInnLeft)));
    player(w.inn_right, s.inn_right, join(path, key(kInn) + "." + key(kInnRight)));
    if (w.castle)
      differ(out, join(path, kCastle), plain(player_list_json(*w.castle, names)),
             plain(player_list_json(*state.castle, names)));
  }
  static Value take(const GameState& s) {
    Value out;
    for (int i = 0; i < kSingleWorkerSpaces; ++i) out.single[i] = s.*kSingleMembers[i];
    out.stables = slots_list(s.stables);
    out.inn_left = s.inn_left;
    out.inn_right = s.inn_right;
    out.castle = slots_list(s.castle_workers);
    return out;
  }
  static std::optional<std::string> amend(const Value& w, GameState& s, const Names&,
                                          const std::string& path) {
    for (int i = 0; i < kSingleWorkerSpaces; ++i)
      if (w.single[i]) s.*kSingleMembers[i] = *w.single[i];
    if (w.stables)
      if (auto why = set_slots(s.stables, *w.stables, kStablesCircles, join(path, kStables),
                               N_("the stables' 3 circles")))
        return why;
    if (w.inn_left) s.inn_left = *w.inn_left;
    if (w.inn_right) s.inn_right = *w.inn_right;
    if (w.castle)
      if (auto why =
              set_slots(s.castle_workers, *w.castle, static_cast<std::size_t>(s.player_count),
                        join(path, kCastle), N_("the castle's places (one per player)")))
        return why;
    return std::nullopt;
  }
  static Ordered schema() {
    Ordered properties = Ordered::object();
    for (int i = 0; i < kSingleWorkerSpaces; ++i)
      properties[std::string(single_name(i))] = player_or_null_schema();
    properties[key(kStables)] = player_list_schema(kStablesCircles);
    properties[key(kInn)] = {
        {"type", "object"},
        {"properties",
         {{key(kInnLeft), player_or_null_schema()}, {key(kInnRight), player_or_null_schema()}}},
        {"additionalProperties", false}};
    properties[key(kCastle)] = player_list_schema(kMaxPlayers);
    return {{"type", "object"},
            {"properties", properties},
            {"additionalProperties", false},
            {"description", "special building -> the player whose worker stands there"}};
  }
};

// The bridge: the players who have passed this turn, in passing order.
struct Passed {
  using Value = PlayerList;
  static Error read(const Json& v, const std::string& path, const Names& names, Value& out) {
    return read_player_list(v, path, names, kMaxPlayers, N_("a player passes once a turn"), out);
  }
  static Ordered write(const Value& list, const Names& names) {
    return player_list_json(list, names);
  }
  static void compare(const Value& list, const GameState& s, const Names& names,
                      const std::string& path, std::vector<Mismatch>& out) {
    differ(out, path, plain(write(list, names)), plain(write(take(s), names)));
  }
  static Value take(const GameState& s) {
    return Value(s.bridge.begin(), s.bridge.begin() + s.passed_count);
  }
  static std::optional<std::string> amend(const Value& list, GameState& s, const Names&,
                                          const std::string& path) {
    if (static_cast<int>(list.size()) > s.player_count)
      return fill_in(tr("{0} lists more players than the game has"), path);
    s.bridge.fill(kNoPlayer);
    std::copy(list.begin(), list.end(), s.bridge.begin());
    s.passed_count = static_cast<std::int8_t>(list.size());
    return std::nullopt;
  }
  static Ordered schema() { return player_list_schema(kMaxPlayers); }
};

// The tiles waiting to be built: a count per tile id (each tile is one piece: 0 or 1).
struct Stock {
  using Value = std::array<std::optional<int>, kBuildingCount>;
  static Error read(const Json& v, const std::string& path, const Names&, Value& out) {
    if (auto e = expect_object(v, path)) return e;
    for (const auto& [key, count] : v.items()) {
      std::string here = child(path, key);
      BuildingId b;
      if (auto e = read_building_named(Json(key), here, is_stock_tile,
                                       "tile of the stock (wood, stone and prestige buildings)", b))
        return e;
      std::int64_t n = 0;
      if (auto e = read_int(count, here, 0, 1, n)) return e;
      out[static_cast<int>(b)] = static_cast<int>(n);
    }
    return std::nullopt;
  }
  static Ordered write(const Value& stock, const Names&) {
    Ordered out = Ordered::object();
    for (int id = 0; id < kBuildingCount; ++id)
      if (stock[id]) out[std::string(building_name(static_cast<BuildingId>(id)))] = *stock[id];
    return out;
  }
  static void compare(const Value& stock, const GameState& s, const Names&, const std::string& path,
                      std::vector<Mismatch>& out) {
    for (int id = 0; id < kBuildingCount; ++id)
      if (stock[id])
        differ(out, join(path, building_name(static_cast<BuildingId>(id))), *stock[id],
               (s.stock >> id) & 1 ? 1 : 0);
  }
  static Value take(const GameState& s) {
    Value out;
    for (int id = 1; id < kBuildingCount; ++id)
      if ((s.stock >> id) & 1) out[id] = 1;  // the tiles left: the others are built or out
    return out;
  }
  // A tile taken out of the stock and not on the road is out of the game (discarded); one put
  // back is no longer discarded.
  static std::optional<std::string> amend(const Value& stock, GameState& s, const Names&,
                                          const std::string&) {
    for (int id = 0; id < kBuildingCount; ++id) {
      if (!stock[id]) continue;
      TileSet bit = tile_bit(static_cast<BuildingId>(id));
      if (*stock[id] > 0) {
        s.stock |= bit;
        s.discarded &= ~bit;
      } else {
        s.stock &= ~bit;
      }
    }
    return std::nullopt;
  }
  static Ordered schema() {
    return {{"type", "object"},
            {"additionalProperties", integer_schema(0, 1)},
            {"description", "tile id -> how many are left in the stock (0 or 1)"}};
  }
};

ClaimField claimed_only(ClaimField f) {
  f.whole_state = false;
  return f;
}

}  // namespace

ClaimField workers_row() {
  return claimed_only(row<&Claims::workers, Workers>("workers"));
}
ClaimField passed_row() {
  return claimed_only(row<&Claims::passed, Passed>("passed"));
}
ClaimField stock_row() {
  return claimed_only(row<&Claims::stock, Stock>("stock"));
}

}  // namespace caylus::claim_fields::detail
