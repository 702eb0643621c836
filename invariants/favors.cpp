// The King's favor (favor.*).
//   favor.columns: columns 1-2 are open from the start, 3-4 once the dungeon has been scored,
//   5 once the walls have ("scored" = finished: not during that scoring), so no marker is ever
//   beyond them.
//   favor.choose: a favor advances its row's marker one column if the next one is open (else the
//   marker stays) and uses a column from 1 up to the marker; nothing else moves a marker.
//   favor.one_row_per_phase: the favors of one player in one phase (one phase of one turn; the
//   sections scored in one end of turn count as one phase) use different rows, so at most 4
//   count; further ones are lost, and only then.
#include "invariants/checks.h"

namespace caylus::invariants {
namespace {

// favor.columns, from the scored sections (not from the engine's helper).
int open_columns(const GameState& s) {
  if ((s.scored >> static_cast<int>(Section::walls)) & 1) return 5;
  if ((s.scored >> static_cast<int>(Section::dungeon)) & 1) return 4;
  return 2;
}

std::string_view row_name(int row) {
  return row >= 0 && row < kFavorRows ? favor_row_name(static_cast<FavorRow>(row)) : "unknown";
}

Result favor_columns_state(const GameState& s, const StateContext&) {
  int open = open_columns(s);
  for (PlayerIndex p = 0; p < s.player_count; ++p)
    for (int r = 0; r < kFavorRows; ++r)
      if (s.player(p).favor[r] > open)
        return fail_with([=] {
          return (Message() << who(p) << "'s " << row_name(r) << " marker is on column "
                            << s.player(p).favor[r] << " while columns 1-" << open << " are open")
              .fail();
        });
  return std::nullopt;
}

Result favor_columns_step(const StepView& v, InvariantTracker&) {
  // A favor used while a section is being scored sees the columns open before that scoring.
  const Action& a = v.action;
  if (a.verb != Verb::favor || !valid_player(v.after, a.player)) return std::nullopt;
  int row = static_cast<int>(a.row) % kFavorRows;
  int open = open_columns(v.before);
  int marker = v.after.player(a.player).favor[row];
  if (marker > open || a.column > open)
    return fail_with([=] {
      return (Message() << who(a.player) << " used column " << a.column << " of the "
                        << row_name(row) << " row (marker now on " << marker << ") while columns 1-"
                        << open << " were open")
          .fail();
    });
  return std::nullopt;
}

Result favor_markers(const StepView& v, InvariantTracker&) {
  const Action& a = v.action;
  bool favor = a.verb == Verb::favor;
  if (!favor && !v.changed_any(kFavorMarkers) && !v.has(EventKind::favor_used)) return std::nullopt;
  int open = open_columns(v.before);
  for (PlayerIndex p = 0; p < v.after.player_count; ++p)
    for (int r = 0; r < kFavorRows; ++r) {
      int was = v.before.player(p).favor[r];
      int is = v.after.player(p).favor[r];
      bool used = favor && p == a.player && r == static_cast<int>(a.row);
      int expected = !used ? was : was < open ? was + 1 : was;
      if (is != expected)
        return fail_with([=] {
          return (Message() << who(p) << "'s " << row_name(r) << " marker went from column " << was
                            << " to " << is << " after '" << action_text(a) << "'; it goes to "
                            << expected)
              .fail();
        });
    }
  int used_events = 0;
  for (const Event& e : v.events) {
    if (e.kind != EventKind::favor_used) continue;
    ++used_events;
    bool matches = favor && e.player == a.player && e.detail == static_cast<int>(a.row) &&
                   e.amount == a.column;
    int row = e.detail >= 0 && e.detail < kFavorRows ? e.detail : -1;
    int marker =
        row >= 0 && valid_player(v.after, e.player) ? v.after.player(e.player).favor[row] : 0;
    if (!matches || e.amount < 1 || e.amount > marker)
      return fail_with([=] {
        return (Message() << "a favor_used event (" << who(e.player) << ", " << row_name(e.detail)
                          << " column " << e.amount << ", marker on " << marker << ") after '"
                          << action_text(a) << "'")
            .fail();
      });
  }
  if (used_events != (favor ? 1 : 0))
    return fail_with([=] {
      return (Message() << count_text(used_events, "favor_used event", "favor_used events")
                        << " after '" << action_text(a) << "'")
          .fail();
    });
  return std::nullopt;
}

Result favor_one_row_per_phase(const StepView& v, InvariantTracker& t) {
  if (!v.has(EventKind::favor_used) && !v.has(EventKind::favor_lost)) return std::nullopt;
  // A favor is used in the phase of the state before the step.
  if (t.turn != v.before.turn || t.phase != v.before.phase) {
    t.turn = v.before.turn;
    t.phase = v.before.phase;
    t.favor_rows = {};
  }
  for (const Event& e : v.events) {
    if (e.kind != EventKind::favor_used && e.kind != EventKind::favor_lost) continue;
    if (!valid_player(v.after, e.player))
      return fail_with([=] {
        return (Message() << "a " << event_name(e.kind) << " event for " << who(e.player)
                          << ", who is not seated")
            .fail();
      });
    std::uint8_t& rows = t.favor_rows[e.player];
    if (e.kind == EventKind::favor_lost) {
      if (rows != 0xF)
        return fail_with([=] {
          return (Message() << who(e.player) << " lost " << count_text(e.amount, "favor", "favors")
                            << " in phase " << phase_name(t.phase) << " of turn " << t.turn
                            << " while a row is still unused in this phase")
              .fail();
        });
      continue;
    }
    unsigned bit = e.detail >= 0 && e.detail < kFavorRows ? 1u << e.detail : 0u;
    if (bit == 0 || (rows & bit) != 0)
      return fail_with([=] {
        return (Message() << who(e.player) << " used the " << row_name(e.detail)
                          << " row twice in phase " << phase_name(t.phase) << " of turn " << t.turn)
            .fail();
      });
    rows = static_cast<std::uint8_t>(rows | bit);
  }
  return std::nullopt;
}

}  // namespace

// This file's rows, in the order they are checked: state checks first (invariants.cpp).
std::span<const Row> favors_rows() {
  static constexpr Row rows[] = {
      {rule_id_text(RuleId::favor_columns),
       "no favor marker beyond the columns open at that moment (2; 4 once the dungeon is "
       "scored; 5 once the walls are)",
       favor_columns_state, favor_columns_step, kFavorMarkers | kCastle | kSetup,
       on_verbs({V::favor})},
      {rule_id_text(RuleId::favor_one_row_per_phase),
       "favors of one player in one phase use different rows (so at most 4); favors are lost "
       "only when all 4 rows are used",
       nullptr, favor_one_row_per_phase, 0, on_events({E::favor_used, E::favor_lost})},
      {"favor.markers",
       "favor markers never go back; a favor advances its row's marker one column if open, "
       "uses a column up to it, and nothing else moves them",
       nullptr, favor_markers, 0,
       on_parts(kFavorMarkers) | on_events({E::favor_used}) | on_verbs({V::favor})},
  };
  return rows;
}

}  // namespace caylus::invariants
