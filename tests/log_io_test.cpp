// The log I/O layer: reading every verb into exact actions, canonical writing (byte-identical
// write(read(write(log))) over hundreds of random games), spaces named by the building on them,
// setups from a seed or a snapshot, and snapshots that read back == at every step of a game.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <span>
#include <sstream>

#include "core/engine.h"
#include "core/random.h"
#include "replay/claims.h"
#include "replay/log_json.h"
#include "replay/snapshot.h"

namespace caylus {
namespace {

const std::vector<std::string> kColours = {"blue", "red", "green", "orange", "black"};

// A game played as `caylus play` plays it: the seed draws the neutral tiles, then the seating,
// then every decision uniformly among the legal actions.
struct PlayedGame {
  GameLog log;
  std::vector<GameState> before;  // before[i]: the state entry i applies to
  GameState end;
};

PlayedGame play_game(int players, std::uint64_t seed, const RuleOptions& options = {}) {
  PlayedGame game;
  GameSetup setup;
  setup.player_count = players;
  setup.options = options;
  SplitMix64 rng(seed);
  setup.neutral = draw_neutral(rng);
  std::vector<std::string> names(kColours.begin(), kColours.begin() + players);
  rng.shuffle(std::span<std::string>(names));
  game.log.players = names;
  game.log.neutral = setup.neutral;
  game.log.seed = seed;
  game.log.options = options;
  GameState s = new_game(setup);
  std::vector<Action> legal;
  while (!s.game_over()) {
    legal_actions(s, legal);
    const Action& a = legal[rng.below(legal.size())];
    game.before.push_back(s);
    LogEntry entry;
    entry.action = a;
    game.log.entries.push_back(entry);
    EXPECT_FALSE(apply(s, a).has_value());
  }
  game.end = s;
  return game;
}

std::vector<RuleOptions> option_sets() {
  std::vector<RuleOptions> sets(1);
  RuleOptions alternatives;
  for (const auto& info : option_table())
    EXPECT_FALSE(set_option(alternatives, info.name, info.values[1]).has_value());
  sets.push_back(alternatives);
  RuleOptions some;
  EXPECT_FALSE(set_option(some, "towers_zero_penalty", "3").has_value());
  EXPECT_FALSE(set_option(some, "castle_gold_in_batch", "false").has_value());
  sets.push_back(some);
  return sets;
}

GameLog read_ok(const std::string& text) {
  auto result = read_log(text);
  if (auto* error = std::get_if<LogError>(&result)) {
    ADD_FAILURE() << error->where() << ": " << error->message << "\n" << text.substr(0, 2000);
    return GameLog{};
  }
  return std::get<GameLog>(result);
}

LogError read_error(const std::string& text) {
  auto result = read_log(text);
  if (auto* error = std::get_if<LogError>(&result)) return *error;
  ADD_FAILURE() << "read_log accepted:\n" << text;
  return LogError{};
}

// The space a read entry names, resolved against the state it applies to.
Action resolved(const LogEntry& entry, const GameState& state) {
  Action a = entry.action;
  if (entry.space_ref.kind != SpaceRef::Kind::none) {
    auto space = resolve_space(state, entry.space_ref);
    EXPECT_TRUE(std::holds_alternative<Space>(space)) << std::get<std::string>(space);
    if (auto* s = std::get_if<Space>(&space)) a.space = *s;
  }
  return a;
}

std::string log_text(std::string_view setup, std::string_view actions) {
  return R"({"format": "caylus-log", "version": 1, "setup": )" + std::string(setup) +
         R"(, "actions": [)" + std::string(actions) + "]}";
}

const std::string kTwoPlayers =
    R"({"players": ["red", "green"], "neutral": ["neutral_farm", "neutral_forest",
        "neutral_sawmill", "neutral_quarry", "neutral_market", "neutral_carpenter"]})";

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
      ASSERT_EQ(resolved(read.entries[i], played.before[i]), played.log.entries[i].action)
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
  claim.claims.turn = 1;
  claim.claims.players.emplace();
  (*claim.claims.players)[1].emplace().fields[0] = 4;  // green's deniers
  (*claim.claims.players)[0].emplace().fields[3] = 1;  // red's wood
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
      legal_actions(played.before[i], legal);
      const Action& next = entries[i + 1].action;
      // Only where the next action cannot be taken for an answer to the left-out decision: by
      // another player, or a verb of another decision (replay/replayer.cpp).
      const Decision& d = played.before[i].decision;
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
  std::size_t middle = played.before.size() / 2;
  GameLog log;
  log.players = played.log.players;
  log.start_state = played.before[middle];
  log.options = played.before[middle].options;
  log.entries.assign(played.log.entries.begin() + static_cast<long>(middle),
                     played.log.entries.end());
  std::string first = write_log(log);
  GameLog read = read_ok(first);
  ASSERT_TRUE(read.start_state.has_value());
  EXPECT_EQ(*read.start_state, played.before[middle]);
  auto start = initial_state(read);
  ASSERT_TRUE(std::holds_alternative<GameState>(start));
  EXPECT_EQ(std::get<GameState>(start), played.before[middle]);
  for (std::size_t i = 0; i < read.entries.size(); ++i)
    ASSERT_EQ(resolved(read.entries[i], played.before[middle + i]), log.entries[i].action) << i;
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
  EXPECT_EQ(claims_json(log.entries[0].claims, log.players).dump(),
            R"({"phase":"placement","bailiff":6,"turn_order":["red","green"],)"
            R"("scored":["dungeon","walls"],"road":{"2":{"building":"neutral_forest",)"
            R"("owner":null},"10":null},"castle":{"towers":{"red":0,"green":1}},)"
            R"("players":{"green":{"workers":6,"favor":{"prestige":2,"buildings":1}}}})");
  std::string written = write_log(log);
  EXPECT_EQ(write_log(read_ok(written)), written);
}

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
       "unknown building 'castle'"},
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
       "not 1 names"},
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

