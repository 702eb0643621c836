// The rows of the claim table (replay/claim_fields.h): for each key of a check, how it is read,
// written, compared with a state, taken from a state and set by an amendment.
#include "replay/claim_fields.h"

#include <algorithm>
#include <type_traits>

namespace caylus::claim_fields {
namespace {

using namespace json_input;

// Mismatch paths are plain dotted paths ("players.green.deniers"), as LOG_FORMAT.md shows them.
std::string join(const std::string& path, std::string_view key) {
  return path + "." + std::string(key);
}

Ordered name_or_null(PlayerIndex p, const Names& names) {
  if (p == kNoPlayer) return nullptr;
  return name_of(p, names);
}

void differ(std::vector<Mismatch>& out, const std::string& path, const nlohmann::json& claimed,
            const nlohmann::json& computed) {
  if (claimed != computed) out.push_back(Mismatch{path, claimed, computed});
}

nlohmann::json plain(const Ordered& value) {
  return nlohmann::json::parse(value.dump());
}

// Seats that have a name (all of them when the caller passes every name).
PlayerIndex seats(const GameState& s, const Names& names) {
  return static_cast<PlayerIndex>(
      std::min<std::size_t>(static_cast<std::size_t>(s.player_count), names.size()));
}

// One row from the operations of a field on its value type (the member of Claims).
template <auto kMember, typename Ops>
constexpr ClaimField row(std::string_view name) {
  using Value = typename std::remove_reference_t<decltype(Claims{}.*kMember)>::value_type;
  ClaimField f{};
  f.name = name;
  f.given = [](const Claims& c) { return (c.*kMember).has_value(); };
  f.read = [](const Json& v, const std::string& path, const Names& names, Claims& out) -> Error {
    Value value{};
    if (auto e = Ops::read(v, path, names, value)) return e;
    out.*kMember = std::move(value);
    return std::nullopt;
  };
  f.write = [](const Claims& c, const Names& names) { return Ops::write(*(c.*kMember), names); };
  f.compare = [](const Claims& c, const GameState& s, const Names& names, const std::string& path,
                 std::vector<Mismatch>& out) { Ops::compare(*(c.*kMember), s, names, path, out); };
  f.take = [](const GameState& s, Claims& out) { out.*kMember = Ops::take(s); };
  if constexpr (requires { &Ops::amend; })
    f.amend = [](const Claims& c, GameState& s, const Names& names, const std::string& path) {
      return Ops::amend(*(c.*kMember), s, names, path);
    };
  return f;
}

struct Turn {
  static Error read(const Json& v, const std::string& path, const Names&, int& out) {
    std::int64_t n = 0;
    if (auto e = read_int(v, path, 1, kMaxTurn, n)) return e;
    out = static_cast<int>(n);
    return std::nullopt;
  }
  static Ordered write(int turn, const Names&) { return turn; }
  static void compare(int turn, const GameState& s, const Names&, const std::string& path,
                      std::vector<Mismatch>& out) {
    differ(out, path, turn, s.turn);
  }
  static int take(const GameState& s) { return s.turn; }
};

struct PhaseField {
  static Error read(const Json& v, const std::string& path, const Names&, Phase& out) {
    return read_phase(v, path, out);
  }
  static Ordered write(Phase phase, const Names&) { return std::string(phase_name(phase)); }
  static void compare(Phase phase, const GameState& s, const Names&, const std::string& path,
                      std::vector<Mismatch>& out) {
    differ(out, path, std::string(phase_name(phase)), std::string(phase_name(s.phase)));
  }
  static Phase take(const GameState& s) { return s.phase; }
};

// The provost and the bailiff: a road space, which the table moves by hand.
template <Space GameState::*kMember>
struct RoadSpaceField {
  static Error read(const Json& v, const std::string& path, const Names&, Space& out) {
    return read_road_space(v, path, out);
  }
  static Ordered write(Space space, const Names&) { return space; }
  static void compare(Space space, const GameState& s, const Names&, const std::string& path,
                      std::vector<Mismatch>& out) {
    differ(out, path, static_cast<int>(space), static_cast<int>(s.*kMember));
  }
  static Space take(const GameState& s) { return s.*kMember; }
  static std::optional<std::string> amend(Space space, GameState& s, const Names&,
                                          const std::string&) {
    s.*kMember = space;
    return std::nullopt;
  }
};

struct TurnOrder {
  using Value = std::vector<PlayerIndex>;
  static Error read(const Json& v, const std::string& path, const Names& names, Value& out) {
    if (auto e = expect_array(v, path, kMaxPlayers)) return e;
    for (std::size_t i = 0; i < v.size(); ++i) {
      PlayerIndex p;
      if (auto e = read_player(v[i], item(path, i), names, p)) return e;
      if (std::find(out.begin(), out.end(), p) != out.end())
        return error_at(item(path, i), "'" + names[p] + "' is listed twice");
      out.push_back(p);
    }
    return std::nullopt;
  }
  static Ordered write(const Value& order, const Names& names) {
    Ordered out = Ordered::array();
    for (PlayerIndex p : order) out.push_back(name_or_null(p, names));
    return out;
  }
  static void compare(const Value& order, const GameState& s, const Names& names,
                      const std::string& path, std::vector<Mismatch>& out) {
    differ(out, path, plain(write(order, names)), plain(write(take(s), names)));
  }
  static Value take(const GameState& s) {
    return Value(s.turn_order.begin(), s.turn_order.begin() + s.player_count);
  }
};

// A set of sections: written in castle order whatever the order given.
struct Scored {
  static Error read(const Json& v, const std::string& path, const Names&, std::uint8_t& out) {
    if (auto e = expect_array(v, path, kSectionCount)) return e;
    for (std::size_t i = 0; i < v.size(); ++i) {
      Section section;
      if (auto e = read_section(v[i], item(path, i), section)) return e;
      auto bit = static_cast<std::uint8_t>(1 << static_cast<int>(section));
      if (out & bit)
        return error_at(item(path, i),
                        "'" + std::string(section_name(section)) + "' is listed twice");
      out |= bit;
    }
    return std::nullopt;
  }
  static Ordered write(std::uint8_t bits, const Names&) {
    Ordered out = Ordered::array();
    for (int i = 0; i < kSectionCount; ++i)
      if ((bits >> i) & 1) out.push_back(section_name(static_cast<Section>(i)));
    return out;
  }
  static void compare(std::uint8_t bits, const GameState& s, const Names& names,
                      const std::string& path, std::vector<Mismatch>& out) {
    differ(out, path, plain(write(bits, names)), plain(write(s.scored, names)));
  }
  static std::uint8_t take(const GameState& s) { return s.scored; }
};

struct Road {
  using Value = std::array<std::optional<RoadClaim>, kRoadSpaces + 1>;
  static Error read(const Json& v, const std::string& path, const Names& names, Value& out) {
    if (auto e = expect_object(v, path)) return e;
    std::array<const Json*, kRoadSpaces + 1> claims{};
    for (const auto& [key, claim] : v.items()) {
      Space space;
      if (auto e = road_space_key(key, child(path, key), space)) return e;
      claims[space] = &claim;
    }
    for (Space space = 1; space <= kRoadSpaces; ++space) {
      if (claims[space] == nullptr) continue;
      const Json& claim = *claims[space];
      std::string here = child(path, std::to_string(space));
      RoadClaim& r = out[space].emplace();
      r.empty = claim.is_null();  // null: the space is empty
      if (r.empty) continue;
      if (auto e = expect_object(claim, here, {"building", "owner"}, "a road space claim"))
        return e;
      if (const Json* b = find(claim, "building"))
        if (auto e = read_building(*b, child(here, "building"), r.building.emplace())) return e;
      if (const Json* o = find(claim, "owner"))
        if (auto e = read_player_or_null(*o, child(here, "owner"), names, r.owner.emplace()))
          return e;
    }
    return std::nullopt;
  }
  static Ordered space_json(const RoadClaim& r, const Names& names) {
    if (r.empty) return nullptr;
    Ordered entry = Ordered::object();
    if (r.building) entry["building"] = building_name(*r.building);
    if (r.owner) entry["owner"] = name_or_null(*r.owner, names);
    return entry;
  }
  static Ordered write(const Value& road, const Names& names) {
    Ordered out = Ordered::object();
    for (Space space = 1; space <= kRoadSpaces; ++space)
      if (road[space]) out[std::to_string(space)] = space_json(*road[space], names);
    return out;
  }
  static void compare(const Value& road, const GameState& s, const Names& names,
                      const std::string& path, std::vector<Mismatch>& out) {
    for (Space space = 1; space <= kRoadSpaces; ++space) {
      if (!road[space]) continue;
      const RoadClaim& claim = *road[space];
      std::string here = join(path, std::to_string(space));
      const RoadSpace& r = s.road[space];
      RoadClaim state{r.building == BuildingId::none, r.building, r.owner};
      nlohmann::json computed = plain(space_json(state, names));
      // A claim of an empty space, or any claim of a space that is empty: the whole space.
      if (claim.empty || state.empty) {
        differ(out, here, plain(space_json(claim, names)), computed);
        continue;
      }
      if (claim.building)
        differ(out, join(here, "building"), std::string(building_name(*claim.building)),
               std::string(building_name(r.building)));
      if (claim.owner)
        differ(out, join(here, "owner"), plain(name_or_null(*claim.owner, names)),
               plain(name_or_null(r.owner, names)));
    }
  }
  static Value take(const GameState& s) {
    Value out;
    for (Space space = 1; space <= kRoadSpaces; ++space) {
      const RoadSpace& r = s.road[space];
      out[space] = r.building == BuildingId::none ? RoadClaim{true, {}, {}}
                                                  : RoadClaim{false, r.building, r.owner};
    }
    return out;
  }
};

Ordered seat_counts_json(const SeatCounts& counts, const Names& names) {
  Ordered out = Ordered::object();
  for (int p = 0; p < kMaxPlayers; ++p)
    if (counts[p]) out[name_of(static_cast<PlayerIndex>(p), names)] = *counts[p];
  return out;
}

// The houses in the castle, per section and player.
struct Castle {
  using Value = std::array<std::optional<SeatCounts>, kSectionCount>;
  static Error read(const Json& v, const std::string& path, const Names& names, Value& out) {
    if (auto e = expect_object(v, path, {"dungeon", "walls", "towers"}, "the castle")) return e;
    for (int i = 0; i < kSectionCount; ++i) {
      std::string_view section = section_name(static_cast<Section>(i));
      if (const Json* houses = find(v, section))
        if (auto e = read_seat_counts(*houses, child(path, section), names, kMaxHouses,
                                      out[i].emplace()))
          return e;
    }
    return std::nullopt;
  }
  static Ordered write(const Value& castle, const Names& names) {
    Ordered out = Ordered::object();
    for (int i = 0; i < kSectionCount; ++i)
      if (castle[i])
        out[std::string(section_name(static_cast<Section>(i)))] =
            seat_counts_json(*castle[i], names);
    return out;
  }
  static void compare(const Value& castle, const GameState& s, const Names& names,
                      const std::string& path, std::vector<Mismatch>& out) {
    for (int i = 0; i < kSectionCount; ++i) {
      if (!castle[i]) continue;
      std::string here = join(path, section_name(static_cast<Section>(i)));
      for (PlayerIndex p = 0; p < seats(s, names); ++p)
        if ((*castle[i])[p]) differ(out, join(here, names[p]), *(*castle[i])[p], s.houses[i][p]);
    }
  }
  static Value take(const GameState& s) {
    Value out;
    for (int i = 0; i < kSectionCount; ++i) {
      SeatCounts& counts = out[i].emplace();
      for (PlayerIndex p = 0; p < s.player_count; ++p) counts[p] = s.houses[i][p];
    }
    return out;
  }
  static std::optional<std::string> amend(const Value& castle, GameState& s, const Names&,
                                          const std::string&) {
    for (int i = 0; i < kSectionCount; ++i)
      for (int p = 0; castle[i] && p < kMaxPlayers; ++p)
        if ((*castle[i])[p]) s.houses[i][p] = static_cast<std::uint8_t>(*(*castle[i])[p]);
    return std::nullopt;
  }
};

// Favor rows in the order of their names: the order in which mismatches have always been listed
// (the rows of a claim were compared as a JSON object, keyed alphabetically).
std::array<int, kFavorRows> favor_rows_by_name() {
  std::array<int, kFavorRows> rows{};
  for (int r = 0; r < kFavorRows; ++r) rows[r] = r;
  std::sort(rows.begin(), rows.end(), [](int a, int b) {
    return favor_row_name(static_cast<FavorRow>(a)) < favor_row_name(static_cast<FavorRow>(b));
  });
  return rows;
}

struct Players {
  using Value = std::array<std::optional<PlayerClaims>, kMaxPlayers>;
  using Favor = std::array<std::optional<int>, kFavorRows>;

