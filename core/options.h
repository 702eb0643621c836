// Rule options: one per reading where the rulebooks disagree or are silent (RULES.md,
// "Interpretations"). The default of each is the first value listed there. A game is played
// under one set of options, fixed at setup; `caylus diff` replays a log under two of them.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace caylus {

enum class Edition : std::uint8_t { second, first };
enum class StablesEffect : std::uint8_t { immediate, next_turn };
enum class NotaryDelay : std::uint8_t { end_of_activation, after_target_activation };
enum class NotaryUnactivatedTarget : std::uint8_t { end_of_phase, end_of_turn };
enum class TowersFullPenalty : std::uint8_t { exempt_all, exempt_with_batch };
enum class NotaryReturnedTile : std::uint8_t { stock, discard };

struct RuleOptions {
  bool favor_architect_free = false;    // favor_architect_cost = full | free
  std::int8_t towers_zero_penalty = 4;  // 4 | 3
  NotaryReturnedTile notary_returned_tile = NotaryReturnedTile::stock;
  bool best_builder_needs_batch = true;
  bool castle_gold_in_batch = true;
  bool two_player_swap_first_turn = false;
  bool simplified_favor = false;
  Edition edition = Edition::second;
  std::int8_t lawyer_prestige = 4;  // 4 | 3
  StablesEffect stables_effect = StablesEffect::immediate;
  NotaryDelay notary_delay = NotaryDelay::end_of_activation;
  NotaryUnactivatedTarget notary_unactivated_target = NotaryUnactivatedTarget::end_of_phase;
  bool market_sells_gold = true;
  TowersFullPenalty towers_full_penalty = TowersFullPenalty::exempt_all;

  bool operator==(const RuleOptions&) const = default;
};

// The table of options: one row per option, the one place that names it. Parsing (`--rules`, a
// log's rules.options, the text notation's [Rules]), printing (`caylus rules`, the writers), the
// JSON Schema and the state hash all walk it. Adding an option: a field of RuleOptions, a row
// here, the rule that reads it, and a test.
struct OptionInfo {
  std::string_view name;
  std::vector<std::string_view> values;  // the default first
  std::string_view why;
  int (*get)(const RuleOptions&);           // the index of the current value in `values`
  void (*set)(RuleOptions&, int);           // sets the value of that index
  std::int64_t (*raw)(const RuleOptions&);  // the field as the state hash reads it
};
const std::vector<OptionInfo>& option_table();

// Sets `name` to `value`. On failure returns a message saying which names or values exist.
std::optional<std::string> set_option(RuleOptions& options, std::string_view name,
                                      std::string_view value);
// The value of option `name` as text (name must come from option_table()).
std::string_view get_option(const RuleOptions& options, std::string_view name);
// The options that differ from the defaults, as (name, value) pairs in table order.
std::vector<std::pair<std::string_view, std::string_view>> non_default_options(
    const RuleOptions& options);

}  // namespace caylus
