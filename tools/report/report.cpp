// caylus report: one self-contained HTML page that settles a dispute at a glance (issue 16,
// docs/report.md). The C++ side replays the log (with every invariant), and writes the verdict
// exactly as `caylus replay` says it, the rule behind it (`caylus rules RULE_ID`), and every state
// of the game as JSON: the start as a snapshot (docs/snapshot-format.md) and each action's change
// to it as a compact delta. The page's own script (tools/report/report.js) draws the board, the
// score chart and the ledger from them; nothing is fetched, so the file opens from disk and
// prints. With --versus, the second reading is replayed too and `caylus diff`'s words say where
// the two part.
#include <fmt/core.h>

#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
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
#include "replay/narration/field_ledger.h"
#include "replay/narration/ledger.h"
#include "replay/notation/notation.h"
#include "replay/positions/snapshot.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/language.h"
#include "tools/readings/diff.h"
#include "tools/replay_text.h"
#include "tools/report/board_data.h"
#include "tools/report/board_svg.h"
#include "tools/report/board_svg_parts.h"
#include "tools/report/line_delta.h"
#include "tools/report/narration.h"
#include "tools/report/report_assets.h"
#include "tools/report/report_words.h"
#include "tools/report/rule_explain.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

using Json = nlohmann::json;
using Ordered = nlohmann::ordered_json;
using Overrides = std::vector<std::pair<std::string, std::string>>;

struct ReportCommand {
  std::string log;
  std::string out;
  std::vector<std::string> rules;
  std::vector<std::string> versus;
  std::string lang;  // --lang (tools/language.h)
};

// One applied action as the replay saw it.
struct Recorded {
  int entry;
  // A decision the log left out, which the replayer took (Step::forced): before an entry, or
  // after the last one (a check at a later moment, the end of the log).
  bool forced;
  Action action;
  GameState before;
  GameState after;
  EventSink events;
};

struct Reading {
  ReplayResult result;
  std::vector<Recorded> steps;
  GameState start;
};

Reading replay_reading(const GameLog& log, const Overrides& overrides) {
  Reading reading;
  auto invariants = invariants_observer();
  ReplayOptions options;
  options.rule_overrides = overrides;
  options.narrate = true;
  options.claim_reasons = true;  // the reasons of every claim, as the page shows them
  options.observer = [&reading, invariants](const Step& step) {
    reading.steps.push_back(
        {step.action_index, step.forced, step.action, step.before, step.after, step.events});
    return invariants(step);
  };
  reading.result = replay_log(log, options);
  // With no action applied, the state where the replay ended is the start.
  reading.start = reading.steps.empty() ? reading.result.state : reading.steps.front().before;
  return reading;
}

// The change from one snapshot to the next: [pointer, value] sets a member (or appends, when the
// pointer ends in "/-"), [pointer] removes one. Made from the JSON Patch of nlohmann's diff, whose
// operations are only add, remove and replace; report.js applies it (applyDelta).
Json compact_delta(const Json& from, const Json& to) {
  Json delta = Json::array();
  for (const Json& op : Json::diff(from, to)) {
    const std::string& kind = op["op"].get_ref<const std::string&>();
    if (kind == "remove")
      delta.push_back(Json::array({op["path"]}));
    else
      delta.push_back(Json::array({op["path"], op["value"]}));
  }
  return delta;
}

// The step's events as `caylus replay --json` gives them (replay/narration/event_words.h), their
// words left to the narration.
Json events_of(const Recorded& s, const std::vector<std::string>& names) {
  Json events = Json::array();
  for (const Event& e : s.events) {
    Json event = Json::parse(event_json(e, s.action, s.after, names).dump());
    event.erase("text");  // the step's narration says it: the page stays small
    events.push_back(std::move(event));
  }
  return events;
}

Json explanation_json(const RuleExplanation& e);

// The rulebook a rule box quotes beside the French: the reader's (--lang es|ro), as the page's.
Language rulebook_language() {
  return language_of_code(message_language()).value_or(Language::en);
}

