// Running the `caylus` binary as a user runs it, for the tests of the commands.
#pragma once

#include <sys/wait.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "test_paths.h"

namespace caylus::test {

struct CommandRun {
  int status = -1;  // the exit status; -1 when the command did not exit normally
  std::string out;  // standard output, and standard error unless left out
};

// Runs `caylus <arguments>` (test::caylus_binary(), test_paths.h).
inline CommandRun run_caylus(const std::string& arguments, bool with_stderr = true) {
  std::string command = std::string(caylus::test::caylus_binary()) + " " + arguments +
                        (with_stderr ? " 2>&1" : " 2>/dev/null");
  CommandRun run;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return run;
  char buffer[4096];
  while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) run.out.append(buffer, n);
  int status = pclose(pipe);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The lines of a command's output, without their line ends.
inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// `line` without the parts the pseudo-language marked (⟦...⟧, nested): what a command printed
// that did not go through a catalog (core/language/catalog.h, `--lang qps`).
inline std::string outside_marks(const std::string& line) {
  const std::string open = "⟦", close = "⟧";
  std::string rest;
  int depth = 0;
  for (std::size_t i = 0; i < line.size();) {
    if (line.compare(i, open.size(), open) == 0) {
      ++depth;
      i += open.size();
    } else if (line.compare(i, close.size(), close) == 0) {
      --depth;
      i += close.size();
    } else {
      if (depth == 0) rest += line[i];
      ++i;
    }
  }
  return rest;
}

}  // namespace caylus::test
