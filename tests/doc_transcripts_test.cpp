// Every fenced block of the docs (README.md, docs/*.md) says what it is, and what can be run is
// run (issue 39 item 7: the docs' own examples are input and output nobody else checks). The
// info string of the fence decides (docs/testing.md, "The docs' examples"):
//   console  a transcript, run here: each line `$ COMMAND` is run by sh in a scratch directory
//            holding a copy of corpus/, docs/ and tests/data/, `caylus` being the build's;
//            its standard output then its standard error must be the lines up to the next `$`
//            line (a line that is exactly `...` stands for any lines, none included; `...` in a
//            line for any text; trailing blanks are ignored); `[exit N]` closes them when the
//            status is not 0. A `caylus` block whose first line is `# NAME.caylus` is written
//            there as NAME.caylus first, for the transcripts of its document.
//   caylus   a whole log, replayed with its verdict block (tests/doc_examples_test.cpp).
//   json     a whole log (it has "format") is replayed and must meet its `expect`, or be legal;
//            the others are fragments (an entry, an answer's shape): tests/validate_schema.py
//            checks those of docs/log-format.md against the schema.
//   sh       commands to type that build, install or run for hours: not run here (the ctests
//            `quickstart_install`, `bench_side_by_side` run the README's and testing.md's).
//   text     an illustration that cannot be run as written: a synopsis, a shape with `...`
//            fields, a session at a terminal with typed answers (`caylus record`: its own tests
//            drive it in tmux), a file tree, an output of an input the doc does not give.
// A block with no info string fails: a new example must choose.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "doc_blocks.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;
using test::Block;
using test::Doc;

const std::set<std::string> kInfoStrings = {"console", "caylus", "json", "sh", "text"};

// One `$` line of a transcript and what the doc says it prints.
struct Command {
  std::size_t line = 0;  // index in the block's lines
  std::string command;
  std::vector<std::string> expected;
  std::vector<std::size_t> expected_lines;  // index in the block's lines, one per expected line
  int status = 0;
};

std::vector<Command> commands_of(const Block& block) {
  static const std::regex kExit(R"(\[exit ([0-9]+)\])");
  std::vector<Command> commands;
  for (std::size_t i = 0; i < block.lines.size(); ++i) {
    const std::string& line = block.lines[i];
    std::smatch m;
    if (line.starts_with("$ ")) {
      commands.push_back({i, line.substr(2), {}, {}, 0});
    } else if (!commands.empty() && std::regex_match(line, m, kExit)) {
      commands.back().status = std::stoi(m[1]);
    } else if (!commands.empty()) {
      commands.back().expected.push_back(line);
      commands.back().expected_lines.push_back(i);
    }
  }
  return commands;
}

std::string without_trailing_blanks(const std::string& s) {
  return s.substr(0, s.find_last_not_of(" \t") + 1);
}

// A line of the doc against a line printed: `...` stands for any text.
bool line_matches(const std::string& expected_line, const std::string& printed_line) {
  const std::string expected = without_trailing_blanks(expected_line);
  const std::string printed = without_trailing_blanks(printed_line);
  std::vector<std::string> parts;
  for (std::size_t from = 0;;) {
    std::size_t at = expected.find("...", from);
    parts.push_back(expected.substr(from, at == std::string::npos ? at : at - from));
    if (at == std::string::npos) break;
    from = at + 3;
  }
  if (parts.size() == 1) return expected == printed;
  if (!printed.starts_with(parts.front()) || !printed.ends_with(parts.back())) return false;
  if (parts.front().size() + parts.back().size() > printed.size()) return false;
  std::size_t at = parts.front().size();
  const std::size_t end = printed.size() - parts.back().size();
  for (std::size_t k = 1; k + 1 < parts.size(); ++k) {
    at = printed.find(parts[k], at);
    if (at == std::string::npos || at + parts[k].size() > end) return false;
    at += parts[k].size();
  }
  return true;
}

