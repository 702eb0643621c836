#include "core/rule_id.h"

#include <array>

namespace caylus {
namespace {
constexpr std::array<std::string_view, kRuleIdCount> kRuleTexts = {
#define CAYLUS_RULE_TEXT(name, text) text,
    CAYLUS_RULE_IDS(CAYLUS_RULE_TEXT)
#undef CAYLUS_RULE_TEXT
};
}  // namespace

std::string_view rule_id_text(RuleId id) {
  return kRuleTexts[static_cast<int>(id)];
}

std::optional<RuleId> parse_rule_id(std::string_view text) {
  for (int i = 0; i < kRuleIdCount; ++i)
    if (kRuleTexts[i] == text) return static_cast<RuleId>(i);
  return std::nullopt;
}

std::string RuleViolation::rule_text() const {
  std::string text(rule_id_text(rule));
  if (rule == RuleId::building_effect && building != BuildingId::none) {
    text += '.';
    text += building_name(building);
  }
  return text;
}

}  // namespace caylus
