// The text notation (docs/notation.md): JSON -> text -> JSON identical for random games of 2-5
// players and for every file of the corpus; canonical text -> JSON -> text identical; every legal
// action, printed as the tool prints it, parses back to the same action; bad text is refused at
// its line and column; checks see forced decisions the log leaves out; parameters the rules fix
// may be left out; amendments.
#include "replay/notation/notation.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/engine.h"
#include "core/verbs.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "replay/walk/following.h"
#include "replay_support.h"
#include "test_paths.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;
using namespace caylus::test;

int scale() {
  const char* s = std::getenv("CAYLUS_TEST_SCALE");
  return s != nullptr && std::atoi(s) > 0 ? std::atoi(s) : 1;
}

GameLog read_ok(const std::string& text, const std::string& base = "") {
  auto read = read_log(text, base);
  if (auto* e = std::get_if<LogError>(&read)) {
    ADD_FAILURE() << e->located("<log>") << "\n" << text.substr(0, 2000);
    return {};
  }
  return std::get<GameLog>(read);
}

LogError read_error(const std::string& text) {
  auto read = read_log(text);
  if (auto* e = std::get_if<LogError>(&read)) return *e;
  ADD_FAILURE() << "accepted:\n" << text;
  return {};
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// ---- round trips ----

TEST(NotationRoundTrip, RandomGamesJsonTextJsonIdentical) {
  int games = 0;
  for (int players = 2; players <= 5; ++players)
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(24 / scale() + 1); ++seed)
      for (const RuleOptions& options : replay_option_sets()) {
        PlayedGame game = play_random_game(players, seed * 7919 + players, options);
        game.log.seed = seed;
        std::string json = write_log(game.log);
        std::string text = write_text_log(read_ok(json));
        GameLog from_text = read_ok(text);
        ASSERT_EQ(write_log(from_text), json) << players << "p seed " << seed << "\n" << text;
        // Canonical text reads and writes back the same.
        ASSERT_EQ(write_text_log(from_text), text);
        // And the text log replays to the same end as the game.
        ReplayResult r = replay_log(from_text);
        ASSERT_EQ(r.verdict, Verdict::legal);
        ASSERT_EQ(r.state, game.states.back());
        ++games;
      }
  EXPECT_GT(games, 20);
}

TEST(NotationRoundTrip, EveryCorpusFile) {
  int files = 0;
  for (const auto& entry :
       fs::recursive_directory_iterator(fs::path(caylus::test::source_dir()) / "corpus")) {
    auto ext = entry.path().extension();
    if (ext != ".json" && ext != ".caylus") continue;
    std::string original = slurp(entry.path());
    GameLog log = read_ok(original, entry.path().parent_path().string() + "/");
    ASSERT_FALSE(log.players.empty()) << entry.path();
    std::string json = write_log(log);
    if (auto problem = text_log_problem(log)) FAIL() << entry.path() << ": " << *problem;
    std::string text = write_text_log(log);
    GameLog back = read_ok(text);
    EXPECT_EQ(write_log(back), json) << entry.path() << "\n" << text;
    EXPECT_EQ(write_text_log(back), text) << entry.path();
    ++files;
  }
  EXPECT_GE(files, 250);
}

// ---- what is printed can be pasted ----

// Every legal action of random states, printed as an error's legal choices print it (no player)
// and as a log writes it (with the player), parses back to the same action in that state.
TEST(NotationPasteBack, EveryLegalChoiceOfRandomStates) {
  std::vector<Action> legal, scratch;
  long checked = 0;
  for (int players = 2; players <= 5; ++players)
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(6 / scale() + 1); ++seed) {
      PlayedGame game = play_random_game(players, seed * 31 + players);
      for (std::size_t i = 0; i < game.states.size(); i += 3) {
        const GameState& s = game.states[i];
        if (s.game_over()) continue;
        legal_actions(s, legal);
        for (const Action& a : legal) {
          std::string full = action_notation(s, a, game.log.players);
          std::string without = full.substr(game.log.players[a.player].size() + 1);
          for (const auto& [text, who] :
               {std::pair{full, std::optional<PlayerIndex>()},
                std::pair{without, std::optional<PlayerIndex>(s.decision.player)}}) {
            auto parsed = parse_action_line(text, game.log.players, who);
            if (auto* e = std::get_if<LogError>(&parsed)) FAIL() << text << ": " << e->message;
            const auto& entries = std::get<std::vector<LogEntry>>(parsed);
            ASSERT_EQ(entries.size(), 1u) << text;
            EntryMeeting m = meet_entry(s, entries[0], scratch);
            ASSERT_FALSE(m.unresolved) << text << ": " << *m.unresolved;
            ASSERT_EQ(m.action, a) << text << " reads back as " << action_to_string(m.action);
            // Printed whole: the reader completed nothing (a parameter left out would still read
            // back here when the rules fix it, but the tool prints every parameter).
            ASSERT_FALSE(m.completed) << text << " leaves a parameter out";
            ++checked;
          }
        }
      }
    }
  EXPECT_GT(checked, 1000);
}

