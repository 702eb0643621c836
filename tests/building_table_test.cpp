// The building table (core/buildings.cpp) against RULES.md's "Building table", row by row and
// column by column: kind, space, cost, PP, favors when built, income, production, owner bonus
// and the offers of the exchange buildings. RULES.md is read from ../shared beside the repo and
// parsed here (its notation: "F+W", "W + any", "2 F or 1 C", "pay 2 deniers → 3 PP, or ..."),
// so that a number changed in either place fails with the tile and the column named.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/text.h"
#include "goods_english.h"
#include "support.h"
#include "test_paths.h"

namespace caylus::test {
namespace {

std::string trim(std::string text) {
  const char* blank = " \t\r\n";
  std::size_t first = text.find_first_not_of(blank);
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(blank) - first + 1);
}

bool starts_with(const std::string& text, std::string_view prefix) {
  return text.rfind(prefix, 0) == 0;
}

std::vector<std::string> split(const std::string& text, const std::string& by) {
  std::vector<std::string> parts;
  std::size_t from = 0;
  for (std::size_t at; (at = text.find(by, from)) != std::string::npos; from = at + by.size())
    parts.push_back(trim(text.substr(from, at - from)));
  parts.push_back(trim(text.substr(from)));
  return parts;
}

std::string without_parentheses(const std::string& text) {
  std::string out;
  int depth = 0;
  for (char c : text) {
    if (c == '(') ++depth;
    if (depth == 0) out += c;
    if (c == ')' && depth > 0) --depth;
  }
  return trim(out);
}

// Goods as RULES.md writes them: "2 S + 1 G", "F+W", "W + any", "2 F and 1 C", "4 deniers",
// "3 PP", "2 cubes". `chosen` counts the cubes of choice ("any", "cube(s)").
struct Goods {
  Resources fixed;
  int chosen = 0;
  std::string error;  // empty when the text was understood
};

Goods parse_goods(const std::string& cell) {
  Goods goods;
  std::string text = without_parentheses(cell);
  for (std::size_t at; (at = text.find(" and ")) != std::string::npos;) text.replace(at, 5, " + ");
  for (const std::string& term : split(text, "+")) {
    std::istringstream words(term);
    std::string first, unit, more;
    words >> first;
    int n = 1;
    if (!first.empty() && first.find_first_not_of("0123456789") == std::string::npos) {
      n = std::stoi(first);
      words >> unit;
    } else {
      unit = first;
    }
    Cube cube{};
    if (unit.size() == 1 && std::string("FWSCG").find(unit) != std::string::npos)
      goods.fixed[kAllCubes[std::string("FWSCG").find(unit)]] += static_cast<std::int16_t>(n);
    else if (unit == "denier" || unit == "deniers")
      goods.fixed.deniers = static_cast<std::int16_t>(goods.fixed.deniers + n);
    else if (unit == "PP")
      goods.fixed.prestige = static_cast<std::int16_t>(goods.fixed.prestige + n);
    else if (unit == "any" || unit == "cube" || unit == "cubes")
      goods.chosen += n;
    else if (parse_cube(unit, cube))
      goods.fixed[cube] += static_cast<std::int16_t>(n);
    else
      goods.error = "'" + term + "' is not goods";
    if (words >> more) goods.error = "'" + term + "' has more words than goods";
  }
  return goods;
}

std::string cubes_text(const Resources& r) {
  Resources cubes = r;
  cubes.prestige = 0;
  return goods_text(cubes);
}

int leading_number(const std::string& cell) {
  std::string digits;
  for (char c : cell) {
    if (c == '+' && digits.empty()) continue;
    if (c < '0' || c > '9') break;
    digits += c;
  }
  return digits.empty() ? 0 : std::stoi(digits);
}

// A table row of RULES.md: its tile group ("Wood") and its cells by column title.
struct Row {
  std::string group;
  std::vector<std::string> ids;
  std::map<std::string, std::string> cells;
};

struct RulesTable {
  std::vector<Row> rows;
  std::string residential;  // the paragraph of the residence (RULES.md has no table for it)
};

RulesTable read_rules_table() {
  const std::string path = std::string(caylus::test::source_dir()) + "/../shared/RULES.md";
  std::ifstream in(path);
  EXPECT_TRUE(in) << "RULES.md is not at " << path;
  RulesTable table;
  std::string line, group;
  std::vector<std::string> header;
  bool inside = false;
  bool in_residential = false;
  while (std::getline(in, line)) {
    if (starts_with(line, "## ")) inside = starts_with(line, "## Building table");
    if (!inside) continue;
    if (starts_with(line, "**")) {
      group = line.substr(2, line.find("**", 2) - 2);
      header.clear();
      in_residential = group == "Residential";
    }
    if (in_residential) {
      if (trim(line).empty()) in_residential = false;
      table.residential += line + " ";
      continue;
    }
    if (!starts_with(line, "|")) continue;
    std::vector<std::string> cells = split(line.substr(1, line.rfind('|') - 1), "|");
    if (header.empty()) {
      header = cells;
      continue;
    }
    if (starts_with(cells[0], "---")) continue;
    Row row;
    row.group = group;
    for (std::size_t i = 0; i < cells.size() && i < header.size(); ++i)
      row.cells[header[i]] = cells[i];
    for (const std::string& id : split(row.cells["id"], ","))
      row.ids.push_back(id.size() > 2 && id.front() == '`' ? id.substr(1, id.size() - 2) : id);
    table.rows.push_back(row);
  }
  return table;
}

BuildingKind kind_of_group(const std::string& group) {
  if (group == "Fixed") return BuildingKind::fixed;
  if (group == "Neutral") return BuildingKind::neutral;
  if (group == "Wood") return BuildingKind::wood;
  if (group == "Stone") return BuildingKind::stone;
  if (group == "Prestige") return BuildingKind::prestige;
  return BuildingKind::none;
}

bool is_exchange(Effect e) {
  return e == Effect::church || e == Effect::tailor || e == Effect::bank ||
         e == Effect::alchemist || e == Effect::jeweler;
}

// "pay 2 deniers → 3 PP, or 4 deniers → 5 PP" against the tile's offers.
void expect_offers(const BuildingData& data, const std::string& cell) {
  std::string text = cell.substr(0, cell.find(';'));  // "; one cube at most": activate.once
  std::vector<std::string> offers = split(text, ", or ");
  ASSERT_EQ(static_cast<int>(offers.size()), data.offer_count) << cell;
  for (int i = 0; i < data.offer_count; ++i) {
    std::vector<std::string> sides = split(offers[i], "→");
    ASSERT_EQ(sides.size(), 2u) << offers[i];
    for (std::string_view verb : {"pay ", "sell "})
      if (starts_with(sides[0], verb)) sides[0] = sides[0].substr(verb.size());
    Goods give = parse_goods(sides[0]), gain = parse_goods(sides[1]);
    ASSERT_EQ(give.error + gain.error, "") << offers[i];
    const Offer& offer = data.offers[i];
    EXPECT_EQ(goods_text(offer.give), goods_text(give.fixed)) << "offer " << i << ": " << offers[i];
    EXPECT_EQ(goods_text(offer.gain), goods_text(gain.fixed)) << "offer " << i << ": " << offers[i];
    EXPECT_EQ(int{offer.give_any}, give.chosen) << "offer " << i << ": " << offers[i];
    EXPECT_EQ(int{offer.gain_choice}, gain.chosen) << "offer " << i << ": " << offers[i];
  }
  // The column's meaning: cubes paid are of any type, cubes bought are never gold.
  bool buys_cubes = data.offer_count > 0 && data.offers[0].gain_choice > 0;
  EXPECT_EQ(buys_cubes, cell.find("not G") != std::string::npos) << cell;
}

void expect_effect(const BuildingData& data, const std::string& cell) {
  if (starts_with(cell, "build one wood building")) {
    EXPECT_EQ(data.effect, Effect::carpenter);
  } else if (starts_with(cell, "build one stone building")) {
    EXPECT_EQ(data.effect, Effect::mason);
  } else if (starts_with(cell, "build one prestige building")) {
    EXPECT_EQ(data.effect, Effect::architect);
  } else if (starts_with(cell, "notary")) {
    EXPECT_EQ(data.effect, Effect::notary);
    // "pay 1 C + 1 denier → transform": the residence's cost is the notary's price.
    std::size_t pay = cell.find("pay "), arrow = cell.find("→");
    ASSERT_TRUE(pay != std::string::npos && arrow != std::string::npos) << cell;
    Goods price = parse_goods(cell.substr(pay + 4, arrow - pay - 4));
    EXPECT_EQ(price.error, "");
    EXPECT_EQ(goods_text(building(BuildingId::residence).cost), goods_text(price.fixed)) << cell;
  } else if (cell.find("→") != std::string::npos) {
    if (starts_with(cell, "sell")) {
      EXPECT_EQ(data.effect, Effect::market);
    } else if (cell.find("not G") != std::string::npos) {
      EXPECT_EQ(data.effect, Effect::peddler);
    } else {
      EXPECT_TRUE(is_exchange(data.effect));
    }
    expect_offers(data, cell);
  } else {  // production: "1 F or 1 C", "2 F and 1 C", "gain 1 G"
    EXPECT_EQ(data.effect, Effect::production);
    std::string text = starts_with(cell, "gain ") ? cell.substr(5) : cell;
    std::vector<std::string> options = split(text, " or ");
    ASSERT_EQ(static_cast<int>(options.size()), data.production_options) << cell;
    for (int i = 0; i < data.production_options; ++i) {
      Goods yield = parse_goods(options[i]);
      EXPECT_EQ(yield.error, "");
      EXPECT_EQ(goods_text(data.production[i]), goods_text(yield.fixed)) << cell;
    }
  }
}

void expect_row(const Row& row, const BuildingData& data) {
  EXPECT_EQ(data.kind, kind_of_group(row.group));
  for (const auto& [column, cell] : row.cells) {
    SCOPED_TRACE("column '" + column + "': " + cell);
    if (column == "space") {
      // Fixed tiles: printed on the board, where every game starts with them.
      GameState s = start(3);
      Space at = static_cast<Space>(leading_number(cell));
      ASSERT_TRUE(is_road(at));
      EXPECT_EQ(s.road[at].building, data.id);
    } else if (column == "cost") {
      Goods cost = parse_goods(cell);
      EXPECT_EQ(cost.error, "");
      EXPECT_EQ(cubes_text(data.cost), cubes_text(cost.fixed));
      EXPECT_EQ(int{data.cost_any}, cost.chosen);
    } else if (column == "PP") {
      EXPECT_EQ(int{data.prestige}, leading_number(cell));
    } else if (column == "on build") {
      EXPECT_EQ(int{data.favors}, leading_number(cell));
      if (!cell.empty()) {
        EXPECT_NE(cell.find("favor"), std::string::npos);
      }
    } else if (column == "income") {
      EXPECT_EQ(int{data.income}, leading_number(cell));
    } else if (column == "owner bonus") {
      EXPECT_EQ(data.has_owner_bonus, !cell.empty());
      if (cell.empty()) continue;
      std::vector<std::string> choices = split(cell, " or ");
      ASSERT_EQ(choices.size(), 2u);
      for (int i = 0; i < 2; ++i) {
        Goods cube = parse_goods(choices[i]);
        EXPECT_EQ(cube.error, "");
        EXPECT_EQ(goods_text(cube.fixed), "1 " + std::string(cube_name(data.owner_bonus[i])));
      }
    } else if (column == "effect") {
      expect_effect(data, cell);
    } else {
      EXPECT_EQ(column, "id") << "a column this test does not know: add it";
    }
  }
}

// Every tile of kBuildingTable stands in RULES.md exactly once, with the same numbers.
TEST(BuildingTable, EveryTileMatchesItsRulesRow_Building) {
  RulesTable table = read_rules_table();
  ASSERT_GE(table.rows.size(), 30u) << "RULES.md's building table was not found or not parsed";
  std::map<BuildingId, int> seen;
  for (const Row& row : table.rows) {
    for (const std::string& id : row.ids) {
      SCOPED_TRACE("RULES.md row " + id);
      BuildingId b = BuildingId::none;
      ASSERT_TRUE(parse_building(id, b)) << "not a tile of kBuildingTable";
      ++seen[b];
      expect_row(row, building(b));
    }
  }
  // The residence has a paragraph: "(cost 1 C + 1 denier, 2 PP), +1 denier income".
  const std::string& words = table.residential;
  SCOPED_TRACE(words);
  std::size_t cost = words.find("cost "), comma = words.find(", ", cost);
  ASSERT_TRUE(cost != std::string::npos && comma != std::string::npos);
  Goods price = parse_goods(words.substr(cost + 5, comma - cost - 5));
  EXPECT_EQ(price.error, "");
  const BuildingData& residence = building(BuildingId::residence);
  EXPECT_EQ(goods_text(residence.cost), goods_text(price.fixed));
  EXPECT_EQ(int{residence.prestige}, leading_number(words.substr(comma + 2)));
  std::size_t income = words.find("+", comma);
  ASSERT_NE(income, std::string::npos);
  EXPECT_EQ(int{residence.income}, leading_number(words.substr(income)));
  EXPECT_EQ(residence.kind, BuildingKind::residence);
  ++seen[BuildingId::residence];

  for (int i = 1; i < kBuildingCount; ++i) {
    auto b = static_cast<BuildingId>(i);
    EXPECT_EQ(seen[b], 1) << building_name(b) << " stands in RULES.md's building table " << seen[b]
                          << " time(s)";
  }
}

// The notation reader above is itself checked, so that a cell it misreads cannot pass unseen.
TEST(BuildingTable, ReadsRulesNotation) {
  Goods g = parse_goods("2 S + 1 G");
  EXPECT_EQ(g.error, "");
  EXPECT_EQ(goods_text(g.fixed), "2 stone + 1 gold");
  g = parse_goods("W + any");
  EXPECT_EQ(goods_text(g.fixed), "1 wood");
  EXPECT_EQ(g.chosen, 1);
  g = parse_goods("2 cubes (F/W/S/C, not G)");
  EXPECT_EQ(g.chosen, 2);
  EXPECT_TRUE(g.fixed.empty());
  EXPECT_EQ(goods_text(parse_goods("2 F and 1 C").fixed), "2 food + 1 cloth");
  EXPECT_EQ(goods_text(parse_goods("4 deniers").fixed), "4 deniers");
  EXPECT_NE(parse_goods("transform").error, "");
  EXPECT_NE(parse_goods("2 F 1 C").error, "");
}

}  // namespace
}  // namespace caylus::test
