// Reasons (issue 29, item 4): the engine reports each automatic step and cost as an event with its
// rule and exact amounts (core/events.h), and every kind has words
// (replay/narration/event_words.h). The narration, `--json` and the landmarks that show them:
// narration_events_test.cpp.
#include "replay/narration/event_words.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "command_helpers.h"
#include "core/engine.h"
#include "core/options.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/replayer.h"
#include "replay_support.h"
#include "unit_helpers.h"

namespace caylus::test {
namespace {

namespace fs = std::filesystem;

// Quiet answers while `more` holds, every event kept.
template <typename Pred>
void quietly_noting(GameState& s, Pred more, EventSink& ev) {
  for (int i = 0; i < 2000 && !s.game_over() && more(s); ++i) act(s, quiet(s), &ev);
}

std::vector<Event> of_kind(const EventSink& ev, EventKind kind) {
  std::vector<Event> out;
  for (const Event& e : ev)
    if (e.kind == kind) out.push_back(e);
  return out;
}

std::string words(const Event& e, const GameState& after) {
  return event_line(e, Action{}, after);
}

// ---- the table ----

// Each kind has words and a rule, and its words fill with any event of that kind: no
// placeholder is left but the players' {pN}.
TEST(EventTable, EveryKindHasWordsAndARule) {
  GameState s = start(3);
  for (int k = 0; k < kEventKindCount; ++k) {
    const EventKindInfo& info = kEventKinds[k];
    EXPECT_FALSE(info.words.empty()) << info.name;
    EXPECT_FALSE(info.name.empty());
    Event e{static_cast<EventKind>(k), 1, 2, 1, BuildingId::neutral_farm, Section::walls, 5};
    std::string line;
    ASSERT_NO_THROW(line = words(e, s)) << info.name;
    std::string rendered = render_message(line, {"red", "green", "blue"});
    EXPECT_EQ(rendered.find('{'), std::string::npos) << info.name << ": " << rendered;
    EXPECT_NE(rendered.find("[" + std::string(rule_id_text(event_rule(e)))), std::string::npos)
        << rendered;
  }
}

// An option named in an event's words comes from the option table ({option}, "name=value" at
// the game's value): a literal name or value there would go stale when the table renames it.
TEST(EventTable, OptionWordsComeFromTheOptionTable) {
  for (int k = 0; k < kEventKindCount; ++k) {
    const EventKindInfo& info = kEventKinds[k];
    for (const OptionInfo& row : option_table())
      EXPECT_EQ(info.words.find(row.name), std::string_view::npos)
          << info.name << " spells the option " << row.name << ": write {option}";
    if (info.words.find("{option}") == std::string_view::npos) continue;
    // Under every value of every row, the words name a row at the game's value (the notary's
    // event records the game's notary_delay in its detail).
    for (const OptionInfo& row : option_table())
      for (std::size_t v = 0; v < row.values.size(); ++v) {
        GameState s = start(3);
        row.set(s.options, static_cast<int>(v));
        Event e{static_cast<EventKind>(k), 1, 2, 0, BuildingId::neutral_farm, Section::walls, 5};
        if (e.kind == EventKind::notary_delayed)
          e.detail = static_cast<std::int16_t>(s.options.notary_delay);
        const std::string line = words(e, s);
        bool named = false;
        for (const OptionInfo& other : option_table())
          named = named || line.find("(option " + option_setting(other, s.options) + ")") !=
                               std::string::npos;
        EXPECT_TRUE(named) << info.name << ": " << line;
      }
  }
  // The notary's moment is the one the event recorded (its detail, the field's code).
  GameState s = start(3);
  Event e{EventKind::notary_delayed,
          1,
          0,
          static_cast<std::int16_t>(NotaryDelay::after_target_activation),
          BuildingId::neutral_farm,
          Section::dungeon,
          10};
  EXPECT_NE(words(e, s).find("until that building has been activated (option " +
                             option_setting(option_of<&RuleOptions::notary_delay>(), 1) + ")"),
            std::string::npos)
      << words(e, s);
}

// ---- each automatic step, with its amounts ----

// place.cost: the lowest free bridge number, with the passes so far; place.cost.own: 1.
TEST(EventReasons, PlacementCostAndWhy_PlaceCost_PlaceCostOwn) {
  GameState s = start(3);
  put_tile(s, 7, BuildingId::wood_sawmill, 2);
  EventSink ev;
  PlayerIndex first = s.decision.player;
  act(s, place(first, 1), &ev);
  PlayerIndex second = s.decision.player;
  act(s, pass(second), &ev);
  PlayerIndex third = s.decision.player;
  ASSERT_EQ(third, 2);
  act(s, place(third, 7), &ev);
  act(s, place(first, 2), &ev);
  auto costs = of_kind(ev, EventKind::placement_cost);
  ASSERT_EQ(costs.size(), 2u);
  EXPECT_EQ(costs[0].player, first);
  EXPECT_EQ(costs[0].amount, 1);
  EXPECT_EQ(costs[0].detail, 0);
  EXPECT_EQ(costs[1].amount, 2);
  EXPECT_EQ(costs[1].detail, 1);
  EXPECT_NE(words(costs[1], s).find("1 player has passed [place.cost]"), std::string::npos)
      << words(costs[1], s);
  auto own = of_kind(ev, EventKind::placement_cost_own);
  ASSERT_EQ(own.size(), 1u);
  EXPECT_EQ(own[0].player, 2);
  EXPECT_EQ(own[0].amount, 1);
}

// place.cost.two_player: 3 once the other has passed.
TEST(EventReasons, TwoPlayersPayThree_PlaceCostTwoPlayer) {
  GameState s = start(2);
  EventSink ev;
  PlayerIndex first = s.decision.player;
  act(s, pass(first), &ev);
  act(s, place(s.decision.player, 1), &ev);
  auto costs = of_kind(ev, EventKind::placement_cost_two_player);
  ASSERT_EQ(costs.size(), 1u);
  EXPECT_EQ(costs[0].amount, 3);
  EXPECT_NE(words(costs[0], s).find("[place.cost.two_player]"), std::string::npos);
}

// income.base, income.residence: the income by source, next turn.
TEST(EventReasons, IncomeBySource_IncomeBase_IncomeResidence) {
  GameState s = start(3);
  put_tile(s, 7, BuildingId::residence, 1);
  put_tile(s, 8, BuildingId::residence, 1);
  EventSink ev;
  quietly_noting(
      s, [](const GameState& g) { return g.turn == 1; }, ev);
  auto residence = of_kind(ev, EventKind::income_residence);
  ASSERT_EQ(residence.size(), 1u);
  EXPECT_EQ(residence[0].player, 1);
  EXPECT_EQ(residence[0].amount, 2);
  EXPECT_EQ(residence[0].detail, 2);
  EXPECT_EQ(of_kind(ev, EventKind::income_base).size(), 3u);
  auto total = of_kind(ev, EventKind::income);
  ASSERT_EQ(total.size(), 3u);
  EXPECT_EQ(total[1].amount, 4);
}

// bailiff.move: +2 when the provost is beyond it (here by 3), with the provost's space.
TEST(EventReasons, BailiffTwoWhenProvostAheadByThree_BailiffMove) {
  GameState s = start(3);
  everyone_passes(s);
  EventSink ev;
  act(s, provost(s.decision.player, 3), &ev);
  quietly_noting(
      s, [](const GameState& g) { return g.turn == 1; }, ev);
  auto moved = of_kind(ev, EventKind::bailiff_moved);
  ASSERT_EQ(moved.size(), 1u);
  EXPECT_EQ(moved[0].amount, 2);
  EXPECT_EQ(moved[0].detail, 9);
  EXPECT_EQ(moved[0].space, 8);
  std::string text = words(moved[0], s);
  EXPECT_NE(text.find("the provost, on road space 9, was beyond it: +2"), std::string::npos)
      << text;
}

// scoring.trigger: the bailiff passing the dungeon's mark (11 -> 13); scoring.dungeon: a line
// per player in turn order, with the penalty and its floor.
TEST(EventReasons, MarkPassedAndScoringLines_ScoringTrigger_ScoringDungeon_PrestigeFloor) {
  GameState s = start(3);
  s.bailiff = s.provost = 11;
  s.houses[0][1] = 1;
  s.houses[0][2] = 2;
  s.player(0).goods.prestige = 1;
  everyone_passes(s);
  EventSink ev;
  act(s, provost(s.decision.player, 1), &ev);
  quietly_noting(
      s, [](const GameState& g) { return g.phase != Phase::end_of_turn; }, ev);
  quietly_noting(
      s, [](const GameState& g) { return g.decision.kind != DecisionKind::favor; }, ev);
  auto passed = of_kind(ev, EventKind::mark_passed);
  ASSERT_EQ(passed.size(), 1u);
  EXPECT_EQ(passed[0].section, Section::dungeon);
  EXPECT_EQ(passed[0].space, 12);
  EXPECT_EQ(passed[0].detail, 13);
  auto lines = of_kind(ev, EventKind::section_result);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0].player, 0);
  EXPECT_EQ(lines[0].detail, -2);  // the rule's penalty
  EXPECT_EQ(lines[1].detail, 0);   // one house: nothing
  EXPECT_EQ(lines[2].detail, 1);   // two: a favor
  EXPECT_NE(words(lines[2], s).find("[scoring.dungeon]"), std::string::npos);
  auto penalty = of_kind(ev, EventKind::prestige_scoring);
  ASSERT_EQ(penalty.size(), 1u);
  EXPECT_EQ(penalty[0].amount, -1);  // floored at 0
  EXPECT_EQ(penalty[0].detail, -2);
  EXPECT_NE(words(penalty[0], s).find("(2 PP due, 1 lost: prestige never goes below 0"),
            std::string::npos);
  auto columns = of_kind(ev, EventKind::favor_columns);
  ASSERT_EQ(columns.size(), 1u);
  EXPECT_EQ(columns[0].detail, 2);  // scored means finished: columns 3-4 not open yet
}

