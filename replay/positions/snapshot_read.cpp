// Reading snapshots (docs/snapshot-format.md): every value's type and range, and the few
// consistencies the engine relies on to index its arrays (a decision names a player, the bridge
// lists `passed_count` players...), so that a hand-edited snapshot cannot make the engine read
// outside the state.
#include <algorithm>
#include <array>

#include "core/language/catalog.h"
#include "core/options.h"
#include "replay/claims/claim_fields.h"
#include "replay/input/json_input.h"
#include "replay/positions/snapshot.h"
#include "replay/positions/snapshot_players.h"

namespace caylus {
namespace {

using namespace json_input;

constexpr std::int64_t kMaxHouses = 30;
constexpr std::int64_t kMaxFavorsPending = 99;
class Reader {
 public:
  Reader(const Json& j, const std::string& path) : j_(j), path_(path) {}

  Error run(const std::vector<std::string>& given_names, GameState& s) {
    if (auto e = expect_object(j_, path_,
                               {"options",
                                "turn",
                                "phase",
                                "decision",
                                "players",
                                "turn_order",
                                "next_turn_order",
                                "turn_order_pending",
                                "provost",
                                "bailiff",
                                "road",
                                "stock",
                                "discarded",
                                "gate",
                                "trading_post",
                                "merchants_guild",
                                "joust_field",
                                "stables",
                                "inn_left",
                                "inn_right",
                                "castle_workers",
                                "bridge",
                                "passed_count",
                                "houses",
                                "scored",
                                "completed_this_turn",
                                "scoring_due",
                                "batches_this_turn",
                                "cursor",
                                "special_step",
                                "activation_space",
                                "owner_bonus_space",
                                "scoring_section",
                                "castle_favor_given",
                                "favor_player",
                                "favors_pending",
                                "favor_rows_used",
                                "pending_transforms"},
                               N_("a state snapshot")))
      return e;
    // Players first: every other field names them.
    if (auto e = read_players(given_names, s)) return e;
    if (const Json* v = find(j_, "options"))
      if (auto e = read_options(*v, at("options"), s.options)) return e;
    if (auto e = read_required_fields(s)) return e;
    if (auto e = read_optional_fields(s)) return e;
    return consistency(s);
  }

 private:
  std::string at(std::string_view key) const { return child(path_, key); }

  Error integer(std::string_view key, std::int64_t lo, std::int64_t hi, std::int64_t& out,
                bool needed) {
    const Json* v = find(j_, key);
    if (v == nullptr)
      return needed ? Error(error_at(at(key), fill_in(tr("missing required field '{0}'"), key)))
                    : std::nullopt;
    return read_int(*v, at(key), lo, hi, out);
  }
  Error field(std::string_view key, const Json*& out, bool needed) {
    out = find(j_, key);
    if (out == nullptr && needed)
      return error_at(at(key), fill_in(tr("missing required field '{0}'"), key));
    return std::nullopt;
  }

  Error read_players(const std::vector<std::string>& given_names, GameState& s) {
    const Json* list;
    if (auto e = field("players", list, true)) return e;
    return snapshot_players::read_players(*list, at("players"), given_names, s, names_);
  }

  Error player(const Json& value, const std::string& path, PlayerIndex& out) {
    return read_player_or_null(value, path, names_, out);
  }
  Error player_field(std::string_view key, PlayerIndex& out) {
    if (const Json* v = find(j_, key)) return player(*v, at(key), out);
    return std::nullopt;
  }

  // A permutation of every seat (turn order).
  Error order(const Json& value, const std::string& path,
              std::array<PlayerIndex, kMaxPlayers>& out) {
    if (auto e = expect_array(value, path, kMaxPlayers)) return e;
    if (value.size() != static_cast<std::size_t>(names_.size()))
      return error_at(
          path, fill_in(tr("the turn order lists every player once ({0} names)"), names_.size()));
    out.fill(kNoPlayer);
    for (std::size_t i = 0; i < value.size(); ++i) {
      PlayerIndex p;
      if (auto e = read_player(value[i], item(path, i), names_, p)) return e;
      if (std::find(out.begin(), out.end(), p) != out.end())
        return error_at(item(path, i), fill_in(tr("'{0}' is listed twice"), names_[p]));
      out[i] = p;
    }
    return std::nullopt;
  }

