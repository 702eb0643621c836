// The board drawn as SVG (tools/report/board_svg.h). Moved from tools/report/board.js (issue 38
// item 5) with its elements, classes and data attributes unchanged; the places of things are the
// Frame of a layout, the wide one the page and the report always had. The drawing's class is
// tools/report/board_drawing.h; its tables (favors, stock) are drawn in board_svg_tables.cpp.
#include "tools/report/board_svg.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <map>

#include "core/language/catalog.h"
#include "core/text.h"
#include "tools/report/board_drawing.h"

namespace caylus::tools {
namespace board_svg_parts {

// The castle: its three sections with each player's houses, then its workers' slots.
int Drawing::castle() {
  const Json& sections = board_["sections"];
  const Json& scored = member(s_, "scored");
  int y0 = f_.castle_y;
  int height = 28 + static_cast<int>(sections.size()) * f_.section_gap + f_.castle_row_h + 2;
  int w = f_.width == kWide.width ? 428 : f_.width - 8;
  // The castle as one target (the page offers a castle decision there): behind its drawing.
  line("<g class=\"castle-box\" data-special=\"castle\"><rect x=\"4\" y=\"" + num(y0) +
       "\" width=\"" + num(w) + "\" height=\"" + num(height - 2) +
       "\" rx=\"6\" fill=\"transparent\"/></g>");
  line(text(10, y0 + 16, std::string(tr("Castle")), "h"));
  int current = -1;
  for (std::size_t i = 0; i < sections.size(); ++i)
    if (current < 0 && !contains(scored, sections[i]["name"].get<std::string>()))
      current = static_cast<int>(i);
  for (std::size_t i = 0; i < sections.size(); ++i) {
    const Json& sec = sections[i];
    std::string name = sec["name"];
    int y = y0 + 26 + static_cast<int>(i) * f_.section_gap;
    bool is_scored = contains(scored, name);
    // Each section a place of its own (the board editor drops houses there).
    line("<g class=\"castle-section\" data-section=\"" + name + "\"><rect x=\"6\" y=\"" +
         num(y - 2) + "\" width=\"" + num(w - 4) + "\" height=\"" + num(f_.section_gap - 4) +
         "\" fill=\"transparent\"/></g>");
    // Beside the houses' slots (wide) or above them, sharing the line with the state (narrow).
    const double label_w = narrow() ? f_.width / 2.0 - 14 : f_.section_slots_x - 14;
    line(fitted_text(10, y + 16,
                     fill_in(tr("{0} ({1} PP)"), trc("section", name), sec["prestige"].get<int>()),
                     "small", 12, label_w, "start"));
    std::string state = is_scored                        ? std::string(tr("scored"))
                        : static_cast<int>(i) == current ? std::string(tr("being built"))
                                                         : "";
    line(narrow() ? fitted_text(f_.width - 10, y + 16, state, "tiny", 10, label_w, "end")
                  : fitted_text(10, y + 30, state, "tiny", 10, label_w, "start"));
    std::vector<std::string> houses;
    const Json& by_player = member(member(s_, "houses"), name);
    for (const auto& p : players_)
      for (int n = 0; n < (by_player.is_object() ? integer(by_player, p) : 0); ++n)
        houses.push_back(p);
    int capacity = sec["houses"];
    int sy = y + f_.section_slots_dy;
    for (int k = 0; k < capacity; ++k) {
      int x = f_.section_slots_x + k * 22;
      std::string slot = "<rect class=\"castle-slot\" x=\"" + num(x) + "\" y=\"" + num(sy) +
                         "\" width=\"20\" height=\"24\" fill=\"" +
                         (is_scored ? "#ddd" : "#f4f1ea") + "\" stroke=\"#7a7161\"/>";
      if (k < static_cast<int>(houses.size()))
        slot += "<g class=\"castle-house\" data-section=\"" + name + "\">" +
                house(x + 3, sy + 5, houses[k]) + "</g>";
      line(slot);
    }
    if (static_cast<int>(houses.size()) > capacity)
      line(text(f_.section_slots_x + capacity * 22 + 4, sy + 16,
                "+" + num(static_cast<double>(houses.size()) - capacity), "small"));
  }
  int ry = y0 + 26 + static_cast<int>(sections.size()) * f_.section_gap - 4;
  line("<g class=\"castle-row\"><rect x=\"6\" y=\"" + num(ry) + "\" width=\"" + num(w - 4) +
       "\" height=\"" + num(f_.castle_row_h) + "\" fill=\"transparent\"/></g>");
  line(fitted_text(10, ry + 16, tr("castle workers"), "small", 12, 94, "start", 2));
  const Json& workers = member(s_, "castle_workers");
  int slots = board_["castle_slots"];
  for (int k = 0; k < slots; ++k) {
    int x = 120 + k * 26;
    std::string slot = "<rect x=\"" + num(x - 11) + "\" y=\"" + num(ry + 4) +
                       "\" width=\"22\" height=\"22\" fill=\"#f4f1ea\" stroke=\"#7a7161\"/>" +
                       text(x, ry + 36, num(k + 1), "tiny", "middle");
    std::string w_name = k < static_cast<int>(workers.size()) && workers[k].is_string()
                             ? workers[k].get<std::string>()
                             : "";
    if (!w_name.empty())
      slot += "<g class=\"castle-worker\" data-slot=\"" + num(k + 1) + "\">" +
              worker(x, ry + 15, w_name) + "</g>";
    line(slot);
  }
  return y0 + height;
}

// The workers on a special building, by slot, as the snapshot holds them.
std::vector<std::string> Drawing::special_workers(const std::string& name) const {
  std::vector<std::string> out;
  if (name == "stables") {
    for (const Json& w : member(s_, "stables"))
      out.push_back(w.is_string() ? w.get<std::string>() : "");
  } else if (name == "inn") {
    out = {str(s_, "inn_left"), str(s_, "inn_right")};
  } else {
    out = {str(s_, name)};
  }
  return out;
}

// The special buildings before the bridge, the bridge, the turn order; from `y` down.
int Drawing::specials(int y) {
  int x0 = f_.special_x;
  int top = narrow() ? y + 10 : f_.special_y;
  line(text(x0, top + 16, std::string(tr("Special buildings (phase 3) and the bridge")), "h"));
  const Json& list = board_["specials"];
  int rows = 0;
  for (std::size_t i = 0; i < list.size(); ++i) {
    std::string name = list[i]["name"];
    int col = static_cast<int>(i) % f_.specials_per_row;
    int row = static_cast<int>(i) / f_.specials_per_row;
    rows = row + 1;
    int x = x0 + col * f_.special_w;
    int by = top + 26 + row * 64;
    int bw = f_.special_w - 6;
    line("<g class=\"special-box\" data-special=\"" + name + "\"><rect class=\"special\" x=\"" +
         num(x) + "\" y=\"" + num(by) + "\" width=\"" + num(bw) +
         "\" height=\"56\" rx=\"4\" fill=\"#e8dcc4\" stroke=\"#7a7161\"/></g>");
    std::string words = tile_words(name);
    if (words == "merchants guild") words = "merchants\u2019 guild";
    if (name == "inn") words = fill_in(tr("{0} (left, right)"), words);
    line(fitted_text(x + bw / 2.0, by + 14, words, "tiny", 10, bw - 6, "middle", 2));
    std::vector<std::string> slots = special_workers(name);
    for (std::size_t k = 0; k < slots.size(); ++k) {
      double cx = x + bw / 2.0 + (static_cast<double>(k) - (slots.size() - 1) / 2.0) * 24;
      std::string slot = "<circle cx=\"" + num(cx) + "\" cy=\"" + num(by + 36) +
                         "\" r=\"9\" fill=\"none\" stroke=\"#b5a88c\" stroke-dasharray=\"2 2\"/>";
      if (!slots[k].empty())
        slot += "<g class=\"special-worker\" data-special=\"" + name + "\" data-slot=\"" +
                num(static_cast<double>(k)) + "\">" + worker(cx, by + 36, slots[k]) + "</g>";
      line(slot);
    }
  }
  int bridge_y = narrow() ? top + 26 + rows * 64 + 14 : f_.bridge_y;
  // Left of its slots (wide) or above them (narrow).
  line(fitted_text(f_.bridge_x, bridge_y, tr("bridge (passing order)"), "small", 12,
                   f_.bridge_dx > 0 ? f_.bridge_dx - 6 : f_.width - f_.bridge_x - 10, "start", 2));
  const Json& bridge = member(s_, "bridge");
  int slots = board_["bridge_slots"];
  int sw = f_.bridge_slot_w, sh = f_.bridge_slot_h;
  int slot_y = bridge_y + f_.bridge_dy;
  for (int k = 0; k < slots; ++k) {
    int x = f_.bridge_x + f_.bridge_dx + k * f_.bridge_step;
    std::string slot =
        "<g class=\"bridge-slot\" data-slot=\"" + num(k) + "\"><rect x=\"" + num(x) + "\" y=\"" +
        num(slot_y) + "\" width=\"" + num(sw) + "\" height=\"" + num(sh) +
        "\" fill=\"#f4f1ea\" stroke=\"#7a7161\"/></g>" +
        (narrow() ? text(x + 4, slot_y + 11, num(k + 1), "tiny")
                  : text(x + sw / 2.0, slot_y + sh + 13, num(k + 1), "tiny", "middle"));
    if (k < static_cast<int>(bridge.size()) && bridge[k].is_string()) {
      std::string p = bridge[k];
      slot += "<circle class=\"bridge-marker\" data-player=\"" + esc(p) + "\" cx=\"" +
              num(x + sw / 2.0) + "\" cy=\"" + num(slot_y + sh / 2.0) + "\" r=\"8\" fill=\"" +
              ink(p) + "\" stroke=\"#111\"><title>" +
              esc(fill_in(tr("{0} passed in position {1}"), p, k + 1)) + "</title></circle>";
    }
    line(slot);
  }
  // The turn order (and favors waiting) under the bridge's slots.
  if (narrow()) bridge_y = slot_y + sh - 20;
  std::string order;
  for (const Json& p : member(s_, "turn_order"))
    order += (order.empty() ? "" : ", ") + (p.is_string() ? p.get<std::string>() : "");
  line(fitted_text(x0, bridge_y + 48, fill_in(tr("turn order: {0}"), order), "small", 12,
                   f_.width - x0 - 10, "start"));
  int end = bridge_y + 56;
  if (integer(s_, "favors_pending") > 0 && !str(s_, "favor_player").empty()) {
    int pending = integer(s_, "favors_pending");
    line(fitted_text(
        x0, bridge_y + 68,
        fill_in(tr_n("{0} has {1} favor to choose", "{0} has {1} favors to choose", pending),
                str(s_, "favor_player"), pending),
        "small", 12, f_.width - x0 - 10, "start"));
    end = bridge_y + 76;
  }
  return end;
}

// The road's spaces in rows, the scoring marks, the provost and the bailiff; from `y` down.
int Drawing::road(int y) {
  int top = narrow() ? y + 10 : f_.road_y - 16;
  line(text(10, top + 16,
            std::string(narrow() ? tr("The road (phase 5: spaces 1 to the provost)")
                                 : tr("The road (phase 5 activates spaces 1 to the provost)")),
            "h"));
  const int w = 76, h = 84;
  int spaces = board_["road_spaces"];
  int per_row = narrow() ? f_.road_per_row : (spaces + 1) / 2;
  std::map<int, Json> transforms;
  for (const Json& t : member(s_, "pending_transforms")) transforms[integer(t, "target")] = t;
  const Json& sections = board_["sections"];
  const Json& road = member(s_, "road");
  int provost = integer(s_, "provost"), bailiff = integer(s_, "bailiff");
  int rows = (spaces + per_row - 1) / per_row;
  for (int n = 1; n <= spaces; ++n) {
    int row = (n - 1) / per_row, col = (n - 1) % per_row;
    int x = 10 + col * w, sy = top + 46 + row * (h + f_.road_row_gap);
    const Json& space = road.is_object() ? member(road, std::to_string(n)) : road;
    std::string b = space.is_object() ? str(space, "building") : "";
    std::string owner = space.is_object() ? str(space, "owner") : "";
    std::string who = space.is_object() ? str(space, "worker") : "";
    std::string kind = b.empty() ? "" : kind_of(b);
    bool activated = n <= provost;
    std::string g =
        "<g class=\"space\" data-space=\"" + num(n) + "\"" +
        (b.empty() ? "" : " data-building=\"" + esc(b) + "\" data-kind=\"" + kind + "\"") +
        (owner.empty() ? "" : " data-owner=\"" + esc(owner) + "\"") +
        (who.empty() ? "" : " data-worker=\"" + esc(who) + "\"") + ">";
    g += "<rect x=\"" + num(x + 1) + "\" y=\"" + num(sy) + "\" width=\"" + num(w - 4) +
         "\" height=\"" + num(h) + "\" rx=\"4\" fill=\"" + (b.empty() ? "#fbfaf6" : fill(kind)) +
         "\" stroke=\"" + (activated ? "#4a3f2c" : "#b8ad96") + "\" stroke-width=\"" +
         (activated ? "1.6" : "1") + "\"" + (b.empty() ? " stroke-dasharray=\"3 3\"" : "") + "/>";
    g += text(x + 6, sy + 13, num(n), "tiny");
    if (!b.empty()) {
      std::string words = tile_words(b);
      auto gap = words.find(' ');
      g += fitted_text(x + w / 2 - 1, sy + 32, words.substr(0, gap), "bname", 11, w - 8);
      if (gap != std::string::npos)
        g += fitted_text(x + w / 2 - 1, sy + 44, words.substr(gap + 1), "bname", 11, w - 8);
      // The tile's kind in words: a neutral, a fixed and a player's farm told apart.
      g += fitted_text(x + 5, sy + h - 4, kind_words(kind), "kind", 9, w - 12, "start");
    }
    if (!owner.empty()) g += house(x + w - 22, sy + 3, owner, 14);
    if (!who.empty()) {
      // Phase 5 activates the road up to the provost: a worker beyond him stays idle.
      bool idle = str(s_, "phase") == "activation" && n > provost;
      g += idle ? "<g class=\"idle\">" + worker(x + w / 2 - 1, sy + 64, who, 10) +
                      fitted_text(x + w - 6, sy + h - 4, tr("idle"), "kind", 9, (w - 8) / 2.0,
                                  "end") +
                      "</g>"
                : worker(x + w / 2 - 1, sy + 64, who, 10);
    }
    if (auto t = transforms.find(n); t != transforms.end()) {
      std::string p = str(t->second, "player");
      g +=
          "<g class=\"pending-transform\" data-player=\"" + esc(p) + "\"><rect x=\"" + num(x + 3) +
          "\" y=\"" + num(sy + 47) + "\" width=\"" + num(w - 8) +
          "\" height=\"12\" rx=\"2\" fill=\"#fff\" stroke=\"" + ink(p) + "\"/>" +
          fitted_text(x + w / 2 - 1, sy + 56,
                      fill_in(tr("\u2192 {0}"), trc("tile kind", "residence")), "kind", 9, w - 10) +
          "<title>" +
          esc(fill_in(tr("{0}'s notary transforms this tile into a residence when the road is "
                         "resolved"),
                      p)) +
          "</title></g>";
    }
    line(g + "</g>");
    for (const Json& sec : sections)
      if (sec["mark"].get<int>() == n) {
        std::string name = sec["name"];
        line("<rect x=\"" + num(x + 1) + "\" y=\"" + num(sy - 14) + "\" width=\"" + num(w - 4) +
             "\" height=\"12\" fill=\"#7a5c2e\"><title>" +
             esc(fill_in(tr("scoring mark: {0}"), trc("section", name))) + "</title></rect>" +
             fitted_text(x + w / 2 - 1, sy - 5, trc("section", name), "mark", 9, w - 8));
      }
    if (provost == n)
      line("<g class=\"provost\"><circle cx=\"" + num(x + 20) + "\" cy=\"" + num(sy + h + 14) +
           "\" r=\"10\" fill=\"#fff\" stroke=\"#111\" stroke-width=\"2\"/>" +
           text(x + 20, sy + h + 18, trc("provost marker", "P"), "official", "middle") + "<title>" +
           esc(fill_in(tr("the provost on road space {0}"), n)) + "</title></g>");
    if (bailiff == n)
      line("<g class=\"bailiff\"><rect x=\"" + num(x + w - 38) + "\" y=\"" + num(sy + h + 4) +
           "\" width=\"18\" height=\"20\" rx=\"3\" fill=\"#fff\" stroke=\"#111\" "
           "stroke-width=\"2\"/>" +
           text(x + w - 29, sy + h + 18, trc("bailiff marker", "B"), "official", "middle") +
           "<title>" + esc(fill_in(tr("the bailiff on road space {0}"), n)) + "</title></g>");
  }
  return top + 46 + rows * (h + f_.road_row_gap) - 10;
}

std::string Drawing::svg(std::string_view id) {
  std::string pattern = std::string(id) + "-closed";
  int bottom;
  if (narrow()) {
    int y = castle();
    y = specials(y);
    y = road(y);
    y = favors(y, pattern);
    bottom = stock(y);
  } else {
    castle();
    specials(0);
    road(0);
    favors(0, pattern);
    bottom = stock(0);
  }
  // Its name for a screen reader, in the reader's words (the phase's id in English).
  Phase phase{};
  std::string phase_text = str(s_, "phase");
  if (parse_phase(phase_text, phase)) phase_text = std::string(phase_place_words(phase));
  const std::string label_words =
      fill_in(tr("the board in turn {0}, phase {1}"), integer(s_, "turn"), phase_text);
  std::string head = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board" +
                     std::string(narrow() ? " narrow" : "") + "\" id=\"" + esc(id) +
                     "\" viewBox=\"0 0 " + num(f_.width) + " " + num(bottom) +
                     "\" role=\"img\" aria-label=\"" + esc(label_words) + "\">\n" + kStyle + "\n" +
                     "<defs><pattern id=\"" + esc(pattern) +
                     "\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
                     "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" "
                     "fill=\"#e2e2e2\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" "
                     "stroke=\"#bdbdbd\" stroke-width=\"3\"/></pattern></defs>\n" +
                     "<rect class=\"paper\" width=\"" + num(f_.width) + "\" height=\"" +
                     num(bottom) + "\" fill=\"#fffdf8\"/>\n";
  return head + out_ + "</svg>";
}

}  // namespace board_svg_parts

using board_svg_parts::Json;

std::string player_ink(const std::vector<std::string>& players, std::string_view name) {
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const auto& [colour_name, colour] : kGameColours)
    if (colour_name == lower) return std::string(colour);
  for (std::size_t k = 0; k < players.size(); ++k)
    if (players[k] == name) return std::string(kSeatColours[k % kSeatColours.size()]);
  return "#999";
}

std::string board_svg(const Json& snapshot, const std::vector<std::string>& players,
                      std::string_view id, BoardLayout layout) {
  return board_svg_parts::Drawing(
             snapshot, players,
             layout == BoardLayout::wide ? board_svg_parts::kWide : board_svg_parts::kNarrow)
      .svg(id);
}

}  // namespace caylus::tools
