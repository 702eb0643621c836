// How a row of the claim table (replay/claims/claim_fields.h) is made from the operations of one
// field, and the helpers those operations share. Internal to the claim table's files
// (replay/claim_fields*.cpp).
#pragma once

#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "core/language/catalog.h"
#include "replay/claims/claim_fields.h"

namespace caylus::claim_fields::detail {

using namespace json_input;

// Mismatch paths are plain dotted paths ("players.green.deniers"), as LOG_FORMAT.md shows them.
inline std::string join(const std::string& path, std::string_view key) {
  return path + "." + std::string(key);
}

inline Ordered name_or_null(PlayerIndex p, const Names& names) {
  if (p == kNoPlayer) return nullptr;
  return name_of(p, names);
}

inline void differ(std::vector<Mismatch>& out, const std::string& path,
                   const nlohmann::json& claimed, const nlohmann::json& computed) {
  if (claimed != computed) out.push_back(Mismatch{path, claimed, computed});
}

inline nlohmann::json plain(const Ordered& value) {
  return nlohmann::json::parse(value.dump());
}

// Seats that have a name (all of them when the caller passes every name).
inline PlayerIndex seats(const GameState& s, const Names& names) {
  return static_cast<PlayerIndex>(
      std::min<std::size_t>(static_cast<std::size_t>(s.player_count), names.size()));
}

// JSON Schema pieces (docs/log.schema.json) for the fields' `schema`.
inline Ordered integer_schema(std::int64_t min, std::int64_t max) {
  return {{"type", "integer"}, {"minimum", min}, {"maximum", max}};
}
inline Ordered ref_schema(std::string_view definition) {
  return {{"$ref", "#/definitions/" + std::string(definition)}};
}

// One row from the operations of a field on its value type (the member of Claims): Ops has
// static read, write, compare, take and schema, and either amend (an amendment may set the
// field) or kNotAmendable, why it may not: the refusal, a catalog's message ({0}: the key).
// Choosing is a step of docs/developing.md, "A check field": a row with neither does not build.
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
  f.schema = &Ops::schema;
  constexpr bool kAmendable = requires {
    &Ops::amend;
  };
  static_assert(
      kAmendable != requires { Ops::kNotAmendable; },
      "a claim field has amend, or kNotAmendable saying why an amendment may not set it");
  if constexpr (kAmendable)
    f.amend = [](const Claims& c, GameState& s, const Names& names, const std::string& path) {
      return Ops::amend(*(c.*kMember), s, names, path);
    };
  else
    f.amend = [](const Claims&, GameState&, const Names&,
                 const std::string& path) -> std::optional<std::string> {
      return fill_in(tr(Ops::kNotAmendable), path);
    };
  return f;
}

// The rows defined in their own files.
ClaimField players_row();  // replay/claims/claim_fields_players.cpp
ClaimField workers_row();  // replay/claims/claim_fields_workers.cpp
ClaimField passed_row();   // replay/claims/claim_fields_workers.cpp
ClaimField stock_row();    // replay/claims/claim_fields_workers.cpp

}  // namespace caylus::claim_fields::detail
