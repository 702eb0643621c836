// The replayer (see replayer.h). Three kinds of failure stay apart: input that is no valid log
// (input_error), an action the rules forbid (verdict illegal, with its rule id) or a check that
// disagrees (verdict mismatch), and an engine fault caught by an observer (verdict illegal with
// the invariant's id, marked as the engine's fault).
#include "replay/replayer.h"

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>

#include "core/text.h"
#include "replay/amendments.h"
#include "replay/following.h"
#include "replay/notation.h"

namespace caylus {
namespace {

using nlohmann::json;

// The rule an unresolvable space reference breaks: the space the verb needs is not there
// (e.g. "place at mason" while no mason stands on the road).
RuleId unresolved_space_rule(const Action& a) {
  switch (a.verb) {
    case Verb::place:
      return RuleId::place_forbidden;
    case Verb::gate:
      return RuleId::special_gate;
    case Verb::transform:
      return RuleId::notary_transform;
    case Verb::build:
      return RuleId::build_prestige_site;
    case Verb::favor:
      return a.row == FavorRow::buildings && a.column == 4 ? RuleId::notary_transform
                                                           : RuleId::build_prestige_site;
    default:
      return RuleId::decision_kind;
  }
}

// "road space 9 (mason of {p0}, worker of {p2})", "the castle (slots: {p1}, {p0})".
std::string space_facts(const GameState& s, Space space) {
  if (is_road(space)) {
    const RoadSpace& r = s.road[space];
    std::string text = "road space " + std::to_string(space);
    if (r.building == BuildingId::none) return text + " is empty";
    text += " holds the " + std::string(building_name(r.building));
    text += r.owner != kNoPlayer ? " of " + who(r.owner) : " (no owner)";
    text += r.worker != kNoPlayer ? ", with a worker of " + who(r.worker) : ", with no worker";
    return text;
  }
  if (!is_special(space)) return "";
  auto holders = [&](auto first, auto last) {
    std::string list;
    for (auto it = first; it != last; ++it)
      if (*it != kNoPlayer) list += (list.empty() ? "" : ", ") + who(*it);
    return list.empty() ? std::string("nobody") : list;
  };
  auto one = [&](PlayerIndex p) { return p == kNoPlayer ? std::string("nobody") : who(p); };
  switch (to_special(space)) {
    case Special::gate:
      return "the gate holds " + one(s.gate);
    case Special::trading_post:
      return "the trading post holds " + one(s.trading_post);
    case Special::merchants_guild:
      return "the merchants' guild holds " + one(s.merchants_guild);
    case Special::joust_field:
      return "the joust field holds " + one(s.joust_field);
    case Special::stables:
      return "the stables hold " + holders(s.stables.begin(), s.stables.end());
    case Special::inn:
      return "the inn holds " + one(s.inn_left) + " on the left slot and " + one(s.inn_right) +
             " on the right slot";
    case Special::castle:
      return "the castle holds " + holders(s.castle_workers.begin(), s.castle_workers.end());
  }
  return "";
}

std::string goods_facts(const GameState& s, PlayerIndex p) {
  const PlayerState& player = s.player(p);
  std::string text = fmt::format("{} has {} denier(s)", who(p), player.goods.deniers);
  for (Cube c : kAllCubes) text += fmt::format(", {} {}", player.goods[c], cube_name(c));
  return text + fmt::format(", {} PP; {} worker(s) available", player.goods.prestige,
                            s.available_workers(p));
}

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// The facts a reader needs to see why `a` broke `rule` (STYLE.md: "followed by the state that
// mattered"). Players as {pN}.
std::vector<std::string> state_facts(const GameState& s, const Action& a, std::string_view rule) {
  std::vector<std::string> facts;
  facts.push_back(
      "pending: " + describe_decision(s) +
      (s.game_over() ? "" : fmt::format(" (turn {}, phase {})", s.turn, phase_name(s.phase))));
  if (a.player >= 0 && a.player < s.player_count) facts.push_back(goods_facts(s, a.player));
  auto add = [&](std::string fact) {
    if (!fact.empty()) facts.push_back(std::move(fact));
  };
  if (starts_with(rule, "place") || starts_with(rule, "two_player")) {
    std::string bridge;
    for (int i = 0; i < s.passed_count; ++i) bridge += (i ? ", " : "") + who(s.bridge[i]);
    add(s.passed_count == 0 ? "nobody has passed yet"
                            : fmt::format("{} player(s) passed: {}", s.passed_count, bridge));
    if (s.inn_right != kNoPlayer) add(who(s.inn_right) + " holds the inn's right slot");
    add(space_facts(s, a.space));
  }
  if (starts_with(rule, "provost") || rule == "special.merchants_guild")
    add(
        fmt::format("the provost is on road space {}, the bailiff on road space {} (the road "
                    "has spaces 1 to {})",
                    s.provost, s.bailiff, kRoadSpaces));
  if (rule == "special.gate") add(space_facts(s, a.space));
  if (starts_with(rule, "favor") && a.player >= 0 && a.player < s.player_count) {
    const PlayerState& p = s.player(a.player);
    std::string used;
    for (int r = 0; r < kFavorRows; ++r)
      if ((s.favor_rows_used[a.player] >> r) & 1)
        used += (used.empty() ? "" : ", ") + std::string(favor_row_name(static_cast<FavorRow>(r)));
    add(
        fmt::format("{}'s favor markers: prestige {}, deniers {}, resources {}, buildings {}; "
                    "columns open: 1 to {}; rows used in this phase: {}",
                    who(a.player), p.favor[0], p.favor[1], p.favor[2], p.favor[3],
                    s.open_favor_columns(), used.empty() ? "none" : used));
  }
  if (starts_with(rule, "build") || starts_with(rule, "notary") || starts_with(rule, "activate") ||
      starts_with(rule, "favor")) {
    if (s.decision.kind == DecisionKind::activation || s.decision.kind == DecisionKind::owner_bonus)
      add("resolving " + space_facts(s, s.decision.space));
    if (is_road(a.space) && a.space != s.decision.space) add("target: " + space_facts(s, a.space));
    if (a.building != BuildingId::none) {
      bool in_stock = (s.stock & tile_bit(a.building)) != 0;
      std::string where;
      for (Space i = 1; i <= kRoadSpaces; ++i)
        if (s.road[i].building == a.building) where = " (on road space " + std::to_string(i) + ")";
      add(fmt::format("the {} is {}{}", building_name(a.building),
                      in_stock ? "in the stock" : "not in the stock", where));
    }
    if (starts_with(rule, "build")) {
      Space empty = kNoSpace;
      for (Space i = 1; i <= kRoadSpaces && empty == kNoSpace; ++i)
        if (s.road[i].building == BuildingId::none) empty = i;
      add(empty == kNoSpace ? "no road space is empty"
                            : fmt::format("the first empty road space is {}", empty));
    }
  }
  if (starts_with(rule, "building")) add("resolving " + space_facts(s, s.decision.space));
  if (starts_with(rule, "castle")) {
    std::string sections;
    for (int i = 0; i < kSectionCount; ++i)
      sections += fmt::format("{}{} {}/{}{}", i ? ", " : "", section_name(static_cast<Section>(i)),
                              s.section_houses(static_cast<Section>(i)), kSectionCapacity[i],
                              s.is_scored(static_cast<Section>(i)) ? " (scored)" : "");
    add("castle houses: " + sections + "; new houses go to the " +
        std::string(section_name(s.current_section())));
  }
  return facts;
}

std::string rendered_without_player(const GameState& s, const Action& a,
                                    const std::vector<std::string>& names) {
  std::string text = describe_action(s, a, names);
  std::string name =
      a.player >= 0 && static_cast<std::size_t>(a.player) < names.size() ? names[a.player] : "";
  if (!name.empty() && starts_with(text, name + " ")) text = text.substr(name.size() + 1);
  return text;
}

class Replayer {
 public:
  Replayer(const GameLog& log, const ReplayOptions& options, ReplayResult& result)
      : log_(log),
        options_(options),
        r_(result),
        cursor_(log, result.state, [this](const Action& action, bool forced) {
          if (forced) ++r_.forced_actions;
          return perform(current_, action, forced);
        }) {}
  Replayer(const Replayer&) = delete;  // its cursor points into it
  Replayer& operator=(const Replayer&) = delete;

