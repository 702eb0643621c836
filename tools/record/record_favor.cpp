#include "tools/record/record_favor.h"

#include <fmt/core.h>

#include <cstdlib>

#include "core/language/catalog.h"
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
  const std::string favors = favors_text(gained.amount);
  if (cause != nullptr && cause->kind == EventKind::building_built)
    return fill_in(tr("{0} built the {1} on road space {2}: {3}"), who(cause->player),
                   short_building_name(cause->building), cause->space, favors) +
           fmt::format(" [{}]", rule_id_text(RuleId::build_favors));
  if (cause != nullptr) return event_line(*cause, action, after);
  if (action.verb == Verb::joust)
    return fill_in(tr("{0} jousted at the joust field: {1}"), who(action.player), favors) +
           fmt::format(" [{}]", rule_id_text(RuleId::special_joust_field));
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
      add(fill_in(tr("builds the {0} on road space {1}"), short_building_name(e.building),
                  e.space));
    else if (e.kind == EventKind::building_transformed)
      add(fill_in(tr("road space {0} ({1}) becomes a residence"), e.space,
                  short_building_name(e.building)));
  }
  const Resources& was = state.player(choice.player).goods;
  const Resources& is = after.player(choice.player).goods;
  // Each change counted in the reader's language, its sign before it ("-1 wood", French "-1
  // bois"); the word agrees with the amount without its sign.
  auto change = [&](int before, int now, auto counted) {
    if (now != before) add((now > before ? "+" : "-") + counted(std::abs(now - before)));
  };
  for (Cube c : kAllCubes) change(was[c], is[c], [c](int n) { return cube_count_text(c, n); });
  change(was.deniers, is.deniers, deniers_text);
  change(was.prestige, is.prestige, [](int n) { return fill_in(tr_n("{0} PP", "{0} PP", n), n); });
  for (const Event& e : events)
    if (e.kind == EventKind::favor_gained) add("+" + favors_text(e.amount));
  return text.empty() ? std::string(tr("nothing")) : text;
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
