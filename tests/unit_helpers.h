// Helpers for the per-phase unit tests (tests/*_test.cpp of issue 2): set up a board by editing
// the state at a placement decision, and drive a turn with "quiet" choices that change nothing
// (pass, provost 0, decline, no batch), so that every value a test checks comes from the rule
// under test only.
#pragma once

#include <algorithm>
#include <vector>

#include "support.h"

namespace caylus::test {

// Every legal action of the pending decision.
inline std::vector<Action> legal(const GameState& s) {
  std::vector<Action> out;
  legal_actions(s, out);
  return out;
}

inline bool offers(const GameState& s, const Action& a) {
  auto all = legal(s);
  return std::find(all.begin(), all.end(), a) != all.end();
}

// Puts a tile on road space `at` with `owner`'s house (kNoPlayer for none), taking it out of the
// stock. Use at a placement decision before anyone placed.
inline void put_tile(GameState& s, Space at, BuildingId id, PlayerIndex owner) {
  s.road[at] = RoadSpace{id, owner, kNoPlayer};
  s.stock &= ~tile_bit(id);
}

// A bundle of cubes and deniers (prestige 0).
inline Resources goods(int food, int wood, int stone, int cloth, int gold, int money) {
  Resources r = cubes(food, wood, stone, cloth, gold);
  r.deniers = static_cast<std::int16_t>(money);
  return r;
}

// Sets p's cubes and deniers, keeping its prestige.
inline void set_goods(GameState& s, PlayerIndex p, Resources r) {
  r.prestige = s.player(p).goods.prestige;
  s.player(p).goods = r;
}

// The quiet answer to the pending decision, staying at the inn (support.h).
inline Action quiet(const GameState& s) {
  return quiet_answer(s, AtTheInn::stay);
}

// Plays quiet answers while `more(s)` holds (and the game is not over).
template <typename Pred>
inline void quietly_while(GameState& s, Pred more, int limit = 2000) {
  for (int i = 0; i < limit && !s.game_over() && more(s); ++i) act(s, quiet(s));
}

// Quietly to the given phase of the given turn (stops at its first decision; fails if that phase
// has no decision and the game went past it).
inline void quietly_to(GameState& s, int turn, Phase phase) {
  quietly_while(s, [&](const GameState& g) {
    return !(g.turn == turn && g.phase == phase) && g.turn <= turn;
  });
  EXPECT_TRUE(s.turn == turn && s.phase == phase)
      << "not stopped at turn " << turn << " phase " << phase_name(phase) << " but at turn "
      << int(s.turn) << " phase " << phase_name(s.phase);
}

// Everyone still to act in phase 2 passes.
inline void everyone_passes(GameState& s) {
  quietly_while(s, [](const GameState& g) { return g.phase == Phase::placement; });
}

// Quiet answers until the decision is `kind` (for anyone).
inline void quietly_until(GameState& s, DecisionKind kind) {
  quietly_while(s, [&](const GameState& g) { return g.decision.kind != kind; });
}

// Phase 2 in which each listed (player, space) placement happens at that player's turn, in list
// order per player, the players passing once their list is done.
inline void place_then_pass(GameState& s, const std::vector<std::pair<PlayerIndex, Space>>& plan) {
  std::vector<std::pair<PlayerIndex, Space>> todo = plan;
  for (int i = 0; i < 200 && s.phase == Phase::placement; ++i) {
    PlayerIndex p = s.decision.player;
    auto it = std::find_if(todo.begin(), todo.end(), [&](auto& e) { return e.first == p; });
    if (it == todo.end()) {
      act(s, pass(p));
    } else {
      act(s, place(p, it->second));
      todo.erase(it);
    }
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// A favor with its effect parameters: the cubes taken (and given, for resources column 4).
inline Action favor_take(PlayerIndex p, FavorRow row, int column, Resources take,
                         Resources give = {}) {
  Action a = favor(p, row, column);
  a.gain = take;
  a.give = give;
  return a;
}

inline int events_of(const EventSink& ev, EventKind k, PlayerIndex p = kNoPlayer) {
  int n = 0;
  for (const Event& e : ev)
    if (e.kind == k && (p == kNoPlayer || e.player == p)) ++n;
  return n;
}

}  // namespace caylus::test
