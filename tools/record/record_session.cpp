#include "tools/record/record_session.h"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <utility>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "replay/narration/event_words.h"
#include "replay/narration/ledger.h"
#include "replay/narration/narrator.h"
#include "replay/notation/notation.h"
#include "replay/walk/following.h"
#include "tools/files.h"
#include "tools/record/record_favor.h"
#include "tools/replay_text.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

// The notes typed since the last entry stand above the next one, as a reader of the file would
// place them (replay/notation/notation.h: comments above an entry are the entry's).
void append(GameLog& log, LogEntry entry) {
  entry.comments.insert(entry.comments.begin(), log.end_comments.begin(), log.end_comments.end());
  log.end_comments.clear();
  log.entries.push_back(std::move(entry));
}

// The entries of `log` from `from` on, as the notation writes them.
std::vector<std::string> entry_texts(const GameLog& log, std::size_t from) {
  std::vector<std::string> texts;
  LogFollower follower(log);
  for (std::size_t i = 0; i < log.entries.size(); ++i) {
    const LogEntry& entry = log.entries[i];
    LogFollower::Taken taken = follower.take(i);
    if (i < from) continue;
    texts.push_back(entry_notation(log, entry, taken));
  }
  return texts;
}

// The replayer's words for an error, as `caylus replay` prints them (tools/replay_text.h).
std::string report(const std::string& file, const ReplayResult& r) {
  std::string text;
  for (const auto& line : error_lines(file, r)) text += line + "\n";
  return text;
}

}  // namespace

std::string_view forced_mark() {
  return tr("(forced: the only legal choice)");
}

std::variant<RecordSession, std::string> RecordSession::open(GameLog log, std::string file) {
  if (auto problem = text_log_problem(log)) return file + ": " + *problem;
  RecordSession session(std::move(log), std::move(file));
  ReplayResult r = session.replay(session.log_, false, &session.favor_causes_);
  if (r.input_error) return r.input_error->located(session.file_);
  if (r.error) return report(session.file_, r);
  session.state_ = r.state;
  // A position with nothing noted yet: its phase's steps before the first entry (issue 35 item
  // 1: every automatic step is told from the moment the log starts).
  bool decided = std::any_of(session.log_.entries.begin(), session.log_.entries.end(),
                             [](const LogEntry& e) { return !e.is_claim(); });
  if (r.opening && !decided)
    for (const auto& line :
         told_events(r.opening->phase_start, Action{}, r.opening->events, r.opening->after))
      session.opening_told_.push_back(render_message(line, session.names()));
  // The file is rewritten as soon as a forced entry is applied: resumed after some, the people may
  // still type them from their notes (typed_forced).
  std::size_t forced = 0;
  while (forced < session.log_.entries.size() &&
         session.was_forced(session.log_.entries.size() - 1 - forced))
    ++forced;
  session.forced_untyped_ = entry_texts(session.log_, session.log_.entries.size() - forced);
  return session;
}

ReplayResult RecordSession::replay(const GameLog& log, bool narrate,
                                   std::vector<FavorCause>* causes, Told* told,
                                   std::size_t told_from) const {
  ReplayOptions options;
  options.observer = invariants_observer();
  if (causes != nullptr) {
    causes->clear();
    options.observer = [causes, invariants = std::move(options.observer)](const Step& step) {
      follow_favor_causes(*causes, step.before, step.action, step.events, step.after);
      return invariants(step);
    };
  }
  if (told != nullptr) {
    options.observer = [told, told_from, &names = names(),
                        before = std::move(options.observer)](const Step& step) {
      if (step.action_index >= 0 && static_cast<std::size_t>(step.action_index) >= told_from)
        for (const auto& line : told_events(step.before, step.action, step.events, step.after))
          told->push_back(
              {static_cast<std::size_t>(step.action_index), render_message(line, names)});
      return before(step);
    };
    narrate = true;  // the events carry their reasons (the income's parts), as apply()'s do
  }
  options.amendment_check = invariants_state_check();
  options.narrate = narrate;
  return replay_log(log, options);
}

std::vector<std::string> RecordSession::apply_forced() {
  std::vector<std::string> applied;
  std::vector<Action> legal;
  while (!state_.game_over()) {
    auto only = only_choice(state_, legal);
    if (!only) break;
    std::string text = action_notation(state_, *only, names());
    // The engine offered it: it cannot refuse it (tests/random_games_test.cpp checks so).
    if (!apply_noting(*only)) break;
    LogEntry entry;
    entry.action = *only;
    append(log_, std::move(entry));
    forced_untyped_.push_back(text);
    applied.push_back(std::move(text));
  }
  return applied;
}

