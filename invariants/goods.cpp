// Goods: deniers and cubes are never negative, and every change of them is explained by the
// step's action or by an event of the step (prestige: prestige.cpp).
//   deniers: placement cost (place.cost, .own, .inn, .two_player), provost 1 per space (the
//     merchants' guild is free), the joust's price (core/option_readings.h), exchanges (use),
//     notary 1 (0 through the favor), the deniers row 3-7; income, the first pass (+1) and the
//     trading post (+3) come as events.
//   cubes: only the acting player's, as its action says (exchanges, owner bonus, building cost
//     with the favor's discount, notary and joust cloth, castle batches, resources row).
#include <algorithm>
#include <cstdlib>

#include "core/option_readings.h"
#include "core/verbs.h"
#include "invariants/checks.h"

namespace caylus::invariants {
namespace {

using CubeCounts = std::array<int, kCubeTypes>;

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
  if (architect_favor_free(s.options, favor_column)) return price;
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

Result money_non_negative(const GameState& s, const StateContext&) {
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    int n = s.player(p).goods.deniers;
    if (n < 0)
      return fail_with([=] { return fill_in(tr("{0} has {1}"), who(p), deniers_text(n)); });
  }
  return std::nullopt;
}

Result cubes_non_negative(const GameState& s, const StateContext&) {
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    const auto& c = s.player(p).goods.cubes;
    if ((c[0] | c[1] | c[2] | c[3] | c[4]) >= 0) continue;  // the sign bit of any
    for (Cube cube : kAllCubes)
      if (s.player(p).goods[cube] < 0)
        return fail_with([=] {
          return fill_in(tr("{0} has {1}"), who(p), cube_count_text(cube, s.player(p).goods[cube]));
        });
  }
  return std::nullopt;
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
    if (is_reason_event(e.kind) || ((kPaying >> static_cast<unsigned>(e.kind)) & 1u) == 0) continue;
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
      return fill_in(tr("{0}'s deniers went from {1} to {2} ({3}), but the action '{4}' and the "
                        "step's events (income, first pass, trading post) explain {5}"),
                     who(p), was, is, signed_text(is - was), action_text(v.action),
                     signed_text(explained[p]));
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
      return fail_with(
          [=] { return fill_in(tr("an income event for {0}, who is not seated"), who(e.player)); });
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
        std::string times = fill_in(tr_n("{0} time", "{0} times", count[p]), count[p]);
        return new_turn ? fill_in(tr("{0} collected income {1} in a step starting turn {2}"),
                                  who(p), times, s.turn)
                        : fill_in(tr("{0} collected income {1} in a step within turn {2}"), who(p),
                                  times, s.turn);
      });
    if (!new_turn) continue;
    int expected = 2 + expected_income[p];
    if (amount[p] != expected)
      return fail_with([=] {
        return fill_in(
            tr("{0} collected an income of {1} in turn {2}; 2 and its buildings give {3}"), who(p),
            deniers_text(amount[p]), s.turn, expected);
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
      if (actor)
        return fill_in(tr("{0}'s cubes changed by {1}, but the action '{2}' explains {3}"), who(p),
                       cube_change_words(change), action_text(v.action),
                       cube_change_words(expected));
      return fill_in(tr("{0}'s cubes changed by {1}, but the action '{2}' is not {0}'s"), who(p),
                     cube_change_words(change), action_text(v.action));
    });
  }
  return std::nullopt;
}

}  // namespace

// This file's rows, in the order they are checked: state checks first (invariants.cpp).
std::span<const Row> goods_rows() {
  static constexpr Row rows[] = {
      {"money.non_negative", "no player ever has fewer than 0 deniers", money_non_negative, nullptr,
       kDeniers | kSetup},
      {"cubes.non_negative", "no player ever has fewer than 0 cubes of a type", cubes_non_negative,
       nullptr, kCubes | kSetup},
      {"deniers.explained",
       "deniers change only as the action and the step's events say: placement cost, provost, "
       "joust, exchanges, notary, favor; income, first pass, trading post",
       nullptr, deniers_explained, 0,
       on_parts(kDeniers) | on_events({E::income, E::first_pass_bonus, E::worker_returned}) |
           on_verbs({V::place, V::provost, V::joust, V::use, V::transform, V::favor})},
      {"income.amount",
       "at each new turn every player collects income once: 2 deniers, +1 per residence, +1 "
       "library, +2 hotel",
       nullptr, income_amount, 0, on_parts(kTurnPhase) | on_events({E::income})},
      {"cubes.explained",
       "cubes change only for the acting player, as its action says: exchanges, owner bonus, "
       "building costs, notary, joust, castle batches, favor",
       nullptr, cubes_explained, 0,
       on_parts(kCubes) | on_verbs({V::joust, V::use, V::owner_bonus, V::build, V::transform,
                                    V::castle, V::favor})},
  };
  return rows;
}

}  // namespace caylus::invariants
