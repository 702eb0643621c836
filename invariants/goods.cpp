// Goods: deniers, cubes and prestige are never negative (prestige.floor), and every change of
// them is explained by the step's action or by an event of the step.
//   deniers: placement cost (place.cost, .own, .inn, .two_player), provost 1 per space (the
//     merchants' guild is free), the joust's price (core/special_prices.h), exchanges (use), notary
//     1 (0 through the favor), the deniers row 3-7; income, the first pass (+1) and the trading
//     post (+3) come as events.
//   cubes: only the acting player's, as its action says (exchanges, owner bonus, building cost
//     with the favor's discount, notary and joust cloth, castle batches, resources row).
//   prestige: exactly the sum of the step's prestige events, each of the amount of its rule, and
//     negative only for a castle or scoring penalty.
#include <algorithm>
#include <cstdlib>

#include "core/special_prices.h"
#include "core/verbs.h"
#include "invariants/checks.h"

namespace caylus::invariants {
namespace {

using CubeCounts = std::array<int, kCubeTypes>;

bool is_penalty(EventKind k) {
  return k == EventKind::prestige_castle_penalty || k == EventKind::prestige_scoring;
}

// place.cost: the lowest free bridge number; 1 on one's own building (place.cost.own) and always
// 1 for the inn's right-slot holder (place.cost.inn); 3 with two players once one has passed
// (place.cost.two_player).
int placement_cost(const GameState& s, PlayerIndex p, Space space) {
  if (s.inn_right == p) return 1;
  if (is_road(space) && s.road[space].owner == p) return 1;
  if (s.player_count == 2 && s.passed_count > 0) return 3;
  return 1 + s.passed_count;
}

// What the action itself does to the acting player's deniers.
int action_deniers(const StepView& v) {
  const Action& a = v.action;
  switch (a.verb) {
    case Verb::place:
      return -placement_cost(v.before, a.player, a.space);
    case Verb::provost:  // provost.cost in phase 4; the merchants' guild (phase 3) is free
      return v.before.phase == Phase::provost ? -std::abs(a.move) : 0;
    case Verb::joust:  // special.joust_field: its price, as the rule reads it
      return -joust_price(v.before.options).deniers;
    case Verb::use:
      return a.gain.deniers - a.give.deniers;
    case Verb::transform:
      return -1;  // notary.transform: 1 cloth + 1 denier
    case Verb::favor:
      // Deniers row: 3/4/5/6/7. The buildings row's notary costs 1 denier less: nothing.
      return a.row == FavorRow::deniers ? 2 + a.column : 0;
    default:
      return 0;
  }
}

// The cubes a build costs: the tile's cost plus the cube paid for its "any" part; the favor's
// columns 2 and 3 take 1 wood / 1 stone off, column 5 is free under favor_architect_cost=free.
CubeCounts build_price(const GameState& s, const Action& a, int favor_column) {
  CubeCounts price{};
  if (favor_column == 5 && s.options.favor_architect_free) return price;
  const Resources& cost = tile(a.building).cost;
  for (int c = 0; c < kCubeTypes; ++c) price[c] = cost.cubes[c] + a.give.cubes[c];
  if (favor_column == 2 && cost[Cube::wood] > 0) --price[static_cast<int>(Cube::wood)];
  if (favor_column == 3 && cost[Cube::stone] > 0) --price[static_cast<int>(Cube::stone)];
  return price;
}

// What the action does to the acting player's cubes.
CubeCounts action_cubes(const StepView& v) {
  const Action& a = v.action;
  CubeCounts change{};
  if (a.verb == Verb::pass || a.verb == Verb::place || a.verb == Verb::provost) return change;
  auto add = [&](const Resources& r, int sign) {
    for (int c = 0; c < kCubeTypes; ++c) change[c] += sign * r.cubes[c];
  };
  auto subtract = [&](const CubeCounts& price) {
    for (int c = 0; c < kCubeTypes; ++c) change[c] -= price[c];
  };
  constexpr int kCloth = static_cast<int>(Cube::cloth);
  switch (a.verb) {
    case Verb::joust:
      add(joust_price(v.before.options), -1);
      break;
    case Verb::use:
      add(a.gain, 1);
      add(a.give, -1);
      break;
    case Verb::owner_bonus:
      add(a.gain, 1);
      break;
    case Verb::build:  // phase 5: the full cost
      subtract(build_price(v.before, a, 0));
      break;
    case Verb::transform:
      change[kCloth] -= 1;
      break;
    case Verb::castle:
      for (int k = 0; k < kBatchKinds; ++k)
        for (Cube c : kBatchCubes[k]) change[static_cast<int>(c)] -= a.batches[k];
      break;
    case Verb::favor:
      if (a.row == FavorRow::resources) {
        add(a.gain, 1);
        add(a.give, -1);
      } else if (a.row == FavorRow::buildings) {
        if (favor_transforms(a))
          change[kCloth] -= 1;
        else if (a.column != 1)
          subtract(build_price(v.before, a, a.column));
      }
      break;
    default:
      break;
  }
  return change;
}

template <typename Get>
Result non_negative(const GameState& s, std::string_view id, std::string_view what, Get get) {
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    int n = get(s.player(p).goods);
    if (n < 0)
      return fail_with(
          [=] { return (Message() << who(p) << " has " << n << " " << what).fail(id); });
  }
  return std::nullopt;
}

}  // namespace

