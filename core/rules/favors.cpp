// The King's favor (favor.*).
// For each favor the player picks a row not yet used in this phase (favor.one_row_per_phase: so
// at most 4 favors a phase count), advances its marker one column if the column is open
// (favor.columns: 1-2 from the start, 3-4 once the dungeon is scored, 5 once the walls are), and
// uses one effect of that row from column 1 up to the marker (favor.choose). A row whose marker
// cannot advance may still be chosen. Several favors at once: the player chooses their order
// (favor.order; FAQ: take a cube with one, spend it with the next).
//   prestige: 1-5 PP.  deniers: 3-7.  resources: food | wood or stone | cloth | 1 own cube for 2
//   cubes of choice, not gold | gold.  buildings: nothing | wood building with 1 wood less |
//   stone building with 1 stone less | notary transformation for 1 denier less | prestige
//   building at full cost (option favor_architect_cost).
#include "core/language/catalog.h"
#include "core/mutations.h"
#include "core/option_readings.h"
#include "core/rules/rules.h"
#include "core/text.h"
#include "core/verbs.h"

namespace caylus::rules {
namespace {

int reach(const GameState& s, PlayerIndex p, FavorRow row) {
  int marker = s.player(p).favor[static_cast<int>(row)];
  return marker < s.open_favor_columns() ? marker + 1 : marker;
}

Resources one(Cube c) {
  Resources r;
  r[c] = 1;
  return r;
}

BuildTerms favor_terms(const GameState& s, int column) {
  BuildTerms terms{};
  terms.discount = column == 2 || column == 3;
  terms.discount_cube = column == 2 ? Cube::wood : Cube::stone;
  terms.kind = column == 2   ? BuildingKind::wood
               : column == 3 ? BuildingKind::stone
                             : BuildingKind::prestige;
  terms.free = architect_favor_free(s.options, column);
  return terms;
}

// A row of the favors' table as the refusals name it, in the reader's language.
std::string_view row_words(FavorRow row) {
  switch (row) {
    case FavorRow::prestige:
      return tr("the prestige row");
    case FavorRow::deniers:
      return tr("the deniers row");
    case FavorRow::resources:
      return tr("the resources row");
    case FavorRow::buildings:
      return tr("the buildings row");
  }
  return {};  // no other row
}

bool no_parameters(const Action& a) {
  return a.building == BuildingId::none && a.space == kNoSpace && a.give.empty() && a.gain.empty();
}

Result check_resources(const GameState& s, const Action& a) {
  auto only_gain = [&](std::initializer_list<Cube> allowed) -> Result {
    if (a.building == BuildingId::none && a.space == kNoSpace && a.give.empty())
      for (Cube c : allowed)
        if (a.gain == one(c)) return std::nullopt;
    return violation(RuleId::favor_choose, [&] {
      std::string names;
      for (Cube c : allowed)
        names = names.empty() ? cube_count_text(c, 1)
                              : fill_in(tr("{0} or {1}"), names, cube_count_text(c, 1));
      // {2}: the notation's parameter, the same in every language.
      return fill_in(tr("column {0} of the resources row gives {1} ({2})"), a.column, names,
                     "take");
    });
  };
  switch (a.column) {
    case 1:
      return only_gain({Cube::food});
    case 2:
      return only_gain({Cube::wood, Cube::stone});
    case 3:
      return only_gain({Cube::cloth});
    case 5:
      return only_gain({Cube::gold});
    default:
      break;
  }
  // Column 4: one of one's cubes (gold may be given) for 2 cubes of choice, never gold.
  bool shape = a.building == BuildingId::none && a.space == kNoSpace && a.give.cube_total() == 1 &&
               a.give.deniers == 0 && a.give.prestige == 0 && a.gain.cube_total() == 2 &&
               a.gain[Cube::gold] == 0 && a.gain.deniers == 0 && a.gain.prestige == 0;
  if (!shape)
    return violation(RuleId::favor_choose, [&] {
      return fill_in(tr("column 4 of the resources row exchanges 1 of one's cubes ({0}) for 2 "
                        "cubes of choice, not gold ({1})"),
                     "give", "take");
    });
  return need(s, a.player, a.give, RuleId::favor_choose,
              [&] { return std::string(tr("exchange it")); });
}

Result check_buildings(const GameState& s, const Action& a) {
  switch (a.column) {
    case 1:
      if (no_parameters(a)) return std::nullopt;
      return violation(RuleId::favor_choose, [&] {
        return std::string(tr("column 1 of the buildings row has no effect"));
      });
    case 4:
      if (a.building != BuildingId::none || !a.give.empty() || !a.gain.empty())
        return violation(RuleId::favor_choose, [&] {
          return fill_in(tr("column 4 of the buildings row is a notary transformation: only a {0}"),
                         "target");
        });
      return check_transform(s, a.player, a.space, 1);  // 1 denier less
    default:
      if (a.building == BuildingId::none || !a.gain.empty())
        return violation(RuleId::favor_choose, [&] {
          return fill_in(tr("column {0} of the buildings row builds a building: say which ({1}); "
                            "column 1 has no effect"),
                         a.column, "build");
        });
      return check_build(s, a.player, a, favor_terms(s, a.column));
  }
}

}  // namespace

void candidates_favor(const GameState& s, Candidates& out) {
  PlayerIndex p = s.decision.player;
  Action a;
  a.player = p;
  a.verb = Verb::favor;
  for (int r = 0; r < kFavorRows; ++r) {
    if ((s.favor_rows_used[p] >> r) & 1) continue;
    auto row = static_cast<FavorRow>(r);
    a.row = row;
    for (int col = 1; col <= reach(s, p, row); ++col) {
      a.column = static_cast<std::uint8_t>(col);
      a.building = BuildingId::none;
      a.space = kNoSpace;
      a.give = a.gain = Resources{};
      switch (row) {
        case FavorRow::prestige:
        case FavorRow::deniers:
          out.offer(a);
          break;
        case FavorRow::resources:
          if (col == 4) {
            for (Cube g : kAllCubes) {
              a.give = one(g);
              for (std::size_t i = 0; i < kCommonCubes.size(); ++i)
                for (std::size_t j = i; j < kCommonCubes.size(); ++j) {
                  a.gain = Resources{};
                  ++a.gain[kCommonCubes[i]];
                  ++a.gain[kCommonCubes[j]];
                  out.offer(a);
                }
            }
            break;
          }
          // Column 1 food, 2 wood or stone, 3 cloth, 5 gold.
          for (Cube c : kAllCubes) {
            bool offered = col == 1   ? c == Cube::food
                           : col == 2 ? (c == Cube::wood || c == Cube::stone)
                           : col == 3 ? c == Cube::cloth
                                      : c == Cube::gold;
            if (!offered) continue;
            a.gain = one(c);
            out.offer(a);
          }
          break;
        case FavorRow::buildings:
          if (col == 1) {
            out.offer(a);
          } else if (col == 4) {
            for (Space i = 1; i <= kRoadSpaces; ++i) {
              if (s.road[i].building == BuildingId::none) continue;
              a.space = i;
              out.offer(a);
            }
          } else {
            candidate_builds(s, p, a, favor_terms(s, col).kind, out);
          }
          break;
      }
    }
  }
}

Result check_favor(const GameState& s, const Action& a) {
  PlayerIndex p = a.player;
  if (a.verb != Verb::favor)
    return violation(RuleId::decision_kind, [&] {
      // The verb and parameters of the notation stay placeholders.
      return fill_in(tr("{0} has a King's favor to use first ({1}, {2} and {3})"), who(p),
                     verb_name(Verb::favor), "row", "col");
    });
  if (((s.favor_rows_used[p] >> static_cast<int>(a.row)) & 1) &&
      !mutated(Mutation::favor_row_repeated))
    return violation(RuleId::favor_one_row_per_phase, [&] {
      return fill_in(tr("{0} already used {1} in this phase; favors of one phase take different "
                        "rows"),
                     who(p), row_words(a.row));
    });
  int open = s.open_favor_columns();
  int marker_reach = reach(s, p, a.row);
  if (a.column < 1 || a.column > marker_reach) {
    return violation(RuleId::favor_columns, [&] {
      std::string why = fill_in(tr("{0}'s marker on {1} reaches column {2}"), who(p),
                                row_words(a.row), marker_reach);
      if (a.column <= open || a.column > kFavorColumns) return why;
      return fill_in(open == 2 ? tr("{0}; column {1} is not open yet (columns 3-4 open once the "
                                    "dungeon has been scored)")
                               : tr("{0}; column {1} is not open yet (column 5 opens once the "
                                    "walls have been scored)"),
                     why, a.column);
    });
  }
  switch (a.row) {
    case FavorRow::prestige:
    case FavorRow::deniers:
      if (!no_parameters(a))
        return violation(RuleId::favor_choose, [&] {
          return fill_in(tr("{0} takes no other parameter"), row_words(a.row));
        });
      return std::nullopt;
    case FavorRow::resources:
      return check_resources(s, a);
    case FavorRow::buildings:
      return check_buildings(s, a);
  }
  return std::nullopt;
}

void perform_favor(GameState& s, const Action& a, const Events& ev) {
  PlayerIndex p = a.player;
  int row = static_cast<int>(a.row);
  int marker = s.player(p).favor[row];
  s.player(p).favor[row] = static_cast<std::uint8_t>(reach(s, p, a.row));
  // favor.columns. The columns open now ride with the row: a favor of a scoring is used before
  // its section counts as scored, and words read from the state after the step would say the
  // opposite (issue 35: "column 3 is not open yet; columns 1-4 are open").
  if (s.player(p).favor[row] == marker && marker < kFavorColumns)
    ev.add(Event{EventKind::favor_column_refused, p, static_cast<std::int16_t>(marker),
                 static_cast<std::int16_t>(row | s.open_favor_columns() << 2), BuildingId::none,
                 Section::dungeon, kNoSpace, 0, Resources{}});
  s.favor_rows_used[p] |= static_cast<std::uint8_t>(1 << row);
  if (--s.favors_pending == 0) s.favor_player = kNoPlayer;
  ev.add(Event{EventKind::favor_used, p, static_cast<std::int16_t>(a.column),
               static_cast<std::int16_t>(row)});
  auto& goods = s.player(p).goods;
  switch (a.row) {
    case FavorRow::prestige:
      change_prestige(s, p, a.column,
                      Event{EventKind::prestige_favor, p, 0, static_cast<std::int16_t>(a.column)},
                      ev);
      break;
    case FavorRow::deniers:
      goods.deniers = static_cast<std::int16_t>(goods.deniers + 2 + a.column);
      break;
    case FavorRow::resources:
      for (Cube c : kAllCubes)
        goods[c] = static_cast<std::int16_t>(goods[c] - a.give[c] + a.gain[c]);
      break;
    case FavorRow::buildings:
      if (favor_transforms(a))
        perform_transform(s, p, a.space, 1, ev);
      else if (a.column != 1)
        perform_build(s, p, a, favor_terms(s, a.column), ev);
      break;
  }
}

}  // namespace caylus::rules
