// Following a game along its log (LOG_FORMAT.md, "Who decides what"): how one entry meets the
// state, and the log's two liberties — a decision with a single legal choice may be left out, and
// so may a parameter the rules fix. The replayer and the log writers (which name spaces as they
// stand when the action is taken) all follow a log this way, so they cannot disagree on where an
// entry lands.
#pragma once

#include <cstddef>
#include <new>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "core/engine.h"
#include "replay/log/log.h"

namespace caylus {

struct EntryMeeting {
  Action action;                          // the entry's action, its space resolved here
  std::optional<std::string> unresolved;  // why the entry's space names nothing here
  // The entry's space names several road spaces here (unresolved is set too): the log is
  // ambiguous, an input error rather than a rule the player broke (ambiguous_space).
  std::optional<std::string> ambiguous;
  std::optional<RuleViolation> refusal;  // check(state, action)
  // False when the entry does not answer the pending decision at all (another player's turn,
  // another kind of decision): the log may have left out a forced decision before it.
  bool answers = false;
  bool completed = false;  // parameters the log left out were filled in (the rules fix them)
};

// The entry against `state`. A castle batch the reader kept as invalid (LogEntry::invalid_batch)
// is checked as no batch; the caller reports it. When the action as written is refused and the
// log left out some of its parameters (LogEntry::given), and exactly one legal action agrees with
// every parameter written, that action is the entry's (LOG_FORMAT.md: "a parameter whose value the
// rules fix may be omitted"). `scratch` is reused for the legal actions.
EntryMeeting meet_entry(const GameState& state, const LogEntry& entry,
                        std::vector<Action>& scratch);

// The entry's action as written, its space named in `state`: the action meet_entry checks first.
// Nullopt when the space names nothing there or the castle batch is invalid (meet_entry says
// why).
std::optional<Action> as_written(const GameState& state, const LogEntry& entry);

// to = `written` with its space set (LogCursor::take's action as written), stored so that the
// engine's 8-byte reads of it soon after are forwarded from the stores (following.cpp).
void store_with_space(Action& to, const Action& written, Space space);

// The pending decision's only legal choice, when it has exactly one: the action a log may omit.
std::optional<Action> only_choice(const GameState& state, std::vector<Action>& scratch);

// The one walk along a log: the replayer and the writers (through LogFollower) go from entry to
// entry with it, so they agree on where every entry lands and on which forced decisions come
// before it. It works on a state it does not own; what "applying" an action means is the
// caller's (the replayer also tells its observers and narrator).
class LogCursor {
 public:
  // What applying an action the walk takes did. `refused`: the rules refuse it and the state is
  // as it was (apply applies an action whole or not at all); `stop` stops the walk (the caller
  // says why).
  enum class Applied { done, refused, stop };
  // Applies an action the walk takes (`forced`: a decision the log left out, which the rules
  // cannot refuse: a refusal of it stops the walk).
  //
  // Not a std::function: the cursor calls it at every action of a replay, and a std::function's
  // call went through its invoker's frame at every step (docs/speed-history.md, "Sixth round:
  // checked replay"). Both callers pass a lambda capturing `this` only: kept here, in a
  // pointer's bytes, and called through one function pointer.
  class Step {
   public:
    template <typename F>
    requires(std::is_invocable_r_v<Applied, const F&, const Action&, bool> &&
             sizeof(F) <= sizeof(void*) && alignof(F) <= alignof(void*) &&
             std::is_trivially_copyable_v<F> &&
             std::is_trivially_destructible_v<F>) explicit Step(F f)
        : call_([](const std::byte* self, const Action& action, bool forced) {
            return (*std::launder(reinterpret_cast<const F*>(self)))(action, forced);
          }) {
      ::new (static_cast<void*>(object_)) F(f);
    }
    Applied operator()(const Action& action, bool forced) const {
      return call_(object_, action, forced);
    }

   private:
    Applied (*call_)(const std::byte*, const Action&, bool);
    alignas(void*) std::byte object_[sizeof(void*)];  // the callable
  };
  template <typename F>
  LogCursor(const GameLog& log, GameState& state, F step)
      : log_(&log), state_(&state), step_(std::move(step)) {}

  // Before entry `index`: the forced decisions the log leaves out (LOG_FORMAT.md, "Who decides
  // what"), applied while the action that answers next does not answer the pending decision and
  // that decision has one legal choice. For an action entry, the action that answers next is the
  // entry itself; for a claim (a check or an amendment: "a claim speaks of the state at the moment
  // the next decision is asked"), the next action of the log, and at the end of the log none: the
  // walk goes on up to the next real choice. False when `step` stopped the walk.
  bool settle(std::size_t index);

  // Action entry `index` taken: the walk of settle(index), then the entry met (meet_entry) in
  // the state it reaches, the entry met once per state. An entry whose action as written (its
  // space named here) the rules accept is applied by `step` at once: apply's check is then the
  // only one, where meeting the entry first would check it twice more (the speed of a replay).
  // Only an entry the rules refuse as written is met in full (a parameter to complete, a forced
  // decision the log left out before it, or the refusal to report).
  //   applied  the entry's action was applied (`step` said done)
  //   met      nothing applied for the entry: `met` says how it meets the state (it answers,
  //            completed or refused, or it does not and no forced decision comes before it)
  //   stopped  `step` stopped the walk
  enum class Arrival { applied, met, stopped };
  Arrival take(std::size_t index, EntryMeeting& met);
  // Entry `index` against the state as it stands (after settle), nothing applied: a legal /
  // refused claim's action (docs/log-format.md), judged where it stands.
  EntryMeeting meet(std::size_t index) { return meet_entry(*state_, log_->entries[index], legal_); }
  std::vector<Action>& scratch() { return legal_; }

 private:
  const GameLog* log_;
  GameState* state_;
  Step step_;
  std::vector<Action> legal_;
  Action written_;  // take(): the entry's action as written, its space named (as_written)
};

// The cursor of both writers: follows the game entry by entry (LogCursor), applying each action,
// and says in which state each action is taken.
class LogFollower {
 public:
  explicit LogFollower(const GameLog& log);
  LogFollower(const LogFollower&) = delete;  // its cursor points into it
  LogFollower& operator=(const LogFollower&) = delete;

  struct Taken {
    Action action;                     // resolved and completed (when following)
    const GameState* state = nullptr;  // the state it meets; null once the game cannot be
                                       // followed (a refused action, a bad setup)
  };
  // The action entry `index` stands for, in the state it meets; then applies it. Checks are
  // skipped (amendments are applied: they change the state the next actions meet); the action
  // of a legal / refused claim is met but not applied. Entries are taken in order.
  Taken take(std::size_t index);

 private:
  const GameLog* log_;
  GameState state_, before_;
  bool following_ = false;
  LogCursor cursor_;
};

}  // namespace caylus
