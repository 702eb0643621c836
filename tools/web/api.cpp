// The page's one narrow API to the engine (issue 27, docs/web.md): plain C functions taking and
// returning JSON or text, compiled to WebAssembly with the whole of core, replay and the
// invariants. The page decides no rule: every verdict, state, legal choice and log it shows comes
// from here, and the verdict is `caylus replay --json`'s own answer (replay_answer_json) with the
// lines `caylus replay` prints (tools/replay_text.h).
//
//   caylus_open(text, name)     the log (notation or JSON) replayed with every invariant: the
//                               answer, the printed lines, the steps; kept as the open game
//   caylus_state(n)             the state before the n-th applied action (n = steps: where the
//                               replay ended), its pending decision and legal choices, and the
//                               narration of the step (--explain's lines, rule ids marked)
//   caylus_play(n, k)           the log that plays legal choice k at step n: the open log up to
//                               there plus that action, as notation (a "what if" branch)
//   caylus_truncate(n)          the open log up to step n, as notation (undo)
//   caylus_new(setup)           a new game's log, as notation (api_table.cpp)
//   caylus_setup()              what the new-game form offers (api_table.cpp)
//   caylus_moment(at)           the step `--at turn=6.castle` names (a link's #turn=6.castle)
//   caylus_ledger(field)        the ledger of one field of the open game (`--ledger FIELD`)
//   caylus_position_at(n)       the position as the phase in play at step n began (editor)
//   caylus_position_of(board)   an edited board (a snapshot) as `position` lines
//   caylus_board_svg(s, id, narrow)  the board a snapshot shows, as SVG (the one drawing)
//
// Every function returns a pointer to a string owned here, valid until the next call.
#include <fmt/core.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/buildings.h"
#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/rule_texts/rule_quotes.h"
#include "core/verbs.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/narration/claim_reasons.h"
#include "replay/notation/notation.h"
#include "replay/position_cut.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/position.h"
#include "replay/positions/snapshot.h"
#include "replay/replayer.h"
#include "tools/moment.h"
#include "tools/replay_text.h"
#include "tools/report/board_data.h"
#include "tools/report/board_svg.h"
#include "tools/report/narration.h"
#include "tools/report/rule_explain.h"
#include "tools/scenarios.h"
#include "tools/web/api_open.h"

