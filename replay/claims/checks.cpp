// Checks compared with the computed state (LOG_FORMAT.md, "Checks"), field by field, by walking
// the claim table (replay/claims/claim_fields.h). The claims were validated when the log was read.
#include "replay/claims/checks.h"

#include "core/language/catalog.h"
#include "replay/claims/claim_fields.h"

namespace caylus {

std::string json_text(const nlohmann::json& value) {
  if (value.is_string()) return value.get<std::string>();
  return value.dump();
}

std::string Mismatch::to_string() const {
  return fill_in(tr("{0}: claimed {1}, computed {2}"), path, json_text(claimed),
                 json_text(computed));
}

std::vector<Mismatch> compare_check(const Claims& claims, const GameState& state,
                                    const std::vector<std::string>& names) {
  std::vector<Mismatch> out;
  for (const auto& field : claim_fields::fields())
    if (field.given(claims)) field.compare(claims, state, names, std::string(field.name), out);
  return out;
}

nlohmann::ordered_json state_as_check(const GameState& state,
                                      const std::vector<std::string>& names) {
  return claims_json(state_claims(state), names);
}

}  // namespace caylus
