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
// Files: this room (replay/json/) holds log_json.cpp (reading the document), setup_json.cpp (its
// setup), log_write.cpp and position_json.cpp (writing) and the JSON Schema (log_schema*). Below
// it: replay/input/ (the bounded parser and typed accessors), replay/claims/ (checks, amendments
// and expect), replay/log/spaces.h (what a space names on a board), replay/positions/
// (setup.state, setup.position and where a log starts). A log's text or file in either form:
// replay/log_input.h.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/events.h"
#include "core/state.h"
#include "replay/input/limits.h"
#include "replay/input/log_error.h"
#include "replay/log/log.h"
#include "replay/log/spaces.h"
#include "replay/positions/initial_state.h"

namespace caylus {

// The document of a JSON log, already parsed (the text notation's reader builds one).
std::variant<GameLog, LogError> read_log_document(const nlohmann::json& document);

// The canonical JSON text of a log whose actions are resolved (Action::space set). Spaces are
// written as special names, as the building id when that tile stands on the road once, else as
// the road space number; the writer replays the log to know which.
std::string write_log(const GameLog& log);

// The goods object of a log ({"food": 1, "deniers": 2}: what `use` gives or gains), its keys
// the notation's names, the zero counts left out: also what `--json`'s events say of goods
// (replay/narration/event_words.cpp), the same in every language.
nlohmann::ordered_json goods_json(const Resources& r);

// The position as the value of `setup.position` in a JSON log whose keys stand at `indent`: on
// the line of its key when it fits in 100 columns, else broken as the text's `position` lines are
// (the moment, then each part; a long part one road space or player a line).
std::string position_json_text(const Claims& position, const std::vector<std::string>& names,
                               int indent);

}  // namespace caylus
