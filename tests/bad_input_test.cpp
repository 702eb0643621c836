// Malformed logs: every file of tests/data/bad/ and generated monsters (deep nesting, huge
// files, too many entries or values, /dev/zero) give a LogError that names the place, quickly
// and within bounded memory; nothing crashes.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "replay/input/limits.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "test_paths.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;

const fs::path kBadDir = fs::path(caylus::test::source_dir()) / "tests" / "data" / "bad";

LogError error_of(const std::variant<GameLog, LogError>& result, const std::string& what) {
  if (auto* error = std::get_if<LogError>(&result)) return *error;
  ADD_FAILURE() << what << " was accepted";
  return LogError{};
}

struct Expected {
  std::string where;         // LogError::where(): a JSON path, or "line L, column C"
  std::string message_part;  // a piece of the message
};

// One row per file of tests/data/bad/: where the error is and what it says.
const std::map<std::string, Expected>& expectations() {
  static const std::map<std::string, Expected> table = {
      {"action_not_an_object.json", {"actions[0]", "expected an object, found a string"}},
      {"actions_not_a_list.json", {"actions", "expected a list, found an object"}},
      {"batch_bad_cube.json", {"actions[0].batches[0][2]", "unknown cube 'iron'"}},
      {"batches_not_a_list.json", {"actions[0].batches", "expected a list, found a string"}},
      {"binary_garbage.json", {"line 1, column 1", "syntax error"}},
      {"check_negative.json", {"actions[0].check.players.red.deniers", "never negative"}},
      {"check_unknown_player.json", {"actions[0].check.players.purple", "unknown player 'purple'"}},
      {"comment.json", {"line 2, column 3", "syntax error while parsing object key"}},
      {"duplicate_key.json", {"actions[0].player", "duplicate key 'player'"}},
      {"duplicate_players.json", {"setup.players[2]", "duplicate player name 'red'"}},
      {"empty.json", {"line 1, column 1", "the log is empty"}},
      {"expect_action_out_of_range.json", {"expect.action", "from 0 to 0, not 5"}},
      {"expect_bad_verdict.json", {"expect.verdict", "unknown verdict 'maybe'"}},
      {"favor_col_string.json", {"actions[0].col", "found a string"}},
      {"fractional_seed.json", {"setup.seed", "not 4.5"}},
      {"garbage_after.json", {"line 2, column 1", "expected end of input"}},
      {"huge_seed.json", {"setup.seed", "not 1.2345678901234568e+29"}},
      {"inn_stay_string.json", {"actions[0].stay", "expected true or false"}},
      {"invalid_utf8.json", {"line 4, column 17", "ill-formed UTF-8 byte"}},
      {"invalid_utf8_name.json", {"line 1, column 65", "ill-formed UTF-8 byte"}},
      {"lone_surrogate.json", {"line 1, column 69", "surrogate"}},
      {"missing_act.json", {"actions[0].act", "missing required field 'act'"}},
      {"missing_setup.json", {"setup", "missing required field 'setup'"}},
      {"missing_version.json", {"version", "missing required field 'version'"}},
      {"negative_seed.json", {"setup.seed", "not -42"}},
      {"neither_neutral_nor_seed.json", {"setup", "or a 'seed'"}},
      {"neutral_too_short.json", {"setup.neutral", "not 1 name"}},
      {"neutral_unknown_building.json",
       {"setup.neutral[5]", "unknown neutral building 'neutral_bakery'"}},
      {"not_an_object.json", {"the log", "a log is a JSON object"}},
      {"nul_byte.json", {"line 1, column 25", "syntax error"}},
      {"option_value_type.json", {"rules.options.edition", "found a list"}},
      {"overflow_number.json", {"setup.seed", "number overflow parsing '1e400'"}},
      {"overlong_utf8.json", {"line 1, column 63", "ill-formed UTF-8 byte"}},
      {"player_name_empty.json", {"setup.players[1]", "cannot be empty"}},
      {"player_name_number.json", {"setup.players[1]", "expected a string, found an integer"}},
      {"players_not_a_list.json", {"setup.players", "found a string"}},
      // Positions no game could reach (LOG_FORMAT.md, "Positions"), refused at their field.
      {"position_favor_beyond_column.json",
       {"setup.position.players.green.favor.prestige",
        "on column 3, but only columns 1 to 2 are open until the dungeon is scored"}},
      {"position_negative_goods.json",
       {"setup.position.players.blue.cloth", "goods are never negative"}},
      {"position_passed_incomplete.json",
       {"setup.position.passed", "every player has passed (phase 2 ends when the last one"}},
      {"position_scored_unreached.json",
       {"setup.position.scored",
        "the dungeon is scored, but the bailiff (road space 9) has not reached its mark"}},
      {"position_tile_in_stock.json",
       {"setup.position.stock.wood_quarry",
        "the wood_quarry is on road space 10 and in the stock"}},
      {"position_tile_twice.json",
       {"setup.position.road.10.building",
        "the neutral_quarry is on road spaces 4 and 10: each tile is one piece"}},
      {"position_two_workers_castle.json",
       {"setup.position.workers.castle[2]", "one worker in the castle at most"}},
      {"position_worker_count.json",
       {"setup.position.players.red.workers",
        "red has 2 workers on the board and 5 to place: that makes 7, and each player has 6"}},
      {"provost_move_fraction.json", {"actions[0].move", "not 1.5"}},
      {"provost_move_huge.json", {"actions[0].move", "from -99 to 99, not 9.999999999999999e+22"}},
      {"provost_move_negative_huge.json", {"actions[0].move", "not -100"}},
      {"road_space_negative.json", {"actions[0].at", "from 1 to 28, not -5"}},
      {"road_space_zero.json", {"actions[0].at", "from 1 to 28, not 0"}},
      {"single_quotes.json", {"line 1, column 2", "syntax error"}},
      {"state_bad_field.json", {"setup.state.turn", "found a string"}},
      {"title_not_a_string.json", {"title", "expected a string, found an object"}},
      {"too_few_players.json", {"setup.players", "2 to 5 players (setup.players), not 1"}},
      {"too_many_players.json", {"setup.players", "2 to 5 players (setup.players), not 6"}},
      {"trailing_comma.json", {"line 7, column 3", "unexpected ']'"}},
      {"truncated.json", {"line 4, column 35", "missing closing quote"}},
      {"truncated_in_actions.json", {"line 7, column 35", "missing closing quote"}},
      {"unknown_building_id.json", {"actions[0].at", "unknown space 'wizard_tower'"}},
      {"unknown_check_key.json", {"actions[0].check.weather", "unknown field 'weather'"}},
      {"unknown_field.json", {"actions[0].cost", "unknown field 'cost'"}},
      {"unknown_option.json", {"rules.options.fast_mode", "unknown rule option 'fast_mode'"}},
      {"unknown_option_value.json", {"rules.options.edition", "has no value 'third'"}},
      {"unknown_player.json", {"actions[0].player", "unknown player 'purple'"}},
      {"unknown_top_field.json", {"remarks", "unknown field 'remarks'"}},
      {"unknown_verb.json", {"actions[1].act", "unknown verb 'steal'"}},
      {"use_huge_amount.json", {"actions[0].gain.food", "not 4294967296"}},
      {"use_negative_amount.json", {"actions[0].give.deniers", "not -2"}},
      {"verb_not_a_string.json", {"actions[0].act", "found an integer"}},
      {"version_2.json", {"version", "version 2 is not supported"}},
      {"version_string.json", {"version", "expected the integer 1, found a string"}},
      {"whitespace_only.json", {"line 4, column 1", "unexpected end of input"}},
      {"wrong_format.json", {"format", "format is 'chess-pgn'"}},
  };
  return table;
}

