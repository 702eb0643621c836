// `--at N | turn=T | turn=T.phase` (see moment.h).
#include "tools/moment.h"

#include <fmt/core.h>

#include <charconv>

namespace caylus {
namespace {

bool read_number(std::string_view text, int& out) {
  if (text.empty() || text.size() > 6) return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size() && out >= 0;
}

}  // namespace

std::variant<Moment, std::string> parse_moment(const std::string& text) {
  Moment m;
  m.text = text;
  if (read_number(text, m.entries)) return m;
  constexpr std::string_view kTurn = "turn=";
  std::string_view rest(text);
  if (rest.substr(0, kTurn.size()) != kTurn)
    return fmt::format(
        "--at {}: expected a number of entries (--at 12), a turn (--at turn=6) or a turn and a "
        "phase (--at turn=6.castle)",
        text);
  rest.remove_prefix(kTurn.size());
  std::string_view number = rest.substr(0, rest.find('.'));
  if (!read_number(number, m.turn) || m.turn < 1)
    return fmt::format("--at {}: '{}' is no turn number (1, 2, ...)", text, number);
  if (number.size() < rest.size()) {
    std::string_view phase = rest.substr(number.size() + 1);
    // The phase boundaries a check's `at` names too (replay/claims/claims.h).
    if (!parse_phase(phase, m.phase) || !is_phase_boundary(m.phase))
      return fmt::format("--at {}: '{}' is no phase; the phases are {}", text, phase,
                         phase_boundaries_text());
  }
  return m;
}

std::variant<int, std::string> entries_at(const GameLog& log, const Moment& moment,
                                          const ReplayOptions& options) {
  int count = static_cast<int>(log.entries.size());
  if (moment.entries >= 0) {
    if (moment.entries > count)
      return fmt::format("--at {}: the log has {} entries in actions (0 to {})", moment.entries,
                         count, count);
    return moment.entries;
  }
  // The first applied step whose state before it is at or after the moment: its entry is the
  // first not to replay. A step told of by the observer (forced ones too) carries the index of
  // the entry that prompted it.
  auto reached = [&](const GameState& s) {
    return s.turn > moment.turn || (s.turn == moment.turn && s.phase >= moment.phase);
  };
  ReplayOptions find = options;
  find.narrate = false;
  find.stop_at.reset();
  int found = -1;
  find.observer = [&](const Step& step) -> std::optional<StepFailure> {
    if (found < 0 && reached(step.before)) found = step.action_index;
    return std::nullopt;
  };
  ReplayResult r = replay_log(log, find);
  if (found < 0 && reached(r.state) && r.error == std::nullopt) found = count;
  if (found < 0)
    return fmt::format(
        "--at {}: the log never reaches turn {}{} (it stops in turn {}, phase {})", moment.text,
        moment.turn,
        moment.phase == Phase::income ? "" : ", phase " + std::string(phase_name(moment.phase)),
        r.state.turn, phase_name(r.state.phase));
  return found;
}

}  // namespace caylus
