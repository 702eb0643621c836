// Helpers for the scenario tests that replay the rulebook's worked examples and the FAQ
// (rulebook_examples_test.cpp, faq_test.cpp): set up a board, answer decisions "quietly" (pass,
// leave the provost, decline, take the inn's worker back) until the situation of the example,
// and read a player's goods.
#pragma once

#include <functional>

#include "support.h"

namespace caylus::test {

// Puts a built tile on the road (taking it out of the stock), owned by `owner`.
inline void put_building(GameState& s, Space at, BuildingId id, PlayerIndex owner = kNoPlayer) {
  s.road[at] = RoadSpace{id, owner, kNoPlayer};
  s.stock &= ~tile_bit(id);
}

// Moves both officials (at a placement decision, where the provost always stands on the
// bailiff) as if earlier turns had advanced them.
inline void set_officials(GameState& s, Space at) {
  s.bailiff = s.provost = at;
}

// The quiet answer to any decision, taking the inn's worker back (support.h).
inline Action quiet(const GameState& s) {
  return quiet_answer(s, AtTheInn::leave);
}

inline void quiet_until(GameState& s, const std::function<bool(const GameState&)>& done) {
  play_until(s, done, quiet, 5000);
}

// Plays quietly up to the first placement decision of `turn`.
inline void quiet_to_turn(GameState& s, int turn) {
  quiet_until(s, [&](const GameState& g) {
    return g.turn == turn && g.decision.kind == DecisionKind::placement;
  });
  ASSERT_EQ(s.turn, turn);
  ASSERT_EQ(s.decision.kind, DecisionKind::placement);
}

// Plays quietly until a decision of `kind` is pending.
inline void quiet_to(GameState& s, DecisionKind kind) {
  quiet_until(s, [&](const GameState& g) { return g.decision.kind == kind; });
  ASSERT_EQ(s.decision.kind, kind);
}

// Everyone still placing passes, in turn order.
inline void everyone_passes(GameState& s) {
  for (int i = 0; i < kMaxPlayers && s.decision.kind == DecisionKind::placement; ++i)
    ASSERT_NO_FATAL_FAILURE(act(s, pass(s.decision.player)));
  ASSERT_NE(s.decision.kind, DecisionKind::placement);
}

inline void expect_decision(const GameState& s, DecisionKind kind, PlayerIndex player,
                            Space space = kNoSpace) {
  EXPECT_EQ(s.decision.kind, kind) << describe_decision(s);
  EXPECT_EQ(s.decision.player, player) << describe_decision(s);
  if (space != kNoSpace) {
    EXPECT_EQ(s.decision.space, space) << describe_decision(s);
  }
}

inline Action favor_take(PlayerIndex p, FavorRow row, int column, Resources take) {
  Action a = favor(p, row, column);
  a.gain = take;
  return a;
}
inline Action favor_build(PlayerIndex p, int column, BuildingId b, Space on = kNoSpace) {
  Action a = favor(p, FavorRow::buildings, column);
  a.building = b;
  a.space = on;
  return a;
}

inline int deniers_of(const GameState& s, PlayerIndex p) {
  return s.player(p).goods.deniers;
}
inline int prestige_of(const GameState& s, PlayerIndex p) {
  return s.player(p).goods.prestige;
}
inline int cubes_of(const GameState& s, PlayerIndex p, Cube c) {
  return s.player(p).goods[c];
}

}  // namespace caylus::test
