// Phase 4 — the provost (provost.*).
// In passing order (bridge slot 1 first), each player once may move the provost 1, 2 or 3
// spaces forward or back, paying 1 denier per space, or leave it (provost.order, provost.cost).
// The provost stands only on road spaces 1..28, built or empty: never on the bridge or the
// special buildings (provost.bounds; FAQ "PREVOT": so the first neutral building always works).
#include <algorithm>
#include <cstdlib>

#include "core/language/catalog.h"
#include "core/mutations.h"
#include "core/rules/rules.h"

namespace caylus::rules {

bool provost_next(GameState& s, const Events&) {
  if (s.cursor >= s.passed_count) return false;
  s.decision = Decision{DecisionKind::provost, s.bridge[s.cursor], kNoSpace};
  return true;
}

namespace {
// provost.bounds as the range of moves that keep the provost on road spaces 1..28.
struct Moves {
  int least, most;
};
Moves moves_on_road(const GameState& s) {
  int lowest = mutated(Mutation::provost_on_bridge) ? 0 : 1;
  return Moves{lowest - s.provost, kRoadSpaces - s.provost};
}
}  // namespace

bool provost_stays_on_road(const GameState& s, int move) {
  Moves road = moves_on_road(s);
  return move >= road.least && move <= road.most;
}

Result check_provost_move(const GameState& s, int move) {
  if (!provost_stays_on_road(s, move))
    return violation(RuleId::provost_bounds, [&] {
      int to = s.provost + move;
      return fill_in(to < 1 ? tr("the provost is on road space {0}; moving it {1} would put it on "
                                 "the bridge")
                            : tr("the provost is on road space {0}; moving it {1} would put it on "
                                 "no space (the road ends at {2})"),
                     s.provost, move, kRoadSpaces);
    });
  return std::nullopt;
}

std::uint64_t provost_moves(const GameState& s, int spaces_paid_for) {
  const Moves road = moves_on_road(s);
  const int least = std::max({-kProvostMoveOffset, road.least, -spaces_paid_for});
  const int most = std::min({kProvostMoveOffset, road.most, spaces_paid_for});
  if (least > most) return 0;
  return bit_range(least + kProvostMoveOffset, most - least + 1);
}

// Each move judged in check_provost's bool-only mode: the verb and the range -3..3 hold by
// construction; the provost stays on the road (provost.bounds) and the player pays 1 denier a
// space (provost.cost). Both are ranges of moves, so the legal moves are their overlap with
// -3..3, offered at once as bits (provost_moves): a LegalSet keeps them unwritten.
void candidates_provost(const GameState& s, Candidates& out) {
  Action a;
  a.player = s.decision.player;
  a.verb = Verb::provost;
  const std::uint64_t legal = provost_moves(s, s.player(a.player).goods.deniers);
  out.judged_moves(a, kProvostMoveBits, legal, count_bits(legal));
}

Result check_provost(const GameState& s, const Action& a) {
  if (a.verb != Verb::provost)
    return violation(RuleId::decision_kind, [&] {
      // {1}: the verb of the notation, the same in every language.
      return fill_in(tr("phase 4 asks {0} to move the provost ({1}, move -3..3, 0 to leave it)"),
                     who(a.player), verb_name(Verb::provost));
    });
  if (a.move < -3 || a.move > 3)
    return violation(RuleId::provost_order, [&] {
      return fill_in(tr("the provost moves 1 to 3 spaces, not {0}"), a.move);
    });
  if (auto v = check_provost_move(s, a.move)) return v;
  Resources price;
  price.deniers = static_cast<std::int16_t>(std::abs(a.move));
  return need(s, a.player, price, RuleId::provost_cost, [&] {
    int spaces = std::abs(a.move);
    return fill_in(tr_n("move the provost {0} space", "move the provost {0} spaces", spaces),
                   spaces);
  });
}

void perform_provost(GameState& s, const Action& a, const Events&) {
  s.player(a.player).goods.deniers =
      static_cast<std::int16_t>(s.player(a.player).goods.deniers - std::abs(a.move));
  s.provost = static_cast<Space>(s.provost + a.move);
  ++s.cursor;
}

}  // namespace caylus::rules
