#include "replay/rule_texts/rule_catalog.h"

#include <algorithm>

#include "core/buildings.h"
#include "core/rule_id.h"

namespace caylus {

const std::vector<std::string>& coverable_rule_ids() {
  static const std::vector<std::string> ids = [] {
    std::vector<std::string> out;
    for (int i = 0; i < kRuleIdCount; ++i) {
      auto id = static_cast<RuleId>(i);
      if (id != RuleId::building_effect) {
        out.emplace_back(rule_id_text(id));
        continue;
      }
      for (int b = 0; b < kBuildingCount; ++b) {
        auto building_id = static_cast<BuildingId>(b);
        const BuildingData& data = building(building_id);
        if (building_id == BuildingId::none) continue;
        if (data.effect != Effect::none || is_stock_tile(building_id))
          out.push_back("building." + std::string(building_name(building_id)));
      }
    }
    return out;
  }();
  return ids;
}

bool is_refusal_rule_id(std::string_view text) {
  if (parse_rule_id(text)) return true;
  // building.<id>: the rule of one building's effect (RuleViolation::rule_text).
  constexpr std::string_view kPrefix = "building.";
  BuildingId id;
  return text.starts_with(kPrefix) && parse_building(text.substr(kPrefix.size()), id) &&
         id != BuildingId::none;
}

bool is_coverable_rule_id(std::string_view text) {
  const auto& ids = coverable_rule_ids();
  return std::find(ids.begin(), ids.end(), text) != ids.end();
}

}  // namespace caylus
