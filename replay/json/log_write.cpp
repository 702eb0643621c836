// Writing a game log: canonical text (fixed key order, one entry per line), so that
// write(read(write(log))) == write(log) byte for byte. The writer replays the log to name each
// space the way a person reads the board: the building standing there, when that names it
// unambiguously.
#include <nlohmann/json.hpp>

#include "core/verbs.h"
#include "replay/claims/claims.h"
#include "replay/input/json_input.h"
#include "replay/json/log_json.h"
#include "replay/positions/position.h"
#include "replay/positions/snapshot.h"
#include "replay/walk/following.h"

namespace caylus {
namespace {

using json_input::inline_json;
using json_input::json_string;
using Ordered = nlohmann::ordered_json;

// How many times `id` stands on the road.
int on_road(const GameState& s, BuildingId id) {
  int n = 0;
  for (Space i = 1; i <= kRoadSpaces; ++i)
    if (s.road[i].building == id) ++n;
  return n;
}

// A road space by the building on it when that tile stands there alone (residences repeat, so
// they are always numbered); special spaces by name.
Ordered space_name(const GameState* s, Space space) {
  if (is_special(space)) return special_name(to_special(space));
  if (s != nullptr && is_road(space)) {
    BuildingId b = s->road[space].building;
    if (b != BuildingId::none && b != BuildingId::residence && on_road(*s, b) == 1)
      return building_name(b);
  }
  return space;
}

// A reference as written, for when the replay can no longer tell what it names.
Ordered literal(const SpaceRef& ref) {
  switch (ref.kind) {
    case SpaceRef::Kind::special:
      return special_name(ref.special);
    case SpaceRef::Kind::building:
      return building_name(ref.building);
    case SpaceRef::Kind::number:
      return ref.number;
    case SpaceRef::Kind::named:
      return ref.name;
    case SpaceRef::Kind::none:
      break;
  }
  return nullptr;
}

// One cube as its name, several as a list.
Ordered cubes(const Resources& r) {
  Ordered list = Ordered::array();
  for (Cube c : kAllCubes)
    for (int i = 0; i < r[c]; ++i) list.push_back(cube_name(c));
  if (list.size() == 1) return list[0];
  return list;
}

Ordered batches(const LogEntry& entry) {
  Ordered out = Ordered::array();
  for (int k = 0; k < kBatchKinds; ++k)
    for (int i = 0; i < entry.action.batches[k]; ++i) {
      Ordered batch = Ordered::array();
      for (Cube c : kBatchCubes[k]) batch.push_back(cube_name(c));
      out.push_back(batch);
    }
  for (const auto& invalid : entry.invalid_batches) {
    Ordered batch = Ordered::array();
    for (Cube c : invalid) batch.push_back(cube_name(c));
    out.push_back(batch);
  }
  return out;
}

std::string player_name(const GameLog& log, PlayerIndex p) {
  if (p >= 0 && static_cast<std::size_t>(p) < log.players.size()) return log.players[p];
  return "player" + std::to_string(p + 1);
}

// The action's line; `a` is the entry's action as taken (completed), `space` how its space is
// written (null: none).
Ordered action_json(const GameLog& log, const LogEntry& entry, const Action& taken,
                    const Ordered& space) {
  Action a = taken;
  // A space as written that names nothing here (the game could not be followed) is still
  // written: any road number marks the parameter present.
  if (!space.is_null() && a.space == kNoSpace) a.space = 1;
  Ordered j = Ordered::object();
  j["player"] = player_name(log, a.player);
  j["act"] = verb_name(a.verb);
  // The verb's parameters from the verb table (core/verbs.h), in its order: what the action
  // holds, every parameter (a parameter the reader may complete is still written).
  const auto& params = verb_spec(a.verb).params;
  for (std::size_t i = 0; i < params.size(); ++i) {
    const ParamSpec& param = params[i];
    // An amount the log said was nothing is written as nothing (LogEntry::given_empty).
    if (!param_present(a, param) && !((entry.given_empty >> i) & 1)) continue;
    const Resources& r = param.field == ActionField::give ? a.give : a.gain;
    std::string key(param.key);
    switch (param.kind) {
      case ParamKind::space:
        if (!space.is_null()) j[key] = space;
        break;
      case ParamKind::move:
        j[key] = a.move;
        break;
      case ParamKind::stay:
        j[key] = a.stay;
        break;
      case ParamKind::favor_row:
        j[key] = favor_row_name(a.row);
        break;
      case ParamKind::column:
        j[key] = a.column;
        break;
      case ParamKind::cubes:
        j[key] = cubes(r);
        break;
      case ParamKind::goods:
        j[key] = goods_json(r);
        break;
      case ParamKind::building:
        j[key] = building_name(a.building);
        break;
      case ParamKind::batches:
        j[key] = batches(entry);
        break;
    }
  }
  return j;
}

// How to write the entry's space: as it stands in the state the action meets, or as the log
// wrote it once the game can no longer be followed.
Ordered space_of(const LogEntry& entry, const LogFollower::Taken& taken) {
  if (taken.state == nullptr && entry.space_ref.kind != SpaceRef::Kind::none)
    return literal(entry.space_ref);
  if (!takes_space(taken.action)) return nullptr;
  return space_name(taken.state, taken.action.space);
}

}  // namespace

nlohmann::ordered_json goods_json(const Resources& r) {
  Ordered out = Ordered::object();
  for (Cube c : kAllCubes)
    if (r[c] != 0) out[std::string(cube_name(c))] = r[c];
  if (r.deniers != 0) out["deniers"] = r.deniers;
  if (r.prestige != 0) out["prestige"] = r.prestige;
  return out;
}

std::string write_log(const GameLog& log) {
  std::string out = "{\n  \"format\": \"caylus-log\",\n  \"version\": 1,\n";
  auto line = [&out](std::string_view key, const std::string& value) {
    out += "  " + json_string(key) + ": " + value + ",\n";
  };
  if (log.title) line("title", json_string(*log.title));
  if (log.source) line("source", json_string(*log.source));
  if (log.notes) line("notes", json_string(*log.notes));
  if (!log.comments.empty()) line("comments", inline_json(Ordered(log.comments)));
  if (!log.covers.empty()) {
    Ordered covers = Ordered::array();
    for (const auto& id : log.covers) covers.push_back(id);
    line("covers", inline_json(covers));
  }
  const RuleOptions& options = log.start_state ? log.start_state->options : log.options;
  auto changed = non_default_options(options);
  if (!changed.empty()) {
    Ordered values = Ordered::object();
    for (auto [name, value] : changed) {
      // Numbers and booleans as JSON numbers and booleans; names as strings.
      Ordered v = value;
      if (value == "true" || value == "false")
        v = value == "true";
      else if (!value.empty() && value.find_first_not_of("0123456789") == std::string_view::npos)
        v = std::stoi(std::string(value));
      values[std::string(name)] = v;
    }
    line("rules", inline_json(Ordered{{"options", values}}));
  }
  Ordered players = Ordered::array();
  for (const auto& name : log.players) players.push_back(name);
  out += "  \"setup\": {\n    \"players\": " + inline_json(players);
  if (log.start_state) {
    out += ",\n    \"state\": " + snapshot_text(*log.start_state, log.players, 4);
  } else {
    if (log.neutral) {
      Ordered neutral = Ordered::array();
      for (BuildingId b : *log.neutral) neutral.push_back(building_name(b));
      out += ",\n    \"neutral\": " + inline_json(neutral);
    }
    if (log.seed) out += ",\n    \"seed\": " + std::to_string(*log.seed);
    if (log.position)
      out += ",\n    \"position\": " + position_json_text(*log.position, log.players, 4);
  }
  out += "\n  },\n  \"actions\": [";
  LogFollower follower(log);
  for (std::size_t i = 0; i < log.entries.size(); ++i) {
    const LogEntry& entry = log.entries[i];
    Ordered j;
    LogFollower::Taken taken = follower.take(i);
    if (!entry.has_action()) {
      j = Ordered::object();
      j[entry.is_check ? "check" : "amend"] = claims_json(entry.claimed(), log.players);
    } else if (entry.probe != Probe::none) {
      // docs/log-format.md, "legal and refused".
      j = Ordered::object();
      Ordered action = action_json(log, entry, taken.action, space_of(entry, taken));
      if (entry.probe == Probe::legal) {
        j["legal"] = std::move(action);
      } else {
        j["refused"] = std::move(action);
        j["rule"] = entry.refused_rule;
      }
    } else {
      j = action_json(log, entry, taken.action, space_of(entry, taken));
    }
    if (!entry.note.empty()) j["note"] = entry.note;
    if (!entry.comments.empty()) j["comments"] = entry.comments;
    out += (i == 0 ? "\n    " : ",\n    ") + inline_json(j);
  }
  out += log.entries.empty() ? "]" : "\n  ]";
  if (log.expect) out += ",\n  \"expect\": " + inline_json(expect_json(*log.expect, log.players));
  if (!log.end_comments.empty())
    out += ",\n  \"end_comments\": " + inline_json(Ordered(log.end_comments));
  out += "\n}\n";
  return out;
}

}  // namespace caylus
