// Reading a game log (LOG_FORMAT.md version 1, docs/log-format.md): the document, its setup and
// every entry, strictly. The setup is read by setup_json.cpp; writing is in log_write.cpp.
#include "replay/json/log_json.h"

#include <algorithm>
#include <array>

#include "core/language/catalog.h"
#include "core/rule_texts/rule_catalog.h"
#include "core/verbs.h"
#include "replay/claims/claims.h"
#include "replay/input/json_input.h"
#include "replay/input/limits.h"
#include "replay/json/setup_json.h"
#include "replay/log/covers.h"

namespace caylus {
namespace {

using namespace json_input;

constexpr std::int64_t kMaxProvostMove = 99;  // beyond -3..3 is the engine's provost.bounds
constexpr std::int64_t kMaxGoodsAmount = 99;  // per kind in `use`
constexpr int kMaxCubesListed = 10;           // `take` / `give` lists
constexpr std::size_t kMaxBatches = 99;       // the castle holds 30 houses at most
constexpr std::size_t kMaxBatchCubes = 10;
constexpr std::size_t kMaxNoteBytes = 100000;

// The fields of an action: player, act, note, comments, then the verb's parameters (the verb
// table, core/verbs.h).
std::vector<std::string_view> action_fields(Verb verb) {
  std::vector<std::string_view> fields = {"player", "act", "note", "comments"};
  for (const ParamSpec& p : verb_spec(verb).params) fields.push_back(p.key);
  return fields;
}

// "comments": a list of lines (extension: the comment lines of a text log).
Error read_comments(const Json& value, const std::string& path, std::vector<std::string>& out) {
  if (auto e = expect_array(value, path, kMaxLogActions)) return e;
  out.resize(value.size());
  for (std::size_t i = 0; i < value.size(); ++i)
    if (auto e = read_string(value[i], item(path, i), out[i], kMaxNoteBytes)) return e;
  return std::nullopt;
}

std::string unknown_verb(const std::string& verb) {
  std::string known;
  for (const VerbSpec& v : verb_table()) known += (known.empty() ? "" : ", ") + std::string(v.name);
  return fill_in(tr("unknown verb '{0}' ({1})"), verb, known);
}

bool names_a_building(std::string_view text) {
  for (int i = 1; i < kBuildingCount; ++i)
    if (building_name_match(text, static_cast<BuildingId>(i)) > 0) return true;
  return false;
}

struct EntryReader {
  const std::vector<std::string>& names;

  // A space: a special name, a building id, or a road space number.
  Error read_space(const Json& value, const std::string& path, SpaceRef& out) {
    out = SpaceRef{};
    if (value.is_string()) {
      const auto& text = value.get_ref<const std::string&>();
      if (parse_special(text, out.special)) {
        out.kind = SpaceRef::Kind::special;
        return std::nullopt;
      }
      if (parse_building(text, out.building) && out.building != BuildingId::none) {
        out.kind = SpaceRef::Kind::building;
        return std::nullopt;
      }
      if (names_a_building(text)) {  // a short name: resolved against the road when it is played
        out.kind = SpaceRef::Kind::named;
        out.name = text;
        return std::nullopt;
      }
      return error_at(path, fill_in(tr("unknown space '{0}': a space is a special name ({1}), a "
                                       "building id or short name ({2}), or a road space number "
                                       "1-28"),
                                    text,
                                    "gate, trading_post, merchants_guild, joust_field, stables, "
                                    "inn, castle",
                                    "quarry, farm_food"));
    }
    if (value.is_number()) {
      std::int64_t n = 0;
      if (auto e = read_int(value, path, 1, kRoadSpaces, n)) return e;
      out.kind = SpaceRef::Kind::number;
      out.number = static_cast<int>(n);
      return std::nullopt;
    }
    return error_at(path, fill_in(tr("expected a space (a name or a road space number), found {0}"),
                                  type_words(value)));
  }

