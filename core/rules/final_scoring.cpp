// End of game (end.*): +3 PP per gold cube, +1 PP per 3 other cubes (all types together),
// +1 PP per 4 deniers. Most PP wins; players tied for first all win (end.winner).
#include "core/engine.h"
#include "core/mutations.h"
#include "core/rules/rules.h"

namespace caylus::rules {

void final_scoring(GameState& s, const Events& ev) {
  for (PlayerIndex p = 0; p < s.player_count; ++p) {
    const Resources& goods = s.player(p).goods;
    int other = goods[Cube::food] + goods[Cube::wood] + goods[Cube::stone] + goods[Cube::cloth];
    int gold = mutated(Mutation::end_bonus_gold_two) ? 2 : 3;
    int parts[3] = {gold * goods[Cube::gold], other / 3, goods.deniers / 4};
    for (int i = 0; i < 3; ++i)
      change_prestige(s, p, parts[i],
                      Event{EventKind::prestige_end_bonus, p, 0, static_cast<std::int16_t>(i)}, ev);
  }
}

}  // namespace caylus::rules

namespace caylus {

// end.winner: the most PP wins, and every player tied for the most wins (core/engine.h).
std::vector<PlayerIndex> winners(const GameState& s) {
  int best = -1;
  for (PlayerIndex p = 0; p < s.player_count; ++p)
    best = std::max<int>(best, s.player(p).goods.prestige);
  std::vector<PlayerIndex> out;
  for (PlayerIndex p = 0; p < s.player_count; ++p)
    if (s.player(p).goods.prestige == best) out.push_back(p);
  return out;
}

}  // namespace caylus
