#include "tools/record/line_input.h"

#include <editline/readline.h>
#include <langinfo.h>
#include <unistd.h>

#include <algorithm>
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string_view>

namespace caylus::tools {
namespace {

// readline's completion interface is C callbacks without a context: the completer and the words
// it offers for the word being completed live here, for the one LineInput of the process.
LineInput::Completer& completer() {
  static LineInput::Completer function;
  return function;
}
std::vector<std::string>& offered() {
  static std::vector<std::string> words;
  return words;
}

char* next_completion(const char* /*text*/, int state) {
  static std::size_t index = 0;
  if (state == 0) index = 0;
  const auto& words = offered();
  return index < words.size() ? strdup(words[index++].c_str()) : nullptr;
}

char** complete(const char* text, int start, int /*end*/) {
  // Only our words: never file names, readline's default.
  rl_attempted_completion_over = 1;
  offered() = completer()(std::string(rl_line_buffer, static_cast<std::size_t>(start)), text);
  return rl_completion_matches(text, next_completion);
}

}  // namespace

LineInput::LineInput(Completer completer_function) : interactive_(isatty(STDIN_FILENO) == 1) {
  completer() = std::move(completer_function);
  if (interactive_) {
    // libedit reads the prompt and the line as multibyte text of the C library's locale: in the
    // "C" locale a prompt in French, Spanish or Romanian ("[turno 1, colocación] red> ", UTF-8
    // as the catalogs are) is no valid text and libedit crashed on it. The terminal's own
    // character type, else UTF-8; only LC_CTYPE (numbers, messages, sorting stay "C").
    const char* ctype = std::setlocale(LC_CTYPE, "");
    if (ctype == nullptr || std::string_view(nl_langinfo(CODESET)) != "UTF-8")
      std::setlocale(LC_CTYPE, "C.UTF-8");
    rl_readline_name = "caylus";  // the program's name for ~/.editrc settings
    rl_attempted_completion_function = complete;
    using_history();
  }
}

LineInput::~LineInput() {
  if (interactive_) clear_history();
}

std::optional<std::string> LineInput::read(const std::string& prompt) {
  std::string line;
  if (interactive_) {
    std::fflush(stdout);
    char* typed = readline(prompt.c_str());
    if (typed == nullptr) return std::nullopt;
    line = typed;
    std::free(typed);
    if (line.find_first_not_of(" \t") != std::string::npos) add_history(line.c_str());
  } else {
    if (!std::getline(std::cin, line)) return std::nullopt;
    if (!line.empty() && line.back() == '\r') line.pop_back();
  }
  ++line_number_;
  return line;
}

}  // namespace caylus::tools
