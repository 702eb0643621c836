// caylus play: plays a game with uniformly random legal decisions, prints the final scores and
// writes the log.
#include <fmt/core.h>

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/random.h"
#include "replay/log_json.h"
#include "tools/commands.h"

namespace caylus::tools {
namespace {

// The rulebook's colours, in the order the box lists them.
const std::vector<std::string> kColours = {"blue", "red", "green", "orange", "black"};

struct PlayOptions {
  int players = 4;
  std::uint64_t seed = 1;
  std::vector<std::string> rules;
  std::string out;
};

// The game's log (LOG_FORMAT.md): the seed, and the neutral order it drew, so that the log
// reads the same with or without the seed; non-default rule options only.
void write_game_log(const PlayOptions& o, const GameSetup& setup,
                    const std::vector<std::string>& names, const std::vector<Action>& played) {
  GameLog log;
  log.options = setup.options;
  log.players = names;
  log.neutral = setup.neutral;
  log.seed = o.seed;
  log.title = fmt::format("caylus play --players {} --seed {}", o.players, o.seed);
  for (const auto& rule : o.rules) *log.title += " --rules " + rule;
  for (const Action& a : played) {
    LogEntry entry;
    entry.action = a;
    log.entries.push_back(entry);
  }
  std::ofstream file(o.out, std::ios::binary);
  file << write_log(log);
  file.close();
  if (!file) throw InputError{"cannot write the log to '" + o.out + "'"};
}

int run_play(const PlayOptions& o) {
  GameSetup setup;
  setup.player_count = o.players;
  setup.options = parse_rules(o.rules);
  SplitMix64 rng(o.seed);
  setup.neutral = draw_neutral(rng);
  std::vector<std::string> names(kColours.begin(), kColours.begin() + o.players);
  rng.shuffle(std::span<std::string>(names));  // setup.turn_order: random
  GameState s = new_game(setup);
  std::vector<Action> legal, played;
  while (!s.game_over()) {
    legal_actions(s, legal);
    const Action& a = legal[rng.below(legal.size())];
    played.push_back(a);
    if (auto v = apply(s, a)) {
      fmt::print(stderr, "caylus: internal error: the engine refused its own legal action {}: {}\n",
                 render_message(action_to_string(a), names), v->rule_text());
      return 3;
    }
  }
  if (!o.out.empty()) write_game_log(o, setup, names, played);
  fmt::print("Caylus, {} players, seed {}, turns {}, actions {}\n", o.players, o.seed, s.turn,
             played.size());
  auto best = winners(s);
  for (int i = 0; i < s.player_count; ++i) {
    PlayerIndex p = s.turn_order[i];
    bool won = std::find(best.begin(), best.end(), p) != best.end();
    fmt::print("  {:<8} {:>3} PP{}\n", names[p], s.player(p).goods.prestige, won ? "  winner" : "");
  }
  std::string winner_names;
  for (PlayerIndex p : best) winner_names += (winner_names.empty() ? "" : ", ") + names[p];
  fmt::print("{}: {}\n", best.size() > 1 ? "winners (tied)" : "winner", winner_names);
  return 0;
}

}  // namespace

void add_play_command(CLI::App& app) {
  auto options = std::make_shared<PlayOptions>();
  CLI::App* play = app.add_subcommand(
      "play", "Play a game with uniformly random legal decisions and write its log.");
  play->add_option("--players,-n", options->players, "number of players")
      ->check(CLI::Range(2, 5))
      ->capture_default_str();
  play->add_option("--seed,-s", options->seed,
                   "seed of the game: the board, the turn order and every decision")
      ->capture_default_str();
  play->add_option("--rules,-r", options->rules,
                   "a rule option, as option=value (repeatable); see 'caylus rules'");
  play->add_option("--out,-o", options->out, "write the game's log (JSON) to this file");
  play->callback([options] { exit_status() = run_play(*options); });
}

}  // namespace caylus::tools
