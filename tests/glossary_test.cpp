// The glossary (core/rule_texts/glossary.h): every word cited from a rulebook is on the seed
// line it names, every word absent from its rulebook says why it was chosen, every building and
// special building has its row, and docs/glossary.md is what `caylus rules --glossary` prints.
#include "core/rule_texts/glossary.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "command_helpers.h"
#include "core/buildings.h"
#include "seed_text.h"
#include "test_paths.h"

namespace caylus {
namespace {

using test::contains;

// Each column against its language's seed (the language table's rulebook_seed).
TEST(Glossary, EveryCitedWordIsOnItsSeedLine) {
  for (Language language : kLanguages) {
    if (language == Language::en) continue;
    struct {
      std::string name;  // "French": as the notes name the rulebook
      std::string seed;
    } book{std::string(rulebook_name(language)), test::seed_numbered(rulebook_seed(language))};
    book.name = book.name.substr(0, book.name.find(' '));
    const auto lines = test::seed_lines(book.seed);
    ASSERT_FALSE(lines.empty()) << "the " << book.name << " rulebook is not at "
                                << test::seed_path(book.seed);
    for (const GlossaryTerm& term : glossary()) {
      ASSERT_NE(glossary_column(term, language), nullptr)
          << language_code(language) << " has no column in the glossary (glossary_column)";
      const GlossaryWord& word = *glossary_column(term, language);
      EXPECT_FALSE(word.word.empty()) << term.id << " (" << book.name << ")";
      if (word.line == 0) {
        // Absent from the rulebook: the note says which word is chosen and why.
        EXPECT_TRUE(contains(std::string(term.note), std::string(book.name)))
            << term.id << ": the " << book.name << " word is chosen, the note must say why";
        continue;
      }
      ASSERT_LE(static_cast<std::size_t>(word.line), lines.size()) << term.id;
      EXPECT_TRUE(contains(lines[word.line - 1], std::string(word.word)))
          << term.id << ": \"" << word.word << "\" is not on line " << word.line << " of "
          << book.seed << ": " << lines[word.line - 1];
    }
  }
}

TEST(Glossary, EveryBuildingAndSpecialBuildingHasItsRow) {
  std::set<std::string_view> ids;
  for (const GlossaryTerm& term : glossary()) {
    EXPECT_TRUE(ids.insert(term.id).second) << term.id << " has two rows";
    EXPECT_FALSE(term.english.empty()) << term.id;
    EXPECT_FALSE(term.ro_spelled.empty()) << term.id;
  }
  for (int b = 1; b < kBuildingCount; ++b) {
    std::string_view id = building_name(static_cast<BuildingId>(b));
    EXPECT_NE(glossary_term(id), nullptr) << "no glossary row for the building " << id;
  }
  for (std::string_view id : {"gate",
                              "trading_post",
                              "merchants_guild",
                              "joust_field",
                              "stables",
                              "inn",
                              "provost",
                              "bailiff",
                              "denier",
                              "favor",
                              "castle",
                              "dungeon",
                              "walls",
                              "towers",
                              "house",
                              "worker",
                              "food",
                              "wood",
                              "stone",
                              "cloth",
                              "gold",
                              "prestige_points",
                              "road",
                              "bridge",
                              "phase"})
    EXPECT_NE(glossary_term(id), nullptr) << "no glossary row for " << id;
  EXPECT_EQ(glossary_term("provost")->ro_spelled, "ofițer");
  EXPECT_EQ(glossary_term("bailiff")->es.word, "comisionado");
}

TEST(Glossary, TheDocIsGeneratedFromTheTable) {
  const std::string path = std::string(caylus::test::source_dir()) + "/docs/glossary.md";
  std::ifstream in(path);
  ASSERT_TRUE(in) << path << " is missing: build/dev/caylus rules --glossary > docs/glossary.md";
  std::stringstream buffer;
  buffer << in.rdbuf();
  EXPECT_EQ(buffer.str(), glossary_markdown())
      << "docs/glossary.md differs from the table: build/dev/caylus rules --glossary > "
         "docs/glossary.md";
  auto run = test::run_caylus("rules --glossary", /*with_stderr=*/false);
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out, glossary_markdown());
}

}  // namespace
}  // namespace caylus