namespace caylus::web {
namespace {

std::string reply;

// A rule's text as `caylus rules RULE_ID --lang` gives it, in the page's language: with a Spanish
// or Romanian reader, `rulebook` is their rulebook's passage (issue 37 item 3): {language, seed,
// section, quote (empty when it lacks the passage: the French quote stands for it), note}.
Json rule_json(const std::string& id) {
  Language language = language_of_code(message_language()).value_or(Language::en);
  auto e = tools::explain_rule(id, "", language);
  if (!e) return nullptr;
  Json j = {{"id", e->id},          {"words", e->words}, {"building", e->building},
            {"source", e->source},  {"quote", e->quote}, {"faq", e->faq},
            {"options", e->options}};
  if (Json own = tools::rulebook_json(*e); !own.is_null()) j["rulebook"] = own;
  return j;
}

// One legal choice, as the notation says it and as data the board can place: the verb's
// parameters that name a place of the board, from the verb table (core/verbs.h), as the log's
// JSON writer reads them (replay/json/log_write.cpp): a road space or special building (`space`
// or `special`), the provost's `move`, a favor's `row` and `column`, a `building`. The amounts
// and batches place nothing.
Json choice_json(const GameState& s, const Action& a, const std::vector<std::string>& names) {
  Json j = {{"text", action_notation(s, a, names)},
            {"verb", std::string(verb_name(a.verb))},
            {"player", names[a.player]}};
  for (const ParamSpec& param : verb_spec(a.verb).params) {
    if (!param_present(a, param)) continue;
    switch (param.kind) {
      case ParamKind::space:
        if (is_road(a.space))
          j["space"] = a.space;
        else if (is_special(a.space))
          j["special"] = std::string(special_name(to_special(a.space)));
        break;
      case ParamKind::move:
        j["move"] = a.move;
        break;
      case ParamKind::favor_row:
        j["row"] = std::string(favor_row_name(a.row));
        break;
      case ParamKind::column:
        j["column"] = a.column;
        break;
      case ParamKind::building:
        j["building"] = std::string(building_name(a.building));
        break;
      case ParamKind::stay:
      case ParamKind::cubes:
      case ParamKind::goods:
      case ParamKind::batches:
        break;
    }
  }
  return j;
}

// The narration of step n as tools/report/narration.h cuts it (step 0: the start; step n: the
// n-th applied action and what followed it, up to the next), each line as parts with its rule ids
// marked, and the text of every rule cited (as `caylus rules RULE_ID` gives it).
void narration_json(const Open& g, std::size_t n, Json& j) {
  Json lines = Json::array();
  for (const std::string& line : tools::step_narration(g.result, n))
    lines.push_back(tools::line_parts(line));
  Json rules = Json::object();
  for (const std::string& id : tools::cited_rules(lines)) rules[id] = rule_json(id);
  j["narration"] = std::move(lines);
  j["rules"] = std::move(rules);
}

// The text of every rule the reasons of the answer's claims cite (their changes' `rule`).
Json claim_rules_json(const Json& answer) {
  Json rules = Json::object();
  if (!answer.contains("claims")) return rules;
  for (const Json& claim : answer["claims"])
    for (const Json& reason : claim.value("reasons", Json::array()))
      for (const Json& change : reason.value("changes", Json::array())) {
        const Json& rule = change.value("rule", Json());
        if (rule.is_string() && !rules.contains(rule.get<std::string>()))
          if (Json text = rule_json(rule.get<std::string>()); !text.is_null())
            rules[rule.get<std::string>()] = text;
      }
  return rules;
}

Json state_json(const Open& g, std::size_t n) {
  const GameState& s = state_at(g, n);
  Json j;
  j["step"] = n;
  narration_json(g, n, j);
  j["state"] = snapshot_json(s, g.names);
  j["decision"] = s.game_over() ? std::string(tr("the game is over"))
                                : render_message(describe_decision(s), g.names);
  Json choices = Json::array();
  // An engine fault leaves a state nobody should play on: no choices offered there.
  bool faulty = n == g.steps.size() && g.result.error && g.result.error->invariant;
  if (!faulty && !s.game_over()) {
    std::vector<Action> legal;
    legal_actions(s, legal);
    for (const Action& a : legal) choices.push_back(choice_json(s, a, g.names));
  }
  j["choices"] = choices;
  return j;
}

// The moments a person may jump to (issue 38 item 7), as `--at` names them: each turn's start
// and each phase boundary the steps pass, in game order, with the first step in it (the page's
// selector; caylus_moment gives the step `--at` means).
Json moments_json(const Open& g) {
  Json out = Json::array();
  int turn = 0;
  Phase phase = Phase::income;
  for (const Recorded& r : g.steps) {
    const GameState& s = r.before;
    if (s.turn != turn) {
      out.push_back({{"at", fmt::format("turn={}", s.turn)}, {"turn", s.turn}, {"phase", ""}});
      phase = Phase::income;
    }
    if ((s.turn != turn || s.phase != phase) && s.phase != Phase::income &&
        is_phase_boundary(s.phase))
      out.push_back({{"at", fmt::format("turn={}.{}", s.turn, phase_name(s.phase))},
                     {"turn", s.turn},
                     {"phase", std::string(phase_name(s.phase))}});
    turn = s.turn;
    phase = s.phase;
  }
  return out;
}

}  // namespace

std::optional<Open> open_game;

// The entries of the open log that lead to step n exactly: every entry before the one that
// prompted step n, then the forced actions already applied for that entry.
GameLog log_to_step(const Open& g, std::size_t n) {
  std::size_t entry = g.log.entries.size();
  if (n < g.steps.size())
    entry = static_cast<std::size_t>(g.steps[n].entry);
  else if (g.result.error)
    entry = static_cast<std::size_t>(g.result.error->action);
  GameLog log = g.log;
  log.entries.resize(std::min(entry, log.entries.size()));
  if (entry < g.log.entries.size()) log.end_comments.clear();
  log.expect.reset();  // a branch is a new game: the original's expected answer is not its own
  for (std::size_t k = 0; k < n; ++k)
    if (static_cast<std::size_t>(g.steps[k].entry) == entry) {
      LogEntry e;
      e.action = g.steps[k].action;
      log.entries.push_back(std::move(e));
    }
  return log;
}

const char* answer(const Json& j) {
  reply = j.dump();
  return reply.c_str();
}

const char* answer_text(std::string text) {
  reply = std::move(text);
  return reply.c_str();
}

// The replay of `log` with every invariant, each applied action kept with the state before it;
// `narrate`: with --explain's narration and points ledger (an opened log; the board editor's
// replays of a position only want its verdict).
Open replay_game(GameLog log, bool narrate) {
  Open g;
  g.log = std::move(log);
  ReplayOptions options;
  options.narrate = narrate;
  // The reasons of every claim (issue 35: the verdict argues its case on the page too), in the
  // answer's `claims`, as `caylus replay --json` gives them.
  options.claim_reasons = narrate;
  auto invariants = tools::invariants_observer();
  options.amendment_check = tools::invariants_state_check();
  options.observer = [&g, invariants](const Step& step) {
    g.steps.push_back({step.action_index, step.forced, step.action, step.before, {}});
    return invariants(step);
  };
  g.result = replay_log(g.log, options);
  g.names = g.result.names;
  for (Recorded& s : g.steps) s.text = action_notation(s.before, s.action, g.names);
  return g;
}

// The state before the n-th applied action; n == steps: where the replay ended.
const GameState& state_at(const Open& g, std::size_t n) {
  return n < g.steps.size() ? g.steps[n].before : g.result.state;
}

std::string log_text(const GameLog& log) {
  if (text_log_problem(log)) return write_log(log);  // names the notation cannot write
  return write_text_log(log);
}

Json error_json(const LogError& e, const std::string& file) {
  return {{"where", e.where()},
          {"line", e.line},
          {"column", e.column},
          {"message", e.message},
          {"located", e.located(file)}};
}

}  // namespace caylus::web

