#include "tools/record/record_favor.h"

#include <fmt/core.h>

#include "core/rules/rules.h"
#include "core/text.h"
#include "replay/narration/event_words.h"

namespace caylus::tools {
namespace {

// The events that give King's favors, each followed by a `favor_gained` of the player favored:
// the best builder (castle.best_builder), a section's scoring (scoring.*), a building built
// (build.favors). The joust field's favor has no event of its own: its action is the cause.
bool gives_favors(const Event& e, PlayerIndex favored) {
  switch (e.kind) {
    case EventKind::best_builder:
    case EventKind::best_builder_tie:
      return true;
    case EventKind::section_result:
    case EventKind::building_built:
      return e.player == favored;
    default:
      return false;
  }
}

std::string cause_line(const Event* cause, const Event& gained, const Action& action,
                       const GameState& after) {
  const std::string favors = count_text(gained.amount, "King's favor", "King's favors");
  if (cause != nullptr && cause->kind == EventKind::building_built)
    return fmt::format("{} built the {} on road space {}: {} [{}]", who(cause->player),
                       short_building_name(cause->building), cause->space, favors,
                       rule_id_text(RuleId::build_favors));
  if (cause != nullptr) return event_line(*cause, action, after);
  if (action.verb == Verb::joust)
    return fmt::format("{} jousted at the joust field: {} [{}]", who(action.player), favors,
                       rule_id_text(RuleId::special_joust_field));
  return event_line(gained, action, after);
}

}  // namespace

std::string favor_effect(const GameState& state, const Action& choice) {
  GameState after = state;
  EventSink events;
  rules::perform_favor(after, choice, rules::Events{&events});
  std::string text;
  auto add = [&](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
  for (const Event& e : events) {
    if (e.kind == EventKind::building_built)
      add(fmt::format("builds the {} on road space {}", short_building_name(e.building), e.space));
    else if (e.kind == EventKind::building_transformed)
      add(fmt::format("road space {} ({}) becomes a residence", e.space,
                      short_building_name(e.building)));
  }
  const Resources& was = state.player(choice.player).goods;
  const Resources& is = after.player(choice.player).goods;
  auto change = [&](int before, int now, std::string_view one, std::string_view many) {
    if (now != before) add((now > before ? "+" : "") + count_text(now - before, one, many));
  };
  for (Cube c : kAllCubes) change(was[c], is[c], cube_name(c), cube_name(c));
  change(was.deniers, is.deniers, "denier", "deniers");
  change(was.prestige, is.prestige, "PP", "PP");
  for (const Event& e : events)
    if (e.kind == EventKind::favor_gained)
      add("+" + count_text(e.amount, "King's favor", "King's favors"));
  return text.empty() ? "nothing" : text;
}

std::vector<FavorCause> favor_causes(const Action& action, const EventSink& events,
                                     const GameState& after) {
  std::vector<FavorCause> lines;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.kind == EventKind::favor_gained) {
      const Event* cause = nullptr;
      for (std::size_t j = i; j-- > 0 && events[j].kind != EventKind::favor_gained;)
        if (gives_favors(events[j], e.player)) {
          cause = &events[j];
          break;
        }
      lines.push_back({e.player, cause_line(cause, e, action, after)});
    } else if (e.kind == EventKind::favor_columns) {
      lines.push_back({e.player, event_line(e, action, after)});
    }
  }
  return lines;
}

void follow_favor_causes(std::vector<FavorCause>& causes, const GameState& before,
                         const Action& action, const EventSink& events, const GameState& after) {
  if (before.decision.kind != DecisionKind::favor) causes.clear();
  for (auto& cause : favor_causes(action, events, after)) causes.push_back(std::move(cause));
  // One player's favors are used at once; another's come after (core/rules/common.cpp).
  std::erase_if(causes, [&](const FavorCause& cause) {
    return after.decision.kind != DecisionKind::favor || cause.player != after.decision.player;
  });
}

}  // namespace caylus::tools
