// Basic vocabulary of the game: players, cubes, deniers, prestige, spaces of the board.
//
// Everything here is a small value type with no heap allocation, so that a GameState is a
// compact, trivially copyable value (STYLE.md: "fast by design").
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "core/names.h"

namespace caylus {

inline constexpr int kMaxPlayers = 5;
inline constexpr int kMinPlayers = 2;
inline constexpr int kWorkersPerPlayer = 6;  // setup.workers
inline constexpr int kRoadSpaces = 28;       // the road: spaces 1..28 after the bridge

// A player is identified inside the engine by its seat: its index in the setup's player list,
// which is the initial turn order. Names live in the log, not in the state.
using PlayerIndex = std::int8_t;
inline constexpr PlayerIndex kNoPlayer = -1;

// Cube types, in the order the rulebook lists resources.
enum class Cube : std::uint8_t { food, wood, stone, cloth, gold };
inline constexpr auto kCubeNames = names_of<Cube>("food", "wood", "stone", "cloth", "gold");
inline constexpr int kCubeTypes = kCubeNames.size();
inline constexpr std::array<Cube, kCubeTypes> kAllCubes = {Cube::food, Cube::wood, Cube::stone,
                                                           Cube::cloth, Cube::gold};
// "2 cubes parmi nourriture, bois, pierre et tissu (donc pas d'or)": the non-gold types.
inline constexpr std::array<Cube, 4> kCommonCubes = {Cube::food, Cube::wood, Cube::stone,
                                                     Cube::cloth};

constexpr std::string_view cube_name(Cube cube) {
  return kCubeNames[cube];
}
constexpr bool parse_cube(std::string_view text, Cube& out) {
  return kCubeNames.parse(text, out);
}

// A bundle of goods: cubes, deniers and prestige. Used for what a player owns, what a building
// costs, and what an exchange gives and gains.
struct Resources {
  std::array<std::int16_t, kCubeTypes> cubes{};
  std::int16_t deniers = 0;
  std::int16_t prestige = 0;

  std::int16_t& operator[](Cube c) { return cubes[static_cast<int>(c)]; }
  std::int16_t operator[](Cube c) const { return cubes[static_cast<int>(c)]; }
  int cube_total() const {
    int total = 0;
    for (auto n : cubes) total += n;
    return total;
  }
  bool empty() const { return cube_total() == 0 && deniers == 0 && prestige == 0; }
  // Seven int16 fields and no padding: two overlapping 8-byte compares cover the 14 bytes (the hot
  // path compares many; a 14-byte memcmp is a library call).
  bool operator==(const Resources& o) const {
    static_assert(sizeof(Resources) == 14);
    std::uint64_t a[2], b[2];
    const auto* x = reinterpret_cast<const unsigned char*>(this);
    const auto* y = reinterpret_cast<const unsigned char*>(&o);
    std::memcpy(&a[0], x, 8);
    std::memcpy(&a[1], x + 6, 8);
    std::memcpy(&b[0], y, 8);
    std::memcpy(&b[1], y + 6, 8);
    return a[0] == b[0] && a[1] == b[1];
  }
};
static_assert(sizeof(Resources) == 14, "Resources must have no padding");

// Whether `have` holds at least the cubes and deniers of `need` (prestige is not spendable).
inline bool covers(const Resources& have, const Resources& need) {
  for (int i = 0; i < kCubeTypes; ++i)
    if (have.cubes[i] < need.cubes[i]) return false;
  return have.deniers >= need.deniers;
}

// A space a worker (or the provost) can stand on. Road spaces are 1..28; the special buildings
// before the bridge and the castle have codes above the road.
using Space = std::uint8_t;
inline constexpr Space kNoSpace = 0;
enum class Special : std::uint8_t {
  gate,
  trading_post,
  merchants_guild,
  joust_field,
  stables,
  inn,
  castle
};
inline constexpr auto kSpecialNames = names_of<Special>("gate", "trading_post", "merchants_guild",
                                                        "joust_field", "stables", "inn", "castle");
inline constexpr int kSpecialCount = kSpecialNames.size();
inline constexpr Space kFirstSpecialSpace = kRoadSpaces + 1;
constexpr Space special_space(Special s) {
  return static_cast<Space>(kFirstSpecialSpace + static_cast<int>(s));
}
constexpr bool is_road(Space s) {
  return s >= 1 && s <= kRoadSpaces;
}
constexpr bool is_special(Space s) {
  return s >= kFirstSpecialSpace && s < kFirstSpecialSpace + kSpecialCount;
}
constexpr Special to_special(Space s) {
  return static_cast<Special>(s - kFirstSpecialSpace);
}
constexpr std::string_view special_name(Special s) {
  return kSpecialNames[s];
}
constexpr bool parse_special(std::string_view text, Special& out) {
  return kSpecialNames.parse(text, out);
}

// Board landmarks (RULES.md, Board).
inline constexpr Space kFixedPeddlerSpace = 7;
inline constexpr Space kFixedCarpenterSpace = 8;
inline constexpr Space kGoldMineSpace = 16;
inline constexpr Space kOfficialsStart = 6;  // setup.officials: the last neutral building

// The castle's three sections, scored in this order.
enum class Section : std::uint8_t { dungeon, walls, towers };
inline constexpr auto kSectionNames = names_of<Section>("dungeon", "walls", "towers");
inline constexpr int kSectionCount = kSectionNames.size();
inline constexpr std::array<int, kSectionCount> kSectionCapacity = {6, 10, 14};
inline constexpr std::array<int, kSectionCount> kSectionHousePrestige = {5, 4,
                                                                         3};    // castle.prestige
inline constexpr std::array<Space, kSectionCount> kScoringMark = {12, 18, 24};  // scoring.trigger
constexpr std::string_view section_name(Section s) {
  return kSectionNames[s];
}
constexpr bool parse_section(std::string_view text, Section& out) {
  return kSectionNames.parse(text, out);
}

// The King's favor table: four rows of five columns.
enum class FavorRow : std::uint8_t { prestige, deniers, resources, buildings };
inline constexpr auto kFavorRowNames =
    names_of<FavorRow>("prestige", "deniers", "resources", "buildings");
inline constexpr int kFavorRows = kFavorRowNames.size();
inline constexpr int kFavorColumns = 5;
constexpr std::string_view favor_row_name(FavorRow r) {
  return kFavorRowNames[r];
}
constexpr bool parse_favor_row(std::string_view text, FavorRow& out) {
  return kFavorRowNames.parse(text, out);
}

// The seven phases of a turn, plus the end of the game.
enum class Phase : std::uint8_t {
  income,
  placement,
  special,
  provost,
  activation,
  castle,
  end_of_turn,
  game_over
};
inline constexpr auto kPhaseNames =
    names_of<Phase>("income", "placement", "special", "provost", "activation", "castle",
                    "end_of_turn", "game_over");
constexpr std::string_view phase_name(Phase p) {
  return kPhaseNames[p];
}
constexpr bool parse_phase(std::string_view text, Phase& out) {
  return kPhaseNames.parse(text, out);
}

}  // namespace caylus
