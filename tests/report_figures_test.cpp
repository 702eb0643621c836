// The report's figures for every player, checked whole (issue 39, item 7): a report that drops
// or shifts one player's data, or the last player's, still passed tests that looked at some
// players. For whole games of 2 to 5 players, every player's figures the page embeds — the
// players, the final scores of the verdict, the winners, the points ledger, every field's ledger
// and the chart's series (each player's prestige at every step, rebuilt from the deltas) — are
// held to an independent account: `caylus replay --json`'s final state and winners, and the
// ledgers' own sums.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "replay/log_input.h"
#include "report_support.h"

namespace caylus {
namespace {

using Json = nlohmann::json;
using test::report::apply_delta;
using test::report::kSource;
using test::report::make_report;
using test::report::Report;

// Every whole game of the corpus: the golden games of 2 to 5 players and the 4-player example.
std::vector<std::string> whole_games() {
  std::vector<std::string> games;
  for (const auto& entry : std::filesystem::directory_iterator(kSource + "/corpus/games"))
    if (entry.path().extension() == ".json") games.push_back(entry.path().string());
  std::sort(games.begin(), games.end());
  return games;
}

const std::vector<std::string> kPlayerFields = {"deniers", "food", "wood",     "stone",
                                                "cloth",   "gold", "prestige", "workers"};
const std::vector<std::string> kSections = {"dungeon", "walls", "towers"};

// A field's ledger: each change's total is the one before plus its amount (from 0: the opening
// change brings the start's value), and the last total is the field's value.
void expect_ledger_adds_up(const Json& field, const std::string& where) {
  long total = 0;
  for (const Json& change : field["changes"]) {
    total += change[4].get<long>();
    EXPECT_EQ(change[5].get<long>(), total) << where << ": " << change.dump();
  }
  EXPECT_EQ(total, field["value"].get<long>()) << where << ": the changes add up to another value";
}

TEST(ReportFigures, EveryPlayersFiguresAreTheReplaysOwn) {
  std::vector<std::string> games = whole_games();
  ASSERT_GE(games.size(), 5u);
  std::set<std::size_t> player_counts;
  for (const std::string& log : games) {
    Report r = make_report(log, "figures.html");
    ASSERT_EQ(r.run.status, 0) << log << ": " << r.run.out;
    test::CommandRun replay = test::run_caylus("replay --json " + log, false);
    Json answer = Json::parse(replay.out, nullptr, false);
    ASSERT_TRUE(answer.is_object()) << log << ": " << replay.out;
    const Json& final_players = answer["final"]["players"];
    auto read = read_log_file(log);
    ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << log;
    const std::vector<std::string>& names = std::get<GameLog>(read).players;
    player_counts.insert(names.size());
    ASSERT_EQ(final_players.size(), names.size()) << log;

    // The players, every one in seat order, and the winners.
    EXPECT_EQ(r.data["players"].get<std::vector<std::string>>(), names) << log;
    const Json& reading = r.data["reading"];
    EXPECT_EQ(reading["winners"], answer["winners"]) << log;

    // The verdict's final scores: one line per player, with the replay's prestige, "winner"
    // beside each winner and nobody else.
    std::map<std::string, int> score_lines;
    static const std::regex score(R"(^ +(\S+) +(\d+) PP(  winner)?$)");
    for (const Json& line : r.data["verdict"]) {
      std::string text = line.get<std::string>();
      std::smatch m;
      if (!std::regex_match(text, m, score)) continue;
      std::string name = m[1];
      ++score_lines[name];
      ASSERT_TRUE(final_players.contains(name)) << log << ": " << text;
      EXPECT_EQ(std::stoi(m[2]), final_players[name]["prestige"].get<int>()) << log << ": " << text;
      bool winner = std::find(answer["winners"].begin(), answer["winners"].end(), name) !=
                    answer["winners"].end();
      EXPECT_EQ(m[3].matched, winner) << log << ": " << text;
    }
    for (const std::string& name : names)
      EXPECT_EQ(score_lines[name], 1) << log << ": " << name << "'s final score line";
    EXPECT_EQ(score_lines.size(), names.size()) << log;

    // The points ledger: a table per player whose amounts add up, entry by entry, to the
    // replay's final prestige.
    EXPECT_EQ(reading["ledger"].size(), names.size()) << log;
    for (const std::string& name : names) {
      ASSERT_TRUE(reading["ledger"].contains(name)) << log << ": no points ledger for " << name;
      const Json& entries = reading["ledger"][name];
      EXPECT_FALSE(entries.empty()) << log << ": " << name;
      long total = 0;
      for (const Json& e : entries) {
        total += e[2].get<long>();
        EXPECT_EQ(e[3].get<long>(), total) << log << ": " << name << ": " << e.dump();
      }
      EXPECT_EQ(total, final_players[name]["prestige"].get<long>())
          << log << ": " << name << "'s points ledger adds up to another score";
    }

    // Every field's ledger: each field of each player and each player's houses, the value the
    // replay ends with, the changes adding up to it.
    const Json& fields = reading["field_ledgers"]["fields"];
    EXPECT_EQ(fields.size(), names.size() * (kPlayerFields.size() + kSections.size())) << log;
    for (const std::string& name : names) {
      for (const std::string& f : kPlayerFields) {
        std::string key = name + "." + f;
        ASSERT_TRUE(fields.contains(key)) << log << ": no ledger of " << key;
        EXPECT_EQ(fields[key]["value"], final_players[name][f]) << log << ": " << key;
        expect_ledger_adds_up(fields[key], log + ": " + key);
      }
      for (const std::string& section : kSections) {
        std::string key = "castle." + section + "." + name;
        ASSERT_TRUE(fields.contains(key)) << log << ": no ledger of " << key;
        EXPECT_EQ(fields[key]["value"], answer["final"]["castle"][section][name])
            << log << ": " << key;
        expect_ledger_adds_up(fields[key], log + ": " + key);
      }
    }

    // The chart's series: each player's prestige at every step, from the states the page
    // rebuilds. It starts at the start's, ends at the replay's final prestige, and what it gains
    // over an entry's steps is what the prestige ledger records for that entry.
    const Json& steps = reading["steps"];
    Json state = reading["start"];
    ASSERT_EQ(state["players"].size(), names.size()) << log;
    std::vector<std::vector<long>> series(names.size());
    auto take = [&] {
      for (std::size_t seat = 0; seat < names.size(); ++seat) {
        ASSERT_EQ(state["players"][seat]["name"], names[seat]) << log;
        series[seat].push_back(state["players"][seat]["prestige"].get<long>());
      }
    };
    take();
    for (const Json& step : steps) {
      state = apply_delta(state, step["delta"]);
      take();
    }
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
      const std::string& name = names[seat];
      ASSERT_EQ(series[seat].size(), steps.size() + 1) << log;
      EXPECT_EQ(series[seat].back(), final_players[name]["prestige"].get<long>())
          << log << ": " << name << "'s series ends elsewhere than the final score";
      std::map<long, long> gained, recorded;  // by entry
      for (std::size_t k = 0; k < steps.size(); ++k)
        gained[steps[k]["entry"].get<long>()] += series[seat][k + 1] - series[seat][k];
      long opening = 0;
      for (const Json& change : fields[name + ".prestige"]["changes"]) {
        if (change[0].is_null())
          opening += change[4].get<long>();
        else
          recorded[change[0].get<long>()] += change[4].get<long>();
      }
      EXPECT_EQ(series[seat].front(), opening) << log << ": " << name;
      for (auto it = gained.begin(); it != gained.end();)  // entries that moved nothing
        it = it->second == 0 ? gained.erase(it) : std::next(it);
      for (auto it = recorded.begin(); it != recorded.end();)
        it = it->second == 0 ? recorded.erase(it) : std::next(it);
      EXPECT_EQ(gained, recorded) << log << ": " << name
                                  << "'s series and prestige ledger part at some entry";
      EXPECT_FALSE(recorded.empty()) << log << ": " << name << " never scores: not vacuous";
    }
  }
  EXPECT_EQ(player_counts, (std::set<std::size_t>{2, 3, 4, 5}));
}

}  // namespace
}  // namespace caylus
