#include "replay/log_check.h"

#include <algorithm>
#include <array>

#include "core/rule_id.h"
#include "replay/json_input.h"

namespace caylus {
namespace {

using namespace json_input;
using Ordered = nlohmann::ordered_json;

// Claimed amounts: generous bounds, far above anything a game reaches, that keep nonsense out.
constexpr std::int64_t kMaxAmount = 9999;
constexpr std::int64_t kMaxTurn = 99;
constexpr std::int64_t kMaxHouses = 30;  // 6 + 10 + 14 castle spaces

struct CheckReader {
  const std::vector<std::string>& names;

  Error read_players_list(const Json& value, const std::string& path, Ordered& out) {
    if (auto e = expect_array(value, path, kMaxPlayers)) return e;
    out = Ordered::array();
    std::vector<PlayerIndex> seen;
    for (std::size_t i = 0; i < value.size(); ++i) {
      PlayerIndex p;
      if (auto e = read_player(value[i], item(path, i), names, p)) return e;
      if (std::find(seen.begin(), seen.end(), p) != seen.end())
        return error_at(item(path, i), "'" + names[p] + "' is listed twice");
      seen.push_back(p);
      out.push_back(names[p]);
    }
    return std::nullopt;
  }

  Error read_scored(const Json& value, const std::string& path, Ordered& out) {
    if (auto e = expect_array(value, path, kSectionCount)) return e;
    std::array<bool, kSectionCount> listed{};
    for (std::size_t i = 0; i < value.size(); ++i) {
      Section section;
      if (auto e = read_section(value[i], item(path, i), section)) return e;
      if (listed[static_cast<int>(section)])
        return error_at(item(path, i),
                        "'" + std::string(section_name(section)) + "' is listed twice");
      listed[static_cast<int>(section)] = true;
    }
    // A set: written in castle order whatever the order given.
    out = Ordered::array();
    for (int i = 0; i < kSectionCount; ++i)
      if (listed[i]) out.push_back(section_name(static_cast<Section>(i)));
    return std::nullopt;
  }

  Error read_road(const Json& value, const std::string& path, Ordered& out) {
    if (auto e = expect_object(value, path)) return e;
    std::array<const Json*, kRoadSpaces + 1> claims{};
    for (const auto& [key, claim] : value.items()) {
      Space space;
      if (auto e = road_space_key(key, child(path, key), space)) return e;
      claims[space] = &claim;
    }
    out = Ordered::object();
    for (Space space = 1; space <= kRoadSpaces; ++space) {
      if (claims[space] == nullptr) continue;
      const Json& claim = *claims[space];
      std::string here = child(path, std::to_string(space));
      Ordered entry = nullptr;  // null: the space is empty
      if (!claim.is_null()) {
        if (auto e = expect_object(claim, here, {"building", "owner"}, "a road space claim"))
          return e;
        entry = Ordered::object();
        if (const Json* b = find(claim, "building")) {
          BuildingId id;
          if (auto e = read_building(*b, child(here, "building"), id)) return e;
          entry["building"] = building_name(id);
        }
        if (const Json* o = find(claim, "owner")) {
          PlayerIndex p;
          if (auto e = read_player_or_null(*o, child(here, "owner"), names, p)) return e;
          entry["owner"] = p == kNoPlayer ? Ordered(nullptr) : Ordered(names[p]);
        }
      }
      out[std::to_string(space)] = entry;
    }
    return std::nullopt;
  }

  // {"name": count, ...} in seat order.
  Error read_per_player(const Json& value, const std::string& path, std::int64_t max,
                        Ordered& out) {
    if (auto e = expect_object(value, path)) return e;
    std::array<std::int64_t, kMaxPlayers> counts{};
    std::array<bool, kMaxPlayers> given{};
    for (const auto& [name, count] : value.items()) {
      PlayerIndex p;
      std::string here = child(path, name);
      if (auto e = player_named(name, here, names, p)) return e;
      if (auto e = read_int(count, here, 0, max, counts[p])) return e;
      given[p] = true;
    }
    out = Ordered::object();
    for (std::size_t p = 0; p < names.size(); ++p)
      if (given[p]) out[names[p]] = counts[p];
    return std::nullopt;
  }

