// The dispatcher: routes each decision to its rule file, runs the automatic steps between
// decisions, and keeps the promise that an action is applied whole or not at all (check first,
// then perform).
#include "core/engine.h"

#include <algorithm>
#include <array>
#include <cstddef>

#include "core/action_shape.h"
#include "core/engine_testing.h"
#include "core/language/catalog.h"
#include "core/option_readings.h"
#include "core/random.h"
#include "core/rules/castle_offers.h"
#include "core/rules/rules.h"

namespace caylus {
namespace {

using rules::Events;
using rules::Result;
using rules::violation;

void enter_phase(GameState& s, Phase next) {
  s.phase = next;
  s.cursor = 0;
  s.favor_rows_used = {};  // favor.one_row_per_phase: each phase is independent (FAQ)
  if (next == Phase::activation) s.activation_space = 1;
  if (next == Phase::end_of_turn) s.scoring_section = -1;
  if (next == Phase::castle) s.castle_favor_given = false;
}

// Runs automatic steps until a decision is pending or the game is over. `on_phase`, when given,
// is handed the state as each phase begins (a position's moment, replay/positions/position.h; a
// check at a phase boundary, replay/walk/phase_starts.h); the engine's own callers give none. One
// function for both, so that each phase's steps have one caller, which inlines them: a second copy
// of this loop for apply_noting_phases made them calls at every action (issue 31, the speed of a
// replay).
using PhaseWatch = const std::function<void(const GameState&)>*;
[[gnu::noinline]] void advance_steps(GameState& s, const Events& ev,
                                     PhaseWatch on_phase = nullptr) {
  for (;;) {
    if (s.favors_pending > 0) {
      if (s.favor_rows_used[s.favor_player] == 0xF) {
        // favor.one_row_per_phase: "on ne peut donc pas gagner plus de 4 faveurs lors d'une
        // même phase" — the rest are lost.
        ev.add(Event{EventKind::favor_lost, s.favor_player, s.favors_pending});
        s.favors_pending = 0;
        s.favor_player = kNoPlayer;
        continue;
      }
      s.decision = Decision{DecisionKind::favor, s.favor_player, kNoSpace};
      return;
    }
    bool more = false;
    switch (s.phase) {
      case Phase::income:
        rules::collect_income(s, ev);
        enter_phase(s, Phase::placement);
        if (on_phase != nullptr) [[unlikely]]
          (*on_phase)(s);
        continue;
      case Phase::placement:
        more = rules::placement_next(s, ev);
        break;
      case Phase::special:
        more = rules::special_next(s, ev);
        break;
      case Phase::provost:
        more = rules::provost_next(s, ev);
        break;
      case Phase::activation:
        more = rules::activation_next(s, ev);
        break;
      case Phase::castle:
        more = rules::castle_next(s, ev);
        break;
      case Phase::end_of_turn:
        more = rules::end_of_turn_next(s, ev);
        break;
      case Phase::game_over:
        s.decision = Decision{};
        return;
    }
    if (s.phase == Phase::game_over) continue;
    if (more) {
      if (s.favors_pending > 0) continue;
      return;
    }
    switch (s.phase) {
      case Phase::placement:
        enter_phase(s, Phase::special);
        break;
      case Phase::special:
        enter_phase(s, Phase::provost);
        break;
      case Phase::provost:
        enter_phase(s, Phase::activation);
        break;
      case Phase::activation:
        enter_phase(s, Phase::castle);
        break;
      case Phase::castle:
        enter_phase(s, Phase::end_of_turn);
        break;
      case Phase::end_of_turn:
        rules::start_turn(s, ev);
        break;
      default:
        break;
    }
    if (on_phase != nullptr && s.phase != Phase::game_over) [[unlikely]]
      (*on_phase)(s);
  }
}

// advance, with the usual step first and out of advance_steps' frame (it inlines every phase's
// steps, whose prologue and epilogue every action would pay): from one placement to the next,
// or one provost decision to the next, while no favor waits. placement_next and provost_next
// change nothing when they return false, so advance_steps, which starts by asking them again,
// runs the same steps as without this path.
void advance(GameState& s, const Events& ev) {
  if (s.favors_pending == 0) {
    if (s.phase == Phase::placement && rules::placement_next(s, ev)) return;
    if (s.phase == Phase::provost && rules::provost_next(s, ev)) return;
  }
  advance_steps(s, ev);
}

// Each decision kind's three entry points (core/rules/rules.h), in one table so that
// legal_actions, check and apply cannot route a decision differently.
struct DecisionRules {
  void (*candidates)(const GameState&, rules::Candidates&);
  Result (*check)(const GameState&, const Action&);
  void (*perform)(GameState&, const Action&, const Events&);
};

Result no_decision(const GameState&, const Action&) {
  return violation(RuleId::decision_kind,
                   [&] { return std::string(tr("no decision is pending")); });
}

// Which rules decide each kind, by name (a switch, so the compiler says when a kind is missing).
constexpr DecisionRules rules_of(DecisionKind kind) {
  switch (kind) {
    case DecisionKind::none:
      break;
    case DecisionKind::placement:
      return {&rules::candidates_placement, &rules::check_placement, &rules::perform_placement};
    case DecisionKind::gate:
    case DecisionKind::merchants_guild:
    case DecisionKind::joust:
    case DecisionKind::inn:
      return {&rules::candidates_special, &rules::check_special, &rules::perform_special};
    case DecisionKind::favor:
      return {&rules::candidates_favor, &rules::check_favor, &rules::perform_favor};
    case DecisionKind::provost:
      return {&rules::candidates_provost, &rules::check_provost, &rules::perform_provost};
    case DecisionKind::activation:
    case DecisionKind::owner_bonus:
      return {&rules::candidates_activation, &rules::check_activation, &rules::perform_activation};
    case DecisionKind::castle:
      return {&rules::candidates_castle, &rules::check_castle, &rules::perform_castle};
  }
  return {[](const GameState&, rules::Candidates&) {}, &no_decision,
          [](GameState&, const Action&, const Events&) {}};
}

// rules_of written out at compile time as a table indexed by the kind: looked up twice per
// action, the switch cost more than the look-up.
constexpr std::size_t kDecisionKinds = kDecisionKindCount;
constexpr std::array<DecisionRules, kDecisionKinds> kRulesByKind = [] {
  std::array<DecisionRules, kDecisionKinds> table{};
  for (std::size_t k = 0; k < kDecisionKinds; ++k)
    table[k] = rules_of(static_cast<DecisionKind>(k));
  return table;
}();

const DecisionRules& rules_for(DecisionKind kind) {
  const auto index = static_cast<std::size_t>(kind);
  return index < kDecisionKinds ? kRulesByKind[index] : kRulesByKind[0];  // 0: none
}

Result check_setup_rules(const GameSetup& setup) {
  if (setup.player_count < kMinPlayers || setup.player_count > kMaxPlayers)
    return violation(RuleId::setup_players, [&] {
      return fill_in(tr("Caylus is played by 2 to 5 players, not {0}"), setup.player_count);
    });
  auto sorted = setup.neutral;
  std::sort(sorted.begin(), sorted.end());
  auto expected = kNeutralBuildings;
  std::sort(expected.begin(), expected.end());
  if (sorted != expected)
    return violation(RuleId::setup_neutral, [&] {
      std::string names;  // the neutral buildings as the building table names them
      for (BuildingId id : kNeutralBuildings)
        names += (names.empty() ? "" : ", ") + std::string(building_name(id));
      return fill_in(tr("road spaces 1-6 hold the 6 neutral buildings, each once: {0}"), names);
    });
  return std::nullopt;
}

Result game_is_over() {
  return violation(RuleId::decision_kind,
                   [&] { return std::string(tr("the game is over: no more actions")); });
}

// check_action's tests of the action itself, once a decision is pending: whose decision it is
// and the action's shape. check_each runs them for each action of a list.
Result check_whose_and_shape(const GameState& s, const Action& a) {
  if (a.player < 0 || a.player >= s.player_count)
    return violation(RuleId::decision_player,
                     [&] { return fill_in(tr("there is no player {0}"), a.player); });
  if (a.player != s.decision.player)
    return violation(RuleId::decision_player, [&] {
      return fill_in(tr("it is {0}'s decision now, not {1}'s ({2})"), who(s.decision.player),
                     who(a.player), describe_decision(s));
    });
  if (!takes_its_verbs_parameters_only(a))
    return violation(RuleId::decision_kind, [&] {
      // {0}: the verb of the notation, the same in every language.
      return fill_in(tr("the action has parameters that '{0}' does not take"), verb_name(a.verb));
    });
  if (!no_negative_amount(a))
    return violation(RuleId::decision_kind,
                     [&] { return std::string(tr("amounts given or gained cannot be negative")); });
  return std::nullopt;
}

Result check_action(const GameState& s, const Action& a) {
  if (s.game_over()) return game_is_over();
  if (auto r = check_whose_and_shape(s, a)) return r;
  return rules_for(s.decision.kind).check(s, a);
}

}  // namespace

std::optional<RuleViolation> check_setup(const GameSetup& setup) {
  return check_setup_rules(setup).violation();
}

GameState new_game(const GameSetup& setup) {
  GameState s;
  s.options = setup.options;
  s.player_count = static_cast<std::int8_t>(setup.player_count);
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    s.turn_order[p] = p;
    // setup.deniers: 1st 5, 2nd and 3rd 6, 4th and 5th 7; two_player.deniers: 5 each.
    static constexpr int kDeniers[kMaxPlayers] = {5, 6, 6, 7, 7};
    PlayerState& player = s.player(p);
    player.goods.deniers = static_cast<std::int16_t>(s.player_count == 2 ? 5 : kDeniers[p]);
    player.goods[Cube::wood] = 1;  // setup.cubes
    player.goods[Cube::food] = 2;
  }
  for (int p = s.player_count; p < kMaxPlayers; ++p) s.turn_order[p] = kNoPlayer;
  s.next_turn_order = s.turn_order;
  for (int i = 0; i < 6; ++i) s.road[i + 1].building = setup.neutral[i];  // setup.neutral
  s.road[kFixedPeddlerSpace].building = BuildingId::fixed_peddler;
  s.road[kFixedCarpenterSpace].building = BuildingId::fixed_carpenter;
  s.road[kGoldMineSpace].building = BuildingId::gold_mine;
  for (int id = 1; id < kBuildingCount;
       ++id) {  // build.available: every wood, stone and prestige tile
    auto b = static_cast<BuildingId>(id);
    if (is_stock_tile(b)) s.stock |= tile_bit(b);
  }
  s.stock &= edition_tiles(s.options);      // the jeweler only where the edition has it
  s.provost = s.bailiff = kOfficialsStart;  // setup.officials
  Events ev;
  rules::start_turn(s, ev);
  advance(s, ev);
  return s;
}

