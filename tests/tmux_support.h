// `caylus record` in a real terminal: tmux runs it, a test types and reads the screen
// (tests/record_terminal_test.cpp, tests/record_told_test.cpp).
#pragma once

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

#include "record_support.h"

namespace caylus {

class Tmux {
 public:
  explicit Tmux(const TestDir& dir) : socket_((dir / "tmux.sock").string()) {}
  // The session the next keys go to and the next screens come from.
  void target(const std::string& session) { target_ = session; }
  ~Tmux() { run("kill-server"); }
  int run(const std::string& arguments) const {
    std::string command =
        "tmux -S '" + socket_ + "' -f /dev/null " + arguments + " >/dev/null 2>&1";
    return std::system(command.c_str());
  }
  std::string screen() const {
    auto out = capture("capture-pane -p -J -S - -t " + target_);
    return out;
  }
  // How many times the screen shows `text`.
  int count(const std::string& text) const {
    std::string shown = screen();
    int n = 0;
    for (auto at = shown.find(text); at != std::string::npos; at = shown.find(text, at + 1)) ++n;
    return n;
  }
  // Waits until the screen shows `text` more than `before` times (the program answers as fast as
  // the machine allows): a prompt already on the screen is not the one awaited. The wait ends as
  // soon as the text shows; its bound only turns a hang into a failure, far beyond any machine's
  // answer (issue 30: nothing in the test command depends on the machine's speed).
  bool wait_for(const std::string& text, int before = 0, int seconds = 600) const {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (std::chrono::steady_clock::now() < deadline) {
      if (count(text) > before) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
  }
  void type(const std::string& keys) const {
    run("send-keys -t " + target_ + " -l -- '" + keys + "'");  // -- : keys such as -1
  }
  void key(const std::string& name) const { run("send-keys -t " + target_ + " " + name); }

 private:
  std::string capture(const std::string& arguments) const {
    std::string command = "tmux -S '" + socket_ + "' " + arguments + " 2>/dev/null";
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return out;
    char buffer[4096];
    while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    pclose(pipe);
    return out;
  }
  std::string socket_;
  std::string target_ = "record";
};

// The screen from the last occurrence of `marker` on.
inline std::string after_last(const std::string& screen, const std::string& marker) {
  auto at = screen.rfind(marker);
  return at == std::string::npos ? "" : screen.substr(at);
}

}  // namespace caylus
