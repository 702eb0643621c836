// caylus replay: re-executes a game log, checks every action against the rules and every check
// against the computed state, and says whether the log is legal, and if not, which action
// broke which rule (docs/replay.md). Given several logs or a directory (an archive), it replays
// them all, in parallel with --jobs, one line each and a summary.
#include <fmt/core.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/narration/event_words.h"
#include "replay/notation/notation.h"
#include "replay/position_cut.h"
#include "replay/positions/position.h"
#include "replay/positions/snapshot.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/language.h"
#include "tools/moment.h"
#include "tools/replay_text.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

struct ReplayCommand {
  std::vector<std::string> logs;
  std::string log;  // the one log, outside archive mode
  int jobs = 1;
  bool json = false;
  bool explain = false;
  bool dump_state = false;
  bool position = false;
  std::optional<std::string> at;  // N, turn=T or turn=T.phase (tools/moment.h)
  std::vector<std::string> rules;
  bool no_invariants = false;
  std::optional<std::string> ledger;  // --ledger FIELD (replay/narration/field_ledger.h)
  std::string lang;                   // --lang (tools/language.h)
};

// Whether the log claims anything whose reasons can be told (replay/narration/claim_reasons.h):
// only then does the replay keep the events of every step.
bool has_claims(const GameLog& log) {
  if (log.expect && log.expect->final_claims) return true;
  for (const LogEntry& e : log.entries)
    if (e.is_claim()) return true;
  return false;
}

// The observer `inner` (the invariants, or none) that also notes each applied action and its
// events in `steps`, as the --json answer gives them.
StepObserver recording_steps(StepObserver inner, const std::vector<std::string>& names,
                             nlohmann::ordered_json& steps) {
  return [inner = std::move(inner), &names, &steps](const Step& step) {
    steps.push_back(step_json(step, names));
    return inner ? inner(step) : std::nullopt;
  };
}

void print_lines(const std::vector<std::string>& lines) {
  for (const auto& line : lines) fmt::print("{}\n", line);
}

// --position (replay/positions/position.h): the position as the phase in play at --at N began, as
// `position` lines to paste into a log (or as JSON), and the entry the log goes on from.
// `stop_at`: the entries --at names (tools/moment.h), all of them without --at.
int print_position(const ReplayCommand& c, const GameLog& log, std::optional<int> stop_at) {
  int at = stop_at.value_or(static_cast<int>(log.entries.size()));
  auto cut = position_at(log, at);
  if (auto* error = std::get_if<LogError>(&cut)) {
    fmt::print(stderr, "{}\n", error->located(c.log));
    return 2;
  }
  const PositionCut& p = std::get<PositionCut>(cut);
  if (c.json) {
    nlohmann::ordered_json out = {{"turn", p.turn},
                                  {"phase", std::string(phase_name(p.phase))},
                                  {"from_action", p.from_entry},
                                  {"position", claims_json(p.position, log.players)}};
    fmt::print("{}\n", out.dump(2));
    return 0;
  }
  fmt::print(
      "# {}: the position as phase {} ({}) of turn {} began; the log goes on from "
      "action #{}\n",
      c.log, static_cast<int>(p.phase) + 1, phase_name(p.phase), p.turn, p.from_entry);
  for (const auto& line : position_lines(p.position, log.players)) fmt::print("{}\n", line);
  return 0;
}

