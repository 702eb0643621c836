// The reachability judge's table (replay/positions/reachable.h): its rows in the order they are
// judged, the road and the workers first (what a person sets up first), then the castle and
// officials.
#include "replay/positions/reachable.h"

#include <cctype>

#include "core/engine.h"
#include "replay/input/json_input.h"
#include "replay/positions/reachable_rows.h"

namespace caylus {
namespace {

using namespace reachable;

constexpr ReachableRow kRows[] = {
    {"build.available",
     "each tile is in one place: on the road once, in the stock or out of the game",
     "road.N.building, stock, discarded", tiles_once},
    {"build.available",
     "every tile of the edition is somewhere; the stock holds only wood, stone and prestige "
     "tiles, and only the notary takes a tile out of the game",
     "stock, discarded", tiles_in_their_places},
    {"setup.neutral",
     "road spaces 1-6 hold the neutral buildings or residences made of them; 7, 8 and 16 their "
     "fixed buildings, which stand nowhere else",
     "road.N.building", road_landmarks},
    {"build.site", "the road is built without gaps: a building stands on the first empty space",
     "road.N.building", road_without_gaps},
    {"build.site",
     "a house stands on every building built, on no fixed or neutral one; a worker "
     "only on a building with an effect",
     "road.N.owner, road.N.worker", road_owners},
    {"setup.workers", "each player has 6 workers, and those out are those on the board",
     "players.P.workers, road.N.worker, workers", workers_owned},
    {"two_player.no_stables", "the stables take no worker in a two-player game", "workers.stables",
     two_player_stables},
    {"special.gate",
     "a worker stands on a special building from phase 2 until it resolves in phase 3 (the "
     "inn's right slot stays)",
     "workers, phase", special_workers_by_phase},
    {"special.gate",
     "phase 3 resolves its buildings in order: none before it, all after it; phase 5's road "
     "is not begun before phase 5",
     "special_step, activation_space, phase", phase_progress},
    {"activate.order",
     "a worker stands on the road from phase 2 until its space resolves in phase 5",
     "road.N.worker, phase", road_workers_by_phase},
    {"castle.order", "workers stand in the castle from phase 2 to the end of phase 6",
     "workers.castle, phase", castle_workers_by_phase},
    {"place.pass",
     "nobody has passed in phase 1, not everyone in phase 2, everyone from phase 3 on",
     "passed, phase", passed_by_phase},
    {"castle.section", "a section holds at most 6 / 10 / 14 houses", "castle.S", castle_capacity},
    {"castle.section",
     "the castle is filled section by section: a house goes to the next section only once the "
     "current one is full or scored",
     "castle.S, scored", castle_section},
    {"scoring.order", "the sections are scored in order: dungeon, walls, towers", "scored",
     scoring_order},
    {"scoring.trigger", "a section is scored once the bailiff reached its mark or once it was full",
     "scored, bailiff", scored_for_a_reason},
    {"game.end", "the towers scored end the game, and nothing else does", "scored, phase",
     towers_end_the_game},
    {"bailiff.move",
     "the bailiff moves 1 or 2 spaces at the end of every turn from space 6: in turn T he stands "
     "on 5+T to 4+2T (one more move once phase 7 has moved him)",
     "turn, bailiff, phase", bailiff_by_turn},
    {"scoring.trigger",
     "a section whose mark the bailiff has reached is scored, but during the end of turn that "
     "moved him there",
     "bailiff, scored, phase", marks_passed_are_scored},
    {"scoring.trigger",
     "a full section is scored at the end of the turn it was completed: full and unscored only "
     "after a batch of this turn's castle phase filled it, up to its scoring",
     "castle.S, scored, phase", full_sections_are_scored},
    {"castle.section",
     "a section completed this turn is full, filled by a batch of this turn's castle phase",
     "completed_this_turn, batches_this_turn, castle.S, phase", completed_this_turn},
    {"castle.batch", "batches are offered in phase 6, each placing a house of its player",
     "batches_this_turn, castle.S, phase", batches_this_turn},
    {"provost.order",
     "the provost stands with the bailiff but for the merchants' guild (3 spaces) and the "
     "players of phase 4 (3 each), until the bailiff moves",
     "provost, bailiff, phase", provost_by_phase},
    {"activate.order", "in phase 5 the space being resolved is not beyond the provost",
     "provost, phase", road_resolved_up_to_provost},
    {"favor.columns",
     "favor markers stand within the columns open: 1-2, 3-4 once the dungeon is scored, 5 once "
     "the walls are",
     "players.P.favor.R, scored", favor_columns},
    {"decision.player",
     "a pending decision belongs to its phase and to the player whose turn it is",
     "decision, phase", decision_holder},
};

std::string player_name(std::string_view key, const std::vector<std::string>& names,
                        bool& is_player, int& index) {
  is_player = key.size() >= 4 && key.starts_with("{p") && key.ends_with("}") &&
              std::isdigit(static_cast<unsigned char>(key[2]));
  if (!is_player) return std::string(key);
  index = key[2] - '0';
  return index < static_cast<int>(names.size()) ? names[index]
                                                : "player" + std::to_string(index + 1);
}

}  // namespace

std::span<const ReachableRow> reachable_rows() {
  return kRows;
}

std::optional<Unreachable> judge_board(const GameState& state) {
  for (const ReachableRow& row : kRows)
    if (auto why = row.check(state)) {
      why->rule = row.rule;
      return why;
    }
  return std::nullopt;
}

std::string claim_path(const Unreachable& why, const std::vector<std::string>& names,
                       const std::string& path) {
  std::string out = path;
  for (const std::string& key : why.field) {
    bool is_player = false;
    int index = 0;
    out = json_input::child(out, player_name(key, names, is_player, index));
  }
  return out;
}

std::string snapshot_path(const Unreachable& why, const std::vector<std::string>& names,
                          const std::string& path) {
  // The claims' names that a snapshot spells otherwise (docs/snapshot-format.md).
  std::vector<std::string> keys = why.field;
  std::string out = path;
  if (keys.empty()) return out;
  std::size_t from = 1;
  const std::string& head = keys[0];
  if (head == "castle") {
    out = json_input::child(out, "houses");
    from = 1;
  } else if (head == "players" && keys.size() > 1) {
    bool is_player = false;
    int index = 0;
    player_name(keys[1], names, is_player, index);
    out = json_input::child(out, "players") + "[" + std::to_string(index) + "]";
    from = 2;
    if (keys.size() > 2 && keys[2] == "workers") return json_input::child(out, "workers_out");
  } else if (head == "workers" && keys.size() > 1) {
    std::string key = keys[1] == "castle" ? "castle_workers"
                      : keys[1] == "inn"  ? "inn_left"
                                          : keys[1];
    return json_input::child(out, key);
  } else if (head == "passed") {
    return json_input::child(out, "bridge");
  } else if (head == "stock") {
    return json_input::child(out, "stock");
  } else {
    out = json_input::child(out, head);
  }
  for (std::size_t i = from; i < keys.size(); ++i) {
    bool is_player = false;
    int index = 0;
    out = json_input::child(out, player_name(keys[i], names, is_player, index));
  }
  return out;
}

std::string unreachable_text(const Unreachable& why, const std::vector<std::string>& names) {
  return render_message(why.message, names) + " (" + std::string(why.rule) + ")";
}

}  // namespace caylus
