#include "tools/report/rule_explain.h"

#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "core/language/catalog.h"
#include "core/options.h"
#include "core/rule_texts/rule_docs.h"
#include "tools/scenarios.h"

namespace caylus::tools {

// Where the corpus is, found from the binary itself so that no path of the build machine is
// compiled in (issue 28): PREFIX/bin/caylus reads PREFIX/share/caylus/corpus (cmake --install,
// the .deb); build/<preset>/caylus reads the link `corpus` CMake puts beside it, to the source
// tree's. The page (tools/web/) has no file system to look in and defines the answer.
std::string default_corpus_dir() {
#ifdef CAYLUS_CORPUS_DIR
  return CAYLUS_CORPUS_DIR;
#else
  std::error_code error;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    const std::filesystem::path dir = exe.parent_path();
    for (const auto& candidate : {dir / ".." / "share" / "caylus" / "corpus", dir / "corpus"})
      if (std::filesystem::is_directory(candidate, error)) return candidate.lexically_normal();
  }
  return "corpus";
#endif
}

namespace {

// The scenarios of `corpus_dir` whose `covers` list `id`. A file that is not JSON or has no
// `covers` is skipped: `caylus check` is where a broken scenario is reported.
std::vector<std::string> scenarios_covering(const std::string& id, const std::string& corpus_dir) {
  std::vector<std::string> out;
  std::error_code error;
  if (!std::filesystem::is_directory(corpus_dir, error)) return out;
  for (const std::string& file : scenario_files({corpus_dir})) {
    std::ifstream in(file);
    nlohmann::json log = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
    if (!log.is_object() || !log.contains("covers") || !log["covers"].is_array()) continue;
    bool covers = false;
    for (const auto& c : log["covers"]) covers |= c.is_string() && c.get<std::string>() == id;
    if (!covers) continue;
    std::string title = log.contains("title") && log["title"].is_string()
                            ? log["title"].get<std::string>()
                            : std::string();
    std::string path = std::filesystem::relative(file, corpus_dir, error).generic_string();
    if (error || path.empty()) path = file;
    out.push_back(title.empty() ? path : path + ": " + title);
  }
  return out;
}

}  // namespace

std::optional<RuleExplanation> explain_rule(std::string_view id, const std::string& corpus_dir,
                                            Language language) {
  auto found = find_rule_doc(id);
  if (!found || found->doc == nullptr) return std::nullopt;
  const RuleDoc& doc = *found->doc;
  RuleExplanation e;
  e.id = found->id;
  // The rule's words, its source and the rulebook's note in the reader's language (the
  // catalog, issue 37); the quotes stay the rulebooks' own.
  e.words = std::string(tr(doc.words));
  if (found->building != BuildingId::none) e.building = building_words(found->building);
  // The French rulebook's own heading stays as it titles it; "(French rulebook)" is ours.
  constexpr std::string_view kFrench = "002 (French rulebook), ";
  e.source = doc.source.starts_with(kFrench)
                 ? fill_in(tr("002 (French rulebook), {0}"), doc.source.substr(kFrench.size()))
                 : std::string(tr(doc.source));
  e.quote = std::string(doc.quote);
  e.faq = std::string(doc.faq);
  e.language = language;
  if (const RuleQuote* quote = rule_quote(doc.id, language)) {
    e.rulebook_section = std::string(quote->section);
    e.rulebook_quote = std::string(quote->quote);
    if (!quote->note.empty()) e.rulebook_note = std::string(tr(quote->note));
  }
  for (const OptionInfo* info : options_touching(doc.id)) {
    std::string values;
    for (auto v : info->values) values += (values.empty() ? "" : " | ") + std::string(v);
    e.options.push_back(fmt::format("{} ({}): {}", info->name, values, tr(info->why)));
  }
  std::error_code error;
  if (std::filesystem::is_directory(corpus_dir, error)) e.corpus = corpus_dir;
  e.scenarios = scenarios_covering(e.id, corpus_dir);
  return e;
}

namespace {

// The reader's own rulebook (--lang es|ro), before the French quote: its passage, or the mark that
// it has none and the French quote that follows stands for it; then what it says of the reading.
void add_reader_rulebook(std::vector<std::string>& lines, const RuleExplanation& e) {
  if (e.language != Language::es && e.language != Language::ro) return;
  const std::string_view name = tr(rulebook_name(e.language));
  const std::string_view seed = rulebook_seed(e.language);
  if (e.rulebook_quote.empty()) {
    lines.push_back("  " + fill_in(tr("{0} ({1}): no such passage ({2}); the French rulebook is "
                                      "quoted"),
                                   name, seed, e.rulebook_note));
    return;
  }
  lines.push_back(
      fmt::format("  {} ({}, {}): « {} »", name, seed, e.rulebook_section, e.rulebook_quote));
  if (!e.rulebook_note.empty()) lines.push_back(fmt::format("  {}: {}", name, e.rulebook_note));
}

}  // namespace

std::vector<std::string> explanation_lines(const RuleExplanation& e) {
  std::vector<std::string> lines;
  // The labels in the reader's language; the building's line (building_words) stays English.
  lines.push_back(fmt::format("{}: {}", e.id, e.words));
  if (!e.building.empty()) lines.push_back("  " + fill_in(tr("building: {0}"), e.building));
  lines.push_back("  " + fill_in(tr("source: {0}"), e.source));
  add_reader_rulebook(lines, e);
  lines.push_back("  " + fill_in(tr("French rulebook: « {0} »"), e.quote));
  if (!e.faq.empty()) lines.push_back("  " + fill_in(tr("FAQ: {0}"), e.faq));
  if (e.options.empty()) lines.push_back("  " + std::string(tr("rule options: none")));
  for (const auto& o : e.options) lines.push_back("  " + fill_in(tr("rule option: {0}"), o));
  const long found = static_cast<long>(e.scenarios.size());
  if (e.corpus.empty())
    lines.push_back("  " + std::string(tr("scenarios: (no corpus found; give --corpus DIR)")));
  else if (e.scenarios.empty())
    lines.push_back("  " + fill_in(tr("scenarios: none in {0}"), e.corpus));
  else
    lines.push_back("  " + fill_in(tr_n("scenario ({0} in {1}):", "scenarios ({0} in {1}):", found),
                                   found, e.corpus));
  for (const auto& s : e.scenarios) lines.push_back("    " + s);
  return lines;
}

nlohmann::json rulebook_json(const RuleExplanation& e) {
  if (e.language != Language::es && e.language != Language::ro) return nullptr;
  return {{"language", std::string(language_code(e.language))},
          {"seed", std::string(rulebook_seed(e.language))},
          {"section", e.rulebook_section},
          {"quote", e.rulebook_quote},
          {"note", e.rulebook_note}};
}

}  // namespace caylus::tools