// Where the lines of the doc and the lines printed part: the furthest expected line reached
// and the printed line it met (printed.size(): none left), or nothing when they match.
struct Parting {
  bool matches = true;
  std::size_t expected = 0, printed = 0;
};

Parting match_lines(const std::vector<std::string>& expected,
                    const std::vector<std::string>& printed) {
  Parting furthest{false, 0, 0};
  std::set<std::pair<std::size_t, std::size_t>> tried;
  // Depth-first over the `...` lines; each (expected, printed) pair is tried once.
  std::vector<std::pair<std::size_t, std::size_t>> todo = {{0, 0}};
  while (!todo.empty()) {
    auto [e, p] = todo.back();
    todo.pop_back();
    if (!tried.insert({e, p}).second) continue;
    if (e > furthest.expected || (e == furthest.expected && p > furthest.printed))
      furthest = {false, e, p};
    if (e == expected.size()) {
      if (p == printed.size()) return {};
      continue;
    }
    if (expected[e] == "...") {
      for (std::size_t q = p; q <= printed.size(); ++q) todo.push_back({e + 1, q});
    } else if (p < printed.size() && line_matches(expected[e], printed[p])) {
      todo.push_back({e + 1, p + 1});
    }
  }
  return furthest;
}

struct Printed {
  int status = -1;
  std::vector<std::string> lines;  // standard output, then standard error
};