// The replayer's messages print actions in the notation too: the legal choices of an error
// parse back as the deciding player's actions.
TEST(NotationPasteBack, ErrorLegalChoices) {
  GameLog log = read_ok(
      "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
      "red provost +2\n");  // a provost move during the placement: decision.kind
  ReplayResult r = replay_log(log);
  ASSERT_TRUE(r.error);
  ASSERT_FALSE(r.error->legal_choices.empty());
  std::vector<Action> scratch;
  for (const auto& choice : r.error->legal_choices) {
    auto parsed = parse_action_line(choice, log.players, PlayerIndex{0});
    ASSERT_TRUE(std::holds_alternative<std::vector<LogEntry>>(parsed)) << choice;
    EntryMeeting m = meet_entry(r.state, std::get<std::vector<LogEntry>>(parsed)[0], scratch);
    EXPECT_FALSE(m.refusal) << choice;
  }
}

// ---- reading ----

const char* kHeader =
    "[Players \"red green blue\"]\n"
    "[Neutral \"farm forest sawmill quarry market carpenter\"]\n";

TEST(NotationRead, ShortNamesAndSeveralActionsPerLine) {
  GameLog log = read_ok(std::string(kHeader) +
                        "turn 1\n"
                        "red place quarry; green place neutral_market   # the market\n"
                        "blue place 1\n");
  ASSERT_EQ(log.entries.size(), 4u);
  EXPECT_TRUE(log.entries[0].is_check);
  EXPECT_EQ(log.entries[1].space_ref.kind, SpaceRef::Kind::named);
  EXPECT_EQ(log.entries[2].note, "the market");
  EXPECT_EQ(log.entries[2].line, 4);
  EXPECT_EQ(log.entries[2].column, 19);
  ReplayResult r = replay_log(log);
  EXPECT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
  EXPECT_EQ(r.state.road[4].worker, 0);  // the quarry is road space 4
}

TEST(NotationRead, AmbiguousShortNameListsTheCandidates) {
  // Road: farm forest sawmill quarry market carpenter, then the fixed carpenter: "carpenter"
  // names two buildings. The log's ambiguity, not the player's fault (issue 30): an input error
  // at the space, never a rule violation.
  GameLog log = read_ok(std::string(kHeader) + "red place carpenter\n");
  ReplayResult r = replay_log(log);
  ASSERT_TRUE(r.input_error);
  EXPECT_FALSE(r.error);
  EXPECT_EQ(r.exit_status(), 2);
  EXPECT_NE(r.input_error->message.find("neutral_carpenter"), std::string::npos)
      << r.input_error->message;
  EXPECT_NE(r.input_error->message.find("fixed_carpenter"), std::string::npos)
      << r.input_error->message;
  EXPECT_EQ(r.input_error->line, 3);
  EXPECT_EQ(r.input_error->column, 11);
}

struct BadText {
  const char* name;
  std::string text;
  int line, column;
  const char* says;
};

