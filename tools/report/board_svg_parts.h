// What the drawing of the board is made of (tools/report/board_svg.cpp): the places of its parts
// in the wide and the narrow layout, and the small writers of SVG text. Included by board_svg.cpp
// only.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace caylus::tools::board_svg_parts {

using Json = nlohmann::json;

// The places of the parts of the board, in SVG units.
struct Frame {
  int width;
  int castle_y;         // the castle's heading
  int section_gap;      // from one castle section to the next
  int section_slots_x;  // the houses' slots: beside the section's name, or under it
  int section_slots_dy;
  int special_x, special_y;  // the special buildings' heading
  int specials_per_row, special_w;
  int bridge_x, bridge_y;  // the bridge's label
  int road_y;              // the road's heading
  int road_per_row;
  int road_row_gap;  // between two rows of spaces (the officials under, a mark above)
  int favor_y;       // the favor table's heading
  int favor_label_w, favor_cw, favor_rh;
  int favor_row_label_dy;  // a row's name beside its cells (0) or above them
  int stock_y;
  int stock_per_row;
  int stock_h;       // a stock tile's height
  int castle_row_h;  // the castle workers' row, a target of its own
  // The bridge's slots: beside its label (wide) or on a line under it (narrow).
  int bridge_dx, bridge_dy, bridge_slot_w, bridge_slot_h, bridge_step;
};

// The wide board: the castle beside the special buildings, the road in two rows of 14.
inline constexpr Frame kWide{1080, 2,  46,  104, 0, 440, 2,  6,  94, 440, 112, 232, 14, 40,
                             520,  90, 104, 30,  0, 684, 14, 30, 38, 150, -14, 34,  24, 40};
// For a phone's width (docs/web.md, "Phones"): the castle, then the special buildings in rows of
// three and the bridge, the road in rows of five, the favor table with each row's name above its
// cells, the stock in rows of five. Every target at least 46 units high (a road space 72 by
// 84), so 40 px and more on a 360 px screen.
inline constexpr Frame kNarrow{390, 2, 62, 10, 20, 10, 0, 3,  124, 10, 0, 0,  5,  44,
                               0,   0, 62, 64, 16, 0,  5, 46, 46,  0,  8, 66, 46, 72};

