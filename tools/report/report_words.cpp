#include "tools/report/report_words.h"

#include <regex>

#include "core/language/catalog.h"
#include "core/types.h"

namespace caylus::tools {
namespace {

constexpr std::string_view kContextMark = "\x04";

std::string key_of(std::string_view context, std::string_view msgid) {
  return context.empty() ? std::string(msgid)
                         : std::string(context) + std::string(kContextMark) + std::string(msgid);
}

// The markup's runs of white space as one space, trimmed: page_messages.py's msgid.
std::string collapsed(std::string_view text) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

}  // namespace

nlohmann::json report_script_words_json() {
  nlohmann::json words = nlohmann::json::object();
  if (message_language() == "en") return words;
  for (const ScriptWord& w : report_script_words())
    words[key_of(w.context, w.msgid)] =
        std::string(w.context.empty() ? tr(w.msgid) : trc(w.context, w.msgid));
  // The words a script picks from a context at run time: tc('phase', s.phase) and the like.
  auto add = [&](std::string_view context, const auto& names) {
    for (std::string_view name : names)
      words[key_of(context, name)] = std::string(trc(context, name));
  };
  add("phase", kPhaseNames);
  add("ledger phase", kPhaseNames);
  add("section", kSectionNames);
  add("favor row", kFavorRowNames);
  return words;
}

std::string translate_marked_html(std::string_view html) {
  // report.html is this project's own template: its marked elements hold no element of their own
  // name, and its attributes are written name="value" (tests/report_test.cpp holds every marked
  // element translated).
  static const std::regex tag(R"(<([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>)");
  static const std::regex attribute(R"rx(\s(title|aria-label)="([^"]*)")rx");
  static const std::regex marked(R"(\sdata-t(?=[\s>=]|$))");
  static const std::regex marked_attributes(R"(\sdata-t-attrs(?=[\s>=]|$))");
  std::string out;
  std::string text(html);
  std::size_t at = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), tag); it != std::sregex_iterator();
       ++it) {
    const std::smatch& m = *it;
    const std::size_t start = static_cast<std::size_t>(m.position(0));
    if (start < at) continue;  // inside a translated element
    out.append(text, at, start - at);
    std::string attrs = m[2].str();
    if (std::regex_search(attrs, marked_attributes)) {
      std::string said;
      std::size_t from = 0;
      for (auto a = std::sregex_iterator(attrs.begin(), attrs.end(), attribute);
           a != std::sregex_iterator(); ++a) {
        said.append(attrs, from, static_cast<std::size_t>(a->position(0)) - from);
        said += " " + (*a)[1].str() + "=\"" + std::string(tr((*a)[2].str())) + "\"";
        from = static_cast<std::size_t>(a->position(0) + a->length(0));
      }
      said.append(attrs, from);
      attrs = said;
    }
    out += "<" + m[1].str() + attrs + ">";
    at = start + static_cast<std::size_t>(m.length(0));
    if (std::regex_search(attrs, marked)) {
      const std::string close = "</" + m[1].str() + ">";
      const std::size_t end = text.find(close, at);
      if (end == std::string::npos) continue;
      out += std::string(tr(collapsed(std::string_view(text).substr(at, end - at))));
      at = end;
    }
  }
  out.append(text, at);
  return out;
}

}  // namespace caylus::tools