// The ledger of every field (issue 35 item 3: `caylus replay --ledger FIELD --json`'s changes,
// change_json's fields, for each field the page's picker offers), packed to stay small: {texts
// [each cause once], fields {name: {value, changes [[action, turn, phase, rule, amount, total,
// source, text index]]}}}. report.js unpacks it into field_ledger's shape.
Json field_ledgers_json(const ReplayResult& r) {
  Json texts = Json::array(), fields = Json::object();
  std::map<std::string, int> text_index;
  for (FieldKey key : all_fields(r.state.player_count)) {
    Json changes = Json::array();
    for (const FieldChange& c : r.ledger->fields().changes(key)) {
      auto j = change_json(c, r.names);
      std::string text = j["text"];
      auto [it, added] = text_index.emplace(text, static_cast<int>(texts.size()));
      if (added) texts.push_back(text);
      changes.push_back({j["action"], j["turn"], j["phase"], j["rule"], j["amount"], j["total"],
                         j["source"], it->second});
    }
    fields[key.name(r.names)] = {{"value", key.value(r.state)}, {"changes", changes}};
  }
  return {{"texts", texts}, {"fields", fields}};
}

Json reading_json(const Reading& reading) {
  const ReplayResult& r = reading.result;
  const std::vector<std::string>& names = r.names;
  Json out;
  Json previous = write_snapshot(reading.start, names);
  out["start"] = previous;
  // The board drawn at every step (board_svg.h, the page's and `caylus board`'s drawing): the
  // first drawing's lines, then each step's changed lines (line_delta.h).
  std::vector<std::string> drawn = split_lines(board_svg(previous, names, "board-svg"));
  out["board"] = drawn;
  Json steps = Json::array();
  // Each step's narration is --explain's very lines, cut per step (tools/report/narration.h).
  auto narration_of = [&r](std::size_t n) {
    Json lines = Json::array();
    for (const std::string& line : step_narration(r, n)) lines.push_back(Json(line_parts(line)));
    return lines;
  };
  out["narration"] = narration_of(0);
  for (std::size_t k = 0; k < reading.steps.size(); ++k) {
    const Recorded& s = reading.steps[k];
    bool forced = reading.steps[k].forced;
    Json narration = narration_of(k + 1);
    Json next = write_snapshot(s.after, names);
    std::vector<std::string> next_drawn = split_lines(board_svg(next, names, "board-svg"));
    steps.push_back(
        {{"entry", s.entry},
         {"turn", s.before.turn},
         {"phase", std::string(phase_name(s.before.phase))},
         {"player", s.action.player >= 0 && static_cast<std::size_t>(s.action.player) < names.size()
                        ? names[s.action.player]
                        : std::string()},
         {"action", describe_action(s.before, s.action, names)},
         {"forced", forced},
         {"narration", narration},
         {"events", events_of(s, names)},
         {"delta", compact_delta(previous, next)},
         {"board", line_delta(drawn, next_drawn)}});
    previous = std::move(next);
    drawn = std::move(next_drawn);
  }
  out["steps"] = steps;
  // The text of every rule the narration cites, for its links (no scenarios: the page stays small).
  Json rules = Json::object();
  Json all = out["narration"];
  for (const Json& step : steps)
    for (const Json& line : step["narration"]) all.push_back(line);
  for (const std::string& id : cited_rules(Ordered(all)))
    if (auto e = explain_rule(id, "", rulebook_language())) rules[id] = explanation_json(*e);
  out["rules"] = rules;
  Json ledger = Json::object();
  for (PlayerIndex p = 0; p < r.state.player_count; ++p) {
    Json entries = Json::array();
    for (const LedgerEntry& e : r.ledger->entries(p))
      entries.push_back({e.turn, std::string(phase_name(e.phase)), e.amount, e.total,
                         render_message(e.cause, names)});
    ledger[names[p]] = entries;
  }
  out["ledger"] = ledger;
  out["field_ledgers"] = field_ledgers_json(r);
  out["verdict"] = std::string(verdict_name(r.verdict));
  out["complete"] = r.complete;
  out["winners"] = r.winners;
  if (r.error)
    out["refused"] = {{"entry", r.error->action},
                      {"rule", r.error->rule},
                      {"action", r.error->action_text},
                      {"player", r.error->player}};
  return out;
}

Json explanation_json(const RuleExplanation& e) {
  Json j = {{"id", e.id},           {"words", e.words},         {"building", e.building},
            {"source", e.source},   {"quote", e.quote},         {"faq", e.faq},
            {"options", e.options}, {"scenarios", e.scenarios}, {"lines", explanation_lines(e)}};
  if (Json own = rulebook_json(e); !own.is_null()) j["rulebook"] = own;
  return j;
}