  Error read_castle(const Json& value, const std::string& path, Ordered& out) {
    if (auto e = expect_object(value, path, {"dungeon", "walls", "towers"}, "the castle")) return e;
    out = Ordered::object();
    for (int i = 0; i < kSectionCount; ++i) {
      std::string section(section_name(static_cast<Section>(i)));
      const Json* houses = find(value, section);
      if (houses == nullptr) continue;
      Ordered per_player;
      if (auto e = read_per_player(*houses, child(path, section), kMaxHouses, per_player)) return e;
      out[section] = per_player;
    }
    return std::nullopt;
  }

  Error read_player_claims(const Json& value, const std::string& path, Ordered& out) {
    if (auto e = expect_object(
            value, path,
            {"deniers", "prestige", "food", "wood", "stone", "cloth", "gold", "workers", "favor"},
            "a player claim"))
      return e;
    out = Ordered::object();
    for (std::string_view key :
         {"deniers", "prestige", "food", "wood", "stone", "cloth", "gold", "workers"}) {
      const Json* field = find(value, key);
      if (field == nullptr) continue;
      std::int64_t n = 0;
      if (auto e = read_int(*field, child(path, key), 0,
                            key == "workers" ? kWorkersPerPlayer : kMaxAmount, n))
        return e;
      out[std::string(key)] = n;
    }
    if (const Json* favor = find(value, "favor")) {
      std::string here = child(path, "favor");
      if (auto e = expect_object(*favor, here, {"prestige", "deniers", "resources", "buildings"},
                                 "favor (row: column)"))
        return e;
      Ordered rows = Ordered::object();
      for (int r = 0; r < kFavorRows; ++r) {
        std::string row(favor_row_name(static_cast<FavorRow>(r)));
        const Json* column = find(*favor, row);
        if (column == nullptr) continue;
        std::int64_t n = 0;
        if (auto e = read_int(*column, child(here, row), 0, kFavorColumns, n)) return e;
        rows[row] = n;
      }
      out["favor"] = rows;
    }
    return std::nullopt;
  }

  Error read_players(const Json& value, const std::string& path, Ordered& out) {
    if (auto e = expect_object(value, path)) return e;
    std::array<Ordered, kMaxPlayers> claims;
    std::array<bool, kMaxPlayers> given{};
    for (const auto& [name, claim] : value.items()) {
      PlayerIndex p;
      std::string here = child(path, name);
      if (auto e = player_named(name, here, names, p)) return e;
      if (auto e = read_player_claims(claim, here, claims[p])) return e;
      given[p] = true;
    }
    out = Ordered::object();
    for (std::size_t p = 0; p < names.size(); ++p)
      if (given[p]) out[names[p]] = claims[p];
    return std::nullopt;
  }

