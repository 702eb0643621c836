// caylus diff: replays one log under two readings of the rules (two sets of rule options,
// RULES.md "Interpretations") and says where they part: the first action one reading refuses
// and the other accepts, or after which the states or the prestige differ, in words; then the
// final scores under both (docs/corpus.md). Given several logs or a directory (a tournament's
// archive), it says for each log whether the readings change its scores or its winner.
//
// It compares outcomes, not claims (issue 17): under each reading the actions are replayed past
// any disagreeing check (tools/consistency.h), and the log's checks only say which reading the
// table played. "Another winner" needs both readings consistent and at the end of the game; a
// game whose log one reading makes illegal, or whose checks disagree under one reading, is said
// to be so and counted apart.
#include "tools/diff.h"

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/options.h"
#include "replay/checks.h"
#include "replay/ledger.h"
#include "replay/log_json.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/consistency.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

using Ordered = nlohmann::ordered_json;
using Overrides = std::vector<std::pair<std::string, std::string>>;

struct DiffCommand {
  std::vector<std::string> logs;
  std::string log;  // the one log, outside archive mode
  int jobs = 1;
  std::vector<std::string> rules;   // the first reading
  std::vector<std::string> versus;  // the second reading
  std::string option;               // compare this option's two values
  bool json = false;
};

// One applied action as a reading saw it (the state before it is the previous `after`).
struct Recorded {
  int index;
  Action action;
  GameState after;
  EventSink events;
};

struct Reading {
  Overrides overrides;
  std::string label;  // "towers_zero_penalty=3"
  std::optional<GameState> start;
  std::vector<Recorded> steps;
  ReplayResult result;

  const GameState& before(std::size_t k) const { return k == 0 ? *start : steps[k - 1].after; }
};

// A difference between the two readings, in words.
struct Difference {
  std::string kind;  // setup, decisions, state, score, legality, check
  int action = -1;   // entry of `actions`; -1 before the first
  int turn = 0;
  std::string phase;
  std::string player;
  std::vector<std::string> lines;  // what differs, one fact per line
  Ordered detail = Ordered::object();
};

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
  auto compared = compare_check(state_as_check(a, names), b, names);
  if (auto* mismatches = std::get_if<std::vector<Mismatch>>(&compared))
    for (const auto& m : *mismatches) {
      lines.push_back(fmt::format("{}: {} under {}, {} under {}", m.path, json_text(m.claimed),
                                  label_a, json_text(m.computed), label_b));
      fields.push_back({{"path", m.path},
                        {"first", Ordered::parse(m.claimed.dump())},
                        {"second", Ordered::parse(m.computed.dump())}});
    }
  if (a.stock != b.stock) {
    if (TileSet only = a.stock & ~b.stock)
      lines.push_back(fmt::format("in the stock under {} only: {}", label_a, tile_list(only)));
    if (TileSet only = b.stock & ~a.stock)
      lines.push_back(fmt::format("in the stock under {} only: {}", label_b, tile_list(only)));
  }
  if (a.discarded != b.discarded)
    lines.push_back(fmt::format("discarded tiles: {} under {}, {} under {}",
                                a.discarded ? tile_list(a.discarded) : "none", label_a,
                                b.discarded ? tile_list(b.discarded) : "none", label_b));
  if (a.decision != b.decision)
    lines.push_back(fmt::format("pending: {} under {}, {} under {}",
                                render_message(describe_decision(a), names), label_a,
                                render_message(describe_decision(b), names), label_b));
  if (lines.empty())
    lines.push_back(
        "the states differ only in the engine's bookkeeping (e.g. a delayed notary "
        "transformation, the next turn order)");
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
      causes.push_back(fmt::format("{:+} PP {}", e.amount, render_message(e.cause, names)));
  detail = {{"before", was}, {"after", now}, {"causes", causes}};
  std::string why;
  for (const auto& c : causes) why += (why.empty() ? "" : "; ") + c;
  const std::string& name = names[p];
  if (now == was)
    return fmt::format("{} keeps {} PP{}", name, now, why.empty() ? "" : " (" + why + ")");
  return fmt::format("{} {} {} PP ({}), {} {}", name, now > was ? "gains" : "loses",
                     std::abs(now - was), why, now > was ? "up to" : "down to", now);
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
    d.lines.push_back(fmt::format("under {} {}", a.label, in_a));
    d.lines.push_back(fmt::format("under {} {}", b.label, in_b));
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
      return fmt::format("under {} the action is refused: error[{}]: {}", r.label, stop->rule,
                         stop->message);
    }
    return fmt::format("under {} the action is accepted", r.label);
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
    d.lines.push_back(c != nullptr ? fmt::format("under {} {}", r->label, disagreement_words(*c))
                                   : fmt::format("under {} the check agrees", r->label));
  }
  return d;
}

