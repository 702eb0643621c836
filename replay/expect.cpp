#include "replay/expect.h"

#include <fmt/core.h>

#include "replay/checks.h"

namespace caylus {

using nlohmann::json;

std::variant<Expectation, LogError> parse_expect(const std::string& text) {
  auto bad = [](const std::string& key, const std::string& message) {
    return LogError{"expect" + (key.empty() ? "" : "." + key), 0, 0, message};
  };
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {
    return bad("", e.what());
  }
  if (!j.is_object()) return bad("", "expected an object");
  Expectation e;
  for (const auto& [key, value] : j.items()) {
    if (key == "verdict") {
      std::string v = value.is_string() ? value.get<std::string>() : "";
      if (v == "legal")
        e.verdict = Verdict::legal;
      else if (v == "illegal")
        e.verdict = Verdict::illegal;
      else if (v == "mismatch")
        e.verdict = Verdict::mismatch;
      else
        return bad(key, "expected \"legal\", \"illegal\" or \"mismatch\"");
    } else if (key == "action") {
      if (!value.is_number_integer() || value.get<long long>() < 0)
        return bad(key, "expected the index of an entry of actions (0-based)");
      e.action = value.get<int>();
    } else if (key == "rule") {
      if (!value.is_string()) return bad(key, "expected a rule id");
      e.rule = value.get<std::string>();
    } else if (key == "final") {
      if (!value.is_object()) return bad(key, "expected claims in the shape of a check");
      e.final_claims = value;
    } else if (key == "complete") {
      if (!value.is_boolean()) return bad(key, "expected true or false");
      e.complete = value.get<bool>();
    } else {
      return bad(key, "unknown key (verdict, action, rule, final, complete)");
    }
  }
  return e;
}

std::variant<ExpectResult, LogError> evaluate_expect(const Expectation& e, const ReplayResult& r) {
  ExpectResult out;
  auto unmet = [&](std::string reason) {
    out.met = false;
    out.reasons.push_back(std::move(reason));
  };
  if (e.verdict && *e.verdict != r.verdict)
    unmet(fmt::format("expected verdict {}, got {}", verdict_name(*e.verdict),
                      verdict_name(r.verdict)));
  int at = r.error ? r.error->action : -1;
  if (e.action && (!r.error || at != *e.action))
    unmet(r.error ? fmt::format("expected the replay to stop at action #{}, it stopped at #{}",
                                *e.action, at)
                  : fmt::format("expected the replay to stop at action #{}, it did not stop",
                                *e.action));
  if (e.rule && (!r.error || r.error->rule != *e.rule))
    unmet(r.error ? fmt::format("expected rule {}, got {}", *e.rule, r.error->rule)
                  : fmt::format("expected rule {}, no rule was broken", *e.rule));
  if (e.complete && *e.complete != r.complete)
    unmet(*e.complete ? "expected the log to reach the end of the game; it stops in turn " +
                            std::to_string(r.state.turn)
                      : "expected the log to stop before the end of the game; it reaches it");
  if (e.final_claims) {
    auto compared = compare_check(*e.final_claims, r.state, r.names);
    if (auto* bad = std::get_if<CheckInputError>(&compared))
      return LogError{"expect.final" + (bad->path.empty() ? "" : "." + bad->path), 0, 0,
                      bad->message};
    out.final_mismatches = std::get<std::vector<Mismatch>>(compared);
    for (const auto& m : out.final_mismatches) unmet("final " + m.to_string());
  }
  return out;
}

}  // namespace caylus
