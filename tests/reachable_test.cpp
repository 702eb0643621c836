// The reachability judge (replay/positions/reachable.h, issue 39): it accepts every moment of every
// game (random, guided and castle-minded games, every state), and each of its conditions refuses
// the first board past its threshold while it accepts the last one before it
// (reachable_edges_test).
#include "replay/positions/reachable.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>

#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/positions/initial_state.h"
#include "replay/replayer.h"
#include "support.h"
#include "test_paths.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/policy.h"

namespace caylus::test {
namespace {

std::string refused(const GameState& s) {
  auto why = judge_board(s);
  if (!why) return "";
  std::string field;
  for (const auto& key : why->field) field += (field.empty() ? "" : ".") + key;
  return std::string(why->rule) + " at " + field + ": " + unreachable_text(*why, {});
}

// Plays a game with `choose`, judging the first state and the state after every step.
void judge_every_state(
    GameState s,
    const std::function<std::size_t(const GameState&, const std::vector<Action>&)>& choose,
    const std::string& game, int& states) {
  ASSERT_EQ(refused(s), "") << game << ", its first state";
  std::vector<Action> legal;
  int step = 0;
  auto observe = [&](const GameState&, const Action& a, const GameState& after, const EventSink&) {
    ++step;
    ++states;
    std::string why = refused(after);
    EXPECT_EQ(why, "") << game << ", step " << step << " ('" << action_to_string(a) << "'), turn "
                       << int(after.turn) << " phase " << phase_name(after.phase);
    return why.empty();
  };
  fuzzing::play(s, legal, choose, {.max_actions = 5000}, fuzzing::KeepPlaying{}, observe);
}

TEST(Reachable, EveryStateOfRandomAndGuidedGamesIsAccepted) {
  int states = 0;
  for (int game = 0; game < scaled(600) && !HasFailure(); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) * 7919 + 3);
    RuleOptions options = game % 3 == 0 ? random_options(rng) : RuleOptions{};
    GameState s = random_start(rng, 2 + game % 4, options);
    const auto& policy = fuzzing::policy_table()[game % 2];
    judge_every_state(
        s,
        [&](const GameState& state, const std::vector<Action>& legal) {
          return fuzzing::pick_action(policy, state, legal, rng);
        },
        "game " + std::to_string(game) + " (" + std::string(policy.name) + ")", states);
  }
  EXPECT_GT(states, scaled(600) * 100);
}

// Castle-minded games with rich players fill sections before their marks, overflow and fill the
// castle: the moments the castle rows speak of.
TEST(Reachable, EveryStateOfCastleMindedGamesIsAccepted) {
  int states = 0;
  for (int game = 0; game < scaled(300) && !HasFailure(); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 4242);
    GameState s = random_start(rng, 2 + game % 4);
    for (PlayerIndex p = 0; p < s.player_count; ++p)
      for (Cube c : kAllCubes) s.player(p).goods[c] = 12;
    judge_every_state(
        s,
        [&rng](const GameState&, const std::vector<Action>& offered) {
          std::size_t pick = rng.below(offered.size());
          for (std::size_t i = 0; i < offered.size(); ++i) {
            const Action& b = offered[i];
            if (b.verb == Verb::place && b.space == special_space(Special::castle) &&
                rng.below(2) == 0)
              pick = i;
            if (b.verb == Verb::castle &&
                batch_total(b.batches) > batch_total(offered[pick].batches) && rng.below(4) != 0)
              pick = i;
          }
          return pick;
        },
        "castle-minded game " + std::to_string(game), states);
  }
  EXPECT_GT(states, scaled(300) * 50);
}

// Every row has a rule id of RULES.md, a sentence and the fields it reads.
TEST(Reachable, EveryRowSaysItsRuleItsSentenceAndItsFields) {
  for (const ReachableRow& row : reachable_rows()) {
    EXPECT_FALSE(row.rule.empty());
    EXPECT_NE(row.rule.find('.'), std::string_view::npos) << row.rule;
    EXPECT_GT(row.sentence.size(), 20u) << row.rule;
    EXPECT_FALSE(row.fields.empty()) << row.rule;
    EXPECT_NE(row.check, nullptr) << row.rule;
  }
  EXPECT_GE(reachable_rows().size(), 20u);
}

