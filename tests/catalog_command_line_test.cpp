// The last English sentences of the command line, in the reader's language (issue 37): an
// amendment's refusal when a field cannot take its value (replay/claims/), the command line
// parser's own refusals (tools/parse_errors.h: an option without its value, an unknown option, a
// value out of range) for the commands that follow the language, and `caylus board`'s drawing
// and lines. Each in French, Spanish and Romanian in the rulebook's words, exit 2 (or 0) as in
// English, the option or the field named as typed; under `--lang qps` every sentence marked.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <tuple>

#include "catalog_support.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

namespace fs = std::filesystem;

void no_locale() {
  set_locale("", "", "", "");
}

// A temporary folder of this test's own.
class CatalogCommandLine : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("caylus_catalog_cli_" + std::to_string(getpid()));
    fs::create_directories(dir_);
    no_locale();
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  fs::path dir_;
};

// Red starts with 7 deniers at a two-player table (the second seat has 7 too; LOG_FORMAT.md).
const char kTakesTooMuch[] =
    "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
    "amend red.deniers-=99\n";
const char kPastTheCap[] =
    "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
    "amend green.wood=9999\namend green.wood+=1\n";

struct Refusal {
  const char* lang;
  const char* takes_too_much;
  const char* past_the_cap;
};
const Refusal kRefusals[] = {
    {"en", "players.red.deniers: red has 7 deniers, and cannot give 99",
     "players.green.wood: green has 9999 wood, and 1 more would make 10000: a count is at most "
     "9999"},
    {"fr", "players.red.deniers : red a 7 deniers et ne peut pas en donner 99",
     "players.green.wood : green a 9999 bois, et en ajouter 1 donnerait 10000 : un compte vaut au "
     "plus 9999"},
    {"es", "players.red.deniers: red tiene 7 denarios y no puede dar 99",
     "players.green.wood: green tiene 9999 madera, y 1 más harían 10000: una cantidad vale como "
     "mucho 9999"},
    {"ro", "players.red.deniers: red are 7 monede și nu poate da 99",
     "players.green.wood: green are 9999 de lemn, iar încă 1 ar face 10000: un total este cel "
     "mult 9999"},
};

TEST_F(CatalogCommandLine, AnAmendmentThatAFieldCannotTakeIsRefusedInEachLanguage) {
  const std::string too_much = write("too_much.caylus", kTakesTooMuch);
  const std::string past = write("past.caylus", kPastTheCap);
  for (const Refusal& r : kRefusals) {
    CommandRun run = run_caylus("replay --lang " + std::string(r.lang) + " " + too_much);
    EXPECT_EQ(run.status, 2) << r.lang << "\n" << run.out;
    EXPECT_TRUE(contains(run.out, too_much + ":3:1: ")) << "the place, as typed\n" << run.out;
    EXPECT_TRUE(contains(run.out, r.takes_too_much)) << r.lang << "\n" << run.out;
    CommandRun cap = run_caylus("replay --lang " + std::string(r.lang) + " " + past);
    EXPECT_EQ(cap.status, 2) << r.lang << "\n" << cap.out;
    EXPECT_TRUE(contains(cap.out, past + ":4:1: ")) << cap.out;
    EXPECT_TRUE(contains(cap.out, r.past_the_cap)) << r.lang << "\n" << cap.out;
  }
  for (const std::string& log : {too_much, past}) {
    CommandRun run = run_caylus("replay --lang qps " + log);
    EXPECT_EQ(run.status, 2);
    const std::string first = lines_of(run.out).front();
    // The place and the field's path are the notation's; the sentence is the catalog's.
    std::string line = first;
    line.erase(0, log.size());
    std::string rest = unmarked_narration(line, log, {"red", "green"});
    EXPECT_FALSE(has_letter(rest)) << "'" << first << "' leaves '" << rest << "'";
  }
}

struct ParseError {
  std::string arguments;  // after `caylus`, --lang LANG inserted after the command
  const char* en;         // CLI11's own words, as always
  const char* fr;
  const char* es;
  const char* ro;
};

