// The examples of the docs give what the docs say they give (issue 31: docs/log-format.md once
// said a provost move beyond ±3 is refused under `provost.bounds`; the engine says
// `provost.order`). An example is a fenced block tagged `caylus` holding a whole log in the text
// notation (docs/notation.md), in README.md or docs/*.md. Its verdict is the fenced block right
// after it (blank lines between, nothing else): a line with `error[RULE]` (and `action #N` when
// the line names it) says `caylus replay` refuses the log under RULE at that action, and the
// words of that line after its file name must be what it prints; with no such block the log is
// legal. A `console` block right after the log is a transcript that replays it
// (tests/doc_transcripts_test.cpp checks it, whole). Each example is replayed by the `caylus`
// binary, as a reader of the docs would run it (docs/testing.md, "The docs' examples").
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "doc_blocks.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;
using test::Block;
using test::fenced_blocks;
using test::lines_of;
using test::run_caylus;

struct Example {
  std::string place;  // "docs/log-format.md:170"
  std::string log;
  std::optional<std::string> rule;    // the rule id of the verdict's error[...]; none: legal
  std::optional<std::string> action;  // "#3" when the verdict names the action
  // The verdict's first line after its file name (":4:1: action #0 ...: error[...]: ..."), up to
  // a `...` if it has one: the place and the words, which must be what caylus replay prints.
  std::optional<std::string> words;
  bool words_cut = false;  // the doc cut the line with `...`
};

// `line` from its first ':' on (the file name left out), up to a `...`.
std::string words_of(const std::string& line) {
  std::size_t colon = line.find(':');
  std::string words = colon == std::string::npos ? line : line.substr(colon);
  return words.substr(0, words.find("..."));
}

bool only_blank_between(const std::vector<std::string>& lines, int after, int before) {
  for (int l = after + 1; l < before; ++l)  // 1-based line numbers, both fences excluded
    if (lines[static_cast<std::size_t>(l - 1)].find_first_not_of(" \t") != std::string::npos)
      return false;
  return true;
}

// The examples of one document (`name` relative to the source tree).
std::vector<Example> examples_of(const std::string& name, const std::string& text) {
  std::vector<std::string> lines = lines_of(text);
  std::vector<Block> blocks = fenced_blocks(name, lines);
  std::vector<Example> out;
  static const std::regex kError(R"(error\[([a-z_0-9.]+)\])");
  static const std::regex kAction(R"(action (#[0-9]+))");
  for (std::size_t k = 0; k < blocks.size(); ++k) {
    if (blocks[k].info != "caylus") continue;
    // A transcript right after the log replays it itself, whole (doc_transcripts_test).
    if (k + 1 < blocks.size() && blocks[k + 1].info == "console" &&
        only_blank_between(lines, blocks[k].end_line, blocks[k + 1].line))
      continue;
    Example e;
    e.place = name + ":" + std::to_string(blocks[k].line);
    e.log = blocks[k].text;
    if (k + 1 < blocks.size() &&
        only_blank_between(lines, blocks[k].end_line, blocks[k + 1].line)) {
      std::smatch m;
      const std::string& verdict = blocks[k + 1].text;
      if (std::regex_search(verdict, m, kError)) {
        e.rule = m[1];
        std::smatch a;
        std::string first_line = verdict.substr(0, verdict.find('\n'));
        if (std::regex_search(first_line, a, kAction)) e.action = a[1];
        if (first_line.find(".caylus:") != std::string::npos) {
          e.words = words_of(first_line);
          e.words_cut = first_line.find("...") != std::string::npos;
        }
      }
    }
    out.push_back(e);
  }
  return out;
}

std::vector<Example> all_examples() {
  std::vector<Example> out;
  for (const test::Doc& doc : test::all_docs()) {
    std::string text;
    for (const std::string& line : doc.lines) text += line + "\n";
    auto found = examples_of(doc.name, text);
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

// What `caylus replay` says of the example: "legal", or the rule and action of its error line.
struct Said {
  int status = -1;
  std::string first_line;
  std::optional<std::string> rule, action;
};

Said replay(const Example& e, const fs::path& dir) {
  std::string file_name = e.place;
  for (char& c : file_name)
    if (c == '/' || c == ':') c = '_';
  fs::path file = dir / (file_name + ".caylus");
  std::ofstream(file) << e.log;
  auto run = run_caylus("replay " + file.string());
  Said said;
  said.status = run.status;
  said.first_line = run.out.substr(0, run.out.find('\n'));
  std::smatch m;
  static const std::regex kError(R"(error\[([a-z_0-9.]+)\])");
  static const std::regex kAction(R"(action (#[0-9]+))");
  if (std::regex_search(said.first_line, m, kError)) said.rule = m[1];
  if (std::regex_search(said.first_line, m, kAction)) said.action = m[1];
  return said;
}

fs::path scratch_dir() {
  fs::path dir = fs::temp_directory_path() / ("caylus_doc_examples_" + std::to_string(getpid()));
  fs::create_directories(dir);
  return dir;
}

TEST(DocExamples, EveryExampleGivesTheVerdictTheDocSays) {
  std::vector<Example> examples = all_examples();
  // The provost's moves (docs/log-format.md) and the position example of docs/notation.md at
  // least: a lost `caylus` tag must not leave this test checking nothing.
  ASSERT_GE(examples.size(), 3u);
  fs::path dir = scratch_dir();
  for (const Example& e : examples) {
    Said said = replay(e, dir);
    if (!e.rule) {
      EXPECT_EQ(said.status, 0) << e.place << ": the doc shows a legal log, caylus replay says: "
                                << said.first_line;
      continue;
    }
    EXPECT_EQ(said.status, 1) << e.place << ": " << said.first_line;
    EXPECT_EQ(said.rule.value_or("(none)"), *e.rule)
        << e.place << ": the doc says error[" << *e.rule << "], caylus replay says "
        << said.first_line;
    if (e.action) {
      EXPECT_EQ(said.action.value_or("(none)"), *e.action) << e.place << ": " << said.first_line;
    }
    if (e.words) {
      const std::string printed = words_of(said.first_line);
      EXPECT_TRUE(e.words_cut ? printed.starts_with(*e.words) : printed == *e.words)
          << e.place << ": the doc says '" << *e.words << "', caylus replay says "
          << said.first_line;
    }
  }
  fs::remove_all(dir);
}

// The reading of the docs itself: a verdict block is found only right after its log, and a
// rule id is what stands between error[ and ].
TEST(DocExamples, AVerdictBelongsToTheLogRightAboveIt) {
  std::string doc =
      "```caylus\n[Players \"red green\"]\n```\n\n```\nx.caylus:3:1: action #0 (turn 1): "
      "error[provost.order]: ...\n```\n\n```caylus\nlog two\n```\nprose\n```\nerror[place.cost]\n"
      "```\n";
  auto examples = examples_of("doc.md", doc);
  ASSERT_EQ(examples.size(), 2u);
  EXPECT_EQ(examples[0].place, "doc.md:1");
  EXPECT_EQ(examples[0].rule.value_or(""), "provost.order");
  EXPECT_EQ(examples[0].action.value_or(""), "#0");
  EXPECT_EQ(examples[0].words.value_or(""), ":3:1: action #0 (turn 1): error[provost.order]: ");
  EXPECT_FALSE(examples[1].rule) << "prose stands between the log and the block";
}

}  // namespace
}  // namespace caylus
