// The reader's rulebook quoted (core/rule_texts/rule_quotes.h) and `caylus rules RULE_ID
// --lang`: every rule id has one row in the Spanish and the Romanian table, every quote is that
// seed's own words, a missing passage says why and the French quote stands for it, marked so.
#include "core/rule_texts/rule_quotes.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "core/rule_texts/rule_docs.h"
#include "seed_text.h"

namespace caylus {
namespace {

using test::contains;
using test::run_caylus;

// The languages of the table whose rulebook is not the French one (the RuleDoc quotes that):
// a language added with a rulebook of its own and no quotes fails the two tests below.
std::vector<Language> quoted_rulebooks() {
  std::vector<Language> out;
  for (Language language : kLanguages)
    if (rulebook_seed(language) != rulebook_seed(Language::fr)) out.push_back(language);
  return out;
}

TEST(RuleQuotes, EveryRuleIdHasOneRowPerRulebook) {
  EXPECT_GE(quoted_rulebooks().size(), 2u);  // es, ro
  for (Language language : quoted_rulebooks()) {
    std::set<int> seen;
    for (const RuleQuote& row : rule_quotes(language)) {
      EXPECT_TRUE(seen.insert(static_cast<int>(row.id)).second)
          << language_code(language) << ": " << rule_id_text(row.id) << " has two rows";
      EXPECT_FALSE(row.section.empty()) << rule_id_text(row.id);
      // A rulebook without the passage says why.
      if (row.quote.empty()) {
        EXPECT_FALSE(row.note.empty()) << language_code(language) << ": " << rule_id_text(row.id);
      }
    }
    for (int i = 0; i < kRuleIdCount; ++i)
      EXPECT_NE(rule_quote(static_cast<RuleId>(i), language), nullptr)
          << "no " << rulebook_name(language) << " row for " << rule_id_text(static_cast<RuleId>(i))
          << " in core/rule_texts/rule_quotes_" << language_code(language) << ".cpp";
  }
  // English and French readers get the French quote, the RuleDoc's.
  EXPECT_TRUE(rule_quotes(Language::en).empty());
  EXPECT_TRUE(rule_quotes(Language::fr).empty());
}

// Every quote is its rulebook's own words: each part between "..." occurs in the seed.
TEST(RuleQuotes, QuotesAreTheRulebooksOwnWords) {
  for (Language language : quoted_rulebooks()) {
    const std::string seed_name = test::seed_numbered(rulebook_seed(language));
    const std::string seed = test::read_seed(seed_name);
    ASSERT_FALSE(seed.empty()) << "the " << rulebook_name(language) << " is not at "
                               << test::seed_path(seed_name);
    const std::string words = test::as_words(seed);
    for (const RuleQuote& row : rule_quotes(language))
      for (const std::string& part : test::parts_not_in(std::string(row.quote), words))
        ADD_FAILURE() << language_code(language) << " " << rule_id_text(row.id) << ": « " << part
                      << " » is not in the " << rulebook_name(language) << " ("
                      << test::seed_path(seed_name)
                      << "): quote it verbatim, or leave the quote empty with a note saying why";
  }
}

TEST(RuleQuotes, LanguageCodesRoundTrip) {
  for (Language language : kLanguages)
    EXPECT_EQ(language_of_code(language_code(language)), language);
  EXPECT_FALSE(language_of_code("de").has_value());
  EXPECT_EQ(rulebook_seed(Language::ro), "004");
  EXPECT_EQ(test::seed_numbered("004"), test::kRomanianSeed);
}

TEST(RulesCommandLanguage, QuotesTheReadersRulebook) {
  auto es = run_caylus("rules provost.order --lang es");
  ASSERT_EQ(es.status, 0) << es.out;
  EXPECT_TRUE(
      contains(es.out,
               "reglamento español (000, Fase 4. El movimiento de preboste): « Cada jugador "
               "podrá mover al preboste de 1 a 3 espacios hacia atrás o hacia delante, "
               "pagando un denario por cada espacio movido."))
      << es.out;
  auto ro = run_caylus("rules provost.order --lang ro");
  ASSERT_EQ(ro.status, 0) << ro.out;
  EXPECT_TRUE(contains(ro.out,
                       "regulamentul românesc (004, Faza 4 - Mutarea ofiterului): « Fiecare "
                       "jucator poate muta ofiterul maxim 3 spatii"))
      << ro.out;
  auto fr = run_caylus("rules provost.order --lang fr");
  ASSERT_EQ(fr.status, 0) << fr.out;
  // Each rulebook named in the reader's language (tests/rules_language_test.cpp: every line).
  EXPECT_TRUE(contains(fr.out, "règle française : « Dans l'ordre où ils ont passé"));
  EXPECT_FALSE(contains(fr.out, "règle espagnole"));
  EXPECT_FALSE(contains(fr.out, "règle roumaine"));
  // The French quote is still there for a Spanish reader, after the Spanish one.
  ASSERT_NE(es.out.find("reglamento francés: «"), std::string::npos) << es.out;
  EXPECT_LT(es.out.find("reglamento español"), es.out.find("reglamento francés: «"));
}

TEST(RulesCommandLanguage, AMissingPassageIsMarkedAndTheFrenchQuoteStands) {
  auto run = run_caylus("rules favor.order --lang ro");
  ASSERT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out,
                       "regulamentul românesc (004): nu are acest pasaj (regulamentul român nu "
                       "are FAQ; FAQ-ul francez stabilește ordinea); este citat regulamentul "
                       "francez"))
      << run.out;
  EXPECT_TRUE(contains(run.out, "regulamentul francez: « Le joueur choisit dans quel ordre"));
}

TEST(RulesCommandLanguage, ADisagreementNamesTheOptionEachReadingSupports) {
  auto run = run_caylus("rules scoring.towers --lang es");
  ASSERT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out, "« Torres: - 0 casas → -3 puntos de prestigio"));
  EXPECT_TRUE(contains(run.out,
                       "reglamento español: el -3 del texto principal apoya "
                       "towers_zero_penalty=3"))
      << run.out;
}

TEST(RulesCommandLanguage, UnknownLanguageIsBadInput) {
  auto run = run_caylus("rules provost.order --lang xx");
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(contains(run.out, "unknown language 'xx' for --lang: the tool speaks fr, es, ro"))
      << run.out;
}

// The environment chooses when --lang is absent, as gettext programs read it (the child
// process inherits this one's environment).
TEST(RulesCommandLanguage, TheLocaleChoosesWithoutLang) {
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
  setenv("LANG", "ro_RO.UTF-8", 1);
  auto ro = run_caylus("rules provost.order");
  EXPECT_TRUE(contains(ro.out, "regulamentul românesc (004")) << ro.out;
  setenv("LANGUAGE", "es:ro", 1);
  auto es = run_caylus("rules provost.order");
  EXPECT_TRUE(contains(es.out, "reglamento español (000")) << es.out;
  // --lang wins over the environment; the C locale is English whatever LANGUAGE says.
  auto fr = run_caylus("rules provost.order --lang fr");
  EXPECT_FALSE(contains(fr.out, "règle espagnole")) << fr.out;
  EXPECT_TRUE(contains(fr.out, "règle française : «")) << fr.out;
  setenv("LC_ALL", "C", 1);
  auto c = run_caylus("rules provost.order");
  EXPECT_FALSE(contains(c.out, "Spanish rulebook")) << c.out;
  EXPECT_FALSE(contains(c.out, "Romanian rulebook")) << c.out;
  EXPECT_TRUE(contains(c.out, "French rulebook: «")) << c.out;
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
}

}  // namespace
}  // namespace caylus
