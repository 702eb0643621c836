// What every command shares: its exit status and the rule options of its `--rules` arguments
// (tools/commands.h). Apart from main.cpp so that the libraries holding a command (record,
// report, readings) link without the executable.
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
  return command->add_option("--rules,-r", rules, help);
}

}  // namespace caylus::tools
