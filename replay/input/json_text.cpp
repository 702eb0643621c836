// JSON text (json_input.h): the bounded parser that reports syntax errors by line and column and
// the limits by JSON path, and JSON written back on one line for messages. The typed accessors
// that read the parsed values are in json_input.cpp.
#include <algorithm>
#include <functional>
#include <new>

#include "core/language/catalog.h"
#include "replay/input/json_input.h"
#include "replay/input/limits.h"

namespace caylus::json_input {
namespace {

// Thrown by the parser callback to stop parsing at once (caught in parse_document, never
// leaves it): the limits must cut the parse short, not let it build a huge value first.
struct StopParse {
  LogError error;
  bool locate_depth = false;  // the error is the nesting depth: find its line and column
};

// Follows the parse from nlohmann's callback events to know the JSON path of the value being
// parsed, without recursion: one frame per open object or array.
class PathTracker {
 public:
  bool on_event(nlohmann::json::parse_event_t event, const Json& parsed) {
    using Event = nlohmann::json::parse_event_t;
    switch (event) {
      case Event::object_start:
        open(true);
        break;
      case Event::array_start:
        open(false);
        break;
      case Event::key:
        on_key(parsed);
        break;
      case Event::value:
        element_done();
        break;
      case Event::object_end:
        check_duplicates(parsed);
        frames_.pop_back();
        element_done();
        break;
      case Event::array_end:
        frames_.pop_back();
        element_done();
        break;
    }
    return true;
  }

  // The JSON path of the value being parsed now (for errors the parser raises).
  std::string current_path() const { return path(frames_.size()); }

 private:
  struct Frame {
    bool object = false;
    bool actions = false;    // the top-level "actions" list, whose length is limited
    std::size_t index = 0;   // arrays: elements completed so far
    std::string key;         // objects: the key of the value being parsed
    bool in_member = false;  // objects: between a key and the end of its value
    // Hashes of the keys seen: 8 bytes a key is enough to find a duplicate once the object's
    // size says there is one (the parser itself keeps the last value silently).
    std::vector<std::size_t> key_hashes;
  };

  // The path of the value being parsed inside the first `depth` frames.
  std::string path(std::size_t depth) const {
    std::string out;
    for (std::size_t i = 0; i < depth && i < frames_.size(); ++i) {
      const Frame& f = frames_[i];
      if (!f.object)
        out = item(out, f.index);
      else if (f.in_member)
        out = child(out, f.key);
    }
    return out;
  }

  void open(bool object) {
    Frame frame;
    frame.object = object;
    frame.actions =
        !object && frames_.size() == 1 && frames_[0].object && frames_[0].key == "actions";
    if (frames_.size() >= static_cast<std::size_t>(kMaxJsonDepth))
      throw StopParse{error_at(path(frames_.size()),
                               fill_in(tr("JSON nested deeper than {0} levels; a log needs far "
                                          "fewer"),
                                       kMaxJsonDepth)),
                      true};
    frames_.push_back(std::move(frame));
  }

  void on_key(const Json& parsed) {
    Frame& top = frames_.back();
    top.key = parsed.is_string() ? parsed.get<std::string>() : std::string();
    top.in_member = true;
    top.key_hashes.push_back(std::hash<std::string_view>{}(top.key));
  }

  void check_duplicates(const Json& object) {
    Frame& top = frames_.back();
    if (!object.is_object() || object.size() == top.key_hashes.size()) return;
    std::sort(top.key_hashes.begin(), top.key_hashes.end());
    auto twice = std::adjacent_find(top.key_hashes.begin(), top.key_hashes.end());
    std::string key;
    for (const auto& [name, value] : object.items())
      if (twice != top.key_hashes.end() && std::hash<std::string_view>{}(name) == *twice)
        key = name;
    top.in_member = false;
    throw StopParse{error_at(child(path(frames_.size()), key),
                             fill_in(tr("duplicate key '{0}': each key may appear once"), key))};
  }

