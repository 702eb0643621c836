// The replayer (replay/replayer.h): random games replay to the identical final state, keep every
// invariant and stop where asked; checks list every differing field.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>

#include "command_helpers.h"
#include "replay/claims/checks.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/positions/snapshot.h"
#include "replay/replayer.h"
#include "replay/state_copy.h"
#include "replay_support.h"
#include "support.h"
#include "tools/fuzzing/replay_invariants.h"

namespace caylus::test {
namespace {

using nlohmann::json;

// ---------------------------------------------------------------------------------------------
// Round trips

TEST(ReplayRoundTrip, RandomGamesReplayToTheIdenticalFinalState) {
  auto sets = replay_option_sets();
  for (int game = 0; game < 120; ++game) {
    int players = 2 + game % 4;
    RuleOptions options = sets[static_cast<std::size_t>(game / 4) % sets.size()];
    PlayedGame played = play_random_game(players, 1000 + static_cast<std::uint64_t>(game), options);
    ReplayResult r = replay_log(played.log);
    ASSERT_EQ(r.verdict, Verdict::legal) << "game " << game << ": " << describe(r);
    ASSERT_FALSE(r.input_error);
    EXPECT_TRUE(r.complete);
    ASSERT_EQ(r.state, played.final_state()) << "game " << game;
    EXPECT_EQ(r.actions_applied, static_cast<int>(played.log.entries.size()));
    EXPECT_EQ(r.entries_replayed, static_cast<int>(played.log.entries.size()));
    EXPECT_EQ(r.forced_actions, 0);
    std::vector<std::string> expected;
    for (PlayerIndex p : winners(played.final_state())) expected.push_back(played.log.players[p]);
    EXPECT_EQ(r.winners, expected);
    EXPECT_EQ(r.exit_status(), 0);
  }
}

// Through the JSON form: write_log, read_log (spaces become names and numbers the replayer
// resolves again), replay.
TEST(ReplayRoundTrip, WrittenAndReadLogsReplayToTheIdenticalFinalState) {
  for (int game = 0; game < 24; ++game) {
    int players = 2 + game % 4;
    PlayedGame played = play_random_game(players, 77 + static_cast<std::uint64_t>(game),
                                         replay_option_sets()[game % 4]);
    std::string text = write_log(played.log);
    auto read = read_log(text);
    ASSERT_TRUE(std::holds_alternative<GameLog>(read))
        << "game " << game << ": " << std::get<LogError>(read).where() << ": "
        << std::get<LogError>(read).message;
    ReplayResult r = replay_log(std::get<GameLog>(read));
    ASSERT_EQ(r.verdict, Verdict::legal) << "game " << game << ": " << describe(r);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.state, played.final_state()) << "game " << game;
  }
}

// The invariants library as the observer (what `caylus replay` does by default): every step of
// legal random games keeps every invariant, and the observer sees every applied action.
TEST(ReplayRoundTrip, RandomGamesKeepEveryInvariant) {
  auto sets = replay_option_sets();
  for (int game = 0; game < 60; ++game) {
    PlayedGame played = play_random_game(2 + game % 4, 4000 + static_cast<std::uint64_t>(game),
                                         sets[static_cast<std::size_t>(game / 4) % sets.size()]);
    ReplayOptions options;
    auto observer = fuzzing::invariants_observer();
    int steps = 0;
    options.observer = [&](const Step& step) {
      EXPECT_EQ(step.action_index, steps) << "no forced action in a complete log";
      ++steps;
      return observer(step);
    };
    ReplayResult r = replay_log(played.log, options);
    ASSERT_EQ(r.verdict, Verdict::legal) << "game " << game << ": " << describe(r);
    EXPECT_EQ(steps, static_cast<int>(played.log.entries.size()));
    EXPECT_EQ(r.state, played.final_state());
  }
}

TEST(ReplayRoundTrip, StopAtGivesTheStateAfterThatManyEntries) {
  PlayedGame played = play_random_game(4, 5);
  for (int n : {0, 1, 17, 100, static_cast<int>(played.log.entries.size())}) {
    ReplayOptions options;
    options.stop_at = n;
    ReplayResult r = replay_log(played.log, options);
    ASSERT_EQ(r.verdict, Verdict::legal) << describe(r);
    EXPECT_EQ(r.state, played.states[static_cast<std::size_t>(n)]) << "after " << n << " entries";
    EXPECT_EQ(r.entries_replayed, n);
  }
}

TEST(ReplayRoundTrip, ASnapshotSetupContinuesTheGame) {
  PlayedGame played = play_random_game(3, 9);
  const std::size_t cut = 150;
  GameLog rest = played.log;
  rest.neutral.reset();
  rest.start_state = played.states[cut];
  rest.entries.erase(rest.entries.begin(), rest.entries.begin() + static_cast<long>(cut));
  ReplayResult r = replay_log(rest);
  ASSERT_EQ(r.verdict, Verdict::legal) << describe(r);
  EXPECT_EQ(r.state, played.final_state());
}

// ---------------------------------------------------------------------------------------------
// Checks

TEST(ReplayChecks, ACheckOfTheWholeStateAgreesEverywhere) {
  PlayedGame played = play_random_game(5, 11);
  GameLog log = played.log;
  // A full check after every 40th entry, claiming exactly the computed state.
  std::vector<LogEntry> entries;
  for (std::size_t i = 0; i < played.log.entries.size(); ++i) {
    entries.push_back(played.log.entries[i]);
    if (i % 40 == 0) entries.push_back(check_entry(state_claims(played.states[i + 1])));
  }
  log.entries = entries;
  ReplayResult r = replay_log(log);
  ASSERT_EQ(r.verdict, Verdict::legal) << describe(r);
  EXPECT_EQ(r.state, played.final_state());
}

TEST(ReplayChecks, AWrongCheckIsAMismatchListingEveryDifferingField) {
  PlayedGame played = play_random_game(3, 21);
  const std::size_t k = 30;  // the check follows entry k
  const GameState& at = played.states[k + 1];
  const auto& names = played.log.players;
  json check = {
      {"phase", "castle"},
      {"turn", at.turn},
      {"players",
       {{names[0],
         {{"deniers", at.player(0).goods.deniers + 1}, {"food", at.player(0).goods[Cube::food]}}},
        {names[2],
         {{"prestige", at.player(2).goods.prestige + 7},
          {"favor", {{"deniers", at.player(2).favor[1] + 2}}}}}}},
      {"road", {{"20", {{"building", "bank"}, {"owner", names[1]}}}}}};
  ASSERT_NE(at.phase, Phase::castle);
  ASSERT_EQ(at.road[20].building, BuildingId::none);
  GameLog log = played.log;
  log.entries.insert(log.entries.begin() + static_cast<long>(k + 1),
                     check_entry(claims_of(check, names)));
  ReplayResult r = replay_log(log);
  ASSERT_EQ(r.verdict, Verdict::mismatch) << describe(r);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->action, static_cast<int>(k + 1));
  EXPECT_EQ(r.error->rule, "check");
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.state, at) << "the replay stops at the disagreeing check";
  std::vector<std::string> got;
  for (const auto& m : r.mismatches) got.push_back(m.to_string());
  std::vector<std::string> expected = {
      "phase: claimed castle, computed " + std::string(phase_name(at.phase)),
      "road.20: claimed {\"building\":\"bank\",\"owner\":\"" + names[1] + "\"}, computed null",
      "players." + names[0] + ".deniers: claimed " +
          std::to_string(at.player(0).goods.deniers + 1) + ", computed " +
          std::to_string(at.player(0).goods.deniers),
      "players." + names[2] + ".prestige: claimed " +
          std::to_string(at.player(2).goods.prestige + 7) + ", computed " +
          std::to_string(at.player(2).goods.prestige),
      "players." + names[2] + ".favor.deniers: claimed " +
          std::to_string(at.player(2).favor[1] + 2) + ", computed " +
          std::to_string(at.player(2).favor[1]),
  };
  EXPECT_EQ(got, expected);
  EXPECT_EQ(r.exit_status(), 1);
}