  void run(GameState start) {
    GameState& s = r_.state;
    s = start;
    if (options_.narrate) {
      narrator_ = Narrator(s);
      r_.ledger = PointsLedger(s);
    }
    int limit = static_cast<int>(log_.entries.size());
    if (options_.stop_at) limit = std::clamp(*options_.stop_at, 0, limit);
    for (int i = 0; i < limit; ++i) {
      const LogEntry& entry = log_.entries[i];
      bool go_on = entry.is_check   ? settle(i) && run_check(i, entry)
                   : entry.is_amend ? settle(i) && run_amend(i, entry)
                                    : run_action(i, entry);
      if (!go_on) break;
      ++r_.entries_replayed;
    }
    if (options_.narrate) r_.narrative = render_all(narrator_.lines());
  }

 private:
  std::vector<std::string> render_all(const std::vector<std::string>& lines) const {
    std::vector<std::string> out;
    out.reserve(lines.size());
    for (const auto& line : lines) out.push_back(render_message(line, r_.names));
    return out;
  }

  std::string name(PlayerIndex p) const {
    if (p >= 0 && static_cast<std::size_t>(p) < r_.names.size()) return r_.names[p];
    return "";
  }

  // LOG_FORMAT.md, "Checks": a claim speaks of the state at the moment the next decision is asked.
  // Forced decisions the log leaves out count as automatic steps: applied before the claim when
  // the entry after it does not answer them, and at the end of the log up to the next real choice
  // (LogCursor::settle, the walk the writers take too).
  bool settle(int index) {
    current_ = index;
    return cursor_.settle(static_cast<std::size_t>(index));
  }

