#include "replay/json/log_schema.h"

#include <stdexcept>
#include <string>

#include "core/buildings.h"
#include "core/options.h"
#include "core/rule_id.h"
#include "core/rule_texts/rule_catalog.h"
#include "core/verbs.h"
#include "replay/claims/claim_fields.h"
#include "replay/claims/claims.h"
#include "replay/json/log_schema_base.h"

namespace caylus {
namespace {

using Ordered = nlohmann::ordered_json;

Ordered ref(const char* definition) {
  return Ordered{{"$ref", std::string("#/definitions/") + definition}};
}

Ordered param_schema(const ParamSpec& p) {
  switch (p.kind) {
    case ParamKind::space:
      return ref("space");
    case ParamKind::move:
      // -3..3 are legal; other values are refused by the rules (provost.bounds), not the reader.
      return {{"type", "integer"}, {"minimum", -99}, {"maximum", 99}};
    case ParamKind::stay:
      return {{"type", "boolean"}};
    case ParamKind::favor_row: {
      Ordered rows = Ordered::array();
      for (int r = 0; r < kFavorRows; ++r) rows.push_back(favor_row_name(static_cast<FavorRow>(r)));
      return {{"enum", rows}};
    }
    case ParamKind::column:
      return {{"type", "integer"}, {"minimum", 1}, {"maximum", kFavorColumns}};
    case ParamKind::cubes:
      return ref("cubes");
    case ParamKind::goods:
      return ref("goods");
    case ParamKind::building:
      return ref("building");
    case ParamKind::batches:
      // Lists of cubes; a list that is no batch is refused by the rules (castle.batch).
      return {{"type", "array"},
              {"maxItems", 99},
              {"items", {{"type", "array"}, {"items", ref("cube")}, {"maxItems", 10}}}};
  }
  return Ordered::object();
}

Ordered action_schema() {
  Ordered verbs = Ordered::array();
  for (const VerbSpec& verb : verb_table()) {
    Ordered properties = {
        {"player", ref("name")},
        {"note",
         {{"type", "string"}, {"maxLength", 100000}, {"description", "extension: free text"}}},
        {"comments",
         {{"type", "array"},
          {"items", {{"type", "string"}, {"maxLength", 100000}}},
          {"description", "extension: comment lines above the entry in a text log"}}},
        {"act", {{"const", verb.name}}}};
    Ordered required = {"player", "act"};
    for (const ParamSpec& p : verb.params) {
      Ordered schema = param_schema(p);
      schema["description"] = std::string(p.meaning);
      properties[std::string(p.key)] = schema;
      if (p.required) required.push_back(p.key);
    }
    Ordered one = {
        {"type", "object"},
        {"properties", properties},
        {"additionalProperties", false},
        {"required", required},
        {"description", "phase " + verb_phases(verb) + ": " + std::string(verb.meaning)}};
    if (verb.verb == Verb::favor) one["not"] = {{"required", {"target", "on"}}};
    verbs.push_back(one);
  }
  return {{"oneOf", verbs}};
}

Ordered options_schema() {
  Ordered properties = Ordered::object();
  for (const OptionInfo& option : option_table()) {
    // A value as text, or as the JSON number or boolean it spells.
    Ordered values = Ordered::array();
    for (std::string_view v : option.values) {
      values.push_back(v);
      if (v == "true" || v == "false")
        values.push_back(v == "true");
      else if (!v.empty() && v.find_first_not_of("0123456789") == std::string_view::npos)
        values.push_back(std::stoi(std::string(v)));
    }
    properties[std::string(option.name)] = {
        {"enum", values},
        {"description",
         "default " + std::string(option.values[0]) + "; " + std::string(option.why)}};
  }
  return {{"type", "object"},
          {"properties", properties},
          {"additionalProperties", false},
          {"description",
           "rule options (RULES.md, Interpretations; caylus rules); a value may be written as "
           "text or as the number / boolean it spells"}};
}

// A check's claims object from the claim table.
Ordered check_claims_schema() {
  Ordered properties = Ordered::object();
  for (const claim_fields::ClaimField& field : claim_fields::fields())
    properties[std::string(field.name)] = field.schema();
  return {
      {"type", "object"},
      {"properties", properties},
      {"additionalProperties", false},
      {"description", "claimed values, compared with the replayed state (LOG_FORMAT.md, Checks)"}};
}

// The claims of an amendment, a position, expect's final: a check's without its qualifiers
// (`at`, ClaimField::qualifier).
Ordered claims_schema() {
  Ordered all_of = {ref("check_claims")};
  for (const claim_fields::ClaimField& field : claim_fields::fields())
    if (field.qualifier) all_of.push_back({{"not", {{"required", {field.name}}}}});
  return {{"allOf", all_of},
          {"description", "a check's claims without its qualifiers (a check's only)"}};
}

Ordered building_schema() {
  Ordered names = Ordered::array();
  for (int b = 0; b < kBuildingCount; ++b)
    if (static_cast<BuildingId>(b) != BuildingId::none)
      names.push_back(building_name(static_cast<BuildingId>(b)));
  return {{"enum", names}};
}

// A rule id a refusal carries (core/rule_id.h), or building.<id>: one building's effect.
Ordered rule_schema() {
  Ordered ids = Ordered::array();
  for (int i = 0; i < kRuleIdCount; ++i) ids.push_back(rule_id_text(static_cast<RuleId>(i)));
  std::string buildings;
  const Ordered names = building_schema()["enum"];
  for (const auto& name : names)
    buildings += (buildings.empty() ? "" : "|") + name.get<std::string>();
  return {
      {"anyOf",
       {{{"enum", ids}}, {{"type", "string"}, {"pattern", "^building\\.(" + buildings + ")$"}}}}};
}

template <typename Names>
Ordered names_of_table(const Names& table) {
  Ordered out = Ordered::array();
  for (std::string_view name : table) out.push_back(name);
  return out;
}

// The enums of the fixed part: log_schema_base.json names each as "enum": "@<vocabulary>", and
// the names come from the table that declares them (core/names.h), so the file repeats none.
Ordered vocabulary(std::string_view name) {
  if (name == "cube") return names_of_table(kCubeNames);
  if (name == "special") return names_of_table(kSpecialNames);
  if (name == "section") return names_of_table(kSectionNames);
  if (name == "favor_row") return names_of_table(kFavorRowNames);
  if (name == "phase") return names_of_table(kPhaseNames);
  if (name == "decision_kind") return names_of_table(kDecisionKindNames);
  if (name == "verdict") return names_of_table(kVerdictNames);
  if (name == "neutral") {
    Ordered out = Ordered::array();
    for (BuildingId id : kNeutralBuildings) out.push_back(building_name(id));
    return out;
  }
  if (name == "space") {  // a special name, or a building id (the space where that tile stands)
    Ordered out = names_of_table(kSpecialNames);
    const Ordered buildings = building_schema()["enum"];
    for (const auto& building : buildings) out.push_back(building);
    return out;
  }
  throw std::logic_error("log_schema_base.json names an unknown vocabulary: @" + std::string(name));
}

void fill_vocabularies(Ordered& node) {
  if (node.is_array())
    for (Ordered& item : node) fill_vocabularies(item);
  if (!node.is_object()) return;
  for (auto& [key, value] : node.items()) {
    if (key == "enum" && value.is_string() && value.get<std::string>().starts_with("@"))
      value = vocabulary(value.get<std::string>().substr(1));
    else
      fill_vocabularies(value);
  }
}

}  // namespace

nlohmann::ordered_json log_schema() {
  Ordered schema = Ordered::parse(kLogSchemaBase);
  fill_vocabularies(schema);
  Ordered& definitions = schema["definitions"];
  // The vocabularies, from where each is declared once: the verbs, the options, the claim
  // table, the buildings and the rule ids (the enums of the fixed part: fill_vocabularies).
  definitions["action"] = action_schema();
  definitions["options"] = options_schema();
  definitions["claims"] = claims_schema();
  definitions["check_claims"] = check_claims_schema();
  definitions["building"] = building_schema();
  definitions["rule"] = rule_schema();
  Ordered covered = Ordered::array();
  for (const auto& id : coverable_rule_ids()) covered.push_back(id);
  definitions["covered_rule"] = {{"enum", covered}};
  return schema;
}

}  // namespace caylus
