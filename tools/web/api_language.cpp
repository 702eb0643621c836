// The page's language (issue 37 item 4, docs/languages.md "The page"): the same catalogs as the
// command line (core/language/, compiled into this WebAssembly by catalogs.cmake), for the
// engine's sentences and for the page's own words, whose msgids xgettext finds in tools/web/
// (core/language/pot.cmake). The page chooses the language (tools/web/words.js: its picker, a
// link's `lang=`, the browser's languages); nothing is fetched.
//
//   caylus_language(code)              chooses "en", "fr", "es", "ro" or "qps"; returns the
//                                      language in use (unchanged for a code without a catalog)
//   caylus_translate(msgid)            one message in that language
//   caylus_translate_n(one, many, n)   a count's message, by the language's plural rule
//   caylus_translate_context(ctx, id)  a word whose sense needs a context: ("phase", "provost")
//                                      as the command line's places say it (core/text.cpp)
//   caylus_special_words()             {id: words} of the special buildings ("gate": "la porte"),
//                                      the words the engine's own sentences use (special_words)
#include <nlohmann/json.hpp>
#include <string>

#include "core/language/catalog.h"
#include "core/text.h"
#include "core/types.h"
#include "tools/web/api_open.h"  // CAYLUS_EXPORT, answer_text

using namespace caylus;

CAYLUS_EXPORT const char* caylus_language(const char* code) {
  set_message_language(code);
  return web::answer_text(std::string(message_language()));
}

CAYLUS_EXPORT const char* caylus_translate(const char* msgid) {
  return web::answer_text(std::string(tr(msgid)));
}

CAYLUS_EXPORT const char* caylus_translate_context(const char* context, const char* msgid) {
  return web::answer_text(std::string(trc(context, msgid)));
}

CAYLUS_EXPORT const char* caylus_special_words() {
  web::Json words = web::Json::object();
  for (int k = 0; k < kSpecialCount; ++k) {
    auto special = static_cast<Special>(k);
    words[std::string(special_name(special))] = std::string(special_words(special));
  }
  return web::answer(words);
}

CAYLUS_EXPORT const char* caylus_translate_n(const char* one, const char* many, int n) {
  return web::answer_text(std::string(tr_n(one, many, n)));
}
