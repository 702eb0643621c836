#include "tools/record/record_prompt.h"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <map>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/rules/rules.h"
#include "core/text.h"
#include "replay/narration/event_words.h"
#include "replay/narration/ledger.h"
#include "replay/notation/notation.h"
#include "tools/record/record_board.h"
#include "tools/record/record_favor.h"

namespace caylus::tools {
namespace {

// Beyond this many choices the prompt shows a few of each group; `?` shows them all.
constexpr std::size_t kChoicesShown = 24;
constexpr std::size_t kLineWidth = 96;

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
}

// Every typed word is the start of the choice's word at the same place.
bool abbreviates(const std::vector<std::string>& typed, const std::vector<std::string>& choice) {
  if (typed.size() != choice.size()) return false;
  for (std::size_t i = 0; i < typed.size(); ++i)
    if (choice[i].compare(0, typed[i].size(), typed[i]) != 0) return false;
  return true;
}

// The parts of a choice's word a typed word may start: the word and each piece of it after an
// underscore or a plus ("cloth" of "farm_cloth", "ma" of "neutral_market", "cl" of "food+cloth").
bool starts_a_part(const std::string& typed, const std::string& word) {
  for (std::size_t at = 0;; ++at) {
    if (word.compare(at, typed.size(), typed) == 0) return true;
    at = word.find_first_of("_+", at);
    if (at == std::string::npos) return false;
  }
}

// The looser reading (issue 28: `cloth`, `give st`, `fa de 2`): the typed words start parts of
// the choice's words, in their order, words of the choice may be skipped. Where they end in the
// choice's words, if they do.
std::optional<std::size_t> parts_end(const std::vector<std::string>& typed,
                                     const std::vector<std::string>& choice) {
  std::size_t at = 0;
  for (const auto& word : typed) {
    while (at < choice.size() && !starts_a_part(word, choice[at])) ++at;
    if (at == choice.size()) return std::nullopt;
    ++at;
  }
  return at;
}
bool names_parts(const std::vector<std::string>& typed, const std::vector<std::string>& choice) {
  return parts_end(typed, choice).has_value();
}

// A whole number with or without its sign ("2", "+2", "0", "+0", "-1").
std::optional<int> signed_number(const std::string& word) {
  std::size_t digits = word[0] == '+' || word[0] == '-' ? 1 : 0;
  if (word.size() == digits || word.size() > digits + 4) return std::nullopt;
  for (std::size_t i = digits; i < word.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(word[i]))) return std::nullopt;
  return std::stoi(word);
}

// The number that names a choice, if any: the road space a worker goes to (placement, gate: the
// board's numbers, as `place 9` in the notation) or the provost's move (provost, merchants'
// guild). Numbers are values of the decision, never places in a list: a place in a list shifts
// from prompt to prompt (issue 28: "12 is the quarry for one player and the market for the
// next"); elsewhere a choice is named by its words, which the loose matching keeps short.
std::optional<int> choice_number(const Action& a) {
  switch (a.verb) {
    case Verb::place:
    case Verb::gate:
      if (is_road(a.space)) return a.space;
      return std::nullopt;
    case Verb::provost:
      return a.move;
    default:
      return std::nullopt;
  }
}

