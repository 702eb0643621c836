#include "replay/log/covers.h"

#include <algorithm>

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
      return error_at(here, "name the building: building.<id>, e.g. building.church");
    if (!is_coverable_rule_id(id))
      return error_at(here, "unknown rule id '" + id +
                                "': a rule id of RULES.md (e.g. place.cost) or building.<id> of "
                                "a building that can be activated or built (e.g. "
                                "building.church); 'caylus rules --ids' lists them");
    if (std::find(out.begin(), out.end(), id) != out.end())
      return error_at(here, "'" + id + "' is listed twice");
    out.push_back(id);
  }
  return std::nullopt;
}

}  // namespace caylus
