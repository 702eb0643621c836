#include "core/options.h"

#include <algorithm>

namespace caylus {

const std::vector<OptionInfo>& option_table() {
  // Default first, as in RULES.md "Interpretations".
  static const std::vector<OptionInfo> table = {
      {"favor_architect_cost",
       {"full", "free"},
       "French text + FAQ, Romanian: full cost; Spanish summary: \"sin coste\""},
      {"towers_zero_penalty",
       {"4", "3"},
       "French, Romanian, Spanish summary: -4; Spanish main text: -3"},
      {"notary_returned_tile",
       {"stock", "discard"},
       "French: an owned tile returns to the stock; encyclopedia: not returned"},
      {"best_builder_needs_batch",
       {"true", "false"},
       "silent: does a castle with nobody building award the favor?"},
      {"castle_gold_in_batch",
       {"true", "false"},
       "\"3 different cubes\": is gold one of the types?"},
      {"two_player_swap_first_turn",
       {"false", "true"},
       "FAQ: order changes at the start of each turn: from turn 2, or also turn 1?"},
      {"simplified_favor", {"false", "true"}, "beginners' variant: every favor is 3 PP, no table"},
      {"edition",
       {"second", "first"},
       "second (French rulebook): 10 stone tiles incl. jeweler; first printing: no jeweler"},
      {"lawyer_prestige",
       {"4", "3"},
       "the lawyer tile shows 4 PP in early printings, 3 in later ones"},
      {"stables_effect",
       {"immediate", "next_turn"},
       "rulebook: the new order holds \"from now on\"; some aids: from the next phase 2"},
      {"notary_delay",
       {"end_of_activation", "after_target_activation"},
       "occupied target: French \"when the resolution of the buildings is over\"; English "
       "\"until the building has been activated\""},
      {"notary_unactivated_target",
       {"end_of_phase", "end_of_turn"},
       "target beyond the provost is never activated: transform when phase 5 ends, or at end "
       "of turn"},
      {"market_sells_gold",
       {"true", "false"},
       "the market tile's cube is \"any cube, even gold\"; one implementation forbids gold"},
      {"towers_full_penalty",
       {"exempt_all", "exempt_with_batch"},
       "towers full: no penalty for anyone, or only for a player who holds a batch"},
  };
  return table;
}

namespace {

// Reads and writes one option as the index of its value in option_table().
int value_index(const RuleOptions& o, std::string_view name) {
  if (name == "favor_architect_cost") return o.favor_architect_free ? 1 : 0;
  if (name == "towers_zero_penalty") return o.towers_zero_penalty == 3 ? 1 : 0;
  if (name == "notary_returned_tile") return static_cast<int>(o.notary_returned_tile);
  if (name == "best_builder_needs_batch") return o.best_builder_needs_batch ? 0 : 1;
  if (name == "castle_gold_in_batch") return o.castle_gold_in_batch ? 0 : 1;
  if (name == "two_player_swap_first_turn") return o.two_player_swap_first_turn ? 1 : 0;
  if (name == "simplified_favor") return o.simplified_favor ? 1 : 0;
  if (name == "edition") return static_cast<int>(o.edition);
  if (name == "lawyer_prestige") return o.lawyer_prestige == 3 ? 1 : 0;
  if (name == "stables_effect") return static_cast<int>(o.stables_effect);
  if (name == "notary_delay") return static_cast<int>(o.notary_delay);
  if (name == "notary_unactivated_target") return static_cast<int>(o.notary_unactivated_target);
  if (name == "market_sells_gold") return o.market_sells_gold ? 0 : 1;
  if (name == "towers_full_penalty") return static_cast<int>(o.towers_full_penalty);
  return -1;
}

void set_index(RuleOptions& o, std::string_view name, int i) {
  if (name == "favor_architect_cost") o.favor_architect_free = i == 1;
  if (name == "towers_zero_penalty") o.towers_zero_penalty = i == 1 ? 3 : 4;
  if (name == "notary_returned_tile") o.notary_returned_tile = static_cast<NotaryReturnedTile>(i);
  if (name == "best_builder_needs_batch") o.best_builder_needs_batch = i == 0;
  if (name == "castle_gold_in_batch") o.castle_gold_in_batch = i == 0;
  if (name == "two_player_swap_first_turn") o.two_player_swap_first_turn = i == 1;
  if (name == "simplified_favor") o.simplified_favor = i == 1;
  if (name == "edition") o.edition = static_cast<Edition>(i);
  if (name == "lawyer_prestige") o.lawyer_prestige = i == 1 ? 3 : 4;
  if (name == "stables_effect") o.stables_effect = static_cast<StablesEffect>(i);
  if (name == "notary_delay") o.notary_delay = static_cast<NotaryDelay>(i);
  if (name == "notary_unactivated_target")
    o.notary_unactivated_target = static_cast<NotaryUnactivatedTarget>(i);
  if (name == "market_sells_gold") o.market_sells_gold = i == 0;
  if (name == "towers_full_penalty") o.towers_full_penalty = static_cast<TowersFullPenalty>(i);
}

const OptionInfo* find_option(std::string_view name) {
  for (const auto& info : option_table())
    if (info.name == name) return &info;
  return nullptr;
}

}  // namespace

std::optional<std::string> set_option(RuleOptions& options, std::string_view name,
                                      std::string_view value) {
  const OptionInfo* info = find_option(name);
  if (info == nullptr) {
    std::string message = "unknown rule option '" + std::string(name) + "'; the options are:";
    for (const auto& o : option_table()) message += " " + std::string(o.name);
    return message;
  }
  auto it = std::find(info->values.begin(), info->values.end(), value);
  if (it == info->values.end()) {
    std::string message = "rule option '" + std::string(name) + "' has no value '" +
                          std::string(value) + "'; its values are:";
    for (auto v : info->values) message += " " + std::string(v);
    return message;
  }
  set_index(options, name, static_cast<int>(it - info->values.begin()));
  return std::nullopt;
}

std::string_view get_option(const RuleOptions& options, std::string_view name) {
  const OptionInfo* info = find_option(name);
  if (info == nullptr) return {};
  return info->values[static_cast<std::size_t>(value_index(options, name))];
}

std::vector<std::pair<std::string_view, std::string_view>> non_default_options(
    const RuleOptions& options) {
  std::vector<std::pair<std::string_view, std::string_view>> out;
  for (const auto& info : option_table()) {
    int i = value_index(options, info.name);
    if (i != 0) out.emplace_back(info.name, info.values[static_cast<std::size_t>(i)]);
  }
  return out;
}

}  // namespace caylus