  static Error read_favor(const Json& v, const std::string& path, Favor& out) {
    std::array<std::string_view, kFavorRows> rows;
    for (int r = 0; r < kFavorRows; ++r) rows[r] = favor_row_name(static_cast<FavorRow>(r));
    if (auto e = expect_object(v, path, rows, "favor (row: column)")) return e;
    for (int r = 0; r < kFavorRows; ++r) {
      const Json* column = find(v, rows[r]);
      if (column == nullptr) continue;
      std::int64_t n = 0;
      if (auto e = read_int(*column, child(path, rows[r]), 0, kFavorColumns, n)) return e;
      out[r] = static_cast<int>(n);
    }
    return std::nullopt;
  }
  static Error read_player(const Json& v, const std::string& path, PlayerClaims& out) {
    if (auto e = expect_object(v, path, player_field_names(), "a player claim")) return e;
    for (std::size_t i = 0; i < kPlayerFields.size(); ++i) {
      const PlayerField& field = kPlayerFields[i];
      const Json* value = find(v, field.name);
      if (value == nullptr) continue;
      std::int64_t n = 0;
      if (auto e = read_int(*value, child(path, field.name), 0, field.max, n)) return e;
      out.fields[i] = static_cast<int>(n);
    }
    if (const Json* favor = find(v, kFavorKey))
      if (auto e = read_favor(*favor, child(path, kFavorKey), out.favor.emplace())) return e;
    return std::nullopt;
  }
  static Error read(const Json& v, const std::string& path, const Names& names, Value& out) {
    if (auto e = expect_object(v, path)) return e;
    for (const auto& [name, claim] : v.items()) {
      PlayerIndex p;
      std::string here = child(path, name);
      if (auto e = player_named(name, here, names, p)) return e;
      if (auto e = read_player(claim, here, out[p].emplace())) return e;
    }
    return std::nullopt;
  }
  static Ordered write(const Value& players, const Names& names) {
    Ordered out = Ordered::object();
    for (int p = 0; p < kMaxPlayers; ++p) {
      if (!players[p]) continue;
      Ordered entry = Ordered::object();
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        if (players[p]->fields[i])
          entry[std::string(kPlayerFields[i].name)] = *players[p]->fields[i];
      if (const auto& favor = players[p]->favor) {
        Ordered rows = Ordered::object();
        for (int r = 0; r < kFavorRows; ++r)
          if ((*favor)[r])
            rows[std::string(favor_row_name(static_cast<FavorRow>(r)))] = *(*favor)[r];
        entry[std::string(kFavorKey)] = rows;
      }
      out[name_of(static_cast<PlayerIndex>(p), names)] = entry;
    }
    return out;
  }
  static void compare(const Value& players, const GameState& s, const Names& names,
                      const std::string& path, std::vector<Mismatch>& out) {
    static const std::array<int, kFavorRows> kRowsByName = favor_rows_by_name();
    for (PlayerIndex p = 0; p < seats(s, names); ++p) {  // seat order, whatever the log's
      if (!players[p]) continue;
      std::string here = join(path, names[p]);
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        if (const auto& claimed = players[p]->fields[i])
          differ(out, join(here, kPlayerFields[i].name), *claimed, kPlayerFields[i].get(s, p));
      if (!players[p]->favor) continue;
      for (int r : kRowsByName)
        if (const auto& claimed = (*players[p]->favor)[r])
          differ(out, join(join(here, kFavorKey), favor_row_name(static_cast<FavorRow>(r))),
                 *claimed, s.player(p).favor[r]);
    }
  }
  static Value take(const GameState& s) {
    Value out;
    for (PlayerIndex p = 0; p < s.player_count; ++p) {
      PlayerClaims& claims = out[p].emplace();
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        claims.fields[i] = kPlayerFields[i].get(s, p);
      Favor& favor = claims.favor.emplace();
      for (int r = 0; r < kFavorRows; ++r) favor[r] = s.player(p).favor[r];
    }
    return out;
  }
  static std::optional<std::string> amend(const Value& players, GameState& s, const Names& names,
                                          const std::string& path) {
    // The players in the order of their names: the refusal named is the one amendments have
    // always named (the fields were read as a JSON object, keyed alphabetically).
    std::vector<PlayerIndex> order;
    for (int p = 0; p < kMaxPlayers; ++p)
      if (players[p]) order.push_back(static_cast<PlayerIndex>(p));
    std::sort(order.begin(), order.end(),
              [&](PlayerIndex a, PlayerIndex b) { return name_of(a, names) < name_of(b, names); });
    for (PlayerIndex p : order)
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        if (players[p]->fields[i] && kPlayerFields[i].set == nullptr)
          return join(join(path, name_of(p, names)), kPlayerFields[i].name) +
                 " cannot be amended: it follows from the actions (amend deniers, prestige, "
                 "cubes and favor markers)";
    for (PlayerIndex p : order) {
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        if (players[p]->fields[i]) kPlayerFields[i].set(s, p, *players[p]->fields[i]);
      for (int r = 0; players[p]->favor && r < kFavorRows; ++r)
        if ((*players[p]->favor)[r])
          s.player(p).favor[r] = static_cast<std::uint8_t>(*(*players[p]->favor)[r]);
    }
    return std::nullopt;
  }
};

// LOG_FORMAT.md, "Checks", in its order.
constexpr std::array kFields = {
    row<&Claims::turn, Turn>("turn"),
    row<&Claims::phase, PhaseField>("phase"),
    row<&Claims::provost, RoadSpaceField<&GameState::provost>>("provost"),
    row<&Claims::bailiff, RoadSpaceField<&GameState::bailiff>>("bailiff"),
    row<&Claims::turn_order, TurnOrder>("turn_order"),
    row<&Claims::scored, Scored>("scored"),
    row<&Claims::road, Road>("road"),
    row<&Claims::castle, Castle>("castle"),
    row<&Claims::players, Players>("players"),
};

}  // namespace

std::span<const ClaimField> fields() {
  return kFields;
}

Error read_seat_counts(const Json& v, const std::string& path, const Names& names, std::int64_t max,
                       SeatCounts& out) {
  if (auto e = expect_object(v, path)) return e;
  for (const auto& [name, count] : v.items()) {
    PlayerIndex p;
    std::string here = child(path, name);
    if (auto e = player_named(name, here, names, p)) return e;
    std::int64_t n = 0;
    if (auto e = read_int(count, here, 0, max, n)) return e;
    out[p] = static_cast<int>(n);
  }
  return std::nullopt;
}

}  // namespace caylus::claim_fields
