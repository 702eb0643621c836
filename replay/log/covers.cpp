#include "replay/log/covers.h"

#include <algorithm>

#include "core/language/catalog.h"
#include "core/rule_texts/rule_catalog.h"
#include "replay/input/json_input.h"

namespace caylus {

std::optional<LogError> read_covers(const nlohmann::json& value, std::vector<std::string>& out) {
  using namespace json_input;
  const std::string path = "covers";
  if (auto e = expect_array(value, path, coverable_rule_ids().size())) return e;
  out.clear();
  for (std::size_t i = 0; i < value.size(); ++i) {
    std::string here = item(path, i);
    std::string id;
    if (auto e = read_string(value[i], here, id, 100)) return e;
    if (id == "building")
      return error_at(here, fill_in(tr("name the building: {0}, e.g. {1}"), "building.<id>",
                                    "building.church"));
    if (!is_coverable_rule_id(id))
      return error_at(here, fill_in(tr("unknown rule id '{0}': a rule id of RULES.md (e.g. {1}) "
                                       "or {2} of a building that can be activated or built (e.g. "
                                       "{3}); '{4}' lists them"),
                                    id, "place.cost", "building.<id>", "building.church",
                                    "caylus rules --ids"));
    if (std::find(out.begin(), out.end(), id) != out.end())
      return error_at(here, fill_in(tr("'{0}' is listed twice"), id));
    out.push_back(id);
  }
  return std::nullopt;
}

}  // namespace caylus
