// The table of where each rule comes from (replay/rule_texts/rule_docs.h) and `caylus rules
// RULE_ID`: every rule id has a row, each row is filled, names real rule options and a seed
// section, and the command finds the corpus scenarios that cover the rule.
#include "replay/rule_texts/rule_docs.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "command_helpers.h"
#include "core/options.h"
#include "core/rule_id.h"
#include "seed_text.h"

namespace caylus {
namespace {

using test::contains;
using test::run_caylus;

TEST(RuleDocs, EveryRuleIdHasOneFilledRow) {
  std::set<int> seen;
  for (const RuleDoc& doc : rule_docs()) {
    EXPECT_TRUE(seen.insert(static_cast<int>(doc.id)).second)
        << rule_id_text(doc.id) << " has two rows";
  }
  for (int i = 0; i < kRuleIdCount; ++i) {
    auto id = static_cast<RuleId>(i);
    const RuleDoc* doc = rule_doc(id);
    ASSERT_NE(doc, nullptr) << "no row for the rule id " << rule_id_text(id)
                            << " in replay/rule_texts/rule_docs_turn.cpp or rule_docs_scoring.cpp";
    EXPECT_FALSE(doc->words.empty()) << rule_id_text(id);
    EXPECT_FALSE(doc->quote.empty()) << rule_id_text(id);
    // A source names a seed file (002 is the French rulebook) or RULES.md.
    EXPECT_TRUE(contains(std::string(doc->source), "002") ||
                contains(std::string(doc->source), "RULES.md"))
        << rule_id_text(id) << ": " << doc->source;
  }
}

// Every quote is the French rulebook's own words: each part between "..." occurs in seed 002.
TEST(RuleDocs, QuotesAreTheFrenchRulebooksWords) {
  const std::string seed = test::read_seed(test::kFrenchSeed);
  ASSERT_FALSE(seed.empty()) << "the French rulebook is not at "
                             << test::seed_path(test::kFrenchSeed);
  const std::string words = test::as_words(seed);
  for (const RuleDoc& doc : rule_docs())
    for (const std::string& part : test::parts_not_in(std::string(doc.quote), words))
      ADD_FAILURE() << rule_id_text(doc.id) << ": « " << part << " »";
}

// The options a rule shows are their rows' rule ids (core/options.h): the option table is the
// one place that says which rules a reading changes.
TEST(RuleDocs, TheOptionsOfARuleAreTheOptionRowsNamingIt) {
  std::vector<std::string_view> of_building_effect;
  for (const OptionInfo* info : options_touching(RuleId::building_effect))
    of_building_effect.push_back(info->name);
  EXPECT_EQ(of_building_effect,
            (std::vector<std::string_view>{"lawyer_prestige", "market_sells_gold"}));
  EXPECT_TRUE(options_touching(RuleId::castle_order).empty());
  for (const OptionInfo& info : option_table())
    for (RuleId id : info.rules) {
      auto touching = options_touching(id);
      EXPECT_NE(std::find(touching.begin(), touching.end(), &info), touching.end())
          << info.name << " / " << rule_id_text(id);
    }
}

TEST(RuleDocs, BuildingIdsResolveToTheBuildingRow) {
  auto church = find_rule_doc("building.church");
  ASSERT_TRUE(church.has_value());
  EXPECT_EQ(church->doc->id, RuleId::building_effect);
  EXPECT_EQ(church->building, BuildingId::church);
  EXPECT_TRUE(contains(building_words(BuildingId::church), "2 deniers for 3 PP"));
  EXPECT_FALSE(find_rule_doc("building.nothing").has_value());
  EXPECT_FALSE(find_rule_doc("place.nowhere").has_value());
}

TEST(RulesCommand, ExplainsARule) {
  auto run = run_caylus("rules castle.best_builder");
  ASSERT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out, "castle.best_builder: the player who offered the most batches"));
  EXPECT_TRUE(contains(run.out, "Phase 6 - Construction du château"));
  EXPECT_TRUE(contains(run.out, "« Si plusieurs joueurs ont fourni le même nombre de lots"));
  EXPECT_TRUE(contains(run.out, "FAQ: CHATEAU: A, B et C"));
  EXPECT_TRUE(contains(run.out, "rule option: best_builder_needs_batch (true | false)"));
  // The corpus scenarios whose covers name the rule.
  EXPECT_TRUE(contains(run.out, "scenarios ("));
  EXPECT_TRUE(contains(run.out, ".json"));
}

TEST(RulesCommand, ExplainsABuilding) {
  auto run = run_caylus("rules building.jeweler");
  ASSERT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out, "building: jeweler (stone building): jeweler: 1 gold for 5 PP"));
  EXPECT_TRUE(contains(run.out, "jeweler"));
}

TEST(RulesCommand, UnknownRuleIsBadInput) {
  auto run = run_caylus("rules place.nowhere");
  EXPECT_EQ(run.status, 2);
  EXPECT_TRUE(contains(run.out, "unknown rule id 'place.nowhere'"));
  auto no_corpus = run_caylus("rules place.cost --corpus /nonexistent-corpus");
  EXPECT_EQ(no_corpus.status, 0);
  EXPECT_TRUE(contains(no_corpus.out, "no corpus found"));
}

}  // namespace
}  // namespace caylus