Result money_non_negative(const GameState& s, const StateContext&) {
  return non_negative(s, id::money_non_negative, "deniers",
                      [](const Resources& r) { return r.deniers; });
}

Result cubes_non_negative(const GameState& s, const StateContext&) {
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    const auto& c = s.player(p).goods.cubes;
    if ((c[0] | c[1] | c[2] | c[3] | c[4]) >= 0) continue;  // the sign bit of any
    for (Cube cube : kAllCubes)
      if (s.player(p).goods[cube] < 0)
        return fail_with([=] {
          return (Message() << who(p) << " has " << s.player(p).goods[cube] << " "
                            << cube_name(cube))
              .fail(id::cubes_non_negative);
        });
  }
  return std::nullopt;
}

Result prestige_non_negative(const GameState& s, const StateContext&) {
  return non_negative(s, id::prestige_non_negative, "PP",
                      [](const Resources& r) { return r.prestige; });
}

Result deniers_explained(const StepView& v, InvariantTracker&) {
  std::array<int, kMaxPlayers> explained{};
  // The event kinds that pay, as one mask: the loop reads an event's kind before its player (most
  // events of a step that has one pay nothing: the workers returned from elsewhere, ...).
  constexpr std::uint32_t kPaying = 1u << static_cast<int>(EventKind::income) |
                                    1u << static_cast<int>(EventKind::first_pass_bonus) |
                                    1u << static_cast<int>(EventKind::worker_returned);
  static_assert(static_cast<int>(EventKind::game_ended) < 32);
  for (const Event& e : v.events) {
    if ((v.event_kinds & kPaying) == 0) break;
    if (e.kind > EventKind::game_ended || ((kPaying >> static_cast<unsigned>(e.kind)) & 1u) == 0)
      continue;
    if (!valid_player(v.after, e.player)) continue;
    switch (e.kind) {
      case EventKind::income:
      case EventKind::first_pass_bonus:
        explained[e.player] += e.amount;
        break;
      case EventKind::worker_returned:  // special.trading_post: 3 deniers as the worker leaves
        if (e.space == special_space(Special::trading_post)) explained[e.player] += 3;
        break;
      default:
        break;
    }
  }
  bool acting = valid_player(v.before, v.action.player);
  if (acting) explained[v.action.player] += action_deniers(v);
  for (PlayerIndex p = 0; p < v.after.player_count; ++p) {
    int was = v.before.player(p).goods.deniers;
    int is = v.after.player(p).goods.deniers;
    if (is - was == explained[p]) continue;
    return fail_with([=] {
      return (Message() << who(p) << "'s deniers went from " << was << " to " << is << " ("
                        << signed_text(is - was) << "), but the action '" << action_text(v.action)
                        << "' and the step's events (income, first pass, trading post) explain "
                        << signed_text(explained[p]))
          .fail(id::deniers_explained);
    });
  }
  return std::nullopt;
}

Result income_amount(const StepView& v, InvariantTracker&) {
  const GameState& s = v.after;
  bool new_turn = s.turn != v.before.turn;
  if (!new_turn && !v.has(EventKind::income)) return std::nullopt;
  std::array<int, kMaxPlayers> count{};
  std::array<int, kMaxPlayers> amount{};
  for (const Event& e : v.events) {
    if (e.kind != EventKind::income) continue;
    if (!valid_player(s, e.player))
      return fail_with([=] {
        return (Message() << "income event for " << who(e.player) << ", who is not seated")
            .fail(id::income_amount);
      });
    ++count[e.player];
    amount[e.player] = e.amount;
  }
  // income.base 2; income.residence, .library, .hotel: the income their tiles print (one pass
  // over the road for every player).
  std::array<int, kMaxPlayers> expected_income{};
  if (new_turn)
    for (Space i = 1; i <= kRoadSpaces; ++i)
      if (valid_player(s, s.road[i].owner) && s.road[i].owner < kMaxPlayers)
        expected_income[s.road[i].owner] += tile(s.road[i].building).income;
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    int expected_count = new_turn ? 1 : 0;
    if (count[p] != expected_count)
      return fail_with([=] {
        return (Message() << who(p) << " collected income " << count[p] << " time(s) in a step "
                          << (new_turn ? "starting turn " : "within turn ") << s.turn)
            .fail(id::income_amount);
      });
    if (!new_turn) continue;
    int expected = 2 + expected_income[p];
    if (amount[p] != expected)
      return fail_with([=] {
        return (Message() << who(p) << " collected " << amount[p] << " deniers of income in turn "
                          << s.turn << "; its buildings give " << expected)
            .fail(id::income_amount);
      });
  }
  return std::nullopt;
}

