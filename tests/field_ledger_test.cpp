// The ledger of any numeric field (replay/narration/field_ledger.h) and the reasons of the claims
// (replay/narration/claim_reasons.h), issue 35: over random games, every field's attributed changes
// add up to its value and none is without a cause; a mismatch after a table error shows the field's
// history back to the last agreeing check, the action of the error among it.
#include "replay/narration/field_ledger.h"

#include <gtest/gtest.h>

#include <set>

#include "core/engine.h"
#include "replay/claims/claim_fields.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "replay_support.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

ReplayOptions with_reasons() {
  ReplayOptions options;
  options.claim_reasons = true;
  return options;
}

std::vector<FieldKey> every_field(int players) {
  std::vector<FieldKey> out;
  for (PlayerIndex p = 0; p < players; ++p) {
    for (int i = 0; i < kPlayerFieldCount; ++i)
      out.push_back(FieldKey{p, static_cast<std::int8_t>(i)});
    for (int i = 0; i < kSectionCount; ++i) out.push_back(FieldKey{p, -1, static_cast<Section>(i)});
  }
  return out;
}

TEST(FieldLedger, EveryChangeHasACauseAndTheyAddUpOverManyRandomGames) {
  auto sets = replay_option_sets();
  std::set<std::string> rules_seen;
  std::set<int> sources_seen;
  for (int game = 0; game < 200; ++game) {
    int players = 2 + game % 4;
    PlayedGame played = play_random_game(players, 70000 + static_cast<std::uint64_t>(game),
                                         sets[static_cast<std::size_t>(game / 4) % sets.size()]);
    GameState s = played.states.front();
    FieldLedger ledger(s);
    EventSink events;
    for (std::size_t i = 0; i < played.log.entries.size(); ++i) {
      GameState before = s;
      events.clear();
      ASSERT_FALSE(apply(s, played.log.entries[i].action, &events).has_value());
      ledger.record(static_cast<int>(i), before, played.log.entries[i].action, events, s);
    }
    for (FieldKey key : every_field(players)) {
      int sum = 0;
      for (const FieldChange& c : ledger.changes(key)) {
        sum += c.amount;
        EXPECT_EQ(c.total, sum) << key.name(played.log.players);
        EXPECT_NE(c.source, ChangeSource::unexplained)
            << "game " << game << ": " << key.name(played.log.players) << " " << c.amount
            << " at action #" << c.action << " (" << render_message(c.text, played.log.players)
            << ")";
        if (c.source != ChangeSource::opening) {
          EXPECT_FALSE(c.rule.empty()) << key.name(played.log.players);
          EXPECT_GE(c.action, 0);
          rules_seen.insert(c.rule);
        }
        sources_seen.insert(static_cast<int>(c.source));
      }
      EXPECT_EQ(sum, key.value(s)) << "game " << game << ": " << key.name(played.log.players);
    }
  }
  // The causes a game has: incomes, placement costs, the decisions' own payments, houses...
  for (const char* rule :
       {"income.base", "place.cost", "place.pass", "provost.cost", "castle.section", "castle.batch",
        "castle.prestige", "place.order", "activate.order"})
    EXPECT_TRUE(rules_seen.count(rule)) << "no change caused by " << rule;
  EXPECT_TRUE(sources_seen.count(static_cast<int>(ChangeSource::event)));
  EXPECT_TRUE(sources_seen.count(static_cast<int>(ChangeSource::decision)));
}

TEST(FieldLedger, ThePointsLedgerIsItsPrestige) {
  PlayedGame played = play_random_game(4, 4242);
  ReplayOptions narrated;
  narrated.narrate = true;
  ReplayResult r = replay_log(played.log, narrated);
  ASSERT_EQ(r.verdict, Verdict::legal) << describe(r);
  for (PlayerIndex p = 0; p < 4; ++p) {
    auto entries = r.ledger->entries(p);
    const auto& changes = r.ledger->fields().changes(FieldKey{p, 1});
    ASSERT_EQ(entries.size(), changes.size());
    for (std::size_t i = 0; i < entries.size(); ++i) EXPECT_EQ(entries[i].total, changes[i].total);
    EXPECT_EQ(r.ledger->total(p), r.state.player(p).goods.prestige);
  }
}

