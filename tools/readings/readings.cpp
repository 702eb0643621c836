// caylus readings: under which readings of the rules (RULES.md "Interpretations") is a game
// consistent — every action legal, every check agreeing? For every rule option, the log is
// replayed under each of its other values, one option at a time on top of the log's own options
// (issue 17; docs/corpus.md says why one at a time). A log consistent with one value only was
// evidently played under it; one consistent with none has a real error, named as `caylus replay`
// names it.
//
// "Not in play": an option whose every value gives the very same replay as the log's own — the
// same actions applied (forced ones included), the same state after each of them (rule options
// aside), the same checks disagreeing and the same refusal. Nothing in the game could then tell
// the values apart. The comparison runs as the alternative replay goes, against the states the
// replay under the log's own options recorded: one state comparison per action.
#include <fmt/core.h>

#include <algorithm>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/language/catalog.h"
#include "core/options.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/language.h"
#include "tools/readings/consistency.h"
#include "tools/readings/readings_fit.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

using Ordered = nlohmann::ordered_json;

struct ReadingsCommand {
  std::vector<std::string> logs;
  int jobs = 1;
  bool json = false;
  std::string lang;  // --lang (tools/language.h): every line but the options, values and files
};

std::string joined(const std::vector<std::string>& items) {
  std::string text;
  for (const auto& item : items) text = text.empty() ? item : fill_in(tr("{0}, {1}"), text, item);
  return text;
}

// What an option says of the game, in a few words.
// In the reader's language (issue 37); the option's name and values are the log's words.
std::string option_words(const OptionFit& o) {
  if (o.fixed) return fill_in(tr("{0} (fixed by the snapshot the log starts from)"), o.own);
  if (!o.in_play) return std::string(tr("not in play (the same replay under every value)"));
  auto fits = o.consistent_values();
  if (fits.empty()) return std::string(tr("in play; consistent under none of its values"));
  if (fits.size() == o.values.size())
    return std::string(
        tr("in play; consistent under every value (no action or check tells them apart)"));
  if (fits.size() == 1 && fits[0] == o.own)
    return fill_in(tr("{0} only (the log's own): evidently played under it"), fits[0]);
  if (fits.size() == 1)
    return fill_in(tr("{0} only (the log says {1}): the table played {2}={0}"), fits[0], o.own,
                   o.name);
  return fill_in(tr("in play; consistent under {0}"), joined(fits));
}

// The game's verdict in one line (without the file).
std::string game_words(const GameFit& g) {
  if (!g.not_read.empty()) return fill_in(tr("not read: {0}"), g.not_read);
  if (g.consistent) {
    std::vector<std::string> pinned, open;
    for (const auto& o : g.options) {
      if (!o.in_play || o.fixed) continue;
      auto fits = o.consistent_values();
      if (fits.size() == 1)
        pinned.push_back(o.name + "=" + fits[0]);
      else
        open.push_back(o.name);
    }
    std::string text(tr("consistent under its own options"));
    if (!pinned.empty()) text += fill_in(tr("; evidently played under {0}"), joined(pinned));
    if (!open.empty()) text += fill_in(tr("; in play but not pinned: {0}"), joined(open));
    return text;
  }
  std::string why;
  for (const auto& o : g.options)
    for (const auto& v : o.values)
      if (v.value == o.own) why = v.why;
  if (g.played_under.size() == 1)
    return fill_in(tr("not consistent under its own options ({0}), but consistent under {1}: the "
                      "table played that reading"),
                   why, g.played_under[0]);
  if (!g.played_under.empty())
    return fill_in(tr("not consistent under its own options ({0}), but consistent under each of "
                      "{1} (one change at a time): the table played one of those readings"),
                   why, joined(g.played_under));
  return fill_in(tr("consistent under no reading: {0}"), g.error_text);
}

