// Golden playthroughs (docs/playthrough.md): for a golden game, every decision with its legal
// choices in the engine's order and the one the game took, one line each. A signature or a final
// score says *that* behaviour changed; the first line that differs says *where* (STYLE.md, "Show
// where behaviour changed"; OpenSpiel's playthrough files).
//
//   PlaythroughRecorder recorder(log.players);
//   options.observer = recorder.observer(invariants_observer());
//   ReplayResult r = replay_log(log, options);
//   std::string text = playthrough_text("golden-4p.json", recorder.finish(r));
//   auto difference = first_difference(pinned_text, text);  // nullopt: the same decisions
//
// A line: "56 t3 placement red: pass | place farm | *place quarry | ..." — the action number of
// `caylus replay` (the log entry), the turn, the phase (with "/kind" when the decision is not the
// phase's own, e.g. "activation/favor"), the deciding player, then the choices in the notation
// without the player's name, the chosen one marked '*'. Lines starting with '#' are comments.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "replay/replayer.h"

namespace caylus::tools {

// One decision of a playthrough.
struct PlaythroughLine {
  int line = 0;  // in its file (1-based, comments counted); 0 for one not read from a file
  int entry = -1;
  int turn = 0;
  std::string phase;  // "placement", "activation/favor", ...
  std::string player;
  std::vector<std::string> choices;  // in the engine's order, without '*'
  std::string chosen;                // one of `choices`; empty when it was refused (below)
  std::string refused;               // the recorded action the rules now refuse, with its rule id
  std::string text;                  // the line as written
};

// Collects the decisions of one replay (as a StepObserver in front of another one).
class PlaythroughRecorder {
 public:
  explicit PlaythroughRecorder(std::vector<std::string> names);
  // An observer that records the decision of each applied step, then asks `next` (may be empty).
  StepObserver observer(StepObserver next);
  // The decisions, and when the replay stopped on a refused action, that last decision with what
  // was refused.
  std::vector<PlaythroughLine> finish(const ReplayResult& result);

 private:
  std::vector<std::string> names_;
  std::vector<PlaythroughLine> lines_;
  std::vector<Action> legal_;
};

// The line as written in a playthrough file.
std::string playthrough_line_text(const PlaythroughLine& line);
// The whole file: a header of comments naming `game` (a file name), then one line per decision.
std::string playthrough_text(const std::string& game, const std::vector<PlaythroughLine>& lines);

// The decisions of a playthrough file's text. A line that is not a decision throws InputError
// naming `file` and the line.
std::vector<PlaythroughLine> read_playthrough(const std::string& text, const std::string& file);

// The first decision where `current` differs from `pinned`, in words: several lines, the first
// naming the pinned file's line ("FILE:57: ...") and the decision; then the choices no longer
// legal, the choices newly legal, and the chosen one if it changed. nullopt when they agree.
std::optional<std::vector<std::string>> first_difference(
    const std::vector<PlaythroughLine>& pinned, const std::vector<PlaythroughLine>& current,
    const std::string& file);

}  // namespace caylus::tools
