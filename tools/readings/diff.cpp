// caylus diff: the command around the diff library (tools/readings/diff.h): one log, or several
// logs or a directory (a tournament's archive, diff_archive.cpp), for which it says whether the
// readings change each game's scores or its winner; text or --json.
#include "tools/readings/diff.h"

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/language/catalog.h"
#include "core/options.h"
#include "core/text.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/language.h"
#include "tools/readings/consistency.h"
#include "tools/readings/diff_command.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

using Ordered = nlohmann::ordered_json;

}  // namespace

// The two readings' overrides, from --option or --rules/--versus.
std::pair<Overrides, Overrides> reading_overrides(const DiffCommand& c) {
  if (!c.option.empty() && (!c.rules.empty() || !c.versus.empty()))
    throw InputError{
        std::string(tr("give either --option NAME, or --rules/--versus option=value, not both"))};
  if (c.option.empty() && c.rules.empty() && c.versus.empty())
    throw InputError{
        std::string(tr("say which readings to compare: --option NAME (its two values), or --rules "
                       "option=value [--versus option=value] (see 'caylus rules')"))};
  if (c.option.empty()) return {rule_pairs(c.rules, kRulesFlag), rule_pairs(c.versus, kVersusFlag)};
  const OptionInfo* info = nullptr;
  for (const auto& o : option_table())
    if (o.name == c.option) info = &o;
  if (info == nullptr) {
    std::string known;
    for (const auto& o : option_table()) known += (known.empty() ? "" : ", ") + std::string(o.name);
    throw InputError{fill_in(tr("--option {0}: unknown rule option ({1})"), c.option, known)};
  }
  return {{{c.option, std::string(info->values[0])}}, {{c.option, std::string(info->values[1])}}};
}

