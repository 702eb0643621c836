// The turn: its order, the bridge, its progress and the end of the game.
//   Turn order: each seated player once. It changes only through the stables (slot 1, 2, 3 first,
//   the others in their previous relative order: special.stables; at once or from the next turn,
//   option stables_effect) or, with two players, the swap of first place at the start of every
//   turn (two_player.order).
//   Bridge: a passing player takes the lowest free slot, each player once per turn (place.pass);
//   after phase 2 everybody has passed; the first to pass, and only that one, gains 1 denier.
//   Progress: turns advance one at a time and phases within a turn never go back; the bailiff
//   moves at least one space a turn from space 6. The game is over exactly when the towers have
//   been scored (game.end); until then a seated player has a decision to make.
#include "core/option_readings.h"
#include "invariants/checks.h"

namespace caylus::invariants {
namespace {

using Order = std::array<PlayerIndex, kMaxPlayers>;

std::string order_text(const GameState& s, const Order& order) {
  std::string text;
  for (int i = 0; i < s.player_count; ++i) text += (i == 0 ? "" : " ") + who(order[i]);
  return text;
}

Result check_permutation(const GameState& s, const Order& order, std::string_view what) {
  std::array<bool, kMaxPlayers> seen{};
  for (int i = 0; i < kMaxPlayers; ++i) {
    PlayerIndex p = order[i];
    bool ok = i < s.player_count ? valid_player(s, p) && !seen[p] : p == kNoPlayer;
    if (!ok)
      return fail_with([=] {
        return (Message() << "the " << what << " is not a permutation of the " << s.player_count
                          << " players: position " << i + 1 << " holds " << who(p))
            .fail();
      });
    if (i < s.player_count) seen[p] = true;
  }
  return std::nullopt;
}

bool in_phase_2_or_later(Phase p) {
  return p != Phase::income;
}

Result turn_order_permutation(const GameState& s, const StateContext&) {
  if (auto r = check_permutation(s, s.turn_order, "turn order")) return r;
  if (s.turn_order_pending) return check_permutation(s, s.next_turn_order, "next turn's order");
  return std::nullopt;
}

Result turn_order_changes(const StepView& v, InvariantTracker&) {
  const GameState& s = v.before;
  const GameState& after = v.after;
  if (!v.changed_any(kOrder) && after.turn == s.turn && !v.has(EventKind::worker_returned))
    return std::nullopt;
  // The stables' workers return in slot order when the stables resolve.
  Order stables{kNoPlayer, kNoPlayer, kNoPlayer, kNoPlayer, kNoPlayer};
  int in_stables = 0;
  for (const Event& e : v.events) {
    if (e.kind != EventKind::worker_returned || e.space != special_space(Special::stables))
      continue;
    if (in_stables == 3 || !valid_player(s, e.player))
      return fail_with([=] {
        return (Message() << "more than 3 workers, or a stranger's, left the stables").fail();
      });
    stables[in_stables++] = e.player;
  }
  // Workers returned from elsewhere than the stables, the order untouched and the turn the same:
  // every test below holds (most steps of phases 3, 5 and 6 end here).
  if (in_stables == 0 && !v.changed_any(kOrder) && after.turn == s.turn) return std::nullopt;
  Order expected = s.turn_order;
  if (in_stables > 0) {
    Order reordered = stables;
    int n = in_stables;
    for (int i = 0; i < s.player_count; ++i) {
      PlayerIndex p = s.turn_order[i];
      bool stabled = false;
      for (int k = 0; k < in_stables; ++k) stabled = stabled || stables[k] == p;
      if (!stabled && n < kMaxPlayers) reordered[n++] = p;
    }
    if (stables_order_at_once(s.options)) {
      expected = reordered;
    } else if (!after.turn_order_pending || after.next_turn_order != reordered) {
      return fail_with([=] {
        return (Message() << "the stables set next turn's order to "
                          << (after.turn_order_pending ? order_text(after, after.next_turn_order)
                                                       : std::string("nothing"))
                          << "; slots first, the others in order, give "
                          << order_text(after, reordered))
            .fail();
      });
    }
  }
  bool new_turn = after.turn == s.turn + 1;
  if (new_turn) {
    if (s.turn_order_pending) expected = s.next_turn_order;        // stables_effect = next_turn
    if (s.player_count == 2) std::swap(expected[0], expected[1]);  // two_player.order
    if (after.turn_order_pending)
      return fail_with([=] {
        return (Message() << "turn " << after.turn
                          << " started with a next-turn order still pending")
            .fail();
      });
  } else if (in_stables == 0 &&
             (after.turn_order_pending != s.turn_order_pending ||
              (s.turn_order_pending && after.next_turn_order != s.next_turn_order))) {
    return fail_with([=] {
      return (Message() << "next turn's order changed without the stables resolving").fail();
    });
  }
  if (after.turn_order != expected)
    return fail_with([=] {
      return (Message() << "the turn order went from " << order_text(s, s.turn_order) << " to "
                        << order_text(after, after.turn_order) << " after '"
                        << action_text(v.action) << "'; the rules give "
                        << order_text(after, expected))
          .fail();
    });
  return std::nullopt;
}

Result bridge_order_state(const GameState& s, const StateContext&) {
  auto fail = [](Message& m) { return m.fail(); };
  int passed = s.passed_count;
  if (passed < 0 || passed > s.player_count)
    return fail_with(
        [=] { return fail(Message() << passed << " players passed out of " << s.player_count); });
  std::array<bool, kMaxPlayers> seen{};
  for (int i = 0; i < kMaxPlayers; ++i) {
    PlayerIndex p = s.bridge[i];
    if (i >= passed) {
      if (p != kNoPlayer)
        return fail_with([=] {
          return fail(Message() << "bridge slot " << i + 1 << " holds " << who(p) << " but only "
                                << count_text(passed, "player", "players") << " "
                                << agree(passed, "has", "have") << " passed");
        });
      continue;
    }
    if (!valid_player(s, p) || seen[p])
      return fail_with([=] {
        return fail(Message() << "bridge slot " << i + 1 << " holds " << who(p)
                              << (valid_player(s, p) ? ", who already passed" : ", not seated"));
      });
    seen[p] = true;
  }
  bool placing = s.phase == Phase::placement;
  if (s.phase == Phase::income && passed != 0)
    return fail_with([=] {
      return fail(Message() << count_text(passed, "player", "players") << " passed before phase 2");
    });
  if (in_phase_2_or_later(s.phase) && !placing && passed != s.player_count)
    return fail_with([=] {
      return fail(Message() << "phase " << phase_name(s.phase) << " with " << passed << " of "
                            << s.player_count << " players passed");
    });
  if (placing && passed == s.player_count)
    return fail_with(
        [=] { return fail(Message() << "phase 2 goes on though every player passed"); });
  return std::nullopt;
}

Result bridge_order_step(const StepView& v, InvariantTracker&) {
  const GameState& s = v.before;
  const GameState& after = v.after;
  if (after.turn != s.turn) return std::nullopt;  // a new turn empties the bridge
  if (!v.changed_any(kBridge) && v.action.verb != Verb::pass) return std::nullopt;
  for (int i = 0; i < s.passed_count && i < kMaxPlayers; ++i)
    if (after.bridge[i] != s.bridge[i])
      return fail_with([=] {
        return (Message() << "bridge slot " << i + 1 << " changed from " << who(s.bridge[i])
                          << " to " << who(after.bridge[i]) << " within turn " << s.turn)
            .fail();
      });
  bool pass = v.action.verb == Verb::pass;
  int expected = s.passed_count + (pass ? 1 : 0);
  if (after.passed_count != expected ||
      (pass && (expected > kMaxPlayers || after.bridge[s.passed_count] != v.action.player)))
    return fail_with([=] {
      return (Message() << "after '" << action_text(v.action) << "' "
                        << count_text(after.passed_count, "player", "players") << " "
                        << agree(after.passed_count, "has", "have") << " passed (was "
                        << s.passed_count << ")"
                        << (pass ? ", and the passing player takes the next bridge slot" : ""))
          .fail();
    });
  return std::nullopt;
}

Result bridge_first_pass_bonus(const StepView& v, InvariantTracker& t) {
  const GameState& s = v.before;
  bool due = v.action.verb == Verb::pass && s.passed_count == 0;
  if (!due && !v.has(EventKind::first_pass_bonus)) return std::nullopt;
  int count = 0;
  for (const Event& e : v.events) {
    if (e.kind != EventKind::first_pass_bonus) continue;
    ++count;
    if (!due || e.player != v.action.player || e.amount != 1)
      return fail_with([=] {
        return (Message() << who(e.player) << " got a first-pass bonus of " << e.amount
                          << " after '" << action_text(v.action) << "' with "
                          << count_text(s.passed_count, "player", "players") << " passed before")
            .fail();
      });
    if (t.first_pass_bonus_turn == s.turn)
      return fail_with(
          [=] { return (Message() << "a second first-pass bonus in turn " << s.turn).fail(); });
    t.first_pass_bonus_turn = s.turn;
  }
  if (due && count != 1)
    return fail_with([=] {
      return (Message() << who(v.action.player) << " passed first in turn " << s.turn << " and got "
                        << count_text(count, "first-pass bonus", "first-pass bonuses"))
          .fail();
    });
  return std::nullopt;
}

Result turn_progress_state(const GameState& s, const StateContext&) {
  if (s.turn < 1 || s.bailiff < kOfficialsStart - 1 + s.turn)
    return fail_with([=] {
      return (Message() << "turn " << s.turn << " with the bailiff on road space " << s.bailiff
                        << "; it moves at least one space a turn from space " << kOfficialsStart)
          .fail();
    });
  return std::nullopt;
}

Result turn_progress_step(const StepView& v, InvariantTracker&) {
  const GameState& s = v.before;
  const GameState& after = v.after;
  if (s.game_over())
    return fail_with([=] {
      return (Message() << "a step ('" << action_text(v.action) << "') after the game ended")
          .fail();
    });
  if (after.turn == s.turn) {
    if (after.phase < s.phase)
      return fail_with([=] {
        return (Message() << "turn " << s.turn << " went back from phase " << phase_name(s.phase)
                          << " to " << phase_name(after.phase))
            .fail();
      });
    return std::nullopt;
  }
  if (after.turn != s.turn + 1 || after.phase != Phase::placement)
    return fail_with([=] {
      return (Message() << "one step went from turn " << s.turn << " (" << phase_name(s.phase)
                        << ") to turn " << after.turn << " (" << phase_name(after.phase) << ")")
          .fail();
    });
  return std::nullopt;
}

Result game_end(const GameState& s, const StateContext&) {
  bool towers = (s.scored >> static_cast<int>(Section::towers)) & 1;
  if (s.game_over() != towers)
    return fail_with([=] {
      return (Message() << (towers ? "the towers are scored but the game goes on"
                                   : "the game is over but the towers are not scored"))
          .fail();
    });
  bool decides = s.decision.kind != DecisionKind::none;
  if (s.game_over() ? decides : !decides || !valid_player(s, s.decision.player))
    return fail_with([=] {
      return (Message() << (s.game_over() ? "the game is over but " : "the game goes on and ")
                        << who(s.decision.player) << " has decision '"
                        << decision_kind_name(s.decision.kind) << "'")
          .fail();
    });
  return std::nullopt;
}

}  // namespace

// This file's rows, in the order they are checked: state checks first (invariants.cpp).
std::span<const Row> turn_rows() {
  static constexpr Row rows[] = {
      {"turn_order.permutation",
       "the turn order (and a pending next-turn order) holds each seated player exactly once",
       turn_order_permutation, nullptr, kOrder | kSetup},
      {"bridge.order",
       "passing players take the bridge slots in order, each once; all have passed after "
       "phase 2",
       bridge_order_state, bridge_order_step, kBridge | kTurnPhase | kSetup,
       on_parts(kBridge) | on_verbs({V::pass})},
      {"turn.progress",
       "turns advance one at a time, phases within a turn never go back, and the bailiff is at "
       "least 5 + turn",
       turn_progress_state, turn_progress_step, kTurnPhase | kOfficials | kSetup,
       on_parts(kTurnPhase) | on_decisions({D::none})},
      {rule_id_text(RuleId::game_end),
       "the game is over exactly when the towers have been scored; until then a seated player "
       "has a decision",
       game_end, nullptr, kTurnPhase | kCastle | kDecision | kSetup},
      {"turn_order.changes",
       "the turn order changes only through the stables (slot players first, the others in "
       "their previous order) or the two-player swap at the start of a turn",
       nullptr, turn_order_changes, 0,
       on_parts(kOrder | kTurnPhase) | on_events({E::worker_returned})},
      {"bridge.first_pass_bonus",
       "the first player to pass in a turn, and only that one, gains 1 denier, once per turn",
       nullptr, bridge_first_pass_bonus, 0, on_verbs({V::pass}) | on_events({E::first_pass_bonus})},
  };
  return rows;
}

}  // namespace caylus::invariants
