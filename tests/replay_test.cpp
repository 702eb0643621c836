// The replayer (replay/replayer.h) and `caylus replay`: random games replay to the identical
// final state; checks list every differing field; an illegal action is reported at its index
// with its rule and player; decisions with one legal choice may be left out of a log; expect is
// evaluated; the binary's exit statuses.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <string>

#include "command_helpers.h"
#include "invariants/invariants.h"
#include "replay/checks.h"
#include "replay/log_json.h"
#include "replay/replayer.h"
#include "replay/snapshot.h"
#include "replay_support.h"

namespace caylus::test {
namespace {

using nlohmann::json;

StepObserver invariant_observer() {
  auto checker = std::make_shared<InvariantChecker>();
  return [checker](const Step& step) -> std::optional<StepFailure> {
    if (auto f = checker->check_step(step.before, step.action, step.after, step.events))
      return StepFailure{f->id, f->message};
    return std::nullopt;
  };
}

std::string describe(const ReplayResult& r) {
  if (r.input_error)
    return "input error at " + r.input_error->where() + ": " + r.input_error->message;
  if (!r.error) return std::string(verdict_name(r.verdict));
  return std::string(verdict_name(r.verdict)) + " at #" + std::to_string(r.error->action) + " [" +
         r.error->rule + "] " + r.error->message;
}

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
    auto observer = invariant_observer();
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
// Rule violations

TEST(ReplayViolations, AnIllegalPlacementIsReportedAtItsIndexWithRuleAndPlayer) {
  PlayedGame played = play_random_game(3, 31);
  std::size_t k = 0;
  while (played.states[k].decision.kind != DecisionKind::placement ||
         played.states[k].road[20].building != BuildingId::none || k < 5)
    ++k;
  GameLog log = played.log;
  Action bad;
  bad.verb = Verb::place;
  bad.player = played.states[k].decision.player;
  bad.space = 20;  // an empty road space
  log.entries[k].action = bad;
  ReplayResult r = replay_log(log);
  ASSERT_EQ(r.verdict, Verdict::illegal) << describe(r);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->action, static_cast<int>(k));
  EXPECT_EQ(r.error->rule, "place.forbidden");
  EXPECT_EQ(r.error->player, log.players[bad.player]);
  EXPECT_EQ(r.error->turn, played.states[k].turn);
  EXPECT_EQ(r.error->phase, Phase::placement);
  EXPECT_EQ(r.error->action_text, log.players[bad.player] + " place 20");
  EXPECT_NE(r.error->message.find("empty road space"), std::string::npos) << r.error->message;
  EXPECT_EQ(r.error->message.find("{p"), std::string::npos) << "names are substituted";
  EXPECT_FALSE(r.error->invariant);
  EXPECT_FALSE(r.error->legal_choices.empty());
  EXPECT_EQ(r.error->legal_choices.front(), "pass");
  std::vector<Action> legal;
  legal_actions(played.states[k], legal);
  EXPECT_LE(r.error->legal_choices.size(), static_cast<std::size_t>(kMaxChoicesShown));
  EXPECT_EQ(r.error->legal_choices.size() + static_cast<std::size_t>(r.error->more_choices),
            legal.size())
      << "the first choices, then how many more";
  EXPECT_EQ(r.state, played.states[k]) << "the replay stops before the illegal action";
  EXPECT_EQ(r.entries_replayed, static_cast<int>(k));
  EXPECT_EQ(r.exit_status(), 1);
}

TEST(ReplayViolations, AnActionOutOfTurnIsDecisionPlayer) {
  PlayedGame played = play_random_game(4, 8);
  std::size_t k = 40;
  while (played.choices[k] < 2) ++k;
  GameLog log = played.log;
  const GameState& s = played.states[k];
  Action& a = log.entries[k].action;
  a.player = static_cast<PlayerIndex>((s.decision.player + 1) % s.player_count);
  ReplayResult r = replay_log(log);
  ASSERT_EQ(r.verdict, Verdict::illegal) << describe(r);
  EXPECT_EQ(r.error->action, static_cast<int>(k));
  EXPECT_EQ(r.error->rule, "decision.player");
  EXPECT_EQ(r.error->player, log.players[a.player]);
  EXPECT_NE(r.error->message.find(log.players[s.decision.player]), std::string::npos)
      << r.error->message;
}

TEST(ReplayViolations, ProvostCostNamesWhatThePlayerHas) {
  // Over several games, find a phase-4 decision of a player with fewer than 3 deniers and make
  // that player move the provost 3 spaces.
  int found = 0;
  for (std::uint64_t seed = 0; seed < 40 && found < 3; ++seed) {
    PlayedGame played = play_random_game(2 + static_cast<int>(seed % 4), 500 + seed);
    for (std::size_t k = 0; k < played.log.entries.size(); ++k) {
      const GameState& s = played.states[k];
      if (s.decision.kind != DecisionKind::provost) continue;
      int deniers = s.player(s.decision.player).goods.deniers;
      if (deniers >= 3) continue;
      int move = s.provost + 3 <= kRoadSpaces ? 3 : -3;
      GameLog log = played.log;
      log.entries[k].action.move = static_cast<std::int8_t>(move);
      ReplayResult r = replay_log(log);
      ASSERT_EQ(r.verdict, Verdict::illegal) << describe(r);
      EXPECT_EQ(r.error->action, static_cast<int>(k));
      EXPECT_EQ(r.error->rule, "provost.cost");
      EXPECT_EQ(r.error->phase, Phase::provost);
      std::string who = log.players[s.decision.player];
      EXPECT_EQ(r.error->message, who + " needs 3 deniers and has " + std::to_string(deniers) +
                                      " to move the provost 3 space(s)");
      bool shows_provost = false;
      for (const auto& fact : r.error->state)
        shows_provost = shows_provost ||
                        fact.find("the provost is on road space " + std::to_string(s.provost)) == 0;
      EXPECT_TRUE(shows_provost);
      ++found;
      break;
    }
  }
  EXPECT_GT(found, 0) << "no phase-4 decision with fewer than 3 deniers in 40 games";
}

TEST(ReplayViolations, AnUnresolvableSpaceAndAnInvalidBatchAreRuleViolations) {
  PlayedGame played = play_random_game(3, 31);
  std::size_t k = 0;
  while (played.states[k].decision.kind != DecisionKind::placement ||
         played.states[k].owns(played.states[k].decision.player, BuildingId::bank) || k < 3)
    ++k;
  if (played.states[k].road[9].building == BuildingId::bank) GTEST_SKIP();
  GameLog log = played.log;
  LogEntry& entry = log.entries[k];
  entry.action = Action{};
  entry.action.verb = Verb::place;
  entry.action.player = played.states[k].decision.player;
  entry.space_ref.kind = SpaceRef::Kind::building;
  entry.space_ref.building = BuildingId::bank;
  bool bank_on_road = false;
  for (Space i = 1; i <= kRoadSpaces; ++i)
    bank_on_road = bank_on_road || played.states[k].road[i].building == BuildingId::bank;
  ASSERT_FALSE(bank_on_road);
  ReplayResult r = replay_log(log);
  ASSERT_EQ(r.verdict, Verdict::illegal) << describe(r);
  EXPECT_EQ(r.error->action, static_cast<int>(k));
  EXPECT_EQ(r.error->rule, "place.forbidden");
  EXPECT_EQ(r.error->action_text, log.players[entry.action.player] + " place bank");

  // A castle offer that is no batch, at a castle decision.
  std::size_t c = 0;
  while (c < played.log.entries.size() && played.states[c].decision.kind != DecisionKind::castle)
    ++c;
  ASSERT_LT(c, played.log.entries.size()) << "no castle decision in this game";
  log = played.log;
  log.entries[c].action.batches = {};
  log.entries[c].invalid_batch =
      "batch 1 [wood, stone, cloth] is not a batch: 3 cubes of 3 "
      "different types, one of them food";
  r = replay_log(log);
  ASSERT_EQ(r.verdict, Verdict::illegal) << describe(r);
  EXPECT_EQ(r.error->action, static_cast<int>(c));
  EXPECT_EQ(r.error->rule, "castle.batch");
  EXPECT_EQ(r.error->player, log.players[played.states[c].decision.player]);
}

TEST(ReplayViolations, AnObserverFailureIsAnInvariantFailureOfTheEngine) {
  PlayedGame played = play_random_game(3, 2);
  ReplayOptions options;
  options.observer = [](const Step& step) -> std::optional<StepFailure> {
    if (step.action_index == 25) return StepFailure{"test.always_25", "{p0} broke it"};
    return std::nullopt;
  };
  ReplayResult r = replay_log(played.log, options);
  ASSERT_EQ(r.verdict, Verdict::illegal);
  EXPECT_EQ(r.error->action, 25);
  EXPECT_EQ(r.error->rule, "test.always_25");
  EXPECT_TRUE(r.error->invariant);
  EXPECT_NE(r.error->message.find(played.log.players[0] + " broke it"), std::string::npos);
  EXPECT_NE(r.error->message.find("engine fault"), std::string::npos);
  EXPECT_EQ(r.exit_status(), 1);
}

// ---------------------------------------------------------------------------------------------
// Who decides what: forced decisions

// Drops decisions that had one legal choice whenever the next kept action does not answer them
// (LOG_FORMAT.md); returns how many were dropped.
int drop_forced(const PlayedGame& played, GameLog& log) {
  std::vector<bool> drop(played.log.entries.size(), false);
  for (std::size_t k = 1; k < played.log.entries.size(); ++k) {
    if (played.choices[k] == 1) continue;  // k is kept: look at the forced run before it
    const Action& next = played.log.entries[k].action;
    std::size_t m = k;
    while (m > 0 && played.choices[m - 1] == 1) {
      const GameState& s = played.states[m - 1];
      auto v = check(s, next);
      bool answers = !v ||
                     (v->rule != RuleId::decision_player && v->rule != RuleId::decision_kind) ||
                     next.player == s.decision.player;
      if (answers) break;
      --m;
    }
    // The replayer meets the run from its start: drop only a run every member of which the
    // next action does not answer.
    for (std::size_t i = m; i < k; ++i) drop[i] = true;
  }
  log = played.log;
  log.entries.clear();
  int dropped = 0;
  for (std::size_t i = 0; i < drop.size(); ++i) {
    if (drop[i]) {
      ++dropped;
      continue;
    }
    log.entries.push_back(played.log.entries[i]);
  }
  return dropped;
}

TEST(ReplayForced, DecisionsWithOneLegalChoiceMayBeLeftOut) {
  int total_dropped = 0;
  for (int game = 0; game < 40; ++game) {
    PlayedGame played = play_random_game(2 + game % 4, 300 + static_cast<std::uint64_t>(game));
    GameLog log;
    int dropped = drop_forced(played, log);
    total_dropped += dropped;
    ReplayResult r = replay_log(log);
    ASSERT_EQ(r.verdict, Verdict::legal) << "game " << game << ": " << describe(r);
    EXPECT_EQ(r.forced_actions, dropped);
    EXPECT_EQ(r.actions_applied, static_cast<int>(played.log.entries.size()));
    EXPECT_EQ(r.state, played.final_state()) << "game " << game;
  }
  EXPECT_GT(total_dropped, 100) << "the test should leave out many forced decisions";
}

TEST(ReplayForced, ALogMayStopAtAForcedDecision) {
  PlayedGame played = play_random_game(3, 12);
  std::size_t k = 10;
  while (played.choices[k] != 1) ++k;
  GameLog log = played.log;
  log.entries.resize(k);  // the log stops where the only choice is pending
  ReplayResult r = replay_log(log);
  ASSERT_EQ(r.verdict, Verdict::legal) << describe(r);
  EXPECT_EQ(r.state, played.states[k]) << "nothing is applied after the last entry";
  EXPECT_EQ(r.forced_actions, 0);
  EXPECT_FALSE(r.complete);
}

TEST(ReplayForced, AnActionAfterTheEndOfTheGameIsDecisionKind) {
  PlayedGame played = play_random_game(2, 12);
  GameLog log = played.log;
  log.entries.push_back(played.log.entries.back());
  ReplayResult r = replay_log(log);
  ASSERT_EQ(r.verdict, Verdict::illegal) << describe(r);
  EXPECT_EQ(r.error->rule, "decision.kind");
  EXPECT_EQ(r.error->action, static_cast<int>(played.log.entries.size()));
  EXPECT_TRUE(r.complete);
}

// ---------------------------------------------------------------------------------------------
// expect and options

TEST(ReplayExpect, MetAndUnmetClaims) {
  PlayedGame played = play_random_game(3, 40);
  const auto& names = played.log.players;
  GameLog log = played.log;
  auto run = [&](const json& expect) {
    auto read = read_expect(expect, names, log.entries.size(), "expect");
    EXPECT_TRUE(std::holds_alternative<ExpectClaims>(read)) << expect.dump();
    if (auto* claims = std::get_if<ExpectClaims>(&read)) log.expect = *claims;
    return replay_log(log);
  };
  ReplayResult r = run({{"verdict", "legal"}, {"complete", true}});
  ASSERT_TRUE(r.expect);
  EXPECT_TRUE(r.expect->met);
  EXPECT_EQ(r.exit_status(), 0);

  r = run({{"verdict", "illegal"}, {"action", 3}, {"rule", "place.cost"}});
  EXPECT_FALSE(r.expect->met);
  EXPECT_EQ(r.expect->reasons.front(), "expected verdict illegal, got legal");
  EXPECT_EQ(r.exit_status(), 1);

  const GameState& end = played.final_state();
  r = run(
      {{"verdict", "legal"},
       {"final", {{"players", {{names[1], {{"prestige", end.player(1).goods.prestige + 1}}}}}}}});
  EXPECT_FALSE(r.expect->met);
  ASSERT_EQ(r.expect->final_mismatches.size(), 1u);
  EXPECT_EQ(r.expect->final_mismatches[0].path, "players." + names[1] + ".prestige");
  EXPECT_EQ(r.exit_status(), 1);

  r = run({{"verdict", "legal"},
           {"final", {{"players", {{names[1], {{"prestige", end.player(1).goods.prestige}}}}}}}});
  EXPECT_TRUE(r.expect->met);

  // An illegal log whose expect names the right action and rule: met (the verdict is still
  // illegal, so the exit status stays 1, LOG_FORMAT.md).
  std::size_t k = 0;
  while (played.states[k].decision.kind != DecisionKind::placement || k < 4) ++k;
  log.entries[k].action = Action{};
  log.entries[k].action.verb = Verb::place;
  log.entries[k].action.player = played.states[k].decision.player;
  log.entries[k].action.space = 27;
  r = run(
      {{"verdict", "illegal"}, {"action", k}, {"rule", "place.forbidden"}, {"complete", false}});
  EXPECT_TRUE(r.expect->met) << (r.expect->reasons.empty() ? "" : r.expect->reasons.front());
  r = run({{"verdict", "illegal"}, {"action", k + 1}, {"rule", "place.cost"}});
  EXPECT_FALSE(r.expect->met);
  EXPECT_EQ(r.expect->reasons.size(), 2u);
}

TEST(ReplayOptionsTest, RuleOverridesGoOnTopOfTheLogsOptions) {
  PlayedGame played = play_random_game(3, 40, {}, 30);
  GameLog log = played.log;
  (void)set_option(log.options, "lawyer_prestige", "3");
  ReplayOptions options;
  options.rule_overrides = {{"towers_zero_penalty", "3"}, {"market_sells_gold", "false"}};
  ReplayResult r = replay_log(log, options);
  ASSERT_FALSE(r.input_error);
  EXPECT_EQ(r.state.options.towers_zero_penalty, 3);
  EXPECT_FALSE(r.state.options.market_sells_gold);
  EXPECT_EQ(r.state.options.lawyer_prestige, 3) << "the log's own options stay";
  options.rule_overrides = {{"lawyer_prestige", "4"}};
  r = replay_log(log, options);
  EXPECT_EQ(r.state.options.lawyer_prestige, 4) << "the command line wins over the log";
  options.rule_overrides = {{"towers_zero_penalty", "7"}};
  r = replay_log(log, options);
  ASSERT_TRUE(r.input_error);
  EXPECT_EQ(r.exit_status(), 2);
}

TEST(ReplayNarrative, ExplainTellsTheGameAndKeepsTheLedger) {
  PlayedGame played = play_random_game(4, 6);
  ReplayOptions options;
  options.narrate = true;
  ReplayResult r = replay_log(played.log, options);
  ASSERT_EQ(r.verdict, Verdict::legal);
  ASSERT_TRUE(r.ledger);
  for (PlayerIndex p = 0; p < 4; ++p)
    EXPECT_EQ(r.ledger->total(p), r.state.player(p).goods.prestige);
  auto has = [&](const std::string& text) {
    for (const auto& line : r.narrative)
      if (line.find(text) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(has("Turn 1"));
  EXPECT_TRUE(has("Turn " + std::to_string(r.state.turn)));
  EXPECT_TRUE(has("Phase 2, placing workers"));
  EXPECT_TRUE(has("Phase 7, end of turn"));
  EXPECT_TRUE(has("the bailiff moves"));
  EXPECT_TRUE(has("the towers are scored"));
  EXPECT_TRUE(has("the game is over"));
  EXPECT_TRUE(has(played.log.players[0]));
  for (const auto& line : r.narrative) EXPECT_EQ(line.find("{p"), std::string::npos) << line;
}

TEST(ReplayAnswer, JsonHasTheContractsKeys) {
  PlayedGame played = play_random_game(2, 6);
  ReplayResult r = replay_log(played.log);
  auto answer = replay_answer_json(r);
  for (std::string key : {"verdict", "complete", "error", "final", "winners"})
    EXPECT_TRUE(answer.contains(key)) << key;
  EXPECT_EQ(answer["verdict"], "legal");
  EXPECT_TRUE(answer["error"].is_null());
  EXPECT_EQ(answer["final"]["turn"], r.state.turn);
  GameLog bad = played.log;
  bad.entries[3].action.player = static_cast<PlayerIndex>(1 - played.states[3].decision.player);
  r = replay_log(bad);
  answer = replay_answer_json(r);
  EXPECT_EQ(answer["verdict"], "illegal");
  for (std::string key : {"action", "turn", "phase", "player", "rule", "message"})
    EXPECT_TRUE(answer["error"].contains(key)) << key;
  EXPECT_EQ(answer["error"]["action"], 3);
}

// ---------------------------------------------------------------------------------------------
// The binary

using test::CommandRun;
using test::contains;
using test::run_caylus;

std::string data(const std::string& name) {
  return std::string(CAYLUS_SOURCE_DIR) + "/tests/data/replay/" + name;
}

TEST(ReplayBinary, LegalLogExitsZero) {
  CommandRun run = run_caylus("replay " + data("legal.json"));
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out, "legal.json: legal:")) << run.out;
  EXPECT_TRUE(contains(run.out, "expect: met")) << run.out;
}

TEST(ReplayBinary, IllegalLogExitsOneWithCompilerStyleError) {
  CommandRun run = run_caylus("replay " + data("illegal_provost.json"));
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out,
                       "illegal_provost.json: action #7 (turn 1, phase provost, player "
                       "blue): error[provost.cost]: blue needs 3 deniers and has 2 to "
                       "move the provost 3 space(s)"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "  action: blue provost +3")) << run.out;
  EXPECT_TRUE(contains(run.out,
                       "  legal choices: provost -2, provost -1, provost 0, provost +1, "
                       "provost +2"))
      << run.out;
}

