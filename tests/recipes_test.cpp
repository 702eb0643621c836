// The recipes of docs/developing.md ("A rule option", "A check field", "An invariant"), each held
// by a test that fails when a step is skipped. What a recipe leaves to a table is checked here
// row by row: an option row whole (its field, values, rules, when it comes into play), every
// value reaching the state hash and the published JSON Schema; a claim row with every operation.
// The other steps have their own tests, named in the README: a scenario per option value
// (corpus_coverage_test.cpp), a corruption per invariant at its threshold (invariants_test.cpp),
// the contract's keys (claims_test.cpp), the generated schema (ctest schema_is_generated).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/options.h"
#include "replay/claims/claim_fields.h"
#include "replay/claims/claims.h"
#include "test_paths.h"

namespace caylus {
namespace {

TEST(OptionRecipe, EveryRowIsWhole) {
  std::set<std::string_view> names;
  for (const OptionInfo& info : option_table()) {
    SCOPED_TRACE(std::string(info.name));
    EXPECT_TRUE(names.insert(info.name).second) << "two rows";
    ASSERT_GE(info.values.size(), 2u) << "an option is a choice between readings";
    ASSERT_EQ(info.field.codes.size(), info.values.size()) << "one field code per value";
    EXPECT_EQ(std::set<std::string_view>(info.values.begin(), info.values.end()).size(),
              info.values.size());
    EXPECT_EQ(std::set<std::int64_t>(info.field.codes.begin(), info.field.codes.end()).size(),
              info.field.codes.size());
    // The default of RuleOptions is the row's first value (the French rulebook's reading).
    EXPECT_EQ(info.index(RuleOptions{}), 0) << "the field's default is not the first value";
    for (std::size_t i = 0; i < info.values.size(); ++i) {
      RuleOptions o;
      EXPECT_FALSE(set_option(o, info.name, info.values[i]).has_value());
      EXPECT_EQ(info.index(o), static_cast<int>(i));
      EXPECT_EQ(info.raw(o), info.field.codes[i]);
      EXPECT_EQ(get_option(o, info.name), info.values[i]);
    }
    EXPECT_FALSE(info.why.empty());
    EXPECT_FALSE(info.rules.empty()) << "which rules does the option change?";
    EXPECT_EQ(std::set<RuleId>(info.rules.begin(), info.rules.end()).size(), info.rules.size());
    EXPECT_FALSE(info.when.empty()) << "when does the option come into play?";
    // Without a predicate, the metamorphic property option.unused_irrelevant skips the option:
    // only an option that shapes the setup may do without one.
    if (info.in_play == nullptr) {
      EXPECT_EQ(info.when.substr(0, 14), "from the setup") << "no in_play predicate";
    }
  }
}

// Each field is its own: two rows writing one member of RuleOptions would pass every test of
// either row alone.
TEST(OptionRecipe, EachRowWritesItsOwnField) {
  const auto& table = option_table();
  for (std::size_t i = 0; i < table.size(); ++i) {
    RuleOptions o;
    table[i].set(o, 1);
    for (std::size_t j = 0; j < table.size(); ++j)
      EXPECT_EQ(table[j].index(o), j == i ? 1 : 0)
          << table[i].name << "'s second value moves " << table[j].name;
  }
}

// Every value reaches the state hash (a state differs by its options); the options of the
// pinned signature are the table's first rows (core/options.h, kSignatureOptions).
TEST(OptionRecipe, EveryValueReachesTheStateHash) {
  ASSERT_LE(kSignatureOptions, option_table().size());
  GameSetup setup;
  setup.player_count = 3;
  const GameState plain = new_game(setup);
  std::set<std::uint64_t> hashes = {plain.hash()};
  for (const OptionInfo& info : option_table())
    for (std::size_t i = 1; i < info.values.size(); ++i) {
      GameState s = plain;
      info.set(s.options, static_cast<int>(i));
      EXPECT_TRUE(hashes.insert(s.hash()).second) << info.name << "=" << info.values[i];
    }
}

// The published schema (docs/log.schema.json, `caylus schema`) knows every option and value:
// a log written under a new option would otherwise be refused by it.
TEST(OptionRecipe, ThePublishedSchemaListsEveryValue) {
  std::ifstream in(std::string(caylus::test::source_dir()) + "/docs/log.schema.json");
  ASSERT_TRUE(in);
  nlohmann::json schema = nlohmann::json::parse(in);
  const nlohmann::json& options = schema["definitions"]["options"]["properties"];
  for (const OptionInfo& info : option_table()) {
    ASSERT_TRUE(options.contains(std::string(info.name)))
        << info.name << ": run `caylus schema > docs/log.schema.json`";
    const nlohmann::json& values = options[std::string(info.name)]["enum"];
    for (std::string_view v : info.values)
      EXPECT_NE(std::find(values.begin(), values.end(), std::string(v)), values.end())
          << info.name << "=" << v << ": run `caylus schema > docs/log.schema.json`";
  }
}

// Every member of RuleOptions says, in the comment above it, its row's name and values, default
// first ("// option towers_zero_penalty = 4 | 3"): a reader of core/options.h sees the option
// without opening the table, and a renamed option or value cannot leave a stale comment.
TEST(OptionRecipe, EveryMemberSaysItsRow) {
  std::ifstream in(std::string(caylus::test::source_dir()) + "/core/options.h");
  ASSERT_TRUE(in);
  std::vector<std::string> said;
  bool in_struct = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("struct RuleOptions {", 0) == 0) in_struct = true;
    if (in_struct && line.rfind("};", 0) == 0) break;
    const std::string mark = "  // option ";
    if (in_struct && line.rfind(mark, 0) == 0) said.push_back(line.substr(mark.size()));
  }
  std::set<std::string> expected;
  for (const OptionInfo& info : option_table()) {
    std::string row = std::string(info.name) + " =";
    for (std::size_t i = 0; i < info.values.size(); ++i)
      row += (i ? " | " : " ") + std::string(info.values[i]);
    expected.insert(row);
    EXPECT_NE(std::find(said.begin(), said.end(), row), said.end())
        << "core/options.h: no member of RuleOptions says '// option " << row << "'";
  }
  for (const std::string& line : said)
    EXPECT_TRUE(expected.count(line))
        << "core/options.h says '// option " << line << "', which is no row of option_table()";
  EXPECT_EQ(said.size(), option_table().size());
}