TEST(BadInput, EveryFileOfTheBadCorpusIsRefusedAtItsPlace) {
  std::set<std::string> seen;
  for (const auto& file : fs::directory_iterator(kBadDir)) {
    std::string name = file.path().filename().string();
    seen.insert(name);
    auto it = expectations().find(name);
    ASSERT_NE(it, expectations().end()) << name << " has no expectation in this test";
    LogError e = error_of(read_log_file(file.path().string()), name);
    EXPECT_EQ(e.where(), it->second.where) << name << ": " << e.message;
    EXPECT_NE(e.message.find(it->second.message_part), std::string::npos)
        << name << ": " << e.message;
  }
  for (const auto& [name, expected] : expectations())
    EXPECT_TRUE(seen.count(name)) << name << " is missing from " << kBadDir;
}

// Syntax errors also say which value was being read when the text went wrong.
TEST(BadInput, SyntaxErrorsCarryLineColumnAndPath) {
  LogError e = error_of(read_log_file((kBadDir / "truncated_in_actions.json").string()), "");
  EXPECT_EQ(e.line, 7);
  EXPECT_EQ(e.column, 35);
  EXPECT_EQ(e.path, "actions[1].act");
}

// Columns count characters: a multi-byte character before the error is one column.
TEST(BadInput, ColumnsCountCharactersNotBytes) {
  LogError e = error_of(read_log("{\"title\": \"caf\xc3\xa9\", x}"), "");
  EXPECT_EQ(e.line, 1);
  EXPECT_EQ(e.column, 19);
}

