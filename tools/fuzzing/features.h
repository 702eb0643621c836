// Feature coverage (issue 13): a named list of game features that a run reaches or not, so that
// `caylus fuzz` can say which rules its random games never exercised. One table (feature_table)
// names them all; a FeatureTracker detects them from the steps of one game (the state before
// and after, the action and the step's events) and from the near-miss actions the rules refused;
// FeatureCounts sums, per feature, the games that reached it.
//
//   verb.<verb>                    an action of that verb was accepted and applied
//   decision.<kind>                a decision of that kind was pending
//   refused.<rule id>              a near-miss action was refused with that rule id
//   build.<tile>                   the tile was built (every wood, stone and prestige tile)
//   favor.<row>.<column>           that cell of the King's favor table was used
//   section.<s>.filled             the section completed by filling (castle.section)
//   section.<s>.scored_by_mark     the section scored when the bailiff reached its mark
//   scoring.two_sections           two sections scored at one end of turn
//   favor.fifth_lost               a favor lost: every row used in the phase
//   castle.towers_full             the towers full (castle.penalty's exemption)
//   castle.penalty                 a castle player offered no batch and lost 2 PP
//   notary.delayed                 a notary transformation waited for its target's worker
//   end.bonus_gold                 the end bonus counted gold
//   end.tie                        the game ended with tied winners
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.h"

namespace caylus::fuzzing {

struct FeatureInfo {
  std::string name;
  std::string doc;
};
const std::vector<FeatureInfo>& feature_table();
// The index of `name` in feature_table(), or -1.
int feature_index(std::string_view name);

// The features one game reached.
class FeatureTracker {
 public:
  FeatureTracker();
  void step(const GameState& before, const Action& action, const GameState& after,
            const EventSink& events);
  void refused(const RuleViolation& violation);
  // At the end of the game (ties, ...).
  void finish(const GameState& final_state);
  bool reached(int feature) const { return reached_[static_cast<std::size_t>(feature)] != 0; }
  const std::vector<std::uint8_t>& all() const { return reached_; }

 private:
  void mark(int feature) { reached_[static_cast<std::size_t>(feature)] = 1; }
  std::vector<std::uint8_t> reached_;
  std::array<int, kSectionCount> mark_turn_{};  // turn in which the bailiff reached the mark
  int scored_turn_ = 0, scored_in_turn_ = 0;
};

// Per feature, the number of games that reached it.
struct FeatureCounts {
  std::vector<std::uint64_t> games = std::vector<std::uint64_t>(feature_table().size(), 0);
  void add(const FeatureTracker& tracker);
  void add(const FeatureCounts& other);
  std::vector<std::string_view> never_reached() const;
};

}  // namespace caylus::fuzzing
