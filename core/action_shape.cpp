// Which bytes of an Action each verb's parameters occupy (core/action_shape.h).
#include "core/action_shape.h"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <utility>

#include "core/verbs.h"

namespace caylus {
namespace {

// An Action as the six 8-byte words Action::operator== reads (offsets 0, 8, 16, 24, 32, 34).
using ActionWords = std::array<std::uint64_t, 6>;
ActionWords words_at(const unsigned char* bytes) {
  ActionWords w;
  constexpr std::size_t kAt[6] = {0, 8, 16, 24, 32, 34};
  for (int i = 0; i < 6; ++i) std::memcpy(&w[i], bytes + kAt[i], 8);
  return w;
}
ActionWords words_of(const Action& a) {
  return words_at(reinterpret_cast<const unsigned char*>(&a));
}

// The bytes of an Action that `field` occupies.
std::pair<std::size_t, std::size_t> field_bytes(ActionField field) {
  switch (field) {
    case ActionField::space:
      return {offsetof(Action, space), sizeof(Action::space)};
    case ActionField::move:
      return {offsetof(Action, move), sizeof(Action::move)};
    case ActionField::stay:
      return {offsetof(Action, stay), sizeof(Action::stay)};
    case ActionField::row:
      return {offsetof(Action, row), sizeof(Action::row)};
    case ActionField::column:
      return {offsetof(Action, column), sizeof(Action::column)};
    case ActionField::give:
      return {offsetof(Action, give), sizeof(Action::give)};
    case ActionField::gain:
      return {offsetof(Action, gain), sizeof(Action::gain)};
    case ActionField::building:
      return {offsetof(Action, building), sizeof(Action::building)};
    case ActionField::batches:
      return {offsetof(Action, batches), sizeof(Action::batches)};
  }
  return {0, 0};
}

// The parameters each verb takes are those of the verb table (core/verbs.h); anything else set
// on an action makes it malformed, so that check() and legal_actions() agree on every field.
// Tested at every check, so kept as a mask per verb of the bytes its parameters (and every
// action's verb and player) occupy: an action is well-formed when every other byte is the
// default action's.
struct ParamBytes {
  std::array<ActionWords, kVerbCount + 1> kept{};  // the last row: a verb that does not exist
  ActionWords default_words = words_of(Action{});
  ParamBytes() {
    for (int v = 0; v <= kVerbCount; ++v) {
      std::array<unsigned char, sizeof(Action)> mask{};
      auto keep = [&](std::size_t at, std::size_t size) {
        for (std::size_t i = at; i < at + size; ++i) mask[i] = 0xFF;
      };
      keep(offsetof(Action, verb), sizeof(Action::verb));
      keep(offsetof(Action, player), sizeof(Action::player));
      if (v < kVerbCount)
        for (const ParamSpec& param : verb_table()[v].params) {
          auto [at, size] = field_bytes(param.field);
          keep(at, size);
        }
      kept[v] = words_at(mask.data());
    }
    // The sign bit of every amount given or gained: the high byte of each 16-bit count.
    static_assert(sizeof(Resources) == (kCubeTypes + 2) * sizeof(std::int16_t),
                  "Resources is 16-bit counts only");
    std::array<unsigned char, sizeof(Action)> signs{};
    for (ActionField amount : {ActionField::give, ActionField::gain}) {
      auto [at, size] = field_bytes(amount);
      for (std::size_t i = at + 1; i < at + size; i += 2) signs[i] = 0x80;
    }
    sign_bits = words_at(signs.data());
  }
  ActionWords sign_bits{};
};

const ParamBytes& param_bytes() {
  static const ParamBytes table;
  return table;
}

}  // namespace

bool takes_its_verbs_parameters_only(const Action& a) {
  const ParamBytes& table = param_bytes();
  const ActionWords& kept = table.kept[std::min<int>(static_cast<int>(a.verb), kVerbCount)];
  ActionWords w = words_of(a);
  std::uint64_t stray = 0;
  for (int i = 0; i < 6; ++i) stray |= (w[i] ^ table.default_words[i]) & ~kept[i];
  return stray == 0;
}

// Nothing given or gained is negative: no sign bit set among the 16-bit amounts.
bool no_negative_amount(const Action& a) {
  const ActionWords& signs = param_bytes().sign_bits;
  ActionWords w = words_of(a);
  std::uint64_t negative = 0;
  for (int i = 0; i < 6; ++i) negative |= w[i] & signs[i];
  return negative == 0;
}

}  // namespace caylus
