// Every rule that reads a rule option, exercised in the state where its reading makes a
// difference (issue 39, item 7): an option's own scenario (corpus/rulings/options/) plays the
// option at its boundary, but a rule that reads it only in a rare state (the towers full, a batch
// that needs gold) went untested, and a mutant there survived. Here each call of a reading of
// core/option_readings.h in the rules (core/rules/, core/engine.cpp) has a row naming a scenario
// of the corpus in that state; the scenario replayed under each value of the option must end
// differently (another verdict, or another final state, the options aside). The calls elsewhere
// (the invariants, the ledgers, the position readers) have their rows and checks in
// tests/option_sites_outside.h and tests/option_sites_outside_test.cpp. A call with no row fails
// the table check, wherever it is (core/, invariants/, replay/, tools/), so a new reading site
// needs its case (and a field read inline, not through a reading, fails tests/layers_test.py).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "core/options.h"
#include "option_sites_outside.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "test_paths.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;

struct Site {
  std::string reading;  // the function of core/option_readings.h
  std::string file;     // the rules' file that calls it
  std::string option;
  // One scenario per call in the file, in the order of the calls: each in the state where that
  // call's reading changes the outcome.
  std::vector<std::string> scenarios;
};

const std::vector<Site>& sites() {
  static const std::vector<Site> kSites = {
      {"stables_order_at_once",
       "core/rules/special_buildings.cpp",
       "stables_effect",
       {"options/stables_effect-immediate.json"}},
      {"transformed_tile_discarded",
       "core/rules/construction.cpp",
       "notary_returned_tile",
       {"options/notary_returned_tile-discard.json"}},
      {"edition_has_jeweler",
       "core/rules/construction.cpp",
       "edition",
       {"options/edition-first.json"}},
      {"built_prestige",
       "core/rules/construction.cpp",
       "lawyer_prestige",
       {"options/lawyer_prestige-3.json"}},
      // The row value of the pending transformation, then the moment it happens.
      {"transform_after_target_activation",
       "core/rules/construction.cpp",
       "notary_delay",
       {"options/notary_delay-after_target_activation.json",
        "options/notary_delay-after_target_activation.json"}},
      {"unactivated_transform_at_end_of_phase",
       "core/rules/construction.cpp",
       "notary_unactivated_target",
       {"options/notary_unactivated_target-end_of_phase.json"}},
      {"favor_as_prestige",
       "core/rules/common.cpp",
       "simplified_favor",
       {"options/simplified_favor-true.json"}},
      {"market_takes_gold",
       "core/rules/activation.cpp",
       "market_sells_gold",
       {"options/market_sells_gold-true.json"}},
      // holds_a_batch: only with the towers full, a player whose one batch needs gold; then the
      // batches offered.
      {"batch_kinds",
       "core/rules/castle.cpp",
       "castle_gold_in_batch",
       {"options/castle_gold_in_batch-true-towers-full.caylus",
        "options/castle_gold_in_batch-true.json"}},
      {"gold_makes_batch",
       "core/rules/castle.cpp",
       "castle_gold_in_batch",
       {"options/castle_gold_in_batch-true.json"}},
      {"best_builder_earns_favor",
       "core/rules/castle.cpp",
       "best_builder_needs_batch",
       {"options/best_builder_needs_batch-false.json"}},
      // The penalty spared, then the words of the waiver.
      {"towers_full_spares",
       "core/rules/castle.cpp",
       "towers_full_penalty",
       {"options/towers_full_penalty-exempt_all.json",
        "options/towers_full_penalty-exempt_all.json"}},
      {"towers_empty_penalty",
       "core/rules/end_of_turn.cpp",
       "towers_zero_penalty",
       {"options/towers_zero_penalty-3.json"}},
      {"two_player_swap",
       "core/rules/end_of_turn.cpp",
       "two_player_swap_first_turn",
       {"options/two_player_swap_first_turn-true.json"}},
      {"architect_favor_free",
       "core/rules/favors.cpp",
       "favor_architect_cost",
       {"options/favor_architect_cost-free.json"}},
      {"edition_tiles", "core/engine.cpp", "edition", {"options/edition-first.json"}},
  };
  return kSites;
}

// Readings that take the options but read none of them (the joust's price is fixed).
const std::set<std::string> kReadsNoOption = {"joust_price"};

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The readings declared in core/option_readings.h: `inline TYPE NAME(const RuleOptions& ...`.
std::vector<std::string> readings() {
  std::string text = read_file(fs::path(caylus::test::source_dir()) / "core/option_readings.h");
  std::regex declared(R"(inline [A-Za-z_:]+ ([a-z_0-9]+)\(const RuleOptions&)");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), declared);
       it != std::sregex_iterator(); ++it)
    out.push_back((*it)[1]);
  return out;
}

