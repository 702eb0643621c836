// `caylus fuzz` as a user runs it: --policy, the features it prints, and the campaign over many
// machines (issue 15, item 4): --shard K/N plays disjoint games, --json prints one result line,
// --merge sums the lines, and two shards merged are the one run over both.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "command_helpers.h"

namespace caylus::test {
namespace {

struct TempDir {
  std::filesystem::path path;
  TempDir() {
    path = std::filesystem::temp_directory_path() /
           ("caylus_fuzz_test_" + std::to_string(getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

nlohmann::json json_line(const CommandRun& run) {
  EXPECT_EQ(run.out.find('\n'), run.out.size() - 1) << run.out;
  return nlohmann::json::parse(run.out);
}

void write(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// What must be equal between a run and its merged shards (not the time, not the shard names).
nlohmann::json result_of(nlohmann::json j) {
  j.erase("seconds");
  j.erase("shards");
  return j;
}

TEST(FuzzCommand, TwoShardsMergedEqualOneRunOverBoth) {
  TempDir dir;
  const std::string run = "fuzz --games 24 --seed 9 --json --out " + dir.file("out");
  CommandRun whole = run_caylus(run, /*with_stderr=*/false);
  ASSERT_EQ(whole.status, 0) << whole.out;
  CommandRun first = run_caylus(run + " --shard 1/2", false);
  CommandRun second = run_caylus(run + " --shard 2/2", false);
  ASSERT_EQ(first.status, 0) << first.out;
  ASSERT_EQ(second.status, 0) << second.out;
  nlohmann::json a = json_line(first), b = json_line(second), all = json_line(whole);
  // Disjoint halves: 12 games each, together every game.
  EXPECT_EQ(a["games"], 12);
  EXPECT_EQ(b["games"], 12);
  EXPECT_EQ(all["games"], 24);
  EXPECT_NE(a["actions"], b["actions"]);
  EXPECT_EQ(a["actions"].get<long>() + b["actions"].get<long>(), all["actions"].get<long>());
  write(dir.file("a.jsonl"), first.out);
  write(dir.file("b.jsonl"), second.out);
  CommandRun merged =
      run_caylus("fuzz --json --merge " + dir.file("a.jsonl") + " " + dir.file("b.jsonl"), false);
  ASSERT_EQ(merged.status, 0) << merged.out;
  nlohmann::json m = json_line(merged);
  EXPECT_EQ(result_of(m), result_of(all));
  EXPECT_EQ(m["shards"], (nlohmann::json{"1/2", "2/2"}));
  // Every game starts at a placement decision: the counts of both shards add up.
  EXPECT_EQ(m["features"]["decision.placement"], 24);
  // One file holding both lines merges the same.
  write(dir.file("both.jsonl"), first.out + second.out);
  CommandRun again = run_caylus("fuzz --json --merge " + dir.file("both.jsonl"), false);
  EXPECT_EQ(result_of(json_line(again)), result_of(all));
}

TEST(FuzzCommand, MergeSumsCounterexamplesInGameOrder) {
  TempDir dir;
  CommandRun one = run_caylus("fuzz --games 4 --json --shard 1/2", false);
  CommandRun two = run_caylus("fuzz --games 4 --json --shard 2/2", false);
  nlohmann::json a = json_line(one), b = json_line(two);
  // A campaign's shards report failures; the merge lists them all, by game.
  a["counterexamples"] = {{{"game", 2}, {"property", "invariant:x"}, {"seed", 5}}};
  b["counterexamples"] = {{{"game", 1}, {"property", "legal_actions.agree"}, {"seed", 7}},
                          {{"game", 3}, {"property", "invariant:x"}, {"seed", 8}}};
  write(dir.file("a.jsonl"), a.dump() + "\n");
  write(dir.file("b.jsonl"), b.dump() + "\n");
  CommandRun merged =
      run_caylus("fuzz --json --merge " + dir.file("a.jsonl") + " " + dir.file("b.jsonl"), false);
  EXPECT_EQ(merged.status, 1);  // failures were found
  nlohmann::json m = json_line(merged);
  ASSERT_EQ(m["counterexamples"].size(), 3u);
  EXPECT_EQ(m["counterexamples"][0]["game"], 1);
  EXPECT_EQ(m["counterexamples"][1]["game"], 2);
  EXPECT_EQ(m["counterexamples"][2]["game"], 3);
  CommandRun words = run_caylus("fuzz --merge " + dir.file("a.jsonl") + " " + dir.file("b.jsonl"));
  EXPECT_TRUE(contains(words.out, "2 games broke invariant:x")) << words.out;
  EXPECT_TRUE(contains(words.out, "1 game broke legal_actions.agree")) << words.out;
}

TEST(FuzzCommand, MergeRefusesWhatIsNotOneRun) {
  TempDir dir;
  CommandRun one = run_caylus("fuzz --games 4 --json --shard 1/2", false);
  CommandRun other_seed = run_caylus("fuzz --games 4 --seed 2 --json --shard 2/2", false);
  write(dir.file("one.jsonl"), one.out);
  write(dir.file("other.jsonl"), other_seed.out);
  CommandRun mixed =
      run_caylus("fuzz --merge " + dir.file("one.jsonl") + " " + dir.file("other.jsonl"));
  EXPECT_EQ(mixed.status, 2);
  EXPECT_TRUE(contains(mixed.out, "other.jsonl:1: another run")) << mixed.out;
  CommandRun twice =
      run_caylus("fuzz --merge " + dir.file("one.jsonl") + " " + dir.file("one.jsonl"));
  EXPECT_EQ(twice.status, 2);
  EXPECT_TRUE(contains(twice.out, "shard 1/2 already in")) << twice.out;
  write(dir.file("bad.jsonl"), one.out + "{\"games\": oops}\n");
  CommandRun bad = run_caylus("fuzz --merge " + dir.file("bad.jsonl"));
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(contains(bad.out, "bad.jsonl:2: not a line of 'caylus fuzz --json'")) << bad.out;
  CommandRun missing = run_caylus("fuzz --merge " + dir.file("none.jsonl"));
  EXPECT_EQ(missing.status, 2);
  EXPECT_TRUE(contains(missing.out, "cannot read")) << missing.out;
  for (const char* shard : {"0/2", "3/2", "1/0", "x", "1/2/3"}) {
    CommandRun wrong = run_caylus(std::string("fuzz --games 2 --shard ") + shard);
    EXPECT_EQ(wrong.status, 2) << shard;
    EXPECT_TRUE(contains(wrong.out, "expected K/N")) << shard << ": " << wrong.out;
  }
}

TEST(FuzzCommand, PrintsTheFeaturesNeverReached) {
  CommandRun run = run_caylus("fuzz --games 2 --policy uniform");
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out, "features reached: ")) << run.out;
  EXPECT_TRUE(contains(run.out, "never reached: ")) << run.out;  // 2 games reach few
  EXPECT_TRUE(contains(run.out, "build.cathedral")) << run.out;
  CommandRun bad = run_caylus("fuzz --games 2 --policy greedy");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(contains(bad.out, "unknown policy 'greedy' (uniform|guided|mixed)")) << bad.out;
}

TEST(PlayCommand, PolicyGuidedIsDeterministicAndDefaultsToUniform) {
  TempDir dir;
  CommandRun plain = run_caylus("play --players 3 --seed 4 --out " + dir.file("a.json"));
  CommandRun uniform =
      run_caylus("play --players 3 --seed 4 --policy uniform --out " + dir.file("b.json"));
  EXPECT_EQ(plain.out, uniform.out);
  CommandRun guided =
      run_caylus("play --players 3 --seed 4 --policy guided --out " + dir.file("c.json"));
  CommandRun again =
      run_caylus("play --players 3 --seed 4 --policy guided --out " + dir.file("d.json"));
  EXPECT_EQ(guided.status, 0) << guided.out;
  EXPECT_EQ(guided.out, again.out);
  EXPECT_NE(guided.out, plain.out);
  // The guided game's log replays legally.
  CommandRun replay = run_caylus("replay " + dir.file("c.json"));
  EXPECT_EQ(replay.status, 0) << replay.out;
  CommandRun bad = run_caylus("play --policy greedy");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(contains(bad.out, "unknown policy 'greedy'")) << bad.out;
}

}  // namespace
}  // namespace caylus::test
