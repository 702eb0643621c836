// caylus fuzz: plays random legal games with every property checked at every step (invariants,
// legal_actions/check agreement, determinism, bounded length, an unused rule option), counts the
// game features they reach, shrinks each failure to a minimal log and writes it to --out.
// `--shard K/N` plays every N-th game of the run, `--json` prints the result as one JSON line,
// and `--merge FILES...` sums such lines: a campaign spread over many machines by an existing
// scheduler adds up to the single run over all its games (docs/testing.md).
#include <fmt/core.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "core/random.h"
#include "core/text.h"
#include "replay/json/log_json.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/fuzzing/boards.h"
#include "tools/fuzzing/features.h"
#include "tools/fuzzing/metamorphic.h"
#include "tools/fuzzing/policy.h"
#include "tools/fuzzing/properties.h"
#include "tools/fuzzing/shrink.h"

namespace caylus::tools {
namespace {

struct FuzzOptions {
  std::uint64_t games = 1000;
  std::uint64_t seed = 1;
  int players = 0;  // 0 = 2..5 in turn
  std::vector<std::string> rules;
  int jobs = 1;
  std::string out = "fuzz-counterexamples";
  int probes = 1;
  int riches = 10;
  std::string policy = "mixed";
  std::string shard;  // "K/N", empty = the whole run
  bool json = false;
  std::vector<std::string> merge;
};

// The parts of a run that must agree for shards to be merged.
nlohmann::json config_json(const FuzzOptions& o) {
  return {{"games", o.games},   {"seed", o.seed},     {"players", o.players}, {"rules", o.rules},
          {"probes", o.probes}, {"riches", o.riches}, {"policy", o.policy}};
}

fuzzing::GameScript script_of(const FuzzOptions& o, const RuleOptions& options,
                              std::uint64_t game) {
  int policy =
      o.policy == "mixed"
          ? fuzzing::kMixedPolicy
          : static_cast<int>(fuzzing::find_policy(o.policy) - fuzzing::policy_table().data());
  return fuzzing::fuzz_script(o.seed, game, o.players, o.riches, policy, options);
}

struct Found {
  std::uint64_t game;
  fuzzing::GameScript script;
  fuzzing::GameRun run;
};

// The result of a run or of merged shards: what `--json` prints and `--merge` sums.
struct Summary {
  nlohmann::json config;
  std::vector<std::string> shards;  // "K/N" of each part merged
  std::uint64_t games = 0, actions = 0;
  double seconds = 0;  // summed over the shards: machine time, not wall time
  fuzzing::FeatureCounts features;
  std::vector<nlohmann::json> counterexamples;  // by game index

