#include "tools/scenarios.h"

#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <filesystem>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>

#include "core/language/catalog.h"
#include "core/options.h"
#include "core/text.h"
#include "tools/commands.h"

namespace caylus::tools {

std::vector<std::string> scenario_files(const std::vector<std::string>& paths) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const auto& path : paths) {
    std::error_code error;
    auto status = fs::status(path, error);
    if (error || !fs::exists(status)) throw InputError{fill_in(tr("'{0}' does not exist"), path)};
    if (!fs::is_directory(status)) {
      files.push_back(path);
      continue;
    }
    fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, error);
    if (error)
      throw InputError{fill_in(tr("cannot read the directory '{0}': {1}"), path, error.message())};
    for (; it != fs::recursive_directory_iterator(); it.increment(error)) {
      if (error) throw InputError{fill_in(tr("cannot read '{0}': {1}"), path, error.message())};
      // A directory's logs: JSON (.json) and text notation (.caylus, docs/notation.md). A file
      // named on the command line is read whatever its name: its content says which it is.
      auto extension = it->path().extension();
      if (it->is_regular_file(error) && (extension == ".json" || extension == ".caylus"))
        files.push_back(it->path().string());
    }
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  return files;
}

bool one_log_file(const std::vector<std::string>& paths) {
  std::error_code error;
  return paths.size() == 1 && !std::filesystem::is_directory(paths[0], error);
}

void for_each_in_parallel(std::size_t count, int jobs,
                          const std::function<void(std::size_t)>& work) {
  std::atomic<std::size_t> next{0};
  std::mutex failure_mutex;
  std::exception_ptr failure;  // the first exception a worker met; rethrown here
  auto worker = [&] {
    try {
      for (std::size_t i; (i = next++) < count;) work(i);
    } catch (...) {
      std::lock_guard lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      next = count;  // the others stop at their next item
    }
  };
  std::vector<std::thread> threads;
  for (int j = 1; j < jobs && static_cast<std::size_t>(j) < count; ++j)
    threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  if (failure) std::rethrow_exception(failure);
}

std::string error_place(const std::string& file, const ReplayError& e) {
  // A text log's entry has a line and column: "game.txt:14:1: action #7 (...)".
  std::string where = e.line > 0 ? fmt::format("{}:{}:{}", file, e.line, e.column) : file;
  if (e.player.empty())
    return fill_in(tr("{0}: action #{1} (turn {2}, phase {3})"), where, e.action, e.turn,
                   phase_place_words(e.phase));
  return fill_in(tr("{0}: action #{1} (turn {2}, phase {3}, player {4})"), where, e.action, e.turn,
                 phase_place_words(e.phase), e.player);
}

std::string error_summary(const ReplayResult& r) {
  if (!r.error) return "";
  const ReplayError& e = *r.error;
  if (r.verdict == Verdict::mismatch) {
    std::string fields;
    for (const auto& m : r.mismatches) fields += (fields.empty() ? "" : "; ") + m.to_string();
    return fill_in(tr("mismatch: {0}"), fields);
  }
  if (e.invariant)
    return fill_in(tr("error[{0}]: {1} (an invariant of the engine failed: a fault of the engine)"),
                   e.rule, e.message);
  return fill_in(tr("error[{0}]: {1}"), e.rule, e.message);
}

std::vector<std::pair<std::string, std::string>> rule_pairs(const std::vector<std::string>& rules,
                                                            const std::string& flag) {
  std::vector<std::pair<std::string, std::string>> pairs;
  for (const auto& rule : rules) {
    auto eq = rule.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InputError{fill_in(tr("{0} takes option=value, e.g. {0} {1}; got '{2}'"), flag,
                               option_setting(option_of<&RuleOptions::towers_zero_penalty>(), 1),
                               rule)};
    // Checked here, once for every command: an unknown option or value is refused before any
    // log is read (set_option's message lists the names or values that exist).
    RuleOptions scratch;
    if (auto error = set_option(scratch, rule.substr(0, eq), rule.substr(eq + 1)))
      throw InputError{flag + " " + rule + ": " + *error};
    pairs.emplace_back(rule.substr(0, eq), rule.substr(eq + 1));
  }
  return pairs;
}

}  // namespace caylus::tools
