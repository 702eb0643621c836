// Helpers of the readings tests: JSON answers, claims written from the engine's states, a
// fixture with a temporary directory of logs, and the game pinned under the English notary
// reading.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "command_helpers.h"
#include "replay/json/log_json.h"
#include "replay/replayer.h"
#include "support.h"
#include "test_paths.h"

namespace caylus {

namespace fs = std::filesystem;
using nlohmann::json;
using test::CommandRun;
using test::contains;
using test::run_caylus;

inline json parse(const std::string& text) {
  return json::parse(text, nullptr, false);
}

inline json read_json(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return parse(text.str());
}

// The options of the answer of `readings --json` for one log, by name.
inline const json& option_of(const json& answer, const std::string& name) {
  for (const auto& o : answer["options"])
    if (o["name"] == name) return o;
  static const json none;
  ADD_FAILURE() << "no option " << name << " in " << answer.dump();
  return none;
}

// {"players": {"green": {"cloth": 4}}} from the path "players.green.cloth" and the value.
inline json claim_at(const std::string& path, const json& value) {
  json claim = value;
  std::string rest = path;
  std::vector<std::string> keys;
  for (std::size_t dot; (dot = rest.find('.')) != std::string::npos; rest = rest.substr(dot + 1))
    keys.push_back(rest.substr(0, dot));
  keys.push_back(rest);
  for (auto it = keys.rbegin(); it != keys.rend(); ++it) claim = json{{*it, claim}};
  return claim;
}

class Readings : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("caylus_readings_" + std::string(info->name()) + "_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  std::string write(const std::string& name, const json& log) {
    fs::create_directories((dir_ / name).parent_path());
    std::ofstream(dir_ / name) << log.dump(1) << "\n";
    return path(name);
  }
  std::string play(const std::string& name, int players, int seed, const std::string& rules = "") {
    fs::create_directories((dir_ / name).parent_path());
    std::string file = path(name);
    CommandRun run =
        run_caylus("play --players " + std::to_string(players) + " --seed " + std::to_string(seed) +
                   (rules.empty() ? "" : " --rules " + rules) + " --out " + file);
    EXPECT_EQ(run.status, 0) << run.out;
    return file;
  }

  fs::path dir_;
};

// The ruling scenario of notary_delay=after_target_activation (a snapshot in turn 6: red's lawyer
// targets green's occupied wood sawmill), with a check right after the first action where the
// two readings' states differ, claiming that field's value under the English reading — what a
// table that played it would have written down.
struct PinnedGame {
  json log;       // with its options (notary_delay=after_target_activation)
  int check = 0;  // the index of the check entry in `actions`
  std::string path;
  json claimed;  // the field's value under after_target_activation
};

inline PinnedGame notary_delay_game() {
  PinnedGame g;
  std::string scenario = std::string(caylus::test::source_dir()) +
                         "/corpus/rulings/options/notary_delay-after_target_activation.json";
  g.log = read_json(scenario);
  g.log.erase("expect");
  CommandRun diff = run_caylus("diff " + scenario +
                                   " --rules notary_delay=after_target_activation --versus "
                                   "notary_delay=end_of_activation --json",
                               false);
  json answer = parse(diff.out);
  if (answer.is_discarded() || answer["differences"].empty()) {
    ADD_FAILURE() << "the readings do not differ in " << scenario << "\n" << diff.out;
    return {};
  }
  const json& d = answer["differences"][0];
  EXPECT_EQ(d["kind"], "state") << d.dump();
  const json& field = d["fields"][0];
  g.path = field["path"];
  g.claimed = field["first"];
  g.check = d["action"].get<int>() + 1;
  auto& actions = g.log["actions"];
  actions.insert(actions.begin() + g.check, json{{"check", claim_at(g.path, g.claimed)}});
  // A check speaks of the moment the next decision is asked, after the forced decisions the
  // next entry does not answer (LOG_FORMAT.md, "Checks"); at the end of a log that is the next
  // real choice, by when both readings have transformed the target. The table noted blue's
  // quarry next: the check stands right after green's use, where the readings differ.
  if (g.check + 1 == static_cast<int>(actions.size()))
    actions.push_back(json{{"player", "blue"}, {"act", "use"}, {"gain", {{"stone", 2}}}});
  return g;
}

}  // namespace caylus
