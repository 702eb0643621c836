// The claim table (replay/claims/claim_fields.h) against the contract of LOG_FORMAT.md "Checks" and
// "Amendments": every field reads and writes back byte for byte, is taken from a state, is
// compared (one field off = exactly one mismatch, at that field's path), and is set by an
// amendment exactly when the contract lets the table amend it.
#include "replay/claims/claims.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "replay/claims/checks.h"
#include "replay/claims/claim_fields.h"
#include "replay/positions/amendments.h"
#include "replay_support.h"

namespace caylus {
namespace {

using nlohmann::json;
using Ordered = nlohmann::ordered_json;
using test::play_random_game;
using Keys = std::vector<std::string>;

// LOG_FORMAT.md, "Checks", in its order: written here again on purpose, as the contract the
// table must meet (a row left out of the table fails these tests).
// Then LOG_FORMAT.md, "Positions": the special buildings' workers, the bridge, the stock.
const Keys kContractKeys = {"turn", "phase",  "provost", "bailiff", "turn_order", "scored",
                            "road", "castle", "players", "workers", "passed",     "stock"};
const Keys kContractPlayerKeys = {"deniers", "prestige", "food",    "wood", "stone",
                                  "cloth",   "gold",     "workers", "favor"};
const Keys kContractFavorRows = {"prestige", "deniers", "resources", "buildings"};
// LOG_FORMAT.md, "Amendments" and "Positions": every field, but the moment and a player's
// workers to place (they follow from the board). A field that is not amendable joins a list.
const Keys kNotAmendable = {"turn", "phase"};
const Keys kNotAmendablePlayerKeys = {"workers"};
bool amendable(const Keys& path) {
  if (std::count(kNotAmendable.begin(), kNotAmendable.end(), path[0])) return false;
  return !(path[0] == "players" &&
           std::count(kNotAmendablePlayerKeys.begin(), kNotAmendablePlayerKeys.end(), path[2]));
}

std::string dotted(const Keys& path) {
  std::string out;
  for (const auto& key : path) out += (out.empty() ? "" : ".") + key;
  return out;
}

// A mid-game state with buildings, owners, houses and favors, and its players' names.
struct Midgame {
  test::PlayedGame played = play_random_game(4, 7);
  const GameState& state = played.states[played.states.size() * 2 / 3];
  const std::vector<std::string>& names = played.log.players;
};

// The whole state with every field of the table, those a `final` leaves out (the positions'
// workers, bridge and stock: ClaimField::whole_state) included.
Ordered every_field(const GameState& s, const std::vector<std::string>& names) {
  Claims claims = state_claims(s);
  for (const auto& field : claim_fields::fields())
    if (!field.whole_state) field.take(s, claims);
  return claims_json(claims, names);
}

Claims read_ok(const json& j, const std::vector<std::string>& names) {
  auto read = read_claims(j, names, "check");
  if (auto* error = std::get_if<LogError>(&read)) {
    ADD_FAILURE() << j.dump() << ": " << error->path << ": " << error->message;
    return {};
  }
  return std::get<Claims>(read);
}

// Every leaf of a claims object: numbers, names, null, and the lists (turn_order, scored) whole.
void leaves(const Ordered& value, Keys& path, std::vector<Keys>& out) {
  if (value.is_object() && !value.empty()) {
    for (const auto& [key, member] : value.items()) {
      path.push_back(key);
      leaves(member, path, out);
      path.pop_back();
    }
    return;
  }
  out.push_back(path);
}

// Every leaf of the whole state as a check, in the order the check writes them.
std::vector<Keys> leaves_of(const json& whole) {
  std::vector<Keys> paths;
  Keys path;
  leaves(Ordered::parse(whole.dump()), path, paths);
  return paths;
}

// The leaf at `path` changed to another valid value.
json changed(const json& value, const Keys& path, const GameState& s,
             const std::vector<std::string>& names) {
  const std::string& key = path.back();
  if (path[0] == "stock") return 1 - value.get<int>();  // 0 or 1
  if (value.is_number_integer()) {
    int n = value.get<int>();
    bool at_top = (key == "workers" && n == kWorkersPerPlayer) ||
                  (path.size() > 1 && path[path.size() - 2] == "favor" && n == kFavorColumns) ||
                  ((key == "provost" || key == "bailiff") && n == kRoadSpaces);
    return at_top ? n - 1 : n + 1;
  }
  if (value.is_null() && (path[0] == "workers" || key == "worker")) return names[0];
  if (key == "passed" || key == "stables" || key == "castle") {
    if (value.empty()) return json{names[0]};
    json reversed = value;
    std::reverse(reversed.begin(), reversed.end());
    return value.size() == 1 ? json::array() : reversed;
  }
  if (path[0] == "workers" || key == "worker") return nullptr;
  if (key == "phase") return value == "castle" ? "provost" : "castle";
  if (key == "building") return value == "neutral_farm" ? "bank" : "neutral_farm";
  if (key == "owner") return value == names[0] ? json(names[1]) : json(names[0]);
  if (key == "turn_order") {
    json reversed = value;
    std::reverse(reversed.begin(), reversed.end());
    return reversed;
  }
  if (key == "scored") return s.is_scored(Section::towers) ? json::array() : json{"towers"};
  if (path[0] == "road" && value.is_null()) return json{{"building", "bank"}};
  ADD_FAILURE() << dotted(path) << ": no way to change " << value.dump();
  return value;
}

json only(const Keys& path, const json& value) {
  json out = value;
  for (auto key = path.rbegin(); key != path.rend(); ++key) out = json{{*key, out}};
  return out;
}

TEST(ClaimTable, AWholeStateHasEveryFieldOfTheContract) {
  Midgame g;
  Ordered whole = every_field(g.state, g.names);
  Keys keys, player_keys, rows, final_keys;
  for (const auto& [key, value] : whole.items()) keys.push_back(key);
  EXPECT_EQ(keys, kContractKeys);
  // A `final` (state_as_check) holds the fields of "Checks", as before "Positions".
  Ordered final_state = state_as_check(g.state, g.names);
  for (const auto& [key, value] : final_state.items()) final_keys.push_back(key);
  // Which of them: the claim table's rows marked `whole_state` (not a count written here, which
  // a new field would silently break: issue 36).
  Keys whole_state_keys;
  for (const claim_fields::ClaimField& f : claim_fields::fields())
    if (f.whole_state && !f.qualifier) whole_state_keys.emplace_back(f.name);
  EXPECT_EQ(final_keys, whole_state_keys);
  EXPECT_LT(whole_state_keys.size(), kContractKeys.size());  // the positions' fields are not listed
  ASSERT_EQ(whole["players"].size(), g.names.size());
  for (const auto& [key, value] : whole["players"][g.names[0]].items()) player_keys.push_back(key);
  EXPECT_EQ(player_keys, kContractPlayerKeys);
  for (const auto& [row, value] : whole["players"][g.names[0]]["favor"].items())
    rows.push_back(row);
  EXPECT_EQ(rows, kContractFavorRows);
  EXPECT_EQ(whole["road"].size(), static_cast<std::size_t>(kRoadSpaces));
  EXPECT_EQ(whole["castle"].size(), static_cast<std::size_t>(kSectionCount));
  // The values are the state's.
  EXPECT_EQ(whole["turn"], g.state.turn);
  EXPECT_EQ(whole["bailiff"], g.state.bailiff);
  EXPECT_EQ(whole["players"][g.names[2]]["stone"], g.state.player(2).goods[Cube::stone]);
  EXPECT_EQ(whole["players"][g.names[1]]["workers"], g.state.available_workers(1));
  EXPECT_EQ(whole["castle"]["walls"][g.names[3]], g.state.houses[1][3]);
}

TEST(ClaimTable, EveryFieldRoundTripsThroughTheTypedValue) {
  Midgame g;
  std::string whole = state_as_check(g.state, g.names).dump();
  Claims claims = read_ok(json::parse(whole), g.names);
  EXPECT_EQ(claims, state_claims(g.state));
  EXPECT_EQ(claims_json(claims, g.names).dump(), whole);
  // Claims that say little, containers left empty, keys in another order: canonical order.
  json partial = json::parse(R"({"players": {")" + g.names[2] +
                             R"(": {"favor": {}, "gold": 3}}, "castle": {"towers": {}},
                             "road": {"12": null, "3": {"owner": null}}, "scored": []})");
  EXPECT_EQ(claims_json(read_ok(partial, g.names), g.names).dump(),
            R"({"scored":[],"road":{"3":{"owner":null},"12":null},"castle":{"towers":{}},)"
            R"("players":{")" +
                g.names[2] + R"(":{"gold":3,"favor":{}}}})");
  // expect, around claims.
  json expect = json::parse(R"({"verdict": "illegal", "action": 2, "rule": "place.cost",
                                "complete": false, "final": {"turn": 4}})");
  auto read = read_expect(expect, g.names, 5, "expect");
  ASSERT_TRUE(std::holds_alternative<ExpectClaims>(read));
  EXPECT_EQ(expect_json(std::get<ExpectClaims>(read), g.names).dump(),
            R"({"verdict":"illegal","action":2,"rule":"place.cost","complete":false,)"
            R"("final":{"turn":4}})");
}

