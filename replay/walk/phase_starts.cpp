// The phase boundaries a check can see (see phase_starts.h).
#include "replay/walk/phase_starts.h"

#include <fmt/core.h>

#include <algorithm>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/text.h"

namespace caylus {

void PhaseStarts::step(int index, const GameState& before, const Action& action, bool forced) {
  if (!forced) {
    starts_.clear();
    since_ = index;
  }
  GameState again = before;
  apply_noting_phases(again, action, [this](const GameState& s) { starts_.push_back(s); });
}

void PhaseStarts::amended(int index) {
  starts_.clear();
  since_ = index;
}

const GameState* PhaseStarts::find(Phase phase) const {
  auto found = std::find_if(starts_.rbegin(), starts_.rend(),
                            [&](const GameState& s) { return s.phase == phase; });
  return found == starts_.rend() ? nullptr : &*found;
}

LogError PhaseStarts::unseen(int index, const LogEntry& entry) const {
  Phase phase = *entry.claimed().at;
  std::string since = since_ < 0 ? "the log's start" : fmt::format("action #{}", since_);
  std::string seen;
  for (const GameState& s : starts_)
    seen += fmt::format("{}{} (turn {})", seen.empty() ? "" : ", ", phase_name(s.phase), s.turn);
  std::string path = entry.path.empty() ? fmt::format("actions[{}]", index) : entry.path;
  // A check's space_column is where its `at=` stands (replay/notation/notation_read.cpp: the column
  // of the last key "at" of an entry's path).
  return LogError{
      path + ".check.at", entry.line, entry.space_column != 0 ? entry.space_column : entry.column,
      fmt::format(
          "at={}: the game did not begin phase {} between {} and this check, so the check cannot "
          "see it; a check at=PHASE is compared with the state as that phase began after the "
          "previous action (or amendment), and this one can see {}",
          phase_name(phase), phase_name(phase), since,
          seen.empty() ? "no phase boundary: no phase began since then" : "these: " + seen)};
}

std::string disagreement_at(const GameState& phase_start, std::size_t fields) {
  int n = static_cast<int>(fields);
  return fill_in(tr_n("the check disagrees in {0} field with the state as phase {1} of turn {2} "
                      "began, before its automatic steps",
                      "the check disagrees in {0} fields with the state as phase {1} of turn {2} "
                      "began, before its automatic steps",
                      n),
                 n, phase_place_words(phase_start.phase), phase_start.turn);
}

}  // namespace caylus
