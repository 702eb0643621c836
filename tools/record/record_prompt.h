// What `caylus record` asks and how it understands the answer (docs/record.md): the prompt says
// the turn, the phase, whose decision and what kind, the few facts that decision needs, and the
// legal choices numbered and grouped; an answer is a choice's number, a choice's words
// abbreviated, or the notation (replay/notation/notation.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/state.h"

namespace caylus::tools {

// The pending decision's prompt: a heading, the facts, the choices (`all`: none left out), grouped
// by verb in the order of `choices` (legal_actions). Only a road space or a provost's move shows a
// number: the value the choice has, the same at every prompt (issue 28). A favor's columns show
// what each gives, and `favor_causes` why the favor was given (record_favor.h).
std::string prompt_text(const GameState& state, const std::vector<std::string>& names,
                        const std::vector<Action>& choices, bool all,
                        const std::vector<std::string>& favor_causes = {});

// The short prompt of the input line: "turn 3 · red> ".
std::string prompt_line(const GameState& state, const std::vector<std::string>& names);

// A choice as the prompt lists it: the notation without the player ("place quarry").
std::string choice_text(const GameState& state, const Action& action,
                        const std::vector<std::string>& names);

// The choice an answer picks without the notation's reader: its number (a road space, a provost's
// move), its words in full, or every word abbreviated to a prefix ("pl qu" for "place quarry"),
// with or without the player, or, when nothing fits so, without the verb ("qua" for "place
// quarry"), or any part of any word in order ("cloth", "give st", "fa de 2").
struct ChoiceMatch {
  std::optional<Action> action;           // exactly one choice fits
  std::vector<std::string> candidates;    // several fit (the answer is ambiguous)
  std::optional<std::string> bad_number;  // a number that names no choice, and why
};
ChoiceMatch match_choice(const std::string& answer, const GameState& state,
                         const std::vector<std::string>& names, const std::vector<Action>& choices);

// What Tab offers for `word`, typed after `before` on the line: the words that may come next in
// the pending decision's `choices` (legal_actions, the list the prompt shows) after the words
// typed before, and at the start of the line the commands too. Only what the decision accepts
// (issue 28): at a placement the spaces a worker may go to, never a tile of the stock.
std::vector<std::string> completions(const std::string& before, const std::string& word,
                                     const GameState& state, const std::vector<std::string>& names,
                                     const std::vector<Action>& choices);

}  // namespace caylus::tools