TEST(NotationRead, BadInputAtLineAndColumn) {
  std::string h = kHeader;
  std::vector<BadText> cases = {
      {"unknown verb", h + "red plaec 9\n", 3, 5, "unknown verb 'plaec'"},
      {"unknown player", h + "purple place 9\n", 3, 1, "'purple' is no player"},
      {"player left out", h + "place 9\n", 3, 1, "whose action?"},
      {"unknown space", h + "red place castel\n", 3, 11, "unknown space 'castel'"},
      {"missing parameter", h + "red place\n", 3, 5, "'place' needs at"},
      {"too many", h + "red pass 9\n", 3, 10, "'9' is not something 'pass' takes"},
      {"bad number", h + "red provost two\n", 3, 13, "-3 to +3"},
      {"bad column", h + "red favor prestige x\n", 3, 20, "a favor column is a number"},
      {"bad cube", h + "red castle food+wood+silver\n", 3, 22, "'silver' is no cube"},
      {"ambiguous building", h + "red build architect\n", 3, 11,
       "names 2 tiles: architect_1, architect_2"},
      {"unknown building", h + "red build castlex\n", 3, 11, "no tile is called 'castlex'"},
      {"unterminated tag", "[Players \"red green\n", 1, 10, "unterminated tag"},
      {"tag without bracket", "[Players \"red green\"\n", 1, 21, "must end with ']'"},
      {"unknown tag", "[Plyers \"red green\"]\n", 1, 2, "unknown tag 'Plyers'"},
      {"no players", "red place 9\n", 1, 1, "the players are not named"},
      // Found by the board fuzz campaign: the example name came from an empty list (a crash).
      {"no player named, player left out", "[Players \"\"]\n[Seed \"1\"]\npass\n", 3, 1,
       "the header names no player"},
      {"tag after entries", h + "red pass\n[Seed \"3\"]\n", 4, 1, "a header tag after"},
      {"bad claim", h + "check red.deniers\n", 3, 7, "field=value"},
      {"unknown check key", h + "check red.silver=3\n", 3, 7, "silver"},
      {"bad turn", h + "turn x\n", 3, 6, "a turn is a number"},
      {"unterminated string", h + "red place \"inn\n", 3, 11, "unterminated string"},
      {"binary garbage", std::string("[Players \"a b\"]\n\x01\x02\xff\xfe", 20), 2, 1, "not text"},
      {"bad rule option", "[Players \"red green\"]\n[Seed \"1\"]\n[Rules \"towers=9\"]\n", 3, 9,
       "towers"},
      {"bad neutral", "[Players \"red green\"]\n[Neutral \"farm forest x\"]\n", 2, 23,
       "'x' is no neutral building"},
      {"bad seed", "[Players \"red green\"]\n[Seed \"-1\"]\n", 2, 7, "the seed"},
      {"keyword as a name", "[Players \"red check\"]\n", 1, 15, "call the player otherwise"},
      {"bad expect", h + "[Expect \"verdict=maybe\"]\n", 3, 10, "unknown verdict"},
  };
  for (const BadText& c : cases) {
    LogError e = read_error(c.text);
    EXPECT_EQ(e.line, c.line) << c.name << ": " << e.located("x");
    EXPECT_EQ(e.column, c.column) << c.name << ": " << e.located("x");
    EXPECT_NE(e.message.find(c.says), std::string::npos) << c.name << ": " << e.message;
    EXPECT_FALSE(e.source_line.empty()) << c.name;
  }
}

TEST(NotationRead, ErrorIsUnderlined) {
  LogError e = read_error(std::string(kHeader) + "red plaec 9\n");
  EXPECT_EQ(e.located("d.caylus"),
            "d.caylus:3:5: error: " + e.message + "\n  red plaec 9\n      ^~~~~");
}

// ---- checks see what LOG_FORMAT.md says they see ----

// A check written after an action, before a forced decision the log leaves out, is compared once
// that decision is applied (LOG_FORMAT.md, "Checks"): here the neutral quarry's activation (one
// outcome) after the last decision of the turn, and, at the end of the log, everything up to the
// next real choice: the next turn's placement, after its income.
TEST(NotationChecks, CheckAfterOmittedForcedDecision) {
  std::string text = std::string("[Players \"red green\"]\n") +
                     "[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
                     "red place quarry\ngreen pass\nred pass\n"
                     "green provost 0\nred provost 0\n"
                     "check red.stone=1 turn=2 phase=placement\n";
  GameLog log = read_ok(text);
  ReplayResult r = replay_log(log);
  EXPECT_EQ(r.verdict, Verdict::legal)
      << (r.error ? r.error->message : "") << "\n"
      << (r.error && !r.error->state.empty() ? r.error->state[0] : "");
  EXPECT_GE(r.forced_actions, 1);  // the quarry's activation, applied before the check
  // The same check before the next entry that answers a later decision: the forced steps in
  // between are applied first, and the check sees the income of turn 2.
  GameLog longer = read_ok(text + "green place farm\n");
  EXPECT_EQ(replay_log(longer).verdict, Verdict::legal);
}