// The columns a line takes on a terminal: UTF-8 continuation bytes take none ("→").
std::size_t width(const std::string& text) {
  std::size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

// The group a choice is listed under: its verb, and for a favor its row (a favor offers up to
// four rows of several columns each).
std::pair<std::string, std::string> group_and_rest(const std::string& text) {
  std::size_t cut = text.find(' ');
  if (cut != std::string::npos && text.compare(0, cut, "favor") == 0) cut = text.find(' ', cut + 1);
  if (cut == std::string::npos) return {text, ""};
  return {text.substr(0, cut), text.substr(cut + 1)};
}

std::vector<std::string> decision_facts(const GameState& s, const std::vector<std::string>& names,
                                        const std::vector<std::string>& favor_causes) {
  std::vector<std::string> facts;
  const PlayerIndex p = s.decision.player;
  facts.push_back(goods_line(s, p, names));
  auto who = [&](PlayerIndex q) { return names[q]; };
  switch (s.decision.kind) {
    case DecisionKind::placement: {
      std::string bridge;
      for (int i = 0; i < s.passed_count; ++i) bridge += (i ? ", " : "") + who(s.bridge[i]);
      facts.push_back(s.passed_count == 0 ? std::string(tr("nobody has passed yet"))
                                          : fill_in(tr("passed: {0}"), bridge));
      if (s.inn_right != kNoPlayer)
        facts.push_back(fill_in(tr("{0} holds the inn's right slot"), who(s.inn_right)));
      // What a worker costs now, the question most asked at a table (issue 28): the price of
      // most spaces, and the spaces at another price (own buildings, the inn).
      std::vector<Action> legal;
      legal_actions(s, legal);
      std::map<int, std::vector<std::string>> by_cost;
      for (const Action& a : legal) {
        if (a.verb != Verb::place) continue;
        RuleId rule{};
        by_cost[rules::placement_cost(s, p, a.space, rule)].push_back(
            group_and_rest(choice_text(s, a, names)).second);
      }
      auto most = std::max_element(
          by_cost.begin(), by_cost.end(),
          [](const auto& x, const auto& y) { return x.second.size() < y.second.size(); });
      if (most != by_cost.end()) {
        std::string cost = fill_in(tr("a worker costs {0} now"), deniers_text(most->first));
        for (const auto& [price, spaces] : by_cost) {
          if (price == most->first) continue;
          std::string list;
          for (const auto& space : spaces) list += (list.empty() ? "" : ", ") + space;
          cost += fill_in(tr("; {0} at {1}"), price, list);
        }
        facts.push_back(cost);
      }
      break;
    }
    case DecisionKind::merchants_guild:
    case DecisionKind::provost:
      facts.push_back(officials_line(s));
      break;
    case DecisionKind::favor: {
      const PlayerState& player = s.player(p);
      std::string used;
      for (int r = 0; r < kFavorRows; ++r)
        if ((s.favor_rows_used[p] >> r) & 1)
          used +=
              (used.empty() ? "" : ", ") + std::string(favor_row_words(static_cast<FavorRow>(r)));
      facts.push_back(fill_in(tr("{0} to use; rows used in this phase: {1}"),
                              favors_text(s.favors_pending),
                              used.empty() ? std::string(trc("favor rows", "none")) : used));
      // Why (issue 28): the events of the step that gave the favor, and the columns open. The
      // lines after the first stand under it, as wide as "why: " is in the reader's language.
      const std::string why(tr("why: "));
      for (std::size_t i = 0; i < favor_causes.size(); ++i)
        facts.push_back((i == 0 ? why : std::string(width(why), ' ')) + favor_causes[i]);
      if (favor_causes.empty())
        facts.push_back(fill_in(tr("columns open: 1 to {0}"), s.open_favor_columns()));
      facts.push_back(fill_in(tr("markers: {0}"), markers_text(player)));
      break;
    }
    case DecisionKind::activation:
    case DecisionKind::owner_bonus: {
      const RoadSpace& r = s.road[s.decision.space];
      // The tile by its id, the notation's word (the answers name it so).
      const std::string tile(short_building_name(r.building));
      facts.push_back(r.owner == kNoPlayer
                          ? fill_in(tr("road space {0}: the {1}"), s.decision.space, tile)
                          : fill_in(tr("road space {0}: the {1}, house of {2}"), s.decision.space,
                                    tile, who(r.owner)));
      facts.push_back(officials_line(s));
      break;
    }
    case DecisionKind::castle:
      facts.push_back(fill_in(tr("the castle: {0}"), castle_line(s)));
      break;
    case DecisionKind::none:
    case DecisionKind::gate:
    case DecisionKind::joust:
    case DecisionKind::inn:
      break;
  }
  return facts;
}

}  // namespace

std::string choice_text(const GameState& state, const Action& action,
                        const std::vector<std::string>& names) {
  std::string text = action_notation(state, action, names);
  const std::string& player = names[action.player];
  if (text.compare(0, player.size() + 1, player + " ") == 0) text.erase(0, player.size() + 1);
  return text;
}