// The castle: the penalty floored at 0, and waived when the towers are full.
GameState at_castle(std::vector<PlayerIndex> entrants, Resources g, RuleOptions o = {},
                    void (*edit)(GameState&) = nullptr) {
  GameState s = start(3, o);
  if (edit) edit(s);
  std::vector<std::pair<PlayerIndex, Space>> plan;
  for (PlayerIndex p : entrants) plan.push_back({p, sp(Special::castle)});
  place_then_pass(s, plan);
  quietly_until(s, DecisionKind::castle);
  for (PlayerIndex p : entrants) {
    set_goods(s, p, g);
    s.player(p).goods.prestige = 10;
  }
  return s;
}

TEST(EventReasons, CastlePenaltyFlooredAtZero_CastlePenalty_PrestigeFloor) {
  GameState s = at_castle({0, 1}, goods(1, 1, 1, 0, 0, 0));
  s.player(1).goods.prestige = 0;
  EventSink ev;
  act(s, castle(0), &ev);
  act(s, castle(1), &ev);
  auto penalties = of_kind(ev, EventKind::prestige_castle_penalty);
  ASSERT_EQ(penalties.size(), 2u);
  EXPECT_EQ(penalties[0].amount, -2);
  EXPECT_EQ(penalties[1].amount, 0);
  EXPECT_EQ(penalties[1].detail, -2);
  EXPECT_NE(words(penalties[1], s).find("(2 PP due, 0 lost"), std::string::npos);
  EXPECT_NE(words(penalties[0], s).find("[castle.penalty]"), std::string::npos);
  EXPECT_EQ(words(penalties[0], s).find("due"), std::string::npos);
  EXPECT_EQ(of_kind(ev, EventKind::best_builder_none).size(), 1u);
}

