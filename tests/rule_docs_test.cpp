// The table of where each rule comes from (core/rule_texts/rule_docs.h) and `caylus rules
// RULE_ID`: every rule id has a row, each row is filled, names real rule options and a seed
// section, and the command finds the corpus scenarios that cover the rule.
#include "core/rule_texts/rule_docs.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "command_helpers.h"
#include "core/buildings.h"
#include "core/options.h"
#include "core/rule_id.h"
#include "core/text.h"
#include "goods_english.h"
#include "seed_text.h"

namespace caylus {
namespace {

using test::contains;
using test::goods_text;
using test::offer_text;
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
                            << " in core/rule_texts/rule_docs_turn.cpp or rule_docs_scoring.cpp";
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
      ADD_FAILURE() << rule_id_text(doc.id) << ": « " << part << " » is not in the French "
                    << "rulebook (" << test::seed_path(test::kFrenchSeed)
                    << "): quote it verbatim (each part between \"...\" is found in it)";
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

// Issue 38: `caylus rules building.wood_sawmill` said "production (mandatory)" and not what it
// produces. Every row of the table: its yields, offers, owner's cubes, cost, PP, favors and
// income are in its words, as the table holds them.
TEST(RuleDocs, EveryBuildingSaysWhatItDoesWithItsAmounts) {
  for (int i = 1; i < kBuildingCount; ++i) {
    auto id = static_cast<BuildingId>(i);
    const BuildingData& b = building(id);
    const std::string words = building_words(id);
    SCOPED_TRACE(words);
    EXPECT_TRUE(words.starts_with(std::string(b.name) + " (" +
                                  std::string(kBuildingKindNames[b.kind]) + " building): "));
    EXPECT_TRUE(contains(words, building_effect_words(id)));
    for (int y = 0; y < b.production_options; ++y)
      EXPECT_TRUE(contains(words, (y == 0 ? "takes " : " or ") + goods_text(b.production[y])));
    EXPECT_EQ(b.effect == Effect::production, contains(words, "production (mandatory): takes "));
    for (int o = 0; o < b.offer_count; ++o) EXPECT_TRUE(contains(words, offer_text(b.offers[o])));
    if (b.has_owner_bonus)
      for (Cube c : b.owner_bonus) {
        Resources one{};
        one[c] = 1;
        EXPECT_TRUE(contains(words, goods_text(one) + (c == b.owner_bonus[0] ? " or " : " when")));
      }
    const std::string cost = building_cost_words(id);
    if (!b.cost.empty()) {
      EXPECT_TRUE(contains(cost, goods_text(b.cost)));
    }
    if (b.cost_any > 0) {
      EXPECT_TRUE(contains(cost, count_text(b.cost_any, "cube", "cubes") + " of any type"));
    }
    EXPECT_EQ(b.cost.empty() && b.cost_any == 0, cost == "nothing");
    EXPECT_EQ(cost != "nothing", contains(words, "; costs " + cost));
    EXPECT_EQ(b.prestige > 0, contains(words, std::to_string(b.prestige) + " PP when built"));
    EXPECT_EQ(b.favors > 0, contains(words, count_text(b.favors, "favor", "favors")));
    EXPECT_EQ(b.income > 0,
              contains(words, "+" + count_text(b.income, "denier", "deniers") + " of income"));
  }
  EXPECT_EQ(building_words(BuildingId::wood_sawmill),
            "wood_sawmill (wood building): production (mandatory): takes 2 wood; costs 1 food + "
            "1 wood; 2 PP when built");
  EXPECT_TRUE(contains(building_words(BuildingId::neutral_farm), "takes 1 food or 1 cloth"));
  EXPECT_TRUE(contains(building_words(BuildingId::park),
                       "takes 1 food + 2 wood; its owner takes 1 wood or 1 food when another"));
  EXPECT_EQ(building_cost_words(BuildingId::wood_market), "1 wood + 1 cube of any type");
}

TEST(RulesCommand, ListsTheBuildings) {
  auto run = run_caylus("rules --buildings");
  ASSERT_EQ(run.status, 0) << run.out;
  std::istringstream lines(run.out);
  std::set<std::string> listed;
  for (std::string line; std::getline(lines, line);) {
    std::istringstream words(line);
    std::string name, kind;
    words >> name >> kind;
    BuildingId id = BuildingId::none;
    if (!parse_building(name, id)) continue;
    SCOPED_TRACE(line);
    EXPECT_TRUE(listed.insert(name).second);
    EXPECT_EQ(kind, kBuildingKindNames[building(id).kind]);
    EXPECT_TRUE(line.ends_with("  " + building_effect_words(id)));
    const std::string cost = building_cost_words(id);
    EXPECT_TRUE(contains(line, cost == "nothing" ? " - " : " " + cost + " "));
  }
  EXPECT_EQ(listed.size(), static_cast<std::size_t>(kBuildingCount - 1)) << run.out;
  EXPECT_TRUE(
      contains(run.out, "gate trading_post merchants_guild joust_field stables inn castle"));
}

// The words of bash completion (tools/install/generate.sh bakes them in): every rule id, a
// building.<id> for each tile, every option with its values, the six neutral tiles.
TEST(CompleteCommand, ListsTheWordsOfTheTables) {
  auto ids = run_caylus("complete rule-ids", false);
  ASSERT_EQ(ids.status, 0);
  for (int i = 0; i < kRuleIdCount; ++i) {
    auto id = static_cast<RuleId>(i);
    if (id != RuleId::building_effect) {
      EXPECT_TRUE(contains(ids.out, std::string(rule_id_text(id)) + "\n")) << rule_id_text(id);
    }
  }
  for (int i = 1; i < kBuildingCount; ++i) {
    std::string id = "building." + std::string(building_name(static_cast<BuildingId>(i)));
    EXPECT_TRUE(contains(ids.out, id + "\n")) << id;
    EXPECT_TRUE(find_rule_doc(id).has_value()) << id;
  }
  EXPECT_FALSE(contains(ids.out, "<id>"));
  auto options = run_caylus("complete options", false);
  ASSERT_EQ(options.status, 0);
  std::string expected;
  for (const OptionInfo& info : option_table()) {
    expected += info.name;
    for (auto value : info.values) expected += " " + std::string(value);
    expected += "\n";
  }
  EXPECT_EQ(options.out, expected);
  auto neutral = run_caylus("complete neutral-tiles", false);
  EXPECT_EQ(neutral.out,
            "neutral_farm\nneutral_forest\nneutral_sawmill\nneutral_quarry\nneutral_market\n"
            "neutral_carpenter\n");
  EXPECT_EQ(run_caylus("complete nothing").status, 2);
  // Hidden: not a command people are shown (nor the man pages, generated from --help).
  EXPECT_FALSE(contains(run_caylus("--help").out, "\n  complete "));
  EXPECT_TRUE(contains(run_caylus("--help").out, "\n  rules "));
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
