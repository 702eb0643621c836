// The castle and its scoring.
//   Sections hold at most 6/10/14 houses; a batch's house goes to the first section not yet
//   scored and overflows into the next one only when it is full (castle.section); houses never
//   disappear and come only from the castle action's batches. A player in the castle who offers
//   no batch loses 2 PP unless the castle is full (castle.penalty, option towers_full_penalty).
//   Sections are scored in castle order (scoring.order), each once (scoring.once), and nothing is
//   built in a scored section. Outside the end of turn, a section whose mark (12, 18, 24) the
//   bailiff reached has been scored, and so has a full section outside phases 6-7
//   (scoring.trigger: it was completed during a turn and scored at its end).
#include "core/option_readings.h"
#include "invariants/checks.h"

namespace caylus::invariants {
namespace {

int section_total(const GameState& s, int section) {
  int total = 0;
  for (int p = 0; p < kMaxPlayers; ++p) total += s.houses[section][p];
  return total;
}

bool scored(const GameState& s, int section) {
  return (s.scored >> section) & 1;
}

// The section in the reader's language (a failure's message only).
std::string_view name_of(int section) {
  return section_words(section);
}

// Houses that can still be placed: the room left in the sections not yet scored.
int room(const GameState& s) {
  int left = 0;
  for (int i = 0; i < kSectionCount; ++i)
    if (!scored(s, i)) left += std::max(0, kSectionCapacity[i] - section_total(s, i));
  return left;
}

// castle.batch: food and two other types (gold one of them unless castle_gold_in_batch=false).
bool holds_a_batch(const GameState& s, PlayerIndex p) {
  const Resources& g = s.player(p).goods;
  int others = (g[Cube::wood] > 0) + (g[Cube::stone] > 0) + (g[Cube::cloth] > 0) +
               (gold_makes_batch(s.options) && g[Cube::gold] > 0);
  return g[Cube::food] > 0 && others >= 2;
}

// scoring.dungeon / walls / towers: the favors of `houses` houses in `section`.
int scoring_favors(int section, int houses) {
  switch (section) {
    case 0:
      return houses >= 2 ? 1 : 0;
    case 1:
      return houses >= 5 ? 3 : houses >= 3 ? 2 : houses == 2 ? 1 : 0;
    default:
      return houses >= 6 ? 3 : houses >= 4 ? 2 : houses >= 2 ? 1 : 0;
  }
}

using ScoringEvent = InvariantTracker::ScoringEvent;

std::string scoring_event_text(const ScoringEvent& e) {
  if (e.kind == EventKind::section_scored)
    return fill_in(tr("the {0} scored"), name_of(static_cast<int>(e.section)));
  if (e.kind == EventKind::prestige_scoring)
    return fill_in(tr("{0}'s penalty in the {1}"), who(e.player),
                   name_of(static_cast<int>(e.section)));
  return fill_in(tr("{0} gaining {1} in the {2}"), who(e.player), favors_text(e.amount),
                 name_of(static_cast<int>(e.section)));
}

// The script of the scoring that starts when the bailiff reaches `bailiff`: the sections whose
// mark it reaches now or that are full (completed this turn: scoring.trigger), not scored yet
// (scoring.once), in castle order, players in turn order (scoring.order).
void expect_scoring(const StepView& v, Space bailiff, InvariantTracker& t) {
  const GameState& s = v.after;
  int n = 0;
  auto expect = [&](EventKind kind, PlayerIndex p, int section, int amount) {
    t.scoring[n++] =
        ScoringEvent{kind, p, static_cast<Section>(section), static_cast<std::int8_t>(amount)};
  };
  for (int i = 0; i < kSectionCount; ++i) {
    if (scored(v.before, i)) continue;
    bool reached = v.before.bailiff < kScoringMark[i] && bailiff >= kScoringMark[i];
    bool full = section_total(s, i) >= kSectionCapacity[i];
    if (!reached && !full) continue;
    for (int k = 0; k < s.player_count; ++k) {
      PlayerIndex p = v.before.turn_order[k];
      if (!valid_player(s, p)) continue;
      int houses = s.houses[i][p];
      if (houses == 0) expect(EventKind::prestige_scoring, p, i, 0);
      int favors = scoring_favors(i, houses);
      if (favors > 0) expect(EventKind::favor_gained, p, i, favors);
    }
    expect(EventKind::section_scored, kNoPlayer, i, 0);
  }
  t.scoring_size = static_cast<std::uint8_t>(n);
  t.scoring_next = 0;
  t.scoring_known = true;
}

Result castle_capacity(const GameState& s, const StateContext&) {
  for (int i = 0; i < kSectionCount; ++i) {
    for (int p = s.player_count; p < kMaxPlayers; ++p)
      if (s.houses[i][p] != 0)
        return fail_with([=] {
          return fill_in(tr("the {0} holds {1} of {2}, who is not seated"), name_of(i),
                         houses_text(s.houses[i][p]), who(p));
        });
    int total = section_total(s, i);
    if (total > kSectionCapacity[i])
      return fail_with([=] {
        return fill_in(tr("the {0} holds {1}; it has room for {2}"), name_of(i), houses_text(total),
                       kSectionCapacity[i]);
      });
  }
  return std::nullopt;
}

Result castle_section(const GameState& s, const StateContext&) {
  for (int later = 1; later < kSectionCount; ++later) {
    if (section_total(s, later) == 0) continue;
    for (int earlier = 0; earlier < later; ++earlier)
      if (!scored(s, earlier) && section_total(s, earlier) < kSectionCapacity[earlier])
        return fail_with([=] {
          return fill_in(tr("the {0} holds {1} while the {2}, not scored, has {3} of {4}"),
                         name_of(later), houses_text(section_total(s, later)), name_of(earlier),
                         section_total(s, earlier), kSectionCapacity[earlier]);
        });
  }
  return std::nullopt;
}

Result scoring_order(const GameState& s, const StateContext&) {
  if ((s.scored & ~0b111u) != 0)
    return fail_with([=] {
      return fill_in(tr("the scored sections' bits {0} name no section"), int{s.scored});
    });
  for (int i = 1; i < kSectionCount; ++i)
    if (scored(s, i) && !scored(s, i - 1))
      return fail_with([=] {
        return fill_in(tr("the {0} is scored but not the {1}"), name_of(i), name_of(i - 1));
      });
  return std::nullopt;
}

Result scoring_trigger(const GameState& s, const StateContext&) {
  if (s.phase == Phase::end_of_turn) return std::nullopt;  // scoring may be under way
  for (int i = 0; i < kSectionCount; ++i) {
    if (scored(s, i)) continue;
    if (s.bailiff >= kScoringMark[i])
      return fail_with([=] {
        return fill_in(tr("the bailiff is on road space {0}, past the mark {1} of the {2}, and the "
                          "section is not scored (phase {3} of turn {4})"),
                       s.bailiff, kScoringMark[i], name_of(i), phase_place_words(s.phase), s.turn);
      });
    if (s.phase != Phase::castle && section_total(s, i) >= kSectionCapacity[i])
      return fail_with([=] {
        return fill_in(tr("the {0} is full and not scored in phase {1} of turn {2}; a section is "
                          "scored at the end of the turn it was completed"),
                       name_of(i), phase_place_words(s.phase), s.turn);
      });
  }
  return std::nullopt;
}

Result castle_houses(const StepView& v, InvariantTracker&) {
  const Action& a = v.action;
  if (!v.changed_any(kCastle) && !v.has(EventKind::house_placed) && a.verb != Verb::castle)
    return std::nullopt;
  std::array<std::array<int, kMaxPlayers>, kSectionCount> placed{};
  int total = 0;
  for (const Event& e : v.events) {
    if (e.kind != EventKind::house_placed) continue;
    int section = static_cast<int>(e.section);
    if (section >= kSectionCount || !valid_player(v.after, e.player) || e.amount <= 0 ||
        a.verb != Verb::castle || e.player != a.player)
      return fail_with([=] {
        return fill_in(tr("a {0} event of {1} for {2} after '{3}'"),
                       event_name(EventKind::house_placed), houses_text(e.amount), who(e.player),
                       action_text(a));
      });
    placed[section][e.player] += e.amount;
    total += e.amount;
  }
  for (int i = 0; i < kSectionCount; ++i)
    for (PlayerIndex p = 0; p < v.after.player_count; ++p) {
      int was = v.before.houses[i][p];
      int is = v.after.houses[i][p];
      if (is - was != placed[i][p])
        return fail_with([=] {
          return fill_in(tr("{0}'s houses in the {1} went from {2} to {3}, but the step's "
                            "{5} events say {4}"),
                         who(p), name_of(i), was, is, signed_text(placed[i][p]),
                         event_name(EventKind::house_placed));
        });
    }
  if (a.verb == Verb::castle && total != batch_total(a.batches))
    return fail_with([=] {
      int batches = batch_total(a.batches);
      return fill_in(tr("{0} offered {1} and placed {2}"), who(a.player),
                     fill_in(tr_n("{0} batch", "{0} batches", batches), batches),
                     houses_text(total));
    });
  return std::nullopt;
}

Result castle_penalty(const StepView& v, InvariantTracker&) {
  const Action& a = v.action;
  if (!v.has(EventKind::prestige_castle_penalty) && a.verb != Verb::castle) return std::nullopt;
  int penalties = 0;
  for (const Event& e : v.events) {
    if (e.kind != EventKind::prestige_castle_penalty) continue;
    ++penalties;
    if (a.verb != Verb::castle || e.player != a.player || batch_total(a.batches) != 0)
      return fail_with([=] {
        return fill_in(tr("{0} got the castle penalty after '{1}'"), who(e.player), action_text(a));
      });
  }
  if (a.verb != Verb::castle || batch_total(a.batches) != 0) return std::nullopt;
  // No batch offered: -2 PP, except when the castle is full (towers_full_penalty: exempt
  // everyone, or only a player holding a batch).
  bool full = room(v.before) == 0;
  bool exempt = full && towers_full_spares(v.before.options, holds_a_batch(v.before, a.player));
  if (penalties != (exempt ? 0 : 1))
    return fail_with([=] {
      std::string got =
          fill_in(tr_n("{0} castle penalty", "{0} castle penalties", penalties), penalties);
      return full ? fill_in(
                        tr("{0} offered no batch to a full castle and got {1}; the rule gives {2}"),
                        who(a.player), got, exempt ? 0 : 1)
                  : fill_in(tr("{0} offered no batch with room in the castle and got {1}; the rule "
                               "gives {2}"),
                            who(a.player), got, exempt ? 0 : 1);
    });
  return std::nullopt;
}

Result scoring_once_per_section(const StepView& v, InvariantTracker&) {
  if (!v.changed_any(kCastle) && !v.has(EventKind::section_scored) &&
      !v.has(EventKind::house_placed))
    return std::nullopt;
  const GameState& s = v.before;
  if ((v.after.scored & s.scored) != s.scored)
    return fail_with([=] {
      return fill_in(tr("a scored section became unscored (bits {0} -> {1})"), int{s.scored},
                     int{v.after.scored});
    });
  unsigned seen = 0;
  for (const Event& e : v.events) {
    int section = static_cast<int>(e.section);
    if (e.kind == EventKind::section_scored) {
      unsigned bit = 1u << (section % 8);
      if (section >= kSectionCount || (s.scored & bit) != 0 || (seen & bit) != 0)
        return fail_with([=] {
          return fill_in(tr("the {0} is scored a second time"), name_of(section % kSectionCount));
        });
      seen |= bit;
    } else if (e.kind == EventKind::house_placed && section < kSectionCount && scored(s, section)) {
      return fail_with([=] {
        return fill_in(tr("{0} placed {1} in the {2}, already scored"), who(e.player),
                       houses_text(e.amount), name_of(section));
      });
    }
  }
  unsigned added = v.after.scored & ~s.scored;
  if (added != seen)
    return fail_with([=] {
      return fill_in(tr("the scored sections went from bits {0} to {1} with {3} events for bits "
                        "{2}"),
                     int{s.scored}, int{v.after.scored}, static_cast<int>(seen),
                     event_name(EventKind::section_scored));
    });
  for (int i = 0; i < kSectionCount; ++i)
    if (scored(s, i) && v.after.houses[i] != s.houses[i])
      return fail_with(
          [=] { return fill_in(tr("houses changed in the {0}, already scored"), name_of(i)); });
  return std::nullopt;
}

Result scoring_results(const StepView& v, InvariantTracker& t) {
  bool turn_over = v.after.turn != v.before.turn || v.after.game_over();
  if (!turn_over && !v.has(EventKind::bailiff_moved) && !v.has(EventKind::favor_gained) &&
      !v.has(EventKind::prestige_scoring) && !v.has(EventKind::section_scored))
    return std::nullopt;
  auto fail = [&](const std::string& what) {
    std::string expected = t.scoring_next < t.scoring_size
                               ? scoring_event_text(t.scoring[t.scoring_next])
                               : std::string(tr("nothing more"));
    return fill_in(tr("{0}; the scoring expects {1} next"), what, expected);
  };
  const Event* previous = nullptr;
  for (const Event& e : v.events) {
    const Event* before = previous;
    previous = &e;
    switch (e.kind) {
      case EventKind::bailiff_moved:
        if (t.scoring_next != t.scoring_size)
          return fail_with([=] { return fail(std::string(tr("the bailiff moved again"))); });
        expect_scoring(v, e.space, t);
        continue;
      case EventKind::favor_gained:
        // build.favors: a building's favor follows its prestige_build event.
        if (before != nullptr && before->kind == EventKind::prestige_build &&
            before->player == e.player && tile(before->building).favors == e.amount)
          continue;
        if (t.scoring_next == t.scoring_size) continue;  // a favor outside the scoring
        break;
      case EventKind::prestige_scoring:
      case EventKind::section_scored:
        if (!t.scoring_known) continue;  // joined the game during a scoring
        break;
      default:
        continue;
    }
    ScoringEvent got{e.kind, e.player, e.section, static_cast<std::int8_t>(e.amount)};
    if (t.scoring_next == t.scoring_size)
      return fail_with([=] { return fail(scoring_event_text(got)); });
    const ScoringEvent& want = t.scoring[t.scoring_next];
    if (got.kind == EventKind::favor_gained) got.section = want.section;  // events carry none
    bool same = want.kind == got.kind && want.section == got.section &&
                (want.kind == EventKind::section_scored ||
                 (want.player == got.player &&
                  (want.kind != EventKind::favor_gained || want.amount == got.amount)));
    if (!same) return fail_with([=] { return fail(scoring_event_text(got)); });
    ++t.scoring_next;
  }
  if (turn_over && t.scoring_next != t.scoring_size)
    return fail_with(
        [=] { return fail(fill_in(tr("turn {0} ended before its scoring did"), v.before.turn)); });
  return std::nullopt;
}

}  // namespace

// This file's rows, in the order they are checked: state checks first (invariants.cpp).
std::span<const Row> castle_rows() {
  static constexpr Row rows[] = {
      {"castle.capacity", "a castle section never holds more than 6/10/14 houses", castle_capacity,
       nullptr, kCastle | kSetup},
      {rule_id_text(RuleId::castle_section),
       "houses are in a later section only once every earlier one is full or scored "
       "(overflow)",
       castle_section, nullptr, kCastle | kSetup},
      {rule_id_text(RuleId::scoring_order),
       "castle sections are scored in castle order: dungeon, walls, towers", scoring_order, nullptr,
       kCastle | kSetup},
      {rule_id_text(RuleId::scoring_trigger),
       "outside the end of turn, a section whose mark the bailiff reached is scored, and so is "
       "a full section outside phases 6-7",
       scoring_trigger, nullptr, kTurnPhase | kOfficials | kCastle | kSetup},
      {"castle.houses",
       "houses never disappear; new ones are the castle action's batches, reported by "
       "house_placed events",
       nullptr, castle_houses, 0,
       on_parts(kCastle) | on_events({E::house_placed}) | on_verbs({V::castle})},
      {rule_id_text(RuleId::castle_penalty),
       "a castle player offering no batch loses 2 PP unless the castle is full "
       "(towers_full_penalty); nobody else gets that penalty",
       nullptr, castle_penalty, 0, on_events({E::prestige_castle_penalty}) | on_verbs({V::castle})},
      {"scoring.once_per_section",
       "each castle section is scored at most once per game, and no house is added to it "
       "afterwards",
       nullptr, scoring_once_per_section, 0,
       on_parts(kCastle) | on_events({E::section_scored, E::house_placed})},
      {"scoring.results",
       "each section due at the end of a turn is scored player by player in turn order: 0 "
       "houses a penalty, 1 nothing, 2+ the favors of the section's table, then it is scored",
       nullptr, scoring_results, 0,
       on_parts(kTurnPhase) |
           on_events({E::bailiff_moved, E::favor_gained, E::prestige_scoring, E::section_scored})},
  };
  return rows;
}

}  // namespace caylus::invariants
