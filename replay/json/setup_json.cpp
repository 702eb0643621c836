// Reading the setup of a JSON log (replay/json/setup_json.h).
#include "replay/json/setup_json.h"

#include <algorithm>
#include <array>

#include "core/buildings.h"
#include "core/language/catalog.h"
#include "replay/claims/claims.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/reachable.h"
#include "replay/positions/snapshot.h"

namespace caylus::json_input {
namespace {

// "neutral_farm, neutral_forest, ...": the neutral tiles' ids in catalog order, which a setup's
// `neutral` lists (language-neutral, outside the sentence).
std::string neutral_ids() {
  std::string out;
  for (int id = 1; id < kBuildingCount; ++id)
    if (building(static_cast<BuildingId>(id)).kind == BuildingKind::neutral)
      out += (out.empty() ? "" : ", ") + std::string(building_name(static_cast<BuildingId>(id)));
  return out;
}

Error read_players(const Json& setup, GameLog& log) {
  const Json* list;
  if (auto e = required(setup, "setup", "players", list)) return e;
  std::string path = "setup.players";
  if (!list->is_array())
    return error_at(path,
                    fill_in(tr("expected a list of player names, found {0}"), type_name(*list)));
  if (list->size() < kMinPlayers || list->size() > kMaxPlayers)
    return error_at(path, fill_in(tr("Caylus is played by 2 to 5 players (setup.players), not {0}"),
                                  list->size()));
  for (std::size_t i = 0; i < list->size(); ++i) {
    std::string name;
    std::string here = item(path, i);
    if (auto e = read_string((*list)[i], here, name, kMaxNameBytes)) return e;
    if (name.empty()) return error_at(here, std::string(tr("a player's name cannot be empty")));
    if (std::find(log.players.begin(), log.players.end(), name) != log.players.end())
      return error_at(here, fill_in(tr("duplicate player name '{0}'"), name));
    log.players.push_back(name);
  }
  return std::nullopt;
}

Error read_neutral(const Json& value, GameLog& log) {
  std::string path = "setup.neutral";
  if (auto e = expect_array(value, path, 100)) return e;
  if (value.size() != 6)
    return error_at(path, fill_in(tr_n("the 6 neutral buildings in road order (spaces 1-6), "
                                       "not {0} name",
                                       "the 6 neutral buildings in road order (spaces 1-6), "
                                       "not {0} names",
                                       value.size()),
                                  value.size()));
  std::array<BuildingId, 6> neutral{};
  for (std::size_t i = 0; i < 6; ++i) {
    std::string here = item(path, i);
    // An id first (a building that is no neutral one says so), else a short name.
    if (auto e = read_building_named(value[i], here, is_neutral_tile, "neutral building",
                                     neutral[i], true))
      return e;
    if (building(neutral[i]).kind != BuildingKind::neutral)
      return error_at(here, fill_in(tr("'{0}' is not a neutral building ({1})"),
                                    building_name(neutral[i]), neutral_ids()));
    if (std::find(neutral.begin(), neutral.begin() + static_cast<long>(i), neutral[i]) !=
        neutral.begin() + static_cast<long>(i))
      return error_at(here, fill_in(tr("'{0}' is listed twice"), building_name(neutral[i])));
  }
  log.neutral = neutral;
  return std::nullopt;
}

}  // namespace

Error read_setup(const Json& root, GameLog& log, const RuleOptions* given_options) {
  const Json* setup;
  if (auto e = required(root, "", "setup", setup)) return e;
  if (auto e = expect_object(*setup, "setup", {"players", "neutral", "seed", "state", "position"},
                             "setup"))
    return e;
  if (auto e = read_players(*setup, log)) return e;
  if (const Json* state = find(*setup, "state")) {
    for (std::string_view key : {"neutral", "seed", "position"})
      if (find(*setup, key) != nullptr)
        return error_at(child("setup", key),
                        fill_in(tr("a setup from a state snapshot takes no '{0}': the state "
                                   "holds the board"),
                                key));
    auto snapshot = read_snapshot(*state, log.players, "setup.state");
    if (auto* error = std::get_if<LogError>(&snapshot)) return *error;
    log.start_state = std::get<GameState>(snapshot);
    // A snapshot no game could reach is bad input, at its field (replay/positions/reachable.h).
    if (auto why = judge_board(*log.start_state))
      return error_at(snapshot_path(*why, log.players, "setup.state"),
                      unreachable_text(*why, log.players));
    // The snapshot carries its options; rules.options may repeat them, not contradict them.
    if (given_options != nullptr && !(*given_options == log.start_state->options))
      return error_at("rules.options",
                      std::string(tr("the rule options differ from the snapshot's "
                                     "(setup.state.options); give them once, in the snapshot")));
    log.options = log.start_state->options;
    return std::nullopt;
  }
  if (const Json* neutral = find(*setup, "neutral"))
    if (auto e = read_neutral(*neutral, log)) return e;
  if (const Json* seed = find(*setup, "seed")) {
    std::uint64_t value = 0;
    if (auto e = read_uint64(*seed, "setup.seed", value)) return e;
    log.seed = value;
  }
  if (!log.neutral && !log.seed)
    return error_at("setup", std::string(tr("the setup needs the neutral buildings' order "
                                            "('neutral') or a 'seed' to draw it from")));
  if (const Json* position = find(*setup, "position")) {
    auto claims = read_claims(*position, log.players, "setup.position", ClaimsOf::position);
    if (auto* error = std::get_if<LogError>(&claims)) return *error;
    log.position = std::move(std::get<Claims>(claims));
    // A position no game could reach is bad input, found here with its field's place.
    auto start = initial_state(log);
    if (auto* error = std::get_if<LogError>(&start)) return *error;
  }
  return std::nullopt;
}

}  // namespace caylus::json_input