// option_of<&RuleOptions::x>() finds x's row (messages and narrations name options by their
// member and take the words from the row): one member per row, each found, none confused.
TEST(OptionRecipe, OptionOfFindsTheRowOfItsMember) {
  auto row = [](std::string_view name) {
    for (const OptionInfo& info : option_table())
      if (info.name == name) return &info;
    return static_cast<const OptionInfo*>(nullptr);
  };
  EXPECT_EQ(&option_of<&RuleOptions::favor_architect_free>(), row("favor_architect_cost"));
  EXPECT_EQ(&option_of<&RuleOptions::towers_zero_penalty>(), row("towers_zero_penalty"));
  EXPECT_EQ(&option_of<&RuleOptions::notary_delay>(), row("notary_delay"));
  EXPECT_EQ(&option_of<&RuleOptions::notary_unactivated_target>(),
            row("notary_unactivated_target"));
  EXPECT_EQ(&option_of<&RuleOptions::market_sells_gold>(), row("market_sells_gold"));
  EXPECT_EQ(&option_of<&RuleOptions::towers_full_penalty>(), row("towers_full_penalty"));
  RuleOptions o;
  option_of<&RuleOptions::notary_delay>().set(o, 1);
  EXPECT_EQ(option_setting(option_of<&RuleOptions::notary_delay>(), o),
            "notary_delay=after_target_activation");
  EXPECT_EQ(option_setting(option_of<&RuleOptions::towers_zero_penalty>(), 1),
            "towers_zero_penalty=3");
}

// docs/developing.md "A check field": the row holds every operation; reading, writing, comparing,
// state_as_check and the schema walk the table, so a missing one would silently drop the field
// from one of them.
TEST(CheckFieldRecipe, EveryRowReadsWritesComparesTakesAndDescribes) {
  std::set<std::string_view> names;
  for (const claim_fields::ClaimField& f : claim_fields::fields()) {
    SCOPED_TRACE(std::string(f.name));
    EXPECT_TRUE(names.insert(f.name).second);
    EXPECT_NE(f.given, nullptr);
    EXPECT_NE(f.read, nullptr);
    EXPECT_NE(f.write, nullptr);
    EXPECT_NE(f.compare, nullptr);
    EXPECT_NE(f.take, nullptr);
    EXPECT_NE(f.schema, nullptr);
    // An amendment of any field sets it or refuses in the row's words (claim_row.h): never the
    // refusal of another field ("it is the moment of the game": issue 36).
    EXPECT_NE(f.amend, nullptr);
    // The text notation writes a player named like a key as "players.NAME": a key is never
    // one of expect's, or "final.NAME" would be ambiguous.
    EXPECT_EQ(std::count(kExpectKeys.begin(), kExpectKeys.end(), f.name), 0);
  }
  EXPECT_EQ(claim_fields::field_names().size(), names.size());
}

// Issue 36, "Done when": a newcomer opening the repository finds docs/developing.md from the
// README's first screen (a terminal's 24 lines, or the top of the repository's page), and the
// guide it leads to is the one with the recipes.
TEST(DeveloperGuide, TheReadmesFirstScreenLeadsThere) {
  std::ifstream readme(std::string(test::source_dir()) + "/README.md");
  ASSERT_TRUE(readme) << "README.md";
  std::string line;
  int number = 0;
  bool linked = false;
  while (number < 24 && std::getline(readme, line)) {
    ++number;
    if (line.find("(docs/developing.md)") != std::string::npos) linked = true;
  }
  EXPECT_TRUE(linked) << "no link to docs/developing.md in the README's first 24 lines";
  std::ifstream guide(std::string(test::source_dir()) + "/docs/developing.md");
  std::string text((std::istreambuf_iterator<char>(guide)), std::istreambuf_iterator<char>());
  for (const char* heading :
       {"## 2. The code, folder by folder", "### 3.1 A rule", "### 3.2 A rule option",
        "### 3.3 A check field", "### 3.4 An invariant", "### 3.5 A verb",
        "### 3.8 A language's catalog"})
    EXPECT_NE(text.find(heading), std::string::npos) << heading;
}

}  // namespace
}  // namespace caylus
