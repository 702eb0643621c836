#include "core/action.h"

#include <algorithm>

namespace caylus {
namespace {
constexpr std::array<std::string_view, kVerbCount> kVerbNames = {
    "pass", "place",       "gate",  "provost",   "joust",   "inn",   "favor",
    "use",  "owner_bonus", "build", "transform", "decline", "castle"};

std::string space_code(Space s) {
  if (is_special(s)) return std::string(special_name(to_special(s)));
  return std::to_string(static_cast<int>(s));
}

std::string goods(const Resources& r) {
  std::string text;
  auto add = [&](int n, std::string_view name) {
    for (int i = 0; i < n; ++i) {
      if (!text.empty()) text += '+';
      text += name;
    }
  };
  for (Cube c : kAllCubes) add(r[c], cube_name(c));
  if (r.deniers) text += (text.empty() ? "" : "+") + std::to_string(r.deniers) + " deniers";
  if (r.prestige) text += (text.empty() ? "" : "+") + std::to_string(r.prestige) + " PP";
  return text.empty() ? "nothing" : text;
}
}  // namespace

std::string_view verb_name(Verb v) {
  return kVerbNames[static_cast<int>(v)];
}

bool parse_verb(std::string_view text, Verb& out) {
  auto it = std::find(kVerbNames.begin(), kVerbNames.end(), text);
  if (it == kVerbNames.end()) return false;
  out = static_cast<Verb>(it - kVerbNames.begin());
  return true;
}

int batch_total(const Batches& b) {
  int total = 0;
  for (auto n : b) total += n;
  return total;
}

std::string action_to_string(const Action& a) {
  std::string text =
      "{p" + std::to_string(static_cast<int>(a.player)) + "} " + std::string(verb_name(a.verb));
  switch (a.verb) {
    case Verb::place:
    case Verb::gate:
      text += " " + space_code(a.space);
      break;
    case Verb::transform:
      text += " target " + space_code(a.space);
      break;
    case Verb::provost:
      text += " " + std::string(a.move > 0 ? "+" : "") + std::to_string(a.move);
      break;
    case Verb::inn:
      text += a.stay ? " stay" : " leave";
      break;
    case Verb::use:
      text += " give " + goods(a.give) + " gain " + goods(a.gain);
      break;
    case Verb::owner_bonus:
      text += " take " + goods(a.gain);
      break;
    case Verb::build:
      text += " " + std::string(building_name(a.building));
      if (a.space != kNoSpace) text += " on " + space_code(a.space);
      if (!a.give.empty()) text += " paying " + goods(a.give);
      break;
    case Verb::favor:
      text += " " + std::string(favor_row_name(a.row)) + "/" + std::to_string(a.column);
      if (!a.give.empty()) text += " give " + goods(a.give);
      if (!a.gain.empty()) text += " take " + goods(a.gain);
      if (a.building != BuildingId::none)
        text += " build " + std::string(building_name(a.building));
      if (a.space != kNoSpace) text += " at " + space_code(a.space);
      break;
    case Verb::castle: {
      text += " " + std::to_string(batch_total(a.batches)) + " batch(es)";
      for (int k = 0; k < kBatchKinds; ++k)
        for (int i = 0; i < a.batches[k]; ++i) {
          text += " [";
          for (int j = 0; j < 3; ++j)
            text += (j ? "," : "") + std::string(cube_name(kBatchCubes[k][j]));
          text += "]";
        }
      break;
    }
    default:
      break;
  }
  return text;
}

}  // namespace caylus
