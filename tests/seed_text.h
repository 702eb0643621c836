// The rulebooks beside the project (../shared/seeds/), read by the tests that check a quote or a
// word of ours is the seed's own: the whole text, its lines, and text compared as words.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "test_paths.h"

namespace caylus::test {

inline const char* const kFrenchSeed = "002_fcd4a5ccaa36f771.txt";
inline const char* const kSpanishSeed = "000_2943cc344a08b7b9.txt";
inline const char* const kRomanianSeed = "004_4edd5fa6018e3671.txt";

inline std::string seed_path(const std::string& name) {
  return std::string(caylus::test::source_dir()) + "/../shared/seeds/" + name;
}

// The seed numbered `number` ("000", a rulebook_seed of the language table): its file's name,
// "NNN_<hash>.txt"; "NNN" alone when there is none (read_seed then reads nothing).
inline std::string seed_numbered(std::string_view number) {
  std::error_code error;
  const std::filesystem::path dir = std::filesystem::path(seed_path(""));
  for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
    std::string name = entry.path().filename().string();
    if (name.size() > number.size() && name.compare(0, number.size(), number) == 0 &&
        name[number.size()] == '_')
      return name;
  }
  return std::string(number);
}

// The seed's text; empty when the file is missing (the caller asserts, naming the path).
inline std::string read_seed(const std::string& name) {
  std::ifstream in(seed_path(name));
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// Its lines, the first at index 0 (line 1).
inline std::vector<std::string> seed_lines(const std::string& name) {
  std::vector<std::string> lines;
  std::ifstream in(seed_path(name));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Text compared as words: the seed's **bold** marks dropped, runs of white space made one space,
// the typographic apostrophe made plain.
inline std::string as_words(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, "**") == 0) {
      ++i;
      continue;
    }
    if (text.compare(i, 3, "\xE2\x80\x99") == 0) {
      out += '\'';
      i += 2;
      continue;
    }
    bool space = text[i] == ' ' || text[i] == '\n' || text[i] == '\t' || text[i] == '\r';
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += text[i];
  }
  return out;
}

// The parts of a quote between "..." that do not occur in `seed_words` (as_words of a seed).
inline std::vector<std::string> parts_not_in(const std::string& quote,
                                             const std::string& seed_words) {
  std::vector<std::string> missing;
  std::size_t from = 0;
  while (from <= quote.size()) {
    std::size_t dots = quote.find("...", from);
    std::string part =
        as_words(quote.substr(from, dots == std::string::npos ? std::string::npos : dots - from));
    while (!part.empty() && part.back() == ' ') part.pop_back();
    if (!part.empty() && part.front() == ' ') part.erase(0, 1);
    if (!part.empty() && seed_words.find(part) == std::string::npos) missing.push_back(part);
    if (dots == std::string::npos) break;
    from = dots + 3;
  }
  return missing;
}

}  // namespace caylus::test
