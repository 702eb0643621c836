// The JSON Schema of a log (docs/log.schema.json, printed by `caylus schema`): the verbs and their
// parameters come from the verb table (core/verbs.h) and the rule options from the option table
// (core/options.h); the rest (setup, snapshot, claims) is replay/json/log_schema_base.json. A test
// fails when the committed docs/log.schema.json is not what this returns.
#pragma once

#include <nlohmann/json.hpp>

namespace caylus {

nlohmann::ordered_json log_schema();

}  // namespace caylus