namespace {

int run_diff(const DiffCommand& c) {
  auto [first, second] = reading_overrides(c);
  auto read = read_log_file(c.log);
  if (auto* error = std::get_if<LogError>(&read)) {
    fmt::print(stderr, "{}\n", error->located(c.log));
    return 2;
  }
  const GameLog& log = std::get<GameLog>(read);
  LogDiff diff = diff_log(log, first, second);
  if (const auto& error = input_error_of(diff)) {
    fmt::print(stderr, "{}\n", error->located(c.log));
    return 2;
  }
  const Reading& a = diff.a;
  const Reading& b = diff.b;
  const RuleOptions& options_a = diff.options_a;
  const RuleOptions& options_b = diff.options_b;
  const std::vector<std::string>& shown = diff.shown;
  const Comparison& comparison = diff.comparison;
  const bool same = diff.same;
  const bool scores_differ = diff.scores_differ;
  const bool winners_differ = diff.winners_differ;
  const std::vector<std::string>& names = a.result.names;
  const GameState& fa = a.result.state;
  const GameState& fb = b.result.state;

  if (c.json) {
    auto reading_json = [&](const Reading& r) {
      Ordered options = Ordered::object();
      for (const auto& name : shown) {
        const RuleOptions& o = &r == &a ? options_a : options_b;
        options[name] = std::string(get_option(o, name));
      }
      Ordered scores = Ordered::object();
      for (PlayerIndex p = 0; p < r.result.state.player_count; ++p)
        scores[names[p]] = r.result.state.player(p).goods.prestige;
      Ordered error = nullptr;
      if (r.result.error)
        error = {{"action", r.result.error->action},
                 {"rule", r.result.error->rule},
                 {"message", r.result.error->message}};
      Ordered checks = Ordered::array();
      for (const auto& check : r.result.disagreeing_checks) {
        Ordered fields = Ordered::array();
        for (const auto& m : check.fields)
          fields.push_back({{"path", m.path},
                            {"claimed", Ordered::parse(m.claimed.dump())},
                            {"computed", Ordered::parse(m.computed.dump())}});
        checks.push_back({{"action", check.action}, {"turn", check.turn}, {"fields", fields}});
      }
      bool ok = consistent(r.result);
      return Ordered{
          {"label", r.label},
          {"options", options},
          {"verdict", std::string(verdict_name(r.result.verdict))},
          {"consistent", ok},
          {"inconsistency", ok ? Ordered(nullptr) : Ordered(inconsistency_words(r.result))},
          {"disagreeing_checks", checks},
          {"refused_at",
           r.result.stopped_by ? Ordered(r.result.stopped_by->action) : Ordered(nullptr)},
          {"complete", r.result.complete},
          {"error", error},
          {"prestige", scores},
          {"winners", r.result.winners}};
    };
    Ordered differences = Ordered::array();
    for (const auto& d : comparison.differences) {
      Ordered j = {{"kind", d.kind},
                   {"action", d.action < 0 ? Ordered(nullptr) : Ordered(d.action)},
                   {"turn", d.turn},
                   {"phase", d.phase},
                   {"player", d.player.empty() ? Ordered(nullptr) : Ordered(d.player)},
                   {"text", d.lines}};
      for (const auto& [key, value] : d.detail.items()) j[key] = value;
      differences.push_back(j);
    }
    Ordered final_scores = Ordered::object();
    for (PlayerIndex p = 0; p < fa.player_count; ++p)
      final_scores[names[p]] = {
          {"first", fa.player(p).goods.prestige},
          {"second", fb.player(p).goods.prestige},
          {"difference", fb.player(p).goods.prestige - fa.player(p).goods.prestige}};
    Ordered answer = {{"log", c.log},
                      {"readings", {reading_json(a), reading_json(b)}},
                      {"same", same},
                      {"differences", differences},
                      {"final", final_scores},
                      {"winners_differ", winners_differ},
                      {"outcome", std::string(outcome_name(diff.outcome))}};
    fmt::print("{}\n", answer.dump(2));
    return diff.outcome == Outcome::same ? 0 : 1;
  }

  // Every line in the reader's language (issue 37); the labels (option=value), the players'
  // names and the rule ids stay as they are.
  auto say = [](const std::string& line) { fmt::print("{}\n", line); };
  say(fill_in(tr("{0}: replayed under {1} and under {2}"), c.log, a.label, b.label));
  if (same) {
    say(
        std::string(tr("the dispute does not change the outcome: every action is accepted or "
                       "refused alike and every state is the same under both readings")));
    if (!diff.consistent_a) {
      say(fill_in(tr("but the log is consistent under neither reading: {0}"),
                  inconsistency_words(a.result)));
      return 1;
    }
    return 0;
  }
  for (std::size_t i = 0; i < comparison.differences.size(); ++i) {
    const Difference& d = comparison.differences[i];
    say(difference_heading(c.log, d, i == 0));
    for (const auto& line : d.lines) say("  " + line);
  }
  say(fill_in(tr("final scores ({0} | {1}):"), a.label, b.label));
  for (int i = 0; i < fa.player_count; ++i) {
    PlayerIndex p = fa.turn_order[i];
    int pa = fa.player(p).goods.prestige, pb = fb.player(p).goods.prestige;
    say(fmt::format("  {:<10} {:>3} {} | {:>3} {}{}", names[p], pa, tr("PP"), pb, tr("PP"),
                    pa == pb ? "" : fmt::format("  ({:+})", pb - pa)));
  }
  for (const Reading* r : {&a, &b})
    if (!r->result.complete && (a.result.complete || b.result.complete))
      say("  " + fill_in(tr("(under {0} the replay stops in turn {1}: its scores are those of "
                            "that moment)"),
                         r->label, r->result.state.turn));
  if (!scores_differ) say(std::string(tr("the final scores are the same under both readings")));
  say(fill_in(diff.outcome == Outcome::another_winner
                  ? tr("winner: {0} under {1}; {2} under {3} (the winner changes)")
                  : tr("winner: {0} under {1}; {2} under {3}"),
              winners_text(a.result), a.label, winners_text(b.result), b.label));
  // Which reading the log itself fits: its checks were recorded under one of them, or neither.
  for (const Reading* r : {&a, &b})
    say(fill_in(tr("under {0}: {1}"), r->label,
                consistent(r->result)
                    ? std::string(tr("every action is legal and every check agrees"))
                    : inconsistency_words(r->result)));
  if (diff.outcome == Outcome::one_reading_only) {
    const Reading& played = diff.consistent_a ? a : b;
    const Reading& other = diff.consistent_a ? b : a;
    std::string scores = other.result.stopped_by
                             ? fill_in(tr("those of the moment its replay stops (action #{0})"),
                                       other.result.stopped_by->action)
                             : std::string(tr("what the same actions give there"));
    say(fill_in(tr("the log is consistent under {0} only: the table played {0}; the scores "
                   "under {1} are {2}"),
                played.label, other.label, scores) +
        (winners_differ ? fill_in(tr(" (another winner: {0})"), winners_text(other.result)) : ""));
  } else if (diff.outcome == Outcome::neither_reading) {
    say(
        std::string(tr("the log is consistent under neither reading: it has an error whichever "
                       "was played")));
  }
  return 1;
}

// ---------------------------------------------------------------------------------------------
// One log named as a file: the full comparison; anything else: archive mode.
int run_diff_command(DiffCommand c) {
  use_language(c.lang, locale_environment());  // before the archive's threads
  if (one_log_file(c.logs)) {
    c.log = c.logs[0];
    return run_diff(c);
  }
  return run_archive_diff(c);
}

}  // namespace

