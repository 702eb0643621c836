// Every condition of the reachability judge (replay/positions/reachable.h) at its threshold: the
// last board it accepts beside the first it refuses, each the same board but for one field moved by
// one (as tests/invariant_corruptions.h holds the invariants). A condition moved by one fails here.
#include "reachable_edges.h"

#include <gtest/gtest.h>

#include <functional>
#include <regex>

#include "command_helpers.h"
#include "core/language/catalog.h"
#include "replay/positions/reachable.h"

namespace caylus::test {
namespace {

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
