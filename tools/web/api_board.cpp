// The page's API (tools/web/api.cpp), its board: the board editor's positions and the board's
// drawing (tools/web/api_open.h holds what they share with the open game).
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/engine.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/position_cut.h"
#include "replay/positions/initial_state.h"
#include "replay/positions/position.h"
#include "replay/positions/snapshot.h"
#include "tools/report/board_data.h"
#include "tools/report/board_svg.h"
#include "tools/web/api_open.h"

// ------------------------------------------------------------------------------------------
// The board editor (issue 27 item 3): a position set up on the board, written as `position`
// lines (docs/notation.md, "Positions") by the engine's own code, `caylus replay --position`'s.

namespace caylus::web {
namespace {

// The open game's setup (players, neutral or seed, options, title) with no entry: what a
// position is written against.
GameLog setup_of(const Open& g) {
  GameLog log = g.log;
  log.entries.clear();
  log.end_comments.clear();
  log.expect.reset();
  log.covers.clear();
  log.position.reset();
  return log;
}

// The editor's answer for a position: its lines, the log that starts from it (notation), the
// state it says as its phase begins (the board to draw), and `error`: the sentence `caylus
// replay` prints (exit 2) when no game could reach it, the log called `position`.
Json position_answer(const Open& g, const Claims& claims, const GameState& shown) {
  GameLog log = setup_of(g);
  log.position = claims;
  std::string text = log_text(log);
  Json out = {{"lines", position_lines(claims, g.names)}, {"log", text}};
  // The log read back and replayed as `caylus replay` replays it (every invariant checks the
  // position): the error located at its line and column.
  auto read = read_log(text);
  std::optional<LogError> error;
  if (auto* e = std::get_if<LogError>(&read))
    error = *e;
  else
    error = replay_game(std::get<GameLog>(std::move(read))).result.input_error;
  out["error"] = error ? Json(error->located("position")) : Json(nullptr);
  out["state"] = snapshot_json(shown, g.names);
  if (!error) {
    auto fresh = initial_state(setup_of(g));
    auto said = position_state(std::get<GameState>(fresh), claims, g.names, "position");
    if (auto* s = std::get_if<GameState>(&said)) out["state"] = snapshot_json(*s, g.names);
  }
  return out;
}

}  // namespace
}  // namespace caylus::web

using namespace caylus;
using namespace caylus::web;

// The position as the phase in play at step n began (`caylus replay --position` of the open log
// cut at step n): {turn, phase, lines, log, state, error}; {error} when the open log cannot
// have one (it starts from a snapshot).
CAYLUS_EXPORT const char* caylus_position_at(int n) {
  if (!open_game || n < 0 || static_cast<std::size_t>(n) > open_game->steps.size())
    return answer({{"error", "no game is open at that step"}});
  const Open& g = *open_game;
  GameLog upto = log_to_step(g, static_cast<std::size_t>(n));
  auto cut = position_at(upto, static_cast<int>(upto.entries.size()));
  if (auto* e = std::get_if<LogError>(&cut)) return answer({{"error", e->located("position")}});
  const PositionCut& p = std::get<PositionCut>(cut);
  auto fresh = initial_state(setup_of(g));
  if (auto* e = std::get_if<LogError>(&fresh)) return answer({{"error", e->located("position")}});
  auto said = position_state(std::get<GameState>(fresh), p.position, g.names, "position");
  if (auto* e = std::get_if<LogError>(&said)) return answer({{"error", e->located("position")}});
  Json out = position_answer(g, p.position, std::get<GameState>(said));
  out["turn"] = p.turn;
  out["phase"] = std::string(phase_name(p.phase));
  return answer(out);
}

// An edited board: a snapshot (docs/snapshot-format.md) as caylus_position_at gave it, with
// pieces moved, as the position of the open game's setup; what follows from the board (the
// workers to place, the stock) is derived as a position derives it (settle_board).
// {lines, log, state, error}; {error} for a snapshot that cannot be read.
CAYLUS_EXPORT const char* caylus_position_of(const char* snapshot) {
  if (!open_game) return answer({{"error", "no game is open"}});
  const Open& g = *open_game;
  nlohmann::json edited = nlohmann::json::parse(snapshot, nullptr, false);
  if (edited.is_discarded()) return answer({{"error", "the edited board is no JSON"}});
  auto read = read_snapshot(edited, g.names, "board");
  if (auto* e = std::get_if<LogError>(&read)) return answer({{"error", e->located("board")}});
  GameState s = std::get<GameState>(read);
  settle_board(s);
  auto fresh = initial_state(setup_of(g));
  if (auto* e = std::get_if<LogError>(&fresh)) return answer({{"error", e->located("position")}});
  return answer(position_answer(g, position_of(s, std::get<GameState>(fresh)), s));
}

// The board a snapshot shows (the step's state, or the board editor's), drawn as SVG by the one
// drawing of the board (tools/report/board_svg.h, the report's and `caylus board`'s): `id` is
// the <svg>'s id, `narrow` the phone's layout. The players' colours follow the open game's seats
// (the snapshot's own players when no game is open); "" for a snapshot that is no JSON.
CAYLUS_EXPORT const char* caylus_board_svg(const char* snapshot, const char* id, int narrow) {
  nlohmann::json s = nlohmann::json::parse(snapshot, nullptr, false);
  if (s.is_discarded() || !s.is_object()) return caylus::web::answer_text("");
  std::vector<std::string> names;
  if (caylus::web::open_game) {
    names = caylus::web::open_game->names;
  } else if (auto players = s.find("players"); players != s.end() && players->is_array()) {
    for (const auto& p : *players)
      if (p.is_object() && p.contains("name") && p["name"].is_string()) names.push_back(p["name"]);
  }
  return caylus::web::answer_text(caylus::tools::board_svg(
      s, names, id,
      narrow ? caylus::tools::BoardLayout::narrow : caylus::tools::BoardLayout::wide));
}
