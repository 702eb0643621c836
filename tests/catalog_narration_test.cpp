// The narration, the mismatches and the amendments of `caylus replay --explain` in the reader's
// language (issue 37): every event and action line in each rulebook's words, and under the
// pseudo-language qps every line of the example games' narration marked; the counts agree with
// their plurals. The refusals and the locale: catalog_replay_test.cpp.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "catalog_support.h"
#include "command_helpers.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

const char* const kExampleGames[] = {"example-4p.json", "golden-2p.json", "golden-3p.json",
                                     "golden-4p.json", "golden-5p.json"};

// The narration of `--explain` (replay/narration/narrator.cpp and event_words.cpp): every event
// line, with its per-kind phrases, and every action line in each rulebook's words; under the
// pseudo-language every line of the narration of the corpus's example games went through the
// catalog: the narration, the points ledger, the verdict and the reasons.
TEST(CatalogReplay, TheEventsAreToldInEachLanguage) {
  set_locale("", "", "", "");
  const std::string log = std::string(caylus::test::source_dir()) + "/corpus/games/example-4p.json";
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
        "l'ouvrier de green quitte la porte et va au champ de joute, sans rien payer",
        "green place un ouvrier au château", "orange place un ouvrier à l'auberge",
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
        "el trabajador de green deja el portal y va al campo de justas, sin pagar nada",
        "green coloca un trabajador en el castillo", "orange coloca un trabajador en la posada",
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
        "muncitorul lui green pleacă de pe Poartă pe câmpul de turnire, fără să plătească nimic",
        "green plasează un muncitor la castel", "orange plasează un muncitor în han",
        "plasează un muncitor în grajduri",
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
      // Romanian drops a building's article after a preposition ("la castel", "în han"), and
      // each place takes its own (core/worker_place.h): "pe castelul" is a wrong sentence.
      static const std::regex kArticleAfterPreposition(
          "(^|[ (])(pe|la|în|pentru) (castelul|hanul|grajdurile|Poarta)\\b");
      if (std::string(t.lang) == "ro") {
        EXPECT_FALSE(std::regex_search(line, kArticleAfterPreposition)) << line;
      }
    }
  }
  // Every line of the narration, for every example game, is marked under the pseudo-language.
  int lines_told = 0;
  for (const char* game : kExampleGames) {
    const std::string path = std::string(caylus::test::source_dir()) + "/corpus/games/" + game;
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
  const std::string mismatch =
      std::string(caylus::test::source_dir()) + "/tests/data/replay/mismatch.json";
  const std::string amended = std::string(caylus::test::source_dir()) +
                              "/corpus/rulings/examples/table-notes-turn-one.caylus";
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
  const std::string one = std::string(caylus::test::source_dir()) +
                          "/corpus/rulings/placement/one-worker-per-building.json";
  const std::string whole =
      std::string(caylus::test::source_dir()) + "/corpus/games/golden-3p.json";
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
