// The game `caylus record` is noting (docs/record.md): the log so far, the state it leads to, and
// the only ways it changes — an accepted entry, a forced decision, a note, an undo — each followed
// by rewriting the file atomically, so that a kill loses at most the line being typed.
//
// The replayer is the judge: an entry is accepted when the log plus the entry replays legal, and
// an entry it refuses is reported in the words `caylus replay` would use (tools/replay_text.h,
// error_lines). A decision with a single legal choice is applied at once and written as an
// entry, as `caylus play` writes it (LOG_FORMAT.md: a log may leave it out; this one does not).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/state.h"
#include "replay/log/log.h"
#include "replay/replayer.h"
#include "tools/record/record_favor.h"

namespace caylus::tools {

// The mark of a decision applied because it was the only legal choice, in the reader's language.
std::string_view forced_mark();

class RecordSession {
 public:
  // Follows `log` to its end; `file` is where every change is written (in the notation). An
  // error (the log is not legal to its end, or cannot be written as text) is returned as the
  // replayer's report.
  static std::variant<RecordSession, std::string> open(GameLog log, std::string file);

  const GameLog& log() const { return log_; }
  const GameState& state() const { return state_; }
  const std::vector<std::string>& names() const { return log_.players; }

  // Applies the pending decisions that have one legal choice, writing each as an entry; returns
  // them in the notation. Does not write the file (the caller's change does).
  std::vector<std::string> apply_forced();

  // Appends `entries` (actions as the reader gives them: spaces unresolved, parameters perhaps
  // left out; checks; amendments) after the forced decisions each meets. All or none: when the
  // replayer refuses one, nothing changes and the replayer's report is returned. On success the
  // file is rewritten, and `written` gets every entry written, in the notation, the forced
  // decisions marked.
  std::optional<std::string> add(const std::vector<LogEntry>& entries,
                                 std::vector<std::string>& written);

  // Whether `answer` is a forced decision applied since the last answer, typed all the same (people
  // record from notes that hold every action; LOG_FORMAT.md, "Who decides what", lets a log write
  // it out): then it is taken as that entry, already applied, and forgotten with those before it.
  // Off for one who answered past forced entries without typing them (they leave them out).
  bool typed_forced(const std::string& answer);

  // Takes back the last decision the players made (and the forced ones after it), or the last
  // check, amendment or note. Returns what was taken back, in the notation; nothing at the start.
  std::optional<std::string> undo();

  // A comment line (`# ...`), standing above the next entry.
  void note(const std::string& text);

  // Every step the narrator tells (replay/narration/narrator.h, told_events) of the decisions
  // applied and not yet shown: costs, the inn, production, the castle's houses and penalty, the
  // bailiff, the scorings, each favor, the income, the stables..., one line each with its rule,
  // players named; then forgotten. `entry`: only those of that entry of the log (add() shows each
  // entry's under it; the forced decisions applied before a prompt are shown by the caller).
  std::vector<std::string> take_told(std::optional<std::size_t> entry = std::nullopt);

  // The steps the engine took before the log's first entry, when it starts from a position and
  // no decision is noted yet (OpeningSteps, replay/positions/initial_state.h): the bailiff, a
  // scoring and its favors, the income... of the position's phase, told as take_told tells the
  // others; empty otherwise. Then forgotten.
  std::vector<std::string> take_opening_told();

  // Why the favors being used were given, and the columns open, in words with their rules,
  // players named (tools/record/record_favor.h); empty outside a favor decision.
  std::vector<std::string> favor_causes() const;

  // The log replayed with its narrative and points ledger (`score`).
  ReplayResult narrated() const;

  // Rewrites the file atomically (tools/files.h).
  void save() const;

 private:
  RecordSession(GameLog log, std::string file) : log_(std::move(log)), file_(std::move(file)) {}
  // Applies a legal action, noting its end-of-turn steps; false as apply() when refused.
  bool apply_noting(const Action& action);
  using Told = std::vector<std::pair<std::size_t, std::string>>;  // entry, line
  Told told_;
  std::vector<std::string> opening_told_;  // take_opening_told
  // `causes` non-null: follows the favors' causes through the steps (follow_favor_causes).
  // `told` non-null: every step of the entries from `told_from` on, told (told_events) under
  // its entry, as apply_noting tells those it applies.
  ReplayResult replay(const GameLog& log, bool narrate = false,
                      std::vector<FavorCause>* causes = nullptr, Told* told = nullptr,
                      std::size_t told_from = 0) const;
  // Whether the decision of `entry`, the last entry, had one legal choice in the state before it.
  bool last_was_forced() const;
  // Whether entry `i` is an action whose decision had one legal choice.
  bool was_forced(std::size_t i) const;

  GameLog log_;
  std::string file_;
  GameState state_;
  // The forced entries applied since the last answer, in the notation (typed_forced).
  std::vector<std::string> forced_untyped_;
  // Whether an answer was given past untyped forced entries: then typed_forced is off.
  bool skips_forced_ = false;
  // The causes of the favors being used, players as {pN} (favor_causes()).
  std::vector<FavorCause> favor_causes_;
};

}  // namespace caylus::tools