// The farm (two outcomes: a choice the log writes) then the sawmill (one outcome, left out): a
// check written after the farm's use sees the sawmill's wood.
TEST(NotationChecks, CheckAfterAChoiceThenAnOmittedForcedDecision) {
  std::string text = std::string("[Players \"red green\"]\n") +
                     "[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
                     "red place sawmill\ngreen place farm\nred pass\ngreen pass\n"
                     "red provost 0\ngreen provost 0\n"
                     "green use gain cloth\n"
                     "check red.wood=2 green.cloth=1\n"
                     "green place farm\n";  // turn 2: the check came before it
  ReplayResult r = replay_log(read_ok(text));
  EXPECT_EQ(r.verdict, Verdict::legal)
      << (r.error ? r.error->message : "") << "\n"
      << (r.error && !r.error->state.empty() ? r.error->state[0] : "");
}

// ---- a parameter the rules fix may be left out ----

TEST(NotationParameters, OmittedFixedParameterIsCompleted) {
  // The favor of resources column 1 is 1 food: `take` may be left out.
  PlayedGame game;
  std::vector<Action> legal, scratch;
  for (std::uint64_t seed = 1; seed < 400; ++seed) {
    game = play_random_game(3, seed);
    for (std::size_t i = 0; i + 1 < game.states.size(); ++i) {
      const Action& a = game.log.entries[i].action;
      if (a.verb != Verb::favor || a.row != FavorRow::resources || a.column != 1) continue;
      auto parsed =
          parse_action_line(game.log.players[a.player] + " favor resources 1", game.log.players);
      ASSERT_TRUE(std::holds_alternative<std::vector<LogEntry>>(parsed));
      EntryMeeting m =
          meet_entry(game.states[i], std::get<std::vector<LogEntry>>(parsed)[0], scratch);
      EXPECT_FALSE(m.refusal) << m.refusal->message;
      EXPECT_TRUE(m.completed);
      EXPECT_EQ(m.action, a);
      return;
    }
  }
  FAIL() << "no random game used the resources favor's column 1";
}

// An amount said to be nothing ("gain nothing", "gain": {}) is what the player said: writing the
// log must keep it, in both forms, or the replayer would complete the parameter that came back
// left out (found by the fuzzer: {"wood": 0} written back as no `gain` at all).
TEST(NotationParameters, AnAmountSaidToBeNothingIsWrittenBackAsNothing) {
  PlayedGame game = play_random_game(3, 11);
  for (std::size_t i = 0; i < game.log.entries.size(); ++i) {
    LogEntry& entry = game.log.entries[i];
    const auto& params = verb_spec(entry.action.verb).params;
    for (std::size_t k = 0; k < params.size(); ++k) {
      if (!is_amount(params[k]) || !param_present(entry.action, params[k])) continue;
      (params[k].field == ActionField::give ? entry.action.give : entry.action.gain) = {};
      entry.given_empty = static_cast<std::uint16_t>(1u << k);  // as the reader marks it
      game.log.entries.resize(i + 1);
      std::string json = write_log(game.log);
      GameLog read = read_ok(json);
      ASSERT_EQ(read.entries.size(), i + 1);
      EXPECT_EQ(read.entries[i].given_empty, 1u << k) << json;
      EXPECT_EQ(write_log(read), json);
      std::string text = write_text_log(read);
      EXPECT_NE(text.find(std::string(params[k].key) + " nothing"), std::string::npos) << text;
      EXPECT_EQ(write_log(read_ok(text)), json) << text;
      // Met by the replayer, the empty amount is taken as said, not completed into another.
      std::vector<Action> scratch;
      EXPECT_FALSE(meet_entry(game.states[i], read.entries[i], scratch).completed);
      return;
    }
  }
  FAIL() << "no action of the game gives or gains anything";
}

// Control characters: a line of text cannot hold them (the reader refuses them as the mark of a
// binary file), so the writer escapes them in a quoted value (\u007f) and will not put them in a
// note or a comment, which are unquoted (found by the fuzzer: a title with a DEL byte).
TEST(NotationRoundTrip, ControlCharactersAreEscapedOrRefused) {
  PlayedGame game = play_random_game(2, 3);
  game.log.entries.resize(4);
  game.log.title = std::string("a \x7f b \x01 c\td");
  std::string json = write_log(game.log);
  std::string text = write_text_log(read_ok(json));
  EXPECT_NE(text.find("[Title \"a \\u007f b \\u0001 c\\td\"]"), std::string::npos) << text;
  EXPECT_EQ(write_log(read_ok(text)), json) << text;
  EXPECT_EQ(read_error("[Title \"\\u0080\"]\n[Players \"a b\"]\n").message,
            "\\u takes 4 hexadecimal digits of a code point up to 007f (\\u0007); write any other "
            "character as it is");
  game.log.entries[1].note = "bell \x07";
  ASSERT_TRUE(text_log_problem(game.log).has_value());
  EXPECT_NE(text_log_problem(game.log)->find("control character"), std::string::npos);
}

