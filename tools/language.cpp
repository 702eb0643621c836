#include "tools/language.h"

#include <algorithm>
#include <cstdlib>

#include "core/language/catalog.h"
#include "tools/commands.h"

namespace caylus::tools {

namespace {

std::string variable(const char* name) {
  const char* value = std::getenv(name);
  return value == nullptr ? std::string() : std::string(value);
}

// "C", "POSIX" and their codeset forms ("C.UTF-8"): the locale that means no translation, and
// under which gettext ignores LANGUAGE.
bool is_c_locale(std::string_view name) {
  std::string_view base = name.substr(0, name.find_first_of(".@"));
  return base == "C" || base == "POSIX";
}

// "fr, es, ro and en": the languages of the table (core/rule_texts/rule_quotes.h), English last,
// so that a language added there is named wherever the tool lists them.
std::string spoken_languages(std::string_view last_joiner) {
  std::string out;
  for (Language language : kLanguages) {
    if (language == Language::en) continue;
    if (!out.empty()) out += ", ";
    out += language_code(language);
  }
  return out + std::string(last_joiner) + std::string(language_code(Language::en));
}

}  // namespace

LocaleEnvironment locale_environment() {
  return {variable("LANGUAGE"), variable("LC_ALL"), variable("LC_MESSAGES"), variable("LANG")};
}

std::optional<Language> language_of_locale(std::string_view name) {
  if (is_c_locale(name)) return Language::en;
  // language[_territory][.codeset][@modifier]: the language is what comes before _ . @
  return language_of_code(name.substr(0, name.find_first_of("_.@")));
}

Language choose_language(std::string_view flag, const LocaleEnvironment& environment) {
  if (!flag.empty()) {
    if (auto chosen = language_of_locale(flag)) return *chosen;
    throw InputError{"unknown language '" + std::string(flag) + "' for --lang: the tool speaks " +
                     spoken_languages(" and ")};
  }
  // The locale: the first of LC_ALL, LC_MESSAGES, LANG that is set (POSIX precedence).
  std::string_view locale;
  for (const std::string* value :
       {&environment.lc_all, &environment.lc_messages, &environment.lang})
    if (!value->empty()) {
      locale = *value;
      break;
    }
  // No locale at all is the C locale; there, as in gettext, LANGUAGE is not consulted.
  if (locale.empty() || is_c_locale(locale)) return Language::en;
  if (!environment.language.empty()) {
    // LANGUAGE=ro:fr: the first language of the list the tool speaks; none is English.
    std::string_view list = environment.language;
    while (!list.empty()) {
      std::string_view entry = list.substr(0, list.find(':'));
      if (!entry.empty())
        if (auto chosen = language_of_locale(entry)) return *chosen;
      list.remove_prefix(std::min(list.size(), entry.size() + 1));
    }
    return Language::en;
  }
  return language_of_locale(locale).value_or(Language::en);
}

Language use_language(std::string_view flag, const LocaleEnvironment& environment) {
  if (flag == "qps") {
    set_message_language("qps");
    return Language::en;
  }
  Language chosen = choose_language(flag, environment);
  // Every language the tool speaks has its catalog compiled in (core/language/catalogs.cmake).
  set_message_language(language_code(chosen));
  return chosen;
}

CLI::Option* add_language_option(CLI::App* command, std::string& flag) {
  return command->add_option(
      "--lang", flag,
      "the reader's language: " + spoken_languages(" or ") +
          " (default: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG as gettext programs read them, "
          "else en)");
}

}  // namespace caylus::tools
