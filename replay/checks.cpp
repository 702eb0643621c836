// Checks compared with the computed state (LOG_FORMAT.md, "Checks"). Every key is optional; a
// key that is not in the contract is an input error, not a mismatch, so that a typo never
// passes silently as "nothing to compare".
#include "replay/checks.h"

#include <algorithm>
#include <charconv>
#include <optional>

namespace caylus {
namespace {

using nlohmann::json;

// Thrown inside this file only, caught by compare_check.
struct BadCheck {
  std::string path;
  std::string message;
};

std::string join(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}

std::string name_of(PlayerIndex p, const std::vector<std::string>& names) {
  return static_cast<std::size_t>(p) < names.size() ? names[p] : "player " + std::to_string(p + 1);
}

template <typename Json = json>
Json name_or_null(PlayerIndex p, const std::vector<std::string>& names) {
  if (p == kNoPlayer) return nullptr;
  return Json(name_of(p, names));
}

PlayerIndex player_named(const std::string& name, const GameState& s,
                         const std::vector<std::string>& names, const std::string& path) {
  for (PlayerIndex p = 0; p < s.player_count && static_cast<std::size_t>(p) < names.size(); ++p)
    if (names[p] == name) return p;
  std::string known;
  for (PlayerIndex p = 0; p < s.player_count && static_cast<std::size_t>(p) < names.size(); ++p)
    known += (known.empty() ? "" : ", ") + names[p];
  throw BadCheck{path, "unknown player '" + name + "' (players: " + known + ")"};
}

int integer(const json& value, const std::string& path) {
  if (!value.is_number_integer()) throw BadCheck{path, "expected an integer"};
  return value.get<int>();
}

const json::object_t& object(const json& value, const std::string& path) {
  if (!value.is_object()) throw BadCheck{path, "expected an object"};
  return value.get_ref<const json::object_t&>();
}

std::string text(const json& value, const std::string& path) {
  if (!value.is_string()) throw BadCheck{path, "expected a string"};
  return value.get<std::string>();
}

class Comparer {
 public:
  Comparer(const GameState& s, const std::vector<std::string>& names) : s_(s), names_(names) {}

  std::vector<Mismatch> run(const json& check) {
    const auto& keys = object(check, "");
    static const std::vector<std::string_view> kKeys = {
        "turn", "phase", "provost", "bailiff", "turn_order", "scored", "road", "castle", "players"};
    for (const auto& [key, value] : keys)
      if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end())
        throw BadCheck{key,
                       "unknown check key (known: turn, phase, provost, bailiff, turn_order, "
                       "scored, road, castle, players)"};
    // The contract's key order, whatever order the log used.
    for (std::string_view key : kKeys) {
      auto it = keys.find(std::string(key));
      if (it == keys.end()) continue;
      const json& value = it->second;
      std::string path(key);
      if (key == "turn") compare(path, integer(value, path), s_.turn);
      if (key == "provost") compare(path, integer(value, path), s_.provost);
      if (key == "bailiff") compare(path, integer(value, path), s_.bailiff);
      if (key == "phase") compare_phase(value, path);
      if (key == "turn_order") compare_turn_order(value, path);
      if (key == "scored") compare_scored(value, path);
      if (key == "road") compare_road(value, path);
      if (key == "castle") compare_castle(value, path);
      if (key == "players") compare_players(value, path);
    }
    return std::move(out_);
  }

 private:
  void compare(const std::string& path, const json& claimed, const json& computed) {
    if (claimed != computed) out_.push_back(Mismatch{path, claimed, computed});
  }

  void compare_phase(const json& value, const std::string& path) {
    std::string name = text(value, path);
    Phase phase;
    if (!parse_phase(name, phase))
      throw BadCheck{path, "unknown phase '" + name +
                               "' (income, placement, special, provost, "
                               "activation, castle, end_of_turn, game_over)"};
    compare(path, name, std::string(phase_name(s_.phase)));
  }

  void compare_turn_order(const json& value, const std::string& path) {
    if (!value.is_array()) throw BadCheck{path, "expected a list of player names"};
    json claimed = json::array();
    for (std::size_t i = 0; i < value.size(); ++i) {
      std::string item = join(path, std::to_string(i));
      std::string name = text(value[i], item);
      player_named(name, s_, names_, item);
      claimed.push_back(name);
    }
    json computed = json::array();
    for (int i = 0; i < s_.player_count; ++i)
      computed.push_back(name_or_null(s_.turn_order[i], names_));
    compare(path, claimed, computed);
  }

