#include "replay/following.h"

#include "replay/log_json.h"

namespace caylus {

EntryMeeting meet_entry(const GameState& state, const LogEntry& entry) {
  EntryMeeting m;
  m.action = entry.action;
  if (entry.space_ref.kind != SpaceRef::Kind::none) {
    auto resolved = resolve_space(state, entry.space_ref);
    if (const auto* space = std::get_if<Space>(&resolved)) {
      m.action.space = *space;
    } else {
      m.unresolved = std::get<std::string>(std::move(resolved));
      m.action.space = kNoSpace;
    }
  }
  if (!entry.invalid_batch.empty()) m.action.batches = {};
  m.refusal = check(state, m.action);
  // Refused only for whose turn or what kind of decision it is, an action still answers when it
  // is the deciding player's and its verb is one the decision takes (then the refusal stands).
  m.answers =
      !m.refusal ||
      (m.refusal->rule != RuleId::decision_player && m.refusal->rule != RuleId::decision_kind) ||
      (m.action.player == state.decision.player &&
       verb_answers(state.decision.kind, m.action.verb));
  return m;
}

std::optional<Action> only_choice(const GameState& state, std::vector<Action>& scratch) {
  legal_actions(state, scratch);
  if (scratch.size() != 1) return std::nullopt;
  return scratch.front();
}

}  // namespace caylus
