// What `caylus record` asks and how it understands the answer (docs/record.md): the prompt says
// the turn, the phase, whose decision and what kind, the few facts that decision needs, and the
// legal choices numbered and grouped; an answer is a choice's number, a choice's words
// abbreviated, or the notation (replay/notation.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/state.h"

namespace caylus::tools {

// The pending decision's prompt: a heading, the facts, the choices (`all`: none left out).
// Choices are numbered from 1 in the order of `choices` (legal_actions).
std::string prompt_text(const GameState& state, const std::vector<std::string>& names,
                        const std::vector<Action>& choices, bool all);

// The short prompt of the input line: "turn 3 · red> ".
std::string prompt_line(const GameState& state, const std::vector<std::string>& names);

// A choice as the prompt lists it: the notation without the player ("place quarry").
std::string choice_text(const GameState& state, const Action& action,
                        const std::vector<std::string>& names);

// The choice an answer picks without the notation's reader: its number, its words in full, or
// every word abbreviated to a prefix ("pl qu" for "place quarry"), with or without the player,
// or, when nothing fits so, without the verb ("qua" for "place quarry").
struct ChoiceMatch {
  std::optional<Action> action;           // exactly one choice fits
  std::vector<std::string> candidates;    // several fit (the answer is ambiguous)
  std::optional<std::string> bad_number;  // a number that is no choice's
};
ChoiceMatch match_choice(const std::string& answer, const GameState& state,
                         const std::vector<std::string>& names, const std::vector<Action>& choices);

}  // namespace caylus::tools
