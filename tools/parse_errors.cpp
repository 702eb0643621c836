#include "tools/parse_errors.h"

#include <fmt/core.h>

#include <optional>
#include <regex>
#include <string_view>

#include "core/language/catalog.h"
#include "tools/commands.h"
#include "tools/language.h"

namespace caylus::tools {
namespace {

// A command follows the language when it takes `--lang` (add_language_option, tools/language.h):
// the one place that says which commands do (docs/languages.md, "Choosing the language").
bool follows_the_language(const CLI::App& app, std::string_view command) {
  auto named = app.get_subcommands(
      [&](const CLI::App* sub) { return sub->get_name() == command && !sub->get_name().empty(); });
  return !named.empty() && named.front()->get_option_no_throw("--lang") != nullptr;
}

// `--lang X` or `--lang=X` as typed after the command; "" when not given.
std::string language_flag(int argc, const char* const* argv) {
  for (int i = 2; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (arg == "--") break;
    if (arg == "--lang" && i + 1 < argc) return argv[i + 1];
    if (arg.substr(0, 7) == "--lang=") return std::string(arg.substr(7));
  }
  return {};
}

// CLI11's message taken apart (CLI/Error.hpp, CLI11 2.1): the option it names and what it says.
std::optional<std::string> said(const std::string& what, const char* pattern, int group = 1) {
  std::smatch m;
  if (std::regex_search(what, m, std::regex(pattern))) return m[group].str();
  return std::nullopt;
}

// The refusal in the reader's words; nullopt for a message this does not know (CLI11's own then).
std::optional<std::string> refusal_words(const CLI::ParseError& e, std::string_view command) {
  const std::string name = e.get_name();
  const std::string what = e.what();
  std::smatch m;
  if (name == "ArgumentMismatch") {
    if (std::regex_search(what, m, std::regex(R"(^(\S+): \d+ required \S+ missing$)")))
      return fill_in(tr("{0} needs a value"), m[1].str());
    if (auto option = said(what, R"(arguments to (\S+), got)"))
      return fill_in(tr("{0} was not given the number of values it takes"), *option);
    return std::nullopt;
  }
  // ExtrasError: its name is the subcommand's when a subcommand raised it, so it is told by its
  // words.
  if (what.rfind("The following argument", 0) == 0) {
    if (auto extras = said(what, R"(not expected: (.*)$)")) {
      // CLI11 lists them last first (detail::rjoin): said back in the order typed.
      std::string typed;
      for (std::size_t end = extras->size(); end > 0;) {
        std::size_t start = extras->rfind(' ', end - 1);
        start = start == std::string::npos ? 0 : start + 1;
        typed += (typed.empty() ? "" : " ") + extras->substr(start, end - start);
        end = start > 0 ? start - 1 : 0;
      }
      return fill_in(tr("'caylus {0}' does not take '{1}': 'caylus {0} --help' lists its options "
                        "and arguments"),
                     command, typed);
    }
    return std::nullopt;
  }
  if (name == "RequiredError") {
    if (auto option = said(what, R"(^(\S+) is required$)"))
      return fill_in(tr("{0} is required"), *option);
    return std::nullopt;
  }
  if (name == "ExcludesError") {
    if (std::regex_search(what, m, std::regex(R"(^(\S+) excludes (\S+)$)")))
      return fill_in(tr("{0} cannot be given with {1}"), m[1].str(), m[2].str());
    return std::nullopt;
  }
  if (name == "ValidationError") {
    if (std::regex_search(what, m,
                          std::regex(R"(^(\S+): Value (\S+) not in range (\S+) to (\S+)$)")))
      return fill_in(tr("{0}: {1} is not between {2} and {3}"), m[1].str(), m[2].str(), m[3].str(),
                     m[4].str());
    if (auto option = said(what, R"(^(-\S+): )"))
      return fill_in(tr("{0}: the value given is not one it takes ('caylus {1} --help' says "
                        "which)"),
                     *option, command);
    return std::nullopt;
  }
  if (name == "ConversionError") {
    if (std::regex_search(what, m, std::regex(R"(^Could not convert: (\S+) = (.*)$)")))
      return fill_in(tr("{0}: '{1}' is not a value it takes"), m[1].str(), m[2].str());
    if (std::regex_search(what, m,
                          std::regex(R"(^The value (.*) is not an allowed value for (\S+)$)")))
      return fill_in(tr("{0}: '{1}' is not a value it takes"), m[2].str(), m[1].str());
    return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

std::string error_text(std::string_view message) {
  return fill_in(tr("caylus: error: {0}"), message) + "\n";
}

std::string parse_error_text(const CLI::ParseError& e, const CLI::App& app, int argc,
                             const char* const* argv) {
  const std::string english =
      fmt::format("caylus: error: {}\nRun 'caylus --help' for usage.\n", e.what());
  if (argc < 2) return english;
  const std::string_view command = argv[1];
  if (!follows_the_language(app, command)) return english;
  try {
    use_language(language_flag(argc, argv), locale_environment());
  } catch (const InputError&) {
    // --lang names a language the tool does not speak: the locale's, as without it.
    use_language("", locale_environment());
  }
  if (message_language() == "en") return english;
  auto words = refusal_words(e, command);
  // An error CLI11 words in a way not known here keeps its words inside the reader's sentence.
  std::string refusal =
      words ? *words : fill_in(tr("the command line cannot be read: {0}"), e.what());
  return error_text(refusal) + fill_in(tr("Run 'caylus {0} --help' for usage."), command) + "\n";
}

}  // namespace caylus::tools
