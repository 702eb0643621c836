// The fields of a claim (LOG_FORMAT.md, "Checks"), declared once: one row per key, from which
// reading JSON, writing canonical JSON, comparing with a state, state_as_check, amend_state and
// the claims' JSON Schema are generated (replay/claims/claims.cpp, replay/claims/checks.cpp,
// replay/positions/amendments.cpp, replay/json/log_schema.cpp). Internal to replay/; snapshots
// (replay/snapshot*.cpp) share the player fields.
//
// Adding a check field is one row here (and one member of Claims or PlayerClaims); the test
// tests/claims_test.cpp walks the table.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/state.h"
#include "replay/claims/checks.h"
#include "replay/claims/claims.h"
#include "replay/input/json_input.h"

namespace caylus::claim_fields {

using Names = std::vector<std::string>;
using Ordered = nlohmann::ordered_json;

// Claimed amounts: generous bounds, far above anything a game reaches, that keep nonsense out.
inline constexpr std::int64_t kMaxAmount = 9999;
inline constexpr std::int64_t kMaxTurn = 99;
inline constexpr std::int64_t kMaxHouses = 30;  // 6 + 10 + 14 castle spaces

// A number a player has: PlayerClaims::fields[i] is kPlayerFields[i].
struct PlayerField {
  std::string_view name;
  std::int64_t max;  // a claim is 0..max
  int (*get)(const GameState&, PlayerIndex);
  // What an amendment sets; nullptr: the field follows from the actions (LOG_FORMAT.md,
  // "Amendments"), and an amendment of it is refused. Snapshots store exactly these fields.
  void (*set)(GameState&, PlayerIndex, int);
};

// A cube's field, named as the cube is (kCubeNames).
template <Cube kCube>
constexpr PlayerField cube_field() {
  return {cube_name(kCube), kMaxAmount,
          [](const GameState& s, PlayerIndex p) -> int { return s.player(p).goods[kCube]; },
          [](GameState& s, PlayerIndex p, int n) {
            s.player(p).goods[kCube] = static_cast<std::int16_t>(n);
          }};
}

// Deniers, prestige, a field per cube in the cubes' order, workers.
template <std::size_t... kCubes>
constexpr std::array<PlayerField, kPlayerFieldCount> player_fields(std::index_sequence<kCubes...>) {
  return {{
      {"deniers", kMaxAmount,
       [](const GameState& s, PlayerIndex p) -> int { return s.player(p).goods.deniers; },
       [](GameState& s, PlayerIndex p, int n) {
         s.player(p).goods.deniers = static_cast<std::int16_t>(n);
       }},
      {"prestige", kMaxAmount,
       [](const GameState& s, PlayerIndex p) -> int { return s.player(p).goods.prestige; },
       [](GameState& s, PlayerIndex p, int n) {
         s.player(p).goods.prestige = static_cast<std::int16_t>(n);
       }},
      cube_field<static_cast<Cube>(kCubes)>()...,
      // Workers available to place: the workers out follow from the placements.
      {"workers", kWorkersPerPlayer,
       [](const GameState& s, PlayerIndex p) { return s.available_workers(p); }, nullptr},
  }};
}
inline constexpr std::array<PlayerField, kPlayerFieldCount> kPlayerFields =
    player_fields(std::make_index_sequence<kCubeTypes>{});

// A player's claim: the fields above, then "favor" (row -> column).
inline constexpr std::string_view kFavorKey = "favor";

// One key of a claims object, in LOG_FORMAT.md order.
struct ClaimField {
  std::string_view name;
  bool (*given)(const Claims&);
  json_input::Error (*read)(const json_input::Json& value, const std::string& path,
                            const Names& names, Claims& out);
  Ordered (*write)(const Claims&, const Names&);  // only when given
  // Appends a Mismatch per differing part (only when given), paths under `path` (the name).
  void (*compare)(const Claims&, const GameState&, const Names&, const std::string& path,
                  std::vector<Mismatch>& out);
  void (*take)(const GameState&, Claims& out);  // the state's value (state_as_check)
  // Sets the claim in the state (only when given), or says why a part of it cannot be set (a
  // field that follows from the actions refuses whole, in its row's words: claim_row.h).
  std::optional<std::string> (*amend)(const Claims&, GameState&, const Names&,
                                      const std::string& path);
  Ordered (*schema)();  // the value's JSON Schema (docs/log.schema.json, definitions.claims)
  // Part of the whole state as a check (state_claims: the replayer's `final`, the golden games'
  // expect). The fields of LOG_FORMAT.md "Positions" (the special buildings' workers, the bridge,
  // the stock) are claimed, not listed: a `final` reads as it did before them.
  bool whole_state = true;
  // Not a value of the state but which state the other claims are compared with (`at`: a phase
  // boundary, docs/notation.md): a check's only (read_claims refuses it elsewhere); it compares
  // nothing, takes nothing from a state and is never amended.
  bool qualifier = false;
};

std::span<const ClaimField> fields();
// The keys, in table order, for messages and expect_object.
std::span<const std::string_view> field_names();
std::span<const std::string_view> player_field_names();  // with "favor" last

// "player 3" for a seat without a name.
std::string name_of(PlayerIndex p, const Names& names);

// {"name": count, ...}: a count per player named (0..max), for the castle's houses of a check
// and a snapshot's houses and batches.
json_input::Error read_seat_counts(const nlohmann::json& v, const std::string& path,
                                   const Names& names, std::int64_t max, SeatCounts& out);

}  // namespace caylus::claim_fields
