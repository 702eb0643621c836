// The invariants' messages in the reader's language (issue 37, docs/languages.md): the failure
// of every invariant, as its corruption (invariant_corruptions.h) trips it, goes through the
// catalog whole, and says it in the rulebook's words; so does the replayer's frame around it
// (an engine fault, not the players'). The ids stay language-neutral.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "command_helpers.h"
#include "core/language/catalog.h"
#include "invariant_corruptions.h"
#include "invariants/invariants.h"
#include "replay/replayer.h"
#include "replay_support.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

// The language of one test, English again after it.
struct Language {
  explicit Language(const char* code) { EXPECT_TRUE(set_message_language(code)) << code; }
  ~Language() { set_message_language("en"); }
};

// The failure of corruption `c`, in the language set.
InvariantFailure failure_of(const Corruption& c) {
  Step step = find_step(c.situation);
  c.corrupt(step);
  InvariantChecker checker;
  auto f = checker.check_step(step.before, step.action, step.after, step.events);
  EXPECT_TRUE(f.has_value()) << c.name;
  return f.value_or(InvariantFailure{});
}

// Under qps every message that went through the catalog is ⟦...⟧: a failure's message is one
// message, wholly marked, its id outside (the ids are the notation's).
TEST(CatalogInvariants, EveryInvariantsFailureIsWhollyMarkedUnderQps) {
  Language qps("qps");
  for (const Corruption& c : corruptions()) {
    InvariantFailure f = failure_of(c);
    EXPECT_EQ(f.id, c.id);
    EXPECT_EQ(f.id.find("⟦"), std::string::npos) << f.id;
    EXPECT_EQ(f.message.rfind("⟦", 0), 0u) << c.id << ": " << f.message;
    EXPECT_TRUE(outside_marks(f.message).empty()) << c.id << ": " << f.message;
  }
}

// Words a message in English says and none of the three rulebooks' languages does ("are" is
// Romanian, "phase" and "cubes" French, so not these): a message
// built outside the catalog, or a word put in it untranslated, leaves one of them.
const std::regex kEnglish(
    R"(\b(the|has|have|is|and|but|while|with|of|after|before|its|who|not|worker|workers|)"
    R"(houses|player|players|turn|road|space|row|column|slot|bridge|castle|bailiff|provost|)"
    R"(stables|scored|nothing|favors|gains?|gained|built|placed|resolved)\b)");

// What a message says in words of a language: without the players ({p0}), the notation quoted
// ('place farm', « place farm », „place farm”), the event kinds and tile ids (income,
// house_placed, wood_farm_food: English on purpose, the notation's) and the numbers.
std::string words_of(std::string message) {
  static const std::regex neutral(
      R"(\{p[0-9]\}|'[^']*'|«[^»]*»|„[^”]*”|[a-z]+(_[a-z0-9]+)+|\b(income|church|farm|inn|)"
      R"(bank|park|statue|theater|monument|granary|weaver|cathedral|library|hotel|tailor|)"
      R"(jeweler|alchemist|workshop|mason|lawyer|residence|university)\b)");
  return std::regex_replace(message, neutral, " ");
}

struct Tongue {
  const char* code;
  const char* bailiff;  // the rulebook's word (docs/glossary.md)
};
const Tongue kTongues[] = {{"fr", "bailli"}, {"es", "comisionado"}, {"ro", "primar"}};

TEST(CatalogInvariants, EveryInvariantsFailureIsInTheRulebooksWords) {
  for (const Tongue& tongue : kTongues) {
    Language language(tongue.code);
    bool bailiff_said = false;
    for (const Corruption& c : corruptions()) {
      InvariantFailure f = failure_of(c);
      EXPECT_EQ(f.id, c.id) << tongue.code;
      std::smatch english;
      const std::string said = words_of(f.message);
      EXPECT_FALSE(std::regex_search(said, english, kEnglish))
          << tongue.code << ", " << c.id << ": '" << english.str() << "' in " << f.message;
      if (f.message.find(tongue.bailiff) != std::string::npos) bailiff_said = true;
    }
    // turn.progress's and officials' failures name the bailiff.
    EXPECT_TRUE(bailiff_said) << tongue.code << " never says " << tongue.bailiff;
  }
  // The English check itself finds English.
  Language english("en");
  InvariantFailure f = failure_of(corruptions().front());
  EXPECT_TRUE(std::regex_search(words_of(f.message), kEnglish)) << f.message;
}

