// legal_set (core/legal_set.h) against legal_actions (issue 15): uniform random play draws one
// index among the legal actions and takes legal_set's action there instead of legal_actions'
// (tools/fuzzing/play.h, play_uniform; caylus bench). The games stay the same only if both give
// the same number of actions and the same action at every index, so:
// - at every decision of hundreds of random games (2-5 players, every option drawn at random),
//   size() is legal_actions' size and at(i) is byte for byte its i-th action, for every i;
// - the candidates in the set mode keep the list's order when actions or a second spread come
//   after a kept spread (no rule offers them today: Candidates is driven by hand);
// - play_uniform plays the very games of play with uniform_choice: the same actions, the same
//   final states, the same draws consumed, checked and trusted.
#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <map>

#include "core/rules/rules.h"
#include "core/text.h"
#include "support.h"
#include "tools/fuzzing/play.h"

namespace caylus::test {
namespace {

bool same_bytes(const Action& a, const Action& b) {
  return std::memcmp(&a, &b, sizeof(Action)) == 0;
}

TEST(LegalSet, IsLegalActionsAtEveryDecisionOfRandomGames) {
  std::vector<Action> list, buffer;
  LegalSet set(buffer);  // reused from decision to decision and game to game, as play_uniform does
  std::map<DecisionKind, int> spread_decisions;
  long decisions = 0;
  long spread_actions = 0;
  for (int game = 0; game < scaled(300); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 93000);
    GameState s = random_start(rng, 2 + game % 4, random_options(rng));
    while (!s.game_over()) {
      legal_actions(s, list);
      legal_set(s, set);
      ASSERT_EQ(set.size(), list.size()) << describe_decision(s) << " (game " << game << ")";
      ASSERT_FALSE(set.empty()) << describe_decision(s);
      for (std::size_t i = 0; i < list.size(); ++i)
        ASSERT_TRUE(same_bytes(set.at(i), list[i]))
            << describe_decision(s) << ": legal action " << i << " is " << action_to_string(list[i])
            << ", the set says " << action_to_string(set.at(i)) << " (game " << game << ")";
      ++decisions;
      if (set.has_spread()) {
        ++spread_decisions[s.decision.kind];
        spread_actions += static_cast<long>(set.size() - set.list().size());
      }
      const Action a = set.at(rng.below(set.size()));
      ASSERT_FALSE(apply(s, a).has_value()) << action_to_string(a);
    }
    legal_set(s, set);  // the game is over: nothing is legal
    ASSERT_TRUE(set.empty());
  }
  // The spreads were met often, at each kind of decision that keeps one (not vacuous).
  EXPECT_GT(spread_decisions[DecisionKind::placement], scaled(300) * 50);
  EXPECT_GT(spread_decisions[DecisionKind::provost], scaled(300) * 10);
  EXPECT_GT(spread_decisions[DecisionKind::gate], scaled(300));
  EXPECT_GT(spread_decisions[DecisionKind::merchants_guild], scaled(300));
  EXPECT_GT(spread_actions, decisions * 3);
}

Action place_at(PlayerIndex p, int space) {
  Action a;
  a.player = p;
  a.verb = Verb::place;
  a.space = static_cast<Space>(space);
  return a;
}

Action pass_by(PlayerIndex p) {
  Action a;
  a.player = p;
  a.verb = Verb::pass;
  return a;
}

// The same offers, in the list mode and the set mode, must give the same actions in the same
// order: a spread kept by the set is written out when anything is offered after it.
void expect_same_in_both_modes(const std::function<void(rules::Candidates&)>& offer) {
  GameState s = start(3);
  std::vector<Action> list, buffer;
  {
    rules::Candidates candidates(s, &rules::check_placement, list);
    offer(candidates);
  }
  LegalSet set(buffer);
  set.clear();
  {
    rules::Candidates candidates(s, &rules::check_placement, set);
    offer(candidates);
  }
  ASSERT_EQ(set.size(), list.size());
  for (std::size_t i = 0; i < list.size(); ++i)
    EXPECT_TRUE(same_bytes(set.at(i), list[i]))
        << i << ": " << action_to_string(set.at(i)) << " instead of " << action_to_string(list[i]);
}

TEST(LegalSet, ActionsOfferedAfterASpreadKeepTheListsOrder) {
  const std::uint64_t road = (std::uint64_t{1} << 3) | (std::uint64_t{1} << 5);
  const std::uint64_t specials = std::uint64_t{1} << 30;
  // A listed action, a spread starting at space 29 (30, then 3 and 5), a listed action after it.
  expect_same_in_both_modes([&](rules::Candidates& c) {
    c.judged(pass_by(0), true);
    c.judged_spaces(place_at(0, 0), road | specials, road | specials, 3, 29);
    c.judged(pass_by(1), true);
  });
  // Two spreads, then nothing: the first is written, the second kept.
  expect_same_in_both_modes([&](rules::Candidates& c) {
    c.judged_spaces(place_at(0, 0), road, road, 2);
    Action provost;
    provost.player = 0;
    provost.verb = Verb::provost;
    c.judged_moves(provost, 0x7F, 0b1010101, 4);
  });
  // Nothing kept when nothing is legal.
  expect_same_in_both_modes(
      [&](rules::Candidates& c) { c.judged_spaces(place_at(0, 0), road, 0, 0); });
}

// The order is what the draws rely on: an at() that walked the set from the other end would
// play other games. The spread's actions come in increasing order of bit, wrapping at `first`.
// The set bit of rank k by clearing the k lowest: what select_bit computes without a loop.
int select_bit_by_loop(std::uint64_t bits, std::uint64_t k) {
  for (; k > 0; --k) bits &= bits - 1;
  return std::countr_zero(bits);
}

TEST(LegalSet, SelectBitIsTheLoopOnEveryRank) {
  std::vector<std::uint64_t> masks = {
      ~std::uint64_t{0},     0x8000000000000000ull, 0xFF00000000000000ull, 0x00000000000000FFull,
      0x8000000000000001ull, 0x0101010101010101ull, 0x8080808080808080ull};
  for (int bit = 0; bit < 64; ++bit) masks.push_back(std::uint64_t{1} << bit);
  SplitMix64 rng(17);
  for (int i = 0; i < 20000; ++i) {
    // Dense, sparse (an AND of draws) and short (a draw shifted right) masks.
    std::uint64_t bits = rng.next();
    if (i % 3 == 1) bits &= rng.next() & rng.next();
    if (i % 3 == 2) bits >>= rng.below(64);
    if (bits != 0) masks.push_back(bits);
  }
  long ranks = 0;
  for (std::uint64_t bits : masks) {
    for (int k = 0; k < std::popcount(bits); ++k) {
      ASSERT_EQ(select_bit(bits, static_cast<std::uint64_t>(k)), select_bit_by_loop(bits, k))
          << "bits " << std::hex << bits << std::dec << ", rank " << k;
      ++ranks;
    }
  }
  EXPECT_GT(ranks, 300000);
}

TEST(LegalSet, SpreadOrderIsIncreasingFromFirst) {
  std::vector<Action> buffer;
  LegalSet set(buffer);
  set.clear();
  GameState s = start(3);
  rules::Candidates candidates(s, &rules::check_placement, set);
  candidates.judged(pass_by(0), true);
  // Spaces 2, 30 and 33, starting at 29: 30, 33, then 2.
  const std::uint64_t spaces =
      (std::uint64_t{1} << 2) | (std::uint64_t{1} << 30) | (std::uint64_t{1} << 33);
  candidates.judged_spaces(place_at(0, 0), spaces, spaces, 3, 29);
  ASSERT_EQ(set.size(), 4u);
  EXPECT_TRUE(set.has_spread());
  EXPECT_EQ(set.at(0).verb, Verb::pass);
  EXPECT_EQ(set.at(1).space, 30);
  EXPECT_EQ(set.at(2).space, 33);
  EXPECT_EQ(set.at(3).space, 2);
}

struct Played {
  std::vector<Action> actions;
  fuzzing::PlayOutcome outcome;
  GameState end;
  std::uint64_t next_draw = 0;
};

template <class PlayIt>
Played play_seed(std::uint64_t seed, int players, const RuleOptions& options, PlayIt&& play_it) {
  SplitMix64 rng(seed);
  GameState s = random_start(rng, players, options);
  Played out;
  auto record = [&out](const GameState&, const Action& a) { out.actions.push_back(a); };
  out.outcome = play_it(s, rng, record);
  out.end = s;
  out.next_draw = rng.next();  // the same draws consumed
  return out;
}

TEST(PlayUniform, PlaysTheGamesOfPlayWithUniformChoice) {
  std::vector<Action> legal, buffer;
  long actions = 0;
  for (int game = 0; game < scaled(200); ++game) {
    SplitMix64 options_rng(static_cast<std::uint64_t>(game) + 94000);
    RuleOptions options = game % 2 == 0 ? RuleOptions{} : random_options(options_rng);
    const int players = 2 + game % 4;
    const auto seed = static_cast<std::uint64_t>(game) * 7 + 1;
    const Trust trust = game % 3 == 0 ? Trust::checked : Trust::legal;
    Played listed = play_seed(seed, players, options, [&](GameState& s, SplitMix64& rng, auto rec) {
      return fuzzing::play(s, legal, fuzzing::uniform_choice(rng), {.apply = trust},
                           fuzzing::KeepPlaying{}, rec);
    });
    Played counted =
        play_seed(seed, players, options, [&](GameState& s, SplitMix64& rng, auto rec) {
          return fuzzing::play_uniform(s, buffer, rng, {.apply = trust}, rec);
        });
    ASSERT_EQ(listed.outcome.end, fuzzing::PlayEnd::game_over) << "game " << game;
    ASSERT_EQ(counted.outcome.end, fuzzing::PlayEnd::game_over) << "game " << game;
    ASSERT_EQ(counted.outcome.actions, listed.outcome.actions) << "game " << game;
    ASSERT_EQ(counted.actions, listed.actions) << "game " << game;
    ASSERT_TRUE(counted.end == listed.end) << "game " << game;
    ASSERT_EQ(counted.end.hash(), listed.end.hash()) << "game " << game;
    ASSERT_EQ(counted.next_draw, listed.next_draw) << "game " << game;
    actions += static_cast<long>(listed.actions.size());
  }
  EXPECT_GT(actions, scaled(200) * 150L);
}

// The loop's other ends, as play's: a cap on the actions and a hook that stops.
TEST(PlayUniform, StopsAtTheCapAndWhenTheHookSaysSo) {
  std::vector<Action> buffer;
  SplitMix64 rng(5);
  GameState s = random_start(rng, 4);
  auto capped = fuzzing::play_uniform(s, buffer, rng, {.max_actions = 17});
  EXPECT_EQ(capped.end, fuzzing::PlayEnd::action_cap);
  EXPECT_EQ(capped.actions, 17u);
  int seen = 0;
  auto stopped = fuzzing::play_uniform(
      s, buffer, rng, {}, [&seen](const GameState&, const Action&) { return ++seen < 3; });
  EXPECT_EQ(stopped.end, fuzzing::PlayEnd::stopped);
  EXPECT_EQ(stopped.actions, 3u);
}

}  // namespace
}  // namespace caylus::test
