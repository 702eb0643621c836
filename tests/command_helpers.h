// Running the `caylus` binary as a user runs it, for the tests of the commands.
#pragma once

#include <sys/wait.h>

#include <cstdio>
#include <string>

namespace caylus::test {

struct CommandRun {
  int status = -1;  // the exit status; -1 when the command did not exit normally
  std::string out;  // standard output, and standard error unless left out
};

// Runs `caylus <arguments>` (CAYLUS_BINARY, set by tests/CMakeLists.txt).
inline CommandRun run_caylus(const std::string& arguments, bool with_stderr = true) {
  std::string command =
      std::string(CAYLUS_BINARY) + " " + arguments + (with_stderr ? " 2>&1" : " 2>/dev/null");
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

}  // namespace caylus::test
