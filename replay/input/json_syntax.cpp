// The JSON parser's syntax errors in the reader's language (issue 37): nlohmann's messages are
// English, built from a few parts (parser.hpp's exception_message, lexer.hpp's error messages and
// token names, nlohmann 3.10 and 3.11):
//   "syntax error while parsing object - unexpected string literal; expected '}'"
//   "syntax error while parsing value - invalid literal; last read: 'tru'"
// Each part is a message of the catalog whose English is nlohmann's own, so that an English
// reader sees exactly what the parser said. A message of another shape stays as it was.
#include <array>

#include "core/language/catalog.h"
#include "replay/input/json_input.h"

namespace caylus::json_input {
namespace {

// The lexer's errors (lexer.hpp), but the 32 control characters' (said_lexer_error).
constexpr std::array kLexerErrors = {
    N_("invalid literal"),
    N_("invalid string: missing closing quote"),
    N_("invalid string: forbidden character after backslash"),
    N_("invalid string: '\\u' must be followed by 4 hex digits"),
    N_("invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF"),
    N_("invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF"),
    N_("invalid string: ill-formed UTF-8 byte"),
    N_("invalid number; expected digit after '-'"),
    N_("invalid number; expected digit after '.'"),
    N_("invalid number; expected '+', '-', or digit after exponent"),
    N_("invalid number; expected digit after exponent sign"),
    N_("invalid comment; expecting '/' or '*' after '/'"),
    N_("invalid comment; missing closing '*/'"),
    N_("invalid BOM; must be 0xEF 0xBB 0xBF if given"),
};

// The tokens' names (lexer.hpp, token_type_name); punctuation ("'}'") is no word.
constexpr std::array kTokenNames = {
    N_("true literal"),   N_("false literal"), N_("null literal"),           N_("string literal"),
    N_("number literal"), N_("end of input"),  N_("'[', '{', or a literal"), N_("unknown token"),
};

// What the parser was reading (parser.hpp), one sentence each.
struct Context {
  std::string_view english;
  std::string_view message;
};
constexpr Context kContexts[] = {
    {"value", N_("syntax error while parsing value - {0}")},
    {"object key", N_("syntax error while parsing object key - {0}")},
    {"object separator", N_("syntax error while parsing object separator - {0}")},
    {"object", N_("syntax error while parsing object - {0}")},
    {"array", N_("syntax error while parsing array - {0}")},
};

template <std::size_t N>
std::string said_from(const std::array<std::string_view, N>& words, std::string_view text) {
  for (std::string_view w : words)
    if (w == text) return std::string(tr(w));
  return std::string(text);
}

std::string said_lexer_error(std::string_view text) {
  // "invalid string: control character U+000A (LF) must be escaped to \u000A or \n"
  constexpr std::string_view kControl = "invalid string: control character ";
  constexpr std::string_view kEscaped = " must be escaped to ";
  auto escaped = text.find(kEscaped);
  if (text.starts_with(kControl) && escaped != std::string_view::npos) {
    std::string_view character = text.substr(kControl.size(), escaped - kControl.size());
    std::string_view escapes = text.substr(escaped + kEscaped.size());
    auto either = escapes.find(" or ");
    if (either == std::string_view::npos)
      return fill_in(tr("invalid string: control character {0} must be escaped to {1}"), character,
                     escapes);
    return fill_in(tr("invalid string: control character {0} must be escaped to {1} or {2}"),
                   character, escapes.substr(0, either), escapes.substr(either + 4));
  }
  return said_from(kLexerErrors, text);
}

}  // namespace

std::string said_syntax_error(std::string_view text) {
  // "number overflow parsing '1e999'" (out_of_range.406)
  constexpr std::string_view kOverflow = "number overflow parsing ";
  if (text.starts_with(kOverflow))
    return fill_in(tr("number overflow parsing {0}"), text.substr(kOverflow.size()));
  constexpr std::string_view kSyntax = "syntax error ";
  if (!text.starts_with(kSyntax)) return std::string(text);
  std::string_view rest = text.substr(kSyntax.size());
  std::string_view frame = N_("syntax error - {0}");
  constexpr std::string_view kWhile = "while parsing ";
  if (rest.starts_with(kWhile)) {
    auto dash = rest.find(" - ");
    if (dash == std::string_view::npos) return std::string(text);
    std::string_view context = rest.substr(kWhile.size(), dash - kWhile.size());
    frame = {};
    for (const Context& c : kContexts)
      if (c.english == context) frame = c.message;
    if (frame.empty()) return std::string(text);
    rest.remove_prefix(dash + 3);
  } else if (rest.starts_with("- ")) {
    rest.remove_prefix(2);
  } else {
    return std::string(text);
  }
  // "; expected TOKEN" ends the message when the parser knew what it wanted.
  std::string expected;
  constexpr std::string_view kExpected = "; expected ";
  auto wanted = rest.rfind(kExpected);
  constexpr std::string_view kLastRead = "; last read: '";
  auto last_read = rest.find(kLastRead);
  // After "last read: '...'" only: an invalid number's own message holds "; expected ...".
  if (wanted != std::string_view::npos &&
      (last_read == std::string_view::npos || wanted > last_read) &&
      (last_read == std::string_view::npos || rest.substr(0, wanted).ends_with('\''))) {
    expected = fill_in(tr("; expected {0}"), said_from(kTokenNames, rest.substr(wanted + 11)));
    rest = rest.substr(0, wanted);
  }
  std::string detail;
  constexpr std::string_view kUnexpected = "unexpected ";
  if (last_read != std::string_view::npos && rest.ends_with('\'')) {
    std::string_view token = rest.substr(last_read + kLastRead.size());
    token.remove_suffix(1);
    detail = said_lexer_error(rest.substr(0, last_read)) + fill_in(tr("; last read: '{0}'"), token);
  } else if (rest.starts_with(kUnexpected)) {
    detail = fill_in(tr("unexpected {0}"), said_from(kTokenNames, rest.substr(kUnexpected.size())));
  } else {
    detail = said_lexer_error(rest);
  }
  return fill_in(tr(frame), detail + expected);
}

}  // namespace caylus::json_input
