// The rule behind a verdict, as `caylus rules RULE_ID` prints it and `caylus report` shows it
// beside its error: the row of core/rule_texts/rule_docs.h (words, source, French quote, FAQ,
// options), the reader's own rulebook quoted (core/rule_texts/rule_quotes.h) and the corpus
// scenarios whose `covers` name the rule.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rule_texts/rule_quotes.h"

namespace caylus::tools {

struct RuleExplanation {
  std::string id;        // as asked: "place.cost", "building.church"
  std::string words;     // the rule in the project's words
  std::string building;  // for building.<id>: that building's line of the building table
  std::string source;    // seed file and section
  std::string quote;     // the French rulebook, briefly
  std::string faq;       // the FAQ question, or empty
  std::vector<std::string> options;    // "towers_zero_penalty (4 | 3): why"
  std::vector<std::string> scenarios;  // "corpus/rulings/x.json: title", relative to the corpus
  std::string corpus;                  // the corpus directory scanned ("" when not found)
  // The reader's rulebook (es, ro): its section and passage, empty when it lacks the passage (the
  // French quote stands for it, marked so), and what it says about its reading.
  Language language = Language::en;
  std::string rulebook_section;
  std::string rulebook_quote;
  std::string rulebook_note;
};

// The corpus of this checkout (compiled in), used when --corpus is not given.
std::string default_corpus_dir();

// nullopt when `id` names no rule. `corpus_dir` may not exist: then no scenario is listed.
// `language` picks the rulebook quoted beside the French one (en and fr: the French alone).
std::optional<RuleExplanation> explain_rule(std::string_view id, const std::string& corpus_dir,
                                            Language language = Language::en);

// The reader's own rulebook beside the French (es, ro; null otherwise), as the page's and the
// report's rule boxes show it: {language, seed, section, quote (empty when it lacks the passage:
// the French quote stands for it), note}.
nlohmann::json rulebook_json(const RuleExplanation& e);

// The explanation as lines of text (what `caylus rules RULE_ID` prints).
std::vector<std::string> explanation_lines(const RuleExplanation& e);

}  // namespace caylus::tools