struct Comparison {
  std::vector<Difference> differences;  // in the order of the game: the first, then the first
                                        // in prestige, the first check that agrees under one
                                        // reading only and the first refusal, when they come later
};

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
      d.lines.push_back(fmt::format("under {} the next decision applied is {} (entry #{})", a.label,
                                    describe_action(a.before(k), sa.action, names), sa.index));
      d.lines.push_back(fmt::format("under {} the next decision applied is {} (entry #{})", b.label,
                                    describe_action(b.before(k), sb.action, names), sb.index));
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

std::string place(const std::string& file, const Difference& d) {
  if (d.action < 0) return file + ": before the first action";
  if (d.player.empty())
    return fmt::format("{}: action #{} (turn {}, phase {})", file, d.action, d.turn, d.phase);
  return fmt::format("{}: action #{} (turn {}, phase {}, player {})", file, d.action, d.turn,
                     d.phase, d.player);
}

std::string kind_words(const std::string& kind) {
  if (kind == "score") return "the prestige differs after it";
  if (kind == "state") return "the state differs after it";
  if (kind == "setup") return "the setup differs";
  if (kind == "legality") return "one reading refuses the action";
  if (kind == "check") return "the check agrees under one reading only";
  return "the decisions applied differ";
}

std::string winners_text(const ReplayResult& r) {
  if (!r.complete) return fmt::format("none yet (the log stops in turn {})", r.state.turn);
  std::string names;
  for (const auto& w : r.winners) names += (names.empty() ? "" : ", ") + w;
  return names + (r.winners.size() > 1 ? " (tied)" : "");
}

// The two readings' overrides, from --option or --rules/--versus.
std::pair<Overrides, Overrides> reading_overrides(const DiffCommand& c) {
  if (!c.option.empty() && (!c.rules.empty() || !c.versus.empty()))
    throw InputError{"give either --option NAME, or --rules/--versus option=value, not both"};
  if (c.option.empty() && c.rules.empty() && c.versus.empty())
    throw InputError{
        "say which readings to compare: --option NAME (its two values), or --rules "
        "option=value [--versus option=value] (see 'caylus rules')"};
  if (c.option.empty()) return {rule_pairs(c.rules, "--rules"), rule_pairs(c.versus, "--versus")};
  const OptionInfo* info = nullptr;
  for (const auto& o : option_table())
    if (o.name == c.option) info = &o;
  if (info == nullptr) {
    std::string known;
    for (const auto& o : option_table()) known += (known.empty() ? "" : ", ") + std::string(o.name);
    throw InputError{"--option " + c.option + ": unknown rule option (" + known + ")"};
  }
  return {{{c.option, std::string(info->values[0])}}, {{c.option, std::string(info->values[1])}}};
}

// What the dispute does to one game, the archive's categories (docs/corpus.md).
enum class Outcome : std::uint8_t {
  same,              // nothing differs
  another_winner,    // consistent under both readings, both at the end, other winners
  other_scores,      // consistent under both, other final prestige, the same winner
  during_play,       // consistent under both, the games differ but not the final prestige
  one_reading_only,  // consistent under one reading only: the table played that one
  neither_reading,   // consistent under neither: the log has an error either way
};

std::string_view outcome_name(Outcome o) {
  switch (o) {
    case Outcome::same:
      return "same";
    case Outcome::another_winner:
      return "another_winner";
    case Outcome::other_scores:
      return "other_scores";
    case Outcome::during_play:
      return "differ_during_play";
    case Outcome::one_reading_only:
      return "one_reading_only";
    case Outcome::neither_reading:
      return "neither_reading";
  }
  return "";
}

// One log replayed under both readings and compared.
struct LogDiff {
  Reading a, b;
  RuleOptions options_a, options_b;
  std::vector<std::string> shown;  // the options the labels name
  Comparison comparison;
  bool same = false;
  bool scores_differ = false;
  bool winners_differ = false;  // both replays reach the end of the game, with other winners
  bool consistent_a = false, consistent_b = false;
  Outcome outcome = Outcome::same;
};