// --- Snapshots --------------------------------------------------------------------------------

TEST(Snapshot, ReadBackEqualsTheStateAtEveryStepOfRandomGames) {
  auto sets = option_sets();
  int states = 0;
  for (int game = 0; game < 20; ++game) {
    PlayedGame played = play_game(2 + game % 4, 500 + static_cast<std::uint64_t>(game),
                                  sets[static_cast<std::size_t>(game) % sets.size()]);
    played.before.push_back(played.end);
    for (const GameState& s : played.before) {
      auto json = write_snapshot(s, played.log.players);
      auto back = read_snapshot(json, played.log.players, "state");
      ASSERT_TRUE(std::holds_alternative<GameState>(back))
          << std::get<LogError>(back).where() << ": " << std::get<LogError>(back).message << "\n"
          << json.dump(1);
      ASSERT_EQ(std::get<GameState>(back), s) << json.dump(1);
      // Names are optional on reading: the snapshot carries them.
      if (++states % 7 == 0) {
        auto unnamed = read_snapshot(json, {}, "state");
        ASSERT_TRUE(std::holds_alternative<GameState>(unnamed));
        ASSERT_EQ(std::get<GameState>(unnamed), s);
      }
    }
  }
  EXPECT_GT(states, 5000);
}

TEST(Snapshot, TextIsOneFieldPerLine) {
  GameSetup setup;
  setup.player_count = 2;
  setup.neutral = kNeutralBuildings;
  GameState s = new_game(setup);
  std::string text = snapshot_text(s, {"red", "green"});
  EXPECT_TRUE(
      text.starts_with("{\n"
                       "  \"options\": {},\n"
                       "  \"turn\": 1,\n"
                       "  \"phase\": \"placement\",\n"
                       "  \"decision\": {\"kind\": \"placement\", \"player\": \"red\", "
                       "\"space\": null},\n"))
      << text;
  EXPECT_NE(text.find("    {\"name\": \"red\", \"deniers\": 7, \"prestige\": 0, \"food\": 2, "
                      "\"wood\": 1, \"stone\": 0, \"cloth\": 0, \"gold\": 0, \"favor\": "
                      "{\"prestige\": 0, \"deniers\": 0, \"resources\": 0, \"buildings\": 0}, "
                      "\"workers_out\": 0},\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("    \"8\": {\"building\": \"fixed_carpenter\"},\n"), std::string::npos)
      << text;
  auto back = read_snapshot(nlohmann::json::parse(text), {}, "state");
  ASSERT_TRUE(std::holds_alternative<GameState>(back));
  EXPECT_EQ(std::get<GameState>(back), s);
}

