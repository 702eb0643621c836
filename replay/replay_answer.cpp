// The replayer's answer as JSON (LOG_FORMAT.md, docs/replay.md): what `caylus replay --json`
// prints and what a scenario's expect is compared with.
#include <nlohmann/json.hpp>

#include "replay/replayer.h"

namespace caylus {

using nlohmann::json;

nlohmann::ordered_json replay_answer_json(const ReplayResult& r) {
  using Ordered = nlohmann::ordered_json;
  auto value = [](const json& v) { return Ordered::parse(v.dump()); };
  auto mismatch_list = [&](const std::vector<Mismatch>& mismatches) {
    Ordered list = Ordered::array();
    for (const auto& m : mismatches)
      list.push_back(
          {{"path", m.path}, {"claimed", value(m.claimed)}, {"computed", value(m.computed)}});
    return list;
  };
  Ordered out;
  if (r.input_error) {
    out["input_error"] = {{"path", r.input_error->path},
                          {"line", r.input_error->line},
                          {"column", r.input_error->column},
                          {"message", r.input_error->message}};
    return out;
  }
  out["verdict"] = std::string(verdict_name(r.verdict));
  out["complete"] = r.complete;
  if (r.error) {
    const ReplayError& e = *r.error;
    Ordered error = {{"action", e.action},
                     {"turn", e.turn},
                     {"phase", std::string(phase_name(e.phase))},
                     {"player", e.player.empty() ? Ordered(nullptr) : Ordered(e.player)},
                     {"rule", e.rule},
                     {"message", e.message}};
    error["invariant"] = e.invariant;
    if (!e.action_text.empty()) error["notation"] = e.action_text;
    error["state"] = e.state;
    error["legal_choices"] = e.legal_choices;
    error["more_choices"] = e.more_choices;
    out["error"] = error;
  } else {
    out["error"] = nullptr;
  }
  out["final"] = state_as_check(r.state, r.names);
  out["winners"] = r.winners;
  out["mismatches"] = mismatch_list(r.mismatches);
  if (r.expect)
    out["expect"] = {{"met", r.expect->met},
                     {"reasons", r.expect->reasons},
                     {"final_mismatches", mismatch_list(r.expect->final_mismatches)}};
  Ordered amendments = Ordered::array();
  for (const Amendment& a : r.amendments) {
    Ordered item = {{"action", a.action}, {"fields", claims_json(a.fields, r.names)}};
    if (!a.note.empty()) item["note"] = a.note;
    amendments.push_back(item);
  }
  out["amendments"] = amendments;
  // docs/replay.md, "Reasons": only when the replay was asked for them.
  if (!r.claim_reasons.empty()) out["claims"] = claim_reasons_json(r.claim_reasons, r.names);
  out["replayed"] = {{"entries", r.entries_replayed},
                     {"entries_in_log", r.entries_in_log},
                     {"actions", r.actions_applied},
                     {"forced", r.forced_actions}};
  return out;
}

}  // namespace caylus
