// caylus golden: the golden games of corpus/games/ (docs/corpus.md). Each is a whole game whose
// `expect` holds the final state the engine computes. Without --update it says which golden
// games the current engine no longer agrees with; --update rewrites their `expect` from the
// current engine, keeping their actions; --replay plays them again from their recorded seed (as
// `caylus play` does) when a rule change makes the recorded actions illegal. With --playthroughs
// DIR, each game's playthrough DIR/NAME.txt (every decision and its legal choices,
// tools/playthrough.h) is compared too, and the first decision that differs is named.
#include <fmt/core.h>

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "replay/claims/checks.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/playthrough.h"
#include "tools/random_game.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

struct GoldenCommand {
  std::vector<std::string> paths;
  bool update = false;
  bool replay = false;
  std::string playthroughs;  // the directory of the playthroughs; empty: not compared
};

// The `expect` of a golden game: legal, complete, and the final state in the shape of a check,
// without the road (whose buildings and owners already show in every player's prestige and
// goods, and which would make the line unreadable).
ExpectClaims golden_expect(const ReplayResult& r) {
  ExpectClaims expect;
  expect.verdict = Verdict::legal;
  expect.complete = true;
  expect.final_claims = state_claims(r.state);
  expect.final_claims->road.reset();
  return expect;
}

// What the current engine says of the golden game's actions; `recorder` notes every decision.
ReplayResult replay_golden(const GameLog& log, PlaythroughRecorder& recorder) {
  GameLog without_expect = log;
  without_expect.expect.reset();
  ReplayOptions options;
  options.observer = recorder.observer(invariants_observer());
  options.amendment_check = invariants_state_check();
  return replay_log(without_expect, options);
}

std::string playthrough_path(const std::string& dir, const std::string& game) {
  return (std::filesystem::path(dir) / std::filesystem::path(game).stem()).string() + ".txt";
}

enum class Outcome { up_to_date, stale, broken };

// Compares the game's pinned playthrough with `current` (the decisions of this engine) and, with
// `update`, rewrites it. A pinned file that cannot be read is bad input (exit 2).
Outcome process_playthrough(const GoldenCommand& c, const std::string& game,
                            const std::vector<PlaythroughLine>& current, bool update) {
  std::string path = playthrough_path(c.playthroughs, game);
  std::string name = std::filesystem::path(game).filename().string();
  std::vector<std::string> difference;
  if (!std::filesystem::exists(path)) {
    difference.push_back(path + ": no playthrough pinned for " + game);
  } else {
    // 64 MiB: far above a whole game's decisions (a 5-player game is ~1 MiB).
    auto pinned = read_playthrough(read_file(path, std::size_t{64} << 20), path);
    if (auto d = first_difference(pinned, current, path)) difference = std::move(*d);
  }
  if (difference.empty()) {
    fmt::print("{}: up to date\n", path);
    return Outcome::up_to_date;
  }
  if (!update) {
    fmt::print("{}: out of date:\n", path);
    for (const auto& line : difference) fmt::print("  {}\n", line);
    return Outcome::stale;
  }
  write_file_atomically(path, playthrough_text(name, current));
  fmt::print("{}: updated:\n", path);
  for (const auto& line : difference) fmt::print("  {}\n", line);
  return Outcome::up_to_date;
}

Outcome worst(Outcome a, Outcome b) {
  return static_cast<int>(a) > static_cast<int>(b) ? a : b;
}

// Plays the game again from its recorded seed; the players, their order and the options must
// be those `caylus play` draws from that seed.
std::variant<GameLog, std::string> replay_from_seed(const GameLog& log) {
  if (!log.seed) return std::string("it records no seed (setup.seed): it cannot be played again");
  if (log.start_state) return std::string("it starts from a snapshot, not from a seed");
  RandomGame game = play_random_game(static_cast<int>(log.players.size()), *log.seed, log.options);
  if (game.engine_error) return *game.engine_error;
  if (game.names != log.players)
    return fmt::format(
        "its players are not those 'caylus play --players {} --seed {}' draws: it was not made "
        "by caylus play",
        log.players.size(), *log.seed);
  GameLog fresh = random_game_log(game, *log.seed);
  fresh.title = log.title;
  fresh.source = log.source;
  fresh.notes = log.notes;
  fresh.covers = log.covers;
  return fresh;
}

// The golden game's expect against the end of a legal whole game `r`; with --update or --replay,
// rewrites it.
Outcome process_expect(const GoldenCommand& c, const std::string& file, GameLog& log,
                       const ReplayResult& r, bool replayed) {
  ExpectClaims expect = golden_expect(r);
  bool stale = !log.expect || !(*log.expect == expect);
  if (!stale && !replayed) {
    fmt::print("{}: up to date\n", file);
    return Outcome::up_to_date;
  }
  std::vector<std::string> changes;
  if (replayed) changes.push_back("the actions were played again from the seed");
  if (!log.expect) {
    changes.push_back("it had no expect");
  } else if (stale) {
    for (const auto& m :
         compare_check(log.expect->final_claims.value_or(Claims{}), r.state, r.names))
      changes.push_back("final " + m.to_string());
    if (changes.empty()) changes.push_back("expect rewritten in full (new fields)");
  }
  if (!c.update && !c.replay) {
    fmt::print("{}: out of date:\n", file);
    for (const auto& change : changes) fmt::print("  {}\n", change);
    return Outcome::stale;
  }
  log.expect = expect;
  write_file_atomically(file, write_log(log));
  fmt::print("{}: updated:\n", file);
  for (const auto& change : changes) fmt::print("  {}\n", change);
  return Outcome::up_to_date;
}

