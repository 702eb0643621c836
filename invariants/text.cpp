// Text for failure messages (built only once an invariant has failed), in the reader's
// language, and small lookups shared by the checks.
#include <string>

#include "core/language/catalog.h"
#include "invariants/checks.h"

namespace caylus::invariants {

std::string action_text(const Action& a) {
  return action_to_string(a);
}

std::string_view event_name(EventKind k) {
  // The names of the event table (core/events.h), the JSON answer's.
  auto i = static_cast<int>(k);
  return i < kEventKindCount ? kEventKinds[i].name : "unknown";
}

std::string_view section_words(int section) {
  // A corrupted state's section is still named (the failure's message), never read past.
  int i = section % kSectionCount;
  return section_name_words(i == 0 ? Section::dungeon : i == 1 ? Section::walls : Section::towers);
}

std::string cube_change_words(const std::array<int, kCubeTypes>& change) {
  std::string text;
  for (Cube c : kAllCubes) {
    int n = change[static_cast<int>(c)];
    if (n == 0) continue;
    std::string count = (n > 0 ? "+" : "-") + cube_count_text(c, n > 0 ? n : -n);
    text = text.empty() ? count : fill_in(tr("{0}, {1}"), text, count);
  }
  return text.empty() ? std::string(tr("nothing")) : text;
}

std::string houses_text(int n) {
  return fill_in(tr_n("{0} house", "{0} houses", n), n);
}
std::string favors_text(int n) {
  return fill_in(tr_n("{0} favor", "{0} favors", n), n);
}
std::string players_text(int n) {
  return fill_in(tr_n("{0} player", "{0} players", n), n);
}

const BuildingData& tile(BuildingId b) {
  return building(static_cast<int>(b) < kBuildingCount ? b : BuildingId::none);
}

const TileKinds& tile_kinds() {
  static const TileKinds kinds = [] {
    TileKinds t;
    for (int id = 0; id < kBuildingCount; ++id)
      t.kind[id] = building(static_cast<BuildingId>(id)).kind;
    return t;
  }();
  return kinds;
}

}  // namespace caylus::invariants
