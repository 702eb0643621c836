// The judge's castle, officials and favor conditions (replay/positions/reachable.h). Each says, in
// the rulebook's words, what every moment of every game shows; tests/reachable_test.cpp holds each
// at its edge: the last board it accepts beside the first it refuses.
#include <cstdlib>

#include "core/text.h"
#include "replay/positions/reachable_rows.h"

namespace caylus::reachable {
namespace {

std::string words(int i) {
  return "the " + std::string(section_name(static_cast<Section>(i)));
}
// "is" for the dungeon, "are" for the walls and the towers (the rulebook's plurals: core/text.h).
std::string is(int i) {
  return " " + std::string(section_agree(static_cast<Section>(i), "is", "are"));
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
  if (s.phase == Phase::game_over) return "once the game is over";
  return "in phase " + std::to_string(static_cast<int>(s.phase) + 1) + " (" +
         std::string(phase_name(s.phase)) + ") of turn " + std::to_string(s.turn);
}

Verdict castle_capacity(const GameState& s) {
  for (int i = 0; i < kSectionCount; ++i)
    if (houses(s, i) > kSectionCapacity[i])
      return refuse(section_field(i),
                    words(i) + " " +
                        std::string(section_agree(static_cast<Section>(i), "holds", "hold")) + " " +
                        std::to_string(houses(s, i)) + " houses, and " +
                        (i == 0 ? "it has" : "they have") + " room for " +
                        std::to_string(kSectionCapacity[i]));
  return std::nullopt;
}

Verdict castle_section(const GameState& s) {
  for (int later = 1; later < kSectionCount; ++later) {
    if (houses(s, later) == 0) continue;
    for (int earlier = 0; earlier < later; ++earlier)
      if (!scored(s, earlier) && !full(s, earlier))
        return refuse(section_field(later),
                      words(later) + " hold " + count_text(houses(s, later), "house", "houses") +
                          " while " + words(earlier) + ", not scored, " +
                          (earlier == 0 ? "holds " : "hold ") + std::to_string(houses(s, earlier)) +
                          " of " + std::to_string(kSectionCapacity[earlier]) +
                          ": a house goes to the next section only once the current one is full");
  }
  return std::nullopt;
}

Verdict scoring_order(const GameState& s) {
  for (int i = 1; i < kSectionCount; ++i)
    if (scored(s, i) && !scored(s, i - 1))
      return refuse({"scored"}, words(i) + is(i) + " scored and " + words(i - 1) +
                                    " is not: the sections are scored in order");
  return std::nullopt;
}

Verdict scored_for_a_reason(const GameState& s) {
  for (int i = 0; i < kSectionCount; ++i)
    if (scored(s, i) && s.bailiff < kScoringMark[i] && !full(s, i))
      return refuse({"scored"}, words(i) + is(i) + " scored, but the bailiff (road space " +
                                    std::to_string(s.bailiff) + ") has not reached " +
                                    (i == 0 ? "its" : "their") + " mark (space " +
                                    std::to_string(kScoringMark[i]) + ") and " +
                                    (i == 0 ? "it is" : "they are") + " not full (" +
                                    std::to_string(houses(s, i)) + " of " +
                                    std::to_string(kSectionCapacity[i]) + " houses)");
  return std::nullopt;
}

Verdict towers_end_the_game(const GameState& s) {
  bool towers = scored(s, static_cast<int>(Section::towers));
  if (towers && s.phase != Phase::game_over)
    return refuse({"scored"}, "the towers are scored: the game is over");
  if (!towers && s.phase == Phase::game_over)
    return refuse({"phase"}, "the game is over only once the towers are scored");
  return std::nullopt;
}

Verdict marks_passed_are_scored(const GameState& s) {
  for (int i = 0; i < kSectionCount; ++i) {
    if (scored(s, i) || s.bailiff < kScoringMark[i]) continue;
    // The end of turn that moved the bailiff past the mark is scoring it, or a section before it.
    if (s.phase == Phase::end_of_turn && s.scoring_section >= 0 && s.scoring_section <= i) continue;
    return refuse({"bailiff"}, "the bailiff (road space " + std::to_string(s.bailiff) +
                                   ") is past the mark of " + words(i) + " (space " +
                                   std::to_string(kScoringMark[i]) + "), and " + words(i) + is(i) +
                                   " not scored: a section is scored in the turn the bailiff "
                                   "reaches its mark");
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
    return refuse(section_field(i),
                  words(i) + is(i) + " full and not scored " + moment_words(s) +
                      ": a section filled by a batch of phase 6 is scored at the end of that "
                      "turn, so it is full and unscored only from that batch to that end of turn");
  }
  return std::nullopt;
}

Verdict completed_this_turn(const GameState& s) {
  for (int i = 0; i < kSectionCount; ++i) {
    if (!((s.completed_this_turn >> i) & 1)) continue;
    if (!full(s, i))
      return refuse({"completed_this_turn"}, words(i) + is(i) + " said completed this turn and " +
                                                 (i == 0 ? "holds " : "hold ") +
                                                 std::to_string(houses(s, i)) + " of " +
                                                 std::to_string(kSectionCapacity[i]) + " houses");
    if (s.phase != Phase::castle && s.phase != Phase::end_of_turn && s.phase != Phase::game_over)
      return refuse({"completed_this_turn"},
                    words(i) + is(i) + " said completed this turn " + moment_words(s) +
                        ": a section is completed by a batch of phase 6 (castle)");
    bool batch = false;
    for (int p = 0; p < s.player_count; ++p) batch |= s.batches_this_turn[p] > 0;
    if (s.phase == Phase::castle && !batch)
      return refuse({"completed_this_turn"}, words(i) + is(i) +
                                                 " said completed this turn, and nobody has "
                                                 "offered a batch in this castle phase");
  }
  return std::nullopt;
}

Verdict batches_this_turn(const GameState& s) {
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    int batches = s.batches_this_turn[p];
    if (batches == 0) continue;
    if (s.phase != Phase::castle && s.phase != Phase::end_of_turn && s.phase != Phase::game_over)
      return refuse({"batches_this_turn", player_key(p)},
                    who(p) + " has offered " + count_text(batches, "batch", "batches") + " " +
                        moment_words(s) + ": batches are offered in phase 6 (castle)");
    int owned = 0;
    for (int i = 0; i < kSectionCount; ++i) owned += s.houses[i][p];
    if (batches > owned)
      return refuse({"batches_this_turn", player_key(p)},
                    who(p) + " has offered " + count_text(batches, "batch", "batches") +
                        " this turn and has " + count_text(owned, "house", "houses") +
                        " in the castle: each batch places a house");
  }
  return std::nullopt;
}

Verdict bailiff_by_turn(const GameState& s) {
  // bailiff.move: 1 or 2 spaces at the end of every turn, from space 6 (setup.officials).
  int moves = s.turn - 1 + (bailiff_moved(s) ? 1 : 0);
  int least = kOfficialsStart + moves;
  int most = std::min<int>(kRoadSpaces, kOfficialsStart + 2 * moves);
  if (least > kRoadSpaces)
    return refuse({"turn"}, "no game reaches turn " + std::to_string(s.turn) +
                                ": the bailiff moves at least one space a turn, and the towers' "
                                "mark (space 24) ends the game");
  if (s.bailiff < least || s.bailiff > most)
    return refuse({"bailiff"}, "in turn " + std::to_string(s.turn) +
                                   (bailiff_moved(s) ? ", once he has moved," : "") +
                                   " the bailiff stands on road space " + std::to_string(least) +
                                   (most > least ? " to " + std::to_string(most) : "") + ", not " +
                                   std::to_string(s.bailiff) +
                                   ": he moves one or two spaces at the end of every turn, from "
                                   "space " +
                                   std::to_string(kOfficialsStart));
  return std::nullopt;
}

Verdict provost_by_phase(const GameState& s) {
  // provost.reset puts him on the bailiff's space at each turn's end; he moves in phase 3 (the
  // merchants' guild, 1 to 3 spaces) and phase 4 (each player in passing order, 1 to 3 spaces).
  int guild = 3, per_player = 3;
  int most = 0;
  std::string why = "he stands with the bailiff until phase 3";
  switch (s.phase) {
    case Phase::income:
    case Phase::placement:
      break;
    case Phase::special:
      // special_step 2 is the guild: its worker has not moved him yet.
      if (s.special_step > 2) most = guild;
      why = s.special_step > 2 ? "only the merchants' guild (1 to 3 spaces) has moved him"
                               : "he stands with the bailiff until the merchants' guild resolves";
      break;
    case Phase::provost:
      most = guild + per_player * s.cursor;
      why = "the merchants' guild (3 spaces at most) and " +
            count_text(s.cursor, "player", "players") + " (3 each) have moved him";
      break;
    case Phase::activation:
    case Phase::castle:
    case Phase::end_of_turn:
    case Phase::game_over:
      most = bailiff_moved(s) ? 0 : guild + per_player * s.player_count;
      why = bailiff_moved(s)
                ? "he is put on the bailiff's space once the bailiff moves"
                : "the merchants' guild (3 spaces at most) and " +
                      count_text(s.player_count, "player", "players") + " (3 each) moved him";
      break;
  }
  if (std::abs(s.provost - s.bailiff) <= most) return std::nullopt;
  return refuse({"provost"}, "the provost stands on road space " + std::to_string(s.provost) +
                                 " and the bailiff on " + std::to_string(s.bailiff) + " " +
                                 moment_words(s) + ": " + why);
}

Verdict road_resolved_up_to_provost(const GameState& s) {
  // activate.order: road spaces 1 .. provost, in order; the space resolved is never beyond him.
  // A favor its building gave may wait once that space is done (activation_space one beyond).
  if (s.phase != Phase::activation || s.decision.kind == DecisionKind::none) return std::nullopt;
  bool resolving =
      s.decision.kind == DecisionKind::activation || s.decision.kind == DecisionKind::owner_bonus;
  if (s.activation_space <= s.provost + (resolving ? 0 : 1)) return std::nullopt;
  return refuse({"provost"}, "the provost stands on road space " + std::to_string(s.provost) +
                                 ", behind road space " + std::to_string(s.activation_space) +
                                 ", which phase 5 is resolving: the road is resolved from space 1 "
                                 "up to the provost, and he does not move in phase 5");
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
          who(p) + "'s " + std::string(favor_row_name(row)) + " favor marker is on column " +
              std::to_string(column) + ", but only columns 1 to " + std::to_string(open) +
              " are open" +
              (open == 2 ? " until the dungeon is scored" : " until the walls are scored"));
    }
  return std::nullopt;
}

}  // namespace caylus::reachable
