// caylus coverage: which rule ids of RULES.md the scenarios of the corpus exercise, and which
// none does (docs/corpus.md, "Coverage"). A scenario counts only when it passes `caylus check`.
// It exercises what it declares (the expect.rule of an illegal scenario, its `covers` list, the
// rule of each `refused` claim) and, unless --declared-only, the rule ids whose effect shows in
// the engine's events during its replay (a section scored, a building used or built, ...: the
// table below). With --require-all
// an id that no scenario exercises fails the command: the ctest corpus_covers_every_rule runs it
// with --declared-only, so that every rule id has a scenario that claims it (issue 12).
#include <fmt/core.h>
#include <fmt/format.h>

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/language/catalog.h"
#include "core/rule_id.h"
#include "core/rule_texts/rule_catalog.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/language.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

struct CoverageCommand {
  std::vector<std::string> paths;
  bool json = false;
  bool verbose = false;
  bool declared_only = false;
  bool require_all = false;  // exit 1 when a rule id is exercised by no scenario
  std::string lang;          // --lang (tools/language.h): every line but the files and the ids
};

// The rules whose effect an event shows without doubt (docs/corpus.md keeps this table).
std::optional<RuleRef> rule_of_event(const Event& e) {
  switch (e.kind) {
    case EventKind::section_scored:
      return RuleRef{scoring_rule(e.section)};
    case EventKind::game_ended:
      return RuleRef{RuleId::game_end};
    case EventKind::prestige_end_bonus:
      return RuleRef{RuleId::end_bonus};
    case EventKind::prestige_castle_penalty:
      return RuleRef{RuleId::castle_penalty};
    case EventKind::house_placed:
      return RuleRef{RuleId::castle_batch};
    case EventKind::bailiff_moved:
      return RuleRef{RuleId::bailiff_move};
    case EventKind::income:
      return RuleRef{RuleId::income_base};
    case EventKind::first_pass_bonus:
      return RuleRef{RuleId::place_pass};
    case EventKind::prestige_owner_placement:
      return RuleRef{RuleId::place_owner_prestige};
    case EventKind::building_transformed:
      return RuleRef{RuleId::notary_transform};
    case EventKind::favor_used:
      return RuleRef{RuleId::favor_choose};
    case EventKind::favor_lost:
      return RuleRef{RuleId::favor_one_row_per_phase};
    case EventKind::building_built:
      return RuleRef{RuleId::building_effect, e.building};
    default:
      return std::nullopt;
  }
}

// What one step shows: its events, and the building a worker used (an action answering an
// activation decision other than `decline`).
void seen_in_step(const Step& step, std::set<std::string>& seen) {
  for (const Event& e : step.events)
    if (auto rule = rule_of_event(e)) seen.insert(rule_text(*rule));
  const GameState& s = step.before;
  Verb verb = step.action.verb;
  if (s.decision.kind == DecisionKind::activation && is_road(s.decision.space) &&
      (verb == Verb::use || verb == Verb::build || verb == Verb::transform))
    seen.insert(rule_text({RuleId::building_effect, s.road[s.decision.space].building}));
}

struct Scenario {
  std::string file;
  std::optional<std::string> not_counted;  // why, when it is not counted
  std::set<std::string> declared;          // expect.rule, covers and refused claims
  std::set<std::string> seen;              // from the replay's events
};

Scenario examine(const std::string& file, bool infer) {
  Scenario out;
  out.file = file;
  auto read = read_log_file(file);
  if (auto* error = std::get_if<LogError>(&read)) {
    out.not_counted = fill_in(tr("not a valid log: {0}: {1}"), error->where(), error->message);
    return out;
  }
  const GameLog& log = std::get<GameLog>(read);
  if (!log.expect) {
    out.not_counted = std::string(tr("no expect"));
    return out;
  }
  auto seen = std::make_shared<std::set<std::string>>();
  auto invariants = invariants_observer();
  ReplayOptions options;
  options.observer = [seen, invariants, infer](const Step& step) {
    if (infer) seen_in_step(step, *seen);
    return invariants(step);
  };
  ReplayResult r = replay_log(log, options);
  if (r.input_error) {
    out.not_counted =
        fill_in(tr("not a valid log: {0}: {1}"), r.input_error->where(), r.input_error->message);
    return out;
  }
  if (!r.expect || !r.expect->met) {
    out.not_counted = std::string(tr("fails its expect (run caylus check)"));
    return out;
  }
  if (r.verdict == Verdict::illegal && r.error && !r.error->invariant)
    out.declared.insert(r.error->rule);
  out.declared.insert(log.covers.begin(), log.covers.end());
  // A `refused` claim the replay confirmed exercises the rule it names (docs/log-format.md).
  // The entries replayed are those confirmed: a replay stops at the first claim that disagrees,
  // and that entry is not counted among them (replay/replayer.cpp).
  for (int i = 0; i < r.entries_replayed; ++i) {
    const LogEntry& entry = log.entries[static_cast<std::size_t>(i)];
    if (entry.probe == Probe::refused) out.declared.insert(entry.refused_rule);
  }
  out.seen = *seen;
  return out;
}