Ordered game_json(const GameFit& g) {
  Ordered out = {{"file", g.file}};
  if (!g.not_read.empty()) {
    out["error"] = g.not_read;
    return out;
  }
  out["consistent"] = g.consistent;
  out["played_under"] = g.played_under;
  if (g.error) {
    const ReplayError& e = *g.error;
    out["first_error"] = {{"action", e.action},
                          {"turn", e.turn},
                          {"phase", std::string(phase_name(e.phase))},
                          {"player", e.player.empty() ? Ordered(nullptr) : Ordered(e.player)},
                          {"rule", e.rule},
                          {"message", e.message},
                          {"text", g.error_text}};
  } else {
    out["first_error"] = nullptr;
  }
  Ordered options = Ordered::array();
  for (const auto& o : g.options) {
    Ordered values = Ordered::array();
    for (const auto& v : o.values)
      values.push_back({{"value", v.value},
                        {"consistent", v.consistent},
                        {"why", v.why.empty() ? Ordered(nullptr) : Ordered(v.why)}});
    options.push_back({{"name", o.name},
                       {"own", o.own},
                       {"in_play", o.in_play},
                       {"fixed", o.fixed},
                       {"consistent_values", o.consistent_values()},
                       {"values", values}});
  }
  out["options"] = options;
  return out;
}

int status_of(const std::vector<GameFit>& games) {
  int status = 0;
  for (const auto& g : games) {
    if (!g.not_read.empty()) return 2;
    if (!g.consistent) status = 1;
  }
  return status;
}

int run_one(const GameFit& g, bool json) {
  int status = status_of({g});
  if (json) {
    fmt::print("{}\n", game_json(g).dump(2));
    return status;
  }
  if (!g.not_read.empty()) {
    fmt::print(stderr, "{}\n", fill_in(tr("{0}: {1}"), g.file, g.not_read));
    return 2;
  }
  fmt::print("{}\n", fill_in(tr("{0}: replayed under its own options, and under every other "
                                "value of each rule option (one at a time)"),
                             g.file));
  std::size_t width = 0;
  for (const auto& o : g.options) width = std::max(width, o.name.size());
  for (const auto& o : g.options) {
    fmt::print("  {:<{}}  {}\n", o.name, width, option_words(o));
    if (o.in_play)
      for (const auto& v : o.values)
        if (!v.consistent)
          fmt::print("  {:<{}}    {}\n", "", width, fill_in(tr("under {0}: {1}"), v.value, v.why));
  }
  fmt::print("{}\n", fill_in(tr("{0}: {1}"), g.file, game_words(g)));
  return status;
}

int run_archive(const std::vector<GameFit>& games, bool json) {
  int consistent = 0, another = 0, none = 0, not_read = 0;
  for (const auto& g : games) {
    if (!g.not_read.empty())
      ++not_read;
    else if (g.consistent)
      ++consistent;
    else if (!g.played_under.empty())
      ++another;
    else
      ++none;
  }
  // Per option and value: in how many games it came into play, and among those how many are
  // consistent under the value, and under that value alone.
  struct Count {
    int consistent = 0, only = 0;
  };
  const auto& table = option_table();
  std::vector<int> in_play(table.size(), 0);
  std::vector<std::vector<Count>> counts(table.size());
  for (std::size_t i = 0; i < table.size(); ++i) counts[i].resize(table[i].values.size());
  for (const auto& g : games) {
    if (!g.not_read.empty()) continue;
    for (std::size_t i = 0; i < g.options.size(); ++i) {
      const OptionFit& o = g.options[i];
      if (!o.in_play || o.fixed) continue;
      ++in_play[i];
      auto fits = o.consistent_values();
      for (std::size_t j = 0; j < o.values.size(); ++j)
        if (o.values[j].consistent) {
          ++counts[i][j].consistent;
          if (fits.size() == 1) ++counts[i][j].only;
        }
    }
  }
  int read = static_cast<int>(games.size()) - not_read;
  if (json) {
    Ordered logs = Ordered::array();
    for (const auto& g : games) logs.push_back(game_json(g));
    Ordered options = Ordered::object();
    for (std::size_t i = 0; i < table.size(); ++i) {
      Ordered values = Ordered::object();
      for (std::size_t j = 0; j < table[i].values.size(); ++j)
        values[std::string(table[i].values[j])] = {{"consistent", counts[i][j].consistent},
                                                   {"only", counts[i][j].only}};
      options[std::string(table[i].name)] = {
          {"in_play", in_play[i]}, {"not_in_play", read - in_play[i]}, {"values", values}};
    }
    Ordered out = {{"logs", logs},
                   {"summary",
                    {{"logs", games.size()},
                     {"consistent", consistent},
                     {"another_reading", another},
                     {"no_reading", none},
                     {"not_read", not_read},
                     {"options", options}}}};
    fmt::print("{}\n", out.dump(2));
    return status_of(games);
  }
  for (const auto& g : games) fmt::print("{}\n", fill_in(tr("{0}: {1}"), g.file, game_words(g)));
  fmt::print("{}\n", tr("per option: the games where it came into play, and how many of them "
                        "are consistent under each value (under that value only)"));
  std::size_t width = 0;
  for (const auto& o : table) width = std::max(width, o.name.size());
  for (std::size_t i = 0; i < table.size(); ++i) {
    std::string values;
    for (std::size_t j = 0; j < table[i].values.size(); ++j) {
      std::string value = fill_in(tr("{0} {1} ({2} only)"), table[i].values[j],
                                  counts[i][j].consistent, counts[i][j].only);
      values = j ? fill_in(tr("{0}, {1}"), values, value) : value;
    }
    if (in_play[i] == 0)
      fmt::print("  {:<{}}  {}\n", table[i].name, width, tr("not in play in any game"));
    else
      fmt::print(
          "  {:<{}}  {}\n", table[i].name, width,
          fill_in(tr_n("in play in {0} of {1} game: {2}", "in play in {0} of {1} games: {2}", read),
                  in_play[i], read, values));
  }
  // Each count by its own plural (Romanian's three forms), so that each agrees with its number.
  std::vector<std::string> said = {
      fill_in(tr_n("{0} consistent under its own options", "{0} consistent under their own options",
                   consistent),
              consistent),
      fill_in(tr_n("{0} under another reading only", "{0} under another reading only", another),
              another),
      fill_in(tr_n("{0} under no reading", "{0} under no reading", none), none)};
  if (not_read > 0)
    said.push_back(fill_in(tr_n("{0} not read", "{0} not read", not_read), not_read));
  int logs = static_cast<int>(games.size());
  fmt::print("{}\n", fill_in(tr_n("{0} log: {1}", "{0} logs: {1}", logs), logs, joined(said)));
  return status_of(games);
}

