#include "core/rule_texts/rule_docs.h"

#include <fmt/core.h>

#include <algorithm>
#include <array>

#include "core/goods_words.h"
#include "core/language/catalog.h"
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

namespace {

// A kind of building as the building line names it ("church (stone building)"), in the glossary's
// words (bâtiment en pierre, edificio de piedra, clădire de piatră).
std::string_view kind_words(BuildingKind kind) {
  static constexpr auto kKinds = names_of<BuildingKind>(
      "no building", N_("fixed building"), N_("neutral building"), N_("wood building"),
      N_("stone building"), N_("residential building"), N_("prestige building"));
  static_assert(kKinds.size() == static_cast<std::size_t>(BuildingKind::prestige) + 1);
  return tr(kKinds[kind]);
}

}  // namespace

std::string building_effect_words(BuildingId id) {
  const BuildingData& b = building(id);
  // What a worker there does, per Effect (one name each, its last value the jeweler).
  static constexpr auto kEffects = names_of<Effect>(
      N_("no worker may stand on it"), N_("production (mandatory)"), N_("market"), N_("peddler"),
      N_("carpenter: build one wood building"), N_("mason: build one stone building"),
      N_("architect: build one prestige building on one of the user's residences"), N_("notary"),
      N_("church"), N_("tailor"), N_("bank"), N_("alchemist"), N_("jeweler"));
  static_assert(kEffects.size() == static_cast<std::size_t>(Effect::jeweler) + 1);
  std::string text(tr(kEffects[b.effect]));
  // The yields, the offers and the owner's cubes as the table holds them (core/buildings.cpp),
  // not written again here: issue 38, "production (mandatory)" said nothing of what it produces.
  // In the reader's language (core/goods_words.h), as the refusals of phase 5 say them.
  for (int i = 0; i < b.production_options; ++i)
    text = fill_in(i == 0 ? tr("{0}: takes {1}") : tr("{0} or {1}"), text,
                   tile_goods_words(b.production[i]));
  for (int i = 0; i < b.offer_count; ++i)
    text =
        fill_in(i == 0 ? tr("{0}: {1}") : tr("{0}, or {1}"), text, tile_offer_words(b.offers[i]));
  if (b.effect == Effect::notary)  // the notary's price is the residence's cost
    text = fill_in(tr("{0}: pay {1} to transform a building into a residence"), text,
                   building_cost_words(BuildingId::residence));
  if (b.has_owner_bonus) {
    Resources first{}, second{};
    first[b.owner_bonus[0]] = 1;
    second[b.owner_bonus[1]] = 1;
    text = fill_in(tr("{0}; its owner takes {1} or {2} when another player uses it"), text,
                   tile_goods_words(first), tile_goods_words(second));
  }
  return text;
}

bool costs_nothing(BuildingId id) {
  const BuildingData& b = building(id);
  return b.cost_any == 0 && b.cost.empty();
}

std::string building_cost_words(BuildingId id) {
  const BuildingData& b = building(id);
  if (b.cost_any == 0) return tile_goods_words(b.cost);
  std::string any =
      fill_in(tr_n("{0} cube of any type", "{0} cubes of any type", b.cost_any), b.cost_any);
  return b.cost.empty() ? any : fill_in(tr("{0} + {1}"), tile_goods_words(b.cost), any);
}

std::string building_words(BuildingId id) {
  const BuildingData& b = building(id);
  std::string text =
      fill_in(tr("{0} ({1}): {2}"), b.name, kind_words(b.kind), building_effect_words(id));
  if (!costs_nothing(id)) text = fill_in(tr("{0}; costs {1}"), text, building_cost_words(id));
  if (b.prestige > 0) text = fill_in(tr("{0}; {1} PP when built"), text, b.prestige);
  if (b.favors > 0)
    text =
        fill_in(tr("{0}, {1}"), text, fill_in(tr_n("{0} favor", "{0} favors", b.favors), b.favors));
  if (b.income > 0)
    text = fill_in(tr("{0}; {1} of income"), text,
                   fill_in(tr_n("+{0} denier", "+{0} deniers", b.income), b.income));
  return text;
}

}  // namespace caylus