int run_coverage(const CoverageCommand& c) {
  // Every line in the reader's language (issue 37); the rule ids, the files and the JSON's
  // fields stay.
  use_language(c.lang, locale_environment());
  std::vector<std::string> files = scenario_files(c.paths);
  if (files.empty()) throw InputError{std::string(tr("no scenario (*.json, *.caylus) found"))};
  const auto& universe = coverable_rule_ids();
  // id -> scenarios, declared and seen separately.
  std::map<std::string, std::vector<std::string>> declared_by, seen_by;
  std::vector<Scenario> not_counted;
  int counted = 0;
  for (const auto& file : files) {
    Scenario s = examine(file, !c.declared_only);
    if (s.not_counted) {
      not_counted.push_back(s);
      continue;
    }
    ++counted;
    for (const auto& id : s.declared) declared_by[id].push_back(file);
    for (const auto& id : s.seen) seen_by[id].push_back(file);
  }
  std::vector<std::string> exercised, missing;
  int only_seen = 0;
  for (const auto& id : universe) {
    bool declared = declared_by.count(id) > 0, seen = seen_by.count(id) > 0;
    (declared || seen ? exercised : missing).push_back(id);
    if (seen && !declared) ++only_seen;
  }
  if (c.json) {
    nlohmann::ordered_json ids = nlohmann::ordered_json::object();
    for (const auto& id : exercised)
      ids[id] = {{"declared", declared_by[id]}, {"seen", seen_by[id]}};
    nlohmann::ordered_json skipped = nlohmann::ordered_json::array();
    for (const auto& s : not_counted)
      skipped.push_back({{"file", s.file}, {"why", *s.not_counted}});
    nlohmann::ordered_json answer = {{"scenarios", files.size()},
                                     {"counted", counted},
                                     {"not_counted", skipped},
                                     {"rule_ids", universe.size()},
                                     {"exercised", exercised.size()},
                                     {"declared_only", c.declared_only},
                                     {"by_id", ids},
                                     {"missing", missing}};
    fmt::print("{}\n", answer.dump(2));
    return not_counted.empty() && (missing.empty() || !c.require_all) ? 0 : 1;
  }
  for (const auto& s : not_counted)
    fmt::print("{}\n",
               fill_in(tr("{0}: {1}"), s.file, fill_in(tr("not counted: {0}"), *s.not_counted)));
  if (c.verbose)
    for (const auto& id : exercised) {
      std::string by;
      for (const auto& f : declared_by[id]) by += (by.empty() ? "" : ", ") + f;
      for (const auto& f : seen_by[id])
        if (std::find(declared_by[id].begin(), declared_by[id].end(), f) == declared_by[id].end())
          by += (by.empty() ? "" : ", ") + fill_in(tr("{0} (seen)"), f);
      fmt::print("  {:<30} {}\n", id, by);
    }
  if (!missing.empty()) {
    fmt::print("{}\n", fill_in(tr("missing ({0}):"), missing.size()));
    for (const auto& id : missing) fmt::print("  {}\n", id);
  }
  std::string detail =
      c.declared_only ? std::string(tr("declared by expect.rule, covers or refused claims"))
                      : fill_in(tr_n("{0} of them only seen in the events of a replay",
                                     "{0} of them only seen in the events of a replay", only_seen),
                                only_seen);
  std::string scenarios = fill_in(tr_n("{0} scenario", "{0} scenarios", counted), counted);
  // The plural agrees with the ids exercised ("exercised" is theirs), not with the whole.
  int done = static_cast<int>(exercised.size());
  fmt::print("{}\n", fill_in(tr_n("{0} of {1} rule id exercised ({2}) by {3}",
                                  "{0} of {1} rule ids exercised ({2}) by {3}", done),
                             done, universe.size(), detail, scenarios));
  if (c.require_all && !missing.empty()) {
    int n = static_cast<int>(missing.size());
    fmt::print("{}\n",
               fill_in(tr_n("error: --require-all: {0} rule id exercised by no scenario: {1}",
                            "error: --require-all: {0} rule ids exercised by no scenario: {1}", n),
                       n, fmt::format("{}", fmt::join(missing, ", "))));
    return 1;
  }
  return not_counted.empty() ? 0 : 1;
}

}  // namespace

void add_coverage_command(CLI::App& app) {
  auto c = std::make_shared<CoverageCommand>();
  CLI::App* coverage = app.add_subcommand(
      "coverage",
      "Which rule ids of RULES.md the scenarios exercise, and which none does (docs/corpus.md)."
      "\nExit status: 0, 1 when a scenario is not counted (invalid or failing its expect) or, "
      "with --require-all, when a rule id is exercised by no scenario, 2 bad arguments.");
  coverage->add_option("paths", c->paths, "scenario files or directories")->required();
  coverage->add_flag("--verbose,-v", c->verbose, "list every exercised id and its scenarios");
  coverage->add_flag(
      "--declared-only", c->declared_only,
      "count only expect.rule, covers and refused claims, not the rule ids seen in events");
  coverage->add_flag("--require-all", c->require_all,
                     "fail (exit 1) when a rule id is exercised by no scenario, and name the "
                     "missing ids; with --declared-only every id needs a scenario that claims it "
                     "(ctest corpus_covers_every_rule)");
  coverage->add_flag("--json", c->json,
                     "print {scenarios, counted, not_counted, rule_ids, exercised, by_id, "
                     "missing} as JSON");
  add_language_option(coverage, c->lang);
  coverage->callback([c] { exit_status() = run_coverage(*c); });
}

}  // namespace caylus::tools
