// The game state: one copyable value with ==, holding the whole board, every player, the turn's
// progress and the pending decision. No heap memory: copies are a memcpy, cheap enough for the
// replayer and the property tests to compare states freely.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "core/action.h"
#include "core/buildings.h"
#include "core/options.h"
#include "core/types.h"

namespace caylus {

struct PlayerState {
  Resources goods;                               // cubes, deniers and prestige
  std::array<std::uint8_t, kFavorRows> favor{};  // column of each favor marker, 0 = left of col 1
  std::uint8_t workers_out = 0;  // workers on the board (incl. one staying on the inn)
  bool operator==(const PlayerState&) const = default;
};

struct RoadSpace {
  BuildingId building = BuildingId::none;  // none = empty space
  PlayerIndex owner = kNoPlayer;           // house on the building; none for fixed/neutral
  PlayerIndex worker = kNoPlayer;          // whose worker stands there
  bool operator==(const RoadSpace&) const = default;
};

// What the rules ask for now, and from whom.
enum class DecisionKind : std::uint8_t {
  none,             // the game is over
  placement,        // phase 2: pass or place
  gate,             // phase 3: move the gate's worker
  merchants_guild,  // phase 3: move the provost for free
  joust,            // phase 3: joust or decline
  inn,              // phase 3: the right slot's owner stays or leaves
  favor,            // a King's favor to use
  provost,          // phase 4: move the provost, paying
  activation,       // phase 5: use the building at `space`
  owner_bonus,      // phase 5: the stone building's owner takes a cube
  castle,           // phase 6: offer batches
};
inline constexpr auto kDecisionKindNames =
    names_of<DecisionKind>("none", "placement", "gate", "merchants_guild", "joust", "inn", "favor",
                           "provost", "activation", "owner_bonus", "castle");
inline constexpr int kDecisionKindCount = kDecisionKindNames.size();
constexpr std::string_view decision_kind_name(DecisionKind k) {
  return kDecisionKindNames[k];
}
constexpr bool parse_decision_kind(std::string_view text, DecisionKind& out) {
  return kDecisionKindNames.parse(text, out);
}

// The phase a decision of this kind is taken in; none for a favor, taken in the phase of what
// earned it (and for `none`, the game being over). A switch, so the compiler says when a kind
// is missing.
constexpr std::optional<Phase> decision_phase(DecisionKind k) {
  switch (k) {
    case DecisionKind::placement:
      return Phase::placement;
    case DecisionKind::gate:
    case DecisionKind::merchants_guild:
    case DecisionKind::joust:
    case DecisionKind::inn:
      return Phase::special;
    case DecisionKind::provost:
      return Phase::provost;
    case DecisionKind::activation:
    case DecisionKind::owner_bonus:
      return Phase::activation;
    case DecisionKind::castle:
      return Phase::castle;
    case DecisionKind::none:
    case DecisionKind::favor:
      break;
  }
  return std::nullopt;
}

struct Decision {
  DecisionKind kind = DecisionKind::none;
  PlayerIndex player = kNoPlayer;
  Space space = kNoSpace;  // activation / owner_bonus: the road space concerned
  bool operator==(const Decision&) const = default;
};

// A notary transformation paid for while its target held a worker (notary.occupied).
struct PendingTransform {
  Space target = kNoSpace;
  PlayerIndex player = kNoPlayer;
  bool activated = false;  // the target's worker has been resolved in phase 5
  bool operator==(const PendingTransform&) const = default;
};

struct GameState {
  RuleOptions options;
  std::int8_t player_count = 0;
  std::uint8_t turn = 0;  // 1-based
  Phase phase = Phase::income;
  Decision decision;

  std::array<PlayerState, kMaxPlayers> players{};
  std::array<PlayerIndex, kMaxPlayers> turn_order{};       // current turn order
  std::array<PlayerIndex, kMaxPlayers> next_turn_order{};  // stables_effect = next_turn
  bool turn_order_pending = false;