TEST(Snapshot, InputIsValidatedWithPaths) {
  GameSetup setup;
  setup.player_count = 3;
  setup.neutral = kNeutralBuildings;
  GameState s = new_game(setup);
  std::vector<std::string> names = {"a", "b", "c"};
  struct Case {
    std::function<void(nlohmann::json&)> edit;
    std::string path;
    std::string message_part;
  };
  std::vector<Case> cases = {
      {[](auto& j) { j["players"][1]["deniers"] = -1; }, "setup.state.players[1].deniers",
       "not -1"},
      {[](auto& j) { j["players"][0]["name"] = "z"; }, "setup.state.players[0].name",
       "setup.players says 'a'"},
      {[](auto& j) {
         j["turn_order"] = {"a", "b", "b"};
       },
       "setup.state.turn_order[2]", "listed twice"},
      {[](auto& j) {
         j["turn_order"] = {"a", "b"};
       },
       "setup.state.turn_order", "every player once"},
      {[](auto& j) {
         j["road"]["30"] = {{"building", "mason"}};
       },
       "setup.state.road.30", "numbered 1 to 28"},
      {[](auto& j) {
         j["road"]["9"] = {{"building", "tower"}};
       },
       "setup.state.road.9.building", "unknown building 'tower'"},
      {[](auto& j) { j["phase"] = "lunch"; }, "setup.state.phase", "unknown phase"},
      {[](auto& j) { j["decision"]["kind"] = "nap"; }, "setup.state.decision.kind",
       "unknown decision kind"},
      {[](auto& j) { j["decision"]["player"] = nullptr; }, "setup.state.decision.player",
       "names its player"},
      {[](auto& j) { j["stock"].push_back("mason"); }, "setup.state.stock[27]", "listed twice"},
      {[](auto& j) { j["passed_count"] = 2; }, "setup.state.bridge", "passed_count"},
      {[](auto& j) { j["favors_pending"] = 1; }, "setup.state.favor_player", "whose"},
      {[](auto& j) { j["cursor"] = 9; }, "setup.state.cursor", "from 0 to 5"},
      {[](auto& j) { j["owner_bonus_space"] = 9; }, "setup.state.owner_bonus_space",
       "road space 9 has no owner"},
      {[](auto& j) { j["provost"] = 0; }, "setup.state.provost", "from 1 to 28"},
      {[](auto& j) { j.erase("road"); }, "setup.state.road", "missing required field"},
      {[](auto& j) { j["weather"] = "rain"; }, "setup.state.weather", "unknown field"},
      {[](auto& j) { j["options"]["edition"] = "zeroth"; }, "setup.state.options.edition",
       "no value 'zeroth'"},
  };
  for (const auto& c : cases) {
    nlohmann::json j = write_snapshot(s, names);
    ASSERT_TRUE(std::holds_alternative<GameState>(read_snapshot(j, names, "setup.state")));
    c.edit(j);
    auto result = read_snapshot(j, names, "setup.state");
    ASSERT_TRUE(std::holds_alternative<LogError>(result)) << c.path;
    const LogError& e = std::get<LogError>(result);
    EXPECT_EQ(e.path, c.path) << e.message;
    EXPECT_NE(e.message.find(c.message_part), std::string::npos) << e.path << ": " << e.message;
  }
}

// --- The documentation's examples are what the code does ---------------------------------------

std::vector<std::string> json_blocks(const std::string& doc) {
  std::ifstream in(std::string(CAYLUS_SOURCE_DIR) + "/docs/" + doc);
  std::stringstream text;
  text << in.rdbuf();
  std::string all = text.str();
  std::vector<std::string> blocks;
  for (std::size_t at = all.find("```json\n"); at != std::string::npos;
       at = all.find("```json\n", at)) {
    at += 8;
    std::size_t end = all.find("```", at);
    blocks.push_back(all.substr(at, end - at));
    at = end;
  }
  return blocks;
}

TEST(Docs, EveryLogAndEntryExampleOfTheLogFormatReads) {
  auto blocks = json_blocks("log-format.md");
  ASSERT_GT(blocks.size(), 20u);
  int logs = 0, entries = 0;
  for (const auto& block : blocks) {
    if (block.find("\"format\"") != std::string::npos) {
      GameLog log = read_ok(block);
      EXPECT_FALSE(log.players.empty()) << block;
      ++logs;
    } else {
      GameLog log = read_ok(log_text(R"({"players": ["red", "green", "blue"], "seed": 1})", block));
      EXPECT_EQ(log.entries.size(), 1u) << block;
      ++entries;
    }
  }
  EXPECT_EQ(logs, 2);
  EXPECT_EQ(entries, 20);
}

TEST(Docs, TheSnapshotExampleIsTheStartOfATwoPlayerGame) {
  auto blocks = json_blocks("snapshot-format.md");
  ASSERT_EQ(blocks.size(), 1u);
  GameSetup setup;
  setup.player_count = 2;
  setup.neutral = kNeutralBuildings;
  EXPECT_EQ(blocks[0], snapshot_text(new_game(setup), {"red", "green"}) + "\n");
}

}  // namespace
}  // namespace caylus
