// `caylus rules` in the reader's language (issue 37, docs/languages.md): every rule's words, the
// options' readings, the verbs, the rulebooks' notes and every label go through the catalogs;
// `caylus rules provost.order` in French, Spanish and Romanian says the rule in that rulebook's
// words, with no English sentence left but the corpus scenarios' titles; under the
// pseudo-language every line that is ours is marked.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "core/language/catalog.h"
#include "core/options.h"
#include "core/rule_texts/rule_docs.h"
#include "core/rule_texts/rule_quotes.h"
#include "core/verbs.h"

namespace caylus {
namespace {

using test::contains;
using test::lines_of;
using test::outside_marks;
using test::run_caylus;

// A scenario of the corpus: "    rulings/x.json: its title", the title as the corpus file wrote
// it (English), which stays.
bool is_scenario_line(const std::string& line) {
  return line.rfind("    ", 0) == 0;
}

// The line without what is not ours to translate: the rulebooks' quotes (« ... ») and the rule id
// that opens the first line.
std::string without_quotes(std::string line) {
  static const std::regex kQuote("«[^»]*»");
  line = std::regex_replace(line, kQuote, " ");
  static const std::regex kRuleId(R"(^[a-z_]+(\.[a-z_<>]+)+:)");
  return std::regex_replace(line, kRuleId, " ");
}

// English words the English lines of `caylus rules provost.order` are made of, but those French
// shares with English (denier, options, passage, source): none is a word of the French, Spanish
// or Romanian lines (the quotes aside).
const char* const kEnglishWords[] = {
    "the",      "and",    "in",      "of",       "per",     "each",      "player",  "players",
    "provost",  "paying", "spaces",  "space",    "forward", "back",      "passing", "rule",
    "rulebook", "French", "Spanish", "Romanian", "none",    "scenarios", "quoted",  "such",
};

std::vector<std::string> english_words_in(const std::string& text) {
  std::vector<std::string> found;
  for (const char* word : kEnglishWords) {
    std::regex whole(std::string("(^|[^A-Za-z])") + word + "($|[^A-Za-z])");
    if (std::regex_search(text, whole)) found.emplace_back(word);
  }
  return found;
}

struct Reader {
  const char* code;
  const char* provost;  // the glossary's column (docs/glossary.md)
  const char* words;    // the rule's words, provost.order
  const char* source;   // the source line, "(French rulebook)" in the reader's words
};
const Reader kReaders[] = {
    {"fr", "prévôt",
     "provost.order: dans l'ordre où ils ont passé, chaque joueur peut une fois déplacer le "
     "prévôt de 1, 2 ou 3 cases",
     "  source : 002 (règle française), Phase 4 - Déplacement du prévôt"},
    {"es", "preboste",
     "provost.order: en el orden en que pasaron, cada jugador puede una vez mover al preboste 1, "
     "2 o 3 espacios",
     "  fuente: 002 (reglamento francés), Phase 4 - Déplacement du prévôt"},
    {"ro", "ofițer",
     "provost.order: în ordinea în care au pasat, fiecare jucător poate o dată să mute ofițerul "
     "1, 2 sau 3 spații",
     "  sursa: 002 (regulamentul francez), Phase 4 - Déplacement du prévôt"},
};

TEST(RulesLanguage, TheRuleIsSaidInTheReadersRulebookWords) {
  for (const Reader& reader : kReaders) {
    auto run = run_caylus(std::string("rules provost.order --lang ") + reader.code);
    ASSERT_EQ(run.status, 0) << run.out;
    auto lines = lines_of(run.out);
    ASSERT_GE(lines.size(), 5u) << run.out;
    EXPECT_EQ(lines[0].rfind(reader.words, 0), 0u) << reader.code << ": " << lines[0];
    EXPECT_TRUE(contains(lines[0], reader.provost)) << lines[0];
    EXPECT_TRUE(contains(run.out, reader.source)) << run.out;
    for (const std::string& line : lines) {
      if (line.empty() || is_scenario_line(line)) continue;
      EXPECT_TRUE(english_words_in(without_quotes(line)).empty())
          << reader.code << ": English left (" << english_words_in(without_quotes(line))[0]
          << ") in: " << line;
    }
  }
  // English is the msgid itself.
  auto en = run_caylus("rules provost.order --lang en");
  EXPECT_TRUE(contains(en.out,
                       "provost.order: in passing order, each player once may move the provost 1, "
                       "2 or 3 spaces forward or back, paying 1 denier per space, or pass\n"
                       "  source: 002 (French rulebook), Phase 4 - Déplacement du prévôt\n"))
      << en.out;
}

TEST(RulesLanguage, OptionsNotesAndLabelsFollowTheLanguage) {
  auto es = run_caylus("rules scoring.towers --lang es");
  ASSERT_EQ(es.status, 0) << es.out;
  EXPECT_TRUE(contains(es.out, "scoring.towers: torres: 0 casas -4 PP; 1 nada;")) << es.out;
  EXPECT_TRUE(contains(es.out,
                       "  reglamento español: el -3 del texto principal apoya "
                       "towers_zero_penalty=3; el -4 del resumen"))
      << es.out;
  EXPECT_TRUE(contains(es.out,
                       "  opción de reglas: towers_zero_penalty (4 | 3): francés, rumano, resumen "
                       "español: -4; texto principal español: -3"))
      << es.out;
  EXPECT_TRUE(contains(es.out, "  escenarios (")) << es.out;
  auto ro = run_caylus("rules favor.order --lang ro");
  EXPECT_TRUE(contains(ro.out,
                       "  regulamentul românesc (004): nu are acest pasaj (regulamentul român nu "
                       "are FAQ; FAQ-ul francez stabilește ordinea); este citat regulamentul "
                       "francez"))
      << ro.out;
  // Romanian counts one scenario in the singular.
  EXPECT_TRUE(contains(ro.out, "  scenariu (1 în ")) << ro.out;
  auto fr = run_caylus("rules place.cost --lang fr --corpus /nonexistent");
  EXPECT_TRUE(contains(fr.out, "  scénarios : (aucun corpus trouvé ; indiquez --corpus DOSSIER)"))
      << fr.out;
  EXPECT_TRUE(contains(fr.out, "  options de règle : aucune")) << fr.out;
  // The listing: its headings, the options' readings, the verbs.
  auto list = run_caylus("rules --lang fr");
  ASSERT_EQ(list.status, 0) << list.out;
  EXPECT_TRUE(contains(list.out, "Options de règle (à choisir avec --rules option=valeur"))
      << list.out;
  EXPECT_TRUE(
      contains(list.out, "variante pour débutants : chaque faveur vaut 3 PP, sans tableau"));
  EXPECT_TRUE(
      contains(list.out, "phase 3, 4 : déplacer le prévôt : guilde des marchands (gratuit)"))
      << list.out;
  EXPECT_TRUE(contains(list.out, "toute phase : utiliser une faveur du Roi")) << list.out;
  EXPECT_TRUE(contains(list.out, "Identifiants des règles (cités par chaque infraction"))
      << list.out;
}

// A building's line (building.<id>) and the table of the tiles: the kind, the effect, the goods,
// the offers, the cost in the reader's words; the tile's id stays.
TEST(RulesLanguage, TheBuildingsAreSaidInTheReadersWords) {
  auto fr = run_caylus("rules building.church --lang fr");
  ASSERT_EQ(fr.status, 0) << fr.out;
  EXPECT_TRUE(contains(fr.out,
                       "  bâtiment : church (bâtiment en pierre) : église : 2 deniers contre 3 PP, "
                       "ou 4 deniers contre 5 PP ; coûte 1 pierre + 1 tissu ; 3 PP à la "
                       "construction, 1 faveur\n"))
      << fr.out;
  auto es = run_caylus("rules building.lawyer --lang es");
  EXPECT_TRUE(contains(es.out,
                       "  edificio: lawyer (edificio de madera): abogado: pagar 1 ropa + 1 denario "
                       "para convertir un edificio en residencia; cuesta 1 madera + 1 ropa"))
      << es.out;
  auto ro = run_caylus("rules --buildings --lang ro");
  ASSERT_EQ(ro.status, 0) << ro.out;
  EXPECT_TRUE(contains(ro.out, "Clădiri (piesele; 'caylus rules building.<id>' explică una):"));
  EXPECT_TRUE(contains(ro.out, "producție (obligatorie): ia 1 hrană sau 1 textil")) << ro.out;
  EXPECT_TRUE(contains(ro.out, "Construcțiile speciale (fără proprietar; faza 3;")) << ro.out;
  for (const std::string& line : lines_of(ro.out))
    EXPECT_TRUE(english_words_in(line).empty()) << "English left in: " << line;
}

// The pseudo-language marks every message that went through a catalog: every line `caylus rules`
// prints is ours and marked, but the scenarios' titles; outside the marks (outside_marks,
// command_helpers.h) only the rule ids, the option names and values and the verbs' notation are
// left.

TEST(RulesLanguage, WithThePseudoLanguageEveryLineIsMarked) {
  // The ids (rules, options, tiles, verbs), their values, numbers, and the table's "PP".
  static const std::regex kNotation(R"([a-zP0-9_.<>|\[\] :-]*)");
  for (const char* args : {"rules provost.order", "rules scoring.towers", "rules building.church",
                           "rules", "rules --ids", "rules --buildings"}) {
    auto run = run_caylus(std::string(args) + " --lang qps");
    ASSERT_EQ(run.status, 0) << run.out;
    int marked = 0;
    for (const std::string& line : lines_of(run.out)) {
      if (line.empty() || (is_scenario_line(line) && contains(line, ".json"))) continue;
      marked += contains(line, "⟦");
      EXPECT_TRUE(std::regex_match(outside_marks(line), kNotation))
          << args << ": outside the catalog: " << line;
    }
    if (std::string(args) != "rules --ids") {
      EXPECT_GE(marked, 4) << run.out;
    }
  }
}

// Each table's words are in every catalog: a row added without N_ (or left untranslated) fails.
TEST(RulesLanguage, EveryTablesWordsAreTranslatedInEveryCatalog) {
  std::vector<std::string_view> words;
  for (const RuleDoc& doc : rule_docs()) words.push_back(doc.words);
  for (const OptionInfo& info : option_table()) words.push_back(info.why);
  for (const VerbSpec& verb : verb_table()) words.push_back(verb.meaning);
  for (Language rulebook : kLanguages)  // the quotes' notes of every rulebook but the French
    for (const RuleQuote& quote : rule_quotes(rulebook))
      if (!quote.note.empty()) words.push_back(quote.note);
  EXPECT_GE(words.size(), 78u + 14u + 13u);
  for (Language language : kLanguages) {
    if (language == Language::en) continue;
    const std::string code(language_code(language));
    ASSERT_TRUE(set_message_language(code));
    for (std::string_view english : words) {
      std::string_view said = tr(english);
      EXPECT_NE(said, english) << code << ": not translated: " << english
                               << " (its table's literal in N_, then docs/developing.md §3.7 "
                               << "steps 2-3: the template and core/language/po/" << code << ".po)";
      EXPECT_FALSE(said.empty()) << code << ": " << english;
    }
  }
  ASSERT_TRUE(set_message_language("en"));
}

// What `caylus rules` refuses (tools/rules.cpp) is said in the chosen language, exit 2, the
// person's input quoted as it was: an unknown rule id, an option or an argument it does not take.
TEST(RulesLanguage, ItsInputErrorsAreSaidInTheReadersLanguage) {
  struct Refused {
    const char* args;
    const char* en;
    const char* fr;
    const char* es;
    const char* ro;
  };
  const Refused kRefused[] = {
      {"provost.nope", "unknown rule id 'provost.nope': 'caylus rules --ids' lists them",
       "identifiant de règle inconnu 'provost.nope' : « caylus rules --ids » les liste",
       "identificador de regla desconocido 'provost.nope': 'caylus rules --ids' los lista",
       "identificator de regulă necunoscut 'provost.nope': 'caylus rules --ids' le listează"},
      {"--nope", "'caylus rules' takes no argument '--nope': it takes one rule id at most",
       "« caylus rules » ne prend pas d'argument '--nope' : il prend au plus un identifiant de "
       "règle",
       "'caylus rules' no admite el argumento '--nope': admite como mucho un identificador de "
       "regla",
       "'caylus rules' nu primește argumentul '--nope': primește cel mult un identificator de "
       "regulă"},
      {"provost.order extra", "'caylus rules' takes no argument 'extra'",
       "« caylus rules » ne prend pas d'argument 'extra'",
       "'caylus rules' no admite el argumento 'extra'",
       "'caylus rules' nu primește argumentul 'extra'"},
  };
  for (const Refused& r : kRefused) {
    const std::pair<const char*, const char*> languages[] = {
        {"en", r.en}, {"fr", r.fr}, {"es", r.es}, {"ro", r.ro}};
    for (auto [code, words] : languages) {
      auto run = run_caylus("rules " + std::string(r.args) + " --lang " + code);
      EXPECT_EQ(run.status, 2) << code << " " << r.args << "\n" << run.out;
      EXPECT_TRUE(contains(run.out, words)) << code << " " << r.args << "\n" << run.out;
    }
    // Under the pseudo-language the refusal is marked, its frame ("caylus: error:") too: outside
    // the marks, only punctuation.
    auto run = run_caylus("rules " + std::string(r.args) + " --lang qps");
    EXPECT_EQ(run.status, 2) << run.out;
    auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 1u) << run.out;
    std::string rest = outside_marks(lines[0]);
    EXPECT_FALSE(std::regex_search(rest, std::regex("[A-Za-z]")))
        << "outside the catalog: " << lines[0];
  }
}

// The locale chooses as it does for `caylus replay` (tools/language.h): the rule's words too.
TEST(RulesLanguage, TheLocaleChoosesTheWords) {
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
  setenv("LANG", "fr_FR.UTF-8", 1);
  auto fr = run_caylus("rules provost.order");
  EXPECT_TRUE(contains(fr.out, "provost.order: dans l'ordre où ils ont passé")) << fr.out;
  setenv("LANGUAGE", "ro:fr", 1);
  auto ro = run_caylus("rules provost.order");
  EXPECT_TRUE(contains(ro.out, "să mute ofițerul")) << ro.out;
  setenv("LC_ALL", "C", 1);
  auto c = run_caylus("rules provost.order");
  EXPECT_TRUE(contains(c.out, "provost.order: in passing order")) << c.out;
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
}

}  // namespace
}  // namespace caylus