  // {"food": 1, "deniers": 2}: what `use` gives or gains.
  Error read_goods(const Json& value, const std::string& path, Resources& out) {
    // The cubes by their names (core/types.h), then deniers and prestige.
    static constexpr auto kGoodsKeys = [] {
      std::array<std::string_view, kCubeTypes + 2> keys{};
      for (int i = 0; i < kCubeTypes; ++i) keys[i] = kCubeNames.names[i];
      keys[kCubeTypes] = "deniers";
      keys[kCubeTypes + 1] = "prestige";
      return keys;
    }();
    if (auto e = expect_object(value, path, kGoodsKeys, N_("a bundle of goods"))) return e;
    out = Resources{};
    for (const auto& [key, count] : value.items()) {
      std::int64_t n = 0;
      if (auto e = read_int(count, child(path, key), 0, kMaxGoodsAmount, n)) return e;
      Cube cube;
      if (parse_cube(key, cube))
        out[cube] = static_cast<std::int16_t>(n);
      else if (key == "deniers")
        out.deniers = static_cast<std::int16_t>(n);
      else
        out.prestige = static_cast<std::int16_t>(n);
    }
    return std::nullopt;
  }

  Error read_batches(const Json& value, const std::string& path, LogEntry& entry) {
    if (auto e = expect_array(value, path, kMaxBatches)) return e;
    for (std::size_t i = 0; i < value.size(); ++i) {
      std::string here = item(path, i);
      const Json& batch = value[i];
      if (!batch.is_array())
        return error_at(here, fill_in(tr("a batch is a list of 3 cube names, e.g. {0}; found {1}"),
                                      "[\"food\", \"wood\", \"stone\"]", type_words(batch)));
      if (auto e = expect_array(batch, here, kMaxBatchCubes)) return e;
      std::vector<Cube> cubes(batch.size());
      for (std::size_t c = 0; c < batch.size(); ++c)
        if (auto e = read_cube(batch[c], item(here, c), cubes[c])) return e;
      std::vector<Cube> sorted = cubes;
      std::sort(sorted.begin(), sorted.end());
      int kind = -1;
      for (int k = 0; k < kBatchKinds && sorted.size() == 3; ++k)
        if (std::equal(sorted.begin(), sorted.end(), kBatchCubes[k].begin())) kind = k;
      if (kind >= 0) {
        ++entry.action.batches[kind];
        continue;
      }
      // Well-formed but no batch: the player broke castle.batch; the replayer says so.
      if (entry.invalid_batch.empty()) {
        std::string listed;
        for (Cube c : cubes) listed += (listed.empty() ? "" : ", ") + std::string(cube_name(c));
        entry.invalid_batch = fill_in(tr("batch {0} [{1}] is not a batch: 3 cubes of 3 different "
                                         "types, one of them food"),
                                      i + 1, listed);
      }
      entry.invalid_batches.push_back(std::move(cubes));
    }
    return std::nullopt;
  }

  // One parameter of the verb table (core/verbs.h) into its Action field.
  Error read_param(const Json& value, const std::string& path, const ParamSpec& param,
                   LogEntry& entry) {
    Action& a = entry.action;
    Resources& goods = param.field == ActionField::give ? a.give : a.gain;
    std::int64_t n = 0;
    switch (param.kind) {
      case ParamKind::space:
        return read_space(value, path, entry.space_ref);
      case ParamKind::move:
        if (auto e = read_int(value, path, -kMaxProvostMove, kMaxProvostMove, n)) return e;
        a.move = static_cast<std::int8_t>(n);
        return std::nullopt;
      case ParamKind::stay:
        return read_bool(value, path, a.stay);
      case ParamKind::favor_row:
        return read_favor_row(value, path, a.row);
      case ParamKind::column:
        if (auto e = read_int(value, path, 1, kFavorColumns, n)) return e;
        a.column = static_cast<std::uint8_t>(n);
        return std::nullopt;
      case ParamKind::cubes:
        return read_cube_list(value, path, kMaxCubesListed, goods);
      case ParamKind::goods:
        return read_goods(value, path, goods);
      case ParamKind::building:
        return read_building_named(value, path, is_stock_tile, "building of the stock", a.building,
                                   true);
      case ParamKind::batches:
        return read_batches(value, path, entry);
    }
    return std::nullopt;
  }

