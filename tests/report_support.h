// The report's page as the tests read it (tests/report_test.cpp, tests/report_figures_test.cpp):
// `caylus report` run as a user runs it, the JSON the page embeds, and the page's compact deltas
// applied again from their definition (docs/report.md, "How it is made"), not by the writer.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "command_helpers.h"
#include "test_paths.h"

namespace caylus::test::report {

using Json = nlohmann::json;

inline const std::string kSource = caylus::test::source_dir();

inline std::string temp_dir() {
  auto dir =
      std::filesystem::temp_directory_path() / ("caylus_report_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir.string();
}

inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// The JSON the page carries in <script type="application/json" id="caylus-data">.
inline Json embedded_data(const std::string& page) {
  const std::string open = "<script type=\"application/json\" id=\"caylus-data\">";
  auto begin = page.find(open);
  EXPECT_NE(begin, std::string::npos);
  begin += open.size();
  auto end = page.find("</script>", begin);
  EXPECT_NE(end, std::string::npos);
  return Json::parse(page.substr(begin, end - begin));
}

// A JSON Pointer token as text: ~1 is '/', ~0 is '~'.
inline std::string unescape(std::string token) {
  for (auto at = token.find("~1"); at != std::string::npos; at = token.find("~1", at + 1))
    token.replace(at, 2, "/");
  for (auto at = token.find("~0"); at != std::string::npos; at = token.find("~0", at + 1))
    token.replace(at, 2, "~");
  return token;
}

// Applies a compact delta as the page's script does, written again here from its definition
// ([pointer, value] sets or appends with "/-", [pointer] removes), not by calling the writer.
inline Json apply_delta(Json doc, const Json& delta) {
  for (const Json& op : delta) {
    std::string path = op[0].get<std::string>();
    if (path.empty()) {
      doc = op[1];
      continue;
    }
    auto slash = path.rfind('/');
    Json::json_pointer parent_pointer(path.substr(0, slash));
    std::string key = unescape(path.substr(slash + 1));
    Json& parent = doc[parent_pointer];
    if (op.size() == 1) {
      if (parent.is_array())
        parent.erase(std::stoul(key));
      else
        parent.erase(key);
    } else if (parent.is_array()) {
      if (key == "-")
        parent.push_back(op[1]);
      else
        parent[std::stoul(key)] = op[1];
    } else {
      parent[key] = op[1];
    }
  }
  return doc;
}

struct Report {
  test::CommandRun run;
  std::string page;
  Json data;
};

inline Report make_report(const std::string& log, const std::string& name,
                          const std::string& extra = "") {
  Report r;
  std::string out = temp_dir() + "/" + name;
  std::filesystem::remove(out);
  r.run = run_caylus("report " + log + " -o " + out + " " + extra);
  if (std::filesystem::exists(out)) {
    r.page = read_text(out);
    r.data = embedded_data(r.page);
  }
  return r;
}

}  // namespace caylus::test::report