TEST_F(CatalogCommandLine, TheParsersRefusalsFollowTheLanguageOfTheCommand) {
  const std::string log = kCannotPay;
  const ParseError errors[] = {
      // An option without its value.
      {"replay " + log + " --ledger", "--ledger: 1 required TEXT missing",
       "--ledger attend une valeur", "--ledger necesita un valor", "--ledger cere o valoare"},
      // An option the command does not have.
      {"diff " + log + " --option lawyer_prestige --bogus",
       "The following argument was not expected: --bogus",
       "« caylus diff » n'accepte pas '--bogus'", "'caylus diff' no admite '--bogus'",
       "'caylus diff' nu acceptă '--bogus'"},
      // A value out of its range.
      {"replay " + log + " --jobs 0", "--jobs: Value 0 not in range 1 to 256",
       "--jobs : 0 n'est pas entre 1 et 256", "--jobs: 0 no está entre 1 y 256",
       "--jobs: 0 nu este între 1 și 256"},
      // A required argument left out, and two options that exclude each other.
      {"board " + log, "--out is required", "--out est obligatoire", "--out es obligatorio",
       "--out este obligatoriu"},
      {"diff " + log + " --option lawyer_prestige --rules edition=first",
       "--option excludes --rules", "--option ne peut pas être donné avec --rules",
       "--option no puede darse junto con --rules", "--option nu poate fi dat împreună cu --rules"},
  };
  for (const ParseError& e : errors) {
    const std::string command = e.arguments.substr(0, e.arguments.find(' '));
    const std::string rest = e.arguments.substr(command.size());
    CommandRun english = run_caylus(e.arguments);
    EXPECT_EQ(english.status, 2) << e.arguments << "\n" << english.out;
    EXPECT_TRUE(contains(english.out, std::string("caylus: error: ") + e.en)) << english.out;
    EXPECT_TRUE(contains(english.out, "Run 'caylus --help' for usage.")) << english.out;
    // The frame in each language too (*erreur*, *eroare*; Spanish's word is English's).
    const std::tuple<const char*, const char*, const char*> languages[] = {
        {"fr", "caylus : erreur : ", e.fr},
        {"es", "caylus: error: ", e.es},
        {"ro", "caylus: eroare: ", e.ro}};
    for (auto [lang, frame, words] : languages) {
      CommandRun run = run_caylus(command + " --lang " + lang + rest);
      EXPECT_EQ(run.status, 2) << lang << " " << e.arguments << "\n" << run.out;
      EXPECT_TRUE(contains(run.out, std::string(frame) + words))
          << lang << " " << e.arguments << "\n"
          << run.out;
      // The usage line names the command (between the language's quotes: « » in French).
      EXPECT_TRUE(contains(run.out, "caylus " + command + " --help")) << run.out;
      EXPECT_FALSE(contains(run.out, e.en)) << lang << ": CLI11's English left\n" << run.out;
    }
    // Under qps each line is marked, its frame too, but the option as typed.
    CommandRun qps = run_caylus(command + " --lang qps" + rest);
    EXPECT_EQ(qps.status, 2);
    for (const std::string& line : lines_of(qps.out)) {
      EXPECT_FALSE(
          has_letter(std::regex_replace(outside_marks(line), std::regex(R"(-[-a-z_=]+)"), "")))
          << e.arguments << ": '" << line << "'";
    }
  }
  // The locale chooses as --lang does; a command that does not follow the language keeps CLI11's.
  set_locale("", "", "", "es_ES.UTF-8");
  EXPECT_TRUE(
      contains(run_caylus("replay " + log + " --ledger").out, "--ledger necesita un valor"));
  EXPECT_TRUE(contains(run_caylus("golden " + log + " --bogus").out, "was not expected: --bogus"));
  no_locale();
}

// The <text> elements of an SVG (or its <title>s: the tooltips), their content unescaped
// enough for the test; a label cut in two lines (<tspan>s, board_svg_parts.h) as one text.
std::vector<std::string> svg_texts(const std::string& svg, const char* element = "text") {
  const std::regex text("<" + std::string(element) + "[^>]*>((?:[^<]|</?tspan[^>]*>)*)</" +
                        element + ">");
  static const std::regex tspan("</?tspan[^>]*>");
  std::vector<std::string> out;
  for (std::sregex_iterator it(svg.begin(), svg.end(), text), end; it != end; ++it)
    out.push_back(std::regex_replace((*it)[1].str(), tspan, " "));
  return out;
}