int run_readings(const ReadingsCommand& c) {
  // Every line in the reader's language (issue 37), chosen before the archive's threads; the
  // options' names and values, the files and the JSON's fields stay.
  use_language(c.lang, locale_environment());
  auto files = scenario_files(c.logs);
  if (files.empty())
    throw InputError{std::string(tr("no log (*.json, *.caylus) found under the paths given"))};
  std::vector<GameFit> games(files.size());
  for_each_in_parallel(files.size(), c.jobs, [&](std::size_t i) { games[i] = fit_file(files[i]); });
  if (one_log_file(c.logs)) return run_one(games.front(), c.json);
  return run_archive(games, c.json);
}

}  // namespace

void add_readings_command(CLI::App& app) {
  auto c = std::make_shared<ReadingsCommand>();
  CLI::App* readings = app.add_subcommand(
      "readings",
      "Under which readings of the rules is a game consistent (every action legal, every check "
      "agreeing)? Per rule option: the values the game fits, or 'not in play'.\nExit status: 0 "
      "every log is consistent under its own options, 1 a log is not (whether or not another "
      "reading fits it: the output says), 2 bad input or arguments.");
  readings->footer(
      "For every rule option, the log is replayed under each of its other values, one option at "
      "a time on top of the log's own options. An option is 'not in play' when every value gives "
      "the very same replay (the same actions, the same state after each, the same checks "
      "disagreeing). A log consistent with one value only was evidently played under it; one "
      "consistent with none has a real error, named as 'caylus replay' names it. An archive: one "
      "line per game, then per option and value the number of games consistent under it.\n"
      "Examples:\n  caylus readings game.json\n  caylus readings tournament/ --jobs 2\n  caylus "
      "readings tournament/ --json\nSee docs/corpus.md (\"diff or readings?\").");
  readings
      ->add_option("logs", c->logs,
                   "the game log (JSON, docs/log-format.md); several logs, or directories "
                   "(searched for *.json and *.caylus): an archive, one line per log and a summary")
      ->required();
  readings->add_option("--jobs,-j", c->jobs, "logs examined in parallel")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  readings->add_flag("--json", c->json,
                     "print the answer as JSON (one log: {file, consistent, played_under, "
                     "first_error, options}; an archive: {logs, summary})");
  add_language_option(readings, c->lang);
  readings->callback([c] { exit_status() = run_readings(*c); });
}

}  // namespace caylus::tools
