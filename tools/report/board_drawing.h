// The board's drawing (tools/report/board_svg.h), as a class its two files share: the castle,
// the special buildings and the road in board_svg.cpp, the King's favor table and the stock in
// board_svg_tables.cpp. Internal to tools/report/.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/language/catalog.h"
#include "tools/report/board_data.h"
#include "tools/report/board_svg.h"
#include "tools/report/board_svg_parts.h"

namespace caylus::tools::board_svg_parts {

using Json = nlohmann::json;

class Drawing {
 public:
  Drawing(const Json& s, const std::vector<std::string>& players, const Frame& f)
      : s_(s), players_(players), f_(f) {}

  std::string ink(std::string_view name) const {
    if (name.empty()) return "#999";
    for (const auto& p : players_)
      if (p == name) return player_ink(players_, name);
    return "#999";
  }
  std::string kind_of(const std::string& b) const {
    auto it = buildings_.find(b);
    return it != buildings_.end() ? (*it)["kind"].get<std::string>() : "none";
  }

  std::string worker(double x, double y, const std::string& name, int r = 8) const {
    return "<circle class=\"worker\" data-player=\"" + esc(name) + "\" cx=\"" + num(x) +
           "\" cy=\"" + num(y) + "\" r=\"" + num(r) + "\" fill=\"" + ink(name) +
           "\" stroke=\"#111\" stroke-width=\"1.2\"><title>" +
           esc(fill_in(tr("a worker of {0}"), name)) + "</title></circle>";
  }
  std::string house(double x, double y, const std::string& name, double size = 14) const {
    double z = size;
    return "<path class=\"house\" data-player=\"" + esc(name) + "\" d=\"M" + num(x) + " " +
           num(y + z) + " v-" + num(z * 0.6) + " l" + num(z / 2) + " -" + num(z * 0.4) + " l" +
           num(z / 2) + " " + num(z * 0.4) + " v" + num(z * 0.6) + " z\" fill=\"" + ink(name) +
           "\" stroke=\"#111\" stroke-width=\"1\"><title>" +
           esc(fill_in(tr("a house of {0}"), name)) + "</title></path>";
  }

  void line(std::string piece) {
    out_ += piece;
    out_ += '\n';
  }

  // The castle: its three sections with each player's houses, then its workers' slots.
  int castle();
  // The workers on a special building, by slot, as the snapshot holds them.
  std::vector<std::string> special_workers(const std::string& name) const;
  // The special buildings before the bridge, the bridge, the turn order; from `y` down.
  int specials(int y);
  // The road's spaces in rows, the scoring marks, the provost and the bailiff; from `y` down.
  int road(int y);
  // A tile's colour by its kind.
  std::string fill(const std::string& kind) const;
  // favor.columns, as the engine counts them with 0, 1, 2 sections scored.
  int open_columns() const;
  // The King's favor table with every marker, closed columns hatched; from `y` down.
  int favors(int y, const std::string& pattern);
  // The tiles still to build (the stock) and those out of the game; from `y` down.
  int stock(int y);
  // The whole drawing: the parts above, in the frame's layout, as one <svg>.
  std::string svg(std::string_view id);

 private:
  bool narrow() const { return f_.width != kWide.width; }

  const Json& s_;
  const std::vector<std::string>& players_;
  const Frame& f_;
  // The engine's tables, as the pages get them (board_data.h): made once.
  inline static const Json board_ = board_json();
  inline static const Json buildings_ = buildings_json();
  std::string out_;
};

}  // namespace caylus::tools::board_svg_parts
