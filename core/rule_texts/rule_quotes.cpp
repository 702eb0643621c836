#include "core/rule_texts/rule_quotes.h"

#include <array>

#include "core/language/catalog.h"

namespace caylus {

namespace {
struct LanguageRow {
  Language language;
  std::string_view code;
  std::string_view rulebook;
  std::string_view seed;
};
// The French rulebook is the primary source: English readers get its quote too.
constexpr std::array<LanguageRow, 4> kLanguageRows{{
    {Language::en, "en", N_("French rulebook"), "002"},
    {Language::fr, "fr", N_("French rulebook"), "002"},
    {Language::es, "es", N_("Spanish rulebook"), "000"},
    {Language::ro, "ro", N_("Romanian rulebook"), "004"},
}};
const LanguageRow& row_of(Language language) {
  return kLanguageRows[static_cast<std::size_t>(language)];
}
}  // namespace

std::string_view language_code(Language language) {
  return row_of(language).code;
}
std::string_view rulebook_name(Language language) {
  return row_of(language).rulebook;
}
std::string_view rulebook_seed(Language language) {
  return row_of(language).seed;
}

std::optional<Language> language_of_code(std::string_view code) {
  for (const LanguageRow& row : kLanguageRows)
    if (row.code == code) return row.language;
  return std::nullopt;
}

const std::vector<RuleQuote>& rule_quotes(Language language) {
  static const std::vector<RuleQuote> none;
  static const std::vector<RuleQuote> spanish = rule_quote_rows::spanish();
  static const std::vector<RuleQuote> romanian = rule_quote_rows::romanian();
  if (language == Language::es) return spanish;
  if (language == Language::ro) return romanian;
  return none;
}

const RuleQuote* rule_quote(RuleId id, Language language) {
  for (const RuleQuote& row : rule_quotes(language))
    if (row.id == id) return &row;
  return nullptr;
}

}  // namespace caylus
