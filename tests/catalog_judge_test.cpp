// The judge of boards in the reader's language (issue 37; replay/positions/reachable_board.cpp,
// reachable_castle.cpp, and the position's own checks, position.cpp): a board no game reaches is
// the person's input error, said in French, Spanish and Romanian in the rulebook's words, a tile
// by the rulebook's name (docs/glossary.md) beside its id. The setup's and the snapshot's
// readers' own errors too (setup_json.cpp, snapshot_read.cpp). The refusal stays exit 2 at its
// field (the JSON path of the position or the snapshot), with the rule id; under `--lang qps` the
// sentence is wholly marked: nothing of it but ids, numbers and names went around the catalog.
#include <gtest/gtest.h>

#include <cstdlib>

#include "command_helpers.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

const std::string kBoardsDir = std::string(caylus::test::source_dir()) + "/tests/data/boards/";
const std::string kBadDir = std::string(caylus::test::source_dir()) + "/tests/data/bad/";

void no_locale() {
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
}

struct Judged {
  std::string file;
  const char* field;  // the JSON path the refusal names
  const char* rule;   // "" for the position's own checks (position.cpp): no rule id
  const char* en;
  const char* fr;
  const char* es;
  const char* ro;
};

const Judged kJudged[] = {
    // The castle and the officials (reachable_castle.cpp).
    {kBadDir + "position_scored_unreached.json", "setup.position.scored", "scoring.trigger",
     "the dungeon is scored, but the bailiff (road space 9) has not reached its mark",
     "le Donjon est décompté, mais le bailli (case 9 de la route)",
     "el calabozo está puntuado, pero el comisionado (espacio 9 del camino)",
     "Închisoarea este punctată, dar primarul (spațiul 9 al drumului)"},
    // The road: a building beyond an empty space (build.site).
    {kBoardsDir + "position_road_gap.json", "setup.position.road.12.building", "build.site",
     "the wood_quarry stands on road space 12 and road space 9 is empty",
     "le bâtiment Carrière (wood_quarry) est sur la case 12 de la route alors que la case 9 est "
     "vide",
     "el edificio Mina (wood_quarry) está en el espacio 12 del camino y el espacio 9 está vacío",
     "clădirea cariera de piatră (wood_quarry) stă pe spațiul 12 al drumului, iar spațiul 9 este "
     "gol"},
    // A tile out of the game that no notary took out (build.available).
    {kBoardsDir + "state_tile_discarded.json", "setup.state.discarded", "build.available",
     "the church is out of the game: only the notary takes a tile out",
     "le bâtiment Eglise (church) est hors jeu : seul le notaire retire une tuile du jeu",
     "el edificio Iglesia (church) está fuera de juego: solo el abogado saca una loseta del juego",
     "clădirea biserică (church) este scoasă din joc: doar avocatul scoate un cartonaș din joc"},
    // The workers: one on the board beyond the six (setup.workers), one left on the gate.
    {kBoardsDir + "state_worker_count.json", "setup.state.players[1].workers_out", "setup.workers",
     "red has 1 worker on the board and 6 to place: that makes 7, and each player has 6",
     "red a 1 ouvrier sur le plateau et 6 à placer : cela fait 7, et chaque joueur en a 6",
     "red tiene 1 trabajador en el tablero y 6 por colocar: eso hace 7, y cada jugador tiene 6",
     "red are 1 muncitor pe tablă și 6 de plasat: asta face 7, iar fiecare jucător are 6"},
    {kBoardsDir + "state_worker_on_gate.json", "setup.state.gate", "special.gate",
     "a worker of red stands on the gate in phase 4 (provost) of turn 1",
     "un ouvrier de red se trouve sur la porte pendant la phase du prévôt (phase 4) du tour 1",
     "un trabajador de red está en el portal durante la fase del preboste (fase 4) del turno 1",
     "un muncitor al lui red se află pe Poartă în faza ofițerului (faza 4) a turei 1"},
    // The pending decision: red's, while the gate's worker is blue's (decision.player).
    {kBoardsDir + "state_decision_holder.json", "setup.state.decision", "decision.player",
     "the gate decision is red's in phase 3 (special) of turn 1, and it is blue's to make then",
     "la décision de la porte est attribuée à red pendant la phase des bâtiments spéciaux "
     "(phase 3) du tour 1, alors qu'à ce moment-là elle revient à blue",
     "la decisión del portal es de red durante la fase de edificios especiales (fase 3) del turno "
     "1, y en ese momento le corresponde a blue",
     "decizia privind Poarta îi revine lui red în faza construcțiilor speciale (faza 3) a turei 1, "
     "iar atunci îi revine lui blue"},
    // The position's own checks, before the judge (position.cpp): the road, the workers, the
    // bridge as a phase begins.
    {kBadDir + "position_tile_twice.json", "setup.position.road.10.building", "",
     "the neutral_quarry is on road spaces 4 and 10: each tile is one piece",
     "le bâtiment Carrière (neutral_quarry) est sur les cases 4 et 10 de la route",
     "el edificio Cantera (neutral_quarry) está en los espacios 4 y 10 del camino",
     "clădirea cariera de piatră (neutral_quarry) este pe spațiile 4 și 10 ale drumului"},
    {kBadDir + "position_passed_incomplete.json", "setup.position.passed", "",
     "as phase 4 (provost) begins, every player has passed",
     "au début de la phase du prévôt (phase 4), tous les joueurs ont passé",
     "al comenzar la fase del preboste (fase 4), todos los jugadores han pasado",
     "la începutul fazei ofițerului (faza 4), toți jucătorii au pasat"},
    // The setup's and the snapshot's readers (setup_json.cpp, snapshot_read.cpp): the input
    // quoted as typed, the snapshot's field names and values kept.
    {kBadDir + "too_few_players.json", "setup.players", "",
     "Caylus is played by 2 to 5 players (setup.players), not 1",
     "Caylus se joue de 2 à 5 joueurs (setup.players), pas à 1",
     "Caylus se juega de 2 a 5 jugadores (setup.players), no con 1",
     "Caylus se joacă în 2 până la 5 jucători (setup.players), nu în 1"},
    {kBoardsDir + "state_unknown_decision.json", "setup.state.decision.kind", "",
     "unknown decision kind 'steal' (none, placement,",
     "type de décision inconnu 'steal' (none, placement,",
     "tipo de decisión desconocido 'steal' (none, placement,",
     "tip de decizie necunoscut 'steal' (none, placement,"},
    {kBoardsDir + "state_bridge_short.json", "setup.state.bridge", "",
     "the bridge lists exactly the 2 players who passed (passed_count), in order",
     "le pont liste exactement les 2 joueurs qui ont passé (passed_count), dans l'ordre",
     "el puente lista exactamente 2 jugadores, los que han pasado (passed_count), en orden",
     "podul listează exact cei 2 jucători care au pasat (passed_count), în ordine"},
};

