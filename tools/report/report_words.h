// `caylus report --lang` (issue 37): the report in the reader's language. The C++ side says its
// own lines through the catalogs as `caylus replay` does (the verdict, the narration, the ledgers,
// the rule boxes, the board's drawing); the page's template and scripts are English files, and
// these give their words in the language of the messages (core/language/catalog.h).
#pragma once

#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>

namespace caylus::tools {

// A word of the report's scripts: t('...') (no context) or tc('context', '...').
struct ScriptWord {
  std::string_view context;
  std::string_view msgid;
};

// Every word the scripts (board.js, narration.js, report.js) say through t and tc, as xgettext
// finds them at build time (tools/report/words.cmake, generated).
std::span<const ScriptWord> report_script_words();

// The scripts' words in the language of the messages, as report.js's CaylusWords reads them: the
// msgid, or the context, U+0004 and the msgid (gettext's key), to its translation; with the words
// the scripts pick at run time from a context (a phase, a ledger's phase, a section, a favor
// row). Empty in English: the scripts then say their msgids.
nlohmann::json report_script_words_json();

// `html` (report.html) with the content of every element marked data-t, and the title and
// aria-label of every element marked data-t-attrs, in the language of the messages: the msgid is
// the content as tools/web/page_messages.py takes it for the template (markup kept, spaces run
// together).
std::string translate_marked_html(std::string_view html);

}  // namespace caylus::tools
