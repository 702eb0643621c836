// Mutations of a real state through its snapshot (replay/positions/snapshot.h), for the guards on
// the hand-kept lists (tests/hand_kept_lists_test.cpp): each leaf of the snapshot changed to
// another value the snapshot reader accepts, an entry added to or removed from a list or a map,
// read back as a state. The snapshot writes every field of GameState, so the fields are listed
// nowhere here.
#pragma once

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/engine.h"
#include "replay/positions/snapshot.h"

namespace caylus::test {

using Json = nlohmann::json;

inline const std::vector<std::string> kNames = {"red", "green", "blue", "yellow", "white"};

inline std::vector<std::string> names_of(const GameState& s) {
  return {kNames.begin(), kNames.begin() + s.player_count};
}
// A state read back from a mutated snapshot; `pattern` names the field touched, its path with
// "*" for a list index, "<player>" for a key that is a player's name and "<space>" for a road
// number ("players.*.deniers", "road.<space>.worker", "houses.walls.<player>").
struct Mutation {
  std::string pattern;
  std::string what;  // the JSON path and the new value, for messages
  GameState state;
};

// The values a leaf may be changed to, besides a number moved by one or a flag flipped: every
// string a snapshot writes, by kind (players, sections, favor rows, buildings, phases, decisions,
// special spaces), null and a few numbers. A leaf tries the values of its own kind first.
inline std::vector<std::vector<Json>> value_vocabulary(const GameState& s) {
  std::vector<std::vector<Json>> out(8);
  for (const auto& name : names_of(s)) out[0].emplace_back(name);
  for (int i = 0; i < kSectionCount; ++i)
    out[1].emplace_back(section_name(static_cast<Section>(i)));
  for (int r = 0; r < kFavorRows; ++r)
    out[2].emplace_back(favor_row_name(static_cast<FavorRow>(r)));
  for (int id = 1; id < kBuildingCount; ++id)
    out[3].emplace_back(building_name(static_cast<BuildingId>(id)));
  for (int p = 0; p <= static_cast<int>(Phase::game_over); ++p)
    out[4].emplace_back(phase_name(static_cast<Phase>(p)));
  for (int k = 0; k <= static_cast<int>(DecisionKind::castle); ++k)
    out[5].emplace_back(decision_kind_name(static_cast<DecisionKind>(k)));
  for (int sp = 0; sp < kSpecialCount; ++sp)
    out[6].emplace_back(special_name(static_cast<Special>(sp)));
  out[7] = {nullptr, 1, 2, 7, 20};
  return out;
}

class Mutator {
 public:
  explicit Mutator(const GameState& s) : state_(s), names_(names_of(s)) {
    snapshot_ = write_snapshot(s, names_);
    vocabulary_ = value_vocabulary(s);
  }

  // The mutations found: for each field pattern, the first leaf, list or map that accepts one
  // gives at most `per_site` of them.
  std::vector<Mutation> all(int per_site) {
    per_site_ = per_site;
    out_.clear();
    done_.clear();
    for (auto& [key, value] : snapshot_.items()) {
      if (key == "options") {
        options_mutations();
        continue;
      }
      walk(Json::json_pointer("/" + key), key);
    }
    // Fields the snapshot cannot change alone, changed in the state itself: the player count
    // (the players' list says it) and the players passed (the reader requires the bridge to
    // list them).
    GameState fewer = state_;
    --fewer.player_count;
    out_.push_back({"player_count", "player_count - 1", fewer});
    GameState passed = state_;
    passed.passed_count = static_cast<std::int8_t>(passed.passed_count == 0 ? 1 : 0);
    out_.push_back({"passed_count", "passed_count changed alone", passed});
    return std::move(out_);
  }

 private:
  // Tries `mutated` (the whole snapshot); true when it reads back as another state.
  // `what` is built only for a mutation kept.
  template <typename What>
  bool attempt(const Json& mutated, const std::string& pattern, What what) {
    auto read = read_snapshot(mutated, names_, "state");
    auto* s = std::get_if<GameState>(&read);
    if (s == nullptr || *s == state_) return false;
    out_.push_back({pattern, what(), *s});
    done_.insert(pattern);
    return true;
  }

  void options_mutations() {
    for (const auto& info : option_table()) {
      Json mutated = snapshot_;
      mutated["options"][std::string(info.name)] = std::string(info.values[1]);
      if (!attempt(mutated, "options", [&] { return "options." + std::string(info.name); })) {
        mutated["options"][std::string(info.name)] = std::string(info.values[0]);
        attempt(mutated, "options", [&] { return "options." + std::string(info.name); });
      }
    }
  }

  std::string key_pattern(const std::string& key) const {
    for (const auto& name : names_)
      if (key == name) return "<player>";
    if (!key.empty() && std::isdigit(static_cast<unsigned char>(key[0]))) return "<space>";
    return key;
  }

  void walk(const Json::json_pointer& at, const std::string& pattern) {
    const Json& value = snapshot_.at(at);
    if (value.is_object()) {
      for (auto& [key, member] : value.items())
        if (key != "name")  // a player's name is no field of the state
          walk(at / key, pattern + "." + key_pattern(key));
      if (map_like(value)) grow_map(at, pattern);
    } else if (value.is_array()) {
      for (std::size_t i = 0; i < value.size(); ++i) walk(at / i, pattern + ".*");
      grow_list(at, pattern);
    } else {
      change_leaf(at, pattern);
    }
  }

