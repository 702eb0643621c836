// A log's claims as typed values (LOG_FORMAT.md, "Checks", "Amendments" and `expect`): parsed
// once when the log is read (JSON or text notation), then compared with a state, applied to a
// state or written back, without reading JSON again.
//
//   {"check": {"turn": 3, "players": {"green": {"deniers": 7}}}}
//   -> Claims{.turn = 3, .players = {green: {deniers: 7}}}
//
// Every field is optional: a claim says only what it says. Players are seat indices into the
// log's `setup.players`. The fields, their names, bounds, the state field each speaks of and
// whether an amendment may set it are declared once, in replay/claims/claim_fields.h; reading,
// writing, comparing (replay/claims/checks.h), state_as_check and amend_state
// (replay/positions/amendments.h) walk that table.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/state.h"

namespace caylus {

struct LogError;  // replay/json/log_json.h (which includes this file, through log.h)

// A replay's answer (LOG_FORMAT.md, "The replayer's answer"); `expect` claims one.
enum class Verdict : std::uint8_t { legal, illegal, mismatch };
inline constexpr auto kVerdictNames = names_of<Verdict>("legal", "illegal", "mismatch");
constexpr std::string_view verdict_name(Verdict v) {
  return kVerdictNames[v];
}

// An optional value kept on the heap: the big parts of a claim (the road, the castle, the
// players) cost one pointer in the many log entries that are actions, not claims.
template <typename T>
class HeapOptional {
 public:
  using value_type = T;
  HeapOptional() = default;
  HeapOptional(const HeapOptional& other)
      : value_(other.value_ ? std::make_unique<T>(*other.value_) : nullptr) {}
  HeapOptional(HeapOptional&&) noexcept = default;
  HeapOptional& operator=(const HeapOptional& other) {
    if (this != &other) value_ = other.value_ ? std::make_unique<T>(*other.value_) : nullptr;
    return *this;
  }
  HeapOptional& operator=(HeapOptional&&) noexcept = default;
  HeapOptional& operator=(T value) {
    value_ = std::make_unique<T>(std::move(value));
    return *this;
  }
  bool has_value() const { return value_ != nullptr; }
  explicit operator bool() const { return has_value(); }
  T& emplace() {
    value_ = std::make_unique<T>();
    return *value_;
  }
  void reset() { value_.reset(); }
  T& operator*() { return *value_; }
  const T& operator*() const { return *value_; }
  T* operator->() { return value_.get(); }
  const T* operator->() const { return value_.get(); }
  friend bool operator==(const HeapOptional& a, const HeapOptional& b) {
    return a.has_value() == b.has_value() && (!a.has_value() || *a == *b);
  }

