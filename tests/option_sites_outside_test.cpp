// Every call of a reading of a rule option outside the rules, held to what a mutant at its site
// would change (issue 39, item 7; the rows: tests/option_sites_outside.h).
// - An invariant: the scenario replayed under each value passes the invariant under that value
//   (a site that reads the option wrongly trips it on a legal game), and checked under another
//   value the invariant trips on it (a site that ignores the option lets a board of the other
//   reading through).
// - The points ledger: `caylus replay --explain`'s ledger line for the cause ends as each value
//   words it.
// - A position reader: the scenario's own lines, its [Rules] set to each value, are accepted or
//   refused as the row says, and the boards accepted end differently.
#include "option_sites_outside.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <set>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "command_helpers.h"
#include "core/options.h"
#include "invariants/invariants.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "test_paths.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;
using option_sites::OutsideSite;
using option_sites::Reader;

const fs::path kRulings = fs::path(caylus::test::source_dir()) / "corpus/rulings";

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

const OptionInfo& option_info(const std::string& name) {
  for (const OptionInfo& o : option_table())
    if (o.name == name) return o;
  throw std::invalid_argument("no option " + name);
}

GameLog read_scenario(const std::string& scenario) {
  fs::path path = kRulings / scenario;
  auto read = read_log(read_file(path), path.parent_path().string());
  if (auto* error = std::get_if<LogError>(&read))
    throw std::runtime_error(error->located(path.string()));
  return std::get<GameLog>(std::move(read));
}

// One applied step, kept (the replayer's Step refers to states it does not keep).
struct Kept {
  GameState before;
  Action action;
  GameState after;
  EventSink events;
};

// The scenario replayed under `value` of `option`, every step kept (the first step's `before` is
// the start; a log that stops on a refusal keeps the steps before it).
std::vector<Kept> replay_under(GameLog log, const std::string& option, std::string_view value) {
  EXPECT_FALSE(set_option(log.options, option, value).has_value());
  if (log.start_state) {
    EXPECT_FALSE(set_option(log.start_state->options, option, value).has_value());
  }
  log.expect.reset();
  std::vector<Kept> steps;
  ReplayOptions options;
  options.observer = [&steps](const Step& s) -> std::optional<StepFailure> {
    steps.push_back({s.before, s.action, s.after, s.events});
    return std::nullopt;
  };
  ReplayResult r = replay_log(log, options);
  EXPECT_FALSE(r.input_error.has_value()) << option << "=" << value;
  return steps;
}

// The one invariant `id` on the steps, their states read under `value` of `option`: the first
// failure, if any.
std::optional<InvariantFailure> check_under(std::vector<Kept> steps, const std::string& id,
                                            const std::string& option, std::string_view value) {
  std::vector<std::string_view> others;
  for (const InvariantInfo& info : invariant_table())
    if (info.id != id) others.push_back(info.id);
  EXPECT_EQ(others.size() + 1, invariant_table().size()) << "no invariant " << id;
  InvariantChecker checker(others);
  for (Kept& k : steps) {
    EXPECT_FALSE(set_option(k.before.options, option, value).has_value());
    EXPECT_FALSE(set_option(k.after.options, option, value).has_value());
  }
  if (steps.empty()) return std::nullopt;
  if (auto f = checker.check_state(steps.front().before)) return f;
  for (const Kept& k : steps)
    if (auto f = checker.check_step(k.before, k.action, k.after, k.events)) return f;
  return std::nullopt;
}

TEST(OptionSitesOutside, EachInvariantHoldsUnderItsValueAndTripsUnderAnother) {
  int rows = 0;
  for (const OutsideSite& site : option_sites::outside_sites()) {
    if (site.reader != Reader::invariant) continue;
    ++rows;
    const OptionInfo& info = option_info(site.option);
    const GameLog log = read_scenario(site.scenario);
    std::vector<std::string> tripped;
    for (std::string_view value : info.values) {
      std::vector<Kept> steps = replay_under(log, site.option, value);
      ASSERT_FALSE(steps.empty()) << site.scenario << " under " << site.option << "=" << value;
      auto own = check_under(steps, site.what, site.option, value);
      EXPECT_FALSE(own.has_value())
          << site.file << " (" << site.reading << "): " << site.scenario << " replayed under "
          << site.option << "=" << value << " fails " << site.what
          << " under the same value: " << own->message;
      for (std::string_view other : info.values) {
        if (other == value) continue;
        auto wrong = check_under(steps, site.what, site.option, other);
        if (wrong) {
          EXPECT_EQ(wrong->id, site.what);
          tripped.push_back(std::string(value) + " checked under " + std::string(other));
        }
      }
    }
    EXPECT_FALSE(tripped.empty()) << site.file << " (" << site.reading << "): " << site.scenario
                                  << " passes " << site.what << " under every value of "
                                  << site.option << ": not the state where the reading matters";
  }
  EXPECT_EQ(rows, 9);
}