inline std::string esc(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// A number as JavaScript writes it (the shortest form that reads back): 8.4, 12, -5.6.
inline std::string num(double v) {
  if (v == std::floor(v) && std::abs(v) < 1e15) return std::to_string(static_cast<long long>(v));
  return fmt::format("{}", v);  // the shortest form that reads back (emscripten's libc++ has no
                                // floating-point std::to_chars)
}

inline std::string text(double x, double y, std::string_view body, std::string_view cls,
                        std::string_view anchor = {}) {
  std::string out =
      "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" class=\"" + std::string(cls) + "\"";
  if (!anchor.empty()) out += " text-anchor=\"" + std::string(anchor) + "\"";
  return out + ">" + esc(body) + "</text>";
}

// A label in a box `width` wide at most, in every language (issue 37: a rulebook's "fabrica de
// cherestea" where the English id says "sawmill", Spanish "trabajadores del castillo"). No font
// metrics: the width is estimated at 0.6 em a letter (UTF-8 counted by letters). A label the
// estimate fits keeps its class's size; else, when `lines` is 2 and it would have to be pressed
// below 80 %, it is cut in two lines at the space nearest its middle (two <tspan>s of one <text>,
// baselines half a line above and below `y`); each line is then pressed to the box by a smaller
// font size (an inline style: librsvg ignores textLength, and a style beats the class's size).
// The box's width rides along as data-width: tests/board_test.py holds every label to it, in
// every language.
inline double letter_count(std::string_view body) {
  double letters = 0;
  for (unsigned char c : body) letters += (c & 0xC0) != 0x80;
  return letters;
}
// ` style="font-size:9.3px"` when `body` at `font_px` overflows `width`, else nothing.
inline std::string pressed(std::string_view body, double font_px, double width) {
  double wide = letter_count(body) * font_px * 0.6;
  if (wide <= width) return "";
  // A tenth of a pixel down, so that the estimate fits whole.
  return " style=\"font-size:" + num(std::floor(font_px * width / wide * 10) / 10) + "px\"";
}
inline std::string fitted_text(double x, double y, std::string_view body, std::string_view cls,
                               double font_px, double width, std::string_view anchor = "middle",
                               int lines = 1) {
  const double half = letter_count(body) / 2;
  auto off_middle = [&](std::size_t at) {
    return std::abs(letter_count(body.substr(0, at)) - half);
  };
  std::size_t cut = std::string_view::npos;
  if (lines > 1 && letter_count(body) * font_px * 0.6 > width / 0.8)
    for (std::size_t at = body.find(' '); at != std::string_view::npos; at = body.find(' ', at + 1))
      if (cut == std::string_view::npos || off_middle(at) < off_middle(cut)) cut = at;
  std::string out = text(x, y, body, cls, anchor);
  out.insert(out.find('>'),
             " data-width=\"" + num(width) + "\"" +
                 (cut == std::string_view::npos ? pressed(body, font_px, width) : ""));
  if (cut == std::string_view::npos) return out;
  auto line = [&](double at_y, std::string_view part) {
    return "<tspan x=\"" + num(x) + "\" y=\"" + num(at_y) + "\"" + pressed(part, font_px, width) +
           ">" + esc(part) + "</tspan>";
  };
  const double dy = font_px * 0.575;
  return out.substr(0, out.find('>') + 1) + line(y - dy, body.substr(0, cut)) +
         line(y + dy, body.substr(cut + 1)) + "</text>";
}

// A tile's id as words: the kind's prefix dropped (neutral_, fixed_, wood_), "_" as spaces.
inline std::string label(std::string_view id) {
  for (std::string_view prefix : {"neutral_", "fixed_", "wood_"})
    if (id.substr(0, prefix.size()) == prefix) {
      id.remove_prefix(prefix.size());
      break;
    }
  std::string out(id);
  std::replace(out.begin(), out.end(), '_', ' ');
  return out;
}

// A tile or special building by its id, in the reader's language (issue 37): English, the id as
// words (label); French, Spanish, Romanian, the rulebook's own name from the glossary
// (core/rule_texts/glossary.h: "Scierie", "Serrería", "fabrica de cherestea"). The page, the
// report and `caylus board` each draw in the language they chose (--lang, the locale).
std::string tile_words(std::string_view id);
// A tile's kind ("wood", "residential") as its box says it, in the reader's language.
std::string_view kind_words(std::string_view kind);

// A member of the snapshot as text: "" for null or missing (nobody, no building).
inline std::string str(const Json& j, std::string_view key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}
inline int integer(const Json& j, std::string_view key) {
  auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<int>() : 0;
}
inline const Json& member(const Json& j, std::string_view key) {
  static const Json empty_array = Json::array();
  auto it = j.find(key);
  return it != j.end() && !it->is_null() ? *it : empty_array;
}
inline bool contains(const Json& list, std::string_view name) {
  for (const Json& x : list)
    if (x.is_string() && x.get<std::string>() == name) return true;
  return false;
}

// The drawing's own stylesheet: it reads the same pasted into a page, opened alone, rendered by
// librsvg or drawn to a canvas (the page's "image"). Scoped to svg.board, which a page's other
// pictures (the report's score chart) are not.
inline const std::string kStyle =
    "<style>svg.board text { fill: #2b2418; font-family: system-ui, \"DejaVu Sans\", sans-serif; "
    "pointer-events: none; } svg.board text.h { font-size: 14px; font-weight: 700; } "
    "svg.board text.small { font-size: 12px; } "
    "svg.board text.tiny { font-size: 10px; fill: #5c5240; } "
    "svg.board text.kind { font-size: 9px; fill: #5c5240; font-style: italic; } "
    "svg.board text.bname { font-size: 11px; font-weight: 600; } "
    "svg.board text.mark { font-size: 9px; fill: #fff; font-weight: 700; } "
    "svg.board text.official { font-size: 12px; font-weight: 800; } "
    "svg.board g.idle circle.worker { opacity: 0.4; stroke-dasharray: 2 2; }</style>";

}  // namespace caylus::tools::board_svg_parts
