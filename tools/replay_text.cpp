#include "tools/replay_text.h"

#include <fmt/core.h>

#include <algorithm>

#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/notation/notation.h"
#include "tools/scenarios.h"

namespace caylus::tools {

namespace {

// The verdict in words; its id (verdict_name) stays in the JSON answer.
std::string_view verdict_words(Verdict v) {
  switch (v) {
    case Verdict::legal:
      return trc("verdict", "legal");
    case Verdict::illegal:
      return trc("verdict", "illegal");
    case Verdict::mismatch:
      return trc("verdict", "mismatch");
  }
  return {};  // no other verdict
}

void legal_choices_line(const ReplayError& e, std::vector<std::string>& lines) {
  if (e.legal_choices.empty()) return;
  std::string choices;
  for (const auto& c : e.legal_choices) choices += (choices.empty() ? "" : ", ") + c;
  if (e.more_choices > 0) choices += fill_in(tr(", and {0} more"), e.more_choices);
  lines.push_back("  " + fill_in(tr("legal choices: {0}"), choices));
}

}  // namespace

std::vector<std::string> error_lines(const std::string& file, const ReplayResult& r) {
  std::vector<std::string> lines;
  if (!r.error) return lines;
  const ReplayError& e = *r.error;
  if (r.verdict == Verdict::mismatch) {
    lines.push_back(fill_in(tr("{0}: mismatch: {1}"), error_place(file, e), e.message));
    for (const auto& m : r.mismatches) lines.push_back("  " + m.to_string());
    legal_choices_line(e, lines);  // a legal / refused claim's
    return lines;
  }
  lines.push_back(fill_in(tr("{0}: error[{1}]: {2}"), error_place(file, e), e.rule, e.message));
  if (e.invariant)
    lines.push_back("  " + std::string(tr("note: an invariant of the engine failed: this is a "
                                          "fault of the engine, not of the players; please "
                                          "report it with this log")));
  if (!e.action_text.empty()) lines.push_back("  " + fill_in(tr("action: {0}"), e.action_text));
  for (const auto& fact : e.state) lines.push_back("  " + fact);
  legal_choices_line(e, lines);
  return lines;
}

std::vector<std::string> summary_lines(const std::string& file, const ReplayResult& r) {
  std::vector<std::string> lines;
  const GameState& s = r.state;
  std::string forced = r.forced_actions > 0
                           ? fill_in(tr(" ({0} forced, left out of the log)"), r.forced_actions)
                           : "";
  // The counts are phrases of their own, so that each language says its plural: the entries
  // agree with their total ("297 din 297 de intrări"), the actions with theirs.
  std::string replayed =
      fill_in(tr_n("{0} of {1} entry replayed", "{0} of {1} entries replayed", r.entries_in_log),
              r.entries_replayed, r.entries_in_log);
  std::string applied = fill_in(
      tr_n("{0} action applied", "{0} actions applied", r.actions_applied), r.actions_applied);
  std::string extent = r.complete
                           ? fill_in(tr("{0}: {1}: {2}, {3}{4}; game complete"), file,
                                     verdict_words(r.verdict), replayed, applied, forced)
                           : fill_in(tr("{0}: {1}: {2}, {3}{4}; game stops in turn {5}, phase {6}"),
                                     file, verdict_words(r.verdict), replayed, applied, forced,
                                     s.turn, phase_place_words(s.phase));
  lines.push_back(extent);
  lines.push_back("  " + std::string(r.complete ? tr("final scores:") : tr("scores so far:")));
  for (int i = 0; i < s.player_count; ++i) {
    PlayerIndex p = s.turn_order[i];
    bool won = std::find(r.winners.begin(), r.winners.end(), r.names[p]) != r.winners.end();
    lines.push_back(fmt::format("    {:<10} {:>3} {}{}", r.names[p], s.player(p).goods.prestige,
                                tr("PP"), won ? "  " + std::string(tr("winner")) : ""));
  }
  if (!r.winners.empty()) {
    std::string names;
    for (const auto& w : r.winners) names += (names.empty() ? "" : ", ") + w;
    lines.push_back(
        "  " +
        fill_in(r.winners.size() > 1 ? tr("winners (tied): {0}") : tr("winner: {0}"), names));
  }
  return lines;
}

std::vector<std::string> expect_lines(const std::string& file, const ReplayResult& r) {
  std::vector<std::string> lines;
  if (!r.expect) return lines;
  if (r.expect->met) {
    lines.push_back("  " + std::string(tr("expect: met")));
  } else {
    lines.push_back(fill_in(tr("{0}: expect not met:"), file));
    for (const auto& reason : r.expect->reasons) lines.push_back("  " + reason);
  }
  return lines;
}

std::vector<std::string> amendment_lines(const ReplayResult& r) {
  std::vector<std::string> lines;
  if (r.amendments.empty()) return lines;
  lines.push_back(fill_in(tr("  amendments ({0}):"), r.amendments.size()));
  // `amend` and the fields are the notation's: the line can be pasted into a log.
  for (const Amendment& a : r.amendments)
    lines.push_back(fill_in(tr("    action #{0}: amend {1}{2}"), a.action,
                            claims_text(claims_json(a.fields, r.names), r.names),
                            a.note.empty() ? "" : "  # " + a.note));
  return lines;
}

}  // namespace caylus::tools