TEST(FieldLedger, FieldNamesAreTheChecksAndAnUnknownOneListsThem) {
  std::vector<std::string> names = {"red", "green"};
  std::string why;
  auto key = parse_field("green.deniers", names, 2, &why);
  ASSERT_TRUE(key);
  EXPECT_EQ(key->player, 1);
  EXPECT_EQ(key->name(names), "green.deniers");
  auto houses = parse_field("castle.walls.red", names, 2, &why);
  ASSERT_TRUE(houses);
  EXPECT_EQ(houses->player_field, -1);
  EXPECT_EQ(houses->section, Section::walls);
  EXPECT_TRUE(parse_field("players.red.gold", names, 2, &why));
  EXPECT_FALSE(parse_field("green.silver", names, 2, &why));
  EXPECT_NE(why.find("green.silver"), std::string::npos) << why;
  EXPECT_NE(why.find("deniers, prestige, food"), std::string::npos) << why;
  EXPECT_NE(why.find("castle.dungeon|walls|towers.PLAYER"), std::string::npos) << why;
}

// The scenario of docs/replay.md, "Finding a table error": the corpus example.
const std::string kTableError = std::string(caylus::test::source_dir()) +
                                "/corpus/rulings/examples/table-error-found-by-its-history.caylus";

TEST(ClaimReasons, AMismatchShowsTheFieldsHistoryBackToTheLastAgreeingCheck) {
  auto read = read_log_file(kTableError);
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  const GameLog& log = std::get<GameLog>(read);
  ReplayResult r = replay_log(log, with_reasons());
  ASSERT_EQ(r.verdict, Verdict::mismatch) << describe(r);
  ASSERT_FALSE(r.claim_reasons.empty());
  const ClaimReasons& last = r.claim_reasons.back();
  EXPECT_FALSE(last.agrees);
  const FieldReason* deniers = nullptr;
  for (const FieldReason& f : last.fields)
    if (f.key.name(r.names) == "green.deniers") deniers = &f;
  ASSERT_NE(deniers, nullptr);
  EXPECT_FALSE(deniers->agrees());
  // Back to the check that agreed, in turn 2; every change since then is told with its action.
  ASSERT_TRUE(deniers->since);
  const ClaimReasons* agreed = nullptr;
  for (const ClaimReasons& c : r.claim_reasons)
    if (c.action == *deniers->since) agreed = &c;
  ASSERT_NE(agreed, nullptr);
  EXPECT_TRUE(agreed->agrees);
  int sum = 0, in_turn_3 = 0;
  for (const FieldChange& c : deniers->changes) {
    EXPECT_GT(c.action, *deniers->since);
    EXPECT_LT(c.action, last.action + 1);
    sum += c.amount;
    if (c.turn == 3) ++in_turn_3;
  }
  EXPECT_GT(in_turn_3, 0);
  int at_agreement = 0;
  for (const FieldReason& f : agreed->fields)
    if (f.key == deniers->key) at_agreement = f.computed;
  EXPECT_EQ(at_agreement + sum, deniers->computed);
  // And plain `caylus replay` prints that history, a line per change with its action number.
  std::string text;
  for (const auto& line : claim_reason_lines(r.claim_reasons, r.names)) text += line + "\n";
  EXPECT_NE(text.find("green.deniers: claimed"), std::string::npos) << text;
  for (const FieldChange& c : deniers->changes)
    EXPECT_NE(text.find("#" + std::to_string(c.action) + " "), std::string::npos) << text;
}

TEST(ClaimReasons, AnAgreeingCheckSaysWhyAndAnAmendmentWhatItChanged) {
  auto read = read_log_file(std::string(caylus::test::source_dir()) +
                            "/corpus/rulings/examples/table-notes-turn-one.caylus");
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  ReplayResult r = replay_log(std::get<GameLog>(read), with_reasons());
  ASSERT_EQ(r.verdict, Verdict::legal) << describe(r);
  // `turn 1`, the check of line 14, `turn 2`, the amendment.
  ASSERT_EQ(r.claim_reasons.size(), 4u);
  EXPECT_TRUE(r.claim_reasons[0].fields.empty());
  const ClaimReasons& check = r.claim_reasons[1];
  EXPECT_EQ(check.kind, ClaimKind::check);
  EXPECT_TRUE(check.agrees);
  ASSERT_EQ(check.fields.size(), 2u);  // red.deniers, red.stone (provost is no numeric field)
  for (const FieldReason& f : check.fields) {
    int sum = 0;
    for (const FieldChange& c : f.changes) sum += c.amount;
    EXPECT_EQ(sum, f.computed) << f.key.name(r.names);  // since the log's start
  }
  const FieldReason& deniers = check.fields[0];  // the table's order: deniers first
  EXPECT_EQ(deniers.key.name(r.names), "red.deniers");
  bool provost = false;
  for (const FieldChange& c : deniers.changes)
    provost |= c.rule == "provost.cost" && c.amount == -1;
  EXPECT_TRUE(provost);
  const ClaimReasons& amend = r.claim_reasons[3];
  EXPECT_EQ(amend.kind, ClaimKind::amend);
  ASSERT_EQ(amend.fields.size(), 1u);
  EXPECT_EQ(amend.fields[0].claimed, 2);
  auto json = replay_answer_json(r);
  ASSERT_TRUE(json.contains("claims"));
  EXPECT_EQ(json["claims"][1]["reasons"][0]["field"], "red.deniers");
  EXPECT_EQ(json["claims"][3]["kind"], "amend");
}

