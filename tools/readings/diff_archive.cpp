// `caylus diff` on several logs or a directory (tools/readings/diff_command.h): does the dispute
// change any game of a tournament? One line a game, and the count of games it changes.
#include <fmt/core.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/log_input.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/readings/consistency.h"
#include "tools/readings/diff.h"
#include "tools/readings/diff_command.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

using Ordered = nlohmann::ordered_json;

// Archive mode: does the dispute change any game of a tournament?

// What an archive keeps of one log (not its readings' states: an archive may hold thousands).
struct ArchiveDiff {
  std::string file;
  std::string not_valid;  // why the log could not be compared; empty when it was
  bool same = true;
  bool scores_differ = false;
  bool winners_differ = false;
  Outcome outcome = Outcome::same;
  std::optional<Difference> first;  // the first difference
  std::string label_a, label_b;
  std::string winners_a, winners_b;
  std::string inconsistency_a, inconsistency_b;  // empty when consistent under that reading
};

ArchiveDiff diff_file(const std::string& file, const Overrides& first, const Overrides& second) {
  ArchiveDiff out;
  out.file = file;
  auto read = read_log_file(file);
  if (auto* error = std::get_if<LogError>(&read)) {
    out.not_valid = error->where() + ": " + error->message;
    return out;
  }
  try {
    LogDiff d = diff_log(std::get<GameLog>(read), first, second);
    if (const auto& error = input_error_of(d)) {
      out.not_valid = error->where() + ": " + error->message;
      return out;
    }
    out.same = d.same;
    out.scores_differ = d.scores_differ;
    out.winners_differ = d.winners_differ;
    out.outcome = d.outcome;
    out.inconsistency_a = inconsistency_words(d.a.result);
    out.inconsistency_b = inconsistency_words(d.b.result);
    if (!d.comparison.differences.empty()) out.first = d.comparison.differences.front();
    out.label_a = d.a.label;
    out.label_b = d.b.label;
    out.winners_a = winners_text(d.a.result);
    out.winners_b = winners_text(d.b.result);
  } catch (const InputError& e) {
    out.not_valid = e.message;
  }
  return out;
}

// One line a game, in the reader's language (issue 37): the labels, the players and the file
// stay as they are.
std::string archive_line(const ArchiveDiff& d) {
  if (!d.not_valid.empty()) return fill_in(tr("{0}: not compared: {1}"), d.file, d.not_valid);
  if (d.outcome == Outcome::neither_reading) {
    if (d.inconsistency_a == d.inconsistency_b)
      return fill_in(tr("{0}: consistent under neither reading: under both {1}"), d.file,
                     d.inconsistency_a);
    return fill_in(tr("{0}: consistent under neither reading: under {1} {2}; under {3} {4}"),
                   d.file, d.label_a, d.inconsistency_a, d.label_b, d.inconsistency_b);
  }
  if (d.outcome == Outcome::one_reading_only) {
    // The log's own claims (or its legality) pin the reading: not a winner that changes.
    bool a_fits = d.inconsistency_a.empty();
    const std::string& other = a_fits ? d.label_b : d.label_a;
    std::string line =
        fill_in(tr("{0}: under {1} {2} — the table played {3}"), d.file, other,
                a_fits ? d.inconsistency_b : d.inconsistency_a, a_fits ? d.label_a : d.label_b);
    if (d.winners_differ)
      line += fill_in(tr(" (the same actions under {0} give {1}, not {2})"), other,
                      a_fits ? d.winners_b : d.winners_a, a_fits ? d.winners_a : d.winners_b);
    return line;
  }
  if (d.same) return fill_in(tr("{0}: the same under both readings"), d.file);
  std::string verdict =
      d.winners_differ  ? fill_in(tr("THE WINNER CHANGES: {0} under {1}, {2} under {3}"),
                                  d.winners_a, d.label_a, d.winners_b, d.label_b)
      : d.scores_differ ? fill_in(tr("scores differ, same winner ({0})"), d.winners_a)
                        : std::string(tr("the games differ, same final scores"));
  if (!d.first) return fill_in(tr("{0}: {1}"), d.file, verdict);
  const Difference& f = *d.first;
  if (f.action < 0)
    return fill_in(tr("{0}: {1}; first difference: {2}"), d.file, verdict, kind_words(f.kind));
  return fill_in(tr("{0}: {1}; first difference at action #{2} (turn {3}, phase {4}): {5}"), d.file,
                 verdict, f.action, f.turn, difference_phase_words(f.phase), kind_words(f.kind));
}

