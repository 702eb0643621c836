// `caylus diff` and the archives in the reader's language (issue 37; tools/readings/, the
// archive of tools/replay.cpp): the comparison of two readings of one log, the line of each game
// of an archive and the summaries (each count by the language's plural: Romanian's three forms),
// in French, Spanish and Romanian, and under `--lang qps` every line wholly marked but the
// labels (option=value), the file, the players' names, the rule ids and the numbers. The exit
// statuses and the JSON's fields stay as they are; `--json`'s text follows the language.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

#include "catalog_support.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

namespace fs = std::filesystem;

const std::string kGolden3p = std::string(source_dir()) + "/corpus/games/golden-3p.json";
const std::string kGames = std::string(source_dir()) + "/corpus/games";
const std::string kRulings = std::string(source_dir()) + "/corpus/rulings/";

void no_locale() {
  set_locale("", "", "", "");
}

// What a line leaves outside the marks once the language-neutral parts are taken out: the
// readings' labels (lawyer_prestige=4), the rule ids, the files and the players.
std::string neutral_removed(const std::string& line, const std::vector<std::string>& files) {
  static const std::regex setting(R"([a-z_]+=[a-z_0-9]+)");
  std::string rest = std::regex_replace(line, setting, "");
  std::vector<std::string> names = {"red", "green", "blue", "orange", "yellow"};
  for (const std::string& file : files) names.push_back(file);
  std::sort(names.begin(), names.end(),
            [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  rest = outside_marks(rest);
  for (const std::string& word : names)
    for (std::size_t at; (at = rest.find(word)) != std::string::npos;) rest.erase(at, word.size());
  static const std::regex rule_id(R"([a-z_]*(\.[a-z_0-9]+)+)");
  return std::regex_replace(rest, rule_id, "");
}

struct Said {
  const char* lang;
  std::vector<std::string> words;
};

// golden-3p under lawyer_prestige: the lawyer built in turn 13 gives 4 PP or 3 (docs/corpus.md).
const Said kLawyer[] = {
    {"fr",
     {"rejoué avec lawyer_prestige=4 et avec lawyer_prestige=3",
      "(tour 13, phase d'activation des bâtiments, joueur green) : première différence : le "
      "prestige diffère après elle",
      "avec lawyer_prestige=4, green gagne 4 PP (",
      "scores finaux (lawyer_prestige=4 | "
      "lawyer_prestige=3) :",
      "gagnant : green avec lawyer_prestige=4 ; green avec lawyer_prestige=3",
      "avec lawyer_prestige=3 : chaque action est légale et chaque check concorde"}},
    {"es",
     {"reproducido con lawyer_prestige=4 y con lawyer_prestige=3",
      "(turno 13, fase de activación de los edificios, jugador green): primera diferencia: el "
      "prestigio difiere después de ella",
      "con lawyer_prestige=4, green gana 4 PP (",
      "puntuaciones finales (lawyer_prestige=4 | "
      "lawyer_prestige=3):",
      "ganador: green con lawyer_prestige=4; green con lawyer_prestige=3",
      "con lawyer_prestige=3: cada acción es legal y cada check coincide"}},
    {"ro",
     {"rejucat cu lawyer_prestige=4 și cu lawyer_prestige=3",
      "(tura 13, faza activării construcțiilor, jucătorul green): prima diferență: prestigiul "
      "diferă după ea",
      "cu lawyer_prestige=4, green câștigă 4 PP (",
      "scoruri finale (lawyer_prestige=4 | "
      "lawyer_prestige=3):",
      "câștigător: green cu lawyer_prestige=4; green cu lawyer_prestige=3",
      "cu lawyer_prestige=3: fiecare acțiune este legală și fiecare check concordă"}},
};

// The English sentences of `caylus diff` (tools/readings/diff.cpp): none is left in a language.
const char* const kDiffEnglish[] = {
    "replayed under",   "first difference",    "differs after", "final scores",
    "winner:",          "every action",        " gains ",       "up to",
    "the same under",   "with another winner", "logs under",    "not compared",
    "consistent under", "the table played"};

TEST(CatalogDiff, OneLogIsComparedInEachRulebooksWords) {
  no_locale();
  CommandRun english = run_caylus("diff " + kGolden3p + " --option lawyer_prestige");
  EXPECT_EQ(english.status, 1) << english.out;
  EXPECT_TRUE(contains(english.out, "first difference: the prestige differs after it"))
      << english.out;
  for (const Said& said : kLawyer) {
    CommandRun run = run_caylus("diff --lang " + std::string(said.lang) + " " + kGolden3p +
                                " --option lawyer_prestige");
    EXPECT_EQ(run.status, english.status) << said.lang << "\n" << run.out;
    EXPECT_EQ(lines_of(run.out).size(), lines_of(english.out).size()) << run.out;
    for (const std::string& words : said.words)
      EXPECT_TRUE(contains(run.out, words)) << said.lang << ": " << words << "\n" << run.out;
    for (const char* english_words : kDiffEnglish)
      EXPECT_FALSE(contains(run.out, english_words))
          << said.lang << ": '" << english_words << "' left\n"
          << run.out;
  }
  // The locale, as `caylus replay` reads it.
  set_locale("", "", "", "es_ES.UTF-8");
  CommandRun locale = run_caylus("diff " + kGolden3p + " --option lawyer_prestige");
  EXPECT_TRUE(contains(locale.out, "primera diferencia")) << locale.out;
  no_locale();
}

// Each way two readings compare, under qps: a score, the same outcome, a reading that refuses.
TEST(CatalogDiff, EveryLineOfTheComparisonIsMarkedUnderQps) {
  no_locale();
  const std::string cannot_pay = kRulings + "provost/cannot-pay.json";
  const std::pair<std::string, std::string> runs[] = {
      {kGolden3p, "--option lawyer_prestige"},
      {kGolden3p, "--option notary_delay"},
      {kGames + "/golden-2p.json", "--option towers_zero_penalty"},
      {cannot_pay, "--option towers_zero_penalty"},
  };
  for (const auto& [log, readings] : runs) {
    CommandRun english = run_caylus("diff " + log + " " + readings);
    CommandRun run = run_caylus("diff --lang qps " + log + " " + readings);
    EXPECT_EQ(run.status, english.status) << log << " " << readings << "\n" << run.out;
    ASSERT_FALSE(run.out.empty());
    for (const std::string& line : lines_of(run.out))
      EXPECT_FALSE(has_letter(neutral_removed(line, {log})))
          << log << " " << readings << ": '" << line << "'";
  }
}

TEST(CatalogDiff, JsonTextFollowsTheLanguageAndItsFieldsStay) {
  no_locale();
  CommandRun run =
      run_caylus("diff --lang es --json " + kGolden3p + " --option lawyer_prestige", false);
  EXPECT_EQ(run.status, 1);
  auto answer = nlohmann::json::parse(run.out, nullptr, false);
  ASSERT_FALSE(answer.is_discarded()) << run.out;
  EXPECT_EQ(answer["outcome"], "other_scores");
  const auto& first = answer["differences"][0];
  EXPECT_EQ(first["kind"], "score");
  EXPECT_EQ(first["phase"], "activation") << "the phase's id stays";
  ASSERT_TRUE(first["text"].is_array() && !first["text"].empty()) << first;
  EXPECT_EQ(first["text"][0].get<std::string>().rfind("con lawyer_prestige=4, green gana 4 PP", 0),
            0u)
      << first["text"];
  EXPECT_TRUE(first["players"]["green"].contains("first")) << "the fields are the contract";
}

// The strings of a --json answer a person reads, outside the catalog's marks: every value but
// those of the keys that hold ids, names, the notation or the state (the contract's values).
void unmarked_json(const nlohmann::json& v, const std::string& key, std::vector<std::string>& out) {
  static const std::set<std::string> kNeutral = {
      "log",   "file",     "label",         "verdict", "kind",     "phase", "player",  "rule",
      "field", "notation", "legal_choices", "source",  "building", "space", "owner",   "outcome",
      "path",  "winners",  "fields",        "section", "note",     "final", "readings"};
  if (kNeutral.count(key)) return;
  if (v.is_object()) {
    for (const auto& [k, x] : v.items()) unmarked_json(x, k, out);
  } else if (v.is_array()) {
    for (const auto& x : v) unmarked_json(x, key, out);
  } else if (v.is_string()) {
    std::string rest = outside_marks(v.get<std::string>());
    for (const char* name : {"red", "green", "blue", "orange", "yellow"})
      for (std::size_t at; (at = rest.find(name)) != std::string::npos;)
        rest.erase(at, std::string_view(name).size());
    if (has_letter(std::regex_replace(
            rest, std::regex(R"([a-z_]+(\.[a-z_0-9]+)+|[a-z_]+=[a-z_0-9]+)"), "")))
      out.push_back(key + ": " + v.get<std::string>());
  }
}

// Issue 37: "--json's human message follows the language". Under qps, every such string of
// `caylus replay --json` (one log, an archive) and `caylus diff --json` is the catalog's.
TEST(CatalogDiff, EveryMessageOfTheJsonAnswersIsMarkedUnderQps) {
  no_locale();
  const std::string runs[] = {
      "replay --json --explain --ledger red.deniers " + kRulings + "provost/cannot-pay.json",
      "replay --json --explain " + kRulings + "examples/table-notes-turn-one.caylus",
      "replay --json " + kRulings + "provost " + kRulings + "examples",
      "diff --json " + kGolden3p + " --option lawyer_prestige",
      "diff --json " + kRulings + "provost/cannot-pay.json --option towers_zero_penalty",
      "diff --json " + kRulings + "examples --option notary_delay"};
  for (const std::string& arguments : runs) {
    const std::string command = arguments.substr(0, arguments.find(' '));
    CommandRun run = run_caylus(command + " --lang qps" + arguments.substr(command.size()), false);
    auto answer = nlohmann::json::parse(run.out, nullptr, false);
    ASSERT_FALSE(answer.is_discarded()) << arguments << "\n" << run.out.substr(0, 400);
    std::vector<std::string> unmarked;
    unmarked_json(answer, "", unmarked);
    EXPECT_TRUE(unmarked.empty()) << arguments << ": " << unmarked.size() << " strings, e.g. "
                                  << unmarked.front();
  }
}

// The summary of `caylus diff DIR` and of `caylus replay DIR`: every count by the plural, the
// Romanian's three forms (1 jurnal, 6 jurnale, 23 de jurnale).
TEST(CatalogDiff, ArchivesCountByEachLanguagesPlural) {
  no_locale();
  const fs::path dir =
      fs::temp_directory_path() / ("caylus_catalog_diff_" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "one");
  fs::copy_file(kGolden3p, dir / "one" / "golden-3p.json");
  fs::create_directories(dir / "two");
  fs::copy_file(kGolden3p, dir / "two" / "golden-3p.json");
  fs::copy_file(kGames + "/golden-2p.json", dir / "two" / "golden-2p.json");
  const std::string one = (dir / "one").string(), two = (dir / "two").string();

  CommandRun ro_one = run_caylus("diff --lang ro " + one + " --option lawyer_prestige");
  EXPECT_EQ(ro_one.status, 1) << ro_one.out;
  EXPECT_TRUE(contains(ro_one.out,
                       "1 jurnal cu lawyer_prestige=4 | lawyer_prestige=3: 0 "
                       "identice, 1 cu alte scoruri, dar același câștigător"))
      << ro_one.out;
  CommandRun fr_two = run_caylus("diff --lang fr " + two + " --option lawyer_prestige");
  EXPECT_TRUE(contains(fr_two.out, "2 journaux avec lawyer_prestige=4 | lawyer_prestige=3 : "))
      << fr_two.out;
  EXPECT_TRUE(contains(fr_two.out, "golden-2p.json : identique selon les deux interprétations"))
      << fr_two.out;
  for (const char* english_words : kDiffEnglish)
    EXPECT_FALSE(contains(fr_two.out, english_words)) << english_words << "\n" << fr_two.out;
  CommandRun qps = run_caylus("diff --lang qps " + two + " --option lawyer_prestige");
  for (const std::string& line : lines_of(qps.out))
    EXPECT_FALSE(has_letter(neutral_removed(line, {two}))) << "'" << line << "'";
  fs::remove_all(dir);

  // `caylus replay DIR`: its lines and its summary.
  const std::regex ro_summary(R"(^(\d+) (jurnal|jurnale|de jurnale): (.*); (.*) în [0-9.]+ s$)");
  const std::pair<std::string, std::string> forms[] = {
      {kRulings + "provost/cannot-pay.json", "jurnal"},
      {kRulings + "provost", "jurnale"},
      {kRulings + "activation", "de jurnale"}};
  for (const auto& [path, form] : forms) {
    CommandRun english = run_caylus("replay " + path + " " + path);  // an archive of one
    CommandRun run = run_caylus("replay --lang ro " + path + " " + path);
    EXPECT_EQ(run.status, english.status) << path;
    std::smatch m;
    const std::string last = lines_of(run.out).back();
    ASSERT_TRUE(std::regex_match(last, m, ro_summary)) << last;
    EXPECT_EQ(m[2], form) << last;
    EXPECT_FALSE(contains(last, " legal,") && contains(last, "not valid")) << last;
    CommandRun marked = run_caylus("replay --lang qps " + path + " " + path);
    for (const std::string& line : lines_of(marked.out))
      EXPECT_FALSE(has_letter(neutral_removed(line, {path}))) << "'" << line << "'";
  }
  CommandRun es = run_caylus("replay --lang es " + kRulings + "provost");
  EXPECT_TRUE(
      std::regex_search(es.out, std::regex(R"(\n6 registros: \d+ legal(es)?, \d+ ilegal(es)?, )")))
      << es.out;
}

}  // namespace
}  // namespace caylus::test