TEST(ReplayBinary, MismatchExitsOneWithOneLinePerField) {
  CommandRun run = run_caylus("replay " + data("mismatch.json"));
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, "mismatch.json: action #3 (turn 1, phase placement): mismatch:"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "  players.green.deniers: claimed 9, computed 7")) << run.out;
  EXPECT_TRUE(contains(run.out, "  players.red.workers: claimed 6, computed 5")) << run.out;
}

TEST(ReplayBinary, ForcedDecisionsLeftOutOfAHandWrittenLog) {
  CommandRun run = run_caylus("replay --json " + data("forced.json"));
  EXPECT_EQ(run.status, 0) << run.out;
  json answer = json::parse(run.out);
  EXPECT_EQ(answer["verdict"], "legal");
  EXPECT_EQ(answer["replayed"]["forced"], 1);
  EXPECT_EQ(answer["final"]["players"]["green"]["wood"], 2);
}

TEST(ReplayBinary, BadInputExitsTwoWithThePath) {
  CommandRun run = run_caylus("replay " + data("bad_building.json"));
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "bad_building.json: actions[1].at: unknown space 'foo'"))
      << run.out;
  run = run_caylus("replay " + data("syntax_error.json"));
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "syntax_error.json:3:22: error: syntax error")) << run.out;
  run = run_caylus("replay " + data("legal.json") + " --rules towers_zero_penalty=9");
  EXPECT_EQ(run.status, 2) << run.out;
}

