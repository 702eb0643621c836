// Amendments set the claimed fields the claim table (replay/claim_fields.h) marks amendable.
#include "replay/amendments.h"

#include <algorithm>

#include "replay/claim_fields.h"

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
      return key +
             " cannot be amended: it follows from the actions (amend players' deniers, prestige, "
             "cubes and favor markers, the provost, the bailiff, the castle's houses)";
    if (auto why = field->amend(claims, s, names, key)) return why;
  }
  state = s;
  return std::nullopt;
}

}  // namespace caylus