  nlohmann::json to_json() const {
    nlohmann::json reached = nlohmann::json::object();
    for (std::size_t i = 0; i < features.games.size(); ++i)
      reached[fuzzing::feature_table()[i].name] = features.games[i];
    return {{"config", config},
            {"shards", shards},
            {"games", games},
            {"actions", actions},
            {"seconds", seconds},
            {"features", reached},
            {"never_reached", features.never_reached()},
            {"counterexamples", counterexamples}};
  }
};

void print_summary(const Summary& s) {
  auto never = s.features.never_reached();
  fmt::print("fuzz: features reached: {} of {}\n", s.features.games.size() - never.size(),
             s.features.games.size());
  if (!never.empty()) {
    std::string names;
    for (auto name : never) names += (names.empty() ? "" : ", ") + std::string(name);
    fmt::print("fuzz: never reached: {}\n", names);
  }
  if (s.counterexamples.empty()) {
    fmt::print("fuzz: every property held in every game\n");
    return;
  }
  std::map<std::string, int> by_property;
  for (const auto& c : s.counterexamples) ++by_property[c["property"].get<std::string>()];
  for (const auto& [property, count] : by_property)
    fmt::print("fuzz: {} broke {}\n", count_text(count, "game", "games"), property);
}

std::pair<std::uint64_t, std::uint64_t> parse_shard(const std::string& text) {
  unsigned long long k = 0, n = 0;
  char extra = 0;
  if (std::sscanf(text.c_str(), "%llu/%llu%c", &k, &n, &extra) != 2 || n == 0 || k == 0 || k > n)
    throw InputError{"--shard '" + text + "': expected K/N with 1 <= K <= N (e.g. 3/16)"};
  return {k, n};
}

// --policy boards (issue 39): each "game" of the run is a board cut from a random or guided game
// and perturbed (tools/fuzzing/boards.h); each is refused as input or replays on with every
// invariant holding. Exit 1 when one fails, with the board's log.
int run_boards(const FuzzOptions& o) {
  if (!o.rules.empty() || !o.shard.empty())
    throw InputError{"--policy boards takes no --rules and no --shard"};
  std::atomic<std::uint64_t> next{0}, refused{0}, replayed{0}, actions{0}, no_change{0};
  std::mutex failed_mutex;
  std::vector<std::pair<std::uint64_t, fuzzing::BoardTrial>> failed;
  auto worker = [&] {
    for (std::uint64_t i = next++; i < o.games; i = next++) {
      fuzzing::BoardTrial t = fuzzing::try_board(o.seed, i);
      if (t.change == "none") ++no_change;
      if (t.outcome == fuzzing::BoardOutcome::refused) ++refused;
      if (t.outcome == fuzzing::BoardOutcome::replayed) ++replayed;
      actions += t.actions;
      if (t.outcome == fuzzing::BoardOutcome::failed) {
        std::lock_guard lock(failed_mutex);
        failed.emplace_back(i, std::move(t));
      }
    }
  };
  auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  for (int j = 0; j < o.jobs; ++j) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::sort(failed.begin(), failed.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  std::FILE* words = o.json ? stderr : stdout;
  fmt::print(words,
             "fuzz: {} boards tried in {:.2f} s ({} unchanged): {} refused as input, {} replayed "
             "({} actions played on), {} failed\n",
             o.games, elapsed, no_change.load(), refused.load(), replayed.load(), actions.load(),
             failed.size());
  if (o.json)
    fmt::print("{}\n", nlohmann::json{{"config", config_json(o)},
                                      {"boards", o.games},
                                      {"refused", refused.load()},
                                      {"replayed", replayed.load()},
                                      {"failed", failed.size()},
                                      {"actions", actions.load()},
                                      {"seconds", elapsed}}
                           .dump());
  for (std::size_t k = 0; k < failed.size() && k < 3; ++k) {
    const auto& [i, t] = failed[k];
    fmt::print(words, "fuzz: board {} ({}, {}): {}\n", i, t.form, t.change, t.message);
  }
  if (failed.empty()) fmt::print(words, "fuzz: every board was refused as input or replayed\n");
  return failed.empty() ? 0 : 1;
}

int run_fuzz(const FuzzOptions& o) {
  if (o.policy == "boards") return run_boards(o);
  RuleOptions options = parse_rules(o.rules);
  if (o.jobs < 1) throw InputError{"--jobs must be at least 1"};
  if (o.policy != "mixed" && fuzzing::find_policy(o.policy) == nullptr)
    throw InputError{"unknown policy '" + o.policy + "' (" + fuzzing::policy_names() + "|mixed)"};
  auto [shard, shards] =
      o.shard.empty() ? std::pair<std::uint64_t, std::uint64_t>{1, 1} : parse_shard(o.shard);
  // This shard plays games shard-1, shard-1+N, ...: the shards of a run are disjoint and
  // together play every game of the run once.
  std::uint64_t mine = o.games >= shard ? (o.games - shard) / shards + 1 : 0;
  std::atomic<std::uint64_t> next{0}, done{0};
  std::atomic<std::uint64_t> actions{0};
  std::mutex found_mutex;
  std::vector<Found> found;
  fuzzing::FeatureCounts features;
  auto worker = [&] {
    fuzzing::FeatureCounts local;
    for (std::uint64_t j = next++; j < mine; j = next++) {
      std::uint64_t game = shard - 1 + j * shards;
      fuzzing::GameScript script = script_of(o, options, game);
      fuzzing::RunOptions run_options = fuzzing::fuzz_run_options(script, o.probes);
      fuzzing::FeatureTracker tracker;
      run_options.features = &tracker;
      fuzzing::GameRun run = fuzzing::run_script(script, run_options);
      local.add(tracker);
      actions += run.actions.size();
      if (run.failure) {
        std::lock_guard lock(found_mutex);
        found.push_back({game, script, std::move(run)});
      }
      ++done;
    }
    std::lock_guard lock(found_mutex);
    features.add(local);
  };
  auto start = std::chrono::steady_clock::now();
  auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::vector<std::thread> threads;
  for (int j = 0; j < o.jobs; ++j) threads.emplace_back(worker);
  bool tty = isatty(STDERR_FILENO) != 0;
  while (tty && done < mine) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    std::uint64_t d = done;
    std::uint64_t width = 30, filled = mine ? d * width / mine : width;
    std::size_t failures;
    {
      std::lock_guard lock(found_mutex);
      failures = found.size();
    }
    fmt::print(stderr, "\r[{}{}] {}/{} games  {:.0f} games/s  {}", std::string(filled, '='),
               std::string(width - filled, ' '), d, mine,
               static_cast<double>(d) / std::max(seconds(), 1e-9),
               count_text(static_cast<int>(failures), "failure", "failures"));
  }
  for (auto& t : threads) t.join();
  double elapsed = seconds();
  if (tty) fmt::print(stderr, "\n");

  std::sort(found.begin(), found.end(),
            [](const Found& a, const Found& b) { return a.game < b.game; });
  Summary summary;
  summary.config = config_json(o);
  summary.shards = {fmt::format("{}/{}", shard, shards)};
  summary.games = mine;
  summary.actions = actions;
  summary.seconds = elapsed;
  summary.features = features;
  for (const auto& f : found)
    summary.counterexamples.push_back(
        {{"game", f.game},
         {"seed", f.script.seed},
         {"players", f.script.players},
         {"policy", fuzzing::policy_table()[static_cast<std::size_t>(f.script.policy)].name},
         {"riches", f.script.riches},
         {"deep_turn", f.script.deep_turn},
         {"property", f.run.failure->property},
         {"step", f.run.failure->step},
         {"message",
          render_message(f.run.failure->message, fuzzing::script_names(f.script.players))}});

  // With --json, stdout holds the JSON line only; the words go to stderr.
  std::FILE* words = o.json ? stderr : stdout;
  fmt::print(words, "fuzz: {} games ({} actions) in {:.2f} s: {:.0f} games/s, {:.0f} actions/s\n",
             mine, actions.load(), elapsed, static_cast<double>(mine) / std::max(elapsed, 1e-9),
             static_cast<double>(actions) / std::max(elapsed, 1e-9));
  if (o.json) {
    fmt::print("{}\n", summary.to_json().dump());
  } else {
    print_summary(summary);
  }
  if (found.empty()) return 0;
  // One counterexample per property: the game that failed earliest, shrunk to a story.
  std::filesystem::create_directories(o.out);
  std::map<std::string, const Found*> first;
  for (const auto& f : found) {
    const Found*& slot = first[f.run.failure->property];
    if (slot == nullptr || f.run.failure->step < slot->run.failure->step) slot = &f;
  }
  for (const auto& [property_id, f] : first) {
    fuzzing::RunOptions run_options = fuzzing::fuzz_run_options(f->script, o.probes);
    fuzzing::Counterexample example = fuzzing::shrink_script(f->script, f->run, run_options);
    auto names = fuzzing::script_names(f->script.players);
    std::string how = fmt::format("caylus fuzz: players {}, game seed {} (--seed {}, game {})",
                                  f->script.players, f->script.seed, o.seed, f->game);
    std::string text = write_log(fuzzing::counterexample_log(example, names, how));
    std::string file = example.failure.property;
    for (char& c : file)
      if (c == ':' || c == '.') c = '-';
    auto path = std::filesystem::path(o.out) / fmt::format("{}-seed{}.json", file, f->script.seed);
    write_file_atomically(path.string(), text);
    fmt::print(words, "fuzz: {} after action #{}: {}\n      minimal log ({} of {} actions): {}\n",
               example.failure.property, example.failure.step,
               render_message(example.failure.message, names), example.actions.size(),
               example.original_actions, path.string());
  }
  return 1;
}

// --merge: sums the JSON lines of shards (one or more per file).
int run_merge(const FuzzOptions& o) {
  Summary total;
  bool first = true;
  std::map<std::string, std::string> seen;  // shard -> where
  for (const auto& file : o.merge) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw InputError{"cannot read '" + file + "'"};
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      std::string where = file + ":" + std::to_string(number);
      nlohmann::json part;
      try {
        part = nlohmann::json::parse(line);
        if (!first && part.at("config") != total.config)
          throw InputError{where + ": another run (config " + part.at("config").dump() + ", not " +
                           total.config.dump() + "); only shards of one run merge"};
        if (first) total.config = part.at("config");
        first = false;
        for (const auto& shard : part.at("shards")) {
          auto [it, fresh] = seen.emplace(shard.get<std::string>(), where);
          if (!fresh)
            throw InputError{where + ": shard " + it->first + " already in " + it->second};
          total.shards.push_back(it->first);
        }
        total.games += part.at("games").get<std::uint64_t>();
        total.actions += part.at("actions").get<std::uint64_t>();
        total.seconds += part.at("seconds").get<double>();
        for (const auto& [name, count] : part.at("features").items()) {
          int index = fuzzing::feature_index(name);
          if (index < 0) throw InputError{where + ": unknown feature '" + name + "'"};
          total.features.games[static_cast<std::size_t>(index)] += count.get<std::uint64_t>();
        }
        for (const auto& c : part.at("counterexamples")) total.counterexamples.push_back(c);
      } catch (const nlohmann::json::exception& e) {
        throw InputError{where + ": not a line of 'caylus fuzz --json': " + e.what()};
      }
    }
  }
  if (first) throw InputError{"--merge: no result line in the files given"};
  std::sort(total.shards.begin(), total.shards.end());
  std::sort(total.counterexamples.begin(), total.counterexamples.end(),
            [](const nlohmann::json& a, const nlohmann::json& b) {
              return a.value("game", std::uint64_t{0}) < b.value("game", std::uint64_t{0});
            });
  std::FILE* words = o.json ? stderr : stdout;
  fmt::print(words, "fuzz: merged {}: {} games ({} actions), {:.2f} s of machine time\n",
             count_text(static_cast<int>(total.shards.size()), "shard", "shards"), total.games,
             total.actions, total.seconds);
  if (o.json)
    fmt::print("{}\n", total.to_json().dump());
  else
    print_summary(total);
  return total.counterexamples.empty() ? 0 : 1;
}

}  // namespace

