// The game's vocabulary in the three rulebooks' own words: for every term the tool uses (the
// officials, the money, the castle's sections, the cubes, every building and special building by
// id...), the French (seed 002), Spanish (000) and Romanian (004) word as that rulebook writes it,
// with the line of the seed it comes from. Where a rulebook has no such word, the row says which
// word is chosen and why (line 0). The one table the translations hold to: docs/glossary.md is
// generated from it (`caylus rules --glossary`), tests/glossary_test.cpp checks every cited line
// of the seeds, and the catalogs to come will be checked against it (issue 37).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/rule_texts/rule_quotes.h"

namespace caylus {

struct GlossaryWord {
  std::string_view word;  // as the seed writes it (a part of the line: "ofiter" in "ofiterul")
  int line = 0;  // its line in the seed; 0: the rulebook has no such word, `word` is chosen
};

struct GlossaryTerm {
  std::string_view id;  // a building id ("gold_mine"), a special building or a term ("provost")
  std::string_view english;     // the tool's English word
  GlossaryWord fr;              // seed 002
  GlossaryWord es;              // seed 000
  GlossaryWord ro;              // seed 004, written without diacritics
  std::string_view ro_spelled;  // the Romanian word as a translation writes it, with diacritics
  std::string_view note;        // why a word was chosen where a rulebook has none; what differs
};

// Every term, the vocabulary first, then the special buildings, then the tiles in catalog order.
const std::vector<GlossaryTerm>& glossary();
const GlossaryTerm* glossary_term(std::string_view id);

// The column of `language` (its seed's word and line); nullptr for English, whose word is the
// tool's own, and for a language of kLanguages given no column yet: tests/catalog_test.cpp and
// tests/glossary_test.cpp walk kLanguages through this, so such a language fails them.
const GlossaryWord* glossary_column(const GlossaryTerm& term, Language language);
// The word a text in `language` writes: the English word, or the column's (Romanian with its
// diacritics, ro_spelled); empty for a language without a column.
std::string_view glossary_word(const GlossaryTerm& term, Language language);

// docs/glossary.md: the table as Markdown (tests/glossary_test.cpp keeps the file equal to it).
std::string glossary_markdown();

}  // namespace caylus
