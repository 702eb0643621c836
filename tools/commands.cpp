// What every command shares: its exit status and the rule options of its `--rules` (and
// `--versus`) arguments (tools/commands.h). Apart from main.cpp so that the libraries holding a
// command (record, report, readings) link without the executable.
#include "tools/commands.h"

#include "tools/scenarios.h"

namespace caylus::tools {

int& exit_status() {
  static int status = 0;
  return status;
}

RuleOptions parse_rules(const std::vector<std::string>& rules) {
  RuleOptions options;
  for (const auto& [name, value] : rule_pairs(rules)) set_option(options, name, value);
  return options;
}

CLI::Option* add_rules_option(CLI::App* command, std::vector<std::string>& rules,
                              const std::string& help) {
  return command->add_option(std::string(kRulesFlag) + ",-r", rules, help);
}

CLI::Option* add_versus_option(CLI::App* command, std::vector<std::string>& versus,
                               const std::string& help) {
  return command->add_option(std::string(kVersusFlag) + ",--against", versus, help);
}

}  // namespace caylus::tools