TEST(ReplayBinary, JsonAnswerAndDumpState) {
  CommandRun run = run_caylus("replay --json " + data("illegal_provost.json"));
  EXPECT_EQ(run.status, 1);
  json answer = json::parse(run.out);
  EXPECT_EQ(answer["verdict"], "illegal");
  EXPECT_EQ(answer["complete"], false);
  EXPECT_EQ(answer["error"]["action"], 7);
  EXPECT_EQ(answer["error"]["rule"], "provost.cost");
  EXPECT_EQ(answer["error"]["player"], "blue");
  EXPECT_EQ(answer["error"]["phase"], "provost");
  EXPECT_EQ(answer["final"]["phase"], "provost");

  run = run_caylus("replay --dump-state --at 2 " + data("legal.json"));
  EXPECT_EQ(run.status, 0) << run.out;
  json snapshot = json::parse(run.out);
  auto state = read_snapshot(snapshot, {"red", "green", "blue"}, "");
  ASSERT_TRUE(std::holds_alternative<GameState>(state)) << run.out;
  EXPECT_EQ(std::get<GameState>(state).player(0).workers_out, 1);
  EXPECT_EQ(std::get<GameState>(state).player(1).workers_out, 1);
}

TEST(ReplayBinary, PlayedGameLogsReplayLegal) {
  std::string out = std::string(::testing::TempDir()) + "caylus_replay_played.json";
  for (int players = 2; players <= 5; ++players) {
    CommandRun play = run_caylus("play --players " + std::to_string(players) + " --seed " +
                                 std::to_string(40 + players) + " --out " + out);
    ASSERT_EQ(play.status, 0) << play.out;
    for (std::string flags : {"--no-invariants ", ""}) {
      CommandRun run = run_caylus("replay " + flags + out);
      EXPECT_EQ(run.status, 0) << flags << run.out;
      EXPECT_TRUE(contains(run.out, ": legal:")) << run.out;
      EXPECT_TRUE(contains(run.out, "game complete")) << run.out;
    }
  }
  std::remove(out.c_str());
}

