// `caylus record` in the reader's language (issue 37, docs/languages.md): the language chosen as
// `caylus replay` chooses it (--lang, else the locale); the prompts, menus, board, help and errors
// in French, Spanish and Romanian in each rulebook's words, in a real terminal (tmux); under
// `--lang qps` every line printed for a person marked, nothing outside the marks but the notation;
// and the log written the same, byte for byte, whatever the language.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "core/buildings.h"
#include "record_support.h"
#include "test_paths.h"
#include "tmux_support.h"

namespace caylus {
namespace {

using test::lines_of;
using test::outside_marks;

// What each language's screen must show, and the English it must not.
struct Screen {
  std::string lang;
  std::string heading;  // the decision's heading (the phase in the rulebook's words)
  std::string provost;  // the glossary's word for the provost, on the board
  std::string goods;    // the deciding player's goods line
  std::string refusal;  // an answer that fits no choice
  std::string help;     // a command's explanation
  std::string road;     // the board's road heading
};

const std::vector<Screen> kScreens = {
    {"fr", "Tour 1, phase de placement des ouvriers : red doit placer un ouvrier ou passer",
     "le prévôt sur la case 6 de la route", "red : 7 deniers, nourriture 2, bois 1",
     "aucun choix ne correspond à 'xyzzy'", "annule la dernière décision", "La route ("},
    {"es", "Turno 1, fase de colocación de trabajadores: red",
     "el preboste en el espacio 6 del camino", "red: 7 denarios, comida 2, madera 1",
     "ninguna opción corresponde a 'xyzzy'", "deshace la última decisión", "El camino ("},
    {"ro", "Tura 1, faza plasării muncitorilor: red", "ofițerul pe spațiul 6 al drumului",
     "red: 7 monede, hrană 2, lemn 1", "nicio alegere nu se potrivește cu 'xyzzy'",
     "retrage ultima decizie", "Drumul ("},
};

// Sentences the English recorder shows for the same keys: none may be left in a translation.
const char* const kEnglish[] = {"Recording a new game",
                                "lists the commands",
                                "Turn 1",
                                "phase placement",
                                "workers free",
                                "nobody has passed",
                                "a worker costs",
                                "Turn order",
                                "Players",
                                "Special buildings",
                                "The road",
                                "The castle",
                                "The stock",
                                "the provost",
                                "the bailiff",
                                "road space",
                                "no choice matches",
                                "nothing was written",
                                "answer again",
                                "every legal choice",
                                "take back",
                                "the whole board",
                                "favor markers",
                                "(empty)",
                                "holds",
                                "resumes",
                                "entries",
                                "<provost",
                                "Commands:"};

TEST(RecordLanguage, PromptsMenusBoardAndErrorsInEachRulebooksWords) {
  ASSERT_EQ(std::system("command -v tmux >/dev/null 2>&1"), 0)
      << "tmux is needed for this test: tools/install-deps.sh installs it";
  TestDir dir("language");
  Tmux tmux(dir);
  for (const Screen& want : kScreens) {
    SCOPED_TRACE(want.lang);
    const fs::path file = dir / (want.lang + ".caylus");
    const std::string session = "record_" + want.lang;
    tmux.target(session);
    const std::string command = std::string(caylus::test::caylus_binary()) + " record " +
                                file.string() + " --players red,blue --seed 3 --lang " + want.lang +
                                "; echo record-exited-\\$?; sleep 60";
    ASSERT_EQ(tmux.run("new-session -d -x 200 -y 150 -s " + session + " \"" + command + "\""), 0);
    ASSERT_TRUE(tmux.wait_for("] red> ")) << tmux.screen();
    EXPECT_TRUE(contains(tmux.screen(), want.heading)) << tmux.screen();
    EXPECT_TRUE(contains(tmux.screen(), want.goods)) << tmux.screen();
    // The menu keeps the notation's words: what is typed is the same in every language.
    EXPECT_TRUE(contains(tmux.screen(), "  place: gate, trading_post,")) << tmux.screen();
    int prompts = tmux.count("] red> ");
    for (const char* keys : {"xyzzy", "help", "board"}) {
      tmux.type(keys);
      tmux.key("Enter");
      ASSERT_TRUE(tmux.wait_for("] red> ", prompts++)) << tmux.screen();
    }
    const std::string screen = tmux.screen();
    EXPECT_TRUE(contains(screen, want.refusal)) << screen;
    EXPECT_TRUE(contains(screen, want.help)) << screen;
    EXPECT_TRUE(contains(screen, want.road + want.provost)) << screen;
    for (const char* english : kEnglish) EXPECT_FALSE(contains(screen, english)) << english;
    tmux.type("quit");
    tmux.key("Enter");
    ASSERT_TRUE(tmux.wait_for("record-exited-0")) << tmux.screen();
    if (const char* keep = std::getenv("CAYLUS_RECORD_SCREEN"))
      write_text(std::string(keep) + "." + want.lang, tmux.screen());
  }
}

// `caylus record ARGUMENTS` under the locale variables `environment` ("LANG=es_ES.UTF-8"), the
// caller's own locale variables unset, as a user's shell sets them.
test::CommandRun run_in_locale(const std::string& environment, const std::string& arguments) {
  const std::string command = "env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG " + environment +
                              " " + caylus::test::caylus_binary() + " " + arguments + " 2>&1";
  test::CommandRun run;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return run;
  char buffer[4096];
  while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) run.out.append(buffer, n);
  const int status = pclose(pipe);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

TEST(RecordLanguage, FollowsTheLocaleAsReplayDoes) {
  TestDir dir("locale");
  const std::string file = (dir / "game.caylus").string();
  const std::string args = "record " + file + " --players red,blue --seed 3 < /dev/null";
  EXPECT_TRUE(contains(run_in_locale("LANG=es_ES.UTF-8", args).out, "Turno 1, fase de colocación"));
  EXPECT_TRUE(
      contains(run_in_locale("LC_ALL=C LANG=fr_FR.UTF-8", args).out, "Turn 1, phase placement"));
  EXPECT_TRUE(contains(run_in_locale("LANG=fr_FR.UTF-8 LANGUAGE=ro:fr", args).out,
                       "Tura 1, faza plasării"));
  EXPECT_TRUE(contains(run_in_locale("", args).out, "Turn 1, phase placement"));
  // --lang first; a language the tool does not speak is bad input, exit 2.
  auto flag = run_in_locale("LANG=es_ES.UTF-8", "record " + file + " --lang fr < /dev/null");
  EXPECT_TRUE(contains(flag.out, "Reprise de " + file)) << flag.out;
  auto unknown = test::run_caylus("record " + file + " --lang xx < /dev/null");
  EXPECT_EQ(unknown.status, 2);
  EXPECT_TRUE(contains(unknown.out, "unknown language 'xx' for --lang")) << unknown.out;
  // The setup's errors too (the page's new game says them as well, tools/record/new_game.h).
  auto one = test::run_caylus("record " + (dir / "new.caylus").string() +
                              " --players red --lang es < /dev/null");
  EXPECT_EQ(one.status, 2);
  EXPECT_TRUE(contains(one.out, "una partida nueva necesita --players con 2 a 5 nombres"))
      << one.out;
  // The help says how it chooses.
  EXPECT_TRUE(contains(test::run_caylus("record --help").out, "LC_MESSAGES"));
}

// The words of the notation, which stay outside the marks: the players, the verbs, the tiles'
// names, the cubes, the favor rows, and every word of the log written (the parameters the
// recorder's menus and entries show: give, gain, stay, none...).
std::set<std::string> notation_words(const GameLog& log, const std::string& written) {
  std::set<std::string> words(log.players.begin(), log.players.end());
  for (int v = 0; v < kVerbCount; ++v) words.emplace(verb_name(static_cast<Verb>(v)));
  for (int b = 0; b < kBuildingCount; ++b) {
    words.emplace(building_name(static_cast<BuildingId>(b)));
    words.emplace(short_building_name(static_cast<BuildingId>(b)));
  }
  for (int i = 0; i < kSpecialCount; ++i) words.emplace(kSpecialNames[static_cast<Special>(i)]);
  for (Cube c : kAllCubes) words.emplace(cube_name(c));
  // The recorder's commands and their syntax (check F=V..).
  for (const char* command : {"undo", "board", "score", "check", "amend", "note", "help", "quit",
                              "turn", "phase", "F", "V"})
    words.emplace(command);
  for (int r = 0; r < kFavorRows; ++r) words.emplace(favor_row_name(static_cast<FavorRow>(r)));
  static const std::regex kWord("[A-Za-z_]+");
  for (auto it = std::sregex_iterator(written.begin(), written.end(), kWord);
       it != std::sregex_iterator(); ++it)
    words.insert(it->str());
  return words;
}

int count_of(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

TEST(RecordLanguage, EveryLineForAPersonIsMarkedUnderQps) {
  TestDir dir("qps");
  GameLog played = played_log(dir, 2, 12);
  auto decisions = decisions_of(played, Answering::numbers_and_abbreviations);
  ASSERT_GT(decisions.size(), 60u);
  // Two turns and more of answers, every command, a wrong number and words that fit nothing.
  std::string keys = lines_of(decisions, 0, 30) + "help\nboard\n?\nscore\nnote x\nundo\n" +
                     lines_of(decisions, 30, 60) + "undo\n9999\n";
  write_text(dir / "answers.txt", keys);
  const fs::path file = dir / "game.caylus";
  auto run = test::run_caylus("record " + file.string() + " --players " + players_arg(played) +
                              " --seed 12 --lang qps < " + (dir / "answers.txt").string());
  EXPECT_EQ(run.status, 2) << run.out;  // the last line is refused: the script stops
  const std::set<std::string> neutral = notation_words(played, slurp(file));
  static const std::regex kWord("[A-Za-z_]+");
  int marked = 0;
  int open = 0;  // a message wrapped over lines (`help`) is marked from its first to its last
  for (const std::string& line : lines_of(run.out)) {
    // An echoed prompt: the answer after it is what the person typed.
    const std::string shown = line.substr(0, line.find("> ⟧"));
    std::string opened;
    for (int i = 0; i < open; ++i) opened += "⟦";
    const std::string rest = outside_marks(opened + shown);
    marked += rest != shown ? 1 : 0;
    open += count_of(shown, "⟦") - count_of(shown, "⟧");
    for (auto it = std::sregex_iterator(rest.begin(), rest.end(), kWord);
         it != std::sregex_iterator(); ++it)
      // The program's name, the file, the rule ids in brackets and the notation stay.
      if (!neutral.count(it->str()) && !contains(file.string(), it->str()) &&
          !contains(line, "[" + it->str()) && !contains(line, "." + it->str()) &&
          !contains(line, it->str() + ".") && it->str() != "caylus" && it->str() != "error")
        ADD_FAILURE() << "'" << it->str() << "' outside the marks: " << line;
  }
  EXPECT_GT(marked, 200) << run.out;
  for (const char* shown : {"⟦Players⟧", "⟦The road (", "⟦every legal choice", "⟦So far:⟧",
                            "⟦undone: ", "⟦noted: ", "⟦standard input, line "})
    EXPECT_TRUE(contains(run.out, shown)) << shown;
}

TEST(RecordLanguage, TheLogIsTheSameInEveryLanguage) {
  TestDir dir("same_log");
  GameLog played = played_log(dir, 3, 7);
  auto decisions = decisions_of(played, Answering::numbers_and_abbreviations);
  // The same keys: abbreviations and numbers, a note, an undo.
  std::string keys = lines_of(decisions, 0, 40) + "note à la table\n" +
                     lines_of(decisions, 40, decisions.size()) + "undo\n";
  write_text(dir / "answers.txt", keys);
  std::string english;
  for (const char* lang : {"en", "fr", "es", "ro"}) {
    SCOPED_TRACE(lang);
    const fs::path file = dir / (std::string(lang) + ".caylus");
    auto run =
        test::run_caylus("record " + file.string() + " --players " + players_arg(played) +
                         " --seed 7 --lang " + lang + " < " + (dir / "answers.txt").string());
    ASSERT_EQ(run.status, 0) << run.out.substr(run.out.size() > 3000 ? run.out.size() - 3000 : 0);
    const std::string written = slurp(file);
    if (english.empty()) {
      english = written;
      EXPECT_TRUE(contains(english, "# à la table")) << english;
      EXPECT_GT(entries_in(file), 100u);  // the whole game but its last decision (undone)
    } else {
      EXPECT_EQ(written, english);  // byte for byte
    }
  }
}

}  // namespace
}  // namespace caylus
