#include "tools/fuzzing/features.h"

#include <algorithm>
#include <unordered_map>

namespace caylus::fuzzing {
namespace {

// The rule ids an action can break: those the near-miss probes of the property suite must see
// refused. The others are automatic steps (setup, income, scoring, ...) that no action asks for.
constexpr RuleId kRefusable[] = {
    RuleId::decision_player,
    RuleId::decision_kind,
    RuleId::place_cost,
    RuleId::place_forbidden,
    RuleId::place_occupied,
    RuleId::place_stables,
    RuleId::place_inn,
    RuleId::place_castle_one_per_player,
    RuleId::special_gate,
    RuleId::special_joust_field,
    RuleId::provost_bounds,
    RuleId::provost_cost,
    RuleId::building_effect,
    RuleId::activate_stone_owner_bonus,
    RuleId::build_kind,
    RuleId::build_available,
    RuleId::build_cost,
    RuleId::build_prestige_site,
    RuleId::notary_transform,
    RuleId::castle_batch,
    RuleId::favor_choose,
    RuleId::favor_columns,
    RuleId::favor_one_row_per_phase,
};

struct Layout {
  std::vector<FeatureInfo> table;
  int verb = 0, decision = 0, build = 0, favor = 0, filled = 0, by_mark = 0;
  int two_sections = 0, fifth_lost = 0, towers_full = 0, penalty = 0, delayed = 0, gold = 0,
      tie = 0;
  std::array<int, kRuleIdCount> refused{};
  std::unordered_map<std::string_view, int> by_name;

