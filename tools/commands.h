// The subcommands of `caylus`. Each lives in its own file and registers itself here; main.cpp
// calls every registration. A command's callback returns the process exit status:
// 0 success, 1 a rule violation / mismatch / failed check, 2 bad input or arguments.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <vector>

#include "core/options.h"

namespace caylus::tools {

// Where a command stores its exit status (set by the command's callback).
int& exit_status();

// Thrown for bad input (a file, an argument value): printed as "caylus: error: ..." with exit 2.
struct InputError {
  std::string message;
};

// The rule options of repeated `--rules option=value` arguments over the defaults (rule_pairs
// of tools/scenarios.h parses them).
RuleOptions parse_rules(const std::vector<std::string>& rules);

// The one declaration of `--rules,-r` (repeated option=value arguments, read by parse_rules or
// rule_pairs) for every command that takes rule options; `help` says what the command does
// with them.
inline constexpr const char* kRulesHelp =
    "a rule option, as option=value (repeatable); see 'caylus rules'";
CLI::Option* add_rules_option(CLI::App* command, std::vector<std::string>& rules,
                              const std::string& help = kRulesHelp);

// The one declaration of `--versus` (alias `--against`), the second reading of the commands that
// compare two (caylus diff, caylus report): repeated option=value arguments on top of the log's
// options, beside the first reading's `--rules`; `help` says what the command does with it.
// Both commands take both spellings.
inline constexpr const char* kVersusFlag = "--versus";  // as messages name it
CLI::Option* add_versus_option(CLI::App* command, std::vector<std::string>& versus,
                               const std::string& help);

void add_play_command(CLI::App& app);
void add_replay_command(CLI::App& app);
void add_rules_command(CLI::App& app);
void add_fuzz_command(CLI::App& app);
void add_check_command(CLI::App& app);
void add_golden_command(CLI::App& app);
void add_diff_command(CLI::App& app);
void add_readings_command(CLI::App& app);
void add_coverage_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_convert_command(CLI::App& app);
void add_schema_command(CLI::App& app);
void add_report_command(CLI::App& app);
void add_record_command(CLI::App& app);
void add_share_command(CLI::App& app);
void add_complete_command(CLI::App& app);  // hidden: the words of bash completion

}  // namespace caylus::tools