  // A map by player or by road space (the road, houses of a section, batches, favor rows used),
  // not a record of named fields (a player, the decision).
  bool map_like(const Json& object) const {
    for (auto& [key, member] : object.items())
      if (key_pattern(key) == key) return false;
    return true;
  }

  void change_leaf(const Json::json_pointer& at, const std::string& pattern) {
    if (done_.count(pattern) != 0) return;
    const Json original = snapshot_.at(at);
    const Json& value = original;
    std::vector<Json> candidates;
    if (value.is_boolean()) candidates.emplace_back(!value.get<bool>());
    if (value.is_number_integer()) {
      candidates.emplace_back(value.get<int>() + 1);
      candidates.emplace_back(value.get<int>() - 1);
    }
    for (const auto& kind : vocabulary_)
      if (std::find(kind.begin(), kind.end(), value) != kind.end())
        candidates.insert(candidates.end(), kind.begin(), kind.end());
    for (const auto& kind : vocabulary_)
      if (std::find(kind.begin(), kind.end(), value) == kind.end())
        candidates.insert(candidates.end(), kind.begin(), kind.end());
    int accepted = 0;
    for (const Json& candidate : candidates) {
      if (candidate == value) continue;
      // In place, and put back: a copy of the whole snapshot per attempt is most of the time.
      Json& slot = snapshot_.at(at);
      slot = candidate;
      bool kept =
          attempt(snapshot_, pattern, [&] { return at.to_string() + " = " + candidate.dump(); });
      snapshot_.at(at) = original;
      if (kept && ++accepted >= per_site_) return;
    }
  }

  // A list one entry shorter, or one longer (a copy of its first entry, any value of the
  // vocabulary, a pending notary transformation).
  void grow_list(const Json::json_pointer& at, const std::string& pattern) {
    const Json& list = snapshot_.at(at);
    if (done_.count(pattern + ".*") != 0) return;
    int accepted = 0;
    if (!list.empty()) {
      Json mutated = snapshot_;
      mutated.at(at).erase(mutated.at(at).size() - 1);
      accepted +=
          attempt(mutated, pattern + ".*", [&] { return at.to_string() + " less its last entry"; });
    }
    if (list.size() >= 2 && list[0] != list[1]) {  // an order (turn order) stays a permutation
      Json mutated = snapshot_;
      std::swap(mutated.at(at)[0], mutated.at(at)[1]);
      accepted +=
          attempt(mutated, pattern + ".*", [&] { return at.to_string() + " first two swapped"; });
    }
    std::vector<Json> candidates;
    if (!list.empty()) candidates.push_back(list.front());
    for (const auto& kind : vocabulary_)
      candidates.insert(candidates.end(), kind.begin(), kind.end());
    // Pending notary transformations that differ in one field each: the states they give differ
    // from each other only there (the test compares them pairwise too).
    const std::size_t templates = candidates.size();
    for (int target : {7, 9})
      for (bool activated : {false, true})
        for (const auto& name : names_)
          candidates.push_back({{"target", target}, {"player", name}, {"activated", activated}});
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      const Json& candidate = candidates[i];
      if (accepted >= per_site_ && i < templates) continue;
      snapshot_.at(at).push_back(candidate);
      accepted += attempt(snapshot_, pattern + ".*",
                          [&] { return at.to_string() + " + " + candidate.dump(); });
      snapshot_.at(at).erase(snapshot_.at(at).size() - 1);
    }
  }

  // A map (by player, by road space) with one entry removed or one added.
  void grow_map(const Json::json_pointer& at, const std::string& pattern) {
    const Json& map = snapshot_.at(at);
    int accepted = 0;
    if (!map.empty()) {
      Json mutated = snapshot_;
      mutated.at(at).erase(map.begin().key());
      accepted += attempt(mutated, pattern + "." + key_pattern(map.begin().key()),
                          [&] { return at.to_string() + " less " + map.begin().key(); });
    }
    std::vector<std::string> keys = names_;
    for (int space : {1, 9, 27, 28}) keys.push_back(std::to_string(space));
    std::vector<Json> values = {1,
                                Json::array({favor_row_name(FavorRow::prestige)}),
                                {{"building", nullptr}, {"worker", names_[0]}},
                                {{"building", building_name(BuildingId::fixed_peddler)}}};
    for (const auto& key : keys) {
      if (map.contains(key) || done_.count(pattern + "." + key_pattern(key)) != 0) continue;
      for (const Json& value : values) {
        if (accepted >= per_site_) return;
        snapshot_.at(at)[key] = value;
        accepted += attempt(snapshot_, pattern + "." + key_pattern(key),
                            [&] { return at.to_string() + "/" + key + " = " + value.dump(); });
        snapshot_.at(at).erase(key);
      }
    }
  }

  const GameState& state_;
  std::vector<std::string> names_;
  Json snapshot_;
  std::vector<std::vector<Json>> vocabulary_;
  std::vector<Mutation> out_;
  std::set<std::string> done_;  // the patterns mutated already: one mutation each is enough
  int per_site_ = 1;
};

}  // namespace caylus::test
