#include "core/types.h"

#include <algorithm>

namespace caylus {
namespace {

template <typename Enum, std::size_t N>
bool parse_from(const std::array<std::string_view, N>& names, std::string_view text, Enum& out) {
  auto it = std::find(names.begin(), names.end(), text);
  if (it == names.end()) return false;
  out = static_cast<Enum>(it - names.begin());
  return true;
}

constexpr std::array<std::string_view, kCubeTypes> kCubeNames = {"food", "wood", "stone", "cloth",
                                                                 "gold"};
constexpr std::array<std::string_view, kSpecialCount> kSpecialNames = {
    "gate", "trading_post", "merchants_guild", "joust_field", "stables", "inn", "castle"};
constexpr std::array<std::string_view, kSectionCount> kSectionNames = {"dungeon", "walls",
                                                                       "towers"};
constexpr std::array<std::string_view, kFavorRows> kFavorRowNames = {"prestige", "deniers",
                                                                     "resources", "buildings"};
constexpr std::array<std::string_view, 8> kPhaseNames = {"income",      "placement",  "special",
                                                         "provost",     "activation", "castle",
                                                         "end_of_turn", "game_over"};

}  // namespace

std::string_view cube_name(Cube cube) {
  return kCubeNames[static_cast<int>(cube)];
}
bool parse_cube(std::string_view text, Cube& out) {
  return parse_from(kCubeNames, text, out);
}

std::string_view special_name(Special s) {
  return kSpecialNames[static_cast<int>(s)];
}
bool parse_special(std::string_view text, Special& out) {
  return parse_from(kSpecialNames, text, out);
}
std::string_view section_name(Section s) {
  return kSectionNames[static_cast<int>(s)];
}
bool parse_section(std::string_view text, Section& out) {
  return parse_from(kSectionNames, text, out);
}
std::string_view favor_row_name(FavorRow r) {
  return kFavorRowNames[static_cast<int>(r)];
}
bool parse_favor_row(std::string_view text, FavorRow& out) {
  return parse_from(kFavorRowNames, text, out);
}
std::string_view phase_name(Phase p) {
  return kPhaseNames[static_cast<int>(p)];
}
bool parse_phase(std::string_view text, Phase& out) {
  return parse_from(kPhaseNames, text, out);
}

}  // namespace caylus
