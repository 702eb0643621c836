// Perturbed boards (issue 39): the property that every board entering the engine from outside is
// either refused as input, naming a field, or replays with zero invariant failures.
//
// Board i of a run is cut from a random or guided game at a random moment, as a position (the
// start of the phase in play, position_at) or as a snapshot (the state itself, setup.state),
// then perturbed: a field moved by one (the bailiff, the provost, the turn, a favor marker, a
// house, a cursor), a piece moved (a worker, a tile), a section scored or not, or nothing (the
// control: a real moment is never refused). The board is written as a log and read back, as a
// person's file is; a board read is played on at random for up to 200 actions with every
// invariant checked after every step. An invariant failing then is an engine fault from an
// accepted board: the judge (replay/positions/reachable.h) let through a board no game reaches, or
// the engine is wrong.
//
//   BoardTrial t = try_board(seed, i);   // t.outcome: refused, replayed or failed
#pragma once

#include <cstdint>
#include <string>

namespace caylus::fuzzing {

enum class BoardOutcome { refused, replayed, failed };

struct BoardTrial {
  BoardOutcome outcome = BoardOutcome::replayed;
  std::string form;           // "position" or "snapshot"
  std::string change;         // the perturbation, in words: "bailiff +1", "none"
  std::string message;        // refused: where and why; failed: the invariant and the board's log
  std::uint64_t actions = 0;  // replayed: the actions played on from the board
};

// The index-th board of a run from `seed`: the same whichever job plays it.
BoardTrial try_board(std::uint64_t seed, std::uint64_t index);

}  // namespace caylus::fuzzing
