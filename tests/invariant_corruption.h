// A corruption of a real step and the invariant it must trip (invariant_corruptions.h lists
// them): its situation, the corruption, and the last state that passes beside it; and the
// rewrites of a real step that several corruptions share.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <set>

#include "core/option_readings.h"
#include "game_steps.h"
#include "invariant_steps.h"
#include "invariants/invariants.h"
#include "support.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/policy.h"

namespace caylus::test {

// A corruption of a real step and the invariant it must trip.
struct Corruption {
  std::string_view id;
  std::string name;
  std::function<bool(const Step&)> situation;  // which real step to start from
  std::function<void(Step&)> corrupt;
  bool state_level = false;  // check_state(after) must trip it too
  // The last state that passes, beside the corruption: the same step one unit short of the
  // threshold. nullptr: the uncorrupted step is it.
  std::function<void(Step&)> last_passing = nullptr;
};

// A step's state after, its count of houses in `section` set to `total` (all of player 0).
inline void set_section(Step& s, int section, int total) {
  s.after.houses[static_cast<std::size_t>(section)] = {};
  s.after.houses[static_cast<std::size_t>(section)][0] = static_cast<std::uint8_t>(total);
}

// A phase 5 step that resolves road space 2 or later and stays in phase 5, no provost action.
inline bool provost_activation_step(const Step& s) {
  return s.before.decision.kind == DecisionKind::activation && s.before.decision.space >= 2 &&
         s.after.phase == Phase::activation && s.action.verb != Verb::provost;
}
// The provost of a phase 5 step moved to `space`, before and after alike.
inline void set_provost(Step& s, int space) {
  s.before.provost = s.after.provost = static_cast<Space>(space);
}
// A step from phase 6 or later in which the bailiff moves, the game goes on and no scoring mark
// lies within 2 spaces ahead of it: its move can be rewritten to 1 or 2 spaces without a section
// coming due.
inline bool plain_bailiff_step(const Step& s) {
  const Event* e = first_event(s, EventKind::bailiff_moved);
  if (e == nullptr || s.after.game_over() || s.action.verb == Verb::provost ||
      s.before.phase <= Phase::activation)  // phase 5 reads the provost too: after it
    return false;
  int b = s.before.bailiff;
  return std::none_of(kScoringMark.begin(), kScoringMark.end(),
                      [&](int mark) { return b < mark && mark <= b + 2; });
}
// The step's bailiff move rewritten: the provost `beyond` spaces past the bailiff (0: on it)
// before the move, the bailiff and the provost `spaces` further after it.
inline void bailiff_move(Step& s, int beyond, int spaces) {
  Space b = s.before.bailiff;
  s.before.provost = static_cast<Space>(b + beyond);
  s.after.bailiff = s.after.provost = static_cast<Space>(b + spaces);
  for (Event& e : s.events)
    if (e.kind == EventKind::bailiff_moved) {
      e.amount = static_cast<std::int16_t>(spaces);
      e.detail = static_cast<std::int16_t>(b + beyond);
      e.space = static_cast<Space>(b + spaces);
    }
}

// A step of a game of 4 or more in which workers leave the stables, the turn going on.
inline bool stables_step(const Step& s) {
  return s.before.player_count >= 4 && s.after.turn == s.before.turn &&
         std::any_of(s.events.begin(), s.events.end(), [](const Event& e) {
           return e.kind == EventKind::worker_returned &&
                  e.space == special_space(Special::stables);
         });
}
// The step's stables rewritten: `n` workers leave them, the first `n` players of the turn
// order in that order, and the order the rules then give set after the step (at once, or for
// the next turn: option stables_effect), so that only the count can be wrong.
inline void stables_leave(Step& s, int n) {
  const Space stables = special_space(Special::stables);
  std::erase_if(s.events, [&](const Event& e) {
    return e.kind == EventKind::worker_returned && e.space == stables;
  });
  // The slot players first, then the others in order: here the order itself.
  const std::array<PlayerIndex, kMaxPlayers> reordered = s.before.turn_order;
  for (int i = 0; i < n; ++i) {
    Event e{EventKind::worker_returned, s.before.turn_order[i]};
    e.space = stables;
    s.events.push_back(e);
  }
  if (stables_order_at_once(s.before.options)) {
    s.after.turn_order = reordered;
  } else {
    s.after.turn_order = s.before.turn_order;
    s.after.turn_order_pending = true;
    s.after.next_turn_order = reordered;
  }
}

// Room on the road for more workers than a player has: free buildings a worker may stand on.
inline bool room_for_workers(const Step& s) {
  int room = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    BuildingKind kind = building(s.after.road[i].building).kind;
    room += s.after.road[i].worker == kNoPlayer && kind != BuildingKind::none &&
            kind != BuildingKind::residence && kind != BuildingKind::prestige;
  }
  return room > kWorkersPerPlayer;
}
// A step's state after with `n` workers of player 0 out, the ones it lacks put on the road's
// free buildings (a worker may stand there), so that the count on the board agrees.
inline void workers_out_and_on_the_road(Step& s, int n) {
  int counted = s.after.players[0].workers_out;  // a real step: every one of them on the board
  for (Space i = 1; i <= kRoadSpaces && counted < n; ++i) {
    BuildingKind kind = building(s.after.road[i].building).kind;
    if (s.after.road[i].worker == kNoPlayer && kind != BuildingKind::none &&
        kind != BuildingKind::residence && kind != BuildingKind::prestige) {
      s.after.road[i].worker = 0;
      ++counted;
    }
  }
  s.after.players[0].workers_out = static_cast<std::uint8_t>(counted);
}

inline void PrintTo(const Corruption& c, std::ostream* os) {
  *os << c.id << " / " << c.name;
}

}  // namespace caylus::test