std::string read_file(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs `command` by sh in `dir`, `caylus` being the build's, in no language but the one the
// command asks for.
Printed run_in(const fs::path& dir, const fs::path& io, const std::string& command) {
  std::ofstream(io / "command.sh")
      << "unset LANGUAGE LC_ALL LC_MESSAGES\nexport LANG=C.UTF-8\n"
      << "PATH='" << fs::path(test::caylus_binary()).parent_path().string() << "':\"$PATH\"\n"
      << command << "\n";
  std::string shell = "cd '" + dir.string() + "' && sh '" + (io / "command.sh").string() + "' >'" +
                      (io / "stdout").string() + "' 2>'" + (io / "stderr").string() +
                      "' </dev/null";
  int status = std::system(shell.c_str());
  Printed printed;
  printed.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  printed.lines = test::lines_of(read_file(io / "stdout"));
  for (const std::string& line : test::lines_of(read_file(io / "stderr")))
    printed.lines.push_back(line);
  return printed;
}

// The scratch directory of one document's transcripts: a copy of the source tree's corpus/,
// docs/ and tests/data/, and the document's named `caylus` blocks.
fs::path transcript_dir(const fs::path& scratch, const Doc& doc) {
  std::string name = doc.name;
  for (char& c : name)
    if (c == '/') c = '_';
  fs::path dir = scratch / name;
  fs::create_directories(dir);
  const fs::path root = test::source_dir();
  // Copies, not links: a transcript that writes beside a log (`caylus report LOG`) writes here.
  for (const char* shared : {"corpus", "docs", "tests/data"}) {
    fs::create_directories((dir / shared).parent_path());
    fs::copy(root / shared, dir / shared, fs::copy_options::recursive);
  }
  static const std::regex kNamed(R"(# ([A-Za-z0-9_.-]+\.caylus)( .*)?)");
  for (const Block& block : doc.blocks) {
    std::smatch m;
    if (block.info == "caylus" && !block.lines.empty() &&
        std::regex_match(block.lines.front(), m, kNamed))
      std::ofstream(dir / m[1].str()) << block.text;
  }
  return dir;
}

fs::path scratch_dir() {
  fs::path dir = fs::temp_directory_path() / ("caylus_doc_transcripts_" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "io");
  return dir;
}

// What a failing transcript says: the doc's place, the line expected and the line printed.
std::string parting_message(const Block& block, const Command& c, const Printed& printed,
                            const Parting& parting) {
  std::ostringstream out;
  std::size_t doc_line = parting.expected < c.expected.size()
                             ? c.expected_lines[parting.expected]
                             : (c.expected.empty() ? c.line : c.expected_lines.back());
  out << block.place_of(doc_line) << ": `" << c.command << "` prints otherwise\n"
      << "  expected: "
      << (parting.expected < c.expected.size() ? c.expected[parting.expected] : "(nothing more)")
      << "\n  printed:  "
      << (parting.printed < printed.lines.size() ? printed.lines[parting.printed]
                                                 : "(nothing more)")
      << "\n  all it printed:\n";
  for (const std::string& line : printed.lines) out << "    " << line << "\n";
  return out.str();
}

TEST(DocBlocks, EveryBlockSaysWhatItIs) {
  std::map<std::string, std::map<std::string, int>> count;  // doc -> info -> blocks
  for (const Doc& doc : test::all_docs()) {
    for (const Block& block : doc.blocks) {
      EXPECT_TRUE(kInfoStrings.contains(block.info))
          << block.place() << ": a fenced block says what it is: ```console (a transcript, run), "
          << "```caylus (a whole log, replayed), ```json, ```sh or ```text (not run); it says '"
          << block.info << "'";
      if (block.info == "console") {
        EXPECT_TRUE(!block.lines.empty() && block.lines.front().starts_with("$ "))
            << block.place() << ": a transcript starts with its `$ ` command";
      }
      ++count[doc.name][block.info];
    }
  }
  // What is run and what is not, per document (the report of issue 39 quotes it).
  for (const auto& [doc, infos] : count) {
    std::cout << doc << ":";
    for (const auto& [info, n] : infos) std::cout << " " << n << " " << info;
    std::cout << "\n";
  }
}

bool has_transcripts(const Doc& doc) {
  for (const Block& block : doc.blocks)
    if (block.info == "console") return true;
  return false;
}

std::vector<std::string> documents_with_transcripts() {
  std::vector<std::string> names;
  for (const Doc& doc : test::all_docs())
    if (has_transcripts(doc)) names.push_back(doc.name);
  return names;
}

// One test per document, each in its own scratch directory: a failure names the document, and
// no process runs every transcript of the docs at once.
class DocTranscript : public testing::TestWithParam<std::string> {};

TEST_P(DocTranscript, PrintsWhatTheDocSays) {
  const fs::path root = test::source_dir();
  const Doc doc = test::read_doc(root, root / GetParam());
  fs::path scratch = scratch_dir();
  fs::path dir = transcript_dir(scratch, doc);
  int run = 0;
  for (const Block& block : doc.blocks) {
    if (block.info != "console") continue;
    for (const Command& c : commands_of(block)) {
      Printed printed = run_in(dir, scratch / "io", c.command);
      ++run;
      Parting parting = match_lines(c.expected, printed.lines);
      EXPECT_TRUE(parting.matches) << parting_message(block, c, printed, parting);
      EXPECT_EQ(printed.status, c.status)
          << block.place_of(c.line) << ": `" << c.command << "` exits " << printed.status
          << (c.status == 0 ? " (a transcript that exits 0 ends without [exit N])" : "");
    }
  }
  EXPECT_GT(run, 0);
  fs::remove_all(scratch);
}

std::string test_name(const testing::TestParamInfo<std::string>& info) {
  std::string name;
  for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Docs, DocTranscript, testing::ValuesIn(documents_with_transcripts()),
                         test_name);

// README's, replay.md's, corpus.md's, languages.md's, notation.md's at least: a lost `console`
// tag must not leave the transcripts' tests running nothing.
TEST(DocTranscripts, TheDocsHoldTranscripts) {
  int commands = 0;
  for (const Doc& doc : test::all_docs())
    for (const Block& block : doc.blocks)
      if (block.info == "console") commands += static_cast<int>(commands_of(block).size());
  EXPECT_GE(documents_with_transcripts().size(), 5u);
  EXPECT_GE(commands, 40);
}

// A whole JSON log of the docs is replayed and does what its `expect` says.
TEST(DocJsonLogs, EveryWholeLogMeetsItsExpect) {
  fs::path scratch = scratch_dir();
  int logs = 0;
  for (const Doc& doc : test::all_docs()) {
    for (const Block& block : doc.blocks) {
      if (block.info != "json") continue;
      nlohmann::json log = nlohmann::json::parse(block.text, nullptr, false);
      if (!log.is_object() || !log.contains("format")) continue;
      ++logs;
      fs::path file = scratch / "log.json";
      std::ofstream(file) << block.text;
      auto run = test::run_caylus("replay " + file.string() + " --json", false);
      nlohmann::json answer = nlohmann::json::parse(run.out, nullptr, false);
      ASSERT_TRUE(answer.is_object()) << block.place() << ": " << run.out;
      if (log.contains("expect")) {
        EXPECT_EQ(answer["expect"]["met"], true)
            << block.place() << ": the log's expect is not met: " << answer["expect"].dump();
      } else {
        EXPECT_EQ(run.status, 0) << block.place() << ": " << answer["error"].dump();
      }
    }
  }
  EXPECT_GE(logs, 2) << "docs/log-format.md's first turn and its expect example at least";
  fs::remove_all(scratch);
}

// The reading of a transcript, and the matching that can fail.
TEST(DocTranscripts, AnElisionStandsForAnyLinesOrAnyText) {
  EXPECT_TRUE(line_matches("game.json: action #7 ...: error[provost.cost]: ...",
                           "game.json: action #7 (turn 1): error[provost.cost]: blue needs 3"));
  EXPECT_FALSE(line_matches("game.json: action #7 ...: error[provost.cost]: ...",
                            "game.json: action #7 (turn 1): error[provost.order]: blue"));
  EXPECT_TRUE(line_matches("...: legal", "x.caylus: legal  "));
  EXPECT_FALSE(line_matches("ab...ba", "aba")) << "the parts may not overlap";
  EXPECT_TRUE(line_matches("a...b...a", "aba")) << "`...` may stand for no text";
  EXPECT_FALSE(line_matches("a...b...c", "acb")) << "the parts in their order";
  EXPECT_FALSE(line_matches("  ...", "no indent")) << "`...` inside a line is one line";
  EXPECT_TRUE(match_lines({"a", "...", "d"}, {"a", "b", "c", "d"}).matches);
  EXPECT_TRUE(match_lines({"a", "...", "b"}, {"a", "b"}).matches) << "... may stand for none";
  EXPECT_TRUE(match_lines({"...", "x", "...", "x"}, {"x", "x", "x"}).matches);
  Parting p = match_lines({"a", "...", "d", "e"}, {"a", "b", "d", "f"});
  EXPECT_FALSE(p.matches);
  EXPECT_EQ(p.expected, 3u) << "the furthest expected line reached: 'e'";
  EXPECT_EQ(p.printed, 3u);
  EXPECT_FALSE(match_lines({"a"}, {"a", "b"}).matches) << "no more lines than the doc's";
  Block block;
  block.doc = "doc.md";
  block.line = 10;
  block.lines = {"$ caylus replay x", "out", "[exit 1]", "$ caylus check y", "...", ""};
  auto commands = commands_of(block);
  ASSERT_EQ(commands.size(), 2u);
  EXPECT_EQ(commands[0].command, "caylus replay x");
  EXPECT_EQ(commands[0].expected, std::vector<std::string>{"out"});
  EXPECT_EQ(commands[0].status, 1);
  EXPECT_EQ(commands[1].status, 0);
  EXPECT_EQ(block.place_of(commands[1].expected_lines[0]), "doc.md:15");
}

}  // namespace
}  // namespace caylus