// The summary's counts, each by the language's plural: "12 the same, 1 with another winner".
std::string summary_counts(int same, int scores, int winners, int other, int one_only, int neither,
                           int invalid) {
  std::vector<std::string> parts = {
      fill_in(tr_n("{0} the same", "{0} the same", same), same),
      fill_in(tr_n("{0} with other scores but the same winner",
                   "{0} with other scores but the same winner", scores),
              scores),
      fill_in(tr_n("{0} with another winner", "{0} with another winner", winners), winners)};
  if (other > 0)
    parts.push_back(fill_in(
        tr_n("{0} that differ during the game only", "{0} that differ during the game only", other),
        other));
  if (one_only > 0)
    parts.push_back(
        fill_in(tr_n("{0} consistent under one reading only (the table played it)",
                     "{0} consistent under one reading only (the table played it)", one_only),
                one_only));
  if (neither > 0)
    parts.push_back(fill_in(tr_n("{0} consistent under neither reading",
                                 "{0} consistent under neither reading", neither),
                            neither));
  if (invalid > 0)
    parts.push_back(fill_in(tr_n("{0} not compared", "{0} not compared", invalid), invalid));
  std::string text;
  for (const auto& part : parts) text += (text.empty() ? "" : ", ") + part;
  return text;
}

}  // namespace

int run_archive_diff(const DiffCommand& c) {
  auto [first, second] = reading_overrides(c);  // before the threads: bad arguments throw here
  auto files = scenario_files(c.logs);
  if (files.empty())
    throw InputError{std::string(tr("no log (*.json, *.caylus) found under the paths given"))};
  std::vector<ArchiveDiff> diffs(files.size());
  for_each_in_parallel(files.size(), c.jobs, [&, &first = first, &second = second](std::size_t i) {
    diffs[i] = diff_file(files[i], first, second);
  });

  int same = 0, scores = 0, winners = 0, other = 0, one_only = 0, neither = 0, invalid = 0;
  for (const ArchiveDiff& d : diffs) {
    if (!d.not_valid.empty()) {
      ++invalid;
      continue;
    }
    switch (d.outcome) {
      case Outcome::same:
        ++same;
        break;
      case Outcome::another_winner:
        ++winners;
        break;
      case Outcome::other_scores:
        ++scores;
        break;
      case Outcome::during_play:
        ++other;
        break;
      case Outcome::one_reading_only:
        ++one_only;
        break;
      case Outcome::neither_reading:
        ++neither;
        break;
    }
  }
  auto describe = [](const Overrides& o) {
    if (o.empty()) return std::string(tr("the log's own options"));
    std::string text;
    for (const auto& [name, value] : o) text += (text.empty() ? "" : ", ") + name + "=" + value;
    return text;
  };
  int status = invalid > 0 ? 2 : (same == static_cast<int>(diffs.size()) ? 0 : 1);
  if (c.json) {
    Ordered logs = Ordered::array();
    for (const ArchiveDiff& d : diffs) {
      Ordered first_difference = nullptr;
      if (d.first)
        first_difference = {
            {"kind", d.first->kind},
            {"action", d.first->action < 0 ? Ordered(nullptr) : Ordered(d.first->action)},
            {"turn", d.first->turn},
            {"phase", d.first->phase},
            {"text", d.first->lines}};
      Ordered entry = {{"file", d.file}};
      if (!d.not_valid.empty()) {
        entry["error"] = d.not_valid;
      } else {
        entry["same"] = d.same;
        entry["scores_differ"] = d.scores_differ;
        entry["winners_differ"] = d.winners_differ;
        entry["outcome"] = std::string(outcome_name(d.outcome));
        entry["consistent"] = {{"first", d.inconsistency_a.empty()},
                               {"second", d.inconsistency_b.empty()}};
        entry["inconsistency"] = {
            {"first", d.inconsistency_a.empty() ? Ordered(nullptr) : Ordered(d.inconsistency_a)},
            {"second", d.inconsistency_b.empty() ? Ordered(nullptr) : Ordered(d.inconsistency_b)}};
        entry["first_difference"] = first_difference;
        entry["winners"] = {{"first", d.winners_a}, {"second", d.winners_b}};
      }
      logs.push_back(entry);
    }
    Ordered out = {{"readings", {describe(first), describe(second)}},
                   {"logs", logs},
                   {"summary",
                    {{"logs", diffs.size()},
                     {"same", same},
                     {"scores_differ", scores},
                     {"winners_differ", winners},
                     {"games_differ", other},
                     {"one_reading_only", one_only},
                     {"neither_reading", neither},
                     {"not_compared", invalid}}}};
    fmt::print("{}\n", out.dump(2));
    return status;
  }
  for (const ArchiveDiff& d : diffs) fmt::print("{}\n", archive_line(d));
  const int logs = static_cast<int>(diffs.size());
  fmt::print("{}\n",
             fill_in(tr_n("{0} log under {1} | {2}: {3}", "{0} logs under {1} | {2}: {3}", logs),
                     logs, describe(first), describe(second),
                     summary_counts(same, scores, winners, other, one_only, neither, invalid)));
  return status;
}

}  // namespace caylus::tools
