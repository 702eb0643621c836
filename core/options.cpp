#include "core/options.h"

#include <algorithm>

namespace caylus {

const std::vector<OptionInfo>& option_table() {
  // Default first, as in RULES.md "Interpretations".
  static const std::vector<OptionInfo> table = {
      {"favor_architect_cost",
       {"full", "free"},
       "French text + FAQ, Romanian: full cost; Spanish summary: \"sin coste\"",
       [](const RuleOptions& o) { return o.favor_architect_free ? 1 : 0; },
       [](RuleOptions& o, int i) { o.favor_architect_free = i == 1; },
       [](const RuleOptions& o) { return static_cast<std::int64_t>(o.favor_architect_free); }},
      {"towers_zero_penalty",
       {"4", "3"},
       "French, Romanian, Spanish summary: -4; Spanish main text: -3",
       [](const RuleOptions& o) { return o.towers_zero_penalty == 3 ? 1 : 0; },
       [](RuleOptions& o, int i) { o.towers_zero_penalty = i == 1 ? 3 : 4; },
       [](const RuleOptions& o) { return static_cast<std::int64_t>(o.towers_zero_penalty); }},
      {"notary_returned_tile",
       {"stock", "discard"},
       "French: an owned tile returns to the stock; encyclopedia: not returned",
       [](const RuleOptions& o) { return static_cast<int>(o.notary_returned_tile); },
       [](RuleOptions& o, int i) { o.notary_returned_tile = static_cast<NotaryReturnedTile>(i); },
       [](const RuleOptions& o) {
         return static_cast<std::int64_t>(static_cast<int>(o.notary_returned_tile));
       }},
      {"best_builder_needs_batch",
       {"true", "false"},
       "silent: does a castle with nobody building award the favor?",
       [](const RuleOptions& o) { return o.best_builder_needs_batch ? 0 : 1; },
       [](RuleOptions& o, int i) { o.best_builder_needs_batch = i == 0; },
       [](const RuleOptions& o) { return static_cast<std::int64_t>(o.best_builder_needs_batch); }},
      {"castle_gold_in_batch",
       {"true", "false"},
       "\"3 different cubes\": is gold one of the types?",
       [](const RuleOptions& o) { return o.castle_gold_in_batch ? 0 : 1; },
       [](RuleOptions& o, int i) { o.castle_gold_in_batch = i == 0; },
       [](const RuleOptions& o) { return static_cast<std::int64_t>(o.castle_gold_in_batch); }},
      {"two_player_swap_first_turn",
       {"false", "true"},
       "FAQ: order changes at the start of each turn: from turn 2, or also turn 1?",
       [](const RuleOptions& o) { return o.two_player_swap_first_turn ? 1 : 0; },
       [](RuleOptions& o, int i) { o.two_player_swap_first_turn = i == 1; },
       [](const RuleOptions& o) {
         return static_cast<std::int64_t>(o.two_player_swap_first_turn);
       }},
      {"simplified_favor",
       {"false", "true"},
       "beginners' variant: every favor is 3 PP, no table",
       [](const RuleOptions& o) { return o.simplified_favor ? 1 : 0; },
       [](RuleOptions& o, int i) { o.simplified_favor = i == 1; },
       [](const RuleOptions& o) { return static_cast<std::int64_t>(o.simplified_favor); }},
      {"edition",
       {"second", "first"},
       "second (French rulebook): 10 stone tiles incl. jeweler; first printing: no jeweler",
       [](const RuleOptions& o) { return static_cast<int>(o.edition); },
       [](RuleOptions& o, int i) { o.edition = static_cast<Edition>(i); },
       [](const RuleOptions& o) { return static_cast<std::int64_t>(static_cast<int>(o.edition)); }},
      {"lawyer_prestige",
       {"4", "3"},
       "the lawyer tile shows 4 PP in early printings, 3 in later ones",
       [](const RuleOptions& o) { return o.lawyer_prestige == 3 ? 1 : 0; },
       [](RuleOptions& o, int i) { o.lawyer_prestige = i == 1 ? 3 : 4; },
       [](const RuleOptions& o) { return static_cast<std::int64_t>(o.lawyer_prestige); }},
      {"stables_effect",
       {"immediate", "next_turn"},
       "rulebook: the new order holds \"from now on\"; some aids: from the next phase 2",
       [](const RuleOptions& o) { return static_cast<int>(o.stables_effect); },
       [](RuleOptions& o, int i) { o.stables_effect = static_cast<StablesEffect>(i); },
       [](const RuleOptions& o) {
         return static_cast<std::int64_t>(static_cast<int>(o.stables_effect));
       }},
      {"notary_delay",
       {"end_of_activation", "after_target_activation"},
       "occupied target: French \"when the resolution of the buildings is over\"; English "
       "\"until the building has been activated\"",
       [](const RuleOptions& o) { return static_cast<int>(o.notary_delay); },
       [](RuleOptions& o, int i) { o.notary_delay = static_cast<NotaryDelay>(i); },
       [](const RuleOptions& o) {
         return static_cast<std::int64_t>(static_cast<int>(o.notary_delay));
       }},
      {"notary_unactivated_target",
       {"end_of_phase", "end_of_turn"},
       "target beyond the provost is never activated: transform when phase 5 ends, or at end "
       "of turn",
       [](const RuleOptions& o) { return static_cast<int>(o.notary_unactivated_target); },
       [](RuleOptions& o, int i) {
         o.notary_unactivated_target = static_cast<NotaryUnactivatedTarget>(i);
       },
       [](const RuleOptions& o) {
         return static_cast<std::int64_t>(static_cast<int>(o.notary_unactivated_target));
       }},
      {"market_sells_gold",
       {"true", "false"},
       "the market tile's cube is \"any cube, even gold\"; one implementation forbids gold",
       [](const RuleOptions& o) { return o.market_sells_gold ? 0 : 1; },
       [](RuleOptions& o, int i) { o.market_sells_gold = i == 0; },
       [](const RuleOptions& o) { return static_cast<std::int64_t>(o.market_sells_gold); }},
      {"towers_full_penalty",
       {"exempt_all", "exempt_with_batch"},
       "towers full: no penalty for anyone, or only for a player who holds a batch",
       [](const RuleOptions& o) { return static_cast<int>(o.towers_full_penalty); },
       [](RuleOptions& o, int i) { o.towers_full_penalty = static_cast<TowersFullPenalty>(i); },
       [](const RuleOptions& o) {
         return static_cast<std::int64_t>(static_cast<int>(o.towers_full_penalty));
       }},
  };
  return table;
}

namespace {

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
  info->set(options, static_cast<int>(it - info->values.begin()));
  return std::nullopt;
}

std::string_view get_option(const RuleOptions& options, std::string_view name) {
  const OptionInfo* info = find_option(name);
  if (info == nullptr) return {};
  return info->values[static_cast<std::size_t>(info->get(options))];
}

std::vector<std::pair<std::string_view, std::string_view>> non_default_options(
    const RuleOptions& options) {
  std::vector<std::pair<std::string_view, std::string_view>> out;
  for (const auto& info : option_table()) {
    int i = info.get(options);
    if (i != 0) out.emplace_back(info.name, info.values[static_cast<std::size_t>(i)]);
  }
  return out;
}

}  // namespace caylus
