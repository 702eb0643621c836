#include "tools/record/line_input.h"

#include <editline/readline.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

namespace caylus::tools {
namespace {

// readline's completion interface is C callbacks without a context: the words live here, for the
// one LineInput of the process.
std::vector<std::string>& completion_words() {
  static std::vector<std::string> words;
  return words;
}

char* next_completion(const char* text, int state) {
  static std::size_t index = 0;
  static std::size_t length = 0;
  if (state == 0) {
    index = 0;
    length = std::strlen(text);
  }
  const auto& words = completion_words();
  while (index < words.size()) {
    const std::string& word = words[index++];
    if (word.compare(0, length, text) == 0) return strdup(word.c_str());
  }
  return nullptr;
}

char** complete(const char* text, int /*start*/, int /*end*/) {
  // Only our words: never file names, readline's default.
  rl_attempted_completion_over = 1;
  return rl_completion_matches(text, next_completion);
}

}  // namespace

LineInput::LineInput(std::vector<std::string> words) : interactive_(isatty(STDIN_FILENO) == 1) {
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  completion_words() = std::move(words);
  if (interactive_) {
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
