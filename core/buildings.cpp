// The building table of RULES.md, one row per tile. Numbers are printed on the tiles; see the
// "Building table" section of RULES.md for their sources (tests/building_table_test.cpp holds
// this table to RULES.md's, row by row).
#include "core/buildings.h"

namespace caylus {
namespace {

// What a tile shows, in RULES.md's notation: 2 * F + C is "2 F + 1 C". ANY is a cube of any
// type, gold included (a cost's "any", what the market and the alchemist take); CUBE is a cube
// of choice among F/W/S/C (what the peddlers sell).
struct Goods {
  Resources fixed{};
  int any = 0;
  int choice = 0;
};
constexpr Goods operator+(Goods a, const Goods& b) {
  for (int c = 0; c < kCubeTypes; ++c)
    a.fixed.cubes[c] = static_cast<std::int16_t>(a.fixed.cubes[c] + b.fixed.cubes[c]);
  a.fixed.deniers = static_cast<std::int16_t>(a.fixed.deniers + b.fixed.deniers);
  a.fixed.prestige = static_cast<std::int16_t>(a.fixed.prestige + b.fixed.prestige);
  a.any += b.any;
  a.choice += b.choice;
  return a;
}
constexpr Goods operator*(int n, const Goods& g) {
  Goods sum;
  for (int i = 0; i < n; ++i) sum = sum + g;
  return sum;
}
constexpr Goods one(Cube c) {
  Goods g;
  g.fixed.cubes[static_cast<int>(c)] = 1;
  return g;
}
constexpr Goods F = one(Cube::food), W = one(Cube::wood), S = one(Cube::stone),
                C = one(Cube::cloth), G = one(Cube::gold);
constexpr Goods D{Resources{{}, 1, 0}};   // a denier
constexpr Goods PP{Resources{{}, 0, 1}};  // a prestige point
constexpr Goods ANY{{}, 1, 0};
constexpr Goods CUBE{{}, 0, 1};

// Resources' == compares bytes, which a constant expression cannot.
constexpr bool same(const Resources& a, const Resources& b) {
  return a.cubes == b.cubes && a.deniers == b.deniers && a.prestige == b.prestige;
}
constexpr bool empty(const Goods& g) {
  return g.any == 0 && g.choice == 0 && same(g.fixed, Resources{});
}
constexpr Resources only_fixed(const Goods& g) {
  // A column that cannot hold "any" or "cube" refuses it at compile time (a throw is not a
  // constant expression).
  if (g.any != 0 || g.choice != 0) throw "only the offers and the cost take ANY or CUBE";
  return g.fixed;
}
// The owner bonus column names cubes (F, C), one each.
constexpr Cube single_cube(const Goods& g) {
  for (Cube c : kAllCubes)
    if (same(only_fixed(g), one(c).fixed)) return c;
  throw "an owner bonus is one cube";
}

struct Trade {
  Goods give{}, gain{};
};
struct Pair {  // up to two alternatives ("2 F or 1 C"); {} for none
  Goods first{}, second{};
};
struct Trades {
  Trade first{}, second{};
};

constexpr BuildingData row(BuildingId id, std::string_view name, BuildingKind kind, Effect effect,
                           Goods cost, int prestige, int favors, int income, Pair production,
                           Pair owner_bonus, Trades offers) {
  BuildingData b{};
  b.id = id;
  b.name = name;
  b.kind = kind;
  b.effect = effect;
  if (cost.choice != 0) throw "a cost's cube of choice is ANY";
  b.cost = cost.fixed;
  b.cost_any = static_cast<std::int8_t>(cost.any);
  b.prestige = static_cast<std::int8_t>(prestige);
  b.favors = static_cast<std::int8_t>(favors);
  b.income = static_cast<std::int8_t>(income);
  for (const Goods& yield : {production.first, production.second})
    if (!empty(yield)) b.production[b.production_options++] = only_fixed(yield);
  b.has_owner_bonus = !empty(owner_bonus.first);
  if (b.has_owner_bonus)
    b.owner_bonus = {single_cube(owner_bonus.first), single_cube(owner_bonus.second)};
  for (const Trade& t : {offers.first, offers.second}) {
    if (empty(t.give) && empty(t.gain)) continue;
    if (t.give.choice != 0 || t.gain.any != 0) throw "one pays ANY cubes and gains CUBEs";
    b.offers[b.offer_count++] =
        Offer{t.give.fixed, t.gain.fixed, static_cast<std::int8_t>(t.give.any),
              static_cast<std::int8_t>(t.gain.choice)};
  }
  return b;
}

using K = BuildingKind;
using E = Effect;
#define TILE(id) BuildingId::id, #id  // a tile's id and its name in logs are the same word

// One row per tile, as RULES.md's "Building table" prints it (costs, PP, favors when built,
// income, production "one of", the owner's bonus cube "one of", the offers "one of", give ->
// gain). Rule behaviour reading these columns is in core/rules/ (activation.cpp, construction.cpp,
// income.cpp); the lawyer's PP is option lawyer_prestige.
// clang-format off
constexpr std::array<BuildingData, kBuildingCount> kTable = {{
    //  tile                     kind          effect         cost           PP fav inc  production   owner bonus offers {give, gain}
    row(TILE(none),              K::none,      E::none,       {},             0,  0,  0, {},          {},         {}),
    // Fixed: printed on the board.
    row(TILE(fixed_peddler),     K::fixed,     E::peddler,    {},             0,  0,  0, {},          {},         {{2 * D, CUBE}}),
    row(TILE(fixed_carpenter),   K::fixed,     E::carpenter,  {},             0,  0,  0, {},          {},         {}),
    row(TILE(gold_mine),         K::fixed,     E::production, {},             0,  0,  0, {G},         {},         {}),
    // Neutral: shuffled onto road spaces 1-6.
    row(TILE(neutral_farm),      K::neutral,   E::production, {},             0,  0,  0, {F, C},      {},         {}),
    row(TILE(neutral_forest),    K::neutral,   E::production, {},             0,  0,  0, {F, W},      {},         {}),
    row(TILE(neutral_sawmill),   K::neutral,   E::production, {},             0,  0,  0, {W},         {},         {}),
    row(TILE(neutral_quarry),    K::neutral,   E::production, {},             0,  0,  0, {S},         {},         {}),
    row(TILE(neutral_market),    K::neutral,   E::market,     {},             0,  0,  0, {},          {},         {{ANY, 4 * D}}),
    row(TILE(neutral_carpenter), K::neutral,   E::carpenter,  {},             0,  0,  0, {},          {},         {}),
    // Wood: built by a carpenter.
    row(TILE(wood_farm_food),    K::wood,      E::production, F + W,          2,  0,  0, {2 * F, C},  {},         {}),
    row(TILE(wood_farm_cloth),   K::wood,      E::production, F + W,          2,  0,  0, {2 * C, F},  {},         {}),
    row(TILE(wood_quarry),       K::wood,      E::production, F + W,          2,  0,  0, {2 * S},     {},         {}),
    row(TILE(wood_sawmill),      K::wood,      E::production, F + W,          2,  0,  0, {2 * W},     {},         {}),
    row(TILE(wood_market),       K::wood,      E::market,     W + ANY,        4,  0,  0, {},          {},         {{ANY, 6 * D}}),
    row(TILE(wood_peddler),      K::wood,      E::peddler,    W + ANY,        4,  0,  0, {},          {},         {{D, CUBE}, {2 * D, 2 * CUBE}}),
    row(TILE(lawyer),            K::wood,      E::notary,     W + C,          4,  0,  0, {},          {},         {}),
    row(TILE(mason),             K::wood,      E::mason,      F + W,          4,  0,  0, {},          {},         {}),
    // Stone: built by a mason.
    row(TILE(stone_farm),        K::stone,     E::production, F + S,          3,  0,  0, {2 * F + C}, {F, C},     {}),
    row(TILE(park),              K::stone,     E::production, F + S,          3,  0,  0, {2 * W + F}, {W, F},     {}),
    row(TILE(workshop),          K::stone,     E::production, F + S,          3,  0,  0, {2 * S + C}, {S, C},     {}),
    row(TILE(architect_1),       K::stone,     E::architect,  F + S,          6,  0,  0, {},          {},         {}),
    row(TILE(architect_2),       K::stone,     E::architect,  F + S,          6,  0,  0, {},          {},         {}),
    row(TILE(church),            K::stone,     E::church,     S + C,          3,  1,  0, {},          {},         {{2 * D, 3 * PP}, {4 * D, 5 * PP}}),
    row(TILE(tailor),            K::stone,     E::tailor,     W + S,          6,  0,  0, {},          {},         {{2 * C, 4 * PP}, {3 * C, 6 * PP}}),
    row(TILE(bank),              K::stone,     E::bank,       W + S,          6,  0,  0, {},          {},         {{2 * D, G}, {5 * D, 2 * G}}),
    row(TILE(alchemist),         K::stone,     E::alchemist,  F + S,          6,  0,  0, {},          {},         {{2 * ANY, G}, {4 * ANY, 2 * G}}),
    row(TILE(jeweler),           K::stone,     E::jeweler,    S + C,          6,  0,  0, {},          {},         {{G, 5 * PP}, {2 * G, 9 * PP}}),
    // Residential: made by the notary only; its cost is the notary's price.
    row(TILE(residence),         K::residence, E::none,       C + D,          2,  0,  1, {},          {},         {}),
    // Prestige: built by an architect on one of the builder's residences.
    row(TILE(statue),            K::prestige,  E::none,       2 * S + G,      7,  1,  0, {},          {},         {}),
    row(TILE(theater),           K::prestige,  E::none,       3 * W + 2 * G, 14,  1,  0, {},          {},         {}),
    row(TILE(university),        K::prestige,  E::none,       3 * S + 2 * G, 14,  1,  0, {},          {},         {}),
    row(TILE(monument),          K::prestige,  E::none,       4 * S + 2 * G, 14,  2,  0, {},          {},         {}),
    row(TILE(granary),           K::prestige,  E::none,       3 * F + G,     10,  0,  0, {},          {},         {}),
    row(TILE(weaver),            K::prestige,  E::none,       3 * C + G,     12,  0,  0, {},          {},         {}),
    row(TILE(cathedral),         K::prestige,  E::none,       5 * S + 3 * G, 25,  0,  0, {},          {},         {}),
    row(TILE(library),           K::prestige,  E::none,       3 * W + G,     10,  0,  1, {},          {},         {}),
    row(TILE(hotel),             K::prestige,  E::none,       3 * S + 2 * G, 16,  0,  2, {},          {},         {}),
}};
// clang-format on
#undef TILE

constexpr bool table_in_order() {
  for (int i = 0; i < kBuildingCount; ++i)
    if (static_cast<int>(kTable[i].id) != i) return false;
  return true;
}
static_assert(table_in_order(), "kTable rows must follow the BuildingId order");

}  // namespace

const std::array<BuildingData, kBuildingCount> kBuildingTable = kTable;
std::string_view building_name(BuildingId id) {
  return kTable[static_cast<int>(id)].name;
}

std::string_view short_building_name(BuildingId id) {
  std::string_view name = building_name(id);
  for (std::string_view prefix : {"neutral_", "fixed_", "wood_", "stone_"})
    if (name.starts_with(prefix)) return name.substr(prefix.size());
  return name;
}

int building_name_match(std::string_view text, BuildingId id) {
  if (id == BuildingId::none || text.empty()) return 0;
  std::string_view name = building_name(id);
  if (text == name) return 3;
  if (text == short_building_name(id)) return 2;
  // A number is a road space, never a word of an id: "2" is space 2, not architect_2 (issue 30:
  // the text and JSON readers would read it differently).
  if (text.find_first_not_of("0123456789") == std::string_view::npos) return 0;
  for (std::size_t start = 0; start <= name.size();) {
    std::size_t end = name.find('_', start);
    if (end == std::string_view::npos) end = name.size();
    if (name.substr(start, end - start) == text) return 1;
    start = end + 1;
  }
  return 0;
}

namespace {
// The tiles of the table (`among`, or all) that `text` names at its best level.
std::vector<BuildingId> best_of(std::string_view text, bool (*among)(BuildingId)) {
  std::vector<BuildingId> found;
  int best = 0;
  for (int i = 1; i < kBuildingCount; ++i) {
    auto id = static_cast<BuildingId>(i);
    if (among != nullptr && !among(id)) continue;
    int level = building_name_match(text, id);
    if (level == 0 || level < best) continue;
    if (level > best) found.clear();
    best = level;
    found.push_back(id);
  }
  return found;
}
}  // namespace

std::vector<BuildingId> tiles_named(std::string_view text, bool (*among)(BuildingId)) {
  BuildingId exact = BuildingId::none;
  if (parse_building(text, exact) && exact != BuildingId::none) return {exact};
  auto found = best_of(text, among);
  return found.empty() ? best_of(text, nullptr) : found;
}

std::string_view tile_text(BuildingId id, bool (*among)(BuildingId)) {
  std::string_view short_name = short_building_name(id);
  auto found = tiles_named(short_name, among);
  return found.size() == 1 && found[0] == id ? short_name : building_name(id);
}

bool parse_building(std::string_view text, BuildingId& out) {
  for (int i = 1; i < kBuildingCount; ++i) {
    if (kTable[i].name == text) {
      out = static_cast<BuildingId>(i);
      return true;
    }
  }
  return false;
}

namespace {
bool takes(const Resources& taken, const Resources& fixed, int chosen, bool gold_chosen) {
  if (taken.deniers != fixed.deniers || taken.prestige != fixed.prestige) return false;
  int extra = 0;
  for (Cube c : kAllCubes) {
    int more = taken[c] - fixed[c];
    if (more < 0 || (more > 0 && c == Cube::gold && !gold_chosen)) return false;
    extra += more;
  }
  return extra == chosen;
}
}  // namespace

bool offer_taken_by(const Offer& offer, const Resources& give, const Resources& gain) {
  return takes(give, offer.give, offer.give_any, true) &&
         takes(gain, offer.gain, offer.gain_choice, false);
}

bool is_neutral_tile(BuildingId id) {
  return building(id).kind == BuildingKind::neutral;
}

TileSet game_tiles(bool with_jeweler) {
  // Asked at every setup and by the judge and the invariants of every board: the two sets are
  // read off the table once.
  static const std::array<TileSet, 2> kTiles = [] {
    std::array<TileSet, 2> tiles{};
    for (int id = 1; id < kBuildingCount; ++id) {
      auto b = static_cast<BuildingId>(id);
      if (building(b).kind == BuildingKind::residence) continue;
      tiles[1] |= tile_bit(b);
      if (b != BuildingId::jeweler) tiles[0] |= tile_bit(b);
    }
    return tiles;
  }();
  return kTiles[with_jeweler ? 1 : 0];
}

bool is_stock_tile(BuildingId id) {
  auto kind = building(id).kind;
  return kind == BuildingKind::wood || kind == BuildingKind::stone ||
         kind == BuildingKind::prestige;
}

}  // namespace caylus