// ---- amendments ----

TEST(NotationAmend, SetsFieldsListsThemAndReplayGoesOn) {
  std::string text = std::string("[Players \"red green\"]\n") +
                     "[Neutral \"farm forest sawmill quarry market carpenter\"]\n"
                     "red place quarry\n"
                     "amend red.deniers=9 green.wood=3   # the table let it stand\n"
                     "check red.deniers=9 green.wood=3\n"
                     "green pass\n";
  GameLog log = read_ok(text);
  ReplayResult r = replay_log(log);
  EXPECT_EQ(r.verdict, Verdict::legal) << (r.error ? r.error->message : "");
  ASSERT_EQ(r.amendments.size(), 1u);
  EXPECT_EQ(r.amendments[0].action, 1);
  EXPECT_EQ(r.amendments[0].note, "the table let it stand");
  auto answer = replay_answer_json(r);
  EXPECT_EQ(answer["amendments"][0]["fields"]["players"]["red"]["deniers"], 9);
  // The JSON form says the same.
  std::string json = write_log(log);
  EXPECT_NE(json.find("{\"amend\": {\"players\": {\"red\": {\"deniers\": 9}"), std::string::npos)
      << json;
  EXPECT_EQ(write_text_log(read_ok(json)), write_text_log(log));
}

TEST(NotationAmend, FieldsThatFollowFromActionsAreRefused) {
  GameLog log = read_ok(std::string(kHeader) + "amend turn=4\n");
  ReplayResult r = replay_log(log);
  ASSERT_TRUE(r.input_error);
  EXPECT_NE(r.input_error->message.find("cannot be amended"), std::string::npos);
  EXPECT_EQ(r.exit_status(), 2);
}

TEST(NotationAmend, AnUnreachableStateIsRefusedByTheJudge) {
  // Seven houses in the dungeon, which holds six: no game reaches it, and the reachability judge
  // (replay/positions/reachable.h) refuses the amendment before any invariant is asked (issue 39).
  GameLog log = read_ok(std::string(kHeader) + "amend castle.dungeon.red=7\n");
  ReplayResult r = replay_log(log, {});
  ASSERT_TRUE(r.input_error);
  EXPECT_NE(r.input_error->message.find("no game can reach"), std::string::npos)
      << r.input_error->message;
  EXPECT_EQ(r.exit_status(), 2);
}

TEST(NotationAmend, AStateTheInvariantsRefuseNamesTheInvariant) {
  // A board the judge accepts but the invariants (tools/ wires the real ones) refuse: the
  // amendment is an input error naming the invariant.
  GameLog log = read_ok(std::string(kHeader) + "amend red.deniers=8\n");
  ReplayOptions options;
  options.amendment_check = [](const GameState& s) -> std::optional<StepFailure> {
    if (s.player(0).goods.deniers == 8) return StepFailure{"stand.in", "red has 8 deniers"};
    return std::nullopt;
  };
  ReplayResult r = replay_log(log, options);
  ASSERT_TRUE(r.input_error);
  EXPECT_NE(r.input_error->message.find("stand.in"), std::string::npos) << r.input_error->message;
}

// ---- the verb table drives both forms ----

TEST(NotationVocabulary, EveryVerbAndParameterRoundTripsThroughBothForms) {
  // Each parameter of each verb appears in some random game's text and JSON; here the table
  // itself: every key the JSON reader takes for a verb is a parameter of the table.
  for (const VerbSpec& verb : verb_table()) {
    Verb parsed;
    ASSERT_TRUE(parse_verb(verb.name, parsed));
    EXPECT_EQ(parsed, verb.verb);
    for (const ParamSpec& p : verb.params) EXPECT_EQ(find_param(verb.verb, p.key), &p);
  }
}

}  // namespace
}  // namespace caylus