int run_replay(const ReplayCommand& c) {
  auto read = read_log_file(c.log);
  if (auto* error = std::get_if<LogError>(&read)) {
    fmt::print(stderr, "{}\n", error->located(c.log));
    if (c.json) {
      ReplayResult bad;
      bad.input_error = *error;
      fmt::print("{}\n", replay_answer_json(bad).dump(2));
    }
    return 2;
  }
  const GameLog& log = std::get<GameLog>(read);
  ReplayOptions options;
  options.rule_overrides = rule_pairs(c.rules);
  options.narrate = c.explain;
  options.claim_reasons = c.ledger.has_value() || has_claims(log);
  std::optional<FieldKey> ledger_field;
  if (c.ledger) {
    std::string why;
    ledger_field = parse_field(*c.ledger, log.players, static_cast<int>(log.players.size()), &why);
    if (!ledger_field) throw InputError{"--ledger: " + why};
  }
  options.reasons = c.json;  // the --json answer's steps tell them; the invariants read facts
  if (!c.no_invariants) {
    options.observer = invariants_observer();
    options.amendment_check = invariants_state_check();
  }
  if (c.at) {
    auto moment = parse_moment(*c.at);
    if (auto* why = std::get_if<std::string>(&moment)) throw InputError{*why};
    auto entries = entries_at(log, std::get<Moment>(moment), options);
    if (auto* why = std::get_if<std::string>(&entries)) throw InputError{*why};
    options.stop_at = std::get<int>(entries);
  }
  if (c.position) return print_position(c, log, options.stop_at);
  // The --json answer's steps: each applied action and its events (docs/replay.md, "steps").
  nlohmann::ordered_json steps = nlohmann::ordered_json::array();
  if (c.json) options.observer = recording_steps(std::move(options.observer), log.players, steps);
  ReplayResult r = replay_log(log, options);
  if (r.input_error) {
    fmt::print(stderr, "{}\n", r.input_error->located(c.log));
    if (c.json) fmt::print("{}\n", replay_answer_json(r).dump(2));
    return 2;
  }
  if (c.dump_state) {
    // The snapshot on stdout, the verdict on stderr so that the output stays one JSON value.
    fmt::print("{}\n", snapshot_text(r.state, r.names));
    if (r.error)
      fmt::print(stderr,
                 "{}: the replay stopped at action #{} ({}): the state printed is the "
                 "one before it\n",
                 c.log, r.error->action, r.error->rule);
    return r.exit_status();
  }
  if (c.json) {
    nlohmann::ordered_json answer = replay_answer_json(r);
    // Issue 35: a position's automatic steps before the first entry are the first step.
    if (r.opening) steps.insert(steps.begin(), opening_step_json(*r.opening, r.names));
    answer["steps"] = std::move(steps);
    if (ledger_field) {
      nlohmann::ordered_json changes = nlohmann::ordered_json::array();
      for (const FieldChange& change : r.ledger->fields().changes(*ledger_field))
        changes.push_back(change_json(change, r.names));
      answer["field_ledger"] = {{"field", ledger_field->name(r.names)},
                                {"value", ledger_field->value(r.state)},
                                {"changes", changes}};
    }
    if (c.explain) {
      answer["narrative"] = r.narrative;
      nlohmann::ordered_json ledger = nlohmann::ordered_json::object();
      for (PlayerIndex p = 0; p < r.state.player_count; ++p) {
        nlohmann::ordered_json entries = nlohmann::ordered_json::array();
        for (const LedgerEntry& e : r.ledger->entries(p))
          entries.push_back({{"turn", e.turn},
                             {"phase", std::string(phase_name(e.phase))},
                             {"amount", e.amount},
                             {"total", e.total},
                             {"cause", render_message(e.cause, r.names)}});
        ledger[r.names[p]] = entries;
      }
      answer["ledger"] = ledger;
    }
    fmt::print("{}\n", answer.dump(2));
    return r.exit_status();
  }
  if (c.explain) {
    for (const auto& line : r.narrative) fmt::print("{}\n", line);
    fmt::print("\n");
    for (const auto& line : r.ledger->render(r.names)) fmt::print("{}\n", line);
    fmt::print("\n");
  }
  if (ledger_field) {
    print_lines(ledger_lines(r.ledger->fields(), *ledger_field, r.names));
    fmt::print("\n");
  }
  // The same lines `caylus report` shows at the top of its page (tools/replay_text.h).
  print_lines(error_lines(c.log, r));
  print_lines(summary_lines(c.log, r));
  print_lines(amendment_lines(r));
  print_lines(expect_lines(c.log, r));
  print_lines(claim_reason_lines(r.claim_reasons, r.names));
  return r.exit_status();
}

// ---------------------------------------------------------------------------------------------
// Archive mode: several logs, or a directory of them.

struct ArchiveReplay {
  std::string file;
  ReplayResult result;  // result.input_error when the file is not a valid log
};