void add_diff_command(CLI::App& app) {
  auto c = std::make_shared<DiffCommand>();
  CLI::App* diff = app.add_subcommand(
      "diff",
      "Replay a log under two readings of the rules: where they part, and the final scores "
      "under both; or, for an archive, which games the dispute changes.\nExit status: 0 no "
      "difference, 1 the readings differ or the log is consistent under neither, 2 bad input or "
      "arguments.");
  const OptionInfo& towers = option_of<&RuleOptions::towers_zero_penalty>();
  diff->footer(
      std::string(
          "It compares outcomes: under each reading the actions are replayed to the end, and the "
          "log's checks only say which reading the table played. 'Another winner' means both "
          "readings are consistent with the log and end with other winners; a log consistent under "
          "one reading only (an action refused or a check disagreeing under the other) is said to "
          "be so and counted apart.\n") +
      // The examples' options in the table's words (core/options.h, option_of).
      fmt::format("Examples:\n  caylus diff game.json --option {0}\n  caylus diff game.json "
                  "--rules {1} --versus {2}\n  caylus diff game.json --rules {3}   (versus the "
                  "log's own options)\n  caylus diff tournament/ --option {0} --jobs 2   (an "
                  "archive)\nSee docs/corpus.md.",
                  towers.name, option_setting(towers, 0), option_setting(towers, 1),
                  option_setting(option_of<&RuleOptions::lawyer_prestige>(), 1)));
  diff->add_option("logs", c->logs,
                   "the game log (JSON, docs/log-format.md); several logs, or directories "
                   "(searched for *.json and *.caylus), compare a whole archive: one line per log "
                   "and a summary")
      ->required();
  auto* option = diff->add_option(
      "--option", c->option,
      "compare the two values of this rule option (default first, 'caylus rules' lists them)");
  add_rules_option(diff, c->rules,
                   "the first reading: option=value on top of the log's options (repeatable)")
      ->excludes(option);
  add_versus_option(diff, c->versus,
                    "the second reading: option=value on top of the log's options (repeatable; "
                    "absent = the log's own options)")
      ->excludes(option);
  diff->add_flag("--json", c->json,
                 "print {log, readings, same, differences, final, winners_differ} as JSON");
  add_language_option(diff, c->lang);
  diff->add_option("--jobs,-j", c->jobs, "archive mode: logs compared in parallel")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  diff->callback([c] { exit_status() = run_diff_command(*c); });
}

}  // namespace caylus::tools