  Error read_parameters(const Json& j, const std::string& path, LogEntry& entry) {
    const VerbSpec& verb = verb_spec(entry.action.verb);
    entry.given = 0;
    if (verb.verb == Verb::favor && find(j, "target") != nullptr && find(j, "on") != nullptr)
      return error_at(child(path, "on"),
                      fill_in(tr("give either '{0}' (a notary transformation) or '{1}' (the "
                                 "residence of a prestige building), not both"),
                              "target", "on"));
    for (std::size_t i = 0; i < verb.params.size(); ++i) {
      const ParamSpec& param = verb.params[i];
      const Json* v = find(j, param.key);
      if (v == nullptr) {
        if (param.required)
          return error_at(child(path, param.key),
                          fill_in(tr("missing required field '{0}'"), param.key));
        continue;
      }
      entry.given |= static_cast<std::uint16_t>(1u << i);
      if (auto e = read_param(*v, child(path, param.key), param, entry)) return e;
      if (is_amount(param) && !param_present(entry.action, param))
        entry.given_empty |= static_cast<std::uint16_t>(1u << i);
    }
    return std::nullopt;
  }

  Error read_action(const Json& j, const std::string& path, LogEntry& entry) {
    const Json* act = find(j, "act");
    if (act == nullptr)
      return error_at(child(path, "act"), fill_in(tr("missing required field '{0}'"), "act"));
    std::string verb;
    if (auto e = read_string(*act, child(path, "act"), verb)) return e;
    Action& a = entry.action;
    if (!parse_verb(verb, a.verb)) return error_at(child(path, "act"), unknown_verb(verb));
    if (auto e = expect_object(j, path, action_fields(a.verb), "'" + verb + "'")) return e;
    const Json* who;
    if (auto e = required(j, path, "player", who)) return e;
    if (auto e = read_player(*who, child(path, "player"), names, a.player)) return e;
    return read_parameters(j, path, entry);
  }

  // {"legal": ACTION} or {"refused": ACTION, "rule": RULE_ID} (docs/log-format.md).
  Error read_probe(const Json& j, const std::string& path, Probe probe, LogEntry& entry) {
    bool legal = probe == Probe::legal;
    std::string_view key = legal ? "legal" : "refused";
    if (auto e = legal ? expect_object(j, path, {"legal", "note", "comments"}, N_("a legal claim"))
                       : expect_object(j, path, {"refused", "rule", "note", "comments"},
                                       N_("a refused claim")))
      return e;
    const Json& action = *find(j, key);
    if (auto e = expect_object(action, child(path, key))) return e;
    for (std::string_view extra : {"note", "comments"})
      if (find(action, extra) != nullptr)
        return error_at(
            child(child(path, key), extra),
            fill_in(tr("'{0}' of a {1} claim stands beside '{1}', not inside its action"), extra,
                    key));
    if (auto e = read_action(action, child(path, key), entry)) return e;
    if (!legal) {
      const Json* rule;
      if (auto e = required(j, path, "rule", rule)) return e;
      if (auto e = read_string(*rule, child(path, "rule"), entry.refused_rule)) return e;
      if (!is_refusal_rule_id(entry.refused_rule))
        return error_at(child(path, "rule"),
                        fill_in(tr("unknown rule id '{0}' (see RULES.md, e.g. {1})"),
                                entry.refused_rule, "place.cost"));
    }
    entry.is_check = true;
    entry.probe = probe;
    return std::nullopt;
  }

