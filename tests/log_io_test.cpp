// The log reader: every verb into exact actions, options, errors that name their place, spaces
// named by the building on them, setups from a seed or a snapshot.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/engine.h"
#include "core/random.h"
#include "log_io_support.h"
#include "replay/json/log_json.h"
#include "replay/log/spaces.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/snapshot.h"
#include "replay_support.h"

namespace caylus {
namespace {

// --- Reading: every verb into its action ----------------------------------------------------

TEST(LogRead, EveryVerbMapsToItsActionFields) {
  GameLog log = read_ok(log_text(kTwoPlayers, R"(
      {"player": "red", "act": "pass"},
      {"player": "green", "act": "place", "at": "castle"},
      {"player": "red", "act": "gate", "to": 12},
      {"player": "green", "act": "provost", "move": -2},
      {"player": "red", "act": "joust"},
      {"player": "green", "act": "inn", "stay": true},
      {"player": "red", "act": "favor", "row": "resources", "col": 4, "give": "gold",
       "take": ["food", "food"]},
      {"player": "red", "act": "favor", "row": "buildings", "col": 5, "build": "monument",
       "on": 14},
      {"player": "red", "act": "favor", "row": "buildings", "col": 4, "target": "neutral_farm"},
      {"player": "green", "act": "use", "give": {"deniers": 2}, "gain": {"gold": 1}},
      {"player": "red", "act": "owner_bonus", "take": "cloth"},
      {"player": "green", "act": "build", "building": "wood_market", "give": "stone"},
      {"player": "green", "act": "build", "building": "hotel", "on": 9},
      {"player": "red", "act": "transform", "target": "mason"},
      {"player": "green", "act": "decline"},
      {"player": "red", "act": "castle", "batches": [["food", "wood", "stone"],
       ["cloth", "gold", "food"], ["stone", "wood", "food"]]},
      {"player": "red", "act": "castle", "batches": []})"));
  ASSERT_EQ(log.entries.size(), 17u);
  auto action = [&](std::size_t i) { return log.entries[i].action; };
  auto ref = [&](std::size_t i) { return log.entries[i].space_ref; };

  EXPECT_EQ(action(0).verb, Verb::pass);
  EXPECT_EQ(action(0).player, 0);
  EXPECT_EQ(action(1).verb, Verb::place);
  EXPECT_EQ(action(1).player, 1);
  EXPECT_EQ(ref(1).kind, SpaceRef::Kind::special);
  EXPECT_EQ(ref(1).special, Special::castle);
  EXPECT_EQ(action(1).space, kNoSpace);  // resolved by the replayer, not the reader
  EXPECT_EQ(ref(2).kind, SpaceRef::Kind::number);
  EXPECT_EQ(ref(2).number, 12);
  EXPECT_EQ(action(3).move, -2);
  EXPECT_EQ(action(4).verb, Verb::joust);
  EXPECT_TRUE(action(5).stay);

  Action favor = action(6);
  EXPECT_EQ(favor.row, FavorRow::resources);
  EXPECT_EQ(favor.column, 4);
  Resources gold;
  gold[Cube::gold] = 1;
  EXPECT_EQ(favor.give, gold);
  Resources two_food;
  two_food[Cube::food] = 2;
  EXPECT_EQ(favor.gain, two_food);
  EXPECT_EQ(action(7).building, BuildingId::monument);
  EXPECT_EQ(ref(7).number, 14);
  EXPECT_EQ(ref(8).kind, SpaceRef::Kind::building);
  EXPECT_EQ(ref(8).building, BuildingId::neutral_farm);

  Resources two_deniers;
  two_deniers.deniers = 2;
  EXPECT_EQ(action(9).give, two_deniers);
  EXPECT_EQ(action(9).gain, gold);
  Resources cloth;
  cloth[Cube::cloth] = 1;
  EXPECT_EQ(action(10).gain, cloth);
  EXPECT_EQ(action(11).building, BuildingId::wood_market);
  Resources stone;
  stone[Cube::stone] = 1;
  EXPECT_EQ(action(11).give, stone);
  EXPECT_EQ(ref(11).kind, SpaceRef::Kind::none);
  EXPECT_EQ(ref(12).number, 9);
  EXPECT_EQ(ref(13).building, BuildingId::mason);
  EXPECT_EQ(action(14).verb, Verb::decline);
  Batches batches{};
  batches[0] = 2;  // food wood stone, in any order
  batches[5] = 1;  // food cloth gold
  EXPECT_EQ(action(15).batches, batches);
  EXPECT_TRUE(log.entries[15].invalid_batch.empty());
  EXPECT_EQ(action(16).batches, Batches{});
  EXPECT_EQ(log.entries[16].path, "actions[16]");
}

TEST(LogRead, ABatchThatIsNoBatchIsLeftToTheReplayer) {
  GameLog log = read_ok(log_text(
      kTwoPlayers, R"({"player": "red", "act": "castle", "batches": [["food", "wood", "stone"],
                       ["wood", "stone", "cloth"], ["food", "food", "wood"]]})"));
  ASSERT_EQ(log.entries.size(), 1u);
  const LogEntry& entry = log.entries[0];
  Batches one{};
  one[0] = 1;
  EXPECT_EQ(entry.action.batches, one);
  EXPECT_EQ(entry.invalid_batch,
            "batch 2 [wood, stone, cloth] is not a batch: 3 cubes of 3 different types, one of "
            "them food");
  ASSERT_EQ(entry.invalid_batches.size(), 2u);
  EXPECT_EQ(entry.invalid_batches[1], (std::vector<Cube>{Cube::food, Cube::food, Cube::wood}));
  // Writing keeps the offer as made.
  std::string written = write_log(log);
  EXPECT_NE(written.find(R"("batches": [["food", "wood", "stone"], ["wood", "stone", "cloth"], )"
                         R"(["food", "food", "wood"]])"),
            std::string::npos)
      << written;
}

TEST(LogRead, OptionsAcceptTextNumbersAndBooleans) {
  GameLog log = read_ok(
      R"({"format": "caylus-log", "version": 1, "rules": {"options": {"towers_zero_penalty": 3,
          "castle_gold_in_batch": false, "lawyer_prestige": "3", "notary_delay":
          "after_target_activation"}}, "setup": {"players": ["a", "b"], "seed": 5}})");
  EXPECT_EQ(log.options.towers_zero_penalty, 3);
  EXPECT_FALSE(log.options.castle_gold_in_batch);
  EXPECT_EQ(log.options.lawyer_prestige, 3);
  EXPECT_EQ(log.options.notary_delay, NotaryDelay::after_target_activation);
  EXPECT_TRUE(log.entries.empty());
}