TEST(EventReasons, CastlePenaltyWaivedTowersFull_CastlePenalty) {
  GameState s = at_castle({0, 1}, goods(1, 1, 1, 0, 0, 0), {}, [](GameState& g) {
    g.scored = 3;
    g.houses[2][2] = 14;
  });
  EventSink ev;
  act(s, castle(0), &ev);
  act(s, castle(1), &ev);
  EXPECT_TRUE(of_kind(ev, EventKind::prestige_castle_penalty).empty());
  auto waived = of_kind(ev, EventKind::castle_penalty_waived);
  ASSERT_EQ(waived.size(), 2u);
  EXPECT_EQ(waived[1].player, 1);

  RuleOptions o;
  o.towers_full_penalty = TowersFullPenalty::exempt_with_batch;
  GameState t = at_castle({0, 1}, goods(1, 1, 1, 0, 0, 0), o, [](GameState& g) {
    g.scored = 3;
    g.houses[2][2] = 14;
  });
  set_goods(t, 1, goods(0, 5, 5, 5, 5, 9));  // no food: no batch
  EventSink ev2;
  act(t, castle(0), &ev2);
  act(t, castle(1), &ev2);
  auto with_batch = of_kind(ev2, EventKind::castle_penalty_waived_batch);
  ASSERT_EQ(with_batch.size(), 1u);
  EXPECT_EQ(with_batch[0].player, 0);
  auto penalty = of_kind(ev2, EventKind::prestige_castle_penalty);
  ASSERT_EQ(penalty.size(), 1u);
  EXPECT_EQ(penalty[0].player, 1);
}

// castle.best_builder: most batches alone, or a tie won by the first to enter the castle.
TEST(EventReasons, BestBuilderTieGoesToFirstArrived_CastleBestBuilder) {
  GameState s = start(3);
  act(s, place(0, 1));
  act(s, pass(1));
  act(s, place(2, Special::castle));
  act(s, place(0, Special::castle));
  everyone_passes(s);
  quietly_until(s, DecisionKind::castle);
  set_goods(s, 0, goods(1, 1, 1, 0, 0, 0));
  set_goods(s, 2, goods(1, 1, 1, 0, 0, 0));
  EventSink ev;
  act(s, castle(2, {{0, 1}}), &ev);
  act(s, castle(0, {{0, 1}}), &ev);
  auto tie = of_kind(ev, EventKind::best_builder_tie);
  ASSERT_EQ(tie.size(), 1u);
  EXPECT_EQ(tie[0].player, 2);
  EXPECT_EQ(tie[0].detail, 1);
  EXPECT_EQ(tie[0].others, 1u << 0);
  EXPECT_TRUE(of_kind(ev, EventKind::best_builder).empty());
  std::string text = render_message(words(tie[0], s), {"red", "green", "blue"});
  EXPECT_NE(text.find("as many as red: the tie goes to the first to enter the castle, blue"),
            std::string::npos)
      << text;
}

}  // namespace
}  // namespace caylus::test
