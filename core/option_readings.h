// One named reading per rule option (RULES.md, "Rule options"): what each option changes, as a
// function of the options, read by the rule (core/rules/), the invariants (invariants/), the
// narrator and the ledgers (replay/narration/), so a reading is written once and an option is one
// edit here (docs/developing.md, "A rule option"). As 18xx overrides one method per game: the
// rule asks `batch_kinds(options)`, never `options.castle_gold_in_batch ? 6 : 3`.
//
// Each reading names its option and rule id; where RULES.md quotes the rulebook, so does it.
#pragma once

#include "core/action.h"
#include "core/buildings.h"
#include "core/options.h"
#include "core/types.h"

namespace caylus {

// special.joust_field: "1 denier et 1 tissu" for a King's favor.
inline Resources joust_price(const RuleOptions&) {
  Resources price;
  price.deniers = 1;
  price[Cube::cloth] = 1;
  return price;
}

// castle.batch, option castle_gold_in_batch: may gold be one of a batch's two other cubes?
inline bool gold_makes_batch(const RuleOptions& o) {
  return o.castle_gold_in_batch;
}
// The same reading as the batch kinds it allows (core/action.h, kBatchCubes: the three without
// gold first, then those with gold): all six, or the first three.
inline int batch_kinds(const RuleOptions& o) {
  return gold_makes_batch(o) ? kBatchKinds : 3;
}

// castle.penalty, option towers_full_penalty: when the towers are full, is a player who gave no
// batch spared the -2 PP? exempt_all: everyone is; exempt_with_batch: only a player who held a
// batch and could not place it ("l'un des joueurs n'a pas pu dépenser de lot à cause du manque
// de place").
inline bool towers_full_spares(const RuleOptions& o, bool held_a_batch) {
  return o.towers_full_penalty == TowersFullPenalty::exempt_all || held_a_batch;
}

// castle.best_builder, option best_builder_needs_batch: does the best builder need a batch this
// turn to get the favor?
inline bool best_builder_earns_favor(const RuleOptions& o, int batches_this_turn) {
  return batches_this_turn > 0 || !o.best_builder_needs_batch;
}

// scoring.towers, option towers_zero_penalty: the PP a player with no house in the towers loses.
inline int towers_empty_penalty(const RuleOptions& o) {
  return o.towers_zero_penalty;
}

// option lawyer_prestige: the PP a tile gives when built (the lawyer's under the option, every
// other tile's as the building table says: RULES.md, "Buildings").
inline int built_prestige(const RuleOptions& o, BuildingId tile) {
  return tile == BuildingId::lawyer ? o.lawyer_prestige : building(tile).prestige;
}

// notary.returned_tile, option notary_returned_tile: does a wood or stone tile a notary (lawyer)
// replaces by a residence go out of the game (discard) rather than back to the stock (stock, "il
// rejoint la réserve")? A neutral tile always goes out.
inline bool transformed_tile_discarded(const RuleOptions& o, BuildingId tile) {
  return building(tile).kind == BuildingKind::neutral ||
         o.notary_returned_tile == NotaryReturnedTile::discard;
}

// notary.occupied, option notary_delay: a delayed transformation may happen as soon as its
// target has been activated (after_target_activation), not only at the end of the activation.
inline bool transform_after_target_activation(const RuleOptions& o) {
  return o.notary_delay == NotaryDelay::after_target_activation;
}

// notary.occupied, option notary_unactivated_target: a delayed transformation whose target lies
// beyond the provost (never activated) happens at the end of phase 5 (end_of_phase), not at the
// end of the turn.
inline bool unactivated_transform_at_end_of_phase(const RuleOptions& o) {
  return o.notary_unactivated_target == NotaryUnactivatedTarget::end_of_phase;
}

// favor.choose, option simplified_favor: every favor is worth 3 PP and the table is not used
// (variant "faveur allégée"). 0 when the table is used.
inline int favor_as_prestige(const RuleOptions& o) {
  return o.simplified_favor ? 3 : 0;
}

// favor.columns, option favor_architect_cost: is the building the 5th column of the favor table
// gives free of its cost?
inline bool architect_favor_free(const RuleOptions& o, int column) {
  return column == 5 && o.favor_architect_free;
}

// special.stables, option stables_effect: does the stables' order take effect at once
// (immediate) rather than from the next turn?
inline bool stables_order_at_once(const RuleOptions& o) {
  return o.stables_effect == StablesEffect::immediate;
}

// building.market, option market_sells_gold: may the market take gold?
inline bool market_takes_gold(const RuleOptions& o) {
  return o.market_sells_gold;
}

// two_player.order, option two_player_swap_first_turn: with two players, is first place swapped as
// turn `turn` starts? From turn 2 always; at turn 1 only under the option.
inline bool two_player_swap(const RuleOptions& o, int turn) {
  return turn > 1 || o.two_player_swap_first_turn;
}

// build.available, option edition: does this edition have the jeweler?
inline bool edition_has_jeweler(const RuleOptions& o) {
  return o.edition != Edition::first;
}

// build.available, option edition: every tile of this edition's game.
inline TileSet edition_tiles(const RuleOptions& o) {
  return game_tiles(edition_has_jeweler(o));
}

}  // namespace caylus
