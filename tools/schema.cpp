// caylus schema: prints the JSON Schema of a log (docs/log.schema.json), generated from the verb
// and option tables (replay/json/log_schema.h); with --dictionary, the fuzzer's dictionary of a log
// (tests/fuzz/log.dict), generated from the same schema and the notation's own word lists.
#include <fmt/core.h>

#include <set>
#include <string>
#include <vector>

#include "core/types.h"
#include "core/verbs.h"
#include "replay/json/log_schema.h"
#include "replay/notation/notation.h"
#include "tools/commands.h"

namespace caylus::tools {
namespace {

// Every key a log may hold and every word a value may be: the schema's property names and its
// enumerated strings (verbs, parameters, options and their values, rule ids, building ids,
// phases, sections, the snapshot's keys...).
void collect_words(const nlohmann::ordered_json& node, std::set<std::string>& words) {
  if (node.is_array()) {
    for (const auto& item : node) collect_words(item, words);
    return;
  }
  if (!node.is_object()) return;
  for (const auto& [key, value] : node.items()) {
    if (key == "properties" && value.is_object())
      for (const auto& [name, sub] : value.items()) words.insert(name);
    if (key == "enum" && value.is_array())
      for (const auto& v : value)
        if (v.is_string()) words.insert(v.get<std::string>());
    if (key == "const" && value.is_string()) words.insert(value.get<std::string>());
    collect_words(value, words);
  }
}

// libFuzzer's dictionary syntax: one quoted token a line, `\` and `"` escaped.
std::string token(const std::string& bytes) {
  std::string out = "\"";
  for (char c : bytes) {
    if (c == '\\' || c == '"') out += '\\';
    out += c;
  }
  return out + "\"\n";
}

// The fuzz target's dictionary (tests/fuzz/log.dict): what `caylus schema --dictionary` prints.
std::string fuzz_dictionary() {
  std::set<std::string> words;
  collect_words(log_schema(), words);
  std::string out =
      "# libFuzzer dictionary: the words of a Caylus log (keys, verbs, names, ids).\n"
      "# Generated: `caylus schema --dictionary > tests/fuzz/log.dict` (ctest\n"
      "# fuzz_dictionary_is_generated); the words come from the log's schema and the notation.\n";
  // Each word bare (the notation) and as a JSON string.
  for (const std::string& w : words) out += token(w) + token("\"" + w + "\"");
  // JSON's punctuation and values at the edges of what a reader accepts.
  for (const char* t : {"{", "}", "[", "]", ":", ",", "null", "true", "false", "-1", "99", "1e400",
                        "\\u0000", "\\ud800"})
    out += token(t);
  out += token(std::to_string(kRoadSpaces));
  // The notation: its tags, the words that open an entry, the parameters' keywords, comments,
  // several actions on a line, cubes joined, a castle's batches.
  for (std::string_view tag : kNotationTags) out += token("[" + std::string(tag) + " \"");
  out += token("[State {");
  for (std::string_view word : kEntryKeywords) out += token(std::string(word) + " ");
  out += token(" " + std::string(kBecause) + " ");
  std::set<std::string> keys;
  for (const VerbSpec& verb : verb_table())
    for (const ParamSpec& param : verb.params)
      if (!param.positional) keys.insert(std::string(param.key));
  for (const std::string& key : keys) out += token(" " + key + " ");
  for (const char* t : {" # ", "; ", "+", "=", "=[", "food+wood+stone"}) out += token(t);
  return out;
}

}  // namespace

void add_schema_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand(
      "schema",
      "Print the JSON Schema of a game log (JSON Schema draft-07), as committed in\n"
      "docs/log.schema.json. Verbs and rule options come from the engine's own tables.");
  static bool dictionary = false;
  cmd->add_flag("--dictionary", dictionary,
                "Print instead the fuzzer's dictionary of a log (tests/fuzz/log.dict): every key\n"
                "and word of the schema, and the notation's words and punctuation.");
  cmd->callback([] {
    if (dictionary)
      fmt::print("{}", fuzz_dictionary());
    else
      fmt::print("{}\n", log_schema().dump(2));
    exit_status() = 0;
  });
}

}  // namespace caylus::tools