// A `check at=end_of_turn` agrees with the state before the bailiff moves; the dungeon's scoring
// that follows (logged under the favor's entry, before the check's) is the next check's reason.
TEST(ClaimReasons, TheStepsAfterACheckAtAPhaseBoundaryAreTheNextClaimsReasons) {
  auto read = read_log_file(std::string(caylus::test::source_dir()) +
                            "/corpus/rulings/end_of_turn/position-bailiff-before-it-moves.caylus");
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  ReplayResult r = replay_log(std::get<GameLog>(read), with_reasons());
  ASSERT_EQ(r.verdict, Verdict::legal) << describe(r);
  ASSERT_EQ(r.claim_reasons.size(), 3u);  // the two checks, the [Expect]
  EXPECT_EQ(r.claim_reasons[1].kind, ClaimKind::check);
  auto prestige = [&](const ClaimReasons& c) -> const FieldReason& {
    for (const FieldReason& f : c.fields)
      if (f.key.name(r.names) == "green.prestige") return f;
    ADD_FAILURE() << "no green.prestige among the claim's fields";
    return c.fields.front();
  };
  const FieldReason& at_boundary = prestige(r.claim_reasons[0]);
  EXPECT_EQ(at_boundary.computed, 4);
  ASSERT_EQ(at_boundary.changes.size(), 1u);  // the position's 4, not the scoring after it
  EXPECT_EQ(at_boundary.changes[0].source, ChangeSource::opening);
  const FieldReason& after = prestige(r.claim_reasons[1]);
  EXPECT_EQ(after.computed, 2);
  ASSERT_TRUE(after.since);
  EXPECT_EQ(*after.since, r.claim_reasons[0].action);
  ASSERT_EQ(after.changes.size(), 1u);
  EXPECT_EQ(after.changes[0].rule, "scoring.dungeon");
  EXPECT_EQ(after.changes[0].amount, -2);
  std::string text;
  for (const auto& line : claim_reason_lines(r.claim_reasons, r.names)) text += line + "\n";
  EXPECT_NE(text.find("green.prestige 2: scoring.dungeon -2"), std::string::npos) << text;
  EXPECT_EQ(text.find("unchanged"), std::string::npos) << text;
}

// An amendment's own change is not the next claim's reason: a check right after it agrees with
// nothing changed since the amendment.
TEST(ClaimReasons, AnAmendmentsOwnChangeIsNotTheNextClaimsReason) {
  auto read = read_log(R"([Players "red green"]
[Neutral "farm forest sawmill quarry market carpenter"]
position turn=6 phase=castle bailiff=11 provost=14 workers.castle=[green,red]
position green.food=1 green.wood=1 green.stone=1
amend green.wood=2
check green.wood=2
)");
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  ReplayResult r = replay_log(std::get<GameLog>(read), with_reasons());
  ASSERT_EQ(r.verdict, Verdict::legal) << describe(r);
  ASSERT_EQ(r.claim_reasons.size(), 2u);
  ASSERT_EQ(r.claim_reasons[1].fields.size(), 1u);
  const FieldReason& wood = r.claim_reasons[1].fields[0];
  EXPECT_TRUE(wood.agrees());
  ASSERT_TRUE(wood.since);
  EXPECT_EQ(*wood.since, r.claim_reasons[0].action);
  EXPECT_TRUE(wood.changes.empty()) << wood.changes.front().rule;
}

TEST(ClaimReasons, ComputedOnlyWhenAsked) {
  auto read = read_log_file(std::string(caylus::test::source_dir()) +
                            "/corpus/rulings/examples/table-notes-turn-one.caylus");
  ASSERT_TRUE(std::holds_alternative<GameLog>(read));
  ReplayResult r = replay_log(std::get<GameLog>(read));
  EXPECT_TRUE(r.claim_reasons.empty());
  EXPECT_FALSE(r.ledger);
  EXPECT_FALSE(replay_answer_json(r).contains("claims"));
}

}  // namespace
}  // namespace caylus::test
