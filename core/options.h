// Rule options: one per reading where the rulebooks disagree or are silent (RULES.md,
// "Interpretations"). The default of each is the first value listed there. A game is played
// under one set of options, fixed at setup; `caylus diff` replays a log under two of them.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/rule_id.h"

namespace caylus {

enum class Edition : std::uint8_t { second, first };
enum class StablesEffect : std::uint8_t { immediate, next_turn };
enum class NotaryDelay : std::uint8_t { end_of_activation, after_target_activation };
enum class NotaryUnactivatedTarget : std::uint8_t { end_of_phase, end_of_turn };
enum class TowersFullPenalty : std::uint8_t { exempt_all, exempt_with_batch };
enum class NotaryReturnedTile : std::uint8_t { stock, discard };

struct RuleOptions {
  // Each member is one row of option_table() (core/options.cpp); the comment above it is that
  // row's name and values, the default first (OptionRecipe.EveryMemberSaysItsRow holds each
  // comment to the table).
  // option favor_architect_cost = full | free
  bool favor_architect_free = false;
  // option towers_zero_penalty = 4 | 3
  std::int8_t towers_zero_penalty = 4;
  // option notary_returned_tile = stock | discard
  NotaryReturnedTile notary_returned_tile = NotaryReturnedTile::stock;
  // option best_builder_needs_batch = true | false
  bool best_builder_needs_batch = true;
  // option castle_gold_in_batch = true | false
  bool castle_gold_in_batch = true;
  // option two_player_swap_first_turn = false | true
  bool two_player_swap_first_turn = false;
  // option simplified_favor = false | true
  bool simplified_favor = false;
  // option edition = second | first
  Edition edition = Edition::second;
  // option lawyer_prestige = 4 | 3
  std::int8_t lawyer_prestige = 4;
  // option stables_effect = immediate | next_turn
  StablesEffect stables_effect = StablesEffect::immediate;
  // option notary_delay = end_of_activation | after_target_activation
  NotaryDelay notary_delay = NotaryDelay::end_of_activation;
  // option notary_unactivated_target = end_of_phase | end_of_turn
  NotaryUnactivatedTarget notary_unactivated_target = NotaryUnactivatedTarget::end_of_phase;
  // option market_sells_gold = true | false
  bool market_sells_gold = true;
  // option towers_full_penalty = exempt_all | exempt_with_batch
  TowersFullPenalty towers_full_penalty = TowersFullPenalty::exempt_all;

  bool operator==(const RuleOptions&) const = default;
};

struct Action;
struct GameState;
struct Event;

// The table of options: one row per option, the one place that names it. Parsing (`--rules`, a
// log's rules.options, the text notation's [Rules]), printing (`caylus rules`, the writers), the
// JSON Schema, the state hash, the rule texts (`caylus rules RULE_ID`: the options touching a
// rule) and the metamorphic property option.unused_irrelevant (tools/fuzzing/metamorphic.h) all
// walk it. Adding an option is docs/developing.md "A rule option": the field of RuleOptions, a
// row here, the rule that reads it, a scenario per value; tests/recipes_test.cpp fails when
// a step is skipped.
struct OptionField {
  std::int64_t (*read)(const RuleOptions&);  // the field as a number (the state hash reads it)
  void (*write)(RuleOptions&, std::int64_t);
  std::vector<std::int64_t> codes;  // the field's number for each value of the row
};

// Whether a step (the state before, the action, its events, the state after, under the game's
// own options) may depend on the option's value.
using OptionInPlay = bool (*)(const GameState& before, const Action& action,
                              const std::vector<Event>& events, const GameState& after);

struct OptionInfo {
  std::string_view name;
  std::vector<std::string_view> values;  // the default first
  OptionField field;                     // the member of RuleOptions, one code per value
  std::string_view why;                  // the readings, in words (RULES.md "Interpretations")
  std::vector<RuleId> rules;  // the rules it changes; the first is the one it is a reading of
  std::string_view when;      // when the option comes into play, in words
  OptionInPlay in_play;       // nullptr: from the setup on (the option shapes the initial state)

  int index(const RuleOptions& o) const;      // of the current value in `values`
  void set(RuleOptions& o, int index) const;  // sets the value of that index
  std::int64_t raw(const RuleOptions& o) const { return field.read(o); }
};

// The accessors of a member of RuleOptions, and the field's number for each value in row order:
// field<&RuleOptions::towers_zero_penalty>({4, 3}).
template <auto kMember>
OptionField field(std::vector<std::int64_t> codes) {
  using T = std::remove_reference_t<decltype(RuleOptions{}.*kMember)>;
  return {[](const RuleOptions& o) { return static_cast<std::int64_t>(o.*kMember); },
          [](RuleOptions& o, std::int64_t v) { o.*kMember = static_cast<T>(v); }, std::move(codes)};
}

// The options of the pinned behaviour signature: the first rows of the table. The signature
// plays its games under the defaults and under these at their second value, and the state hash
// reads these always, as when the signature was pinned; an option added after them is hashed
// only when its value differs from the default (its row's number first). So a new option
// changes neither the hash of a game under the defaults nor the pinned signature
// (tests/signature_test.cpp); its values are pinned by its scenarios instead.
inline constexpr std::size_t kSignatureOptions = 14;

const std::vector<OptionInfo>& option_table();

// Sets `name` to `value`. On failure returns a message saying which names or values exist.
std::optional<std::string> set_option(RuleOptions& options, std::string_view name,
                                      std::string_view value);
// The value of option `name` as text (name must come from option_table()).
std::string_view get_option(const RuleOptions& options, std::string_view name);
// "name=value": the row's option at its value in `options`, in the table's words.
std::string option_setting(const OptionInfo& row, const RuleOptions& options);
// "name=value" of the row's value of that index (an example in a message).
std::string option_setting(const OptionInfo& row, int index);

// The row of the option stored in a member of RuleOptions: option_of<&RuleOptions::x>(). A
// message or narration names an option by its member and takes its words (name, values) from
// the row, so renaming either in the table leaves no stale text (docs/developing.md, "A rule
// option"). The row is the one whose second value moves that member (each row writes its own
// field: tests/recipes_test.cpp); a member without a row throws std::logic_error.
const OptionInfo& option_row_moving(bool (*moved)(const RuleOptions&));
template <auto kMember>
const OptionInfo& option_of() {
  static const OptionInfo& row = option_row_moving(
      [](const RuleOptions& o) { return !(o.*kMember == RuleOptions{}.*kMember); });
  return row;
}
// The options that differ from the defaults, as (name, value) pairs in table order.
std::vector<std::pair<std::string_view, std::string_view>> non_default_options(
    const RuleOptions& options);

}  // namespace caylus
