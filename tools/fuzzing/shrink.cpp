#include "tools/fuzzing/shrink.h"

#include <algorithm>

#include "core/engine.h"

namespace caylus::fuzzing {

bool fails_the_same_way(const GameSetup& setup, const GameState& start,
                        const std::vector<Action>& actions, const std::string& property,
                        const RunOptions& options, PropertyFailure* failure) {
  GameRun run = run_actions(setup, start, actions, options);
  if (run.refused_at || !run.failure || run.failure->property != property) return false;
  // The failure must come from the last action kept, so that the log is the whole story.
  if (failure != nullptr) *failure = *run.failure;
  return true;
}

namespace {

// The turn each action was taken in.
std::vector<int> turns_of(const GameState& start, const std::vector<Action>& actions) {
  std::vector<int> turns;
  GameState s = start;
  for (const Action& a : actions) {
    turns.push_back(s.turn);
    if (apply(s, a)) break;
  }
  return turns;
}

}  // namespace

Counterexample shrink(const GameSetup& setup, const GameState& start,
                      const std::vector<Action>& actions, const PropertyFailure& failure,
                      const RunOptions& options) {
  Counterexample best{setup, start, actions, failure, static_cast<int>(actions.size())};
  const std::string& property = failure.property;
  if (!fails_the_same_way(setup, start, best.actions, property, options, &best.failure))
    return best;
  // Nothing after the failing action matters.
  if (best.failure.step + 1 < static_cast<int>(best.actions.size()))
    best.actions.resize(static_cast<std::size_t>(best.failure.step + 1));

  auto try_candidate = [&](std::vector<Action> candidate) {
    PropertyFailure found;
    if (!fails_the_same_way(setup, start, candidate, property, options, &found)) return false;
    candidate.resize(static_cast<std::size_t>(found.step + 1));
    best.actions = std::move(candidate);
    best.failure = found;
    return true;
  };

  for (bool progress = true; progress;) {
    progress = false;
    // Whole turns first, latest first: they are the big pieces.
    std::vector<int> turns = turns_of(start, best.actions);
    for (int turn = turns.empty() ? 0 : turns.back(); turn >= 1; --turn) {
      std::vector<Action> candidate;
      for (std::size_t i = 0; i < best.actions.size(); ++i)
        if (turns[i] != turn) candidate.push_back(best.actions[i]);
      if (candidate.size() == best.actions.size()) continue;
      if (try_candidate(std::move(candidate))) {
        progress = true;
        turns = turns_of(start, best.actions);
      }
    }
    // Then single actions, from the end.
    for (std::size_t i = best.actions.size(); i-- > 0;) {
      if (i >= best.actions.size()) continue;
      std::vector<Action> candidate = best.actions;
      candidate.erase(candidate.begin() + static_cast<std::ptrdiff_t>(i));
      if (try_candidate(std::move(candidate))) progress = true;
    }
  }
  return best;
}

Counterexample shrink_script(const GameScript& script, const GameRun& run,
                             const RunOptions& options) {
  // The index of each action among the legal ones of its decision.
  GameScript simpler = script;
  simpler.choices.clear();
  GameState s = run.start;
  std::vector<Action> legal;
  for (const Action& a : run.actions) {
    legal_actions(s, legal);
    auto it = std::find(legal.begin(), legal.end(), a);
    simpler.choices.push_back(static_cast<std::uint32_t>(it - legal.begin()));
    (void)apply(s, a);
  }
  const std::string& property = run.failure->property;
  GameRun best = run;
  auto attempt = [&](std::vector<std::uint32_t> choices) {
    GameScript candidate = simpler;
    candidate.choices = std::move(choices);
    GameRun tried = run_script(candidate, options);
    // Simpler decisions must not make the story longer.
    if (!tried.failure || tried.failure->property != property ||
        tried.failure->step > best.failure->step)
      return false;
    candidate.choices.resize(std::min(candidate.choices.size(), tried.actions.size()));
    simpler = std::move(candidate);
    best = std::move(tried);
    return true;
  };
  // Only the decisions up to the failure matter.
  simpler.choices.resize(
      std::min(simpler.choices.size(), static_cast<std::size_t>(run.failure->step + 1)));
  for (std::size_t block = std::max<std::size_t>(1, simpler.choices.size() / 2); block >= 1;
       block /= 2) {
    for (std::size_t start = 0; start < simpler.choices.size(); start += block) {
      std::vector<std::uint32_t> choices = simpler.choices;
      bool changed = false;
      for (std::size_t i = start; i < std::min(start + block, choices.size()); ++i) {
        changed = changed || choices[i] != 0;
        choices[i] = 0;
      }
      if (changed) attempt(std::move(choices));
    }
    if (block == 1) break;
  }
  Counterexample example = shrink(best.setup, best.start, best.actions, *best.failure, options);
  example.original_actions = static_cast<int>(run.actions.size());
  return example;
}

GameLog counterexample_log(const Counterexample& example, const std::vector<std::string>& names,
                           const std::string& how_found) {
  GameLog log;
  log.options = example.setup.options;
  log.players = names;
  log.neutral = example.setup.neutral;
  if (!(example.start == new_game(example.setup))) log.start_state = example.start;
  for (std::size_t i = 0; i < example.actions.size(); ++i) {
    LogEntry entry;
    entry.action = example.actions[i];
    entry.path = "actions[" + std::to_string(i) + "]";
    log.entries.push_back(entry);
  }
  log.title = "counterexample: " + example.failure.property;
  log.source = how_found;
  log.notes =
      render_message(example.failure.property + " failed after action #" +
                         std::to_string(example.failure.step) + ": " + example.failure.message +
                         " (shrunk from " + std::to_string(example.original_actions) + " to " +
                         std::to_string(example.actions.size()) + " actions)",
                     names);
  log.expect.emplace().verdict = Verdict::legal;
  return log;
}

}  // namespace caylus::fuzzing
