#include "replay/rule_docs.h"

#include <fmt/core.h>

#include <array>

#include "replay/rule_doc_rows.h"

namespace caylus {

const std::vector<RuleDoc>& rule_docs() {
  // The two parts of the rulebook, in rule-id order (rule_doc_rows.h).
  static const std::vector<RuleDoc> table = [] {
    std::vector<RuleDoc> rows = rule_doc_rows::turn();
    std::vector<RuleDoc> scoring = rule_doc_rows::scoring();
    rows.insert(rows.end(), scoring.begin(), scoring.end());
    return rows;
  }();
  return table;
}

const RuleDoc* rule_doc(RuleId id) {
  for (const RuleDoc& doc : rule_docs())
    if (doc.id == id) return &doc;
  return nullptr;
}

std::optional<RuleDocLookup> find_rule_doc(std::string_view text) {
  RuleDocLookup out;
  out.id = std::string(text);
  constexpr std::string_view kPrefix = "building.";
  if (text.substr(0, kPrefix.size()) == kPrefix) {
    if (!parse_building(text.substr(kPrefix.size()), out.building) ||
        out.building == BuildingId::none)
      return std::nullopt;
    out.doc = rule_doc(RuleId::building_effect);
    return out;
  }
  auto id = parse_rule_id(text);
  if (!id) return std::nullopt;
  out.doc = rule_doc(*id);
  return out;
}

std::string building_words(BuildingId id) {
  const BuildingData& b = building(id);
  static constexpr std::array<std::string_view, 7> kKinds = {
      "", "fixed", "neutral", "wood", "stone", "residential", "prestige"};
  static constexpr std::array<std::string_view, 13> kEffects = {
      "no worker may stand on it",
      "production (mandatory)",
      "market: sell one cube for deniers",
      "peddler: buy cubes (not gold) for deniers",
      "carpenter: build one wood building",
      "mason: build one stone building",
      "architect: build one prestige building on one of the user's residences",
      "notary: pay 1 cloth + 1 denier to transform a building into a residence",
      "church: 2 deniers for 3 PP, or 4 deniers for 5 PP",
      "tailor: 2 cloth for 4 PP, or 3 cloth for 6 PP",
      "bank: 2 deniers for 1 gold, or 5 deniers for 2 gold",
      "alchemist: 2 cubes for 1 gold, or 4 cubes for 2 gold",
      "jeweler: 1 gold for 5 PP, or 2 gold for 9 PP"};
  std::string text = fmt::format("{} ({} building): {}", b.name, kKinds[static_cast<int>(b.kind)],
                                 kEffects[static_cast<int>(b.effect)]);
  if (b.effect == Effect::market) text += fmt::format(" ({} deniers)", b.market_deniers);
  if (b.prestige > 0) text += fmt::format("; {} PP when built", b.prestige);
  if (b.favors > 0) text += fmt::format(", {} favor(s)", b.favors);
  if (b.income > 0) text += fmt::format("; +{} denier(s) of income", b.income);
  if (b.has_owner_bonus) text += "; its owner takes a cube when another player uses it";
  return text;
}

}  // namespace caylus