  // Slots (stables, castle, bridge): names or null, each player at most once.
  template <std::size_t N>
  Error slots(std::string_view key, std::size_t exact, std::array<PlayerIndex, N>& out) {
    const Json* v = find(j_, key);
    if (v == nullptr) return std::nullopt;
    std::string path = at(key);
    if (auto e = expect_array(*v, path, N)) return e;
    if (exact != 0 && v->size() != exact)
      return error_at(path, fill_in(tr("a list of exactly {0} slots"), exact));
    out.fill(kNoPlayer);
    for (std::size_t i = 0; i < v->size(); ++i) {
      PlayerIndex p;
      if (auto e = player((*v)[i], item(path, i), p)) return e;
      if (p != kNoPlayer && std::find(out.begin(), out.end(), p) != out.end())
        return error_at(item(path, i), fill_in(tr("'{0}' holds one slot at most"), names_[p]));
      out[i] = p;
    }
    return std::nullopt;
  }

  Error space(const Json& value, const std::string& path, Space& out) {
    if (value.is_null()) {
      out = kNoSpace;
      return std::nullopt;
    }
    if (value.is_string()) {
      std::string text = value.get<std::string>();
      Special special;
      if (!parse_special(text, special))
        return error_at(
            path, fill_in(tr("unknown special space '{0}' ({1})"), text, kSpecialNames.joined()));
      out = special_space(special);
      return std::nullopt;
    }
    return read_road_space(value, path, out);
  }

  Error tiles(std::string_view key, TileSet& out, bool needed) {
    const Json* v;
    if (auto e = field(key, v, needed)) return e;
    if (v == nullptr) return std::nullopt;
    std::string path = at(key);
    if (auto e = expect_array(*v, path, kBuildingCount)) return e;
    out = 0;
    for (std::size_t i = 0; i < v->size(); ++i) {
      BuildingId id;
      if (auto e = read_building((*v)[i], item(path, i), id)) return e;
      if (out & tile_bit(id))
        return error_at(item(path, i), fill_in(tr("'{0}' is listed twice"), building_name(id)));
      out |= tile_bit(id);
    }
    return std::nullopt;
  }

  Error sections(std::string_view key, std::uint8_t& out) {
    const Json* v = find(j_, key);
    if (v == nullptr) return std::nullopt;
    std::string path = at(key);
    if (auto e = expect_array(*v, path, kSectionCount)) return e;
    out = 0;
    for (std::size_t i = 0; i < v->size(); ++i) {
      Section section;
      if (auto e = read_section((*v)[i], item(path, i), section)) return e;
      auto bit = static_cast<std::uint8_t>(1 << static_cast<int>(section));
      if (out & bit) return error_at(item(path, i), std::string(tr("a section is listed once")));
      out |= bit;
    }
    return std::nullopt;
  }

  Error per_player(const Json& value, const std::string& path, std::int64_t max,
                   std::array<std::uint8_t, kMaxPlayers>& out) {
    SeatCounts counts{};
    if (auto e = claim_fields::read_seat_counts(value, path, names_, max, counts)) return e;
    for (int p = 0; p < kMaxPlayers; ++p) out[p] = static_cast<std::uint8_t>(counts[p].value_or(0));
    return std::nullopt;
  }

  Error read_decision(GameState& s) {
    const Json* v;
    if (auto e = field("decision", v, true)) return e;
    std::string path = at("decision");
    if (auto e = expect_object(*v, path, {"kind", "player", "space"}, N_("a decision"))) return e;
    const Json* kind;
    if (auto e = required(*v, path, "kind", kind)) return e;
    std::string text;
    if (auto e = read_string(*kind, child(path, "kind"), text)) return e;
    if (!parse_decision_kind(text, s.decision.kind))
      return error_at(child(path, "kind"), fill_in(tr("unknown decision kind '{0}' ({1})"), text,
                                                   kDecisionKindNames.joined()));
    if (const Json* p = find(*v, "player"))
      if (auto e = player(*p, child(path, "player"), s.decision.player)) return e;
    if (const Json* sp = find(*v, "space"))
      if (auto e = space(*sp, child(path, "space"), s.decision.space)) return e;
    return std::nullopt;
  }

  Error read_road(GameState& s) {
    const Json* v;
    if (auto e = field("road", v, true)) return e;
    std::string path = at("road");
    if (auto e = expect_object(*v, path)) return e;
    for (const auto& [key, entry] : v->items()) {
      Space i;
      std::string here = child(path, key);
      if (auto e = road_space_key(key, here, i)) return e;
      if (auto e = expect_object(entry, here, {"building", "owner", "worker"}, N_("a road space")))
        return e;
      RoadSpace& r = s.road[i];
      if (const Json* b = find(entry, "building"); b != nullptr && !b->is_null())
        if (auto e = read_building(*b, child(here, "building"), r.building)) return e;
      if (const Json* o = find(entry, "owner"))
        if (auto e = player(*o, child(here, "owner"), r.owner)) return e;
      if (const Json* w = find(entry, "worker"))
        if (auto e = player(*w, child(here, "worker"), r.worker)) return e;
    }
    return std::nullopt;
  }

