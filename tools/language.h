// The language a reader gets, chosen once, as gettext programs choose it: `--lang` first; else
// the locale environment, LANGUAGE (a colon list, its first language the tool speaks) unless the
// locale is C/POSIX, then the first set of LC_ALL, LC_MESSAGES, LANG ("fr_FR.UTF-8" is French);
// else English. A locale in a language the tool does not speak is English; `--lang` in one is
// bad input (exit 2). `caylus rules RULE_ID` quotes that rulebook; `caylus replay` and `caylus
// record` speak it as far as their messages are translated (docs/languages.md, issue 37).
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/rule_texts/rule_quotes.h"

namespace caylus::tools {

// The locale variables, as the environment holds them ("" when unset).
struct LocaleEnvironment {
  std::string language;     // LANGUAGE
  std::string lc_all;       // LC_ALL
  std::string lc_messages;  // LC_MESSAGES
  std::string lang;         // LANG
};
LocaleEnvironment locale_environment();  // read from this process's environment

// The language of one locale name or language code: "fr_FR.UTF-8", "fr", "ro_RO@latin" -> fr,
// ro; "C", "POSIX", "C.UTF-8" -> en; nullopt for a language the tool does not speak ("de_DE").
std::optional<Language> language_of_locale(std::string_view name);

// The choice: `flag` is --lang's value ("" when not given). Throws InputError for a --lang the
// tool does not speak, naming the ones it does.
Language choose_language(std::string_view flag, const LocaleEnvironment& environment);

// Chooses the language of the messages for this process (core/language/catalog.h) as
// choose_language does, once, before any thread starts; `--lang qps` is the pseudo-language of
// the tests (every message that went through a catalog marked ⟦...⟧, docs/languages.md).
// Returns the language of the rulebook to quote (English for qps).
Language use_language(std::string_view flag, const LocaleEnvironment& environment);

// The one declaration of `--lang` for the commands that follow the language.
CLI::Option* add_language_option(CLI::App* command, std::string& flag);

}  // namespace caylus::tools
