// Golden playthroughs: recording the decisions of a replay, writing and reading the file, and the
// first decision where two playthroughs differ (tools/playthrough.h, docs/playthrough.md).
#include "tools/playthrough.h"

#include <fmt/core.h>

#include <algorithm>
#include <charconv>
#include <string_view>
#include <utility>

#include "core/text.h"
#include "replay/notation/notation.h"
#include "tools/commands.h"

namespace caylus::tools {
namespace {

constexpr std::string_view kSeparator = " | ";
constexpr std::string_view kRefused = " || refused: ";

// The notation without the player's name: the line names the player once.
std::string without_player(std::string text, const std::string& player) {
  if (text.size() > player.size() && text.compare(0, player.size(), player) == 0 &&
      text[player.size()] == ' ')
    text.erase(0, player.size() + 1);
  return text;
}

std::string phase_text(const GameState& s) {
  std::string phase(phase_name(s.phase));
  std::string_view kind = decision_kind_name(s.decision.kind);
  if (kind != phase) phase += "/" + std::string(kind);
  return phase;
}

std::string player_name(const std::vector<std::string>& names, PlayerIndex p) {
  if (p >= 0 && static_cast<std::size_t>(p) < names.size()) return names[p];
  return "nobody";
}

// The decision pending in `s`: its place and its legal choices.
PlaythroughLine decision_line(const GameState& s, const std::vector<std::string>& names, int entry,
                              std::vector<Action>& legal) {
  PlaythroughLine line;
  line.entry = entry;
  line.turn = s.turn;
  line.phase = phase_text(s);
  line.player = player_name(names, s.decision.player);
  legal_actions(s, legal);
  for (const Action& a : legal)
    line.choices.push_back(without_player(action_notation(s, a, names), line.player));
  return line;
}

std::vector<std::string> split(std::string_view text, std::string_view separator) {
  std::vector<std::string> parts;
  for (;;) {
    std::size_t at = text.find(separator);
    parts.emplace_back(text.substr(0, at));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + separator.size());
  }
}

bool read_int(std::string_view text, int& value) {
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc{} && end == text.data() + text.size();
}

std::string place_text(const PlaythroughLine& l) {
  return fmt::format("action #{} (turn {}, phase {}, player {})", l.entry, l.turn, l.phase,
                     l.player);
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

// The items of `a` that `b` lacks, in `a`'s order.
std::vector<std::string> missing_from(const std::vector<std::string>& a,
                                      const std::vector<std::string>& b) {
  std::vector<std::string> out;
  for (const auto& item : a)
    if (std::find(b.begin(), b.end(), item) == b.end()) out.push_back(item);
  return out;
}

}  // namespace

PlaythroughRecorder::PlaythroughRecorder(std::vector<std::string> names)
    : names_(std::move(names)) {}

StepObserver PlaythroughRecorder::observer(StepObserver next) {
  return [this, next = std::move(next)](const Step& step) -> std::optional<StepFailure> {
    PlaythroughLine line = decision_line(step.before, names_, step.action_index, legal_);
    line.chosen = without_player(action_notation(step.before, step.action, names_), line.player);
    lines_.push_back(std::move(line));
    return next ? next(step) : std::nullopt;
  };
}

std::vector<PlaythroughLine> PlaythroughRecorder::finish(const ReplayResult& result) {
  // A recorded action the rules now refuse: its decision is the last one, with no choice taken.
  if (result.error && !result.error->invariant && !result.error->player.empty() &&
      result.verdict == Verdict::illegal) {
    PlaythroughLine line = decision_line(result.state, names_, result.error->action, legal_);
    line.refused = fmt::format("{} ({})", without_player(result.error->action_text, line.player),
                               result.error->rule);
    lines_.push_back(std::move(line));
  }
  return std::move(lines_);
}

std::string playthrough_line_text(const PlaythroughLine& l) {
  std::string text = fmt::format("{} t{} {} {}: ", l.entry, l.turn, l.phase, l.player);
  for (std::size_t i = 0; i < l.choices.size(); ++i) {
    if (i > 0) text += kSeparator;
    if (l.choices[i] == l.chosen) text += '*';
    text += l.choices[i];
  }
  if (!l.refused.empty()) text += std::string(kRefused) + l.refused;
  return text;
}

std::string playthrough_text(const std::string& game, const std::vector<PlaythroughLine>& lines) {
  std::string text = fmt::format(
      "# Golden playthrough of {} (docs/playthrough.md): one line per decision,\n"
      "# ACTION tTURN PHASE[/DECISION] PLAYER: the legal choices in the engine's order, the "
      "chosen one marked *.\n"
      "# After an intended rule change: caylus golden --update --playthroughs DIR GAMES\n",
      game);
  for (const auto& line : lines) text += playthrough_line_text(line) + "\n";
  return text;
}

std::vector<PlaythroughLine> read_playthrough(const std::string& text, const std::string& file) {
  std::vector<PlaythroughLine> lines;
  int number = 0;
  for (std::string raw : split(text, "\n")) {
    ++number;
    if (!raw.empty() && raw.back() == '\r') raw.pop_back();  // a checkout with CRLF line ends
    if (raw.empty() || raw[0] == '#') continue;
    auto bad = [&](std::string_view why) {
      return InputError{fmt::format("{}:{}: not a playthrough line ({}): {}", file, number, why,
                                    raw.substr(0, 80))};
    };
    PlaythroughLine l;
    l.line = number;
    l.text = raw;
    std::size_t colon = raw.find(": ");
    if (colon == std::string::npos) throw bad("no ': ' after the player");
    std::vector<std::string> head = split(std::string_view(raw).substr(0, colon), " ");
    if (head.size() != 4) throw bad("expected ACTION tTURN PHASE PLAYER before ':'");
    if (!read_int(head[0], l.entry) || l.entry < 0) throw bad("the action number");
    if (head[1].size() < 2 || head[1][0] != 't' ||
        !read_int(std::string_view(head[1]).substr(1), l.turn))
      throw bad("the turn, as t1, t2, ...");
    l.phase = head[2];
    l.player = head[3];
    std::string_view rest = std::string_view(raw).substr(colon + 2);
    if (std::size_t at = rest.find(kRefused); at != std::string_view::npos) {
      l.refused = rest.substr(at + kRefused.size());
      rest = rest.substr(0, at);
    }
    for (std::string choice : split(rest, kSeparator)) {
      if (!choice.empty() && choice[0] == '*') {
        if (!l.chosen.empty()) throw bad("two choices marked *");
        choice.erase(0, 1);
        l.chosen = choice;
      }
      if (choice.empty()) throw bad("an empty choice");
      l.choices.push_back(std::move(choice));
    }
    if (l.chosen.empty() && l.refused.empty()) throw bad("no choice marked *");
    lines.push_back(std::move(l));
  }
  return lines;
}

std::optional<std::vector<std::string>> first_difference(
    const std::vector<PlaythroughLine>& pinned, const std::vector<PlaythroughLine>& current,
    const std::string& file) {
  std::size_t i = 0;
  while (i < pinned.size() && i < current.size() &&
         playthrough_line_text(pinned[i]) == playthrough_line_text(current[i]))
    ++i;
  if (i == pinned.size() && i == current.size()) return std::nullopt;
  std::vector<std::string> out;
  if (i == current.size()) {
    out.push_back(
        fmt::format("{}:{}: first difference: the engine's game has no decision {}, "
                    "pinned as {}",
                    file, pinned[i].line, i + 1, place_text(pinned[i])));
    out.push_back(fmt::format("  the game now ends or stops after {}; {} pinned",
                              count_text(static_cast<int>(i), "decision", "decisions"),
                              pinned.size()));
    return out;
  }
  const PlaythroughLine& now = current[i];
  if (i == pinned.size()) {
    int last = pinned.empty() ? 0 : pinned.back().line;
    out.push_back(fmt::format(
        "{}:{}: first difference: the engine's game goes on after the "
        "pinned {}: {}",
        file, last + 1, count_text(static_cast<int>(i), "decision", "decisions"), place_text(now)));
    out.push_back("  choices: " + joined(now.choices));
    return out;
  }
  const PlaythroughLine& was = pinned[i];
  out.push_back(fmt::format("{}:{}: first difference: decision {}, {}", file, was.line, i + 1,
                            place_text(was)));
  if (place_text(was) != place_text(now)) out.push_back("  now the decision is " + place_text(now));
  auto removed = missing_from(was.choices, now.choices);
  auto added = missing_from(now.choices, was.choices);
  if (!removed.empty()) out.push_back("  choices no longer legal: " + joined(removed));
  if (!added.empty()) out.push_back("  choices now legal too: " + joined(added));
  if (removed.empty() && added.empty() && was.choices != now.choices)
    out.push_back("  the same choices in another order: " + joined(now.choices));
  if (was.chosen != now.chosen || was.refused != now.refused) {
    std::string before = was.refused.empty() ? was.chosen : "refused " + was.refused;
    std::string after = now.refused.empty() ? now.chosen : "refused " + now.refused;
    out.push_back(fmt::format("  chosen: pinned '{}', now '{}'", before, after));
  }
  return out;
}

}  // namespace caylus::tools
