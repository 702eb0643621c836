// The judge's castle, officials and favor conditions (replay/positions/reachable.h). Each says, in
// the rulebook's words, what every moment of every game shows; tests/reachable_test.cpp holds each
// at its edge: the last board it accepts beside the first it refuses.
#include <cstdlib>

#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/positions/reachable_rows.h"

namespace caylus::reachable {
namespace {

// A sentence whose subject is a section: one message per section, so that each language makes
// its words agree with it (the dungeon is, the walls are; le donjon est, les murailles sont).
std::string_view per_section(int i, std::string_view dungeon, std::string_view walls,
                             std::string_view towers) {
  return i == 0 ? dungeon : i == 1 ? walls : towers;
}
std::string houses_text(int n) {
  return fill_in(tr_n("{0} house", "{0} houses", n), n);
}
std::string batches_text(int n) {
  return fill_in(tr_n("{0} batch", "{0} batches", n), n);
}
int houses(const GameState& s, int i) {
  return s.section_houses(static_cast<Section>(i));
}
bool full(const GameState& s, int i) {
  return houses(s, i) >= kSectionCapacity[i];
}
bool scored(const GameState& s, int i) {
  return s.is_scored(static_cast<Section>(i));
}
std::vector<std::string> section_field(int i) {
  return {"castle", std::string(section_name(static_cast<Section>(i)))};
}
// Phase 7's bailiff has moved this turn (end_of_turn_next: scoring_section leaves -1 then).
bool bailiff_moved(const GameState& s) {
  return (s.phase == Phase::end_of_turn && s.scoring_section >= 0) || s.phase == Phase::game_over;
}

}  // namespace

std::string moment_words(const GameState& s) {
  if (s.phase == Phase::game_over) return std::string(tr("once the game is over"));
  // "in phase 4 (provost) of turn 3": the phase's number, then its name as a place names it.
  return fill_in(tr("in phase {0} ({1}) of turn {2}"), static_cast<int>(s.phase) + 1,
                 phase_place_words(s.phase), s.turn);
}

Verdict castle_capacity(const GameState& s) {
  for (int i = 0; i < kSectionCount; ++i)
    if (houses(s, i) > kSectionCapacity[i])
      return refuse(section_field(i),
                    fill_in(per_section(i, tr("the dungeon holds {0}, and it has room for {1}"),
                                        tr("the walls hold {0}, and they have room for {1}"),
                                        tr("the towers hold {0}, and they have room for {1}")),
                            houses_text(houses(s, i)), kSectionCapacity[i]));
  return std::nullopt;
}

Verdict castle_section(const GameState& s) {
  for (int later = 1; later < kSectionCount; ++later) {
    if (houses(s, later) == 0) continue;
    for (int earlier = 0; earlier < later; ++earlier)
      if (!scored(s, earlier) && !full(s, earlier))
        return refuse(
            section_field(later),
            fill_in(later == 1     ? tr("the walls hold {0} while the dungeon, not scored, holds "
                                            "{1} of {2}: a house goes to the next section only once "
                                            "the current one is full")
                    : earlier == 0 ? tr("the towers hold {0} while the dungeon, not scored, holds "
                                        "{1} of {2}: a house goes to the next section only once "
                                        "the current one is full")
                                   : tr("the towers hold {0} while the walls, not scored, hold {1} "
                                        "of {2}: a house goes to the next section only once the "
                                        "current one is full"),
                    houses_text(houses(s, later)), houses(s, earlier), kSectionCapacity[earlier]));
  }
  return std::nullopt;
}

Verdict scoring_order(const GameState& s) {
  for (int i = 1; i < kSectionCount; ++i)
    if (scored(s, i) && !scored(s, i - 1))
      return refuse({"scored"}, std::string(i == 1 ? tr("the walls are scored and the dungeon is "
                                                        "not: the sections are scored in order")
                                                   : tr("the towers are scored and the walls are "
                                                        "not: the sections are scored in order")));
  return std::nullopt;
}

Verdict scored_for_a_reason(const GameState& s) {
  for (int i = 0; i < kSectionCount; ++i)
    if (scored(s, i) && s.bailiff < kScoringMark[i] && !full(s, i))
      return refuse(
          {"scored"},
          fill_in(per_section(i,
                              tr("the dungeon is scored, but the bailiff (road space {0}) has not "
                                 "reached its mark (space {1}) and it is not full ({2} of {3} "
                                 "houses)"),
                              tr("the walls are scored, but the bailiff (road space {0}) has not "
                                 "reached their mark (space {1}) and they are not full ({2} of {3} "
                                 "houses)"),
                              tr("the towers are scored, but the bailiff (road space {0}) has not "
                                 "reached their mark (space {1}) and they are not full ({2} of {3} "
                                 "houses)")),
                  s.bailiff, kScoringMark[i], houses(s, i), kSectionCapacity[i]));
  return std::nullopt;
}

Verdict towers_end_the_game(const GameState& s) {
  bool towers = scored(s, static_cast<int>(Section::towers));
  if (towers && s.phase != Phase::game_over)
    return refuse({"scored"}, std::string(tr("the towers are scored: the game is over")));
  if (!towers && s.phase == Phase::game_over)
    return refuse({"phase"}, std::string(tr("the game is over only once the towers are scored")));
  return std::nullopt;
}

Verdict marks_passed_are_scored(const GameState& s) {
  for (int i = 0; i < kSectionCount; ++i) {
    if (scored(s, i) || s.bailiff < kScoringMark[i]) continue;
    // The end of turn that moved the bailiff past the mark is scoring it, or a section before it.
    if (s.phase == Phase::end_of_turn && s.scoring_section >= 0 && s.scoring_section <= i) continue;
    return refuse(
        {"bailiff"},
        fill_in(per_section(i,
                            tr("the bailiff (road space {0}) is past the dungeon's mark (space "
                               "{1}), and the dungeon is not scored: a section is scored in the "
                               "turn the bailiff reaches its mark"),
                            tr("the bailiff (road space {0}) is past the walls' mark (space {1}), "
                               "and the walls are not scored: a section is scored in the turn the "
                               "bailiff reaches its mark"),
                            tr("the bailiff (road space {0}) is past the towers' mark (space {1}), "
                               "and the towers are not scored: a section is scored in the turn "
                               "the bailiff reaches its mark")),
                s.bailiff, kScoringMark[i]));
  }
  return std::nullopt;
}

Verdict full_sections_are_scored(const GameState& s) {
  for (int i = 0; i < kSectionCount; ++i) {
    if (scored(s, i) || !full(s, i)) continue;
    bool this_turn = (s.completed_this_turn >> i) & 1;
    bool castle = s.phase == Phase::castle;
    bool end_of_turn = s.phase == Phase::end_of_turn && s.scoring_section <= i;
    if (this_turn && (castle || end_of_turn)) continue;
    return refuse(
        section_field(i),
        fill_in(per_section(i,
                            tr("the dungeon is full and not scored {0}: a section filled by a "
                               "batch of phase 6 is scored at the end of that turn, so it is full "
                               "and unscored only from that batch to that end of turn"),
                            tr("the walls are full and not scored {0}: a section filled by a "
                               "batch of phase 6 is scored at the end of that turn, so it is full "
                               "and unscored only from that batch to that end of turn"),
                            tr("the towers are full and not scored {0}: a section filled by a "
                               "batch of phase 6 is scored at the end of that turn, so it is full "
                               "and unscored only from that batch to that end of turn")),
                moment_words(s)));
  }
  return std::nullopt;
}

Verdict completed_this_turn(const GameState& s) {
  for (int i = 0; i < kSectionCount; ++i) {
    if (!((s.completed_this_turn >> i) & 1)) continue;
    if (!full(s, i))
      return refuse(
          {"completed_this_turn"},
          fill_in(per_section(i,
                              tr("the dungeon is said completed this turn and holds {0} of {1} "
                                 "houses"),
                              tr("the walls are said completed this turn and hold {0} of {1} "
                                 "houses"),
                              tr("the towers are said completed this turn and hold {0} of {1} "
                                 "houses")),
                  houses(s, i), kSectionCapacity[i]));
    if (s.phase != Phase::castle && s.phase != Phase::end_of_turn && s.phase != Phase::game_over)
      return refuse(
          {"completed_this_turn"},
          fill_in(per_section(i,
                              tr("the dungeon is said completed this turn {0}: a section is "
                                 "completed by a batch of phase 6 (castle)"),
                              tr("the walls are said completed this turn {0}: a section is "
                                 "completed by a batch of phase 6 (castle)"),
                              tr("the towers are said completed this turn {0}: a section is "
                                 "completed by a batch of phase 6 (castle)")),
                  moment_words(s)));
    bool batch = false;
    for (int p = 0; p < s.player_count; ++p) batch |= s.batches_this_turn[p] > 0;
    if (s.phase == Phase::castle && !batch)
      return refuse({"completed_this_turn"},
                    std::string(per_section(
                        i,
                        tr("the dungeon is said completed this turn, and nobody has offered a "
                           "batch in this castle phase"),
                        tr("the walls are said completed this turn, and nobody has offered a "
                           "batch in this castle phase"),
                        tr("the towers are said completed this turn, and nobody has offered a "
                           "batch in this castle phase"))));
  }
  return std::nullopt;
}

Verdict batches_this_turn(const GameState& s) {
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    int batches = s.batches_this_turn[p];
    if (batches == 0) continue;
    if (s.phase != Phase::castle && s.phase != Phase::end_of_turn && s.phase != Phase::game_over)
      return refuse({"batches_this_turn", player_key(p)},
                    fill_in(tr("{0} has offered {1} {2}: batches are offered in phase 6 (castle)"),
                            who(p), batches_text(batches), moment_words(s)));
    int owned = 0;
    for (int i = 0; i < kSectionCount; ++i) owned += s.houses[i][p];
    if (batches > owned)
      return refuse({"batches_this_turn", player_key(p)},
                    fill_in(tr("{0} has offered {1} this turn and has {2} in the castle: each "
                               "batch places a house"),
                            who(p), batches_text(batches), houses_text(owned)));
  }
  return std::nullopt;
}

