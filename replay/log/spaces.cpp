// The road space a building id or a short name designates now (replay/log/spaces.h).
#include "replay/log/spaces.h"

#include "core/buildings.h"

namespace caylus {

std::variant<Space, std::string> resolve_space(const GameState& state, const SpaceRef& ref) {
  switch (ref.kind) {
    case SpaceRef::Kind::none:
      return kNoSpace;
    case SpaceRef::Kind::special:
      return special_space(ref.special);
    case SpaceRef::Kind::number:
      if (ref.number < 1 || ref.number > kRoadSpaces)
        return "road spaces are numbered 1 to 28, not " + std::to_string(ref.number);
      return static_cast<Space>(ref.number);
    case SpaceRef::Kind::named: {
      auto spaces = spaces_named(state, ref.name);
      if (spaces.size() == 1) return spaces[0];
      if (spaces.empty()) return "no building on the road now is called '" + ref.name + "'";
      std::string list;
      for (Space s : spaces)
        list += (list.empty() ? "" : ", ") + std::string(building_name(state.road[s].building)) +
                " (space " + std::to_string(s) + ")";
      return "'" + ref.name + "' names " + std::to_string(spaces.size()) +
             " buildings on the road: " + list + "; write one of these, or the space's number";
    }
    case SpaceRef::Kind::building:
      break;
  }
  Space found = kNoSpace;
  int count = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    if (state.road[i].building != ref.building) continue;
    if (count++ == 0) found = i;
  }
  if (count == 1) return found;  // the replayer's common case: no name built
  std::string name(building_name(ref.building));
  if (count == 0)
    return "there is no " + name + " on the road now" +
           ((state.stock & tile_bit(ref.building)) != 0 ? " (it is still in the stock)" : "");
  return "there are " + std::to_string(count) + " " + name +
         "s on the road; name the road space by its number";
}

std::optional<std::string> ambiguous_space(const GameState& state, const SpaceRef& ref) {
  std::vector<Space> spaces;
  std::string written =
      ref.kind == SpaceRef::Kind::named ? ref.name : std::string(building_name(ref.building));
  if (ref.kind == SpaceRef::Kind::named) {
    spaces = spaces_named(state, ref.name);
  } else if (ref.kind == SpaceRef::Kind::building) {
    for (Space i = 1; i <= kRoadSpaces; ++i)
      if (state.road[i].building == ref.building) spaces.push_back(i);
  }
  if (spaces.size() < 2) return std::nullopt;
  std::string list;
  for (Space s : spaces)
    list += (list.empty() ? "" : ", ") + std::string(building_name(state.road[s].building)) +
            " on road space " + std::to_string(s);
  return "'" + written + "' names " + std::to_string(spaces.size()) +
         " buildings on the road here: " + list +
         "; the log must say which (its id, or the road space's number)";
}

std::vector<Space> spaces_named(const GameState& state, std::string_view text) {
  std::vector<Space> found;
  int best = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i) {
    int level = building_name_match(text, state.road[i].building);
    if (level == 0 || level < best) continue;
    if (level > best) found.clear();
    best = level;
    found.push_back(i);
  }
  return found;
}

}  // namespace caylus
