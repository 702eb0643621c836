#include "core/rule_id.h"

#include <array>

namespace caylus {
std::optional<RuleId> parse_rule_id(std::string_view text) {
  for (int i = 0; i < kRuleIdCount; ++i)
    if (kRuleTexts[i] == text) return static_cast<RuleId>(i);
  return std::nullopt;
}

std::string rule_text(RuleRef rule) {
  std::string text(rule_id_text(rule.id));
  if (rule.id == RuleId::building_effect && rule.building != BuildingId::none) {
    text += '.';
    text += building_name(rule.building);
  }
  return text;
}

std::optional<RuleRef> parse_rule_text(std::string_view text) {
  if (auto id = parse_rule_id(text)) return RuleRef{*id};
  const std::string_view prefix = rule_id_text(RuleId::building_effect);
  if (text.size() <= prefix.size() || !text.starts_with(prefix) || text[prefix.size()] != '.')
    return std::nullopt;
  RuleRef out{RuleId::building_effect};
  if (!parse_building(text.substr(prefix.size() + 1), out.building) ||
      out.building == BuildingId::none)
    return std::nullopt;
  return out;
}

}  // namespace caylus
