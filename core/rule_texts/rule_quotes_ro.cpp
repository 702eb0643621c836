// The Romanian rulebook (seed 004, ../shared/seeds/004_4edd5fa6018e3671.txt, a first-edition
// translation written without diacritics, OCR marks included) quoted for every rule id
// (rule_quotes.h). Its sections as it titles them; where the seed lost a heading, the section is
// named in Romanian words of ours (only a Romanian reader sees it: issue 37).
#include "core/language/catalog.h"
#include "core/rule_texts/rule_quotes.h"

namespace caylus::rule_quote_rows {

namespace {
using R = RuleId;
constexpr std::string_view kSetup = "pregătirea jocului (titlul lipsește din text)";
constexpr std::string_view kTurn = "tura, înainte de Faza 1";
constexpr std::string_view kIncome = "Faza 1 - Colectarea venitului";
constexpr std::string_view kPlacement = "Faza 2 - Plasarea muncitorilor";
constexpr std::string_view kProvost = "Faza 4 - Mutarea ofiterului";
constexpr std::string_view kActivation = "Faza 5 - Activarea constructiilor";
constexpr std::string_view kCastle = "Faza 6 - Construirea castelului";
constexpr std::string_view kEndTurn = "Faza 7 - Sfarsitul turei";
constexpr std::string_view kScoring = "Zona de punctare de final de sectiune";
constexpr std::string_view kFavor = "favorul regal, după Faza 7 (titlul lipsește)";
constexpr std::string_view kEnd = "Sfansitul Gocului (sic: Sfârșitul jocului)";
constexpr std::string_view kTwo = "jocul în doi (titlul lipsește din text)";
}  // namespace

std::vector<RuleQuote> romanian() {
  return {
      {R::decision_player, kPlacement, "Urmarind ordinea de joc,jucatorii pot avea o actiune.", ""},
      {R::decision_kind, kTurn,
       "Jocul este impartit in ture.Fiecare tura este impartita in 7 faze.", ""},
      {R::setup_players, kSetup,
       "Aceleasi reguli se aplica pentru jocul in 3,4 si 5 jucatori.Modificarile pentru jocul in 2 "
       "jucatori sunt explicate la sfarsitul acestei brosuri.",
       ""},
      {R::setup_turn_order, kSetup,
       "le va aseza prin tragere la sorti pe spatiile numerotate ce desemneaza ordinea de mutare "
       "pentru prima tura",
       ""},
      {R::setup_deniers, kSetup,
       "Jucatorul al carui marcator este pe spatiul 1 ia 5 monede din stoc.Jucatorii ai caror "
       "marcatori sunt pe spatiile 2 si 3 iau 6 monede.Jucatorii ai caror marcatori sunt pe "
       "spatiile 4 si 5 iau 7 monede.",
       ""},
      {R::setup_cubes, kSetup,
       "Fiecare jucator va lua de asemenea 1 cub de lemn si 2 cuburi de hrana din stoc.", ""},
      {R::setup_neutral, kSetup,
       "Unul dintre jucatori amesteca cele 6 cartonase roz si le va aseza aleatoriu pe primele 6 "
       "spatii goale de pe traseu.",
       ""},
      {R::setup_officials, kSetup,
       "Pionii reprezentand primarul si ofiterul sunt asezati pe ultima carte neutra de pe drum",
       ""},
      {R::setup_workers, "principiile, înainte de Faza 1; Faza 5 c) avocatul",
       "Fiecare jucator ia rolul unui constructor sef care are o echipa de 6 muncitori ... "
       "Numarul de apartamente disponibile este teoretic nelimitat.",
       ""},
      {R::setup_favor, kSetup,
       "si un marcator pe fiecare din cele 4 flori de crin simbolizand favorurile regale.", ""},
      {R::income_base, kIncome, "Fiecare jucator primeste 2 monede din stoc.", ""},
      {R::income_residence, kIncome, "1 moneda pentru fiecare apartament rezidential detinut", ""},
      {R::income_library, kIncome, "1 moneda pentru jucatorul care a construit biblioteca", ""},
      {R::income_hotel, kIncome, "2 monede pentru jucatorul care a construit hotelul", ""},
      {R::place_order, kPlacement, "Faza 2 dureaza pana ce toti jucatorii au dat pass.", ""},
      {R::place_pass, "Faza 2 a) Passing",
       "Primul jucator care paseaza primeste 1 moneda din stoc imediat. ... Odata ce un jucator a "
       "pasat acesta nu mai poate pune un muncitor in tura respectiva.",
       ""},
      {R::place_forced_pass, "Faza 2 a) Passing",
       "Daca un jucator vrea sa paseze sau trebuie sa paseze deoarece a ramas fara bani sau fara "
       "muncitori",
       ""},
      {R::place_cost, "Faza 2 b), c), e)",
       "suma de bani care este egala cu cel mai mic numar neocupat de pe scara de pas (intre 1 si "
       "6 monede conform cu numarul de jucatori ce au dat deja pas)",
       N_("\"intre 1 si 6\" is a typo (RULES.md): the bridge has 5 slots, and the same rulebook "
          "says \"intre 1 si 5\" for another player's building and the castle")},
      {R::place_cost_own, "Faza 2 d)",
       "Jucatorul plateste o singura moneda in stoc in orice situatie.", ""},
      {R::place_cost_inn, "Faza 3 f) hanul",
       "Jucatorul care ocupa cercul din dreapta plateste tot timpul o singura moneda pentru "
       "plasarea unui muncitor indiferent de cati jucatori au dat pas",
       ""},
      {R::place_cost_two_player, kTwo,
       "Cand un jucator paseaza,celalalt trebuie sa plateasca 3 monede(in loc de 2 ca la jocul "
       "normal in 3 sau mai multi jucatori) ca sa joace intr-o cladire care nu ii apartine.",
       ""},
      {R::place_owner_prestige, "Faza 2 c)",
       "Proprietarul cladirii va obtine imediat un punct de prestigiu", ""},
      {R::place_forbidden, kPlacement,
       "Punerea muncitorilor pe cladirile de prestigiu (albastre),pe apartamente (verzi) sau pe "
       "spatiile neconstruite este interzisa.",
       ""},
      {R::place_occupied, kPlacement,
       "Plasarea unui muncitor pe un spatiu unde este deja alt muncitor este de asemenea interzisa "
       ", exceptie facand 3 cazuri : in grajduri,in han si la castel.",
       ""},
      {R::place_stables, "Faza 2 b)",
       "Pana la 3 muncitori pot fi plasati in grajduri,dar un singur jucator poate plasa un singur "
       "muncitor.",
       ""},
      {R::place_inn, "Faza 2 b)",
       "Daca un muncitor este plasat in han,jucatorul il va aseza pe cercul din stanga. ... (un "
       "jucator poate avea 2 muncitori aici simultan)",
       ""},
      {R::place_castle_one_per_player, "Faza 2 e)",
       "Castelul poate contine mai multi jucatori,insa fiecare poate plasa unul singur.", ""},
      {R::place_workers, "Faza 2 a) Passing", "deoarece a ramas fara bani sau fara muncitori", ""},
      {R::special_gate, "Faza 3 a) Poarta",
       "Daca un muncitor a fost plasat pe acest spatiu,jucatorul il poate lua de acolo si plasa pe "
       "orice cladire neocupata gratis.",
       ""},
      {R::special_trading_post, "Faza 3 b) oficiul comercial",
       "Jucatorul ia 3 monede din stoc si apoi isi ia muncitorul inapoi", ""},
      {R::special_merchants_guild, "Faza 3 c) breasla comerciantilor",
       "poate alege sa mute ofiterul maxim 3 spatii inainte sau inapoi de-a lungul drumului "
       "gratis.",
       ""},
      {R::special_joust_field, "Faza 3 d) campul de turnire",
       "Jucatorul poate alege sa plateasca in stoc o moneda si un cub de textil(mov) cu scopul "
       "obtinerii unui favor regal ... Nu poti plati o moneda si un cub de textil de mai multe ori "
       "pentru a obtine mai multe favoruri intr-o tura.",
       ""},
      {R::special_stables, "Faza 3 e) grajdurile",
       "Ordinea de mutare se schimba : daca un jucator isi plaseaza un muncitor pe cercul cu "
       "numarul 1,acesta va deveni jucatorul cu prima mutare in tura urmatoare ... Aceasta va fi "
       "ordinea de mutare de acum incolo.",
       N_("the rule says \"in tura urmatoare\" (in the next turn), which reads as "
          "stables_effect=next_turn; its example says \"de acum incolo\" (from now on), the French "
          "default immediate")},
      {R::special_inn, "Faza 3 f) hanul",
       "Daca un jucator a plasat un muncitor in tura curenta ,muncitorul va fi luat si mutat pe "
       "cercul din dreapta(muncitorul va ramane acolo pentru tura urmatoare).Muncitorul ce a "
       "ocupat cercul din dreapta mai inainte va fi inlaturat si va fi luat de seful lui inapoi.",
       ""},
      {R::provost_order, kProvost,
       "Fiecare jucator poate muta ofiterul maxim 3 spatii inainte sau inapoi platind cate o "
       "moneda pentru fiecare spatiu.Este posibil de asemenea sa dati pas in caz ca nu doriti sa "
       "mutati ofiterul.",
       ""},
      {R::provost_bounds, kProvost,
       "Ofiterul nu poate fi mutat inapoi pe pod sau pe cladirile speciale de dinainte de pod,nici "
       "sa se duca dincolo de ultimul spatiu de pe drum. Ofiterul poate muta pe spatiile goale.",
       ""},
      {R::provost_cost, kProvost, "platind cate o moneda pentru fiecare spatiu", ""},
      {R::activate_order, kActivation,
       "Constructiile dincolo de pozitia curenta a ofiterului nu vor fi folosite.", ""},
      {R::activate_optional, kActivation,
       "Un jucator nu trebuie sa se conformeze cu efectul unei ... doar daca nu este o constructie "
       "de productie",
       N_("the sentence is garbled (\"need not comply ... only if it is not a production "
          "building\") but means the French rule")},
      {R::activate_stone_owner_bonus, "Faza 5 a) constructiile de productie",
       "daca o constructie de producere a pietrei(cele cu fundal gri)este activata de altcineva "
       "decat proprietarul acesteia,proprietarul ia un cub din stoc(ales dintre resursele produse "
       "de respectiva constructie).",
       N_("\"de producere a pietrei\" (stone-producing) mistranslates \"en pierre\" (built of "
          "stone); the parenthesis (grey background) is the French rule")},
      {R::activate_once, "Faza 5 d) pietele, e) negustorii ambulanti",
       "Nu este posibil sa vindeti mai multe cuburi deodata. ... La negustorul ambulant fix nu "
       "puteti cumpara mai mult decat 1 cub.",
       ""},
      {R::build_kind, "Faza 5 b) cladirile de constructie",
       "permite jucatorilor sa construiasca doar cladirile de lemn (cartonasele cu fundal maro)",
       ""},
      {R::build_available, "Faza 5 b) cladirile de constructie",
       "Este posibil sa construiesti o cladire doar daca este disponibila in stoc.",
       N_("its tiles (\"9 de piatra\") and text have no jeweler: a first edition, edition=first; "
          "the French is the second, the default")},
      {R::build_cost, "Faza 5 b) cladirile de constructie",
       "Pentru a construi o cladire jucatorul trebuie sa plateasca pretul in cuburi (pretul este "
       "afisat in coltul din stanga sus al cartonasului) din stocul propriu.",
       ""},
      {R::build_site, "Faza 5 b) cladirile de constructie",
       "noua cladire este asezata pe primul spatiu liber(neconstruit) al drumului", ""},
      {R::build_no_space, "Faza 5 b) cladirile de constructie",
       "noua cladire este asezata pe primul spatiu liber(neconstruit) al drumului",
       N_("silent, as the French rulebook, on a road with no empty space")},
      {R::build_prestige_site, "Faza 5 b) cladirile de constructie",
       "Cladirile de prestigiu urmaresc aceleasi reguli,dar nu pot fi construite decat inlocuind "
       "apartamentele rezidentiale proprii",
       ""},
      {R::build_favors, "Faza 5 b), f)",
       "statuia,teatrul,universitatea : constructorul primeste imediat un favor regal ... "
       "monumentul : jucatorul care a construit monumentul primeste imediat 2 favoruri regale. ... "
       "Jucatorul care construieste aceasta cladire castiga 3 puncte de prestigiu si un favor "
       "regal",
       ""},
      {R::notary_transform, "Faza 5 c) avocatul",
       "Avocatul permite jucatorilor sa transforme cladirile neutre(cele cu fundal roz) sau una "
       "dintre constructiile proprii in apartamente de locuit ... jucatorul trebuie sa plateasca "
       "inapoi in stoc 1 cub de textil si o moneda ... Avocatul nu poate transforma o cladire de "
       "prestigiu,o cladire fixa o cladire speciala sau un apartament.",
       ""},
      {R::notary_returned_tile, "Faza 5 c) avocatul",
       "Oricand cladirea unui jucator este transformata ,ea se duce inapoi in stoc si poate fi "
       "apoi reconstruita. Cladirile neutre sunt inlocuite definitiv fara a mai putea fi "
       "reconstruite.",
       N_("supports notary_returned_tile=stock, as the French")},
      {R::notary_occupied, "Faza 5 c) avocatul",
       "Daca exista un muncitor in cladirea in care un jucator vrea sa o transforme,jucatorul "
       "plateste imediat,dar actiunea avocatului va avea loc dupa activarea respectivei cladiri.",
       N_("supports notary_delay=after_target_activation (after the target's activation, as the "
          "English and Spanish rulebooks), not the French default end_of_activation")},
      {R::building_effect, kActivation,
       "Un jucator nu trebuie sa se conformeze cu efectul unei ... doar daca nu este o constructie "
       "de productie",
       ""},
      {R::castle_order, kCastle,
       "Jucatorii trebuie sa construiasca castelul conform ordinei de venire la castel in tura "
       "respectiva (incepand cu spatiul 1).",
       ""},
      {R::castle_batch, kCastle,
       "Un set trebuie sa fie compus din 3 cuburi diferite,din care unul trebuie sa fie de hrana",
       ""},
      {R::castle_section, kCastle,
       "Daca nu mai este loc pentru o noua casa in respectiva sectiune,jucatorul poate incepe si "
       "sectiunea de castel urmatoare",
       ""},
      {R::castle_prestige, kCastle,
       "pentru fiecare set oferit pentru construirea inchisorii,jucatorul castiga 5 puncte,de "
       "prestigiu",
       ""},
      {R::castle_penalty, kCastle,
       "el pierde 2 puncte de prestigiu ... Aceasta penalizare nu se aplica,atunci cand in timpul "
       "fazei turnurilor,un jucator nu poate oferi un set pentru ca nu mai este loc(daca jucatorul "
       "detine cel putin un set,el pastreaza cuburile iar prestigiul acestuia nu este afectat).",
       ""},
      {R::castle_best_builder, kCastle,
       "Daca 2 sau mai multi jucatori sunt la egalitate,cel care a ajuns primul la castel dintre "
       "toti va primi favorul regal.",
       ""},
      {R::prestige_floor, kCastle, "(nu este posibil ca un jucator sa aibe punctaj negativ)", ""},
      {R::bailiff_move, kEndTurn,
       "daca ofiterul este situat dupa primar de-a lungul drumului(adica,mai departe de "
       "castel),primarul se misca 2 spatii in fata pentru tura urmatoare.",
       ""},
      {R::provost_reset, kEndTurn,
       "O data ce primarul a mutat,unul din jucatori va aseza ofiterul pe spatiul pe care primarul "
       "doar ce a ajuns.",
       ""},
      {R::scoring_trigger, kEndTurn,
       "daca primarul in timpul miscarii sale,atinge sau trece peste un spatiu marcat cu una din "
       "cele 3 zone de punctare ... sau daca o sectiune a castelului a fost finalizata complet",
       ""},
      {R::scoring_once, kEndTurn, "(in orice caz,va fi doar o singura punctare per sectiune)", ""},
      {R::scoring_order, kScoring,
       "fiecare jucator,urmandu-si randul la mutare, isi numara casele din castel construite din "
       "sectiunea corespunzatoare",
       ""},
      {R::scoring_dungeon, kScoring,
       "nici o casa = -2 puncte de prestigiu ... 2 case sau mai multe = 1 favor regal", ""},
      {R::scoring_walls, kScoring,
       "nici o casa = -3 puncte de prestigiu ... 5 sau mai multe case = 3 favoruri regale", ""},
      {R::scoring_towers, kScoring,
       "nici o casa = -4 puncte ... 6 case sau mai multe = 3 favoruri regale", ""},
      {R::scoring_next_section, kScoring,
       "Cand punctarea este gata,oriunde ar fi primarul de-a lungul drumului,jucatorul trebuie "
       "acum sa se concentreze pe ... chiar daca au ramas spatii libere in sectiunea care a fost "
       "deja punctata.",
       ""},
      {R::game_end, kEnd, "Jocul se termina imediat dupa punctarea sectiunii turnurilor", ""},
      {R::favor_choose, kFavor,
       "Oricand un jucator castiga un favor,el trebuie sa aleaga o linie pe rand,si,daca este "
       "posibil,sa avanseze marcatorul propriu spre dreapta cate un spatiu. ... jucatorul poate "
       "construi o cladire de prestigiu pe unul din apartamentele sale (cost normal)",
       N_("\"cost normal\" supports favor_architect_cost=full, as the French; its prestige row "
          "says \"intre 1 si'6 puncte\", a typo for 1 to 5 (RULES.md)")},
      {R::favor_columns, kFavor,
       "Coloanele 3 si 4 sunt disponibile dupa punctarea sectiunii inchisorii(chiar daca jucatori "
       "au inceput sa construiasca deja in sectiunea urmatoare).Coloana a 5-a este disponibila "
       "dupa punctarea sectiunii zidurilor",
       ""},
      {R::favor_one_row_per_phase, kFavor,
       "favorurile trebuie sa fie folosite pe linii diferite ... (ATENTIE!!! faza,nu tura)", ""},
      {R::favor_order, kFavor, "",
       N_("the Romanian rulebook has no FAQ; the French FAQ settles the order")},
      {R::end_bonus, kEnd,
       "3 puncte pentru fiecare cub de aur care le-a ramas ... 1 punct pentru 3 cuburi care le-au "
       "ramas(fara aur), ... 1 punct pentru 4 monede care le-au ramas",
       ""},
      {R::end_winner, kEnd,
       "caz de egalitate pentru primul loc,toti jucatorii care sunt la egalitate castiga.", ""},
      {R::two_player_deniers, kTwo,
       "Ambii jucatori incep jocul cu 5 monede (plus cele 2 monede de inceput de tura - faza "
       "colectarea venitului)",
       ""},
      {R::two_player_order, kTwo,
       "Ordinea de mutare se schimba la inceputul fiecarei ture.Un jucator joaca primul intr-o "
       "tura si al 2-lea la tura urmatoare etc.",
       ""},
      {R::two_player_no_stables, kTwo, "In consecinta grajdurile nu sunt folosite.", ""},
  };
}

}  // namespace caylus::rule_quote_rows