  Error read_entry(const Json& j, const std::string& path, LogEntry& entry) {
    entry.path = path;
    if (auto e = expect_object(j, path)) return e;
    if (const Json* note = find(j, "note"))
      if (auto e = read_string(*note, child(path, "note"), entry.note, kMaxNoteBytes)) return e;
    if (const Json* comments = find(j, "comments"))
      if (auto e = read_comments(*comments, child(path, "comments"), entry.comments)) return e;
    const Json* check = find(j, "check");
    const Json* amend = find(j, "amend");
    if (check == nullptr && amend == nullptr) {
      if (find(j, "legal") != nullptr) return read_probe(j, path, Probe::legal, entry);
      if (find(j, "refused") != nullptr) return read_probe(j, path, Probe::refused, entry);
      return read_action(j, path, entry);
    }
    std::string_view key = check != nullptr ? "check" : "amend";
    if (auto e = expect_object(j, path, {key, "note", "comments"},
                               check != nullptr ? N_("a check entry") : N_("an amendment")))
      return e;
    auto claims = read_claims(check != nullptr ? *check : *amend, names, child(path, key),
                              check != nullptr ? ClaimsOf::check : ClaimsOf::amendment);
    if (auto* error = std::get_if<LogError>(&claims)) return *error;
    entry.is_check = check != nullptr;
    entry.is_amend = amend != nullptr;
    entry.claims = std::move(std::get<Claims>(claims));
    return std::nullopt;
  }
};

Error read_header(const Json& root) {
  if (!root.is_object())
    return error_at("", fill_in(tr("a log is a JSON object ({0}), not {1}"),
                                "{\"format\": \"caylus-log\", ...}", type_words(root)));
  const Json* v;
  if (auto e = required(root, "", "format", v)) return e;
  std::string format;
  if (auto e = read_string(*v, "format", format)) return e;
  if (format != "caylus-log")
    return error_at("format", fill_in(tr("this is not a Caylus log: format is '{0}', expected "
                                         "'{1}'"),
                                      format, "caylus-log"));
  if (auto e = required(root, "", "version", v)) return e;
  if (!v->is_number_integer())
    return error_at("version",
                    fill_in(tr("expected the integer {0}, found {1}"), 1, type_words(*v)));
  if (!(*v == 1))
    return error_at("version", fill_in(tr("version {0} is not supported: this reader reads "
                                          "version {1}"),
                                       v->dump(), 1));
  return expect_object(root, "",
                       {"format", "version", "title", "source", "notes", "covers", "rules", "setup",
                        "actions", "expect", "comments", "end_comments"},
                       N_("a log"));
}

Error read_document(const Json& root, GameLog& log) {
  if (auto e = read_header(root)) return e;
  for (std::string_view key : {"title", "source", "notes"}) {
    if (const Json* v = find(root, key)) {
      std::string text;
      if (auto e = read_string(*v, std::string(key), text, kMaxNoteBytes)) return e;
      (key == "title" ? log.title : key == "source" ? log.source : log.notes) = text;
    }
  }
  if (const Json* covers = find(root, "covers"))
    if (auto e = read_covers(*covers, log.covers)) return e;  // extension (docs/corpus.md)
  if (const Json* comments = find(root, "comments"))
    if (auto e = read_comments(*comments, "comments", log.comments)) return e;
  if (const Json* comments = find(root, "end_comments"))
    if (auto e = read_comments(*comments, "end_comments", log.end_comments)) return e;
  std::optional<RuleOptions> options;
  if (const Json* rules = find(root, "rules")) {
    if (auto e = expect_object(*rules, "rules", {"options"}, "'rules'")) return e;
    if (const Json* v = find(*rules, "options")) {
      options.emplace();
      if (auto e = read_options(*v, "rules.options", *options)) return e;
      log.options = *options;
    }
  }
  if (auto e = read_setup(root, log, options ? &*options : nullptr)) return e;
  EntryReader reader{log.players};
  if (const Json* actions = find(root, "actions")) {
    if (auto e = expect_array(*actions, "actions", kMaxLogActions)) return e;
    log.entries.resize(actions->size());
    for (std::size_t i = 0; i < actions->size(); ++i)
      if (auto e = reader.read_entry((*actions)[i], item("actions", i), log.entries[i])) return e;
  }
  if (const Json* expect = find(root, "expect")) {
    auto claims = read_expect(*expect, log.players, log.entries.size(), "expect");
    if (auto* error = std::get_if<LogError>(&claims)) return *error;
    log.expect = std::move(std::get<ExpectClaims>(claims));
  }
  return std::nullopt;
}

}  // namespace

std::variant<GameLog, LogError> read_log_document(const nlohmann::json& document) {
  GameLog log;
  if (auto e = read_document(document, log)) return *e;
  return log;
}

}  // namespace caylus
