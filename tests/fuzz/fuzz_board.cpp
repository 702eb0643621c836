// libFuzzer target over boards entering from outside (issue 39): logs that start from position
// lines or a snapshot (setup.state). A board the readers refuse must say where and why; a board
// they accept must hold every invariant's state check and play on at random (uniform play drawn
// from the input's bytes, 60 actions at most) with every invariant holding after every step.
// Anything else is an engine fault from an accepted board: the judge (replay/positions/reachable.h)
// let a board no game reaches through, or the engine is wrong. Built and run by `run_fuzz.sh
// --target board`.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "invariants/invariants.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/positions/initial_state.h"
#include "tools/fuzzing/play.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace caylus;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto result = read_log(text);
  auto* log = std::get_if<GameLog>(&result);
  if (log == nullptr) {
    const LogError& error = std::get<LogError>(result);
    if (error.message.empty() || error.where().empty()) __builtin_trap();
    return 0;
  }
  if (!log->position && !log->start_state) return 0;  // the log target's business
  auto start = initial_state(*log);
  if (auto* error = std::get_if<LogError>(&start)) {
    if (error->message.empty() || error->where().empty()) __builtin_trap();
    return 0;
  }
  GameState s = std::get<GameState>(start);
  InvariantChecker checker;
  if (checker.check_state(s)) __builtin_trap();  // an accepted board no game reaches
  std::uint64_t seed = 1469598103934665603ULL;
  for (std::size_t i = 0; i < size; ++i) seed = (seed ^ data[i]) * 1099511628211ULL;
  SplitMix64 rng(seed);
  std::vector<Action> legal;
  bool failed = false;
  auto observe = [&](const GameState& before, const Action& a, const GameState& after,
                     const EventSink& events) {
    failed = checker.check_step(before, a, after, events).has_value();
    return !failed;
  };
  fuzzing::PlayOutcome out = fuzzing::play(s, legal, fuzzing::uniform_choice(rng),
                                           {.max_actions = 60}, fuzzing::KeepPlaying{}, observe);
  if (failed || out.engine_bug()) __builtin_trap();  // an engine fault from an accepted board
  return 0;
}
