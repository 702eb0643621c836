// caylus schema: prints the JSON Schema of a log (docs/log.schema.json), generated from the verb
// and option tables (replay/log_schema.h).
#include <fmt/core.h>

#include "replay/log_schema.h"
#include "tools/commands.h"

namespace caylus::tools {

void add_schema_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand(
      "schema",
      "Print the JSON Schema of a game log (JSON Schema draft-07), as committed in\n"
      "docs/log.schema.json. Verbs and rule options come from the engine's own tables.");
  cmd->callback([] {
    fmt::print("{}\n", log_schema().dump(2));
    exit_status() = 0;
  });
}

}  // namespace caylus::tools