  void compare_scored(const json& value, const std::string& path) {
    if (!value.is_array()) throw BadCheck{path, "expected a list of sections"};
    std::uint8_t claimed_bits = 0;
    for (std::size_t i = 0; i < value.size(); ++i) {
      std::string item = join(path, std::to_string(i));
      std::string name = text(value[i], item);
      Section section;
      if (!parse_section(name, section))
        throw BadCheck{item, "unknown section '" + name + "' (dungeon, walls, towers)"};
      claimed_bits |= static_cast<std::uint8_t>(1 << static_cast<int>(section));
    }
    // A set: the order in which the log lists the sections does not matter.
    auto as_list = [](std::uint8_t bits) {
      json list = json::array();
      for (int i = 0; i < kSectionCount; ++i)
        if ((bits >> i) & 1) list.push_back(std::string(section_name(static_cast<Section>(i))));
      return list;
    };
    compare(path, as_list(claimed_bits), as_list(s_.scored));
  }

  void compare_road(const json& value, const std::string& path) {
    // Numeric order of the spaces, not the text order of the keys ("10" before "9").
    std::vector<std::pair<int, const json*>> spaces;
    for (const auto& [key, claim] : object(value, path)) {
      int space = 0;
      auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), space);
      if (error != std::errc() || end != key.data() + key.size() ||
          !is_road(static_cast<Space>(space)) || space > kRoadSpaces)
        throw BadCheck{join(path, key), "road spaces are numbered 1 to 28"};
      spaces.emplace_back(space, &claim);
    }
    std::sort(spaces.begin(), spaces.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [space, claim_ptr] : spaces) {
      const json& claim = *claim_ptr;
      std::string here = join(path, std::to_string(space));
      const RoadSpace& r = s_.road[space];
      json computed = nullptr;
      if (r.building != BuildingId::none)
        computed = json{{"building", std::string(building_name(r.building))},
                        {"owner", name_or_null(r.owner, names_)}};
      if (claim.is_null()) {
        compare(here, claim, computed);
        continue;
      }
      const auto& fields = object(claim, here);
      for (const auto& [key, field] : fields)
        if (key != "building" && key != "owner")
          throw BadCheck{join(here, key),
                         "a road space is {\"building\": id, \"owner\": name|null}"};
      if (r.building == BuildingId::none) {
        compare(here, claim, computed);
        continue;
      }
      if (auto it = fields.find("building"); it != fields.end()) {
        std::string name = text(it->second, join(here, "building"));
        BuildingId id;
        if (!parse_building(name, id) || id == BuildingId::none)
          throw BadCheck{join(here, "building"), "unknown building '" + name + "'"};
        compare(join(here, "building"), name, std::string(building_name(r.building)));
      }
      if (auto it = fields.find("owner"); it != fields.end()) {
        std::string owner_path = join(here, "owner");
        if (!it->second.is_null())
          player_named(text(it->second, owner_path), s_, names_, owner_path);
        compare(owner_path, it->second, name_or_null(r.owner, names_));
      }
    }
  }

  void compare_castle(const json& value, const std::string& path) {
    for (int i = 0; i < kSectionCount; ++i) {
      std::string section(section_name(static_cast<Section>(i)));
      auto it = object(value, path).find(section);
      if (it == object(value, path).end()) continue;
      std::string here = join(path, section);
      const auto& claims = object(it->second, here);
      for (const auto& [name, ignored] : claims) player_named(name, s_, names_, join(here, name));
      for (PlayerIndex p = 0; p < seats(); ++p) {  // seat order
        auto claim = claims.find(names_[p]);
        if (claim == claims.end()) continue;
        std::string player_path = join(here, names_[p]);
        compare(player_path, integer(claim->second, player_path), s_.houses[i][p]);
      }
    }
    for (const auto& [key, ignored] : object(value, path)) {
      Section section;
      if (!parse_section(key, section))
        throw BadCheck{join(path, key), "unknown section '" + key + "' (dungeon, walls, towers)"};
    }
  }

  void compare_players(const json& value, const std::string& path) {
    const auto& all = object(value, path);
    for (const auto& [name, ignored] : all) player_named(name, s_, names_, join(path, name));
    for (PlayerIndex p = 0; p < seats(); ++p) {  // seat order, whatever the log's
      auto found = all.find(names_[p]);
      if (found == all.end()) continue;
      const json& claims = found->second;
      std::string here = join(path, names_[p]);
      const PlayerState& player = s_.player(p);
      const auto& fields = object(claims, here);
      for (const auto& [key, ignored] : fields) {
        Cube cube;
        if (key != "deniers" && key != "prestige" && key != "workers" && key != "favor" &&
            !parse_cube(key, cube))
          throw BadCheck{join(here, key),
                         "unknown player field (deniers, prestige, food, wood, "
                         "stone, cloth, gold, workers, favor)"};
      }
      auto field = [&](std::string_view key, int computed) {
        auto it = fields.find(std::string(key));
        if (it == fields.end()) return;
        std::string field_path = join(here, key);
        compare(field_path, integer(it->second, field_path), computed);
      };
      field("deniers", player.goods.deniers);
      field("prestige", player.goods.prestige);
      for (Cube c : kAllCubes) field(cube_name(c), player.goods[c]);
      field("workers", s_.available_workers(p));
      if (auto it = fields.find("favor"); it != fields.end()) {
        std::string favor_path = join(here, "favor");
        for (const auto& [row_name, column] : object(it->second, favor_path)) {
          FavorRow row;
          if (!parse_favor_row(row_name, row))
            throw BadCheck{join(favor_path, row_name),
                           "unknown favor row (prestige, deniers, resources, buildings)"};
          std::string row_path = join(favor_path, row_name);
          compare(row_path, integer(column, row_path), player.favor[static_cast<int>(row)]);
        }
      }
    }
  }

  // Seats that have a name (all of them when the caller passes every name).
  PlayerIndex seats() const {
    return static_cast<PlayerIndex>(
        std::min<std::size_t>(static_cast<std::size_t>(s_.player_count), names_.size()));
  }

  const GameState& s_;
  const std::vector<std::string>& names_;
  std::vector<Mismatch> out_;
};

}  // namespace