// The one line of the refusal: "FILE: FIELD: SENTENCE (RULE)".
std::string refusal_line(const CommandRun& run, const Judged& j) {
  for (const std::string& line : lines_of(run.out))
    if (line.rfind(j.file + ": " + j.field + ": ", 0) == 0) return line;
  return {};
}

TEST(CatalogJudge, TheJudgeOfBoardsSaysWhyInEachLanguage) {
  no_locale();
  for (const Judged& j : kJudged) {
    const std::pair<const char*, const char*> languages[] = {
        {"en", j.en}, {"fr", j.fr}, {"es", j.es}, {"ro", j.ro}};
    for (auto [lang, words] : languages) {
      CommandRun run = run_caylus("replay --lang " + std::string(lang) + " " + j.file);
      EXPECT_EQ(run.status, 2) << lang << " " << j.file << "\n" << run.out;
      const std::string line = refusal_line(run, j);
      ASSERT_FALSE(line.empty()) << lang << ": no refusal at " << j.field << "\n" << run.out;
      EXPECT_TRUE(contains(line, words)) << lang << "\n" << line;
      if (*j.rule) {
        EXPECT_TRUE(line.ends_with(" (" + std::string(j.rule) + ")")) << lang << "\n" << line;
      }
      // No English sentence left: the English words of the refusal are not in a translation.
      if (std::string(lang) != "en") {
        EXPECT_FALSE(contains(line, j.en)) << lang << " still English:\n" << line;
      }
    }
  }
}

// Under the pseudo-language the sentence went through the catalog whole: outside its marks only
// the file, the field, the rule id, the players' names, numbers and punctuation.
TEST(CatalogJudge, WithThePseudoLanguageTheRefusalIsMarked) {
  no_locale();
  for (const Judged& j : kJudged) {
    CommandRun run = run_caylus("replay --lang qps " + j.file);
    EXPECT_EQ(run.status, 2) << j.file << "\n" << run.out;
    std::string line = refusal_line(run, j);
    ASSERT_FALSE(line.empty()) << "no refusal at " << j.field << "\n" << run.out;
    std::string said = line.substr(j.file.size() + std::string(j.field).size() + 4);
    EXPECT_TRUE(said.rfind("⟦", 0) == 0) << "not through a catalog: " << line;
    if (*j.rule) said = said.substr(0, said.size() - std::string(j.rule).size() - 3);
    std::string rest = outside_marks(said);
    for (const std::string name : {"red", "green", "blue"})
      for (std::size_t at; (at = rest.find(name)) != std::string::npos;)
        rest.erase(at, name.size());
    for (char c : rest)
      EXPECT_FALSE((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
          << "English outside the catalog: " << line;
  }
}

}  // namespace
}  // namespace caylus::test
