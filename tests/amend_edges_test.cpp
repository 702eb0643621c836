// Amendment arithmetic at its edges (issue 39, item 7), for every field of the players' field
// table (replay/claims/claim_fields.h, kPlayerFields), not a hand list: `-=` that brings a count
// exactly to 0 is accepted and leaves 0, one more is the person's input error at the field's
// place; `+=` up to the field's cap is accepted, one past it refused; a field that follows from
// the actions cannot be amended at all.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "command_helpers.h"
#include "replay/claims/claim_fields.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/replayer.h"
#include "tools/fuzzing/replay_invariants.h"

namespace caylus {
namespace {

constexpr std::string_view kHeader =
    "[Players \"red green\"]\n[Neutral \"farm forest sawmill quarry market carpenter\"]\n";

ReplayResult replay_text(const std::string& body) {
  auto read = read_text_log(std::string(kHeader) + body);
  EXPECT_TRUE(std::holds_alternative<GameLog>(read))
      << body << ": " << std::get<LogError>(read).message;
  if (!std::holds_alternative<GameLog>(read)) return {};
  ReplayOptions options;
  options.observer = fuzzing::invariants_observer();
  options.amendment_check = fuzzing::invariants_state_check();
  return replay_log(std::get<GameLog>(read), options);
}

// Green's: red decides first, so a count of green's brought to 0 forces nothing (red with no
// denier would be made to pass, and be paid the first pass's denier) and a check right after the
// amendment reads it as the amendment left it.
std::string field(const claim_fields::PlayerField& f) {
  return "green." + std::string(f.name);
}

// The amendment on line 4 (after the header's two lines and a first amendment on line 3) is
// refused at its line, the message naming the field's path.
void expect_refused_at_line_4(const ReplayResult& r, const std::string& name,
                              const std::string& words) {
  ASSERT_TRUE(r.input_error) << name << ": accepted";
  EXPECT_EQ(r.input_error->line, 4) << name << ": " << r.input_error->message;
  EXPECT_EQ(r.input_error->column, 1) << name << ": " << r.input_error->message;
  EXPECT_NE(r.input_error->message.find("players." + name), std::string::npos)
      << name << ": " << r.input_error->message;
  EXPECT_NE(r.input_error->message.find(words), std::string::npos)
      << name << ": " << r.input_error->message;
}

TEST(AmendEdges, TakingAwayExactlyWhatIsThereLeavesZeroAndOneMoreIsRefused) {
  int amendable = 0;
  for (const auto& f : claim_fields::kPlayerFields) {
    if (f.set == nullptr) continue;
    ++amendable;
    std::string name = field(f);
    ReplayResult zero =
        replay_text("amend " + name + "=3\namend " + name + "-=3\ncheck " + name + "=0\n");
    EXPECT_FALSE(zero.input_error) << name << ": " << zero.input_error->message;
    EXPECT_EQ(zero.verdict, Verdict::legal) << name;
    EXPECT_EQ(f.get(zero.state, 1), 0) << name;

    ReplayResult below = replay_text("amend " + name + "=3\namend " + name + "-=4\n");
    // The amount in a player's words: "3 deniers", "3 wood", and prestige as "3 PP".
    std::string amount = f.name == "prestige" ? "3 PP" : "3 " + std::string(f.name);
    expect_refused_at_line_4(below, name, "green has " + amount + ", and cannot give 4");
    EXPECT_EQ(below.entries_replayed, 1) << name << ": the refused amendment is not replayed";
  }
  EXPECT_EQ(amendable, 2 + kCubeTypes) << "deniers, prestige and each cube";
}

TEST(AmendEdges, AddingUpToTheCapIsAcceptedAndOnePastItRefused) {
  for (const auto& f : claim_fields::kPlayerFields) {
    if (f.set == nullptr) continue;
    std::string name = field(f), cap = std::to_string(f.max);
    ReplayResult at_cap = replay_text("amend " + name + "=" + std::to_string(f.max - 1) +
                                      "\namend " + name + "+=1\ncheck " + name + "=" + cap + "\n");
    EXPECT_FALSE(at_cap.input_error) << name << ": " << at_cap.input_error->message;
    EXPECT_EQ(at_cap.verdict, Verdict::legal) << name;
    EXPECT_EQ(f.get(at_cap.state, 1), f.max) << name;

    ReplayResult past = replay_text("amend " + name + "=" + cap + "\namend " + name + "+=1\n");
    expect_refused_at_line_4(past, name, "at most " + cap);
    // The largest change a reader takes, added to the largest count, is refused too: the sum
    // would overflow what a check can say.
    ReplayResult far =
        replay_text("amend " + name + "=" + cap + "\namend " + name + "+=" + cap + "\n");
    expect_refused_at_line_4(far, name, "at most " + cap);
  }
}

TEST(AmendEdges, AFieldThatFollowsFromTheActionsIsRefused) {
  int derived = 0;
  for (const auto& f : claim_fields::kPlayerFields) {
    if (f.set != nullptr) continue;
    ++derived;
    std::string name = field(f);
    ReplayResult r = replay_text("amend green.deniers=3\namend " + name + "=1\n");
    expect_refused_at_line_4(r, name, "cannot be amended");
  }
  EXPECT_EQ(derived, 1) << "the workers";
}

// As a user meets it: exit 2 and the place, file:line:column.
TEST(AmendEdges, TheCommandExitsTwoAtThePlace) {
  std::string file = testing::TempDir() + "/amend_edge.caylus";
  {
    std::FILE* out = std::fopen(file.c_str(), "w");
    ASSERT_NE(out, nullptr);
    std::string text = std::string(kHeader) + "amend green.gold=2\namend green.gold-=3\n";
    std::fputs(text.c_str(), out);
    std::fclose(out);
  }
  test::CommandRun run = test::run_caylus("replay " + file);
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_TRUE(test::contains(run.out, file + ":4:1: error: players.green.gold")) << run.out;
  EXPECT_TRUE(test::contains(run.out, "green has 2 gold, and cannot give 3")) << run.out;
}

}  // namespace
}  // namespace caylus