  Error read_required_fields(GameState& s) {
    std::int64_t n = 0;
    if (auto e = integer("turn", 0, 255, n, true)) return e;
    s.turn = static_cast<std::uint8_t>(n);
    const Json* v;
    if (auto e = field("phase", v, true)) return e;
    if (auto e = read_phase(*v, at("phase"), s.phase)) return e;
    if (auto e = read_decision(s)) return e;
    if (auto e = field("turn_order", v, true)) return e;
    if (auto e = order(*v, at("turn_order"), s.turn_order)) return e;
    s.next_turn_order = s.turn_order;  // unless given
    if (auto e = read_road(s)) return e;
    for (std::string_view key : {"provost", "bailiff"}) {
      if (auto e = field(key, v, true)) return e;
      if (auto e = read_road_space(*v, at(key), key == "provost" ? s.provost : s.bailiff)) return e;
    }
    return tiles("stock", s.stock, true);
  }

  Error read_optional_fields(GameState& s) {
    const Json* v;
    if ((v = find(j_, "next_turn_order")))
      if (auto e = order(*v, at("next_turn_order"), s.next_turn_order)) return e;
    if ((v = find(j_, "turn_order_pending")))
      if (auto e = read_bool(*v, at("turn_order_pending"), s.turn_order_pending)) return e;
    if (auto e = tiles("discarded", s.discarded, false)) return e;
    if (auto e = player_field("gate", s.gate)) return e;
    if (auto e = player_field("trading_post", s.trading_post)) return e;
    if (auto e = player_field("merchants_guild", s.merchants_guild)) return e;
    if (auto e = player_field("joust_field", s.joust_field)) return e;
    if (auto e = slots("stables", 3, s.stables)) return e;
    if (auto e = player_field("inn_left", s.inn_left)) return e;
    if (auto e = player_field("inn_right", s.inn_right)) return e;
    if (auto e = slots("castle_workers", 0, s.castle_workers)) return e;
    if (auto e = slots("bridge", 0, s.bridge)) return e;
    std::int64_t n = 0;
    if (auto e = integer("passed_count", 0, s.player_count, n, false)) return e;
    s.passed_count = static_cast<std::int8_t>(n);
    if ((v = find(j_, "houses"))) {
      std::string path = at("houses");
      if (auto e = expect_object(*v, path, kSectionNames.names, "houses")) return e;
      for (int i = 0; i < kSectionCount; ++i) {
        std::string section(section_name(static_cast<Section>(i)));
        if (const Json* h = find(*v, section))
          if (auto e = per_player(*h, child(path, section), kMaxHouses, s.houses[i])) return e;
      }
    }
    if (auto e = sections("scored", s.scored)) return e;
    if (auto e = sections("completed_this_turn", s.completed_this_turn)) return e;
    if (auto e = sections("scoring_due", s.scoring_due)) return e;
    if ((v = find(j_, "batches_this_turn")))
      if (auto e = per_player(*v, at("batches_this_turn"), kMaxHouses, s.batches_this_turn))
        return e;
    // Cursors: the ranges the engine's phases use (state.h).
    n = s.cursor;
    if (auto e = integer("cursor", 0, kMaxPlayers, n, false)) return e;
    s.cursor = static_cast<std::int8_t>(n);
    n = s.special_step;
    if (auto e = integer("special_step", 0, 6, n, false)) return e;
    s.special_step = static_cast<std::int8_t>(n);
    n = s.activation_space;
    if (auto e = integer("activation_space", 0, kRoadSpaces + 1, n, false)) return e;
    s.activation_space = static_cast<Space>(n);
    n = s.owner_bonus_space;
    if (auto e = integer("owner_bonus_space", 0, kRoadSpaces, n, false)) return e;
    s.owner_bonus_space = static_cast<Space>(n);
    n = s.scoring_section;
    if (auto e = integer("scoring_section", -1, kSectionCount, n, false)) return e;
    s.scoring_section = static_cast<std::int8_t>(n);
    if ((v = find(j_, "castle_favor_given")))
      if (auto e = read_bool(*v, at("castle_favor_given"), s.castle_favor_given)) return e;
    if (auto e = player_field("favor_player", s.favor_player)) return e;
    n = s.favors_pending;
    if (auto e = integer("favors_pending", 0, kMaxFavorsPending, n, false)) return e;
    s.favors_pending = static_cast<std::int8_t>(n);
    if ((v = find(j_, "favor_rows_used"))) {
      std::string path = at("favor_rows_used");
      if (auto e = expect_object(*v, path)) return e;
      for (const auto& [name, rows] : v->items()) {
        PlayerIndex p;
        std::string here = child(path, name);
        if (auto e = player_named(name, here, names_, p)) return e;
        if (auto e = expect_array(rows, here, kFavorRows)) return e;
        for (std::size_t i = 0; i < rows.size(); ++i) {
          FavorRow row;
          if (auto e = read_favor_row(rows[i], item(here, i), row)) return e;
          s.favor_rows_used[p] |= static_cast<std::uint8_t>(1 << static_cast<int>(row));
        }
      }
    }
    return read_pending_transforms(s);
  }