TEST(LogRead, ErrorsNameThePlace) {
  struct Case {
    std::string actions;
    std::string path;
    std::string message_part;
  };
  std::vector<Case> cases = {
      {R"({"player": "red", "act": "dance"})", "actions[0].act", "unknown verb 'dance'"},
      {R"({"player": "red", "act": "place", "to": 3})", "actions[0].to",
       "unknown field 'to'; 'place' takes: player, act, note, comments, at"},
      {R"({"player": "red", "act": "place"})", "actions[0].at", "missing required field 'at'"},
      {R"({"player": "purple", "act": "pass"})", "actions[0].player", "unknown player 'purple'"},
      {R"({"act": "pass"})", "actions[0].player", "missing required field 'player'"},
      {R"({"player": "red", "act": "place", "at": "tower"})", "actions[0].at", "unknown space"},
      {R"({"player": "red", "act": "place", "at": 29})", "actions[0].at", "from 1 to 28"},
      {R"({"player": "red", "act": "place", "at": 3.5})", "actions[0].at", "not 3.5"},
      {R"({"player": "red", "act": "provost", "move": 100})", "actions[0].move", "not 100"},
      {R"({"player": "red", "act": "provost", "move": "2"})", "actions[0].move", "a string"},
      {R"({"player": "red", "act": "inn", "stay": 1})", "actions[0].stay", "true or false"},
      {R"({"player": "red", "act": "favor", "row": "gold", "col": 1})", "actions[0].row",
       "unknown favor row 'gold'"},
      {R"({"player": "red", "act": "favor", "row": "prestige", "col": 6})", "actions[0].col",
       "from 1 to 5"},
      {R"({"player": "red", "act": "favor", "row": "buildings", "col": 4, "target": 1, "on": 1})",
       "actions[0].on", "not both"},
      {R"({"player": "red", "act": "favor", "row": "resources", "col": 2, "take": "silver"})",
       "actions[0].take", "unknown cube 'silver'"},
      {R"({"player": "red", "act": "use", "gain": {"food": -1}})", "actions[0].gain.food",
       "not -1"},
      {R"({"player": "red", "act": "use", "gain": {"iron": 1}})", "actions[0].gain.iron",
       "unknown field 'iron'"},
      {R"({"player": "red", "act": "use", "give": {"deniers": 100}})", "actions[0].give.deniers",
       "from 0 to 99"},
      {R"({"player": "red", "act": "build", "building": "castle"})", "actions[0].building",
       "unknown building of the stock 'castle'"},
      {R"({"player": "red", "act": "castle", "batches": [["food", "wood", "iron"]]})",
       "actions[0].batches[0][2]", "unknown cube 'iron'"},
      {R"({"player": "red", "act": "castle", "batches": ["food"]})", "actions[0].batches[0]",
       "a batch is a list of 3 cube names"},
      {R"({"check": {"players": {"red": {"silver": 1}}}})", "actions[0].check.players.red.silver",
       "unknown field 'silver'"},
      {R"({"check": {"mood": 1}})", "actions[0].check.mood", "unknown field 'mood'"},
      {R"({"check": {"road": {"0": null}}})", R"(actions[0].check.road.0)", "numbered 1 to 28"},
      {R"({"check": {"phase": "lunch"}})", "actions[0].check.phase", "unknown phase 'lunch'"},
      {R"({"check": {}, "player": "red"})", "actions[0].player", "unknown field 'player'"},
      {R"(42)", "actions[0]", "expected an object, found an integer"},
  };
  for (const auto& c : cases) {
    LogError e = read_error(log_text(kTwoPlayers, c.actions));
    EXPECT_EQ(e.path, c.path) << c.actions << ": " << e.message;
    EXPECT_EQ(e.where(), c.path);
    EXPECT_NE(e.message.find(c.message_part), std::string::npos) << c.actions << ": " << e.message;
  }
}

