// caylus: the command-line front end of Caylus Arbiter.
#include <fmt/core.h>

#include <cstdio>
#include <exception>

#include "tools/commands.h"
#include "tools/parse_errors.h"

int main(int argc, char** argv) {
  using namespace caylus::tools;
  CLI::App app{
      "Caylus Arbiter: plays, replays and checks games of Caylus (William Attia, Ystari 2005)\n"
      "against the rules, and names the first action that broke which rule."};
  app.require_subcommand(1);
  app.footer(
      "Run 'caylus COMMAND --help' for the options of a command.\n"
      "Exit status: 0 success, 1 a rule violation, mismatch or failed check, 2 bad input.");
  add_play_command(app);
  add_replay_command(app);
  add_rules_command(app);
  add_fuzz_command(app);
  add_check_command(app);
  add_golden_command(app);
  add_diff_command(app);
  add_readings_command(app);
  add_coverage_command(app);
  add_bench_command(app);
  add_convert_command(app);
  add_schema_command(app);
  add_report_command(app);
  add_record_command(app);
  add_share_command(app);
  add_complete_command(app);
  add_board_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::fputs(app.help().c_str(), stdout);
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    std::fputs(app.help("", CLI::AppFormatMode::All).c_str(), stdout);
    return 0;
  } catch (const CLI::CallForVersion&) {
    std::puts("caylus 0.1.0");
    return 0;
  } catch (const CLI::ParseError& e) {
    // Help asked of a subcommand arrives here too (as CallForHelp, handled above by CLI11's
    // own type); everything else is a usage error.
    // In the reader's language for the commands that follow it (tools/parse_errors.h).
    fmt::print(stderr, "{}", parse_error_text(e, app, argc, argv));
    return 2;
  } catch (const InputError& e) {
    fmt::print(stderr, "{}", error_text(e.message));
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "caylus: internal error: {}\n", e.what());
    return 3;
  }
  return exit_status();
}
