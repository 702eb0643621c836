// Lines typed by a person or read from a script. On a terminal, libedit (Debian libedit-dev, the
// BSD line editor behind its readline interface) edits the line, keeps the history and completes
// words with Tab; without a terminal, lines are read as they come. No terminal handling of ours.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace caylus::tools {

class LineInput {
 public:
  // What Tab offers for the word being typed (`word`), given the line before it (`before`).
  using Completer =
      std::function<std::vector<std::string>(const std::string& before, const std::string& word)>;
  explicit LineInput(Completer completer);
  ~LineInput();
  LineInput(const LineInput&) = delete;
  LineInput& operator=(const LineInput&) = delete;

  // Standard input is a terminal.
  bool interactive() const { return interactive_; }
  // The next line without its end of line, or nothing at the end of input (Ctrl-D). The prompt
  // is shown on a terminal only.
  std::optional<std::string> read(const std::string& prompt);
  // The number of the last line read, from 1.
  int line_number() const { return line_number_; }

 private:
  bool interactive_ = false;
  int line_number_ = 0;
};

}  // namespace caylus::tools
