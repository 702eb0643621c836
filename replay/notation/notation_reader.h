// The reader of the text notation, internal to replay/ (the public face is
// replay/notation/notation.h).
//
// The text is turned into the JSON document of the same log, remembering where each value stood,
// and that document is read by the JSON reader: one set of checks for both forms, and an error at
// a JSON path is reported at the line and column the path came from.
//
// One class, its members defined by concept:
//   notation_read.cpp     the top: the whole log, one line of actions (read_text_log,
//                         parse_action_line)
//   notation_lines.cpp    the lines and their tokens (UTF-8, quoting, comments), and errors placed
//                         at a line and column
//   notation_tags.cpp     the header tags ([Name "value"], the linked or embedded snapshot)
//   notation_entries.cpp  the entries: turn, phase, check, amend, legal, refused, and the actions
//                         with their parameters
//   notation_claims.cpp   the claims of check, amend and [Expect] (key=value words)
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/language/catalog.h"
#include "core/verbs.h"
#include "replay/input/json_input.h"
#include "replay/notation/notation.h"

namespace caylus::text_notation {

using Json = nlohmann::json;

// Where a value stood in the text.
struct Place {
  int line = 0;
  int column = 0;  // 1-based, in characters
  int length = 0;  // in characters
};

struct Token {
  std::string text;  // unescaped for a quoted token
  Place place;
  bool quoted = false;
};

// A player's name in text is a word (letters, digits, '_', '-') that is no keyword; the reader
// refuses other names and the writer will not write them (text_log_problem), so that what is
// written reads back.
bool is_word(std::string_view name);
// One escape of a quoted string, at line[i] == '\\': \n, \t, \u007f (4 hexadecimal digits of a code
// point up to 007f: a control character, which a line cannot hold as it is), or \X for X. Appends
// the character to `out` and returns the bytes it took; 0 for a \u that is no such escape.
std::size_t read_escape(std::string_view line, std::size_t i, std::string& out);
// Said through the catalog where it is refused (tr(kBadUnicodeEscape)).
constexpr std::string_view kBadUnicodeEscape =
    N_("\\u takes 4 hexadecimal digits of a code point up to 007f (\\u0007); write any other "
       "character as it is");
// Words a player cannot be called in text: they start other lines (turn, phase, check, amend,
// legal, refused, a verb).
bool is_keyword(std::string_view word);

// A whole number with an optional sign ("+2", "-3", "7"), and nothing else.
bool parse_int(std::string_view text, std::int64_t& out);

class Reader {
 public:
  Reader(std::string_view text, std::string base_dir);

  std::variant<GameLog, LogError> read();
  // For parse_action_line: the tokens of one line, read as actions of `names`.
  std::variant<std::vector<LogEntry>, LogError> read_action_line(
      const std::vector<std::string>& names, std::optional<PlayerIndex> default_player);

 private:
  // A header tag's value, as words placed in the line.
  struct Tag {
    std::vector<Token> tokens;
  };

  // The whole log (notation_read.cpp).
  std::optional<LogError> read_lines(Json& doc);
  std::optional<LogError> start_body(Json& doc, Place at);

  // The lines and tokens (notation_lines.cpp).
  std::optional<LogError> split_lines();
  Place place_of(std::size_t line, std::size_t begin, std::size_t end) const;
  std::optional<LogError> tokenize(std::size_t index, std::vector<Token>& tokens,
                                   std::string& comment) const;
  LogError error(Place at, std::string message) const;
  LogError locate(const LogError& e) const;
  void remember(const std::string& path, Place place) { places_.emplace_back(path, place); }

  // The header tags (notation_tags.cpp).
  std::optional<LogError> read_tag(std::size_t index, std::size_t first, Json& doc);
  std::optional<LogError> apply_tag(const std::string& tag, const std::string& name,
                                    const std::string& value, Place at, Tag words, Json& doc);
  std::optional<LogError> read_embedded_state(std::size_t index, std::size_t brace, Json& doc);

  // The entries and the actions' parameters (notation_entries.cpp).
  std::optional<LogError> read_entry(std::span<const Token> t, const std::string& path, Json& out);
  std::optional<LogError> read_action(std::span<const Token> t, const std::string& path, Json& out);
  std::optional<LogError> read_position(std::span<const Token> part, bool before_actions,
                                        Json& doc);
  std::optional<LogError> read_value(std::span<const Token> t, std::size_t& i,
                                     const ParamSpec& param, Json& value);
  std::optional<LogError> read_goods(std::span<const Token> t, std::size_t& i, bool any,
                                     Resources& out);

  // The claims (notation_claims.cpp).
  std::optional<LogError> read_claims(const std::vector<Token>& tokens, const std::string& path,
                                      bool expect, Json& out);
  std::optional<LogError> claim_value(const Token& t, const std::string& text, Json& out);

  std::string_view text_;
  std::string base_dir_;
  std::vector<std::string_view> lines_;
  std::vector<std::pair<std::string, Place>> places_;
  std::vector<Place> entry_places_;
  Place position_place_;  // the first `position` line
  std::vector<std::string> names_;
  std::optional<PlayerIndex> default_player_;
  std::vector<std::string> seen_tags_;
  std::vector<std::string> header_comments_;
  std::optional<Tag> expect_;
  std::size_t skip_to_ = 0;  // the last line of an embedded snapshot
};

}  // namespace caylus::text_notation
