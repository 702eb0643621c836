// caylus bench: the engine's speed and its behaviour signature (issue 7), on one core.
//   random_games_per_s           games played with uniformly random legal decisions
//   replay_actions_per_s         actions replayed from logs (caylus replay without invariants)
//   replay_checked_actions_per_s the same with every invariant checked after every action
//   peak_rss_mb                  the process's peak resident memory (games are streamed in blocks)
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
#include "core/text.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/replay_invariants.h"
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

// The games are measured in blocks of kBlockGames: a block is played, read back as logs and
// replayed, then dropped, so memory stays flat at any --games (issue 15: peak RSS <= 64 MB; a
// parsed 4-player log is ~80 KB, so holding 3,000 of them took 235 MB). Within a block each
// figure is measured --repeat times, and run r of each figure sums run r of every block: the
// median is taken over these sums, as if each run had measured every game in one go.
constexpr int kBlockGames = 64;

struct Timings {
  std::vector<double> play_seconds, replay_seconds, checked_seconds;
  long random_actions = 0;  // per run
  long replay_actions = 0;  // per run (forced actions included)
  explicit Timings(int repeat)
      : play_seconds(repeat, 0.0), replay_seconds(repeat, 0.0), checked_seconds(repeat, 0.0) {}
};

// Plays the games first .. first + count - 1 the way `caylus fuzz` plays them: one game at a time
// into a reused action list; each decision's legal actions counted and one drawn from them
// (play_uniform: the same games as drawing from legal_actions' list, without writing the
// placements out). Each action is applied in the engine's trusted mode (Trust::legal): it comes
// from the legal set, whose every action passed the check a moment before. Returns the
// seconds spent playing. The games are not recorded here: record_games plays them again for the
// replay figures, untimed, so that every timed run plays the same way (recording in the timed
// loop slowed the first run only). Never inlined, so that callgrind can count its instructions
// alone (--toggle-collect, docs/testing.md).
GameSetup bench_setup(const BenchOptions& o, SplitMix64& rng) {
  GameSetup setup;
  setup.player_count = o.players;
  setup.neutral = draw_neutral(rng);
  return setup;
}

[[gnu::noinline]] double play_random_games(const BenchOptions& o, int first, int count,
                                           long& actions) {
  std::vector<Action> legal;
  double seconds = 0;
  for (int game = first; game < first + count; ++game) {
    auto start = std::chrono::steady_clock::now();
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 1);
    GameState s = new_game(bench_setup(o, rng));
    fuzzing::PlayOutcome out = fuzzing::play_uniform(s, legal, rng, {.apply = Trust::legal});
    if (out.engine_bug()) throw InputError{"internal: " + out.engine_error(s)};
    seconds += seconds_since(start);
    actions += static_cast<long>(out.actions);
  }
  return seconds;
}

// The same games as play_random_games (same seeds, same draws), with their actions kept: the logs
// of the replay figures.
using PlayedGame = std::pair<GameSetup, std::vector<Action>>;
std::vector<PlayedGame> record_games(const BenchOptions& o, int first, int count) {
  std::vector<PlayedGame> games;
  std::vector<Action> legal;
  for (int game = first; game < first + count; ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 1);
    GameSetup setup = bench_setup(o, rng);
    GameState s = new_game(setup);
    std::vector<Action> played;
    fuzzing::PlayOutcome out = fuzzing::play_uniform(
        s, legal, rng, {.apply = Trust::legal},
        [&played](const GameState&, const Action& a) { played.push_back(a); });
    if (out.engine_bug()) throw InputError{"internal: " + out.engine_error(s)};
    games.emplace_back(setup, std::move(played));
  }
  return games;
}

// Replays every log (caylus replay, with or without every invariant); returns the seconds.
// Never inlined, for callgrind's --toggle-collect.
[[gnu::noinline]] double replay_logs(const std::vector<GameLog>& logs, bool invariants,
                                     long& actions) {
  auto t0 = std::chrono::steady_clock::now();
  for (const GameLog& log : logs) {
    ReplayOptions options;
    if (invariants) options.observer = fuzzing::invariants_observer();
    options.reasons = false;  // as caylus replay: the invariants read the facts alone
    ReplayResult result = replay_log(log, options);
    if (result.verdict != Verdict::legal)
      throw InputError{"internal: a benchmark game did not replay legally"};
    actions += result.actions_applied;
  }
  return seconds_since(t0);
}

// One block of games: played --repeat times, recorded and read back from JSON once (not timed),
// replayed --repeat times without and with invariants.
void measure_block(const BenchOptions& o, int first, int count, Timings& t) {
  for (int run = 0; run < o.repeat; ++run) {
    long actions = 0;
    t.play_seconds[run] += play_random_games(o, first, count, actions);
    if (run == 0) t.random_actions += actions;
  }
  std::vector<PlayedGame> games = record_games(o, first, count);
  std::vector<GameLog> logs;
  auto names = fuzzing::script_names(o.players);
  for (auto& [setup, actions] : games) {
    fuzzing::Counterexample whole{setup, new_game(setup), actions, {}, 0};
    GameLog log = fuzzing::counterexample_log(whole, names, "bench");
    log.expect.reset();
    auto read = read_log(write_log(log));
    logs.push_back(std::get<GameLog>(std::move(read)));
  }
  games.clear();
  for (int run = 0; run < o.repeat; ++run) {
    long actions = 0;
    t.replay_seconds[run] += replay_logs(logs, false, actions);
    if (run == 0) t.replay_actions += actions;
    t.checked_seconds[run] += replay_logs(logs, true, actions);
  }
}

int run_bench(const BenchOptions& o) {
  if (o.signature_only) {
    fmt::print("{}\n", fuzzing::signature_text(fuzzing::behaviour_signature()));
    return 0;
  }
  Timings t(o.repeat);
  for (int first = 0; first < o.games; first += kBlockGames)
    measure_block(o, first, std::min(kBlockGames, o.games - first), t);
  std::vector<double> games_per_s_runs, random_actions_per_s_runs, replay_runs, checked_runs;
  for (int run = 0; run < o.repeat; ++run) {
    games_per_s_runs.push_back(o.games / t.play_seconds[run]);
    random_actions_per_s_runs.push_back(static_cast<double>(t.random_actions) /
                                        t.play_seconds[run]);
    replay_runs.push_back(static_cast<double>(t.replay_actions) / t.replay_seconds[run]);
    checked_runs.push_back(static_cast<double>(t.replay_actions) / t.checked_seconds[run]);
  }
  long random_actions = t.random_actions;

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
  fmt::print("caylus bench: {} games of {} players, one core, median of {}\n", o.games, o.players,
             count_text(o.repeat, "run", "runs"));
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
      ->check(CLI::Range(kMinPlayers, kMaxPlayers))
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
