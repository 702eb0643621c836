#include "tools/replay_text.h"

#include <fmt/core.h>

#include <algorithm>

#include "core/text.h"
#include "replay/notation/notation.h"
#include "tools/scenarios.h"

namespace caylus::tools {

namespace {

void legal_choices_line(const ReplayError& e, std::vector<std::string>& lines) {
  if (e.legal_choices.empty()) return;
  std::string choices;
  for (const auto& c : e.legal_choices) choices += (choices.empty() ? "" : ", ") + c;
  if (e.more_choices > 0) choices += fmt::format(", and {} more", e.more_choices);
  lines.push_back("  legal choices: " + choices);
}

}  // namespace

std::vector<std::string> error_lines(const std::string& file, const ReplayResult& r) {
  std::vector<std::string> lines;
  if (!r.error) return lines;
  const ReplayError& e = *r.error;
  if (r.verdict == Verdict::mismatch) {
    lines.push_back(fmt::format("{}: mismatch: {}", error_place(file, e), e.message));
    for (const auto& m : r.mismatches) lines.push_back("  " + m.to_string());
    legal_choices_line(e, lines);  // a legal / refused claim's
    return lines;
  }
  lines.push_back(fmt::format("{}: error[{}]: {}", error_place(file, e), e.rule, e.message));
  if (e.invariant)
    lines.push_back(
        "  note: an invariant of the engine failed: this is a fault of the engine, not of "
        "the players; please report it with this log");
  if (!e.action_text.empty()) lines.push_back("  action: " + e.action_text);
  for (const auto& fact : e.state) lines.push_back("  " + fact);
  legal_choices_line(e, lines);
  return lines;
}

std::vector<std::string> summary_lines(const std::string& file, const ReplayResult& r) {
  std::vector<std::string> lines;
  const GameState& s = r.state;
  std::string forced = r.forced_actions > 0
                           ? fmt::format(" ({} forced, left out of the log)", r.forced_actions)
                           : "";
  std::string extent = r.complete
                           ? "complete"
                           : fmt::format("stops in turn {}, phase {}", s.turn, phase_name(s.phase));
  lines.push_back(fmt::format("{}: {}: {} of {} entries replayed, {} applied{}; game {}", file,
                              verdict_name(r.verdict), r.entries_replayed, r.entries_in_log,
                              count_text(r.actions_applied, "action", "actions"), forced, extent));
  lines.push_back(fmt::format("  {}:", r.complete ? "final scores" : "scores so far"));
  for (int i = 0; i < s.player_count; ++i) {
    PlayerIndex p = s.turn_order[i];
    bool won = std::find(r.winners.begin(), r.winners.end(), r.names[p]) != r.winners.end();
    lines.push_back(fmt::format("    {:<10} {:>3} PP{}", r.names[p], s.player(p).goods.prestige,
                                won ? "  winner" : ""));
  }
  if (!r.winners.empty()) {
    std::string names;
    for (const auto& w : r.winners) names += (names.empty() ? "" : ", ") + w;
    lines.push_back(
        fmt::format("  {}: {}", r.winners.size() > 1 ? "winners (tied)" : "winner", names));
  }
  return lines;
}

std::vector<std::string> expect_lines(const std::string& file, const ReplayResult& r) {
  std::vector<std::string> lines;
  if (!r.expect) return lines;
  if (r.expect->met) {
    lines.push_back("  expect: met");
  } else {
    lines.push_back(file + ": expect not met:");
    for (const auto& reason : r.expect->reasons) lines.push_back("  " + reason);
  }
  return lines;
}

std::vector<std::string> amendment_lines(const ReplayResult& r) {
  std::vector<std::string> lines;
  if (r.amendments.empty()) return lines;
  lines.push_back(fmt::format("  amendments ({}):", r.amendments.size()));
  for (const Amendment& a : r.amendments)
    lines.push_back(fmt::format("    action #{}: amend {}{}", a.action,
                                claims_text(claims_json(a.fields, r.names), r.names),
                                a.note.empty() ? "" : "  # " + a.note));
  return lines;
}

}  // namespace caylus::tools
