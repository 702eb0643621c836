// The moment of a game that `--at` names (docs/replay.md, "--at"): `N`, the first N entries of
// the log; `turn=6`, the state as turn 6 begins (its income collected, before its first
// decision); `turn=6.castle`, as the castle phase of turn 6 begins (before its first decision).
// Every option `--at` of the tools takes these three forms.
#pragma once

#include <string>
#include <variant>

#include "core/types.h"
#include "replay/log/log.h"
#include "replay/replayer.h"

namespace caylus {

struct Moment {
  int entries = -1;  // `N`: the number of entries; -1 when given by turn
  int turn = 0;      // `turn=T[.phase]`
  Phase phase = Phase::income;
  std::string text;  // as written, for messages
};

// The moment `text` names, or why it names none (a message for exit 2).
std::variant<Moment, std::string> parse_moment(const std::string& text);

// The number of entries of `log` to replay to stand at `moment`: N itself (checked against the
// log's length), or the entries before the first decision whose state is at or after the turn
// and phase (a replay with `options`, observer and narration left out). A message when the log
// has no such entry or never reaches that moment.
std::variant<int, std::string> entries_at(const GameLog& log, const Moment& moment,
                                          const ReplayOptions& options);

}  // namespace caylus