TEST(LogRead, SetupAndTopLevelErrorsNameThePlace) {
  struct Case {
    std::string text;
    std::string path;
    std::string message_part;
  };
  const std::string head = R"({"format": "caylus-log", "version": 1, )";
  std::vector<Case> cases = {
      {R"({"version": 1, "setup": {}})", "format", "missing required field 'format'"},
      {R"({"format": "chess", "version": 1})", "format", "not a Caylus log"},
      {R"({"format": "caylus-log", "version": 2, "new": 1})", "version", "version 2"},
      {head + R"("setup": {"players": ["a", "b"], "seed": 1}, "extra": 1})", "extra",
       "unknown field 'extra'"},
      {head + R"("setup": {"players": ["a"], "seed": 1}})", "setup.players", "not 1"},
      {head + R"("setup": {"players": ["a", "b", "c", "d", "e", "f"], "seed": 1}})",
       "setup.players", "not 6"},
      {head + R"("setup": {"players": ["a", "b", "a"], "seed": 1}})", "setup.players[2]",
       "duplicate player name 'a'"},
      {head + R"("setup": {"players": ["a", 7], "seed": 1}})", "setup.players[1]",
       "expected a string"},
      {head + R"("setup": {"players": ["a", "b"]}})", "setup", "'seed'"},
      {head + R"("setup": {"players": ["a", "b"], "seed": -1}})", "setup.seed", "not -1"},
      {head + R"("setup": {"players": ["a", "b"], "seed": 1e30}})", "setup.seed", "not 1e+30"},
      {head + R"("setup": {"players": ["a", "b"], "seed": 18446744073709551616}})", "setup.seed",
       "0 to 18446744073709551615"},
      {head + R"("setup": {"players": ["a", "b"], "neutral": ["neutral_farm"]}})", "setup.neutral",
       "not 1 name"},
      {head + R"("setup": {"players": ["a", "b"], "neutral": ["neutral_farm", "neutral_farm",
          "neutral_sawmill", "neutral_quarry", "neutral_market", "neutral_carpenter"]}})",
       "setup.neutral[1]", "listed twice"},
      {head + R"("setup": {"players": ["a", "b"], "neutral": ["neutral_farm", "mason",
          "neutral_sawmill", "neutral_quarry", "neutral_market", "neutral_carpenter"]}})",
       "setup.neutral[1]", "not a neutral building"},
      {head + R"("rules": {"options": {"edition": "third"}}, "setup": {"players": ["a", "b"],
          "seed": 1}})",
       "rules.options.edition", "has no value 'third'"},
      {head + R"("rules": {"options": {"speed": "fast"}}, "setup": {"players": ["a", "b"],
          "seed": 1}})",
       "rules.options.speed", "unknown rule option 'speed'"},
      {head + R"("rules": {"variant": 1}, "setup": {"players": ["a", "b"], "seed": 1}})",
       "rules.variant", "unknown field"},
      {head + R"("setup": {"players": ["a", "b"], "seed": 1}, "expect": {"verdict": "fine"}})",
       "expect.verdict", "unknown verdict 'fine'"},
      {head + R"("setup": {"players": ["a", "b"], "seed": 1}, "actions": [{"player": "a",
          "act": "pass"}], "expect": {"verdict": "illegal", "action": 1}})",
       "expect.action", "from 0 to 0"},
      {head + R"("setup": {"players": ["a", "b"], "seed": 1}, "expect": {"verdict": "illegal",
          "rule": "place.nowhere"}})",
       "expect.rule", "unknown rule id"},
      {head + R"("setup": {"players": ["a", "b"], "seed": 1}, "expect": {"verdict": "legal",
          "final": {"players": {"c": {}}}}})",
       "expect.final.players.c", "unknown player 'c'"},
      {head + R"("setup": {"players": ["a", "b"], "seed": 1}, "title": 5})", "title",
       "expected a string"},
      {head + R"("setup": {"players": ["a", "b"], "seed": 1, "state": {}}})", "setup.seed",
       "takes no 'seed'"},
  };
  for (const auto& c : cases) {
    LogError e = read_error(c.text);
    EXPECT_EQ(e.path, c.path) << c.text << ": " << e.message;
    EXPECT_NE(e.message.find(c.message_part), std::string::npos) << c.text << ": " << e.message;
  }
}