TEST(BadInput, EveryTruncationOfAValidLogIsASyntaxErrorWithAPosition) {
  const std::string text =
      "{\n  \"format\": \"caylus-log\",\n  \"version\": 1,\n  \"setup\": {\"players\": "
      "[\"red\", \"green\"], \"seed\": 3},\n  \"actions\": [\n    {\"player\": \"red\", \"act\": "
      "\"place\", \"at\": \"inn\"},\n    {\"check\": {\"players\": {\"red\": {\"deniers\": 4}}}}\n"
      "  ]\n}\n";
  ASSERT_TRUE(std::holds_alternative<GameLog>(read_log(text)));
  std::size_t last_brace = text.rfind('}');
  for (std::size_t cut = 0; cut <= last_brace; ++cut) {
    LogError e = error_of(read_log(text.substr(0, cut)), "prefix " + std::to_string(cut));
    ASSERT_GT(e.line, 0) << "prefix of " << cut << " bytes: " << e.message;
    ASSERT_GT(e.column, 0);
  }
}

// The reader stops at the depth limit: the error's column is where it stopped (no time bound,
// which would depend on the machine; a reader that went on would hang ctest instead).
TEST(BadInput, DeeplyNestedArraysStopAtTheDepthLimit) {
  std::string text(100000, '[');
  LogError e = error_of(read_log(text), "100000 nested arrays");
  EXPECT_EQ(e.line, 1);
  EXPECT_EQ(e.column, kMaxJsonDepth + 1);
  EXPECT_NE(e.message.find("nested deeper than 64 levels"), std::string::npos) << e.message;
  // Closed arrays too: the limit holds whatever follows.
  std::string closed = std::string(100000, '[') + std::string(100000, ']');
  EXPECT_EQ(error_of(read_log(closed), "closed").column, kMaxJsonDepth + 1);
}

TEST(BadInput, DeeplyNestedObjectsInsideALogNameTheirLine) {
  std::string text = "{\"format\": \"caylus-log\", \"version\": 1,\n\"notes\": ";
  for (int i = 0; i < 5000; ++i) text += "{\"a\": ";
  LogError e = error_of(read_log(text), "nested objects");
  EXPECT_EQ(e.line, 2);
  EXPECT_EQ(e.column, 10 + 6 * (kMaxJsonDepth - 1));  // the 64th object inside the log
  EXPECT_EQ(e.path.substr(0, 10), "notes.a.a.");
}

// Within the depth limit, nesting is an ordinary type error.
TEST(BadInput, NestingWithinTheLimitIsATypeError) {
  std::string text =
      "{\"format\": \"caylus-log\", \"version\": 1, \"notes\": " + std::string(60, '[') +
      std::string(60, ']') + "}";
  LogError e = error_of(read_log(text), "notes list");
  EXPECT_EQ(e.where(), "notes");
  EXPECT_EQ(e.message, "expected a string, found a list");
}

TEST(BadInput, TooManyActionsAreRefusedWhileParsing) {
  std::string text =
      "{\"format\": \"caylus-log\", \"version\": 1, \"setup\": {\"players\": [\"a\", \"b\"], "
      "\"seed\": 1}, \"actions\": [";
  for (std::size_t i = 0; i <= kMaxLogActions; ++i) text += i ? ",0" : "0";
  text += "]}";
  LogError e = error_of(read_log(text), "too many actions");
  EXPECT_EQ(e.where(), "actions");
  EXPECT_NE(e.message.find("more than 200000 entries"), std::string::npos) << e.message;
}

