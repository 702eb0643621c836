#include "core/text.h"

#include <string_view>

#include "core/goods_words.h"
#include "core/language/catalog.h"

namespace caylus {

std::string who(int p) {
  if (p == kNoPlayer) return "nobody";
  if (p < 0 || p >= kMaxPlayers) return "player #" + std::to_string(p);
  return "{p" + std::to_string(p) + "}";
}

std::string signed_text(int n) {
  return n > 0 ? "+" + std::to_string(n) : std::to_string(n);
}

std::string count_text(int n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(agree(n, one, many));
}

std::string deniers_text(int n) {
  return fill_in(tr_n("{0} denier", "{0} deniers", n), n);
}

std::string cube_count_text(Cube c, int n) {
  switch (c) {
    case Cube::food:
      return fill_in(tr_n("{0} food", "{0} food", n), n);
    case Cube::wood:
      return fill_in(tr_n("{0} wood", "{0} wood", n), n);
    case Cube::stone:
      return fill_in(tr_n("{0} stone", "{0} stone", n), n);
    case Cube::cloth:
      return fill_in(tr_n("{0} cloth", "{0} cloth", n), n);
    case Cube::gold:
      return fill_in(tr_n("{0} gold", "{0} gold", n), n);
  }
  return std::to_string(n);  // no other cube
}

std::string tile_goods_words(const Resources& r) {
  std::string text;
  auto add = [&](const std::string& count) {
    text = text.empty() ? count : fill_in(tr("{0} + {1}"), text, count);
  };
  for (Cube c : kAllCubes)
    if (r[c] != 0) add(cube_count_text(c, r[c]));
  if (r.deniers != 0) add(deniers_text(r.deniers));
  if (r.prestige != 0) add(fill_in(tr_n("{0} PP", "{0} PP", r.prestige), r.prestige));
  return text.empty() ? std::string(tr("nothing")) : text;
}

std::string tile_offer_words(const Offer& offer) {
  auto side = [](const Resources& fixed, const std::string& chosen) {
    if (fixed.empty()) return chosen.empty() ? std::string(tr("nothing")) : chosen;
    return chosen.empty() ? tile_goods_words(fixed)
                          : fill_in(tr("{0} + {1}"), tile_goods_words(fixed), chosen);
  };
  std::string any =
      offer.give_any == 0
          ? std::string()
          : fill_in(tr_n("{0} cube of any type", "{0} cubes of any type", offer.give_any),
                    offer.give_any);
  std::string choice = offer.gain_choice == 0
                           ? std::string()
                           : fill_in(tr_n("{0} cube of choice (not gold)",
                                          "{0} cubes of choice (not gold)", offer.gain_choice),
                                     offer.gain_choice);
  return fill_in(tr("{0} for {1}"), side(offer.give, any), side(offer.gain, choice));
}

std::string_view phase_place_words(Phase p) {
  // The English is the phase's id (the notation's word), as places have always said it.
  switch (p) {
    case Phase::income:
      return trc("phase", "income");
    case Phase::placement:
      return trc("phase", "placement");
    case Phase::special:
      return trc("phase", "special");
    case Phase::provost:
      return trc("phase", "provost");
    case Phase::activation:
      return trc("phase", "activation");
    case Phase::castle:
      return trc("phase", "castle");
    case Phase::end_of_turn:
      return trc("phase", "end_of_turn");
    case Phase::game_over:
      return trc("phase", "game_over");
  }
  return {};  // no other phase
}

std::string_view favor_row_words(FavorRow row) {
  switch (row) {
    case FavorRow::prestige:
      return trc("favor row", "prestige");
    case FavorRow::deniers:
      return trc("favor row", "deniers");
    case FavorRow::resources:
      return trc("favor row", "resources");
    case FavorRow::buildings:
      return trc("favor row", "buildings");
  }
  return {};  // no other row
}

std::string_view special_words(Special special) {
  switch (special) {
    case Special::gate:
      return trc("special", "the gate");
    case Special::trading_post:
      return trc("special", "the trading post");
    case Special::merchants_guild:
      return trc("special", "the merchants' guild");
    case Special::joust_field:
      return trc("special", "the joust field");
    case Special::stables:
      return trc("special", "the stables");
    case Special::inn:
      return trc("special", "the inn");
    case Special::castle:
      return trc("special", "the castle");
  }
  return {};  // no other special building
}

std::string place_text(const GameState& s, Space space) {
  if (is_special(space)) return std::string(special_words(to_special(space)));
  if (!is_road(space)) return fill_in(tr("space {0}"), space);
  const RoadSpace& r = s.road[space];
  if (r.building == BuildingId::none) return fill_in(tr("road space {0} (empty)"), space);
  int id = static_cast<int>(r.building);
  std::string name = id >= 0 && id < kBuildingCount ? std::string(building_name(r.building))
                                                    : "building #" + std::to_string(id);
  if (r.owner == kNoPlayer) return fill_in(tr("road space {0} ({1})"), space, name);
  return fill_in(tr("road space {0} ({1} of {2})"), space, name, who(r.owner));
}

std::string_view agree(int n, std::string_view one, std::string_view many) {
  return n == 1 || n == -1 ? one : many;
}

std::string_view section_agree(Section section, std::string_view one, std::string_view many) {
  return section == Section::dungeon ? one : many;
}

std::string_view section_name_words(Section section) {
  switch (section) {
    case Section::dungeon:
      return trc("section", "dungeon");
    case Section::walls:
      return trc("section", "walls");
    case Section::towers:
      return trc("section", "towers");
  }
  return {};  // no other section
}

}  // namespace caylus
