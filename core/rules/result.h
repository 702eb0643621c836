// A rule's verdict on an action (check mode), shared by the rule files and the candidates
// (core/rules/candidates.h).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "core/buildings.h"
#include "core/rule_id.h"
#include "core/state.h"

namespace caylus::rules {

// A rule's verdict on an action: accepted (converts to false, as `std::nullopt` reads) or refused
// under a rule id. legal_actions asks for ~10 verdicts per decision and reads none of their
// messages, so a verdict is 16 bytes that move as a pointer: the message lives on the heap, and
// only when someone will read it (see QuietChecks). (A 3-byte verdict with the message in a
// thread-local slot was tried: more instructions and slower, docs/speed-history.md.)
class Result {
 public:
  Result() = default;
  Result(std::nullopt_t) {}  // NOLINT: `return std::nullopt;` reads as "accepted"
  Result(RuleId rule, BuildingId building, std::unique_ptr<std::string> message)
      : refused_(true), rule_(rule), building_(building), message_(std::move(message)) {}

  explicit operator bool() const { return refused_; }
  RuleId rule() const { return rule_; }
  // The public form, for check() and apply().
  std::optional<RuleViolation> violation() && {
    if (!refused_) return std::nullopt;
    return RuleViolation{rule_, building_, message_ ? std::move(*message_) : std::string()};
  }

 private:
  bool refused_ = false;
  RuleId rule_ = RuleId::decision_kind;
  BuildingId building_ = BuildingId::none;
  std::unique_ptr<std::string> message_;
};

}  // namespace caylus::rules
