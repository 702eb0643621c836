// The message catalogs (core/language/, docs/languages.md): the .mo reader and its plural rules,
// fill's placeholders, and the catalogs themselves: every message of the template present and
// non-empty in every language, the same placeholders in every translation, and no word the
// glossary (core/rule_texts/glossary.cpp) replaces in a language's catalog.
#include "core/language/catalog.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "core/language/embedded.h"
#include "core/language/mo_file.h"
#include "core/rule_texts/glossary.h"
#include "test_paths.h"

namespace caylus {
namespace {

// ---------------------------------------------------------------------------------------------
// The reader.

TEST(Catalog, PluralExpressionsAreEvaluatedAsGettextDoes) {
  // Romanian (its header in ro.po): 1 | 0, 2-19, x01-x19 | 20 and more ("20 de monede").
  const char* ro = "(n==1 ? 0 : (n==0 || (n%100>0 && n%100<20)) ? 1 : 2)";
  std::vector<std::pair<long, long>> expected = {{1, 0},  {0, 1},   {2, 1},   {19, 1},  {20, 2},
                                                 {21, 2}, {100, 2}, {101, 1}, {119, 1}, {120, 2}};
  for (auto [n, form] : expected) EXPECT_EQ(plural_value(ro, n), form) << "n=" << n;
  EXPECT_EQ(plural_value("(n > 1)", 0), 0);  // French: 0 is singular
  EXPECT_EQ(plural_value("(n > 1)", 2), 1);
  EXPECT_EQ(plural_value("n != 1", 0), 1);
  EXPECT_EQ(plural_value("!(n <= 3) && n >= 2 || n == 1", 1), 1);
  EXPECT_EQ(plural_value("n*2-1 + 10/5 % 3", 4), 9);
  EXPECT_FALSE(plural_value("n ==", 1).has_value());
  EXPECT_FALSE(plural_value("(n", 1).has_value());
  EXPECT_FALSE(plural_value("n % 0", 1).has_value());  // no crash on a catalog's division by 0
}

TEST(Catalog, BytesThatAreNoMoFileAreRefusedWithAReason) {
  std::string why;
  EXPECT_FALSE(MoFile::read("short", &why).has_value());
  EXPECT_EQ(why, "shorter than a .mo header");
  EXPECT_FALSE(MoFile::read(std::string(40, 'x'), &why).has_value());
  EXPECT_EQ(why, "no .mo magic number");
  // A real catalog whose string table points beyond its end.
  std::string fr(embedded_catalog_bytes("fr"));
  ASSERT_FALSE(fr.empty());
  EXPECT_TRUE(MoFile::read(fr).has_value());
  fr[12] = '\xff';
  fr[13] = '\xff';
  EXPECT_FALSE(MoFile::read(fr, &why).has_value());
}

TEST(Catalog, FillPutsPositionalArgumentsInAnyOrderAndKeepsPlayers) {
  EXPECT_EQ(fill_in("{1} before {0}", "a", 2), "2 before a");
  EXPECT_EQ(fill_in("{0} pays {0}", 3), "3 pays 3");
  EXPECT_EQ(fill_in("{p2} needs {0} {{literal}}", "x"), "{p2} needs x {literal}");
  EXPECT_EQ(fill_in("{0}: {3}", "only one"), "only one: {3}");  // a missing argument stays visible
  EXPECT_EQ(fill_in("{0}", "{1}", "no second pass"), "{1}");
}

TEST(Catalog, TheLanguageChosenGivesItsWordsAndItsPluralForms) {
  ASSERT_TRUE(set_message_language("ro"));
  EXPECT_EQ(message_language(), "ro");
  EXPECT_EQ(fill_in(tr_n("{0} denier", "{0} deniers", 1), 1), "1 monedă");
  EXPECT_EQ(fill_in(tr_n("{0} denier", "{0} deniers", 3), 3), "3 monede");
  EXPECT_EQ(fill_in(tr_n("{0} denier", "{0} deniers", 20), 20), "20 de monede");
  EXPECT_EQ(trc("phase", "provost"), "ofițerului");
  ASSERT_TRUE(set_message_language("fr"));
  EXPECT_EQ(fill_in(tr_n("{0} denier", "{0} deniers", 0), 0), "0 denier");
  EXPECT_EQ(tr("Phase 4, the provost"), "Phase 4 - Déplacement du prévôt");
  EXPECT_EQ(tr("a sentence no catalog has"), "a sentence no catalog has");
  EXPECT_FALSE(set_message_language("de"));
  EXPECT_EQ(message_language(), "fr");  // unchanged
  ASSERT_TRUE(set_message_language("en"));
  EXPECT_EQ(tr("Phase 4, the provost"), "Phase 4, the provost");
  EXPECT_EQ(fill_in(tr_n("{0} denier", "{0} deniers", 1), 1), "1 denier");
  EXPECT_EQ(fill_in(tr_n("{0} denier", "{0} deniers", 0), 0), "0 deniers");
}

// ---------------------------------------------------------------------------------------------
// The catalogs against the template.

struct TemplateMessage {
  std::string key;  // context\x04msgid, or msgid
  std::string msgid, plural;
};

std::string unquote(const std::string& line, std::size_t from) {
  std::string out;
  for (std::size_t i = line.find('"', from) + 1; i < line.size() && line[i] != '"'; ++i) {
    if (line[i] == '\\' && i + 1 < line.size()) {
      char c = line[++i];
      out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    } else {
      out += line[i];
    }
  }
  return out;
}

// The committed template (caylus.pot, written without wrapping: one line per string).
std::vector<TemplateMessage> template_messages() {
  std::ifstream in(std::string(caylus::test::source_dir()) + "/core/language/caylus.pot");
  std::vector<TemplateMessage> out;
  std::string line, context;
  while (std::getline(in, line)) {
    if (line.rfind("msgctxt ", 0) == 0) context = unquote(line, 7);
    if (line.rfind("msgid ", 0) == 0) {
      TemplateMessage m;
      m.msgid = unquote(line, 5);
      m.key = context.empty() ? m.msgid : context + '\x04' + m.msgid;
      context.clear();
      if (!m.msgid.empty()) out.push_back(m);  // the header aside
    }
    if (line.rfind("msgid_plural ", 0) == 0) out.back().plural = unquote(line, 12);
  }
  return out;
}

std::set<std::string> placeholders(std::string_view text) {
  std::set<std::string> out;
  // Numbered ({0}) and named ({p}, {signed}, {section}: the events' words of core/events.h).
  static const std::regex kPlaceholder(R"(\{[a-z_0-9]+\})");
  std::string s(text);
  for (auto it = std::sregex_iterator(s.begin(), s.end(), kPlaceholder);
       it != std::sregex_iterator(); ++it)
    out.insert(it->str());
  return out;
}

// Every language of the language table but English (the msgids), and the pseudo-language: a
// language added to kLanguages is held here without a list to extend.
std::vector<std::string> catalogs() {
  std::vector<std::string> codes;
  for (Language language : kLanguages)
    if (language != Language::en) codes.emplace_back(language_code(language));
  codes.emplace_back("qps");
  return codes;
}

// The three places a language is named agree: its .po, CAYLUS_CATALOG_LANGUAGES (the catalog
// compiled in, core/language/catalogs.cmake) and the language table (kLanguages, kLanguageRows).
TEST(Catalog, EveryCatalogIsCompiledInAndALanguageOfTheTable) {
  namespace fs = std::filesystem;
  int files = 0;
  for (const auto& entry :
       fs::directory_iterator(fs::path(caylus::test::source_dir()) / "core/language/po")) {
    if (entry.path().extension() != ".po") continue;
    ++files;
    const std::string code = entry.path().stem().string();
    EXPECT_FALSE(embedded_catalog_bytes(code).empty())
        << "po/" << code << ".po is not compiled in: add " << code
        << " to CAYLUS_CATALOG_LANGUAGES (core/language/catalogs.cmake)";
  }
  EXPECT_GE(files, 3);
  for (std::size_t i = 0; i < language_data::kEmbeddedCatalogCount; ++i) {
    const std::string_view code = language_data::kEmbeddedCatalogs[i].code;
    EXPECT_TRUE(code == "qps" || language_of_code(code).has_value())
        << code << "'s catalog is compiled in, but --lang " << code
        << " is refused: add it to the language table (Language, kLanguages, kLanguageRows in "
           "core/rule_texts/rule_quotes.*)";
  }
}

TEST(Catalog, TheTemplateHasTheSliceOfIssue37) {
  auto messages = template_messages();
  EXPECT_GE(messages.size(), 70u);
  bool provost = false;
  for (const auto& m : messages) provost = provost || m.msgid == "{0} needs {1} to {2}";
  EXPECT_TRUE(provost) << "caylus.pot lacks need_message's sentence";
}

TEST(Catalog, EveryMessageIsInEveryCatalogNonEmptyWithItsPlaceholders) {
  auto messages = template_messages();
  for (const std::string& code : catalogs()) {
    auto mo = MoFile::read(embedded_catalog_bytes(code));
    ASSERT_TRUE(mo.has_value()) << code;
    std::map<std::string, MoFile::Message> by_key;
    for (const auto& m : mo->messages()) by_key.emplace(std::string(m.key), m);
    for (const TemplateMessage& t : messages) {
      auto it = by_key.find(t.key);
      // msgfmt leaves out an empty or fuzzy msgstr: missing here is missing in the .po.
      ASSERT_NE(it, by_key.end()) << code << ".po has no translation of \"" << t.msgid
                                  << "\": msgmerge core/language/po/" << code
                                  << ".po and write its msgstr (docs/developing.md §3.7 step 3)";
      const MoFile::Message& m = it->second;
      std::size_t forms = t.plural.empty() ? 1 : static_cast<std::size_t>(mo->plural_count());
      EXPECT_EQ(m.translations.size(), forms) << code << ": \"" << t.msgid << '"';
      // Each form says every number the msgid says (the plural's, for a count).
      auto wanted = placeholders(t.plural.empty() ? t.msgid : t.plural);
      for (std::string_view form : m.translations) {
        EXPECT_FALSE(form.empty()) << code << ": \"" << t.msgid << '"';
        EXPECT_EQ(placeholders(form), wanted)
            << code << ": \"" << t.msgid << "\" -> \"" << form << '"';
      }
    }
    EXPECT_EQ(by_key.size(), messages.size())
        << code << " has messages the template lacks: rewrite core/language/caylus.pot (cmake "
        << "--build --preset dev --target caylus_pot), then msgmerge (docs/developing.md §3.7)";
  }
}

TEST(Catalog, ThePseudoLanguageMarksEveryMessage) {
  auto mo = MoFile::read(embedded_catalog_bytes("qps"));
  ASSERT_TRUE(mo.has_value());
  for (const auto& m : mo->messages())
    for (std::string_view form : m.translations)
      EXPECT_TRUE(form.substr(0, 3) == "⟦" && form.substr(form.size() - 3) == "⟧") << form;
}

// ---------------------------------------------------------------------------------------------
// The glossary: a catalog uses its rulebook's words, never one the glossary replaces.

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// "farm (wood)" -> "farm": the English column explains itself in parentheses.
std::string bare(std::string_view word) {
  std::string out = lower(word.substr(0, word.find(" (")));
  return out;
}

bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || static_cast<unsigned char>(c) >= 0x80;
}

struct ForeignWord {
  std::string word;
  std::string_view language, term;
  bool romanian;  // its endings are Romanian articles ("ofițerul")
};

const char* const kEndings[] = {"", "s", "es"};
const char* const kRomanianEndings[] = {"", "ul", "ului", "ii", "ile", "uri", "urile"};

// A language's own words with their endings ("lote", "lotes"), and the other columns' words.
struct Vocabulary {
  std::set<std::string> own_forms;
  std::vector<ForeignWord> foreign;
};

Vocabulary vocabulary(std::string_view own) {
  Vocabulary v;
  std::vector<ForeignWord> all;
  for (const GlossaryTerm& t : glossary()) {
    // Each language's word as a translation writes it, and as its seed does (Romanian's
    // without diacritics), from the language table.
    std::vector<std::pair<std::string_view, std::string_view>> words;
    for (Language language : kLanguages) {
      words.emplace_back(language_code(language), glossary_word(t, language));
      if (const GlossaryWord* column = glossary_column(t, language))
        words.emplace_back(language_code(language), column->word);
    }
    for (auto [language, word] : words) {
      if (word.empty()) continue;
      if (language == own) {
        for (const char* e : kEndings) v.own_forms.insert(bare(word) + e);
        for (const char* e : kRomanianEndings) v.own_forms.insert(bare(word) + e);
      } else {
        all.push_back({bare(word), language, t.id, language == "ro"});
      }
    }
  }
  for (ForeignWord& w : all)
    if (!v.own_forms.count(w.word)) v.foreign.push_back(std::move(w));
  return v;
}

// The words of `text` (in the catalog of `own`) that the glossary replaces, as "preboste
// (es, provost)". Rule ids (income.base), option settings (stables_effect=next_turn) and
// placeholders are not words of a language; a rulebook quoted between quotes ("9 de piatra",
// « en pierre ») is that rulebook's words, as it wrote them (caylus rules' notes).
std::vector<std::string> glossary_slips(std::string_view own, std::string_view text) {
  static const std::regex kNeutral(
      R"([a-z_]+(\.[a-z_<>]+)+|[a-z_]+=[a-z_0-9]+|\{[a-z_0-9]+\}|"[^"]*"|«.*?»)");
  std::string said = std::regex_replace(lower(text), kNeutral, " ");
  const Vocabulary words = vocabulary(own);
  std::vector<std::string> slips;
  for (const ForeignWord& w : words.foreign) {
    for (std::size_t at = said.find(w.word); at != std::string::npos;
         at = said.find(w.word, at + 1)) {
      if (at > 0 && is_letter(said[at - 1])) continue;
      std::string_view rest = std::string_view(said).substr(at + w.word.size());
      bool slip = false;
      auto try_ending = [&](std::string_view ending) {
        if (rest.substr(0, ending.size()) != ending) return;
        if (rest.size() > ending.size() && is_letter(rest[ending.size()])) return;
        // "lotes" is Spanish's own plural of lote, not the French lot.
        slip = slip || !words.own_forms.count(w.word + std::string(ending));
      };
      if (w.romanian)
        for (const char* e : kRomanianEndings) try_ending(e);
      else
        for (const char* e : kEndings) try_ending(e);
      if (slip) {
        slips.push_back(w.word + " (" + std::string(w.language) + ", " + std::string(w.term) + ")");
        break;
      }
    }
  }
  return slips;
}

TEST(Catalog, TheGlossaryCheckCatchesAForeignWord) {
  // The words come from the glossary's table: English, and the other rulebooks'.
  EXPECT_FALSE(glossary_slips("ro", "mută provost-ul").empty());
  EXPECT_FALSE(glossary_slips("ro", "mută preboste").empty());
  EXPECT_FALSE(glossary_slips("ro", "plătind 3 deniers").empty());
  EXPECT_FALSE(glossary_slips("es", "el prévôt se mueve").empty());
  EXPECT_FALSE(glossary_slips("fr", "l'ofițerul bouge").empty());
  EXPECT_FALSE(glossary_slips("es", "el bailiff").empty());
  // Its own words, their plurals and articles, rule ids and longer words are not slips.
  EXPECT_TRUE(glossary_slips("fr", "le prévôt et 3 deniers (income.base)").empty());
  EXPECT_TRUE(glossary_slips("ro", "ofițerul pe pod, 3 monede").empty());
  EXPECT_TRUE(glossary_slips("es", "el preboste podrá ofrecer lotes").empty());
  // An option setting and a rulebook quoted are not the catalog's words; outside them, a slip is.
  EXPECT_TRUE(glossary_slips("fr", "stables_effect=next_turn, « in tura urmatoare »").empty());
  EXPECT_TRUE(glossary_slips("es", "sus losetas (\"9 de piatra\")").empty());
  EXPECT_FALSE(glossary_slips("es", "sus losetas (\"9 de piatra\") de piatra").empty());
}

TEST(Catalog, EveryCatalogHoldsToItsGlossaryColumn) {
  for (Language language : kLanguages) {
    if (language == Language::en) continue;
    const std::string code(language_code(language));
    // A language without its column would hold to nothing: every term has its word.
    for (const GlossaryTerm& t : glossary())
      ASSERT_FALSE(glossary_word(t, language).empty())
          << code << " has no word for " << t.id
          << " in the glossary: its column (GlossaryTerm, core/rule_texts/glossary.cpp, "
             "glossary_column) is step 3 of docs/developing.md §3.8";
    auto mo = MoFile::read(embedded_catalog_bytes(code));
    ASSERT_TRUE(mo.has_value());
    for (const auto& m : mo->messages())
      for (std::string_view form : m.translations)
        for (const std::string& slip : glossary_slips(code, form))
          ADD_FAILURE() << code << ".po says " << slip << " in \"" << form << '"';
  }
}

}  // namespace
}  // namespace caylus
