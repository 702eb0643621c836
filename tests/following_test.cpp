// The walk along a log (replay/walk/following.h, LogCursor::take): an action entry legal as written
// is handed to the caller's step once, and nothing else is tried; only an entry the rules refuse as
// written is met in full, after which a forced decision the log left out comes first. The
// replayer's speed rests on the first (one check per action), its answers on the second.
#include "replay/walk/following.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <variant>
#include <vector>

#include "core/random.h"
#include "replay/json/log_json.h"
#include "replay/log/spaces.h"
#include "replay/log_input.h"
#include "replay/positions/initial_state.h"
#include "replay_support.h"
#include "support.h"
#include "tools/fuzzing/play.h"

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

// Entries that name their space (by its building or special building, as the log writers write
// them): the step is handed as_written's action, the one played, byte for byte. take() stores it
// word by word in the cursor (store_with_space, following.cpp), not as as_written's copy.
TEST(LogCursorTake, AnEntryThatNamesItsSpaceIsTakenAsWritten) {
  int named = 0;
  for (std::uint64_t seed = 41; seed < 41 + static_cast<std::uint64_t>(scaled(20)); ++seed) {
    PlayedGame played = play_random_game(2 + static_cast<int>(seed % 4), seed);
    auto read = read_log(write_log(played.log));
    ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << "seed " << seed;
    const GameLog& log = std::get<GameLog>(read);
    ASSERT_EQ(log.entries.size(), played.log.entries.size());
    Walk walk(log);
    for (std::size_t i = 0; i < log.entries.size(); ++i) {
      const GameState before = walk.state;
      EntryMeeting met;
      ASSERT_EQ(walk.cursor.take(i, met), LogCursor::Arrival::applied) << "entry " << i;
      ASSERT_EQ(walk.calls.size(), i + 1) << "entry " << i << ": one step per entry";
      auto written = as_written(before, log.entries[i]);
      ASSERT_TRUE(written.has_value()) << "entry " << i;
      EXPECT_EQ(walk.calls.back().action, *written) << "seed " << seed << ", entry " << i;
      EXPECT_EQ(walk.calls.back().action, played.log.entries[i].action) << "entry " << i;
      if (log.entries[i].space_ref.kind != SpaceRef::Kind::none) ++named;
    }
  }
  EXPECT_GT(named, 100);
}

// store_with_space against a copy and a store of the space, on actions of random bytes (every
// field, the 16 bytes after the fourth word included) written over random bytes, every space.
TEST(LogCursorTake, StoreWithSpaceIsACopyWithTheSpaceSet) {
  SplitMix64 rng(77);
  auto random_bytes = [&](Action& a) {
    auto* bytes = reinterpret_cast<unsigned char*>(&a);
    for (std::size_t b = 0; b < sizeof(Action); ++b)
      bytes[b] = static_cast<unsigned char>(rng.next());
  };
  for (int round = 0; round < scaled(2000); ++round) {
    Action written, to;
    random_bytes(written);
    random_bytes(to);
    auto space = static_cast<Space>(rng.next() % 256);
    Action want;
    std::memcpy(static_cast<void*>(&want), &written, sizeof(Action));
    want.space = space;
    store_with_space(to, written, space);
    ASSERT_EQ(std::memcmp(&to, &want, sizeof(Action)), 0) << "round " << round;
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

// as_written names the space of an entry as resolve_space does, and keeps the rest of the action
// as written: every tile id, and none, at every state of random games (2-5 players), where a tile
// is on the road once, never, or several times (the residences; the empty spaces for `none`), and
// on a road with a tile planted on a second space; every special building (its fixed space, taken
// without resolve_space); road numbers in and out of 1..28 and names (resolve_space's own path).
TEST(AsWritten, NamesTheSpaceOfABuildingAsResolveSpaceDoes) {
  int found = 0, not_found = 0;
  auto compare_ref = [&](const GameState& s, const SpaceRef& ref, const std::string& what) {
    LogEntry entry;
    entry.action.verb = Verb::place;
    entry.action.player = 1;
    entry.action.move = -2;
    entry.action.give.deniers = 3;
    entry.action.batches[2] = 4;
    entry.space_ref = ref;
    auto written = as_written(s, entry);
    auto resolved = resolve_space(s, entry.space_ref);
    if (const auto* space = std::get_if<Space>(&resolved)) {
      ASSERT_TRUE(written.has_value()) << what;
      Action want = entry.action;
      want.space = *space;
      EXPECT_EQ(*written, want) << what;
      ++found;
    } else {
      EXPECT_FALSE(written.has_value()) << what << ": " << written->space;
      ++not_found;
    }
  };
  auto compare = [&](const GameState& s) {
    SpaceRef ref;
    ref.kind = SpaceRef::Kind::building;
    for (int b = 0; b <= kBuildingCount; ++b) {
      ref.building = b == kBuildingCount ? BuildingId::none : static_cast<BuildingId>(b);
      compare_ref(s, ref, "tile " + std::to_string(b));
    }
    ref = SpaceRef{};
    ref.kind = SpaceRef::Kind::special;
    for (int k = 0; k < kSpecialCount; ++k) {
      ref.special = static_cast<Special>(k);
      compare_ref(s, ref, "special " + std::to_string(k));
    }
    ref = SpaceRef{};
    ref.kind = SpaceRef::Kind::number;
    for (int n : {-1, 0, 1, 7, kRoadSpaces, kRoadSpaces + 1}) {
      ref.number = n;
      compare_ref(s, ref, "space " + std::to_string(n));
    }
    ref = SpaceRef{};
    ref.kind = SpaceRef::Kind::named;
    for (const char* name : {"mason", "farm", "no such building"}) {
      ref.name = name;
      compare_ref(s, ref, std::string("name ") + name);
    }
  };
  for (int g = 0; g < scaled(8); ++g) {
    SplitMix64 rng(4200 + static_cast<std::uint64_t>(g));
    GameState s = random_start(rng, 2 + g % 4, {});
    std::vector<Action> legal;
    fuzzing::play(s, legal, fuzzing::uniform_choice(rng), {.max_actions = 5000},
                  fuzzing::KeepPlaying{},
                  [&](const GameState&, const Action&, const GameState& after, const EventSink&) {
                    compare(after);
                    return !::testing::Test::HasFailure();
                  });
    // A tile on the road twice, the last space included: several, so no space.
    GameState twice = s;
    twice.road[kRoadSpaces].building = twice.road[1].building;
    compare(twice);
  }
  EXPECT_GT(found, 1000);
  EXPECT_GT(not_found, 1000);
}

}  // namespace
}  // namespace caylus::test
