// The verbs of a log and their parameters, declared once (LOG_FORMAT.md, "Verbs").
//
// One row per verb: its name, the decisions it answers (and so the phases it is played in), and
// its parameters with their JSON key
// (which is also the text notation's keyword), their kind and the Action field they fill. The JSON
// reader and writer, the text notation's reader and writer, the JSON Schema (`caylus schema`),
// `caylus rules` and the completion of left-out parameters all walk this table; nothing else
// spells a verb's parameters.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "core/action.h"
#include "core/state.h"

namespace caylus {

// What a parameter holds, and so how it is written: a space (special name, building id, short
// name or road number), the provost's move (-3..3, written "+2" in text), the inn's choice
// (true/false, "stay"/"leave" in text), a favor row, a favor column (1..5), cubes (one name or a
// list; "wood+cloth" in text), goods (cubes, deniers, prestige; "cloth+2 deniers" in text), a
// building id (a tile of the stock), castle batches (lists of 3 cubes).
enum class ParamKind : std::uint8_t {
  space,
  move,
  stay,
  favor_row,
  column,
  cubes,
  goods,
  building,
  batches
};

// The Action member a parameter fills (core/action.h).
enum class ActionField : std::uint8_t {
  space,
  move,
  stay,
  row,
  column,
  give,
  gain,
  building,
  batches
};

struct ParamSpec {
  std::string_view key;  // the JSON key, and the keyword in text
  ParamKind kind;
  ActionField field;
  // The JSON reader refuses a log that leaves it out. Every other parameter may be left out when
  // the rules leave one value for it (the replayer completes it: replay/walk/following.h).
  bool required;
  // Written in text without its keyword, in table order, right after the verb
  // ("green place 9", "orange favor resources 4 ...", "red provost -2").
  bool positional;
  std::string_view meaning;
};

// A set of decision kinds: bit k for DecisionKind k.
using DecisionKinds = std::uint16_t;
constexpr DecisionKinds decision_bit(DecisionKind kind) {
  return static_cast<DecisionKinds>(1u << static_cast<unsigned>(kind));
}
constexpr DecisionKinds decision_kinds(std::initializer_list<DecisionKind> kinds) {
  DecisionKinds out = 0;
  for (DecisionKind k : kinds) out |= decision_bit(k);
  return out;
}

struct VerbSpec {
  Verb verb;
  std::string_view name;
  // The decisions it answers (LOG_FORMAT.md, "Verbs"): the one place that says which verb
  // answers which decision (verb_answers, and the phases of verb_phases, follow from it).
  DecisionKinds answers;
  std::string_view meaning;
  std::span<const ParamSpec> params;
};

const std::array<VerbSpec, kVerbCount>& verb_table();
inline const VerbSpec& verb_spec(Verb v) {
  return verb_table()[static_cast<int>(v)];
}

// Whether `verb` answers a decision of `kind` (the table's `answers`). The replayer and the log
// writer use it to tell an attempt to answer the pending decision (judged as it is) from an
// action meant for a later decision (a forced choice the log left out comes first).
bool verb_answers(DecisionKind kind, Verb verb);
// The phases the verb is played in, from the decisions it answers: "2", "3, 5", "any" (a favor).
std::string verb_phases(const VerbSpec& verb);

// Whether the action names a space: a verb with a required space parameter always does, one
// whose space parameters are optional when its space is set (a prestige building's residence,
// a favor's site or target).
bool takes_space(const Action& a);

// The parameter of `verb` named `key`, or nullptr.
const ParamSpec* find_param(Verb verb, std::string_view key);
// Its index in verb_spec(verb).params (bit i of LogEntry::given), or -1.
int param_index(Verb verb, std::string_view key);

// The favor that names a notary target (`target`) rather than a residence (`on`): buildings
// row, column 4 (favors.buildings: "transformer une résidence ... comme le notaire").
constexpr bool favor_transforms(const Action& a) {
  return a.row == FavorRow::buildings && a.column == 4;
}

// A give / gain parameter: an amount, which may be said and still be nothing ("gain nothing").
constexpr bool is_amount(const ParamSpec& param) {
  return param.field == ActionField::give || param.field == ActionField::gain;
}

// Whether the parameter has a value in `a` (a space set, cubes given, a building named...).
// Used to write only what an action holds.
bool param_present(const Action& a, const ParamSpec& param);
// Whether `a` and `b` agree on the parameter (the fields it fills are equal).
bool param_equal(const Action& a, const Action& b, const ParamSpec& param);

}  // namespace caylus
