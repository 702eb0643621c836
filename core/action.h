// An action: one decision of one player, as the log records it (LOG_FORMAT.md, "Verbs").
//
// An Action is a small plain value. Spaces are resolved road numbers or special-space codes;
// the log reader (replay/) turns building ids and names into spaces against the current state.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>

#include "core/buildings.h"
#include "core/types.h"

namespace caylus {

enum class Verb : std::uint8_t {
  pass,         // phase 2
  place,        // phase 2: space
  gate,         // phase 3: space (the gate's worker moves there)
  provost,      // phases 3 (guild, free) and 4 (paid): move
  joust,        // phase 3
  inn,          // phase 3: stay
  favor,        // any phase: row, column + effect parameters
  use,          // phase 5: give, gain
  owner_bonus,  // phase 5: gain (one cube)
  build,        // phase 5: building, space (the residence for a prestige building), give (any)
  transform,    // phase 5: space (the notary's target)
  decline,      // phases 3 and 5: do not use an optional effect
  castle,       // phase 6: batches
};
inline constexpr int kVerbCount = 13;
// The verb table (names, parameters) is core/verbs.h.
std::string_view verb_name(Verb v);
bool parse_verb(std::string_view text, Verb& out);

// A castle batch is 3 cubes of 3 different types, one of them food (castle.batch): food plus
// two of wood, stone, cloth, gold. These are the six kinds, in a fixed order.
inline constexpr int kBatchKinds = 6;
inline constexpr std::array<std::array<Cube, 3>, kBatchKinds> kBatchCubes = {{
    {Cube::food, Cube::wood, Cube::stone},
    {Cube::food, Cube::wood, Cube::cloth},
    {Cube::food, Cube::stone, Cube::cloth},
    {Cube::food, Cube::wood, Cube::gold},
    {Cube::food, Cube::stone, Cube::gold},
    {Cube::food, Cube::cloth, Cube::gold},
}};
constexpr bool batch_has_gold(int kind) {
  return kind >= 3;
}
using Batches = std::array<std::uint8_t, kBatchKinds>;  // how many batches of each kind
int batch_total(const Batches& b);

struct Action {
  Verb verb = Verb::pass;
  PlayerIndex player = 0;
  // place.at, gate.to, transform.target, build.on, favor.target / favor.on
  Space space = kNoSpace;
  std::int8_t move = 0;  // provost: -3..3, 0 = do not move
  bool stay = false;     // inn
  FavorRow row = FavorRow::prestige;
  std::uint8_t column = 0;                 // favor: the effect column used (1..5)
  BuildingId building = BuildingId::none;  // build.building, favor.build
  // use: what is given and gained. favor: `gain` holds `take`, `give` the cube given.
  // build: `give` holds the cube paying the "any" part of a cost. owner_bonus: `gain`.
  Resources give;
  Resources gain;
  Batches batches{};  // castle

  // Field by field, as `= default` would, but as six 8-byte compares: the engine compares an
  // action with its canonical form at every check (core/engine.cpp), and the defaulted form
  // compiled to a chain of member compares and a library memcmp. Valid because an Action has no
  // padding and every field is compared by value (static_asserts below).
  bool operator==(const Action& o) const {
    const auto* x = reinterpret_cast<const unsigned char*>(this);
    const auto* y = reinterpret_cast<const unsigned char*>(&o);
    std::uint64_t diff = 0;
    for (std::size_t at : {0, 8, 16, 24, 32, 34}) {
      std::uint64_t a, b;
      std::memcpy(&a, x + at, 8);
      std::memcpy(&b, y + at, 8);
      diff |= a ^ b;
    }
    return diff == 0;
  }
};
static_assert(sizeof(Action) == 42, "Action::operator== reads 42 bytes");
static_assert(std::has_unique_object_representations_v<Action>,
              "Action::operator== compares bytes: no padding allowed");

// The text notation of an action (docs/notation.md), without a state: spaces as special names or
// road numbers, buildings by id. "{p0} place trading_post", "{p1} provost -2", "{p2} favor
// resources 4 give wood take food+stone". Players are "{pN}" tokens (see render_message).
// replay/notation/notation.h writes the same with names, naming road spaces by their buildings.
std::string action_to_string(const Action& a);

struct ParamSpec;
// The notation of `a` for `player`, each parameter's value written by `name` (the verb table of
// core/verbs.h says which parameters, in which order, with which keyword). `said_empty` (bit i =
// the verb's parameter i): amounts written although empty ("gain nothing"), as a log said them.
std::string action_text(const Action& a, std::string_view player,
                        const std::function<std::string(const Action&, const ParamSpec&)>& name,
                        std::uint16_t said_empty = 0);
// A parameter's value without a state (space numbers, building ids).
std::string param_value_text(const Action& a, const ParamSpec& param);

// Values as the notation writes them: "gate" / "9"; "wood+wood+cloth" ("nothing" when empty);
// "cloth+2 deniers+1 prestige"; "food+wood+stone food+wood+cloth" ("none").
std::string space_code(Space s);
std::string cubes_notation(const Resources& r);
std::string goods_notation(const Resources& r);
std::string batches_notation(const Batches& batches);

}  // namespace caylus
