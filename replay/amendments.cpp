#include "replay/amendments.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace caylus {

std::optional<std::string> amend_state(GameState& state, const std::string& claims,
                                       const std::vector<std::string>& names) {
  auto j = nlohmann::json::parse(claims, nullptr, false);
  if (!j.is_object()) return "the amendment is not an object of fields";
  GameState s = state;
  auto player_of = [&](const std::string& name) {
    auto it = std::find(names.begin(), names.end(), name);
    return it == names.end() ? kNoPlayer : static_cast<PlayerIndex>(it - names.begin());
  };
  for (const auto& [key, value] : j.items()) {
    if (key == "provost" || key == "bailiff") {
      (key == "provost" ? s.provost : s.bailiff) = value.get<Space>();
    } else if (key == "castle") {
      for (const auto& [section_name, per_player] : value.items()) {
        Section section;
        if (!parse_section(section_name, section)) return "castle." + section_name + ": no section";
        for (const auto& [name, houses] : per_player.items()) {
          PlayerIndex p = player_of(name);
          if (p == kNoPlayer) return "castle." + section_name + "." + name + ": no such player";
          s.houses[static_cast<int>(section)][p] = houses.get<std::uint8_t>();
        }
      }
    } else if (key == "players") {
      for (const auto& [name, fields] : value.items()) {
        PlayerIndex p = player_of(name);
        if (p == kNoPlayer) return "players." + name + ": no such player";
        PlayerState& player = s.player(p);
        for (const auto& [field, amount] : fields.items()) {
          Cube cube;
          if (field == "deniers") {
            player.goods.deniers = amount.get<std::int16_t>();
          } else if (field == "prestige") {
            player.goods.prestige = amount.get<std::int16_t>();
          } else if (parse_cube(field, cube)) {
            player.goods[cube] = amount.get<std::int16_t>();
          } else if (field == "favor") {
            for (const auto& [row_name, column] : amount.items()) {
              FavorRow row;
              if (!parse_favor_row(row_name, row)) return "players." + name + ".favor: no row";
              player.favor[static_cast<int>(row)] = column.get<std::uint8_t>();
            }
          } else {
            return "players." + name + "." + field +
                   " cannot be amended: it follows from the actions (amend deniers, prestige, "
                   "cubes and favor markers)";
          }
        }
      }
    } else {
      return key +
             " cannot be amended: it follows from the actions (amend players' deniers, prestige, "
             "cubes and favor markers, the provost, the bailiff, the castle's houses)";
    }
  }
  state = s;
  return std::nullopt;
}

}  // namespace caylus
