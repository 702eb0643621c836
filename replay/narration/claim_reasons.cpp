// The reasons of the claims, as JSON and as the lines of plain `caylus replay` (see
// claim_reasons.h).
#include "replay/narration/claim_reasons.h"

#include <fmt/core.h>

#include "core/engine.h"
#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/narration/ledger.h"

namespace caylus {
namespace {

using Ordered = nlohmann::ordered_json;

// The claim's kind: the notation's word (check, expect, amend...), through the catalog so that
// a translation may gloss it; the catalogs keep the word itself.
std::string_view claim_kind_words(ClaimKind kind) {
  switch (kind) {
    case ClaimKind::check:
      return trc("claim", "check");
    case ClaimKind::expect:
      return trc("claim", "expect");
    case ClaimKind::amend:
      return trc("claim", "amend");
    case ClaimKind::legal:
      return trc("claim", "legal");
    case ClaimKind::refused:
      return trc("claim", "refused");
  }
  return {};  // no other kind
}

// A claim's place: "action #11 (line 11)" / "the expect".
std::string claim_place(const ClaimReasons& c) {
  if (c.action < 0) return "expect.final";
  if (c.line > 0) return fill_in(tr("action #{0} (line {1})"), c.action, c.line);
  return fill_in(tr("action #{0}"), c.action);
}

std::string since_text(const FieldReason& f) {
  return f.since ? fill_in(tr("since action #{0}"), *f.since)
                 : std::string(tr("since the log starts"));
}

// One change in a few words: "castle.penalty -2, floored at 0 (prestige.floor)", "amend +2".
std::string change_words(const FieldChange& c) {
  if (c.source == ChangeSource::opening) return fill_in(tr("{0} when the log starts"), c.amount);
  std::string rule = c.rule.empty() ? std::string(tr("no cause")) : c.rule;
  if (c.nominal != c.amount)
    return fill_in(tr("{0} {1}, floored at 0 (prestige.floor)"), rule, signed_text(c.nominal));
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
    std::string rule = c.rule.empty() ? std::string(tr("no cause")) : c.rule;
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
    append(g.count > 1
               ? fill_in(tr("{0} {1} ({2}x)"), g.rule, fmt::format("{:+}", g.amount), g.count)
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
    std::string head = fill_in(
        tr("  {0} {1}: {2}"), claim_place(c), claim_kind_words(c.kind),
        c.agrees ? (c.kind == ClaimKind::amend ? tr("nothing to change") : tr("agrees"))
                 : (c.kind == ClaimKind::amend ? tr("changes the state") : tr("DISAGREES")));
    if (!c.why.empty()) head = fill_in(tr("{0}: {1}"), head, c.why);
    // A whole state that agrees (a golden game's expect.final, a peer game's turn start) is one
    // line: every change of every field would be the whole game (the quick start's example).
    if (c.agrees && c.kind != ClaimKind::amend && c.fields.size() > kAllFieldsAbove) {
      out.push_back(render_message(
          fill_in(tr("{0}: {1} fields, each change with its rule ('caylus replay LOG --ledger "
                     "FIELD' lists one)"),
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
      std::string why =
          f.changes.empty() ? fill_in(tr("unchanged {0}"), since_text(f)) : grouped_changes(f);
      fields +=
          (fields.empty() ? "" : "; ") + fill_in(tr("{0} {1}: {2}"), f.key.name(names), value, why);
    }
    if (quiet > 0)
      fields +=
          (fields.empty() ? "" : "; ") +
          fill_in(tr_n("{0} other field unchanged", "{0} other fields unchanged", quiet), quiet);
    out.push_back(
        render_message(fields.empty() ? head : fill_in(tr("{0}: {1}"), head, fields), names));
    if (c.kind == ClaimKind::amend) continue;
    for (const FieldReason& f : c.fields) {
      if (f.agrees()) continue;
      int from = f.computed;
      for (const FieldChange& change : f.changes) from -= change.amount;
      out.push_back(fill_in(tr("    {0}: claimed {1}, computed {2}; its changes {3}{4}:"),
                            f.key.name(names), f.claimed, f.computed, since_text(f),
                            f.since ? fill_in(tr(" (where both said {0})"), from) : ""));
      for (const FieldChange& change : f.changes)
        out.push_back(render_message(
            fmt::format("      {:<8} {} {:<12} {:<40} -> {:>4}  {}",
                        change.action < 0 ? std::string(trc("ledger action", "start"))
                                          : fmt::format("#{}", change.action),
                        fill_in(tr("turn {0},"), fmt::format("{:>2}", change.turn)),
                        std::string(phase_column(change.phase)) + ":", change_words(change),
                        change.total, change.text),
            names));
      if (f.changes.empty())
        out.push_back(std::string(tr("      (no change: the claim was wrong then already)")));
    }
  }
  return out;
}

}  // namespace caylus
