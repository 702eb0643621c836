// The text notation of a game log (docs/notation.md; LOG_FORMAT.md, "Text notation"): the log as
// people write it at the table or in a forum post.
//
//   [Title "Two sections scored in one turn"]
//   [Players "red green blue"]
//   [Neutral "farm forest sawmill quarry market carpenter"]
//   [Rules "towers_zero_penalty=3"]
//   [Expect "verdict=legal final.red.prestige=12"]
//   turn 1
//   red place quarry; green place 9   # the mason
//   red provost -2
//   check red.deniers=3 castle.dungeon.red=1
//   amend green.wood=2                 # the table let it stand
//
// A text log reads into the same GameLog as its JSON form and writes back canonically, so
// write_text_log(read(write_text_log(log))) == write_text_log(log) and JSON -> text -> JSON is
// identical. Actions are written in the very words the tool prints them in (action_notation),
// so any action the tool prints can be pasted back. The verbs and their parameters come from the
// verb table (core/verbs.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/state.h"
#include "replay/claims/claims.h"
#include "replay/input/log_error.h"
#include "replay/json/log_json.h"
#include "replay/log/log.h"
#include "replay/walk/following.h"

namespace caylus {

// The words of the notation itself, declared once: the reader, the writer's tags and the fuzz
// dictionary (`caylus schema --dictionary`, tests/fuzz/log.dict) read these lists.
// The tags, as written ([Players "..."]; read in any case).
inline constexpr std::string_view kNotationTags[] = {
    "Title", "Source", "Notes", "Players", "Neutral", "Seed", "Rules", "Covers", "Expect", "State"};
// The words that open an entry other than a player's action ("red place inn").
inline constexpr std::string_view kEntryKeywords[] = {"turn",  "phase",   "check",   "amend",
                                                      "legal", "refused", "position"};
// What separates a refused action from its rule ("refused red place inn because place.occupied").
inline constexpr std::string_view kBecause = "because";

// Reads a text log. Errors carry line, column, the line itself and the length of the token at
// fault. `base_dir` is where [State "file.json"] is looked for.
std::variant<GameLog, LogError> read_text_log(std::string_view text,
                                              const std::string& base_dir = "");

// The canonical text of a log. Spaces are named as the board shows them when the action is taken
// (the short name of the building standing there when it names it alone, else its id, else the
// road number); the writer follows the game along the log to know which (replay/walk/following.h).
// Player names must be words (letters, digits, '_', '-'); others are refused by
// text_log_problem().
// Where a turn begins it writes a landmark, "# turn 6" (docs/notation.md, "Landmarks"): a comment
// line that the reader drops (is_turn_landmark), so that it adds no entry and JSON -> text ->
// JSON is the same log.
std::string write_text_log(const GameLog& log);
std::string turn_landmark(int turn);              // "# turn 6"
bool is_turn_landmark(std::string_view comment);  // "turn 6": a comment's text, '#' left out
// One entry as the canonical text writes it, without its note and comments: "red place quarry",
// "check red.deniers=3", "turn 4", "legal red place inn", "refused red place castle because
// place.castle.one_per_player". `taken` is where the log's walk met it (LogFollower::take).
std::string entry_notation(const GameLog& log, const LogEntry& entry,
                           const LogFollower::Taken& taken);
// Why `log` cannot be written as text (a player's name that is no word), or nothing.
std::optional<std::string> text_log_problem(const GameLog& log);

// One action as the tool prints it: "blue place quarry", "orange favor resources 4 give gold
// take wood+cloth", "red castle food+wood+stone". `state` is the state the action is taken in
// (it names the road spaces).
std::string action_notation(const GameState& state, const Action& action,
                            const std::vector<std::string>& names);

// One line of actions (several separated by ';'), e.g. typed at `caylus record`'s prompt or
// pasted from an error message. When `default_player` is set, an action may leave out its player
// ("place quarry"). The entries' spaces stay unresolved (SpaceRef) like a log's. Errors carry the
// column in `line`.
std::variant<std::vector<LogEntry>, LogError> parse_action_line(
    std::string_view line, const std::vector<std::string>& names,
    std::optional<PlayerIndex> default_player = std::nullopt);

// A space as the log wrote it ("quarry", "neutral_quarry", "9", "inn"), for when the game can no
// longer say what it names.
std::string space_ref_text(const SpaceRef& ref);

// Claims (check, amend, expect's final) as the notation writes them: "red.deniers=3
// castle.dungeon.red=1 turn_order=[red,green]", and back to the JSON object.
std::string claims_text(const nlohmann::ordered_json& claims,
                        const std::vector<std::string>& names);

// A position's `position` lines (replay/positions/position.h), one group of fields a line: the
// moment first (position_moment_keys), then each road space, player or other part.
std::vector<std::string> position_lines(const Claims& position,
                                        const std::vector<std::string>& names);

}  // namespace caylus
