// The rulebook a reader holds, quoted: for every rule id, the passage of the Spanish (seed 000) and
// Romanian (seed 004) rulebooks, as rule_docs() holds the French (seed 002) one. A row with an
// empty quote says that rulebook has no such passage, and why; its note says where a rulebook
// disagrees in substance with the French one, and which rule option (RULES.md "Interpretations")
// each reading supports. tests/rule_quotes_test.cpp checks that every rule id has one row per
// rulebook and that every quote is the seed's own words.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/rule_id.h"

namespace caylus {

// The languages the tool is read in: English (the project's words, the French rulebook quoted)
// and the three rulebooks' languages.
enum class Language : std::uint8_t { en, fr, es, ro };
inline constexpr Language kLanguages[] = {Language::en, Language::fr, Language::es, Language::ro};

std::string_view language_code(Language language);                // "es"
std::string_view rulebook_name(Language language);                // "Spanish rulebook"
std::string_view rulebook_seed(Language language);                // "000"
std::optional<Language> language_of_code(std::string_view code);  // "es" -> es

struct RuleQuote {
  RuleId id;
  std::string_view section;  // the rulebook's own heading ("Fase 4. El movimiento de preboste")
  std::string_view quote;    // verbatim, parts joined by "..."; empty: the rulebook lacks it
  std::string_view note;  // why it lacks it, or where it disagrees (and which option it supports)
};

// Every row of the rulebook of `language` (es or ro), in rule-id order; empty for en and fr (the
// French quote is the RuleDoc's).
const std::vector<RuleQuote>& rule_quotes(Language language);
// The row of `id` in that rulebook; nullptr for en and fr, or when the table has none (a test
// keeps that from happening for es and ro).
const RuleQuote* rule_quote(RuleId id, Language language);

namespace rule_quote_rows {
std::vector<RuleQuote> spanish();
std::vector<RuleQuote> romanian();
}  // namespace rule_quote_rows

}  // namespace caylus
