// Canonical log writing: byte-identical write(read(write(log))) over hundreds of random games,
// one entry per line in a fixed key order, spaces named by the building on them, forced decisions
// left out, snapshot setups, checks and expect.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/engine.h"
#include "core/random.h"
#include "log_io_support.h"
#include "replay/claims/claims.h"
#include "replay/json/log_json.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/snapshot.h"
#include "replay_support.h"

namespace caylus {
namespace {

// --- Canonical writing ------------------------------------------------------------------------

TEST(LogWrite, WriteReadWriteIsByteIdenticalAndActionsSurviveOverRandomGames) {
  auto sets = option_sets();
  for (int game = 0; game < 240; ++game) {
    int players = 2 + game % 4;
    PlayedGame played = play_game(players, 1000 + static_cast<std::uint64_t>(game),
                                  sets[static_cast<std::size_t>(game / 4) % sets.size()]);
    std::string first = write_log(played.log);
    GameLog read = read_ok(first);
    ASSERT_EQ(read.entries.size(), played.log.entries.size()) << "game " << game;
    EXPECT_EQ(read.players, played.log.players);
    EXPECT_EQ(read.neutral, played.log.neutral);
    EXPECT_EQ(read.seed, played.log.seed);
    EXPECT_EQ(read.options, played.log.options);
    for (std::size_t i = 0; i < read.entries.size(); ++i)
      ASSERT_EQ(resolved(read.entries[i], played.states[i]), played.log.entries[i].action)
          << "game " << game << " entry " << i << ": "
          << action_to_string(played.log.entries[i].action);
    std::string second = write_log(read);
    ASSERT_EQ(first, second) << "game " << game;
  }
}

TEST(LogWrite, CanonicalTextHasOneEntryPerLineAndFixedKeyOrder) {
  GameLog log;
  log.players = {"red", "green"};
  log.neutral = kNeutralBuildings;
  log.seed = 42;
  log.title = "a title";
  log.notes = "notes";
  ASSERT_FALSE(set_option(log.options, "towers_zero_penalty", "3").has_value());
  ASSERT_FALSE(set_option(log.options, "edition", "first").has_value());
  LogEntry place;
  place.action.verb = Verb::place;
  place.action.player = 0;
  place.action.space = 1;  // neutral_farm stands there alone: written by its id
  LogEntry guild;
  guild.action.verb = Verb::place;
  guild.action.player = 1;
  guild.action.space = special_space(Special::merchants_guild);
  guild.note = "green goes to the guild";
  LogEntry claim;
  claim.is_check = true;
  Claims& claims = claim.claims.emplace();
  claims.turn = 1;
  claims.players.emplace();
  (*claims.players)[1].emplace().fields[0] = 4;  // green's deniers
  (*claims.players)[0].emplace().fields[3] = 1;  // red's wood
  log.entries = {place, guild, claim};
  log.expect.emplace().complete = false;  // verdict legal
  EXPECT_EQ(write_log(log),
            "{\n"
            "  \"format\": \"caylus-log\",\n"
            "  \"version\": 1,\n"
            "  \"title\": \"a title\",\n"
            "  \"notes\": \"notes\",\n"
            "  \"rules\": {\"options\": {\"towers_zero_penalty\": 3, \"edition\": \"first\"}},\n"
            "  \"setup\": {\n"
            "    \"players\": [\"red\", \"green\"],\n"
            "    \"neutral\": [\"neutral_farm\", \"neutral_forest\", \"neutral_sawmill\", "
            "\"neutral_quarry\", \"neutral_market\", \"neutral_carpenter\"],\n"
            "    \"seed\": 42\n"
            "  },\n"
            "  \"actions\": [\n"
            "    {\"player\": \"red\", \"act\": \"place\", \"at\": \"neutral_farm\"},\n"
            "    {\"player\": \"green\", \"act\": \"place\", \"at\": \"merchants_guild\", "
            "\"note\": \"green goes to the guild\"},\n"
            "    {\"check\": {\"turn\": 1, \"players\": {\"red\": {\"wood\": 1}, \"green\": "
            "{\"deniers\": 4}}}}\n"
            "  ],\n"
            "  \"expect\": {\"verdict\": \"legal\", \"complete\": false}\n"
            "}\n");
}

TEST(LogWrite, EmptyLogHasEmptyActionList) {
  GameLog log;
  log.players = {"a", "b", "c"};
  log.seed = 7;
  EXPECT_EQ(write_log(log),
            "{\n  \"format\": \"caylus-log\",\n  \"version\": 1,\n  \"setup\": {\n    \"players\": "
            "[\"a\", \"b\", \"c\"],\n    \"seed\": 7\n  },\n  \"actions\": []\n}\n");
}

// A road space is named by its building when that names it alone; residences repeat, so they are
// numbered; a number read back comes out as the building's id.
TEST(LogWrite, RoadSpacesAreNamedByTheirBuildingUnlessAmbiguous) {
  GameSetup setup;
  setup.player_count = 2;
  setup.neutral = kNeutralBuildings;
  GameState s = new_game(setup);
  s.road[9] = RoadSpace{BuildingId::residence, 1, kNoPlayer};
  s.road[10] = RoadSpace{BuildingId::residence, 1, kNoPlayer};
  s.road[11] = RoadSpace{BuildingId::mason, 1, kNoPlayer};
  s.stock &= ~tile_bit(BuildingId::mason);
  GameLog log;
  log.players = {"red", "green"};
  log.start_state = s;
  log.options = s.options;
  auto entry = [](PlayerIndex p, Space at) {
    LogEntry e;
    e.action.verb = Verb::place;
    e.action.player = p;
    e.action.space = at;
    return e;
  };
  // red places on green's mason, green on the peddler; then red on a residence (refused).
  log.entries = {entry(0, 11), entry(1, 7), entry(0, 9)};
  std::string written = write_log(log);
  EXPECT_NE(written.find(R"({"player": "red", "act": "place", "at": "mason"})"), std::string::npos)
      << written;
  EXPECT_NE(written.find(R"({"player": "green", "act": "place", "at": "fixed_peddler"})"),
            std::string::npos)
      << written;
  EXPECT_NE(written.find(R"({"player": "red", "act": "place", "at": 9})"), std::string::npos)
      << written;
  GameLog read = read_ok(written);
  ASSERT_EQ(read.entries.size(), 3u);
  EXPECT_EQ(read.entries[0].space_ref.kind, SpaceRef::Kind::building);
  EXPECT_EQ(read.entries[2].space_ref.kind, SpaceRef::Kind::number);
  EXPECT_EQ(write_log(read), written);
  // Numbers given by hand come out named.
  std::string by_number = log_text(kTwoPlayers, R"({"player": "red", "act": "place", "at": 3})");
  EXPECT_NE(write_log(read_ok(by_number)).find(R"("at": "neutral_sawmill"})"), std::string::npos);
}

TEST(LogWrite, AfterARefusedActionSpacesAreWrittenAsGiven) {
  // green acts out of turn: the game cannot be followed, later spaces keep their form.
  std::string text = log_text(kTwoPlayers,
                              R"({"player": "green", "act": "place", "at": 1},
                                 {"player": "red", "act": "place", "at": 2},
                                 {"player": "red", "act": "place", "at": "neutral_quarry"})");
  std::string written = write_log(read_ok(text));
  EXPECT_NE(written.find(R"("act": "place", "at": 1})"), std::string::npos) << written;
  EXPECT_NE(written.find(R"("act": "place", "at": 2})"), std::string::npos) << written;
  EXPECT_NE(written.find(R"("at": "neutral_quarry"})"), std::string::npos) << written;
  EXPECT_EQ(write_log(read_ok(written)), written);
}

// LOG_FORMAT.md: a decision with one legal choice may be left out. The writer follows the game
// across such gaps as the replayer does, so it names the spaces of a log with gaps exactly as
// the spaces of the whole log.
TEST(LogWrite, OmittedForcedDecisionsDoNotLoseTheGame) {
  std::vector<Action> legal;
  int omitted = 0;
  for (int game = 0; game < 12; ++game) {
    PlayedGame played = play_game(2 + game % 4, 3000 + static_cast<std::uint64_t>(game));
    const auto& entries = played.log.entries;
    std::vector<bool> drop(entries.size(), false);
    for (std::size_t i = 1; i + 1 < entries.size(); ++i) {
      legal_actions(played.states[i], legal);
      const Action& next = entries[i + 1].action;
      // Only where the next action cannot be taken for an answer to the left-out decision: by
      // another player, or a verb of another decision (replay/replayer.cpp).
      const Decision& d = played.states[i].decision;
      bool same_kind_of_verb =
          next.verb == entries[i].action.verb || next.verb == Verb::decline ||
          (d.kind == DecisionKind::activation &&
           (next.verb == Verb::use || next.verb == Verb::build || next.verb == Verb::transform)) ||
          (d.kind == DecisionKind::placement &&
           (next.verb == Verb::pass || next.verb == Verb::place));
      bool next_answers = next.player == d.player && same_kind_of_verb;
      if (legal.size() == 1 && !drop[i - 1] && !next_answers) drop[i] = true;
    }
    GameLog gaps = played.log;
    gaps.entries.clear();
    for (std::size_t i = 0; i < entries.size(); ++i)
      if (!drop[i]) gaps.entries.push_back(entries[i]);
    omitted += static_cast<int>(entries.size() - gaps.entries.size());
    std::string whole = write_log(played.log);
    std::string with_gaps = write_log(gaps);
    // Every line of the log with gaps is a line of the whole log, in the same order.
    std::size_t from = 0;
    std::istringstream lines(with_gaps);
    for (std::string line; std::getline(lines, line);) {
      std::size_t at = whole.find(line + "\n", from);
      ASSERT_NE(at, std::string::npos) << "game " << game << ": " << line;
      from = at + line.size();
    }
    EXPECT_EQ(write_log(read_ok(with_gaps)), with_gaps);
  }
  EXPECT_GT(omitted, 100);
}

TEST(LogWrite, StateSetupRoundTripsAndStartsThere) {
  PlayedGame played = play_game(4, 77);
  std::size_t middle = played.log.entries.size() / 2;
  GameLog log;
  log.players = played.log.players;
  log.start_state = played.states[middle];
  log.options = played.states[middle].options;
  log.entries.assign(played.log.entries.begin() + static_cast<long>(middle),
                     played.log.entries.end());
  std::string first = write_log(log);
  GameLog read = read_ok(first);
  ASSERT_TRUE(read.start_state.has_value());
  EXPECT_EQ(*read.start_state, played.states[middle]);
  auto start = initial_state(read);
  ASSERT_TRUE(std::holds_alternative<GameState>(start));
  EXPECT_EQ(std::get<GameState>(start), played.states[middle]);
  for (std::size_t i = 0; i < read.entries.size(); ++i)
    ASSERT_EQ(resolved(read.entries[i], played.states[middle + i]), log.entries[i].action) << i;
  EXPECT_EQ(write_log(read), first);
}

TEST(LogWrite, ChecksAndExpectAreValidatedAndCanonical) {
  std::string text = log_text(
      kTwoPlayers,
      R"({"check": {"scored": ["walls", "dungeon"], "road": {"10": null, "2": {"owner": null,
          "building": "neutral_forest"}}, "castle": {"towers": {"green": 1, "red": 0}},
          "players": {"green": {"favor": {"buildings": 1, "prestige": 2}, "workers": 6}},
          "phase": "placement", "bailiff": 6, "turn_order": ["red", "green"]}, "note": "n"})");
  GameLog log = read_ok(text);
  ASSERT_EQ(log.entries.size(), 1u);
  EXPECT_TRUE(log.entries[0].is_check);
  EXPECT_EQ(log.entries[0].note, "n");
  EXPECT_EQ(claims_json(log.entries[0].claimed(), log.players).dump(),
            R"({"phase":"placement","bailiff":6,"turn_order":["red","green"],)"
            R"("scored":["dungeon","walls"],"road":{"2":{"building":"neutral_forest",)"
            R"("owner":null},"10":null},"castle":{"towers":{"red":0,"green":1}},)"
            R"("players":{"green":{"workers":6,"favor":{"prestige":2,"buildings":1}}}})");
  std::string written = write_log(log);
  EXPECT_EQ(write_log(read_ok(written)), written);
}

}  // namespace
}  // namespace caylus
