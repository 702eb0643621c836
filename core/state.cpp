#include "core/state.h"

#include <array>

#include "core/mutations.h"

namespace caylus {

Section GameState::current_section() const {
  for (int i = 0; i < kSectionCount; ++i)
    if (!is_scored(static_cast<Section>(i))) return static_cast<Section>(i);
  return Section::towers;
}

int GameState::section_houses(Section s) const {
  int total = 0;
  for (int p = 0; p < player_count; ++p) total += houses[static_cast<int>(s)][p];
  return total;
}

int GameState::open_favor_columns() const {
  if (is_scored(Section::walls)) return 5;
  if (is_scored(Section::dungeon) && mutated(Mutation::favor_column5_with_dungeon)) return 5;
  if (is_scored(Section::dungeon)) return 4;
  return 2;
}

int GameState::residences_owned(PlayerIndex p) const {
  int n = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i)
    if (road[i].owner == p && road[i].building == BuildingId::residence) ++n;
  return n;
}

bool GameState::owns(PlayerIndex p, BuildingId id) const {
  for (Space i = 1; i <= kRoadSpaces; ++i)
    if (road[i].owner == p && road[i].building == id) return true;
  return false;
}

bool GameState::has_castle_worker(PlayerIndex p) const {
  for (PlayerIndex q : castle_workers)
    if (q == p) return true;
  return false;
}

bool GameState::in_stables(PlayerIndex p) const {
  for (PlayerIndex q : stables)
    if (q == p) return true;
  return false;
}

int GameState::turn_position(PlayerIndex p) const {
  for (int i = 0; i < player_count; ++i)
    if (turn_order[i] == p) return i;
  return -1;
}

namespace {

// FNV-1a, fed field by field so that padding never enters the hash.
struct Hasher {
  std::uint64_t h = 1469598103934665603ull;
  void byte(std::uint8_t b) {
    h ^= b;
    h *= 1099511628211ull;
  }
  void add(std::int64_t v) {
    for (int i = 0; i < 8; ++i)
      byte(static_cast<std::uint8_t>(static_cast<std::uint64_t>(v) >> (8 * i)));
  }
  template <typename T, std::size_t N>
  void add(const std::array<T, N>& a) {
    for (const auto& v : a) add(v);
  }
  void add(const Resources& r) {
    add(r.cubes);
    add(r.deniers);
    add(r.prestige);
  }
  void add(const PlayerState& p) {
    add(p.goods);
    add(p.favor);
    add(p.workers_out);
  }
  void add(const RoadSpace& r) {
    add(static_cast<int>(r.building));
    add(r.owner);
    add(r.worker);
  }
  void add(const PendingTransform& t) {
    add(t.target);
    add(t.player);
    add(t.activated);
  }
  template <typename E>
  requires std::is_enum_v<E>
  void add(E e) { add(static_cast<std::int64_t>(e)); }
  void add(bool b) { add(static_cast<std::int64_t>(b)); }
  template <typename T>
  requires(std::is_integral_v<T> && !std::is_same_v<T, bool> &&
           !std::is_same_v<T, std::int64_t>) void add(T v) {
    add(static_cast<std::int64_t>(v));
  }
};

}  // namespace

std::uint64_t GameState::hash() const {
  Hasher h;
  // The options of the first signature always, in table order; a later one only when it
  // differs from its default, with its row, so that adding an option changes no hash
  // (core/options.h, kSignatureOptions).
  const auto& table = option_table();
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (i < kSignatureOptions) {
      h.add(table[i].raw(options));
    } else if (table[i].index(options) != 0) {
      h.add(static_cast<std::int64_t>(i));
      h.add(table[i].raw(options));
    }
  }
  h.add(player_count);
  h.add(turn);
  h.add(phase);
  h.add(decision.kind);
  h.add(decision.player);
  h.add(decision.space);
  h.add(players);
  h.add(turn_order);
  h.add(next_turn_order);
  h.add(turn_order_pending);
  h.add(road);
  h.add(provost);
  h.add(bailiff);
  h.add(static_cast<std::int64_t>(stock));
  h.add(static_cast<std::int64_t>(discarded));
  h.add(gate);
  h.add(trading_post);
  h.add(merchants_guild);
  h.add(joust_field);
  h.add(stables);
  h.add(inn_left);
  h.add(inn_right);
  h.add(castle_workers);
  h.add(bridge);
  h.add(passed_count);
  for (const auto& section : houses) h.add(section);
  h.add(scored);
  h.add(completed_this_turn);
  h.add(scoring_due);
  h.add(batches_this_turn);
  h.add(cursor);
  h.add(special_step);
  h.add(activation_space);
  h.add(owner_bonus_space);
  h.add(scoring_section);
  h.add(castle_favor_given);
  h.add(favor_player);
  h.add(favors_pending);
  h.add(favor_rows_used);
  h.add(pending_transforms);
  h.add(pending_transform_count);
  return h.h;
}

}  // namespace caylus
