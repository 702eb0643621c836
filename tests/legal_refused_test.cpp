// Legal and refused claims (docs/log-format.md, "Legal and refused"): an entry that says an action
// is legal at that point, or refused under a rule, without playing it. Claims built from the
// engine's own judgement along random games replay legal and survive both forms; each claim turned
// around is a mismatch at its entry; bad claims are input errors at their place.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <variant>

#include "core/engine.h"
#include "core/verbs.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/replayer.h"
#include "replay_support.h"

namespace caylus::test {
namespace {

LogEntry probe_entry(Probe probe, const Action& a, std::string rule = "") {
  LogEntry e;
  e.is_check = true;
  e.probe = probe;
  e.action = a;
  e.refused_rule = std::move(rule);
  return e;
}

bool takes(const Action& a, ParamKind kind) {
  for (const ParamSpec& p : verb_spec(a.verb).params)
    if (p.kind == kind) return true;
  return false;
}

// Near misses of the action played at `s`: another player's, another space, another provost
// move, a pass. Those the rules refuse, with the rule they name first. (Only parameters the verb
// takes: a log cannot say a parameter its verb does not take.)
std::vector<std::pair<Action, std::string>> refused_near(const GameState& s, const Action& played) {
  std::vector<Action> tries;
  Action other = played;
  other.player = static_cast<PlayerIndex>((played.player + 1) % s.player_count);
  tries.push_back(other);
  for (Space space : {Space{1}, Space{7}, Space{13}, Space{22}, special_space(Special::gate),
                      special_space(Special::inn), special_space(Special::castle)}) {
    Action moved = played;
    moved.space = space;
    if (takes(played, ParamKind::space)) tries.push_back(moved);
  }
  Action pass;
  pass.player = played.player;  // Verb::pass
  tries.push_back(pass);
  Action far = played;
  far.move = 3;
  if (takes(played, ParamKind::move)) tries.push_back(far);
  std::vector<std::pair<Action, std::string>> out;
  for (const Action& a : tries)
    if (auto why = check(s, a)) out.emplace_back(a, why->rule_text());
  return out;
}

struct ProbedGame {
  GameLog log;
  GameState final_state;
  std::vector<std::size_t> probes;  // entry indices of the claims
  std::set<std::string> rules;      // the rules the refused claims name
};

// A random game with, before every third action, a legal claim of one of the legal actions and a
// refused claim of each near miss.
ProbedGame probed_game(int players, std::uint64_t seed) {
  PlayedGame played = play_random_game(players, seed);
  ProbedGame out;
  out.log = played.log;
  out.log.entries.clear();
  out.final_state = played.final_state();
  std::vector<Action> legal;
  for (std::size_t i = 0; i < played.log.entries.size(); ++i) {
    const GameState& s = played.states[i];
    const Action& a = played.log.entries[i].action;
    if (i % 3 == 0) {
      legal_actions(s, legal);
      out.probes.push_back(out.log.entries.size());
      out.log.entries.push_back(probe_entry(Probe::legal, legal[(i / 3) % legal.size()]));
      for (auto& [miss, rule] : refused_near(s, a)) {
        out.probes.push_back(out.log.entries.size());
        out.rules.insert(rule);
        out.log.entries.push_back(probe_entry(Probe::refused, miss, rule));
      }
    }
    out.log.entries.push_back(played.log.entries[i]);
  }
  return out;
}

TEST(LegalAndRefused, TheEnginesOwnJudgementReplaysLegalAndSurvivesJsonAndText) {
  std::set<std::string> rules;
  std::size_t probes = 0;
  for (int game = 0; game < 8; ++game) {
    ProbedGame g = probed_game(2 + game % 4, 900 + static_cast<std::uint64_t>(game));
    probes += g.probes.size();
    rules.insert(g.rules.begin(), g.rules.end());
    ReplayResult r = replay_log(g.log);
    ASSERT_EQ(r.verdict, Verdict::legal) << "game " << game << ": " << describe(r);
    // A claim plays nothing: the game ends where it ended without them.
    EXPECT_EQ(r.state, g.final_state) << "game " << game;
    EXPECT_EQ(r.entries_replayed, static_cast<int>(g.log.entries.size()));

    // JSON, then text, then JSON again: the same log, claims and rules included.
    std::string json = write_log(g.log);
    auto read = read_log(json);
    ASSERT_TRUE(std::holds_alternative<GameLog>(read)) << std::get<LogError>(read).message;
    std::string text = write_text_log(std::get<GameLog>(read));
    EXPECT_NE(text.find("\nrefused "), std::string::npos);
    EXPECT_NE(text.find(" because "), std::string::npos);
    auto from_text = read_text_log(text);
    ASSERT_TRUE(std::holds_alternative<GameLog>(from_text))
        << std::get<LogError>(from_text).where() << ": " << std::get<LogError>(from_text).message;
    EXPECT_EQ(write_log(std::get<GameLog>(from_text)), json) << "game " << game;
    ReplayResult again = replay_log(std::get<GameLog>(from_text));
    EXPECT_EQ(again.verdict, Verdict::legal) << describe(again);
  }
  EXPECT_GT(probes, 1000u);
  // The near misses reach many rules, not one.
  EXPECT_GE(rules.size(), 8u) << ::testing::PrintToString(rules);
  for (const char* rule : {"decision.player", "place.occupied", "decision.kind"})
    EXPECT_TRUE(rules.count(rule)) << rule;
}

// Each claim turned around (legal <-> refused, or the wrong rule) is a mismatch at its entry,
// naming what the rules say.
TEST(LegalAndRefused, AClaimTheRulesContradictIsAMismatchAtItsEntry) {
  ProbedGame g = probed_game(3, 31);
  int checked = 0;
  for (std::size_t k = 0; k < g.probes.size() && checked < 60; k += 7, ++checked) {
    std::size_t index = g.probes[k];
    GameLog wrong = g.log;
    LogEntry& e = wrong.entries[index];
    std::string truth = e.probe == Probe::legal ? "legal" : e.refused_rule;
    std::string claimed;
    if (e.probe == Probe::legal) {
      e.probe = Probe::refused;
      e.refused_rule = claimed = "place.cost";
    } else if (checked % 2 == 0) {
      e.probe = Probe::legal;
      claimed = "legal";
    } else {
      e.refused_rule = claimed = e.refused_rule == "building" ? "place.cost" : "building";
    }
    ReplayResult r = replay_log(wrong);
    ASSERT_EQ(r.verdict, Verdict::mismatch) << "claim " << index << ": " << describe(r);
    ASSERT_TRUE(r.error);
    EXPECT_EQ(r.error->action, static_cast<int>(index));
    ASSERT_EQ(r.mismatches.size(), 1u);
    EXPECT_EQ(r.mismatches[0].claimed, claimed);
    EXPECT_EQ(r.mismatches[0].computed, truth);
    EXPECT_NE(r.error->message.find(claimed == "legal" ? "claimed legal" : "claimed refused"),
              std::string::npos)
        << r.error->message;
    EXPECT_FALSE(r.error->action_text.empty());
    EXPECT_FALSE(r.error->legal_choices.empty());
  }
  EXPECT_GE(checked, 20);
}

// A claim does not take the action it speaks of: the same claim twice holds, the next entry
// meets the same state.
TEST(LegalAndRefused, AClaimPlaysNothing) {
  auto log = read_text_log(
      "[Players \"red green\"]\n[Seed \"9\"]\n"
      "legal red place neutral_quarry\n"
      "legal red place neutral_quarry\n"  // the first one did not place the worker
      "refused green place neutral_quarry because decision.player\n"
      "check red.workers=6 red.deniers=7\n"
      "red place neutral_quarry\n"
      "refused green place neutral_quarry because place.occupied\n");
  ASSERT_TRUE(std::holds_alternative<GameLog>(log)) << std::get<LogError>(log).message;
  ReplayOptions narrated;
  narrated.narrate = true;
  ReplayResult r = replay_log(std::get<GameLog>(log), narrated);
  // --explain says each claim and the rules' verdict in words.
  auto said = [&r](const std::string& text) {
    for (const auto& line : r.narrative)
      if (line.find(text) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(said("legal red place quarry (action #0): agrees: the rules accept it"));
  EXPECT_TRUE(
      said("refused green place quarry (action #5): agrees: the rules refuse it: "
           "[place.occupied]"));
  EXPECT_EQ(r.verdict, Verdict::legal) << describe(r) << "\n"
                                       << (r.error ? r.error->state.front() : "");
  EXPECT_EQ(r.actions_applied, 1);
}

LogError read_error(const std::string& text) {
  auto read = text.front() == '{' ? read_log(text) : read_text_log(text);
  EXPECT_TRUE(std::holds_alternative<LogError>(read)) << text;
  if (!std::holds_alternative<LogError>(read)) return {};
  return std::get<LogError>(read);
}

std::string json_log(const std::string& entry) {
  return R"({"format": "caylus-log", "version": 1, "setup": {"players": ["red", "green"],
    "seed": 9}, "actions": [)" +
         entry + "]}";
}

TEST(LegalAndRefused, ABadClaimIsAnInputErrorAtItsPlace) {
  LogError e = read_error(json_log(R"({"refused": {"player": "red", "act": "pass"}})"));
  EXPECT_EQ(e.path, "actions[0].rule");
  e = read_error(
      json_log(R"({"refused": {"player": "red", "act": "pass"}, "rule": "place.costs"})"));
  EXPECT_EQ(e.path, "actions[0].rule");
  EXPECT_NE(e.message.find("unknown rule id 'place.costs'"), std::string::npos) << e.message;
  e = read_error(json_log(R"({"legal": {"player": "red", "act": "pass"}, "rule": "place.cost"})"));
  EXPECT_NE(e.message.find("rule"), std::string::npos) << e.message;
  e = read_error(json_log(R"({"legal": {"player": "red", "act": "plac"}})"));
  EXPECT_EQ(e.path, "actions[0].legal.act");
  e = read_error(json_log(R"({"legal": {"player": "red", "act": "pass", "note": "x"}})"));
  EXPECT_EQ(e.path, "actions[0].legal.note");
  e = read_error(json_log(R"({"legal": {"player": "red", "act": "pass"}, "act": "pass"})"));
  EXPECT_EQ(e.path, "actions[0].act");
  e = read_error(json_log(R"({"legal": "red pass"})"));
  EXPECT_EQ(e.path, "actions[0].legal");

  const std::string head = "[Players \"red green\"]\n[Seed \"9\"]\n";
  e = read_error(head + "refused red place quarry\n");
  EXPECT_EQ(e.line, 3);
  EXPECT_NE(e.message.find("because"), std::string::npos) << e.message;
  e = read_error(head + "legal\n");
  EXPECT_EQ(e.line, 3);
  EXPECT_EQ(e.column, 1);
  e = read_error(head + "refused red pass because place.costs\n");
  EXPECT_EQ(e.line, 3);
  EXPECT_EQ(e.column, 26);
  EXPECT_NE(e.message.find("unknown rule id"), std::string::npos) << e.message;
  e = read_error(head + "legal red plase quarry\n");
  EXPECT_EQ(e.column, 11);
}

}  // namespace
}  // namespace caylus::test
