// The calls of a reading of core/option_readings.h outside the rules (issue 39, item 7): the
// invariants', the points ledger's and the position readers'. A mutant at one of them survived
// every scenario of its option, because nothing held the invariant, the ledger's words or the
// reader to the option in the state where the call matters. tests/option_sites_test.cpp finds
// every call of a reading in core/, invariants/, replay/ and tools/ and wants a row per call (its
// own rows for the rules, these for the rest); tests/option_sites_outside_test.cpp holds each row
// to what a mutant at its site would change.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace caylus::option_sites {

enum class Reader {
  // An invariant: the scenario replayed under each value passes it under that value, and
  // trips it when its states are checked under another (a board built for one reading is
  // refused by the other).
  invariant,
  // The points ledger of `caylus replay --explain`: the line of the cause `what` ends as
  // `expected` says under each value.
  ledger,
  // A reader of positions (replay/positions/): the scenario, its [Rules] line set to each value,
  // is accepted (expected "") or refused as input with `expected` in its words; the values
  // accepted end differently.
  position,
};

struct OutsideSite {
  std::string reading;  // the function of core/option_readings.h
  std::string file;     // the file that calls it
  std::string option;   // the option it reads
  Reader reader;
  std::string scenario;  // under corpus/rulings/, in the state where the call matters
  std::string what;      // invariant: its id; ledger: the cause's words; position: unused
  std::map<std::string, std::string> expected;  // ledger, position: per value of the option
};

// One row per call (a file calling a reading twice has two rows).
inline const std::vector<OutsideSite>& outside_sites() {
  static const std::vector<OutsideSite> kSites = {
      {"stables_order_at_once",
       "invariants/turn.cpp",
       "stables_effect",
       Reader::invariant,
       "options/stables_effect-immediate.json",
       "turn_order.changes",
       {}},
      {"edition_tiles",
       "invariants/board.cpp",
       "edition",
       Reader::invariant,
       "options/edition-first.json",
       "buildings.unique",
       {}},
      // The park the notary transforms leaves the game or returns to the stock.
      {"transformed_tile_discarded",
       "invariants/board.cpp",
       "notary_returned_tile",
       Reader::invariant,
       "options/notary_returned_tile-discard.json",
       "buildings.unique",
       {}},
      {"architect_favor_free",
       "invariants/goods.cpp",
       "favor_architect_cost",
       Reader::invariant,
       "options/favor_architect_cost-free.json",
       "cubes.explained",
       {}},
      // holds_a_batch: read only with the towers full, by a player whose one batch needs gold.
      {"gold_makes_batch",
       "invariants/castle.cpp",
       "castle_gold_in_batch",
       Reader::invariant,
       "options/castle_gold_in_batch-true-towers-full.caylus",
       "castle.penalty",
       {}},
      {"towers_full_spares",
       "invariants/castle.cpp",
       "towers_full_penalty",
       Reader::invariant,
       "options/towers_full_penalty-exempt_all.json",
       "castle.penalty",
       {}},
      {"built_prestige",
       "invariants/prestige.cpp",
       "lawyer_prestige",
       Reader::invariant,
       "options/lawyer_prestige-3.json",
       "prestige.amounts",
       {}},
      {"towers_empty_penalty",
       "invariants/prestige.cpp",
       "towers_zero_penalty",
       Reader::invariant,
       "options/towers_zero_penalty-3.json",
       "prestige.amounts",
       {}},
      {"favor_as_prestige",
       "invariants/prestige.cpp",
       "simplified_favor",
       Reader::invariant,
       "options/simplified_favor-true.json",
       "prestige.amounts",
       {}},
      // The penalty's nominal size, said only when prestige.floor made it smaller: green has 3 PP.
      {"towers_empty_penalty",
       "replay/narration/ledger.cpp",
       "towers_zero_penalty",
       Reader::ledger,
       "options/towers_zero_penalty-4-floored.caylus",
       "towers scoring: no house in the towers",
       {{"4", " (4 PP due, 3 lost: prestige never goes below 0)"}, {"3", ""}}},
      // What a position does not say is as at the start of a game of its edition: the jeweler is
      // nowhere in the first, in the stock in the second.
      {"edition_has_jeweler",
       "replay/positions/position.cpp",
       "edition",
       Reader::position,
       "options/edition-first-position.caylus",
       "",
       {{"first", ""}, {"second", ""}}},
      {"edition_tiles",
       "replay/positions/reachable_board.cpp",
       "edition",
       Reader::position,
       "options/edition-first-position.caylus",
       "",
       {{"first", ""}, {"second", ""}}},
      // A wood tile out of the game: the notary's under discard, no game's under stock.
      {"transformed_tile_discarded",
       "replay/positions/reachable_board.cpp",
       "notary_returned_tile",
       Reader::position,
       "options/notary_returned_tile-discard-position.caylus",
       "",
       {{"discard", ""}, {"stock", "the mason is out of the game"}}},
  };
  return kSites;
}

}  // namespace caylus::option_sites
