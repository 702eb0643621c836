// caylus convert: a log from JSON to the text notation or back (docs/notation.md). Both forms say
// the same; the output is canonical (the form the tool writes), so converting twice gives the
// same file.
#include <fmt/core.h>

#include <memory>
#include <string>

#include "core/language/catalog.h"
#include "replay/input/limits.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "replay/position_cut.h"
#include "replay/positions/position.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/language.h"

namespace caylus::tools {
namespace {

struct ConvertCommand {
  std::string in;
  std::string out;
  std::string to;  // json | text; empty: the other form
  bool position = false;
  std::string lang;  // --lang (tools/language.h): its refusals, in the reader's language
};

int run_convert(const ConvertCommand& c) {
  // The log's refusals (its place, the rule of the notation) in the reader's language, as
  // `caylus replay` says them (issue 37); what it writes is the notation, in no language.
  use_language(c.lang, locale_environment());
  std::string text = c.in == "-" ? std::string() : read_file(c.in, kMaxLogBytes);
  if (c.in == "-") {
    char buffer[1 << 16];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, stdin)) > 0 && text.size() <= kMaxLogBytes)
      text.append(buffer, n);
  }
  auto slash = c.in.find_last_of('/');
  auto read = read_log(text, slash == std::string::npos ? "" : c.in.substr(0, slash + 1));
  if (auto* error = std::get_if<LogError>(&read)) {
    fmt::print(stderr, "{}\n", error->located(c.in == "-" ? "<stdin>" : c.in));
    return 2;
  }
  GameLog& log = std::get<GameLog>(read);
  if (c.position)
    if (auto why = snapshot_as_position(log)) {
      fmt::print(stderr, "{}\n", fill_in(tr("{0}: {1}"), c.in, *why));
      return 1;
    }
  std::string to = c.to.empty() ? (looks_like_json(text) ? "text" : "json") : c.to;
  if (to == "text")
    if (auto problem = text_log_problem(log))
      throw InputError{fill_in(tr("{0}: {1}"), c.in, *problem)};
  std::string written = to == "text" ? write_text_log(log) : write_log(log);
  if (c.out.empty() || c.out == "-")
    fmt::print("{}", written);
  else
    write_file_atomically(c.out, written);
  return 0;
}

}  // namespace

void add_convert_command(CLI::App& app) {
  auto c = std::make_shared<ConvertCommand>();
  CLI::App* cmd = app.add_subcommand(
      "convert",
      "Convert a log between JSON and the text notation (docs/notation.md). The input's form is\n"
      "told by its content; the output is the other form unless --to says, in the canonical\n"
      "form the tool writes. Nothing is lost either way: notes, comments, checks, amendments.");
  cmd->add_option("log", c->in, "the log to convert (JSON or text; - for standard input)")
      ->required();
  cmd->add_option("-o,--out", c->out, "where to write it (written atomically); default: stdout");
  cmd->add_option("--to", c->to, "the form to write: text or json (default: the other one)")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_flag("--position", c->position,
                "write a log that starts from a snapshot (setup.state) from a position instead "
                "(docs/notation.md, \"Positions\"); exit 1, saying why, when no position says "
                "the very same state");
  add_language_option(cmd, c->lang);
  cmd->callback([c] { exit_status() = run_convert(*c); });
}

}  // namespace caylus::tools
