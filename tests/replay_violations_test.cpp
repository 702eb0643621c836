// The replayer's rule violations: an illegal action is reported at its index with its rule and
// player; an observer failure is the engine's; decisions with one legal choice may be left out.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <optional>
#include <string>

#include "command_helpers.h"
#include "invariants/invariants.h"
#include "replay/claims/checks.h"
#include "replay/claims/claims.h"
#include "replay/json/log_json.h"
#include "replay/positions/snapshot.h"
#include "replay/replayer.h"
#include "replay_support.h"
#include "tools/fuzzing/replay_invariants.h"

namespace caylus::test {
namespace {

using nlohmann::json;

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
                                      " to move the provost 3 spaces");
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
  // The game is fixed (seed 31): space 9 holds no bank there, so the bank named below is nowhere.
  ASSERT_NE(played.states[k].road[9].building, BuildingId::bank);
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

// The invariant checker re-runs only the state checks whose parts a step changed when the
// step's `before` is, byte for byte, the state it last found valid (InvariantChecker::check_step).
// The replayer hands it such a copy at every step, forced actions included: a member-wise copy
// (stale padding) would make every step a full check, the same verdicts at twice the cost.
TEST(ReplayForced, TheInvariantCheckerKnowsTheStateBeforeEveryStep) {
  for (int game = 0; game < 8; ++game) {
    PlayedGame played = play_random_game(2 + game % 4, 500 + static_cast<std::uint64_t>(game),
                                         replay_option_sets()[game % 4]);
    GameLog log;
    int dropped = drop_forced(played, log);
    auto checker = std::make_shared<InvariantChecker>();
    auto steps = std::make_shared<int>(0);
    ReplayOptions options;
    options.observer = [checker, steps](const Step& step) -> std::optional<StepFailure> {
      if ((*steps)++ == 0)
        if (auto f = checker->check_state(step.before)) return StepFailure{f->id, f->message};
      if (auto f = checker->check_step(step.before, step.action, step.after, step.events))
        return StepFailure{f->id, f->message};
      return std::nullopt;
    };
    ReplayResult r = replay_log(log, options);
    ASSERT_EQ(r.verdict, Verdict::legal) << "game " << game << ": " << describe(r);
    EXPECT_EQ(r.state, played.final_state()) << "game " << game;
    EXPECT_EQ(r.forced_actions, dropped);
    EXPECT_EQ(*steps, r.actions_applied);
    EXPECT_EQ(checker->steps_checked_in_full(), 0u) << "game " << game;
  }
}

// Step::follows is the replayer's word that a step's `before` is, byte for byte, the `after` of
// the step before it: the invariant checker then trusts it without a compare
// (InvariantChecker::Before::last_given). Held here at every step of games with forced decisions
// left out (each an action refused as written first: the replayer compares the state with the
// one before the refusal rather than trust apply to leave it whole) and an amendment between two
// steps: where follows is set the bytes are equal, and it is not set after the amendment nor at
// the first step.
TEST(ReplayForced, AStepFollowsThePreviousOneOnlyWhenItsBeforeIsThatAfter) {
  int followed = 0, not_followed = 0, after_amendment = 0;
  for (int game = 0; game < 8; ++game) {
    PlayedGame played = play_random_game(2 + game % 4, 700 + static_cast<std::uint64_t>(game),
                                         replay_option_sets()[game % 4]);
    GameLog log;
    drop_forced(played, log);
    // An amendment in the middle: the first player's prestige set to 99 (a state still valid, and
    // the same legal choices: the forced decisions left out stay forced).
    std::size_t at = log.entries.size() / 2;
    LogEntry amend;
    amend.is_amend = true;
    auto claims =
        read_claims(json::parse("{\"players\":{\"" + log.players[0] + "\":{\"prestige\":99}}}"),
                    log.players, "amend");
    ASSERT_TRUE(std::holds_alternative<Claims>(claims));
    amend.claims = std::get<Claims>(claims);
    log.entries.insert(log.entries.begin() + static_cast<std::ptrdiff_t>(at), amend);
    struct Seen {
      std::optional<GameState> last_after;
      int steps = 0;
      int entry_after_amendment = -1;
      int followed = 0, not_followed = 0, after_amendment = 0;
      std::vector<std::string> broken;
    };
    auto seen = std::make_shared<Seen>();
    const int amended_entry = static_cast<int>(at);
    ReplayOptions options;
    options.observer = [seen, amended_entry](const Step& step) -> std::optional<StepFailure> {
      if (seen->steps++ == 0 && step.follows) seen->broken.push_back("the first step follows");
      if (step.follows) {
        ++seen->followed;
        if (!seen->last_after ||
            std::memcmp(&*seen->last_after, &step.before, sizeof(GameState)) != 0)
          seen->broken.push_back("step " + std::to_string(seen->steps) +
                                 " follows, but its before is not the last after");
      } else {
        ++seen->not_followed;
      }
      if (step.action_index > amended_entry && seen->entry_after_amendment < 0) {
        seen->entry_after_amendment = step.action_index;
        ++seen->after_amendment;
        if (step.follows) seen->broken.push_back("the step after the amendment follows");
      }
      GameState copy;
      std::memcpy(static_cast<void*>(&copy), &step.after, sizeof(GameState));
      seen->last_after = copy;
      return std::nullopt;
    };
    ReplayResult r = replay_log(log, options);
    ASSERT_EQ(r.verdict, Verdict::legal) << "game " << game << ": " << describe(r);
    ASSERT_EQ(r.amendments.size(), 1u);
    EXPECT_TRUE(seen->broken.empty()) << "game " << game << ": " << seen->broken.front();
    EXPECT_EQ(seen->steps, r.actions_applied);
    followed += seen->followed;
    not_followed += seen->not_followed;
    after_amendment += seen->after_amendment;
  }
  EXPECT_EQ(after_amendment, 8);
  // Every step follows but the first and the one after the amendment of each game: an action
  // refused as written (before each forced decision left out) leaves the state as it was.
  EXPECT_EQ(not_followed, 2 * 8);
  EXPECT_GT(followed, 1000);
}

// The invariant checker given the replayer's guarantee (the adapter of every command) finds the
// same verdicts as the one comparing bytes, and neither checks a step in full but the one whose
// `before` this test says nothing of.
TEST(ReplayForced, TheGuaranteedBeforeIsCheckedLikeTheComparedOne) {
  for (int game = 0; game < 4; ++game) {
    PlayedGame played = play_random_game(2 + game % 4, 900 + static_cast<std::uint64_t>(game),
                                         replay_option_sets()[game % 4]);
    ReplayOptions options;
    auto compared = std::make_shared<InvariantChecker>();
    auto given = std::make_shared<InvariantChecker>();
    auto first = std::make_shared<bool>(true);
    auto disagreements = std::make_shared<int>(0);
    auto steps = std::make_shared<int>(0);
    options.observer = [=](const Step& step) -> std::optional<StepFailure> {
      if (*first) {
        *first = false;
        EXPECT_FALSE(compared->check_state(step.before).has_value());
        EXPECT_FALSE(given->check_state(step.before).has_value());
      }
      // Step 10 as if nothing were known: after given steps no copy is kept, so it is checked in
      // full (the same verdict).
      auto known =
          ++*steps == 10 ? InvariantChecker::Before::unknown : InvariantChecker::Before::last_given;
      auto a = compared->check_step(step.before, step.action, step.after, step.events);
      auto b = given->check_step(step.before, step.action, step.after, step.events, known);
      *disagreements += a.has_value() != b.has_value();
      if (a) return StepFailure{a->id, a->message};
      return std::nullopt;
    };
    ReplayResult r = replay_log(played.log, options);
    ASSERT_EQ(r.verdict, Verdict::legal) << "game " << game << ": " << describe(r);
    EXPECT_EQ(*disagreements, 0);
    EXPECT_EQ(compared->steps_checked_in_full(), 0u);
    EXPECT_EQ(given->steps_checked_in_full(), 1u);
  }
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

}  // namespace
}  // namespace caylus::test