// The check entries of the log and what became of each.
Json checks_json(const GameLog& log, const ReplayResult& r) {
  Json out = Json::array();
  LogFollower follower(log);
  for (std::size_t i = 0; i < log.entries.size(); ++i) {
    const LogEntry& entry = log.entries[i];
    LogFollower::Taken taken = follower.take(i);
    if (!entry.is_check) continue;
    int index = static_cast<int>(i);
    std::string result = "not reached";
    if (r.verdict == Verdict::mismatch && r.error && r.error->action == index)
      result = "disagrees";
    else if (index < r.entries_replayed)
      result = "agrees";
    // The claims in the notation, as the log's text form writes them ("check red.deniers=6",
    // "legal red place inn").
    std::string claims = entry_notation(log, entry, taken);
    out.push_back({{"entry", index}, {"check", claims}, {"note", entry.note}, {"result", result}});
  }
  return out;
}

// The board's drawing escapes its text the same way (tools/report/board_svg_parts.h).
std::string html_escape(std::string_view text) {
  return board_svg_parts::esc(text);
}

// JSON inside <script type="application/json">: a "<" only occurs inside strings, where \u003c
// means the same and cannot close the element.
std::string script_json(const Json& data) {
  std::string text = data.dump(-1, ' ', false, Json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '<')
      out += "\\u003c";
    else
      out += c;
  }
  return out;
}

// Fills the template's @KEY@ places in one pass, so that a value (a log's title, the script)
// is never searched for keys in turn.
std::string fill_template(std::string_view page,
                          const std::vector<std::pair<std::string_view, std::string>>& values) {
  std::string out;
  out.reserve(page.size() + 64 * 1024);
  std::size_t at = 0;
  while (at < page.size()) {
    std::size_t key = page.find('@', at);
    if (key == std::string_view::npos) break;
    out.append(page.substr(at, key - at));
    bool filled = false;
    for (const auto& [name, value] : values) {
      if (page.substr(key + 1, name.size()) == name && key + 1 + name.size() < page.size() &&
          page[key + 1 + name.size()] == '@') {
        out += value;
        at = key + name.size() + 2;
        filled = true;
        break;
      }
    }
    if (!filled) {
      out += '@';
      at = key + 1;
    }
  }
  if (at < page.size()) out.append(page.substr(at));
  return out;
}

std::string default_output(const std::string& log) {
  std::filesystem::path path(log);
  return path.replace_extension(".report.html").string();
}

