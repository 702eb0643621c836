#include "tools/fuzzing/policy.h"

#include <algorithm>
#include <array>

#include "core/rules/castle_offers.h"

namespace caylus::fuzzing {
namespace {

// Worth of a worker on `space` for a game that should go deep: the builders first (they put
// tiles on the road, and the architect prestige buildings), then the lawyer, the castle when a
// batch is held, the joust (favors), the buildings that turn goods into PP or gold.
// `saving`: the player has a residence, so it saves for a prestige building (gold and stone).
std::uint32_t space_worth(const GameState& s, PlayerIndex p, bool saving, Space space) {
  const Resources& goods = s.player(p).goods;
  if (is_special(space)) {
    switch (to_special(space)) {
      case Special::castle: {
        bool batch = goods[Cube::food] > 0 && (goods[Cube::wood] > 0) + (goods[Cube::stone] > 0) +
                                                      (goods[Cube::cloth] > 0) +
                                                      (goods[Cube::gold] > 0) >=
                                                  2;
        return batch ? 20 : 2;
      }
      case Special::joust_field:
        return 10;
      case Special::trading_post:  // 3 deniers: the builders and the castle cost money
        return goods.deniers < 4 ? 15 : 4;
      default:
        return 4;
    }
  }
  if (!is_road(space)) return 2;
  const BuildingData& data = building(s.road[space].building);
  switch (data.effect) {
    case Effect::carpenter:  // worth it only with wood to build with
      return goods[Cube::wood] > 0 ? 15 : 2;
    case Effect::mason:  // its tiles cost the stone a saving player keeps
      return goods[Cube::stone] > 0 && !saving ? 15 : 2;
    case Effect::market:
      return goods.deniers < 6 && goods.cube_total() > 0 ? 12 : 4;
    case Effect::architect:  // a prestige building replaces one of the builder's residences
      return saving ? 40 : 3;
    case Effect::notary:  // a residence, for 1 cloth and 1 denier
      return goods[Cube::cloth] > 0 ? 25 : 3;
    case Effect::bank:
    case Effect::alchemist:
      return saving ? 20 : 8;
    case Effect::church:
    case Effect::tailor:
      return 8;
    case Effect::jeweler:  // spends the gold a prestige building needs
      return saving ? 2 : 8;
    case Effect::production: {
      bool gives_gold = data.production[0][Cube::gold] > 0;
      bool gives_stone = data.production[0][Cube::stone] > 0 ||
                         (data.production_options > 1 && data.production[1][Cube::stone] > 0);
      if (saving && gives_gold) return 25;
      if (saving && gives_stone) return 15;
      if (goods[Cube::food] == 0 && data.production[0][Cube::food] > 0) return 12;
      return 8;
    }
    default:
      return 6;
  }
}

// Which batch kinds spend stone or gold.
constexpr std::array<bool, kBatchKinds> kStoneOrGold = [] {
  std::array<bool, kBatchKinds> uses{};
  for (int k = 0; k < kBatchKinds; ++k)
    for (Cube c : kBatchCubes[k]) uses[k] = uses[k] || c == Cube::stone || c == Cube::gold;
  return uses;
}();
// The same as bytes of rules::batch_bytes.
constexpr std::uint64_t kStoneOrGoldBytes = [] {
  std::uint64_t bytes = 0;
  for (int k = 0; k < kBatchKinds; ++k)
    if (kStoneOrGold[k]) bytes |= 0xFFULL << (8 * k);
  return bytes;
}();

// Group weights: actions of one group (a favor cell, a number of batches, a kind of use)
// share their group's weight, so that a cell offering 20 parameter choices is not 20 times
// likelier than a cell offering one.
struct Grouped {
  std::vector<std::uint32_t> group_of, group_weight, count, share;
  std::size_t added = 0;
  // Room for `actions` actions: add() writes in place (thousands at a rich castle decision).
  void clear(std::size_t actions) {
    group_of.resize(actions);
    added = 0;
    group_weight.clear();
    count.clear();
  }
  // Each group's actions counted as they are added (a second pass over thousands of actions
  // cost as much as the add).
  [[gnu::always_inline]] void add(std::uint32_t group, std::uint32_t weight) {
    group_of[added++] = group;
    if (group_weight.size() <= group) [[unlikely]] {
      group_weight.resize(group + 1, 0);
      count.resize(group + 1, 0);
    }
    group_weight[group] = weight;
    ++count[group];
  }
  void spread(std::vector<std::uint32_t>& out) {
    // 720 is divisible by every group size up to 6; larger groups round, never below 1. One
    // division per group, not per action (a rich castle decision has thousands of actions in
    // a few dozen groups).
    share.resize(group_weight.size());
    for (std::size_t g = 0; g < share.size(); ++g)
      if (count[g] > 0) share[g] = std::max<std::uint32_t>(1, group_weight[g] * 720 / count[g]);
    out.resize(added);
    for (std::size_t i = 0; i < added; ++i) out[i] = share[group_of[i]];
  }
};

void guided_weights(const GameState& s, const std::vector<Action>& legal,
                    std::vector<std::uint32_t>& out) {
  thread_local Grouped grouped;  // reused: no allocation per decision
  grouped.clear(legal.size());
  // Every legal action is the pending decision's player's.
  bool saving = s.decision.player != kNoPlayer && s.residences_owned(s.decision.player) > 0;
  for (const Action& a : legal) {
    if (a.verb == Verb::castle) {
      // The castle case below, from the six batch counts read as one word (a rich castle
      // decision offers thousands): the same groups and weights, so the same draws.
      std::uint64_t batches = rules::batch_bytes(a);
      if (rules::batch_bytes_summable(batches)) [[likely]] {
        bool dear = (batches & kStoneOrGoldBytes) != 0;
        auto b = static_cast<std::uint32_t>(rules::batch_bytes_total(batches));
        grouped.add(2 * b + dear, b == 0 ? 1 : (dear && saving ? 2 : 12) * b);
        continue;
      }
    }
    switch (a.verb) {
      case Verb::pass:
        grouped.add(0, 2);
        break;
      case Verb::place:
      case Verb::gate:
        // One group per space: the space's worth.
        grouped.add(1 + a.space, space_worth(s, a.player, saving, a.space));
        break;
      case Verb::joust:
        grouped.add(0, 8);
        break;
      case Verb::provost:
        // Leaving the provost where it is: moved back, it takes buildings away from the players
        // behind it; moved beyond the bailiff, the bailiff moves 2 spaces and the game ends
        // sooner.
        grouped.add(static_cast<std::uint32_t>(a.move + 3), a.move == 0 ? 8 : 1);
        break;
      case Verb::favor: {
        // Higher columns first (1, 4, 16, 64, 256), so that a row's marker keeps advancing:
        // one group per cell.
        std::uint32_t cell = static_cast<std::uint32_t>(a.row) * kFavorColumns + a.column;
        // The buildings row most: its columns 2-5 need something to build, so without a push
        // its marker lags and column 5 (a prestige building) is never reached.
        std::uint32_t row_bonus = a.row == FavorRow::buildings ? 3 : 1;
        grouped.add(cell, row_bonus << (2 * std::min(4, std::max(0, a.column - 1))));
        break;
      }
      case Verb::build:
        // Prestige buildings (the architect, the favor's column 5) most, the dearer the likelier
        // (the cathedral is seldom affordable),
        // and the tiles that lead to them (lawyer, architects) before the others.
        grouped.add(1 + static_cast<std::uint32_t>(a.building),
                    building(a.building).kind == BuildingKind::prestige
                        ? 200 * (1 + building(a.building).cost[Cube::gold])
                    : building(a.building).effect == Effect::architect ||
                            building(a.building).effect == Effect::notary
                        ? 120
                        : 40);
        break;
      case Verb::transform:
        grouped.add(0, 30);
        break;
      case Verb::use:
        // The bigger exchange of the church, tailor, bank, alchemist and jeweler is worth more.
        grouped.add(1 + static_cast<std::uint32_t>(a.give.cube_total() + a.give.deniers), 10);
        break;
      case Verb::castle:
        // Offering batches when they are held: more batches, more houses.
        // A player saving for a prestige building keeps its gold and stone.
        {
          bool dear = false;  // gold or stone: the dear prestige buildings need both
          for (int k = 0; k < kBatchKinds; ++k) dear = dear || (kStoneOrGold[k] && a.batches[k]);
          int b = batch_total(a.batches);
          grouped.add(static_cast<std::uint32_t>(2 * b + dear),
                      b == 0 ? 1 : static_cast<std::uint32_t>((dear && saving ? 2 : 12) * b));
        }
        break;
      case Verb::decline:
        grouped.add(0, 1);
        break;
      default:  // inn, owner_bonus: as uniform
        grouped.add(0, 4);
        break;
    }
  }
  grouped.spread(out);
}

}  // namespace

const std::vector<PolicyInfo>& policy_table() {
  static const std::vector<PolicyInfo> table = {
      {"uniform", "every legal action equally likely", nullptr},
      {"guided",
       "random, weighted toward batches, building (carpenter, mason, architect), the lawyer, "
       "higher favor columns and the joust; every legal action keeps a chance",
       guided_weights},
  };
  return table;
}

const PolicyInfo* find_policy(std::string_view name) {
  for (const auto& info : policy_table())
    if (info.name == name) return &info;
  return nullptr;
}

std::string policy_names() {
  std::string names;
  for (const auto& info : policy_table())
    names += (names.empty() ? "" : "|") + std::string(info.name);
  return names;
}

std::size_t pick_action(const PolicyInfo& policy, const GameState& state,
                        const std::vector<Action>& legal, SplitMix64& rng) {
  if (policy.weights == nullptr || legal.size() == 1) return rng.below(legal.size());
  thread_local std::vector<std::uint32_t> weights;
  policy.weights(state, legal, weights);
  std::uint64_t total = 0;
  for (auto w : weights) total += w;
  std::uint64_t r = rng.below(total);
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (r < weights[i]) return i;
    r -= weights[i];
  }
  return legal.size() - 1;
}

}  // namespace caylus::fuzzing