  Error read(const Json& check, const std::string& path, Ordered& out) {
    if (auto e = expect_object(check, path,
                               {"turn", "phase", "provost", "bailiff", "turn_order", "scored",
                                "road", "castle", "players"},
                               "a check"))
      return e;
    out = Ordered::object();
    if (const Json* v = find(check, "turn")) {
      std::int64_t n = 0;
      if (auto e = read_int(*v, child(path, "turn"), 1, kMaxTurn, n)) return e;
      out["turn"] = n;
    }
    if (const Json* v = find(check, "phase")) {
      Phase phase;
      if (auto e = read_phase(*v, child(path, "phase"), phase)) return e;
      out["phase"] = phase_name(phase);
    }
    for (std::string_view key : {"provost", "bailiff"}) {
      if (const Json* v = find(check, key)) {
        Space space;
        if (auto e = read_road_space(*v, child(path, key), space)) return e;
        out[std::string(key)] = space;
      }
    }
    Ordered part;
    if (const Json* v = find(check, "turn_order")) {
      if (auto e = read_players_list(*v, child(path, "turn_order"), part)) return e;
      out["turn_order"] = part;
    }
    if (const Json* v = find(check, "scored")) {
      if (auto e = read_scored(*v, child(path, "scored"), part)) return e;
      out["scored"] = part;
    }
    if (const Json* v = find(check, "road")) {
      if (auto e = read_road(*v, child(path, "road"), part)) return e;
      out["road"] = part;
    }
    if (const Json* v = find(check, "castle")) {
      if (auto e = read_castle(*v, child(path, "castle"), part)) return e;
      out["castle"] = part;
    }
    if (const Json* v = find(check, "players")) {
      if (auto e = read_players(*v, child(path, "players"), part)) return e;
      out["players"] = part;
    }
    return std::nullopt;
  }
};

bool known_rule(const std::string& text) {
  if (parse_rule_id(text)) return true;
  // building.<id>: the rule of one building's effect (RuleViolation::rule_text).
  constexpr std::string_view kPrefix = "building.";
  BuildingId id;
  return text.starts_with(kPrefix) && parse_building(text.substr(kPrefix.size()), id) &&
         id != BuildingId::none;
}

}  // namespace

std::variant<nlohmann::ordered_json, LogError> canonical_check(
    const nlohmann::json& check, const std::vector<std::string>& names, const std::string& path) {
  Ordered out;
  if (auto e = CheckReader{names}.read(check, path, out)) return *e;
  return out;
}

std::variant<nlohmann::ordered_json, LogError> canonical_expect(
    const nlohmann::json& expect, const std::vector<std::string>& names, std::size_t entry_count,
    const std::string& path) {
  if (auto e =
          expect_object(expect, path, {"verdict", "action", "rule", "complete", "final"}, "expect"))
    return *e;
  const Json* verdict = nullptr;
  if (auto e = required(expect, path, "verdict", verdict)) return *e;
  std::string text;
  std::string verdict_path = child(path, "verdict");
  if (auto e = read_string(*verdict, verdict_path, text)) return *e;
  if (text != "legal" && text != "illegal" && text != "mismatch")
    return error_at(verdict_path, "unknown verdict '" + text + "' (legal, illegal, mismatch)");
  Ordered out = Ordered::object();
  out["verdict"] = text;
  if (const Json* action = find(expect, "action")) {
    std::string here = child(path, "action");
    if (text == "legal")
      return error_at(here,
                      "a legal verdict names no action; 'action' is the entry that breaks "
                      "a rule (illegal) or the check that disagrees (mismatch)");
    if (entry_count == 0) return error_at(here, "the log has no actions to point at");
    std::int64_t n = 0;
    if (auto e = read_int(*action, here, 0, static_cast<std::int64_t>(entry_count) - 1, n))
      return *e;
    out["action"] = n;
  }
  if (const Json* rule = find(expect, "rule")) {
    std::string here = child(path, "rule");
    if (text != "illegal") return error_at(here, "only an illegal verdict names a rule");
    std::string id;
    if (auto e = read_string(*rule, here, id)) return *e;
    if (!known_rule(id))
      return error_at(here, "unknown rule id '" + id + "' (see RULES.md, e.g. place.cost)");
    out["rule"] = id;
  }
  if (const Json* complete = find(expect, "complete")) {
    bool flag = false;
    if (auto e = read_bool(*complete, child(path, "complete"), flag)) return *e;
    out["complete"] = flag;
  }
  if (const Json* final_claims = find(expect, "final")) {
    Ordered part;
    if (auto e = CheckReader{names}.read(*final_claims, child(path, "final"), part)) return *e;
    out["final"] = part;
  }
  return out;
}

}  // namespace caylus
