// The rules of the castle and scoring, as rule_docs() shows them (rule_doc_rows.h): the castle,
// the bailiff, scoring the sections, the King's favor, the end of the game, the two-player game.
#include "core/language/catalog.h"
#include "core/rule_texts/rule_doc_rows.h"

namespace caylus::rule_doc_rows {

using R = RuleId;

std::vector<RuleDoc> scoring() {
  return {
      {R::castle_order, N_("players act in castle-slot order"), kCastle,
       "Dans l'ordre de placement au Château", ""},
      {R::castle_batch,
       N_("a player offers any number of batches: 3 cubes of 3 different types, one of them food"),
       kCastle, "Lot : 3 cubes différents, dont un cube de nourriture.", ""},
      {R::castle_section,
       N_("each batch places a house in the first section not yet scored; a full section overflows "
          "into the next; towers full, no more batches"),
       kCastle,
       "S'il n'y a plus de place dans la section en construction, le joueur peut commencer à "
       "construire la section suivante",
       kFaqSection},
      {R::castle_prestige,
       N_("per house: 5 PP in the dungeon, 4 in the walls, 3 in the towers, by the section it "
          "lands in"),
       kCastle,
       "il marque 9 points de prestige (5 pour la maison placée dans le Donjon + 4 pour celle "
       "placée dans les Murailles)",
       ""},
      {R::castle_penalty,
       N_("a castle worker who offers no batch loses 2 PP, except when the towers are full"),
       kCastle,
       "Si un joueur qui avait placé l'un de ses ouvriers au château ne veut pas ou ne peut pas "
       "placer de lot ... il perd 2 points de prestige",
       ""},
      {R::castle_best_builder,
       N_("the player who offered the most batches this turn gains 1 favor; a tie goes to the one "
          "who entered the castle first"),
       kCastle,
       "Si plusieurs joueurs ont fourni le même nombre de lots, alors c'est le joueur qui est "
       "arrivé le premier au château",
       kFaqBestBuilder},
      {R::prestige_floor, N_("prestige never goes below 0"), kCastle,
       "il n'est pas possible d'avoir moins de 0 point", ""},
      {R::bailiff_move,
       N_("the bailiff advances 2 spaces if the provost is beyond it, else 1 (empty spaces count)"),
       kEndTurn,
       "Si le prévôt est situé après le bailli sur la route ... alors le bailli avance de deux "
       "cases.",
       ""},
      {R::provost_reset, N_("after the bailiff moves, the provost is put on the bailiff's space"),
       kEndTurn, "on remplace le prévôt sur la case où vient d'arriver le bailli", ""},
      {R::scoring_trigger,
       N_("a section is scored if the bailiff reached or passed its mark for the first time this "
          "turn, or if it was completed this turn"),
       kEndTurn,
       "si le bailli, lors de son déplacement, a atteint ou dépassé pour la première fois les "
       "cases de décompte",
       kFaqCompleted},
      {R::scoring_once, N_("each section is scored at most once"), kEndTurn,
       "Chaque section du château est décomptée une fois et une seule.", kFaqCompleted},
      {R::scoring_order, N_("sections in castle order; within one, players in turn order"),
       "002 (French rulebook), Phase 7, Décomptes",
       "chaque joueur, dans l'ordre du tour, compte le nombre d'éléments qu'il a construits",
       kFaqTwoSections},
      {R::scoring_dungeon, N_("dungeon: 0 houses -2 PP; 1 nothing; 2+ 1 favor"),
       "002 (French rulebook), Phase 7, Décomptes",
       "Donjon : aucun élément ► -2 points de prestige ... 2 éléments ou plus ► 1 faveur du "
       "Roi",
       ""},
      {R::scoring_walls, N_("walls: 0 houses -3 PP; 1 nothing; 2 1 favor; 3-4 2 favors; 5+ 3"),
       "002 (French rulebook), Phase 7, Décomptes",
       "Murailles : aucun élément ► -3 points de prestige", ""},
      {R::scoring_towers, N_("towers: 0 houses -4 PP; 1 nothing; 2-3 1 favor; 4-5 2 favors; 6+ 3"),
       "002 (French rulebook), Phase 7, Décomptes", "Tours : aucun élément ► -4 points de prestige",
       ""},
      {R::scoring_next_section,
       N_("after a section is scored the next one is current, whatever is left empty"),
       "002 (French rulebook), Phase 7, Décomptes",
       "quels que soit le nombre d'espaces vides restants dans la section qui vient d'être "
       "décomptée ... les joueurs doivent à présent se consacrer à la section suivante",
       kFaqSection},
      {R::game_end, N_("the game ends right after the towers are scored"), kEnd,
       "La partie se termine immédiatement après le décompte des Tours", ""},
      {R::favor_choose,
       N_("for each favor the player picks a row, advances its marker one column if allowed, then "
          "uses one effect of that row up to the marker's column"),
       kFavor,
       "il doit immédiatement choisir une ligne et, si possible, avancer son marqueur d'un niveau "
       "vers la droite",
       kFaqArchitect},
      {R::favor_columns,
       N_("columns 1-2 open from the start; 3-4 once the dungeon has been scored; 5 once the walls "
          "have"),
       kFavor, "Les colonnes 3 et 4 ne sont accessibles qu'après le décompte du Donjon",
       kFaqColumns},
      {R::favor_one_row_per_phase,
       N_("favors gained by one player in the same phase use different rows: at most 4 count"),
       kFavor, "il doit obligatoirement les utiliser dans des lignes différentes", kFaqMonument},
      {R::favor_order, N_("a player gaining several favors at once chooses their order"),
       "002 (French rulebook), FAQ FAVEURS DU ROI",
       "Le joueur choisit dans quel ordre il obtient et utilise les faveurs.", kFaqOrder},
      {R::end_bonus, N_("+3 PP per gold cube; +1 PP per 3 other cubes; +1 PP per 4 deniers"), kEnd,
       "3 points par cube d'or restant ... 1 point par lot de 3 cubes restant (autres que l'or) "
       "... 1 point par lot de 4 deniers restant",
       ""},
      {R::end_winner, N_("most PP wins; players tied for first all win"), kEnd,
       "En cas d'égalité pour la première place, tous les joueurs ex-aequo l'emportent.", ""},
      {R::two_player_deniers, N_("two players: 5 deniers each"), kTwo,
       "Chaque joueur commence la partie avec 5 deniers.", ""},
      {R::two_player_order,
       N_("two players: the two swap first place at the start of every turn after the first"), kTwo,
       "l'ordre du tour change au début de chaque tour", kFaqTwoOrder},
      {R::two_player_no_stables, N_("two players: the stables are not used"), kTwo,
       "On n'utilise donc pas les écuries.", ""},
  };
}

}  // namespace caylus::rule_doc_rows
