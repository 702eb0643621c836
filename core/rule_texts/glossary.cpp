#include "core/rule_texts/glossary.h"

#include <fmt/core.h>

namespace caylus {

namespace {

// One row per term, flat: {id, English, French, its line, Spanish, its line, Romanian, its line,
// Romanian spelled, note}; line 0: the rulebook has no such word and the note says why this one.
struct Row {
  std::string_view id, english;
  std::string_view fr;
  int fr_line;
  std::string_view es;
  int es_line;
  std::string_view ro;
  int ro_line;
  std::string_view ro_spelled, note;
};

constexpr Row kRows[] = {
    // The people and the money.
    {"provost", "provost", "prévôt", 17, "preboste", 18, "ofiter", 3, "ofițer", ""},
    {"bailiff", "bailiff", "bailli", 17, "comisionado", 17, "primar", 3, "primar", ""},
    {"player", "player", "joueur", 32, "jugador", 43, "jucator", 31, "jucător", ""},
    {"worker", "worker", "ouvrier", 19, "trabajador", 57, "muncitor", 7, "muncitor", ""},
    {"house", "house", "maison", 20, "casa", 22, "casa", 89, "casă", ""},
    {"denier", "denier", "denier", 18, "denario", 19, "moneda", 156, "monedă",
     "the Romanian rulebook counts coins (monedă), never deniers"},
    {"favor", "King's favor", "faveur du Roi", 32, "favor real", 91, "favor regal", 282,
     "favor regal", ""},
    {"prestige_points", "prestige points (PP)", "points de prestige", 32, "puntos de prestigio", 43,
     "puncte de prestigiu", 142, "puncte de prestigiu", ""},
    {"stock", "stock", "stock", 40, "reserva", 48, "stoc", 29, "stoc", ""},
    {"income", "income", "revenus", 158, "ingresos", 100, "venit", 153, "venit", ""},
    // The cubes.
    {"cube", "cube", "cube", 22, "cubo", 28, "cub", 12, "cub", ""},
    {"food", "food", "nourriture", 44, "comida", 50, "hrana", 46, "hrană",
     "the Spanish rules say comida, their examples and lists alimento: comida is kept"},
    {"wood", "wood", "bois", 44, "madera", 50, "lemn", 39, "lemn", ""},
    {"stone", "stone", "pierre", 23, "piedra", 35, "piatra", 14, "piatră", ""},
    {"cloth", "cloth", "tissu", 138, "ropa", 87, "textil", 135, "textil", ""},
    {"gold", "gold", "or", 140, "oro", 87, "aur", 136, "aur", ""},
    // The board and the turn.
    {"road", "road", "route", 38, "camino", 47, "drum", 42, "drum", ""},
    {"bridge", "bridge", "pont", 42, "puente", 47, "pod", 32, "pod", ""},
    {"turn", "turn", "tour", 156, "turno", 98, "tura", 151, "tură", ""},
    {"phase", "phase", "phase", 156, "fase", 98, "faza", 344, "fază", ""},
    {"turn_order", "turn order", "ordre du tour", 42, "orden del turno", 206, "ordinea de mutare",
     69, "ordinea de mutare", ""},
    {"pass", "pass", "passer", 182, "pasar", 128, "paseze", 185, "să paseze", ""},
    // The seven phases, by the names the tool gives them (core/types.h), as each rulebook titles
    // them.
    {"phase.income", "phase 1, income", "Collecte de revenus", 158, "Colecta de ingresos", 100,
     "Colectarea venitului", 153, "Colectarea venitului", ""},
    {"phase.placement", "phase 2, placing workers", "Placement des ouvriers", 168,
     "Colocación de trabajadores", 112, "Plasarea muncitorilor", 161, "Plasarea muncitorilor", ""},
    {"phase.special", "phase 3, special buildings", "Activation des bâtiments spéciaux", 224,
     "Activación de edificios especiales", 176, "Activarea constructiilor speciale", 256,
     "Activarea construcțiilor speciale", ""},
    {"phase.provost", "phase 4, the provost", "Déplacement du prévôt", 298,
     "El movimiento de preboste", 230, "Mutarea ofiterului", 342, "Mutarea ofițerului", ""},
    {"phase.activation", "phase 5, activating the road", "Activation des bâtiments", 308,
     "Activación de los edificios", 240, "Activarea constructiilor", 362,
     "Activarea construcțiilor", ""},
    {"phase.castle", "phase 6, the castle", "Construction du château", 401,
     "Construcción del castillo", 337, "Construirea castelului", 558, "Construirea castelului", ""},
    {"phase.end_of_turn", "phase 7, end of turn", "Fin du tour", 457, "Final del turno", 375,
     "Sfarsitul turei", 632, "Sfârșitul turei", ""},
    {"castle", "castle", "château", 28, "castillo", 39, "castel", 18, "castel", ""},
    {"dungeon", "dungeon", "Donjon", 130, "calabozo", 77, "Inchisoarea", 126, "Închisoarea", ""},
    {"walls", "walls", "Murailles", 130, "murallas", 77, "Zidurile", 126, "Zidurile", ""},
    {"towers", "towers", "Tours", 130, "torres", 77, "Turnurile", 126, "Turnurile", ""},
    {"batch", "batch", "lot", 411, "lote", 349, "set", 576, "set", ""},
    {"scoring", "scoring", "décompte", 407, "puntuación", 343, "punctare", 565, "punctare", ""},
    // The kinds of building.
    {"building", "building", "bâtiment", 23, "edificio", 43, "cladire", 435, "clădire", ""},
    {"special_building", "special building", "bâtiments spéciaux", 118, "edificio especial", 140,
     "constructiile speciale", 78, "construcțiile speciale", ""},
    {"neutral_building", "neutral building", "bâtiment neutre", 46, "edificio neutral", 117,
     "constructiile neutre", 80, "construcțiile neutre", ""},
    {"fixed_building", "fixed building", "bâtiment fixe", 206, "fijo", 117, "constructiile fixe",
     81, "construcțiile fixe", ""},
    {"production_building", "production building", "bâtiment de production", 312,
     "edificio de producción", 244, "constructie de productie", 373, "construcție de producție",
     ""},
    {"wood_building", "wood building", "bâtiment en bois", 552, "edificios de madera", 264,
     "constructiile de lemn", 100, "construcțiile de lemn", ""},
    {"stone_building", "stone building", "bâtiment en pierre", 553, "edificios de piedra", 265,
     "cladirile de piatra", 103, "clădirile de piatră", ""},
    {"residential_building", "residential building", "bâtiment résidentiel", 162,
     "edificio residencial", 276, "apartament", 60, "apartament",
     "the Romanian rulebook calls a residence an apartment (apartament rezidențial)"},
    {"prestige_building", "prestige building", "bâtiment de prestige", 178, "edificio de prestigio",
     276, "cladirile de prestigiu", 175, "clădirile de prestigiu", ""},
    // The special buildings, in phase-3 order.
    {"gate", "gate", "porte", 228, "Portal", 180, "Poarta", 935, "Poarta", ""},
    {"trading_post", "trading post", "comptoir", 232, "casa de comercio", 186, "oficiul comercial",
     270, "oficiul comercial", "Romanian also says centrul comercial (line 936)"},
    {"merchants_guild", "merchants' guild", "Guilde des marchands", 645, "cabaña del mercader", 192,
     "breasla comerciantilor", 274, "breasla comercianților", ""},
    {"joust_field", "joust field", "champ de joute", 240, "campo de justas", 198,
     "campul de turnire", 279, "câmpul de turnire", ""},
    {"stables", "stables", "écuries", 246, "establos", 204, "grajdurile", 287, "grajdurile", ""},
    {"inn", "inn", "auberge", 290, "posada", 212, "hanul", 322, "hanul", ""},
    // The tiles, by building id, in catalog order (core/buildings.h).
    {"fixed_peddler", "fixed peddler", "colporteur fixe", 377, "mercado ambulante fijo", 309,
     "negustorul ambulant fix", 523, "negustorul ambulant fix", ""},
    {"fixed_carpenter", "fixed carpenter", "charpentier", 773, "carpintería", 61, "tamplari", 100,
     "tâmplar", ""},
    {"gold_mine", "gold mine", "Mine d'or", 927, "mina de oro", 226, "mina de aur", 104,
     "mina de aur", ""},
    {"neutral_farm", "farm", "Ferme", 931, "Granja", 602, "ferma", 99, "fermă", ""},
    {"neutral_forest", "forest", "Forêt", 935, "Bosque", 606, "pădure", 0, "pădure",
     "the Romanian rulebook names no forest: pădure is the common word"},
    {"neutral_sawmill", "sawmill", "Scierie", 939, "Serrería", 610, "fabrica de cherestea", 99,
     "fabrica de cherestea", ""},
    {"neutral_quarry", "quarry", "Carrière", 943, "Cantera", 614, "cariera", 507,
     "cariera de piatră", ""},
    {"neutral_market", "market", "Marché", 947, "Mercado", 624, "piata", 100, "piață", ""},
    {"neutral_carpenter", "carpenter", "Charpentier", 951, "Carpintería", 618, "tamplarul neutru",
     489, "tâmplarul neutru", ""},
    {"wood_farm_food", "farm (wood)", "Ferme en bois", 330, "Granja", 632, "Ferma de lemn", 410,
     "Ferma de lemn", ""},
    {"wood_farm_cloth", "farm (wood)", "Ferme en bois", 330, "Granja", 632, "Ferma de lemn", 410,
     "Ferma de lemn",
     "the two wood farms (the one giving food, the one giving cloth) bear one name in every "
     "rulebook"},
    {"wood_quarry", "quarry (wood)", "Carrière", 843, "Mina", 636, "cariera", 507,
     "cariera de piatră",
     "the Spanish list calls the wood quarry Mina, the neutral one Cantera; the Romanian names "
     "only the neutral quarry"},
    {"wood_sawmill", "sawmill (wood)", "Scierie", 847, "Serrería", 640, "fabrica de cherestea", 99,
     "fabrica de cherestea", ""},
    {"wood_market", "market (wood)", "Marché", 859, "Gran mercado", 644, "piata", 516, "piață", ""},
    {"wood_peddler", "peddler", "Colporteur", 863, "Mercado ambulante", 648,
     "Negustorul ambulant nefix", 524, "negustorul ambulant", ""},
    {"lawyer", "lawyer (the notary)", "Notaire", 867, "Abogado", 652, "avocat", 459, "avocat",
     "the French tile is the notary (notaire), the Spanish and Romanian the lawyer; the verb stays "
     "notary"},
    {"mason", "mason", "Maçon", 871, "Albañilería", 656, "zidar", 103, "zidar", ""},
    {"stone_farm", "farm (stone)", "Ferme en pierre", 334, "Latifundio", 664, "Ferma de piatra",
     414, "Ferma de piatră", ""},
    {"park", "park", "Parc", 887, "Parque", 668, "parcul", 861, "parc", ""},
    {"workshop", "workshop", "Atelier", 891, "Fábrica", 672, "atelier", 0, "atelier",
     "the Romanian rulebook names no workshop: atelier, the French tile's own word, is Romanian "
     "too"},
    {"architect_1", "architect", "Architecte", 895, "Arquitecto", 674, "arhitect", 432, "arhitect",
     ""},
    {"architect_2", "architect", "Architecte", 895, "Arquitecto", 674, "arhitect", 432, "arhitect",
     "two architect tiles (Architecte (2x))"},
    {"church", "church", "Eglise", 907, "Iglesia", 678, "biserica", 528, "biserică", ""},
    {"tailor", "tailor", "Tailleur", 911, "Sastre", 680, "croitorul", 538, "croitor", ""},
    {"bank", "bank", "Banque", 915, "Banco", 684, "banca", 545, "bancă", ""},
    {"alchemist", "alchemist", "Alchimiste", 919, "Alquimista", 686, "alchimistul", 551,
     "alchimist", ""},
    {"jeweler", "jeweler", "Joaillier", 923, "Joyero", 0, "bijutier", 0, "bijutier",
     "the Spanish and Romanian rulebooks are of the first edition, without the jeweler: joyero and "
     "bijutier are the common words for the French joaillier"},
    {"residence", "residence", "Résidence", 991, "Residencia", 694, "apartament", 60, "apartament",
     ""},
    {"statue", "statue", "Statue", 955, "Estatua", 718, "statuia", 453, "statuie", ""},
    {"theater", "theater", "Théâtre", 971, "Teatro", 708, "teatrul", 453, "teatru", ""},
    {"university", "university", "Université", 975, "Colegio", 726, "universitatea", 453,
     "universitate", ""},
    {"monument", "monument", "Monument", 979, "Monumento", 712, "monumentul", 456, "monument", ""},
    {"granary", "granary", "Grenier", 959, "Granero", 700, "grânar", 0, "grânar",
     "the Romanian rulebook names no granary: grânar is the common word"},
    {"weaver", "weaver", "Tisserand", 967, "Tejería", 722, "țesător", 0, "țesător",
     "Tejería (literally a tile works) is the Spanish list's name, kept as the rulebook writes it; "
     "the Romanian rulebook names no weaver: țesător is the common word"},
    {"cathedral", "cathedral", "Cathédrale", 987, "Catedral", 716, "catedrala", 114, "catedrală",
     ""},
    {"library", "library", "Bibliothèque", 963, "Librería", 704, "biblioteca", 158, "bibliotecă",
     "Librería (in Spain a bookshop) is the Spanish rulebook\'s word, kept"},
    {"hotel", "hotel", "Hôtel", 983, "Hotel", 730, "hotelul", 159, "hotel", ""},
};

std::string cell(const GlossaryWord& w) {
  if (w.line == 0) return fmt::format("*{}* (chosen)", w.word);
  return fmt::format("{} ({})", w.word, w.line);
}

}  // namespace

const std::vector<GlossaryTerm>& glossary() {
  static const std::vector<GlossaryTerm> terms = [] {
    std::vector<GlossaryTerm> out;
    for (const Row& r : kRows)
      out.push_back({r.id,
                     r.english,
                     {r.fr, r.fr_line},
                     {r.es, r.es_line},
                     {r.ro, r.ro_line},
                     r.ro_spelled,
                     r.note});
    return out;
  }();
  return terms;
}

const GlossaryTerm* glossary_term(std::string_view id) {
  for (const GlossaryTerm& term : glossary())
    if (term.id == id) return &term;
  return nullptr;
}

std::string glossary_markdown() {
  std::string out =
      "# Glossary: the rulebooks' own words\n\n"
      "<!-- Generated by `caylus rules --glossary` from core/rule_texts/glossary.cpp; "
      "tests/glossary_test.cpp fails when this file differs. -->\n\n"
      "Every term the tool uses, in the words of the three rulebooks beside the project "
      "(`../shared/seeds/`): French `002_fcd4a5ccaa36f771.txt` (the primary source), Spanish "
      "`000_2943cc344a08b7b9.txt`, Romanian `004_4edd5fa6018e3671.txt`. Each word is written as "
      "its rulebook writes it, followed by the line of the seed it comes from (a test reads that "
      "line). The Romanian seed is written without diacritics: the last column gives the word as "
      "a translation writes it. A word in *italics* marked \"chosen\" is absent from its "
      "rulebook; the notes say why that word. Translations of the tool hold to this table "
      "(issue 37); the ids stay the notation's.\n\n"
      "| id | English | French (002) | Spanish (000) | Romanian (004) | Romanian, spelled |\n"
      "|---|---|---|---|---|---|\n";
  for (const GlossaryTerm& t : glossary())
    out += fmt::format("| `{}` | {} | {} | {} | {} | {} |\n", t.id, t.english, cell(t.fr),
                       cell(t.es), cell(t.ro), t.ro_spelled);
  out += "\n## Notes\n\n";
  for (const GlossaryTerm& t : glossary())
    if (!t.note.empty()) out += fmt::format("- `{}`: {}.\n", t.id, t.note);
  return out;
}

const GlossaryWord* glossary_column(const GlossaryTerm& term, Language language) {
  switch (language) {
    case Language::fr:
      return &term.fr;
    case Language::es:
      return &term.es;
    case Language::ro:
      return &term.ro;
    default:  // en, and a language whose column is still to be written
      return nullptr;
  }
}

std::string_view glossary_word(const GlossaryTerm& term, Language language) {
  if (language == Language::en) return term.english;
  if (language == Language::ro) return term.ro_spelled;
  const GlossaryWord* column = glossary_column(term, language);
  return column == nullptr ? std::string_view() : column->word;
}

}  // namespace caylus
