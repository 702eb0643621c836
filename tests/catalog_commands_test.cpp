// The last commands to follow the reader's language (issue 37): `caylus check`, `readings`,
// `coverage`, `convert`, `share` and `play`, the expect's reasons `caylus replay` prints, and the
// errors of the files the tool reads and writes. Each in French, Spanish and Romanian: the exit
// status and the number of lines as in English, none of English's sentences left; under
// `--lang qps` every line wholly marked but what is no language's (the files, the players, the
// rule ids, the options' names and values, the numbers). The JSON's fields stay.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "catalog_support.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

namespace fs = std::filesystem;

const char* const kLanguages[] = {"fr", "es", "ro"};

class CatalogCommands : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("caylus_catalog_commands_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    set_locale("", "", "", "");
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    fs::create_directories((dir_ / name).parent_path());
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  fs::path dir_;
};

std::string read_whole(const std::string& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// What a line leaves outside the marks once the parts that are no language's are taken out:
// the files (`neutral`), the players, `option=value` settings, the rule ids, the options' names
// (`lawyer_prestige`) and the words of the notation (`neutral_farm`). What remains must have no
// letter.
bool wholly_marked(const std::string& line, std::vector<std::string> neutral) {
  for (const char* player : {"red", "green", "blue", "orange", "yellow"}) neutral.push_back(player);
  std::sort(neutral.begin(), neutral.end(),
            [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  std::string rest = outside_marks(line);
  for (const std::string& word : neutral)
    for (std::size_t at; !word.empty() && (at = rest.find(word)) != std::string::npos;)
      rest.erase(at, word.size());
  static const std::regex setting(R"([a-z_]+=[a-z_0-9]+)");
  static const std::regex rule_id(R"([a-z_]*(\.[a-z_0-9]+)+)");
  static const std::regex identifier(R"([a-z]+(_[a-z0-9]+)+)");
  rest = std::regex_replace(rest, setting, "");
  rest = std::regex_replace(rest, rule_id, "");
  rest = std::regex_replace(rest, identifier, "");
  return !has_letter(rest);
}

std::vector<std::string> with(std::vector<std::string> words,
                              const std::vector<std::string>& more) {
  words.insert(words.end(), more.begin(), more.end());
  return words;
}

// Runs `caylus COMMAND --lang LANG REST` for English (no --lang), the three languages and qps, and
// holds them to what every translated command owes: the same exit status and the same number of
// lines as in English, none of `english` left, and under qps every line wholly marked.
struct Said {
  CommandRun en;
  std::vector<CommandRun> languages;  // kLanguages' order
};
Said said_in_every_language(const std::string& command, const std::string& rest,
                            const std::vector<std::string>& english,
                            const std::vector<std::string>& neutral) {
  Said said;
  said.en = run_caylus(command + rest);
  for (const std::string& words : english)
    EXPECT_TRUE(contains(said.en.out, words))
        << command << ": the English run does not say '" << words << "'\n"
        << said.en.out;
  for (const char* lang : kLanguages) {
    CommandRun run = run_caylus(command + " --lang " + lang + rest);
    EXPECT_EQ(run.status, said.en.status) << lang << " " << command << rest << "\n" << run.out;
    EXPECT_EQ(lines_of(run.out).size(), lines_of(said.en.out).size())
        << lang << " " << command << rest << "\n"
        << run.out << "\nin English:\n"
        << said.en.out;
    for (const std::string& words : english)
      EXPECT_FALSE(contains(run.out, words))
          << lang << " " << command << ": '" << words << "' left in English\n"
          << run.out;
    said.languages.push_back(run);
  }
  CommandRun qps = run_caylus(command + " --lang qps" + rest);
  EXPECT_EQ(qps.status, said.en.status) << qps.out;
  for (const std::string& line : lines_of(qps.out))
    EXPECT_TRUE(wholly_marked(line, neutral))
        << command << rest << ": '" << line << "' is not wholly marked under qps";
  return said;
}

// A scenario whose expect the replay does not meet (cannot-pay stops at action #4, illegal), and
// one that passes.
TEST_F(CatalogCommands, CheckSaysEachScenariosVerdictInEachLanguage) {
  const std::string original = read_whole(kCannotPay);
  const std::string expect =
      R"("expect": {"verdict": "illegal", "action": 4, "rule": "provost.cost"})";
  const std::string wrong_rule = write(
      "corpus/wrong-rule.json",
      replaced(original, expect,
               R"("expect": {"verdict": "illegal", "rule": "provost.order", "complete": true})"));
  const std::string wrong_verdict = write(
      "corpus/wrong-verdict.json", replaced(original, expect, R"("expect": {"verdict": "legal"})"));
  const std::string right = write("corpus/cannot-pay.json", original);
  const std::string corpus = path("corpus");
  Said said = said_in_every_language(
      "check", " -v " + corpus,
      {"expect not met: expected verdict legal, got illegal",
       "expected rule provost.order, got provost.cost",
       "expected the log to reach the end of the game; it stops in turn 1",
       "the replay stopped at action #4",
       "ok: illegal at action #4 (provost.cost), stops in turn 1", "1 passed, 2 failed"},
      {wrong_rule, wrong_verdict, right});
  EXPECT_EQ(said.en.status, 1) << said.en.out;
  // The refusal under the note is the rulebook's (its provost).
  for (std::size_t i = 0; i < said.languages.size(); ++i)
    EXPECT_TRUE(contains(said.languages[i].out, kExamples[i].provost)) << kLanguages[i] << "\n"
                                                                       << said.languages[i].out;

  // `caylus replay` says the same reasons.
  Said replay =
      said_in_every_language("replay", " " + wrong_rule,
                             {"expected rule provost.order, got provost.cost",
                              "expected the log to reach the end of the game; it stops in turn 1"},
                             {wrong_rule});
  EXPECT_EQ(replay.en.status, 1);
}

TEST_F(CatalogCommands, TheExpectsOtherReasonsAreTranslatedToo) {
  // The action where the replay stops, and a legal replay where an illegal one was expected.
  const std::string original = read_whole(kCannotPay);
  const std::string expect =
      R"("expect": {"verdict": "illegal", "action": 4, "rule": "provost.cost"})";
  const std::string elsewhere =
      write("elsewhere.json",
            replaced(original, expect, R"("expect": {"verdict": "illegal", "action": 3})"));
  said_in_every_language("replay", " " + elsewhere,
                         {"expected the replay to stop at action #3, it stopped at #4"},
                         {elsewhere});
  const std::string legal =
      write("legal.json", replaced(original, R"({"player": "green", "act": "provost", "move": 3})",
                                   R"({"player": "green", "act": "provost", "move": 2})"));
  said_in_every_language("replay", " " + legal,
                         {"expected verdict illegal, got legal",
                          "expected the replay to stop at action #4, it did not stop",
                          "expected rule provost.cost, no rule was broken"},
                         {legal});
}

// The rule options' names and values (`caylus complete options`: a line each, the name and then
// its values): the log's words, which `caylus readings` names as they are.
std::vector<std::string> option_words() {
  std::vector<std::string> words;
  std::istringstream lines(run_caylus("complete options", false).out);
  for (std::string word; lines >> word;) words.push_back(word);
  EXPECT_GT(words.size(), 28u) << "caylus complete options listed too few words";
  return words;
}

TEST_F(CatalogCommands, ReadingsSaysWhichReadingsAGameFitsInEachLanguage) {
  const std::string golden = std::string(source_dir()) + "/corpus/games/golden-3p.json";
  std::vector<std::string> neutral = option_words();
  Said one = said_in_every_language("readings", " " + golden,
                                    {"replayed under its own options, and under every other value",
                                     "not in play (the same replay under every value)",
                                     "only (the log's own)", "consistent under its own options"},
                                    with(neutral, {golden}));
  EXPECT_EQ(one.en.status, 0) << one.en.out;
  // An archive: one line per game and the summary, each count by the language's plural.
  const std::string provost = std::string(source_dir()) + "/corpus/rulings/provost";
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(provost)) files.push_back(entry.path().string());
  Said archive = said_in_every_language(
      "readings", " " + provost,
      {"per option: the games where it came into play", "not in play in any game",
       "logs: 2 consistent under their own options", "under another reading only"},
      with(neutral, files));
  EXPECT_EQ(archive.en.status, 1) << archive.en.out;
  // Romanian's plural for 6: "6 jurnale", neither "jurnal" nor "de jurnale".
  EXPECT_TRUE(contains(archive.languages[2].out, "6 jurnale:")) << archive.languages[2].out;
}

TEST_F(CatalogCommands, CoverageCountsInEachLanguage) {
  const std::string provost = std::string(source_dir()) + "/corpus/rulings/provost";
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(provost)) files.push_back(entry.path().string());
  Said said =
      said_in_every_language("coverage", " --require-all " + provost,
                             {"rule ids exercised", "of them only seen in the events of a replay",
                              "6 scenarios", "exercised by no scenario"},
                             files);
  EXPECT_EQ(said.en.status, 1) << said.en.out;
  // A scenario that cannot be counted says why.
  const std::string no_expect = write("no-expect.json", replaced(read_whole(kCannotPay),
                                                                 R"(,
  "expect": {"verdict": "illegal", "action": 4, "rule": "provost.cost"})",
                                                                 ""));
  Said not_counted =
      said_in_every_language("coverage", " " + no_expect, {"not counted: no expect"}, {no_expect});
  EXPECT_EQ(not_counted.en.status, 1) << not_counted.en.out;
}

