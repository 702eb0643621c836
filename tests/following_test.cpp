// The walk along a log (replay/following.h, LogCursor::take): an action entry legal as written is
// handed to the caller's step once, and nothing else is tried; only an entry the rules refuse as
// written is met in full, after which a forced decision the log left out comes first. The
// replayer's speed rests on the first (one check per action), its answers on the second.
#include "replay/following.h"

#include <gtest/gtest.h>

#include <string>
#include <variant>
#include <vector>

#include "replay/log_json.h"
#include "replay_support.h"

namespace caylus::test {
namespace {

struct Call {
  Action action;
  bool forced = false;
  LogCursor::Applied applied = LogCursor::Applied::done;
};

// A cursor over `log` from its initial state whose step applies each action and records it.
struct Walk {
  explicit Walk(const GameLog& log)
      : state(std::get<GameState>(initial_state(log))),
        cursor(log, state, [this](const Action& action, bool forced) {
          auto applied =
              apply(state, action) ? LogCursor::Applied::refused : LogCursor::Applied::done;
          calls.push_back({action, forced, applied});
          return applied;
        }) {}
  Walk(const Walk&) = delete;  // the cursor points into it
  Walk& operator=(const Walk&) = delete;

  GameState state;
  std::vector<Call> calls;
  LogCursor cursor;
};

TEST(LogCursorTake, AnEntryLegalAsWrittenIsAppliedAtOnceAndOnlyOnce) {
  PlayedGame played = play_random_game(4, 41);
  Walk walk(played.log);
  for (std::size_t i = 0; i < played.log.entries.size(); ++i) {
    EntryMeeting met;
    ASSERT_EQ(walk.cursor.take(i, met), LogCursor::Arrival::applied) << "entry " << i;
    ASSERT_EQ(walk.calls.size(), i + 1) << "entry " << i << ": one step per entry";
    EXPECT_EQ(walk.calls.back().action, played.log.entries[i].action);
    EXPECT_FALSE(walk.calls.back().forced);
    ASSERT_EQ(walk.state, played.states[i + 1]) << "entry " << i;
  }
}

TEST(LogCursorTake, AForcedDecisionLeftOutComesBeforeTheEntryThatDoesNotAnswerIt) {
  // The first forced decision whose next action is another player's (it does not answer it).
  PlayedGame played = play_random_game(4, 7);
  std::size_t forced = 0;
  for (std::size_t k = 1; k < played.log.entries.size() && forced == 0; ++k) {
    const GameState& s = played.states[k - 1];
    if (played.choices[k - 1] == 1 && played.choices[k] > 1 &&
        played.log.entries[k].action.player != s.decision.player)
      forced = k - 1;
  }
  ASSERT_GT(forced, 0u) << "the game should leave a forced decision before another's action";
  GameLog log = played.log;
  log.entries.erase(log.entries.begin() + static_cast<std::ptrdiff_t>(forced));
  Walk walk(log);
  EntryMeeting met;
  for (std::size_t i = 0; i < forced; ++i)
    ASSERT_EQ(walk.cursor.take(i, met), LogCursor::Arrival::applied);
  walk.calls.clear();

  ASSERT_EQ(walk.cursor.take(forced, met), LogCursor::Arrival::applied);
  // Tried as written (refused: the state unchanged), the forced decision, the entry again.
  ASSERT_EQ(walk.calls.size(), 3u);
  EXPECT_EQ(walk.calls[0].action, played.log.entries[forced + 1].action);
  EXPECT_EQ(walk.calls[0].applied, LogCursor::Applied::refused);
  EXPECT_EQ(walk.calls[1].action, played.log.entries[forced].action);
  EXPECT_TRUE(walk.calls[1].forced);
  EXPECT_EQ(walk.calls[2].action, played.log.entries[forced + 1].action);
  EXPECT_EQ(walk.calls[2].applied, LogCursor::Applied::done);
  EXPECT_EQ(walk.state, played.states[forced + 2]);
}

TEST(LogCursorTake, AnEntryTheRulesRefuseIsMetInFullAndNothingIsApplied) {
  PlayedGame played = play_random_game(3, 12);
  GameLog log = played.log;
  // The first action played again at once: the same player cannot take the same decision twice
  // (or the next decision is not that kind), and no forced decision comes before it.
  std::size_t k = 0;
  while (k + 1 < played.choices.size() && played.choices[k + 1] == 1) ++k;
  log.entries.insert(log.entries.begin() + static_cast<std::ptrdiff_t>(k + 1), log.entries[k]);
  Walk walk(log);
  EntryMeeting met;
  for (std::size_t i = 0; i <= k; ++i)
    ASSERT_EQ(walk.cursor.take(i, met), LogCursor::Arrival::applied);
  const GameState before = walk.state;
  walk.calls.clear();
  ASSERT_EQ(walk.cursor.take(k + 1, met), LogCursor::Arrival::met);
  ASSERT_TRUE(met.refusal.has_value()) << "the repeated action should be refused";
  EXPECT_EQ(met.action, log.entries[k + 1].action);
  ASSERT_EQ(walk.calls.size(), 1u) << "only the try as written";
  EXPECT_EQ(walk.calls[0].applied, LogCursor::Applied::refused);
  EXPECT_EQ(walk.state, before);
}

}  // namespace
}  // namespace caylus::test
