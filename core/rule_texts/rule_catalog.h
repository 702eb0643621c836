// The rule ids a scenario can exercise, for `caylus coverage` and the log's `covers` field
// (docs/corpus.md): every rule id of RULES.md (core/rule_id.h) except the bare `building`, which
// stands for `building.<id>`, plus `building.<id>` for every building that can be activated (it
// has an effect in phase 5) or built (a wood, stone or prestige tile). Residences are made by the
// notary, never built or activated, so `building.residence` is not one of them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace caylus {

// A rule id a refusal can carry (RuleViolation::rule_text): every id of RULES.md, the bare
// `building` included, and `building.<id>` for any building. What `expect.rule` and a `refused`
// claim may name.
bool is_refusal_rule_id(std::string_view text);

// Every such id, in RULES.md order, the buildings in catalog order in place of `building`.
const std::vector<std::string>& coverable_rule_ids();
bool is_coverable_rule_id(std::string_view text);

}  // namespace caylus