std::optional<RuleViolation> check(const GameState& s, const Action& a, Messages messages) {
  if (messages == Messages::skipped) {
    rules::QuietChecks quiet;
    return check_action(s, a).violation();
  }
  return check_action(s, a).violation();
}

std::optional<RuleViolation> apply(GameState& s, const Action& a, EventSink* events, Trust trust,
                                   Reasons reasons) {
  if (trust == Trust::checked)
    if (auto v = check_action(s, a)) return std::move(v).violation();
  Events ev{events, reasons == Reasons::recorded};
  rules_for(s.decision.kind).perform(s, a, ev);
  advance(s, ev);
  return std::nullopt;
}

std::optional<RuleViolation> apply_noting_phases(
    GameState& s, const Action& a, const std::function<void(const GameState&)>& on_phase) {
  if (auto v = check_action(s, a)) return std::move(v).violation();
  Events ev{nullptr};
  rules_for(s.decision.kind).perform(s, a, ev);
  advance_steps(s, ev, &on_phase);
  return std::nullopt;
}

void begin_phase(GameState& s, Phase phase, EventSink* events,
                 const std::function<void(const GameState&)>& on_phase) {
  if (phase == Phase::income) {
    s.phase = Phase::income;
    s.cursor = 0;
    s.favor_rows_used = {};
  } else {
    enter_phase(s, phase);
  }
  // Each phase's progress as the phases before it leave it (start_turn, then each phase run to
  // its end): phase 3 done (special_step 6, core/state.h) and phase 5 past the provost.
  s.special_step = phase <= Phase::special ? 0 : 6;
  if (phase < Phase::activation) s.activation_space = 0;
  if (phase > Phase::activation) s.activation_space = static_cast<Space>(s.provost + 1);
  s.owner_bonus_space = kNoSpace;
  s.scoring_section = -1;
  s.favors_pending = 0;
  s.favor_player = kNoPlayer;
  Events ev{events};
  advance_steps(s, ev, on_phase ? &on_phase : nullptr);
}

