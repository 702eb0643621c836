#include "tools/fuzzing/properties.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "core/random.h"
#include "invariants/invariants.h"
#include "tools/fuzzing/features.h"
#include "tools/fuzzing/metamorphic.h"
#include "tools/fuzzing/play.h"

namespace caylus::fuzzing {
namespace {

// Near-misses of a legal action: each changes one thing a player could get wrong.
void near_misses(const GameState& s, const Action& base, SplitMix64& rng,
                 std::vector<Action>& out) {
  out.clear();
  Action a = base;
  a.player = static_cast<PlayerIndex>((base.player + 1 + rng.below(4)) % s.player_count);
  out.push_back(a);  // wrong player
  a = base;
  a.verb = static_cast<Verb>(rng.below(kVerbCount));
  out.push_back(a);  // another verb
  a = base;
  a.move = static_cast<std::int8_t>(base.move + (rng.below(2) ? 1 : -1) * (1 + rng.below(3)));
  out.push_back(a);  // amount out of range
  a = base;
  a.space = static_cast<Space>(1 + rng.below(kRoadSpaces + kSpecialCount));
  out.push_back(a);  // another (maybe occupied, empty or forbidden) space
  a = base;
  ++a.give[kAllCubes[rng.below(kCubeTypes)]];
  out.push_back(a);  // wrong or unaffordable cubes
  a = base;
  a.give.deniers = static_cast<std::int16_t>(a.give.deniers + 1 + rng.below(20));
  out.push_back(a);  // unaffordable price
  a = base;
  ++a.gain[kAllCubes[rng.below(kCubeTypes)]];
  out.push_back(a);  // wrong cubes gained
  a = base;
  a.column = static_cast<std::uint8_t>(base.column + 1);
  out.push_back(a);  // a favor column beyond the marker
  a = base;
  ++a.batches[rng.below(kBatchKinds)];
  out.push_back(a);  // one batch too many
  a = base;
  a.row = static_cast<FavorRow>(rng.below(kFavorRows));
  out.push_back(a);  // another favor row (maybe one used already in this phase)
  a = base;
  a.building = static_cast<BuildingId>(1 + rng.below(kBuildingCount - 1));
  out.push_back(a);  // another building
}

// `a == b`, asked first as one memcmp: a state and its copy, or two copies that went through the
// same steps, are byte for byte the same, where GameState's defaulted == compares its members one
// by one (3% of a fuzz run). Equal bytes are equal members (integers, enums and bools only);
// bytes that differ (padding, say) are judged by == itself.
bool same_state(const GameState& a, const GameState& b) {
  static_assert(std::is_trivially_copyable_v<GameState>);
  return std::memcmp(&a, &b, sizeof(GameState)) == 0 || a == b;
}

// Whether `probe` is among `legal`: std::find's answer, with each action's last 8 bytes compared
// first and the whole action only where they agree. A castle decision's offers differ only in
// their batches, the last six bytes, and an accepted probe (another favor row that is the
// default one, the castle verb drawn again) is looked up among thousands of them.
bool offered(const std::vector<Action>& legal, const Action& probe) {
  constexpr std::size_t kLast = sizeof(Action) - 8;
  std::uint64_t last;
  std::memcpy(&last, reinterpret_cast<const unsigned char*>(&probe) + kLast, 8);
  for (const Action& a : legal) {
    std::uint64_t word;
    std::memcpy(&word, reinterpret_cast<const unsigned char*>(&a) + kLast, 8);
    if (word == last && a == probe) return true;
  }
  return false;
}

class Runner {
 public:
  Runner(const GameSetup& setup, const GameState& start, const RunOptions& options)
      : options_(options), probe_rng_(options.probe_seed) {
    run_.setup = setup;
    run_.start = start;
    state_ = start;
    if (options.check_properties)
      if (auto f = invariants_.check_state(state_)) fail("invariant:" + f->id, -1, f->message);
  }

  bool failed() const { return run_.failure.has_value(); }
  // The game's state: play() (play.h) moves it on, decision_holds and step_holds look at it.
  GameState& state() { return state_; }

  // For explicit actions: checks the pending decision; false when the game is over or a
  // property failed.
  bool decision_ready() {
    if (failed() || state_.game_over()) return false;
    legal_actions(state_, legal_);
    if (legal_.empty()) {
      ended(PlayEnd::no_legal_action);
      return false;
    }
    return decision_holds(legal_);
  }

