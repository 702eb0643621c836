// A new game's setup (new_game.h): the validation `caylus record` and the page share.
#include "tools/record/new_game.h"

#include <array>
#include <random>

#include "core/buildings.h"
#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/random.h"
#include "tools/commands.h"

namespace caylus::tools {
namespace {

// A neutral building named by a person: the one of the six its name fits best.
BuildingId neutral_building(const std::string& text) {
  BuildingId found = BuildingId::none;
  int best = 0, at_best = 0;
  for (BuildingId id : kNeutralBuildings) {
    int level = building_name_match(text, id);
    if (level > best) {
      best = level;
      at_best = 0;
    }
    if (level == best && level > 0 && at_best++ == 0) found = id;
  }
  if (best == 0 || at_best != 1)
    throw InputError{fill_in(tr("--neutral: '{0}' names none of the neutral buildings ({1})"), text,
                             "farm, forest, sawmill, quarry, market, carpenter")};
  return found;
}

}  // namespace

GameLog new_game_log(const NewGame& o) {
  if (o.players.size() < 2 || o.players.size() > 5)
    // The option's name is a placeholder: the same in every language.
    throw InputError{fill_in(tr("a new game needs {0} with 2 to 5 names in turn order, e.g. {0} "
                                "red,green,blue; got {1}"),
                             "--players", o.players.size())};
  for (std::size_t i = 0; i < o.players.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (o.players[i] == o.players[j])
        throw InputError{fill_in(tr("{0} names '{1}' twice: each player needs a name"), "--players",
                                 o.players[i])};
  GameLog log;
  log.players = o.players;
  log.options = parse_rules(o.rules);
  if (!o.neutral.empty()) {
    if (o.neutral.size() != 6)
      throw InputError{fill_in(tr("--neutral takes the 6 neutral buildings in road order; got {0}"),
                               o.neutral.size())};
    std::array<BuildingId, 6> neutral{};
    for (std::size_t i = 0; i < 6; ++i) {
      neutral[i] = neutral_building(o.neutral[i]);
      for (std::size_t j = 0; j < i; ++j)
        if (neutral[j] == neutral[i])
          throw InputError{
              fill_in(tr("--neutral names the {0} twice"), short_building_name(neutral[i]))};
    }
    log.neutral = neutral;
    log.seed = o.seed;
  } else {
    // As `caylus play` draws it (tools/random_game.cpp), so that the same seed gives the same road.
    log.seed = o.seed ? *o.seed : std::random_device{}();
    SplitMix64 rng(*log.seed);
    log.neutral = draw_neutral(rng);
  }
  return log;
}

}  // namespace caylus::tools
