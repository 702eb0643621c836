// Guards on the lists kept by hand (issue 12, item 6). Three lists name the parts of a GameState
// or of a step one by one, and nothing else would fail when one of them misses an entry:
//   - GameState::hash() (core/state.cpp) adds the fields one by one;
//   - the invariants' parts table (invariants/parts.cpp) gives the Part of each byte, and a state
//     check re-runs only when a part it reads changed;
//   - each step check declares the parts, events, verbs and decisions that trigger it
//     (its row, in its file of invariants/), and is skipped on a step with none of them.
// The fields are not listed here again: they come from the state's snapshot
// (replay/positions/snapshot.h), which writes every field. Each leaf of the snapshot of real states
// is mutated to another value the snapshot reader accepts (a number moved by one, another player,
// building or section, an entry added to or removed from a list or a map), read back, and the state
// that differs must hash differently and show a changed part. The mutations then serve as planted
// corruptions of real steps: a checker that runs every check on every step and one that follows the
// declared parts and triggers must report the same first failure.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/random.h"
#include "game_steps.h"
#include "invariants/checks.h"
#include "invariants/invariants.h"
#include "replay/positions/snapshot.h"
#include "state_mutations.h"
#include "support.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/policy.h"

namespace caylus::test {
namespace {

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
    std::vector<Step> steps = play_steps(s, rng, guided);
    out.push_back(std::move(steps));
  }
  return out;
}

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
  EXPECT_GE(by_id.size(), 12u);  // 20 distinct first failures in the full run, 16 at scale 10
}

}  // namespace
}  // namespace caylus::test
