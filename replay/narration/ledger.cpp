// The points ledger (see ledger.h). It reads the engine's events and recomputes no rule, so what
// it tells is what the engine did.
#include "replay/narration/ledger.h"

#include <fmt/core.h>

#include "core/engine.h"
#include "core/option_readings.h"
#include "core/text.h"
#include "replay/claims/claim_fields.h"

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
  return fmt::format(" ({} PP due, {} lost: prestige never goes below 0)", -nominal, -amount);
}

}  // namespace

std::string prestige_cause(const Event& e, const Action& action, const GameState& after) {
  const Resources& goods = after.player(e.player).goods;
  switch (e.kind) {
    case EventKind::prestige_owner_placement:
      return fmt::format("{} placed a worker on its {} (road space {})",
                         who(static_cast<PlayerIndex>(e.detail)), building_name(e.building),
                         e.space);
    case EventKind::prestige_build:
      return fmt::format("built the {} (road space {})", building_name(e.building), e.space);
    case EventKind::prestige_notary:
      return fmt::format("notary: turned the {} (road space {}) into a residence",
                         building_name(e.building), e.space);
    case EventKind::prestige_castle_batch:
      return fmt::format("castle: {} in the {} ({} PP each)",
                         count_text(e.detail, "house", "houses"), section_name(e.section),
                         kSectionHousePrestige[static_cast<int>(e.section)]);
    case EventKind::prestige_castle_penalty:
      return "castle: no batch offered" + floor_note(nominal_penalty(after, e), e.amount);
    case EventKind::prestige_scoring:
      return fmt::format("{} scoring: no house in the {}", section_name(e.section),
                         section_name(e.section)) +
             floor_note(nominal_penalty(after, e), e.amount);
    case EventKind::prestige_favor:
      if (e.detail == 0) return "King's favor (simplified variant: 3 PP each)";
      return fmt::format("King's favor: prestige row, column {}", e.detail);
    case EventKind::prestige_building_use:
      return fmt::format("{}: paid {}", building_name(e.building), goods_text(action.give));
    case EventKind::prestige_end_bonus:
      switch (e.detail) {
        case 0:
          return fmt::format("end bonus: {} (3 PP each)",
                             count_text(goods[Cube::gold], "gold cube", "gold cubes"));
        case 1:
          return fmt::format("end bonus: {} other than gold (1 PP per 3)",
                             count_text(goods.cube_total() - goods[Cube::gold], "cube", "cubes"));
        default:
          return fmt::format("end bonus: {} (1 PP per 4)",
                             count_text(goods.deniers, "denier", "deniers"));
      }
    default:
      return "";
  }
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
    entry.cause = entry.opening ? "prestige when the log starts" : c.text;
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
  out.push_back("Points ledger (every prestige change and its cause):");
  for (PlayerIndex p = 0; p < player_count_; ++p) {
    out.push_back(render_message(fmt::format("  {}: {} PP", who(p), total(p)), names));
    out.push_back(
        fmt::format("    {:>4}  {:<12} {:>5} {:>6}  {}", "turn", "phase", "PP", "total", "cause"));
    std::vector<LedgerEntry> account = entries(p);
    for (const LedgerEntry& e : account)
      out.push_back(render_message(fmt::format("    {:>4}  {:<12} {:>+5} {:>6}  {}", e.turn,
                                               phase_name(e.phase), e.amount, e.total, e.cause),
                                   names));
    if (account.empty()) out.push_back("    (no prestige change)");
  }
  return out;
}

}  // namespace caylus
