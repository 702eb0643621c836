// `caylus replay` in the reader's language, as a user runs it (issue 37's first "Done when"): an
// illegal provost move in French, Spanish and Romanian names the rule id, keeps exit 1 and says
// the rulebook's word; the locale chooses as --lang does; and with the pseudo-language every line
// printed went through the catalog (docs/languages.md).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <vector>

#include "command_helpers.h"

namespace caylus::test {
namespace {

const std::string kCannotPay =
    std::string(CAYLUS_SOURCE_DIR) + "/corpus/rulings/provost/cannot-pay.json";
const std::string kBeyondTheRoad =
    std::string(CAYLUS_SOURCE_DIR) + "/corpus/rulings/provost/not-beyond-the-road.json";

// The locale variables of the runs that follow (the child inherits them); "" unsets.
void set_locale(const char* language, const char* lc_all, const char* lc_messages,
                const char* lang) {
  const std::pair<const char*, const char*> variables[] = {
      {"LANGUAGE", language}, {"LC_ALL", lc_all}, {"LC_MESSAGES", lc_messages}, {"LANG", lang}};
  for (auto [name, value] : variables) {
    if (*value)
      setenv(name, value, 1);
    else
      unsetenv(name);
  }
}

struct Example {
  const char* lang;
  const char* provost;  // the rulebook's word (docs/glossary.md)
  const char* error;    // the framing's "error"
};
const Example kExamples[] = {
    {"fr", "prévôt", "erreur[provost.cost]"},
    {"es", "preboste", "error[provost.cost]"},
    {"ro", "ofițer", "eroare[provost.cost]"},
};

TEST(CatalogReplay, AnIllegalProvostMoveInEachLanguage) {
  set_locale("", "", "", "");
  for (const Example& e : kExamples) {
    CommandRun run = run_caylus("replay --lang " + std::string(e.lang) + " " + kCannotPay);
    EXPECT_EQ(run.status, 1) << e.lang << "\n" << run.out;
    EXPECT_TRUE(contains(run.out, e.error)) << run.out;
    EXPECT_TRUE(contains(run.out, e.provost)) << run.out;
    // The notation stays as it is: a log written in Bucharest replays in Madrid.
    EXPECT_TRUE(contains(run.out, "green provost +3")) << run.out;
    // No English sentence of the slice is left.
    for (const char* english :
         {"needs", "the provost", "pending", "legal choices", "scores so far"})
      EXPECT_FALSE(contains(run.out, english)) << e.lang << ": " << english << "\n" << run.out;
    CommandRun bounds = run_caylus("replay --lang " + std::string(e.lang) + " " + kBeyondTheRoad);
    EXPECT_EQ(bounds.status, 1) << bounds.out;
    EXPECT_TRUE(contains(bounds.out, "[provost.bounds]")) << bounds.out;
    EXPECT_TRUE(contains(bounds.out, e.provost)) << bounds.out;
    EXPECT_FALSE(contains(bounds.out, "would put it")) << bounds.out;
  }
  CommandRun english = run_caylus("replay --lang en " + kCannotPay);
  EXPECT_EQ(english.status, 1);
  EXPECT_TRUE(contains(english.out,
                       "error[provost.cost]: green needs 3 deniers and has 2 to move the provost "
                       "3 spaces"))
      << english.out;
}

TEST(CatalogReplay, TheLocaleChoosesAsGettextProgramsDo) {
  set_locale("", "", "", "es_ES.UTF-8");
  EXPECT_TRUE(contains(run_caylus("replay " + kCannotPay).out, "preboste"));
  set_locale("ro:fr", "", "", "fr_FR.UTF-8");  // LANGUAGE first, under a real locale
  EXPECT_TRUE(contains(run_caylus("replay " + kCannotPay).out, "ofițer"));
  set_locale("", "", "fr_FR.UTF-8", "es_ES.UTF-8");  // LC_MESSAGES before LANG
  EXPECT_TRUE(contains(run_caylus("replay " + kCannotPay).out, "prévôt"));
  set_locale("ro", "C", "", "fr_FR.UTF-8");  // the C locale: English, LANGUAGE ignored
  EXPECT_TRUE(contains(run_caylus("replay " + kCannotPay).out, "the provost"));
  set_locale("", "", "", "fr_FR.UTF-8");  // --lang wins
  EXPECT_TRUE(contains(run_caylus("replay --lang es " + kCannotPay).out, "preboste"));
  set_locale("", "", "", "");
  CommandRun bad = run_caylus("replay --lang xx " + kCannotPay);
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(contains(bad.out, "unknown language 'xx' for --lang")) << bad.out;
}

// `line` without its marked parts (⟦...⟧, nested), the file and the players' names: what did not
// go through a catalog.
std::string unmarked(const std::string& line) {
  std::string rest = outside_marks(line);
  for (const std::string& neutral :
       {kCannotPay, kBeyondTheRoad, std::string("green"), std::string("blue"), std::string("red")})
    for (std::size_t at; (at = rest.find(neutral)) != std::string::npos;)
      rest.erase(at, neutral.size());
  return rest;
}

bool has_letter(const std::string& text) {
  for (char c : text)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return false;
}

TEST(CatalogReplay, WithThePseudoLanguageEveryLinePrintedIsMarked) {
  set_locale("", "", "", "");
  for (const std::string& log : {kCannotPay, kBeyondTheRoad}) {
    CommandRun run = run_caylus("replay --lang qps " + log);
    EXPECT_EQ(run.status, 1) << run.out;
    auto lines = lines_of(run.out);
    EXPECT_GE(lines.size(), 10u) << run.out;
    for (const std::string& line : lines) {
      if (line.empty()) continue;
      EXPECT_TRUE(contains(line, "⟦")) << "not through a catalog: " << line;
      EXPECT_FALSE(has_letter(unmarked(line))) << "English outside the catalog: " << line;
    }
  }
}

TEST(CatalogReplay, TheProvostPhaseIsNarratedThroughTheCatalog) {
  set_locale("", "", "", "");
  CommandRun run = run_caylus("replay --explain --lang qps " + kCannotPay);
  auto lines = lines_of(run.out);
  std::size_t phase = 0;
  while (phase < lines.size() && !contains(lines[phase], "Phase 4")) ++phase;
  ASSERT_LT(phase, lines.size()) << run.out;
  int told = 0;
  for (std::size_t i = phase; i < lines.size() && !lines[i].empty(); ++i, ++told)
    EXPECT_FALSE(has_letter(unmarked(lines[i]))) << lines[i];
  EXPECT_EQ(told, 2) << run.out;  // the phase's title and red's move
  for (const Example& e : kExamples) {
    CommandRun told_in =
        run_caylus("replay --explain --lang " + std::string(e.lang) + " " + kCannotPay);
    EXPECT_TRUE(contains(told_in.out, e.provost)) << told_in.out;
  }
  CommandRun ro = run_caylus("replay --explain --lang ro " + kCannotPay);
  EXPECT_TRUE(contains(ro.out, "Faza 4 - Mutarea ofițerului")) << ro.out;
  EXPECT_TRUE(contains(ro.out, "red lasă ofițerul pe spațiul 6 al drumului")) << ro.out;
}

// The refusals translated beyond the provost's (docs/languages.md): the first line of the answer,
// the refusal, in each rulebook's words, under the pseudo-language wholly through the catalog.
TEST(CatalogReplay, PlacementSpecialBuildingsAndCastleRefusalsAreTranslated) {
  set_locale("", "", "", "");
  struct Refusal {
    const char* log;
    const char* rule;
    const char* fr;
    const char* es;
    const char* ro;
  };
  const Refusal refusals[] = {
      {"placement/stables-three-slots.json", "[place.stables]", "écuries", "establos",
       "grajdurilor"},
      {"placement/no-placement-without-money.json", "[place.cost]", "1 denier et en a 0",
       "1 denario y tiene 0", "1 monedă și are 0"},
      {"special/merchants-guild-at-most-three.json", "[special.merchants_guild]", "prévôt",
       "preboste", "ofițerul"},
      {"castle/towers-full-no-more-batches.json", "[castle.section]", "château", "castillo",
       "castelul"},
  };
  for (const Refusal& r : refusals) {
    std::string log = std::string(CAYLUS_SOURCE_DIR) + "/corpus/rulings/" + r.log;
    for (auto [lang, word] : {std::pair{"fr", r.fr}, {"es", r.es}, {"ro", r.ro}}) {
      CommandRun run = run_caylus("replay --lang " + std::string(lang) + " " + log);
      EXPECT_EQ(run.status, 1) << run.out;
      std::string first = lines_of(run.out).at(0);
      EXPECT_TRUE(contains(first, r.rule)) << first;
      EXPECT_TRUE(contains(first, word)) << lang << ": " << first;
    }
    // Every line printed, the facts under the refusal too (the bridge, the special buildings,
    // the castle's houses: replay/narration/diagnosis.cpp).
    CommandRun marked = run_caylus("replay --lang qps " + log);
    for (const std::string& line : lines_of(marked.out)) {
      std::string rest = unmarked(line);
      for (const std::string& neutral : {log, std::string("orange")})
        for (std::size_t at; (at = rest.find(neutral)) != std::string::npos;)
          rest.erase(at, neutral.size());
      EXPECT_FALSE(has_letter(rest)) << "English outside the catalog: " << line;
    }
  }
}

// Phase 5's refusals (core/rules/activation.cpp), the builders' and the notary's
// (construction.cpp) and the King's favors' (favors.cpp): exit 1, the rule id, the rulebook's
// words, no English sentence left in the refusal; under the pseudo-language it went wholly
// through the catalog.
TEST(CatalogReplay, ActivationConstructionAndFavorRefusalsAreTranslated) {
  set_locale("", "", "", "");
  struct Refusal {
    const char* log;
    const char* rule;
    const char* fr;
    const char* es;
    const char* ro;
  };
  const Refusal refusals[] = {
      {"buildings/church-fixed-offers.json", "[building.church]", "2 deniers contre 3 PP",
       "2 denarios por 3 PP", "2 monede pentru 3 PP"},
      {"activation/production-is-mandatory.json", "[activate.optional]",
       "la production est obligatoire", "la producción es obligatoria",
       "producția este obligatorie"},
      {"activation/owner-bonus-only-produced-cubes.json", "[activate.stone_owner_bonus]",
       "1 nourriture ou 1 tissu", "1 comida o 1 ropa", "1 hrană sau 1 textil"},
      {"buildings/tailor-needs-the-cloth.json", "[building.tailor]", "2 tissus et en a 1",
       "2 ropa y tiene 1", "2 textil și are 1"},
      {"activation/carpenter-builds-wood-only.json", "[build.kind]", "bâtiments en bois",
       "edificios de madera", "construcții de lemn"},
      {"activation/only-stock-buildings.json", "[build.available]", "stock", "reserva", "stoc"},
      {"activation/no-building-without-empty-space.json", "[build.no_space]", "route", "camino",
       "drumului"},
      {"notary/never-the-notary.json", "[notary.transform]", "notaire", "abogado", "avocatul"},
      {"notary/pending-target-not-transformed-twice.json", "[notary.occupied]",
       "la case 11 de la route", "el espacio 11 del camino", "spațiul 11 al drumului"},
      {"favors/column-three-not-open.json", "[favor.columns]", "Donjon", "calabozo", "Închisorii"},
      {"favors/same-row-twice-in-one-phase.json", "[favor.one_row_per_phase]", "faveurs", "favores",
       "favorurile"},
      {"favors/resources-column-two-not-cloth.json", "[favor.choose]", "1 bois ou 1 pierre",
       "1 madera o 1 piedra", "1 lemn sau 1 piatră"},
  };
  for (const Refusal& r : refusals) {
    std::string log = std::string(CAYLUS_SOURCE_DIR) + "/corpus/rulings/" + r.log;
    for (auto [lang, word] : {std::pair{"fr", r.fr}, {"es", r.es}, {"ro", r.ro}}) {
      CommandRun run = run_caylus("replay --lang " + std::string(lang) + " " + log);
      EXPECT_EQ(run.status, 1) << run.out;
      std::string first = lines_of(run.out).at(0);
      EXPECT_TRUE(contains(first, r.rule)) << first;
      EXPECT_TRUE(contains(first, word)) << lang << ": " << first;
      // No English sentence of the refusal is left (the ids of the tiles stay).
      for (const char* english : {" the ", " needs ", " building", " row", " column ", " is not ",
                                  " offers ", " takes ", " must ", " of choice", " any type"})
        EXPECT_FALSE(contains(first, english)) << lang << ": " << english << "\n" << first;
    }
    // Every line printed, the refusal and the facts under it (replay/narration/diagnosis.cpp:
    // the building resolved, the stock, the favor markers), went through the catalog.
    CommandRun marked = run_caylus("replay --lang qps " + log);
    EXPECT_EQ(marked.status, 1) << marked.out;
    auto lines = lines_of(marked.out);
    EXPECT_GE(lines.size(), 10u) << marked.out;
    for (const std::string& line : lines) {
      if (line.empty()) continue;
      std::string rest = unmarked(line);
      for (std::size_t at; (at = rest.find(log)) != std::string::npos;) rest.erase(at, log.size());
      EXPECT_FALSE(has_letter(rest)) << "English outside the catalog: " << line;
    }
  }
  // English is the msgid itself.
  CommandRun english = run_caylus("replay --lang en " + std::string(CAYLUS_SOURCE_DIR) +
                                  "/corpus/rulings/buildings/church-fixed-offers.json");
  EXPECT_TRUE(contains(english.out,
                       "error[building.church]: the church offers 2 deniers for 3 PP, or 4 "
                       "deniers for 5 PP"))
      << english.out;
}

// Every refusal of the rulings, of every phase's rules: with the pseudo-language, every line
// printed went through the catalog (the refusal, its place, the facts under it, the legal choices,
// the verdict, the reasons of the claims). The players' names, the file and the numbers aside.
std::string unmarked_narration(const std::string& line, const std::string& log,
                               const std::vector<std::string>& names);

TEST(CatalogReplay, EveryRefusalOfTheRulingsIsWhollyMarked) {
  set_locale("", "", "", "");
  const std::regex players(R"re("players"\s*:\s*\[([^\]]*)\])re");
  const std::regex quoted(R"re("([^"]+)")re");
  int refused = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(
           std::string(CAYLUS_SOURCE_DIR) + "/corpus/rulings")) {
    if (entry.path().extension() != ".json") continue;
    const std::string log = entry.path().string();
    CommandRun run = run_caylus("replay --lang qps " + log);
    if (run.status != 1) continue;
    ++refused;
    std::ifstream in(log);
    std::stringstream text;
    text << in.rdbuf();
    const std::string content = text.str();
    std::vector<std::string> neutral = {log};
    std::smatch m;
    if (std::regex_search(content, m, players)) {
      const std::string list = m[1];
      for (std::sregex_iterator it(list.begin(), list.end(), quoted), end; it != end; ++it)
        neutral.push_back((*it)[1]);
    }
    for (const std::string& line : lines_of(run.out)) {
      // The reasons' rule ids and field names ("red.deniers 6: place.cost -1") are neutral.
      std::string rest = unmarked_narration(line, log, neutral);
      EXPECT_FALSE(has_letter(rest)) << log << ": English outside the catalog: " << line;
    }
  }
  EXPECT_GE(refused, 70);  // the rulings' refusals were run, every phase's
}

// The players of a log ("players": [...]): names are not words of a language.
std::vector<std::string> players_of(const std::string& log) {
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  const std::string content = text.str();
  static const std::regex players(R"re("players"\s*:\s*\[([^\]]*)\])re");
  static const std::regex quoted(R"re("([^"]+)")re");
  std::vector<std::string> names;
  std::smatch m;
  if (std::regex_search(content, m, players)) {
    const std::string list = m[1];
    for (std::sregex_iterator it(list.begin(), list.end(), quoted), end; it != end; ++it)
      names.push_back((*it)[1]);
  }
  return names;
}

// `line` without its marks, the file, the players' names, the rule ids of the events and the
// reasons ("[place.cost]", "income.base +4") and the claims' field names ("red.deniers",
// "castle.dungeon"): language-neutral, as in error[RULE].
std::string unmarked_narration(const std::string& line, const std::string& log,
                               const std::vector<std::string>& names) {
  static const std::regex rule_id(R"([a-z_]*(\.[a-z_0-9]+)+)");
  std::string rest = std::regex_replace(unmarked(line), rule_id, "");
  std::vector<std::string> neutral = names;
  neutral.push_back(log);
  for (const std::string& word : neutral)
    for (std::size_t at; (at = rest.find(word)) != std::string::npos;) rest.erase(at, word.size());
  return rest;
}

const char* const kExampleGames[] = {"example-4p.json", "golden-2p.json", "golden-3p.json",
                                     "golden-4p.json", "golden-5p.json"};

// The narration of `--explain` (replay/narration/narrator.cpp and event_words.cpp): every event
// line, with its per-kind phrases, and every action line in each rulebook's words; under the
// pseudo-language every line of the narration of the corpus's example games went through the
// catalog: the narration, the points ledger, the verdict and the reasons.
TEST(CatalogReplay, TheEventsAreToldInEachLanguage) {
  set_locale("", "", "", "");
  const std::string log = std::string(CAYLUS_SOURCE_DIR) + "/corpus/games/example-4p.json";
  struct Told {
    const char* lang;
    std::vector<std::string> words;
  };
  const Told told[] = {
      {"fr",
       {"blue est le premier à passer : +1 denier [place.pass]",
        "red paye 2 deniers pour se placer : le plus petit numéro libre du pont, 1 joueur a passé "
        "[place.cost]",
        "green place un ouvrier sur la case 2 de la route (neutral_forest)",
        "l'ouvrier de green quitte la porte pour le champ de joute, sans rien payer",
        "green prend 1 nourriture au bâtiment neutral_forest (case 2 de la route)",
        "est situé après le prévôt : il est récupéré sans activation [activate.order]",
        "le bailli avance de",
        "revenus : ", "Registre des points (chaque changement de prestige et sa cause) :",
        "tour  phase           PP  total  cause",
        "bonus de fin de partie : ", "décompte : aucune maison dans les Murailles",
        "château : aucun lot fourni (2 PP dus, 0 perdus : le prestige ne descend jamais sous 0)",
        "a placé un ouvrier sur son bâtiment"}},
      {"es",
       {"blue es el primero en pasar: +1 denario [place.pass]",
        "red paga 2 denarios por colocar: el número libre más bajo del puente, 1 jugador ha "
        "pasado [place.cost]",
        "green coloca un trabajador en el espacio 2 del camino (neutral_forest)",
        "el trabajador de green deja el portal y va hacia el campo de justas, sin pagar nada",
        "green toma 1 comida del edificio neutral_forest (espacio 2 del camino)",
        "está más allá del preboste: vuelve sin efecto [activate.order]", "el comisionado avanza",
        "ingresos: ", "Registro de puntos (cada cambio de prestigio y su causa):",
        "bonificación final: ", "puntuación (las murallas): ninguna casa en las murallas",
        "colocó un trabajador en su edificio"}},
      {"ro",
       {"blue este primul care pasează: +1 monedă [place.pass]",
        "red plătește 2 monede pentru plasare: cel mai mic număr liber de pe pod, 1 jucător a "
        "pasat [place.cost]",
        "green plasează un muncitor pe spațiul 2 al drumului (neutral_forest)",
        "muncitorul lui green părăsește Poarta pentru câmpul de turnire, fără să plătească nimic",
        "green ia 1 hrană de la clădirea neutral_forest (spațiul 2 al drumului)",
        "este dincolo de ofițer: se întoarce fără efect [activate.order]", "primarul avansează",
        "venit: ", "Registrul punctelor (fiecare schimbare de prestigiu și cauza ei):",
        "bonus de final: ", "punctare (secțiunea Zidurile): nicio casă în secțiunea Zidurile",
        "a plasat un muncitor pe clădirea sa"}},
  };
  for (const Told& t : told) {
    CommandRun run = run_caylus("replay --explain --lang " + std::string(t.lang) + " " + log);
    EXPECT_EQ(run.status, 0) << run.out;
    for (const std::string& words : t.words)
      EXPECT_TRUE(contains(run.out, words)) << t.lang << ": " << words;
    // No English sentence of the events or the actions is left in the narration.
    for (const std::string& line : lines_of(run.out)) {
      for (const char* english :
           {" the ", " is the first to pass", " pays ", " worker", " places ", " takes ",
            " from the ", " moves ", " offers ", " King's favor", " scored", " house", " batch",
            "Points ledger", "Ledger of", " bonus:", " scoring", " no change", " agrees"})
        EXPECT_FALSE(contains(line, english)) << t.lang << ": " << english << "\n" << line;
    }
  }
  // Every line of the narration, for every example game, is marked under the pseudo-language.
  int lines_told = 0;
  for (const char* game : kExampleGames) {
    const std::string path = std::string(CAYLUS_SOURCE_DIR) + "/corpus/games/" + game;
    const std::vector<std::string> names = players_of(path);
    CommandRun run = run_caylus("replay --explain --lang qps " + path);
    EXPECT_EQ(run.status, 0) << game;
    for (const std::string& line : lines_of(run.out)) {
      ++lines_told;
      EXPECT_FALSE(has_letter(unmarked_narration(line, path, names)))
          << game << ": English outside the catalog: " << line;
    }
  }
  EXPECT_GE(lines_told, 2000);
  // English is the msgid itself.
  CommandRun english = run_caylus("replay --explain --lang en " + log);
  EXPECT_TRUE(contains(english.out, "blue is the first to pass: +1 denier [place.pass]"));
  EXPECT_TRUE(contains(english.out, "green places a worker on the gate"));
}

// A mismatch (a check that disagrees) and an amendment, in each language: the sentence around
// the field names is translated, the fields, the values and the notation (`amend`) stay.
TEST(CatalogReplay, AMismatchAndAnAmendmentInEachLanguage) {
  set_locale("", "", "", "");
  const std::string mismatch = std::string(CAYLUS_SOURCE_DIR) + "/tests/data/replay/mismatch.json";
  const std::string amended =
      std::string(CAYLUS_SOURCE_DIR) + "/corpus/rulings/examples/table-notes-turn-one.caylus";
  struct Said {
    const char* lang;
    std::vector<std::string> mismatch, amendment;
  };
  const Said said[] = {
      {"en",
       {": mismatch: the check disagrees with the computed state in 2 fields",
        "  players.red.workers: claimed 6, computed 5", "check (action #3): 2 fields differ",
        "  action #3 check: DISAGREES: red.deniers 6: 7 when the log starts, place.cost -1",
        "    red.workers: claimed 6, computed 5; its changes since the log starts:"},
       {"  amendments (1):", "    action #14: amend green.wood=2",
        "amendment (action #14): green.wood=2 (green forgot"}},
      {"fr",
       {" : désaccord : le check diffère de l'état calculé sur 2 champs",
        "  players.red.workers : annoncé 6, calculé 5", "check (action #3) : 2 champs diffèrent",
        "  action #3 check : NE CONCORDE PAS : red.deniers 6 : 7 au début du journal, "
        "place.cost -1",
        "    red.workers : annoncé 6, calculé 5 ; ses changements depuis le début du journal :"},
       {"  amendements (1) :", "    action #14 : amend green.wood=2",
        "amendement (action #14) : green.wood=2 (green forgot"}},
      {"es",
       {": discrepancia: el check difiere del estado calculado en 2 campos",
        "  players.red.workers: declarado 6, calculado 5", "check (acción #3): 2 campos difieren",
        "  acción #3 check: NO COINCIDE: red.deniers 6: 7 al inicio del registro, place.cost -1",
        "    red.workers: declarado 6, calculado 5; sus cambios desde el inicio del registro:"},
       {"  enmiendas (1):", "    acción #14: amend green.wood=2",
        "enmienda (acción #14): green.wood=2 (green forgot"}},
      {"ro",
       {": nepotrivire: check-ul diferă de starea calculată în 2 câmpuri",
        "  players.red.workers: declarat 6, calculat 5", "check (acțiunea #3): 2 câmpuri diferă",
        "  acțiunea #3 check: NU CONCORDĂ: red.deniers 6: 7 la începutul jurnalului, "
        "place.cost -1",
        "    red.workers: declarat 6, calculat 5; schimbările sale de la începutul jurnalului:"},
       {"  amendamente (1):", "    acțiunea #14: amend green.wood=2",
        "amendament (acțiunea #14): green.wood=2 (green forgot"}},
  };
  for (const Said& s : said) {
    CommandRun run = run_caylus("replay --explain --lang " + std::string(s.lang) + " " + mismatch);
    EXPECT_EQ(run.status, 1) << run.out;
    for (const std::string& words : s.mismatch)
      EXPECT_TRUE(contains(run.out, words)) << s.lang << ": " << words << "\n" << run.out;
    CommandRun told = run_caylus("replay --explain --lang " + std::string(s.lang) + " " + amended);
    EXPECT_EQ(told.status, 0) << told.out;
    for (const std::string& words : s.amendment)
      EXPECT_TRUE(contains(told.out, words)) << s.lang << ": " << words << "\n" << told.out;
  }
  // Under the pseudo-language every line of both went through the catalog (the notes of the
  // table, the log's own words, aside).
  for (const std::string& log : {mismatch, amended}) {
    CommandRun run = run_caylus("replay --explain --lang qps " + log);
    const std::vector<std::string> names = {"red", "green", "blue"};
    for (const std::string& line : lines_of(run.out)) {
      std::string rest = unmarked_narration(line, log, names);
      std::size_t note = rest.find('#', rest.find("amend"));
      if (contains(rest, "amend") && note != std::string::npos) rest.erase(note);
      for (std::size_t at; (at = rest.find("amend ")) != std::string::npos;) rest.erase(at, 6);
      EXPECT_FALSE(has_letter(rest)) << log << ": English outside the catalog: " << line;
    }
  }
}

// The counts of the verdict line are phrases of the language's plural (no "(s)"): Romanian says
// "20 de ..." from twenty on, French takes 0 and 1 in the singular.
TEST(CatalogReplay, TheEntriesAndActionsAgreeWithTheirCounts) {
  set_locale("", "", "", "");
  const std::pair<const char*, const char*> counts[] = {{"en", "4 actions applied"},
                                                        {"fr", "4 actions appliquées"},
                                                        {"es", "4 acciones aplicadas"},
                                                        {"ro", "4 acțiuni aplicate"}};
  for (auto [lang, words] : counts) {
    CommandRun run = run_caylus("replay --lang " + std::string(lang) + " " + kCannotPay);
    EXPECT_TRUE(contains(run.out, words)) << lang << "\n" << run.out;
    EXPECT_FALSE(contains(run.out, "(s)")) << run.out;
    EXPECT_FALSE(contains(run.out, "(es)")) << run.out;
  }
  const std::string one =
      std::string(CAYLUS_SOURCE_DIR) + "/corpus/rulings/placement/one-worker-per-building.json";
  const std::string whole = std::string(CAYLUS_SOURCE_DIR) + "/corpus/games/golden-3p.json";
  EXPECT_TRUE(contains(run_caylus("replay --lang en " + one).out, " 1 action applied;"));
  EXPECT_TRUE(contains(run_caylus("replay --lang fr " + one).out, " 1 action appliquée ;"));
  EXPECT_TRUE(contains(run_caylus("replay --lang ro " + one).out, " 1 acțiune aplicată;"));
  EXPECT_TRUE(contains(run_caylus("replay --lang ro " + whole).out, "297 de acțiuni aplicate"));
  EXPECT_TRUE(contains(run_caylus("replay --lang es " + whole).out, "297 acciones aplicadas"));
  // The entries agree with their total: French "1 entrées" was wrong, Romanian needs "de".
  EXPECT_TRUE(contains(run_caylus("replay --lang fr " + one).out, " 1 sur 2 entrées rejouées,"));
  EXPECT_TRUE(
      contains(run_caylus("replay --lang ro " + whole).out, "297 din 297 de intrări rejucate,"));
  EXPECT_TRUE(contains(run_caylus("replay --lang en " + one).out, " 1 of 2 entries replayed,"));
}

}  // namespace
}  // namespace caylus::test
