// caylus complete LIST: the words bash completion offers (tools/install/generate.sh bakes them
// into the completion script at build time), printed from the tables everything else reads, so
// that no list is kept by hand (issue 38). Hidden from --help and the man pages: a build step's
// interface, one word per line (options: the name, then its values, the default first).
#include <fmt/core.h>

#include <map>
#include <string>

#include "core/buildings.h"
#include "core/options.h"
#include "core/rule_id.h"
#include "core/types.h"
#include "tools/commands.h"

namespace caylus::tools {

namespace {

// building.<id> is one rule id of core/rule_id.h with a tile in it: the completion offers it
// for every tile, as `caylus rules building.<id>` takes it.
void print_rule_ids() {
  for (int i = 0; i < kRuleIdCount; ++i) {
    auto id = static_cast<RuleId>(i);
    if (id != RuleId::building_effect) {
      fmt::print("{}\n", rule_id_text(id));
      continue;
    }
    for (int b = 1; b < kBuildingCount; ++b)
      fmt::print("building.{}\n", building_name(static_cast<BuildingId>(b)));
  }
}

void print_options() {
  for (const OptionInfo& info : option_table()) {
    std::string line(info.name);
    for (auto value : info.values) line += " " + std::string(value);
    fmt::print("{}\n", line);
  }
}

void print_tiles(bool (*among)(BuildingId)) {
  for (int b = 1; b < kBuildingCount; ++b)
    if (among == nullptr || among(static_cast<BuildingId>(b)))
      fmt::print("{}\n", building_name(static_cast<BuildingId>(b)));
}

}  // namespace

void add_complete_command(CLI::App& app) {
  static const std::map<std::string, void (*)()> kLists = {
      {"rule-ids", print_rule_ids},
      {"options", print_options},
      {"tiles", [] { print_tiles(nullptr); }},
      {"neutral-tiles", [] { print_tiles(is_neutral_tile); }},
      {"specials",
       [] {
         for (int i = 0; i < kSpecialCount; ++i)
           fmt::print("{}\n", special_name(static_cast<Special>(i)));
       }},
  };
  auto list = std::make_shared<std::string>();
  CLI::App* complete = app.add_subcommand(
      "complete",
      "The words of bash completion: rule-ids, options, tiles, neutral-tiles, specials");
  complete->group("");  // hidden: tools/install/generate.sh reads it, people need not
  complete->add_option("list", *list, "rule-ids, options, tiles, neutral-tiles or specials")
      ->required();
  complete->callback([list] {
    auto found = kLists.find(*list);
    if (found == kLists.end())
      throw InputError{"unknown list '" + *list +
                       "': rule-ids, options, tiles, neutral-tiles or specials"};
    found->second();
    exit_status() = 0;
  });
}

}  // namespace caylus::tools