int run_report(const ReportCommand& c) {
  use_language(c.lang, locale_environment());
  Overrides first = rule_pairs(c.rules, kRulesFlag);
  Overrides second = rule_pairs(c.versus, kVersusFlag);
  auto read = read_log_file(c.log);
  if (auto* error = std::get_if<LogError>(&read)) {
    fmt::print(stderr, "{}: {}: {}\n", c.log, error->where(), error->message);
    return 2;
  }
  const GameLog& log = std::get<GameLog>(read);
  Reading reading = replay_reading(log, first);
  const ReplayResult& r = reading.result;
  if (r.input_error) {
    fmt::print(stderr, "{}: {}: {}\n", c.log, r.input_error->where(), r.input_error->message);
    return 2;
  }

  std::vector<std::string> verdict = error_lines(c.log, r);
  for (auto& line : summary_lines(c.log, r)) verdict.push_back(std::move(line));
  for (auto& line : expect_lines(c.log, r)) verdict.push_back(std::move(line));

  Json data;
  data["log"] = c.log;
  data["title"] = log.title.value_or(std::filesystem::path(c.log).filename().string());
  data["players"] = r.names;
  data["verdict"] = verdict;
  data["buildings"] = buildings_json();
  data["board"] = board_json();
  data["reading"] = reading_json(reading);
  data["checks"] = checks_json(log, r);
  // The reasons on the claims, as `caylus replay --json` gives them (`claims`), and the text of
  // each rule their changes cite.
  Ordered answer = replay_answer_json(r);
  data["claims"] = Json::array();
  data["claim_rules"] = Json::object();
  for (const Ordered& claim : answer.value("claims", Ordered::array())) {
    data["claims"].push_back(Json(claim));
    for (const Ordered& reason : claim.value("reasons", Ordered::array()))
      for (const Ordered& change : reason.value("changes", Ordered::array()))
        if (change.contains("rule") && change["rule"].is_string()) {
          std::string id = change["rule"].get<std::string>();
          if (!data["claim_rules"].contains(id))
            if (auto e = explain_rule(id, "", rulebook_language()))
              data["claim_rules"][id] = explanation_json(*e);
        }
  }
  // Each amendment as `caylus replay` lists it ("action #14: amend green.wood=2  # note").
  data["amendments"] = Json::array();
  for (const Amendment& a : r.amendments)
    data["amendments"].push_back(
        {{"action", a.action},
         {"text", "action #" + std::to_string(a.action) + ": amend " +
                      claims_text(claims_json(a.fields, r.names), r.names) +
                      (a.note.empty() ? "" : "  # " + a.note)}});
  Json options = Json::object();
  for (const auto& [name, value] : non_default_options(r.state.options))
    options[std::string(name)] = std::string(value);
  data["options"] = options;
  if (r.error) {
    // Open on the disputed action: the state before it, which is the last one recorded.
    data["open"] = reading.steps.size();
    if (auto e = explain_rule(r.error->rule, default_corpus_dir(), rulebook_language()))
      data["rule"] = explanation_json(*e);
  } else {
    data["open"] = reading.steps.size();
  }

  if (!c.versus.empty()) {
    ReadingsDiff diff = diff_readings(c.log, log, first, second);
    Reading other = replay_reading(log, second);
    Json versus;
    versus["label_a"] = diff.label_a;
    versus["label_b"] = diff.label_b;
    versus["same"] = diff.same;
    versus["scores_differ"] = diff.scores_differ;
    versus["winners_differ"] = diff.winners_differ;
    versus["winners_a"] = diff.winners_a;
    versus["winners_b"] = diff.winners_b;
    Json differences = Json::array();
    for (const auto& d : diff.differences)
      differences.push_back({{"heading", d.heading}, {"entry", d.action}, {"lines", d.lines}});
    versus["differences"] = differences;
    versus["reading"] = reading_json(other);
    std::vector<std::string> other_verdict = error_lines(c.log, other.result);
    for (auto& line : summary_lines(c.log, other.result)) other_verdict.push_back(std::move(line));
    versus["verdict"] = other_verdict;
    data["versus"] = versus;
  }

  std::string verdict_html;
  for (const auto& line : verdict) verdict_html += html_escape(line) + "\n";
  std::string page = fill_template(
      translate_marked_html(report_assets::html),
      {{"LANG", std::string(message_language() == "qps" ? "en" : message_language())},
       {"TITLE", html_escape(fill_in(tr("Caylus report: {0}"), data["title"].get<std::string>()))},
       {"VERDICT_CLASS", std::string(verdict_name(r.verdict))},
       {"VERDICT", verdict_html},
       {"STYLE", std::string(report_assets::css)},
       {"DATA", script_json(data)},
       {"WORDS", script_json(report_script_words_json())},
       {"SCRIPT", std::string(report_assets::js)}});

  const std::string out = c.out.empty() ? default_output(c.log) : c.out;
  write_file_atomically(out, page);
  const int steps = static_cast<int>(reading.steps.size());
  fmt::print("{}\n", fill_in(tr_n("{0}: {1}: report written to {2} ({3} step, {4} KB)",
                                  "{0}: {1}: report written to {2} ({3} steps, {4} KB)", steps),
                             c.log, trc("verdict", verdict_name(r.verdict)), out, steps,
                             (page.size() + 1023) / 1024));
  return r.exit_status();
}

}  // namespace

void add_report_command(CLI::App& app) {
  auto c = std::make_shared<ReportCommand>();
  CLI::App* report = app.add_subcommand(
      "report",
      "Write a self-contained HTML adjudication report of a game log: the verdict as 'caylus "
      "replay' says it and the rule behind it, the board at every step (buttons, slider, arrow "
      "keys, #step=N links), a score chart and the points ledger; with --versus, two readings "
      "side by side. The page needs no network and prints.\nExit status: 0 legal, 1 illegal, "
      "mismatch or expect not met (the report is written in both cases), 2 not a valid log.");
  report->add_option("log", c->log, "the game log (JSON, docs/log-format.md)")->required();
  report->add_option(
      "-o,--out", c->out,
      "the HTML file to write (default: next to the log; game.json gives game.report.html)");
  add_rules_option(report, c->rules,
                   "set a rule option on top of the log's, as option=value (repeatable): the "
                   "reading the report replays");
  add_versus_option(report, c->versus,
                    "a second reading, as option=value (repeatable): both readings side by "
                    "side, as 'caylus diff --rules ... --versus ...' compares them");
  add_language_option(report, c->lang);
  report->callback([c] { exit_status() = run_report(*c); });
}

}  // namespace caylus::tools
