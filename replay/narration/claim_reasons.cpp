// The reasons of the claims, as JSON and as the lines of plain `caylus replay` (see
// claim_reasons.h).
#include "replay/narration/claim_reasons.h"

#include <fmt/core.h>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/text.h"

namespace caylus {
namespace {

using Ordered = nlohmann::ordered_json;

// A claim's place: "action #11 (line 11)" / "the expect".
std::string claim_place(const ClaimReasons& c) {
  if (c.action < 0) return "expect.final";
  std::string place = fmt::format("action #{}", c.action);
  if (c.line > 0) place += fmt::format(" (line {})", c.line);
  return place;
}

std::string since_text(const FieldReason& f) {
  return f.since ? fmt::format("since action #{}", *f.since) : "since the log starts";
}

// One change in a few words: "castle.penalty -2, floored at 0 (prestige.floor)", "amend +2".
std::string change_words(const FieldChange& c) {
  if (c.source == ChangeSource::opening) return fmt::format("{} when the log starts", c.amount);
  std::string rule = c.rule.empty() ? "no cause" : c.rule;
  if (c.nominal != c.amount)
    return fmt::format("{} {:+}, floored at 0 (prestige.floor)", rule, c.nominal);
  return fmt::format("{} {:+}", rule, c.amount);
}

// The changes of a field, those of one rule summed: "income.base +4 (2x), place.cost -1".
std::string grouped_changes(const FieldReason& f) {
  struct Group {
    std::string rule;
    int amount = 0;
    int count = 0;
  };
  std::vector<Group> groups;
  std::string out;
  auto append = [&](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
  for (const FieldChange& c : f.changes) {
    if (c.source == ChangeSource::opening || c.nominal != c.amount) {  // told alone
      append(change_words(c));
      continue;
    }
    std::string rule = c.rule.empty() ? "no cause" : c.rule;
    bool found = false;
    for (Group& g : groups)
      if (g.rule == rule) {
        g.amount += c.amount;
        ++g.count;
        found = true;
      }
    if (!found) groups.push_back({rule, c.amount, 1});
  }
  for (const Group& g : groups)
    append(g.count > 1 ? fmt::format("{} {:+} ({}x)", g.rule, g.amount, g.count)
                       : fmt::format("{} {:+}", g.rule, g.amount));
  return out;
}

}  // namespace

ClaimReasons explain_claim(ClaimReasons where, const Claims& claims, const GameState& claimed_state,
                           const GameState& computed_state, const FieldLedger& ledger,
                           const GameState* boundary, AgreedAt& agreed) {
  ClaimReasons c = std::move(where);
  for (FieldKey key : named_fields(claims, claimed_state.player_count)) {
    FieldReason& f = c.fields.emplace_back();
    f.key = key;
    f.claimed = key.value(claimed_state);
    if (c.kind != ClaimKind::amend) {
      const auto& value = key.player_field >= 0
                              ? (*claims.players)[key.player]->fields[key.player_field]
                              : (*(*claims.castle)[static_cast<int>(key.section)])[key.player];
      f.claimed = *value;
    }
    f.computed = key.value(computed_state);
    Agreement& last = agreed[key.index()];
    if (last.entry >= 0) f.since = last.entry;
    const std::vector<FieldChange>& account = ledger.changes(key);
    std::size_t end = last.changes;  // the changes this claim speaks of: [last.changes, end)
    for (; end < account.size(); ++end) {
      const FieldChange& change = account[end];
      if (boundary != nullptr &&
          (change.turn > boundary->turn ||
           (change.turn == boundary->turn && change.phase >= boundary->phase)))
        break;  // the account is in the game's order: the rest came after the boundary
      f.changes.push_back(change);
    }
    if (!f.agrees()) c.agrees = false;
    // An amendment is explained before the ledger notes it (replayer.cpp, run_amend): the one
    // change it makes to a field it moves (FieldLedger::amend) is its own, not the next claim's.
    if (c.kind == ClaimKind::amend)
      last = {c.action, end + (f.agrees() ? 0 : 1)};
    else if (f.agrees())
      last = {c.action, end};
  }
  return c;
}

Ordered claim_reasons_json(const std::vector<ClaimReasons>& claims,
                           const std::vector<std::string>& names) {
  Ordered out = Ordered::array();
  for (const ClaimReasons& c : claims) {
    Ordered claim;
    claim["action"] = c.action < 0 ? Ordered(nullptr) : Ordered(c.action);
    claim["kind"] = std::string(kClaimKindNames[c.kind]);
    claim["agrees"] = c.agrees;
    if (c.kind == ClaimKind::legal || c.kind == ClaimKind::refused) claim["why"] = c.why;
    Ordered reasons = Ordered::array();
    for (const FieldReason& f : c.fields) {
      Ordered changes = Ordered::array();
      for (const FieldChange& change : f.changes) changes.push_back(change_json(change, names));
      reasons.push_back({{"field", f.key.name(names)},
                         {"claimed", f.claimed},
                         {"computed", f.computed},
                         {"agrees", f.agrees()},
                         {"since", {{"entry", f.since ? Ordered(*f.since) : Ordered(nullptr)}}},
                         {"changes", changes}});
    }
    claim["reasons"] = reasons;
    out.push_back(claim);
  }
  return out;
}

std::vector<std::string> claim_reason_lines(const std::vector<ClaimReasons>& claims,
                                            const std::vector<std::string>& names) {
  // A check of every field of every player (a peer game's turn start) tells the fields that
  // moved; those that did not are counted.
  constexpr std::size_t kAllFieldsAbove = 6;
  std::vector<std::string> out;
  if (claims.empty()) return out;
  out.push_back(std::string(tr("reasons (each claim's fields and what changed them):")));
  for (const ClaimReasons& c : claims) {
    if (c.fields.empty() && c.why.empty()) continue;  // `turn 6`: no numeric field, no verdict
    std::string head =
        fmt::format("  {} {}: {}", claim_place(c), kClaimKindNames[c.kind],
                    c.agrees ? (c.kind == ClaimKind::amend ? "nothing to change" : "agrees")
                             : (c.kind == ClaimKind::amend ? "changes the state" : "DISAGREES"));
    if (!c.why.empty()) head += ": " + c.why;
    // A whole state that agrees (a golden game's expect.final, a peer game's turn start) is one
    // line: every change of every field would be the whole game (the quick start's example).
    if (c.agrees && c.kind != ClaimKind::amend && c.fields.size() > kAllFieldsAbove) {
      out.push_back(render_message(
          fmt::format("{}: {} fields, each change with its rule ('caylus replay LOG --ledger "
                      "FIELD' lists one)",
                      head, c.fields.size()),
          names));
      continue;
    }
    std::string fields;
    int quiet = 0;
    for (const FieldReason& f : c.fields) {
      if (!f.agrees() && c.kind != ClaimKind::amend) continue;  // told below, change by change
      if (f.changes.empty() && c.fields.size() > kAllFieldsAbove) {
        ++quiet;
        continue;
      }
      std::string value = c.kind == ClaimKind::amend
                              ? fmt::format("{} -> {}", f.computed, f.claimed)
                              : std::to_string(f.claimed);
      std::string why = f.changes.empty() ? "unchanged " + since_text(f) : grouped_changes(f);
      fields +=
          fmt::format("{}{} {}: {}", fields.empty() ? "" : "; ", f.key.name(names), value, why);
    }
    if (quiet > 0)
      fields += fmt::format("{}{} unchanged", fields.empty() ? "" : "; ",
                            count_text(quiet, "other field", "other fields"));
    out.push_back(render_message(fields.empty() ? head : head + ": " + fields, names));
    if (c.kind == ClaimKind::amend) continue;
    for (const FieldReason& f : c.fields) {
      if (f.agrees()) continue;
      int from = f.computed;
      for (const FieldChange& change : f.changes) from -= change.amount;
      out.push_back(fmt::format(
          "    {}: claimed {}, computed {}; its changes {}{}:", f.key.name(names), f.claimed,
          f.computed, since_text(f), f.since ? fmt::format(" (where both said {})", from) : ""));
      for (const FieldChange& change : f.changes)
        out.push_back(render_message(
            fmt::format(
                "      {:<8} turn {:>2}, {:<12} {:<40} -> {:>4}  {}",
                change.action < 0 ? std::string("start") : fmt::format("#{}", change.action),
                change.turn, std::string(phase_name(change.phase)) + ":", change_words(change),
                change.total, change.text),
            names));
      if (f.changes.empty()) out.push_back("      (no change: the claim was wrong then already)");
    }
  }
  return out;
}

}  // namespace caylus
