// Helpers of the corpus command tests: a fixture with a temporary directory of scenario files,
// the first turn of a game as a scenario, expects that hold and that do not.
#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "command_helpers.h"
#include "core/options.h"
#include "core/rule_texts/rule_catalog.h"
#include "core/text.h"
#include "replay/json/log_json.h"

namespace caylus {

namespace fs = std::filesystem;

using test::CommandRun;
using test::contains;
using test::run_caylus;

// The last line of the output.
inline std::string last_line(const std::string& text) {
  std::string trimmed = text;
  while (!trimmed.empty() && trimmed.back() == '\n') trimmed.pop_back();
  auto newline = trimmed.rfind('\n');
  return newline == std::string::npos ? trimmed : trimmed.substr(newline + 1);
}

// The summary line of `diff` on an archive under --option towers_zero_penalty.
inline std::string fmt_summary(int logs, int same, int scores, int winners) {
  return count_text(logs, "log", "logs") +
         " under towers_zero_penalty=4 | towers_zero_penalty=3: " + std::to_string(same) +
         " the same, " + std::to_string(scores) + " with other scores but the same winner, " +
         std::to_string(winners) + " with another winner";
}

// A fresh directory per test, removed afterwards.
class Corpus : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("caylus_corpus_" + std::string(info->name()) + "_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    fs::path path = dir_ / name;
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
    return path.string();
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

// The first turn of `caylus play --players 2 --seed 3` (docs/log-format.md), with `expect`.
inline std::string first_turn(const std::string& expect, const std::string& extra = "") {
  return R"({"format": "caylus-log", "version": 1,)" + extra + R"(
  "setup": {"players": ["blue", "red"], "neutral": ["neutral_carpenter", "neutral_farm", "neutral_sawmill", "neutral_market", "neutral_forest", "neutral_quarry"], "seed": 3},
  "actions": [
    {"player": "blue", "act": "place", "at": "neutral_farm"},
    {"player": "red", "act": "place", "at": "neutral_forest"},
    {"player": "blue", "act": "place", "at": "fixed_carpenter"},
    {"player": "red", "act": "place", "at": "neutral_quarry"},
    {"player": "blue", "act": "pass"},
    {"player": "red", "act": "place", "at": "merchants_guild"},
    {"player": "red", "act": "pass"},
    {"player": "red", "act": "provost", "move": -2},
    {"player": "blue", "act": "provost", "move": 0},
    {"player": "red", "act": "provost", "move": 1},
    {"player": "blue", "act": "use", "gain": {"food": 1}},
    {"player": "red", "act": "use", "gain": {"wood": 1}}
  ])" + (expect.empty() ? "" : ",\n  \"expect\": " + expect) +
         "\n}\n";
}

inline const std::string kGoodExpect =
    R"({"verdict": "legal", "complete": false, "final": {"turn": 2, "players": {"blue": {"deniers": 8, "food": 3}}}})";
inline const std::string kWrongExpect =
    R"({"verdict": "legal", "complete": false, "final": {"turn": 2, "players": {"blue": {"deniers": 99, "food": 3}}}})";

}  // namespace caylus