  bool run_amend(int index, const LogEntry& entry) {
    std::string path =
        (entry.path.empty() ? "actions[" + std::to_string(index) + "]" : entry.path) + ".amend";
    GameState amended = r_.state;
    if (auto why = amend_state(amended, entry.check_json, r_.names)) {
      r_.input_error = LogError{path, entry.line, entry.column, *why};
      return false;
    }
    if (options_.amendment_check)
      if (auto failure = options_.amendment_check(amended)) {
        r_.input_error =
            LogError{path, entry.line, entry.column,
                     "the amendment leaves a state no game can reach: invariant " + failure->id +
                         ": " + render_message(failure->message, r_.names)};
        return false;
      }
    Amendment amendment{index, entry.check_json, entry.note};
    if (options_.narrate) {
      std::string fields = claims_text(nlohmann::ordered_json::parse(entry.check_json), r_.names);
      narrator_.amend(index, fields, entry.note, amended);
      r_.ledger->amend(r_.state, amended,
                       "amendment (action #" + std::to_string(index) + ")" +
                           (entry.note.empty() ? "" : ": " + entry.note));
    }
    r_.state = amended;
    r_.amendments.push_back(std::move(amendment));
    return true;
  }

  bool run_check(int index, const LogEntry& entry) {
    std::string path =
        (entry.path.empty() ? "actions[" + std::to_string(index) + "]" : entry.path) + ".check";
    json check;
    try {
      check = json::parse(entry.check_json);
    } catch (const json::exception& e) {
      r_.input_error = LogError{path, 0, 0, e.what()};
      return false;
    }
    auto compared = compare_check(check, r_.state, r_.names);
    if (auto* bad = std::get_if<CheckInputError>(&compared)) {
      r_.input_error =
          LogError{path + (bad->path.empty() ? "" : "." + bad->path), 0, 0, bad->message};
      return false;
    }
    auto& mismatches = std::get<std::vector<Mismatch>>(compared);
    if (options_.narrate) narrator_.check(index, mismatches.size(), r_.state);
    if (mismatches.empty()) return true;
    const GameState& s = r_.state;
    ReplayError error;
    error.action = index;
    error.turn = s.turn;
    error.phase = s.phase;
    error.rule = "check";
    error.line = entry.line;
    error.column = entry.column;
    error.message = fmt::format("the check disagrees with the computed state in {} field(s)",
                                mismatches.size());
    for (const auto& m : mismatches) error.state.push_back(m.to_string());
    r_.disagreeing_checks.push_back({index, s.turn, s.phase, mismatches});
    if (!r_.error) {  // the first failure is the verdict, even when the replay goes on
      r_.verdict = Verdict::mismatch;
      r_.error = std::move(error);
      r_.mismatches = std::move(mismatches);
    }
    return options_.continue_after_mismatch;
  }

