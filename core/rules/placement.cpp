// Phase 2 — placing workers (place.*).
// In turn order, each player who has not passed passes or places one worker, round after round,
// until all have passed (place.order). Passing takes the lowest free bridge slot; the first to
// pass gains 1 denier (place.pass). A placement costs the lowest free bridge number (place.cost),
// 1 on one's own building (place.cost.own), 1 always for the inn's right-slot holder
// (place.cost.inn), 3 instead of 2 with two players (place.cost.two_player). Placing on another
// player's building gives its owner 1 PP at once (place.owner_prestige).
#include <cstdint>

#include "core/language/catalog.h"
#include "core/mutations.h"
#include "core/road_scan.h"
#include "core/rules/rules.h"
#include "core/worker_place.h"

namespace caylus::rules {
namespace {

// The tiles a worker may stand on (place.forbidden: not an empty space, a residence or a
// prestige building), as one mask: is_worker_tile tests a bit instead of reading the building
// table (the road scans take the same tiles as a range of ids, kFirstWorkerTile..kLastWorkerTile
// of core/road_scan.h; tests/road_scan_test.cpp checks that they agree). kBuildingTable is
// constant-initialised, so it is read here before any dynamic initialisation.
TileSet worker_tiles() {
  TileSet tiles = 0;
  for (int id = 0; id < kBuildingCount; ++id) {
    auto kind = kBuildingTable[id].kind;
    if (kind != BuildingKind::none && kind != BuildingKind::residence &&
        kind != BuildingKind::prestige)
      tiles |= tile_bit(static_cast<BuildingId>(id));
  }
  return tiles;
}
const TileSet kWorkerTiles = worker_tiles();

// `index` mod player_count: a seat of the turn order counted on from the cursor. Without a
// division: in play the cursor is below the count and one subtraction is enough; a snapshot may
// say up to 5 (replay/positions/snapshot_read.cpp).
int seat_after(const GameState& s, int index) {
  while (index >= s.player_count) index -= s.player_count;
  return index;
}

// The seat after the cursor's, the turn order's wrap made without a branch: random play passes
// and places at random, so the wrap came at random and its branch was mispredicted (callgrind's
// branch simulation; a ?: is compiled to the same branch). The loop of
// seat_after then only serves a snapshot's cursor.
int next_seat(const GameState& s) {
  int index = s.cursor + 1;
  index -= s.player_count & -static_cast<int>(index >= s.player_count);
  return seat_after(s, index);
}

bool has_passed(const GameState& s, PlayerIndex p) {
  for (int i = 0; i < s.passed_count; ++i)
    if (s.bridge[i] == p) return true;
  return false;
}

}  // namespace

bool placement_next(GameState& s, const Events&) {
  if (s.passed_count >= s.player_count) return false;
  for (int k = 0; k < s.player_count; ++k) {
    int index = seat_after(s, s.cursor + k);
    PlayerIndex p = s.turn_order[index];
    if (!has_passed(s, p)) {
      s.cursor = static_cast<std::int8_t>(index);
      s.decision = Decision{DecisionKind::placement, p, kNoSpace};
      return true;
    }
  }
  return false;
}

int placement_cost(const GameState& s, PlayerIndex p, Space space, RuleId& rule) {
  if (s.inn_right == p || (mutated(Mutation::inn_price_left_slot) && s.inn_left == p)) {
    rule = RuleId::place_cost_inn;  // "paye uniquement 1 denier ... quel que soit le nombre"
    return 1;
  }
  if (is_road(space) && s.road[space].owner == p) {
    rule = RuleId::place_cost_own;
    return 1;
  }
  if (s.player_count == 2 && s.passed_count > 0) {
    rule = RuleId::place_cost_two_player;
    return 3;
  }
  rule = RuleId::place_cost;
  return s.passed_count + 1;
}

Result check_worker_space(const GameState& s, PlayerIndex p, Space space) {
  if (is_special(space)) {
    Special special = to_special(space);
    auto occupied = [&](PlayerIndex holder) -> Result {
      if (holder == kNoPlayer) return std::nullopt;
      return violation(RuleId::place_occupied, [&] {
        return fill_in(tr("{0} already holds a worker of {1}"), special_words(special),
                       who(holder));
      });
    };
    switch (special) {
      case Special::gate:
        return occupied(s.gate);
      case Special::trading_post:
        return occupied(s.trading_post);
      case Special::merchants_guild:
        return occupied(s.merchants_guild);
      case Special::joust_field:
        return occupied(s.joust_field);
      case Special::stables:
        if (s.player_count == 2)
          return violation(RuleId::two_player_no_stables, [&] {
            return std::string(tr("the stables are not used in a two-player game"));
          });
        if (s.in_stables(p))
          return violation(RuleId::place_stables, [&] {
            return fill_in(tr("{0} already has a worker in the stables"), who(p));
          });
        if (s.stables[2] != kNoPlayer)
          return violation(RuleId::place_stables,
                           [&] { return std::string(tr("the 3 slots of the stables are taken")); });
        return std::nullopt;
      case Special::inn:
        if (s.inn_left != kNoPlayer)
          return violation(RuleId::place_inn, [&] {
            return fill_in(tr("the inn's left slot already holds a worker of {0}"),
                           who(s.inn_left));
          });
        return std::nullopt;
      case Special::castle:
        if (s.has_castle_worker(p) && !mutated(Mutation::second_castle_worker))
          return violation(RuleId::place_castle_one_per_player, [&] {
            return fill_in(tr("{0} already has a worker in the castle"), who(p));
          });
        return std::nullopt;
    }
  }
  if (!is_road(space))
    return violation(RuleId::decision_kind, [&] { return std::string(tr("no such space")); });
  const RoadSpace& r = s.road[space];
  if (r.building == BuildingId::none)
    return violation(RuleId::place_forbidden, [&] {
      return fill_in(tr("no worker may stand on an empty road space ({0})"), place_text(s, space));
    });
  auto kind = building(r.building).kind;
  if (kind == BuildingKind::residence || kind == BuildingKind::prestige)
    return violation(RuleId::place_forbidden, [&] {
      return fill_in(tr("no worker may stand on a residence or a prestige building ({0})"),
                     place_text(s, space));
    });
  if (r.worker != kNoPlayer)
    return violation(RuleId::place_occupied, [&] {
      return fill_in(tr("{0} already holds a worker of {1}"), place_text(s, space), who(r.worker));
    });
  return std::nullopt;
}

void put_worker(GameState& s, PlayerIndex p, Space space, const Events& ev) {
  ev.add(Event{EventKind::worker_placed, p, 0, 0, BuildingId::none, Section::dungeon, space});
  if (is_road(space)) {
    RoadSpace& r = s.road[space];
    r.worker = p;
    if (r.owner != kNoPlayer && r.owner != p)  // place.owner_prestige, also by the gate
      change_prestige(s, r.owner, 1,
                      Event{EventKind::prestige_owner_placement, kNoPlayer, 0,
                            static_cast<std::int16_t>(p), r.building, Section::dungeon, space},
                      ev);
    return;
  }
  switch (to_special(space)) {
    case Special::gate:
      s.gate = p;
      break;
    case Special::trading_post:
      s.trading_post = p;
      break;
    case Special::merchants_guild:
      s.merchants_guild = p;
      break;
    case Special::joust_field:
      s.joust_field = p;
      break;
    case Special::stables:  // the lowest free slot (place.stables)
      for (auto& slot : s.stables)
        if (slot == kNoPlayer) {
          slot = p;
          break;
        }
      break;
    case Special::inn:
      s.inn_left = p;
      break;               // always the left slot (place.inn)
    case Special::castle:  // the lowest free castle slot
      for (auto& slot : s.castle_workers)
        if (slot == kNoPlayer) {
          slot = p;
          break;
        }
      break;
  }
}

// The placement rule in its bool-only mode, for the usual case: a free building on the road where
// workers may stand (place.forbidden, place.occupied), a worker left (place.workers) and its
// cost covered (place.cost*). True means check_placement accepts `p place space`: it starts
// with this test. False means "ask check_placement", which then decides and explains.
bool may_place_on_open_road(const GameState& s, PlayerIndex p, Space space) {
  if (!is_road(space) || s.available_workers(p) == 0) return false;
  const RoadSpace& r = s.road[space];
  auto kind = building(r.building).kind;
  if (r.worker != kNoPlayer || kind == BuildingKind::none || kind == BuildingKind::residence ||
      kind == BuildingKind::prestige)
    return false;
  if (mutated(Mutation::negative_money_placement)) return true;
  RuleId rule;
  return s.player(p).goods.deniers >= placement_cost(s, p, space, rule);
}

// The room test of may_place_on_special (rules.h): one special building's bit of open_specials.
bool special_open_to(const GameState& s, PlayerIndex p, Special special) {
  return (open_specials(s, p) >> static_cast<int>(special)) & 1;
}

// The same for the seven at once, without a branch: the placement candidates ask about all
// seven at every placement decision (a switch per building cost more than the rest of them).
std::uint32_t open_specials(const GameState& s, PlayerIndex p) {
  auto bit = [](bool b) { return static_cast<std::uint32_t>(b); };
  auto free = [&](PlayerIndex holder) { return bit(holder == kNoPlayer); };
  // bit() rather than `|` on bools, which clang (the page's build) takes for a mistyped `||`.
  const std::uint32_t in_stables =
      bit(s.stables[0] == p) | bit(s.stables[1] == p) | bit(s.stables[2] == p);
  bool in_castle = false;
  for (PlayerIndex q : s.castle_workers) in_castle |= q == p;
  auto at = [](Special special, std::uint32_t open) { return open << static_cast<int>(special); };
  return at(Special::gate, free(s.gate)) | at(Special::trading_post, free(s.trading_post)) |
         at(Special::merchants_guild, free(s.merchants_guild)) |
         at(Special::joust_field, free(s.joust_field)) |
         at(Special::stables, bit(s.player_count != 2) & (in_stables ^ 1) & free(s.stables[2])) |
         at(Special::inn, free(s.inn_left)) |
         at(Special::castle, bit(!in_castle) | bit(mutated(Mutation::second_castle_worker)));
}

// The same bool-only mode for the special buildings before the bridge and the castle: an empty
// single slot (gate, trading post, merchants' guild, joust field), a free stables slot for a
// player not in them yet (never with two players), the inn's free left slot, the castle for a
// player without a worker there (place.occupied, place.stables, place.inn,
// place.castle.one_per_player, two_player.no_stables); a worker left and the cost covered. True
// means check_placement accepts; false means ask check_placement.
bool may_place_on_special(const GameState& s, PlayerIndex p, Special special) {
  if (s.available_workers(p) == 0) return false;
  if (!special_open_to(s, p, special)) return false;
  if (mutated(Mutation::negative_money_placement)) return true;
  RuleId rule;
  return s.player(p).goods.deniers >= placement_cost(s, p, special_space(special), rule);
}

// Flattened: the hottest candidates of a random game; without it, whether the `push_back` of each
// kept action is inlined here depends on the inliner's budget for the whole program (it was
// not, once the castle's candidates called it too, and random play slowed).
[[gnu::flatten]] void candidates_placement(const GameState& s, Candidates& out) {
  PlayerIndex p = s.decision.player;
  Action a;
  a.player = p;
  a.verb = Verb::pass;  // place.pass: always allowed
  out.judged(a, true);
  if (s.available_workers(p) == 0 || s.player(p).goods.deniers < 1) return;  // place.forced_pass
  a.verb = Verb::place;
  // What does not change from space to space, out of the loops: a worker is left (tested above)
  // and the cost is the same everywhere but on one's own building (place.cost.own).
  RuleId rule;
  const int cost_elsewhere = placement_cost(s, p, kNoSpace, rule);
  const int deniers = s.player(p).goods.deniers;
  const bool any_cost = mutated(Mutation::negative_money_placement) || deniers >= cost_elsewhere;
  // The special buildings in the rule's bool-only mode (may_place_on_special, with the cost
  // known): check_place starts with the same test, and what follows it refuses every special
  // building the test refuses (tests/placement_test.cpp compares them on random states; the
  // audit of tests/legal_actions_test.cpp asks check_placement about each).
  const std::uint64_t specials =
      any_cost ? std::uint64_t{open_specials(s, p)} << kFirstSpecialSpace : 0;
  // The road in the rule's bool-only mode, with what does not change from space to space taken
  // out of the loop: a built, unoccupied space where workers may stand (place.forbidden,
  // place.occupied) takes a worker when its cost is covered (place.cost*), and the cost is 1 on
  // one's own building (place.cost.own) or the same everywhere else. These are exactly the road
  // spaces may_place_on_open_road accepts; check_place refuses every other road space (it
  // starts with that test, and what follows refuses a residence, a prestige building, an empty
  // or occupied space, or a cost not covered): tests/placement_test.cpp compares the two on
  // random states, and the audit of tests/legal_actions_test.cpp asks check_placement about
  // every road space.
  std::uint64_t road = open_road_spaces(s);
  if (!any_cost) {
    // Only one's own buildings, at 1 denier (the forced pass above says there is one).
    road &= owned_road_spaces(s, p);
  }
  // The special buildings first, then the road, in one growth of the list (each resize costs).
  out.judged_spaces(a, kSpecialSpaceBits | kRoadSpaceBits, specials | road,
                    count_bits(specials | road), kFirstSpecialSpace);
}

bool is_worker_tile(BuildingId b) {
  return (kWorkerTiles & tile_bit(b)) != 0;
}

Result check_placement(const GameState& s, const Action& a) {
  if (a.verb == Verb::pass) return std::nullopt;
  if (a.verb != Verb::place)
    return violation(RuleId::decision_kind, [&] {
      return fill_in(tr("phase 2 asks {0} to place a worker or pass"), who(a.player));
    });
  return check_place(s, a.player, a.space);
}

Result check_place(const GameState& s, PlayerIndex p, Space space) {
  // The usual case in the rule's bool-only mode (candidates_placement uses it too); every other
  // case, and every refusal, goes through the rules below.
  if (may_place_on_open_road(s, p, space)) return std::nullopt;
  if (is_special(space) && may_place_on_special(s, p, to_special(space))) return std::nullopt;
  if (s.available_workers(p) == 0)
    return violation(RuleId::place_workers, [&] {
      return fill_in(tr("{0} has no worker left to place and must pass"), who(p));
    });
  if (auto v = check_worker_space(s, p, space)) return v;
  if (mutated(Mutation::negative_money_placement)) return std::nullopt;
  RuleId rule;
  int cost = placement_cost(s, p, space, rule);
  if (s.player(p).goods.deniers >= cost) return std::nullopt;
  Resources price;
  price.deniers = static_cast<std::int16_t>(cost);
  return need(s, p, price, rule,
              [&] { return fill_in(tr("place a worker {0}"), worker_place_text(s, space)); });
}

void perform_placement(GameState& s, const Action& a, const Events& ev) {
  PlayerIndex p = a.player;
  if (a.verb == Verb::pass) {
    s.bridge[s.passed_count] = p;
    if (s.passed_count == 0) {  // "Le premier joueur à passer gagne immédiatement 1 denier"
      ++s.player(p).goods.deniers;
      ev.add(Event{EventKind::first_pass_bonus, p, 1});
    }
    ++s.passed_count;
  } else {
    RuleId rule;
    int cost = placement_cost(s, p, a.space, rule);
    s.player(p).goods.deniers = static_cast<std::int16_t>(s.player(p).goods.deniers - cost);
    if (ev.on()) {
      EventKind kind = rule == RuleId::place_cost_own   ? EventKind::placement_cost_own
                       : rule == RuleId::place_cost_inn ? EventKind::placement_cost_inn
                       : rule == RuleId::place_cost_two_player
                           ? EventKind::placement_cost_two_player
                           : EventKind::placement_cost;
      ev.add(Event{kind, p, static_cast<std::int16_t>(cost), s.passed_count});
    }
    ++s.player(p).workers_out;
    put_worker(s, p, a.space, ev);
  }
  s.cursor = static_cast<std::int8_t>(next_seat(s));
}

}  // namespace caylus::rules