ArchiveReplay replay_file(const std::string& file, const ReplayOptions& base, bool invariants) {
  ArchiveReplay out{file, {}};
  auto read = read_log_file(file);
  if (auto* error = std::get_if<LogError>(&read)) {
    out.result.input_error = *error;
    return out;
  }
  ReplayOptions options = base;
  options.reasons = false;  // only the invariants observe
  if (invariants) {
    options.observer = invariants_observer();  // one observer per replay
    options.amendment_check = invariants_state_check();
  }
  out.result = replay_log(std::get<GameLog>(read), options);
  return out;
}

// "game.json: legal, complete, 317 actions; winner: blue", in the reader's language (issue 37):
// the verdict's words as `caylus replay` of one log says them, the actions by the plural.
std::string archive_line(const ArchiveReplay& a) {
  const ReplayResult& r = a.result;
  if (r.input_error)
    return a.file + ": " +
           fill_in(tr("not a valid log: {0}: {1}"), r.input_error->where(), r.input_error->message);
  if (r.error) return fmt::format("{}: {}", error_place(a.file, *r.error), error_summary(r));
  std::string actions =
      fill_in(tr_n("{0} action", "{0} actions", r.actions_applied), r.actions_applied);
  std::string_view verdict = trc("verdict", verdict_name(r.verdict));
  std::string text = r.complete ? fill_in(tr("{0}: {1}, complete, {2}"), a.file, verdict, actions)
                                : fill_in(tr("{0}: {1}, stops in turn {2}, {3}"), a.file, verdict,
                                          r.state.turn, actions);
  if (!r.winners.empty()) {
    std::string names;
    for (const auto& w : r.winners) names += (names.empty() ? "" : ", ") + w;
    text +=
        "; " + fill_in(r.winners.size() > 1 ? tr("winners (tied): {0}") : tr("winner: {0}"), names);
  }
  return text;
}

// The archive's summary: "4 logs: 1 legal, 2 illegal, 1 mismatch, 0 not valid; 310 actions in
// 0.12 s", each count by the language's plural.
std::string archive_summary(int logs, int legal, int illegal, int mismatch, int invalid,
                            int expect_failed, long actions, double seconds) {
  std::string counts = fill_in(tr_n("{0} legal", "{0} legal", legal), legal) + ", " +
                       fill_in(tr_n("{0} illegal", "{0} illegal", illegal), illegal) + ", " +
                       fill_in(tr_n("{0} mismatch", "{0} mismatch", mismatch), mismatch) + ", " +
                       fill_in(tr_n("{0} not valid", "{0} not valid", invalid), invalid);
  if (expect_failed > 0)
    counts +=
        ", " + fill_in(tr_n("{0} with expect not met", "{0} with expect not met", expect_failed),
                       expect_failed);
  return fill_in(tr_n("{0} log: {1}; {2}", "{0} logs: {1}; {2}", logs), logs, counts,
                 fill_in(tr_n("{0} action in {1} s", "{0} actions in {1} s", actions), actions,
                         fmt::format("{:.2f}", seconds)));
}

int run_archive(const ReplayCommand& c) {
  if (c.explain || c.dump_state || c.position || c.ledger)
    throw InputError{
        std::string(tr("--explain, --ledger, --dump-state and --position take one log; several "
                       "logs or a directory were given"))};
  auto files = scenario_files(c.logs);
  if (files.empty())
    throw InputError{std::string(tr("no log (*.json, *.caylus) found under the paths given"))};
  ReplayOptions base;
  base.rule_overrides = rule_pairs(c.rules);  // before the threads: a bad --rules throws here

  std::vector<ArchiveReplay> replays(files.size());
  auto start = std::chrono::steady_clock::now();
  for_each_in_parallel(files.size(), c.jobs, [&](std::size_t i) {
    replays[i] = replay_file(files[i], base, !c.no_invariants);
  });
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  int status = 0;
  long actions = 0;
  int legal = 0, illegal = 0, mismatch = 0, invalid = 0, expect_failed = 0;
  for (const ArchiveReplay& a : replays) {
    const ReplayResult& r = a.result;
    status = std::max(status, r.exit_status());
    actions += r.actions_applied;
    if (r.input_error) {
      ++invalid;
      continue;
    }
    (r.verdict == Verdict::legal ? legal : r.verdict == Verdict::illegal ? illegal : mismatch)++;
    if (r.expect && !r.expect->met) ++expect_failed;
  }
  std::string summary = archive_summary(static_cast<int>(replays.size()), legal, illegal, mismatch,
                                        invalid, expect_failed, actions, seconds);
  if (c.json) {
    nlohmann::ordered_json logs = nlohmann::ordered_json::array();
    for (const ArchiveReplay& a : replays)
      logs.push_back({{"file", a.file}, {"answer", replay_answer_json(a.result)}});
    nlohmann::ordered_json out = {{"logs", logs},
                                  {"summary",
                                   {{"logs", replays.size()},
                                    {"legal", legal},
                                    {"illegal", illegal},
                                    {"mismatch", mismatch},
                                    {"invalid", invalid},
                                    {"expect_not_met", expect_failed},
                                    {"actions", actions},
                                    {"seconds", seconds}}}};
    fmt::print("{}\n", out.dump(2));
    return status;
  }
  for (const ArchiveReplay& a : replays) {
    fmt::print("{}\n", archive_line(a));
    const ReplayResult& r = a.result;
    if (r.expect && !r.expect->met)
      for (const auto& reason : r.expect->reasons)
        fmt::print("{}\n", fill_in(tr("{0}: expect not met: {1}"), a.file, reason));
  }
  fmt::print("{}\n", summary);
  return status;
}