// The ledger's line of `cause` (the table `caylus replay --explain` ends with): what follows the
// cause's words, or nullopt when no line has them.
std::optional<std::string> ledger_line_end(const std::string& explained, const std::string& cause) {
  std::optional<std::string> end;
  bool in_ledger = false;
  for (const std::string& line : test::lines_of(explained)) {
    // The ledger's rows: "  TURN  PHASE  AMOUNT  TOTAL  CAUSE", after the narration.
    static const std::regex row(R"(^\s+\d+\s+[a-z_]+\s+-?\d+\s+\d+\s+(.*)$)");
    std::smatch m;
    if (!std::regex_match(line, m, row)) continue;
    in_ledger = true;
    std::string text = m[1];
    if (text.rfind(cause, 0) == 0) {
      EXPECT_FALSE(end.has_value()) << "two ledger lines of " << cause;
      end = text.substr(cause.size());
    }
  }
  EXPECT_TRUE(in_ledger) << explained;
  return end;
}

TEST(OptionSitesOutside, EachLedgerLineSaysTheReadingOfItsValue) {
  int rows = 0;
  for (const OutsideSite& site : option_sites::outside_sites()) {
    if (site.reader != Reader::ledger) continue;
    ++rows;
    const OptionInfo& info = option_info(site.option);
    ASSERT_EQ(site.expected.size(), info.values.size()) << site.file;
    std::set<std::string> ends;
    for (std::string_view value : info.values) {
      test::CommandRun run =
          test::run_caylus("replay --explain --rules " + site.option + "=" + std::string(value) +
                               " " + (kRulings / site.scenario).string(),
                           false);
      ASSERT_EQ(run.status, 0) << run.out;
      std::optional<std::string> end = ledger_line_end(run.out, site.what);
      ASSERT_TRUE(end.has_value()) << site.scenario << ": no ledger line " << site.what;
      EXPECT_EQ(*end, site.expected.at(std::string(value)))
          << site.file << " (" << site.reading << ") under " << site.option << "=" << value;
      ends.insert(*end);
    }
    EXPECT_EQ(ends.size(), info.values.size()) << site.file << ": the same words under each value";
  }
  EXPECT_EQ(rows, 1);
}

// The scenario's text with `option` set to `value` in its [Rules] line, so that the reader
// builds the position under that value (setting it after the reading would come too late).
std::string with_rule(const std::string& text, const std::string& option,
                      const std::string& value) {
  std::regex rule("(\\[Rules \"[^\"]*\\b" + option + "=)[a-z_0-9]+");
  EXPECT_TRUE(std::regex_search(text, rule)) << "no [Rules \"" << option << "=...\"] line";
  return std::regex_replace(text, rule, "$1" + value);
}

TEST(OptionSitesOutside, EachPositionIsReadUnderEachValueAsTheRowSays) {
  int rows = 0;
  for (const OutsideSite& site : option_sites::outside_sites()) {
    if (site.reader != Reader::position) continue;
    ++rows;
    const OptionInfo& info = option_info(site.option);
    ASSERT_EQ(site.expected.size(), info.values.size()) << site.file;
    const fs::path path = kRulings / site.scenario;
    const std::string text = read_file(path);
    std::set<std::string> ends;
    int accepted = 0;
    for (std::string_view v : info.values) {
      const std::string value(v), refusal = site.expected.at(value);
      std::string said = site.file + " (" + site.reading + ") under " + site.option + "=" + value;
      std::string error;
      auto read = read_log(with_rule(text, site.option, value), path.parent_path().string());
      ReplayResult r;
      if (auto* e = std::get_if<LogError>(&read)) {
        error = e->located(path.string());
      } else {
        r = replay_log(std::get<GameLog>(read), {});
        if (r.input_error) error = r.input_error->located(path.string());
      }
      if (refusal.empty()) {
        EXPECT_EQ(error, "") << said << ": refused";
        if (!error.empty()) continue;
        ++accepted;
        GameState end = r.state;
        end.options = RuleOptions{};
        ends.insert(std::string(verdict_name(r.verdict)) + " " + std::to_string(end.hash()));
      } else {
        EXPECT_TRUE(test::contains(error, refusal))
            << said << ": not refused for '" << refusal
            << "' but: " << (error.empty() ? "accepted" : error);
      }
    }
    EXPECT_EQ(static_cast<int>(ends.size()), accepted)
        << site.scenario << ": the same end under two values of " << site.option;
  }
  EXPECT_EQ(rows, 3);
}

}  // namespace
}  // namespace caylus