std::string json_text(const nlohmann::json& value) {
  if (value.is_string()) return value.get<std::string>();
  return value.dump();
}

std::string Mismatch::to_string() const {
  return path + ": claimed " + json_text(claimed) + ", computed " + json_text(computed);
}

std::variant<std::vector<Mismatch>, CheckInputError> compare_check(
    const nlohmann::json& check, const GameState& state, const std::vector<std::string>& names) {
  try {
    return Comparer(state, names).run(check);
  } catch (const BadCheck& bad) {
    return CheckInputError{bad.path, bad.message};
  } catch (const nlohmann::json::exception& e) {  // e.g. an integer out of int's range
    return CheckInputError{"", e.what()};
  }
}

std::variant<std::vector<Mismatch>, CheckInputError> compare_check(
    const nlohmann::ordered_json& check, const GameState& state,
    const std::vector<std::string>& names) {
  return compare_check(json::parse(check.dump()), state, names);
}

nlohmann::ordered_json state_as_check(const GameState& s, const std::vector<std::string>& names) {
  using Ordered = nlohmann::ordered_json;
  Ordered check;
  check["turn"] = s.turn;
  check["phase"] = std::string(phase_name(s.phase));
  check["provost"] = s.provost;
  check["bailiff"] = s.bailiff;
  Ordered order = Ordered::array();
  for (int i = 0; i < s.player_count; ++i)
    order.push_back(name_or_null<Ordered>(s.turn_order[i], names));
  check["turn_order"] = order;
  Ordered scored = Ordered::array();
  for (int i = 0; i < kSectionCount; ++i)
    if (s.is_scored(static_cast<Section>(i)))
      scored.push_back(std::string(section_name(static_cast<Section>(i))));
  check["scored"] = scored;
  Ordered road = Ordered::object();
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    road[std::to_string(i)] = r.building == BuildingId::none
                                  ? Ordered(nullptr)
                                  : Ordered{{"building", std::string(building_name(r.building))},
                                            {"owner", name_or_null<Ordered>(r.owner, names)}};
  }
  check["road"] = road;
  Ordered castle = Ordered::object();
  for (int i = 0; i < kSectionCount; ++i) {
    Ordered section = Ordered::object();
    for (PlayerIndex p = 0; p < s.player_count; ++p) section[name_of(p, names)] = s.houses[i][p];
    castle[std::string(section_name(static_cast<Section>(i)))] = section;
  }
  check["castle"] = castle;
  Ordered players = Ordered::object();
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    const PlayerState& player = s.player(p);
    Ordered entry;
    entry["deniers"] = player.goods.deniers;
    entry["prestige"] = player.goods.prestige;
    for (Cube c : kAllCubes) entry[std::string(cube_name(c))] = player.goods[c];
    entry["workers"] = s.available_workers(p);
    Ordered favor = Ordered::object();
    for (int r = 0; r < kFavorRows; ++r)
      favor[std::string(favor_row_name(static_cast<FavorRow>(r)))] = player.favor[r];
    entry["favor"] = favor;
    players[name_of(p, names)] = entry;
  }
  check["players"] = players;
  return check;
}

}  // namespace caylus
