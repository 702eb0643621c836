// Workers: each player's 6 workers are available, on the board (road, special buildings,
// stables, inn, castle) or on the inn's right slot (setup.workers, place.workers); the castle and
// the stables hold at most one worker per player, in their lowest slots
// (place.castle.one_per_player, place.stables); workers return once their building has resolved
// (special.*, activate.order, castle phase); no worker stands where place.forbidden says none may.
// (Phase 5's order and owner's bonus: activation.cpp.)
#include <array>
#include <cstddef>
#include <cstdint>

#include "core/worker_place.h"
#include "invariants/checks.h"

namespace caylus::invariants {
namespace {

// Calls f(space, player) for every worker on the board.
template <typename F>
void for_each_worker(const GameState& s, F f) {
  for (Space i = 1; i <= kRoadSpaces; ++i)
    if (s.road[i].worker != kNoPlayer) f(i, s.road[i].worker);
  auto special = [&](Special where, PlayerIndex p) {
    if (p != kNoPlayer) f(special_space(where), p);
  };
  special(Special::gate, s.gate);
  special(Special::trading_post, s.trading_post);
  special(Special::merchants_guild, s.merchants_guild);
  special(Special::joust_field, s.joust_field);
  for (PlayerIndex p : s.stables) special(Special::stables, p);
  special(Special::inn, s.inn_left);
  special(Special::inn, s.inn_right);
  for (PlayerIndex p : s.castle_workers) special(Special::castle, p);
}

// Slots filled from the first, each player at most once.
template <std::size_t N>
Result check_slots(const GameState& s, const std::array<PlayerIndex, N>& slots, Special place) {
  bool gap = false;
  std::array<bool, kMaxPlayers> seen{};
  for (std::size_t i = 0; i < N; ++i) {
    PlayerIndex p = slots[i];
    if (p == kNoPlayer) {
      gap = true;
      continue;
    }
    if (!valid_player(s, p))
      return fail_with([=] {
        return fill_in(tr("{0}: slot {1} holds a worker of {2}, who is not seated"),
                       special_words(place), static_cast<int>(i + 1), who(p));
      });
    if (gap)
      return fail_with([=] {
        return fill_in(tr("{0}: slot {1} holds {2}'s worker while a lower slot is free"),
                       special_words(place), static_cast<int>(i + 1), who(p));
      });
    if (seen[p])
      return fail_with([=] {
        return fill_in(tr("{0}: {1} has two workers there"), special_words(place), who(p));
      });
    seen[p] = true;
  }
  return std::nullopt;
}

bool phase_after(Phase now, Phase done) {
  // The income phase belongs to the turn that starts: everything of the last turn is done.
  return now == Phase::income || now == Phase::game_over || now > done;
}

// The bytes of a GameState that hold a worker, as masks over ByteDiff's words: the worker of
// each road space, and the special buildings' slots, gate to castle (contiguous: parts.cpp).
constexpr ByteDiff::Mask road_worker_bytes() {
  ByteDiff::Mask m{};
  for (std::size_t i = 0; i <= kRoadSpaces; ++i) {
    std::size_t b = offsetof(GameState, road) + i * sizeof(RoadSpace) + offsetof(RoadSpace, worker);
    m[b / 64] |= std::uint64_t{1} << (b % 64);
  }
  return m;
}
constexpr ByteDiff::Mask special_worker_bytes() {
  ByteDiff::Mask m{};
  for (std::size_t b = offsetof(GameState, gate);
       b < offsetof(GameState, castle_workers) + sizeof(GameState::castle_workers); ++b)
    m[b / 64] |= std::uint64_t{1} << (b % 64);
  return m;
}
constexpr ByteDiff::Mask workers_out_bytes() {
  ByteDiff::Mask m{};
  for (std::size_t p = 0; p < kMaxPlayers; ++p) {
    std::size_t b =
        offsetof(GameState, players) + p * sizeof(PlayerState) + offsetof(PlayerState, workers_out);
    m[b / 64] |= std::uint64_t{1} << (b % 64);
  }
  return m;
}
constexpr ByteDiff::Mask road_tile_and_worker_bytes() {
  ByteDiff::Mask m = road_worker_bytes();
  for (std::size_t i = 0; i <= kRoadSpaces; ++i) {
    std::size_t b =
        offsetof(GameState, road) + i * sizeof(RoadSpace) + offsetof(RoadSpace, building);
    m[b / 64] |= std::uint64_t{1} << (b % 64);
  }
  return m;
}
constexpr ByteDiff::Mask kRoadWorkerBytes = road_worker_bytes();
constexpr ByteDiff::Mask kRoadTileAndWorkerBytes = road_tile_and_worker_bytes();
constexpr ByteDiff::Mask kSpecialWorkerBytes = special_worker_bytes();
constexpr ByteDiff::Mask kWorkersOutBytes = workers_out_bytes();

// workers.conserved from a state known to hold it: the workers that moved change the counts
// by as much as the workers out changed. Only the bytes that differ from that state are read:
// the moved workers add to their players' balance, a changed workers out takes from it, and the
// count still holds when every balance is back to 0 (one 8-byte test, not a loop over the
// players). False sends the caller to the full count, which then gives the verdict.
//
// The balances are the byte lanes of one word kept in a register, player p in lane p and nobody
// in the top lane, whose borrows fall off the word: written as bytes in memory and then read as
// one word, the read waited for the byte stores (a store-to-load forwarding stall the clock
// pays, not callgrind). The lanes below the top one are all 0 exactly when the balances are:
// each is far smaller than 128 in magnitude (a step moves a few dozen workers at most, and a
// workers out above 6 fails anyway), so their sum in base 256 is 0 only when each is.
bool conserved_since(const GameState& was, const GameState& s, const ByteDiff& diff) {
  const unsigned seated = static_cast<unsigned>(s.player_count);
  std::uint64_t balance = 0;
  bool stranger = false;
  static_assert(sizeof(PlayerIndex) == 1 && kMaxPlayers < 7);
  const auto* was_bytes = reinterpret_cast<const unsigned char*>(&was);
  const auto* now_bytes = reinterpret_cast<const unsigned char*>(&s);
  // The lane of a worker byte: player p in lane p, kNoPlayer (0xFF) in lane 7.
  auto lane = [](unsigned char worker) { return 8u * (worker & 7u); };
  auto moved_at = [&](std::size_t byte) {
    stranger |= static_cast<std::uint8_t>(now_bytes[byte] + 1) > seated;
    balance -= std::uint64_t{1} << lane(was_bytes[byte]);
    balance += std::uint64_t{1} << lane(now_bytes[byte]);
  };
  diff.for_each_of<kRoadWorkerBytes>(moved_at);
  diff.for_each_of<kSpecialWorkerBytes>(moved_at);
  bool too_many = false;
  diff.for_each_of<kWorkersOutBytes>([&](std::size_t byte) {
    std::size_t p = (byte - offsetof(GameState, players)) / sizeof(PlayerState);
    too_many |= now_bytes[byte] > kWorkersPerPlayer;
    balance -= static_cast<std::uint64_t>(static_cast<std::int64_t>(now_bytes[byte]) -
                                          static_cast<std::int64_t>(was_bytes[byte]))
               << (8 * p);
  });
  // The top lane (workers leaving to or coming from nobody) is not a player's.
  return !stranger && !too_many && (balance << 8) == 0;
}

// The full count of workers.conserved: every worker on the board, by player.
[[gnu::noinline]] Result workers_counted(const GameState& s);

Result workers_conserved(const GameState& s, const StateContext& context) {
  // The count since a valid state holds for the same seated players only (a changed player count
  // leaves workers of a player no longer seated: tests/hand_kept_lists_test.cpp found it).
  if (context.diff != nullptr && (context.changed & kSetup) == 0 &&
      conserved_since(*context.valid_before, s, *context.diff))
    return std::nullopt;
  return workers_counted(s);
}

Result workers_counted(const GameState& s) {
  // Count every worker on the board by player (index player + 1; 0 = nobody).
  std::array<std::uint8_t, 8> counted{};
  const unsigned seated = static_cast<unsigned>(s.player_count);
  bool stranger = false;
  auto count = [&](PlayerIndex p) {
    unsigned i = static_cast<std::uint8_t>(p + 1);  // kNoPlayer counts as index 0
    stranger |= i > seated;
    ++counted[i & 7];
  };
  for (Space i = 1; i <= kRoadSpaces; ++i) count(s.road[i].worker);
  count(s.gate);
  count(s.trading_post);
  count(s.merchants_guild);
  count(s.joust_field);
  for (PlayerIndex p : s.stables) count(p);
  count(s.inn_left);
  count(s.inn_right);
  for (PlayerIndex p : s.castle_workers) count(p);
  if (stranger) {
    std::string where;
    for_each_worker(s, [&](Space space, PlayerIndex p) {
      if (!valid_player(s, p) && where.empty())
        where = fill_in(tr("{0} holds a worker of {1}, who is not seated"), place_text(s, space),
                        who(p));
    });
    return fail_with([=] { return where; });
  }
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    int out = s.player(p).workers_out;
    if (out <= kWorkersPerPlayer && counted[p + 1] == out) continue;
    std::string where;
    for_each_worker(s, [&](Space space, PlayerIndex q) {
      if (q != p) return;
      where = where.empty() ? place_text(s, space)
                            : fill_in(tr("{0}, {1}"), where, place_text(s, space));
    });
    return fail_with([=] {
      std::string available = fill_in(tr_n("{0} worker", "{0} workers", kWorkersPerPlayer - out),
                                      kWorkersPerPlayer - out);
      if (where.empty())
        return fill_in(tr("{0} has {1} available and {2} out of {3}, but {4} on the board"), who(p),
                       available, out, kWorkersPerPlayer, int{counted[p + 1]});
      return fill_in(tr("{0} has {1} available and {2} out of {3}, but {4} on the board ({5})"),
                     who(p), available, out, kWorkersPerPlayer, int{counted[p + 1]}, where);
    });
  }
  return std::nullopt;
}

Result castle_one_worker_per_player(const GameState& s, const StateContext&) {
  return check_slots(s, s.castle_workers, Special::castle);
}

Result stables_one_worker_per_player(const GameState& s, const StateContext&) {
  if (s.player_count == 2)  // two_player.no_stables
    for (PlayerIndex p : s.stables)
      if (p != kNoPlayer)
        return fail_with([=] {
          return fill_in(tr("{0} has a worker in the stables, unused with two players"), who(p));
        });
  return check_slots(s, s.stables, Special::stables);
}

Result workers_returned(const GameState& s, const StateContext&) {
  bool specials_done = phase_after(s.phase, Phase::special);
  bool road_done = phase_after(s.phase, Phase::activation);
  bool castle_done = phase_after(s.phase, Phase::castle);
  if (!specials_done) return std::nullopt;  // then neither is anything later
  // Fast path: nothing left where it should not be (kNoPlayer is -1: all bits set).
  PlayerIndex left =
      static_cast<PlayerIndex>(~(s.gate & s.trading_post & s.merchants_guild & s.joust_field &
                                 s.stables[0] & s.stables[1] & s.stables[2] & s.inn_left));
  PlayerIndex in_castle = 0;
  if (castle_done)
    for (PlayerIndex p : s.castle_workers) in_castle = static_cast<PlayerIndex>(in_castle | ~p);
  bool on_road = false;
  if (road_done)
    for (Space i = 1; i <= kRoadSpaces; ++i) on_road = on_road || s.road[i].worker != kNoPlayer;
  if (left == 0 && in_castle == 0 && !on_road) return std::nullopt;

  auto stays = [&](PlayerIndex p, Special where, std::string_view when) -> Result {
    if (p == kNoPlayer) return std::nullopt;
    return fail_with([=] {
      return fill_in(tr("{0}'s worker is still {1} in phase {2} of turn {3}; it returns {4}"),
                     who(p), special_on_words(where), phase_place_words(s.phase), s.turn, tr(when));
    });
  };
  constexpr std::string_view kWhen = N_("in phase 3");
  if (auto r = stays(s.gate, Special::gate, kWhen)) return r;
  if (auto r = stays(s.trading_post, Special::trading_post, kWhen)) return r;
  if (auto r = stays(s.merchants_guild, Special::merchants_guild, kWhen)) return r;
  if (auto r = stays(s.joust_field, Special::joust_field, kWhen)) return r;
  for (PlayerIndex p : s.stables)
    if (auto r = stays(p, Special::stables, kWhen)) return r;
  if (auto r = stays(s.inn_left, Special::inn, N_("or moves to the right slot in phase 3")))
    return r;
  if (road_done)
    for (Space i = 1; i <= kRoadSpaces; ++i)
      if (s.road[i].worker != kNoPlayer)
        return fail_with([=] {
          return fill_in(tr("{0}'s worker is still {1} in phase {2} of turn {3}; road workers "
                            "return in phase 5"),
                         who(s.road[i].worker), worker_place_text(s, i), phase_place_words(s.phase),
                         s.turn);
        });
  if (castle_done)
    for (PlayerIndex p : s.castle_workers)
      if (auto r = stays(p, Special::castle, N_("in phase 6"))) return r;
  return std::nullopt;
}

Result workers_standing(const GameState& s, const StateContext& context) {
  const auto& kinds = tile_kinds().kind;
  auto may_stand = [&](const RoadSpace& r) {
    BuildingKind kind = kinds[static_cast<std::uint8_t>(r.building)];
    return r.worker == kNoPlayer ||
           (kind != BuildingKind::none && kind != BuildingKind::residence &&
            kind != BuildingKind::prestige);
  };
  if (context.diff != nullptr) {
    // From a state that held it, only a road space whose tile or worker changed can break it
    // (the bytes by a compile-time mask: for_each's range bounds cost more).
    constexpr std::size_t road = offsetof(GameState, road);
    bool holds = true;
    context.diff->for_each_of<kRoadTileAndWorkerBytes>(
        [&](std::size_t byte) { holds &= may_stand(s.road[(byte - road) / sizeof(RoadSpace)]); });
    if (holds) return std::nullopt;
  }
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    const RoadSpace& r = s.road[i];
    if (r.worker == kNoPlayer) continue;
    BuildingKind kind = kinds[static_cast<std::uint8_t>(r.building)];
    if (kind == BuildingKind::none || kind == BuildingKind::residence ||
        kind == BuildingKind::prestige)  // place.forbidden
      return fail_with([=] {
        return fill_in(tr("{0}'s worker stands on {1}, where no worker may stand"), who(r.worker),
                       place_text(s, i));
      });
  }
  return std::nullopt;
}

}  // namespace

