// Feature coverage (issue 13): the guided policy and the fuzz schedule reach the deep rules.
//   - 400 games of `caylus play --policy guided` (100 each for 2-5 players) build every tile and
//     use every cell of the favor table;
//   - the games of a `caylus fuzz` run reach every feature of tools/fuzzing/features.h;
//   - the guided policy goes deeper than the uniform one (batches, favors, prestige buildings).
// Under the sanitizers (CAYLUS_TEST_SCALE=10) the runs are shorter and the assertions say what
// that many games must still reach; the full figures hold in the optimised run.
#include <gtest/gtest.h>

#include <span>

#include "support.h"
#include "tools/fuzzing/features.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/policy.h"
#include "tools/fuzzing/properties.h"

namespace caylus::fuzzing {
namespace {

using test::scaled;

struct PlayFigures {
  FeatureCounts features;
  long batches = 0, favors = 0, prestige_buildings = 0, games = 0, score = 0, turns = 0;
};

// The games of `caylus play --players N --seed S --policy P` (tools/random_game.cpp): the
// board, then the seating, then every decision drawn from SplitMix64(S).
PlayFigures play_games(int games, int policy) {
  PlayFigures figures;
  std::vector<Action> legal;
  for (int g = 0; g < games; ++g) {
    int players = 2 + g % 4;
    SplitMix64 rng(static_cast<std::uint64_t>(g / 4 + 1));
    GameSetup setup;
    setup.player_count = players;
    setup.neutral = draw_neutral(rng);
    std::vector<int> seats(static_cast<std::size_t>(players));
    rng.shuffle(std::span<int>(seats));  // the names' order, as `caylus play` draws it
    GameState s = new_game(setup);
    FeatureTracker tracker;
    auto count = [&](const GameState& before, const Action& a, const GameState& after,
                     const EventSink& events) {
      tracker.step(before, a, after, events);
      for (const Event& e : events) {
        figures.batches += e.kind == EventKind::house_placed ? e.amount : 0;
        figures.favors += e.kind == EventKind::favor_used;
        figures.prestige_buildings += e.kind == EventKind::building_built &&
                                      building(e.building).kind == BuildingKind::prestige;
      }
    };
    PlayOutcome out = play(s, legal, policy_choice(policy, rng), {}, KeepPlaying{}, count);
    if (out.engine_bug()) {  // the first is enough: a wrong engine fails at once
      ADD_FAILURE() << "game " << g << ": " << out.engine_error(s);
      break;
    }
    tracker.finish(s);
    figures.features.add(tracker);
    for (PlayerIndex p = 0; p < s.player_count; ++p) figures.score += s.player(p).goods.prestige;
    figures.games += 1;
    figures.turns += s.turn;
  }
  return figures;
}

std::vector<std::string> missing(const FeatureCounts& counts, std::string_view prefix) {
  std::vector<std::string> names;
  for (auto name : counts.never_reached())
    if (name.substr(0, prefix.size()) == prefix && name != "favor.fifth_lost")
      names.emplace_back(name);
  return names;
}

TEST(FeatureCoverage, GuidedPlayBuildsEveryTileAndUsesEveryFavorCell) {
  int games = scaled(400);
  PlayFigures guided = play_games(games, kGuidedPolicy);
  if (games >= 400) {
    EXPECT_EQ(missing(guided.features, "build."), std::vector<std::string>{});
    EXPECT_EQ(missing(guided.features, "favor."), std::vector<std::string>{});
  } else {
    // 40 games: still every prestige building's kind and the favor columns 3-5 of some rows.
    EXPECT_LE(missing(guided.features, "build.").size(), 6u);
    EXPECT_LE(missing(guided.features, "favor.").size(), 6u);
  }
}

TEST(FeatureCoverage, GuidedPlayGoesDeeperThanUniform) {
  int games = scaled(400);
  PlayFigures uniform = play_games(games, kUniformPolicy);
  PlayFigures guided = play_games(games, kGuidedPolicy);
  for (const PlayFigures* f : {&uniform, &guided})
    std::printf(
        "%s, %d games, per game: %.2f batches, %.2f favors used, %.3f prestige buildings, "
        "%.1f turns, %.1f PP per player; never built: %zu tiles, never used: %zu favor cells\n",
        f == &uniform ? "uniform" : "guided", games, double(f->batches) / games,
        double(f->favors) / games, double(f->prestige_buildings) / games, double(f->turns) / games,
        double(f->score) / games / 3.5, missing(f->features, "build.").size(),
        missing(f->features, "favor.").size());
  EXPECT_GT(guided.batches, 2 * uniform.batches);
  EXPECT_GT(guided.favors, 2 * uniform.favors);
  EXPECT_GT(guided.prestige_buildings, uniform.prestige_buildings + games / 4);
  EXPECT_GT(guided.score, uniform.score);
}

TEST(FeatureCoverage, FuzzGamesReachEveryFeature) {
  // The first 2,000 games of `caylus fuzz` (seed 1, mixed policies), played without the
  // properties: only the features are counted. (`caylus fuzz --games 10000` reaches them all
  // too, with every property checked; docs/testing.md has the counts.)
  int games = scaled(2000);
  FeatureCounts counts;
  for (int g = 0; g < games; ++g) {
    GameScript script = fuzz_script(1, static_cast<std::uint64_t>(g), 0, 10, kMixedPolicy, {});
    RunOptions options = fuzz_run_options(script, 1);
    options.check_properties = false;
    FeatureTracker tracker;
    options.features = &tracker;
    GameRun run = run_script(script, options);
    ASSERT_FALSE(run.failure.has_value()) << run.failure->property;
    counts.add(tracker);
  }
  auto never = counts.never_reached();
  if (games >= 2000) {
    EXPECT_EQ(std::vector<std::string>(never.begin(), never.end()), std::vector<std::string>{});
  } else {
    EXPECT_LE(never.size(), 8u);
  }
}

TEST(FeatureCoverage, TheTableNamesEachFeatureOnce) {
  const auto& table = feature_table();
  for (std::size_t i = 0; i < table.size(); ++i) {
    EXPECT_EQ(feature_index(table[i].name), static_cast<int>(i)) << table[i].name;
    EXPECT_FALSE(table[i].doc.empty()) << table[i].name;
  }
  EXPECT_EQ(feature_index("no.such.feature"), -1);
  // Every tile of the stock and every favor cell has its feature.
  for (int b = 0; b < kBuildingCount; ++b) {
    auto id = static_cast<BuildingId>(b);
    if (is_stock_tile(id)) {
      EXPECT_GE(feature_index("build." + std::string(building_name(id))), 0);
    }
  }
  EXPECT_GE(feature_index("favor.buildings.5"), 0);
  EXPECT_GE(feature_index("favor.prestige.1"), 0);
}

}  // namespace
}  // namespace caylus::fuzzing
