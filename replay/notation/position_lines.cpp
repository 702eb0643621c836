// A position as the text notation's `position` lines (replay/notation/notation.h): the moment
// on one line, then one road space, player or other part a line, each at most 100 columns.
#include "replay/claims/claim_fields.h"
#include "replay/notation/notation.h"
#include "replay/positions/position.h"

namespace caylus {
namespace {

using Ordered = nlohmann::ordered_json;

constexpr std::size_t kLineWidth = 100;

// The claims' words ("road.10.worker=green") in lines of at most kLineWidth characters.
void add_lines(const Ordered& claims, const std::vector<std::string>& names,
               std::vector<std::string>& out) {
  std::string text = claims_text(claims, names);
  std::string line = "position";
  for (std::size_t a = 0; a < text.size();) {
    std::size_t b = text.find(' ', a);
    if (b == std::string::npos) b = text.size();
    std::string word = text.substr(a, b - a);
    if (line.size() + 1 + word.size() > kLineWidth && line != "position") {
      out.push_back(line);
      line = "position";
    }
    line += " " + word;
    a = b + 1;
  }
  if (line != "position") out.push_back(line);
}

}  // namespace

std::vector<std::string> position_lines(const Claims& position,
                                        const std::vector<std::string>& names) {
  Ordered all = claims_json(position, names);
  std::vector<std::string> out;
  Ordered moment = Ordered::object();
  for (std::string_view name : position_moment_keys())
    if (std::string key(name); all.contains(key)) moment[key] = all[key];
  if (!moment.empty()) add_lines(moment, names, out);
  // One line per road space, per player and per other part: a reader finds each at a glance.
  for (const auto& [key, value] : all.items()) {
    if (moment.contains(key)) continue;
    if (key == "road" || key == "players") {
      for (const auto& [part, claim] : value.items())
        add_lines(Ordered{{key, Ordered{{part, claim}}}}, names, out);
      continue;
    }
    add_lines(Ordered{{key, value}}, names, out);
  }
  return out;
}

}  // namespace caylus
