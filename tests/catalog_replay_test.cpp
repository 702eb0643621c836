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

#include "catalog_support.h"
#include "command_helpers.h"
#include "core/rule_texts/rule_quotes.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

TEST(CatalogReplay, AnIllegalProvostMoveInEachLanguage) {
  // Each language of the table has its example (kExamples, tests/catalog_support.h).
  for (Language language : kLanguages) {
    bool found = language == Language::en;  // English's is below
    for (const Example& e : kExamples) found = found || e.lang == language_code(language);
    EXPECT_TRUE(found) << "no example in " << language_code(language)
                       << ": its row of kExamples (tests/catalog_support.h)";
  }
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
      EXPECT_TRUE(refusal_is_marked(line)) << "a refusal not through a catalog: " << line;
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
      // A worker's place with the preposition it takes (core/worker_place.h): Romanian "la
      // castel", never "pe castelul".
      {"placement/inn-holder-still-pays-one.json", "[place.cost.inn]",
       "placer un ouvrier au château", "colocar un trabajador en el castillo",
       "plasa un muncitor la castel"},
      {"castle/towers-full-no-more-batches.json", "[castle.section]", "château", "castillo",
       "castelul"},
  };
  for (const Refusal& r : refusals) {
    std::string log = std::string(caylus::test::source_dir()) + "/corpus/rulings/" + r.log;
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
    std::string log = std::string(caylus::test::source_dir()) + "/corpus/rulings/" + r.log;
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
  CommandRun english = run_caylus("replay --lang en " + std::string(caylus::test::source_dir()) +
                                  "/corpus/rulings/buildings/church-fixed-offers.json");
  EXPECT_TRUE(contains(english.out,
                       "error[building.church]: the church offers 2 deniers for 3 PP, or 4 "
                       "deniers for 5 PP"))
      << english.out;
}

// Every refusal of the rulings (JSON and text), of every phase's rules: under the pseudo-language
// every line printed went through the catalog (the refusal, its place, the facts under it, the
// legal choices, the verdict, the reasons of the claims). The players' names, the file and the
// numbers aside.
TEST(CatalogReplay, EveryRefusalOfTheRulingsIsWhollyMarked) {
  set_locale("", "", "", "");
  int refused = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(
           std::string(caylus::test::source_dir()) + "/corpus/rulings")) {
    if (entry.path().extension() != ".json" && entry.path().extension() != ".caylus") continue;
    const std::string log = entry.path().string();
    CommandRun run = run_caylus("replay --lang qps " + log);
    if (run.status != 1) continue;
    ++refused;
    std::vector<std::string> neutral = players_of(log);
    neutral.push_back(log);
    for (const std::string& line : lines_of(run.out)) {
      // The reasons' rule ids and field names ("red.deniers 6: place.cost -1") are neutral.
      std::string rest = unmarked_narration(line, log, neutral);
      EXPECT_FALSE(has_letter(rest)) << log << ": English outside the catalog: " << line;
      EXPECT_TRUE(refusal_is_marked(line))
          << log << ": a refusal not through a catalog (its sentence in tr(...): "
          << "docs/developing.md §3.7 step 1): " << line;
    }
  }
  EXPECT_GE(refused, 95);  // the rulings' refusals were run (76 JSON, 22 text), every phase's
}

}  // namespace
}  // namespace caylus::test
