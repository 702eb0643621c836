// The names of an enum's values, declared once as a table indexed by the value: the one way
// every writer and reader (logs, snapshots, the notation, the JSON Schema, reports) turns a value
// into its name and a name back into its value. An enum's table stands beside the enum; its
// size is the enum's count, so no count is written twice.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace caylus {

template <typename Enum, std::size_t N>
struct EnumNames {
  std::array<std::string_view, N> names;

  static constexpr std::size_t size() { return N; }
  constexpr std::string_view operator[](Enum value) const {
    return names[static_cast<std::size_t>(value)];
  }
  constexpr std::optional<Enum> parse(std::string_view text) const {
    for (std::size_t i = 0; i < N; ++i)
      if (names[i] == text) return static_cast<Enum>(i);
    return std::nullopt;
  }
  constexpr bool parse(std::string_view text, Enum& out) const {
    auto value = parse(text);
    if (value) out = *value;
    return value.has_value();
  }
  // The names in order, "legal, illegal, mismatch": what a reader lists for an unknown name.
  std::string joined(std::string_view separator = ", ") const {
    std::string out;
    for (std::string_view name : names) {
      if (!out.empty()) out += separator;
      out += name;
    }
    return out;
  }
  constexpr auto begin() const { return names.begin(); }
  constexpr auto end() const { return names.end(); }
};

// EnumNames<Enum, N> from a list of names: `names_of<Cube>("food", "wood", ...)`.
template <typename Enum, typename... Names>
constexpr EnumNames<Enum, sizeof...(Names)> names_of(Names... names) {
  return {{std::string_view(names)...}};
}

}  // namespace caylus