TEST(ReplayChecks, EveryKeyIsCompared) {
  PlayedGame played = play_random_game(4, 3, {}, 200);
  const GameState& s = played.final_state();
  const auto& names = played.log.players;
  json claims = json::parse(state_as_check(s, names).dump());
  // Change every key: each must show up as its own mismatch.
  claims["turn"] = s.turn + 1;
  claims["phase"] = s.phase == Phase::castle ? "provost" : "castle";
  claims["provost"] = s.provost + 1;
  claims["bailiff"] = s.bailiff + 1;
  claims["turn_order"] = json::array({names[s.turn_order[1]], names[s.turn_order[0]],
                                      names[s.turn_order[2]], names[s.turn_order[3]]});
  claims["scored"] = s.is_scored(Section::towers) ? json::array() : json::array({"towers"});
  claims["road"]["1"]["building"] =
      s.road[1].building == BuildingId::neutral_farm ? "neutral_forest" : "neutral_farm";
  claims["castle"]["walls"][names[1]] = s.houses[1][1] + 1;
  for (std::string field :
       {"deniers", "prestige", "food", "wood", "stone", "cloth", "gold", "workers"})
    claims["players"][names[3]][field] = claims["players"][names[3]][field].get<int>() + 1;
  claims["players"][names[0]]["favor"]["buildings"] = s.player(0).favor[3] + 1;
  std::vector<std::string> paths;
  for (const auto& m : compare_check(claims_of(claims, names), s, names)) paths.push_back(m.path);
  std::vector<std::string> expected = {
      "turn",       "phase",  "provost",         "bailiff",
      "turn_order", "scored", "road.1.building", "castle.walls." + names[1]};
  for (std::string field :
       {"deniers", "prestige", "food", "wood", "stone", "cloth", "gold", "workers"})
    expected.push_back("players." + names[3] + "." + field);
  expected.push_back("players." + names[0] + ".favor.buildings");
  std::sort(paths.begin(), paths.end());
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(paths, expected);
  // And the unchanged state agrees with itself.
  EXPECT_TRUE(compare_check(state_claims(s), s, names).empty());
}