TEST_F(CatalogCommands, ConvertShareAndPlayRefuseAndSayInEachLanguage) {
  // A player's name the text notation cannot write.
  const std::string turn_player = write(
      "turn.json",
      std::regex_replace(read_whole(kCannotPay), std::regex("\"blue\""), std::string("\"turn\"")));
  Said convert =
      said_in_every_language("convert", " --to text " + turn_player,
                             {"the player name 'turn' is a word of the notation"}, {turn_player});
  EXPECT_EQ(convert.en.status, 2) << convert.en.out;
  said_in_every_language("share", " " + turn_player,
                         {"the player name 'turn' is a word of the notation"}, {turn_player});
  // A log that starts from no snapshot has no position to write.
  Said position = said_in_every_language("convert", " --position " + kCannotPay,
                                         {"the log starts from no snapshot"}, {kCannotPay});
  EXPECT_EQ(position.en.status, 1) << position.en.out;
  // A link whose game is cut, and one with no game.
  said_in_every_language("share", " --decode 'caylus.html#log=ab*c'",
                         {"of the link's game, '*', is not base64url"}, {"caylus.html"});
  said_in_every_language("share", " --decode caylus.html#x=1", {"no game in it"},
                         {"caylus.html", "x=1", "log="});
  // A game played at random: its line and its scores.
  Said play = said_in_every_language("play", " --players 2 --seed 3",
                                     {"Caylus, 2 players, seed 3, turns", "winner"}, {"Caylus"});
  EXPECT_EQ(play.en.status, 0) << play.en.out;
}

