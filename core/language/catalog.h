// The messages in the reader's language (issue 37, docs/languages.md). One source of truth: the
// gettext catalogs core/language/po/{fr,es,ro}.po, compiled by msgfmt at build time and embedded
// in the program (core/language/catalogs.cmake); English is the msgid itself, no catalog.
//
//   fill_in(tr("{0} needs {1} to {2}"), who(p), ...)    a message
//   fill_in(tr_n("{0} space", "{0} spaces", n), n)      a count: the language's plural rule
//   trc("phase", "provost")                             a word whose sense needs a context
//
// fill_in, not fill: a call with std::string_view arguments would find std::fill by ADL.
// The format strings take positional placeholders {0} {1}... (fmt's syntax, so a translation may
// reorder them); a player stays "{pN}" inside a message until render_message (core/engine.h)
// names them. xgettext finds the messages by these names (core/language/pot.cmake): the msgid
// must be a string literal at the call.
//
// The language is chosen once per process, before any thread starts (tools/language.h decides;
// core holds the choice). Lookups only read.
#pragma once

#include <array>
#include <concepts>
#include <string>
#include <string_view>

namespace caylus {

// "en" (no catalog), "fr", "es", "ro", or "qps": the pseudo-language that marks every message
// that went through the catalog as ⟦...⟧ (built from the template, for the tests). False, and
// the language unchanged, for a code without a catalog.
bool set_message_language(std::string_view code);
std::string_view message_language();
// The .mo bytes compiled in for `code` ("fr"...), "" when none (the tests read them whole).
std::string_view embedded_catalog_bytes(std::string_view code);

// Never inlined: the rule functions that enumerate candidates are [[gnu::flatten]], and under LTO
// a lookup (and fill_texts below) was inlined into each refusal message there: one partition of
// the release link ran over ten minutes alone and CI's quickstart_install timed out after an
// hour. A lookup is never hot.
[[gnu::noinline]] std::string_view tr(std::string_view msgid);
[[gnu::noinline]] std::string_view tr_n(std::string_view one, std::string_view many, long n);
[[gnu::noinline]] std::string_view trc(std::string_view context, std::string_view msgid);
// Marks a literal for the template without translating it here (a table's words, translated
// where they are said with tr(words)).
constexpr std::string_view N_(std::string_view msgid) {
  return msgid;
}

// `format` with {0} {1}... replaced by the texts of `args` ({{ and }} are braces); anything else
// in braces ("{p2}") is kept as it is.
[[gnu::noinline]] std::string fill_texts(std::string_view format, const std::string* args,
                                         std::size_t count);

inline std::string fill_arg(std::string_view text) {
  return std::string(text);
}
inline std::string fill_arg(const std::string& text) {
  return text;
}
inline std::string fill_arg(const char* text) {
  return text;
}
template <std::integral Number>
std::string fill_arg(Number n) {
  return std::to_string(n);
}

template <class... Args>
std::string fill_in(std::string_view format, const Args&... args) {
  std::array<std::string, sizeof...(Args)> texts{fill_arg(args)...};
  return fill_texts(format, texts.data(), texts.size());
}

}  // namespace caylus