using namespace caylus;
using namespace caylus::web;

// The log replayed: {answer (= caylus replay --json), lines (= what caylus replay prints, the log
// called `name`),
// players, buildings, steps [{entry, action, forced}], rule (the rule behind an error), log (the
// canonical notation), ledger (the points ledger of `caylus replay --explain --json`),
// ledger_fields (every field caylus_ledger takes, "green.deniers", "castle.walls.red"),
// claim_rules (the text of each rule the reasons on the answer's claims cite)};
// {input_error, answer} for input that is no valid log.
CAYLUS_EXPORT const char* caylus_open(const char* text, const char* name) {
  const std::string file = name;  // where the log came from, as `caylus replay` names its file
  auto read = read_log(text);
  if (auto* error = std::get_if<LogError>(&read)) {
    ReplayResult bad;
    bad.input_error = *error;
    open_game.reset();
    return answer({{"input_error", error_json(*error, file)}, {"answer", replay_answer_json(bad)}});
  }
  Open g = replay_game(std::get<GameLog>(std::move(read)), /*narrate=*/true);
  const ReplayResult& r = g.result;
  if (r.input_error) {
    Json out = {{"input_error", error_json(*r.input_error, file)},
                {"answer", replay_answer_json(r)}};
    open_game.reset();
    return answer(out);
  }
  Json out;
  out["answer"] = replay_answer_json(r);
  Json lines = Json::array();
  for (auto* part : {&tools::error_lines, &tools::summary_lines, &tools::expect_lines})
    for (auto& line : (*part)(file, r)) lines.push_back(line);
  for (auto& line : tools::amendment_lines(r)) lines.push_back(line);
  // The reasons of the claims, as plain `caylus replay` ends with them (issue 35).
  for (auto& line : claim_reason_lines(r.claim_reasons, r.names)) lines.push_back(line);
  out["lines"] = lines;
  out["players"] = g.names;
  out["buildings"] = tools::buildings_json();
  out["board"] = tools::board_json();
  Json steps = Json::array();
  for (std::size_t k = 0; k < g.steps.size(); ++k)
    steps.push_back({{"entry", g.steps[k].entry},
                     {"action", g.steps[k].text},
                     {"forced", g.steps[k].forced},
                     {"turn", g.steps[k].before.turn},
                     {"phase", std::string(phase_name(g.steps[k].before.phase))}});
  out["steps"] = steps;
  out["moments"] = moments_json(g);
  out["rule"] = r.error && !r.error->invariant && r.error->rule != "check"
                    ? rule_json(r.error->rule)
                    : Json(nullptr);
  out["log"] = log_text(g.log);
  out["ledger"] = tools::ledger_json(r);
  Json fields = Json::array();
  for (FieldKey key : all_fields(static_cast<int>(g.names.size())))
    fields.push_back(key.name(g.names));
  out["ledger_fields"] = fields;
  out["claim_rules"] = claim_rules_json(out["answer"]);
  open_game = std::move(g);
  return answer(out);
}

