// caylus check: runs every scenario of the corpus (docs/corpus.md) under its own options with the
// invariants on, and compares the replayer's answer with the scenario's `expect`. One line per
// difference, compiler-style, then "N passed, M failed".
#include <fmt/core.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/language/catalog.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/language.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

struct CheckCommand {
  std::vector<std::string> paths;
  bool verbose = false;
  bool json = false;
  std::string lang;  // --lang (tools/language.h): every line but the files, the ids and the JSON's
};

struct Outcome {
  std::string file;
  std::vector<std::string> failures;  // one line each, "file: ..." (empty = passed)
  std::vector<std::string> notes;     // context lines printed under the failures
  std::string summary;                // what the replay found, for --verbose
  nlohmann::ordered_json answer;      // the replayer's --json answer (null without a replay)
  bool passed() const { return failures.empty(); }
};

// "file: what it says", with the language's colon (French "fichier : ...").
std::string of_file(const std::string& file, std::string_view text) {
  return fill_in(tr("{0}: {1}"), file, text);
}

// "illegal at action #4 (provost.cost), stops in turn 1, 4 actions", in the reader's language.
std::string replay_summary(const ReplayResult& r) {
  std::string verdict(trc("verdict", verdict_name(r.verdict)));
  if (r.error)
    verdict = fill_in(tr("{0} at action #{1} ({2})"), verdict, r.error->action, r.error->rule);
  std::string actions =
      fill_in(tr_n("{0} action", "{0} actions", r.actions_applied), r.actions_applied);
  return r.complete ? fill_in(tr("{0}, complete, {1}"), verdict, actions)
                    : fill_in(tr("{0}, stops in turn {1}, {2}"), verdict, r.state.turn, actions);
}

Outcome check_scenario(const std::string& file) {
  Outcome out;
  out.file = file;
  out.answer = nullptr;
  auto read = read_log_file(file);
  if (auto* error = std::get_if<LogError>(&read)) {
    out.failures.push_back(
        of_file(file, fill_in(tr("not a valid log: {0}: {1}"), error->where(), error->message)));
    return out;
  }
  const GameLog& log = std::get<GameLog>(read);
  if (!log.expect) {
    out.failures.push_back(
        of_file(file, tr("no expect: a corpus scenario states the answer it expects, e.g. "
                         "\"expect\": {\"verdict\": \"legal\"} (docs/corpus.md)")));
    return out;
  }
  ReplayOptions options;
  options.observer = invariants_observer();
  options.amendment_check = invariants_state_check();
  options.reasons = false;  // the invariants read the facts alone
  // The answer is `caylus replay --json`'s, reasons of the claims included (the page's answer is
  // held to it: tests/web/parity_test.py).
  options.claim_reasons = true;
  ReplayResult r = replay_log(log, options);
  out.answer = replay_answer_json(r);
  if (r.input_error) {
    out.failures.push_back(of_file(file, fill_in(tr("not a valid log: {0}: {1}"),
                                                 r.input_error->where(), r.input_error->message)));
    return out;
  }
  out.summary = replay_summary(r);
  if (r.expect && !r.expect->met) {
    for (const auto& reason : r.expect->reasons)
      out.failures.push_back(of_file(file, fill_in(tr("expect not met: {0}"), reason)));
    if (r.error) {
      // The place without the file: "14:1: action #3 (...)" for a text log's entry, "action #3
      // (...)" for a JSON log's.
      std::string place = error_place(file, *r.error).substr(file.size());
      place.erase(0, place.find_first_not_of(": "));
      out.notes.push_back("  " +
                          fill_in(tr("the replay stopped at {0}: {1}"), place, error_summary(r)));
    }
  }
  // An engine fault is a failure even if some `expect` could match it.
  if (r.error && r.error->invariant && out.failures.empty())
    out.failures.push_back(fill_in(tr("{0}: {1}"), error_place(file, *r.error), error_summary(r)));
  return out;
}

int run_check(const CheckCommand& c) {
  // Every line in the reader's language (issue 37), as `caylus replay` says the same replays;
  // the files, the rule ids, the verdicts' ids in the JSON and its fields stay.
  use_language(c.lang, locale_environment());
  std::vector<std::string> files = scenario_files(c.paths);
  if (files.empty()) {
    std::string named;
    for (const auto& p : c.paths) named += (named.empty() ? "" : ", ") + p;
    throw InputError{fill_in(tr("no scenario (*.json, *.caylus) under {0}"), named)};
  }
  int passed = 0, failed = 0;
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& file : files) {
    Outcome o = check_scenario(file);
    o.passed() ? ++passed : ++failed;
    if (c.json) {
      list.push_back({{"file", o.file},
                      {"passed", o.passed()},
                      {"failures", o.failures},
                      {"notes", o.notes},
                      {"answer", o.answer}});
      continue;
    }
    for (const auto& line : o.failures) fmt::print("{}\n", line);
    for (const auto& line : o.notes) fmt::print("{}\n", line);
    if (c.verbose && o.passed())
      fmt::print("{}\n", fill_in(tr("{0}: {1}"), file, fill_in(tr("ok: {0}"), o.summary)));
  }
  if (c.json) {
    nlohmann::ordered_json answer = {{"scenarios", list}, {"passed", passed}, {"failed", failed}};
    fmt::print("{}\n", answer.dump(2));
  } else {
    fmt::print("{}, {}\n", fill_in(tr_n("{0} passed", "{0} passed", passed), passed),
               fill_in(tr_n("{0} failed", "{0} failed", failed), failed));
  }
  return failed > 0 ? 1 : 0;
}

}  // namespace

void add_check_command(CLI::App& app) {
  auto c = std::make_shared<CheckCommand>();
  CLI::App* check = app.add_subcommand(
      "check",
      "Run the scenarios of the corpus (files, or directories searched for *.json and *.caylus) "
      "with the "
      "invariants on, and compare each answer with its expect.\nExit status: 0 all passed, 1 a "
      "scenario failed, 2 bad arguments.");
  check->add_option("paths", c->paths, "scenario files or directories (docs/corpus.md)")
      ->required();
  check->add_flag("--verbose,-v", c->verbose, "also print a line for every scenario that passes");
  check->add_flag("--json", c->json,
                  "print {scenarios: [{file, passed, failures, notes, answer}], passed, failed}");
  add_language_option(check, c->lang);
  check->callback([c] { exit_status() = run_check(*c); });
}

}  // namespace caylus::tools
