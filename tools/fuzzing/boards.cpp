// Perturbed boards (tools/fuzzing/boards.h).
#include "tools/fuzzing/boards.h"

#include <nlohmann/json.hpp>

#include "core/random.h"
#include "invariants/invariants.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/position_cut.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/position.h"
#include "replay/positions/snapshot.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/policy.h"
#include "tools/fuzzing/properties.h"
#include "tools/fuzzing/shrink.h"

namespace caylus::fuzzing {
namespace {

using Json = nlohmann::json;

// Every number of the board with its JSON pointer: the fields a perturbation moves by one.
void numbers(const Json& j, const std::string& at, std::vector<std::string>& out) {
  if (j.is_number_integer()) {
    out.push_back(at);
    return;
  }
  if (j.is_object())
    for (const auto& [key, value] : j.items()) numbers(value, at + "/" + key, out);
  if (j.is_array())
    for (std::size_t i = 0; i < j.size(); ++i) numbers(j[i], at + "/" + std::to_string(i), out);
}

// The road spaces of the board with a building (its "road" object: space -> {building, ...}).
std::vector<std::string> built(const Json& board) {
  std::vector<std::string> out;
  if (const auto road = board.find("road"); road != board.end() && road->is_object())
    for (const auto& [space, value] : road->items())
      if (value.is_object() && value.contains("building") && !value["building"].is_null())
        out.push_back(space);
  return out;
}

// One perturbation of `board` (a position or a snapshot as JSON), drawn from `rng`; its words.
std::string perturb(Json& board, SplitMix64& rng) {
  switch (rng.below(6)) {
    case 0:  // nothing: a real moment is never refused
      return "none";
    case 1:
    case 2: {  // a field moved by one
      std::vector<std::string> paths;
      numbers(board, "", paths);
      if (paths.empty()) return "none";
      Json::json_pointer at(paths[rng.below(paths.size())]);
      int value = board[at].get<int>();
      int by = value == 0 || rng.below(2) == 0 ? 1 : -1;
      board[at] = value + by;
      return at.to_string() + (by > 0 ? " +1" : " -1");
    }
    case 3: {  // a section scored or not
      static const char* kSections[] = {"dungeon", "walls", "towers"};
      std::string section = kSections[rng.below(3)];
      Json scored = board.value("scored", Json::array());
      Json out = Json::array();
      bool was = false;
      for (const auto& s : scored)
        if (s == section)
          was = true;
        else
          out.push_back(s);
      if (!was) out.push_back(section);
      board["scored"] = out;
      return section + (was ? " not scored" : " scored");
    }
    case 4: {  // a worker moved to another building, or a house to another owner
      std::vector<std::string> spaces = built(board);
      if (spaces.size() < 2) return "none";
      std::string from = spaces[rng.below(spaces.size())];
      std::string to = spaces[rng.below(spaces.size())];
      Json& a = board["road"][from];
      Json& b = board["road"][to];
      std::string part = rng.below(2) == 0 ? "worker" : "owner";
      Json moved = a.value(part, Json());
      a[part] = b.value(part, Json());
      b[part] = moved;
      if (a[part].is_null()) a.erase(part);
      if (b[part].is_null()) b.erase(part);
      return "road." + from + "." + part + " <-> road." + to + "." + part;
    }
    default: {  // the phase moved by one
      static const char* kPhases[] = {"income",     "placement", "special",     "provost",
                                      "activation", "castle",    "end_of_turn", "game_over"};
      std::string phase = board.value("phase", std::string("placement"));
      int i = 0;
      while (i < 7 && phase != kPhases[i]) ++i;
      i = std::clamp(i + (rng.below(2) == 0 ? 1 : -1), 1, 6);
      board["phase"] = kPhases[i];
      return std::string("phase ") + kPhases[i];
    }
  }
}

}  // namespace

BoardTrial try_board(std::uint64_t seed, std::uint64_t index) {
  BoardTrial trial;
  SplitMix64 rng(SplitMix64(seed * 0x9E3779B97F4A7C15ULL + index).next());
  GameScript script;
  script.players = 2 + static_cast<int>(index % 4);
  script.seed = rng.next();
  script.policy = (index / 4) % 2 == 0 ? kUniformPolicy : kGuidedPolicy;
  RunOptions play_only;
  play_only.record_states = true;
  play_only.probes_per_step = 0;
  play_only.check_properties = false;
  GameRun run = run_script(script, play_only);
  auto names = script_names(script.players);
  Counterexample whole{run.setup, run.start, run.actions, {}, 0};
  GameLog game = counterexample_log(whole, names, "caylus fuzz --policy boards");
  int at = static_cast<int>(rng.below(run.actions.size() + 1));

  // The board as a log with no action: a position or a snapshot.
  GameLog board_log;
  board_log.players = names;
  trial.form = index % 2 == 0 ? "position" : "snapshot";
  if (trial.form == "position") {
    board_log.neutral = game.neutral;
    auto cut = position_at(game, at);
    if (auto* error = std::get_if<LogError>(&cut)) {
      trial.outcome = BoardOutcome::failed;
      trial.message = "the cut of a real game is refused: " + error->message;
      return trial;
    }
    board_log.position = std::get<PositionCut>(cut).position;
  } else {
    board_log.start_state = at == 0 ? run.start : run.states[static_cast<std::size_t>(at - 1)];
    if (board_log.start_state->game_over()) board_log.start_state = run.start;
  }
  Json document = Json::parse(write_log(board_log));
  Json& board =
      trial.form == "position" ? document["setup"]["position"] : document["setup"]["state"];
  trial.change = perturb(board, rng);
  std::string text = document.dump(1);

  auto read = read_log(text);
  if (auto* error = std::get_if<LogError>(&read)) {
    trial.outcome = BoardOutcome::refused;
    trial.message = error->where() + ": " + error->message;
    if (trial.change == "none") {  // a moment of a real game refused: the judge is wrong
      trial.outcome = BoardOutcome::failed;
      trial.message = "a real " + trial.form + " is refused: " + trial.message + "\n" + text;
    }
    return trial;
  }
  const GameLog& log = std::get<GameLog>(read);
  auto start = initial_state(log);
  if (auto* error = std::get_if<LogError>(&start)) {
    trial.outcome = BoardOutcome::refused;
    trial.message = error->where() + ": " + error->message;
    return trial;
  }
  GameState s = std::get<GameState>(start);
  InvariantChecker checker;
  std::optional<InvariantFailure> failure = checker.check_state(s);
  std::string when = "on the board itself";
  if (!failure) {
    std::vector<Action> legal;
    SplitMix64 play_rng(rng.next());
    auto observe = [&](const GameState& before, const Action& a, const GameState& after,
                       const EventSink& events) {
      ++trial.actions;
      failure = checker.check_step(before, a, after, events);
      if (failure) when = "after the action " + render_message(action_to_string(a), names);
      return !failure;
    };
    PlayOutcome out =
        play(s, legal, uniform_choice(play_rng), {.max_actions = 200}, KeepPlaying{}, observe);
    if (out.engine_bug()) {
      trial.outcome = BoardOutcome::failed;
      trial.message = out.engine_error(s, names) + "\n" + text;
      return trial;
    }
  }
  if (failure) {
    trial.outcome = BoardOutcome::failed;
    trial.message = "invariant " + failure->id + " fails " + when + ": " +
                    render_message(failure->message, names) + "\n" + text;
    return trial;
  }
  trial.outcome = BoardOutcome::replayed;
  return trial;
}

}  // namespace caylus::fuzzing