std::string read_file(const std::string& name) {
  std::ifstream in(name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST_F(CatalogCommandLine, TheBoardIsDrawnAndSaidInTheReadersLanguage) {
  const std::string log = std::string(source_dir()) + "/corpus/games/example-4p.json";
  struct Board {
    const char* lang;
    const char* line;     // the line printed
    const char* heading;  // the castle's heading
    const char* tile;     // a tile by the rulebook's name (docs/glossary.md)
    const char* provost;  // the provost's tooltip, in the rulebook's word
  };
  const Board boards[] = {
      {"fr", "le plateau au tour 2, phase du prévôt, écrit dans", "Château", "Scierie",
       "le prévôt sur la case"},
      {"es", "el tablero en el turno 2, fase del preboste, escrito en", "Castillo", "Serrería",
       "el preboste en el espacio"},
      {"ro", "tabla în tura 2, faza ofițerului, scrisă în", "Castel", "fabrica de cherestea",
       "ofițerul pe spațiul"},
  };
  for (const Board& b : boards) {
    const std::string out = path(std::string("board-") + b.lang + ".svg");
    CommandRun run = run_caylus("board --lang " + std::string(b.lang) + " " + log +
                                " --at turn=2.provost -o " + out);
    EXPECT_EQ(run.status, 0) << run.out;
    EXPECT_TRUE(contains(run.out, b.line)) << b.lang << "\n" << run.out;
    const std::string svg = read_file(out);
    auto texts = svg_texts(svg);
    EXPECT_NE(std::find(texts.begin(), texts.end(), b.heading), texts.end()) << b.lang;
    EXPECT_TRUE(contains(svg, b.tile)) << b.lang << ": the tile's name";
    EXPECT_FALSE(contains(svg, ">Castle<") || contains(svg, "Special buildings"))
        << b.lang << ": English left";
    auto titles = svg_texts(svg, "title");
    EXPECT_TRUE(std::any_of(titles.begin(), titles.end(),
                            [&](const std::string& t) { return contains(t, b.provost); }))
        << b.lang << ": the provost's tooltip";
  }
  // Under qps every word of the drawing went through the catalog: outside the marks only the
  // players, numbers and signs.
  const std::string out = path("board-qps.svg");
  CommandRun run = run_caylus("board --lang qps " + log + " --at turn=2.provost -o " + out);
  EXPECT_EQ(run.status, 0) << run.out;
  std::string line = lines_of(run.out).front();
  line.erase(line.find(out), out.size());  // the file written, as typed
  EXPECT_FALSE(has_letter(unmarked_narration(line, log, {}))) << run.out;
  // The tiles and special buildings are named by their ids' words there, as in English
  // (tools/report/board_svg_parts.h, tile_words): language-neutral, like the notation.
  std::vector<std::string> neutral = players_of(log);
  for (const char* list : {"tiles", "specials"})
    for (const std::string& id : lines_of(run_caylus(std::string("complete ") + list).out))
      for (std::size_t start = 0, end; start <= id.size(); start = end + 1) {
        end = std::min(id.find('_', start), id.size());
        neutral.push_back(id.substr(start, end - start));
      }
  neutral.push_back("merchants’");
  std::sort(neutral.begin(), neutral.end(),
            [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  const std::string svg = read_file(out);
  for (const std::string& text : svg_texts(svg))
    EXPECT_FALSE(has_letter(unmarked_narration(text, log, neutral))) << "'" << text << "'";
  // The tooltips too (the page shows them on its board): a tile's is its name and its id.
  const auto titles = svg_texts(svg, "title");
  EXPECT_GE(titles.size(), 10u);
  for (const std::string& text : titles)
    EXPECT_FALSE(has_letter(unmarked_narration(text, log, neutral))) << "'" << text << "'";
}

}  // namespace
}  // namespace caylus::test
