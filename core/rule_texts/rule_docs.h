// Where each rule comes from: one row per rule id of core/rule_id.h, for `caylus rules RULE_ID`
// and the HTML report (`caylus report`), so that a reader of a verdict sees why, not only what.
// A row holds the rule in the project's words (RULES.md), its source (seed file and section), a
// brief quote of the French rulebook (seed 002, the primary source), the FAQ question that
// settles it when there is one; the rule options that change it are their rows' rule ids
// (options_touching). The corpus scenarios that exercise a rule are found by scanning the corpus'
// `covers` (tools/rules.cpp), not listed here. tests/rule_docs_test.cpp fails when a rule id has no
// row.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/options.h"
#include "core/rule_id.h"

namespace caylus {

struct RuleDoc {
  RuleId id;
  std::string_view words;   // the rule, as RULES.md says it
  std::string_view source;  // "002 (French rulebook), Phase 2 b)"
  std::string_view quote;   // a brief quote of the French rulebook, without « »
  std::string_view faq;     // the FAQ question of seed 002 that settles it; empty if none
};

// The rule options that change rule `id`: the rows of option_table() (core/options.h) whose
// `rules` name it, in table order.
std::vector<const OptionInfo*> options_touching(RuleId id);

// Every row, in rule-id order.
const std::vector<RuleDoc>& rule_docs();
// The row of `id`; nullptr when the table has none (a test keeps that from happening).
const RuleDoc* rule_doc(RuleId id);

// A rule id as text ("place.cost", "building.church") resolved to its row and, for
// building.<id>, the building: nullopt when the text names no rule.
struct RuleDocLookup {
  const RuleDoc* doc = nullptr;
  BuildingId building = BuildingId::none;  // for building.<id>
  std::string id;                          // the id as asked
};
std::optional<RuleDocLookup> find_rule_doc(std::string_view text);

// The building.<id> line: "wood_sawmill (wood building): production (mandatory): takes 2 wood;
// costs 1 food + 1 wood; 2 PP when built" — the building table of RULES.md for that tile, read
// from its row of core/buildings.cpp.
std::string building_words(BuildingId id);
// The columns of that line, for the table of `caylus rules --buildings`: what a worker there does,
// with its amounts ("production (mandatory): takes 1 food or 1 cloth", "church: 2 deniers for 3
// PP, or 4 deniers for 5 PP"), the owner's bonus included; and what building it costs ("1 wood +
// 1 cube of any type"; "nothing" for the tiles nobody builds).
std::string building_effect_words(BuildingId id);
std::string building_cost_words(BuildingId id);
// Whether the tile costs nothing (building_cost_words says "nothing" in the reader's language).
bool costs_nothing(BuildingId id);

}  // namespace caylus