TEST(ReplayChecks, AMalformedCheckIsAnInputError) {
  PlayedGame played = play_random_game(3, 4, {}, 10);
  const GameLog& log = played.log;
  // Claims are read with the log: a malformed one makes the log unreadable, at its path.
  json document = json::parse(write_log(log));
  document["actions"].insert(document["actions"].begin() + 3,
                             json{{"check", {{"players", {{log.players[0], {{"silver", 1}}}}}}}});
  auto read = read_log(document.dump());
  ASSERT_TRUE(std::holds_alternative<LogError>(read));
  EXPECT_EQ(std::get<LogError>(read).path,
            "actions[3].check.players." + log.players[0] + ".silver");
}

// ---------------------------------------------------------------------------------------------
// The replayer's copy of `before` (replay/state_copy.h): 32 bytes at a time where the processor
// has AVX2, else 16, and a tail, not memcpy. Both passes held to memcpy on every byte: states of
// random bytes (padding included), each byte alone changed in a copy of a state, and the states
// of a random game.

TEST(ReplayStateCopy, CopiesEveryByteAsMemcpyDoes) {
  SplitMix64 rng(2026);
  auto copied_as_memcpy = [](const GameState& from) {
    alignas(GameState) unsigned char expected[sizeof(GameState)];
    std::memcpy(expected, &from, sizeof(GameState));
    GameState to, to_sse2;
    std::memset(static_cast<void*>(&to), 0xA5, sizeof(GameState));
    std::memset(static_cast<void*>(&to_sse2), 0x5A, sizeof(GameState));
    copy_state_bytes(to, from);  // the pass chosen at start-up
    copy_state_bytes_sse2(to_sse2, from);
    return std::memcmp(&to, expected, sizeof(GameState)) == 0 &&
           std::memcmp(&to_sse2, expected, sizeof(GameState)) == 0;
  };
  GameState from;
  for (int round = 0; round < 200; ++round) {
    auto* bytes = reinterpret_cast<unsigned char*>(&from);
    for (std::size_t b = 0; b < sizeof(GameState); ++b)
      bytes[b] = static_cast<unsigned char>(rng.next());
    ASSERT_TRUE(copied_as_memcpy(from)) << "round " << round;
  }
  // Each byte alone: the copy of a state that differs from the destination in that byte only.
  GameState base = random_start(rng, 4);
  for (std::size_t b = 0; b < sizeof(GameState); ++b) {
    GameState to, changed;
    std::memcpy(static_cast<void*>(&to), &base, sizeof(GameState));
    std::memcpy(static_cast<void*>(&changed), &base, sizeof(GameState));
    reinterpret_cast<unsigned char*>(&changed)[b] ^= 0x5A;
    GameState to_sse2 = to;
    copy_state_bytes(to, changed);
    copy_state_bytes_sse2(to_sse2, changed);
    ASSERT_EQ(std::memcmp(&to, &changed, sizeof(GameState)), 0) << "byte " << b;
    ASSERT_EQ(std::memcmp(&to_sse2, &changed, sizeof(GameState)), 0) << "byte " << b << ", SSE2";
  }
  PlayedGame played = play_random_game(4, 31, {});
  ReplayOptions options;
  int steps = 0;
  options.observer = [&](const Step& step) -> std::optional<StepFailure> {
    ++steps;
    if (!copied_as_memcpy(step.after)) return StepFailure{"copy", "differs"};
    return std::nullopt;
  };
  ReplayResult r = replay_log(played.log, options);
  EXPECT_EQ(r.verdict, Verdict::legal) << describe(r);
  EXPECT_GT(steps, 100);
}

}  // namespace
}  // namespace caylus::test