TEST(ClaimTable, AStateAgreesWithItself) {
  Midgame g;
  EXPECT_TRUE(compare_check(state_claims(g.state), g.state, g.names).empty());
  EXPECT_TRUE(compare_check(Claims{}, g.state, g.names).empty());
}

TEST(ClaimTable, EachFieldOffGivesExactlyOneMismatchAtItsPath) {
  Midgame g;
  json whole = json::parse(every_field(g.state, g.names).dump());
  std::vector<Keys> paths = leaves_of(whole);
  // 9 keys, 28 road spaces, 3 sections x 4 players, 4 players x (8 fields + 4 favor rows).
  EXPECT_GE(paths.size(), 5u + 28 + 12 + 48);
  for (const Keys& leaf : paths) {
    SCOPED_TRACE(dotted(leaf));
    json claim = whole;
    json::json_pointer pointer;
    for (const auto& key : leaf) pointer /= key;
    claim[pointer] = changed(whole[pointer], leaf, g.state, g.names);
    auto mismatches = compare_check(read_ok(claim, g.names), g.state, g.names);
    ASSERT_EQ(mismatches.size(), 1u);
    EXPECT_EQ(mismatches[0].path, dotted(leaf));
    EXPECT_EQ(mismatches[0].claimed, claim[pointer]);
    // The claim of that field alone is the same mismatch.
    EXPECT_EQ(compare_check(read_ok(only(leaf, claim[pointer]), g.names), g.state, g.names),
              mismatches);
  }
}

