// The ledger of any numeric field (see field_ledger.h). Like the points ledger it reads the
// engine's events and recomputes no rule: what it tells is what the engine did.
#include "replay/narration/field_ledger.h"

#include <fmt/core.h>

#include <iterator>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/claims/claim_fields.h"
#include "replay/narration/event_words.h"
#include "replay/narration/ledger.h"
#include "replay/notation/notation.h"

namespace caylus {
namespace {

// Which field of the event's player an event moves, and how. The event's kinds not listed move
// none: they tell a fact another event already counts (`income` is the sum of its parts, the
// income_* reasons), or a thing no numeric field holds (favors, the road, the turn order).
// worker_placed is not a worker taken from the pool: the gate's worker moves with one too; the
// pool's worker leaves with the `place` decision (decision_may_move).
enum class Moves : std::uint8_t {
  none,
  prestige,      // prestige += amount (the change after prestige.floor)
  deniers_gain,  // deniers += amount
  deniers_paid,  // deniers -= amount
  goods,         // cubes and deniers += goods (what a production building gave)
  worker_back,   // workers available += 1
  houses,        // houses of the player in `section` += amount
};

struct EventMove {
  EventKind kind;
  Moves moves;
};
constexpr EventMove kEventMoves[] = {
    {EventKind::prestige_owner_placement, Moves::prestige},
    {EventKind::prestige_build, Moves::prestige},
    {EventKind::prestige_notary, Moves::prestige},
    {EventKind::prestige_castle_batch, Moves::prestige},
    {EventKind::prestige_castle_penalty, Moves::prestige},
    {EventKind::prestige_scoring, Moves::prestige},
    {EventKind::prestige_favor, Moves::prestige},
    {EventKind::prestige_building_use, Moves::prestige},
    {EventKind::prestige_end_bonus, Moves::prestige},
    {EventKind::first_pass_bonus, Moves::deniers_gain},
    {EventKind::worker_returned, Moves::worker_back},
    {EventKind::house_placed, Moves::houses},
    {EventKind::placement_cost, Moves::deniers_paid},
    {EventKind::placement_cost_own, Moves::deniers_paid},
    {EventKind::placement_cost_inn, Moves::deniers_paid},
    {EventKind::placement_cost_two_player, Moves::deniers_paid},
    {EventKind::income_base, Moves::deniers_gain},
    {EventKind::income_residence, Moves::deniers_gain},
    {EventKind::income_library, Moves::deniers_gain},
    {EventKind::income_hotel, Moves::deniers_gain},
    {EventKind::trading_post, Moves::deniers_gain},
    {EventKind::produced, Moves::goods},
};

constexpr std::array<Moves, kEventKindCount> event_moves_table() {
  std::array<Moves, kEventKindCount> out{};
  for (const EventMove& m : kEventMoves) out[static_cast<int>(m.kind)] = m.moves;
  return out;
}
constexpr auto kMovesOf = event_moves_table();

// The rule of a decision's own payment or gain, by verb: one row per verb, in core/action.h's
// order (its size is held below: a std::array of kVerbCount would take a row short silently).
constexpr RuleId kVerbRules[] = {
    RuleId::place_pass,                  // pass
    RuleId::place_order,                 // place
    RuleId::special_gate,                // gate
    RuleId::provost_cost,                // provost
    RuleId::special_joust_field,         // joust
    RuleId::special_inn,                 // inn
    RuleId::favor_choose,                // favor
    RuleId::building_effect,             // use
    RuleId::activate_stone_owner_bonus,  // owner_bonus
    RuleId::build_cost,                  // build
    RuleId::notary_transform,            // transform
    RuleId::activate_optional,           // decline
    RuleId::castle_batch,                // castle
};
static_assert(std::size(kVerbRules) == kVerbCount,
              "kVerbRules: one row per verb of core/action.h, in its order (docs/developing.md "
              "§3.5 step 4)");

// A decision may pay or gain cubes and deniers, and a placement takes a worker from the pool;
// every other field moves by events only.
bool decision_may_move(FieldKey key, Verb verb) {
  if (key.player_field < 0) return false;
  std::string_view name = claim_fields::kPlayerFields[key.player_field].name;
  if (name == "workers") return verb == Verb::place;
  return name != "prestige";
}

// The signed change `e` makes to `key` (nothing when it does not move it).
int event_change(const Event& e, FieldKey key) {
  if (e.player != key.player) return 0;
  std::string_view name =
      key.player_field >= 0 ? claim_fields::kPlayerFields[key.player_field].name : "";
  switch (kMovesOf[static_cast<int>(e.kind)]) {
    case Moves::none:
      return 0;
    case Moves::prestige:
      return name == "prestige" ? e.amount : 0;
    case Moves::deniers_gain:
      return name == "deniers" ? e.amount : 0;
    case Moves::deniers_paid:
      return name == "deniers" ? -e.amount : 0;
    case Moves::goods:
      if (name == "deniers") return e.goods.deniers;
      for (Cube c : kAllCubes)
        if (name == cube_name(c)) return e.goods[c];
      return 0;
    case Moves::worker_back:
      return name == "workers" ? 1 : 0;
    case Moves::houses:
      return key.player_field < 0 && key.section == e.section ? e.amount : 0;
  }
  return 0;
}

// Whether `e` concerns `key` even with a zero change: a penalty the floor took away entirely
// still says why the field did not move.
bool event_touches(const Event& e, FieldKey key) {
  if (e.player != key.player || kMovesOf[static_cast<int>(e.kind)] != Moves::prestige) return false;
  return key.player_field >= 0 && claim_fields::kPlayerFields[key.player_field].name == "prestige";
}

int nominal_of(const Event& e) {
  if ((e.kind == EventKind::prestige_castle_penalty || e.kind == EventKind::prestige_scoring) &&
      e.detail < 0)
    return e.detail;
  return e.amount;
}

// The i-th field of player p (FieldKey::index order).
FieldKey key_at(PlayerIndex p, int i) {
  if (i < kPlayerFieldCount) return FieldKey{p, static_cast<std::int8_t>(i)};
  return FieldKey{p, -1, static_cast<Section>(i - kPlayerFieldCount)};
}

// Players as "{pN}" in the notation of a decision (render_message names them later).
std::vector<std::string> placeholders() {
  std::vector<std::string> out;
  for (PlayerIndex p = 0; p < kMaxPlayers; ++p) out.push_back(who(p));
  return out;
}

}  // namespace

int FieldKey::value(const GameState& s) const {
  if (player_field >= 0) return claim_fields::kPlayerFields[player_field].get(s, player);
  return s.houses[static_cast<int>(section)][player];
}

std::string FieldKey::name(const std::vector<std::string>& names) const {
  std::string who_ = claim_fields::name_of(player, names);
  if (player_field >= 0)
    return who_ + "." + std::string(claim_fields::kPlayerFields[player_field].name);
  return "castle." + std::string(section_name(section)) + "." + who_;
}

std::optional<FieldKey> parse_field(std::string_view text, const std::vector<std::string>& names,
                                    int player_count, std::string* why) {
  std::string_view rest = text;
  if (rest.starts_with("players.")) rest.remove_prefix(8);
  for (PlayerIndex p = 0; p < player_count; ++p) {
    std::string who_ = claim_fields::name_of(p, names);
    for (int i = 0; i < kPlayerFieldCount; ++i)
      if (rest == who_ + "." + std::string(claim_fields::kPlayerFields[i].name))
        return FieldKey{p, static_cast<std::int8_t>(i)};
    for (int i = 0; i < kSectionCount; ++i) {
      FieldKey key{p, -1, static_cast<Section>(i)};
      if (text == key.name(names)) return key;
    }
  }
  if (why != nullptr) {
    std::string fields;
    for (int i = 0; i < kPlayerFieldCount; ++i)
      fields += (i ? ", " : "") + std::string(claim_fields::kPlayerFields[i].name);
    std::string players;
    for (PlayerIndex p = 0; p < player_count; ++p)
      players += (p ? ", " : "") + claim_fields::name_of(p, names);
    std::string sections;
    for (int i = 0; i < kSectionCount; ++i)
      sections += (i ? "|" : "") + std::string(section_name(static_cast<Section>(i)));
    *why = fmt::format(
        "no such field: {}; the fields are PLAYER.FIELD (players: {}; fields: {}) and "
        "castle.{}.PLAYER (a player's houses in a section)",
        text, players, fields, sections);
  }
  return std::nullopt;
}

std::vector<FieldKey> all_fields(int player_count) {
  std::vector<FieldKey> out;
  for (PlayerIndex p = 0; p < player_count; ++p)
    for (int i = 0; i < FieldKey::kPerPlayer; ++i) out.push_back(key_at(p, i));
  return out;
}

std::vector<FieldKey> named_fields(const Claims& claims, int player_count) {
  std::vector<FieldKey> out;
  if (claims.castle)
    for (int i = 0; i < kSectionCount; ++i)
      if (const auto& counts = (*claims.castle)[i])
        for (PlayerIndex p = 0; p < player_count; ++p)
          if ((*counts)[p]) out.push_back(FieldKey{p, -1, static_cast<Section>(i)});
  if (claims.players)
    for (PlayerIndex p = 0; p < player_count; ++p)
      if (const auto& player = (*claims.players)[p])
        for (int i = 0; i < kPlayerFieldCount; ++i)
          if (player->fields[i]) out.push_back(FieldKey{p, static_cast<std::int8_t>(i)});
  return out;
}

FieldLedger::FieldLedger(const GameState& start) : player_count_(start.player_count) {
  for (PlayerIndex p = 0; p < player_count_; ++p)
    for (int i = 0; i < FieldKey::kPerPlayer; ++i) {
      FieldKey key = key_at(p, i);
      int value = key.value(start);
      totals_[key.index()] = value;
      if (value == 0) continue;
      FieldChange c;
      c.source = ChangeSource::opening;
      c.turn = start.turn;
      c.phase = start.phase;
      c.amount = c.nominal = c.total = value;
      c.text = std::string(tr("when the log starts"));
      accounts_[key.index()].push_back(std::move(c));
    }
}

void FieldLedger::add(FieldKey key, FieldChange change) {
  int& total = totals_[key.index()];
  total += change.amount;
  change.total = total;
  accounts_[key.index()].push_back(std::move(change));
}

void FieldLedger::record(int entry, const GameState& before, const Action& action,
                         const EventSink& events, const GameState& after) {
  std::array<int, kMaxPlayers * FieldKey::kPerPlayer> explained{};
  auto each_key = [&](auto&& f) {
    for (PlayerIndex p = 0; p < player_count_; ++p)
      for (int i = 0; i < FieldKey::kPerPlayer; ++i) f(key_at(p, i));
  };
  EventClock clock(before);
  std::vector<std::pair<FieldKey, FieldChange>> from_events;
  for (const Event& e : events) {
    clock.advance(e);
    if (e.player == kNoPlayer || kMovesOf[static_cast<int>(e.kind)] == Moves::none) continue;
    for (int i = 0; i < FieldKey::kPerPlayer; ++i) {
      FieldKey key = key_at(e.player, i);
      int change = event_change(e, key);
      if (change == 0 && !event_touches(e, key)) continue;
      explained[key.index()] += change;
      FieldChange c;
      c.source = ChangeSource::event;
      c.action = entry;
      c.turn = clock.turn;
      c.phase = clock.phase;
      c.kind = e.kind;
      c.rule = event_rule_text(e);
      c.amount = change;
      c.nominal = is_prestige_event(e.kind) ? nominal_of(e) : change;
      c.text = is_prestige_event(e.kind) ? prestige_cause(e, action, after)
                                         : event_words(e, action, after);
      from_events.emplace_back(key, std::move(c));
    }
  }
  // The decision's own payment first: it is made before the automatic steps that follow it.
  each_key([&](FieldKey key) {
    int rest = key.value(after) - key.value(before) - explained[key.index()];
    if (rest == 0) return;
    FieldChange c;
    bool own = key.player == action.player && decision_may_move(key, action.verb);
    c.source = own ? ChangeSource::decision : ChangeSource::unexplained;
    c.action = entry;
    c.turn = before.turn;
    c.phase = before.phase;
    c.rule = own ? std::string(rule_id_text(kVerbRules[static_cast<int>(action.verb)])) : "";
    c.amount = c.nominal = rest;
    c.text = own ? fill_in(tr("the decision: {0}"), action_notation(before, action, placeholders()))
                 : std::string(tr("no event accounts for it (an engine fault)"));
    add(key, std::move(c));
  });
  for (auto& [key, c] : from_events) add(key, std::move(c));
}

void FieldLedger::amend(int entry, const GameState& before, const GameState& after,
                        const std::string& cause) {
  for (PlayerIndex p = 0; p < player_count_; ++p)
    for (int i = 0; i < FieldKey::kPerPlayer; ++i) {
      FieldKey key = key_at(p, i);
      int change = key.value(after) - key.value(before);
      if (change == 0) continue;
      FieldChange c;
      c.source = ChangeSource::amendment;
      c.action = entry;
      c.turn = after.turn;
      c.phase = after.phase;
      c.rule = "amend";
      c.amount = c.nominal = change;
      c.text = cause;
      add(key, std::move(c));
    }
}

nlohmann::ordered_json change_json(const FieldChange& c, const std::vector<std::string>& names) {
  static constexpr std::string_view kSources[] = {"opening", "event", "decision", "amendment",
                                                  "unexplained"};
  nlohmann::ordered_json out;
  out["action"] = c.action < 0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(c.action);
  out["turn"] = c.turn;
  out["phase"] = std::string(phase_name(c.phase));
  out["rule"] = c.rule.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(c.rule);
  out["amount"] = c.amount;
  if (c.nominal != c.amount) out["nominal"] = c.nominal;
  out["total"] = c.total;
  out["source"] = std::string(kSources[static_cast<int>(c.source)]);
  out["text"] = render_message(c.text, names);
  return out;
}

std::vector<std::string> ledger_lines(const FieldLedger& ledger, FieldKey key,
                                      const std::vector<std::string>& names) {
  std::vector<std::string> out;
  const auto& changes = ledger.changes(key);
  out.push_back(fill_in(tr("Ledger of {0} (every change and its cause): {1} now"), key.name(names),
                        changes.empty() ? 0 : changes.back().total));
  out.push_back(fmt::format(
      "  {:>4}  {:<12} {:>7} {:>6} {:>6}  {:<22} {}", trc("ledger column", "turn"),
      trc("ledger column", "phase"), trc("ledger column", "action"), trc("ledger column", "change"),
      trc("ledger column", "total"), trc("ledger column", "rule"), trc("ledger column", "cause")));
  for (const FieldChange& c : changes)
    out.push_back(render_message(
        fmt::format("  {:>4}  {:<12} {:>7} {:>+6} {:>6}  {:<22} {}", c.turn, phase_column(c.phase),
                    c.action < 0 ? std::string("-") : "#" + std::to_string(c.action), c.amount,
                    c.total, c.rule.empty() ? "-" : c.rule, c.text),
        names));
  if (changes.empty()) out.push_back(std::string(tr("  (no change: 0 from the start)")));
  return out;
}

}  // namespace caylus
