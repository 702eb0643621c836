// Micro-benchmarks of the engine's hot paths (issue 15), with Google Benchmark: legal_actions and
// apply for each kind of decision, a whole random game, and each family of invariants. Run on
// demand, never by ctest (speed is not a test: docs/testing.md, "Micro-benchmarks"):
//
//   cmake --preset release && cmake --build --preset release --target caylus_microbench
//   build/release/tests/caylus_microbench --benchmark_filter=LegalActions
//
// The states come from seeded random 4-player games, the same at every run: each benchmark walks
// all the recorded states of its kind, so a figure is an average over a real game's mix (early
// and late turns, rich and poor players) rather than one hand-picked position.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.h"
#include "core/random.h"
#include "invariants/invariants.h"
#include "tools/fuzzing/play.h"

namespace caylus {
namespace {

constexpr int kGames = 60;
constexpr int kPlayers = 4;

// One recorded step of a random game: the state, the action chosen, the events of applying it.
struct Recorded {
  std::vector<GameState> states;  // states[i] --actions[i]--> states[i + 1], per game in order
  std::vector<Action> actions;
  std::vector<EventSink> events;
  std::vector<bool> game_start;  // states[i] is the first state of a game
};

GameState start_state(SplitMix64& rng) {
  GameSetup setup;
  setup.player_count = kPlayers;
  setup.neutral = draw_neutral(rng);
  return new_game(setup);
}

const Recorded& recorded() {
  static const Recorded r = [] {
    Recorded out;
    std::vector<Action> legal;
    for (int game = 0; game < kGames; ++game) {
      SplitMix64 rng(static_cast<std::uint64_t>(game) + 1);
      GameState s = start_state(rng);
      bool first = true;
      auto keep = [&](const GameState& before, const Action& a, const GameState&,
                      const EventSink& events) {
        out.states.push_back(before);
        out.actions.push_back(a);
        out.game_start.push_back(first);
        first = false;
        out.events.push_back(events);
      };
      (void)fuzzing::play(s, legal, fuzzing::uniform_choice(rng), {}, fuzzing::KeepPlaying{}, keep);
      out.states.push_back(s);  // the final state, followed by no action
      out.actions.push_back(Action{});
      out.game_start.push_back(false);
      out.events.emplace_back();
    }
    return out;
  }();
  return r;
}

// The recorded steps whose pending decision is of one kind (the final states excluded).
std::vector<int> steps_of(DecisionKind kind) {
  const Recorded& r = recorded();
  std::vector<int> out;
  for (int i = 0; i + 1 < static_cast<int>(r.states.size()); ++i)
    if (!r.states[i].game_over() && r.states[i].decision.kind == kind) out.push_back(i);
  return out;
}

constexpr std::array<DecisionKind, 10> kKinds = {
    DecisionKind::placement, DecisionKind::gate,       DecisionKind::merchants_guild,
    DecisionKind::joust,     DecisionKind::inn,        DecisionKind::favor,
    DecisionKind::provost,   DecisionKind::activation, DecisionKind::owner_bonus,
    DecisionKind::castle};

void BM_LegalActions(benchmark::State& bench, DecisionKind kind) {
  const Recorded& r = recorded();
  std::vector<int> steps = steps_of(kind);
  if (steps.empty()) {
    bench.SkipWithError("no recorded state has this decision kind");
    return;
  }
  std::vector<Action> legal;
  std::size_t offered = 0;
  for (auto _ : bench) {
    for (int i : steps) {
      legal_actions(r.states[i], legal);
      offered += legal.size();
      benchmark::DoNotOptimize(legal.data());
    }
  }
  bench.SetItemsProcessed(static_cast<std::int64_t>(bench.iterations() * steps.size()));
  bench.counters["legal_per_state"] =
      static_cast<double>(offered) / static_cast<double>(bench.iterations() * steps.size());
}

// apply on a copy of the state (the copy is part of the figure: BM_StateCopy measures it alone).
void BM_Apply(benchmark::State& bench, DecisionKind kind) {
  const Recorded& r = recorded();
  std::vector<int> steps = steps_of(kind);
  if (steps.empty()) {
    bench.SkipWithError("no recorded state has this decision kind");
    return;
  }
  for (auto _ : bench) {
    for (int i : steps) {
      GameState s = r.states[i];
      if (apply(s, r.actions[i])) bench.SkipWithError("the engine refused a recorded action");
      benchmark::DoNotOptimize(s);
    }
  }
  bench.SetItemsProcessed(static_cast<std::int64_t>(bench.iterations() * steps.size()));
}

void BM_StateCopy(benchmark::State& bench) {
  const Recorded& r = recorded();
  for (auto _ : bench) {
    for (const GameState& state : r.states) {
      GameState s = state;
      benchmark::DoNotOptimize(s);
    }
  }
  bench.SetItemsProcessed(static_cast<std::int64_t>(bench.iterations() * r.states.size()));
}

// A whole random game as `caylus bench` and `caylus fuzz` play them (legal_actions, then apply).
void BM_RandomGame(benchmark::State& bench) {
  std::vector<Action> legal;
  std::uint64_t seed = 1;
  std::int64_t actions = 0;
  for (auto _ : bench) {
    SplitMix64 rng(seed++);
    GameState s = start_state(rng);
    actions +=
        static_cast<std::int64_t>(fuzzing::play(s, legal, fuzzing::uniform_choice(rng)).actions);
    benchmark::DoNotOptimize(s);
  }
  bench.counters["actions_per_s"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}

// The families of invariants, one per file of invariants/, as the table names them, in order.
std::vector<std::string_view> families() {
  std::vector<std::string_view> out;
  for (const InvariantInfo& info : invariant_table())
    if (std::find(out.begin(), out.end(), info.family) == out.end()) out.push_back(info.family);
  return out;
}

// check_step over every recorded step of every game, in order (as the replayer calls it), with
// only one family enabled; "all" enables every invariant.
void BM_Invariants(benchmark::State& bench, std::string_view family_name) {
  const Recorded& r = recorded();
  InvariantChecker checker;
  int enabled = 0;
  for (const InvariantInfo& info : invariant_table()) {
    bool on = family_name == "all" || info.family == family_name;
    checker.set_enabled(info.id, on);
    enabled += on ? 1 : 0;
  }
  if (enabled == 0) {
    bench.SkipWithError("no invariant in this family");
    return;
  }
  std::int64_t steps = 0;
  for (auto _ : bench) {
    for (std::size_t i = 0; i + 1 < r.states.size(); ++i) {
      if (r.states[i].game_over()) continue;  // the last state of a game
      if (r.game_start[i]) checker.reset();
      if (auto f = checker.check_step(r.states[i], r.actions[i], r.states[i + 1], r.events[i]))
        bench.SkipWithError(("invariant failed on a random game: " + f->id).c_str());
      ++steps;
    }
  }
  bench.SetItemsProcessed(steps);
  bench.counters["invariants"] = enabled;
}

void register_all() {
  for (DecisionKind kind : kKinds) {
    std::string name(decision_kind_name(kind));
    benchmark::RegisterBenchmark(("LegalActions/" + name).c_str(), BM_LegalActions, kind);
    benchmark::RegisterBenchmark(("Apply/" + name).c_str(), BM_Apply, kind);
  }
  benchmark::RegisterBenchmark("StateCopy", BM_StateCopy);
  benchmark::RegisterBenchmark("RandomGame/4_players", BM_RandomGame);
  for (std::string_view family : families())
    benchmark::RegisterBenchmark(("Invariants/" + std::string(family)).c_str(), BM_Invariants,
                                 family);
  benchmark::RegisterBenchmark("Invariants/all", BM_Invariants, std::string_view("all"));
}

}  // namespace
}  // namespace caylus

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  caylus::register_all();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
