// Phase 3 — special buildings (special.*), resolved in this order: gate, trading post,
// merchants' guild, joust field, stables, inn.
//   gate: the worker moves for free to any unoccupied space, with the placement rules but the
//         cost (place.owner_prestige applies); a special building it enters activates later in
//         this phase; or it is taken back.
//   trading post: +3 deniers.   merchants' guild: provost 1-3 spaces either way, free.
//   joust field: 1 denier + 1 cloth for a favor, once.
//   stables: slot 1, 2, 3 become first, second, third in turn order; the others keep their
//            relative order (option stables_effect: at once, or from the next turn).
//   inn: this turn's left-slot worker moves right, evicting the right slot's; with no newcomer,
//        the right slot's owner stays or leaves.
// Workers return after their building resolves, except the inn's right slot.
#include "core/language/catalog.h"
#include "core/option_readings.h"
#include "core/road_scan.h"
#include "core/rules/rules.h"

namespace caylus::rules {
namespace {

enum Step : std::int8_t { kGate, kTradingPost, kGuild, kJoust, kStables, kInn, kDone };

void reorder_by_stables(GameState& s, const Events& ev) {
  // special.stables: seats beyond player_count stay kNoPlayer, as new_game sets them (a
  // zero-filled array made the reordered state differ from an equal order built otherwise).
  std::array<PlayerIndex, kMaxPlayers> order;
  order.fill(kNoPlayer);
  int n = 0;
  for (PlayerIndex p : s.stables)
    if (p != kNoPlayer) order[n++] = p;
  if (n == 0) return;
  for (int i = 0; i < s.player_count; ++i) {
    PlayerIndex p = s.turn_order[i];
    if (!s.in_stables(p)) order[n++] = p;
  }
  for (int slot = 0; slot < 3; ++slot) {
    if (s.stables[slot] == kNoPlayer) continue;
    return_worker(s, s.stables[slot], special_space(Special::stables), ev);
    s.stables[slot] = kNoPlayer;
  }
  if (!stables_order_at_once(s.options)) {
    s.next_turn_order = order;
    s.turn_order_pending = true;
    ev.add(Event{EventKind::stables_next_turn});
    return;
  }
  if (order != s.turn_order) {
    s.turn_order = order;
    ev.add(Event{EventKind::turn_order_changed});
  }
}

}  // namespace

bool special_next(GameState& s, const Events& ev) {
  for (; s.special_step < kDone; ++s.special_step) {
    switch (s.special_step) {
      case kGate:
        if (s.gate != kNoPlayer) {
          s.decision = Decision{DecisionKind::gate, s.gate, special_space(Special::gate)};
          return true;
        }
        break;
      case kTradingPost:
        if (s.trading_post != kNoPlayer) {  // special.trading_post: no choice to make
          s.player(s.trading_post).goods.deniers += 3;
          ev.add(Event{EventKind::trading_post, s.trading_post, 3});
          return_worker(s, s.trading_post, special_space(Special::trading_post), ev);
          s.trading_post = kNoPlayer;
        }
        break;
      case kGuild:
        if (s.merchants_guild != kNoPlayer) {
          s.decision = Decision{DecisionKind::merchants_guild, s.merchants_guild,
                                special_space(Special::merchants_guild)};
          return true;
        }
        break;
      case kJoust:
        if (s.joust_field != kNoPlayer) {
          s.decision =
              Decision{DecisionKind::joust, s.joust_field, special_space(Special::joust_field)};
          return true;
        }
        break;
      case kStables:
        reorder_by_stables(s, ev);
        break;
      case kInn:
        if (s.inn_left != kNoPlayer) {
          if (s.inn_right != kNoPlayer) {
            ev.add(Event{EventKind::inn_evicted, s.inn_right});
            return_worker(s, s.inn_right, special_space(Special::inn), ev);
          }
          ev.add(Event{EventKind::inn_moved, s.inn_left});
          s.inn_right = s.inn_left;
          s.inn_left = kNoPlayer;
        } else if (s.inn_right != kNoPlayer) {
          s.decision = Decision{DecisionKind::inn, s.inn_right, special_space(Special::inn)};
          return true;
        }
        break;
      default:
        break;
    }
  }
  return false;
}

// Flattened, as candidates_placement: the joust's and the inn's two actions are pushed inline.
[[gnu::flatten]] void candidates_special(const GameState& s, Candidates& out) {
  Action a;
  a.player = s.decision.player;
  switch (s.decision.kind) {
    // The gate and the guild judged in check_special's bool-only mode: the verb holds by
    // construction; a special building other than the gate with room for the worker
    // (special_open_to), a free road building where workers may stand (special.gate,
    // place.forbidden, place.occupied); a guild move keeping the provost on the road.
    case DecisionKind::gate: {
      a.verb = Verb::decline;
      out.judged(a, true);
      a.verb = Verb::gate;
      // The spaces as the placement's candidates spread them (the special buildings, then the
      // road): special_open_to for the seven at once, but the gate; the road's open spaces read
      // 16 at a time (open_road_spaces). A list of ~25 actions was written here before.
      const std::uint32_t not_gate = ~(std::uint32_t{1} << static_cast<int>(Special::gate));
      const std::uint64_t open = std::uint64_t{open_specials(s, a.player) & not_gate}
                                     << kFirstSpecialSpace |
                                 open_road_spaces(s);
      out.judged_spaces(a, kSpecialSpaceBits | kRoadSpaceBits, open, count_bits(open),
                        kFirstSpecialSpace);
      break;
    }
    case DecisionKind::merchants_guild: {  // one spread, as the provost's candidates
      a.verb = Verb::provost;
      const std::uint64_t moves = provost_moves(s, 3);  // free: any move that stays on the road
      out.judged_moves(a, kProvostMoveBits, moves, count_bits(moves));
      break;
    }
    case DecisionKind::joust: {  // special.joust_field: its price covered
      a.verb = Verb::joust;
      out.judged(a, covers(s.player(a.player).goods, joust_price(s.options)));
      a.verb = Verb::decline;
      out.judged(a, true);
      break;
    }
    case DecisionKind::inn:
      a.verb = Verb::inn;
      a.stay = true;
      out.judged(a, true);
      a.stay = false;
      out.judged(a, true);
      break;
    default:
      break;
  }
}

Result check_special(const GameState& s, const Action& a) {
  PlayerIndex p = a.player;
  switch (s.decision.kind) {
    case DecisionKind::gate:
      if (a.verb == Verb::decline) return std::nullopt;
      if (a.verb != Verb::gate)
        return violation(RuleId::decision_kind, [&] {
          // {1}, {2}: the verbs of the notation, the same in every language.
          return fill_in(tr("the gate asks {0} where its worker goes ({1}) or to decline ({2})"),
                         who(p), verb_name(Verb::gate), verb_name(Verb::decline));
        });
      if (a.space == special_space(Special::gate))
        return violation(RuleId::special_gate,
                         [&] { return std::string(tr("the gate's worker must leave the gate")); });
      return check_worker_space(s, p, a.space);
    case DecisionKind::merchants_guild:
      if (a.verb != Verb::provost)
        return violation(RuleId::decision_kind, [&] {
          return fill_in(tr("the merchants' guild asks {0} to move the provost ({1}, move "
                            "-3..3, 0 to leave it)"),
                         who(p), verb_name(Verb::provost));
        });
      if (a.move < -3 || a.move > 3)
        return violation(RuleId::special_merchants_guild, [&] {
          return fill_in(tr("the guild moves the provost 1 to 3 spaces, not {0}"), a.move);
        });
      return check_provost_move(s, a.move);
    case DecisionKind::joust:
      if (a.verb == Verb::decline) return std::nullopt;
      if (a.verb != Verb::joust)
        return violation(RuleId::decision_kind, [&] {
          return fill_in(tr("the joust field asks {0} to joust or decline"), who(p));
        });
      return need(s, p, joust_price(s.options), RuleId::special_joust_field,
                  [&] { return std::string(tr("joust")); });
    case DecisionKind::inn:
      if (a.verb != Verb::inn)
        return violation(RuleId::decision_kind, [&] {
          return fill_in(tr("the inn asks {0} to stay or leave ({1}, stay true/false)"), who(p),
                         verb_name(Verb::inn));
        });
      return std::nullopt;
    default:
      return violation(RuleId::decision_kind,
                       [&] { return std::string(tr("no special building decision is pending")); });
  }
}

void perform_special(GameState& s, const Action& a, const Events& ev) {
  PlayerIndex p = a.player;
  switch (s.decision.kind) {
    case DecisionKind::gate:
      s.gate = kNoPlayer;
      if (a.verb == Verb::gate) {
        ev.add(Event{EventKind::gate_worker, p, 0, 0, BuildingId::none, Section::dungeon, a.space});
        put_worker(s, p, a.space, ev);
      } else
        return_worker(s, p, special_space(Special::gate), ev);
      break;
    case DecisionKind::merchants_guild:
      s.provost = static_cast<Space>(s.provost + a.move);
      s.merchants_guild = kNoPlayer;
      return_worker(s, p, special_space(Special::merchants_guild), ev);
      break;
    case DecisionKind::joust:
      s.joust_field = kNoPlayer;
      return_worker(s, p, special_space(Special::joust_field), ev);
      if (a.verb == Verb::joust) {
        const Resources price = joust_price(s.options);
        Resources& goods = s.player(p).goods;
        for (Cube c : kAllCubes) goods[c] = static_cast<std::int16_t>(goods[c] - price[c]);
        goods.deniers = static_cast<std::int16_t>(goods.deniers - price.deniers);
        gain_favors(s, p, 1, ev);
      }
      break;
    case DecisionKind::inn:
      if (!a.stay) {
        return_worker(s, p, special_space(Special::inn), ev);
        s.inn_right = kNoPlayer;
      }
      break;
    default:
      break;
  }
  ++s.special_step;
}

}  // namespace caylus::rules