  // The properties of the pending decision, whose legal actions are `legal`; false when one
  // failed.
  bool decision_holds(const std::vector<Action>& legal) {
    int step = static_cast<int>(run_.actions.size());
    if (options_.check_properties) {
      GameState before = state_;
      // check() of every legal action, as check_each: the same tests and verdicts, but the
      // decision's shared part (the castle's room) computed once for the thousands of offers of
      // a rich castle decision, where check() alone was half of a fuzz run.
      check_each(state_, legal, verdicts_);
      for (std::size_t i = 0; i < legal.size(); ++i) {
        if (verdicts_[i]) {
          // The failure says why, in words: check() builds the message.
          auto v = check(state_, legal[i]);
          RuleViolation batched{*verdicts_[i], BuildingId::none, {}};
          fail("legal_actions.agree", step,
               "legal_actions offers " + action_to_string(legal[i]) +
                   (v ? " but check() refuses it: " + v->rule_text() + ": " + v->message
                      : " and check() accepts it, but check_each refuses it: " +
                            batched.rule_text()));
          return false;
        }
      }
      if (!same_state(before, state_)) {
        fail("legal_actions.agree", step, "check() changed the state");
        return false;
      }
    }
    for (int i = 0; i < options_.probes_per_step; ++i) {
      near_misses(state_, legal[probe_rng_.below(legal.size())], probe_rng_, probes_);
      for (const Action& probe : probes_) {
        // The property reads the rule id only. The refusal's message (strings, ~15% of a run
        // when built for every probe) is built at one decision in 8: a message that cannot be
        // built (a crash, a sanitizer report) is still found over a campaign.
        auto v = check(state_, probe, step % 8 == 0 ? Messages::built : Messages::skipped);
        if (v && options_.features != nullptr) options_.features->refused(*v);
        if (!options_.check_properties) continue;
        // Offered and accepted must agree. Only an accepted probe is looked up: a refused one
        // cannot be among the legal actions, since each of them passed the same check above
        // (check is a function of the state and the action). A rich game's castle decision
        // offers thousands of actions, and scanning them for every refused probe was a third
        // of a fuzz run.
        bool is_offered = !v && offered(legal, probe);
        if (is_offered == v.has_value() || (v && v->rule_text().empty())) {
          fail("legal_actions.agree", step,
               action_to_string(probe) + (is_offered ? " is offered" : " is not offered") +
                   (v ? " but refused (" + v->rule_text() + ")" : " but accepted"));
          return false;
        }
      }
    }
    return true;
  }

  // For explicit actions: applies `a`; false when it was refused or a property failed.
  bool play(const Action& a) {
    GameState before = state_;
    events_.clear();
    if (auto v = apply(state_, a, &events_)) {
      ended(PlayEnd::engine_refused);
      return false;
    }
    return step_holds(before, a, events_);
  }

  // The properties of the step that led from `before` to the state now by `a`; false when one
  // failed.
  bool step_holds(const GameState& before, const Action& a, const EventSink& events) {
    int step = static_cast<int>(run_.actions.size());
    run_.actions.push_back(a);
    if (options_.features != nullptr) options_.features->step(before, a, state_, events);
    if (options_.check_properties) {
      GameState twin = before;
      (void)apply(twin, a);
      if (!same_state(twin, state_)) {
        fail("apply.deterministic", step, "the same action gave two different states");
        return false;
      }
      if (auto f = invariants_.check_step(before, a, state_, events)) {
        fail("invariant:" + f->id, step, f->message);
        return false;
      }
    }
    if (state_.turn > kMaxTurns || static_cast<int>(run_.actions.size()) > kMaxActions) {
      fail("game.bounded", step,
           "turn " + std::to_string(state_.turn) + " after " + std::to_string(run_.actions.size()) +
               " actions and the game is not over");
      return false;
    }
    if (options_.record_states) run_.states.push_back(state_);
    return true;
  }

  // Where play stopped, when not at the end or at a failed property: an action refused (explicit
  // ones may be; a chosen legal one never should be) or a decision without a legal action.
  void ended(PlayEnd end) {
    int step = static_cast<int>(run_.actions.size());
    if (end == PlayEnd::engine_refused) run_.refused_at = step;
    if (end == PlayEnd::no_legal_action)
      fail("legal_actions.non_empty", step, "no legal action for " + describe_decision(state_));
  }

  GameRun finish() {
    run_.final_state = state_;
    if (options_.features != nullptr) options_.features->finish(state_);
    if (!failed() && options_.check_properties && options_.unused_option >= 0)
      run_.failure = check_unused_option(
          run_, option_table()[static_cast<std::size_t>(options_.unused_option)].name);
    return std::move(run_);
  }

 private:
  void fail(std::string property, int step, std::string message) {
    if (!run_.failure)
      run_.failure = PropertyFailure{std::move(property), step, std::move(message)};
  }

  RunOptions options_;
  SplitMix64 probe_rng_;
  GameRun run_;
  GameState state_;
  InvariantChecker invariants_;
  std::vector<Action> legal_, probes_;
  std::vector<std::optional<RuleId>> verdicts_;
  EventSink events_;
};

}  // namespace

RunOptions fuzz_run_options(const GameScript& script, int probes) {
  return RunOptions{.probes_per_step = probes,
                    .probe_seed = script.seed,
                    .unused_option = static_cast<int>((script.seed >> 24) % option_table().size())};
}

GameRun run_script(const GameScript& script, const RunOptions& options) {
  Runner runner(script_setup(script), script_start(script), options);
  if (runner.failed()) return runner.finish();  // the start breaks an invariant
  // Kept from game to game: a rich game's castle decisions offer thousands of actions, and a
  // new buffer grew to that size again in every game. (The hooks never start a game.)
  thread_local std::vector<Action> legal;
  PlayOutcome out = play(
      runner.state(), legal, ScriptChooser(script), {},
      [&runner](const GameState&, const std::vector<Action>& offered, const Action&) {
        return runner.decision_holds(offered);
      },
      [&runner](const GameState& before, const Action& a, const GameState&,
                const EventSink& events) { return runner.step_holds(before, a, events); });
  runner.ended(out.end);
  return runner.finish();
}

GameRun run_actions(const GameSetup& setup, const GameState& start,
                    const std::vector<Action>& actions, const RunOptions& options) {
  Runner runner(setup, start, options);
  bool refused = false;
  for (const Action& a : actions)
    if (!runner.decision_ready() || !(refused = !runner.play(a), !refused)) break;
  // The decision pending after the last action has properties too (legal_actions agree...).
  if (!refused && !runner.failed()) runner.decision_ready();
  return runner.finish();
}

}  // namespace caylus::fuzzing
