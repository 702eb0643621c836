// A game log in memory (LOG_FORMAT.md version 1), and its JSON form.
//
// The log is the save format: a setup (players + neutral order + options, or a state snapshot)
// and the decisions in order, with optional checks. Writing is canonical, so
// write(read(write(log))) == write(log) byte for byte.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/engine.h"
#include "core/options.h"
#include "core/state.h"
#include "replay/claims/claims.h"

namespace caylus {

// A space as the log names it, before it is resolved against the state: a special name, a
// building id (the road space where that tile stands now), or a road space number.
// `named`: a short name as people write it ("quarry", "farm_food", "architect"), resolved against
// the buildings on the road when the action is taken (core/buildings.h, building_name_match).
struct SpaceRef {
  enum class Kind : std::uint8_t { none, special, building, number, named } kind = Kind::none;
  Special special = Special::gate;
  BuildingId building = BuildingId::none;
  int number = 0;
  std::string name;  // Kind::named
  bool operator==(const SpaceRef&) const = default;
};

// A claim about the rules rather than the state (docs/log-format.md, "legal and refused"): the
// entry's action is legal at this point, or refused under a given rule id. It is a check: it
// speaks of the moment the next decision is asked and changes nothing.
enum class Probe : std::uint8_t { none, legal, refused };

// One entry of `actions`: an action, a check (of the state, or a probe of an action), or an
// amendment (LOG_FORMAT.md, "Amendments"). The claims of a check or an amendment are typed values
// (replay/claims/claims.h), read once with the log; a check is compared with a state by
// replay/claims/checks.h, an amendment sets them (replay/positions/amendments.h).
struct LogEntry {
  // What a replay reads at every entry comes first, and the claims of a check or an amendment
  // live on the heap: a replay walks the entries in order, and the many action entries each cost
  // the cache lines they span (issue 31: with the claims inline an entry was 424 bytes and a
  // replay 30% slower than with 368; docs/speed-history.md).
  bool is_check = false;  // a check: `claims`, or a probe of `action`
  bool is_amend = false;  // an amendment: `claims` holds the fields it sets
  bool is_claim() const { return is_check || is_amend; }
  Probe probe = Probe::none;  // is_check: a claim about `action` instead of `claims`
  bool has_action() const { return !is_claim() || probe != Probe::none; }
  // Which of the verb's parameters (core/verbs.h, bit i = params[i]) the log wrote. A parameter
  // left out is completed by the replayer when the rules leave it one value (LOG_FORMAT.md, "Who
  // decides what"); an entry built by a program has them all.
  std::uint16_t given = 0xFFFF;
  // Which of those the log wrote as an empty amount ("gain": {}, "give": [], `gain nothing`).
  // An action holds no "empty but said" for a give / gain, and a parameter left out may be
  // completed; kept so that writing the log back says "nothing" again instead of leaving the
  // parameter out, which would let the replayer complete what the player said.
  std::uint16_t given_empty = 0;
  Action action;       // has_action(); action.space is unresolved when `space_ref` is set
  SpaceRef space_ref;  // the `at` / `to` / `target` / `on` of the entry as written
  // A castle batch that is well-formed JSON but no legal batch (e.g. no food, two alike): kept
  // so the replayer reports it as a castle.batch rule violation, not as bad input.
  std::string invalid_batch;
  // is_claim(): the object under "check" / "amend" (read it through claimed()).
  HeapOptional<Claims> claims;
  const Claims& claimed() const {  // `claims`, or no claim at all when unset
    static const Claims kNone;
    return claims ? *claims : kNone;
  }
  std::string refused_rule;  // Probe::refused: the rule id the claim names
  std::string path;          // JSON path of the entry, e.g. "actions[12]", for messages
  int line = 0;              // where the entry stands in a text log (1-based; 0: a JSON log)
  int column = 0;
  int space_column = 0;  // a text log: where the entry's space is written (0: unknown)
  // Those batches as written (left out of action.batches), so that writing the log back keeps
  // the illegal offer instead of silently making the log legal.
  std::vector<std::vector<Cube>> invalid_batches;
  std::string note;  // extension: a free text for people, on an action or a check
  // extension: comment lines that stand above the entry in a text log ("# red forgot ..."),
  // kept so that converting a log loses nothing (JSON "comments").
  std::vector<std::string> comments;
};

struct GameLog {
  RuleOptions options;
  std::vector<std::string> players;                  // names, in initial turn order
  std::optional<std::array<BuildingId, 6>> neutral;  // road spaces 1..6
  std::optional<std::uint64_t> seed;
  std::optional<GameState> start_state;  // setup.state (snapshot)
  // setup.position (replay/positions/position.h): claims applied to the new game that players and
  // neutral (or seed) give; where its first `position` line stands in a text log (0: JSON).
  std::optional<Claims> position;
  int position_line = 0, position_column = 0;
  std::vector<LogEntry> entries;
  std::optional<std::string> title, source, notes;
  // extension: the rule ids the scenario exercises (docs/corpus.md,
  // core/rule_texts/rule_catalog.h)
  std::vector<std::string> covers;
  std::optional<ExpectClaims> expect;  // the "expect" object
  // extension: comment lines of a text log outside any entry: in the header, and after the last
  // entry (JSON "comments" and "end_comments").
  std::vector<std::string> comments, end_comments;
};

}  // namespace caylus