TEST_F(CatalogCommands, TheFilesErrorsAreSaidInEachLanguage) {
  // A file the tool cannot write: the place, the system's reason (the C library's words).
  const std::string nowhere = path("no-such-folder/out.json");
  said_in_every_language("play", " --seed 1 -o " + nowhere,
                         {"cannot create a temporary file beside"}, {nowhere});
  // A folder given where a log is read.
  said_in_every_language("convert", " " + dir_.string(), {"cannot read"}, {dir_.string()});
}

// The commands that take --lang are the ones whose parse errors follow the language
// (tools/parse_errors.cpp reads --lang from the command itself); one without keeps CLI11's.
TEST_F(CatalogCommands, EveryCommandWithLangHasItsParseErrorsInTheLanguage) {
  for (const char* command : {"check", "readings", "coverage", "convert", "share", "play"}) {
    CommandRun help = run_caylus(std::string(command) + " --help");
    EXPECT_TRUE(contains(help.out, "--lang")) << command << " takes no --lang\n" << help.out;
    CommandRun run = run_caylus(std::string(command) + " --lang fr --bogus");
    EXPECT_EQ(run.status, 2) << command << "\n" << run.out;
    EXPECT_TRUE(contains(run.out, "caylus : erreur : ")) << command << "\n" << run.out;
    EXPECT_FALSE(contains(run.out, "was not expected")) << command << "\n" << run.out;
  }
  CommandRun schema = run_caylus("schema --lang fr");
  EXPECT_EQ(schema.status, 2) << schema.out;
  EXPECT_TRUE(contains(schema.out, "caylus: error: The following argument")) << schema.out;
}

}  // namespace
}  // namespace caylus::test
