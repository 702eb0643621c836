#include "tools/fuzzing/metamorphic.h"

#include <algorithm>

namespace caylus::fuzzing {

std::optional<PropertyFailure> check_unused_option(const GameRun& run, std::string_view option) {
  auto info = std::find_if(option_table().begin(), option_table().end(),
                           [&](const OptionInfo& i) { return i.name == option; });
  if (info == option_table().end() || info->in_play == nullptr) return std::nullopt;
  std::string_view value = get_option(run.start.options, option);
  std::string_view other = info->values[0] == value ? info->values[1] : info->values[0];
  GameState game = run.start, twin = run.start;
  (void)set_option(twin.options, option, other);
  EventSink events;
  for (std::size_t i = 0; i < run.actions.size(); ++i) {
    const Action& a = run.actions[i];
    GameState before = game;
    events.clear();
    if (apply(game, a, &events)) return std::nullopt;  // the run itself stopped here
    if (info->in_play(before, a, events, game)) return std::nullopt;
    auto refused = apply(twin, a);
    GameState compared = twin;
    compared.options = game.options;
    if (refused || !(compared == game))
      return PropertyFailure{"option.unused_irrelevant", static_cast<int>(i),
                             std::string(option) + "=" + std::string(other) + " " +
                                 (refused ? "refuses this action (" + refused->rule_text() + ")"
                                          : std::string("gives another state after this action")) +
                                 ", though the option has not come into play (" +
                                 std::string(info->when) + ")"};
  }
  return std::nullopt;
}

}  // namespace caylus::fuzzing