  bool run_action(int index, const LogEntry& entry) {
    // LOG_FORMAT.md, "Who decides what": a decision with one legal choice may be omitted.
    if (!settle(index)) return false;
    EntryMeeting m = cursor_.meet(static_cast<std::size_t>(index));
    const Action& a = m.action;
    if (!m.answers) {
      fail(index, a, m.refusal->rule_text(), m.refusal->message, entry);
      return false;
    }
    if (m.unresolved) {
      fail(index, a, std::string(rule_id_text(unresolved_space_rule(a))), *m.unresolved, entry);
      return false;
    }
    if (!entry.invalid_batch.empty()) {
      fail(index, a, std::string(rule_id_text(RuleId::castle_batch)), entry.invalid_batch, entry);
      return false;
    }
    if (m.refusal) {
      fail(index, a, m.refusal->rule_text(), m.refusal->message, entry);
      return false;
    }
    return perform(index, a, false);
  }

  // Applies a legal action, tells the observer, narrator and ledger. False when the observer
  // reports an invariant failure.
  bool perform(int index, const Action& a, bool forced) {
    GameState before = r_.state;
    events_.clear();
    if (auto v = apply(r_.state, a, &events_)) {
      // check() accepted it a moment ago: the engine contradicts itself.
      ReplayError error = error_at(
          before, index, a, "engine.check_apply",
          "the engine refused an action its check accepted: " + v->rule_text() + ": " + v->message);
      error.invariant = true;
      stop(std::move(error));
      return false;
    }
    ++r_.actions_applied;
    if (options_.narrate) {
      narrator_.step(before, a, forced, events_, r_.state);
      r_.ledger->record(before, a, events_, r_.state);
    }
    if (options_.observer) {
      Step step{index, before, a, r_.state, events_};
      if (auto failure = options_.observer(step)) {
        ReplayError error = error_at(
            before, index, a, failure->id,
            failure->message +
                " (an invariant of the engine failed after this action: an engine fault, not "
                "the players')");
        error.invariant = true;
        stop(std::move(error));
        return false;
      }
    }
    return true;
  }

  // An action refused or an invariant failed: the replay stops here. It is the verdict unless a
  // check disagreed earlier (ReplayOptions::continue_after_mismatch).
  void stop(ReplayError error) {
    r_.stopped_by = error;
    if (r_.error) return;
    r_.verdict = Verdict::illegal;
    r_.error = std::move(error);
  }

  ReplayError error_at(const GameState& s, int index, const Action& a, std::string rule,
                       const std::string& message) {
    ReplayError error;
    error.action = index;
    if (index >= 0 && static_cast<std::size_t>(index) < log_.entries.size()) {
      error.line = log_.entries[index].line;
      error.column = log_.entries[index].column;
    }
    error.turn = s.turn;
    error.phase = s.phase;
    error.player = name(a.player);
    error.rule = std::move(rule);
    error.message = render_message(message, r_.names);
    error.action_text = describe_action(s, a, r_.names);
    error.state = render_all(state_facts(s, a, error.rule));
    legal_actions(s, legal_);
    for (const Action& choice : legal_) {
      if (static_cast<int>(error.legal_choices.size()) == kMaxChoicesShown) {
        ++error.more_choices;
        continue;
      }
      error.legal_choices.push_back(rendered_without_player(s, choice, r_.names));
    }
    return error;
  }

  void fail(int index, const Action& a, std::string rule, const std::string& message,
            const LogEntry& entry) {
    ReplayError error = error_at(r_.state, index, a, std::move(rule), message);
    // Show the space and the batch as the log wrote them, since they name nothing here.
    if (entry.space_ref.kind != SpaceRef::Kind::none && a.space == kNoSpace)
      error.action_text = render_message(who(a.player), r_.names) + " " +
                          std::string(verb_name(a.verb)) + " " + space_ref_text(entry.space_ref);
    if (!entry.invalid_batch.empty())
      error.action_text =
          render_message(who(a.player), r_.names) + " castle " + entry.invalid_batch;
    stop(std::move(error));
  }

