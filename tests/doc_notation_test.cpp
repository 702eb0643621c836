// The notation's fragments in docs/notation.md mean what the doc says they mean (issue 39 item 7:
// the docs' own spellings are reader input the writer never produces, so round trips over
// written logs cannot reach them). Each row of the claims table is an entry and the JSON it
// gives: read in a minimal log by `caylus convert --to json`, it must give that JSON, whole.
// Each example of the verbs table must read as an action of that verb by that player, and each
// header tag must fill the JSON field its table names.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "core/verbs.h"
#include "doc_blocks.h"

namespace caylus {
namespace {

namespace fs = std::filesystem;

struct Row {
  std::string place;               // "docs/notation.md:208"
  std::vector<std::string> cells;  // the code spans of each cell, cell by cell
};

// The rows of the table of `doc` whose header line is `header`, each cell's `code` spans.
std::vector<Row> table_rows(const test::Doc& doc, const std::string& header) {
  std::vector<Row> rows;
  static const std::regex kCode("`([^`]*)`");
  std::size_t i = 0;
  while (i < doc.lines.size() && doc.lines[i] != header) ++i;
  for (i += 2; i < doc.lines.size() && doc.lines[i].starts_with("|"); ++i) {
    Row row;
    row.place = doc.name + ":" + std::to_string(i + 1);
    std::string line = doc.lines[i].substr(1);
    for (std::size_t bar; (bar = line.find(" |")) != std::string::npos;
         line = line.substr(bar + 2)) {
      std::string cell = line.substr(0, bar);
      std::string codes;
      for (std::sregex_iterator m(cell.begin(), cell.end(), kCode), end; m != end; ++m)
        codes += (codes.empty() ? "" : "\n") + (*m)[1].str();
      row.cells.push_back(codes);
    }
    rows.push_back(row);
  }
  return rows;
}

test::Doc notation_doc() {
  return test::read_doc(test::source_dir(), fs::path(test::source_dir()) / "docs" / "notation.md");
}

// What `caylus convert --to json` writes for the log `text` (its error, when it refuses it).
std::string convert(const std::string& text) {
  fs::path file =
      fs::temp_directory_path() / ("caylus_doc_notation_" + std::to_string(getpid()) + ".caylus");
  std::ofstream(file) << text;
  auto run = test::run_caylus("convert " + file.string() + " --to json");
  fs::remove(file);
  return run.out;
}

// The first entry of a minimal log holding `entry`, as `caylus convert --to json` writes it.
nlohmann::json read_entry(const std::string& entry, std::string& said) {
  said = convert(
      "[Players \"red green blue orange\"]\n"
      "[Neutral \"farm forest sawmill quarry market carpenter\"]\n" +
      entry + "\n");
  nlohmann::json log = nlohmann::json::parse(said, nullptr, false);
  if (!log.is_object() || !log["actions"].is_array() || log["actions"].empty()) return nullptr;
  return log["actions"][0];
}

TEST(DocNotation, EveryClaimOfTheTableGivesItsJson) {
  auto rows = table_rows(notation_doc(), "| entry | JSON | what it claims |");
  ASSERT_GE(rows.size(), 12u) << "the claims table of docs/notation.md, \"Claims\"";
  for (const Row& row : rows) {
    ASSERT_GE(row.cells.size(), 2u) << row.place;
    nlohmann::json expected = nlohmann::json::parse(row.cells[1], nullptr, false);
    ASSERT_FALSE(expected.is_discarded()) << row.place << ": the JSON is no JSON: " << row.cells[1];
    std::string said;
    nlohmann::json read = read_entry(row.cells[0], said);
    EXPECT_EQ(read, expected) << row.place << ": `" << row.cells[0] << "` reads as " << read.dump()
                              << ", the doc says " << row.cells[1] << "\n"
                              << said;
  }
}

TEST(DocNotation, EveryVerbExampleIsAnActionOfItsVerb) {
  auto rows = table_rows(notation_doc(), "| verb | written | example |");
  ASSERT_GE(rows.size(), 13u) << "the verbs table of docs/notation.md, \"Actions\"";
  int examples = 0;
  for (const Row& row : rows) {
    ASSERT_EQ(row.cells.size(), 3u) << row.place;
    for (const std::string& example : test::lines_of(row.cells[2])) {
      ++examples;
      std::string said;
      nlohmann::json read = read_entry(example, said);
      ASSERT_TRUE(read.is_object()) << row.place << ": `" << example << "` does not read\n" << said;
      EXPECT_EQ(read.value("act", ""), row.cells[0]) << row.place << ": `" << example << "`";
      EXPECT_EQ(read.value("player", ""), example.substr(0, example.find(' ')))
          << row.place << ": `" << example << "`";
    }
  }
  EXPECT_GE(examples, 20);
  // One row per verb of the verb table (core/verbs.cpp): a new verb is written there too.
  for (const VerbSpec& verb : verb_table())
    EXPECT_TRUE(std::any_of(rows.begin(), rows.end(),
                            [&](const Row& row) { return row.cells[0] == verb.name; }))
        << "the verbs table of docs/notation.md (\"Actions\") has no row for " << verb.name
        << ": add one with an example (docs/developing.md §3.5 step 5)";
}

// The JSON value at a dotted path (`setup.players`), or null.
nlohmann::json at_path(const nlohmann::json& json, const std::string& path) {
  const nlohmann::json* at = &json;
  for (std::size_t from = 0; from <= path.size();) {
    std::size_t dot = std::min(path.find('.', from), path.size());
    std::string key = path.substr(from, dot - from);
    if (!at->is_object() || !at->contains(key)) return nullptr;
    at = &(*at)[key];
    from = dot + 1;
  }
  return *at;
}

// Each header tag of the table, in a minimal log, fills the JSON field the table names. The
// `State` row is left out: its value is a file or a whole snapshot (docs/snapshot-format.md).
TEST(DocNotation, EveryHeaderTagFillsItsJsonField) {
  auto rows = table_rows(notation_doc(), "| tag | JSON | value |");
  ASSERT_GE(rows.size(), 8u) << "the header tags table of docs/notation.md";
  int tags = 0;
  for (const Row& row : rows) {
    std::vector<std::string> written = test::lines_of(row.cells[0]);
    std::vector<std::string> paths = test::lines_of(row.cells[1]);
    if (written.front().starts_with("[State ")) continue;
    ASSERT_EQ(written.size(), paths.size()) << row.place;
    for (std::size_t k = 0; k < written.size(); ++k) {
      ++tags;
      std::string header = written[k] + "\n";
      if (!written[k].starts_with("[Players ")) header += "[Players \"red green blue\"]\n";
      if (!written[k].starts_with("[Seed ") && !written[k].starts_with("[Neutral "))
        header += "[Neutral \"farm forest sawmill quarry market carpenter\"]\n";
      // Five entries, so that an `[Expect]` may name action 4.
      header += "turn 1\nturn 1\nturn 1\nturn 1\nturn 1";
      std::string said = convert(header + "\n");
      nlohmann::json log = nlohmann::json::parse(said, nullptr, false);
      ASSERT_TRUE(log.is_object()) << row.place << ": `" << written[k] << "` does not read\n"
                                   << said;
      EXPECT_FALSE(at_path(log, paths[k]).is_null())
          << row.place << ": `" << written[k] << "` gives no " << paths[k] << ": " << said;
    }
  }
  EXPECT_GE(tags, 9);
}

// The reading of a table: its rows, each cell's code spans.
TEST(DocNotation, ATableRowIsItsCellsCodeSpans) {
  test::Doc doc;
  doc.name = "doc.md";
  doc.lines = {"| a | b |", "|---|---|", "| `x` | `{\"y\": 1}` and `z` |", "", "| `no` | `row` |"};
  auto rows = table_rows(doc, "| a | b |");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].place, "doc.md:3");
  EXPECT_EQ(rows[0].cells, (std::vector<std::string>{"x", "{\"y\": 1}\nz"}));
}

}  // namespace
}  // namespace caylus