  // The road, index 1..28 (index 0 unused), and the officials on it.
  std::array<RoadSpace, kRoadSpaces + 1> road{};
  Space provost = kOfficialsStart;
  Space bailiff = kOfficialsStart;
  TileSet stock = 0;      // tiles waiting to be built
  TileSet discarded = 0;  // tiles out of the game (transformed neutral tiles)

  // Special buildings before the bridge.
  PlayerIndex gate = kNoPlayer;
  PlayerIndex trading_post = kNoPlayer;
  PlayerIndex merchants_guild = kNoPlayer;
  PlayerIndex joust_field = kNoPlayer;
  std::array<PlayerIndex, 3> stables{kNoPlayer, kNoPlayer, kNoPlayer};
  PlayerIndex inn_left = kNoPlayer;   // placed this turn
  PlayerIndex inn_right = kNoPlayer;  // stays from turn to turn (place.cost.inn)
  std::array<PlayerIndex, kMaxPlayers> castle_workers{kNoPlayer, kNoPlayer, kNoPlayer, kNoPlayer,
                                                      kNoPlayer};  // slot order

  // The bridge: players in the order they passed this turn.
  std::array<PlayerIndex, kMaxPlayers> bridge{kNoPlayer, kNoPlayer, kNoPlayer, kNoPlayer,
                                              kNoPlayer};
  std::int8_t passed_count = 0;

  // The castle: houses per section and player; sections scored.
  std::array<std::array<std::uint8_t, kMaxPlayers>, kSectionCount> houses{};
  std::uint8_t scored = 0;               // bit per Section
  std::uint8_t completed_this_turn = 0;  // bit per Section
  std::uint8_t scoring_due = 0;          // bit per Section: to be scored at this end of turn
  std::array<std::uint8_t, kMaxPlayers> batches_this_turn{};

  // Progress within the current phase (cursors).
  std::int8_t cursor = 0;            // placement: index in turn order; provost: index in bridge;
                                     // castle: castle slot; end_of_turn: scoring player index
  std::int8_t special_step = 0;      // phase 3: 0 gate .. 5 inn, 6 done
  Space activation_space = 0;        // phase 5: the road space being resolved
  Space owner_bonus_space = 0;       // phase 5: a stone building whose owner takes a cube now
  std::int8_t scoring_section = -1;  // phase 7: -1 before the bailiff moves, then 0..3
  bool castle_favor_given = false;

  // Favors waiting to be used by one player, and the rows used in this phase.
  PlayerIndex favor_player = kNoPlayer;
  std::int8_t favors_pending = 0;
  std::array<std::uint8_t, kMaxPlayers> favor_rows_used{};  // bit per FavorRow, this phase

  std::array<PendingTransform, 8> pending_transforms{};
  std::int8_t pending_transform_count = 0;

  bool operator==(const GameState&) const = default;

  // Helpers that read the state.
  const PlayerState& player(PlayerIndex p) const { return players[static_cast<int>(p)]; }
  PlayerState& player(PlayerIndex p) { return players[static_cast<int>(p)]; }
  bool is_scored(Section s) const { return (scored >> static_cast<int>(s)) & 1; }
  bool game_over() const { return phase == Phase::game_over; }
  // The first section not yet scored (castle.section), or towers if all are.
  Section current_section() const;
  int section_houses(Section s) const;
  // Highest favor column open now (favor.columns).
  int open_favor_columns() const;
  int available_workers(PlayerIndex p) const { return kWorkersPerPlayer - player(p).workers_out; }
  int residences_owned(PlayerIndex p) const;
  bool owns(PlayerIndex p, BuildingId id) const;
  bool has_castle_worker(PlayerIndex p) const;
  bool in_stables(PlayerIndex p) const;
  int turn_position(PlayerIndex p) const;  // index in turn_order
  // A stable 64-bit hash of the whole state (FNV-1a over its fields).
  std::uint64_t hash() const;
};

static_assert(std::is_trivially_copyable_v<GameState>);

}  // namespace caylus