Verdict bailiff_by_turn(const GameState& s) {
  // bailiff.move: 1 or 2 spaces at the end of every turn, from space 6 (setup.officials).
  int moves = s.turn - 1 + (bailiff_moved(s) ? 1 : 0);
  int least = kOfficialsStart + moves;
  int most = std::min<int>(kRoadSpaces, kOfficialsStart + 2 * moves);
  if (least > kRoadSpaces)
    return refuse({"turn"}, fill_in(tr("no game reaches turn {0}: the bailiff moves at least one "
                                       "space a turn, and the towers' mark (space {1}) ends the "
                                       "game"),
                                    s.turn, kScoringMark[static_cast<int>(Section::towers)]));
  if (s.bailiff < least || s.bailiff > most)
    return refuse(
        {"bailiff"},
        fill_in(bailiff_moved(s) ? tr("in turn {0}, once he has moved, the bailiff stands on road "
                                      "space {1}, not {2}: he moves one or two spaces at the end "
                                      "of every turn, from space {3}")
                                 : tr("in turn {0} the bailiff stands on road space {1}, not {2}: "
                                      "he moves one or two spaces at the end of every turn, from "
                                      "space {3}"),
                s.turn,
                most > least ? fill_in(tr("{0} to {1}"), least, most) : std::to_string(least),
                s.bailiff, kOfficialsStart));
  return std::nullopt;
}

