// The fenced blocks of the docs (README.md and docs/*.md), read for the tests that hold the docs
// to what they say: tests/doc_examples_test.cpp (whole logs and their verdicts) and
// tests/doc_transcripts_test.cpp (transcripts, and every block saying what it is). The rules:
// docs/testing.md, "The docs' examples".
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "command_helpers.h"
#include "test_paths.h"

namespace caylus::test {

struct Block {
  std::string doc;                 // "docs/replay.md", relative to the source tree
  int line = 0;                    // of the opening fence, 1-based
  std::string info;                // the fence's info string ("caylus", "console", "" ...)
  std::vector<std::string> lines;  // between the fences
  std::string text;                // the same lines, each ending in '\n'
  int end_line = 0;                // of the closing fence

  std::string place() const { return doc + ":" + std::to_string(line); }
  // The place of the block's line `i` (0-based among `lines`).
  std::string place_of(std::size_t i) const {
    return doc + ":" + std::to_string(line + 1 + static_cast<int>(i));
  }
};

inline std::vector<Block> fenced_blocks(const std::string& doc,
                                        const std::vector<std::string>& lines) {
  std::vector<Block> blocks;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!lines[i].starts_with("```")) continue;
    Block b;
    b.doc = doc;
    b.line = static_cast<int>(i) + 1;
    b.info = lines[i].substr(3);
    std::size_t j = i + 1;
    for (; j < lines.size() && !lines[j].starts_with("```"); ++j) {
      b.lines.push_back(lines[j]);
      b.text += lines[j] + "\n";
    }
    b.end_line = static_cast<int>(j) + 1;
    blocks.push_back(b);
    i = j;
  }
  return blocks;
}

struct Doc {
  std::string name;  // relative to the source tree
  std::vector<std::string> lines;
  std::vector<Block> blocks;
};

inline Doc read_doc(const std::filesystem::path& root, const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  Doc doc;
  doc.name = std::filesystem::relative(file, root).string();
  doc.lines = lines_of(text.str());
  doc.blocks = fenced_blocks(doc.name, doc.lines);
  return doc;
}

// README.md, then docs/*.md in name order.
inline std::vector<Doc> all_docs() {
  namespace fs = std::filesystem;
  const fs::path root = source_dir();
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(root / "docs"))
    if (entry.path().extension() == ".md") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  files.insert(files.begin(), root / "README.md");
  std::vector<Doc> docs;
  for (const fs::path& file : files) docs.push_back(read_doc(root, file));
  return docs;
}

}  // namespace caylus::test
