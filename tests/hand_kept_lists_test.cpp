// Guards on the lists kept by hand (issue 12, item 6). Three lists name the parts of a GameState
// or of a step one by one, and nothing else would fail when one of them misses an entry:
//   - GameState::hash() (core/state.cpp) adds the fields one by one;
//   - the invariants' parts table (invariants/parts.cpp) gives the Part of each byte, and a state
//     check re-runs only when a part it reads changed;
//   - each step check declares the parts, events, verbs and decisions that trigger it
//     (invariants/invariants.cpp), and is skipped on a step with none of them.
// The fields are not listed here again: they come from the state's snapshot (replay/snapshot.h),
// which writes every field. Each leaf of the snapshot of real states is mutated to another value
// the snapshot reader accepts (a number moved by one, another player, building or section, an
// entry added to or removed from a list or a map), read back, and the state that differs must
// hash differently and show a changed part. The mutations then serve as planted corruptions of
// real steps: a checker that runs every check on every step and one that follows the declared
// parts and triggers must report the same first failure.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/random.h"
#include "invariants/checks.h"
#include "invariants/invariants.h"
#include "replay/snapshot.h"
#include "support.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/policy.h"

namespace caylus::test {
namespace {

using Json = nlohmann::json;

const std::vector<std::string> kNames = {"red", "green", "blue", "yellow", "white"};

std::vector<std::string> names_of(const GameState& s) {
  return {kNames.begin(), kNames.begin() + s.player_count};
}

// One applied step of a real game.
struct Step {
  GameState before;
  Action action;
  GameState after;
  EventSink events;
};

// The steps of a few games, 2 to 5 players: uniform random ones under the default options and
// under every option at its other value, and rich ones of the guided policy, which reach the deep
// rules (prestige buildings, the notary, scoring penalties, favors of every row).
std::vector<std::vector<Step>> games(int count) {
  RuleOptions alternatives;
  for (const auto& info : option_table())
    EXPECT_FALSE(set_option(alternatives, info.name, info.values[1]).has_value());
  std::vector<std::vector<Step>> out;
  std::vector<Action> legal;
  for (int game = 0; game < count; ++game) {
    GameState s;
    std::uint64_t seed = static_cast<std::uint64_t>(game) * 7919 + 11;
    bool guided = game % 2 == 1;
    if (guided) {
      fuzzing::GameScript script;
      script.players = 2 + game % 4;
      script.seed = seed;
      script.riches = 10;
      s = fuzzing::script_start(script);
    } else {
      SplitMix64 draw(seed);
      GameSetup setup;
      setup.player_count = 2 + (game / 2) % 4;
      setup.neutral = draw_neutral(draw);
      setup.options = game % 4 == 0 ? RuleOptions{} : alternatives;
      s = new_game(setup);
    }
    SplitMix64 rng(seed);
    std::vector<Step> steps;
    while (!s.game_over() && steps.size() < 5000) {
      legal_actions(s, legal);
      const Action a = guided ? legal[fuzzing::pick_action(
                                    fuzzing::policy_table()[fuzzing::kGuidedPolicy], s, legal, rng)]
                              : legal[rng.below(legal.size())];
      Step step{s, a, s, {}};
      if (apply(step.after, a, &step.events).has_value()) {
        ADD_FAILURE() << "a legal action refused";
        break;
      }
      s = step.after;
      steps.push_back(std::move(step));
    }
    out.push_back(std::move(steps));
  }
  return out;
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
std::vector<std::vector<Json>> value_vocabulary(const GameState& s) {
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

// The fields the parts table leaves out on purpose: the engine's own bookkeeping within a phase
// (cursors, favors waiting, scoring under way, notary transformations pending), which no state
// invariant reads (invariants/parts.cpp, "0 for ... the engine's own bookkeeping").
const std::set<std::string> kNoPart = {
    "completed_this_turn", "scoring_due",      "batches_this_turn", "cursor",
    "special_step",        "activation_space", "owner_bonus_space", "scoring_section",
    "castle_favor_given",  "favor_player",     "favors_pending",    "favor_rows_used",
    "pending_transforms"};

std::string top_field(const std::string& pattern) {
  return pattern.substr(0, pattern.find('.'));
}

// States sampled from the games: `per_game` states of each, spread over the game.
std::vector<GameState> sampled_states(const std::vector<std::vector<Step>>& all, int per_game) {
  std::vector<GameState> out;
  for (const auto& steps : all)
    for (int k = 1; k <= per_game; ++k)
      out.push_back(
          steps[steps.size() * static_cast<std::size_t>(k) / static_cast<std::size_t>(per_game + 1)]
              .after);
  return out;
}

// The snapshot's field patterns, from the snapshots of the states (for the coverage check).
void collect_patterns(const Json& value, const std::string& pattern, const GameState& s,
                      std::set<std::string>& out) {
  auto names = names_of(s);
  auto key_pattern = [&](const std::string& key) {
    for (const auto& name : names)
      if (key == name) return std::string("<player>");
    if (!key.empty() && std::isdigit(static_cast<unsigned char>(key[0])))
      return std::string("<space>");
    return key;
  };
  if (value.is_object()) {
    for (auto& [key, member] : value.items())
      if (key != "name")
        collect_patterns(member, pattern.empty() ? key : pattern + "." + key_pattern(key), s, out);
  } else if (value.is_array()) {
    for (const auto& member : value) collect_patterns(member, pattern + ".*", s, out);
  } else if (pattern.rfind("options", 0) != 0) {
    out.insert(pattern);
  }
}

TEST(StateFields, EveryFieldReachesTheHashAndThePartsTable) {
  auto all = games(8);
  auto states = sampled_states(all, scaled(20) >= 10 ? 2 : 1);
  // And the first state of each kind of decision: some fields are read only with their decision
  // (the favors pending with a favor, the owner's bonus space with the owner's bonus).
  std::set<DecisionKind> kinds;
  for (const auto& steps : all)
    for (const Step& step : steps)
      if (kinds.insert(step.after.decision.kind).second) states.push_back(step.after);
  ASSERT_GE(states.size(), 8u);
  std::set<std::string> fields_seen, fields_mutated;
  std::map<std::string, int> tried;
  for (const GameState& s : states) {
    collect_patterns(write_snapshot(s, names_of(s)), "", s, fields_seen);
    auto mutations = Mutator(s).all(1);
    // Two mutated states that differ hash differently too (a field changed within an entry
    // added: a pending transformation's player, not only their count).
    std::map<std::uint64_t, const Mutation*> by_hash;
    for (const Mutation& m : mutations) {
      auto [it, fresh] = by_hash.emplace(m.state.hash(), &m);
      if (!fresh && !(it->second->state == m.state))
        ADD_FAILURE() << m.what << " and " << it->second->what << ": two states, one hash: "
                      << "GameState::hash() (core/state.cpp) leaves out a field of " << m.pattern;
    }
    for (const Mutation& m : mutations) {
      fields_mutated.insert(m.pattern);
      ++tried[top_field(m.pattern)];
      EXPECT_NE(m.state.hash(), s.hash())
          << m.what << ": another state, the same hash: GameState::hash() (core/state.cpp) "
          << "leaves out " << m.pattern;
      std::uint32_t parts = invariants::changed_parts(s, m.state);
      if (kNoPart.count(top_field(m.pattern)) == 0)
        EXPECT_NE(parts, 0u) << m.what << ": no part of the invariants' parts table "
                             << "(invariants/parts.cpp) holds " << m.pattern;
      else
        EXPECT_EQ(parts, 0u) << m.what << ": " << top_field(m.pattern)
                             << " is in the parts table now: take it out of kNoPart";
    }
  }
  // Every field the snapshots show was changed at least once (else the test proves nothing of
  // it); the fields of the rare situations are reached by adding entries.
  fields_seen.insert({"options", "player_count"});
  for (const auto& field : fields_seen)
    EXPECT_TRUE(fields_mutated.count(field)) << "no mutation of " << field << " was read back";
  for (const auto& top : {"options", "player_count", "decision", "players", "road", "stock",
                          "houses", "pending_transforms", "favor_rows_used", "scoring_due"})
    EXPECT_GT(tried[top], 0) << top;
  for (const auto& field : kNoPart) EXPECT_GT(tried[field], 0) << field;
}

// The first failure of a checker, as "id" or "none".
std::string first_failure(InvariantChecker& checker, const Step& step, const GameState& after,
                          const EventSink& events) {
  auto f = checker.check_step(step.before, step.action, after, events);
  return f ? f->id : "none";
}

TEST(DeclaredTriggers, AlwaysOnAndTriggeredRunsReportTheSameFirstFailure) {
  auto all = games(scaled(6));
  int compared = 0, failing = 0;
  std::map<std::string, int> by_id;
  for (const auto& steps : all) {
    InvariantChecker triggered, always;
    always.set_always_on(true);
    ASSERT_FALSE(triggered.check_state(steps.front().before).has_value());
    ASSERT_FALSE(always.check_state(steps.front().before).has_value());
    SplitMix64 pick(steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
      const Step& step = steps[i];
      // Planted corruptions of this step, each from copies of the two checkers as they stand.
      if (i % 25 == 12) {
        struct Corrupted {
          std::string what;
          GameState after;
          EventSink events;
        };
        std::vector<Corrupted> corrupted;
        auto mutations = Mutator(step.after).all(1);
        for (int k = 0; k < 16 && !mutations.empty(); ++k) {
          const Mutation& m = mutations[pick.below(mutations.size())];
          corrupted.push_back({"after: " + m.what, m.state, step.events});
        }
        for (std::size_t e = 0; e < step.events.size(); ++e) {
          EventSink fewer = step.events;
          fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(e));
          corrupted.push_back({"event " + std::to_string(e) + " left out", step.after, fewer});
          EventSink more = step.events;
          more.push_back(step.events[e]);
          corrupted.push_back({"event " + std::to_string(e) + " twice", step.after, more});
        }
        for (const auto& c : corrupted) {
          InvariantChecker t = triggered, a = always;
          std::string want = first_failure(a, step, c.after, c.events);
          std::string got = first_failure(t, step, c.after, c.events);
          ++compared;
          failing += want != "none";
          ++by_id[want];
          EXPECT_EQ(got, want) << "turn " << int(step.before.turn) << ", "
                               << phase_name(step.before.phase) << ", "
                               << invariants::action_text(step.action) << ", " << c.what
                               << ": the always-on run fails " << want
                               << ", the run by declared parts and triggers " << got;
        }
      }
      // The real step: both pass, and both trackers move on.
      ASSERT_EQ(first_failure(always, step, step.after, step.events), "none");
      ASSERT_EQ(first_failure(triggered, step, step.after, step.events), "none");
    }
  }
  // The corruptions must trip many invariants, or the comparison says little.
  EXPECT_GT(failing, compared / 4);
  EXPECT_GE(by_id.size(), 15u);
}

}  // namespace
}  // namespace caylus::test