Verdict provost_by_phase(const GameState& s) {
  // provost.reset puts him on the bailiff's space at each turn's end; he moves in phase 3 (the
  // merchants' guild, 1 to 3 spaces) and phase 4 (each player in passing order, 1 to 3 spaces).
  int guild = 3, per_player = 3;
  int most = 0;
  std::string why(tr("he stands with the bailiff until phase 3"));
  switch (s.phase) {
    case Phase::income:
    case Phase::placement:
      break;
    case Phase::special:
      // special_step 2 is the guild: its worker has not moved him yet.
      if (s.special_step > 2) most = guild;
      why = s.special_step > 2 ? tr("only the merchants' guild (1 to 3 spaces) has moved him")
                               : tr("he stands with the bailiff until the merchants' guild "
                                    "resolves");
      break;
    case Phase::provost:
      most = guild + per_player * s.cursor;
      why = fill_in(tr_n("the merchants' guild (3 spaces at most) and {0} player (3 each) have "
                         "moved him",
                         "the merchants' guild (3 spaces at most) and {0} players (3 each) have "
                         "moved him",
                         s.cursor),
                    s.cursor);
      break;
    case Phase::activation:
    case Phase::castle:
    case Phase::end_of_turn:
    case Phase::game_over:
      most = bailiff_moved(s) ? 0 : guild + per_player * s.player_count;
      why = bailiff_moved(s)
                ? std::string(tr("he is put on the bailiff's space once the bailiff moves"))
                : fill_in(tr_n("the merchants' guild (3 spaces at most) and {0} player (3 each) "
                               "moved him",
                               "the merchants' guild (3 spaces at most) and {0} players (3 each) "
                               "moved him",
                               s.player_count),
                          s.player_count);
      break;
  }
  if (std::abs(s.provost - s.bailiff) <= most) return std::nullopt;
  return refuse({"provost"},
                fill_in(tr("the provost stands on road space {0} and the bailiff on {1} {2}: {3}"),
                        s.provost, s.bailiff, moment_words(s), why));
}

Verdict road_resolved_up_to_provost(const GameState& s) {
  // activate.order: road spaces 1 .. provost, in order; the space resolved is never beyond him.
  // A favor its building gave may wait once that space is done (activation_space one beyond).
  if (s.phase != Phase::activation || s.decision.kind == DecisionKind::none) return std::nullopt;
  bool resolving =
      s.decision.kind == DecisionKind::activation || s.decision.kind == DecisionKind::owner_bonus;
  if (s.activation_space <= s.provost + (resolving ? 0 : 1)) return std::nullopt;
  return refuse({"provost"},
                fill_in(tr("the provost stands on road space {0}, behind road space {1}, which "
                           "phase 5 is resolving: the road is resolved from space 1 up to the "
                           "provost, and he does not move in phase 5"),
                        s.provost, s.activation_space));
}

Verdict favor_columns(const GameState& s) {
  int open = s.open_favor_columns();
  for (PlayerIndex p = 0; p < s.player_count; ++p)
    for (int r = 0; r < kFavorRows; ++r) {
      int column = s.player(p).favor[r];
      if (column <= open) continue;
      auto row = static_cast<FavorRow>(r);
      return refuse(
          {"players", player_key(p), "favor", std::string(favor_row_name(row))},
          fill_in(open == 2 ? tr("{0}'s favor marker of the {1} row is on column {2}, but only "
                                 "columns 1 to {3} are open until the dungeon is scored")
                            : tr("{0}'s favor marker of the {1} row is on column {2}, but only "
                                 "columns 1 to {3} are open until the walls are scored"),
                  who(p), favor_row_words(row), column, open));
    }
  return std::nullopt;
}

}  // namespace caylus::reachable
