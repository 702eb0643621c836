// check_each (core/engine.h) against check(): the rules judging many actions of one decision at
// once, the decision's shared part computed once (the castle's room), must give each action the
// verdict check() gives it alone, same rule id. `caylus fuzz` judges every legal action with it
// (legal_actions.agree), so a batched verdict that drifted from check() would hide the very bugs
// that property is there to find.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstring>
#include <map>

#include "core/random.h"
#include "core/rules/castle_offers.h"
#include "core/rules/rules.h"
#include "support.h"
#include "tools/fuzzing/game_script.h"
#include "tools/fuzzing/play.h"

namespace caylus::test {
namespace {

// Actions around `base` that a player could get wrong, each one change away: another player, a
// verb, a stray or negative parameter, and for a castle offer one batch more or less of each
// kind (past the room, past the cubes held, gold when gold is no batch's type).
void around(const GameState& s, const Action& base, SplitMix64& rng, std::vector<Action>& out) {
  Action a = base;
  a.player = static_cast<PlayerIndex>((base.player + 1 + rng.below(4)) % s.player_count);
  out.push_back(a);
  a = base;
  a.player = static_cast<PlayerIndex>(s.player_count + rng.below(3));  // no such player
  out.push_back(a);
  a = base;
  a.verb = static_cast<Verb>(rng.below(kVerbCount));
  out.push_back(a);
  a = base;
  a.move = static_cast<std::int8_t>(base.move + 1);  // a parameter most verbs do not take
  out.push_back(a);
  a = base;
  a.give.deniers = static_cast<std::int16_t>(-1 - static_cast<int>(rng.below(3)));
  out.push_back(a);
  a = base;
  a.space = static_cast<Space>(1 + rng.below(kRoadSpaces + kSpecialCount));
  out.push_back(a);
  for (int k = 0; k < kBatchKinds; ++k) {
    a = base;
    ++a.batches[k];
    out.push_back(a);
    a.batches[k] = static_cast<std::uint8_t>(a.batches[k] + 3 + rng.below(8));
    out.push_back(a);
    if (base.batches[k] > 0) {
      a = base;
      --a.batches[k];
      out.push_back(a);
    }
  }
}

// `base` with one byte changed, for every byte of the action: check_each judges an offer whose
// bytes are those of a well-formed offer but for its batches by the castle's own fast path
// (core/rules/castle_offers.h), and any other by the common path, so each byte must lead to
// check()'s verdict either way. Batch counts cross 32 (where the fast path's byte sums would
// carry) and 255; `stay`, a bool, only takes 1.
void every_byte(const Action& base, SplitMix64& rng, std::vector<Action>& out) {
  for (std::size_t at = 0; at < sizeof(Action); ++at) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(&base);
    unsigned char values[] = {static_cast<unsigned char>(bytes[at] + 1),
                              static_cast<unsigned char>(bytes[at] - 1),
                              0x1F,
                              0x20,
                              0x80,
                              0xFF,
                              static_cast<unsigned char>(rng.below(256))};
    for (unsigned char value : values) {
      if (at == offsetof(Action, stay)) value = 1;
      Action a = base;
      std::memcpy(reinterpret_cast<unsigned char*>(&a) + at, &value, 1);
      out.push_back(a);
    }
  }
}

// check_each's verdict on every action of `actions` is check()'s (the same rule id); counts the
// verdicts by rule (or "accepted") in `seen`.
void expect_check_verdicts(const GameState& s, const std::vector<Action>& actions,
                           std::map<std::string, long>& seen) {
  std::vector<std::optional<RuleId>> verdicts;
  check_each(s, actions, verdicts);
  ASSERT_EQ(verdicts.size(), actions.size());
  for (std::size_t i = 0; i < actions.size(); ++i) {
    auto v = check(s, actions[i], Messages::skipped);
    ASSERT_EQ(verdicts[i].has_value(), v.has_value())
        << describe_decision(s) << ": " << action_to_string(actions[i]) << ": check "
        << (v ? "refuses it (" + v->rule_text() + ")" : std::string("accepts it"))
        << ", check_each does not agree";
    if (v) {
      ASSERT_EQ(rule_id_text(*verdicts[i]), rule_id_text(v->rule))
          << describe_decision(s) << ": " << action_to_string(actions[i]);
      ++seen[std::string(decision_kind_name(s.decision.kind)) + " " + v->rule_text()];
    } else {
      ++seen[std::string(decision_kind_name(s.decision.kind)) + " accepted"];
    }
  }
}

// On `caylus fuzz`'s own games (rich ones: thousands of offers per castle decision; deep starts;
// both policies; gold in batches or not), at every decision: the legal actions and the actions
// around some of them.
TEST(CheckEach, VerdictsAreChecksOnFuzzGames) {
  std::map<std::string, long> seen;
  std::vector<Action> legal, judged;
  int castle_decisions = 0;
  long castle_offers = 0;
  for (int game = 0; game < scaled(200); ++game) {
    RuleOptions options;
    options.castle_gold_in_batch = game % 3 != 2;
    fuzzing::GameScript script = fuzzing::fuzz_script(77, static_cast<std::uint64_t>(game), 0, 10,
                                                      fuzzing::kMixedPolicy, options);
    GameState s = fuzzing::script_start(script);
    SplitMix64 rng(script.seed ^ 0xC4EC4ULL);
    auto compare = [&](const GameState& at, const std::vector<Action>& offered, const Action&) {
      judged = offered;
      bool castle = at.decision.kind == DecisionKind::castle;
      int around_count = castle ? 32 : 2;
      for (int i = 0; i < around_count; ++i)
        around(at, offered[rng.below(offered.size())], rng, judged);
      if (castle) every_byte(offered[rng.below(offered.size())], rng, judged);
      expect_check_verdicts(at, judged, seen);
      if (castle) {
        ++castle_decisions;
        castle_offers += static_cast<long>(offered.size());
      }
      return !::testing::Test::HasFatalFailure();
    };
    auto out = fuzzing::play(s, legal, fuzzing::ScriptChooser(script), {}, compare);
    ASSERT_FALSE(::testing::Test::HasFatalFailure()) << "game " << game;
    ASSERT_EQ(out.end, fuzzing::PlayEnd::game_over) << "game " << game;
    // The game is over: check_each refuses everything, as check does.
    judged.clear();
    around(s, Action{}, rng, judged);
    expect_check_verdicts(s, judged, seen);
    ASSERT_FALSE(::testing::Test::HasFatalFailure()) << "game " << game;
  }
  // Not vacuous: hundreds of castle decisions, rich ones among them, and every way the castle
  // rule and the common part refuse an offer was met.
  EXPECT_GT(castle_decisions, scaled(200) * 3);
  EXPECT_GT(castle_offers, scaled(200) * 500L);
  for (const char* verdict :
       {"castle accepted", "castle castle.section", "castle castle.batch", "castle decision.kind",
        "castle decision.player", "placement accepted", "placement place.occupied",
        "none decision.kind"})
    EXPECT_GT(seen[verdict], 0) << verdict;
}

// The first castle decision of one of caylus fuzz's games (seed 5, game 1, 3 players): a state
// whose room and goods the castle tests below then set as they need.
GameState first_castle_decision() {
  fuzzing::GameScript script = fuzzing::fuzz_script(5, 1, 3, 10, fuzzing::kUniformPolicy, {});
  GameState s = fuzzing::script_start(script);
  std::vector<Action> legal;
  auto until_castle = [](const GameState& at, const std::vector<Action>&, const Action&) {
    return at.decision.kind != DecisionKind::castle;
  };
  fuzzing::play(s, legal, fuzzing::ScriptChooser(script), {}, until_castle);
  return s;
}

// A wrong room fails the comparison: the castle's room in check_each is the one check() reads,
// at the boundary too (an offer filling the castle exactly is accepted, one more house refused).
TEST(CheckEach, TheRoomBoundaryIsCheckedOnBothSides) {
  GameState s = first_castle_decision();
  ASSERT_EQ(s.decision.kind, DecisionKind::castle);
  // Goods for more than the room: only the room limits the offers.
  for (Cube c : kAllCubes) s.player(s.decision.player).goods[c] = 40;
  int room = rules::castle_room(s);
  ASSERT_GT(room, 0);
  Action fits;
  fits.verb = Verb::castle;
  fits.player = s.decision.player;
  fits.batches[0] = static_cast<std::uint8_t>(room);
  Action over = fits;
  ++over.batches[1];
  std::vector<std::optional<RuleId>> verdicts;
  check_each(s, std::vector<Action>{fits, over}, verdicts);
  ASSERT_EQ(verdicts.size(), 2U);
  EXPECT_FALSE(verdicts[0].has_value());
  ASSERT_TRUE(verdicts[1].has_value());
  EXPECT_EQ(rule_id_text(*verdicts[1]), "castle.section");
  EXPECT_FALSE(check(s, fits).has_value());
  EXPECT_EQ(check(s, over)->rule_text(), "castle.section");
}

// The goods held around the offers' sums, for the castle's fast path (core/rules/castle_offers.h
// compares the four cubes other than food in byte lanes): counts held from none to a few, at
// the lanes' edges (127, 128, more) and negative, deniers negative (nothing is covered), with
// offers of up to 40 batches of each kind, against check().
TEST(CheckEach, CastleGoodsAtTheLanesEdges) {
  GameState s = first_castle_decision();
  ASSERT_EQ(s.decision.kind, DecisionKind::castle);
  SplitMix64 rng(2026);
  std::map<std::string, long> seen;
  const int held_values[] = {0, 1, 2, 3, 4, 6, 9, 126, 127, 128, 255, 300, -1, -2};
  for (int round = 0; round < scaled(300); ++round) {
    Resources& goods = s.player(s.decision.player).goods;
    for (Cube c : kAllCubes)
      goods[c] = static_cast<std::int16_t>(held_values[rng.below(std::size(held_values))]);
    goods.deniers = static_cast<std::int16_t>(rng.below(8) == 0 ? -1 : 3);
    s.options.castle_gold_in_batch = rng.below(3) != 0;
    std::vector<Action> offers;
    for (int i = 0; i < 40; ++i) {
      Action a;
      a.verb = Verb::castle;
      a.player = s.decision.player;
      for (int k = 0; k < kBatchKinds; ++k)
        a.batches[k] = static_cast<std::uint8_t>(rng.below(4) == 0 ? rng.below(41) : rng.below(3));
      offers.push_back(a);
    }
    expect_check_verdicts(s, offers, seen);
    ASSERT_FALSE(::testing::Test::HasFatalFailure()) << "round " << round;
  }
  for (const char* verdict : {"castle accepted", "castle castle.section", "castle castle.batch"})
    EXPECT_GT(seen[verdict], 0) << verdict;
}

// rules::OfferShape (check_each's one compare of an action's bytes before its batches) says what
// same_but_batches says with the action's ==: on every one-byte change of an offer (every_byte),
// for each player, and on offers whose batches alone differ.
TEST(CheckEach, OfferShapeIsEqualityButTheBatches) {
  SplitMix64 rng(31);
  int same = 0;
  int other = 0;
  for (PlayerIndex p = 0; p < kMaxPlayers; ++p) {
    Action offer;
    offer.verb = Verb::castle;
    offer.player = p;
    const rules::OfferShape shape(offer);
    std::vector<Action> actions;
    every_byte(offer, rng, actions);
    for (int k = 0; k < 50; ++k) {
      Action a = offer;
      for (auto& count : a.batches) count = static_cast<std::uint8_t>(rng.below(256));
      actions.push_back(a);
    }
    for (const Action& a : actions) {
      const bool want = rules::same_but_batches(a, offer);
      ASSERT_EQ(shape.of(a), want) << action_to_string(a);
      (want ? same : other) += 1;
    }
  }
  EXPECT_GT(same, 5 * 50);
  EXPECT_GT(other, 5 * 100);
}

}  // namespace
}  // namespace caylus::test
