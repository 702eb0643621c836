#include "replay/positions/snapshot_players.h"

#include <algorithm>

#include "core/language/catalog.h"
#include "replay/claims/claim_fields.h"

namespace caylus::snapshot_players {
namespace {

using namespace json_input;
using claim_fields::kPlayerFields;

// A snapshot stores the goods a player counts (the fields an amendment may set) and the workers
// out, from which the workers available to place follow.
bool stored(const claim_fields::PlayerField& field) {
  return field.set != nullptr;
}

std::span<const std::string_view> player_keys() {
  static const std::vector<std::string_view> kKeys = [] {
    std::vector<std::string_view> out = {"name"};
    for (const auto& field : kPlayerFields)
      if (stored(field)) out.push_back(field.name);
    out.push_back(claim_fields::kFavorKey);
    out.push_back("workers_out");
    return out;
  }();
  return kKeys;
}

}  // namespace

Error read_players(const Json& list, const std::string& here,
                   const std::vector<std::string>& given_names, GameState& s,
                   std::vector<std::string>& names) {
  if (auto e = expect_array(list, here, 100)) return e;
  if (list.size() < kMinPlayers || list.size() > kMaxPlayers)
    return error_at(here, fill_in(tr("Caylus is played by 2 to 5 players, not {0}"), list.size()));
  s.player_count = static_cast<std::int8_t>(list.size());
  for (std::size_t p = 0; p < list.size(); ++p) {
    const Json& entry = list[p];
    std::string path = item(here, p);
    if (auto e = expect_object(entry, path, player_keys(), N_("a player"))) return e;
    const Json* v;
    if (auto e = required(entry, path, "name", v)) return e;
    std::string name;
    if (auto e = read_string(*v, child(path, "name"), name, 100)) return e;
    if (name.empty())
      return error_at(child(path, "name"), std::string(tr("a player's name cannot be empty")));
    if (std::find(names.begin(), names.end(), name) != names.end())
      return error_at(child(path, "name"), fill_in(tr("duplicate player name '{0}'"), name));
    if (!given_names.empty() && (p >= given_names.size() || given_names[p] != name))
      return error_at(child(path, "name"),
                      p < given_names.size()
                          ? fill_in(tr("the snapshot's player {0} is '{1}' but the log's "
                                       "setup.players says '{2}'"),
                                    p + 1, name, given_names[p])
                          : fill_in(tr("the snapshot's player {0} is '{1}' but the log's "
                                       "setup.players names nobody there"),
                                    p + 1, name));
    names.push_back(name);
    auto seat = static_cast<PlayerIndex>(p);
    std::int64_t n = 0;
    for (const auto& field : kPlayerFields) {
      if (!stored(field)) continue;
      if (auto e = required(entry, path, field.name, v)) return e;
      if (auto e = read_int(*v, child(path, field.name), 0, field.max, n)) return e;
      field.set(s, seat, static_cast<int>(n));
    }
    if (auto e = required(entry, path, claim_fields::kFavorKey, v)) return e;
    std::string favor_path = child(path, claim_fields::kFavorKey);
    if (auto e = expect_object(*v, favor_path, kFavorRowNames.names, N_("favor (row: column)")))
      return e;
    PlayerState& ps = s.players[p];
    for (int r = 0; r < kFavorRows; ++r) {
      const Json* column;
      std::string_view row = favor_row_name(static_cast<FavorRow>(r));
      if (auto e = required(*v, favor_path, row, column)) return e;
      if (auto e = read_int(*column, child(favor_path, row), 0, kFavorColumns, n)) return e;
      ps.favor[r] = static_cast<std::uint8_t>(n);
    }
    if (auto e = required(entry, path, "workers_out", v)) return e;
    if (auto e = read_int(*v, child(path, "workers_out"), 0, kWorkersPerPlayer, n)) return e;
    ps.workers_out = static_cast<std::uint8_t>(n);
  }
  return std::nullopt;
}

nlohmann::ordered_json player_entry(const GameState& s, PlayerIndex p, const std::string& name) {
  using Ordered = nlohmann::ordered_json;
  const PlayerState& ps = s.player(p);
  Ordered entry = Ordered::object();
  entry["name"] = name;
  for (const auto& field : kPlayerFields)
    if (stored(field)) entry[std::string(field.name)] = field.get(s, p);
  Ordered favor = Ordered::object();
  for (int r = 0; r < kFavorRows; ++r)
    favor[std::string(favor_row_name(static_cast<FavorRow>(r)))] = ps.favor[r];
  entry[std::string(claim_fields::kFavorKey)] = favor;
  entry["workers_out"] = ps.workers_out;
  return entry;
}

}  // namespace caylus::snapshot_players
