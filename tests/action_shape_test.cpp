// An action carries the parameters of its verb and nothing else (decision.kind, "the action has
// parameters that ... does not take"): check() reads which verb takes what from the verb table
// (core/verbs.h) as a mask of the Action's bytes. Each parameter field set on each verb is
// refused exactly when the verb table does not list it, and every byte of a field counts (a
// wrong offset or size in the mask lets a stray value through).
#include <gtest/gtest.h>

#include "core/engine.h"
#include "core/verbs.h"

namespace caylus {
namespace {

constexpr std::array kFields = {ActionField::space, ActionField::move,     ActionField::stay,
                                ActionField::row,   ActionField::column,   ActionField::give,
                                ActionField::gain,  ActionField::building, ActionField::batches};

// Sets `field` of `a` to a value other than the default, in its low or its high byte.
void set_field(Action& a, ActionField field, bool high_byte) {
  switch (field) {
    case ActionField::space:
      a.space = 9;
      break;
    case ActionField::move:
      a.move = high_byte ? -1 : 1;
      break;
    case ActionField::stay:
      a.stay = true;
      break;
    case ActionField::row:
      a.row = FavorRow::buildings;
      break;
    case ActionField::column:
      a.column = 5;
      break;
    case ActionField::give:
      a.give.prestige = high_byte ? 256 : 1;  // the last bytes of the field
      break;
    case ActionField::gain:
      a.gain.cubes[0] = high_byte ? 256 : 1;  // the first bytes of the field
      break;
    case ActionField::building:
      a.building = BuildingId::church;
      break;
    case ActionField::batches:
      a.batches[kBatchKinds - 1] = 1;
      break;
  }
}

bool takes(Verb verb, ActionField field) {
  for (const ParamSpec& param : verb_spec(verb).params)
    if (param.field == field) return true;
  return false;
}

bool refused_as_malformed(const std::optional<RuleViolation>& v) {
  return v && v->rule == RuleId::decision_kind &&
         v->message.find("does not take") != std::string::npos;
}

TEST(ActionShape, AParameterIsRefusedExactlyWhenItsVerbDoesNotTakeIt) {
  GameSetup setup;
  setup.player_count = 3;
  setup.neutral = kNeutralBuildings;
  GameState s = new_game(setup);
  int refused = 0, let_through = 0;
  for (int v = 0; v < kVerbCount; ++v) {
    auto verb = static_cast<Verb>(v);
    Action bare;
    bare.verb = verb;
    bare.player = s.decision.player;
    EXPECT_FALSE(refused_as_malformed(check(s, bare))) << verb_name(verb);
    for (ActionField field : kFields) {
      for (bool high_byte : {false, true}) {
        Action a = bare;
        set_field(a, field, high_byte);
        bool malformed = refused_as_malformed(check(s, a));
        EXPECT_EQ(malformed, !takes(verb, field))
            << verb_name(verb) << " with field " << static_cast<int>(field)
            << (high_byte ? " (high byte)" : "");
        (malformed ? refused : let_through)++;
      }
    }
  }
  // Both outcomes occur: the test would notice a mask that refuses everything or nothing.
  EXPECT_GT(refused, 50);
  EXPECT_GT(let_through, 20);
}

// Every amount of `give` and `gain` (each cube, deniers, prestige) is read for its sign.
TEST(ActionShape, ANegativeAmountIsRefusedWhereverItIs) {
  GameSetup setup;
  setup.player_count = 2;
  setup.neutral = kNeutralBuildings;
  GameState s = new_game(setup);
  for (int field = 0; field < 2; ++field) {
    for (int i = 0; i < kCubeTypes + 2; ++i) {
      Action a;
      a.verb = Verb::use;  // takes both give and gain
      a.player = s.decision.player;
      Resources& amount = field == 0 ? a.give : a.gain;
      std::int16_t& n = i < kCubeTypes    ? amount.cubes[i]
                        : i == kCubeTypes ? amount.deniers
                                          : amount.prestige;
      n = -1;
      auto v = check(s, a);
      ASSERT_TRUE(v.has_value());
      EXPECT_EQ(v->rule, RuleId::decision_kind);
      EXPECT_NE(v->message.find("cannot be negative"), std::string::npos)
          << (field == 0 ? "give " : "gain ") << i << ": " << v->message;
      n = 300;  // positive, with the high byte set: not negative
      v = check(s, a);
      EXPECT_TRUE(!v || v->message.find("cannot be negative") == std::string::npos);
    }
  }
}

}  // namespace
}  // namespace caylus