TEST(ClaimTable, AnAmendmentSetsExactlyTheAmendableFields) {
  Midgame g;
  json whole = json::parse(every_field(g.state, g.names).dump());
  std::vector<Keys> paths = leaves_of(whole);
  int amended = 0, refusals = 0;
  for (const Keys& leaf : paths) {
    SCOPED_TRACE(dotted(leaf));
    json::json_pointer pointer;
    for (const auto& key : leaf) pointer /= key;
    Claims claims = read_ok(only(leaf, changed(whole[pointer], leaf, g.state, g.names)), g.names);
    GameState s = g.state;
    auto refused = amend_state(s, claims, g.names);
    if (!amendable(leaf)) {
      ASSERT_TRUE(refused.has_value());
      EXPECT_NE(refused->find(leaf[0] == "players" ? dotted(leaf) : leaf[0]), std::string::npos)
          << *refused;
      EXPECT_NE(refused->find("cannot be amended"), std::string::npos) << *refused;
      EXPECT_EQ(s, g.state) << "a refused amendment leaves the state as it was";
      ++refusals;
      continue;
    }
    ASSERT_FALSE(refused.has_value()) << *refused;
    ++amended;
    // Read back: the state now says what the amendment said, and nothing else changed but what
    // follows from a tile or a worker moved (the stock, the workers to place).
    EXPECT_TRUE(compare_check(claims, s, g.names).empty());
    int others = 0;
    for (const Mismatch& m : compare_check(read_ok(whole, g.names), s, g.names)) {
      bool follows = (leaf[0] == "road" || leaf[0] == "workers") &&
                     (m.path.rfind("stock.", 0) == 0 ||
                      (m.path.size() > 8 && m.path.substr(m.path.size() - 8) == ".workers"));
      if (!follows) ++others;
    }
    EXPECT_EQ(others, 1);
  }
  // turn, phase, and each player's workers to place: the lists above, not a count written here,
  // which a new field that is not amendable would break (issue 36).
  EXPECT_EQ(refusals, static_cast<int>(kNotAmendable.size() +
                                       kNotAmendablePlayerKeys.size() * g.state.player_count));
  EXPECT_GT(amended, 2 + 12 + 44);
}

// docs/notation.md, "A check at a phase boundary": `at` is the table's one qualifier, a check's
// only. It compares nothing (the replayer picks the state it speaks of, tests/check_at_test.cpp)
// and no state holds it.
TEST(ClaimTable, AtIsACheckQualifierNotAValue) {
  Midgame g;
  Keys qualifiers;
  for (const auto& field : claim_fields::fields())
    if (field.qualifier) qualifiers.push_back(std::string(field.name));
  EXPECT_EQ(qualifiers, Keys{"at"});
  Claims claims = read_ok(json{{"at", "castle"}, {"turn", g.state.turn}}, g.names);
  EXPECT_EQ(claims.at, Phase::castle);
  EXPECT_TRUE(compare_check(claims, g.state, g.names).empty());
  EXPECT_EQ(claims_json(claims, g.names).dump(),
            R"({"at":"castle","turn":)" + std::to_string(g.state.turn) + "}");
  EXPECT_FALSE(state_claims(g.state).at.has_value());
  for (ClaimsOf of : {ClaimsOf::amendment, ClaimsOf::position, ClaimsOf::final_state}) {
    auto read = read_claims(json{{"at", "castle"}}, g.names, "x", of);
    ASSERT_TRUE(std::holds_alternative<LogError>(read));
    EXPECT_EQ(std::get<LogError>(read).path, "x.at");
  }
}

}  // namespace
}  // namespace caylus
