// Reading and writing game logs as JSON (LOG_FORMAT.md version 1; docs/log-format.md).
//
// Reading is strict: a syntax error reports line and column; a wrong type, unknown verb, field,
// player, building, option or check key reports the JSON path ("actions[12].at"). Reading
// resolves no space against the game: `at`, `to`, `target`, `on` stay SpaceRefs until the
// replayer resolves them with resolve_space().
//
// Writing is canonical (fixed key order, one action per line), so that
// write(read(write(log))) is byte-identical to write(log).
//
// Files: json_input.* (the bounded parser and typed accessors), log_json.cpp (reading the
// document), log_input.cpp (a log's text or file, either form), log_setup.cpp (setup and spaces
// against a state), claims.* and claim_fields.* (checks, amendments and expect), log_write.cpp
// (writing), snapshot*.cpp (setup.state).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/events.h"
#include "core/state.h"
#include "replay/log.h"
#include "replay/log_error.h"

namespace caylus {

// Limits that keep bad input from exhausting time or memory.
inline constexpr std::size_t kMaxLogBytes = 64u << 20;  // 64 MiB
inline constexpr std::size_t kMaxLogActions = 200000;
inline constexpr int kMaxJsonDepth = 64;
// JSON values of all kinds (objects, lists, keys excluded, scalars): bounds the memory of the
// parsed document (about 100 bytes a value) whatever the text holds.
inline constexpr std::size_t kMaxJsonValues = 2000000;

// A log as JSON or as text notation (replay/notation.h), told apart by content: a JSON log is an
// object, so its first character that is not white space is '{'. `base_dir`: where a text log's
// [State "file"] is looked for.
std::variant<GameLog, LogError> read_log(std::string_view text, const std::string& base_dir = "");
std::variant<GameLog, LogError> read_log_file(const std::string& path);
bool looks_like_json(std::string_view text);
// The document of a JSON log, already parsed (the text notation's reader builds one).
std::variant<GameLog, LogError> read_log_document(const nlohmann::json& document);

// Resolves a space reference against the state the action is applied to. A building id names
// the road space where that tile stands now. Returns an explanation when it names nothing.
std::variant<Space, std::string> resolve_space(const GameState& state, const SpaceRef& ref);
// When `ref` names several road spaces in `state` (two carpenters for "carpenter", residences
// by id): what it could mean, for an input error (issue 30: a name that names two things is the
// log's ambiguity, not the player's fault). Nullopt when it names one space or none.
std::optional<std::string> ambiguous_space(const GameState& state, const SpaceRef& ref);
// The road spaces whose building `text` names at the best level of building_name_match (one
// space: a name that says which; several: ambiguous; none: nothing on the road is called so).
std::vector<Space> spaces_named(const GameState& state, std::string_view text);

// The canonical JSON text of a log whose actions are resolved (Action::space set). Spaces are
// written as special names, as the building id when that tile stands on the road once, else as
// the road space number; the writer replays the log to know which.
std::string write_log(const GameLog& log);

// The automatic steps a log's start runs before its first entry (issue 35): a position is the
// state as its phase begins (`end_of_turn`: before the bailiff moves), and the engine runs the
// phase's steps (the bailiff, a scoring and the favors it gives, income, ...) up to the first
// decision. Told like any step: the narration, the ledger (whose first figure is the position's)
// and the --json answer's steps.
struct OpeningSteps {
  GameState phase_start;  // the state the position says, as its phase begins
  EventSink events;       // the steps' events, reasons included, in order
  GameState after;        // where they stop: the first decision, where the replay starts
  // The state as each phase began, the position's first, then those the steps began: what a
  // check `at=PHASE` before the log's first action sees (replay/phase_starts.h).
  std::vector<GameState> phase_starts;
};

// The setup a log describes (players, neutral order drawn from the seed if absent, options).
// Errors name the JSON path (setup.players, setup.neutral, ...). `opening`, when given and the
// log starts from a position, receives the steps run before its first entry (left empty for a
// new game or a snapshot: either stands at a decision already).
std::variant<GameState, LogError> initial_state(const GameLog& log,
                                                OpeningSteps* opening = nullptr);

}  // namespace caylus