std::string prompt_line(const GameState& state, const std::vector<std::string>& names) {
  if (state.game_over()) return std::string(tr("[game over]> "));
  // The phase by its short word, the ledger's column (French "prévôt"; English its id).
  return fill_in(tr("[turn {0}, {1}] {2}> "), state.turn, phase_column(state.phase),
                 names[state.decision.player]);
}

std::string prompt_text(const GameState& s, const std::vector<std::string>& names,
                        const std::vector<Action>& choices, bool all,
                        const std::vector<std::string>& favor_causes) {
  if (s.game_over()) return std::string(tr("The game is over.")) + "\n";
  std::string out = "\n" + turn_heading(s, names);
  for (const auto& fact : decision_facts(s, names, favor_causes)) out += "  " + fact + "\n";

  // Groups in the order of their first choice (the engine's order of legal actions). A choice
  // shows its number only when it has one (choice_number): a road space, a move of the provost.
  std::vector<std::string> groups;
  std::vector<std::vector<std::string>> items;
  for (const Action& choice : choices) {
    auto [group, rest] = group_and_rest(choice_text(s, choice, names));
    auto at = std::find(groups.begin(), groups.end(), group) - groups.begin();
    if (static_cast<std::size_t>(at) == groups.size()) {
      groups.push_back(group);
      items.emplace_back();
    }
    std::string item = rest;
    auto number = choice_number(choice);
    if (number && choice.verb != Verb::provost) item = fmt::format("{} {}", *number, rest);
    // A favor's column with what it gives, by the engine's own favor step (record_favor.h).
    if (choice.verb == Verb::favor) item += " → " + favor_effect(s, choice);
    items[at].push_back(std::move(item));
  }
  const bool shorten = !all && choices.size() > kChoicesShown;
  const std::size_t per_group = std::max<std::size_t>(3, kChoicesShown / groups.size());
  std::size_t hidden = 0;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (items[g].size() == 1 && items[g][0].empty()) {  // pass, decline
      out += "  " + groups[g] + "\n";
      continue;
    }
    // A favor's rows are named without the verb: the heading says it is a favor.
    const std::string label =
        groups[g].starts_with("favor ") ? groups[g].substr(groups[g].find(' ') + 1) : groups[g];
    std::string line = "  " + label + ":";
    const std::string indent(label.size() + 3, ' ');
    std::size_t shown = shorten ? std::min(per_group, items[g].size()) : items[g].size();
    for (std::size_t i = 0; i < shown; ++i) {
      std::string item = " " + items[g][i] + (i + 1 < items[g].size() ? "," : "");
      if (width(line) + width(item) > kLineWidth) {
        out += line + "\n";
        line = indent;
      }
      line += item;
    }
    if (shown < items[g].size()) {
      line += " " + fill_in(tr("... {0} more"), items[g].size() - shown);
      hidden += items[g].size() - shown;
    }
    out += line + "\n";
  }
  if (hidden > 0)
    out += "  " +
           fill_in(tr_n("({0} choice in all: ? shows them)", "({0} choices in all: ? shows them)",
                        static_cast<long>(choices.size())),
                   choices.size()) +
           "\n";
  return out;
}