// This file's rows, in the order they are checked: state checks first (invariants.cpp).
std::span<const Row> workers_rows() {
  static constexpr Row rows[] = {
      {"workers.conserved",
       "each player's 6 workers are available, on the board or on the inn: the workers counted "
       "on the road, special buildings, stables, inn and castle are the player's workers out",
       workers_conserved, nullptr, kRoadWorkers | kSpecials | kWorkersOut | kSetup},
      {"castle.one_worker_per_player",
       "at most one worker per player in the castle, in the lowest castle slots",
       castle_one_worker_per_player, nullptr, kSpecials | kSetup},
      {"stables.one_worker_per_player",
       "at most one worker per player in the stables, in the lowest of the 3 slots; none with "
       "two players",
       stables_one_worker_per_player, nullptr, kSpecials | kSetup},
      {"workers.returned",
       "workers leave the special buildings by phase 4, the road by phase 6 and the castle by "
       "phase 7; only the inn's right slot keeps one from turn to turn",
       workers_returned, nullptr, kTurnPhase | kSpecials | kRoadWorkers | kSetup},
      {"workers.standing",
       "no worker stands on an empty road space, a residence or a prestige building",
       workers_standing, nullptr, kRoadWorkers | kRoadTiles | kSetup},
  };
  return rows;
}

}  // namespace caylus::invariants