Outcome outcome_of(const LogDiff& d) {
  if (!d.consistent_a && !d.consistent_b) return Outcome::neither_reading;
  if (d.consistent_a != d.consistent_b) return Outcome::one_reading_only;
  if (d.same) return Outcome::same;
  if (d.winners_differ) return Outcome::another_winner;
  if (d.scores_differ) return Outcome::other_scores;
  return Outcome::during_play;
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
    throw InputError{"both readings are the same rules (" + a.label +
                     "): name an option value that differs from the log's, or use --versus"};
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

  fmt::print("{}: replayed under {} and under {}\n", c.log, a.label, b.label);
  if (same) {
    fmt::print(
        "the dispute does not change the outcome: every action is accepted or refused alike "
        "and every state is the same under both readings\n");
    if (!diff.consistent_a) {
      fmt::print("but the log is consistent under neither reading: {}\n",
                 inconsistency_words(a.result));
      return 1;
    }
    return 0;
  }
  for (std::size_t i = 0; i < comparison.differences.size(); ++i) {
    const Difference& d = comparison.differences[i];
    fmt::print("{}: {}{}\n", place(c.log, d),
               i == 0 ? "first difference: " : "then: ", kind_words(d.kind));
    for (const auto& line : d.lines) fmt::print("  {}\n", line);
  }
  fmt::print("final scores ({} | {}):\n", a.label, b.label);
  for (int i = 0; i < fa.player_count; ++i) {
    PlayerIndex p = fa.turn_order[i];
    int pa = fa.player(p).goods.prestige, pb = fb.player(p).goods.prestige;
    fmt::print("  {:<10} {:>3} PP | {:>3} PP{}\n", names[p], pa, pb,
               pa == pb ? "" : fmt::format("  ({:+})", pb - pa));
  }
  for (const Reading* r : {&a, &b})
    if (!r->result.complete && (a.result.complete || b.result.complete))
      fmt::print("  (under {} the replay stops in turn {}: its scores are those of that moment)\n",
                 r->label, r->result.state.turn);
  if (!scores_differ) fmt::print("the final scores are the same under both readings\n");
  fmt::print("winner: {} under {}; {} under {}{}\n", winners_text(a.result), a.label,
             winners_text(b.result), b.label,
             diff.outcome == Outcome::another_winner ? " (the winner changes)" : "");
  // Which reading the log itself fits: its checks were recorded under one of them, or neither.
  for (const Reading* r : {&a, &b})
    fmt::print("under {}: {}\n", r->label,
               consistent(r->result) ? "every action is legal and every check agrees"
                                     : inconsistency_words(r->result));
  if (diff.outcome == Outcome::one_reading_only) {
    const Reading& played = diff.consistent_a ? a : b;
    const Reading& other = diff.consistent_a ? b : a;
    std::string scores = other.result.stopped_by
                             ? fmt::format("those of the moment its replay stops (action #{})",
                                           other.result.stopped_by->action)
                             : "what the same actions give there";
    fmt::print(
        "the log is consistent under {} only: the table played {}; the scores under {} are {}{}\n",
        played.label, played.label, other.label, scores,
        winners_differ ? fmt::format(" (another winner: {})", winners_text(other.result)) : "");
  } else if (diff.outcome == Outcome::neither_reading) {
    fmt::print(
        "the log is consistent under neither reading: it has an error whichever was played\n");
  }
  return 1;
}

// ---------------------------------------------------------------------------------------------
// Archive mode: does the dispute change any game of a tournament?

// What an archive keeps of one log (not its readings' states: an archive may hold thousands).
struct ArchiveDiff {
  std::string file;
  std::string not_valid;  // why the log could not be compared; empty when it was
  bool same = true;
  bool scores_differ = false;
  bool winners_differ = false;
  Outcome outcome = Outcome::same;
  std::optional<Difference> first;  // the first difference
  std::string label_a, label_b;
  std::string winners_a, winners_b;
  std::string inconsistency_a, inconsistency_b;  // empty when consistent under that reading
};