// Archive mode: several logs or a directory, one line per log, a summary, the worst status.
TEST(ReplayBinary, ArchiveOfADirectoryOneLinePerLogAndTheWorstStatus) {
  CommandRun run = run_caylus("replay " + data(""));
  EXPECT_EQ(run.status, 2) << run.out;  // two of the six are no valid log
  EXPECT_TRUE(contains(run.out, "bad_building.json: not a valid log: actions[1].at: unknown space"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "syntax_error.json: not a valid log: line 3, column 22"))
      << run.out;
  EXPECT_TRUE(contains(run.out,
                       "illegal_provost.json: action #7 (turn 1, phase provost, player "
                       "blue): error[provost.cost]"))
      << run.out;
  EXPECT_TRUE(contains(run.out,
                       "mismatch.json: action #3 (turn 1, phase placement): mismatch: "
                       "players.red.workers: claimed 6, computed 5"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "legal.json: legal, stops in turn 2, 11 action(s)")) << run.out;
  EXPECT_TRUE(
      contains(run.out, "6 log(s): 2 legal, 1 illegal, 1 mismatch, 2 not valid; 30 action(s)"))
      << run.out;
}

TEST(ReplayBinary, ArchiveStatusIsTheWorstOfItsLogs) {
  EXPECT_EQ(run_caylus("replay " + data("legal.json") + " " + data("forced.json")).status, 0);
  CommandRun run = run_caylus("replay " + data("legal.json") + " " + data("illegal_provost.json"));
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_TRUE(contains(run.out, "2 log(s): 1 legal, 1 illegal, 0 mismatch, 0 not valid"))
      << run.out;
}

