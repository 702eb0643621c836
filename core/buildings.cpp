// The building table of RULES.md, one row per tile. Numbers are printed on the tiles; see the
// "Building table" section of RULES.md for their sources.
#include "core/buildings.h"

namespace caylus {
namespace {

constexpr Resources cubes(int food, int wood, int stone, int cloth, int gold) {
  Resources r;
  r.cubes = {static_cast<std::int16_t>(food), static_cast<std::int16_t>(wood),
             static_cast<std::int16_t>(stone), static_cast<std::int16_t>(cloth),
             static_cast<std::int16_t>(gold)};
  return r;
}
constexpr Resources kNothing{};

using K = BuildingKind;
using E = Effect;
using C = Cube;

// Columns: id, name, kind, effect, cost, cost_any, prestige, favors, income,
//          production options (up to 2), count, owner bonus cubes, has bonus, market, peddler.
constexpr BuildingData kTable[kBuildingCount] = {
    {BuildingId::none, "none", K::none, E::none, kNothing, 0, 0, 0, 0, {}, 0, {}, false, 0, 0},
    // Fixed: printed on the board.
    {BuildingId::fixed_peddler, "fixed_peddler", K::fixed, E::peddler, kNothing, 0, 0, 0, 0, {}, 0,
     {}, false, 0, 1},
    {BuildingId::fixed_carpenter, "fixed_carpenter", K::fixed, E::carpenter, kNothing, 0, 0, 0, 0,
     {}, 0, {}, false, 0, 0},
    {BuildingId::gold_mine, "gold_mine", K::fixed, E::production, kNothing, 0, 0, 0, 0,
     {cubes(0, 0, 0, 0, 1)}, 1, {}, false, 0, 0},
    // Neutral.
    {BuildingId::neutral_farm, "neutral_farm", K::neutral, E::production, kNothing, 0, 0, 0, 0,
     {cubes(1, 0, 0, 0, 0), cubes(0, 0, 0, 1, 0)}, 2, {}, false, 0, 0},
    {BuildingId::neutral_forest, "neutral_forest", K::neutral, E::production, kNothing, 0, 0, 0, 0,
     {cubes(1, 0, 0, 0, 0), cubes(0, 1, 0, 0, 0)}, 2, {}, false, 0, 0},
    {BuildingId::neutral_sawmill, "neutral_sawmill", K::neutral, E::production, kNothing, 0, 0, 0,
     0, {cubes(0, 1, 0, 0, 0)}, 1, {}, false, 0, 0},
    {BuildingId::neutral_quarry, "neutral_quarry", K::neutral, E::production, kNothing, 0, 0, 0, 0,
     {cubes(0, 0, 1, 0, 0)}, 1, {}, false, 0, 0},
    {BuildingId::neutral_market, "neutral_market", K::neutral, E::market, kNothing, 0, 0, 0, 0, {},
     0, {}, false, 4, 0},
    {BuildingId::neutral_carpenter, "neutral_carpenter", K::neutral, E::carpenter, kNothing, 0, 0,
     0, 0, {}, 0, {}, false, 0, 0},
    // Wood, built by a carpenter.
    {BuildingId::wood_farm_food, "wood_farm_food", K::wood, E::production, cubes(1, 1, 0, 0, 0), 0,
     2, 0, 0, {cubes(2, 0, 0, 0, 0), cubes(0, 0, 0, 1, 0)}, 2, {}, false, 0, 0},
    {BuildingId::wood_farm_cloth, "wood_farm_cloth", K::wood, E::production, cubes(1, 1, 0, 0, 0),
     0, 2, 0, 0, {cubes(0, 0, 0, 2, 0), cubes(1, 0, 0, 0, 0)}, 2, {}, false, 0, 0},
    {BuildingId::wood_quarry, "wood_quarry", K::wood, E::production, cubes(1, 1, 0, 0, 0), 0, 2, 0,
     0, {cubes(0, 0, 2, 0, 0)}, 1, {}, false, 0, 0},
    {BuildingId::wood_sawmill, "wood_sawmill", K::wood, E::production, cubes(1, 1, 0, 0, 0), 0, 2,
     0, 0, {cubes(0, 2, 0, 0, 0)}, 1, {}, false, 0, 0},
    {BuildingId::wood_market, "wood_market", K::wood, E::market, cubes(0, 1, 0, 0, 0), 1, 4, 0, 0,
     {}, 0, {}, false, 6, 0},
    {BuildingId::wood_peddler, "wood_peddler", K::wood, E::peddler, cubes(0, 1, 0, 0, 0), 1, 4, 0,
     0, {}, 0, {}, false, 0, 2},
    {BuildingId::lawyer, "lawyer", K::wood, E::notary, cubes(0, 1, 0, 1, 0), 0, 4, 0, 0, {}, 0, {},
     false, 0, 0},
    {BuildingId::mason, "mason", K::wood, E::mason, cubes(1, 1, 0, 0, 0), 0, 4, 0, 0, {}, 0, {},
     false, 0, 0},
    // Stone, built by a mason.
    {BuildingId::stone_farm, "stone_farm", K::stone, E::production, cubes(1, 0, 1, 0, 0), 0, 3, 0,
     0, {cubes(2, 0, 0, 1, 0)}, 1, {C::food, C::cloth}, true, 0, 0},
    {BuildingId::park, "park", K::stone, E::production, cubes(1, 0, 1, 0, 0), 0, 3, 0, 0,
     {cubes(1, 2, 0, 0, 0)}, 1, {C::wood, C::food}, true, 0, 0},
    {BuildingId::workshop, "workshop", K::stone, E::production, cubes(1, 0, 1, 0, 0), 0, 3, 0, 0,
     {cubes(0, 0, 2, 1, 0)}, 1, {C::stone, C::cloth}, true, 0, 0},
    {BuildingId::architect_1, "architect_1", K::stone, E::architect, cubes(1, 0, 1, 0, 0), 0, 6, 0,
     0, {}, 0, {}, false, 0, 0},
    {BuildingId::architect_2, "architect_2", K::stone, E::architect, cubes(1, 0, 1, 0, 0), 0, 6, 0,
     0, {}, 0, {}, false, 0, 0},
    {BuildingId::church, "church", K::stone, E::church, cubes(0, 0, 1, 1, 0), 0, 3, 1, 0, {}, 0, {},
     false, 0, 0},
    {BuildingId::tailor, "tailor", K::stone, E::tailor, cubes(0, 1, 1, 0, 0), 0, 6, 0, 0, {}, 0, {},
     false, 0, 0},
    {BuildingId::bank, "bank", K::stone, E::bank, cubes(0, 1, 1, 0, 0), 0, 6, 0, 0, {}, 0, {}, false,
     0, 0},
    {BuildingId::alchemist, "alchemist", K::stone, E::alchemist, cubes(1, 0, 1, 0, 0), 0, 6, 0, 0,
     {}, 0, {}, false, 0, 0},
    {BuildingId::jeweler, "jeweler", K::stone, E::jeweler, cubes(0, 0, 1, 1, 0), 0, 6, 0, 0, {}, 0,
     {}, false, 0, 0},
    // Residential: made by the notary; +1 denier income (income.residence, counted apart).
    {BuildingId::residence, "residence", K::residence, E::none, kNothing, 0, 2, 0, 0, {}, 0, {},
     false, 0, 0},
    // Prestige, built by an architect on a residence.
    {BuildingId::statue, "statue", K::prestige, E::none, cubes(0, 0, 2, 0, 1), 0, 7, 1, 0, {}, 0,
     {}, false, 0, 0},
    {BuildingId::theater, "theater", K::prestige, E::none, cubes(0, 3, 0, 0, 2), 0, 14, 1, 0, {}, 0,
     {}, false, 0, 0},
    {BuildingId::university, "university", K::prestige, E::none, cubes(0, 0, 3, 0, 2), 0, 14, 1, 0,
     {}, 0, {}, false, 0, 0},
    {BuildingId::monument, "monument", K::prestige, E::none, cubes(0, 0, 4, 0, 2), 0, 14, 2, 0, {},
     0, {}, false, 0, 0},
    {BuildingId::granary, "granary", K::prestige, E::none, cubes(3, 0, 0, 0, 1), 0, 10, 0, 0, {}, 0,
     {}, false, 0, 0},
    {BuildingId::weaver, "weaver", K::prestige, E::none, cubes(0, 0, 0, 3, 1), 0, 12, 0, 0, {}, 0,
     {}, false, 0, 0},
    {BuildingId::cathedral, "cathedral", K::prestige, E::none, cubes(0, 0, 5, 0, 3), 0, 25, 0, 0,
     {}, 0, {}, false, 0, 0},
    {BuildingId::library, "library", K::prestige, E::none, cubes(0, 3, 0, 0, 1), 0, 10, 0, 1, {}, 0,
     {}, false, 0, 0},
    {BuildingId::hotel, "hotel", K::prestige, E::none, cubes(0, 0, 3, 0, 2), 0, 16, 0, 2, {}, 0, {},
     false, 0, 0},
};

constexpr bool table_in_order() {
  for (int i = 0; i < kBuildingCount; ++i)
    if (static_cast<int>(kTable[i].id) != i) return false;
  return true;
}
static_assert(table_in_order(), "kTable rows must follow the BuildingId order");

}  // namespace

const BuildingData& building(BuildingId id) { return kTable[static_cast<int>(id)]; }
std::string_view building_name(BuildingId id) { return kTable[static_cast<int>(id)].name; }

bool parse_building(std::string_view text, BuildingId& out) {
  for (int i = 1; i < kBuildingCount; ++i) {
    if (kTable[i].name == text) {
      out = static_cast<BuildingId>(i);
      return true;
    }
  }
  return false;
}

bool is_stock_tile(BuildingId id) {
  auto kind = building(id).kind;
  return kind == BuildingKind::wood || kind == BuildingKind::stone ||
         kind == BuildingKind::prestige;
}

}  // namespace caylus
