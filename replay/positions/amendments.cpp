// Amendments set the claimed fields the claim table (replay/claims/claim_fields.h) marks amendable.
#include "replay/positions/amendments.h"

#include <algorithm>

#include "core/language/catalog.h"
#include "replay/claims/claim_fields.h"
#include "replay/positions/position.h"

namespace caylus {

std::optional<std::string> amend_state(GameState& state, const Claims& claims,
                                       const std::vector<std::string>& names) {
  // The keys in the order of their names: the refusal named when several fields cannot be
  // amended is the one amendments have always named (they were read as a JSON object).
  static const std::vector<const claim_fields::ClaimField*> kByName = [] {
    std::vector<const claim_fields::ClaimField*> out;
    for (const auto& field : claim_fields::fields()) out.push_back(&field);
    std::sort(out.begin(), out.end(), [](auto* a, auto* b) { return a->name < b->name; });
    return out;
  }();
  GameState s = state;
  for (const auto* field : kByName) {
    if (!field->given(claims)) continue;
    std::string key(field->name);
    if (field->amend == nullptr)
      return fill_in(tr("{0} cannot be amended: it is the moment of the game, which the actions "
                        "make (amend any other field: the road, the workers, the castle, the "
                        "players' goods...)"),
                     key);
    if (auto why = field->amend(claims, s, names, key)) return why;
  }
  // A tile or a worker moved by hand: the stock and the workers out follow
  // (replay/positions/position.h).
  if (claims.road || claims.workers || claims.stock) settle_board(s);
  state = s;
  return std::nullopt;
}

}  // namespace caylus