TEST(ReplayBinary, ArchiveJsonIsTheSameWithParallelJobs) {
  std::string logs = data("legal.json") + " " + data("illegal_provost.json") + " " +
                     data("mismatch.json") + " " + data("forced.json");
  CommandRun one = run_caylus("replay --json " + logs);
  CommandRun two = run_caylus("replay --json --jobs 2 " + logs);
  EXPECT_EQ(one.status, 1) << one.out;
  EXPECT_EQ(two.status, 1) << two.out;
  json a = json::parse(one.out, nullptr, false);
  json b = json::parse(two.out, nullptr, false);
  ASSERT_TRUE(a.is_object() && b.is_object()) << one.out << two.out;
  EXPECT_EQ(a["logs"], b["logs"]);
  ASSERT_EQ(a["logs"].size(), 4u);
  // Sorted by path: forced, illegal_provost, legal, mismatch.
  EXPECT_EQ(a["logs"][1]["answer"]["verdict"], "illegal");
  EXPECT_EQ(a["logs"][1]["answer"]["error"]["rule"], "provost.cost");
  EXPECT_EQ(a["logs"][3]["answer"]["verdict"], "mismatch");
  EXPECT_EQ(a["summary"]["legal"], 2);
  EXPECT_EQ(a["summary"]["illegal"], 1);
  EXPECT_EQ(a["summary"]["mismatch"], 1);
  EXPECT_EQ(a["summary"]["actions"], 9 + 7 + 11 + 3);
}

TEST(ReplayBinary, ArchiveRefusesOneLogOptions) {
  for (std::string flags : {"--explain", "--dump-state", "--dump-state --at 2"}) {
    CommandRun run = run_caylus("replay " + flags + " " + data(""));
    EXPECT_EQ(run.status, 2) << flags << ": " << run.out;
    EXPECT_TRUE(contains(run.out, "take one log") || contains(run.out, "takes one log"))
        << flags << ": " << run.out;
  }
  CommandRun none = run_caylus("replay " + std::string(::testing::TempDir()) +
                               "caylus_no_such_dir " + data("legal.json"));
  EXPECT_EQ(none.status, 2) << none.out;
  EXPECT_TRUE(contains(none.out, "does not exist")) << none.out;
}

}  // namespace
}  // namespace caylus::test