// The first board: the towers full and not scored as the castle phase of turn 14 begins
// is the person's input error, at the towers' first field, never a verdict.
TEST(Reachable, TowersFullAndUnscoredAsTheCastleBeginsIsAnInputError) {
  std::string text =
      "[Players \"red green blue\"]\n"
      "[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "position turn=14 phase=castle bailiff=20 scored=[dungeon,walls]\n"
      "position castle.dungeon.red=2 castle.dungeon.green=2 castle.dungeon.blue=2\n"
      "position castle.walls.red=4 castle.walls.green=3 castle.walls.blue=3\n"
      "position castle.towers.red=5 castle.towers.green=5 castle.towers.blue=4\n";
  auto read = read_log(text);
  ASSERT_TRUE(std::holds_alternative<LogError>(read));
  const LogError& e = std::get<LogError>(read);
  EXPECT_EQ(e.line, 6);
  EXPECT_EQ(e.column, 10);
  EXPECT_EQ(e.message,
            "the towers are full and not scored in phase 6 (castle) of turn 14: a section filled "
            "by a batch of phase 6 is scored at the end of that turn, so it is full and unscored "
            "only from that batch to that end of turn (scoring.trigger)");
  // One house fewer in the towers: the same board is one a game reaches.
  std::string fewer = text;
  fewer.replace(fewer.find("blue=4"), 6, "blue=3");
  EXPECT_TRUE(std::holds_alternative<GameLog>(read_log(fewer)));
}

// The second board: a snapshot whose dungeon is scored in turn 3 with the bailiff on 8
// and no house in it is refused at its field, as the position reader refuses the same board.
TEST(Reachable, AnEarlyScoredDungeonInASnapshotIsAnInputError) {
  GameState s = start(3);
  s.turn = 3;
  s.bailiff = s.provost = 8;
  s.scored = 1;
  GameLog log;
  log.players = {"red", "green", "blue"};
  log.start_state = s;
  auto read = read_log(write_log(log));
  ASSERT_TRUE(std::holds_alternative<LogError>(read));
  EXPECT_EQ(std::get<LogError>(read).path, "setup.state.scored");
  EXPECT_EQ(std::get<LogError>(read).message,
            "the dungeon is scored, but the bailiff (road space 8) has not reached its mark "
            "(space 12) and it is not full (0 of 6 houses) (scoring.trigger)");
  // Set in code rather than read, the replay refuses it the same way, before any action.
  ReplayResult r = replay_log(log);
  ASSERT_TRUE(r.input_error);
  EXPECT_EQ(r.input_error->path, "setup.state.scored");
}

// Issue item 8: an amendment in the middle of phase 5 that puts the provost behind the space
// being resolved is the table's input error at the amendment, not an engine fault.
TEST(Reachable, AnAmendmentMovingTheProvostBehindPhase5IsAnInputError) {
  std::string text =
      "[Players \"red green blue\"]\n"
      "[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "position turn=2 phase=activation bailiff=7 provost=9\n"
      "position road.2.worker=red road.8.worker=green\n"
      "red use gain 1 wood\n"
      "amend provost=7\n";
  auto read = read_log(text);
  ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << std::get<LogError>(read).message;
  ReplayResult r = replay_log(std::get<GameLog>(read));
  ASSERT_TRUE(r.input_error) << "the amendment is accepted";
  EXPECT_EQ(r.input_error->line, 6);
  EXPECT_EQ(r.input_error->path, "actions[1].amend.provost");
  EXPECT_NE(r.input_error->message.find("behind road space 8, which phase 5 is resolving"),
            std::string::npos)
      << r.input_error->message;
  EXPECT_NE(r.input_error->message.find("(activate.order)"), std::string::npos);
  // The provost on the space resolved is a board a game reaches.
  std::string on = text;
  on.replace(on.find("amend provost=7"), 15, "amend provost=8");
  ReplayResult ok = replay_log(std::get<GameLog>(read_log(on)));
  EXPECT_FALSE(ok.input_error) << ok.input_error->message;
}

// No ruling of the corpus starts from a board the judge refuses (issue item 5): every file of
// corpus/ reads (the readers judge positions and snapshots), and replays without an amendment
// refused as unreachable.
TEST(Reachable, NoCorpusRulingStartsFromABoardNoGameReaches) {
  int boards = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(
           std::string(caylus::test::source_dir()) + "/corpus")) {
    std::string path = entry.path().string();
    if (!entry.is_regular_file() || !(path.ends_with(".json") || path.ends_with(".caylus")))
      continue;
    auto read = read_log_file(path);
    if (auto* e = std::get_if<LogError>(&read)) {
      for (const ReachableRow& row : reachable_rows())
        EXPECT_FALSE(e->message.ends_with(" (" + std::string(row.rule) + ")"))
            << path << ": " << e->message;
      continue;  // a bad-input example of the corpus, refused for another reason
    }
    const GameLog& log = std::get<GameLog>(read);
    if (!log.position && !log.start_state) continue;
    ++boards;
    auto start = initial_state(log);
    ASSERT_TRUE(std::holds_alternative<GameState>(start)) << path;
    auto why = judge_board(std::get<GameState>(start));
    EXPECT_FALSE(why) << path << ": " << unreachable_text(*why, log.players);
  }
  EXPECT_GT(boards, 12);
}

}  // namespace
}  // namespace caylus::test
