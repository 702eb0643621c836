// Every condition of the reachability judge (replay/positions/reachable.h) at its threshold: the
// last board it accepts beside the first it refuses, each the same board but for one field moved by
// one (as tests/invariant_corruptions.h holds the invariants). A condition moved by one fails here.
#include <gtest/gtest.h>

#include <functional>
#include <regex>

#include "command_helpers.h"
#include "core/language/catalog.h"
#include "replay/positions/reachable.h"
#include "support.h"

namespace caylus::test {
namespace {

// A board of a 3-player game as phase `phase` of `turn` is under way: the officials where the
// bailiff's one-space moves put them, everyone passed after phase 2, the sections whose marks
// the bailiff reached scored, no decision (what a position's board is before its phase begins).
GameState board(int turn, Phase phase) {
  GameState s = start(3);
  s.turn = static_cast<std::uint8_t>(turn);
  s.bailiff = static_cast<Space>(kOfficialsStart + turn - 1);
  s.provost = s.bailiff;
  s.phase = phase;
  s.decision = Decision{};
  if (phase > Phase::special && phase != Phase::game_over) s.special_step = 6;
  if (phase > Phase::placement) {
    s.passed_count = 3;
    for (int i = 0; i < 3; ++i) s.bridge[i] = s.turn_order[i];
  }
  return s;
}

void houses(GameState& s, Section section, int red, int green = 0, int blue = 0) {
  auto i = static_cast<int>(section);
  s.houses[i] = {static_cast<std::uint8_t>(red), static_cast<std::uint8_t>(green),
                 static_cast<std::uint8_t>(blue)};
}
void score(GameState& s, Section section) {
  s.scored |= static_cast<std::uint8_t>(1 << static_cast<int>(section));
}

// Turn 5: the neutral farm, on road space 1, turned into red's residence by the notary; the
// farm's tile is out of the game (notary.transform).
GameState notarized_farm() {
  GameState s = board(5, Phase::placement);
  for (Space i = 1; i <= 6; ++i)
    if (s.road[i].building == BuildingId::neutral_farm) {
      s.road[i].building = BuildingId::residence;
      s.road[i].owner = s.turn_order[0];
    }
  s.discarded |= tile_bit(BuildingId::neutral_farm);
  return s;
}

struct Edge {
  std::string name;
  std::string rule;
  std::string field;  // claim keys joined by '.', players as {pN}
  std::function<GameState()> accepted;
  std::function<void(GameState&)> moved;  // the one field moved past the threshold
};

std::string field_of(const Unreachable& why) {
  std::string out;
  for (const auto& key : why.field) out += (out.empty() ? "" : ".") + key;
  return out;
}

const std::vector<Edge>& edges() {
  static const std::vector<Edge> kEdges = {
      {"a section holds at most its capacity", "castle.section", "castle.dungeon",
       [] {
         GameState s = board(7, Phase::placement);
         s.bailiff = s.provost = 12;
         score(s, Section::dungeon);
         houses(s, Section::dungeon, 2, 2, 2);
         return s;
       },
       [](GameState& s) { s.houses[0][0] = 3; }},
      {"the castle is filled section by section", "castle.section", "castle.walls",
       [] {
         GameState s = board(6, Phase::castle);
         houses(s, Section::dungeon, 2, 2, 2);
         houses(s, Section::walls, 1);
         s.completed_this_turn = 1;
         s.batches_this_turn[0] = 3;
         return s;
       },
       [](GameState& s) {
         s.houses[0][1] = 1;  // 5 of 6 in the dungeon
         s.completed_this_turn = 0;
       }},
      {"the sections are scored in order", "scoring.order", "scored",
       [] {
         GameState s = board(13, Phase::placement);
         s.bailiff = s.provost = 18;
         score(s, Section::dungeon);
         score(s, Section::walls);
         return s;
       },
       [](GameState& s) { s.scored = 0b010; }},
      {"a scored section had its mark reached", "scoring.trigger", "scored",
       [] {
         GameState s = board(6, Phase::placement);
         s.bailiff = s.provost = 12;
         score(s, Section::dungeon);
         return s;
       },
       [](GameState& s) { s.bailiff = s.provost = 11; }},
      {"a scored section below its mark was full", "scoring.trigger", "scored",
       [] {
         GameState s = board(6, Phase::placement);
         houses(s, Section::dungeon, 2, 2, 2);
         score(s, Section::dungeon);
         return s;
       },
       [](GameState& s) { s.houses[0][2] = 1; }},
      {"the towers scored end the game", "game.end", "scored",
       [] {
         GameState s = board(13, Phase::game_over);
         s.bailiff = s.provost = 24;
         s.passed_count = 0;
         houses(s, Section::dungeon, 2, 2, 2);
         houses(s, Section::walls, 4, 3, 3);
         houses(s, Section::towers, 5, 5, 4);
         s.scored = 0b111;
         return s;
       },
       [](GameState& s) {
         s.phase = Phase::end_of_turn;
         s.passed_count = 3;
         s.special_step = 6;
         s.scoring_section = 3;
       }},
      {"the bailiff is at least 5+T in turn T", "bailiff.move", "bailiff",
       [] { return board(6, Phase::placement); }, [](GameState& s) { s.bailiff = s.provost = 10; }},
      {"the bailiff is at most 4+2T in turn T", "bailiff.move", "bailiff",
       [] {
         GameState s = board(6, Phase::placement);
         s.bailiff = s.provost = 16;
         score(s, Section::dungeon);
         return s;
       },
       [](GameState& s) { s.bailiff = s.provost = 17; }},
      {"once moved in phase 7, the bailiff is at least 6+T", "bailiff.move", "bailiff",
       [] {
         GameState s = board(6, Phase::end_of_turn);
         s.scoring_section = 1;
         s.bailiff = s.provost = 12;
         score(s, Section::dungeon);
         return s;
       },
       [](GameState& s) {
         s.bailiff = s.provost = 11;
         s.scored = 0;
       }},
      {"a mark passed is scored once its end of turn has scored it", "scoring.trigger", "bailiff",
       [] {
         GameState s = board(6, Phase::end_of_turn);
         s.bailiff = s.provost = 12;
         s.scoring_section = 0;  // the dungeon's scoring under way
         return s;
       },
       [](GameState& s) { s.scoring_section = 1; }},
      {"a mark passed before phase 7 moved the bailiff is scored", "scoring.trigger", "bailiff",
       [] {
         GameState s = board(7, Phase::placement);
         s.bailiff = s.provost = 12;
         score(s, Section::dungeon);
         return s;
       },
       [](GameState& s) { s.scored = 0; }},
      {"a full section unscored only after this turn's batch filled it", "scoring.trigger",
       "castle.towers",
       [] {
         GameState s = board(14, Phase::castle);
         s.bailiff = s.provost = 20;
         houses(s, Section::dungeon, 2, 2, 2);
         houses(s, Section::walls, 4, 3, 3);
         houses(s, Section::towers, 5, 5, 4);
         s.scored = 0b011;
         s.completed_this_turn = 0b100;
         s.batches_this_turn[2] = 1;
         return s;
       },
       // The board: full and unscored as the castle phase begins.
       [](GameState& s) {
         s.completed_this_turn = 0;
         s.batches_this_turn[2] = 0;
       }},
      {"a full section unscored until its scoring", "scoring.trigger", "castle.towers",
       [] {
         GameState s = board(14, Phase::end_of_turn);
         s.bailiff = s.provost = 21;
         houses(s, Section::dungeon, 2, 2, 2);
         houses(s, Section::walls, 4, 3, 3);
         houses(s, Section::towers, 5, 5, 4);
         s.scored = 0b011;
         s.completed_this_turn = 0b100;
         s.scoring_section = 2;
         return s;
       },
       [](GameState& s) { s.scoring_section = 3; }},
      {"a section completed this turn by a batch", "castle.section", "completed_this_turn",
       [] {
         GameState s = board(6, Phase::castle);
         houses(s, Section::dungeon, 2, 2, 2);
         s.completed_this_turn = 1;
         s.batches_this_turn[1] = 1;
         return s;
       },
       [](GameState& s) { s.batches_this_turn[1] = 0; }},
      {"a batch places a house of its player", "castle.batch", "batches_this_turn.{p0}",
       [] {
         GameState s = board(6, Phase::castle);
         houses(s, Section::dungeon, 2);
         s.batches_this_turn[0] = 2;
         return s;
       },
       [](GameState& s) { s.batches_this_turn[0] = 3; }},
      {"the provost stays with the bailiff in phase 2", "provost.order", "provost",
       [] { return board(6, Phase::placement); }, [](GameState& s) { s.provost += 1; }},
      {"the merchants' guild moves the provost 3 spaces at most", "provost.order", "provost",
       [] {
         GameState s = board(6, Phase::special);
         s.special_step = 3;
         s.provost = s.bailiff - 3;
         return s;
       },
       [](GameState& s) { s.provost -= 1; }},
      {"each player of phase 4 moves him 3 spaces at most", "provost.order", "provost",
       [] {
         GameState s = board(6, Phase::provost);
         s.cursor = 1;
         s.provost = s.bailiff + 6;
         return s;
       },
       [](GameState& s) { s.provost += 1; }},
      {"the space resolved in phase 5 is within the provost", "activate.order", "provost",
       [] {
         GameState s = board(6, Phase::activation);
         s.activation_space = 9;
         s.road[9].building = BuildingId::wood_quarry;
         s.road[9].owner = 1;
         s.road[9].worker = 0;
         s.stock &= ~tile_bit(BuildingId::wood_quarry);
         s.players[0].workers_out = 1;
         s.provost = 9;
         s.decision = Decision{DecisionKind::activation, 0, 9};
         return s;
       },
       [](GameState& s) { s.provost = 8; }},
      {"favor markers within columns 1-2 before the dungeon's scoring", "favor.columns",
       "players.{p1}.favor.deniers",
       [] {
         GameState s = board(6, Phase::placement);
         s.players[1].favor[static_cast<int>(FavorRow::deniers)] = 2;
         return s;
       },
       [](GameState& s) { s.players[1].favor[static_cast<int>(FavorRow::deniers)] = 3; }},
      {"favor markers within columns 1-4 before the walls' scoring", "favor.columns",
       "players.{p2}.favor.buildings",
       [] {
         GameState s = board(7, Phase::placement);
         s.bailiff = s.provost = 12;
         score(s, Section::dungeon);
         s.players[2].favor[static_cast<int>(FavorRow::buildings)] = 4;
         return s;
       },
       [](GameState& s) { s.players[2].favor[static_cast<int>(FavorRow::buildings)] = 5; }},
      {"a tile on the road is not in the stock", "build.available", "stock.wood_quarry",
       [] {
         GameState s = board(3, Phase::placement);
         s.road[9] = RoadSpace{BuildingId::wood_quarry, 0, kNoPlayer};
         s.stock &= ~tile_bit(BuildingId::wood_quarry);
         return s;
       },
       [](GameState& s) { s.stock |= tile_bit(BuildingId::wood_quarry); }},
      {"road spaces 1-6 hold the neutral buildings or residences", "setup.neutral",
       "road.1.building",
       [] {
         GameState s = board(3, Phase::placement);
         s.discarded |= tile_bit(s.road[1].building);  // notary.transform
         s.road[1] = RoadSpace{BuildingId::residence, 0, kNoPlayer};
         return s;
       },
       [](GameState& s) {
         s.road[1].building = BuildingId::wood_quarry;
         s.stock &= ~tile_bit(BuildingId::wood_quarry);
       }},
      {"the road is built without gaps", "build.site", "road.11.building",
       [] {
         GameState s = board(3, Phase::placement);
         s.road[9] = RoadSpace{BuildingId::wood_quarry, 0, kNoPlayer};
         s.road[10] = RoadSpace{BuildingId::wood_sawmill, 1, kNoPlayer};
         s.stock &= ~(tile_bit(BuildingId::wood_quarry) | tile_bit(BuildingId::wood_sawmill));
         return s;
       },
       [](GameState& s) { std::swap(s.road[10], s.road[11]); }},
      {"a house on every building built", "build.site", "road.9.owner",
       [] {
         GameState s = board(3, Phase::placement);
         s.road[9] = RoadSpace{BuildingId::wood_quarry, 0, kNoPlayer};
         s.stock &= ~tile_bit(BuildingId::wood_quarry);
         return s;
       },
       [](GameState& s) { s.road[9].owner = kNoPlayer; }},
      {"the workers out are those on the board", "setup.workers", "players.{p0}.workers",
       [] {
         GameState s = board(3, Phase::placement);
         s.road[7].worker = 0;
         s.players[0].workers_out = 1;
         return s;
       },
       [](GameState& s) { s.players[0].workers_out = 2; }},
      {"a special building's worker leaves as it resolves", "special.gate", "workers.trading_post",
       [] {
         GameState s = board(3, Phase::special);
         s.trading_post = 1;
         s.players[1].workers_out = 1;
         s.special_step = 1;
         return s;
       },
       [](GameState& s) { s.special_step = 2; }},
      {"phase 3 not begun in phase 2", "special.gate", "special_step",
       [] { return board(3, Phase::placement); }, [](GameState& s) { s.special_step = 1; }},
      {"a road worker leaves as its space resolves", "activate.order", "road.7.worker",
       [] {
         GameState s = board(3, Phase::activation);
         s.road[7].worker = 2;
         s.players[2].workers_out = 1;
         s.activation_space = 7;
         return s;
       },
       [](GameState& s) { s.activation_space = 8; }},
      {"castle workers come home at the end of phase 6", "castle.order", "workers.castle",
       [] {
         GameState s = board(3, Phase::castle);
         s.castle_workers[0] = 1;
         s.players[1].workers_out = 1;
         return s;
       },
       [](GameState& s) { s.phase = Phase::end_of_turn; }},
      {"not everyone has passed in phase 2", "place.pass", "passed",
       [] {
         GameState s = board(3, Phase::placement);
         s.passed_count = 2;
         s.bridge[0] = 0;
         s.bridge[1] = 1;
         return s;
       },
       [](GameState& s) {
         s.passed_count = 3;
         s.bridge[2] = 2;
       }},
      {"the stables take no worker with two players", "two_player.no_stables", "workers.stables",
       [] {
         GameState s = start(2);
         s.decision = Decision{};
         return s;
       },
       [](GameState& s) {
         s.stables[0] = 0;
         s.players[0].workers_out = 1;
       }},
      {"the provost decision is the next player's on the bridge", "decision.player", "decision",
       [] {
         GameState s = board(3, Phase::provost);
         s.cursor = 1;
         s.decision = Decision{DecisionKind::provost, s.bridge[1], kNoSpace};
         return s;
       },
       [](GameState& s) { s.decision.player = s.bridge[2]; }},
      // build.available (the fuzz crash of 2026-11-28,
      // tests/fuzz/boards/snapshot_tiles_nowhere.json: a snapshot whose stock left out six prestige
      // tiles was read, and only the invariants refused it).
      {"every tile of the game is somewhere", "build.available", "stock",
       [] { return board(1, Phase::placement); },
       [](GameState& s) { s.stock &= ~tile_bit(BuildingId::cathedral); }},
      {"the stock holds only tiles built from it", "build.available", "stock.neutral_farm",
       [] { return notarized_farm(); },
       [](GameState& s) {
         s.discarded &= ~tile_bit(BuildingId::neutral_farm);
         s.stock |= tile_bit(BuildingId::neutral_farm);
       }},
      {"a wood tile leaves the game only under notary_returned_tile=discard", "build.available",
       "discarded",
       [] {
         GameState s = notarized_farm();
         s.options.notary_returned_tile = NotaryReturnedTile::discard;
         s.stock &= ~tile_bit(BuildingId::lawyer);
         s.discarded |= tile_bit(BuildingId::lawyer);
         return s;
       },
       [](GameState& s) { s.options.notary_returned_tile = NotaryReturnedTile::stock; }},
      {"the jeweler only in the second edition", "build.available", "stock.jeweler",
       [] {
         GameState s = board(1, Phase::placement);
         s.options.edition = Edition::first;
         s.stock &= ~tile_bit(BuildingId::jeweler);
         return s;
       },
       [](GameState& s) { s.stock |= tile_bit(BuildingId::jeweler); }},
  };
  return kEdges;
}

TEST(ReachableEdges, EachConditionAcceptsTheLastBoardAndRefusesTheFirst) {
  for (const Edge& edge : edges()) {
    GameState s = edge.accepted();
    auto accepted = judge_board(s);
    EXPECT_FALSE(accepted.has_value())
        << edge.name << ": the last board accepted is refused: " << accepted->rule << " at "
        << field_of(*accepted) << ": " << accepted->message;
    edge.moved(s);
    auto why = judge_board(s);
    ASSERT_TRUE(why.has_value()) << edge.name << ": the first board refused is accepted";
    EXPECT_EQ(why->rule, edge.rule) << edge.name << ": " << why->message;
    EXPECT_EQ(field_of(*why), edge.field) << edge.name << ": " << why->message;
  }
}

// Every row of the table has at least one edge here.
TEST(ReachableEdges, EveryRowHasAnEdge) {
  std::vector<int> hits(reachable_rows().size(), 0);
  for (const Edge& edge : edges()) {
    GameState s = edge.accepted();
    edge.moved(s);
    for (std::size_t i = 0; i < reachable_rows().size(); ++i)
      if (reachable_rows()[i].check(s)) ++hits[i];
  }
  for (std::size_t i = 0; i < hits.size(); ++i)
    EXPECT_GT(hits[i], 0) << "row " << i << " (" << reachable_rows()[i].rule << ": "
                          << reachable_rows()[i].sentence << ") has no edge";
}

// Every refusal is said through the catalog (issue 37): under the pseudo-language the sentence is
// wholly marked (outside the marks only numbers, the players' {pN} and punctuation), and French,
// Spanish and Romanian each say it otherwise than English.
TEST(ReachableEdges, EveryRefusalIsSaidThroughTheCatalog) {
  std::vector<std::string> english;
  for (const Edge& edge : edges()) {
    GameState s = edge.accepted();
    edge.moved(s);
    english.push_back(judge_board(s)->message);
  }
  for (const char* code : {"qps", "fr", "es", "ro"}) {
    ASSERT_TRUE(set_message_language(code));
    for (std::size_t i = 0; i < edges().size(); ++i) {
      GameState s = edges()[i].accepted();
      edges()[i].moved(s);
      const std::string said = judge_board(s)->message;
      if (std::string(code) == "qps") {
        const std::string rest =
            std::regex_replace(outside_marks(said), std::regex("\\{p\\d\\}"), "");
        EXPECT_EQ(said.rfind("⟦", 0), 0u) << edges()[i].name << ": not through a catalog: " << said;
        EXPECT_FALSE(std::regex_search(rest, std::regex("[A-Za-z]")))
            << edges()[i].name << ": outside the catalog: " << said;
      } else {
        EXPECT_NE(said, english[i]) << code << ": " << edges()[i].name << " is English: " << said;
      }
    }
  }
  ASSERT_TRUE(set_message_language("en"));
}

}  // namespace
}  // namespace caylus::test