Result cubes_explained(const StepView& v, InvariantTracker&) {
  bool acting = valid_player(v.before, v.action.player);
  CubeCounts expected{};
  if (acting) expected = action_cubes(v);
  for (PlayerIndex p = 0; p < v.after.player_count; ++p) {
    const auto& was = v.before.player(p).goods.cubes;
    const auto& is = v.after.player(p).goods.cubes;
    bool actor = acting && p == v.action.player;
    bool differs = false;
    if (!actor) {
      differs = was != is;
    } else {
      for (int c = 0; c < kCubeTypes; ++c) differs |= is[c] - was[c] != expected[c];
    }
    if (!differs) continue;
    return fail_with([=] {
      CubeCounts change{};
      for (int c = 0; c < kCubeTypes; ++c) change[c] = is[c] - was[c];
      Message m;
      m << who(p) << "'s cubes changed by " << cube_changes_text(change) << ", but ";
      if (actor)
        m << "the action '" << action_text(v.action) << "' explains "
          << cube_changes_text(expected);
      else
        m << "the action '" << action_text(v.action) << "' is not " << who(p) << "'s";
      return m.fail(id::cubes_explained);
    });
  }
  return std::nullopt;
}

// Event kinds that change prestige, as bits of StepView::event_kinds.
constexpr std::uint32_t kPrestigeKinds =
    (1u << (static_cast<int>(EventKind::prestige_end_bonus) + 1)) - 1;

Result prestige_explained(const StepView& v, InvariantTracker&) {
  if ((v.event_kinds & kPrestigeKinds) == 0 && !v.changed_any(kPrestige)) return std::nullopt;
  std::array<int, kMaxPlayers> explained{};
  for (const Event& e : v.events)
    if (is_prestige_event(e.kind) && valid_player(v.after, e.player))
      explained[e.player] += e.amount;
  for (PlayerIndex p = 0; p < v.after.player_count; ++p) {
    int was = v.before.player(p).goods.prestige;
    int is = v.after.player(p).goods.prestige;
    if (is - was == explained[p]) continue;
    return fail_with([=] {
      return (Message() << who(p) << "'s prestige went from " << was << " to " << is << " ("
                        << signed_text(is - was) << "), but its prestige events add up to "
                        << signed_text(explained[p]))
          .fail(id::prestige_explained);
    });
  }
  return std::nullopt;
}

Result prestige_only_penalties_decrease(const StepView& v, InvariantTracker&) {
  if ((v.event_kinds & kPrestigeKinds) == 0 && !v.changed_any(kPrestige)) return std::nullopt;
  std::array<bool, kMaxPlayers> penalized{};
  for (const Event& e : v.events) {
    if (!is_prestige_event(e.kind) || e.amount >= 0) continue;
    if (!is_penalty(e.kind))
      return fail_with([=] {
        return (Message() << "a " << event_name(e.kind) << " event took " << -e.amount
                          << " PP from " << who(e.player)
                          << "; only castle and scoring penalties take prestige")
            .fail(id::prestige_only_penalties_decrease);
      });
    if (valid_player(v.after, e.player)) penalized[e.player] = true;
  }
  for (PlayerIndex p = 0; p < v.after.player_count; ++p) {
    int was = v.before.player(p).goods.prestige;
    int is = v.after.player(p).goods.prestige;
    if (is < was && !penalized[p])
      return fail_with([=] {
        return (Message() << who(p) << "'s prestige went down from " << was << " to " << is
                          << " without a castle or scoring penalty")
            .fail(id::prestige_only_penalties_decrease);
      });
  }
  return std::nullopt;
}

