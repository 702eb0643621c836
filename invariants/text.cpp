// Text for failure messages (built only once an invariant has failed) and small lookups shared
// by the checks.
#include <string>

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
