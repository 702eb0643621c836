// The engine's tables as the drawn board needs them (tools/report/board_data.h): one home for
// both pages, so that tools/report/board.js restates no rule of the board.
#include "tools/report/board_data.h"

#include <string>
#include <string_view>

#include "core/buildings.h"
#include "core/state.h"
#include "core/types.h"

namespace caylus::tools {

using Json = nlohmann::ordered_json;

Json buildings_json() {
  Json out = Json::object();
  for (int b = 0; b < kBuildingCount; ++b) {
    const BuildingData& data = building(static_cast<BuildingId>(b));
    if (data.id == BuildingId::none) continue;
    // A house stands on every building a player built; the fixed and neutral ones have none
    // (the position check of replay/positions/position.cpp refuses an owner there).
    bool owned = data.kind != BuildingKind::fixed && data.kind != BuildingKind::neutral;
    out[std::string(data.name)] = {{"kind", std::string(kBuildingKindNames[data.kind])},
                                   {"prestige", data.prestige},
                                   {"owned", owned}};
  }
  return out;
}

namespace {

// The words of the favor table's cells, columns 1 to 5 (favor.choose, as core/rules/favors.cpp
// performs them: prestige c PP, deniers c + 2, the resources and buildings rows' choices).
Json favor_cells() {
  Json prestige = Json::array(), deniers = Json::array();
  for (int c = 1; c <= kFavorColumns; ++c) {
    prestige.push_back(std::to_string(c) + " PP");
    deniers.push_back(std::to_string(c + 2) + " d");
  }
  // Keyed by the rows' names (kFavorRowNames), in the rows' order.
  Json cells = Json::object();
  cells[std::string(favor_row_name(FavorRow::prestige))] = prestige;
  cells[std::string(favor_row_name(FavorRow::deniers))] = deniers;
  cells[std::string(favor_row_name(FavorRow::resources))] = {"food", "wood/stone", "cloth",
                                                             "1\u21922", "gold"};
  cells[std::string(favor_row_name(FavorRow::buildings))] = {"\u2014", "carpenter", "mason",
                                                             "notary", "architect"};
  return cells;
}

// The columns open with 0, 1 and 2 sections scored (favor.columns), as the engine counts them.
Json open_columns() {
  Json out = Json::array();
  GameState s;
  out.push_back(s.open_favor_columns());
  for (int i = 0; i + 1 < kSectionCount; ++i) {
    s.scored |= static_cast<std::uint8_t>(1 << i);
    out.push_back(s.open_favor_columns());
  }
  return out;
}

Json colours_json() {
  Json game = Json::object();
  for (const auto& [name, colour] : kGameColours) game[std::string(name)] = std::string(colour);
  Json seats = Json::array();
  for (std::string_view colour : kSeatColours) seats.push_back(std::string(colour));
  return {{"game", game}, {"seats", seats}};
}

}  // namespace

Json board_json() {
  GameState s;
  Json sections = Json::array();
  for (int i = 0; i < kSectionCount; ++i)
    sections.push_back({{"name", std::string(section_name(static_cast<Section>(i)))},
                        {"houses", kSectionCapacity[i]},
                        {"prestige", kSectionHousePrestige[i]},
                        {"mark", kScoringMark[i]}});
  Json rows = Json::array();
  for (int r = 0; r < kFavorRows; ++r)
    rows.push_back(std::string(favor_row_name(static_cast<FavorRow>(r))));
  // The special buildings before the bridge, each with its worker slots (the inn: left, right).
  Json specials = Json::array();
  for (int k = 0; k < kSpecialCount; ++k) {
    auto special = static_cast<Special>(k);
    if (special == Special::castle) continue;
    int slots = special == Special::stables ? static_cast<int>(s.stables.size())
                : special == Special::inn   ? 2
                                            : 1;
    specials.push_back({{"name", std::string(special_name(special))}, {"slots", slots}});
  }
  Json phases = Json::array();
  for (int p = 0; p <= static_cast<int>(Phase::game_over); ++p)
    phases.push_back(std::string(phase_name(static_cast<Phase>(p))));
  return {{"road_spaces", kRoadSpaces},
          {"workers_per_player", kWorkersPerPlayer},
          {"officials_start", kOfficialsStart},
          {"sections", sections},
          {"favor",
           {{"rows", rows},
            {"columns", kFavorColumns},
            {"open", open_columns()},
            {"cells", favor_cells()}}},
          {"specials", specials},
          {"castle_slots", static_cast<int>(s.castle_workers.size())},
          {"bridge_slots", static_cast<int>(s.bridge.size())},
          {"phases", phases},
          {"colours", colours_json()}};
}

}  // namespace caylus::tools