ArchiveDiff diff_file(const std::string& file, const Overrides& first, const Overrides& second) {
  ArchiveDiff out;
  out.file = file;
  auto read = read_log_file(file);
  if (auto* error = std::get_if<LogError>(&read)) {
    out.not_valid = error->where() + ": " + error->message;
    return out;
  }
  try {
    LogDiff d = diff_log(std::get<GameLog>(read), first, second);
    if (const auto& error = input_error_of(d)) {
      out.not_valid = error->where() + ": " + error->message;
      return out;
    }
    out.same = d.same;
    out.scores_differ = d.scores_differ;
    out.winners_differ = d.winners_differ;
    out.outcome = d.outcome;
    out.inconsistency_a = inconsistency_words(d.a.result);
    out.inconsistency_b = inconsistency_words(d.b.result);
    if (!d.comparison.differences.empty()) out.first = d.comparison.differences.front();
    out.label_a = d.a.label;
    out.label_b = d.b.label;
    out.winners_a = winners_text(d.a.result);
    out.winners_b = winners_text(d.b.result);
  } catch (const InputError& e) {
    out.not_valid = e.message;
  }
  return out;
}

std::string archive_line(const ArchiveDiff& d) {
  if (!d.not_valid.empty()) return fmt::format("{}: not compared: {}", d.file, d.not_valid);
  if (d.outcome == Outcome::neither_reading) {
    if (d.inconsistency_a == d.inconsistency_b)
      return fmt::format("{}: consistent under neither reading: under both {}", d.file,
                         d.inconsistency_a);
    return fmt::format("{}: consistent under neither reading: under {} {}; under {} {}", d.file,
                       d.label_a, d.inconsistency_a, d.label_b, d.inconsistency_b);
  }
  if (d.outcome == Outcome::one_reading_only) {
    // The log's own claims (or its legality) pin the reading: not a winner that changes.
    bool a_fits = d.inconsistency_a.empty();
    const std::string& other = a_fits ? d.label_b : d.label_a;
    std::string line =
        fmt::format("{}: under {} {} — the table played {}", d.file, other,
                    a_fits ? d.inconsistency_b : d.inconsistency_a, a_fits ? d.label_a : d.label_b);
    if (d.winners_differ)
      line += fmt::format(" (the same actions under {} give {}, not {})", other,
                          a_fits ? d.winners_b : d.winners_a, a_fits ? d.winners_a : d.winners_b);
    return line;
  }
  if (d.same) return fmt::format("{}: the same under both readings", d.file);
  std::string verdict =
      d.winners_differ  ? fmt::format("THE WINNER CHANGES: {} under {}, {} under {}", d.winners_a,
                                      d.label_a, d.winners_b, d.label_b)
      : d.scores_differ ? fmt::format("scores differ, same winner ({})", d.winners_a)
                        : std::string("the games differ, same final scores");
  std::string where;
  if (d.first) {
    const Difference& f = *d.first;
    where = f.action < 0 ? fmt::format("; first difference: {}", kind_words(f.kind))
                         : fmt::format("; first difference at action #{} (turn {}, phase {}): {}",
                                       f.action, f.turn, f.phase, kind_words(f.kind));
  }
  return fmt::format("{}: {}{}", d.file, verdict, where);
}

