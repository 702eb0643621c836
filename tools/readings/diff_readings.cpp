#include <fmt/core.h>

#include <algorithm>

#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/claims/checks.h"
#include "replay/json/log_json.h"
#include "replay/narration/ledger.h"
#include "tools/commands.h"
#include "tools/readings/consistency.h"
#include "tools/readings/diff.h"

namespace caylus::tools {
namespace {

using Ordered = nlohmann::ordered_json;

// Options whose values the labels show: those either reading sets.
std::vector<std::string> named_options(const Overrides& a, const Overrides& b) {
  std::vector<std::string> names;
  for (const auto* set : {&a, &b})
    for (const auto& [name, value] : *set)
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  return names;
}

RuleOptions effective_options(const GameLog& log, const Overrides& overrides) {
  RuleOptions options = log.start_state ? log.start_state->options : log.options;
  for (const auto& [name, value] : overrides) {
    if (auto error = set_option(options, name, value))
      throw InputError{name + "=" + value + ": " + *error};
  }
  return options;
}

std::string label_of(const RuleOptions& options, const std::vector<std::string>& names) {
  std::string label;
  for (const auto& name : names)
    label += (label.empty() ? "" : ", ") + name + "=" + std::string(get_option(options, name));
  return label;
}

void run_reading(const GameLog& log, Reading& reading) {
  reading.result = replay_reading(
      log, reading.overrides, [&reading](const Step& step) -> std::optional<StepFailure> {
        if (!reading.start) reading.start = step.before;
        reading.steps.push_back({step.action_index, step.action, step.after, step.events});
        return std::nullopt;
      });
}

// The second state with the first's options, so that == compares the game and not the rules.
GameState same_rules(const GameState& second, const GameState& first) {
  GameState s = second;
  s.options = first.options;
  return s;
}

std::string tile_list(TileSet set) {
  std::string text;
  for (int b = 0; b < kBuildingCount; ++b)
    if ((set >> b) & 1)
      text += (text.empty() ? "" : ", ") + std::string(building_name(static_cast<BuildingId>(b)));
  return text;
}

// What differs between two states, field by field ("players.green.deniers: 7 under A, 6 under
// B"), and the engine's bookkeeping a check does not show.
std::vector<std::string> state_differences(const GameState& a, const GameState& b,
                                           const std::vector<std::string>& names,
                                           const std::string& label_a, const std::string& label_b,
                                           Ordered& fields) {
  std::vector<std::string> lines;
  fields = Ordered::array();
  for (const auto& m : compare_check(state_claims(a), b, names)) {
    lines.push_back(fill_in(tr("{0}: {1} under {2}, {3} under {4}"), m.path, json_text(m.claimed),
                            label_a, json_text(m.computed), label_b));
    fields.push_back({{"path", m.path},
                      {"first", Ordered::parse(m.claimed.dump())},
                      {"second", Ordered::parse(m.computed.dump())}});
  }
  if (a.stock != b.stock) {
    if (TileSet only = a.stock & ~b.stock)
      lines.push_back(fill_in(tr("in the stock under {0} only: {1}"), label_a, tile_list(only)));
    if (TileSet only = b.stock & ~a.stock)
      lines.push_back(fill_in(tr("in the stock under {0} only: {1}"), label_b, tile_list(only)));
  }
  if (a.discarded != b.discarded)
    lines.push_back(fill_in(tr("discarded tiles: {0} under {1}, {2} under {3}"),
                            a.discarded ? tile_list(a.discarded) : trc("tiles", "none"), label_a,
                            b.discarded ? tile_list(b.discarded) : trc("tiles", "none"), label_b));
  if (a.decision != b.decision)
    lines.push_back(fill_in(tr("pending: {0} under {1}, {2} under {3}"),
                            render_message(describe_decision(a), names), label_a,
                            render_message(describe_decision(b), names), label_b));
  if (lines.empty())
    lines.push_back(
        std::string(tr("the states differ only in the engine's bookkeeping (e.g. a delayed "
                       "notary transformation, the next turn order)")));
  return lines;
}

// "blue loses 4 PP (towers scoring: no house in the towers), down to 10".
std::string prestige_change(const GameState& before, const Recorded& step, PlayerIndex p,
                            const std::vector<std::string>& names, Ordered& detail) {
  int was = before.player(p).goods.prestige;
  int now = step.after.player(p).goods.prestige;
  PointsLedger ledger(before);
  ledger.record(before, step.action, step.events, step.after);
  std::vector<std::string> causes;
  for (const LedgerEntry& e : ledger.entries(p))
    if (!e.opening)
      causes.push_back(
          fill_in(tr("{0} PP {1}"), fmt::format("{:+}", e.amount), render_message(e.cause, names)));
  detail = {{"before", was}, {"after", now}, {"causes", causes}};
  std::string why;
  for (const auto& c : causes) why += (why.empty() ? "" : "; ") + c;
  const std::string& name = names[p];
  if (now == was)
    return why.empty() ? fill_in(tr_n("{0} keeps {1} PP", "{0} keeps {1} PP", now), name, now)
                       : fill_in(tr_n("{0} keeps {1} PP ({2})", "{0} keeps {1} PP ({2})", now),
                                 name, now, why);
  // Each by the plural of the points gained or lost ("20 de PP" in Romanian).
  const int amount = std::abs(now - was);
  return now > was ? fill_in(tr_n("{0} gains {1} PP ({2}), up to {3}",
                                  "{0} gains {1} PP ({2}), up to {3}", amount),
                             name, amount, why, now)
                   : fill_in(tr_n("{0} loses {1} PP ({2}), down to {3}",
                                  "{0} loses {1} PP ({2}), down to {3}", amount),
                             name, amount, why, now);
}

Difference at_step(const Reading& a, std::size_t k, std::string kind,
                   const std::vector<std::string>& names) {
  Difference d;
  d.kind = std::move(kind);
  const GameState& before = a.before(k);
  d.action = a.steps[k].index;
  d.turn = before.turn;
  d.phase = std::string(phase_name(before.phase));
  d.player = names[a.steps[k].action.player];
  return d;
}

Difference score_difference(const Reading& a, const Reading& b, std::size_t k,
                            const std::vector<std::string>& names) {
  Difference d = at_step(a, k, "score", names);
  Ordered players = Ordered::object();
  for (PlayerIndex p = 0; p < a.steps[k].after.player_count; ++p) {
    if (a.steps[k].after.player(p).goods.prestige == b.steps[k].after.player(p).goods.prestige)
      continue;
    Ordered first, second;
    std::string in_a = prestige_change(a.before(k), a.steps[k], p, names, first);
    std::string in_b = prestige_change(b.before(k), b.steps[k], p, names, second);
    d.lines.push_back(fill_in(tr("under {0} {1}"), a.label, in_a));
    d.lines.push_back(fill_in(tr("under {0} {1}"), b.label, in_b));
    players[names[p]] = {{"first", first}, {"second", second}};
  }
  d.detail["players"] = players;
  return d;
}

// One reading refuses an action the other accepts, or both refuse it for different reasons.
std::optional<Difference> legality_difference(const Reading& a, const Reading& b) {
  const auto& sa = a.result.stopped_by;
  const auto& sb = b.result.stopped_by;
  if (!sa && !sb) return std::nullopt;
  if (sa && sb && sa->action == sb->action && sa->rule == sb->rule && sa->message == sb->message)
    return std::nullopt;
  // The earlier stop is where the readings part.
  const ReplayError& e = sa && (!sb || sa->action <= sb->action) ? *sa : *sb;
  Difference d;
  d.kind = "legality";
  d.action = e.action;
  d.turn = e.turn;
  d.phase = std::string(phase_name(e.phase));
  d.player = e.player;
  auto say = [&](const Reading& r) {
    const auto& stop = r.result.stopped_by;
    if (stop && stop->action == e.action) {
      // An invariant's message already says that the engine is at fault.
      return fill_in(tr("under {0} the action is refused: error[{1}]: {2}"), r.label, stop->rule,
                     stop->message);
    }
    return fill_in(tr("under {0} the action is accepted"), r.label);
  };
  d.lines.push_back(say(a));
  d.lines.push_back(say(b));
  return d;
}

// The first check of the log that agrees under one reading only (or disagrees differently),
// among those both replays reached.
std::optional<Difference> check_difference(const Reading& a, const Reading& b) {
  const auto& ca = a.result.disagreeing_checks;
  const auto& cb = b.result.disagreeing_checks;
  int reached = a.result.entries_in_log;
  for (const Reading* r : {&a, &b})
    if (r->result.stopped_by) reached = std::min(reached, r->result.stopped_by->action);
  auto find = [](const std::vector<DisagreeingCheck>& list, int action) -> const DisagreeingCheck* {
    for (const auto& c : list)
      if (c.action == action) return &c;
    return nullptr;
  };
  std::optional<int> first;
  for (const auto* list : {&ca, &cb})
    for (const auto& c : *list) {
      if (c.action >= reached || (first && c.action >= *first)) continue;
      const DisagreeingCheck* x = find(ca, c.action);
      const DisagreeingCheck* y = find(cb, c.action);
      if (x == nullptr || y == nullptr || !(x->fields == y->fields)) first = c.action;
    }
  if (!first) return std::nullopt;
  const DisagreeingCheck* x = find(ca, *first);
  const DisagreeingCheck& any = x != nullptr ? *x : *find(cb, *first);
  Difference d;
  d.kind = "check";
  d.action = *first;
  d.turn = any.turn;
  d.phase = std::string(phase_name(any.phase));
  for (const Reading* r : {&a, &b}) {
    const DisagreeingCheck* c = find(r->result.disagreeing_checks, *first);
    d.lines.push_back(c != nullptr ? fill_in(tr("under {0} {1}"), r->label, disagreement_words(*c))
                                   : fill_in(tr("under {0} the check agrees"), r->label));
  }
  return d;
}

Comparison compare(const Reading& a, const Reading& b, const std::vector<std::string>& names) {
  Comparison c;
  bool have_score = false;
  auto add = [&](Difference d) {
    if (d.kind == "score") have_score = true;
    c.differences.push_back(std::move(d));
  };
  if (a.start && b.start && !(*a.start == same_rules(*b.start, *a.start))) {
    Difference d;
    d.kind = "setup";
    d.turn = a.start->turn;
    d.phase = std::string(phase_name(a.start->phase));
    d.lines = state_differences(*a.start, same_rules(*b.start, *a.start), names, a.label, b.label,
                                d.detail["fields"]);
    add(std::move(d));
  }
  std::size_t n = std::min(a.steps.size(), b.steps.size());
  for (std::size_t k = 0; k < n && !have_score; ++k) {
    const Recorded& sa = a.steps[k];
    const Recorded& sb = b.steps[k];
    if (sa.index != sb.index || !(sa.action == sb.action)) {
      // A decision with one legal choice under one reading and several under the other: the
      // replayer applied different forced decisions, and the two games no longer line up.
      Difference d = at_step(a, k, "decisions", names);
      d.lines.push_back(fill_in(tr("under {0} the next decision applied is {1} (entry #{2})"),
                                a.label, describe_action(a.before(k), sa.action, names), sa.index));
      d.lines.push_back(fill_in(tr("under {0} the next decision applied is {1} (entry #{2})"),
                                b.label, describe_action(b.before(k), sb.action, names), sb.index));
      add(std::move(d));
      break;
    }
    GameState other = same_rules(sb.after, sa.after);
    if (sa.after == other) continue;
    bool prestige = false;
    for (PlayerIndex p = 0; p < sa.after.player_count; ++p)
      prestige |= sa.after.player(p).goods.prestige != sb.after.player(p).goods.prestige;
    if (prestige) {
      add(score_difference(a, b, k, names));
    } else if (c.differences.empty()) {
      Difference d = at_step(a, k, "state", names);
      d.lines = state_differences(sa.after, other, names, a.label, b.label, d.detail["fields"]);
      add(std::move(d));
    }
  }
  // The checks and the refusals speak of entries of the log: they compare even when the two
  // games no longer line up. Kept in the order of the game.
  if (auto d = check_difference(a, b)) add(std::move(*d));
  if (auto d = legality_difference(a, b)) add(std::move(*d));
  std::stable_sort(c.differences.begin(), c.differences.end(),
                   [](const Difference& x, const Difference& y) { return x.action < y.action; });
  return c;
}

Outcome outcome_of(const LogDiff& d) {
  if (!d.consistent_a && !d.consistent_b) return Outcome::neither_reading;
  if (d.consistent_a != d.consistent_b) return Outcome::one_reading_only;
  if (d.same) return Outcome::same;
  if (d.winners_differ) return Outcome::another_winner;
  if (d.scores_differ) return Outcome::other_scores;
  return Outcome::during_play;
}

}  // namespace

std::string difference_phase_words(const std::string& phase) {
  Phase p{};
  return parse_phase(phase, p) ? std::string(phase_place_words(p)) : phase;
}

std::string place(const std::string& file, const Difference& d) {
  if (d.action < 0) return fill_in(tr("{0}: before the first action"), file);
  // The same words as the place of a refusal (tools/scenarios.cpp, error_place).
  if (d.player.empty())
    return fill_in(tr("{0}: action #{1} (turn {2}, phase {3})"), file, d.action, d.turn,
                   difference_phase_words(d.phase));
  return fill_in(tr("{0}: action #{1} (turn {2}, phase {3}, player {4})"), file, d.action, d.turn,
                 difference_phase_words(d.phase), d.player);
}

std::string kind_words(const std::string& kind) {
  if (kind == "score") return std::string(tr("the prestige differs after it"));
  if (kind == "state") return std::string(tr("the state differs after it"));
  if (kind == "setup") return std::string(tr("the setup differs"));
  if (kind == "legality") return std::string(tr("one reading refuses the action"));
  if (kind == "check") return std::string(tr("the check agrees under one reading only"));
  return std::string(tr("the decisions applied differ"));
}

std::string difference_heading(const std::string& file, const Difference& d, bool first) {
  return fill_in(first ? tr("{0}: first difference: {1}") : tr("{0}: then: {1}"), place(file, d),
                 kind_words(d.kind));
}

std::string winners_text(const ReplayResult& r) {
  if (!r.complete) return fill_in(tr("none yet (the log stops in turn {0})"), r.state.turn);
  std::string names;
  for (const auto& w : r.winners) names += (names.empty() ? "" : ", ") + w;
  return r.winners.size() > 1 ? fill_in(tr("{0} (tied)"), names) : names;
}

// Throws InputError when an override does not apply to this log, or when both readings are the
// same rules for it.
LogDiff diff_log(const GameLog& log, const Overrides& first, const Overrides& second) {
  LogDiff out;
  Reading& a = out.a;
  Reading& b = out.b;
  a.overrides = first;
  b.overrides = second;
  out.options_a = effective_options(log, a.overrides);
  out.options_b = effective_options(log, b.overrides);
  out.shown = named_options(a.overrides, b.overrides);
  a.label = label_of(out.options_a, out.shown);
  b.label = label_of(out.options_b, out.shown);
  if (out.options_a == out.options_b)
    throw InputError{fill_in(tr("both readings are the same rules ({0}): name an option value "
                                "that differs from the log's, or use --versus"),
                             a.label)};
  run_reading(log, a);
  run_reading(log, b);
  for (const Reading* r : {&a, &b})
    if (r->result.input_error) return out;
  out.comparison = compare(a, b, a.result.names);
  out.same = out.comparison.differences.empty();
  const GameState& fa = a.result.state;
  const GameState& fb = b.result.state;
  for (PlayerIndex p = 0; p < fa.player_count; ++p)
    out.scores_differ |= fa.player(p).goods.prestige != fb.player(p).goods.prestige;
  // Winners compare only where both games have ended: a replay that stops early has none yet.
  out.winners_differ =
      a.result.complete && b.result.complete && a.result.winners != b.result.winners;
  out.consistent_a = consistent(a.result);
  out.consistent_b = consistent(b.result);
  out.outcome = outcome_of(out);
  return out;
}

const std::optional<LogError>& input_error_of(const LogDiff& d) {
  return d.a.result.input_error ? d.a.result.input_error : d.b.result.input_error;
}

// For `caylus report --versus` (tools/readings/diff.h): the same comparison, its words kept.
ReadingsDiff diff_readings(const std::string& file, const GameLog& log, const Overrides& first,
                           const Overrides& second) {
  LogDiff diff = diff_log(log, first, second);
  if (const auto& error = input_error_of(diff))
    throw InputError{file + ": " + error->where() + ": " + error->message};
  ReadingsDiff out;
  out.label_a = diff.a.label;
  out.label_b = diff.b.label;
  out.same = diff.same;
  out.scores_differ = diff.scores_differ;
  out.winners_differ = diff.winners_differ;
  out.winners_a = winners_text(diff.a.result);
  out.winners_b = winners_text(diff.b.result);
  const auto& differences = diff.comparison.differences;
  for (std::size_t i = 0; i < differences.size(); ++i) {
    const Difference& d = differences[i];
    out.differences.push_back({difference_heading(file, d, i == 0), d.action, d.lines});
  }
  return out;
}

}  // namespace caylus::tools
