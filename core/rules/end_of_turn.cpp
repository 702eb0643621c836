// Phase 7 — end of turn (bailiff.*, provost.reset, scoring.*, game.end) and the start of the
// next turn (two_player.order).
// The bailiff advances 2 spaces if the provost is beyond it, else 1; the provost joins it. A
// section is scored if the bailiff reached or passed its mark (12, 18, 24) for the first time
// this turn, or if it was completed this turn; each section once only (FAQ "CHATEAU": a mark of
// an already scored section is ignored). Sections in castle order, players in turn order
// (scoring.order). Dungeon: 0 houses -2 PP, 2+ one favor. Walls: 0 -3; 2 one favor; 3-4 two;
// 5+ three. Towers: 0 -4 (option towers_zero_penalty); 2-3 one; 4-5 two; 6+ three. Only houses
// in the section being scored count. The game ends right after the towers are scored.
#include <algorithm>

#include "core/mutations.h"
#include "core/option_readings.h"
#include "core/rules/rules.h"

namespace caylus::rules {
namespace {

struct SectionScore {
  int penalty;
  int favors;
};

SectionScore score_of(const GameState& s, Section section, int houses) {
  switch (section) {
    case Section::dungeon:
      if (houses == 0) return {2, 0};
      return {0, houses >= 2 ? 1 : 0};
    case Section::walls:
      if (houses == 0) return {3, 0};
      return {0, houses >= 5 ? 3 : houses >= 3 ? 2 : houses == 2 ? 1 : 0};
    case Section::towers:
      if (houses == 0)
        return {mutated(Mutation::towers_penalty_three) ? 3 : towers_empty_penalty(s.options), 0};
      return {0, houses >= 6 ? 3 : houses >= 4 ? 2 : houses >= 2 ? 1 : 0};
  }
  return {0, 0};
}

void move_bailiff(GameState& s, const Events& ev) {
  int steps = s.provost > s.bailiff ? 2 : 1;  // bailiff.move
  Space before = s.bailiff;
  std::int16_t provost = s.provost;
  s.bailiff = static_cast<Space>(std::min(kRoadSpaces, s.bailiff + steps));
  s.provost = s.bailiff;  // provost.reset
  ev.add(Event{EventKind::bailiff_moved, kNoPlayer, static_cast<std::int16_t>(s.bailiff - before),
               provost, BuildingId::none, Section::dungeon, s.bailiff});
  for (int i = 0; i < kSectionCount; ++i) {
    bool reached = before < kScoringMark[i] && s.bailiff >= kScoringMark[i];
    bool completed = (s.completed_this_turn >> i) & 1;
    if (reached || completed) s.scoring_due |= 1 << i;  // scoring.trigger
    // The reason, told once per section (a scored section's mark is ignored: scoring.once).
    if (!ev.on() || s.is_scored(static_cast<Section>(i))) continue;
    auto section = static_cast<Section>(i);
    if (reached)
      ev.add(Event{s.bailiff == kScoringMark[i] ? EventKind::mark_reached : EventKind::mark_passed,
                   kNoPlayer, 0, s.bailiff, BuildingId::none, section,
                   static_cast<Space>(kScoringMark[i])});
    else if (completed)
      ev.add(Event{EventKind::section_completed, kNoPlayer, 0, 0, BuildingId::none, section});
  }
}

}  // namespace

bool end_of_turn_next(GameState& s, const Events& ev) {
  if (s.scoring_section < 0) {
    resolve_pending_transforms(s, TransformMoment::end_of_turn, ev);
    move_bailiff(s, ev);
    s.scoring_section = 0;
    s.cursor = 0;
  }
  while (s.scoring_section < kSectionCount) {
    int i = s.scoring_section;
    if (mutated(Mutation::sections_scored_backwards) && i < 2 && (s.scoring_due & 3) == 3)
      i = 1 - i;
    auto section = static_cast<Section>(i);
    bool due = (s.scoring_due >> i) & 1;
    if (!due ||
        (s.is_scored(section) && !mutated(Mutation::section_scored_twice))) {  // scoring.once
      ++s.scoring_section;
      s.cursor = 0;
      continue;
    }
    if (s.cursor < s.player_count) {
      PlayerIndex p = s.turn_order[s.cursor++];
      int houses = s.houses[i][p];
      if (mutated(Mutation::overflow_counted) && i + 1 < kSectionCount)
        houses += s.houses[i + 1][p];
      SectionScore score = score_of(s, section, houses);
      ev.add(Event{EventKind::section_result, p, static_cast<std::int16_t>(houses),
                   static_cast<std::int16_t>(score.penalty > 0 ? -score.penalty : score.favors),
                   BuildingId::none, section});
      if (score.penalty > 0)
        change_prestige(s, p, -score.penalty,
                        Event{EventKind::prestige_scoring, p, 0,
                              static_cast<std::int16_t>(-score.penalty), BuildingId::none, section},
                        ev);
      gain_favors(s, p, score.favors, ev);
      if (s.favors_pending > 0) return true;  // back for the next player once these are used
      continue;
    }
    // Scored = finished: columns 3-4 (5) open only now (FAQ "FAVEURS DU ROI").
    s.scored |= 1 << i;
    ev.add(Event{EventKind::section_scored, kNoPlayer, 0, 0, BuildingId::none, section});
    if (section == Section::towers) {
      final_scoring(s, ev);
      s.phase = Phase::game_over;  // game.end
      ev.add(Event{EventKind::game_ended});
      return true;
    }
    ++s.scoring_section;
    s.cursor = 0;
  }
  return false;
}

void start_turn(GameState& s, const Events& ev) {
  ++s.turn;
  s.phase = Phase::income;
  s.bridge.fill(kNoPlayer);
  s.passed_count = 0;
  s.batches_this_turn = {};
  s.completed_this_turn = 0;
  s.scoring_due = 0;
  s.castle_favor_given = false;
  s.special_step = 0;
  s.activation_space = 0;
  s.scoring_section = -1;
  s.cursor = 0;
  if (s.turn_order_pending) {  // stables_effect = next_turn
    s.turn_order = s.next_turn_order;
    s.turn_order_pending = false;
    ev.add(Event{EventKind::turn_order_from_stables});
  }
  // two_player.order: "l'ordre du tour change au début de chaque tour" (FAQ); from turn 2
  // unless option two_player_swap_first_turn.
  if (s.player_count == 2 && two_player_swap(s.options, s.turn)) {
    std::swap(s.turn_order[0], s.turn_order[1]);
    ev.add(Event{EventKind::turn_order_swapped});
  }
}

}  // namespace caylus::rules
