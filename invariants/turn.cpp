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
        return fill_in(tr("{0} is not a permutation of the {1}: position {2} holds {3}"), tr(what),
                       players_text(s.player_count), i + 1, who(p));
      });
    if (i < s.player_count) seen[p] = true;
  }
  return std::nullopt;
}

bool in_phase_2_or_later(Phase p) {
  return p != Phase::income;
}

Result turn_order_permutation(const GameState& s, const StateContext&) {
  if (auto r = check_permutation(s, s.turn_order, N_("the turn order"))) return r;
  if (s.turn_order_pending)
    return check_permutation(s, s.next_turn_order, N_("the next turn's order"));
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
        return std::string(tr("more than 3 workers, or a stranger's, left the stables"));
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
        return fill_in(tr("the stables set the next turn's order to {0}; the stables' slots first, "
                          "the others in order, give {1}"),
                       after.turn_order_pending ? order_text(after, after.next_turn_order)
                                                : std::string(tr("nothing")),
                       order_text(after, reordered));
      });
    }
  }
  bool new_turn = after.turn == s.turn + 1;
  if (new_turn) {
    if (s.turn_order_pending) expected = s.next_turn_order;        // stables_effect = next_turn
    if (s.player_count == 2) std::swap(expected[0], expected[1]);  // two_player.order
    if (after.turn_order_pending)
      return fail_with([=] {
        return fill_in(tr("turn {0} started with the next turn's order still pending"),
                       int{after.turn});
      });
  } else if (in_stables == 0 &&
             (after.turn_order_pending != s.turn_order_pending ||
              (s.turn_order_pending && after.next_turn_order != s.next_turn_order))) {
    return fail_with([=] {
      return std::string(tr("the next turn's order changed without the stables resolving"));
    });
  }
  if (after.turn_order != expected)
    return fail_with([=] {
      return fill_in(tr("the turn order went from {0} to {1} after '{2}'; the rules give {3}"),
                     order_text(s, s.turn_order), order_text(after, after.turn_order),
                     action_text(v.action), order_text(after, expected));
    });
  return std::nullopt;
}

Result bridge_order_state(const GameState& s, const StateContext&) {
  int passed = s.passed_count;
  if (passed < 0 || passed > s.player_count)
    return fail_with([=] {
      return fill_in(tr("{0} passed out of {1}"), players_text(passed), int{s.player_count});
    });
  std::array<bool, kMaxPlayers> seen{};
  for (int i = 0; i < kMaxPlayers; ++i) {
    PlayerIndex p = s.bridge[i];
    if (i >= passed) {
      if (p != kNoPlayer)
        return fail_with([=] {
          return fill_in(tr_n("bridge slot {0} holds {1} but only {2} player has passed",
                              "bridge slot {0} holds {1} but only {2} players have passed", passed),
                         i + 1, who(p), passed);
        });
      continue;
    }
    if (!valid_player(s, p) || seen[p])
      return fail_with([=] {
        return valid_player(s, p)
                   ? fill_in(tr("bridge slot {0} holds {1}, who already passed"), i + 1, who(p))
                   : fill_in(tr("bridge slot {0} holds {1}, who is not seated"), i + 1, who(p));
      });
    seen[p] = true;
  }
  bool placing = s.phase == Phase::placement;
  if (s.phase == Phase::income && passed != 0)
    return fail_with([=] {
      return fill_in(
          tr_n("{0} player passed before phase 2", "{0} players passed before phase 2", passed),
          passed);
    });
  if (in_phase_2_or_later(s.phase) && !placing && passed != s.player_count)
    return fail_with([=] {
      return fill_in(tr("the phase {0} with {1} of {2} passed"), phase_place_words(s.phase), passed,
                     players_text(s.player_count));
    });
  if (placing && passed == s.player_count)
    return fail_with([=] { return std::string(tr("phase 2 goes on though every player passed")); });
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
        return fill_in(tr("bridge slot {0} changed from {1} to {2} within turn {3}"), i + 1,
                       who(s.bridge[i]), who(after.bridge[i]), int{s.turn});
      });
  bool pass = v.action.verb == Verb::pass;
  int expected = s.passed_count + (pass ? 1 : 0);
  if (after.passed_count != expected ||
      (pass && (expected > kMaxPlayers || after.bridge[s.passed_count] != v.action.player)))
    return fail_with([=] {
      int n = after.passed_count;
      return pass ? fill_in(tr_n("after '{1}' {0} player has passed (it was {2}), and the passing "
                                 "player takes the next bridge slot",
                                 "after '{1}' {0} players have passed (it was {2}), and the "
                                 "passing player takes the next bridge slot",
                                 n),
                            n, action_text(v.action), int{s.passed_count})
                  : fill_in(tr_n("after '{1}' {0} player has passed (it was {2})",
                                 "after '{1}' {0} players have passed (it was {2})", n),
                            n, action_text(v.action), int{s.passed_count});
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
        return fill_in(tr("{0} got a first-pass bonus of {1} after '{2}' with {3} passed before"),
                       who(e.player), e.amount, action_text(v.action),
                       players_text(s.passed_count));
      });
    if (t.first_pass_bonus_turn == s.turn)
      return fail_with(
          [=] { return fill_in(tr("a second first-pass bonus in turn {0}"), int{s.turn}); });
    t.first_pass_bonus_turn = s.turn;
  }
  if (due && count != 1)
    return fail_with([=] {
      return fill_in(tr_n("{1} passed first in turn {2} and got {0} first-pass bonus",
                          "{1} passed first in turn {2} and got {0} first-pass bonuses", count),
                     count, who(v.action.player), int{s.turn});
    });
  return std::nullopt;
}

