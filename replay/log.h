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

namespace caylus {

// A space as the log names it, before it is resolved against the state: a special name, a
// building id (the road space where that tile stands now), or a road space number.
struct SpaceRef {
  enum class Kind : std::uint8_t { none, special, building, number } kind = Kind::none;
  Special special = Special::gate;
  BuildingId building = BuildingId::none;
  int number = 0;
  bool operator==(const SpaceRef&) const = default;
};

// One entry of `actions`: an action, or a check (kept as its JSON text, validated and in canonical
// key order: replay/log_check.h; compared with a state by replay/checks.h).
struct LogEntry {
  bool is_check = false;
  Action action;           // is_check == false; action.space is unresolved when `space_ref` is set
  SpaceRef space_ref;      // the `at` / `to` / `target` / `on` of the entry as written
  std::string check_json;  // is_check == true: the object under "check", compact canonical JSON
  std::string path;        // JSON path of the entry, e.g. "actions[12]", for messages
  // A castle batch that is well-formed JSON but no legal batch (e.g. no food, two alike): kept
  // so the replayer reports it as a castle.batch rule violation, not as bad input.
  std::string invalid_batch;
  // Those batches as written (left out of action.batches), so that writing the log back keeps
  // the illegal offer instead of silently making the log legal.
  std::vector<std::vector<Cube>> invalid_batches;
  std::string note;  // extension: a free text for people, on an action or a check
};

struct GameLog {
  RuleOptions options;
  std::vector<std::string> players;                  // names, in initial turn order
  std::optional<std::array<BuildingId, 6>> neutral;  // road spaces 1..6
  std::optional<std::uint64_t> seed;
  std::optional<GameState> start_state;  // setup.state (snapshot)
  std::vector<LogEntry> entries;
  std::optional<std::string> title, source, notes;
  // extension: the rule ids the scenario exercises (docs/corpus.md, replay/rule_catalog.h)
  std::vector<std::string> covers;
  std::optional<std::string> expect_json;  // the "expect" object, compact canonical JSON
};

}  // namespace caylus