void apply_legal(GameState& s, const Action& a) {
  Events ev{nullptr};
  rules_for(s.decision.kind).perform(s, a, ev);
  advance(s, ev);
}

void apply_by_phase_loop(GameState& s, const Action& a, EventSink* events) {
  Events ev{events};
  rules_for(s.decision.kind).perform(s, a, ev);
  advance_steps(s, ev);
}

void legal_actions(const GameState& s, std::vector<Action>& out) {
  out.clear();
  out.reserve(64);
  // The candidates the rules accept: the same check as check() runs.
  const DecisionRules& decision = rules_for(s.decision.kind);
  rules::QuietChecks quiet;
  rules::Candidates candidates(s, decision.check, out);
  decision.candidates(s, candidates);
}

void legal_set(const GameState& s, LegalSet& out) {
  out.clear();
  const DecisionRules& decision = rules_for(s.decision.kind);
  rules::QuietChecks quiet;
  rules::Candidates candidates(s, decision.check, out);
  decision.candidates(s, candidates);
}

void legal_actions_audited(const GameState& s, std::vector<Action>& out,
                           std::vector<Action>& disagreements) {
  out.clear();
  disagreements.clear();
  const DecisionRules& decision = rules_for(s.decision.kind);
  rules::QuietChecks quiet;
  rules::Candidates candidates(s, decision.check, out, &disagreements);
  decision.candidates(s, candidates);
}

