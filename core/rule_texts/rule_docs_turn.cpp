// The rules of the turn, as rule_docs() shows them (rule_doc_rows.h): decisions, setup, income,
// placement, the special buildings, the provost, activation, building and the buildings' effects.
#include "core/language/catalog.h"
#include "core/rule_texts/rule_doc_rows.h"

namespace caylus::rule_doc_rows {

using R = RuleId;

std::vector<RuleDoc> turn() {
  return {
      {R::decision_player,
       N_("an action by a player other than the one the rules ask to decide now"),
       "002 (French rulebook), Déroulement du Jeu; Phases 2 à 7",
       "Dans l'ordre du tour de jeu, les joueurs effectuent une action.", ""},
      {R::decision_kind,
       N_("an action that does not answer the pending decision (wrong verb or parameters), or any "
          "action after the game has ended"),
       "002 (French rulebook), Déroulement du Jeu",
       "Chaque tour de jeu est lui-même divisé en sept phases.", ""},
      {R::setup_players, N_("2 to 5 players"), kSetup,
       "Les règles du jeu sont identiques à 3, 4 ou 5 joueurs. Les ajustements pour jouer à 2 sont "
       "expliqués en fin de règles.",
       ""},
      {R::setup_turn_order, N_("the initial turn order is random (a log may state it)"), kSetup,
       "les dispose aléatoirement sur les cases numérotées pour déterminer l'ordre du premier tour",
       ""},
      {R::setup_deniers,
       N_("by initial turn-order position: 1st 5 deniers, 2nd and 3rd 6, 4th and 5th 7 (two "
          "players: 5 each)"),
       kSetup,
       "Le joueur placé sur la case 1 prend 5 deniers dans le stock. Les joueurs placés sur les "
       "cases 2 et 3 prennent 6 deniers. Les joueurs placés en 4 et 5 en prennent 7.",
       ""},
      {R::setup_cubes, N_("each player starts with 1 wood and 2 food"), kSetup,
       "Chaque joueur prend également au stock 1 cube de bois et 2 de nourriture.", ""},
      {R::setup_neutral, N_("the 6 neutral (pink) buildings are shuffled onto road spaces 1-6"),
       kSetup,
       "Un joueur mélange les 6 tuiles roses et les dispose aléatoirement sur les 6 premières "
       "cases "
       "de la route",
       ""},
      {R::setup_officials,
       N_("bailiff and provost start on the last neutral building (road space 6)"), kSetup,
       "Les pions du bailli et du prévôt sont placés sur le dernier bâtiment neutre", ""},
      {R::setup_workers,
       N_("6 workers per player; houses, cubes, deniers and residences are unlimited"),
       "002 (French rulebook), Contenu de la boîte; FAQ MATERIEL",
       "30 cylindres ouvriers (6 dans chaque couleur",
       "MATERIEL: Est-ce que le nombre de cubes disponibles dans le jeu est limité ? (Non, le "
       "stock est censé être illimité)"},
      {R::setup_favor,
       N_("each player's 4 favor markers start left of column 1 (column 0) in all 4 rows"), kSetup,
       "Il place un marqueur sur chacun des quatre lys de la faveur du Roi", ""},
      {R::income_base, N_("every player takes 2 deniers in phase 1 (turn 1 too)"), kIncome,
       "Chaque joueur reçoit du stock 2 deniers.", kFaqIncome},
      {R::income_residence, N_("+1 denier per residence owned"), kIncome,
       "1 denier par bâtiment résidentiel (fond vert) qu'il possède", ""},
      {R::income_library, N_("+1 denier for the owner of the Library"), kIncome,
       "1 denier s'il a construit la Bibliothèque", ""},
      {R::income_hotel, N_("+2 deniers for the owner of the Hotel"), kIncome,
       "2 deniers s'il a construit l'Hôtel", ""},
      {R::place_order,
       N_("in turn order, each player who has not passed takes one action, round after round, "
          "until every player has passed"),
       kPlacement, "La phase 2 dure jusqu'à ce que tous les joueurs aient passé leur tour.", ""},
      {R::place_pass,
       N_("the passing player takes the lowest free bridge slot; the first to pass gains 1 denier; "
          "a player who passed takes no more phase-2 actions"),
       "002 (French rulebook), Phase 2 a) passer",
       "Le premier joueur à passer gagne immédiatement 1 denier du stock.", ""},
      {R::place_forced_pass,
       N_("a player with no available worker or unable to pay any placement must pass"),
       "002 (French rulebook), Phase 2 a) passer",
       "Si le joueur désire passer ou est forcé de passer par manque d'ouvrier ou d'argent", ""},
      {R::place_cost,
       N_("placing on a special, neutral or fixed building, on another player's building or in the "
          "castle costs the lowest free bridge number (1 to 5)"),
       "002 (French rulebook), Phase 2 b), c), e)",
       "une somme égale au plus petit numéro non occupé de la ligne de fin de pose (de 1 à 5 "
       "deniers",
       ""},
      {R::place_cost_own, N_("placing on one's own building costs 1 denier"),
       "002 (French rulebook), Phase 2 d)", "Le joueur paye 1 denier au stock.", ""},
      {R::place_cost_inn,
       N_("the holder of the inn's right slot pays 1 denier for every placement"),
       "002 (French rulebook), Phase 3 f) auberge",
       "Le joueur occupant l'emplacement de droite de l'auberge paye uniquement 1 denier pour "
       "placer ses ouvriers",
       ""},
      {R::place_cost_two_player,
       N_("two players: once one has passed, the other pays 3 (not 2) for anything but its own "
          "buildings"),
       kTwo, "l'autre joueur doit payer 3 deniers (au lieu de 2 dans la règle normale)", ""},
      {R::place_owner_prestige,
       N_("placing on another player's building gives its owner 1 PP at once (also through the "
          "gate)"),
       "002 (French rulebook), Phase 2 c)",
       "Le joueur propriétaire de ce bâtiment marque immédiatement un point de prestige", ""},
      {R::place_forbidden,
       N_("no worker on a prestige building, a residence or an empty road space"), kPlacement,
       "Il est interdit de placer un ouvrier sur un bâtiment de prestige (bleu), un bâtiment "
       "résidentiel (vert) ou sur une case non construite.",
       kFaqGoldMine},
      {R::place_occupied, N_("one worker per building, except the stables, the inn and the castle"),
       kPlacement, "à trois exceptions près (écuries, auberge, château, voir plus bas)", ""},
      {R::place_stables,
       N_("a worker on the stables takes the lowest free of 3 slots; one worker per player there"),
       "002 (French rulebook), Phase 2 b)",
       "Jusqu'à 3 ouvriers peuvent ainsi prendre place à l'écurie, mais un joueur donné ne peut en "
       "placer qu'un seul.",
       ""},
      {R::place_inn, N_("a worker on the inn goes to its left slot; a player may hold both slots"),
       "002 (French rulebook), Phase 2 b)",
       "Si l'ouvrier est placé sur l'auberge, le joueur le pose sur l'emplacement de gauche.", ""},
      {R::place_castle_one_per_player,
       N_("a castle worker takes the lowest free castle slot; one worker per player in the castle"),
       "002 (French rulebook), Phase 2 e)",
       "Le château peut contenir plusieurs ouvriers, mais chaque joueur ne peut en placer qu'un "
       "seul.",
       ""},
      {R::place_workers,
       N_("a player needs an available worker (6 minus those on the board, the inn's right slot "
          "included)"),
       "002 (French rulebook), Phase 2 a) passer", "forcé de passer par manque d'ouvrier", ""},
      {R::special_gate,
       N_("the gate's worker moves for free to any unoccupied space, with the placement rules "
          "except cost, or is taken back"),
       "002 (French rulebook), Phase 3 a) porte",
       "son propriétaire le déplace maintenant gratuitement vers toute autre case non-occupée", ""},
      {R::special_trading_post, N_("the trading post gives 3 deniers"),
       "002 (French rulebook), Phase 3 b) comptoir", "Le joueur prend 3 deniers au stock", ""},
      {R::special_merchants_guild,
       N_("the merchants' guild may move the provost 1-3 spaces forward or back, for free"),
       "002 (French rulebook), Phase 3 c) guilde des marchands",
       "le joueur déplace le prévôt de 1 à 3 cases vers l'avant ou vers l'arrière", ""},
      {R::special_joust_field,
       N_("the joust field: pay 1 denier + 1 cloth for 1 favor, once per turn"),
       "002 (French rulebook), Phase 3 d) champ de joute",
       "Il n'est pas possible de verser plusieurs fois le denier et le tissu pour gagner plusieurs "
       "faveurs",
       ""},
      {R::special_stables,
       N_("new turn order: stables slot 1's player first, slot 2's second, slot 3's third; the "
          "others keep their relative order"),
       "002 (French rulebook), Phase 3 e) écuries",
       "C'est ce nouvel ordre que l'on utilisera à partir de maintenant.", ""},
      {R::special_inn,
       N_("a worker placed on the inn's left slot this turn moves right, sending the right slot's "
          "worker home; otherwise the right slot's owner keeps it or takes it back"),
       "002 (French rulebook), Phase 3 f) auberge",
       "il pose à présent cet ouvrier sur l'emplacement de droite (il restera là pour le tour "
       "suivant)",
       ""},
      {R::provost_order,
       N_("in passing order, each player once may move the provost 1, 2 or 3 spaces forward or "
          "back, paying 1 denier per space, or pass"),
       kProvost,
       "Dans l'ordre où ils ont passé lors de la phase 2 ... les joueurs ont maintenant "
       "l'opportunité de déplacer le prévôt.",
       ""},
      {R::provost_bounds,
       N_("the provost stands only on road spaces 1-28 (built or empty), never on the bridge or "
          "the special buildings"),
       kProvost,
       "Le prévôt ne peut reculer sur le pont ou sur les bâtiments spéciaux, ni aller au-delà de "
       "la "
       "dernière case de la piste.",
       kFaqProvost},
      {R::provost_cost,
       N_("moving the provost costs 1 denier per space: a player who cannot pay cannot move that "
          "far (the engine's id for the payment provost.order states)"),
       kProvost, "Pour cela il doit payer au stock 1 denier par case.", ""},
      {R::activate_order,
       N_("road spaces 1 to the provost (inclusive), in order; workers beyond the provost return "
          "without effect"),
       kActivation, "Les bâtiments situés après le prévôt ne seront pas utilisés.", ""},
      {R::activate_optional,
       N_("a player may decline a building's effect, except a production building's"), kActivation,
       "n'est pas obligé d'appliquer son effet sauf s'il s'agit d'un bâtiment de production", ""},
      {R::activate_stone_owner_bonus,
       N_("a stone production building activated by another player gives its owner 1 cube among "
          "those it produces"),
       "002 (French rulebook), Phase 5 a) bâtiments de production",
       "ce dernier prend au stock un cube de ressource parmi celles qui sont produites par le "
       "bâtiment",
       ""},
      {R::activate_once,
       N_("a construction building builds one building; a market sells one cube; the fixed peddler "
          "sells one cube"),
       "002 (French rulebook), Phase 5 d), e); FAQ BATIMENTS",
       "Il n'est pas possible de vendre plusieurs cubes au stock dans un marché.", kFaqOnce},
      {R::build_kind,
       N_("the carpenter builds wood buildings only, the mason stone only, the architect prestige "
          "only"),
       "002 (French rulebook), Phase 5 b) bâtiments de construction",
       "le charpentier permet de construire exclusivement les bâtiments artisanaux en bois", ""},
      {R::build_available, N_("only a building still in the stock can be built"),
       "002 (French rulebook), Phase 5 b)",
       "Il n'est possible de construire un bâtiment que si celui-ci est encore disponible dans le "
       "stock.",
       ""},
      {R::build_cost, N_("the cost in cubes is paid from the builder's own reserve"),
       "002 (French rulebook), Phase 5 b)",
       "Ces cubes doivent obligatoirement provenir de la réserve du joueur.", ""},
      {R::build_site,
       N_("a wood or stone building goes on the first empty road space, skipping the fixed "
          "buildings; the builder gains its PP at once"),
       "002 (French rulebook), Phase 5 b); FAQ BATIMENTS",
       "sur la première case libre (non construite) de la route", kFaqFixed},
      {R::build_no_space,
       N_("a wood or stone building cannot be built when no road space is empty (the rulebook is "
          "silent: one sensible reading)"),
       N_("RULES.md, Interpretations (silent rules)"),
       "sur la première case libre (non construite) de la route", ""},
      {R::build_prestige_site,
       N_("a prestige building replaces one of the builder's residences (its income is lost)"),
       "002 (French rulebook), Phase 5 b)",
       "ne peuvent être construits que sur les emplacements des bâtiments résidentiels possédés "
       "par le joueur",
       ""},
      {R::build_favors,
       N_("building the Church, Statue, Theatre or University gives 1 favor; the Monument 2"),
       "002 (French rulebook), Phase 5 b), f)",
       "Monument : le joueur qui construit ce bâtiment gagne immédiatement deux faveurs du Roi",
       ""},
      {R::notary_transform,
       N_("pay 1 cloth + 1 denier: a neutral building or one's own wood or stone building becomes "
          "one's residence, +2 PP; never a prestige, residence, fixed or special building, nor a "
          "notary"),
       "002 (French rulebook), Phase 5 c) notaire",
       "le joueur paye au stock un cube de tissu ainsi qu'un denier ... le notaire ne peut jamais "
       "être transformé",
       kFaqFixed},
      {R::notary_returned_tile,
       N_("a transformed owned tile returns to the stock (it can be built again); a neutral tile "
          "is discarded"),
       "002 (French rulebook), Phase 5 c), Note",
       "il rejoint la réserve et peut donc à nouveau être construit. Les bâtiments neutres sont "
       "définitivement défaussés.",
       ""},
      {R::notary_occupied,
       N_("a target holding a worker: the player pays and scores now, the transformation waits "
          "(until the road's resolution is over, by default)"),
       "002 (French rulebook), Phase 5 c) notaire",
       "il paye dès maintenant mais l'action du notaire ne sera effectuée que lorsque la "
       "résolution des bâtiments sera terminée",
       ""},
      {R::building_effect,
       N_("what a worker on the building does in phase 5, by the building table (building.<id>)"),
       "002 (French rulebook), Phase 5 a) - j)",
       "Un joueur possédant un ouvrier sur un bâtiment n'est pas obligé d'appliquer son effet sauf "
       "s'il s'agit d'un bâtiment de production.",
       kFaqOnce},
  };
}

}  // namespace caylus::rule_doc_rows
