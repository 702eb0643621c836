// What the corpus commands (check, coverage, diff, golden) and `caylus replay` share: the
// invariants as a replay observer, the list of scenario files named on the command line, and the
// compiler-style place of a replay error.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "replay/replayer.h"
#include "tools/fuzzing/replay_invariants.h"

namespace caylus::tools {

// The invariants as a replay observer, and their state checks for amendments: one adapter,
// shared with the tests (tools/fuzzing/replay_invariants.h).
using fuzzing::invariants_observer;
using fuzzing::invariants_state_check;

// The scenario files under `paths`: a file is taken as named, a directory is searched
// recursively for *.json. Sorted by path, each once. A path that does not exist throws
// InputError (exit status 2).
std::vector<std::string> scenario_files(const std::vector<std::string>& paths);

// Whether the paths of a command line name one log file (the command's full answer) rather than
// an archive: several logs, or a directory.
bool one_log_file(const std::vector<std::string>& paths);

// Calls work(i) for every i in [0, count) on up to `jobs` threads (the calling one included),
// each index once. If work throws, the remaining items are skipped and the first exception is
// rethrown on the calling thread.
void for_each_in_parallel(std::size_t count, int jobs,
                          const std::function<void(std::size_t)>& work);

// "game.json: action #41 (turn 9, phase castle, player green)"; no player for a check.
std::string error_place(const std::string& file, const ReplayError& error);

// "error[provost.cost]: blue needs 3 deniers ..." / "mismatch: the check disagrees ...", with
// the invariant note when the engine is at fault.
std::string error_summary(const ReplayResult& result);

// The flag of the rule options, as messages name it (declared by add_rules_option, commands.h).
inline constexpr const char* kRulesFlag = "--rules";

// (name, value) pairs of repeated `--rules option=value` arguments: the one parser of the flag
// (parse_rules in commands.h builds options from it). Throws InputError for an argument without
// '=' or an option name or value that does not exist.
std::vector<std::pair<std::string, std::string>> rule_pairs(const std::vector<std::string>& rules,
                                                            const std::string& flag = kRulesFlag);

}  // namespace caylus::tools
