// Prestige: never negative (a penalty takes what there is: prestige.floor), and every change
// is explained: exactly the sum of the step's prestige events, each of the amount of its rule
// (place.owner_prestige, the building's PP, notary.transform, castle.prestige, the favor's
// column, end.bonus), and negative only for a castle or scoring penalty (castle.penalty,
// scoring.dungeon / walls / towers).
#include <algorithm>
#include <string>

#include "core/option_readings.h"
#include "invariants/checks.h"

namespace caylus::invariants {
namespace {

bool is_penalty(EventKind k) {
  return k == EventKind::prestige_castle_penalty || k == EventKind::prestige_scoring;
}

Result prestige_non_negative(const GameState& s, const StateContext&) {
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    int n = s.player(p).goods.prestige;
    if (n < 0) return fail_with([=] { return fill_in(tr("{0} has {1} PP"), who(p), n); });
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
      return fill_in(tr("{0}'s prestige went from {1} to {2} ({3}), but {0}'s prestige events add "
                        "up to {4}"),
                     who(p), was, is, signed_text(is - was), signed_text(explained[p]));
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
        return fill_in(tr("a {0} event took {1} PP from {2}; only the castle's and the scoring's "
                          "penalties take prestige"),
                       event_name(e.kind), -e.amount, who(e.player));
      });
    if (valid_player(v.after, e.player)) penalized[e.player] = true;
  }
  for (PlayerIndex p = 0; p < v.after.player_count; ++p) {
    int was = v.before.player(p).goods.prestige;
    int is = v.after.player(p).goods.prestige;
    if (is < was && !penalized[p])
      return fail_with([=] {
        return fill_in(tr("{0}'s prestige went down from {1} to {2} without a penalty of the "
                          "castle or of a scoring"),
                       who(p), was, is);
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
        return fill_in(tr("a {0} event for {1}, who is not seated"), event_name(e.kind),
                       who(e.player));
      });
    int expected = e.amount;  // the amount the rule gives, where it is fixed
    int lowest = e.amount;    // penalties: down to this (less when prestige.floor cuts it)
    switch (e.kind) {
      case EventKind::prestige_owner_placement:  // place.owner_prestige
        expected = 1;
        if (e.detail == e.player)
          return fail_with([=] {
            return fill_in(tr("{0} gained the owner's prestige for a worker of its own"),
                           who(e.player));
          });
        break;
      case EventKind::prestige_build:
        expected = built_prestige(s.options, e.building);
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
        int penalty = section == 0 ? 2 : section == 1 ? 3 : towers_empty_penalty(s.options);
        lowest = -std::min(penalty, have);
        expected = lowest;
        if (s.houses[section][e.player] != 0)
          return fail_with([=] {
            return fill_in(tr("{0} got a scoring penalty in the {1} while holding {2} there"),
                           who(e.player), section_words(section),
                           houses_text(s.houses[section][e.player]));
          });
        break;
      }
      case EventKind::prestige_favor:
        if (int each = favor_as_prestige(s.options); each > 0) {  // every favor is worth 3 PP
          if (e.amount <= 0 || e.amount % each != 0) expected = each;
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
        if (is_penalty(e.kind))
          return fill_in(tr("a {0} event gives {1} {2} PP; the rule gives {3} ({1} had {4} PP)"),
                         event_name(e.kind), who(e.player), signed_text(e.amount),
                         signed_text(expected), have);
        return fill_in(tr("a {0} event gives {1} {2} PP; the rule gives {3}"), event_name(e.kind),
                       who(e.player), signed_text(e.amount), signed_text(expected));
      });
  }
  return std::nullopt;
}

// The prestige events' kinds, which trigger the prestige checks.
constexpr std::uint64_t kOnPrestigeEvents =
    on_events({E::prestige_owner_placement, E::prestige_build, E::prestige_notary,
               E::prestige_castle_batch, E::prestige_castle_penalty, E::prestige_scoring,
               E::prestige_favor, E::prestige_building_use, E::prestige_end_bonus});

}  // namespace

// This file's rows, in the order they are checked: state checks first (invariants.cpp).
std::span<const Row> prestige_rows() {
  static constexpr Row rows[] = {
      {"prestige.non_negative", "no player's prestige is ever below 0 (prestige.floor)",
       prestige_non_negative, nullptr, kPrestige | kSetup},
      {"prestige.explained",
       "each player's prestige changes by exactly the sum of its prestige events", nullptr,
       prestige_explained, 0, on_parts(kPrestige) | kOnPrestigeEvents},
      {"prestige.only_penalties_decrease",
       "prestige goes down only through a castle or scoring penalty", nullptr,
       prestige_only_penalties_decrease, 0, on_parts(kPrestige) | kOnPrestigeEvents},
      {"prestige.amounts",
       "each prestige event has the amount of its rule (owner +1, building PP, notary +2, "
       "houses, penalties (all of them, or what prestige is left: prestige.floor), favor column, "
       "end bonus)",
       nullptr, prestige_amounts, 0, kOnPrestigeEvents},
  };
  return rows;
}

}  // namespace caylus::invariants
