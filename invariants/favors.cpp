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
  // In the reader's language (a failure's message only).
  return row >= 0 && row < kFavorRows ? favor_row_words(static_cast<FavorRow>(row)) : tr("unknown");
}

Result favor_columns_state(const GameState& s, const StateContext&) {
  int open = open_columns(s);
  for (PlayerIndex p = 0; p < s.player_count; ++p)
    for (int r = 0; r < kFavorRows; ++r)
      if (s.player(p).favor[r] > open)
        return fail_with([=] {
          return fill_in(tr("{0}'s marker in the {1} row is on column {2} while columns 1-{3} are "
                            "open"),
                         who(p), row_name(r), int{s.player(p).favor[r]}, open);
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
      return fill_in(
          tr("{0} used column {1} of the {2} row (marker now on {3}) while columns 1-{4} "
             "were open"),
          who(a.player), int{a.column}, row_name(row), marker, open);
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
          return fill_in(
              tr("{0}'s marker in the {1} row went from column {2} to {3} after '{4}'; it "
                 "goes to {5}"),
              who(p), row_name(r), was, is, action_text(a), expected);
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
        return fill_in(tr("a {5} event ({0}, the {1} row, column {2}, marker on {3}) after '{4}'"),
                       who(e.player), row_name(e.detail), e.amount, marker, action_text(a),
                       event_name(EventKind::favor_used));
      });
  }
  if (used_events != (favor ? 1 : 0))
    return fail_with([=] {
      return fill_in(tr_n("{0} {2} event after '{1}'", "{0} {2} events after '{1}'", used_events),
                     used_events, action_text(a), event_name(EventKind::favor_used));
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
        return fill_in(tr("a {0} event for {1}, who is not seated"), event_name(e.kind),
                       who(e.player));
      });
    std::uint8_t& rows = t.favor_rows[e.player];
    if (e.kind == EventKind::favor_lost) {
      if (rows != 0xF)
        return fail_with([=] {
          return fill_in(tr("{0} lost {1} in phase {2} of turn {3} while a row is still unused in "
                            "this phase"),
                         who(e.player), favors_text(e.amount), phase_place_words(t.phase),
                         int{t.turn});
        });
      continue;
    }
    unsigned bit = e.detail >= 0 && e.detail < kFavorRows ? 1u << e.detail : 0u;
    if (bit == 0 || (rows & bit) != 0)
      return fail_with([=] {
        return fill_in(tr("{0} used the {1} row twice in phase {2} of turn {3}"), who(e.player),
                       row_name(e.detail), phase_place_words(t.phase), int{t.turn});
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
