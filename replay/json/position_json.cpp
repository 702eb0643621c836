// A position as the value of `setup.position` in a JSON log (replay/json/log_json.h), laid out
// as the text's `position` lines are when it does not fit on its key's line.
#include <algorithm>

#include "replay/claims/claim_fields.h"
#include "replay/input/json_input.h"
#include "replay/json/log_json.h"
#include "replay/positions/position.h"

namespace caylus {
namespace {

using json_input::inline_json;
using json_input::json_string;
using Ordered = nlohmann::ordered_json;

constexpr std::size_t kLineWidth = 100;

// The members of `object` as `"key": value` at `indent`, one a line, joined by commas.
std::string members(const Ordered& object, int indent) {
  std::string out, pad(static_cast<std::size_t>(indent), ' ');
  for (const auto& [key, value] : object.items())
    out += (out.empty() ? "" : ",\n") + pad + json_string(key) + ": " + inline_json(value);
  return out;
}

}  // namespace

std::string position_json_text(const Claims& position, const std::vector<std::string>& names,
                               int indent) {
  Ordered all = claims_json(position, names);
  std::string one_line = inline_json(all);
  // `"position": ` and the value on one line when it fits.
  if (static_cast<std::size_t>(indent) + 12 + one_line.size() <= kLineWidth) return one_line;
  // Else as the text's `position` lines: the moment on one line, then each part on its own, and
  // a part too long for a line (many road spaces, players) one road space or player a line.
  std::string pad(static_cast<std::size_t>(indent), ' '), inner = pad + "  ";
  std::vector<std::string> lines;
  std::string moment;
  for (std::string_view name : position_moment_keys())
    if (std::string key(name); all.contains(key))
      moment += (moment.empty() ? "" : ", ") + json_string(key) + ": " + inline_json(all[key]);
  if (!moment.empty()) lines.push_back(inner + moment);
  for (const auto& [key, value] : all.items()) {
    if (auto keys = position_moment_keys(); std::find(keys.begin(), keys.end(), key) != keys.end())
      continue;
    std::string line = inner + json_string(key) + ": " + inline_json(value);
    if (line.size() > kLineWidth && value.is_object() && value.size() > 1)
      line = inner + json_string(key) + ": {\n" + members(value, indent + 4) + "\n" + inner + "}";
    lines.push_back(line);
  }
  std::string out = "{\n";
  for (std::size_t i = 0; i < lines.size(); ++i)
    out += lines[i] + (i + 1 < lines.size() ? ",\n" : "\n");
  return out + pad + "}";
}

}  // namespace caylus
