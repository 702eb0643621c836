// The building catalog (RULES.md, "Building table"): one row of data per tile, apart from the
// behaviour that reads it (rules/activation.cpp dispatches on `Effect`).
//
// Fixed buildings are printed on the board; neutral tiles are shuffled onto spaces 1-6; wood,
// stone and prestige tiles wait in the stock until built; residences are unlimited.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace caylus {

enum class BuildingId : std::uint8_t {
  none,
  // fixed
  fixed_peddler,
  fixed_carpenter,
  gold_mine,
  // neutral
  neutral_farm,
  neutral_forest,
  neutral_sawmill,
  neutral_quarry,
  neutral_market,
  neutral_carpenter,
  // wood
  wood_farm_food,
  wood_farm_cloth,
  wood_quarry,
  wood_sawmill,
  wood_market,
  wood_peddler,
  lawyer,
  mason,
  // stone
  stone_farm,
  park,
  workshop,
  architect_1,
  architect_2,
  church,
  tailor,
  bank,
  alchemist,
  jeweler,
  // residential
  residence,
  // prestige
  statue,
  theater,
  university,
  monument,
  granary,
  weaver,
  cathedral,
  library,
  hotel,
  count
};
inline constexpr int kBuildingCount = static_cast<int>(BuildingId::count);

enum class BuildingKind : std::uint8_t { none, fixed, neutral, wood, stone, residence, prestige };
// Their names in messages ("a stone building") and the rule texts ("church (stone building)").
inline constexpr auto kBuildingKindNames =
    names_of<BuildingKind>("none", "fixed", "neutral", "wood", "stone", "residential", "prestige");

// What a worker standing on the building does in phase 5. The numbers of each tile (what it
// produces, what it buys and sells, at which rate) are columns of the table (core/buildings.cpp).
enum class Effect : std::uint8_t {
  none,        // residence, prestige: no worker may stand there
  production,  // mandatory: take one of `production`
  market,      // sell a cube of any type: its one offer (gold: option market_sells_gold)
  peddler,     // buy cubes of choice (not gold): one of its offers
  carpenter,   // build one wood building
  mason,       // build one stone building
  architect,   // build one prestige building on a residence
  notary,      // transform a building into a residence (the lawyer tile)
  church,      // one of its two offers
  tailor,      // one of its two offers
  bank,        // one of its two offers
  alchemist,   // one of its two offers (cubes of any type)
  jeweler,     // one of its two offers
};

// One exchange printed on a tile: the user pays `give` and `give_any` cubes of its choice (any
// type, gold included), and receives `gain` and `gain_choice` cubes of its choice among food,
// wood, stone and cloth ("pas d'or").
struct Offer {
  Resources give;
  Resources gain;
  std::int8_t give_any;
  std::int8_t gain_choice;
};

// Whether paying `give` for `gain` takes `offer`: its goods, plus exactly its number of cubes of
// choice on each side (paid: any type; received: never gold).
bool offer_taken_by(const Offer& offer, const Resources& give, const Resources& gain);

struct BuildingData {
  BuildingId id;
  std::string_view name;  // the id as written in logs
  BuildingKind kind;
  Effect effect;
  Resources cost;        // cubes paid to build; the residence: the notary's price, with a denier
  std::int8_t cost_any;  // extra cubes of any type (incl. gold) in the cost ("W + any")
  std::int8_t prestige;  // PP gained when built (the lawyer: see option lawyer_prestige)
  std::int8_t favors;    // favors gained when built (build.favors)
  std::int8_t income;    // extra deniers in phase 1 (income.residence, .library, .hotel)
  // production: up to two alternative yields ("2 F or 1 C"); one if there is no choice.
  std::array<Resources, 2> production;
  std::int8_t production_options;
  // stone production buildings: the cubes the owner may take as its bonus (two choices).
  std::array<Cube, 2> owner_bonus;
  bool has_owner_bonus;
  // market, peddlers and the exchange buildings: the user takes one of these offers.
  std::array<Offer, 2> offers;
  std::int8_t offer_count;
};

extern const std::array<BuildingData, kBuildingCount> kBuildingTable;
inline const BuildingData& building(BuildingId id) {
  return kBuildingTable[static_cast<int>(id)];
}
std::string_view building_name(BuildingId id);
bool parse_building(std::string_view text, BuildingId& out);
// Buildings named short, as people write them ("place quarry"): the id without its material
// prefix (neutral_, fixed_, wood_, stone_), e.g. "quarry", "farm_food", "carpenter".
std::string_view short_building_name(BuildingId id);
// How well `text` names `id`: 3 its id, 2 its short name, 1 one word of its id ("farm" of
// wood_farm_food), 0 not at all. A reader takes the best level at which exactly one candidate
// matches (replay/notation/notation.h).
int building_name_match(std::string_view text, BuildingId id);
// The tiles a name written in a log names, the one rule the readers and the writers share (issue
// 30: a writer writes a name only when this gives back the tile it means, so no conversion can
// turn one action into another). An id names its own tile, whatever its kind. Any other name is
// looked for among the tiles the parameter speaks of (`among`: the stock's tiles for a build,
// the six neutral ones for the setup) and, when it names none of them, in the whole table; at
// the best level of building_name_match. One tile: the name is clear; several: it is ambiguous
// (the log's fault, an input error listing them); none: it names no tile. It never looks at a
// game's state: which tiles are still in the stock does not change what a name means.
std::vector<BuildingId> tiles_named(std::string_view text, bool (*among)(BuildingId));
// The shortest name of `id` that tiles_named(name, among) reads back as `id` alone: its short
// name when that is clear, else its id.
std::string_view tile_text(BuildingId id, bool (*among)(BuildingId));

inline constexpr std::array<BuildingId, 6> kNeutralBuildings = {
    BuildingId::neutral_farm,   BuildingId::neutral_forest, BuildingId::neutral_sawmill,
    BuildingId::neutral_quarry, BuildingId::neutral_market, BuildingId::neutral_carpenter};

// Tiles that start in the stock (wood, stone, prestige). The jeweler exists only in the second
// edition (option `edition`).
bool is_stock_tile(BuildingId id);
bool is_neutral_tile(BuildingId id);

// A set of tiles as a bit mask, indexed by BuildingId.
using TileSet = std::uint64_t;
constexpr TileSet tile_bit(BuildingId id) {
  return TileSet{1} << static_cast<int>(id);
}
// The tiles of the game (build.available): the fixed, neutral, wood, stone and prestige
// buildings, each one piece; residences are unlimited and no tile of it. The jeweler only when
// the edition has it (option edition: core/option_readings.h, edition_tiles).
TileSet game_tiles(bool with_jeweler);
static_assert(kBuildingCount <= 64);

}  // namespace caylus