Result turn_progress_state(const GameState& s, const StateContext&) {
  if (s.turn < 1 || s.bailiff < kOfficialsStart - 1 + s.turn)
    return fail_with([=] {
      return fill_in(
          tr("turn {0} with the bailiff on road space {1}; it moves at least one space a "
             "turn from space {2}"),
          int{s.turn}, s.bailiff, kOfficialsStart);
    });
  return std::nullopt;
}

Result turn_progress_step(const StepView& v, InvariantTracker&) {
  const GameState& s = v.before;
  const GameState& after = v.after;
  if (s.game_over())
    return fail_with(
        [=] { return fill_in(tr("a step ('{0}') after the game ended"), action_text(v.action)); });
  if (after.turn == s.turn) {
    if (after.phase < s.phase)
      return fail_with([=] {
        return fill_in(tr("turn {0} went back from the phase {1} to the phase {2}"), int{s.turn},
                       phase_place_words(s.phase), phase_place_words(after.phase));
      });
    return std::nullopt;
  }
  if (after.turn != s.turn + 1 || after.phase != Phase::placement)
    return fail_with([=] {
      return fill_in(tr("one step went from turn {0} (phase {1}) to turn {2} (phase {3})"),
                     int{s.turn}, phase_place_words(s.phase), int{after.turn},
                     phase_place_words(after.phase));
    });
  return std::nullopt;
}

Result game_end(const GameState& s, const StateContext&) {
  bool towers = (s.scored >> static_cast<int>(Section::towers)) & 1;
  if (s.game_over() != towers)
    return fail_with([=] {
      return std::string(towers ? tr("the towers are scored but the game goes on")
                                : tr("the game is over but the towers are not scored"));
    });
  bool decides = s.decision.kind != DecisionKind::none;
  if (s.game_over() ? decides : !decides || !valid_player(s, s.decision.player))
    return fail_with([=] {
      return s.game_over() ? fill_in(tr("the game is over but {0} has the decision '{1}'"),
                                     who(s.decision.player), decision_kind_name(s.decision.kind))
                           : fill_in(tr("the game goes on and {0} has the decision '{1}'"),
                                     who(s.decision.player), decision_kind_name(s.decision.kind));
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