std::string describe_decision(const GameState& s) {
  const Decision& d = s.decision;
  switch (d.kind) {
    case DecisionKind::none:
      return std::string(tr("the game is over"));
    case DecisionKind::placement:
      return fill_in(tr("{0} to place a worker or pass"), who(d.player));
    case DecisionKind::gate:
      return fill_in(tr("{0} to move the gate's worker"), who(d.player));
    case DecisionKind::merchants_guild:
      return fill_in(tr("{0} to move the provost with the merchants' guild"), who(d.player));
    case DecisionKind::joust:
      return fill_in(tr("{0} to joust or decline"), who(d.player));
    case DecisionKind::inn:
      return fill_in(tr("{0} to stay at the inn or leave"), who(d.player));
    case DecisionKind::favor:
      return fill_in(tr("{0} to use a King's favor"), who(d.player));
    case DecisionKind::provost:
      return fill_in(tr("{0} to move the provost or pass"), who(d.player));
    case DecisionKind::activation:
      // The building by its id (the notation's word) until the tiles have their names in each
      // language (issue 37).
      return fill_in(tr("{0} to resolve the {1} on road space {2}"), who(d.player),
                     building_name(s.road[d.space].building), d.space);
    case DecisionKind::owner_bonus:
      return fill_in(tr("{0} to take the owner's cube of the {1}"), who(d.player),
                     building_name(s.road[d.space].building));
    case DecisionKind::castle:
      return fill_in(tr("{0} to offer batches to the castle"), who(d.player));
  }
  return who(d.player);
}

std::string render_message(std::string_view message, const std::vector<std::string>& names) {
  std::string out;
  out.reserve(message.size());
  for (std::size_t i = 0; i < message.size(); ++i) {
    if (message[i] == '{' && i + 3 < message.size() + 1 && message.substr(i, 2) == "{p" &&
        i + 3 < message.size() && message[i + 3] == '}' && message[i + 2] >= '0' &&
        message[i + 2] <= '9') {
      std::size_t p = static_cast<std::size_t>(message[i + 2] - '0');
      out += p < names.size() ? names[p] : "player " + std::to_string(p + 1);
      i += 3;
      continue;
    }
    out += message[i];
  }
  return out;
}

std::array<BuildingId, 6> draw_neutral(SplitMix64& rng) {
  std::array<BuildingId, 6> neutral = kNeutralBuildings;
  rng.shuffle(std::span<BuildingId>(neutral));
  return neutral;
}

namespace {
// check()'s verdict on one action, for check_each.
std::optional<RuleId> verdict_of_check(const GameState& s, const Action& a) {
  if (Result r = check_action(s, a)) return r.rule();
  return std::nullopt;
}
}  // namespace

void check_each(const GameState& s, std::span<const Action> actions,
                std::vector<std::optional<RuleId>>& verdicts) {
  verdicts.resize(actions.size());
  rules::QuietChecks quiet;
  if (!s.game_over() && s.decision.kind == DecisionKind::castle) {
    rules::judge_castle_offers(s, actions, verdicts, &verdict_of_check);
    return;
  }
  for (std::size_t i = 0; i < actions.size(); ++i) verdicts[i] = verdict_of_check(s, actions[i]);
}
}  // namespace caylus
