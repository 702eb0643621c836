// Phase 6 — the castle (castle.*).
// In castle-slot order, each player there offers any number of batches: 3 cubes of 3 different
// types, one of them food (castle.batch; option castle_gold_in_batch). Each batch puts a house in
// the current section, the first one not yet scored, overflowing into the next when full; no
// batch once the towers are full (castle.section). A house is worth 5 PP in the dungeon, 4 in the
// walls, 3 in the towers (castle.prestige). Offering no batch costs 2 PP, except when the towers
// are full (castle.penalty; option towers_full_penalty). The player with the most batches gains
// a favor; a tie goes to the one who entered the castle first (castle.best_builder; option
// best_builder_needs_batch).
#include <algorithm>

#include "core/language/catalog.h"
#include "core/option_readings.h"
#include "core/rules/rules.h"

namespace caylus::rules {
namespace {

Resources batch_cost(const Batches& batches) {
  Resources cost;
  for (int k = 0; k < kBatchKinds; ++k)
    for (Cube c : kBatchCubes[k]) cost[c] = static_cast<std::int16_t>(cost[c] + batches[k]);
  return cost;
}

bool holds_a_batch(const GameState& s, PlayerIndex p) {
  const Resources& goods = s.player(p).goods;
  int kinds = batch_kinds(s.options);
  for (int k = 0; k < kinds; ++k) {
    bool ok = true;
    for (Cube c : kBatchCubes[k]) ok = ok && goods[c] > 0;
    if (ok) return true;
  }
  return false;
}

// Every offer of batches the player can pay for (castle.batch: `left` never goes below 0), that
// fits in the castle (castle.section: at most `room` houses) and uses only the `kinds` allowed
// (castle_gold_in_batch): exactly check_castle's three tests, so each one is accepted as it is
// made, without asking check_castle again (it was most of a rich game's castle decisions).
// tests/castle_test.cpp compares this set with every offer check() accepts. The kinds before
// `kind` are set in `offer`; the counts of `kind` go up from 0, the later kinds vary fastest.
// A rich game's castle decision offers thousands: the last kind's counts are offered in a loop
// (no call per offer) and `offer` is changed in place, not copied for each.
// The most batches of `kind`: the room left, and the fewest of its three cubes held.
[[gnu::always_inline]] inline int most_batches(const Resources& left, int kind, int room) {
  int most = room;
  for (Cube c : kBatchCubes[kind]) most = std::min<int>(most, left[c]);
  return std::max(most, 0);
}

// The last kind's counts, 0 to the most.
[[gnu::always_inline]] inline void offer_last_kind(const Resources& left, int kind, int room,
                                                   Action& offer, Candidates& out) {
  int most = most_batches(left, kind, room);
  for (int n = 0; n <= most; ++n) {
    offer.batches[kind] = static_cast<std::uint8_t>(n);
    out.accepted(offer);
  }
  offer.batches[kind] = 0;
}

void enumerate_batches(const Resources& left, int kind, int kinds, int room, Action& offer,
                       Candidates& out) {
  if (kind >= kBatchKinds) return;  // kinds <= kBatchKinds; the bound tells GCC too
  if (kind == kinds - 1) {
    offer_last_kind(left, kind, room, offer, out);
    return;
  }
  int most = most_batches(left, kind, room);
  Resources remaining = left;
  for (int n = 0;; ++n) {
    offer.batches[kind] = static_cast<std::uint8_t>(n);
    // The last kind inline rather than by a call: in a rich decision it offers only a few
    // counts each time, and the call cost as much as they did.
    if (kind + 1 == kinds - 1)
      offer_last_kind(remaining, kind + 1, room - n, offer, out);
    else
      enumerate_batches(remaining, kind + 1, kinds, room - n, offer, out);
    if (n == most) break;
    for (Cube c : kBatchCubes[kind]) --remaining[c];
  }
  offer.batches[kind] = 0;
}

}  // namespace

int castle_room(const GameState& s) {
  // The sections before the current one are scored, so the room left is that of every section
  // not yet scored. check_castle asks this for each offer of a rich castle decision (thousands
  // in `caylus fuzz`): one pass, no call per section.
  int room = 0;
  for (int i = 0; i < kSectionCount; ++i) {
    if (s.is_scored(static_cast<Section>(i))) continue;
    int houses = 0;
    for (int p = 0; p < s.player_count; ++p) houses += s.houses[i][p];
    room += kSectionCapacity[i] - houses;
  }
  return room;
}

// castle.best_builder: why `best` gains the favor, most batches alone or a tie won by arriving
// first. Read before the workers leave the castle (its slots are the arrival order).
Event best_builder_reason(const GameState& s, PlayerIndex best) {
  std::uint8_t tied = 0;
  for (PlayerIndex p : s.castle_workers)
    if (p != kNoPlayer && p != best && s.batches_this_turn[p] == s.batches_this_turn[best])
      tied = static_cast<std::uint8_t>(tied | 1u << p);
  return Event{tied ? EventKind::best_builder_tie : EventKind::best_builder,
               best,
               0,
               s.batches_this_turn[best],
               BuildingId::none,
               Section::dungeon,
               kNoSpace,
               tied};
}

bool castle_next(GameState& s, const Events& ev) {
  if (s.cursor < kMaxPlayers && s.castle_workers[s.cursor] != kNoPlayer) {
    s.decision =
        Decision{DecisionKind::castle, s.castle_workers[s.cursor], special_space(Special::castle)};
    return true;
  }
  if (s.castle_favor_given) return false;
  s.castle_favor_given = true;
  PlayerIndex best = kNoPlayer;
  for (PlayerIndex p : s.castle_workers) {  // slot order: the first among equals wins
    if (p == kNoPlayer) continue;
    if (best == kNoPlayer || s.batches_this_turn[p] > s.batches_this_turn[best]) best = p;
  }
  Event reason{EventKind::best_builder_none};
  if (ev.on() && best != kNoPlayer) reason = best_builder_reason(s, best);
  for (auto& slot : s.castle_workers) {
    if (slot == kNoPlayer) continue;
    return_worker(s, slot, special_space(Special::castle), ev);
    slot = kNoPlayer;
  }
  if (best != kNoPlayer && best_builder_earns_favor(s.options, s.batches_this_turn[best])) {
    ev.add(reason);
    gain_favors(s, best, 1, ev);
  } else if (best != kNoPlayer) {
    ev.add(Event{EventKind::best_builder_none});
  }
  return s.favors_pending > 0;
}

[[gnu::flatten]] void candidates_castle(const GameState& s, Candidates& out) {
  Action offer;
  offer.player = s.decision.player;
  offer.verb = Verb::castle;
  enumerate_batches(s.player(offer.player).goods, 0, batch_kinds(s.options), castle_room(s), offer,
                    out);
}

CastleTerms castle_terms(const GameState& s) {
  return CastleTerms{castle_room(s), gold_makes_batch(s.options)};
}

Result check_castle_offer(const GameState& s, const CastleTerms& terms, const Action& a) {
  if (a.verb != Verb::castle)
    return violation(RuleId::decision_kind, [&] {
      // {1}, {2}: the notation's verb and field, the same in every language.
      return fill_in(tr("phase 6 asks {0} to offer batches ({1}, {2} [] for none)"), who(a.player),
                     verb_name(Verb::castle), "batches");
    });
  if (!terms.gold_in_batch)
    for (int k = 3; k < kBatchKinds; ++k)
      if (a.batches[k] > 0)
        return violation(RuleId::castle_batch, [&] {
          return fill_in(
              tr("gold is not one of a batch's types (option {0})"),
              option_setting(option_of<&RuleOptions::castle_gold_in_batch>(), s.options));
        });
  int total = batch_total(a.batches);
  if (total > terms.room)
    return violation(RuleId::castle_section, [&] {
      return fill_in(tr_n("the castle has room for {0} more house, not {1}",
                          "the castle has room for {0} more houses, not {1}", terms.room),
                     terms.room, total);
    });
  // castle.batch: the player holds the cubes of the batches, counted in plain ints: the accepted
  // offer (the common case, thousands per rich decision) keeps them in registers, and only a
  // refusal builds the goods and the message (need()).
  std::array<int, kCubeTypes> cubes{};
  for (int k = 0; k < kBatchKinds; ++k)
    for (Cube c : kBatchCubes[k]) cubes[static_cast<int>(c)] += a.batches[k];
  const Resources& held = s.player(a.player).goods;
  bool held_all = held.deniers >= 0;  // as covers(): the batches cost no denier
  for (Cube c : kAllCubes) held_all = held_all && held[c] >= cubes[static_cast<int>(c)];
  if (held_all) [[likely]]
    return std::nullopt;
  return need(s, a.player, batch_cost(a.batches), RuleId::castle_batch,
              [&] { return fill_in(tr_n("offer {0} batch", "offer {0} batches", total), total); });
}

Result check_castle(const GameState& s, const Action& a) {
  return check_castle_offer(s, castle_terms(s), a);
}

void perform_castle(GameState& s, const Action& a, const Events& ev) {
  PlayerIndex p = a.player;
  Resources cost = batch_cost(a.batches);
  auto& goods = s.player(p).goods;
  for (Cube c : kAllCubes) goods[c] = static_cast<std::int16_t>(goods[c] - cost[c]);
  int total = batch_total(a.batches);
  int room_before = castle_room(s);
  std::array<int, kSectionCount> placed{};
  for (int house = 0; house < total; ++house) {
    // The current section, or the next one when it is full (overflow).
    for (int i = static_cast<int>(s.current_section()); i < kSectionCount; ++i) {
      auto section = static_cast<Section>(i);
      if (s.section_houses(section) >= kSectionCapacity[i]) continue;
      ++s.houses[i][p];
      ++placed[i];
      if (s.section_houses(section) == kSectionCapacity[i]) s.completed_this_turn |= 1 << i;
      break;
    }
  }
  for (int i = 0; i < kSectionCount; ++i) {
    if (placed[i] == 0) continue;
    auto section = static_cast<Section>(i);
    ev.add(Event{EventKind::house_placed, p, static_cast<std::int16_t>(placed[i]), 0,
                 BuildingId::none, section});
    change_prestige(s, p, placed[i] * kSectionHousePrestige[i],
                    Event{EventKind::prestige_castle_batch, p, 0,
                          static_cast<std::int16_t>(placed[i]), BuildingId::none, section},
                    ev);
  }
  s.batches_this_turn[p] = static_cast<std::uint8_t>(total);
  if (total == 0) {
    // "Cette pénalité ne s'applique pas si, lors de la construction des Tours, l'un des joueurs
    // n'a pas pu dépenser de lot à cause du manque de place."
    bool towers_full = room_before == 0;
    bool exempt = towers_full && towers_full_spares(s.options, holds_a_batch(s, p));
    if (!exempt)
      change_prestige(s, p, -2, Event{EventKind::prestige_castle_penalty, p, 0, -2}, ev);
    else
      ev.add(Event{towers_full_spares(s.options, /*held_a_batch=*/false)
                       ? EventKind::castle_penalty_waived
                       : EventKind::castle_penalty_waived_batch,
                   p});
  }
  ++s.cursor;
}

}  // namespace caylus::rules
