// The Spanish rulebook (seed 000, ../shared/seeds/000_2943cc344a08b7b9.txt, a translation of the
// first edition) quoted for every rule id (rule_quotes.h). Its sections as it titles them.
#include "core/language/catalog.h"
#include "core/rule_texts/rule_quotes.h"

namespace caylus::rule_quote_rows {

namespace {
using R = RuleId;
constexpr std::string_view kSetup = "Preparación";
constexpr std::string_view kTurn = "Evolución del juego";
constexpr std::string_view kIncome = "Fase 1. Colecta de ingresos";
constexpr std::string_view kPlacement = "Fase 2. Colocación de trabajadores";
constexpr std::string_view kProvost = "Fase 4. El movimiento de preboste";
constexpr std::string_view kActivation = "Fase 5. Activación de los edificios";
constexpr std::string_view kCastle = "Fase 6. Construcción del castillo";
constexpr std::string_view kEndTurn = "Fase 7. Final del turno";
constexpr std::string_view kScoring = "Puntuación del castillo";
constexpr std::string_view kFavor = "Favores reales";
constexpr std::string_view kEnd = "Fin del juego";
constexpr std::string_view kTwo = "Caylus para 2 jugadores";
}  // namespace

std::vector<RuleQuote> spanish() {
  return {
      {R::decision_player, kPlacement,
       "De acuerdo al orden establecido para el turno, los jugadores eligen entre una de las "
       "siguientes acciones",
       ""},
      {R::decision_kind, kTurn, "El juego se divide en turnos y cada turno consta de 7 fases", ""},
      {R::setup_players, kSetup,
       "Las mismas reglas de preparación son aplicables para los juegos de 3, 4 o 5 jugadores. Los "
       "ajustes para los juegos de dos jugadores se explican al final de estas reglas.",
       ""},
      {R::setup_turn_order, kSetup,
       "los revuelve sin ver y los coloca al azar en los espacios numerados que indican el orden "
       "en que se jugará durante el primer turno",
       ""},
      {R::setup_deniers, kSetup,
       "El jugador que haya quedado colocado en el espacio 1 tomará 5 denarios de la reserva, los "
       "jugadores en los espacios 2 y 3 toman 6 denarios cada uno, y el jugador en el espacio 5 "
       "tomará 7 denarios.",
       N_("the Spanish text leaves out space 4; the French (and the Romanian) give 7 deniers to "
          "spaces 4 and 5, as the engine does")},
      {R::setup_cubes, kSetup,
       "Adicionalmente, cada jugador toma un cubo de madera (café) y dos de comida (rosa).", ""},
      {R::setup_neutral, kSetup,
       "Uno de los jugadores baraja las losetas rosas y las coloca al azar sobre los seis "
       "primeros espacios del camino (después del puente).",
       ""},
      {R::setup_officials, kSetup,
       "El cilindro del comisionado y el disco del preboste se colocan sobre la última loseta "
       "neutral (rosa) del camino.",
       ""},
      {R::setup_workers, "Principios del juego; Fase 5 c) El abogado",
       "cuenta con seis trabajadores a su disposición ... El suministro de edificios verdes es "
       "virtualmente ilimitado",
       ""},
      {R::setup_favor, kSetup,
       "coloca otros cuatro marcadores sobre la flores de lis que simbolizan favores reales", ""},
      {R::income_base, kIncome, "Cada jugador obtiene dos denarios desde la reserva.", ""},
      {R::income_residence, kIncome, "1 denario por cada edificio verde (residencial) que posean.",
       ""},
      {R::income_library, kIncome, "1 denario por la Librería.", ""},
      {R::income_hotel, kIncome, "2 denarios por el Hotel.", ""},
      {R::place_order, kPlacement,
       "La fase 2 dura hasta que todos los jugadores hayan pasado una vez.", ""},
      {R::place_pass, "Fase 2 a) Pasar",
       "El primer jugador en pasar obtiene un denario de la reserva de inmediato. ... Una vez que "
       "ha pasado, un jugador no podrá tomar más acciones en la fase 2.",
       ""},
      {R::place_forced_pass, "Fase 2 a) Pasar",
       "Si un jugador desea o se ve obligado a pasar (por falta de dinero o trabajadores)", ""},
      {R::place_cost, "Fase 2 b), c), e)",
       "El jugador debe pagar tantos denarios como indique el número más chico destapado en el "
       "puente (entre 1 y 5, dependiendo del número de jugadores que hayan pasado previamente).",
       ""},
      {R::place_cost_own, "Fase 2 d)",
       "El jugador paga 1 denario a la reserva. Después de pagar, coloca un trabajador en uno de "
       "sus edificios.",
       ""},
      {R::place_cost_inn, "Fase 3 f) La posada",
       "El jugador que ocupe el espacio de la derecha pagará siempre 1 denario al colocar sus "
       "trabajadores, sin importar cuantos jugadores hayan pasado previamente.",
       ""},
      {R::place_cost_two_player, kTwo,
       "Cuando un jugador pasa, el otro debe pagar 3 denarios (y no 2) para poder colocar "
       "trabajadores en edificios que no posea.",
       ""},
      {R::place_owner_prestige, "Fase 2 c)",
       "El dueño de dicho edificio gana de inmediato un punto de prestigio.", ""},
      {R::place_forbidden, kPlacement,
       "De manera general, no se permite colocar un trabajador en un edificio azul (de "
       "prestigio), uno verde (residencial) o en un espacio sin edificio.",
       ""},
      {R::place_occupied, kPlacement,
       "Tampoco se permite colocar un trabajador en un edificio que ya tiene otro trabajador, con "
       "tres excepciones: los establos, la posada y el castillo.",
       ""},
      {R::place_stables, "Fase 2 b)",
       "De este modo, hasta 3 trabajadores pueden ser colocados en el establo, pero un jugador no "
       "puede meter más de un trabajador al establo.",
       ""},
      {R::place_inn, "Fase 2 b)",
       "Si decide colocar un trabajador en la posada, debe colocarlo en el espacio de la izquierda "
       "si es que está desocupado. ... Está permitido que un jugador ocupe ambos espacios de la "
       "posada con sus trabajadores.",
       ""},
      {R::place_castle_one_per_player, "Fase 2 e)",
       "El castillo puede tener varios trabajadores, pero solo uno de cada jugador.", ""},
      {R::place_workers, "Fase 2 a) Pasar", "por falta de dinero o trabajadores", ""},
      {R::special_gate, "Fase 3 a) El Portal",
       "Si un trabajador fue colocado en el portal, su maestro puede moverlo a cualquier otro "
       "espacio desocupado, sin costo alguno.",
       ""},
      {R::special_trading_post, "Fase 3 b) La casa de comercio",
       "El jugador obtiene tres denarios de la reserva y toma al trabajador de regreso.", ""},
      {R::special_merchants_guild, "Fase 3 c) La cabaña del mercader",
       "El jugador puede mover al preboste, sin costo, de 1 a 3 casillas hacia atrás o hacia "
       "delante, como lo prefiera.",
       ""},
      {R::special_joust_field, "Fase 3 d) El campo de justas",
       "El jugador puede pagar un denario y un cubo de de ropa, obteniendo a cambio un favor "
       "real. ... No se permite pagar más de un denario y de un cubo de ropa para obtener más "
       "favores.",
       ""},
      {R::special_stables, "Fase 3 e) Los establos",
       "El orden del turno cambia. Si un jugador tiene su marcador en el espacio número uno, "
       "entonces toma la posición uno en la escala de turnos.",
       ""},
      {R::special_inn, "Fase 3 f) La posada",
       "Si un jugador colocó un trabajador en el espacio de la izquierda lo mueve al espacio de la "
       "derecha, donde permanecerá al menos todo el turno siguiente. Si existía otro trabajador en "
       "el espacio de la derecha, es desplazado y devuelto a su maestro.",
       ""},
      {R::provost_order, kProvost,
       "Cada jugador podrá mover al preboste de 1 a 3 espacios hacia atrás o hacia delante, "
       "pagando un denario por cada espacio movido. Está permitido pasar.",
       ""},
      {R::provost_bounds, kProvost,
       "El preboste no puede ser movido ni antes del puente ni después del final del camino. En "
       "cambio, si puede ser movido a espacios desocupados del camino.",
       ""},
      {R::provost_cost, kProvost, "pagando un denario por cada espacio movido", ""},
      {R::activate_order, kActivation,
       "Los edificios colocados más allá del preboste no son usados.", ""},
      {R::activate_optional, kActivation,
       "El efecto de un edificio no se aplica de manera obligada, a menos que se trate de un "
       "edificio de producción.",
       ""},
      {R::activate_stone_owner_bonus, "Fase 5 a) Edificios de producción",
       "si un edificio de producción con fondo gris es activado por un jugador que no sea el "
       "dueño, éste obtendrá un recurso de la reserva (elegido de entre los que produce el "
       "edificio en cuestión)",
       ""},
      {R::activate_once, "Fase 5 d) Los mercados, e) Los mercados ambulantes",
       "No se permite la venta de más de un cubo al activar un mercado. ... En el mercado "
       "ambulante fijo solo se puede comprar un cubo.",
       ""},
      {R::build_kind, "Fase 5 b) Edificios de construcción",
       "La carpintería permite construir solo edificios de madera (losetas con el fondo café)", ""},
      {R::build_available, "Fase 5 b) Edificios de construcción",
       "Solo se pueden construir edificios que aun estén disponibles en la reserva.",
       N_("its tiles (\"8 de piedra\") and lists have no jeweler: a first edition, edition=first; "
          "the French is the second, the default")},
      {R::build_cost, "Fase 5 b) Edificios de construcción",
       "Para construir edificios el jugador deberá pagar los recursos requeridos ... Abona un "
       "barril de madera y otro de alimento de su reserva a la común.",
       ""},
      {R::build_site, "Fase 5 b) Edificios de construcción",
       "debe colocar su edificio en el primer espacio libre disponible en el camino", ""},
      {R::build_no_space, "Fase 5 b) Edificios de construcción",
       "debe colocar su edificio en el primer espacio libre disponible en el camino",
       N_("silent, as the French rulebook, on a road with no empty space")},
      {R::build_prestige_site, "Fase 5 b) Edificios de construcción",
       "solo pueden ser construidos para reemplazar un edificio residencial (verde) que sea "
       "propiedad del jugador",
       ""},
      {R::build_favors, "Fase 5 b), f)",
       "Por la estatua, el teatro y la universidad, el constructor gana de inmediato un favor "
       "real. ... Por el monumento el constructor gana de inmediato dos favores reales. ... La "
       "construcción de este edificio otorga al dueño no solo 3 puntos de prestigio, sino también "
       "un favor real.",
       ""},
      {R::notary_transform, "Fase 5 c) El abogado",
       "Para hacer la transformación el jugador debe pagar 1 cubo de ropa y un denario. ... El "
       "abogado no puede transformar un edificio residencial (verde) o uno de prestigio (azul). El "
       "edificio mismo del abogado tampoco puede ser transformado.",
       N_("the Spanish text does not forbid the fixed buildings, which the French one and its FAQ "
          "do (the engine follows the French)")},
      {R::notary_returned_tile, "Fase 5 c) El abogado",
       "Cuando un edificio es reemplazado, se regresa a la reserva y por tanto puede ser "
       "construido nuevamente. Los edificios rosas (neutrales) son descartados de manera "
       "permanente por el resto del juego.",
       N_("supports notary_returned_tile=stock, as the French")},
      {R::notary_occupied, "Fase 5 c) El abogado",
       "el jugador debe hacer su pago de inmediato, pero la acción de reemplazar la loseta debe "
       "esperar hasta después de que el edificio que va a ser reemplazado sea activado.",
       N_("supports notary_delay=after_target_activation (until the target has been activated, as "
          "the English rulebook), not the French default end_of_activation")},
      {R::building_effect, kActivation,
       "El efecto de un edificio no se aplica de manera obligada, a menos que se trate de un "
       "edificio de producción. ... Abogado. Permite previo pago de un denario y un barril de ropa "
       "transformar un edificio neutral (rosa) en uno propio de prestigio (verde). 4pp",
       N_("the list gives the lawyer 4 PP, lawyer_prestige=4 (the default); it also calls the "
          "residence \"de prestigio (verde)\", a slip for residential")},
      {R::castle_order, kCastle,
       "Los jugadores realizarán sus construcciones en el castillo de acuerdo con el orden en que "
       "fueron colocando trabajadores dentro de él.",
       ""},
      {R::castle_batch, kCastle,
       "Cada lote se compone de tres recursos diferentes, de los cuales al menos uno debe ser de "
       "comida.",
       ""},
      {R::castle_section, kCastle,
       "Si no existieran más espacios libres en la sección en construcción, el jugador podrá "
       "colocar su casa de madera en la sección siguiente",
       ""},
      {R::castle_prestige, kCastle,
       "Por cada lote aportado en la construcción de los calabozos, los jugadores ganan 5 puntos "
       "de prestigio.",
       ""},
      {R::castle_penalty, kCastle,
       "Si un jugador coloca un trabajador en el castillo, pero no quiere o no puede (por falta de "
       "cubos) aportar al menos un lote, de inmediato pierde dos puntos de prestigio ... aun así, "
       "el jugador debe mostrar que posee el lote, aunque no lo paga ni tampoco gana ni pierde "
       "puntos de prestigio",
       N_("supports towers_full_penalty=exempt_with_batch: the player must show a batch to be "
          "exempt when the towers are full (the French says so in a parenthesis; the default "
          "exempts everyone)")},
      {R::castle_best_builder, kCastle,
       "Finalmente, se determina cual fue el jugador que aportó más lotes durante el turno. Este "
       "jugador gana de inmediato un favor real. En caso de empate, el jugador que haya hecho su "
       "aportación primero es quien se llevará el favor real.",
       N_("a tie goes to the one who offered first, which is castle order: the same player as the "
          "French \"arrivé le premier au château\"")},
      {R::prestige_floor, kCastle, "(no se puede ir debajo de cero)", ""},
      {R::bailiff_move, kEndTurn,
       "Si el preboste está situado más allá del Comisionado (es decir, el preboste está más lejos "
       "del Castillo que el Comisionado), entonces el Comisionado se mueve dos espacios. ... o "
       "está colocado en el mismo espacio, entonces el Comisionado se mueve un solo espacio.",
       ""},
      {R::provost_reset, kEndTurn,
       "Una vez que se ha movido el Comisionado, se coloca al preboste en la misma casilla que "
       "alcanzó el Comisionado.",
       ""},
      {R::scoring_trigger, kEndTurn,
       "A continuación se verifica si el Comisionado ha llegado o ha superado un espacio de "
       "puntuación del castillo, o si es que se han llenado los espacios de una sección del "
       "castillo.",
       ""},
      {R::scoring_once, kEndTurn,
       "considerando que cada sección es puntuada solo una vez durante el juego", ""},
      {R::scoring_order, kScoring,
       "cada jugador, siguiendo el orden de turnos establecido, contabiliza el número de casas de "
       "madera que tiene en la sección",
       ""},
      {R::scoring_dungeon, kScoring,
       "0 casas → -2 puntos de prestigio ... 2 o más casas → 1 favor real", ""},
      {R::scoring_walls, kScoring,
       "0 casas → -3 puntos de prestigio ... 5 o más casas → 3 favores reales", ""},
      {R::scoring_towers, "Puntuación del castillo; Puntuando (resumen)",
       "Torres: - 0 casas → -3 puntos de prestigio ... Torres: No casa → -4 pp",
       N_("the main text's -3 supports towers_zero_penalty=3; the summary's -4, the French and the "
          "Romanian support the default 4")},
      {R::scoring_next_section, kScoring,
       "Una vez que se ha realizado la puntuación de una sección, sin importar donde se encuentre "
       "el Comisionado en el camino, los jugadores deben concentrarse ahora en la construcción de "
       "la siguiente sección, aun cuando hayan quedado espacios vacíos en la sección previa.",
       ""},
      {R::game_end, kEnd,
       "El juego termina justo después de realizarse la puntuación de la sección de torres del "
       "castillo",
       ""},
      {R::favor_choose, kFavor,
       "Al ganar un favor real, el jugador debe elegir un renglón y de ser posible, mover el "
       "marcador que tiene en ese renglón hacia la derecha. ... columna 5: architect → edificios "
       "de prestigio a residencial sin coste",
       N_("the summary's \"sin coste\" supports favor_architect_cost=free; the French text, its "
          "FAQ and the Romanian (\"cost normal\") support the default full")},
      {R::favor_columns, kFavor,
       "Las columnas 3 y 4 se pueden usar solo después de que se haya realizado la puntuación del "
       "calabozo. La columna 5 se puede usar solo después de que se haya realizado la puntuación "
       "de las murallas.",
       ""},
      {R::favor_one_row_per_phase, kFavor,
       "Si un jugador llega a ganar varios favores reales en la misma fase, los favores deberán "
       "ser utilizados en renglones diferentes. Así, es imposible ganar más de cuatro favores en "
       "una misma fase.",
       ""},
      {R::favor_order, kFavor, "",
       N_("the Spanish rulebook has no FAQ; the French FAQ settles the order")},
      {R::end_bonus, kEnd,
       "3 puntos de prestigio por cubo de oro que conserven. ... 1 punto por cada 3 cubos de "
       "recursos que conserven. ... 1 punto por cada 4 denarios que conserven.",
       ""},
      {R::end_winner, kEnd, "En caso de empate, los jugadores empatados comparten el triunfo.", ""},
      {R::two_player_deniers, kTwo, "Ambos jugadores inician con 5 denarios.", ""},
      {R::two_player_order, kTwo,
       "los jugadores cambian de orden en cada turno: el que jugó primero jugará segundo en el "
       "nuevo turno.",
       ""},
      {R::two_player_no_stables, kTwo, "Los establos no se usan.", ""},
  };
}

}  // namespace caylus::rule_quote_rows
