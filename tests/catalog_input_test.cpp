// A log that cannot be read, said in the reader's language (issue 37, item 1: "input errors,
// with their places"): `caylus replay --lang fr|es|ro` of a bad log of each reader's area (the
// text notation's lines, tags, entries, claims and header; the JSON reader's) exits 2, keeps the
// place (file:line:column, the JSON path) and the quoted input as they are, frames and says the
// error in the rulebook's words, and leaves no English sentence; under the pseudo-language every
// line printed went through the catalog, but the place and the input (docs/languages.md).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "command_helpers.h"

namespace caylus::test {
namespace {

namespace fs = std::filesystem;

struct BadLog {
  const char* name;   // the file's name (.caylus: the notation, .json: JSON)
  const char* text;   // its content
  const char* place;  // what follows the file on the error's line: ":3:1: " or ": setup.seed: "
  const char* fr;     // a part of the French message: the rulebook's words
  const char* es;
  const char* ro;
  const char* english;  // the same part in English (no --lang)
};

const BadLog kBadLogs[] = {
    // notation_entries.cpp: a line that starts with no player and no keyword
    {"unknown-word.caylus",
     "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
     "foo place quarry\n",
     ":3:1: ", "'foo' n'est pas un joueur (red, green) ni une ligne de la notation",
     "'foo' no es un jugador (red, green) ni una línea de la notación",
     "'foo' nu este un jucător (red, green) și nici o linie a notației",
     "'foo' is no player (red, green) and no line of the notation"},
    // notation_entries.cpp: the provost's move, in the rulebooks' word
    {"provost-move.caylus",
     "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
     "red provost far\n",
     ":3:13: ", "le prévôt se déplace d'un nombre de cases, de -3 à +3, pas 'far'",
     "el preboste se mueve un número de espacios, de -3 a +3, no 'far'",
     "ofițerul se mută cu un număr de spații, de la -3 la +3, nu 'far'",
     "the provost moves by a number of spaces, -3 to +3, not 'far'"},
    // notation_entries.cpp and core/verbs.cpp: a parameter left out, with its meaning
    {"no-space.caylus",
     "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
     "red place\n",
     ":3:5: ", "'place' demande at (la case où va l'ouvrier) ; il prend : <at>",
     "'place' necesita at (el espacio adonde va el trabajador); admite: <at>",
     "'place' are nevoie de at (spațiul unde merge muncitorul); primește: <at>",
     "'place' needs at (the space where the worker goes); it takes: <at>"},
    // notation_tags.cpp: a tag the notation does not know
    {"unknown-tag.caylus", "[Colour \"blue\"]\n", ":1:2: ", "balise inconnue 'Colour'",
     "etiqueta desconocida 'Colour'", "etichetă necunoscută 'Colour'", "unknown tag 'Colour'"},
    // notation_claims.cpp: a claim with no value
    {"bad-claim.caylus",
     "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
     "check red.deniers\n",
     ":3:7: ", "une affirmation s'écrit champ=valeur", "una declaración se escribe campo=valor",
     "o afirmație se scrie câmp=valoare", "a claim is written field=value"},
    // notation_lines.cpp: a string never closed
    {"open-string.caylus",
     "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
     "red place \"quarry\n",
     ":3:11: ", "chaîne non terminée", "cadena sin terminar", "șir neterminat",
     "unterminated string"},
    // notation_read.cpp: the header names no player
    {"no-players.caylus",
     "[Neutral \"farm forest sawmill quarry market carpenter\"]\nred place quarry\n",
     ":2:1: ", "les joueurs ne sont pas nommés : l'en-tête demande [Players \"red green ...\"]",
     "los jugadores no están nombrados: la cabecera necesita [Players \"red green ...\"]",
     "jucătorii nu sunt numiți: antetul are nevoie de [Players \"red green ...\"]",
     "the players are not named: the header needs [Players \"red green ...\"]"},
    // json_text.cpp and json_syntax.cpp: the parser's syntax error, placed at a line and column
    {"syntax.json",
     "{\"format\": \"caylus-log\", \"version\": 1,\n  \"setup\": {\"players\": [\"a\" \"b\"]}}\n",
     ":2:31: ", "erreur de syntaxe en lisant une liste - inattendu : une chaîne ; attendu : ']'",
     "error de sintaxis al leer una lista - inesperado: una cadena; se esperaba ']'",
     "eroare de sintaxă la citirea unei liste - neașteptat: un șir; se aștepta ']'",
     "syntax error while parsing array - unexpected string literal; expected ']'"},
    // log_json.cpp and json_input.cpp: a field left out, a value of the wrong kind, a field unknown
    {"no-format.json", "{\"players\": [\"a\"], \"seed\": \"x\"}\n",
     ": format: ", "champ obligatoire manquant 'format'", "falta el campo obligatorio 'format'",
     "lipsește câmpul obligatoriu 'format'", "missing required field 'format'"},
    {"space.json",
     "{\"format\": \"caylus-log\", \"version\": 1, \"setup\": {\"players\": [\"red\", \"green\"], "
     "\"seed\": 1}, \"actions\": [{\"player\": \"red\", \"act\": \"place\", \"at\": true}]}\n",
     ": actions[0].at: ",
     "une case était attendue (un nom ou un numéro de case de la route), pas un booléen",
     "se esperaba un espacio (un nombre o un número de espacio del camino), se encontró un "
     "booleano",
     "se aștepta un spațiu (un nume sau un număr de spațiu al drumului), s-a găsit o valoare "
     "booleană",
     "expected a space (a name or a road space number), found a boolean"},
    {"field.json",
     "{\"format\": \"caylus-log\", \"version\": 1, \"setup\": {\"players\": [\"red\", \"green\"], "
     "\"seed\": 1}, \"actions\": [{\"player\": \"red\", \"act\": \"place\", \"at\": \"gate\", "
     "\"colour\": 1}]}\n",
     ": actions[0].colour: ", "champ inconnu 'colour' ; 'place' prend : player, act",
     "campo desconocido 'colour'; 'place' admite: player, act",
     "câmp necunoscut 'colour'; 'place' primește: player, act",
     "unknown field 'colour'; 'place' takes: player, act"},
    // replay/claims: a claim of a check; core/options.cpp: a rule option's value
    {"claim.json",
     "{\"format\": \"caylus-log\", \"version\": 1, \"setup\": {\"players\": [\"red\", \"green\"], "
     "\"seed\": 1}, \"actions\": [{\"check\": {\"players\": {\"red\": {\"deniers\": -1}}}}]}\n",
     ": actions[0].check.players.red.deniers: ",
     "les biens ne sont jamais négatifs : les deniers, le prestige et les cubes d'un joueur",
     "los bienes nunca son negativos: los denarios, el prestigio y los cubos de un jugador",
     "bunurile nu sunt niciodată negative: monedele, prestigiul și cuburile unui jucător",
     "goods are never negative: a player's deniers, prestige and cubes"},
    {"option.json",
     "{\"format\": \"caylus-log\", \"version\": 1, \"setup\": {\"players\": [\"red\", \"green\"], "
     "\"seed\": 1}, \"rules\": {\"options\": {\"towers_zero_penalty\": \"7\"}}}\n",
     ": rules.options.towers_zero_penalty: ",
     "l'option de règle 'towers_zero_penalty' n'a pas de valeur '7' ; ses valeurs sont : 4 3",
     "la opción de reglas 'towers_zero_penalty' no tiene el valor '7'; sus valores son: 4 3",
     "opțiunea de reguli 'towers_zero_penalty' nu are valoarea '7'; valorile ei sunt: 4 3",
     "rule option 'towers_zero_penalty' has no value '7'; its values are: 4 3"},
};

// The framing word of an error placed at a line and column, in each language.
struct Framing {
  const char* lang;
  const char* error;  // "erreur : "
  // English words no message of the language says (the input and the notation's words aside).
  std::vector<std::string> english;
};
const Framing kFramings[] = {
    {"fr", "erreur : ", {"error", "the", "is", "and", "of", "not", "needs", "takes", "written"}},
    {"es", "error: ", {"the", "is", "and", "of", "not", "needs", "takes", "written"}},
    {"ro", "eroare: ", {"error", "the", "is", "and", "of", "not", "needs", "takes", "written"}},
};

const char* said_in(const BadLog& bad, const std::string& lang) {
  return lang == "fr" ? bad.fr : lang == "es" ? bad.es : bad.ro;
}

// The bad logs, written once into a folder of their own.
const fs::path& bad_logs_folder() {
  static const fs::path folder = [] {
    fs::path dir = fs::temp_directory_path() / ("caylus-catalog-input-" + std::to_string(getpid()));
    fs::create_directories(dir);
    for (const BadLog& bad : kBadLogs) std::ofstream(dir / bad.name) << bad.text;
    return dir;
  }();
  return folder;
}

std::string path_of(const BadLog& bad) {
  return (bad_logs_folder() / bad.name).string();
}

bool has_word(const std::string& text, const std::string& word) {
  return std::regex_search(text,
                           std::regex("(^|[^A-Za-z])" + word + "($|[^A-Za-z])", std::regex::icase));
}

bool has_letter(const std::string& text) {
  for (char c : text)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return false;
}

TEST(CatalogInput, EachReaderSaysItsErrorInTheReadersLanguage) {
  unsetenv("LANGUAGE");
  unsetenv("LC_ALL");
  unsetenv("LC_MESSAGES");
  unsetenv("LANG");
  for (const BadLog& bad : kBadLogs) {
    const std::string file = path_of(bad);
    for (const Framing& f : kFramings) {
      CommandRun run = run_caylus("replay --lang " + std::string(f.lang) + " " + file);
      EXPECT_EQ(run.status, 2) << f.lang << " " << bad.name << "\n" << run.out;
      auto lines = lines_of(run.out);
      ASSERT_FALSE(lines.empty()) << bad.name;
      // The place as it was, then the framing and the message in the language.
      const std::string head = file + bad.place;
      ASSERT_EQ(lines[0].rfind(head, 0), 0u) << f.lang << "\n" << run.out;
      std::string said = lines[0].substr(head.size());
      if (bad.place[1] >= '0' && bad.place[1] <= '9') {  // placed at a line and column
        EXPECT_EQ(said.rfind(f.error, 0), 0u) << f.lang << "\n" << run.out;
      }
      if (std::string(bad.name).ends_with(".caylus")) {
        // The input line, quoted under the error, as it is in the file.
        ASSERT_GE(lines.size(), 3u) << run.out;
        EXPECT_TRUE(contains(bad.text, lines[1].substr(2) + "\n")) << run.out;
      }
      EXPECT_TRUE(contains(said, said_in(bad, f.lang))) << f.lang << "\n" << run.out;
      for (const std::string& english : f.english)
        EXPECT_FALSE(has_word(said, english)) << f.lang << ": '" << english << "'\n" << run.out;
    }
    // English is the msgid itself, as before.
    CommandRun english = run_caylus("replay " + file);
    EXPECT_EQ(english.status, 2) << english.out;
    EXPECT_TRUE(contains(english.out, file + bad.place)) << english.out;
    EXPECT_TRUE(contains(english.out, bad.english)) << english.out;
  }
}

// Under the pseudo-language, every line is marked but the place and the quoted input.
TEST(CatalogInput, WithThePseudoLanguageEveryLineIsMarked) {
  unsetenv("LANGUAGE");
  unsetenv("LC_ALL");
  unsetenv("LC_MESSAGES");
  unsetenv("LANG");
  for (const BadLog& bad : kBadLogs) {
    const std::string file = path_of(bad);
    CommandRun run = run_caylus("replay --lang qps " + file);
    EXPECT_EQ(run.status, 2) << run.out;
    auto lines = lines_of(run.out);
    ASSERT_FALSE(lines.empty()) << bad.name;
    const std::string head = file + bad.place;
    ASSERT_EQ(lines[0].rfind(head, 0), 0u) << run.out;
    const std::string said = lines[0].substr(head.size());
    EXPECT_TRUE(contains(said, "⟦")) << "not through a catalog: " << lines[0];
    EXPECT_FALSE(has_letter(outside_marks(said))) << "English outside the catalog: " << lines[0];
    // Then the input line as it is, and its underline.
    for (std::size_t i = 2; i < lines.size(); ++i)
      EXPECT_FALSE(has_letter(outside_marks(lines[i]))) << lines[i];
  }
}

// An archive: the line of a log that is not valid says so, and where, in the language.
TEST(CatalogInput, AnArchiveSaysWhichLogIsNotValid) {
  unsetenv("LANGUAGE");
  unsetenv("LC_ALL");
  unsetenv("LC_MESSAGES");
  setenv("LANG", "fr_FR.UTF-8", 1);
  const std::string file = path_of(kBadLogs[0]);
  CommandRun run = run_caylus("replay " + bad_logs_folder().string());
  unsetenv("LANG");
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, file + ": journal non valide : ligne 3, colonne 1 : 'foo' n'est "
                                       "pas un joueur (red, green)"))
      << run.out;
}

// `caylus report` says a log it cannot read as `caylus replay` does, in the language it was asked.
TEST(CatalogInput, TheReportSaysItInItsLanguage) {
  unsetenv("LANGUAGE");
  unsetenv("LC_ALL");
  unsetenv("LC_MESSAGES");
  unsetenv("LANG");
  const std::string file = path_of(kBadLogs[0]);
  const std::string out = (bad_logs_folder() / "report.html").string();
  CommandRun run = run_caylus("report --lang es " + file + " -o " + out);
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, file + ":3:1: error: 'foo' no es un jugador (red, green)"))
      << run.out;
  EXPECT_FALSE(fs::exists(out)) << "no report of a log that cannot be read";
}

}  // namespace
}  // namespace caylus::test