Result prestige_amounts(const StepView& v, InvariantTracker&) {
  if ((v.event_kinds & kPrestigeKinds) == 0) return std::nullopt;
  const GameState& s = v.after;
  const Action& a = v.action;
  // Each player's prestige as the step's events change it: a penalty takes all of it, or as
  // much as there is (prestige.floor) — never less.
  std::array<int, kMaxPlayers> running{};
  for (PlayerIndex p = 0; p < v.before.player_count; ++p)
    running[p] = v.before.player(p).goods.prestige;
  for (const Event& e : v.events) {
    if (!is_prestige_event(e.kind)) continue;
    int have = valid_player(s, e.player) ? running[e.player] : 0;
    if (valid_player(s, e.player)) running[e.player] += e.amount;
    if (!valid_player(s, e.player))
      return fail_with([=] {
        return (Message() << "a " << event_name(e.kind) << " event for " << who(e.player)
                          << ", who is not seated")
            .fail(id::prestige_amounts);
      });
    int expected = e.amount;  // the amount the rule gives, where it is fixed
    int lowest = e.amount;    // penalties: down to this (less when prestige.floor cuts it)
    switch (e.kind) {
      case EventKind::prestige_owner_placement:  // place.owner_prestige
        expected = 1;
        if (e.detail == e.player)
          return fail_with([=] {
            return (Message() << who(e.player) << " gained owner's prestige for its own worker")
                .fail(id::prestige_amounts);
          });
        break;
      case EventKind::prestige_build:
        expected = e.building == BuildingId::lawyer ? s.options.lawyer_prestige
                                                    : tile(e.building).prestige;
        break;
      case EventKind::prestige_notary:  // notary.transform: the residence's PP
        expected = tile(BuildingId::residence).prestige;
        break;
      case EventKind::prestige_castle_batch:  // castle.prestige
        expected = e.detail * kSectionHousePrestige[static_cast<int>(e.section) % kSectionCount];
        break;
      case EventKind::prestige_castle_penalty:  // castle.penalty
        lowest = -std::min(2, have);
        expected = lowest;
        break;
      case EventKind::prestige_scoring: {  // scoring.dungeon / walls / towers: 0 houses only
        int section = static_cast<int>(e.section) % kSectionCount;
        int penalty = section == 0 ? 2 : section == 1 ? 3 : s.options.towers_zero_penalty;
        lowest = -std::min(penalty, have);
        expected = lowest;
        if (s.houses[section][e.player] != 0)
          return fail_with([=] {
            return (Message() << who(e.player) << " got a scoring penalty in the "
                              << section_name(static_cast<Section>(section)) << " while holding "
                              << s.houses[section][e.player] << " house(s) there")
                .fail(id::prestige_amounts);
          });
        break;
      }
      case EventKind::prestige_favor:
        if (s.options.simplified_favor) {  // every favor is worth 3 PP
          if (e.amount <= 0 || e.amount % 3 != 0) expected = 3;
        } else {
          expected = a.verb == Verb::favor && a.row == FavorRow::prestige ? a.column : 0;
        }
        break;
      case EventKind::prestige_building_use:
        expected = a.verb == Verb::use ? a.gain.prestige : 0;
        break;
      case EventKind::prestige_end_bonus: {  // end.bonus
        const Resources& g = s.player(e.player).goods;
        int other = g[Cube::food] + g[Cube::wood] + g[Cube::stone] + g[Cube::cloth];
        expected = e.detail == 0 ? 3 * g[Cube::gold] : e.detail == 1 ? other / 3 : g.deniers / 4;
        if (!s.game_over()) expected = 0;
        break;
      }
      default:
        break;
    }
    if (e.amount != expected)
      return fail_with([=] {
        return (Message() << "a " << event_name(e.kind) << " event gives " << who(e.player) << " "
                          << signed_text(e.amount) << " PP; the rule gives "
                          << signed_text(expected)
                          << (is_penalty(e.kind)
                                  ? " (" + who(e.player) + " had " + std::to_string(have) + " PP)"
                                  : ""))
            .fail(id::prestige_amounts);
      });
  }
  return std::nullopt;
}

// building (market, peddlers, church, tailor, bank, alchemist, jeweler): a use takes one of the
// offers of the tile (core/buildings.cpp, held to RULES.md by tests/building_table_test.cpp).
Result activation_exchange(const StepView& v, InvariantTracker&) {
  const Action& a = v.action;
  if (a.verb != Verb::use || v.before.decision.kind != DecisionKind::activation ||
      !is_road(v.before.decision.space))
    return std::nullopt;
  BuildingId b = v.before.road[v.before.decision.space].building;
  const Resources& give = a.give;
  const Resources& gain = a.gain;
  const BuildingData& data = tile(b);
  bool ok = data.offer_count == 0;
  for (int i = 0; i < data.offer_count; ++i) ok |= offer_taken_by(data.offers[i], give, gain);
  if (ok) return std::nullopt;
  return fail_with([=] {
    return (Message() << who(a.player) << " used the " << tile(b).name << " giving "
                      << give.cube_total() << " cube(s) and " << give.deniers << " denier(s) for "
                      << gain.cube_total() << " cube(s) and " << gain.prestige
                      << " PP: not one of its offers")
        .fail(id::activation_exchange);
  });
}

}  // namespace caylus::invariants
