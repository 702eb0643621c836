// Reading and writing claims (replay/claims/claims.h) by walking the claim table
// (replay/claims/claim_fields.h), and the `expect` object around them.
#include "replay/claims/claims.h"

#include "core/language/catalog.h"
#include "core/rule_id.h"
#include "core/rule_texts/rule_catalog.h"
#include "replay/claims/claim_fields.h"

namespace caylus {
namespace {

using namespace json_input;
using claim_fields::fields;
using Ordered = nlohmann::ordered_json;

Error read_into(const Json& claims, const std::vector<std::string>& names, const std::string& path,
                Claims& out) {
  if (auto e = expect_object(claims, path, claim_fields::field_names(), N_("a check"))) return e;
  for (const auto& field : fields())
    if (const Json* v = find(claims, field.name))
      if (auto e = field.read(*v, child(path, field.name), names, out)) return e;
  return std::nullopt;
}

// The first change (+= / -=) among the players' fields, as a path, when there is one.
std::optional<std::string> first_change(const Claims& claims,
                                        const std::vector<std::string>& names) {
  for (int p = 0; claims.players && p < kMaxPlayers; ++p)
    for (std::size_t i = 0; (*claims.players)[p] && i < claim_fields::kPlayerFields.size(); ++i)
      if ((*claims.players)[p]->added[i])
        return "players." + claim_fields::name_of(static_cast<PlayerIndex>(p), names) + "." +
               std::string(claim_fields::kPlayerFields[i].name);
  return std::nullopt;
}

}  // namespace

std::variant<Claims, LogError> read_claims(const nlohmann::json& claims,
                                           const std::vector<std::string>& names,
                                           const std::string& path, ClaimsOf of) {
  Claims out;
  if (auto e = read_into(claims, names, path, out)) return *e;
  // A qualifier says which state a check is compared with; the others have theirs: an amendment
  // the state where it stands, a position its own turn and phase, `final` the log's end.
  if (of != ClaimsOf::check)
    for (const auto& field : fields())
      if (field.qualifier && field.given(out))
        return error_at(
            child(path, field.name),
            fill_in(of == ClaimsOf::amendment
                        ? tr("'{0}' places a check at a phase boundary (docs/notation.md, \"A "
                             "check at a phase boundary\"); an amendment sets the state where it "
                             "stands")
                    : of == ClaimsOf::position
                        ? tr("'{0}' places a check at a phase boundary (docs/notation.md, \"A "
                             "check at a phase boundary\"); a position says its moment with {1} "
                             "and {2}")
                        : tr("'{0}' places a check at a phase boundary (docs/notation.md, \"A "
                             "check at a phase boundary\"); expect's final speaks of the state at "
                             "the log's end"),
                    field.name, "turn=", "phase="));
  if (of != ClaimsOf::amendment)
    if (auto where = first_change(out, names))
      return error_at(child(path, *where),
                      fill_in(tr("a change ({0}) is for amendments: a check or a position says "
                                 "the value itself"),
                              "+= or -=, {\"add\": N}"));
  return out;
}

bool Claims::has_changes() const {
  return first_change(*this, {}).has_value();
}

std::variant<ExpectClaims, LogError> read_expect(const nlohmann::json& expect,
                                                 const std::vector<std::string>& names,
                                                 std::size_t entry_count, const std::string& path) {
  if (auto e = expect_object(expect, path, kExpectKeys, "'expect'")) return *e;
  const Json* verdict = nullptr;
  if (auto e = required(expect, path, "verdict", verdict)) return *e;
  std::string text;
  std::string verdict_path = child(path, "verdict");
  if (auto e = read_string(*verdict, verdict_path, text)) return *e;
  ExpectClaims out;
  if (!kVerdictNames.parse(text, out.verdict))
    return error_at(verdict_path,
                    fill_in(tr("unknown verdict '{0}' ({1})"), text, kVerdictNames.joined()));
  if (const Json* action = find(expect, "action")) {
    std::string here = child(path, "action");
    if (out.verdict == Verdict::legal)
      return error_at(here, fill_in(tr("a legal verdict names no action; '{0}' is the entry that "
                                       "breaks a rule ({1}) or the check that disagrees ({2})"),
                                    "action", "illegal", "mismatch"));
    if (entry_count == 0)
      return error_at(here, std::string(tr("the log has no actions to point at")));
    std::int64_t n = 0;
    if (auto e = read_int(*action, here, 0, static_cast<std::int64_t>(entry_count) - 1, n))
      return *e;
    out.action = static_cast<int>(n);
  }
  if (const Json* rule = find(expect, "rule")) {
    std::string here = child(path, "rule");
    if (out.verdict != Verdict::illegal)
      return error_at(here, fill_in(tr("only an {0} verdict names a rule"), "illegal"));
    std::string id;
    if (auto e = read_string(*rule, here, id)) return *e;
    if (!is_refusal_rule_id(id))
      return error_at(
          here, fill_in(tr("unknown rule id '{0}' (see RULES.md, e.g. {1})"), id, "place.cost"));
    out.rule = id;
  }
  if (const Json* complete = find(expect, "complete")) {
    bool flag = false;
    if (auto e = read_bool(*complete, child(path, "complete"), flag)) return *e;
    out.complete = flag;
  }
  if (const Json* final_claims = find(expect, "final")) {
    auto read = read_claims(*final_claims, names, child(path, "final"), ClaimsOf::final_state);
    if (auto* error = std::get_if<LogError>(&read)) return *error;
    out.final_claims = std::move(std::get<Claims>(read));
  }
  return out;
}

nlohmann::ordered_json claims_json(const Claims& claims, const std::vector<std::string>& names) {
  Ordered out = Ordered::object();
  for (const auto& field : fields())
    if (field.given(claims)) out[std::string(field.name)] = field.write(claims, names);
  return out;
}

nlohmann::ordered_json expect_json(const ExpectClaims& expect,
                                   const std::vector<std::string>& names) {
  Ordered out = Ordered::object();
  out["verdict"] = verdict_name(expect.verdict);
  if (expect.action) out["action"] = *expect.action;
  if (expect.rule) out["rule"] = *expect.rule;
  if (expect.complete) out["complete"] = *expect.complete;
  if (expect.final_claims) out["final"] = claims_json(*expect.final_claims, names);
  return out;
}

bool is_phase_boundary(Phase phase) {
  return phase != Phase::game_over;
}

std::string phase_boundaries_text() {
  std::string text;
  for (int i = 0; i <= static_cast<int>(Phase::game_over); ++i)
    if (is_phase_boundary(static_cast<Phase>(i)))
      text += (text.empty() ? "" : ", ") + std::string(phase_name(static_cast<Phase>(i)));
  return text;
}

Claims state_claims(const GameState& state) {
  Claims out;
  for (const auto& field : fields())
    if (field.whole_state) field.take(state, out);
  return out;
}

}  // namespace caylus

namespace caylus::claim_fields {

std::span<const std::string_view> field_names() {
  static const auto kNames = [] {
    std::vector<std::string_view> out;
    for (const auto& field : fields()) out.push_back(field.name);
    return out;
  }();
  return kNames;
}

std::span<const std::string_view> player_field_names() {
  static const auto kNames = [] {
    std::array<std::string_view, kPlayerFields.size() + 1> out;
    for (std::size_t i = 0; i < kPlayerFields.size(); ++i) out[i] = kPlayerFields[i].name;
    out.back() = kFavorKey;
    return out;
  }();
  return kNames;
}

std::string name_of(PlayerIndex p, const Names& names) {
  return p >= 0 && static_cast<std::size_t>(p) < names.size() ? names[p]
                                                              : "player " + std::to_string(p + 1);
}

}  // namespace caylus::claim_fields