  void element_done() {
    if (++values_ > kMaxJsonValues)
      throw StopParse{
          error_at(path(frames_.size()),
                   fill_in(tr("more than {0} JSON values; the log is too large"), kMaxJsonValues))};
    if (frames_.empty()) return;
    Frame& top = frames_.back();
    if (top.object) {
      top.in_member = false;
      return;
    }
    ++top.index;
    if (top.actions && top.index > kMaxLogActions)
      throw StopParse{error_at(
          "actions",
          fill_in(tr("more than {0} entries; a log holds at most that many"), kMaxLogActions))};
  }

  std::vector<Frame> frames_;
  std::size_t values_ = 0;
};

// The offset of the first '[' or '{' nested deeper than kMaxJsonDepth, outside strings.
std::size_t too_deep_offset(std::string_view text) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    }
    if (c == ']' || c == '}') --depth;
  }
  return text.size();
}

// Bytes outside ASCII in nlohmann's "last read" excerpt may be invalid UTF-8 (that is often the
// error itself); show them as \xNN so that the message stays printable and valid JSON text.
std::string printable(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

// nlohmann's what(): "[json.exception.parse_error.101] parse error at line 1, column 2: msg",
// the message said in the reader's language (json_syntax.cpp).
std::string explanation(const char* what) {
  std::string_view text(what);
  auto column = text.find("column ");
  auto colon = column == std::string_view::npos ? text.find("] ") : text.find(": ", column);
  if (colon != std::string_view::npos) text.remove_prefix(colon + 2);
  return said_syntax_error(printable(text));
}

void inline_into(const nlohmann::ordered_json& value, std::string& out) {
  if (value.is_object()) {
    out += '{';
    bool first = true;
    for (const auto& [key, member] : value.items()) {
      if (!first) out += ", ";
      first = false;
      out += json_string(key);
      out += ": ";
      inline_into(member, out);
    }
    out += '}';
  } else if (value.is_array()) {
    out += '[';
    for (std::size_t i = 0; i < value.size(); ++i) {
      if (i > 0) out += ", ";
      inline_into(value[i], out);
    }
    out += ']';
  } else {
    out += value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  }
}

}  // namespace

LogError error_at(std::string path, std::string message) {
  LogError e;
  e.path = std::move(path);
  e.message = std::move(message);
  return e;
}

void line_and_column(std::string_view text, std::size_t offset, int& line, int& column) {
  line = 1;
  column = 1;
  offset = std::min(offset, text.size());
  for (std::size_t i = 0; i < offset; ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++line;
      column = 1;
    } else if ((c & 0xC0) != 0x80) {  // count characters, not UTF-8 continuation bytes
      ++column;
    }
  }
}

std::variant<Json, LogError> parse_document(std::string_view text) {
  if (text.size() > kMaxLogBytes)
    return error_at(
        "", fill_in(tr("the log is {0} bytes; at most {1} are read"), text.size(), kMaxLogBytes));
  PathTracker tracker;
  try {
    return Json::parse(text.begin(), text.end(),
                       [&tracker](int, nlohmann::json::parse_event_t event, Json& parsed) {
                         return tracker.on_event(event, parsed);
                       });
  } catch (StopParse& stop) {
    if (stop.locate_depth)
      line_and_column(text, too_deep_offset(text), stop.error.line, stop.error.column);
    return stop.error;
  } catch (const nlohmann::json::parse_error& e) {
    // `byte` is 1-based: the last character read, text.size() + 1 at the end of the input.
    LogError error =
        error_at(tracker.current_path(),
                 text.empty() ? std::string(tr("the log is empty")) : explanation(e.what()));
    std::size_t offset = e.byte == 0 ? 0 : e.byte - 1;
    line_and_column(text, offset, error.line, error.column);
    return error;
  } catch (const nlohmann::json::exception& e) {
    // e.g. a number too large for a double: no position, but the path of the value.
    return error_at(tracker.current_path(), explanation(e.what()));
  } catch (const std::bad_alloc&) {
    return error_at("", std::string(tr("out of memory while reading the log")));
  }
}

std::string inline_json(const nlohmann::ordered_json& value) {
  std::string out;
  inline_into(value, out);
  return out;
}

std::string json_string(std::string_view text) {
  return nlohmann::json(std::string(text))
      .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace caylus::json_input