TEST(LogRead, ExpectIsStoredCanonical) {
  GameLog log = read_ok(
      R"({"format": "caylus-log", "version": 1, "setup": {"players": ["a", "b"], "seed": 1},
          "actions": [{"player": "a", "act": "pass"}, {"player": "b", "act": "pass"}],
          "expect": {"rule": "building.church", "final": {"turn": 2}, "action": 1,
                     "verdict": "illegal", "complete": false}})");
  ASSERT_TRUE(log.expect.has_value());
  EXPECT_EQ(expect_json(*log.expect, log.players).dump(),
            R"({"verdict":"illegal","action":1,"rule":"building.church","complete":false,)"
            R"("final":{"turn":2}})");
}

// --- Spaces and setups -------------------------------------------------------------------------

TEST(LogSpaces, ResolveSpaceNamesTheRoadSpaceOfABuilding) {
  GameState s;
  s.road[3].building = BuildingId::neutral_market;
  s.road[9].building = BuildingId::residence;
  s.road[12].building = BuildingId::residence;
  s.road[10].building = BuildingId::residence;
  SpaceRef market{SpaceRef::Kind::building, Special::gate, BuildingId::neutral_market, 0, ""};
  EXPECT_EQ(std::get<Space>(resolve_space(s, market)), 3);
  SpaceRef inn{SpaceRef::Kind::special, Special::inn, BuildingId::none, 0, ""};
  EXPECT_EQ(std::get<Space>(resolve_space(s, inn)), special_space(Special::inn));
  SpaceRef number{SpaceRef::Kind::number, Special::gate, BuildingId::none, 17, ""};
  EXPECT_EQ(std::get<Space>(resolve_space(s, number)), 17);
  SpaceRef residence{SpaceRef::Kind::building, Special::gate, BuildingId::residence, 0, ""};
  EXPECT_EQ(std::get<std::string>(resolve_space(s, residence)),
            "there are 3 residences on the road; name the road space by its number");
  s.stock |= tile_bit(BuildingId::bank);
  SpaceRef bank{SpaceRef::Kind::building, Special::gate, BuildingId::bank, 0, ""};
  EXPECT_EQ(std::get<std::string>(resolve_space(s, bank)),
            "there is no bank on the road now (it is still in the stock)");
  SpaceRef none;
  EXPECT_EQ(std::get<Space>(resolve_space(s, none)), kNoSpace);
}

TEST(LogSetup, NeutralOrderIsDrawnFromTheSeedWhenAbsent) {
  GameLog log = read_ok(R"({"format": "caylus-log", "version": 1,
                            "setup": {"players": ["a", "b", "c"], "seed": 12345}})");
  auto start = initial_state(log);
  ASSERT_TRUE(std::holds_alternative<GameState>(start));
  const GameState& s = std::get<GameState>(start);
  SplitMix64 rng(12345);
  auto expected = draw_neutral(rng);
  for (int i = 0; i < 6; ++i) EXPECT_EQ(s.road[i + 1].building, expected[i]) << i;
  EXPECT_EQ(s.player_count, 3);
  EXPECT_EQ(s.turn, 1);
  // A given order wins over the seed.
  log.neutral = kNeutralBuildings;
  auto given = initial_state(log);
  EXPECT_EQ(std::get<GameState>(given).road[1].building, BuildingId::neutral_farm);
}

TEST(LogSetup, InitialStateErrorsCarryThePath) {
  GameLog log;
  log.players = {"a", "b"};
  auto none = initial_state(log);
  ASSERT_TRUE(std::holds_alternative<LogError>(none));
  EXPECT_EQ(std::get<LogError>(none).path, "setup");
  log.neutral = kNeutralBuildings;
  (*log.neutral)[0] = BuildingId::neutral_market;  // twice
  auto twice = initial_state(log);
  ASSERT_TRUE(std::holds_alternative<LogError>(twice));
  EXPECT_EQ(std::get<LogError>(twice).path, "setup.neutral");
  log.players = {"a"};
  auto alone = initial_state(log);
  ASSERT_TRUE(std::holds_alternative<LogError>(alone));
  EXPECT_EQ(std::get<LogError>(alone).path, "setup.players");
}

}  // namespace
}  // namespace caylus
