// The reachability judge (issue 39): is a board one a game can reach? Every board that enters the
// engine from outside passes it: a position (setup.position), a snapshot (setup.state), the
// state an amendment leaves, and so the page's board editor, which writes a position.
//
//   if (auto why = judge_board(state))   // the first row that refuses
//     ... why->rule ("scoring.trigger"), why->field ({"castle", "towers"}), why->message
//
// Its conditions are a table (reachable_rows), as the invariants' are: each row a rule id of
// RULES.md, the sentence it says and the fields it reads. A board it refuses is the person's
// input error, at the field that makes it impossible; the invariants stay the engine's second
// line of defence, after every step from an accepted board (an engine fault). The rows hold at
// every moment of every game (tests/reachable_test.cpp walks random and guided games), so the
// judge never refuses a board a game reaches; docs/notation.md, "Boards a game can reach", lists
// them and the odd-looking boards it accepts.
//
// The judge reads the state's fields only (never the rules' checks), and allocates nothing
// unless it refuses.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/state.h"

namespace caylus {

// Why a board is no board a game can reach: the rule, the field (claim keys as a position names
// them, a player as "{pN}": {"players", "{p1}", "favor", "prestige"}) and the rule's words, the
// players as "{pN}" (render_message names them).
struct Unreachable {
  std::string_view rule;
  std::vector<std::string> field;
  std::string message;
};

struct ReachableRow {
  std::string_view rule;      // a rule id of RULES.md
  std::string_view sentence;  // what every reachable board meets, one line
  std::string_view fields;    // the fields it reads, as a position names them
  std::optional<Unreachable> (*check)(const GameState&);
};

// Every condition, in the order they are judged (the first that refuses is reported).
std::span<const ReachableRow> reachable_rows();

// nullopt when every row holds.
std::optional<Unreachable> judge_board(const GameState& state);

// The refusal's field as a path of a position or an amendment under `path`
// ("setup.position.castle.towers", "actions[4].amend.provost"), players by name.
std::string claim_path(const Unreachable& why, const std::vector<std::string>& names,
                       const std::string& path);
// The refusal's field as a path in a snapshot under `path` ("setup.state.houses.towers",
// "setup.state.players[1].favor.prestige"): docs/snapshot-format.md's names.
std::string snapshot_path(const Unreachable& why, const std::vector<std::string>& names,
                          const std::string& path);
// A tile as the judge's and the position's sentences name it, in the reader's language: the id in
// English ("wood_sawmill"), the rulebook's name and the id in French, Spanish and Romanian
// ("Scierie (wood_sawmill)", docs/glossary.md); the sentence says its article ("the {0}").
std::string tile_name_words(BuildingId b);
// The refusal in words, players named, ending with its rule id: "... (scoring.trigger)".
std::string unreachable_text(const Unreachable& why, const std::vector<std::string>& names);

}  // namespace caylus
