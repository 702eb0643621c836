// The points ledger (see ledger.h). It reads the engine's events and recomputes no rule, so what
// it tells is what the engine did.
#include "replay/narration/ledger.h"

#include <fmt/core.h>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/option_readings.h"
#include "core/text.h"
#include "replay/claims/claim_fields.h"
#include "replay/narration/event_words.h"

namespace caylus {
namespace {

// Nominal size of a penalty, to tell when prestige.floor made it smaller.
int nominal_penalty(const GameState& s, const Event& e) {
  if (e.kind == EventKind::prestige_castle_penalty) return -2;
  switch (e.section) {
    case Section::dungeon:
      return -2;
    case Section::walls:
      return -3;
    case Section::towers:
      return -towers_empty_penalty(s.options);
  }
  return 0;
}

std::string floor_note(int nominal, int amount) {
  if (nominal == amount) return "";
  return fill_in(tr(" ({0} PP due, {1} lost: prestige never goes below 0)"), -nominal, -amount);
}

}  // namespace

std::string prestige_cause(const Event& e, const Action& action, const GameState& after) {
  const Resources& goods = after.player(e.player).goods;
  switch (e.kind) {
    case EventKind::prestige_owner_placement:
      return fill_in(tr("{0} placed a worker on its {1} (road space {2})"),
                     who(static_cast<PlayerIndex>(e.detail)), building_name(e.building), e.space);
    case EventKind::prestige_build:
      return fill_in(tr("built the {0} (road space {1})"), building_name(e.building), e.space);
    case EventKind::prestige_notary:
      return fill_in(tr("notary: turned the {0} (road space {1}) into a residence"),
                     building_name(e.building), e.space);
    case EventKind::prestige_castle_batch:
      return fill_in(tr_n("castle: {0} house in the {1} ({2} PP each)",
                          "castle: {0} houses in the {1} ({2} PP each)", e.detail),
                     e.detail, section_words(e.section),
                     kSectionHousePrestige[static_cast<int>(e.section)]);
    case EventKind::prestige_castle_penalty:
      return std::string(tr("castle: no batch offered")) +
             floor_note(nominal_penalty(after, e), e.amount);
    case EventKind::prestige_scoring:
      return fill_in(tr("{0} scoring: no house in the {0}"), section_words(e.section)) +
             floor_note(nominal_penalty(after, e), e.amount);
    case EventKind::prestige_favor:
      if (e.detail == 0) return std::string(tr("King's favor (simplified variant: 3 PP each)"));
      return fill_in(tr("King's favor: prestige row, column {0}"), e.detail);
    case EventKind::prestige_building_use:
      return fill_in(tr("{0}: paid {1}"), building_name(e.building), goods_words(action.give));
    case EventKind::prestige_end_bonus:
      switch (e.detail) {
        case 0:
          return fill_in(tr_n("end bonus: {0} gold cube (3 PP each)",
                              "end bonus: {0} gold cubes (3 PP each)", goods[Cube::gold]),
                         goods[Cube::gold]);
        case 1: {
          int cubes = goods.cube_total() - goods[Cube::gold];
          return fill_in(tr_n("end bonus: {0} cube other than gold (1 PP per 3)",
                              "end bonus: {0} cubes other than gold (1 PP per 3)", cubes),
                         cubes);
        }
        default:
          return fill_in(tr("end bonus: {0} (1 PP per 4)"), deniers_text(goods.deniers));
      }
    default:
      return "";
  }
}

std::string_view phase_column(Phase p) {
  // The English is the phase's id (the notation's word), as the ledgers have always shown it.
  switch (p) {
    case Phase::income:
      return trc("ledger phase", "income");
    case Phase::placement:
      return trc("ledger phase", "placement");
    case Phase::special:
      return trc("ledger phase", "special");
    case Phase::provost:
      return trc("ledger phase", "provost");
    case Phase::activation:
      return trc("ledger phase", "activation");
    case Phase::castle:
      return trc("ledger phase", "castle");
    case Phase::end_of_turn:
      return trc("ledger phase", "end_of_turn");
    case Phase::game_over:
      return trc("ledger phase", "game_over");
  }
  return {};  // no other phase
}

void EventClock::advance(const Event& e) {
  auto at_least = [&](Phase p) {
    if (phase < p) phase = p;
  };
  switch (e.kind) {
    case EventKind::income:  // phase 1 opens a turn
      if (phase != Phase::income) {
        ++turn;
        phase = Phase::income;
      }
      break;
    case EventKind::turn_order_swapped:       // two_player.order: a turn's start
    case EventKind::turn_order_from_stables:  // stables_effect = next_turn: a turn's start
      if (phase != Phase::income) {
        ++turn;
        phase = Phase::income;
      }
      break;
    case EventKind::turn_order_changed:
      // At the start of a turn (two_player.order, stables_effect = next_turn), else the stables.
      if (phase >= Phase::end_of_turn) {
        ++turn;
        phase = Phase::income;
      } else if (phase != Phase::income) {
        at_least(Phase::special);
      }
      break;
    case EventKind::worker_returned:
      if (e.space == special_space(Special::castle))
        at_least(Phase::castle);
      else if (is_special(e.space))
        at_least(Phase::special);
      else
        at_least(Phase::activation);
      break;
    case EventKind::gate_worker:
    case EventKind::trading_post:
    case EventKind::inn_moved:
    case EventKind::inn_evicted:
    case EventKind::stables_next_turn:
      at_least(Phase::special);
      break;
    case EventKind::worker_beyond_provost:
    case EventKind::produced:
    case EventKind::owner_bonus_due:
      at_least(Phase::activation);
      break;
    case EventKind::house_placed:
    case EventKind::prestige_castle_batch:
    case EventKind::prestige_castle_penalty:
    case EventKind::castle_penalty_waived:
    case EventKind::castle_penalty_waived_batch:
    case EventKind::best_builder:
    case EventKind::best_builder_tie:
    case EventKind::best_builder_none:
      at_least(Phase::castle);
      break;
    case EventKind::mark_reached:
    case EventKind::mark_passed:
    case EventKind::section_completed:
    case EventKind::section_result:
    case EventKind::bailiff_moved:
    case EventKind::section_scored:
    case EventKind::prestige_scoring:
    case EventKind::prestige_end_bonus:
    case EventKind::game_ended:
      at_least(Phase::end_of_turn);
      break;
    default:
      break;
  }
}

static_assert(claim_fields::kPlayerFields[1].name == "prestige");

PointsLedger::PointsLedger(const GameState& start)
    : player_count_(start.player_count), fields_(start) {}

FieldKey PointsLedger::key(PlayerIndex p) {
  return FieldKey{p, static_cast<std::int8_t>(kPrestigeField)};
}

std::vector<LedgerEntry> PointsLedger::entries(PlayerIndex p) const {
  std::vector<LedgerEntry> out;
  for (const FieldChange& c : fields_.changes(key(p))) {
    LedgerEntry entry;
    entry.turn = c.turn;
    entry.phase = c.phase;
    if (c.source == ChangeSource::event) entry.kind = c.kind;
    entry.opening = c.source == ChangeSource::opening;
    entry.amendment = c.source == ChangeSource::amendment;
    entry.amount = c.amount;
    entry.total = c.total;
    entry.cause = entry.opening ? std::string(tr("prestige when the log starts")) : c.text;
    out.push_back(std::move(entry));
  }
  return out;
}

int PointsLedger::total(PlayerIndex p) const {
  const auto& changes = fields_.changes(key(p));
  return changes.empty() ? 0 : changes.back().total;
}

void PointsLedger::record(const GameState& before, const Action& action, const EventSink& events,
                          const GameState& after, int entry) {
  fields_.record(entry, before, action, events, after);
}

void PointsLedger::amend(const GameState& before, const GameState& after, const std::string& cause,
                         int entry) {
  fields_.amend(entry, before, after, cause);
}

std::vector<std::string> PointsLedger::render(const std::vector<std::string>& names) const {
  std::vector<std::string> out;
  out.push_back(std::string(tr("Points ledger (every prestige change and its cause):")));
  for (PlayerIndex p = 0; p < player_count_; ++p) {
    out.push_back(render_message(fill_in(tr("  {0}: {1} PP"), who(p), total(p)), names));
    out.push_back(fmt::format("    {:>4}  {:<12} {:>5} {:>6}  {}", trc("ledger column", "turn"),
                              trc("ledger column", "phase"), trc("ledger column", "PP"),
                              trc("ledger column", "total"), trc("ledger column", "cause")));
    std::vector<LedgerEntry> account = entries(p);
    for (const LedgerEntry& e : account)
      out.push_back(render_message(fmt::format("    {:>4}  {:<12} {:>+5} {:>6}  {}", e.turn,
                                               phase_column(e.phase), e.amount, e.total, e.cause),
                                   names));
    if (account.empty()) out.push_back(std::string(tr("    (no prestige change)")));
  }
  return out;
}

}  // namespace caylus
