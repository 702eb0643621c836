// caylus rules: lists the rule options (RULES.md "Interpretations") and the rule ids, or with
// --buildings the tiles (print_building_table); given a rule id, says where that rule comes from
// (tools/report/rule_explain.h), quoting the reader's rulebook (--lang, tools/language.h);
// --glossary prints the rulebooks' words (docs/glossary.md).
#include <fmt/core.h>

#include "core/buildings.h"
#include "core/language/catalog.h"
#include "core/options.h"
#include "core/rule_id.h"
#include "core/rule_texts/glossary.h"
#include "core/rule_texts/rule_docs.h"
#include "core/verbs.h"
#include "tools/commands.h"
#include "tools/language.h"
#include "tools/report/rule_explain.h"

namespace caylus::tools {

namespace {

// `caylus rules --glossary` / `--lang`: the language options of the command, kept apart from the
// listing so that both grow without meeting.
struct LanguageOptions {
  std::string lang;
  bool glossary = false;
};

void add_language_options(CLI::App* rules, LanguageOptions& options) {
  add_language_option(rules, options.lang);
  rules->add_flag("--glossary", options.glossary,
                  "print the glossary: every term in the French, Spanish and Romanian rulebooks' "
                  "own words, with the line of each (the Markdown of docs/glossary.md)");
}

// `caylus rules --buildings`: every tile of the building table (core/buildings.cpp), as RULES.md's
// "Building table" prints it, with the ids a log and a position write (issue 38: a person looked
// wood_sawmill up in RULES.md); then the special buildings, which are spaces, not tiles.
// A kind of building, a word of the table's column ("wood"; "en bois", "de madera", "de lemn").
std::string_view kind_column(BuildingKind kind) {
  switch (kind) {
    case BuildingKind::fixed:
      return trc("building kind", "fixed");
    case BuildingKind::neutral:
      return trc("building kind", "neutral");
    case BuildingKind::wood:
      return trc("building kind", "wood");
    case BuildingKind::stone:
      return trc("building kind", "stone");
    case BuildingKind::residence:
      return trc("building kind", "residential");
    case BuildingKind::prestige:
      return trc("building kind", "prestige");
    case BuildingKind::none:
      break;
  }
  return kBuildingKindNames[kind];
}

void print_building_table() {
  fmt::print("{}\n", tr("Buildings (the tiles; 'caylus rules building.<id>' explains one):"));
  fmt::print("  {:<18} {:<12} {:<27} {:>3} {:>6} {:>6}  {}\n", "id", trc("building table", "kind"),
             trc("building table", "cost"), "PP", trc("building table", "favors"),
             trc("building table", "income"), trc("building table", "what a worker there does"));
  for (int i = 1; i < kBuildingCount; ++i) {
    auto id = static_cast<BuildingId>(i);
    const BuildingData& b = building(id);
    auto number = [](int n) { return n == 0 ? std::string("-") : std::to_string(n); };
    fmt::print("  {:<18} {:<12} {:<27} {:>3} {:>6} {:>6}  {}\n", b.name, kind_column(b.kind),
               costs_nothing(id) ? "-" : building_cost_words(id), number(b.prestige),
               number(b.favors), number(b.income), building_effect_words(id));
  }
  std::string specials;
  for (int i = 0; i < kSpecialCount; ++i)
    specials += " " + std::string(special_name(static_cast<Special>(i)));
  fmt::print("\n{}{}\n",
             tr("Special buildings (no owner; phase 3; 'caylus rules special.<name>'):"), specials);
}

}  // namespace

void add_rules_command(CLI::App& app) {
  auto ids = std::make_shared<bool>(false);
  auto buildings = std::make_shared<bool>(false);
  auto rule = std::make_shared<std::string>();
  auto corpus = std::make_shared<std::string>(default_corpus_dir());
  CLI::App* rules = app.add_subcommand(
      "rules",
      "List the rule options (readings where rulebooks disagree) and the rule ids.\nGiven a "
      "RULE_ID: the rule in the project's words, where it comes from (seed file and section, the "
      "French rulebook quoted briefly, the FAQ question), the rule options that touch it and the "
      "corpus scenarios whose `covers` name it.");
  rules->add_flag("--ids", *ids, "list the rule ids only");
  rules->add_flag("--buildings", *buildings,
                  "list the buildings (the tiles: id, kind, cost, PP, favors, income, what a "
                  "worker there does) and the special buildings");
  rules->add_option("rule", *rule,
                    "a rule id (place.cost, building.church, ...): explain that rule");
  // No default shown: it is found at run time beside the binary (default_corpus_dir), and a man
  // page generated from this help must not carry one machine's path.
  rules->add_option("--corpus", *corpus,
                    "with RULE_ID: the corpus scanned for scenarios (default: the installed one, "
                    "PREFIX/share/caylus/corpus, or the source tree's from a build directory)");
  auto language = std::make_shared<LanguageOptions>();
  add_language_options(rules, *language);
  // An argument the command does not take is refused here rather than by the parser, once the
  // language is chosen, so that the person reads the refusal in it (issue 37).
  rules->allow_extras();
  rules->callback([rules, ids, buildings, rule, corpus, language] {
    // The messages and the rulebook quoted follow the language as `caylus replay`'s do.
    const Language reader = use_language(language->lang, locale_environment());
    if (!rules->remaining().empty())
      throw InputError{fill_in(tr("'caylus rules' takes no argument '{0}': it takes one rule id "
                                  "at most, and the options that 'caylus rules --help' lists"),
                               rules->remaining().front())};
    if (language->glossary) {
      fmt::print("{}", glossary_markdown());
      exit_status() = 0;
      return;
    }
    if (*buildings) {
      print_building_table();
      exit_status() = 0;
      return;
    }
    if (!rule->empty()) {
      auto explanation = explain_rule(*rule, *corpus, reader);
      if (!explanation)
        throw InputError{fill_in(tr("unknown rule id '{0}': 'caylus rules --ids' lists them "
                                    "(building.<id> for a building)"),
                                 *rule)};
      for (const auto& line : explanation_lines(*explanation)) fmt::print("{}\n", line);
      exit_status() = 0;
      return;
    }
    if (!*ids) {
      fmt::print(
          "{}\n",
          tr("Rule options (select with --rules option=value; the default is listed first):"));
      for (const auto& info : option_table()) {
        std::string values;
        for (auto v : info.values) values += (values.empty() ? "" : " | ") + std::string(v);
        fmt::print("  {:<28} {}\n  {:<28} {}\n", info.name, values, "", tr(info.why));
      }
      // The verbs, from the verb table (core/verbs.h), as the notation writes them.
      fmt::print("\n{}\n", tr("Verbs (one per decision; docs/notation.md):"));
      for (const VerbSpec& verb : verb_table()) {
        std::string usage(verb.name);
        for (const ParamSpec& p : verb.params)
          usage +=
              p.positional ? " <" + std::string(p.key) + ">" : " [" + std::string(p.key) + " ...]";
        // A favor is used in any phase: verb_phases says "any", a word of its own here.
        const std::string phases = verb_phases(verb);
        fmt::print("  {:<28} {}\n", usage,
                   phases == "any" ? fill_in(tr("phase any: {0}"), tr(verb.meaning))
                                   : fill_in(tr("phase {0}: {1}"), phases, tr(verb.meaning)));
      }
      fmt::print("\n{}\n",
                 tr("Rule ids (cited by every rule violation; building.<id> for each building):"));
    }
    for (int i = 0; i < kRuleIdCount; ++i) {
      auto id = static_cast<RuleId>(i);
      if (id == RuleId::building_effect)
        fmt::print("  building.<id>\n");
      else if (is_engine_rule_id(id) && !*ids)
        fmt::print("  {}   {}\n", rule_id_text(id),
                   tr("(the engine's, not RULES.md's: docs/rules-notes.md)"));
      else
        fmt::print("  {}\n", rule_id_text(id));
    }
    exit_status() = 0;
  });
}

}  // namespace caylus::tools
