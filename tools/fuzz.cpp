// caylus fuzz: plays random legal games with every property checked at every step (invariants,
// legal_actions/check agreement, determinism, bounded length), shrinks each failure to a minimal
// log and writes it to --out.
#include <fmt/core.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <thread>

#include "core/random.h"
#include "replay/log_json.h"
#include "tools/commands.h"
#include "tools/fuzzing/properties.h"
#include "tools/fuzzing/shrink.h"

namespace caylus::tools {
namespace {

struct FuzzOptions {
  int games = 1000;
  std::uint64_t seed = 1;
  int players = 0;  // 0 = 2..5 in turn
  std::vector<std::string> rules;
  int jobs = 1;
  std::string out = "fuzz-counterexamples";
  int probes = 1;
  int riches = 10;
};

struct Found {
  fuzzing::GameScript script;
  fuzzing::GameRun run;
};

int run_fuzz(const FuzzOptions& o) {
  RuleOptions options = parse_rules(o.rules);
  if (o.jobs < 1) throw InputError{"--jobs must be at least 1"};
  std::atomic<int> next{0}, done{0};
  std::atomic<long> actions{0};
  std::mutex found_mutex;
  std::vector<Found> found;
  auto script_of = [&](int i) {
    fuzzing::GameScript script;
    script.players = o.players != 0 ? o.players : 2 + i % 4;
    // One seed per game, derived from --seed; the counterexample notes name it.
    script.seed = SplitMix64(o.seed + static_cast<std::uint64_t>(i)).next();
    script.options = options;
    // Every other game starts rich (see GameScript::riches) to reach castle-heavy situations.
    script.riches = i % 2 == 1 ? o.riches : 0;
    return script;
  };
  auto worker = [&] {
    for (int i = next++; i < o.games; i = next++) {
      fuzzing::GameScript script = script_of(i);
      fuzzing::RunOptions run_options{.probes_per_step = o.probes, .probe_seed = script.seed};
      fuzzing::GameRun run = fuzzing::run_script(script, run_options);
      actions += static_cast<long>(run.actions.size());
      if (run.failure) {
        std::lock_guard lock(found_mutex);
        found.push_back({script, std::move(run)});
      }
      ++done;
    }
  };
  auto start = std::chrono::steady_clock::now();
  auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::vector<std::thread> threads;
  for (int j = 0; j < o.jobs; ++j) threads.emplace_back(worker);
  bool tty = isatty(STDERR_FILENO) != 0;
  while (tty && done < o.games) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    int d = done;
    int width = 30, filled = o.games ? d * width / o.games : width;
    std::size_t failures;
    {
      std::lock_guard lock(found_mutex);
      failures = found.size();
    }
    fmt::print(stderr, "\r[{}{}] {}/{} games  {:.0f} games/s  {} failure(s)",
               std::string(filled, '='), std::string(width - filled, ' '), d, o.games,
               d / std::max(seconds(), 1e-9), failures);
  }
  for (auto& t : threads) t.join();
  double elapsed = seconds();
  if (tty) fmt::print(stderr, "\n");

  fmt::print("fuzz: {} games ({} actions) in {:.2f} s: {:.0f} games/s, {:.0f} actions/s\n", o.games,
             actions.load(), elapsed, o.games / std::max(elapsed, 1e-9),
             static_cast<double>(actions) / std::max(elapsed, 1e-9));
  if (found.empty()) {
    fmt::print("fuzz: every property held in every game\n");
    return 0;
  }
  std::map<std::string, int> by_property;
  for (const auto& f : found) ++by_property[f.run.failure->property];
  for (const auto& [property, count] : by_property)
    fmt::print("fuzz: {} game(s) broke {}\n", count, property);
  // One counterexample per property: the game that failed earliest, shrunk to a story.
  std::filesystem::create_directories(o.out);
  std::map<std::string, const Found*> first;
  for (const auto& f : found) {
    const Found*& slot = first[f.run.failure->property];
    if (slot == nullptr || f.run.failure->step < slot->run.failure->step) slot = &f;
  }
  for (const auto& [property_id, f] : first) {
    fuzzing::RunOptions run_options{.probes_per_step = o.probes, .probe_seed = f->script.seed};
    fuzzing::Counterexample example = fuzzing::shrink_script(f->script, f->run, run_options);
    auto names = fuzzing::script_names(f->script.players);
    std::string how = fmt::format("caylus fuzz: players {}, game seed {} (--seed {})",
                                  f->script.players, f->script.seed, o.seed);
    std::string text = write_log(fuzzing::counterexample_log(example, names, how));
    std::string file = example.failure.property;
    for (char& c : file)
      if (c == ':' || c == '.') c = '-';
    auto path = std::filesystem::path(o.out) / fmt::format("{}-seed{}.json", file, f->script.seed);
    std::ofstream(path) << text;
    fmt::print("fuzz: {} after action #{}: {}\n      minimal log ({} of {} actions): {}\n",
               example.failure.property, example.failure.step,
               render_message(example.failure.message, names), example.actions.size(),
               example.original_actions, path.string());
  }
  return 1;
}

}  // namespace

void add_fuzz_command(CLI::App& app) {
  auto o = std::make_shared<FuzzOptions>();
  CLI::App* fuzz = app.add_subcommand(
      "fuzz",
      "Play random legal games checking every invariant and property at every step; shrink each "
      "failure to a minimal log (exit 1 if any).");
  fuzz->add_option("--games,-g", o->games, "number of games")
      ->check(CLI::Range(1, 100000000))
      ->capture_default_str();
  fuzz->add_option("--seed,-s", o->seed, "first seed; game i uses a seed derived from seed + i")
      ->capture_default_str();
  fuzz->add_option("--players,-n", o->players, "number of players (default: 2 to 5 in turn)")
      ->check(CLI::Range(2, 5));
  fuzz->add_option("--rules,-r", o->rules, "a rule option, as option=value (repeatable)");
  fuzz->add_option("--jobs,-j", o->jobs, "games played in parallel")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  fuzz->add_option("--out,-o", o->out, "directory for the minimal logs of counterexamples")
      ->capture_default_str();
  fuzz->add_option("--probes", o->probes, "near-miss actions checked per decision")
      ->check(CLI::Range(0, 100))
      ->capture_default_str();
  fuzz->add_option("--riches", o->riches,
                   "extra cubes of each type (and 3x deniers) for every player in every other "
                   "game, 0 for none")
      ->check(CLI::Range(0, 50))
      ->capture_default_str();
  fuzz->callback([o] { exit_status() = run_fuzz(*o); });
}

}  // namespace caylus::tools
