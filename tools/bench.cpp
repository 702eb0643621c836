// caylus bench: the engine's speed and its behaviour signature (issue 7), on one core.
//   random_games_per_s           games played with uniformly random legal decisions
//   replay_actions_per_s         actions replayed from logs (caylus replay without invariants)
//   replay_checked_actions_per_s the same with every invariant checked after every action
//   peak_rss_mb                  the process's peak resident memory
//   signature                    tools/fuzzing/signature.h
// Each speed is the median of --repeat runs over the same games. Build it in release
// (cmake --preset release) before reading the figures.
#include <fmt/core.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "core/engine.h"
#include "core/random.h"
#include "invariants/invariants.h"
#include "replay/log_json.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/shrink.h"
#include "tools/fuzzing/signature.h"

namespace caylus::tools {
namespace {

struct BenchOptions {
  int games = 2000;
  int players = 4;
  int repeat = 3;
  bool json = false;
  bool signature_only = false;
};

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The median of a figure measured once per repetition: one slow run (another process taking the
// core) does not move it.
double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

using PlayedGames = std::vector<std::pair<GameSetup, std::vector<Action>>>;

// Plays o.games random games the way `caylus fuzz` plays them: one game at a time into a reused
// action list. Returns the seconds spent playing; keeping the games (for the replay figures) is
// the benchmark's own bookkeeping (tens of MB of fresh memory), so it is left out of the time.
double play_random_games(const BenchOptions& o, PlayedGames* keep, long& actions) {
  std::vector<Action> legal;
  std::vector<Action> played;
  double seconds = 0;
  actions = 0;
  for (int game = 0; game < o.games; ++game) {
    auto start = std::chrono::steady_clock::now();
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 1);
    GameSetup setup;
    setup.player_count = o.players;
    setup.neutral = draw_neutral(rng);
    GameState s = new_game(setup);
    played.clear();
    while (!s.game_over()) {
      legal_actions(s, legal);
      const Action& a = legal[rng.below(legal.size())];
      played.push_back(a);
      if (apply(s, a)) throw InputError{"internal: the engine refused its own legal action"};
    }
    seconds += seconds_since(start);
    actions += static_cast<long>(played.size());
    if (keep != nullptr) keep->emplace_back(setup, played);
  }
  return seconds;
}

int run_bench(const BenchOptions& o) {
  if (o.signature_only) {
    fmt::print("{}\n", fuzzing::signature_text(fuzzing::behaviour_signature()));
    return 0;
  }
  PlayedGames games;
  games.reserve(static_cast<std::size_t>(o.games));
  long random_actions = 0;
  std::vector<double> games_per_s_runs;
  std::vector<double> random_actions_per_s_runs;
  for (int run = 0; run < o.repeat; ++run) {
    double seconds = play_random_games(o, run == 0 ? &games : nullptr, random_actions);
    games_per_s_runs.push_back(o.games / seconds);
    random_actions_per_s_runs.push_back(static_cast<double>(random_actions) / seconds);
  }

  // Their logs, read back from JSON (reading is not timed).
  std::vector<GameLog> logs;
  auto names = fuzzing::script_names(o.players);
  for (auto& [setup, actions] : games) {
    fuzzing::Counterexample whole{setup, new_game(setup), actions, {}, 0};
    GameLog log = fuzzing::counterexample_log(whole, names, "bench");
    log.expect_json.reset();
    auto read = read_log(write_log(log));
    logs.push_back(std::get<GameLog>(std::move(read)));
  }
  auto replay_all = [&](bool invariants) {
    long actions = 0;
    auto t0 = std::chrono::steady_clock::now();
    for (const GameLog& log : logs) {
      InvariantChecker checker;
      ReplayOptions options;
      if (invariants) {
        options.observer = [&checker](const Step& step) -> std::optional<StepFailure> {
          if (auto f = checker.check_step(step.before, step.action, step.after, step.events))
            return StepFailure{f->id, f->message};
          return std::nullopt;
        };
      }
      ReplayResult result = replay_log(log, options);
      if (result.verdict != Verdict::legal)
        throw InputError{"internal: a benchmark game did not replay legally"};
      actions += result.actions_applied;
    }
    return static_cast<double>(actions) / seconds_since(t0);
  };
  std::vector<double> replay_runs;
  std::vector<double> checked_runs;
  for (int run = 0; run < o.repeat; ++run) {
    replay_runs.push_back(replay_all(false));
    checked_runs.push_back(replay_all(true));
  }

  auto signature = fuzzing::signature_text(fuzzing::behaviour_signature());
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  double peak_mb = static_cast<double>(usage.ru_maxrss) / 1024.0;

  double games_per_s = median(games_per_s_runs);
  double random_actions_per_s = median(random_actions_per_s_runs);
  double replay_per_s = median(replay_runs);
  double checked_per_s = median(checked_runs);
  if (o.json) {
    nlohmann::json out = {{"players", o.players},
                          {"games", o.games},
                          {"random_games_per_s", games_per_s},
                          {"repeat", o.repeat},
                          {"random_actions_per_s", random_actions_per_s},
                          {"replay_actions_per_s", replay_per_s},
                          {"replay_checked_actions_per_s", checked_per_s},
                          {"peak_rss_mb", peak_mb},
                          {"signature", signature}};
    fmt::print("{}\n", out.dump(2));
    return 0;
  }
  fmt::print("caylus bench: {} games of {} players, one core, median of {} run(s)\n", o.games,
             o.players, o.repeat);
  fmt::print("  random games        {:>12.0f} games/s   ({:.0f} actions/s, {:.1f} actions/game)\n",
             games_per_s, random_actions_per_s, static_cast<double>(random_actions) / o.games);
  fmt::print("  replay              {:>12.0f} actions/s\n", replay_per_s);
  fmt::print("  replay + invariants {:>12.0f} actions/s\n", checked_per_s);
  fmt::print("  peak memory         {:>12.1f} MB\n", peak_mb);
  fmt::print("  signature           {:>12}\n", signature);
  return 0;
}

}  // namespace

void add_bench_command(CLI::App& app) {
  auto o = std::make_shared<BenchOptions>();
  CLI::App* bench = app.add_subcommand(
      "bench",
      "Measure random games/s, replayed actions/s (with and without invariants), peak memory, and "
      "print the behaviour signature. Use a release build.");
  bench->add_option("--games,-g", o->games, "games to play and replay")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  bench->add_option("--players,-n", o->players, "number of players")
      ->check(CLI::Range(2, 5))
      ->capture_default_str();
  bench
      ->add_option("--repeat,-r", o->repeat,
                   "measure each figure this many times and report the median")
      ->check(CLI::Range(1, 100))
      ->capture_default_str();
  bench->add_flag("--json", o->json, "print the figures as a JSON object");
  bench->add_flag("--signature", o->signature_only, "print only the behaviour signature");
  bench->callback([o] { exit_status() = run_bench(*o); });
}

}  // namespace caylus::tools