// {step, narration, rules, state (snapshot, docs/snapshot-format.md), decision (in words),
// choices [{text, verb, player, space | special, move, row, column, building}]}: `narration` the
// lines `caylus replay --explain` tells with step n (tools/report/narration.h), each as parts
// (text, and {rule} for a rule id), `rules` each cited rule's text {id, words, ...}; {} when no
// game is open or n is past the end.
CAYLUS_EXPORT const char* caylus_state(int n) {
  if (!open_game || n < 0 || static_cast<std::size_t>(n) > open_game->steps.size())
    return answer(Json::object());
  return answer(state_json(*open_game, static_cast<std::size_t>(n)));
}

// The ledger of one numeric field of the open game (issue 35 item 3), `caylus replay --ledger
// FIELD --json`'s `field_ledger`: {field, value, changes [change_json...], rules (the text of
// each rule cited)}, from the same C++ field ledger; {error} (--ledger's words) for no such field.
CAYLUS_EXPORT const char* caylus_ledger(const char* field) {
  if (!open_game || !open_game->result.ledger) return answer({{"error", "no game is open"}});
  const Open& g = *open_game;
  std::string why;
  auto key = parse_field(field, g.names, static_cast<int>(g.names.size()), &why);
  if (!key) return answer({{"error", why}});
  Json changes = Json::array();
  Json rules = Json::object();
  for (const FieldChange& c : g.result.ledger->fields().changes(*key)) {
    changes.push_back(change_json(c, g.names));
    if (!c.rule.empty() && !rules.contains(c.rule))
      if (Json text = rule_json(c.rule); !text.is_null()) rules[c.rule] = text;
  }
  return answer({{"field", key->name(g.names)},
                 {"value", key->value(g.result.state)},
                 {"changes", changes},
                 {"rules", rules}});
}

// The log that plays legal choice k at step n, as notation; "" when there is no such choice.
CAYLUS_EXPORT const char* caylus_play(int n, int k) {
  if (!open_game || n < 0 || static_cast<std::size_t>(n) > open_game->steps.size())
    return answer_text("");
  const GameState& s = state_at(*open_game, static_cast<std::size_t>(n));
  std::vector<Action> legal;
  if (!s.game_over()) legal_actions(s, legal);
  if (k < 0 || static_cast<std::size_t>(k) >= legal.size()) return answer_text("");
  GameLog log = log_to_step(*open_game, static_cast<std::size_t>(n));
  LogEntry e;
  e.action = legal[static_cast<std::size_t>(k)];
  log.entries.push_back(std::move(e));
  return answer_text(log_text(log));
}

// The open log up to step n (the entries before it, and the forced actions already applied for
// the entry of step n), as notation: what remains when the actions from step n on are taken
// back; "" when n is past the end.
CAYLUS_EXPORT const char* caylus_truncate(int n) {
  if (!open_game || n < 0 || static_cast<std::size_t>(n) > open_game->steps.size())
    return answer_text("");
  return answer_text(log_text(log_to_step(*open_game, static_cast<std::size_t>(n))));
}

// The step a moment names (issue 38 item 7): `moment` as `--at` takes it (tools/moment.h: N,
// turn=T, turn=T.PHASE), its meaning `caylus replay --dump-state --at`'s: the state after the
// entries it names, which is the state before the first step those entries did not prompt.
// {step, at} or {error} (the engine's sentence, as --at says it).
CAYLUS_EXPORT const char* caylus_moment(const char* moment) {
  if (!open_game) return answer({{"error", "no game is open"}});
  const Open& g = *open_game;
  auto parsed = parse_moment(moment);
  if (auto* why = std::get_if<std::string>(&parsed)) return answer({{"error", *why}});
  ReplayOptions options;
  auto entries = entries_at(g.log, std::get<Moment>(parsed), options);
  if (auto* why = std::get_if<std::string>(&entries)) return answer({{"error", *why}});
  std::size_t step = 0;
  while (step < g.steps.size() && g.steps[step].entry < std::get<int>(entries)) ++step;
  return answer({{"step", step}, {"at", moment}});
}
