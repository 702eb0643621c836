// The points ledger (replay/narration/ledger.h): over many random games of every player count, the
// entries of each player add up to that player's final prestige, every entry names a cause,
// and every kind of prestige change shows up.
#include "replay/narration/ledger.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "replay/replayer.h"
#include "replay_support.h"

namespace caylus::test {
namespace {

// Feeds a game to a ledger step by step, as the replayer does, with core only.
PointsLedger ledger_of(const PlayedGame& played, GameState& end) {
  GameState s = played.states.front();
  PointsLedger ledger(s);
  EventSink events;
  for (const LogEntry& entry : played.log.entries) {
    GameState before = s;
    events.clear();
    EXPECT_FALSE(apply(s, entry.action, &events).has_value());
    ledger.record(before, entry.action, events, s);
  }
  end = s;
  return ledger;
}

TEST(PointsLedger, SumsToTheFinalPrestigeOfEveryPlayerOverManyRandomGames) {
  auto sets = replay_option_sets();
  std::set<EventKind> kinds_seen;
  for (int game = 0; game < 400; ++game) {
    int players = 2 + game % 4;
    PlayedGame played = play_random_game(players, 90000 + static_cast<std::uint64_t>(game),
                                         sets[static_cast<std::size_t>(game / 4) % sets.size()]);
    GameState end;
    PointsLedger ledger = ledger_of(played, end);
    ASSERT_EQ(end, played.final_state());
    ASSERT_TRUE(end.game_over());
    for (PlayerIndex p = 0; p < players; ++p) {
      int sum = 0;
      int last_turn = 0;
      for (const LedgerEntry& e : ledger.entries(p)) {
        sum += e.amount;
        ASSERT_EQ(e.total, sum) << "running total, game " << game;
        EXPECT_FALSE(e.cause.empty());
        EXPECT_GE(e.turn, last_turn) << "entries in the order of the game";
        EXPECT_LE(e.turn, end.turn);
        last_turn = e.turn;
        kinds_seen.insert(e.kind);
        if (e.kind == EventKind::prestige_end_bonus) {
          EXPECT_EQ(e.turn, end.turn);
        }
      }
      ASSERT_EQ(sum, end.player(p).goods.prestige)
          << "game " << game << ", player " << int(p) << ":\n"
          << [&] {
               std::string all;
               for (const auto& line : ledger.render(played.log.players)) all += line + "\n";
               return all;
             }();
      EXPECT_EQ(ledger.total(p), end.player(p).goods.prestige);
    }
  }
  // Random games meet every cause of prestige (so the sum above tests each of them).
  for (EventKind kind :
       {EventKind::prestige_owner_placement, EventKind::prestige_build, EventKind::prestige_notary,
        EventKind::prestige_castle_batch, EventKind::prestige_castle_penalty,
        EventKind::prestige_scoring, EventKind::prestige_favor, EventKind::prestige_building_use,
        EventKind::prestige_end_bonus})
    EXPECT_TRUE(kinds_seen.count(kind)) << "no ledger entry of kind " << static_cast<int>(kind);
}

TEST(PointsLedger, ThroughTheReplayerToo) {
  for (int game = 0; game < 40; ++game) {
    int players = 2 + game % 4;
    PlayedGame played = play_random_game(players, 7000 + static_cast<std::uint64_t>(game));
    ReplayOptions options;
    options.narrate = true;
    ReplayResult r = replay_log(played.log, options);
    ASSERT_EQ(r.verdict, Verdict::legal);
    ASSERT_TRUE(r.ledger);
    for (PlayerIndex p = 0; p < players; ++p)
      EXPECT_EQ(r.ledger->total(p), r.state.player(p).goods.prestige) << "game " << game;
  }
}

TEST(PointsLedger, AStartingSnapshotOpensWithThePrestigeAlreadyWon) {
  PlayedGame played = play_random_game(3, 15);
  const std::size_t cut = played.states.size() / 2;
  GameState s = played.states[cut];
  PointsLedger ledger(s);
  for (PlayerIndex p = 0; p < 3; ++p) {
    EXPECT_EQ(ledger.total(p), s.player(p).goods.prestige);
    if (s.player(p).goods.prestige > 0) {
      ASSERT_EQ(ledger.entries(p).size(), 1u);
      EXPECT_TRUE(ledger.entries(p).front().opening);
    }
  }
}

TEST(PointsLedger, CausesNameTheBuildingThePlayerAndTheSection) {
  // Gather the causes of many games and look for the words each cause must use.
  std::map<EventKind, std::string> example;
  for (int game = 0; game < 60; ++game) {
    PlayedGame played = play_random_game(2 + game % 4, 123 + static_cast<std::uint64_t>(game));
    GameState end;
    PointsLedger ledger = ledger_of(played, end);
    for (PlayerIndex p = 0; p < end.player_count; ++p)
      for (const auto& e : ledger.entries(p)) example.emplace(e.kind, e.cause);
  }
  auto has = [&](EventKind kind, const std::string& text) {
    auto it = example.find(kind);
    return it != example.end() && it->second.find(text) != std::string::npos;
  };
  EXPECT_TRUE(has(EventKind::prestige_owner_placement, "placed a worker on its"));
  EXPECT_TRUE(has(EventKind::prestige_owner_placement, "{p"));
  EXPECT_TRUE(has(EventKind::prestige_build, "built the"));
  EXPECT_TRUE(has(EventKind::prestige_castle_batch, "castle:"));
  EXPECT_TRUE(has(EventKind::prestige_castle_penalty, "no batch offered"));
  EXPECT_TRUE(has(EventKind::prestige_scoring, "scoring: no house"));
  EXPECT_TRUE(has(EventKind::prestige_favor, "prestige row, column"));
  EXPECT_TRUE(has(EventKind::prestige_end_bonus, "end bonus"));
}

// The clock that dates events: an income opens the next turn, a bailiff move is the end of turn.
TEST(EventClock, DatesAutomaticSteps) {
  GameState s;
  s.turn = 4;
  s.phase = Phase::castle;
  EventClock clock(s);
  clock.advance(Event{EventKind::bailiff_moved});
  EXPECT_EQ(clock.turn, 4);
  EXPECT_EQ(clock.phase, Phase::end_of_turn);
  clock.advance(Event{EventKind::turn_order_changed});  // two_player.order at a turn's start
  EXPECT_EQ(clock.turn, 5);
  EXPECT_EQ(clock.phase, Phase::income);
  clock.advance(Event{EventKind::income});
  clock.advance(Event{EventKind::income});
  EXPECT_EQ(clock.turn, 5) << "one turn for all the players' incomes";
  s.phase = Phase::placement;
  EventClock stables(s);
  stables.advance(Event{EventKind::turn_order_changed});
  EXPECT_EQ(stables.turn, 4);
  EXPECT_EQ(stables.phase, Phase::special);
}

}  // namespace
}  // namespace caylus::test