// Says how the golden game stands (its expect, and its playthrough when asked) and, with --update
// or --replay, updates it.
Outcome process(const GoldenCommand& c, const std::string& file) {
  auto read = read_log_file(file);
  if (auto* error = std::get_if<LogError>(&read)) {
    fmt::print("{}: not a valid log: {}: {}\n", file, error->where(), error->message);
    return Outcome::broken;
  }
  GameLog log = std::get<GameLog>(read);
  if (log.expect) {
    std::string_view verdict = verdict_name(log.expect->verdict);
    if (log.expect->verdict != Verdict::legal) {
      fmt::print("{}: not a golden game: its expect says {}; a golden game is a legal whole game\n",
                 file, verdict);
      return Outcome::broken;
    }
  }
  bool replayed = false;
  if (c.replay) {
    auto fresh = replay_from_seed(log);
    if (auto* why = std::get_if<std::string>(&fresh)) {
      fmt::print("{}: cannot play it again: {}\n", file, *why);
      return Outcome::broken;
    }
    GameLog& again = std::get<GameLog>(fresh);
    GameLog recorded = log;
    recorded.expect.reset();
    replayed = write_log(again) != write_log(recorded);
    again.expect = log.expect;
    log = std::move(again);
  }
  PlaythroughRecorder recorder(log.players);
  ReplayResult r = replay_golden(log, recorder);
  // The playthrough first: when the rules changed, its first difference says where.
  Outcome playthrough = Outcome::up_to_date;
  if (!c.playthroughs.empty() && !r.input_error)
    playthrough =
        process_playthrough(c, file, recorder.finish(r),
                            (c.update || c.replay) && r.verdict == Verdict::legal && r.complete);
  if (r.input_error) {
    fmt::print("{}: not a valid log: {}: {}\n", file, r.input_error->where(),
               r.input_error->message);
    return Outcome::broken;
  }
  if (r.verdict != Verdict::legal || !r.complete) {
    if (r.error)
      fmt::print("{}: {}\n", error_place(file, *r.error), error_summary(r));
    else
      fmt::print("{}: the game stops in turn {}: a golden game is a whole game\n", file,
                 r.state.turn);
    fmt::print(
        "  the recorded actions no longer make a legal whole game; if the rules changed on "
        "purpose, play it again from its seed: caylus golden --replay {}\n",
        file);
    return Outcome::broken;
  }
  return worst(playthrough, process_expect(c, file, log, r, replayed));
}

int run_golden(const GoldenCommand& c) {
  std::vector<std::string> files = scenario_files(c.paths);
  if (files.empty()) throw InputError{"no golden game (*.json, *.caylus) found"};
  int stale = 0, broken = 0;
  for (const auto& file : files) {
    Outcome o = process(c, file);
    stale += o == Outcome::stale;
    broken += o == Outcome::broken;
  }
  if (stale > 0)
    fmt::print(
        "{} of {} golden games out of date; if the rules changed on purpose: caylus golden "
        "--update{}, and say why in the commit message\n",
        stale, files.size(), c.playthroughs.empty() ? "" : " --playthroughs " + c.playthroughs);
  if (broken > 0)
    fmt::print("{} of {} golden games could not be checked or updated (see above)\n", broken,
               files.size());
  return stale + broken > 0 ? 1 : 0;
}

}  // namespace

void add_golden_command(CLI::App& app) {
  auto c = std::make_shared<GoldenCommand>();
  CLI::App* golden = app.add_subcommand(
      "golden",
      "Compare the golden games (whole games, corpus/games/) with the current engine; with "
      "--update, rewrite their expect from it. With --playthroughs, also every decision and its "
      "legal choices: the first decision that differs is named.\nExit status: 0 up to date (or "
      "updated), 1 out "
      "of date or not updatable, 2 bad arguments or an unreadable playthrough.");
  golden->add_option("paths", c->paths, "golden game files or directories, e.g. corpus/games")
      ->required();
  golden->add_flag("--update,-u", c->update,
                   "rewrite each expect (verdict legal, complete, final state) from the current "
                   "engine, keeping the recorded actions");
  golden->add_flag("--replay", c->replay,
                   "play each game again from its recorded seed as 'caylus play' does (new "
                   "actions), then rewrite its expect");
  golden
      ->add_option("--playthroughs", c->playthroughs,
                   "also compare each game's playthrough DIR/NAME.txt (every decision, its "
                   "legal choices and the one taken; docs/playthrough.md) and name the first "
                   "decision that differs; with --update or --replay, rewrite it")
      ->type_name("DIR");
  golden->callback([c] { exit_status() = run_golden(*c); });
}

}  // namespace caylus::tools