ChoiceMatch match_choice(const std::string& answer, const GameState& state,
                         const std::vector<std::string>& names,
                         const std::vector<Action>& choices) {
  ChoiceMatch match;
  std::vector<std::string> typed = words_of(answer);
  if (typed.empty()) return match;
  // A number names the choice that has it (choice_number): at a placement `9` is road space 9,
  // at the provost's menu `2` and `+2` are +2, `0` is 0, `-1` is -1 (issue 28).
  if (typed.size() == 1 && signed_number(typed[0])) {
    const int n = *signed_number(typed[0]);
    std::string numbers;
    for (const Action& choice : choices) {
      auto number = choice_number(choice);
      if (number == n) {
        match.action = choice;
        return match;
      }
      if (number)
        numbers += (numbers.empty() ? "" : ", ") + (choice.verb == Verb::provost && *number != 0
                                                        ? fmt::format("{:+}", *number)
                                                        : std::to_string(*number));
    }
    if (numbers.empty())
      match.bad_number =
          fill_in(tr("'{0}' names no choice: numbers name road spaces and the provost's moves; "
                     "here, answer with a choice's words, abbreviated as you like ('?' lists "
                     "them)"),
                  typed[0]);
    else if (state.decision.kind == DecisionKind::provost ||
             state.decision.kind == DecisionKind::merchants_guild)
      match.bad_number =
          fill_in(tr("'{0}' names no choice: the provost may move {1}"), typed[0], numbers);
    else
      match.bad_number =
          fill_in(tr("'{0}' names no choice: the road spaces a worker may go to are {1}"), typed[0],
                  numbers);
    return match;
  }
  std::vector<const Action*> fitting;
  for (const Action& choice : choices) {
    std::string text = choice_text(state, choice, names);
    std::vector<std::string> words = words_of(text);
    std::vector<std::string> with_player = words;
    with_player.insert(with_player.begin(), names[choice.player]);
    if (typed == words || typed == with_player) {
      match.action = choice;
      return match;
    }
    if (abbreviates(typed, words) || abbreviates(typed, with_player)) {
      fitting.push_back(&choice);
      match.candidates.push_back(std::move(text));
    }
  }
  // Nothing fits: the verb may be left out when the rest names one choice ("quarry" for "place
  // quarry" while placing, "-1" for "provost -1").
  if (fitting.empty()) {
    for (const Action& choice : choices) {
      std::string text = choice_text(state, choice, names);
      auto rest = words_of(group_and_rest(text).second);
      if (!rest.empty() && abbreviates(typed, rest)) {
        fitting.push_back(&choice);
        match.candidates.push_back(std::move(text));
      }
    }
  }
  // Still nothing: any part of any word, in order (`cloth`, `give st`, `fa de 2`).
  if (fitting.empty()) {
    for (const Action& choice : choices) {
      std::string text = choice_text(state, choice, names);
      if (names_parts(typed, words_of(text))) {
        fitting.push_back(&choice);
        match.candidates.push_back(std::move(text));
      }
    }
  }
  if (fitting.size() == 1) {
    match.action = *fitting.front();
    match.candidates.clear();
  }
  return match;
}

std::vector<std::string> completions(const std::string& before, const std::string& word,
                                     const GameState& state, const std::vector<std::string>& names,
                                     const std::vector<Action>& choices) {
  const std::vector<std::string> typed = words_of(before);
  std::vector<std::string> next;
  auto add = [&](const std::string& w) {
    if (std::find(next.begin(), next.end(), w) == next.end()) next.push_back(w);
  };
  // The word after those typed, when they abbreviate the first words of a choice's.
  auto follow = [&](const std::vector<std::string>& words) {
    if (words.size() <= typed.size()) return;
    if (abbreviates(typed, {words.begin(), words.begin() + typed.size()})) add(words[typed.size()]);
  };
  for (const Action& choice : state.game_over() ? std::vector<Action>{} : choices) {
    const std::string text = choice_text(state, choice, names);
    std::vector<std::string> words = words_of(text);
    follow(words);
    follow(words_of(group_and_rest(text).second));  // the verb left out
    words.insert(words.begin(), names[choice.player]);
    follow(words);
    // Parts of words named in order (`give st`, `pr 2`): any word after them may come next, and
    // any word of a choice first (`cloth` for `place farm_cloth`).
    if (auto end = parts_end(typed, words))
      for (std::size_t i = *end; i < words.size(); ++i) add(words[i]);
  }
  std::vector<std::string> fitting;
  for (const auto& w : next)
    if (w.compare(0, word.size(), word) == 0) fitting.push_back(w);
  // None starts so: a part of a word may (`cloth` for `farm_cloth`, `qu` for `neutral_quarry`).
  if (fitting.empty())
    for (const auto& w : next)
      if (starts_a_part(word, w)) fitting.push_back(w);
  // The commands last: the pending decision's words come first (`qu` is a quarry before `quit`).
  if (fitting.empty() && typed.empty())
    for (const char* command : {"undo", "board", "score", "check", "amend", "note", "help", "quit"})
      if (std::string_view(command).starts_with(word)) fitting.emplace_back(command);
  return fitting;
}

}  // namespace caylus::tools
