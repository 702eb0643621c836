#include "tools/record/record_board.h"

#include <fmt/core.h>

#include <algorithm>

#include "core/buildings.h"
#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/narration/event_words.h"

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
  const Resources& g = player.goods;
  // One sentence in each language; the cubes as the rulebooks name them (docs/glossary.md).
  return fill_in(tr("{0}: {1}, food {2}, wood {3}, stone {4}, cloth {5}, gold {6}, {7} PP, {8} of "
                    "{9} workers free"),
                 name_of(p, names), deniers_text(g.deniers), g[Cube::food], g[Cube::wood],
                 g[Cube::stone], g[Cube::cloth], g[Cube::gold], g.prestige, s.available_workers(p),
                 kWorkersPerPlayer);
}

std::string officials_line(const GameState& s) {
  return fill_in(tr("the provost on road space {0}, the bailiff on road space {1}"), s.provost,
                 s.bailiff);
}

std::string castle_line(const GameState& s) {
  std::string text;
  for (int i = 0; i < kSectionCount; ++i) {
    auto section = static_cast<Section>(i);
    // "(scored)" agrees with the section: the dungeon is one, the walls and towers are many
    // (le Donjon décompté, les Murailles décomptées).
    std::string scored =
        !s.is_scored(section)
            ? std::string()
            : " " + std::string(section_agree(section, trc("one section", "(scored)"),
                                              trc("sections", "(scored)")));
    text += fmt::format("{}{} {}/{}{}", i ? ", " : "", section_name_words(section),
                        s.section_houses(section), kSectionCapacity[i], scored);
  }
  return fill_in(tr("{0}; new houses go to the {1}"), text, section_words(s.current_section()));
}

std::string board_text(const GameState& s, const std::vector<std::string>& names) {
  std::string out = turn_heading(s, names);
  std::vector<PlayerIndex> order(s.turn_order.begin(), s.turn_order.begin() + s.player_count);
  out += fill_in(tr("Turn order: {0}"), names_of(order, names));
  if (s.passed_count > 0)
    out += fill_in(
        tr("; passed (the bridge): {0}"),
        names_of(std::vector<PlayerIndex>(s.bridge.begin(), s.bridge.begin() + s.passed_count),
                 names));
  out += "\n\n" + std::string(tr("Players")) + "\n";
  for (PlayerIndex p : order) {
    const PlayerState& player = s.player(p);
    out += "  " + goods_line(s, p, names) + "\n";
    std::string houses;
    for (int i = 0; i < kSectionCount; ++i)
      houses += fmt::format("{}{} {}", i ? ", " : "", section_name_words(static_cast<Section>(i)),
                            s.houses[i][p]);
    out += "    " +
           fill_in(tr("favor markers: {0}; castle houses: {1}; residences: {2}"),
                   markers_text(player), houses, s.residences_owned(p)) +
           "\n";
  }
  out += "\n" + std::string(tr("Special buildings")) + "\n";
  out += "  " +
         fill_in(tr("gate: {0}   trading post: {1}   merchants' guild: {2}   joust field: {3}"),
                 name_of(s.gate, names), name_of(s.trading_post, names),
                 name_of(s.merchants_guild, names), name_of(s.joust_field, names)) +
         "\n";
  out += "  " +
         fill_in(tr("stables: {0}   inn: left slot {1}, right slot {2}   castle: {3}"),
                 names_of(s.stables, names), name_of(s.inn_left, names),
                 name_of(s.inn_right, names), names_of(s.castle_workers, names)) +
         "\n";
  out += "\n" + fill_in(tr("The road ({0})"), officials_line(s)) + "\n";
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    std::string marks = std::string(i == s.provost ? " " + std::string(tr("<provost")) : "") +
                        (i == s.bailiff ? " " + std::string(tr("<bailiff")) : "");
    if (r.building == BuildingId::none) {
      // The empty spaces after the last building say nothing more than the officials.
      if (marks.empty() && std::all_of(s.road.begin() + i, s.road.end(), [](const RoadSpace& x) {
            return x.building == BuildingId::none;
          })) {
        out += fmt::format("  {:>2}-{}: {}\n", i, kRoadSpaces, trc("road spaces", "empty"));
        break;
      }
      out += fmt::format("  {:>2}  {}{}\n", i, tr("(empty)"), marks);
      continue;
    }
    // The name the notation uses for it (docs/notation.md): short, unless another building on
    // the road has the same short name (the two carpenters). An id, the notation's word: the
    // recorder's answers name tiles so.
    auto same_short = std::count_if(s.road.begin() + 1, s.road.end(), [&](const RoadSpace& x) {
      return x.building != BuildingId::none &&
             short_building_name(x.building) == short_building_name(r.building);
    });
    std::string_view name =
        same_short > 1 ? building_name(r.building) : short_building_name(r.building);
    std::string owner =
        r.owner != kNoPlayer ? fill_in(tr("house of {0}"), name_of(r.owner, names)) : "";
    std::string worker =
        r.worker != kNoPlayer ? fill_in(tr("worker of {0}"), name_of(r.worker, names)) : "";
    std::string detail = owner + (!owner.empty() && !worker.empty() ? ", " : "") + worker + marks;
    std::string line = fmt::format("  {:>2}  {:<22} {}", i, name, detail);
    out += line.substr(0, line.find_last_not_of(' ') + 1) + "\n";
  }
  out += "\n" + fill_in(tr("The castle: {0}"), castle_line(s)) + "\n";
  std::string stock;
  for (int b = 0; b < kBuildingCount; ++b) {
    auto id = static_cast<BuildingId>(b);
    if (s.stock & tile_bit(id))
      stock += (stock.empty() ? "" : ", ") + std::string(short_building_name(id));
  }
  out += fill_in(tr("The stock: {0}"), stock.empty() ? std::string(trc("stock", "empty")) : stock) +
         "\n";
  return out;
}

std::string turn_heading(const GameState& s, const std::vector<std::string>& names) {
  return fill_in(tr("Turn {0}, phase {1}: {2}"), s.turn, phase_place_words(s.phase),
                 render_message(describe_decision(s), names)) +
         "\n";
}

std::string markers_text(const PlayerState& player) {
  std::string text;
  for (int r = 0; r < kFavorRows; ++r)
    text += fmt::format("{}{} {}", r ? ", " : "", favor_row_words(static_cast<FavorRow>(r)),
                        player.favor[r]);
  return text;
}

}  // namespace caylus::tools