  Layout() {
    auto add = [&](std::string name, std::string doc) {
      table.push_back({std::move(name), std::move(doc)});
      return static_cast<int>(table.size()) - 1;
    };
    verb = static_cast<int>(table.size());
    for (int v = 0; v < kVerbCount; ++v)
      add("verb." + std::string(verb_name(static_cast<Verb>(v))), "an action of this verb applied");
    decision = static_cast<int>(table.size());
    for (int k = 1; k <= static_cast<int>(DecisionKind::castle); ++k)
      add("decision." + std::string(decision_kind_name(static_cast<DecisionKind>(k))),
          "a decision of this kind pending");
    refused.fill(-1);
    for (RuleId id : kRefusable)
      refused[static_cast<int>(id)] =
          add("refused." + std::string(rule_id_text(id)), "a near-miss refused with this rule id");
    build = static_cast<int>(table.size());
    for (int b = 0; b < kBuildingCount; ++b)
      if (is_stock_tile(static_cast<BuildingId>(b)))
        add("build." + std::string(building_name(static_cast<BuildingId>(b))), "this tile built");
    favor = static_cast<int>(table.size());
    for (int r = 0; r < kFavorRows; ++r)
      for (int c = 1; c <= kFavorColumns; ++c)
        add("favor." + std::string(favor_row_name(static_cast<FavorRow>(r))) + "." +
                std::to_string(c),
            "this cell of the favor table used");
    filled = static_cast<int>(table.size());
    for (int i = 0; i < kSectionCount; ++i)
      add("section." + std::string(section_name(static_cast<Section>(i))) + ".filled",
          "the section completed by filling (castle.section)");
    by_mark = static_cast<int>(table.size());
    for (int i = 0; i < kSectionCount; ++i)
      add("section." + std::string(section_name(static_cast<Section>(i))) + ".scored_by_mark",
          "the section scored as the bailiff reached its mark (scoring.trigger)");
    two_sections = add("scoring.two_sections", "two sections scored at one end of turn");
    fifth_lost = add("favor.fifth_lost", "a favor lost: every row used in the phase");
    towers_full = add("castle.towers_full", "the towers full (castle.penalty)");
    penalty = add("castle.penalty", "a castle player offered no batch: -2 PP");
    delayed = add("notary.delayed", "a notary transformation waited for its target's worker");
    gold = add("end.bonus_gold", "the end bonus counted gold (end.bonus)");
    tie = add("end.tie", "tied winners (end.winner)");
    for (int i = 0; i < static_cast<int>(table.size()); ++i) by_name[table[i].name] = i;
  }
};

const Layout& layout() {
  static const Layout instance;
  return instance;
}

}  // namespace

const std::vector<FeatureInfo>& feature_table() {
  return layout().table;
}

int feature_index(std::string_view name) {
  auto it = layout().by_name.find(name);
  return it == layout().by_name.end() ? -1 : it->second;
}

FeatureTracker::FeatureTracker() : reached_(feature_table().size(), 0) {}

void FeatureTracker::step(const GameState& before, const Action& action, const GameState& after,
                          const EventSink& events) {
  const Layout& l = layout();
  mark(l.verb + static_cast<int>(action.verb));
  if (before.decision.kind != DecisionKind::none)
    mark(l.decision + static_cast<int>(before.decision.kind) - 1);
  if (action.verb == Verb::favor && action.column >= 1)
    mark(l.favor + static_cast<int>(action.row) * kFavorColumns + action.column - 1);
  if (action.verb == Verb::castle)
    for (int i = 0; i < kSectionCount; ++i) {
      auto section = static_cast<Section>(i);
      if (before.section_houses(section) < kSectionCapacity[i] &&
          after.section_houses(section) >= kSectionCapacity[i])
        mark(l.filled + i);
    }
  if (after.section_houses(Section::towers) >= kSectionCapacity[2]) mark(l.towers_full);
  int turn = before.turn;
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::building_built: {
        // The index of the tile among the stock tiles.
        int n = 0;
        for (int b = 0; b < static_cast<int>(e.building); ++b)
          n += is_stock_tile(static_cast<BuildingId>(b));
        if (is_stock_tile(e.building)) mark(l.build + n);
        break;
      }
      case EventKind::bailiff_moved:
        for (int i = 0; i < kSectionCount; ++i)
          if (e.space - e.amount < kScoringMark[i] && e.space >= kScoringMark[i])
            mark_turn_[i] = turn;
        break;
      case EventKind::section_scored: {
        int i = static_cast<int>(e.section);
        if (mark_turn_[i] == turn) mark(l.by_mark + i);
        if (scored_turn_ != turn) scored_turn_ = turn, scored_in_turn_ = 0;
        if (++scored_in_turn_ >= 2) mark(l.two_sections);
        break;
      }
      case EventKind::favor_lost:
        mark(l.fifth_lost);
        break;
      case EventKind::prestige_castle_penalty:
        mark(l.penalty);
        break;
      case EventKind::building_transformed:
        if (action.verb != Verb::transform) mark(l.delayed);
        break;
      case EventKind::prestige_end_bonus:
        if (e.detail == 0 && e.amount > 0) mark(l.gold);
        break;
      default:
        break;
    }
  }
}

void FeatureTracker::refused(const RuleViolation& violation) {
  int f = layout().refused[static_cast<int>(violation.rule)];
  if (f >= 0) mark(f);
}

void FeatureTracker::finish(const GameState& final_state) {
  if (final_state.game_over() && winners(final_state).size() > 1) mark(layout().tie);
}

void FeatureCounts::add(const FeatureTracker& tracker) {
  const auto& reached = tracker.all();
  for (std::size_t i = 0; i < games.size(); ++i) games[i] += reached[i];
}

void FeatureCounts::add(const FeatureCounts& other) {
  for (std::size_t i = 0; i < games.size(); ++i) games[i] += other.games[i];
}

std::vector<std::string_view> FeatureCounts::never_reached() const {
  std::vector<std::string_view> names;
  for (std::size_t i = 0; i < games.size(); ++i)
    if (games[i] == 0) names.push_back(feature_table()[i].name);
  return names;
}

}  // namespace caylus::fuzzing
