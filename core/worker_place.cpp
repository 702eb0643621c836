#include "core/worker_place.h"

#include "core/language/catalog.h"
#include "core/text.h"

namespace caylus {

std::string_view special_on_words(Special special) {
  switch (special) {
    case Special::gate:
      return trc("special, a worker on it", "on the gate");
    case Special::trading_post:
      return trc("special, a worker on it", "on the trading post");
    case Special::merchants_guild:
      return trc("special, a worker on it", "on the merchants' guild");
    case Special::joust_field:
      return trc("special, a worker on it", "on the joust field");
    case Special::stables:
      return trc("special, a worker on it", "on the stables");
    case Special::inn:
      return trc("special, a worker on it", "on the inn");
    case Special::castle:
      return trc("special, a worker on it", "on the castle");
  }
  return {};  // no other special building
}

std::string worker_place_text(const GameState& s, Space space) {
  if (is_special(space)) return std::string(special_on_words(to_special(space)));
  return fill_in(trc("a worker on it", "on {0}"), place_text(s, space));
}

}  // namespace caylus
