// CLI11's own refusals of a command line (an option without its value, an unknown option, a
// value out of range...) in the reader's language, for the commands that follow it (issue 37):
// the parser fails before any command chose its language, so the language is chosen here from
// the same `--lang` (read from the arguments as typed) and the same locale variables.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <string_view>

namespace caylus::tools {

// "caylus: error: MESSAGE" and its newline: the frame of every input error `caylus` prints (an
// argument, a file, a refused line of a script), in the language already chosen, as the message
// itself is (*caylus : erreur : ...*); English for the commands that do not follow it.
std::string error_text(std::string_view message);

// What `caylus` prints on standard error for the parse error `e` of `argv`, "caylus: error: ..."
// and the hint to --help, each line ending in '\n'. A command of `app` that follows the language
// (one that takes --lang) says it in French, Spanish or Romanian, naming the option as typed; in
// English, and for every other command, CLI11's own words, as always.
std::string parse_error_text(const CLI::ParseError& e, const CLI::App& app, int argc,
                             const char* const* argv);

}  // namespace caylus::tools
