// The rows of the claim table (replay/claims/claim_fields.h): for each key of a check, how it is
// read, written, compared with a state, taken from a state, set by an amendment and described in
// the log's JSON Schema. The players' row is in replay/claims/claim_fields_players.cpp.
#include <algorithm>

#include "core/language/catalog.h"
#include "core/rule_id.h"
#include "replay/claims/claim_row.h"

namespace caylus::claim_fields {
namespace {

using namespace detail;

// Why an amendment may not set the moment of the game (turn, phase): the refusal ({0}: the key).
constexpr std::string_view kTheMoment =
    N_("{0} cannot be amended: it is the moment of the game, which the actions make (amend any "
       "other field: the road, the workers, the castle, the players' goods...)");

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
  static Ordered schema() { return integer_schema(1, kMaxTurn); }
  static constexpr std::string_view kNotAmendable = kTheMoment;
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
  static constexpr std::string_view kNotAmendable = kTheMoment;
  static Ordered schema() {
    Ordered phases = Ordered::array();
    for (std::string_view name : kPhaseNames) phases.push_back(name);
    return {{"enum", phases}};
  }
};

// `at`: the phase boundary a check speaks of (ClaimField::qualifier). The replayer picks the state
// as that phase began (replay/replayer.cpp); there is nothing to compare here.
struct At {
  static Error read(const Json& v, const std::string& path, const Names&, Phase& out) {
    std::string name;
    if (auto e = read_string(v, path, name)) return e;
    if (!parse_phase(name, out) || !is_phase_boundary(out))
      return error_at(path, fill_in(tr("'{0}' is no phase boundary; a check is placed as one of "
                                       "these phases begins: {1}"),
                                    name, phase_boundaries_text()));
    return std::nullopt;
  }
  static Ordered write(Phase phase, const Names&) { return std::string(phase_name(phase)); }
  static void compare(Phase, const GameState&, const Names&, const std::string&,
                      std::vector<Mismatch>&) {}
  static Phase take(const GameState& s) { return s.phase; }  // unused: see at_row
  // Never said: read_claims refuses `at` outside a check (a phase boundary: the moment, too).
  static constexpr std::string_view kNotAmendable = kTheMoment;
  static Ordered schema() {
    Ordered phases = Ordered::array();
    for (int i = 0; i <= static_cast<int>(Phase::game_over); ++i)
      if (is_phase_boundary(static_cast<Phase>(i)))
        phases.push_back(phase_name(static_cast<Phase>(i)));
    return {{"enum", phases},
            {"description",
             "checks only: compare the claims with the state as this phase began, before its "
             "automatic steps (docs/notation.md, 'A check at a phase boundary')"}};
  }
};

ClaimField at_row() {
  ClaimField f = row<&Claims::at, At>("at");
  f.take = [](const GameState&, Claims&) {};  // a qualifier is no value of a state
  f.whole_state = false;
  f.qualifier = true;
  return f;
}

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
  static Ordered schema() { return integer_schema(1, kRoadSpaces); }
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
        return error_at(item(path, i), fill_in(tr("'{0}' is listed twice"), names[p]));
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
  static Ordered schema() {
    return {{"type", "array"},
            {"items", ref_schema("name")},
            {"maxItems", kMaxPlayers},
            {"uniqueItems", true}};
  }
  static std::optional<std::string> amend(const Value& order, GameState& s, const Names&,
                                          const std::string& path) {
    if (static_cast<int>(order.size()) != s.player_count)
      return fill_in(tr_n("{0} lists {1} player: the turn order holds every player ({2})",
                          "{0} lists {1} players: the turn order holds every player ({2})",
                          static_cast<long>(order.size())),
                     path, order.size(), s.player_count);
    std::copy(order.begin(), order.end(), s.turn_order.begin());
    return std::nullopt;
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
        return error_at(item(path, i), fill_in(tr("'{0}' is listed twice"), section_name(section)));
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
  static std::optional<std::string> amend(std::uint8_t bits, GameState& s, const Names&,
                                          const std::string&) {
    s.scored = bits;
    return std::nullopt;
  }
  static Ordered schema() {
    return {{"type", "array"},
            {"items", {{"enum", write(0xFF >> (8 - kSectionCount), {})}}},
            {"maxItems", kSectionCount},
            {"uniqueItems", true}};
  }
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
      if (auto e =
              expect_object(claim, here, {"building", "owner", "worker"}, N_("a road space claim")))
        return e;
      if (const Json* b = find(claim, "building"))
        if (auto e = read_building_named(*b, child(here, "building"), nullptr, "building",
                                         r.building.emplace()))
          return e;
      if (const Json* o = find(claim, "owner"))
        if (auto e = read_player_or_null(*o, child(here, "owner"), names, r.owner.emplace()))
          return e;
      if (const Json* w = find(claim, "worker"))
        if (auto e = read_player_or_null(*w, child(here, "worker"), names, r.worker.emplace()))
          return e;
    }
    return std::nullopt;
  }
  static Ordered space_json(const RoadClaim& r, const Names& names) {
    if (r.empty) return nullptr;
    Ordered entry = Ordered::object();
    if (r.building) entry["building"] = building_name(*r.building);
    if (r.owner) entry["owner"] = name_or_null(*r.owner, names);
    if (r.worker) entry["worker"] = name_or_null(*r.worker, names);
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
      RoadClaim state{r.building == BuildingId::none, r.building, r.owner, r.worker};
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
      if (claim.worker)
        differ(out, join(here, "worker"), plain(name_or_null(*claim.worker, names)),
               plain(name_or_null(r.worker, names)));
    }
  }
  static Value take(const GameState& s) {
    Value out;
    for (Space space = 1; space <= kRoadSpaces; ++space) {
      const RoadSpace& r = s.road[space];
      out[space] = r.building == BuildingId::none ? RoadClaim{true, {}, {}, {}}
                                                  : RoadClaim{false, r.building, r.owner, {}};
      // A worker is said where one stands: a final state without workers reads as before.
      if (r.worker != kNoPlayer) out[space]->worker = r.worker;
    }
    return out;
  }
  // The parts said; an empty space holds no building, house or worker. What follows from a
  // changed road (the stock, the workers out) is derived after every field is set
  // (replay/positions/position.h, settle_board).
  static std::optional<std::string> amend(const Value& road, GameState& s, const Names&,
                                          const std::string&) {
    for (Space space = 1; space <= kRoadSpaces; ++space) {
      if (!road[space]) continue;
      const RoadClaim& claim = *road[space];
      RoadSpace& r = s.road[space];
      if (claim.empty) r = RoadSpace{};
      if (claim.building) r.building = *claim.building;
      if (claim.owner) r.owner = *claim.owner;
      if (claim.worker) r.worker = *claim.worker;
    }
    return std::nullopt;
  }
  static Ordered schema() {
    Ordered space = {{"type", "object"},
                     {"properties",
                      {{"building", ref_schema("building")},
                       {"owner", {{"oneOf", {ref_schema("name"), {{"type", "null"}}}}}},
                       {"worker", {{"oneOf", {ref_schema("name"), {{"type", "null"}}}}}}}},
                     {"additionalProperties", false}};
    return {{"type", "object"},
            {"propertyNames", {{"pattern", "^([1-9]|1[0-9]|2[0-8])$"}}},
            {"additionalProperties", {{"oneOf", {{{"type", "null"}}, space}}}}};
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
    if (auto e = expect_object(v, path, kSectionNames.names, N_("the castle"))) return e;
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
  static Ordered schema() {
    Ordered sections = Ordered::object();
    for (int i = 0; i < kSectionCount; ++i)
      sections[std::string(section_name(static_cast<Section>(i)))] = {
          {"type", "object"},
          {"additionalProperties", integer_schema(0, kMaxHouses)},
          {"description", "player name -> value"}};
    return {{"type", "object"}, {"properties", sections}, {"additionalProperties", false}};
  }
};

}  // namespace

// LOG_FORMAT.md, "Checks", in its order.
std::span<const ClaimField> fields() {
  static const std::array kFields = {
      at_row(),  // first: written first, `check at=end_of_turn bailiff=11`
      row<&Claims::turn, Turn>("turn"),
      row<&Claims::phase, PhaseField>("phase"),
      row<&Claims::provost, RoadSpaceField<&GameState::provost>>("provost"),
      row<&Claims::bailiff, RoadSpaceField<&GameState::bailiff>>("bailiff"),
      row<&Claims::turn_order, TurnOrder>("turn_order"),
      row<&Claims::scored, Scored>("scored"),
      row<&Claims::road, Road>("road"),
      row<&Claims::castle, Castle>("castle"),
      players_row(),
      workers_row(),
      passed_row(),
      stock_row(),
  };
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
