// Checks: a log's claims about the state (LOG_FORMAT.md, "Checks") compared with the state the
// replayer computed, field by field, so that a dispute sees every value that differs and not
// only the first.
//
//   {"check": {"turn": 3, "players": {"green": {"deniers": 7}}}}
//   -> players.green.deniers: claimed 7, computed 6
//
// The same shape describes a whole state (state_as_check): the `final` of the replayer's
// answer and the `final` claims of `expect`.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/state.h"
#include "replay/claims/claims.h"

namespace caylus {

// One field where the claim and the computed state differ. `path` is the field's place in the
// check object ("players.green.deniers", "road.9.owner"); the values are JSON (a number, a
// name, null for an empty road space or no owner, a list of names).
struct Mismatch {
  std::string path;
  nlohmann::json claimed;
  nlohmann::json computed;
  // "players.green.deniers: claimed 7, computed 6" (names unquoted).
  std::string to_string() const;
  bool operator==(const Mismatch&) const = default;
};

// Compares every field `claims` speaks of with `state`; names[p] is player p's name. Returns
// every differing field (empty = the claims agree), in the order of the keys of LOG_FORMAT.md
// (road spaces in numeric order, players and houses in seat order).
std::vector<Mismatch> compare_check(const Claims& claims, const GameState& state,
                                    const std::vector<std::string>& names);

// The whole state in the shape of a check (state_claims, written as JSON): every key (in
// LOG_FORMAT.md order), every road space (numeric order, null when empty), every section and
// every player (seat order). compare_check(state_claims(s), s) is empty.
nlohmann::ordered_json state_as_check(const GameState& state,
                                      const std::vector<std::string>& names);

// A JSON value as a person reads it: strings without quotes, the rest as compact JSON.
std::string json_text(const nlohmann::json& value);

}  // namespace caylus
