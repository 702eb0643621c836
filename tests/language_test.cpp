// The language choice (tools/language.h), as gettext programs make it: --lang, else LANGUAGE
// (unless the locale is C), LC_ALL, LC_MESSAGES, LANG, else English.
#include "tools/language.h"

#include <gtest/gtest.h>

#include "tools/commands.h"

namespace caylus::tools {
namespace {

LocaleEnvironment with(std::string language, std::string lc_all, std::string lc_messages,
                       std::string lang) {
  return {std::move(language), std::move(lc_all), std::move(lc_messages), std::move(lang)};
}

TEST(Language, LocaleNamesGiveTheirLanguage) {
  EXPECT_EQ(language_of_locale("fr_FR.UTF-8"), Language::fr);
  EXPECT_EQ(language_of_locale("es_MX"), Language::es);
  EXPECT_EQ(language_of_locale("ro_RO@latin"), Language::ro);
  EXPECT_EQ(language_of_locale("ro"), Language::ro);
  EXPECT_EQ(language_of_locale("en_GB.UTF-8"), Language::en);
  EXPECT_EQ(language_of_locale("C"), Language::en);
  EXPECT_EQ(language_of_locale("C.UTF-8"), Language::en);
  EXPECT_EQ(language_of_locale("POSIX"), Language::en);
  EXPECT_FALSE(language_of_locale("de_DE.UTF-8").has_value());
  EXPECT_FALSE(language_of_locale("").has_value());
}

TEST(Language, TheFlagComesFirst) {
  EXPECT_EQ(choose_language("es", with("ro", "fr_FR.UTF-8", "", "")), Language::es);
  EXPECT_EQ(choose_language("en", with("ro", "fr_FR.UTF-8", "", "")), Language::en);
  EXPECT_EQ(choose_language("ro_RO.UTF-8", with("", "", "", "")), Language::ro);
}

TEST(Language, AnUnknownFlagIsBadInputNamingTheLanguages) {
  try {
    choose_language("xx", with("", "", "", "fr_FR.UTF-8"));
    FAIL() << "--lang xx accepted";
  } catch (const InputError& error) {
    EXPECT_NE(error.message.find("'xx'"), std::string::npos);
    EXPECT_NE(error.message.find("the tool speaks fr, es, ro"), std::string::npos) << error.message;
    EXPECT_NE(error.message.find(" and en"), std::string::npos) << error.message;
    // Every language of the table is named (a language added there too).
    for (Language language : kLanguages)
      EXPECT_NE(error.message.find(std::string(language_code(language))), std::string::npos)
          << language_code(language) << " not named: " << error.message;
  }
  EXPECT_THROW(choose_language("de", with("", "", "", "")), InputError);
}

TEST(Language, TheLocaleVariablesInGettextsOrder) {
  EXPECT_EQ(choose_language("", with("", "", "", "fr_FR.UTF-8")), Language::fr);
  EXPECT_EQ(choose_language("", with("", "", "es_ES.UTF-8", "fr_FR.UTF-8")), Language::es);
  EXPECT_EQ(choose_language("", with("", "ro_RO.UTF-8", "es_ES.UTF-8", "fr_FR.UTF-8")),
            Language::ro);
  // LANGUAGE, a list, comes before them: its first language the tool speaks.
  EXPECT_EQ(choose_language("", with("de:ro:fr", "es_ES.UTF-8", "", "")), Language::ro);
  EXPECT_EQ(choose_language("", with("fr", "", "", "es_ES.UTF-8")), Language::fr);
  // ... and none of them spoken is English, not the locale's language.
  EXPECT_EQ(choose_language("", with("de:it", "", "", "es_ES.UTF-8")), Language::en);
}

TEST(Language, TheCLocaleAndNoLocaleAreEnglish) {
  EXPECT_EQ(choose_language("", with("", "", "", "")), Language::en);
  EXPECT_EQ(choose_language("", with("", "C", "", "fr_FR.UTF-8")), Language::en);
  EXPECT_EQ(choose_language("", with("", "", "", "POSIX")), Language::en);
  // As in gettext, LANGUAGE is not consulted under the C locale (or with none set).
  EXPECT_EQ(choose_language("", with("fr", "C.UTF-8", "", "")), Language::en);
  EXPECT_EQ(choose_language("", with("fr", "", "", "")), Language::en);
  // A locale in a language the tool does not speak is English.
  EXPECT_EQ(choose_language("", with("", "", "", "de_DE.UTF-8")), Language::en);
}

}  // namespace
}  // namespace caylus::tools
