// Helpers shared by the rule files: violations, prestige with its floor, favors, workers.
#include <algorithm>

#include "core/language/catalog.h"
#include "core/option_readings.h"
#include "core/rules/rules.h"
#include "core/text.h"

namespace caylus::rules {

bool& quiet_checks() {
  thread_local bool quiet = false;
  return quiet;
}

void change_prestige(GameState& s, PlayerIndex p, int amount, Event e, const Events& ev) {
  auto& prestige = s.player(p).goods.prestige;
  int before = prestige;
  prestige = static_cast<std::int16_t>(std::max(0, before + amount));  // prestige.floor
  e.player = p;
  e.amount = static_cast<std::int16_t>(prestige - before);
  if (amount != 0) ev.add(e);
}

void gain_favors(GameState& s, PlayerIndex p, int n, const Events& ev) {
  if (n <= 0) return;
  ev.add(Event{EventKind::favor_gained, p, static_cast<std::int16_t>(n)});
  if (int each = favor_as_prestige(s.options); each > 0) {
    // Variant "faveur allégée": each favor is worth 3 PP, the table is not used.
    change_prestige(s, p, each * n, Event{EventKind::prestige_favor}, ev);
    return;
  }
  // favor.columns: which columns the favor can reach now, and why.
  ev.add(Event{EventKind::favor_columns, p, 0, static_cast<std::int16_t>(s.open_favor_columns())});
  // Favors are used at once, before anything else happens, so only one player can have
  // favors waiting at a time.
  s.favor_player = p;
  s.favors_pending = static_cast<std::int8_t>(s.favors_pending + n);
}

void return_worker(GameState& s, PlayerIndex p, Space from, const Events& ev) {
  --s.player(p).workers_out;
  ev.add(Event{EventKind::worker_returned, p, 0, 0, BuildingId::none, Section::dungeon, from});
}

Result need_message(const GameState& s, PlayerIndex p, const Resources& need_goods, RuleId rule,
                    const std::string& what, BuildingId b) {
  const Resources& have = s.player(p).goods;
  std::string missing;
  auto add = [&](int needed, int owned, const std::string& goods) {
    if (owned >= needed) return;
    if (!missing.empty()) missing += ", ";
    missing += fill_in(tr("{0} and has {1}"), goods, owned);
  };
  for (Cube c : kAllCubes) add(need_goods[c], have[c], cube_count_text(c, need_goods[c]));
  add(need_goods.deniers, have.deniers, deniers_text(need_goods.deniers));
  return Result(
      rule, b,
      std::make_unique<std::string>(fill_in(tr("{0} needs {1} to {2}"), who(p), missing, what)));
}

}  // namespace caylus::rules