std::optional<std::string> RecordSession::add(const std::vector<LogEntry>& entries,
                                              std::vector<std::string>& written) {
  // Answered past forced entries without typing them: this person leaves them out.
  if (!forced_untyped_.empty()) skips_forced_ = true;
  RecordSession candidate = *this;
  const std::size_t first = log_.entries.size();
  std::vector<Action> legal;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    // Between the actions of one line, the forced decisions come first, as they do at the table.
    if (i > 0) candidate.apply_forced();
    const LogEntry& entry = entries[i];
    // An action the rules accept as it stands is applied here (the replayer would do the same,
    // following.h); replaying the whole log for every answer would make a game quadratic.
    if (!entry.is_claim() && entry.invalid_batch.empty()) {
      EntryMeeting m = meet_entry(candidate.state_, entry, legal);
      if (m.answers && !m.refusal && !m.unresolved && candidate.apply_noting(m.action)) {
        append(candidate.log_, entry);
        continue;
      }
    }
    // A claim, or an action refused: the replayer judges, and says why in its words. The steps
    // it takes for this entry (an action it resolved, the forced decisions before it) are told
    // under it as those applied here are.
    append(candidate.log_, entry);
    const std::size_t index = candidate.log_.entries.size() - 1;
    Told told;
    ReplayResult r = replay(candidate.log_, false, &candidate.favor_causes_, &told, index);
    if (r.input_error) return r.input_error->located(file_);
    if (r.error) return report(file_, r);
    candidate.state_ = r.state;
    candidate.told_.insert(candidate.told_.end(), told.begin(), told.end());
  }
  *this = std::move(candidate);
  const std::size_t typed_end = log_.entries.size();
  forced_untyped_.clear();
  apply_forced();
  save();
  std::vector<std::string> texts = entry_texts(log_, first);
  for (std::size_t i = typed_end - first; i < texts.size(); ++i)
    texts[i] += "  " + std::string(forced_mark());
  // Each entry, then the steps the narrator tells of it, indented under it.
  written.clear();
  for (std::size_t i = 0; i < texts.size(); ++i) {
    written.push_back(texts[i]);
    for (auto& line : take_told(first + i)) written.push_back("  " + std::move(line));
  }
  return std::nullopt;
}

bool RecordSession::typed_forced(const std::string& answer) {
  // One who skips forced actions may type next what a forced one was ("blue decline" forced at
  // one building, then chosen at the next): that is the decision in progress.
  if (skips_forced_) return false;
  std::string typed;
  for (std::size_t i = 0; i < answer.size(); ++i) {
    const bool space = std::isspace(static_cast<unsigned char>(answer[i]));
    if (!space)
      typed += answer[i];
    else if (!typed.empty() && typed.back() != ' ')
      typed += ' ';
  }
  if (!typed.empty() && typed.back() == ' ') typed.pop_back();
  for (std::size_t i = 0; i < forced_untyped_.size(); ++i) {
    const std::string& text = forced_untyped_[i];
    // With its player or without ("use gain stone" for "red use gain stone").
    const std::size_t cut = text.find(' ');
    const bool same = text == typed || (cut != std::string::npos &&
                                        text.compare(cut + 1, std::string::npos, typed) == 0);
    if (same) {
      forced_untyped_.erase(forced_untyped_.begin(), forced_untyped_.begin() + i + 1);
      return true;
    }
  }
  return false;
}

bool RecordSession::last_was_forced() const {
  return was_forced(log_.entries.size() - 1);
}

bool RecordSession::was_forced(std::size_t i) const {
  if (log_.entries[i].is_claim()) return false;
  ReplayOptions options;
  options.stop_at = static_cast<int>(i);
  ReplayResult before = replay_log(log_, options);
  std::vector<Action> legal;
  return only_choice(before.state, legal).has_value();
}

std::optional<std::string> RecordSession::undo() {
  if (!log_.end_comments.empty()) {
    std::string text = "# " + log_.end_comments.back();
    log_.end_comments.pop_back();
    save();
    return text;
  }
  if (log_.entries.empty()) return std::nullopt;
  // A forced decision is the rules', not the players': taking back "one decision" takes back the
  // forced ones after it too, which the next prompt applies again.
  std::string taken_back;
  bool forced = true;
  while (forced && !log_.entries.empty()) {
    forced = last_was_forced();
    std::string text = entry_texts(log_, log_.entries.size() - 1).back();
    taken_back = text + (taken_back.empty() ? "" : "; " + taken_back);
    LogEntry last = std::move(log_.entries.back());
    log_.entries.pop_back();
    log_.end_comments.insert(log_.end_comments.begin(), last.comments.begin(), last.comments.end());
  }
  state_ = replay(log_, false, &favor_causes_).state;
  forced_untyped_.clear();
  told_.clear();
  save();
  return taken_back;
}

void RecordSession::note(const std::string& text) {
  log_.end_comments.push_back(text);
  save();
}

bool RecordSession::apply_noting(const Action& action) {
  GameState before = state_;
  EventSink events;
  if (apply(state_, action, &events)) return false;
  follow_favor_causes(favor_causes_, before, action, events, state_);
  // Issue 35: every step the narrator tells, as it happens, in its words (the inn, the castle's
  // houses and PP, its penalty, the scorings, each favor, the bailiff, the income, the stables).
  // Kept with the entry the action becomes (appended next), to be shown under it.
  for (const auto& line : told_events(before, action, events, state_))
    told_.push_back({log_.entries.size(), render_message(line, names())});
  return true;
}

std::vector<std::string> RecordSession::take_told(std::optional<std::size_t> entry) {
  std::vector<std::string> lines;
  std::erase_if(told_, [&](const auto& told) {
    if (entry && told.first != *entry) return false;
    lines.push_back(told.second);
    return true;
  });
  return lines;
}

std::vector<std::string> RecordSession::take_opening_told() {
  return std::exchange(opening_told_, {});
}

std::vector<std::string> RecordSession::favor_causes() const {
  std::vector<std::string> lines;
  for (const auto& cause : favor_causes_) lines.push_back(render_message(cause.line, names()));
  return lines;
}

ReplayResult RecordSession::narrated() const {
  return replay(log_, true);
}

void RecordSession::save() const {
  write_file_atomically(file_, write_text_log(log_));
}

}  // namespace caylus::tools
