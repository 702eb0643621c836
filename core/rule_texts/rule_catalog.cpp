#include "core/rule_texts/rule_catalog.h"

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
          out.push_back(rule_text({RuleId::building_effect, building_id}));
      }
    }
    return out;
  }();
  return ids;
}

bool is_refusal_rule_id(std::string_view text) {
  // building.<id>: the rule of one building's effect (RuleViolation::rule_text).
  return parse_rule_text(text).has_value();
}

bool is_coverable_rule_id(std::string_view text) {
  const auto& ids = coverable_rule_ids();
  return std::find(ids.begin(), ids.end(), text) != ids.end();
}

}  // namespace caylus
