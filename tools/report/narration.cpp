#include "tools/report/narration.h"

#include <algorithm>

#include "core/engine.h"
#include "core/rule_texts/rule_docs.h"

namespace caylus::tools {

using Json = nlohmann::ordered_json;

std::vector<std::string> step_narration(const ReplayResult& r, std::size_t n) {
  const auto& lines = r.narrative;
  const auto& marks = r.narrative_steps;
  std::size_t from = n == 0 ? 0 : n <= marks.size() ? marks[n - 1] : lines.size();
  std::size_t to = n < marks.size() ? marks[n] : lines.size();
  from = std::min(from, lines.size());
  to = std::clamp(to, from, lines.size());
  return {lines.begin() + static_cast<std::ptrdiff_t>(from),
          lines.begin() + static_cast<std::ptrdiff_t>(to)};
}

namespace {

// A rule id is words of [a-z0-9_] joined by dots ("scoring.dungeon", "building.gold_mine"); the
// narrator writes it in brackets or parentheses, never inside another word.
bool id_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

}  // namespace

Json line_parts(const std::string& line) {
  Json parts = Json::array();
  std::string text;
  std::size_t i = 0;
  while (i < line.size()) {
    bool starts = id_char(line[i]) && (i == 0 || !(id_char(line[i - 1]) || line[i - 1] == '.'));
    if (!starts) {
      text += line[i++];
      continue;
    }
    std::size_t end = i;
    while (end < line.size() && (id_char(line[end]) || (line[end] == '.' && end + 1 < line.size() &&
                                                        id_char(line[end + 1]))))
      ++end;
    std::string word = line.substr(i, end - i);
    if (word.find('.') != std::string::npos && find_rule_doc(word)) {
      if (!text.empty()) parts.push_back(std::move(text));
      text.clear();
      parts.push_back({{"rule", word}});
    } else {
      text += word;
    }
    i = end;
  }
  if (!text.empty()) parts.push_back(std::move(text));
  return parts;
}

std::vector<std::string> cited_rules(const Json& lines) {
  std::vector<std::string> ids;
  for (const Json& parts : lines)
    for (const Json& part : parts)
      if (part.is_object()) {
        std::string id = part["rule"].get<std::string>();
        if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(std::move(id));
      }
  return ids;
}

Json ledger_json(const ReplayResult& r) {
  Json ledger = Json::object();
  if (!r.ledger) return ledger;
  for (PlayerIndex p = 0; p < r.state.player_count; ++p) {
    Json entries = Json::array();
    for (const LedgerEntry& e : r.ledger->entries(p))
      entries.push_back({{"turn", e.turn},
                         {"phase", std::string(phase_name(e.phase))},
                         {"amount", e.amount},
                         {"total", e.total},
                         {"cause", render_message(e.cause, r.names)}});
    ledger[r.names[static_cast<std::size_t>(p)]] = entries;
  }
  return ledger;
}

}  // namespace caylus::tools
