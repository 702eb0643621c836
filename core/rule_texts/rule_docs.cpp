#include "core/rule_texts/rule_docs.h"

#include <fmt/core.h>

#include <algorithm>
#include <array>

#include "core/rule_texts/rule_doc_rows.h"
#include "core/text.h"

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

std::vector<const OptionInfo*> options_touching(RuleId id) {
  std::vector<const OptionInfo*> out;
  for (const OptionInfo& info : option_table())
    if (std::find(info.rules.begin(), info.rules.end(), id) != info.rules.end())
      out.push_back(&info);
  return out;
}

const RuleDoc* rule_doc(RuleId id) {
  for (const RuleDoc& doc : rule_docs())
    if (doc.id == id) return &doc;
  return nullptr;
}

std::optional<RuleDocLookup> find_rule_doc(std::string_view text) {
  auto rule = parse_rule_text(text);
  if (!rule) return std::nullopt;
  RuleDocLookup out;
  out.id = std::string(text);
  out.building = rule->building;
  out.doc = rule_doc(rule->id);
  return out;
}

std::string building_effect_words(BuildingId id) {
  const BuildingData& b = building(id);
  // What a worker there does, per Effect (one name each, its last value the jeweler).
  static constexpr auto kEffects =
      names_of<Effect>("no worker may stand on it", "production (mandatory)", "market", "peddler",
                       "carpenter: build one wood building", "mason: build one stone building",
                       "architect: build one prestige building on one of the user's residences",
                       "notary", "church", "tailor", "bank", "alchemist", "jeweler");
  static_assert(kEffects.size() == static_cast<std::size_t>(Effect::jeweler) + 1);
  std::string text(kEffects[b.effect]);
  // The yields, the offers and the owner's cubes as the table holds them (core/buildings.cpp),
  // not written again here: issue 38, "production (mandatory)" said nothing of what it produces.
  for (int i = 0; i < b.production_options; ++i)
    text += (i == 0 ? ": takes " : " or ") + goods_text(b.production[i]);
  for (int i = 0; i < b.offer_count; ++i)
    text += (i == 0 ? ": " : ", or ") + offer_text(b.offers[i]);
  if (b.effect == Effect::notary)  // the notary's price is the residence's cost
    text += ": pay " + building_cost_words(BuildingId::residence) +
            " to transform a building into a residence";
  if (b.has_owner_bonus) {
    Resources first{}, second{};
    first[b.owner_bonus[0]] = 1;
    second[b.owner_bonus[1]] = 1;
    text += "; its owner takes " + goods_text(first) + " or " + goods_text(second) +
            " when another player uses it";
  }
  return text;
}

std::string building_cost_words(BuildingId id) {
  const BuildingData& b = building(id);
  if (b.cost_any == 0) return goods_text(b.cost);
  std::string any = count_text(b.cost_any, "cube", "cubes") + " of any type";
  return b.cost.empty() ? any : goods_text(b.cost) + " + " + any;
}

std::string building_words(BuildingId id) {
  const BuildingData& b = building(id);
  std::string text = fmt::format("{} ({} building): {}", b.name, kBuildingKindNames[b.kind],
                                 building_effect_words(id));
  std::string cost = building_cost_words(id);
  if (cost != "nothing") text += "; costs " + cost;
  if (b.prestige > 0) text += fmt::format("; {} PP when built", b.prestige);
  if (b.favors > 0) text += ", " + count_text(b.favors, "favor", "favors");
  if (b.income > 0) text += "; +" + count_text(b.income, "denier", "deniers") + " of income";
  return text;
}

}  // namespace caylus
