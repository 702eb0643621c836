// The players' row of the claim table (replay/claims/claim_fields.h): a player's numbers
// (kPlayerFields) and favor markers, read, written, compared, taken, amended and described.
#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/claims/claim_row.h"

namespace caylus::claim_fields::detail {
namespace {

// Favor rows in the order of their names: the order in which mismatches have always been listed
// (the rows of a claim were compared as a JSON object, keyed alphabetically).
std::array<int, kFavorRows> favor_rows_by_name() {
  std::array<int, kFavorRows> rows{};
  for (int r = 0; r < kFavorRows; ++r) rows[r] = r;
  std::sort(rows.begin(), rows.end(), [](int a, int b) {
    return favor_row_name(static_cast<FavorRow>(a)) < favor_row_name(static_cast<FavorRow>(b));
  });
  return rows;
}

// A player's amount of field `i` of kPlayerFields (the amendable ones: deniers, prestige, the
// cubes) as the reader's language counts it: "3 deniers", "3 PP", "20 de monede".
std::string amount_words(std::size_t i, int n) {
  std::string_view name = kPlayerFields[i].name;
  if (name == "deniers") return deniers_text(n);
  if (name == "prestige") return fill_in(tr_n("{0} PP", "{0} PP", n), n);
  for (Cube c : kAllCubes)
    if (name == cube_name(c)) return cube_count_text(c, n);
  return std::to_string(n) + " " + std::string(name);
}

struct Players {
  using Value = std::array<std::optional<PlayerClaims>, kMaxPlayers>;
  using Favor = std::array<std::optional<int>, kFavorRows>;

