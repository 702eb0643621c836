// 10,000 random games over 2-5 players and several option sets never trip an invariant, nor do
// rich castle-minded games that complete sections early, overflow houses and fill the castle.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <set>

#include "game_steps.h"
#include "invariant_corruptions.h"
#include "invariant_steps.h"
#include "invariants/invariants.h"
#include "support.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/play.h"
#include "tools/fuzzing/policy.h"

namespace caylus::test {
namespace {

// Plays a random game from `seed`, calling visit(before, action, after, events) after every step;
// stops early when visit returns false. Returns the number of steps.
int play_random_game(std::uint64_t seed, int players, const RuleOptions& options,
                     const std::function<bool(const GameState&, const Action&, const GameState&,
                                              const EventSink&)>& visit) {
  SplitMix64 rng(seed);
  GameState s = random_start(rng, players, options);
  std::vector<Action> legal;
  return static_cast<int>(fuzzing::play(s, legal, fuzzing::uniform_choice(rng),
                                        {.max_actions = 5000}, fuzzing::KeepPlaying{}, visit)
                              .actions);
}

// 10,000 random games over 2-5 players, with the default options, every option alone at its
// second value, and all of them at once: no invariant ever trips. (1,000 under the sanitizers.)
TEST(RandomGames, TenThousandGamesNeverTripAnInvariant) {
  auto sets = option_sets();
  InvariantChecker checker;
  std::uint64_t total_steps = 0;
  auto started = std::chrono::steady_clock::now();
  for (int game = 0; game < scaled(10000); ++game) {
    int players = 2 + game % 4;
    const RuleOptions& options = sets[static_cast<std::size_t>(game / 4) % sets.size()];
    checker.reset();
    SplitMix64 rng(static_cast<std::uint64_t>(game) * 0x9E3779B9 + 12345);
    GameState first = random_start(rng, players, options);
    auto initial = checker.check_state(first);
    ASSERT_FALSE(initial.has_value())
        << "game " << game << " initial state: " << initial->id << ": " << initial->message;
    std::optional<InvariantFailure> failure;
    Action failed_action;
    int step = 0;
    int steps =
        play_random_game(static_cast<std::uint64_t>(game) * 0x9E3779B9 + 12345, players, options,
                         [&](const GameState& before, const Action& a, const GameState& after,
                             const EventSink& events) {
                           failure = checker.check_step(before, a, after, events);
                           failed_action = a;
                           ++step;
                           return !failure;
                         });
    total_steps += static_cast<std::uint64_t>(steps);
    ASSERT_FALSE(failure.has_value())
        << "game " << game << " (" << players << " players, options set "
        << (game / 4) % sets.size() << "), step " << step << ": '"
        << action_to_string(failed_action) << "': " << failure->id << ": " << failure->message;
    ASSERT_LT(steps, 5000) << "game " << game << " does not end";
  }
  auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  RecordProperty("steps", static_cast<int>(total_steps));
  std::printf("[ info ] %d games, %llu steps in %.2f s\n", scaled(10000),
              static_cast<unsigned long long>(total_steps), seconds);
}

// Random play rarely fills the castle, so the paths of a section completed before its mark,
// houses overflowing into the next section and a full castle get their own games: every player
// starts rich in cubes and prefers the castle and the biggest offer.
TEST(RandomGames, CastleMindedRichGamesNeverTripAnInvariant) {
  auto sets = option_sets();
  InvariantChecker checker;
  std::vector<Action> legal;
  int completed_early = 0;
  int overflows = 0;
  int full_castles = 0;
  const int games = scaled(200);
  for (int game = 0; game < games; ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 777);
    GameState s =
        random_start(rng, 2 + game % 4, sets[static_cast<std::size_t>(game) % sets.size()]);
    for (PlayerIndex p = 0; p < s.player_count; ++p)
      for (Cube c : kAllCubes) s.player(p).goods[c] = 12;
    checker.reset();
    ASSERT_FALSE(checker.check_state(s).has_value());
    // A uniform draw, then the castle (one chance in two) and the biggest offer (three in four).
    auto castle_minded = [&rng](const GameState&, const std::vector<Action>& offered) {
      std::size_t pick = rng.below(offered.size());
      for (std::size_t i = 0; i < offered.size(); ++i) {
        const Action& b = offered[i];
        if (b.verb == Verb::place && b.space == special_space(Special::castle) && rng.below(2) == 0)
          pick = i;
        if (b.verb == Verb::castle && batch_total(b.batches) > batch_total(offered[pick].batches) &&
            rng.below(4) != 0)
          pick = i;
      }
      return pick;
    };
    int step = 0;
    auto observe = [&](const GameState& before, const Action& a, const GameState& after,
                       const EventSink& events) {
      auto f = checker.check_step(before, a, after, events);
      ASSERT_FALSE(f.has_value()) << "game " << game << ", step " << step << ": '"
                                  << action_to_string(a) << "': " << f->id << ": " << f->message;
      ++step;
      int sections_with_houses = 0;
      for (const Event& e : events) {
        if (e.kind == EventKind::section_scored &&
            after.bailiff < kScoringMark[static_cast<int>(e.section)])
          ++completed_early;
        if (e.kind == EventKind::house_placed) ++sections_with_houses;
      }
      if (sections_with_houses > 1) ++overflows;
      if (a.verb == Verb::castle && batch_total(a.batches) == 0 &&
          after.is_scored(Section::walls) &&
          after.section_houses(Section::towers) == kSectionCapacity[2])
        ++full_castles;
    };
    fuzzing::PlayOutcome out =
        fuzzing::play(s, legal, castle_minded, {.max_actions = 5000}, fuzzing::KeepPlaying{},
                      stop_at_fatal_failure(observe));
    if (HasFatalFailure()) return;
    ASSERT_FALSE(out.engine_bug()) << out.engine_error(s);
  }
  // Observed: about 3 sections completed early, 2 overflows and 0.3 full castles per game.
  EXPECT_GT(completed_early, games / 4);
  EXPECT_GT(overflows, games / 4);
  EXPECT_GT(full_castles, 0);
  std::printf("[ info ] sections completed before their mark %d, overflows %d, full castles %d\n",
              completed_early, overflows, full_castles);
}

}  // namespace
}  // namespace caylus::test
