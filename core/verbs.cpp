#include "core/verbs.h"

#include "core/language/catalog.h"
namespace caylus {
namespace {

using K = ParamKind;
using F = ActionField;
using D = DecisionKind;

// A parameter's meaning is said in the reader's language where the notation's reader names it
// (tr(p.meaning), replay/notation/notation_entries.cpp); the schema's description stays English.
constexpr ParamSpec kPlace[] = {
    {"at", K::space, F::space, true, true, N_("the space where the worker goes")}};
constexpr ParamSpec kGate[] = {
    {"to", K::space, F::space, true, true, N_("the space where the gate's worker goes")}};
constexpr ParamSpec kProvost[] = {
    {"move", K::move, F::move, true, true, N_("spaces to move the provost, -3..3 (0: leave it)")}};
constexpr ParamSpec kInn[] = {
    {"stay", K::stay, F::stay, true, true, N_("the right-slot worker stays (true) or leaves")}};
constexpr ParamSpec kFavor[] = {
    {"row", K::favor_row, F::row, true, true,
     N_("the favor row: prestige, deniers, resources, buildings")},
    {"col", K::column, F::column, true, true, N_("the column whose effect is used, 1..5")},
    {"give", K::cubes, F::give, false, false, N_("the cube given (resources column 4)")},
    {"take", K::cubes, F::gain, false, false, N_("the cubes taken")},
    {"build", K::building, F::building, false, false, N_("the building built (buildings row)")},
    {"target", K::space, F::space, false, false, N_("the notary's target (buildings column 4)")},
    {"on", K::space, F::space, false, false, N_("the residence a prestige building replaces")},
};
constexpr ParamSpec kUse[] = {
    {"give", K::goods, F::give, false, false, N_("what the player gives")},
    {"gain", K::goods, F::gain, false, false, N_("what the player gains")},
};
constexpr ParamSpec kOwnerBonus[] = {
    {"take", K::cubes, F::gain, false, false, N_("the cube the owner takes")}};
constexpr ParamSpec kBuild[] = {
    {"building", K::building, F::building, true, true, N_("the tile built")},
    {"on", K::space, F::space, false, false, N_("the residence a prestige building replaces")},
    {"give", K::cubes, F::give, false, false, N_("the cube paying the \"any\" part of a cost")},
};
constexpr ParamSpec kTransform[] = {{"target", K::space, F::space, true, true,
                                     N_("the building the notary turns into a residence")}};
constexpr ParamSpec kCastle[] = {
    {"batches", K::batches, F::batches, true, true, N_("the batches offered (none: [])")}};

// In Verb order (static_assert below).
constexpr std::array<VerbSpec, kVerbCount> kVerbs = {{
    {Verb::pass,
     "pass",
     decision_kinds({D::placement}),
     N_("pass (take a place on the bridge)"),
     {}},
    {Verb::place, "place", decision_kinds({D::placement}), N_("place a worker"), kPlace},
    {Verb::gate, "gate", decision_kinds({D::gate}),
     N_("move the gate's worker (decline takes it back)"), kGate},
    {Verb::provost, "provost", decision_kinds({D::merchants_guild, D::provost}),
     N_("move the provost: merchants' guild (free) or phase 4 (paid)"), kProvost},
    {Verb::joust,
     "joust",
     decision_kinds({D::joust}),
     N_("pay 1 denier + 1 cloth for a favor"),
     {}},
    {Verb::inn, "inn", decision_kinds({D::inn}),
     N_("the inn's right-slot owner keeps or takes back its worker"), kInn},
    {Verb::favor, "favor", decision_kinds({D::favor}), N_("use one King's favor"), kFavor},
    {Verb::use, "use", decision_kinds({D::activation}),
     N_("resolve a production or exchange building"), kUse},
    {Verb::owner_bonus, "owner_bonus", decision_kinds({D::owner_bonus}),
     N_("the owner's cube when another player used its stone production building"), kOwnerBonus},
    {Verb::build, "build", decision_kinds({D::activation}),
     N_("build with the carpenter, mason or architect"), kBuild},
    {Verb::transform, "transform", decision_kinds({D::activation}),
     N_("the notary (lawyer): turn a building into a residence"), kTransform},
    {Verb::decline,
     "decline",
     decision_kinds({D::gate, D::joust, D::activation}),
     N_("do not use an optional effect"),
     {}},
    {Verb::castle, "castle", decision_kinds({D::castle}), N_("offer batches to the castle"),
     kCastle},
}};

constexpr bool in_verb_order() {
  for (int i = 0; i < kVerbCount; ++i)
    if (static_cast<int>(kVerbs[i].verb) != i) return false;
  return true;
}
static_assert(in_verb_order(),
              "kVerbs: one row per verb of core/action.h, in its order (docs/developing.md §3.5 "
              "step 2)");

}  // namespace

const std::array<VerbSpec, kVerbCount>& verb_table() {
  return kVerbs;
}

bool verb_answers(DecisionKind kind, Verb verb) {
  return (verb_spec(verb).answers & decision_bit(kind)) != 0;
}

std::string verb_phases(const VerbSpec& verb) {
  std::string out;
  int last = 0;
  for (int k = 0; k < kDecisionKindCount; ++k) {
    auto kind = static_cast<DecisionKind>(k);
    if (!verb_answers(kind, verb.verb)) continue;
    std::optional<Phase> phase = decision_phase(kind);
    if (!phase) return "any";                   // a favor is used in any phase
    int number = static_cast<int>(*phase) + 1;  // Phase::income is phase 1
    if (number == last) continue;
    out += (out.empty() ? "" : ", ") + std::to_string(number);
    last = number;
  }
  return out;
}

bool takes_space(const Action& a) {
  for (const ParamSpec& p : verb_spec(a.verb).params)
    if (p.field == ActionField::space && (p.required || a.space != kNoSpace)) return true;
  return false;
}

const ParamSpec* find_param(Verb verb, std::string_view key) {
  for (const ParamSpec& p : verb_spec(verb).params)
    if (p.key == key) return &p;
  return nullptr;
}

int param_index(Verb verb, std::string_view key) {
  const auto& params = verb_spec(verb).params;
  for (std::size_t i = 0; i < params.size(); ++i)
    if (params[i].key == key) return static_cast<int>(i);
  return -1;
}

bool param_present(const Action& a, const ParamSpec& param) {
  switch (param.field) {
    case ActionField::space:
      if (a.space == kNoSpace) return false;
      // The favor's two space parameters: the notary column names a target, the others a site.
      if (a.verb == Verb::favor) return favor_transforms(a) == (param.key == "target");
      return true;
    case ActionField::give:
      return param.kind == ParamKind::cubes ? a.give.cube_total() > 0 : !a.give.empty();
    case ActionField::gain:
      return param.kind == ParamKind::cubes ? a.gain.cube_total() > 0 : !a.gain.empty();
    case ActionField::building:
      return a.building != BuildingId::none;
    case ActionField::move:
    case ActionField::stay:
    case ActionField::row:
    case ActionField::column:
    case ActionField::batches:
      return true;
  }
  return true;
}

bool param_equal(const Action& a, const Action& b, const ParamSpec& param) {
  switch (param.field) {
    case ActionField::space:
      return a.space == b.space;
    case ActionField::move:
      return a.move == b.move;
    case ActionField::stay:
      return a.stay == b.stay;
    case ActionField::row:
      return a.row == b.row;
    case ActionField::column:
      return a.column == b.column;
    case ActionField::give:
      return a.give == b.give;
    case ActionField::gain:
      return a.gain == b.gain;
    case ActionField::building:
      return a.building == b.building;
    case ActionField::batches:
      return a.batches == b.batches;
  }
  return false;
}

}  // namespace caylus
