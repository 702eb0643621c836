// Text for failure messages (built only once an invariant has failed) and small lookups shared
// by the checks.
#include <string>

#include "invariants/checks.h"

namespace caylus::invariants {

std::string action_text(const Action& a) {
  return action_to_string(a);
}

std::string_view event_name(EventKind k) {
  static constexpr std::array<std::string_view, 23> kNames = {"prestige_owner_placement",
                                                              "prestige_build",
                                                              "prestige_notary",
                                                              "prestige_castle_batch",
                                                              "prestige_castle_penalty",
                                                              "prestige_scoring",
                                                              "prestige_favor",
                                                              "prestige_building_use",
                                                              "prestige_end_bonus",
                                                              "income",
                                                              "first_pass_bonus",
                                                              "worker_placed",
                                                              "worker_returned",
                                                              "favor_gained",
                                                              "favor_used",
                                                              "favor_lost",
                                                              "house_placed",
                                                              "section_scored",
                                                              "building_built",
                                                              "building_transformed",
                                                              "turn_order_changed",
                                                              "bailiff_moved",
                                                              "game_ended"};
  static_assert(static_cast<int>(EventKind::game_ended) + 1 == kNames.size());
  static_assert(kNames.size() <= 32, "StepView::event_kinds holds a bit per event kind");
  auto i = static_cast<std::size_t>(k);
  return i < kNames.size() ? kNames[i] : "unknown";
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
