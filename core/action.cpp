#include "core/action.h"

#include <algorithm>

#include "core/text.h"
#include "core/verbs.h"

namespace caylus {

std::string_view verb_name(Verb v) {
  return verb_spec(v).name;
}

bool parse_verb(std::string_view text, Verb& out) {
  for (const VerbSpec& spec : verb_table())
    if (spec.name == text) {
      out = spec.verb;
      return true;
    }
  return false;
}

int batch_total(const Batches& b) {
  int total = 0;
  for (auto n : b) total += n;
  return total;
}

std::string space_code(Space s) {
  if (is_special(s)) return std::string(special_name(to_special(s)));
  return std::to_string(static_cast<int>(s));
}

std::string cubes_notation(const Resources& r) {
  std::string text;
  for (Cube c : kAllCubes)
    for (int i = 0; i < r[c]; ++i) text += (text.empty() ? "" : "+") + std::string(cube_name(c));
  return text.empty() ? "nothing" : text;
}

std::string goods_notation(const Resources& r) {
  std::string text = r.cube_total() > 0 ? cubes_notation(r) : "";
  auto add = [&](int n, std::string_view one, std::string_view many) {
    if (n != 0)
      text +=
          (text.empty() ? "" : "+") + std::to_string(n) + " " + std::string(n == 1 ? one : many);
  };
  add(r.deniers, "denier", "deniers");
  add(r.prestige, "prestige", "prestige");
  return text.empty() ? "nothing" : text;
}

std::string batches_notation(const Batches& batches) {
  std::string text;
  for (int k = 0; k < kBatchKinds; ++k)
    for (int i = 0; i < batches[k]; ++i) {
      if (!text.empty()) text += ' ';
      for (int j = 0; j < 3; ++j)
        text += (j ? "+" : "") + std::string(cube_name(kBatchCubes[k][j]));
    }
  return text.empty() ? "none" : text;
}

std::string action_text(const Action& a, std::string_view player,
                        const std::function<std::string(const Action&, const ParamSpec&)>& name,
                        std::uint16_t said_empty) {
  std::string text = std::string(player) + " " + std::string(verb_name(a.verb));
  const auto& params = verb_spec(a.verb).params;
  for (std::size_t i = 0; i < params.size(); ++i) {
    const ParamSpec& param = params[i];
    if (!param_present(a, param) && !((said_empty >> i) & 1)) continue;
    text += ' ';
    if (!param.positional) text += std::string(param.key) + ' ';
    text += name(a, param);
  }
  return text;
}

std::string param_value_text(const Action& a, const ParamSpec& param) {
  switch (param.kind) {
    case ParamKind::space:
      return space_code(a.space);
    case ParamKind::move:
      return (a.move > 0 ? "+" : "") + std::to_string(a.move);
    case ParamKind::stay:
      return a.stay ? "stay" : "leave";
    case ParamKind::favor_row:
      return std::string(favor_row_name(a.row));
    case ParamKind::column:
      return std::to_string(a.column);
    case ParamKind::cubes:
      return cubes_notation(param.field == ActionField::give ? a.give : a.gain);
    case ParamKind::goods:
      return goods_notation(param.field == ActionField::give ? a.give : a.gain);
    case ParamKind::building:
      return std::string(building_name(a.building));
    case ParamKind::batches:
      return batches_notation(a.batches);
  }
  return "";
}

std::string action_to_string(const Action& a) {
  return action_text(a, who(a.player), param_value_text);
}

}  // namespace caylus