TEST(BadInput, TooManyValuesAreRefusedWhileParsing) {
  // Fewer bytes than the size limit, but more values than the document may build.
  std::string text = "{\"notes\": [";
  text.reserve(2 * kMaxJsonValues + 20);
  for (std::size_t i = 0; i <= kMaxJsonValues; ++i) text += i ? ",0" : "0";
  text += "]}";
  ASSERT_LT(text.size(), kMaxLogBytes);
  LogError e = error_of(read_log(text), "too many values");
  // Stopped at the value over the limit: the path says where.
  EXPECT_EQ(e.path, "notes[" + std::to_string(kMaxJsonValues) + "]");
  EXPECT_NE(e.message.find("JSON values"), std::string::npos) << e.message;
}

TEST(BadInput, ATextLargerThanTheLimitIsRefusedBeforeParsing) {
  std::string text(kMaxLogBytes + 1, ' ');
  LogError e = error_of(read_log(text), "huge text");
  EXPECT_EQ(e.where(), "the log");
  // The message comes from the size check alone, which runs before either reader looks at
  // the text.
  EXPECT_EQ(e.message, "the log is 67108865 bytes; at most 67108864 are read");
}

TEST(BadInput, AFileLargerThanTheLimitIsRefusedWithBoundedReading) {
  fs::path path = fs::temp_directory_path() / ("caylus_huge_log_" + std::to_string(::getpid()));
  {
    std::ofstream out(path, std::ios::binary);
    std::string chunk(1 << 20, ' ');
    for (std::size_t written = 0; written <= kMaxLogBytes; written += chunk.size()) out << chunk;
  }
  LogError e = error_of(read_log_file(path.string()), "huge file");
  fs::remove(path);
  EXPECT_EQ(e.where(), "the log");
  EXPECT_NE(e.message.find("is larger than 67108864 bytes"), std::string::npos) << e.message;
  // A device that never ends is read up to the limit only.
  LogError zero = error_of(read_log_file("/dev/zero"), "/dev/zero");
  EXPECT_NE(zero.message.find("is larger than"), std::string::npos) << zero.message;
}

TEST(BadInput, AMissingFileIsAnError) {
  LogError e = error_of(read_log_file("/nonexistent/caylus.json"), "missing file");
  EXPECT_EQ(e.message, "cannot open '/nonexistent/caylus.json'");
}

// Flipping bytes of a valid log never crashes the reader; a changed byte inside a name gives an
// error at that name's path.
TEST(BadInput, ByteFlipsNeverCrash) {
  const std::string text =
      "{\"format\": \"caylus-log\", \"version\": 1, \"setup\": {\"players\": [\"red\", "
      "\"green\"], \"neutral\": [\"neutral_farm\", \"neutral_forest\", \"neutral_sawmill\", "
      "\"neutral_quarry\", \"neutral_market\", \"neutral_carpenter\"]}, \"actions\": "
      "[{\"player\": \"red\", \"act\": \"place\", \"at\": \"neutral_farm\"}, {\"check\": "
      "{\"turn\": 1}}], \"expect\": {\"verdict\": \"legal\"}}";
  ASSERT_TRUE(std::holds_alternative<GameLog>(read_log(text)));
  int refused = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    for (int bit = 0; bit < 8; ++bit) {
      std::string flipped = text;
      flipped[i] = static_cast<char>(flipped[i] ^ (1 << bit));
      auto result = read_log(flipped);
      if (auto* e = std::get_if<LogError>(&result)) {
        ++refused;
        EXPECT_FALSE(e->message.empty());
        EXPECT_NE(e->where(), "") << flipped;
      }
    }
  }
  EXPECT_GT(refused, static_cast<int>(text.size()) * 6);
  std::string renamed = text;
  renamed.replace(renamed.find("neutral_farm\"}"), 12, "neutral_farx");
  EXPECT_EQ(error_of(read_log(renamed), "renamed").path, "actions[0].at");
}

}  // namespace
}  // namespace caylus
