// 1,000 random games over 2-5 players and several option sets reach the end without an engine
// error, with legal actions at every decision, and legal_actions and check agreeing.
#include <gtest/gtest.h>

#include "support.h"
#include "tools/fuzzing/play.h"

namespace caylus::test {
namespace {

using fuzzing::play;
using fuzzing::PlayEnd;
using fuzzing::PlayOutcome;
using fuzzing::uniform_choice;

std::vector<RuleOptions> option_sets() {
  std::vector<RuleOptions> sets(1);  // defaults
  RuleOptions all_alternatives;
  for (const auto& info : option_table())
    EXPECT_FALSE(set_option(all_alternatives, info.name, info.values[1]).has_value());
  sets.push_back(all_alternatives);
  RuleOptions some;
  (void)set_option(some, "notary_delay", "after_target_activation");
  (void)set_option(some, "castle_gold_in_batch", "false");
  (void)set_option(some, "stables_effect", "next_turn");
  sets.push_back(some);
  RuleOptions simplified;
  (void)set_option(simplified, "simplified_favor", "true");
  sets.push_back(simplified);
  return sets;
}

TEST(RandomGames, ThousandGamesEndWithLegalActionsAtEveryDecision) {
  auto sets = option_sets();
  std::vector<Action> legal;
  for (int game = 0; game < scaled(1000); ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) * 7919 + 1);
    GameState s =
        random_start(rng, 2 + game % 4, sets[static_cast<std::size_t>(game / 4) % sets.size()]);
    PlayOutcome out = play(s, legal, uniform_choice(rng), {.max_actions = 4999});
    ASSERT_FALSE(out.engine_bug()) << "game " << game << ": " << out.engine_error(s);
    ASSERT_EQ(out.end, PlayEnd::game_over) << "game " << game << " does not end";
    // The bailiff moves at least one space a turn from space 6 and the towers are scored at
    // the latest when it reaches space 24.
    EXPECT_LE(s.turn, 18);
    EXPECT_TRUE(s.is_scored(Section::towers));
    EXPECT_FALSE(winners(s).empty());
    legal_actions(s, legal);
    EXPECT_TRUE(legal.empty()) << "a finished game offers no action";
  }
}

// Every action legal_actions offers is accepted by check() without changing the state, and
// applying the same action to two copies gives equal states (determinism).
TEST(RandomGames, LegalActionsAgreeWithCheckAndApplyIsDeterministic) {
  std::vector<Action> legal;
  for (int game = 0; game < 60; ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 100);
    GameState s = random_start(rng, 2 + game % 4);
    GameState twin;
    auto agree = [&twin](const GameState& now, const std::vector<Action>& offered,
                         const Action& a) {
      GameState before = now;
      for (const Action& b : offered) {
        auto v = check(now, b);
        ASSERT_FALSE(v.has_value()) << action_to_string(b) << ": " << v->message;
      }
      ASSERT_EQ(now, before) << "check() changed the state";
      twin = now;
      ASSERT_FALSE(apply(twin, a).has_value());
    };
    auto same_as_twin = [&twin](const GameState& now, const Action&) {
      ASSERT_EQ(now, twin);
      ASSERT_EQ(now.hash(), twin.hash());
    };
    PlayOutcome out = play(s, legal, uniform_choice(rng), {}, stop_at_fatal_failure(agree),
                           stop_at_fatal_failure(same_as_twin));
    if (HasFatalFailure()) return;
    ASSERT_FALSE(out.engine_bug()) << out.engine_error(s);
  }
}

// The probes of one decision: perturbations of the action chosen (`base`), every one refused with
// a rule id exactly when legal_actions does not offer it.
void refused_unless_offered(const GameState& s, const std::vector<Action>& legal,
                            const Action& base, SplitMix64& rng) {
  auto offered = [&](const Action& a) {
    return std::find(legal.begin(), legal.end(), a) != legal.end();
  };
  std::vector<Action> probes;
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    Action other = base;
    other.player = p;
    probes.push_back(other);
  }
  for (int v = 0; v < kVerbCount; ++v) {
    Action other = base;
    other.verb = static_cast<Verb>(v);
    probes.push_back(other);
  }
  for (int m : {-4, -1, 1, 4}) {
    Action other = base;
    other.move = static_cast<std::int8_t>(other.move + m);
    probes.push_back(other);
  }
  for (Space sp : {Space{1}, Space{9}, Space{28}, special_space(Special::castle)}) {
    Action other = base;
    other.space = sp;
    probes.push_back(other);
  }
  for (Cube c : kAllCubes) {
    Action other = base;
    ++other.gain[c];
    probes.push_back(other);
    other = base;
    ++other.give[c];
    probes.push_back(other);
  }
  {
    Action other = base;
    other.column = static_cast<std::uint8_t>(other.column + 1);
    probes.push_back(other);
    other = base;
    other.batches[rng.below(kBatchKinds)] += 1;
    probes.push_back(other);
  }
  for (const Action& probe : probes) {
    auto v = check(s, probe);
    ASSERT_EQ(offered(probe), !v.has_value())
        << action_to_string(probe) << (v ? " refused: " + v->message : " accepted")
        << " while legal_actions " << (offered(probe) ? "offers" : "does not offer") << " it";
    if (v) {
      EXPECT_FALSE(v->rule_text().empty());
    }
  }
}

// Actions that legal_actions does not offer are refused with a rule id: every verb with every
// player, and perturbed versions of legal actions.
TEST(RandomGames, ActionsNotOfferedAreRefused) {
  std::vector<Action> legal;
  for (int game = 0; game < 40; ++game) {
    SplitMix64 rng(static_cast<std::uint64_t>(game) + 5000);
    GameState s = random_start(rng, 2 + game % 4);
    // The action chosen at each decision is the base the probes perturb; it is then applied.
    auto probe = [&rng](const GameState& now, const std::vector<Action>& offered,
                        const Action& base) { refused_unless_offered(now, offered, base, rng); };
    PlayOutcome out = play(s, legal, uniform_choice(rng), {}, stop_at_fatal_failure(probe));
    if (HasFatalFailure()) return;
    ASSERT_FALSE(out.engine_bug()) << out.engine_error(s);
  }
}

}  // namespace
}  // namespace caylus::test
