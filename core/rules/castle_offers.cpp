// check_each's castle part (core/engine.h): the verdicts of the many offers of one castle
// decision, with what the castle rule reads from the state read once. The rule itself is
// check_castle_offer (castle.cpp); this is its speed path, held equal to check() offer by offer
// by tests/check_each_test.cpp.
#include "core/rules/castle_offers.h"

namespace caylus::rules {

// Flattened: the offer's shape, its batch bytes and CastleOffers::judge inline in the loop, where
// the verdict of an accepted offer is a few compares (a call of each, and its returned Result,
// cost as much).
[[gnu::flatten]] void judge_castle_offers(const GameState& s, std::span<const Action> actions,
                                          std::vector<std::optional<RuleId>>& verdicts,
                                          std::optional<RuleId> (*check_one)(const GameState&,
                                                                             const Action&)) {
  const CastleTerms terms = castle_terms(s);
  const PlayerIndex player = s.decision.player;
  // An offer as legal_actions makes it: the castle verb, the deciding player, every other
  // parameter at its default, so that check() finds nothing wrong with its shape: such an action
  // is `offer` but for its batches (OfferShape: one compare instead of the shape's byte masks per
  // verb). Any other action (another verb or player, a stray parameter, counts of 32 batches or
  // more) is judged by check_one, the plain path.
  Action offer;
  offer.verb = Verb::castle;
  offer.player = player;
  const OfferShape shape(offer);
  const bool whose = player >= 0 && player < s.player_count;
  const CastleOffers offers(s, terms, whose ? player : 0);
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Action& a = actions[i];
    std::uint64_t batches = batch_bytes(a);
    if (shape.of(a) && whose && batch_bytes_summable(batches)) [[likely]] {
      verdicts[i] = offers.judge(batches);
      continue;
    }
    verdicts[i] = check_one(s, a);
  }
}

}  // namespace caylus::rules