// One log named as a file: the full answer; anything else: archive mode.
int run_replay_command(ReplayCommand c) {
  use_language(c.lang, locale_environment());  // before the archive's threads
  if (c.at && !c.dump_state && !c.position)
    throw InputError{std::string(tr("--at goes with --dump-state or --position"))};
  if (one_log_file(c.logs)) {
    c.log = c.logs[0];
    return run_replay(c);
  }
  if (c.at)
    throw InputError{std::string(tr("--at takes one log; several logs or a directory were given"))};
  return run_archive(c);
}

}  // namespace

void add_replay_command(CLI::App& app) {
  auto c = std::make_shared<ReplayCommand>();
  CLI::App* replay = app.add_subcommand(
      "replay",
      "Replay a game log: check every action against the rules and every check against the "
      "computed state.\nExit status: 0 legal (and expect met), 1 illegal, mismatch or expect "
      "not met, 2 not a valid log (for an archive: the worst of its logs).");
  replay
      ->add_option(
          "logs", c->logs,
          "the game log (JSON, docs/log-format.md); several logs, or directories "
          "(searched for *.json and *.caylus), replay an archive: one line per log and a summary")
      ->required();
  auto* json = replay->add_flag("--json", c->json,
                                "print the machine answer (verdict, complete, error, final, "
                                "winners, ...) as JSON");
  replay->add_flag("--explain", c->explain,
                   "tell the game turn by turn and print the points ledger of every player");
  replay->add_option("--ledger", c->ledger,
                     "print every change of one numeric field (green.deniers, red.prestige, "
                     "blue.wood, red.workers, castle.walls.green...) with its turn, phase, action "
                     "number, amount and rule (with --json: `field_ledger`)");
  auto* dump = replay->add_flag("--dump-state", c->dump_state,
                                "print the state snapshot (JSON) after the replay, or after "
                                "--at N entries");
  auto* position = replay->add_flag(
      "--position", c->position,
      "print the position (docs/notation.md, \"Positions\") as the phase in play after the "
      "replay, or after --at N entries, began: `position` lines to paste into a log (with "
      "--json: as JSON)");
  replay->add_option("--at", c->at,
                     "with --dump-state or --position: where to stop: N (the first N entries of "
                     "actions), turn=T (as turn T begins) or turn=T.PHASE (as that phase of turn "
                     "T begins)");
  dump->excludes(json);
  dump->excludes(position);
  add_rules_option(replay, c->rules,
                   "set a rule option on top of the log's, as option=value (repeatable; the "
                   "command line wins over the log)");
  add_language_option(replay, c->lang);
  replay->add_flag("--no-invariants", c->no_invariants,
                   "do not check the engine's invariants after every action");
  replay->add_option("--jobs,-j", c->jobs, "archive mode: logs replayed in parallel")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  replay->callback([c] { exit_status() = run_replay_command(*c); });
}

}  // namespace caylus::tools