  Error read_pending_transforms(GameState& s) {
    const Json* v = find(j_, "pending_transforms");
    if (v == nullptr) return std::nullopt;
    std::string path = at("pending_transforms");
    if (auto e = expect_array(*v, path, s.pending_transforms.size())) return e;
    for (std::size_t i = 0; i < v->size(); ++i) {
      std::string here = item(path, i);
      const Json& entry = (*v)[i];
      if (auto e = expect_object(entry, here, {"target", "player", "activated"},
                                 N_("a pending transformation")))
        return e;
      PendingTransform& t = s.pending_transforms[i];
      const Json* f;
      if (auto e = required(entry, here, "target", f)) return e;
      if (auto e = read_road_space(*f, child(here, "target"), t.target)) return e;
      if (auto e = required(entry, here, "player", f)) return e;
      if (auto e = read_player(*f, child(here, "player"), names_, t.player)) return e;
      if (auto e = required(entry, here, "activated", f)) return e;
      if (auto e = read_bool(*f, child(here, "activated"), t.activated)) return e;
    }
    s.pending_transform_count = static_cast<std::int8_t>(v->size());
    return std::nullopt;
  }

  // What the engine takes for granted when it indexes its arrays with these fields.
  Error consistency(const GameState& s) {
    bool over = s.phase == Phase::game_over;
    if (over != (s.decision.kind == DecisionKind::none))
      return error_at(child(at("decision"), "kind"),
                      std::string(tr("the decision is 'none' exactly when the phase is "
                                     "game_over")));
    if (!over && s.decision.player == kNoPlayer)
      return error_at(child(at("decision"), "player"),
                      std::string(tr("a pending decision names its player")));
    if (over && s.decision.player != kNoPlayer)
      return error_at(child(at("decision"), "player"),
                      fill_in(tr("no decision is pending: {0} is null"), "player"));
    bool on_road =
        s.decision.kind == DecisionKind::activation || s.decision.kind == DecisionKind::owner_bonus;
    if (on_road && !is_road(s.decision.space))
      return error_at(child(at("decision"), "space"),
                      std::string(tr("an activation decision names the road space concerned")));
    for (int i = 0; i < kMaxPlayers; ++i) {
      bool listed = s.bridge[i] != kNoPlayer;
      if (listed != (i < s.passed_count))
        return error_at(at("bridge"),
                        fill_in(tr_n("the bridge lists exactly the {0} player who passed "
                                     "(passed_count), in order",
                                     "the bridge lists exactly the {0} players who passed "
                                     "(passed_count), in order",
                                     s.passed_count),
                                s.passed_count));
    }
    // A stone building's owner is asked for its cube: the space has an owner.
    if (s.owner_bonus_space != kNoSpace && s.road[s.owner_bonus_space].owner == kNoPlayer)
      return error_at(
          at("owner_bonus_space"),
          fill_in(tr("road space {0} has no owner to take the owner's cube"), s.owner_bonus_space));
    if (s.favors_pending > 0 && s.favor_player == kNoPlayer)
      return error_at(at("favor_player"),
                      fill_in(tr("favors are pending: say whose ({0})"), "favor_player"));
    return std::nullopt;
  }

  const Json& j_;
  const std::string& path_;
  std::vector<std::string> names_;
};

}  // namespace

std::variant<GameState, LogError> read_snapshot(const nlohmann::json& json,
                                                const std::vector<std::string>& names,
                                                const std::string& path) {
  GameState s;
  if (auto e = Reader(json, path).run(names, s)) return *e;
  return s;
}

}  // namespace caylus
