// The narration shows every event (issue 29, item 4): `--explain` prints every event of every
// corpus replay with its rule id and numbers each action; `--json` lists the events per action;
// the text writers put a `# turn N` landmark where a turn begins, which the reader drops (round
// trips unchanged). The event table and each automatic step's amounts: event_words_test.cpp.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "command_helpers.h"
#include "core/engine.h"
#include "core/options.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/narration/event_words.h"
#include "replay/notation/notation.h"
#include "replay/replayer.h"
#include "replay_support.h"
#include "test_paths.h"
#include "unit_helpers.h"

namespace caylus::test {
namespace {

namespace fs = std::filesystem;

// ---- the narration shows every event ----

// Each narrated event of every corpus replay appears in `--explain`'s narrative, in order, with
// its rule id: an event kind the narrator would leave out fails here.
TEST(Narration, EveryEventOfEveryCorpusReplayIsTold) {
  int files = 0, events = 0;
  std::set<EventKind> seen;
  for (const auto& entry :
       fs::recursive_directory_iterator(fs::path(caylus::test::source_dir()) / "corpus")) {
    auto ext = entry.path().extension();
    if (ext != ".json" && ext != ".caylus") continue;
    auto read = read_log_file(entry.path().string());
    if (!std::holds_alternative<GameLog>(read)) continue;
    const GameLog& log = std::get<GameLog>(read);
    std::vector<std::string> expected;
    ReplayOptions options;
    options.narrate = true;
    options.observer = [&](const Step& step) -> std::optional<StepFailure> {
      for (const Event& e : step.events) {
        if (!event_kind_info(e.kind).narrated) continue;
        expected.push_back(render_message(event_line(e, step.action, step.after), log.players));
        seen.insert(e.kind);
      }
      return std::nullopt;
    };
    ReplayResult r = replay_log(log, options);
    std::string narrative;
    for (const auto& line : r.narrative) narrative += line + "\n";
    std::size_t at = 0;
    for (const auto& line : expected) {
      std::size_t found = narrative.find(line, at);
      ASSERT_NE(found, std::string::npos)
          << entry.path() << ": the narration does not tell, after position " << at << ":\n  "
          << line << "\n"
          << narrative;
      at = found + line.size();
      ++events;
    }
    ++files;
  }
  EXPECT_GE(files, 250);
  EXPECT_GT(events, 1000);
  EXPECT_GE(seen.size(), 30u);
}

// `--explain` numbers each action as error messages do.
TEST(Narration, NumbersEveryAction) {
  CommandRun run = run_caylus(std::string("replay ") + caylus::test::source_dir() +
                              "/corpus/rulings/examples/table-notes-turn-one.caylus --explain");
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(contains(run.out, "    #1 red place quarry — ")) << run.out;
  EXPECT_TRUE(contains(run.out, "    #12 blue castle none — ")) << run.out;
  EXPECT_TRUE(contains(run.out,
                       "red pays 1 denier to place: the lowest free bridge number, no "
                       "player has passed yet [place.cost]"))
      << run.out;
}

// `--json`: the steps, each with its events (kind, rule, amounts, words).
TEST(ReplayJson, StepsListTheEventsOfEachAction) {
  CommandRun run = run_caylus(std::string("replay ") + caylus::test::source_dir() +
                                  "/corpus/rulings/examples/table-notes-turn-one.caylus --json",
                              false);
  ASSERT_EQ(run.status, 0) << run.out;
  auto answer = nlohmann::json::parse(run.out);
  const auto& steps = answer.at("steps");
  ASSERT_EQ(steps.size(), 12u);
  EXPECT_EQ(steps[0].at("action"), 1);
  EXPECT_EQ(steps[0].at("notation"), "red place quarry");
  const auto& cost = steps[0].at("events").at(0);
  EXPECT_EQ(cost.at("kind"), "placement_cost");
  EXPECT_EQ(cost.at("rule"), "place.cost");
  EXPECT_EQ(cost.at("player"), "red");
  EXPECT_EQ(cost.at("amount"), 1);
  EXPECT_TRUE(contains(cost.at("text").get<std::string>(), "red pays 1 denier"));
  bool penalty = false;
  for (const auto& e : steps[11].at("events"))
    if (e.at("kind") == "prestige_castle_penalty") {
      penalty = true;
      EXPECT_EQ(e.at("amount"), 0);
      EXPECT_EQ(e.at("detail"), -2);
    }
  EXPECT_TRUE(penalty) << steps[11].dump(2);
}

// `--json`'s events' `goods` is the log's goods object (counts keyed by the notation's names,
// docs/replay.md), the same in every language; the event's `text` follows the language.
TEST(ReplayJson, EventsGoodsAreTheLogsGoodsObjectInEveryLanguage) {
  const std::string log = std::string(caylus::test::source_dir()) + "/corpus/games/example-4p.json";
  auto goods_of = [&](const std::string& lang, std::vector<std::string>* texts) {
    CommandRun run = run_caylus("replay " + log + " --json --explain --lang " + lang, false);
    EXPECT_EQ(run.status, 0) << run.out;
    std::vector<nlohmann::json> all;
    const auto answer = nlohmann::json::parse(run.out);
    for (const auto& step : answer.at("steps"))
      for (const auto& e : step.at("events"))
        if (e.contains("goods")) {
          all.push_back(e.at("goods"));
          texts->push_back(e.at("text").get<std::string>());
        }
    return all;
  };
  std::vector<std::string> english_texts, french_texts;
  const auto english = goods_of("en", &english_texts);
  const auto french = goods_of("fr", &french_texts);
  ASSERT_FALSE(english.empty()) << "no event with goods in " << log;
  EXPECT_EQ(english, french) << "the goods are the contract, not words";
  const std::set<std::string> names = {"food", "wood",    "stone",   "cloth",
                                       "gold", "deniers", "prestige"};
  for (const auto& goods : english) {
    ASSERT_TRUE(goods.is_object()) << goods.dump();
    EXPECT_FALSE(goods.empty()) << goods.dump();
    for (const auto& [name, count] : goods.items()) {
      EXPECT_TRUE(names.count(name)) << goods.dump();
      EXPECT_TRUE(count.is_number_integer() && count.get<int>() > 0) << goods.dump();
    }
  }
  EXPECT_NE(english_texts, french_texts) << "the text follows the language";
}

// ---- landmarks ----

// The text writer marks each turn's beginning; the reader drops the landmarks, so the entries
// (and their numbers) are those of the JSON log, both ways.
TEST(Landmarks, TextLogsMarkEachTurnAndRoundTrip) {
  PlayedGame game = play_random_game(3, 4242);
  std::string json = write_log(game.log);
  std::string text = write_text_log(game.log);
  int turns = game.states.back().turn;
  for (int t = 1; t <= turns; ++t)
    EXPECT_TRUE(contains(text, "\n" + turn_landmark(t) + "\n")) << "turn " << t;
  EXPECT_FALSE(contains(text, turn_landmark(turns + 1)));
  auto back = read_text_log(text);
  ASSERT_TRUE(std::holds_alternative<GameLog>(back));
  const GameLog& from_text = std::get<GameLog>(back);
  EXPECT_EQ(from_text.entries.size(), game.log.entries.size());
  EXPECT_EQ(write_log(from_text), json);
  EXPECT_EQ(write_text_log(from_text), text);
  for (const auto& e : from_text.entries) EXPECT_TRUE(e.comments.empty());
}

// A `turn N` check the log has is the landmark of that turn; a landmark is no check.
TEST(Landmarks, ATurnCheckIsItsOwnLandmark) {
  std::string text =
      "[Players \"red green blue\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "turn 1\nred pass; green pass; blue pass\n"
      "red provost 0; green provost 0; blue provost 0\n"
      "# turn 7\n"
      "turn 2\n";
  auto read = read_text_log(text);
  if (auto* e = std::get_if<LogError>(&read)) FAIL() << e->located("<log>");
  const GameLog& log = std::get<GameLog>(read);
  EXPECT_EQ(log.entries.size(), 8u);  // "# turn 7" is not an entry nor a comment
  std::string written = write_text_log(log);
  EXPECT_FALSE(contains(written, "# turn")) << written;
  EXPECT_TRUE(contains(written, "turn 1\nred pass")) << written;
  EXPECT_TRUE(contains(written, "\nturn 2\n")) << written;
}

// ---- --at ----

TEST(At, TakesANumberATurnAndATurnWithAPhase) {
  std::string log = std::string(caylus::test::source_dir()) + "/corpus/games/golden-3p.json";
  auto state_at = [&](const std::string& at) {
    CommandRun run = run_caylus("replay " + log + " --dump-state --at " + at, false);
    EXPECT_EQ(run.status, 0) << at << ": " << run.out;
    return nlohmann::json::parse(run.out);
  };
  auto turn3 = state_at("turn=3");
  EXPECT_EQ(turn3.at("turn"), 3);
  EXPECT_EQ(turn3.at("phase"), "placement");
  auto castle = state_at("turn=3.castle");
  EXPECT_EQ(castle.at("turn"), 3);
  EXPECT_NE(castle.at("phase"), "placement");
  EXPECT_EQ(state_at("0").at("turn"), 1);
  for (const std::string bad : {"turn=x", "turn=3.lunch", "turn=999", "12x", "99999", "turn=0"}) {
    CommandRun run = run_caylus("replay " + log + " --dump-state --at " + bad);
    EXPECT_EQ(run.status, 2) << bad << ": " << run.out;
    EXPECT_TRUE(contains(run.out, "--at " + bad)) << run.out;
  }
}

}  // namespace
}  // namespace caylus::test
