// Positions (replay/positions/position.h, LOG_FORMAT.md "Positions"): a position cut out of a game
// with `caylus replay --position --at N`, pasted into a log with the rest of the game, replays to
// the same end as the whole game; and a position people write applies as they mean it.
#include "replay/positions/position.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <variant>
#include <vector>

#include "core/random.h"
#include "replay/claims/claim_fields.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/position_cut.h"
#include "replay/positions/initial_state.h"
#include "replay/replayer.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/replay_invariants.h"

namespace caylus::test {
namespace {

// A game of the guided policy (batches, building, the lawyer, high favor columns, the joust:
// the deep positions disputes are about), as a log.
GameLog guided_game(int players, std::uint64_t seed, RuleOptions options = {}) {
  static const std::vector<std::string> kColours = {"blue", "red", "green", "orange", "black"};
  SplitMix64 rng(seed);
  GameSetup setup;
  setup.player_count = players;
  setup.options = options;
  setup.neutral = draw_neutral(rng);
  GameLog log;
  log.players.assign(kColours.begin(), kColours.begin() + players);
  log.neutral = setup.neutral;
  log.options = options;
  GameState s = new_game(setup);
  std::vector<Action> legal;
  auto keep = [&log](const GameState&, const std::vector<Action>&, const Action& a) {
    LogEntry entry;
    entry.action = a;
    log.entries.push_back(entry);
  };
  fuzzing::PlayOutcome out =
      fuzzing::play(s, legal, fuzzing::policy_choice(fuzzing::kGuidedPolicy, rng), {}, keep);
  EXPECT_FALSE(out.engine_bug()) << out.engine_error(s);
  return log;
}

ReplayResult replay_checked(const GameLog& log) {
  ReplayOptions options;
  options.observer = fuzzing::invariants_observer();
  options.amendment_check = fuzzing::invariants_state_check();
  return replay_log(log, options);
}

// The log that starts from the cut: its position, then the entries from the cut on, written as
// text and read back (the `position` lines are what a user pastes).
GameLog from_cut(const GameLog& whole, const PositionCut& cut) {
  GameLog log = whole;
  log.position = cut.position;
  log.entries.assign(whole.entries.begin() + cut.from_entry, whole.entries.end());
  auto read = read_text_log(write_text_log(log));
  if (auto* error = std::get_if<LogError>(&read)) {
    ADD_FAILURE() << error->where() << ": " << error->message << "\n" << write_text_log(log);
    return log;
  }
  return std::get<GameLog>(read);
}

struct Tally {
  int steps = 0;
  int cuts = 0;  // distinct cuts replayed
};

void every_step_replays_to_the_same_end(const GameLog& whole, Tally& tally) {
  ReplayResult all = replay_checked(whole);
  ASSERT_FALSE(all.input_error);
  ASSERT_EQ(all.verdict, Verdict::legal);
  int last_from = -1;
  for (int n = 0; n <= static_cast<int>(whole.entries.size()); ++n) {
    auto cut = position_at(whole, n);
    ASSERT_TRUE(std::holds_alternative<PositionCut>(cut)) << std::get<LogError>(cut).message;
    const PositionCut& c = std::get<PositionCut>(cut);
    ASSERT_LE(c.from_entry, n);
    ++tally.steps;
    if (c.from_entry == last_from) continue;  // the same cut as the step before: replayed

    last_from = c.from_entry;
    ReplayResult part = replay_checked(from_cut(whole, c));
    ASSERT_FALSE(part.input_error) << "step " << n << ": " << part.input_error->message << "\n"
                                   << write_text_log(from_cut(whole, c));
    ASSERT_EQ(part.verdict, Verdict::legal) << "step " << n;
    ASSERT_TRUE(part.state == all.state)
        << "step " << n << " (cut at turn " << c.turn << ", phase " << phase_name(c.phase)
        << ", from action #" << c.from_entry << "): the end differs";
    ++tally.cuts;
  }
}

TEST(PositionProperty, ThePositionOfEveryStepAndTheRestOfTheLogReachTheSameEnd) {
  Tally tally;
  for (int players = 2; players <= 5; ++players) {
    SCOPED_TRACE("players " + std::to_string(players));
    every_step_replays_to_the_same_end(guided_game(players, 900 + players), tally);
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(tally.steps, 1000);
  RecordProperty("steps", tally.steps);
  RecordProperty("cuts", tally.cuts);
  std::printf("%d steps, %d distinct cuts replayed\n", tally.steps, tally.cuts);
}

// The cut is the phase in play at step N, not an older one, wherever the claims can say it.
TEST(PositionProperty, TheCutIsThePhaseInPlayAtMostSteps) {
  GameLog whole = guided_game(4, 77);
  ReplayOptions options;
  int latest = 0, steps = 0;
  for (int n = 0; n <= static_cast<int>(whole.entries.size()); n += 7) {
    auto cut = std::get<PositionCut>(position_at(whole, n));
    options.stop_at = n;
    ReplayResult r = replay_log(whole, options);
    ++steps;
    if (cut.turn == r.state.turn && cut.phase == r.state.phase) ++latest;
  }
  EXPECT_GT(latest * 10, steps * 8) << latest << " of " << steps;
}

std::variant<GameState, LogError> from_text(const std::string& lines) {
  std::string text =
      "[Players \"red green blue\"]\n[Neutral \"farm forest sawmill quarry market "
      "carpenter\"]\n" +
      lines;
  auto read = read_text_log(text);
  if (auto* error = std::get_if<LogError>(&read)) return *error;
  return initial_state(std::get<GameLog>(read));
}

TEST(Position, WhatIsNotSaidFollowsFromWhatIs) {
  auto start = from_text(
      "position turn=6 phase=activation provost=10 bailiff=11 passed=[green,red,blue]\n"
      "position road.9.building=lawyer road.9.owner=blue road.9.worker=blue\n"
      "position road.10.building=wood_quarry road.10.owner=blue road.10.worker=green\n");
  ASSERT_TRUE(std::holds_alternative<GameState>(start)) << std::get<LogError>(start).message;
  const GameState& s = std::get<GameState>(start);
  EXPECT_EQ(s.turn, 6);
  EXPECT_EQ(s.phase, Phase::activation);
  EXPECT_EQ(s.stock & tile_bit(BuildingId::lawyer), 0u);  // on the road: not in the stock
  EXPECT_NE(s.stock & tile_bit(BuildingId::wood_farm_food), 0u);
  EXPECT_EQ(s.player(2).workers_out, 1);                 // blue: the lawyer
  EXPECT_EQ(s.available_workers(1), 5);                  // green: the quarry
  EXPECT_EQ(s.decision.kind, DecisionKind::activation);  // the lawyer, space 9
  EXPECT_EQ(s.decision.space, 9);
  EXPECT_EQ(s.passed_count, 3);
}

TEST(Position, TheProvostStandsWithTheBailiffUnlessSaid) {
  auto start = from_text("position turn=3 bailiff=8\n");
  ASSERT_TRUE(std::holds_alternative<GameState>(start));
  EXPECT_EQ(std::get<GameState>(start).provost, 8);
}

TEST(Position, AmendmentsChangeByAnAmount) {
  std::string text =
      "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "amend green.deniers+=2 red.food-=1\ncheck green.deniers=9 red.food=1\n";
  auto read = read_text_log(text);
  ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << std::get<LogError>(read).message;
  ReplayResult r = replay_checked(std::get<GameLog>(read));
  EXPECT_FALSE(r.input_error);
  EXPECT_EQ(r.verdict, Verdict::legal);
  // Written back in both forms, the change stays a change.
  const GameLog& log = std::get<GameLog>(read);
  EXPECT_NE(write_text_log(log).find("amend red.food-=1 green.deniers+=2"), std::string::npos)
      << write_text_log(log);
  EXPECT_NE(write_log(log).find(R"("deniers": {"add": 2})"), std::string::npos) << write_log(log);
  auto back = read_log(write_log(log));
  ASSERT_TRUE(std::holds_alternative<GameLog>(back));
  EXPECT_EQ(std::get<GameLog>(back).entries[0].claims, log.entries[0].claims);
}

TEST(Position, AChangeBelowZeroIsRefusedAtItsField) {
  std::string text =
      "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "amend red.deniers-=9\n";
  auto read = read_text_log(text);
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  ReplayResult r = replay_checked(std::get<GameLog>(read));
  ASSERT_TRUE(r.input_error);
  EXPECT_NE(r.input_error->message.find("red has 7 deniers, and cannot give 9"), std::string::npos)
      << r.input_error->message;
  EXPECT_EQ(r.input_error->line, 3);
}

TEST(Position, AChangeInACheckIsAnInputError) {
  std::string text =
      "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "check red.deniers+=1\n";
  auto read = read_text_log(text);
  ASSERT_TRUE(std::holds_alternative<LogError>(read));
  EXPECT_EQ(std::get<LogError>(read).line, 3);
}

// Both converters keep a position: text -> JSON -> text gives the same text, JSON -> text -> JSON
// the same JSON.
TEST(Position, TextAndJsonConvertWithoutLoss) {
  std::string text =
      "[Players \"red green blue\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "# the table's notes\n"
      "position turn=5 phase=activation provost=10 bailiff=10 passed=[green,red,blue]\n"
      "position road.9.building=lawyer road.9.owner=blue road.9.worker=blue\n"
      "position road.10.building=wood_quarry road.10.owner=blue road.10.worker=green\n"
      "position blue.cloth=1 blue.deniers=4\n"
      "position workers.castle=[red] stock.lawyer=0\n"
      "blue transform 10\n";
  auto read = read_text_log(text);
  ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << std::get<LogError>(read).message;
  const GameLog& log = std::get<GameLog>(read);
  ASSERT_TRUE(log.position.has_value());
  std::string json = write_log(log);
  // Too long for one line: broken as the text's lines are, the moment first.
  EXPECT_NE(json.find("    \"position\": {\n      \"turn\": 5, \"phase\": \"activation\""),
            std::string::npos)
      << json;
  auto back = read_log(json);
  ASSERT_TRUE(std::holds_alternative<GameLog>(back)) << std::get<LogError>(back).message;
  EXPECT_EQ(*std::get<GameLog>(back).position, *log.position);
  EXPECT_EQ(write_log(std::get<GameLog>(back)), json);
  std::string again = write_text_log(std::get<GameLog>(back));
  auto third = read_text_log(again);
  ASSERT_TRUE(std::holds_alternative<GameLog>(third));
  EXPECT_EQ(write_text_log(std::get<GameLog>(third)), again);
  EXPECT_EQ(write_log(std::get<GameLog>(third)), json);
}

// setup.position in JSON reads like the text's lines: on its key's line when it fits, else the
// moment on one line and each part on its own, a long part one road space or player a line; no
// line over 100 columns (corpus/rulings: a dozen residences on one line was 1,000 columns).
TEST(Position, JsonPositionIsWrittenInLinesOfAtMost100Columns) {
  std::string lines = "position turn=3 bailiff=8\n";
  for (int space = 9; space <= 15; ++space)
    lines += "position road." + std::to_string(space) + ".building=residence road." +
             std::to_string(space) + ".owner=green\n";
  lines += "position red.deniers=12 red.prestige=10 red.food=3 green.deniers=3 blue.gold=2\n";
  for (const std::string& position : {std::string("position red.cloth=1\n"), lines}) {
    auto read = read_text_log(
        "[Players \"red green blue\"]\n[Neutral \"farm forest sawmill quarry market "
        "carpenter\"]\n" +
        position);
    ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << std::get<LogError>(read).message;
    const GameLog& log = std::get<GameLog>(read);
    std::string json = write_log(log);
    for (std::size_t a = 0, b; a < json.size(); a = b + 1) {
      b = json.find('\n', a);
      if (json.compare(a, 13, "    \"neutral\"") == 0) continue;  // the six tiles: not a position
      EXPECT_LE(b - a, 100u) << json.substr(a, b - a);
    }
    auto back = read_log(json);
    ASSERT_TRUE(std::holds_alternative<GameLog>(back)) << std::get<LogError>(back).message;
    EXPECT_EQ(*std::get<GameLog>(back).position, *log.position);
    EXPECT_EQ(write_log(std::get<GameLog>(back)), json);
    if (position == lines) {
      EXPECT_NE(json.find("      \"turn\": 3, \"bailiff\": 8,\n      \"road\": {\n        \"9\": "),
                std::string::npos)
          << json;
      EXPECT_NE(json.find("      \"players\": {\n        \"red\": {\"deniers\": 12, "),
                std::string::npos)
          << json;
    } else {
      EXPECT_NE(json.find("\"position\": {\"players\": {\"red\": {\"cloth\": 1}}}\n"),
                std::string::npos)
          << json;
    }
  }
}

// `caylus convert --position`: a snapshot whose turn order is not the start's, written without
// next_turn_order (the snapshot reader then takes the turn order), converts: the next turn's order
// is read only while the stables' order waits, so it is no difference. One that waits does not.
TEST(Position, ASnapshotWithAnotherTurnOrderConverts) {
  auto read = read_text_log(
      "[Players \"red green blue\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "position turn=6 bailiff=11 turn_order=[green,red,blue] castle.dungeon.red=2\n");
  ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << std::get<LogError>(read).message;
  GameLog log = std::get<GameLog>(read);
  GameState s = std::get<GameState>(initial_state(log));
  s.next_turn_order = s.turn_order;  // as snapshot_read.cpp reads a snapshot that leaves it out
  log.start_state = s;
  log.neutral.reset();
  log.position.reset();
  GameLog converted = log;
  auto why = snapshot_as_position(converted);
  ASSERT_FALSE(why) << *why;
  ASSERT_TRUE(converted.position && converted.position->turn_order);
  EXPECT_EQ(*converted.position->turn_order, (std::vector<PlayerIndex>{1, 0, 2}));
  EXPECT_FALSE(converted.start_state);

  // A game's start: no position at all (an empty one would not survive the text notation).
  GameLog start = log;
  start.start_state = std::get<GameState>(initial_state(
      std::get<GameLog>(read_text_log("[Players \"red green blue\"]\n[Neutral \"farm forest "
                                      "sawmill quarry market carpenter\"]\n"))));
  ASSERT_FALSE(snapshot_as_position(start));
  EXPECT_FALSE(start.position);
  EXPECT_TRUE(start.neutral);

  GameLog waiting = log;
  waiting.start_state->turn_order_pending = true;  // stables_effect=next_turn: it is read
  waiting.start_state->next_turn_order = {2, 1, 0, kNoPlayer, kNoPlayer};
  waiting.start_state->options.stables_effect = StablesEffect::next_turn;
  EXPECT_TRUE(snapshot_as_position(waiting));
  EXPECT_TRUE(waiting.start_state);
}

// A person's mistake in a position is bad input at its line and column, in the rulebook's words.
TEST(Position, AMistakeIsAnInputErrorAtItsPlace) {
  auto start = from_text(
      "position turn=4\n"
      "position road.10.building=wood_quarry road.10.owner=blue stock.wood_quarry=1\n");
  ASSERT_TRUE(std::holds_alternative<LogError>(start));
  const LogError& e = std::get<LogError>(start);
  EXPECT_EQ(e.line, 4);
  EXPECT_EQ(e.column, 58);
  EXPECT_EQ(e.message, "the wood_quarry is on road space 10 and in the stock");
}

TEST(Position, APositionLineAfterAnActionIsRefused) {
  auto start = from_text("red pass\nposition turn=4\n");
  ASSERT_TRUE(std::holds_alternative<LogError>(start));
  EXPECT_EQ(std::get<LogError>(start).line, 4);
}

// A snapshot no game could reach is the input's fault too, found before any action.
TEST(Position, ABadSnapshotIsAnInputErrorNotAnEngineFault) {
  std::string text =
      "[Players \"red green blue\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n";
  auto read = read_text_log(text);
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  GameLog log = std::get<GameLog>(read);
  GameState s = std::get<GameState>(initial_state(log));
  s.road[10].building = BuildingId::wood_quarry;  // on the road, and still in the stock
  s.road[10].owner = 2;
  log.start_state = s;
  log.neutral.reset();
  LogEntry pass;
  pass.action = Action{};
  pass.action.player = 0;
  pass.action.verb = Verb::pass;
  log.entries.push_back(pass);
  ReplayResult r = replay_checked(log);
  ASSERT_TRUE(r.input_error);
  EXPECT_EQ(r.input_error->path, "setup.state.stock");  // the judge names the field
  EXPECT_NE(r.input_error->message.find("the snapshot is no state a game can reach"),
            std::string::npos)
      << r.input_error->message;
}

// The keys a position writes first, on the moment's line, are keys of the claim table: renamed
// there, a key written here by hand would silently leave that line (issue 36, item 6).
TEST(Position, TheMomentsKeysAreClaimFields) {
  std::span<const std::string_view> names = claim_fields::field_names();
  for (std::string_view key : position_moment_keys())
    EXPECT_NE(std::find(names.begin(), names.end(), key), names.end())
        << key << " is not a key of the claim table (replay/claims/claim_fields.h)";
  EXPECT_FALSE(position_moment_keys().empty());
}

}  // namespace
}  // namespace caylus::test
