#include "tools/record/record_board.h"

#include <fmt/core.h>

#include <algorithm>

#include "core/buildings.h"
#include "core/engine.h"

namespace caylus::tools {
namespace {

std::string name_of(PlayerIndex p, const std::vector<std::string>& names) {
  if (p == kNoPlayer || p < 0 || static_cast<std::size_t>(p) >= names.size()) return "-";
  return names[p];
}

template <typename List>
std::string names_of(const List& players, const std::vector<std::string>& names) {
  std::string text;
  for (PlayerIndex p : players)
    if (p != kNoPlayer) text += (text.empty() ? "" : ", ") + name_of(p, names);
  return text.empty() ? "-" : text;
}

}  // namespace

std::string goods_line(const GameState& s, PlayerIndex p, const std::vector<std::string>& names) {
  const PlayerState& player = s.player(p);
  std::string text = fmt::format("{}: {} deniers", name_of(p, names), player.goods.deniers);
  for (Cube c : kAllCubes) text += fmt::format(", {} {}", cube_name(c), player.goods[c]);
  return text + fmt::format(", {} PP, {} of {} workers free", player.goods.prestige,
                            s.available_workers(p), kWorkersPerPlayer);
}

std::string officials_line(const GameState& s) {
  return fmt::format("the provost on road space {}, the bailiff on road space {}", s.provost,
                     s.bailiff);
}

std::string castle_line(const GameState& s) {
  std::string text;
  for (int i = 0; i < kSectionCount; ++i) {
    auto section = static_cast<Section>(i);
    text +=
        fmt::format("{}{} {}/{}{}", i ? ", " : "", section_name(section), s.section_houses(section),
                    kSectionCapacity[i], s.is_scored(section) ? " (scored)" : "");
  }
  return text + "; new houses go to the " + std::string(section_name(s.current_section()));
}

std::string board_text(const GameState& s, const std::vector<std::string>& names) {
  std::string out = fmt::format("Turn {}, phase {}: {}\n", s.turn, phase_name(s.phase),
                                render_message(describe_decision(s), names));
  std::vector<PlayerIndex> order(s.turn_order.begin(), s.turn_order.begin() + s.player_count);
  out += "Turn order: " + names_of(order, names);
  if (s.passed_count > 0)
    out += "; passed (the bridge): " +
           names_of(std::vector<PlayerIndex>(s.bridge.begin(), s.bridge.begin() + s.passed_count),
                    names);
  out += "\n\nPlayers\n";
  for (PlayerIndex p : order) {
    const PlayerState& player = s.player(p);
    out += "  " + goods_line(s, p, names) + "\n";
    std::string houses;
    for (int i = 0; i < kSectionCount; ++i)
      houses += fmt::format("{}{} {}", i ? ", " : "", section_name(static_cast<Section>(i)),
                            s.houses[i][p]);
    out += fmt::format(
        "    favor markers: prestige {}, deniers {}, resources {}, buildings {}; castle "
        "houses: {}; residences: {}\n",
        player.favor[0], player.favor[1], player.favor[2], player.favor[3], houses,
        s.residences_owned(p));
  }
  out += "\nSpecial buildings\n";
  out += fmt::format("  gate: {}   trading post: {}   merchants' guild: {}   joust field: {}\n",
                     name_of(s.gate, names), name_of(s.trading_post, names),
                     name_of(s.merchants_guild, names), name_of(s.joust_field, names));
  out += fmt::format("  stables: {}   inn: left slot {}, right slot {}   castle: {}\n",
                     names_of(s.stables, names), name_of(s.inn_left, names),
                     name_of(s.inn_right, names), names_of(s.castle_workers, names));
  out += "\nThe road (" + officials_line(s) + ")\n";
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    std::string marks =
        std::string(i == s.provost ? " <provost" : "") + (i == s.bailiff ? " <bailiff" : "");
    if (r.building == BuildingId::none) {
      // The empty spaces after the last building say nothing more than the officials.
      if (marks.empty() && std::all_of(s.road.begin() + i, s.road.end(), [](const RoadSpace& x) {
            return x.building == BuildingId::none;
          })) {
        out += fmt::format("  {:>2}-{}: empty\n", i, kRoadSpaces);
        break;
      }
      out += fmt::format("  {:>2}  (empty){}\n", i, marks);
      continue;
    }
    // The name the notation uses for it (docs/notation.md): short, unless another building on
    // the road has the same short name (the two carpenters).
    auto same_short = std::count_if(s.road.begin() + 1, s.road.end(), [&](const RoadSpace& x) {
      return x.building != BuildingId::none &&
             short_building_name(x.building) == short_building_name(r.building);
    });
    std::string_view name =
        same_short > 1 ? building_name(r.building) : short_building_name(r.building);
    std::string owner = r.owner != kNoPlayer ? "house of " + name_of(r.owner, names) : "";
    std::string worker = r.worker != kNoPlayer ? "worker of " + name_of(r.worker, names) : "";
    std::string detail = owner + (!owner.empty() && !worker.empty() ? ", " : "") + worker + marks;
    std::string line = fmt::format("  {:>2}  {:<22} {}", i, name, detail);
    out += line.substr(0, line.find_last_not_of(' ') + 1) + "\n";
  }
  out += "\nThe castle: " + castle_line(s) + "\n";
  std::string stock;
  for (int b = 0; b < kBuildingCount; ++b) {
    auto id = static_cast<BuildingId>(b);
    if (s.stock & tile_bit(id))
      stock += (stock.empty() ? "" : ", ") + std::string(short_building_name(id));
  }
  out += "The stock: " + (stock.empty() ? std::string("empty") : stock) + "\n";
  return out;
}

}  // namespace caylus::tools