int run_archive_diff(const DiffCommand& c) {
  auto [first, second] = reading_overrides(c);  // before the threads: bad arguments throw here
  auto files = scenario_files(c.logs);
  if (files.empty()) throw InputError{"no log (*.json, *.caylus) found under the path(s) given"};
  std::vector<ArchiveDiff> diffs(files.size());
  for_each_in_parallel(files.size(), c.jobs, [&, &first = first, &second = second](std::size_t i) {
    diffs[i] = diff_file(files[i], first, second);
  });

  int same = 0, scores = 0, winners = 0, other = 0, one_only = 0, neither = 0, invalid = 0;
  for (const ArchiveDiff& d : diffs) {
    if (!d.not_valid.empty()) {
      ++invalid;
      continue;
    }
    switch (d.outcome) {
      case Outcome::same:
        ++same;
        break;
      case Outcome::another_winner:
        ++winners;
        break;
      case Outcome::other_scores:
        ++scores;
        break;
      case Outcome::during_play:
        ++other;
        break;
      case Outcome::one_reading_only:
        ++one_only;
        break;
      case Outcome::neither_reading:
        ++neither;
        break;
    }
  }
  auto describe = [](const Overrides& o) {
    if (o.empty()) return std::string("the log's own options");
    std::string text;
    for (const auto& [name, value] : o) text += (text.empty() ? "" : ", ") + name + "=" + value;
    return text;
  };
  int status = invalid > 0 ? 2 : (same == static_cast<int>(diffs.size()) ? 0 : 1);
  if (c.json) {
    Ordered logs = Ordered::array();
    for (const ArchiveDiff& d : diffs) {
      Ordered first_difference = nullptr;
      if (d.first)
        first_difference = {
            {"kind", d.first->kind},
            {"action", d.first->action < 0 ? Ordered(nullptr) : Ordered(d.first->action)},
            {"turn", d.first->turn},
            {"phase", d.first->phase},
            {"text", d.first->lines}};
      Ordered entry = {{"file", d.file}};
      if (!d.not_valid.empty()) {
        entry["error"] = d.not_valid;
      } else {
        entry["same"] = d.same;
        entry["scores_differ"] = d.scores_differ;
        entry["winners_differ"] = d.winners_differ;
        entry["outcome"] = std::string(outcome_name(d.outcome));
        entry["consistent"] = {{"first", d.inconsistency_a.empty()},
                               {"second", d.inconsistency_b.empty()}};
        entry["inconsistency"] = {
            {"first", d.inconsistency_a.empty() ? Ordered(nullptr) : Ordered(d.inconsistency_a)},
            {"second", d.inconsistency_b.empty() ? Ordered(nullptr) : Ordered(d.inconsistency_b)}};
        entry["first_difference"] = first_difference;
        entry["winners"] = {{"first", d.winners_a}, {"second", d.winners_b}};
      }
      logs.push_back(entry);
    }
    Ordered out = {{"readings", {describe(first), describe(second)}},
                   {"logs", logs},
                   {"summary",
                    {{"logs", diffs.size()},
                     {"same", same},
                     {"scores_differ", scores},
                     {"winners_differ", winners},
                     {"games_differ", other},
                     {"one_reading_only", one_only},
                     {"neither_reading", neither},
                     {"not_compared", invalid}}}};
    fmt::print("{}\n", out.dump(2));
    return status;
  }
  for (const ArchiveDiff& d : diffs) fmt::print("{}\n", archive_line(d));
  fmt::print(
      "{} log(s) under {} | {}: {} the same, {} with other scores but the same winner, {} with "
      "another winner{}{}{}{}\n",
      diffs.size(), describe(first), describe(second), same, scores, winners,
      other > 0 ? fmt::format(", {} that differ during the game only", other) : "",
      one_only > 0
          ? fmt::format(", {} consistent under one reading only (the table played it)", one_only)
          : "",
      neither > 0 ? fmt::format(", {} consistent under neither reading", neither) : "",
      invalid > 0 ? fmt::format(", {} not compared", invalid) : "");
  return status;
}

// One log named as a file: the full comparison; anything else: archive mode.
int run_diff_command(DiffCommand c) {
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
  diff->footer(
      "It compares outcomes: under each reading the actions are replayed to the end, and the "
      "log's checks only say which reading the table played. 'Another winner' means both "
      "readings are consistent with the log and end with other winners; a log consistent under "
      "one reading only (an action refused or a check disagreeing under the other) is said to be "
      "so and counted apart.\n"
      "Examples:\n  caylus diff game.json --option towers_zero_penalty\n  caylus diff game.json "
      "--rules towers_zero_penalty=4 --versus towers_zero_penalty=3\n  caylus diff game.json "
      "--rules lawyer_prestige=3   (versus the log's own options)\n  caylus diff tournament/ "
      "--option towers_zero_penalty --jobs 2   (an archive)\nSee docs/corpus.md.");
  diff->add_option("logs", c->logs,
                   "the game log (JSON, docs/log-format.md); several logs, or directories "
                   "(searched for *.json and *.caylus), compare a whole archive: one line per log "
                   "and a summary")
      ->required();
  auto* option = diff->add_option(
      "--option", c->option,
      "compare the two values of this rule option (default first, 'caylus rules' lists them)");
  diff->add_option("--rules,-r", c->rules,
                   "the first reading: option=value on top of the log's options (repeatable)")
      ->excludes(option);
  diff->add_option("--versus,--against", c->versus,
                   "the second reading: option=value on top of the log's options (repeatable; "
                   "absent = the log's own options)")
      ->excludes(option);
  diff->add_flag("--json", c->json,
                 "print {log, readings, same, differences, final, winners_differ} as JSON");
  diff->add_option("--jobs,-j", c->jobs, "archive mode: logs compared in parallel")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  diff->callback([c] { exit_status() = run_diff_command(*c); });
}

// For `caylus report --versus` (tools/diff.h): the same comparison, its words kept.
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
    out.differences.push_back(
        {fmt::format("{}: {}{}", place(file, d),
                     i == 0 ? "first difference: " : "then: ", kind_words(d.kind)),
         d.action, d.lines});
  }
  return out;
}

}  // namespace caylus::tools