  const GameLog& log_;
  const ReplayOptions& options_;
  ReplayResult& r_;
  Narrator narrator_;
  EventSink events_;
  std::vector<Action> legal_;
  LogCursor cursor_;
  int current_ = 0;  // the entry being replayed: forced decisions are reported at it
};

// `expect` as the log states it.
struct Expectation {
  std::optional<Verdict> verdict;
  std::optional<int> action;
  std::optional<std::string> rule;
  std::optional<json> final_claims;
  std::optional<bool> complete;
};

std::variant<Expectation, LogError> parse_expect(const std::string& text) {
  auto bad = [](const std::string& key, const std::string& message) {
    return LogError{"expect" + (key.empty() ? "" : "." + key), 0, 0, message};
  };
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {
    return bad("", e.what());
  }
  if (!j.is_object()) return bad("", "expected an object");
  Expectation e;
  for (const auto& [key, value] : j.items()) {
    if (key == "verdict") {
      std::string v = value.is_string() ? value.get<std::string>() : "";
      if (v == "legal")
        e.verdict = Verdict::legal;
      else if (v == "illegal")
        e.verdict = Verdict::illegal;
      else if (v == "mismatch")
        e.verdict = Verdict::mismatch;
      else
        return bad(key, "expected \"legal\", \"illegal\" or \"mismatch\"");
    } else if (key == "action") {
      if (!value.is_number_integer() || value.get<long long>() < 0)
        return bad(key, "expected the index of an entry of actions (0-based)");
      e.action = value.get<int>();
    } else if (key == "rule") {
      if (!value.is_string()) return bad(key, "expected a rule id");
      e.rule = value.get<std::string>();
    } else if (key == "final") {
      if (!value.is_object()) return bad(key, "expected claims in the shape of a check");
      e.final_claims = value;
    } else if (key == "complete") {
      if (!value.is_boolean()) return bad(key, "expected true or false");
      e.complete = value.get<bool>();
    } else {
      return bad(key, "unknown key (verdict, action, rule, final, complete)");
    }
  }
  return e;
}

std::variant<ExpectResult, LogError> evaluate(const Expectation& e, const ReplayResult& r) {
  ExpectResult out;
  auto unmet = [&](std::string reason) {
    out.met = false;
    out.reasons.push_back(std::move(reason));
  };
  if (e.verdict && *e.verdict != r.verdict)
    unmet(fmt::format("expected verdict {}, got {}", verdict_name(*e.verdict),
                      verdict_name(r.verdict)));
  int at = r.error ? r.error->action : -1;
  if (e.action && (!r.error || at != *e.action))
    unmet(r.error ? fmt::format("expected the replay to stop at action #{}, it stopped at #{}",
                                *e.action, at)
                  : fmt::format("expected the replay to stop at action #{}, it did not stop",
                                *e.action));
  if (e.rule && (!r.error || r.error->rule != *e.rule))
    unmet(r.error ? fmt::format("expected rule {}, got {}", *e.rule, r.error->rule)
                  : fmt::format("expected rule {}, no rule was broken", *e.rule));
  if (e.complete && *e.complete != r.complete)
    unmet(*e.complete ? "expected the log to reach the end of the game; it stops in turn " +
                            std::to_string(r.state.turn)
                      : "expected the log to stop before the end of the game; it reaches it");
  if (e.final_claims) {
    auto compared = compare_check(*e.final_claims, r.state, r.names);
    if (auto* bad = std::get_if<CheckInputError>(&compared))
      return LogError{"expect.final" + (bad->path.empty() ? "" : "." + bad->path), 0, 0,
                      bad->message};
    out.final_mismatches = std::get<std::vector<Mismatch>>(compared);
    for (const auto& m : out.final_mismatches) unmet("final " + m.to_string());
  }
  return out;
}

}  // namespace

std::string_view verdict_name(Verdict v) {
  switch (v) {
    case Verdict::legal:
      return "legal";
    case Verdict::illegal:
      return "illegal";
    case Verdict::mismatch:
      return "mismatch";
  }
  return "";
}

int ReplayResult::exit_status() const {
  if (input_error) return 2;
  if (verdict != Verdict::legal) return 1;
  if (expect && !expect->met) return 1;
  return 0;
}

std::string describe_action(const GameState& s, const Action& a,
                            const std::vector<std::string>& names) {
  return action_notation(s, a, names);
}

ReplayResult replay_log(const GameLog& log, const ReplayOptions& options) {
  ReplayResult result;
  // defaults < the log's rules.options < the overrides (a later override wins).
  std::optional<GameLog> overridden;
  if (!options.rule_overrides.empty()) {
    overridden = log;
    for (const auto& [name, value] : options.rule_overrides)
      if (auto error = set_option(overridden->options, name, value)) {
        result.input_error = LogError{"--rules " + name + "=" + value, 0, 0, *error};
        return result;
      }
  }
  const GameLog& effective = overridden ? *overridden : log;
  auto initial = initial_state(effective);
  if (auto* error = std::get_if<LogError>(&initial)) {
    result.input_error = *error;
    return result;
  }
  GameState start = std::get<GameState>(initial);
  // A snapshot carries its own options: the overrides apply on top of them too. (The jeweler's
  // presence is fixed when a game starts: `edition` cannot add or remove it from a snapshot.)
  for (const auto& [name, value] : options.rule_overrides) set_option(start.options, name, value);

  result.names = log.players;
  for (int p = static_cast<int>(result.names.size()); p < start.player_count; ++p)
    result.names.push_back("player " + std::to_string(p + 1));

  std::optional<Expectation> expectation;
  if (log.expect_json) {
    auto parsed = parse_expect(*log.expect_json);
    if (auto* error = std::get_if<LogError>(&parsed)) {
      result.input_error = *error;
      return result;
    }
    expectation = std::get<Expectation>(parsed);
  }

  result.entries_in_log = static_cast<int>(log.entries.size());
  Replayer(log, options, result).run(start);
  if (result.input_error) return result;
  result.complete = result.state.game_over();
  if (result.complete)
    for (PlayerIndex p : winners(result.state)) result.winners.push_back(result.names[p]);
  // `expect` speaks of the whole log: a replay stopped early (stop_at) says nothing about it.
  bool whole_log = !options.stop_at || *options.stop_at >= result.entries_in_log;
  if (expectation && whole_log) {
    auto evaluated = evaluate(*expectation, result);
    if (auto* error = std::get_if<LogError>(&evaluated))
      result.input_error = *error;
    else
      result.expect = std::get<ExpectResult>(evaluated);
  }
  return result;
}

nlohmann::ordered_json replay_answer_json(const ReplayResult& r) {
  using Ordered = nlohmann::ordered_json;
  auto value = [](const json& v) { return Ordered::parse(v.dump()); };
  auto mismatch_list = [&](const std::vector<Mismatch>& mismatches) {
    Ordered list = Ordered::array();
    for (const auto& m : mismatches)
      list.push_back(
          {{"path", m.path}, {"claimed", value(m.claimed)}, {"computed", value(m.computed)}});
    return list;
  };
  Ordered out;
  if (r.input_error) {
    out["input_error"] = {{"path", r.input_error->path},
                          {"line", r.input_error->line},
                          {"column", r.input_error->column},
                          {"message", r.input_error->message}};
    return out;
  }
  out["verdict"] = std::string(verdict_name(r.verdict));
  out["complete"] = r.complete;
  if (r.error) {
    const ReplayError& e = *r.error;
    Ordered error = {{"action", e.action},
                     {"turn", e.turn},
                     {"phase", std::string(phase_name(e.phase))},
                     {"player", e.player.empty() ? Ordered(nullptr) : Ordered(e.player)},
                     {"rule", e.rule},
                     {"message", e.message}};
    error["invariant"] = e.invariant;
    if (!e.action_text.empty()) error["notation"] = e.action_text;
    error["state"] = e.state;
    error["legal_choices"] = e.legal_choices;
    error["more_choices"] = e.more_choices;
    out["error"] = error;
  } else {
    out["error"] = nullptr;
  }
  out["final"] = state_as_check(r.state, r.names);
  out["winners"] = r.winners;
  out["mismatches"] = mismatch_list(r.mismatches);
  if (r.expect)
    out["expect"] = {{"met", r.expect->met},
                     {"reasons", r.expect->reasons},
                     {"final_mismatches", mismatch_list(r.expect->final_mismatches)}};
  Ordered amendments = Ordered::array();
  for (const Amendment& a : r.amendments) {
    Ordered item = {{"action", a.action}, {"fields", Ordered::parse(a.fields)}};
    if (!a.note.empty()) item["note"] = a.note;
    amendments.push_back(item);
  }
  out["amendments"] = amendments;
  out["replayed"] = {{"entries", r.entries_replayed},
                     {"entries_in_log", r.entries_in_log},
                     {"actions", r.actions_applied},
                     {"forced", r.forced_actions}};
  return out;
}

}  // namespace caylus
