// The one loop of random play (issue 12): every random game of the tools and the tests is played
// here, from a given state to the end of the game.
//
//   std::vector<Action> legal;                       // reused from game to game
//   SplitMix64 rng(seed);
//   PlayOutcome out = play(s, legal, uniform_choice(rng));
//   PlayOutcome out = play(s, legal, policy_choice(kGuidedPolicy, rng), {.max_actions = 5000},
//                          before, after);
//
// At each decision the legal actions go into the caller's buffer, the chooser picks an index
// among them, `before` sees the decision and the chosen action, the action is applied, and
// `after` sees the result. A hook returning false (or nothing, for void) stops the game there.
// `after` takes either (after, action) or the whole step (before, action, after, events): only
// then does the loop copy the state before each action and collect the events, so that a game
// that observes nothing (caylus bench, the signature) pays for nothing. A template, not
// std::function, for the same reason: bench's play_random_games is measured by callgrind.
//
// A decision with no legal action, an action the engine refuses although it offered it and a
// game that does not end are engine bugs: the loop stops and says so in the outcome (PlayEnd,
// engine_error()).
#pragma once

#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/engine.h"
#include "core/random.h"
#include "tools/fuzzing/policy.h"

namespace caylus::fuzzing {

// A game of Caylus ends within 18 turns (property game.bounded: 5,000 actions). A game twice
// that long never ends: the loop stops it as an engine bug whatever max_actions says, so that a
// wrong engine fails a test at once instead of running into ctest's timeout (issue 39).
inline constexpr std::size_t kGameActionBound = 10000;

enum class PlayEnd : std::uint8_t {
  game_over,        // the game ended
  stopped,          // a hook asked to stop
  action_cap,       // max_actions were applied and the game goes on
  no_legal_action,  // a decision offers no action: an engine bug
  engine_refused,   // apply refused an action legal_actions offered: an engine bug
  unending,         // kGameActionBound actions applied and the game goes on: an engine bug
};

struct PlayOutcome {
  PlayEnd end = PlayEnd::game_over;
  std::size_t actions = 0;               // actions applied by this call
  Action refused_action{};               // engine_refused: the action refused
  std::optional<RuleViolation> refusal;  // engine_refused: the rule apply gave