// The replayer frames an observer's failure as the engine's fault: that frame is a message too.
TEST(CatalogInvariants, TheReplayersFrameIsMarked) {
  Language qps("qps");
  const std::vector<Corruption> all = corruptions();
  const Corruption& c = all.front();
  const InvariantFailure f = failure_of(c);
  PlayedGame played = play_random_game(3, 2);
  ReplayOptions options;
  options.observer = [&](const caylus::Step& step) -> std::optional<StepFailure> {
    if (step.action_index == 5) return StepFailure{f.id, f.message};
    return std::nullopt;
  };
  ReplayResult r = replay_log(played.log, options);
  ASSERT_TRUE(r.error.has_value());
  EXPECT_TRUE(r.error->invariant);
  EXPECT_EQ(r.error->rule, c.id);
  EXPECT_EQ(r.error->message.rfind("⟦", 0), 0u) << r.error->message;
  EXPECT_TRUE(outside_marks(r.error->message).empty()) << r.error->message;
}

// Every sentence of invariants/ goes through the catalog: a string literal with a word and a
// space in it (a sentence, not "+" or a separator) is a msgid of tr, tr_n or N_, or continues
// one ("..." "..."), or is tr_n's plural; the rows' ids and one-line docs (the table at each
// file's end, shown by no command), the includes, and the programmer's own errors aside.
TEST(CatalogInvariants, NoSentenceOfTheInvariantsIsBuiltOutsideTheCatalog) {
  namespace fs = std::filesystem;
  static const std::regex literal(R"re("((?:[^"\\\n]|\\.)*)")re");
  static const std::regex sentence(R"([A-Za-z]+ )");
  int files = 0;
  for (const auto& entry : fs::directory_iterator(fs::path(source_dir()) / "invariants")) {
    if (entry.path().extension() != ".cpp") continue;
    ++files;
    std::ifstream in(entry.path());
    std::stringstream buffer;
    buffer << in.rdbuf();
    std::string code = buffer.str();
    code = code.substr(0, code.find("_rows() {"));  // the table of rows: ids and docs
    // Comments and includes out (their quotes are no literals).
    code = std::regex_replace(code, std::regex(R"(//[^\n]*|#include[^\n]*)"), "");
    bool plural_next = false;  // the literal after tr_n's first is its plural
    std::string before_previous;
    for (std::sregex_iterator it(code.begin(), code.end(), literal), end; it != end; ++it) {
      const std::size_t at = static_cast<std::size_t>(it->position(0));
      std::size_t k = at;
      while (k > 0 && std::isspace(static_cast<unsigned char>(code[k - 1]))) --k;
      const std::string lead = code.substr(k >= 5 ? k - 5 : 0, k >= 5 ? 5 : k);
      const bool continues = k > 0 && code[k - 1] == '"';
      const bool opens = lead.ends_with("tr(") || lead.ends_with("tr_n(") ||
                         lead.ends_with("N_(") || lead.ends_with("trc(");
      const bool plural = plural_next && k > 0 && code[k - 1] == ',';
      if (!continues) plural_next = lead.ends_with("tr_n(");
      if (continues || opens || plural) continue;
      // A compile-time check's words and the programmer's errors (an unknown id to disable),
      // which no player reads.
      const std::size_t line = code.rfind('\n', at) + 1;
      const std::string_view text_line(code.data() + line, code.find('\n', at) - line);
      if (text_line.find("static_assert") != std::string_view::npos ||
          text_line.find("throw std::") != std::string_view::npos)
        continue;
      const std::string text = (*it)[1];
      EXPECT_FALSE(std::regex_search(text, sentence))
          << entry.path().filename().string() << ": \"" << text << "\" is said outside tr()";
    }
  }
  EXPECT_GE(files, 8);
}

}  // namespace
}  // namespace caylus::test