void add_fuzz_command(CLI::App& app) {
  auto o = std::make_shared<FuzzOptions>();
  CLI::App* fuzz = app.add_subcommand(
      "fuzz",
      "Play random legal games checking every invariant and property at every step; count the "
      "game features they reach and print those never reached; shrink each failure to a minimal "
      "log (exit 1 if any). Every other game starts rich, every fourth from a random valid "
      "mid-game state (turn 4-12). --shard K/N and --json split a campaign over machines; "
      "--merge sums their results.");
  fuzz->add_option("--games,-g", o->games, "number of games of the run (all shards together)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1000000000000}))
      ->capture_default_str();
  fuzz->add_option("--seed,-s", o->seed, "first seed; game i uses a seed derived from seed + i")
      ->capture_default_str();
  fuzz->add_option("--players,-n", o->players, "number of players (default: 2 to 5 in turn)")
      ->check(CLI::Range(kMinPlayers, kMaxPlayers));
  add_rules_option(fuzz, o->rules, "a rule option, as option=value (repeatable)");
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
  fuzz->add_option("--policy", o->policy,
                   "how decisions are drawn: uniform, guided (weighted toward what makes a game "
                   "go deep), or mixed (each game one of them, drawn from its seed); or boards: "
                   "each of the --games is a board cut from a uniform or guided game and "
                   "perturbed, which must be refused as input or replay on without an "
                   "invariant failure")
      ->capture_default_str();
  fuzz->add_option("--shard", o->shard,
                   "play only shard K of N: games K-1, K-1+N, K-1+2N, ... of the run (disjoint "
                   "shards, the same games as the whole run)");
  fuzz->add_flag("--json", o->json,
                 "print the result as one JSON line on stdout (games, actions, features reached "
                 "with counts, counterexamples); the words go to stderr");
  fuzz->add_option("--merge", o->merge,
                   "sum the --json lines of the shards of one run, read from these files, "
                   "instead of playing")
      ->expected(1, -1);
  fuzz->callback([o] { exit_status() = o->merge.empty() ? run_fuzz(*o) : run_merge(*o); });
}

}  // namespace caylus::tools
