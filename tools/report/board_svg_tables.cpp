// The board's drawing, its tables (tools/report/board_drawing.h): the King's favor table with
// every marker and the tiles still to build.
#include <algorithm>
#include <map>

#include "core/language/catalog.h"
#include "core/rule_texts/glossary.h"
#include "tools/report/board_drawing.h"

namespace caylus::tools::board_svg_parts {

std::string_view kind_words(std::string_view kind) {
  // Each literal here, so that xgettext finds it with its context.
  if (kind == "neutral") return trc("tile kind", "neutral");
  if (kind == "fixed") return trc("tile kind", "fixed");
  if (kind == "wood") return trc("tile kind", "wood");
  if (kind == "stone") return trc("tile kind", "stone");
  if (kind == "residential") return trc("tile kind", "residential");
  if (kind == "prestige") return trc("tile kind", "prestige");
  return kind;
}

// A cell of the favor table (board_data.cpp's favor_cells) in the reader's language.
std::string cell_words(const std::string& cell) {
  // Each literal here, so that xgettext finds it with its context.
  if (cell == "food") return std::string(trc("favor cell", "food"));
  if (cell == "wood/stone") return std::string(trc("favor cell", "wood/stone"));
  if (cell == "cloth") return std::string(trc("favor cell", "cloth"));
  if (cell == "gold") return std::string(trc("favor cell", "gold"));
  if (cell == "carpenter") return std::string(trc("favor cell", "carpenter"));
  if (cell == "mason") return std::string(trc("favor cell", "mason"));
  if (cell == "notary") return std::string(trc("favor cell", "notary"));
  if (cell == "architect") return std::string(trc("favor cell", "architect"));
  if (cell.size() > 2 && cell.ends_with(" d"))  // "3 d": deniers
    return fill_in(tr("{0} d"), cell.substr(0, cell.size() - 2));
  if (cell.size() > 3 && cell.ends_with(" PP")) {  // "2 PP": prestige points, by the plural
    const std::string count = cell.substr(0, cell.size() - 3);
    return fill_in(tr_n("{0} PP", "{0} PP", std::stol(count)), count);
  }
  return cell;
}

std::string tile_words(std::string_view id) {
  // The reader's rulebook's word, its column of the glossary; English, and qps (the
  // pseudo-language has no names of its own): the label.
  const std::optional<Language> language = language_of_code(message_language());
  const GlossaryTerm* term = glossary_term(id);
  const std::string_view word = term == nullptr || !language || *language == Language::en
                                    ? std::string_view()
                                    : glossary_word(*term, *language);
  return word.empty() ? label(id) : std::string(word);
}

std::string Drawing::fill(const std::string& kind) const {
  static const std::map<std::string, std::string, std::less<>> fills = {
      {"neutral", "#f3c6d6"}, {"fixed", "#d9cdb4"},       {"wood", "#c8a27a"},
      {"stone", "#b9bec4"},   {"residential", "#9ed39e"}, {"prestige", "#8fb4e3"},
      {"none", "#eeeeee"}};
  auto it = fills.find(kind);
  return it != fills.end() ? it->second : "#eeeeee";
}

// favor.columns, as the engine counts them with 0, 1, 2 sections scored.
int Drawing::open_columns() const {
  const Json& open = board_["favor"]["open"];
  std::size_t k = std::min(member(s_, "scored").size(), open.size() - 1);
  return open[k];
}

// The King's favor table with every marker, closed columns hatched; from `y` down.
int Drawing::favors(int y, const std::string& pattern) {
  int x0 = 10, y0 = narrow() ? y + 26 : f_.favor_y;
  int open = open_columns();
  line(text(x0, y0, fill_in(tr("King\u2019s favor table (columns open: {0})"), open), "h"));
  const Json& favor = board_["favor"];
  int columns = favor["columns"];
  const int cw = f_.favor_cw, rh = f_.favor_rh;
  std::string heads;
  for (int c = 0; c <= columns; ++c)
    heads += fitted_text(x0 + f_.favor_label_w + c * cw + cw / 2.0, y0 + 20,
                         c == 0     ? std::string(tr("start"))
                         : narrow() ? num(c)
                                    : fill_in(tr("column {0}"), c),
                         "tiny", 10, cw - 4);
  line(heads);
  const Json& rows = favor["rows"];
  for (std::size_t r = 0; r < rows.size(); ++r) {
    std::string row = rows[r];
    int ry = y0 + 26 + static_cast<int>(r) * rh;
    int cy = ry + f_.favor_row_label_dy;
    line(fitted_text(x0, f_.favor_row_label_dy ? ry + 11 : ry + 19, trc("favor row", row), "small",
                     12, f_.favor_row_label_dy ? f_.width - 20 : f_.favor_label_w - 6, "start"));
    for (int c = 0; c <= columns; ++c) {
      int x = x0 + f_.favor_label_w + c * cw;
      bool closed = c > open;
      std::string cell = "<rect class=\"favor-cell" + std::string(closed ? " closed" : "") +
                         "\" data-row=\"" + row + "\" data-column=\"" + num(c) + "\" x=\"" +
                         num(x) + "\" y=\"" + num(cy) + "\" width=\"" + num(cw - 2) +
                         "\" height=\"" + num(rh - 2 - f_.favor_row_label_dy) + "\" fill=\"" +
                         (c == 0   ? "#f4f1ea"
                          : closed ? "url(#" + pattern + ")"
                                   : "#f7e9b5") +
                         "\" stroke=\"#7a7161\"/>";
      if (c > 0)
        cell +=
            fitted_text(x + 4, cy + 11, cell_words(favor["cells"][row][c - 1].get<std::string>()),
                        "tiny", 10, cw - 10, "start");
      // A phone's narrower cells hold five markers closer together.
      int k = 0, dx = narrow() ? 11 : 16,
          marker_y = cy + 19 + (rh - 30 - f_.favor_row_label_dy) / 2;
      for (const Json& p : member(s_, "players")) {
        if (!p.is_object() || integer(member(p, "favor"), row) != c) continue;
        std::string name = str(p, "name");
        cell += "<circle class=\"favor-marker\" data-player=\"" + esc(name) + "\" data-row=\"" +
                row + "\" data-column=\"" + num(c) + "\" cx=\"" + num(x + 12 + k * dx) +
                "\" cy=\"" + num(marker_y) + "\" r=\"6\" fill=\"" + ink(name) +
                "\" stroke=\"#111\"><title>" +
                esc(fill_in(tr("{0}: the {1} row, column {2}"), name, trc("favor row", row), c)) +
                "</title></circle>";
        ++k;
      }
      line(cell);
    }
  }
  return y0 + 26 + static_cast<int>(rows.size()) * rh;
}

// The tiles still to build (the stock) and those out of the game; from `y` down.
int Drawing::stock(int y) {
  int top = narrow() ? y + 30 : f_.stock_y;
  const int w = 76, h = f_.stock_h, per_row = f_.stock_per_row;
  const Json& tiles = member(s_, "stock");
  const Json& discarded = member(s_, "discarded");
  int count = static_cast<int>(tiles.size());
  int rows = std::max(1, (count + per_row - 1) / per_row);
  std::string out_of_game;
  for (const Json& b : discarded)
    out_of_game += (out_of_game.empty() ? "" : ", ") + tile_words(b.get<std::string>());
  // On a phone the tiles out of the game get a line of their own under the heading.
  int first = narrow() && !out_of_game.empty() ? top + 16 : top;
  line("<g class=\"stock-box\"><rect x=\"4\" y=\"" + num(top - 18) + "\" width=\"" +
       num(f_.width - 8) + "\" height=\"" + num(26 + first - top + rows * (h + 4)) +
       "\" fill=\"transparent\"/></g>");
  std::string heading =
      fill_in(tr_n("Stock: {0} tile to build", "Stock: {0} tiles to build", count), count);
  if (!out_of_game.empty() && !narrow())
    heading += fill_in(tr("; out of the game: {0}"), out_of_game);
  line(text(10, top - 2, heading, "h"));
  if (!out_of_game.empty() && narrow())
    line(fitted_text(10, top + 12, fill_in(tr("out of the game: {0}"), out_of_game), "tiny", 10,
                     f_.width - 20, "start"));
  for (int k = 0; k < count; ++k) {
    std::string b = tiles[k];
    std::string kind = kind_of(b);
    int x = 10 + (k % per_row) * w, ty = first + 6 + (k / per_row) * (h + 4);
    line("<g class=\"stock-tile\" data-building=\"" + esc(b) + "\" data-kind=\"" + kind +
         "\"><rect x=\"" + num(x + 1) + "\" y=\"" + num(ty) + "\" width=\"" + num(w - 4) +
         "\" height=\"" + num(h) + "\" rx=\"3\" fill=\"" + fill(kind) + "\" stroke=\"#7a7161\"/>" +
         fitted_text(x + w / 2 - 1, ty + 13 + (h - 30) / 2, tile_words(b), "tiny", 10, w - 8) +
         fitted_text(x + w / 2 - 1, ty + 25 + (h - 30) / 2, kind_words(kind), "kind", 9, w - 8) +
         "<title>" + esc(tile_words(b)) + " (" + esc(b) + ")</title></g>");
  }
  return first + 10 + rows * (h + 4);
}
}  // namespace caylus::tools::board_svg_parts