 private:
  std::unique_ptr<T> value_;
};

// A player's fields, in LOG_FORMAT.md order: deniers, prestige, the cubes (kCubeNames' order),
// workers (available to place). The table kPlayerFields (replay/claims/claim_fields.h) names them.
inline constexpr int kPlayerFieldCount = 2 + kCubeTypes + 1;

// A road space as claimed: `empty` (null in JSON: no building stands there), or what stands
// there, each part optional; owner kNoPlayer is "no owner" (null).
struct RoadClaim {
  bool empty = false;
  std::optional<BuildingId> building;
  std::optional<PlayerIndex> owner;
  std::optional<PlayerIndex> worker;  // kNoPlayer: no worker stands there (null)
  bool operator==(const RoadClaim&) const = default;
};

// The special buildings' workers (LOG_FORMAT.md, "Positions": `workers.*`): a player or kNoPlayer
// (null) per single space, the players on the stables' circles in circle order, the inn's two
// slots, the castle's workers in order of arrival. Each part optional.
inline constexpr int kSingleWorkerSpaces = 4;  // gate, trading_post, merchants_guild, joust_field
struct WorkersClaim {
  std::array<std::optional<PlayerIndex>, kSingleWorkerSpaces> single{};
  std::optional<std::vector<PlayerIndex>> stables;
  std::optional<PlayerIndex> inn_left, inn_right;
  std::optional<std::vector<PlayerIndex>> castle;
  bool operator==(const WorkersClaim&) const = default;
};

// One player's claims. `favor` present with no row is the claim "favor": {} (kept, so that
// writing the log back is byte-stable).
struct PlayerClaims {
  std::array<std::optional<int>, kPlayerFieldCount> fields{};  // kPlayerFields order
  // An amendment's change instead of a value (`amend green.deniers+=2`, JSON {"add": 2}): the
  // field's value is the signed amount added. Refused in checks and positions.
  std::array<bool, kPlayerFieldCount> added{};
  std::optional<std::array<std::optional<int>, kFavorRows>> favor;  // column per FavorRow
  bool operator==(const PlayerClaims&) const = default;
};

using SeatCounts = std::array<std::optional<int>, kMaxPlayers>;  // per seat

// A check, an amendment or `expect.final`: every key of LOG_FORMAT.md "Checks", each optional.
// A container present but empty ("road": {}) is kept as written.
struct Claims {
  // A check's qualifier, not a value of the state: the claims speak of the state as this phase
  // began, before its automatic steps, a phase boundary the engine passed since the previous
  // action (docs/notation.md, "A check at a phase boundary"). Checks only (ClaimsOf).
  std::optional<Phase> at;
  std::optional<int> turn;
  std::optional<Phase> phase;
  std::optional<Space> provost;
  std::optional<Space> bailiff;
  std::optional<std::vector<PlayerIndex>> turn_order;
  std::optional<std::uint8_t> scored;  // bit i: Section i
  // The three large parts on the heap, only when claimed: a log holds a Claims in every entry
  // (LogEntry::claims), and inline they made each entry ~1 KB (caylus bench's peak memory
  // doubled).
  HeapOptional<std::array<std::optional<RoadClaim>, kRoadSpaces + 1>> road;   // [1..28]
  HeapOptional<std::array<std::optional<SeatCounts>, kSectionCount>> castle;  // houses
  HeapOptional<std::array<std::optional<PlayerClaims>, kMaxPlayers>> players;
  // LOG_FORMAT.md, "Positions": the special buildings' workers, the passing order (the bridge)
  // and the tiles left in the stock (a count per tile id, 0 or 1).
  HeapOptional<WorkersClaim> workers;
  std::optional<std::vector<PlayerIndex>> passed;
  HeapOptional<std::array<std::optional<int>, kBuildingCount>> stock;
  bool operator==(const Claims&) const = default;
  // Whether an amendment's change (+= / -=) stands among the players' fields.
  bool has_changes() const;
};

// The `expect` object: verdict (required), action (an index into `actions`, illegal or
// mismatch only), rule (a rule id, illegal only), complete, final (claims).
struct ExpectClaims {
  Verdict verdict = Verdict::legal;
  std::optional<int> action;
  std::optional<std::string> rule;
  std::optional<bool> complete;
  std::optional<Claims> final_claims;
  bool operator==(const ExpectClaims&) const = default;
};
// Its keys, in the order it is written: the one list the reader, the writers and the text
// notation (a player named like one is written "players.NAME") use.
inline constexpr std::array<std::string_view, 5> kExpectKeys = {"verdict", "action", "rule",
                                                                "complete", "final"};

// What a claims object is, for what it may hold: changes (+= / -=) are an amendment's; a
// qualifier (`at`, claim_fields.h ClaimField::qualifier) is a check's.
enum class ClaimsOf : std::uint8_t { check, amendment, position, final_state };

// A claims object: every key optional; an unknown key, player, building, phase, section or row,
// or a value out of bounds, is an error at its path ("actions[4].check.players.green.silver").
// `names` are the log's players by seat. What `of` cannot hold is an error at its path.
std::variant<Claims, LogError> read_claims(const nlohmann::json& claims,
                                           const std::vector<std::string>& names,
                                           const std::string& path, ClaimsOf of = ClaimsOf::check);

// The phase boundaries a check's `at` names, in the words `--at turn=T.PHASE` takes too
// (tools/moment.h): every phase the engine begins, so every phase but game_over (nothing begins
// after it). Read with parse_phase (core/types.h).
bool is_phase_boundary(Phase phase);
std::string phase_boundaries_text();  // "income, placement, ..., end_of_turn"

std::variant<ExpectClaims, LogError> read_expect(const nlohmann::json& expect,
                                                 const std::vector<std::string>& names,
                                                 std::size_t entry_count, const std::string& path);

// Canonical JSON: the keys in LOG_FORMAT.md order, players in seat order, road spaces in
// numeric order. A seat without a name is written "player N".
nlohmann::ordered_json claims_json(const Claims& claims, const std::vector<std::string>& names);
nlohmann::ordered_json expect_json(const ExpectClaims& expect,
                                   const std::vector<std::string>& names);

// Every field the claims speak of, as the state has it: the whole state in the shape of a check
// (every road space, section and seat). compare_claims(state_claims(s), s) is empty.
Claims state_claims(const GameState& state);

}  // namespace caylus
