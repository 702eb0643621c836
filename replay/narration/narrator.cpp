// The narrator (see narrator.h). It reads the engine's events and recomputes no rule, so what it
// tells is what the engine did.
#include "replay/narration/narrator.h"

#include <fmt/core.h>

#include <cstdlib>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/option_readings.h"
#include "core/text.h"
#include "core/verbs.h"
#include "replay/narration/event_words.h"
#include "replay/narration/ledger.h"
#include "replay/notation/notation.h"

namespace caylus {
namespace {

// The narration says tr(phase_title(p)), each rulebook's own title of the phase.
std::string_view phase_title(Phase p) {
  switch (p) {
    case Phase::income:
      return N_("Phase 1, income");
    case Phase::placement:
      return N_("Phase 2, placing workers");
    case Phase::special:
      return N_("Phase 3, special buildings");
    case Phase::provost:
      return N_("Phase 4, the provost");
    case Phase::activation:
      return N_("Phase 5, activating the road");
    case Phase::castle:
      return N_("Phase 6, the castle");
    case Phase::end_of_turn:
      return N_("Phase 7, end of turn");
    case Phase::game_over:
      return N_("End of the game");
  }
  return "";
}

// "phase 7 (end of turn)": where a check at a phase boundary stands (docs/notation.md).
std::string boundary_title(Phase p) {
  switch (p) {
    case Phase::income:
      return std::string(tr("phase 1 (income)"));
    case Phase::placement:
      return std::string(tr("phase 2 (placing workers)"));
    case Phase::special:
      return std::string(tr("phase 3 (special buildings)"));
    case Phase::provost:
      return std::string(tr("phase 4 (the provost)"));
    case Phase::activation:
      return std::string(tr("phase 5 (activating the road)"));
    case Phase::castle:
      return std::string(tr("phase 6 (the castle)"));
    case Phase::end_of_turn:
      return std::string(tr("phase 7 (end of turn)"));
    case Phase::game_over:
      return std::string(tr("the end of the game"));
  }
  return {};  // no other phase
}

// The favor's line: its row and column, then what it does.
std::string favor_words(const GameState& s, const Action& a, const std::string& p) {
  switch (a.row) {
    case FavorRow::prestige:
      return fill_in(tr("{0} uses a King's favor: prestige row, column {1} (+{2} PP)"), p, a.column,
                     a.column);
    case FavorRow::deniers:
      return fill_in(tr("{0} uses a King's favor: deniers row, column {1} (+{2} deniers)"), p,
                     a.column, a.column + 2);
    case FavorRow::resources:
      if (!a.give.empty())
        return fill_in(tr("{0} uses a King's favor: resources row, column {1} (gives {2} for {3})"),
                       p, a.column, goods_words(a.give), goods_words(a.gain));
      return fill_in(tr("{0} uses a King's favor: resources row, column {1} (takes {2})"), p,
                     a.column, goods_words(a.gain));
    case FavorRow::buildings:
      if (a.column == 1)
        return fill_in(tr("{0} uses a King's favor: buildings row, column {1} (no effect)"), p,
                       a.column);
      if (favor_transforms(a))
        return fill_in(
            tr("{0} uses a King's favor: buildings row, column {1} (notary: transforms {2})"), p,
            a.column, space_words(s, a.space));
      if (a.space != kNoSpace)
        return fill_in(
            tr("{0} uses a King's favor: buildings row, column {1} (builds the {2} on {3})"), p,
            a.column, building_name(a.building), space_words(s, a.space));
      return fill_in(tr("{0} uses a King's favor: buildings row, column {1} (builds the {2})"), p,
                     a.column, building_name(a.building));
  }
  return fill_in(tr("{0} uses a King's favor"), p);
}

std::string action_words(const GameState& s, const Action& a) {
  std::string p = who(a.player);
  switch (a.verb) {
    case Verb::pass:
      return fill_in(tr("{0} passes"), p);
    case Verb::place:
      return fill_in(tr("{0} places a worker {1}"), p, space_on_words(s, a.space));
    case Verb::gate:
      return fill_in(tr("{0} moves the gate's worker {1}"), p, space_to_words(s, a.space));
    case Verb::provost: {
      bool guild = s.decision.kind == DecisionKind::merchants_guild;
      if (a.move == 0)
        return fill_in(guild ? tr("{0} leaves the provost on road space {1} (merchants' guild)")
                             : tr("{0} leaves the provost on road space {1}"),
                       p, s.provost);
      int spaces = std::abs(a.move);
      if (guild)
        return fill_in(a.move > 0
                           ? tr_n("{0} moves the provost {1} space forward to road space {2} "
                                  "with the merchants' guild (free)",
                                  "{0} moves the provost {1} spaces forward to road space {2} "
                                  "with the merchants' guild (free)",
                                  spaces)
                           : tr_n("{0} moves the provost {1} space back to road space {2} "
                                  "with the merchants' guild (free)",
                                  "{0} moves the provost {1} spaces back to road space {2} "
                                  "with the merchants' guild (free)",
                                  spaces),
                       p, spaces, s.provost + a.move);
      // The spaces and the deniers are the same number: one plural form serves both.
      return fill_in(a.move > 0
                         ? tr_n("{0} moves the provost {1} space forward to road space {2}, "
                                "paying {1} denier",
                                "{0} moves the provost {1} spaces forward to road space {2}, "
                                "paying {1} deniers",
                                spaces)
                         : tr_n("{0} moves the provost {1} space back to road space {2}, "
                                "paying {1} denier",
                                "{0} moves the provost {1} spaces back to road space {2}, "
                                "paying {1} deniers",
                                spaces),
                     p, spaces, s.provost + a.move);
    }
    case Verb::joust:
      return fill_in(tr("{0} jousts: {1} for a King's favor"), p,
                     goods_words(joust_price(s.options)));
    case Verb::inn:
      return fill_in(a.stay ? tr("{0} keeps its worker on the inn")
                            : tr("{0} takes its worker back from the inn"),
                     p);
    case Verb::favor:
      return favor_words(s, a, p);
    case Verb::use: {
      std::string name(building_name(s.road[s.decision.space].building));
      if (a.give.empty())
        return fill_in(tr("{0} uses the {1}: takes {2}"), p, name, goods_words(a.gain));
      return fill_in(tr("{0} uses the {1}: gives {2}, gains {3}"), p, name, goods_words(a.give),
                     goods_words(a.gain));
    }
    case Verb::owner_bonus:
      return fill_in(tr("{0} takes the owner's cube of the {1}: {2}"), p,
                     building_name(s.road[s.decision.space].building), goods_words(a.gain));
    case Verb::build: {
      std::string text = a.space != kNoSpace
                             ? fill_in(tr("{0} builds the {1} on {2}"), p,
                                       building_name(a.building), space_words(s, a.space))
                             : fill_in(tr("{0} builds the {1}"), p, building_name(a.building));
      if (a.give.empty()) return text;
      return fill_in(tr("{0} (paying {1} for 'any')"), text, goods_words(a.give));
    }
    case Verb::transform:
      return fill_in(tr("{0} has the notary transform {1}"), p, space_words(s, a.space));
    case Verb::decline:
      switch (s.decision.kind) {
        case DecisionKind::gate:
          return fill_in(tr("{0} takes the gate's worker back"), p);
        case DecisionKind::joust:
          return fill_in(tr("{0} does not joust"), p);
        default:
          return fill_in(tr("{0} declines the {1}"), p,
                         building_name(s.road[s.decision.space].building));
      }
    case Verb::castle: {
      int total = batch_total(a.batches);
      if (total == 0) return fill_in(tr("{0} offers no batch to the castle"), p);
      // The batches stay in the notation's cube names: [food+wood+stone].
      std::string batches;
      for (int k = 0; k < kBatchKinds; ++k)
        for (int i = 0; i < a.batches[k]; ++i) {
          batches += " [";
          for (int j = 0; j < 3; ++j)
            batches += (j ? "+" : "") + std::string(cube_name(kBatchCubes[k][j]));
          batches += "]";
        }
      return fill_in(tr_n("{0} offers {1} batch to the castle:{2}",
                          "{0} offers {1} batches to the castle:{2}", total),
                     p, total, batches);
    }
  }
  return p + " " + std::string(verb_name(a.verb));
}

std::string order_text(const GameState& s) {
  std::string text;
  for (int i = 0; i < s.player_count; ++i) text += (i ? ", " : "") + who(s.turn_order[i]);
  return text;
}

}  // namespace

std::string event_text(const Event& e, const Action& action, const GameState& after) {
  if (!event_kind_info(e.kind).narrated) return "";
  return event_line(e, action, after);
}

Narrator::Narrator(const GameState& start) {
  lines_.push_back(fill_in(tr("Turn order: {0}"), order_text(start)));
  bool fresh = start.turn == 1 && start.phase == Phase::placement && start.passed_count == 0;
  for (PlayerIndex p = 0; fresh && p < start.player_count; ++p)
    fresh = start.player(p).workers_out == 0;
  header(start.turn, fresh ? Phase::income : start.phase);
  // new_game() collects turn 1's income without events: every player owns nothing yet.
  if (fresh) say(std::string(tr("every player collects 2 deniers (income.base)")));
}

void Narrator::header(int turn, Phase phase) {
  if (turn != turn_) {
    lines_.push_back(fill_in(tr("Turn {0}"), turn));
    turn_ = turn;
    phase_ = phase;
    lines_.push_back("  " + std::string(tr(phase_title(phase))));
    return;
  }
  if (phase != phase_) {
    phase_ = phase;
    lines_.push_back("  " + std::string(tr(phase_title(phase))));
  }
}

bool is_income_source(EventKind k) {
  return k == EventKind::income_base || k == EventKind::income_residence ||
         k == EventKind::income_library || k == EventKind::income_hotel;
}

void Narrator::step(int index, const GameState& before, const Action& action, bool forced,
                    const EventSink& events, const GameState& after) {
  header(before.turn, before.phase);
  // The action's number (error messages name it so), the action in the notation (it can be
  // pasted into a log), then in words.
  static const std::vector<std::string> kTokens = {"{p0}", "{p1}", "{p2}", "{p3}", "{p4}"};
  say(fill_in(forced ? tr("#{0} {1} — {2} (the only legal choice; the log leaves it out)")
                     : tr("#{0} {1} — {2}"),
              index, action_notation(before, action, kTokens), action_words(before, action)));
  tell(before, action, events, after);
}

void Narrator::opening(const GameState& phase_start, const EventSink& events,
                       const GameState& after) {
  header(phase_start.turn, phase_start.phase);
  // A phase whose first step is a decision (placement) has nothing to tell before it.
  if (told_events(phase_start, Action{}, events, after).empty()) return;
  say(
      std::string(tr("the log starts from a position as this phase begins: the engine's steps "
                     "before its first entry")));
  tell(phase_start, Action{}, events, after);
}

// Every event the table narrates, each with its rule (replay/narration/event_words.h), the
// automatic steps after the action's own; the income of a turn by source on one line. `header` is
// told the turn and phase of each event before it, `say` each line and whether it stands under the
// action (an income line opens a turn: --explain prints it at the level of the actions).
template <typename Header, typename Say>
void tell_events(const GameState& before, const Action& action, const EventSink& events,
                 const GameState& after, Header header, Say say) {
  EventClock clock(before);
  std::string incomes;
  auto flush_incomes = [&] {
    if (!incomes.empty()) say(fill_in(tr("income: {0}"), incomes), false);
    incomes.clear();
  };
  for (const Event& e : events) {
    clock.advance(e);
    if (!is_income_source(e.kind) && e.kind != EventKind::income) flush_incomes();
    header(clock.turn, clock.phase);
    if (is_income_source(e.kind)) {
      incomes += (incomes.empty() ? "" : "; ") + event_line(e, action, after);
      continue;
    }
    std::string text = event_text(e, action, after);
    if (!text.empty()) say(std::move(text), true);
  }
  flush_incomes();
  if (after.game_over()) header(clock.turn, Phase::game_over);
}

void Narrator::tell(const GameState& before, const Action& action, const EventSink& events,
                    const GameState& after) {
  tell_events(
      before, action, events, after, [this](int turn, Phase phase) { header(turn, phase); },
      [this](std::string line, bool under) { say((under ? "  " : "") + std::move(line)); });
}

std::vector<std::string> told_events(const GameState& before, const Action& action,
                                     const EventSink& events, const GameState& after) {
  std::vector<std::string> lines;
  tell_events(
      before, action, events, after, [](int, Phase) {},
      [&lines](std::string line, bool) { lines.push_back(std::move(line)); });
  return lines;
}

void Narrator::check(int index, std::size_t mismatches, const GameState& state,
                     const GameState* boundary) {
  header(state.turn, state.phase);
  if (boundary != nullptr) {
    // docs/notation.md, "A check at a phase boundary": said where the check stands, of the state
    // the game passed through before it.
    // "the state as phase 7 (end of turn) of turn 6 began": the phase by its title.
    std::string when = fill_in(tr("the state as {0} of turn {1} began, before its automatic steps"),
                               boundary_title(boundary->phase), boundary->turn);
    int n = static_cast<int>(mismatches);
    say(mismatches == 0 ? fill_in(tr("check at={0} (action #{1}): agrees with {2}"),
                                  phase_name(boundary->phase), index, when)
                        : fill_in(tr_n("check at={0} (action #{1}): {2} field differs from {3}",
                                       "check at={0} (action #{1}): {2} fields differ from {3}", n),
                                  phase_name(boundary->phase), index, n, when));
    return;
  }
  int n = static_cast<int>(mismatches);
  say(mismatches == 0 ? fill_in(tr("check (action #{0}): agrees with the computed state"), index)
                      : fill_in(tr_n("check (action #{0}): {1} field differs",
                                     "check (action #{0}): {1} fields differ", n),
                                index, n));
}

void Narrator::claim(int index, const std::string& claim, bool agrees, const std::string& verdict,
                     const GameState& state) {
  header(state.turn, state.phase);
  say(fill_in(
      agrees ? tr("{0} (action #{1}): agrees: {2}") : tr("{0} (action #{1}): disagrees: {2}"),
      claim, index, verdict));
}

void Narrator::amend(int index, const std::string& fields, const std::string& note,
                     const GameState& state) {
  header(state.turn, state.phase);
  say(note.empty() ? fill_in(tr("amendment (action #{0}): {1}"), index, fields)
                   : fill_in(tr("amendment (action #{0}): {1} ({2})"), index, fields, note));
}

}  // namespace caylus
