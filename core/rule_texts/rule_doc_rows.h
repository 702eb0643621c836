// The rows of rule_docs() (rule_docs.h), one file per part of the rulebook: the turn (setup,
// income, placement, the provost, activation, buildings) in rule_docs_turn.cpp, the castle,
// scoring, the King's favor, the end and the two-player game in rule_docs_scoring.cpp. Both
// quote the sections of seed 002 and its FAQ questions declared here once. Internal to
// replay/.
#pragma once

#include <string_view>
#include <vector>

#include "core/rule_texts/rule_docs.h"

namespace caylus::rule_doc_rows {

// Sections of seed 002 (../shared/seeds/002_fcd4a5ccaa36f771.txt), as the rulebook titles them.
inline constexpr std::string_view kSetup = "002 (French rulebook), Préparation";
inline constexpr std::string_view kIncome = "002 (French rulebook), Phase 1 - Collecte de revenus";
inline constexpr std::string_view kPlacement =
    "002 (French rulebook), Phase 2 - Placement des ouvriers";
inline constexpr std::string_view kProvost =
    "002 (French rulebook), Phase 4 - Déplacement du prévôt";
inline constexpr std::string_view kActivation =
    "002 (French rulebook), Phase 5 - Activation des bâtiments";
inline constexpr std::string_view kCastle =
    "002 (French rulebook), Phase 6 - Construction du château";
inline constexpr std::string_view kEndTurn = "002 (French rulebook), Phase 7 - Fin du tour";
inline constexpr std::string_view kFavor = "002 (French rulebook), Faveur du Roi";
inline constexpr std::string_view kEnd = "002 (French rulebook), Fin du Jeu";
inline constexpr std::string_view kTwo = "002 (French rulebook), Jeu à deux joueurs";

// The FAQ of seed 002, by its headings (MATERIEL, REVENUS, PREVOT, BATIMENTS, CHATEAU, FAVEURS DU
// ROI, JEU A DEUX JOUEURS).
inline constexpr std::string_view kFaqIncome =
    "REVENUS: Est-ce que les joueurs perçoivent leurs revenus au premier tour en plus des deniers "
    "donnés au départ ? (Oui)";
inline constexpr std::string_view kFaqProvost =
    "PREVOT: Est-ce que le prévôt peut être placé sur le pont ou même avant le pont ? (Non)";
inline constexpr std::string_view kFaqFixed =
    "BATIMENTS: ... imprimés sur le plateau. Est-ce que l'on doit sauter ces bâtiments (ou bien "
    "les couvrir) lorsqu'on ajoute de nouveaux bâtiments ? (Ils sont sautés)";
inline constexpr std::string_view kFaqGoldMine =
    "BATIMENTS: Est-il possible de placer un ouvrier sur la mine d'or même si un ou plusieurs "
    "emplacements avant celle-ci sont vides ? (Oui)";
inline constexpr std::string_view kFaqOnce =
    "BATIMENTS: Est-il possible d'utiliser un ouvrier placé chez un charpentier pour construire "
    "plusieurs bâtiments dans le même tour ? (Non)";
inline constexpr std::string_view kFaqSection =
    "CHATEAU: Est-il possible de commencer à construire une section du château si la précédente "
    "n'est pas terminée ?";
inline constexpr std::string_view kFaqCompleted =
    "CHATEAU: Que se passe-t-il quand une section du château est terminée avant que le bailli ne "
    "parvienne à la case qui provoque son décompte ?";
inline constexpr std::string_view kFaqTwoSections =
    "CHATEAU: Que se passe-t-il dans le cas très rare où deux sections du château sont décomptées "
    "dans le même tour ?";
inline constexpr std::string_view kFaqBestBuilder =
    "CHATEAU: A, B et C sont au château (dans cet ordre). A construit 1 lot, B et C chacun 2. A "
    "qui revient la faveur ? (B)";
inline constexpr std::string_view kFaqMonument =
    "FAVEURS DU ROI: Un joueur gagne trois faveurs lors d'un décompte et construit le monument "
    "... ne pourra-t-il utiliser qu'une seule des deux faveurs ? (Oui)";
inline constexpr std::string_view kFaqColumns =
    "FAVEURS DU ROI: La troisième colonne du tableau des faveurs est-elle accessible pendant le "
    "décompte du donjon ? (Non)";
inline constexpr std::string_view kFaqOrder =
    "FAVEURS DU ROI: Si un joueur obtient plusieurs faveurs simultanément, peut-il utiliser la "
    "ligne des ressources pour obtenir un cube, puis ... la ligne de construction ? (Oui)";
inline constexpr std::string_view kFaqArchitect =
    "FAVEURS DU ROI: Quand un joueur utilise une faveur royale pour construire un bâtiment de "
    "prestige, doit-il payer la totalité du coût ? (Oui)";
inline constexpr std::string_view kFaqTwoOrder =
    "JEU A DEUX JOUEURS: Quand change-t-on l'ordre du tour dans les parties à deux joueurs ? (Au "
    "début de chaque tour)";

// The rows in rule-id order: the turn's, then the castle's and scoring's.
std::vector<RuleDoc> turn();
std::vector<RuleDoc> scoring();

}  // namespace caylus::rule_doc_rows