  static Error read_favor(const Json& v, const std::string& path, Favor& out) {
    std::array<std::string_view, kFavorRows> rows;
    for (int r = 0; r < kFavorRows; ++r) rows[r] = favor_row_name(static_cast<FavorRow>(r));
    if (auto e = expect_object(v, path, rows, N_("favor (row: column)"))) return e;
    for (int r = 0; r < kFavorRows; ++r) {
      const Json* column = find(v, rows[r]);
      if (column == nullptr) continue;
      std::int64_t n = 0;
      if (auto e = read_int(*column, child(path, rows[r]), 0, kFavorColumns, n)) return e;
      out[r] = static_cast<int>(n);
    }
    return std::nullopt;
  }
  static Error read_player(const Json& v, const std::string& path, PlayerClaims& out) {
    if (auto e = expect_object(v, path, player_field_names(), N_("a player claim"))) return e;
    for (std::size_t i = 0; i < kPlayerFields.size(); ++i) {
      const PlayerField& field = kPlayerFields[i];
      const Json* value = find(v, field.name);
      if (value == nullptr) continue;
      std::int64_t n = 0;
      std::string here = child(path, field.name);
      // An amendment's change: {"add": 2} (text `red.deniers+=2`), {"add": -2} (`-=2`).
      if (value->is_object()) {
        if (auto e = expect_object(*value, here, {"add"}, N_("a change ({\"add\": N})"))) return e;
        const Json* add = find(*value, "add");
        if (add == nullptr)
          return error_at(here, fill_in(tr("a change is written {0}"), "{\"add\": N}"));
        if (auto e = read_int(*add, child(here, "add"), -field.max, field.max, n)) return e;
        out.added[i] = true;
      } else if (value->is_number_integer() && value->get<std::int64_t>() < 0) {
        return error_at(here, fill_in(tr("goods are never negative: a player's deniers, prestige "
                                         "and cubes count from 0, not {0}"),
                                      value->dump()));
      } else if (auto e = read_int(*value, here, 0, field.max, n)) {
        return e;
      }
      out.fields[i] = static_cast<int>(n);
    }
    if (const Json* favor = find(v, kFavorKey))
      if (auto e = read_favor(*favor, child(path, kFavorKey), out.favor.emplace())) return e;
    return std::nullopt;
  }
  static Error read(const Json& v, const std::string& path, const Names& names, Value& out) {
    if (auto e = expect_object(v, path)) return e;
    for (const auto& [name, claim] : v.items()) {
      PlayerIndex p;
      std::string here = child(path, name);
      if (auto e = player_named(name, here, names, p)) return e;
      if (auto e = read_player(claim, here, out[p].emplace())) return e;
    }
    return std::nullopt;
  }
  static Ordered write(const Value& players, const Names& names) {
    Ordered out = Ordered::object();
    for (int p = 0; p < kMaxPlayers; ++p) {
      if (!players[p]) continue;
      Ordered entry = Ordered::object();
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        if (players[p]->fields[i]) {
          Ordered value = *players[p]->fields[i];
          if (players[p]->added[i]) value = Ordered{{"add", *players[p]->fields[i]}};
          entry[std::string(kPlayerFields[i].name)] = value;
        }
      if (const auto& favor = players[p]->favor) {
        Ordered rows = Ordered::object();
        for (int r = 0; r < kFavorRows; ++r)
          if ((*favor)[r])
            rows[std::string(favor_row_name(static_cast<FavorRow>(r)))] = *(*favor)[r];
        entry[std::string(kFavorKey)] = rows;
      }
      out[name_of(static_cast<PlayerIndex>(p), names)] = entry;
    }
    return out;
  }
  static void compare(const Value& players, const GameState& s, const Names& names,
                      const std::string& path, std::vector<Mismatch>& out) {
    static const std::array<int, kFavorRows> kRowsByName = favor_rows_by_name();
    for (PlayerIndex p = 0; p < seats(s, names); ++p) {  // seat order, whatever the log's
      if (!players[p]) continue;
      std::string here = join(path, names[p]);
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        if (const auto& claimed = players[p]->fields[i])
          differ(out, join(here, kPlayerFields[i].name), *claimed, kPlayerFields[i].get(s, p));
      if (!players[p]->favor) continue;
      for (int r : kRowsByName)
        if (const auto& claimed = (*players[p]->favor)[r])
          differ(out, join(join(here, kFavorKey), favor_row_name(static_cast<FavorRow>(r))),
                 *claimed, s.player(p).favor[r]);
    }
  }
  static Value take(const GameState& s) {
    Value out;
    for (PlayerIndex p = 0; p < s.player_count; ++p) {
      PlayerClaims& claims = out[p].emplace();
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        claims.fields[i] = kPlayerFields[i].get(s, p);
      Favor& favor = claims.favor.emplace();
      for (int r = 0; r < kFavorRows; ++r) favor[r] = s.player(p).favor[r];
    }
    return out;
  }
  static Ordered schema() {
    Ordered fields = Ordered::object();
    for (const PlayerField& field : kPlayerFields)
      fields[std::string(field.name)] = {
          {"oneOf",
           {integer_schema(0, field.max),
            {{"type", "object"},
             {"properties", {{"add", integer_schema(-field.max, field.max)}}},
             {"required", {"add"}},
             {"additionalProperties", false},
             {"description", "an amendment's change: +N or -N"}}}}};
    Ordered rows = Ordered::object();
    for (int r = 0; r < kFavorRows; ++r)
      rows[std::string(favor_row_name(static_cast<FavorRow>(r)))] =
          integer_schema(0, kFavorColumns);
    fields[std::string(kFavorKey)] = {{"type", "object"},
                                      {"properties", rows},
                                      {"additionalProperties", false},
                                      {"description", "favor row -> marker column"}};
    return {{"type", "object"},
            {"additionalProperties",
             {{"type", "object"}, {"properties", fields}, {"additionalProperties", false}}},
            {"description", "player name -> value"}};
  }
  static std::optional<std::string> amend(const Value& players, GameState& s, const Names& names,
                                          const std::string& path) {
    // The players in the order of their names: the refusal named is the one amendments have
    // always named (the fields were read as a JSON object, keyed alphabetically).
    std::vector<PlayerIndex> order;
    for (int p = 0; p < kMaxPlayers; ++p)
      if (players[p]) order.push_back(static_cast<PlayerIndex>(p));
    std::sort(order.begin(), order.end(),
              [&](PlayerIndex a, PlayerIndex b) { return name_of(a, names) < name_of(b, names); });
    for (PlayerIndex p : order)
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        if (players[p]->fields[i] && kPlayerFields[i].set == nullptr)
          return fill_in(tr("{0} cannot be amended: it follows from the actions (amend deniers, "
                            "prestige, cubes and favor markers)"),
                         join(join(path, name_of(p, names)), kPlayerFields[i].name));
    for (PlayerIndex p : order)
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i) {
        if (!players[p]->fields[i] || !players[p]->added[i]) continue;
        int now = kPlayerFields[i].get(s, p), change = *players[p]->fields[i];
        // The field's key stays the notation's; the amounts are said in the reader's words.
        if (now + change < 0)
          return fill_in(tr("{0}: {1} has {2}, and cannot give {3}"),
                         join(join(path, name_of(p, names)), kPlayerFields[i].name),
                         name_of(p, names), amount_words(i, now), -change);
        // The cap a claim of the field has (0..max): past it no check could state the count,
        // and repeated changes would overflow the state's counters.
        if (now + change > kPlayerFields[i].max)
          return fill_in(tr("{0}: {1} has {2}, and {3} more would make {4}: a count is at most "
                            "{5}"),
                         join(join(path, name_of(p, names)), kPlayerFields[i].name),
                         name_of(p, names), amount_words(i, now), change, now + change,
                         kPlayerFields[i].max);
      }
    for (PlayerIndex p : order) {
      for (std::size_t i = 0; i < kPlayerFields.size(); ++i)
        if (players[p]->fields[i])
          kPlayerFields[i].set(
              s, p,
              *players[p]->fields[i] + (players[p]->added[i] ? kPlayerFields[i].get(s, p) : 0));
      for (int r = 0; players[p]->favor && r < kFavorRows; ++r)
        if ((*players[p]->favor)[r])
          s.player(p).favor[r] = static_cast<std::uint8_t>(*(*players[p]->favor)[r]);
    }
    return std::nullopt;
  }
};

}  // namespace

ClaimField players_row() {
  return row<&Claims::players, Players>("players");
}

}  // namespace caylus::claim_fields::detail