  bool engine_bug() const {
    return end == PlayEnd::no_legal_action || end == PlayEnd::engine_refused ||
           end == PlayEnd::unending;
  }
  // What went wrong when engine_bug(), in the players' names when given ({pN} otherwise); the
  // state is the one where the loop stopped.
  std::string engine_error(const GameState& s, const std::vector<std::string>& names = {}) const {
    if (end == PlayEnd::no_legal_action) return "no legal action for " + describe_decision(s);
    if (end == PlayEnd::unending)
      return "the game goes on after " + std::to_string(actions) + " actions, in turn " +
             std::to_string(s.turn) + ": it never ends (game.bounded)";
    if (end != PlayEnd::engine_refused) return {};
    std::string action = action_to_string(refused_action);
    if (!names.empty()) action = render_message(action, names);
    return "the engine refused its own legal action " + action + ": " + refusal->rule_text();
  }
};

struct PlayOptions {
  std::size_t max_actions = std::numeric_limits<std::size_t>::max();
  // How the chosen action is applied (core/engine.h). `checked` judges it again, so that an
  // action the engine offers and then refuses ends the game as engine_refused; `legal` skips that
  // second judgement (caylus bench: the engine judged the action when it listed it). Whoever
  // trusts must look for that bug elsewhere (caylus fuzz's legal_actions.agree checks every
  // legal action).
  Trust apply = Trust::checked;
};

// A hook that observes nothing.
struct KeepPlaying {
  template <class... Args>
  constexpr bool operator()(const Args&...) const {
    return true;
  }
};

namespace play_detail {

// A hook's answer: false stops the game; a hook returning void never stops it.
template <class Hook, class... Args>
bool keep_playing(Hook& hook, const Args&... args) {
  if constexpr (std::is_void_v<std::invoke_result_t<Hook&, const Args&...>>) {
    hook(args...);
    return true;
  } else {
    return static_cast<bool>(hook(args...));
  }
}

template <class After>
inline constexpr bool kWantsWholeStep = std::is_invocable_v<After&, const GameState&, const Action&,
                                                            const GameState&, const EventSink&>;

// The outcome of a game the engine stopped by refusing `a`, one of its own legal actions.
inline PlayOutcome refused(PlayOutcome out, const Action& a, RuleViolation why) {
  out.end = PlayEnd::engine_refused;
  out.refused_action = a;
  out.refusal = std::move(why);
  return out;
}

}  // namespace play_detail

// Plays from `s` until the game ends, a hook stops it, max_actions are applied, or the engine
// fails. `s` is left where the loop stopped (for engine_refused: before the action refused).
// choose(state, legal) -> index in legal; before(state, legal, action); after: see above.
template <class Choose, class Before = KeepPlaying, class After = KeepPlaying>
PlayOutcome play(GameState& s, std::vector<Action>& legal, Choose&& choose,
                 const PlayOptions& options = {}, Before&& before = {}, After&& after = {}) {
  constexpr bool kWholeStep = play_detail::kWantsWholeStep<After>;
  PlayOutcome out;
  [[maybe_unused]] std::conditional_t<kWholeStep, GameState, char> previous{};
  [[maybe_unused]] std::conditional_t<kWholeStep, EventSink, char> events{};
  while (!s.game_over()) {
    if (out.actions >= options.max_actions || out.actions >= kGameActionBound) {
      out.end = out.actions >= options.max_actions ? PlayEnd::action_cap : PlayEnd::unending;
      return out;
    }
    legal_actions(s, legal);
    if (legal.empty()) {
      out.end = PlayEnd::no_legal_action;
      return out;
    }
    // legal is not touched again before the next decision: a reference is safe.
    const Action& a = legal[choose(std::as_const(s), std::as_const(legal))];
    if (!play_detail::keep_playing(before, s, legal, a)) {
      out.end = PlayEnd::stopped;
      return out;
    }
    std::optional<RuleViolation> refused;
    if constexpr (kWholeStep) {
      previous = s;
      events.clear();
      refused = apply(s, a, &events, options.apply);
    } else {
      refused = apply(s, a, nullptr, options.apply);
    }
    if (refused) return play_detail::refused(std::move(out), a, std::move(*refused));
    ++out.actions;
    bool go_on;
    if constexpr (kWholeStep)
      go_on = play_detail::keep_playing(after, previous, a, s, events);
    else
      go_on = play_detail::keep_playing(after, s, a);
    if (!go_on) {
      out.end = PlayEnd::stopped;
      return out;
    }
  }
  out.end = PlayEnd::game_over;
  return out;
}

// Uniform random play as play(s, legal, uniform_choice(rng), options, KeepPlaying{}, after)
// plays it, the same draws, actions and games, for a caller that looks at nothing but the action
// played (caylus bench): each decision's legal actions are a LegalSet (core/legal_set.h),
// counted and indexed, the placements and the provost's moves never written out (issue 15).
// `buffer` is the set's list, reused from game to game. after(state, action) as in play.
template <class After = KeepPlaying>
PlayOutcome play_uniform(GameState& s, std::vector<Action>& buffer, SplitMix64& rng,
                         const PlayOptions& options = {}, After&& after = {}) {
  PlayOutcome out;
  LegalSet legal(buffer);
  while (!s.game_over()) {
    if (out.actions >= options.max_actions || out.actions >= kGameActionBound) {
      out.end = out.actions >= options.max_actions ? PlayEnd::action_cap : PlayEnd::unending;
      return out;
    }
    legal_set(s, legal);
    const std::size_t count = legal.size();
    if (count == 0) {
      out.end = PlayEnd::no_legal_action;
      return out;
    }
    const Action a = legal.at(static_cast<std::size_t>(rng.below(count)));
    if (options.apply == Trust::legal) {
      apply_legal(s, a);
    } else if (std::optional<RuleViolation> refused = apply(s, a, nullptr, options.apply)) {
      return play_detail::refused(std::move(out), a, std::move(*refused));
    }
    ++out.actions;
    if (!play_detail::keep_playing(after, s, a)) {
      out.end = PlayEnd::stopped;
      return out;
    }
  }
  out.end = PlayEnd::game_over;
  return out;
}

// Uniformly among the legal actions: one draw, rng.below(count), as `caylus play`, bench, the
// signature and the games logged before policies existed draw.
inline auto uniform_choice(SplitMix64& rng) {
  return [&rng](const GameState&, const std::vector<Action>& legal) {
    return static_cast<std::size_t>(rng.below(legal.size()));
  };
}

// By a policy of policy.h (an index in policy_table()); the uniform one draws as above.
inline auto policy_choice(int policy, SplitMix64& rng) {
  const PolicyInfo& info = policy_table()[static_cast<std::size_t>(policy)];
  return [&info, &rng](const GameState& s, const std::vector<Action>& legal) {
    return pick_action(info, s, legal, rng);
  };
}

}  // namespace caylus::fuzzing