// Calls of `reading` in a source file (a call: the name followed by '(', not a declaration).
int calls(const std::string& text, const std::string& reading) {
  std::regex call("[^a-z_0-9]" + reading + R"(\()");
  return static_cast<int>(
      std::distance(std::sregex_iterator(text.begin(), text.end(), call), std::sregex_iterator()));
}

// The sources that may call a reading: every .cpp and .h of the engine, the invariants, the
// replayer and the tools, but the readings' own header.
std::vector<fs::path> reading_sources() {
  std::vector<fs::path> files;
  for (const char* dir : {"core", "invariants", "replay", "tools"})
    for (const auto& entry :
         fs::recursive_directory_iterator(fs::path(caylus::test::source_dir()) / dir)) {
      const fs::path& path = entry.path();
      if ((path.extension() == ".cpp" || path.extension() == ".h") &&
          path.filename() != "option_readings.h")
        files.push_back(path);
    }
  return files;
}

// The rows for `reading` in `file`: a rules row's scenarios (one per call), else the outside rows.
int rows_for(const std::string& reading, const std::string& file) {
  int rows = 0;
  for (const Site& s : sites())
    if (s.reading == reading && s.file == file) rows += static_cast<int>(s.scenarios.size());
  for (const option_sites::OutsideSite& s : option_sites::outside_sites())
    if (s.reading == reading && s.file == file) ++rows;
  return rows;
}

TEST(OptionSites, EveryCallOfAReadingHasAScenarioPerCall) {
  std::vector<std::string> names = readings();
  ASSERT_GE(names.size(), 15u) << "the readings of core/option_readings.h were not found";
  int found = 0, outside = 0;
  for (const fs::path& path : reading_sources()) {
    std::string text = read_file(path);
    std::string file = fs::relative(path, caylus::test::source_dir()).string();
    for (const std::string& reading : names) {
      int n = calls(text, reading);
      if (n == 0 || kReadsNoOption.count(reading)) continue;
      found += n;
      bool rules = file.rfind("core/rules/", 0) == 0 || file == "core/engine.cpp";
      if (!rules) outside += n;
      EXPECT_EQ(rows_for(reading, file), n)
          << file << " calls " << reading << " " << n << " times: one row per call ("
          << (rules ? "sites() here" : "tests/option_sites_outside.h") << ")";
    }
  }
  EXPECT_GE(found, 32) << "not vacuous";
  EXPECT_GE(outside, 13) << "not vacuous: the invariants', the ledger's, the readers' calls";
  // And no row for a call that is gone.
  for (const Site& s : sites())
    EXPECT_GT(calls(read_file(fs::path(caylus::test::source_dir()) / s.file), s.reading), 0)
        << s.file << " no longer calls " << s.reading;
  for (const option_sites::OutsideSite& s : option_sites::outside_sites())
    EXPECT_GT(calls(read_file(fs::path(caylus::test::source_dir()) / s.file), s.reading), 0)
        << s.file << " no longer calls " << s.reading;
}

// The end of a replay, the options aside: verdict, rule, action, the final state.
std::string outcome(GameLog log, const std::string& option, std::string_view value) {
  EXPECT_FALSE(set_option(log.options, option, value).has_value());
  if (log.start_state) {
    EXPECT_FALSE(set_option(log.start_state->options, option, value).has_value());
  }
  log.expect.reset();
  ReplayResult r = replay_log(log, {});
  if (r.input_error) return "input error: " + r.input_error->message;
  GameState end = r.state;
  end.options = RuleOptions{};
  std::string said = std::string(verdict_name(r.verdict));
  if (r.error) said += " at #" + std::to_string(r.error->action) + " [" + r.error->rule + "]";
  return said + ", state " + std::to_string(end.hash());
}

TEST(OptionSites, EachScenarioEndsDifferentlyUnderTheOptionsOtherValue) {
  const fs::path corpus = fs::path(caylus::test::source_dir()) / "corpus/rulings";
  for (const Site& site : sites()) {
    const OptionInfo* info = nullptr;
    for (const OptionInfo& o : option_table())
      if (o.name == site.option) info = &o;
    ASSERT_NE(info, nullptr) << site.option;
    for (const std::string& scenario : site.scenarios) {
      fs::path path = corpus / scenario;
      auto read = read_log(read_file(path), path.parent_path().string());
      ASSERT_TRUE(std::holds_alternative<GameLog>(read))
          << path << ": " << std::get<LogError>(read).message;
      const GameLog& log = std::get<GameLog>(read);
      std::set<std::string> ends;
      for (std::string_view value : info->values) ends.insert(outcome(log, site.option, value));
      EXPECT_EQ(ends.size(), info->values.size())
          << scenario << " (" << site.reading << " in " << site.file
          << "): the same end under every value of " << site.option << ": " << *ends.begin();
    }
  }
}

}  // namespace
}  // namespace caylus
