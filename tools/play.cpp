// caylus play: plays a game with random legal decisions (uniform, or the guided policy), prints
// the final scores and writes the log.
#include <fmt/core.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "replay/json/log_json.h"
#include "replay/notation/notation.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/fuzzing/policy.h"
#include "tools/language.h"
#include "tools/random_game.h"

namespace caylus::tools {
namespace {

struct PlayOptions {
  int players = 4;
  std::uint64_t seed = 1;
  std::vector<std::string> rules;
  std::string out;
  std::string format = "json";
  std::string policy = "uniform";
  std::string lang;  // --lang (tools/language.h): the scores' lines and its refusals
};

int run_play(const PlayOptions& o) {
  use_language(o.lang, locale_environment());
  const fuzzing::PolicyInfo* policy = fuzzing::find_policy(o.policy);
  if (policy == nullptr)
    throw InputError{fill_in(tr("unknown policy '{0}' ({1})"), o.policy, fuzzing::policy_names())};
  RandomGame game = play_random_game(o.players, o.seed, parse_rules(o.rules),
                                     static_cast<int>(policy - fuzzing::policy_table().data()));
  if (game.engine_error) {
    fmt::print(stderr, "caylus: internal error: {}\n", *game.engine_error);
    return 3;
  }
  if (!o.out.empty()) {
    GameLog log = random_game_log(game, o.seed);
    log.title = fmt::format("caylus play --players {} --seed {}", o.players, o.seed);
    if (o.policy != "uniform") *log.title += " --policy " + o.policy;
    for (const auto& rule : o.rules) *log.title += " --rules " + rule;
    write_file_atomically(o.out, o.format == "text" ? write_text_log(log) : write_log(log));
  }
  const GameState& s = game.final_state;
  const auto& names = game.names;
  fmt::print("{}\n", fill_in(tr("Caylus, {0} players, seed {1}, turns {2}, actions {3}"), o.players,
                             o.seed, s.turn, game.actions.size()));
  auto best = winners(s);
  for (int i = 0; i < s.player_count; ++i) {
    PlayerIndex p = s.turn_order[i];
    bool won = std::find(best.begin(), best.end(), p) != best.end();
    fmt::print("  {:<8} {:>3} {}{}\n", names[p], s.player(p).goods.prestige, tr("PP"),
               won ? "  " + std::string(tr("winner")) : "");
  }
  std::string winner_names;
  for (PlayerIndex p : best) winner_names += (winner_names.empty() ? "" : ", ") + names[p];
  fmt::print("{}\n", fill_in(best.size() > 1 ? tr("winners (tied): {0}") : tr("winner: {0}"),
                             winner_names));
  return 0;
}

}  // namespace

void add_play_command(CLI::App& app) {
  auto options = std::make_shared<PlayOptions>();
  CLI::App* play = app.add_subcommand(
      "play",
      "Play a game with random legal decisions (uniform, or weighted by --policy guided) and "
      "write its log.");
  play->add_option("--players,-n", options->players, "number of players")
      ->check(CLI::Range(kMinPlayers, kMaxPlayers))
      ->capture_default_str();
  play->add_option("--seed,-s", options->seed,
                   "seed of the game: the board, the turn order and every decision")
      ->capture_default_str();
  add_rules_option(play, options->rules);
  play->add_option("--out,-o", options->out, "write the game's log to this file");
  play->add_option("--format", options->format,
                   "the log's form: json, or text (the notation of docs/notation.md)")
      ->check(CLI::IsMember({"json", "text"}))
      ->capture_default_str();
  play->add_option("--policy", options->policy,
                   "how decisions are drawn: uniform (every legal action equally likely) or "
                   "guided (weighted toward batches, building, the lawyer, high favor columns, "
                   "the joust; still random over every legal action)")
      ->capture_default_str();
  add_language_option(play, options->lang);
  play->callback([options] { exit_status() = run_play(*options); });
}

}  // namespace caylus::tools
