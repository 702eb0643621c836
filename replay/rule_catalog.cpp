#include "replay/rule_catalog.h"

#include <algorithm>

#include "core/rule_id.h"
#include "replay/json_input.h"

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

std::optional<LogError> read_covers(const nlohmann::json& value, std::vector<std::string>& out) {
  using namespace json_input;
  const std::string path = "covers";
  if (auto e = expect_array(value, path, coverable_rule_ids().size())) return e;
  out.clear();
  for (std::size_t i = 0; i < value.size(); ++i) {
    std::string here = item(path, i);
    std::string id;
    if (auto e = read_string(value[i], here, id, 100)) return e;
    if (id == "building")
      return error_at(here, "name the building: building.<id>, e.g. building.church");
    if (!is_coverable_rule_id(id))
      return error_at(here, "unknown rule id '" + id +
                                "': a rule id of RULES.md (e.g. place.cost) or building.<id> of "
                                "a building that can be activated or built (e.g. "
                                "building.church); 'caylus rules --ids' lists them");
    if (std::find(out.begin(), out.end(), id) != out.end())
      return error_at(here, "'" + id + "' is listed twice");
    out.push_back(id);
  }
  return std::nullopt;
}

}  // namespace caylus
