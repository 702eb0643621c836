// caylus record: notes a game at the table, one decision at a time, each checked on the spot by
// the replayer, and loses nothing: after every accepted entry the file is rewritten atomically, and
// `caylus record FILE` again resumes where it stopped (docs/record.md).
#include <fmt/core.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/buildings.h"
#include "core/engine.h"
#include "core/language/catalog.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "tools/commands.h"
#include "tools/language.h"
#include "tools/parse_errors.h"
#include "tools/record/line_input.h"
#include "tools/record/new_game.h"
#include "tools/record/record_board.h"
#include "tools/record/record_prompt.h"
#include "tools/record/record_session.h"

namespace caylus::tools {
namespace {

struct RecordOptions {
  std::string file;
  std::vector<std::string> players;
  std::vector<std::string> neutral;
  std::optional<std::uint64_t> seed;
  std::vector<std::string> rules;
  std::string lang;  // --lang ("" when not given: the locale's)
};

// `text` in lines of at most 94 columns, cut between words (a translation is longer or shorter
// than the English: the lines are cut where it says them). UTF-8 continuation bytes take none.
std::string wrapped(std::string_view text) {
  std::string out, line;
  std::size_t columns = 0;
  auto width = [](std::string_view word) {
    return static_cast<std::size_t>(
        std::count_if(word.begin(), word.end(), [](char c) { return (c & 0xC0) != 0x80; }));
  };
  std::istringstream words{std::string(text)};
  for (std::string word; words >> word;) {
    if (!line.empty() && columns + 1 + width(word) > 94) {
      out += line + "\n";
      line.clear();
      columns = 0;
    }
    columns += (line.empty() ? 0 : 1) + width(word);
    line += (line.empty() ? "" : " ") + word;
  }
  return out + line + "\n";
}

// `help`: the commands are the notation's words, the same in every language (a log written in
// Bucharest replays in Madrid); what they do is said in the reader's.
std::string help_text() {
  std::string text = wrapped(
      tr("Answer with a choice's words, abbreviated as you like ('pl qu' or 'qua' for 'place "
         "quarry', 'fa de 2' for 'favor deniers 2'), a number where the choices have one (a road "
         "space: '9'; the provost's move: '+2', '2', '-1'), or the notation of docs/notation.md "
         "('red provost -2'). Tab completes the words of the choices. Commands:"));
  const std::string note = "note " + std::string(tr("TEXT"));  // what to type after `note`
  const std::pair<std::string, std::string_view> commands[] = {
      {"?", tr("every legal choice (long lists are shortened)")},
      {"undo", tr("take back the last decision (again and again, to the start)")},
      {"board", tr("the whole board")},
      {"score", tr("the points ledger so far: every prestige point and why")},
      {"check F=V..", tr("a check written into the log, e.g. check red.deniers=3 (it must hold)")},
      {"amend F=V..", tr("an amendment written into the log: what the table let stand")},
      {note, tr("a comment written into the log")},
      {"help", tr("this text")},
      {"quit", tr("stop (Ctrl-D too); every accepted entry is already in the file")},
  };
  for (const auto& [command, what] : commands) text += fmt::format("  {:<12} {}\n", command, what);
  return text;
}

GameLog new_game_log(const RecordOptions& o) {
  return tools::new_game_log(NewGame{o.players, o.neutral, o.seed, o.rules});
}

// Setup options given again when resuming must say what the file says.
void check_same_setup(const RecordOptions& o, const GameLog& log) {
  // One sentence for each (the subject's agreement is the language's).
  auto refuse = [&](std::string_view sentence) { throw InputError{fill_in(sentence, o.file)}; };
  if (!o.players.empty() && o.players != log.players)
    refuse(tr("{0} already holds a game (the players differ); to resume it, give only the file"));
  if (o.seed && log.seed != o.seed)
    refuse(tr("{0} already holds a game (the seeds differ); to resume it, give only the file"));
  if (!o.rules.empty() && parse_rules(o.rules) != log.options)
    refuse(
        tr("{0} already holds a game (the rule options differ); to resume it, give only the file"));
  if (!o.neutral.empty() &&
      new_game_log(RecordOptions{o.file, log.players, o.neutral, {}, {}, {}}).neutral !=
          log.neutral)
    refuse(
        tr("{0} already holds a game (the neutral buildings differ); to resume it, give only "
           "the file"));
}

void print_scores(const GameState& s, const std::vector<std::string>& names) {
  auto best = winners(s);
  for (int i = 0; i < s.player_count; ++i) {
    PlayerIndex p = s.turn_order[i];
    // Winners only when the game is over (end.winner); before, the scores so far.
    bool won = s.game_over() && std::find(best.begin(), best.end(), p) != best.end();
    const int prestige = s.player(p).goods.prestige;
    fmt::print("  {:<10} {}{}\n", names[p],
               fill_in(tr_n("{0} PP", "{0} PP", prestige), fmt::format("{:>3}", prestige)),
               won ? "  " + std::string(tr("winner")) : "");
  }
}

// A `check`, `amend`, `turn` or `phase` line, read by the notation's reader after the log so far
// (one parser for the file and the prompt). Errors are placed at column `column` of the typed
// line.
std::variant<std::vector<LogEntry>, LogError> read_claim_line(const GameLog& log,
                                                              const std::string& line) {
  std::string text = write_text_log(log);
  const int typed_line = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
  auto read = read_text_log(text + line + "\n");
  if (auto* error = std::get_if<LogError>(&read)) {
    LogError typed = *error;
    if (typed.line == typed_line) typed.line = 1;
    return typed;
  }
  GameLog& read_log = std::get<GameLog>(read);
  std::vector<LogEntry> entries(read_log.entries.begin() + log.entries.size(),
                                read_log.entries.end());
  // The notes above it are the log's (RecordSession places them); the line itself has none.
  for (auto& entry : entries) entry.comments.clear();
  return entries;
}

std::string entries_text(std::size_t count) {
  return fill_in(tr_n("{0} entry", "{0} entries", static_cast<long>(count)), count);
}

// Whether an answer starts as an action of the notation: a verb, or a player and a verb (or the
// player alone, whose verb is missing). Told by the words, not by the reader's error message,
// which is in the reader's language.
bool starts_as_notation(const std::string& answer, const std::vector<std::string>& names) {
  std::istringstream words(answer);
  std::string first, second;
  words >> first >> second;
  Verb verb{};
  if (parse_verb(first, verb)) return true;
  if (std::find(names.begin(), names.end(), first) == names.end()) return false;
  return second.empty() || parse_verb(second.substr(0, second.find(';')), verb);
}

bool starts_with_word(const std::string& line, std::string_view word) {
  return line.compare(0, word.size(), word) == 0 &&
         (line.size() == word.size() || line[word.size()] == ' ');
}

class Recorder {
 public:
  Recorder(RecordSession session, const std::string& file)
      : session_(std::move(session)),
        file_(file),
        // Tab offers what the pending decision accepts, from the list the prompt shows.
        input_([this](const std::string& before, const std::string& word) {
          return completions(before, word, session_.state(), session_.names(), legal_);
        }) {}

  int run() {
    bool show_all = false;
    bool announced_end = false;
    for (;;) {
      auto forced = session_.apply_forced();
      if (!forced.empty()) {
        session_.save();
        std::size_t entry = session_.log().entries.size() - forced.size();
        for (const auto& text : forced) {
          fmt::print("  {}  {}\n", text, forced_mark());
          for (const auto& line : session_.take_told(entry++)) fmt::print("    {}\n", line);
        }
      }
      for (const auto& line : session_.take_told()) fmt::print("    {}\n", line);
      const GameState& s = session_.state();
      legal_actions(s, legal_);
      if (s.game_over()) {
        if (!announced_end) {
          fmt::print("\n{}\n", tr("The game is over. Final scores:"));
          print_scores(s, session_.names());
          // The commands still open, by their words (the same in every language).
          fmt::print("{}\n",
                     fill_in(tr("(still open: {0})"), "check, undo, board, score, note, quit"));
          announced_end = true;
        }
      } else {
        announced_end = false;
        fmt::print("{}",
                   prompt_text(s, session_.names(), legal_, show_all, session_.favor_causes()));
      }
      show_all = false;
      auto line = input_.read(prompt_line(s, session_.names()));
      if (!line) {
        if (input_.interactive()) fmt::print("\n");  // Ctrl-D leaves the cursor on the prompt
        return finish();
      }
      if (!input_.interactive()) fmt::print("{}{}\n", prompt_line(s, session_.names()), *line);
      std::string answer = trimmed(*line);
      if (answer.empty()) continue;
      if (answer == "quit" || answer == "exit") return finish();
      if (answer == "?") {
        show_all = true;
      } else if (answer == "help") {
        fmt::print("{}", help_text());
      } else if (answer == "board") {
        fmt::print("\n{}", board_text(s, session_.names()));
      } else if (answer == "score") {
        print_ledger();
      } else if (answer == "undo") {
        auto taken_back = session_.undo();
        if (!taken_back) {
          if (refused(std::string(tr("nothing to undo: the log is at its start")))) return 2;
        } else {
          fmt::print("  {}\n", fill_in(tr("undone: {0}"), *taken_back));
        }
      } else if (starts_with_word(answer, "note")) {
        std::string text = trimmed(answer.substr(4));
        session_.note(text);
        fmt::print("  {}\n", fill_in(tr("noted: {0}"), "# " + text));
      } else if (!answer_with(answer)) {
        return 2;
      }
    }
  }

 private:
  int finish() const {
    fmt::print("{}\n", fill_in(tr("{0} holds {1}; `caylus record {0}` resumes"), file_,
                               entries_text(session_.log().entries.size())));
    return 0;
  }

  static std::string trimmed(const std::string& text) {
    auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return "";
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
  }

  // Shows why an answer was refused. On a terminal the prompt comes again; a script stops
  // (returns true) with the line's number, the file holding every entry before it.
  bool refused(const std::string& report) {
    std::fflush(stdout);
    if (input_.interactive()) {
      fmt::print(stderr, "{}{}", report, report.ends_with('\n') ? "" : "\n");
      fmt::print(stderr, "  {}\n",
                 tr("nothing was written; answer again ('help' lists the commands)"));
      return false;
    }
    fmt::print(stderr, "{}{}", report, report.ends_with('\n') ? "" : "\n");
    fmt::print(stderr, "{}",
               error_text(fill_in(
                   tr("standard input, line {0}: refused; {1} holds the {2} before it"),
                   input_.line_number(), file_, entries_text(session_.log().entries.size()))));
    return true;
  }

  void print_ledger() {
    ReplayResult r = session_.narrated();
    fmt::print("\n");
    if (r.ledger)
      for (const auto& line : r.ledger->render(r.names)) fmt::print("{}\n", line);
    fmt::print("{}\n", tr("So far:"));
    print_scores(r.state, r.names);
  }

  // An answer to the pending decision, a check or an amendment. False when a script must stop.
  bool answer_with(const std::string& answer) {
    const GameState& s = session_.state();
    std::vector<LogEntry> entries;
    if (starts_with_word(answer, "check") || starts_with_word(answer, "amend") ||
        starts_with_word(answer, "turn") || starts_with_word(answer, "phase")) {
      auto read = read_claim_line(session_.log(), answer);
      if (auto* error = std::get_if<LogError>(&read)) return !refused(located(*error));
      entries = std::get<std::vector<LogEntry>>(std::move(read));
    } else if (s.game_over()) {
      // Checks of the final state are still welcome; decisions are not.
      return !refused(fill_in(tr("the game is over: no decision is pending ({0} still work)"),
                              "check, undo, board, score, note, quit"));
    } else if (session_.typed_forced(answer)) {
      fmt::print("  {}  {}\n", answer, tr("(already applied as forced)"));
      return true;
    } else {
      ChoiceMatch match = match_choice(answer, s, session_.names(), legal_);
      if (match.bad_number) return !refused(*match.bad_number);
      if (match.action) {
        LogEntry entry;
        entry.action = *match.action;
        entries.push_back(entry);
      } else {
        auto read = s.game_over() ? parse_action_line(answer, session_.names())
                                  : parse_action_line(answer, session_.names(), s.decision.player);
        if (auto* error = std::get_if<LogError>(&read)) {
          if (!match.candidates.empty()) {
            std::string list;
            for (const auto& c : match.candidates) list += (list.empty() ? "" : ", ") + c;
            return !refused(fill_in(tr("'{0}' could be {1}: say which"), answer, list));
          }
          // Not the notation from its first word: the answer was meant as a choice's words.
          if (!starts_as_notation(answer, session_.names()))
            return !refused(fill_in(tr("no choice matches '{0}'; the choices are {1}"), answer,
                                    choices_list(s)));
          return !refused(located(*error));
        }
        entries = std::get<std::vector<LogEntry>>(std::move(read));
      }
    }
    std::vector<std::string> written;
    if (auto report = session_.add(entries, written)) return !refused(*report);
    for (const auto& text : written) fmt::print("  {}\n", text);
    return true;
  }

  // The legal choices in one line, as the prompt words them (at most a screenful).
  std::string choices_list(const GameState& s) const {
    std::string list;
    for (std::size_t i = 0; i < legal_.size() && i < 40; ++i)
      list += (i ? ", " : "") + choice_text(s, legal_[i], session_.names());
    if (legal_.size() > 40)
      list += ", " + fill_in(tr("... ({0} in all: ? shows them)"), legal_.size());
    return list;
  }

  // A typed line's error at its column: "answer:1:7: error: ..." on a terminal, "<stdin>:12:7"
  // for a script.
  std::string located(LogError error) const {
    if (input_.interactive()) return error.located("answer");
    error.line = input_.line_number();
    return error.located("<stdin>");
  }

  RecordSession session_;
  std::string file_;
  LineInput input_;
  std::vector<Action> legal_;
};

int run_record(const RecordOptions& o) {
  // As `caylus replay` chooses it (tools/language.h), before anything is said. The log is the
  // notation whatever the language.
  use_language(o.lang, locale_environment());
  GameLog log;
  std::error_code ec;
  const bool resume =
      std::filesystem::exists(o.file, ec) && std::filesystem::file_size(o.file, ec) > 0;
  if (resume) {
    auto read = read_log_file(o.file);
    if (auto* error = std::get_if<LogError>(&read)) {
      fmt::print(stderr, "{}\n", error->located(o.file));
      return 2;
    }
    log = std::get<GameLog>(std::move(read));
    check_same_setup(o, log);
  } else {
    log = new_game_log(o);
  }
  auto opened = RecordSession::open(std::move(log), o.file);
  if (auto* report = std::get_if<std::string>(&opened)) {
    fmt::print(stderr, "{}{}caylus: error: {}\n", *report, report->ends_with('\n') ? "" : "\n",
               fill_in(resume ? tr("{0} cannot be resumed") : tr("{0} cannot be started"), o.file));
    return 2;
  }
  RecordSession& session = std::get<RecordSession>(opened);
  session.save();  // the setup is in the file before the first decision
  std::string players;
  for (const auto& name : session.names()) players += (players.empty() ? "" : ", ") + name;
  if (resume)
    fmt::print("{}\n", fill_in(tr("Resuming {0}: {1}; players {2}. 'help' lists the commands."),
                               o.file, entries_text(session.log().entries.size()), players));
  else
    fmt::print("{}\n", fill_in(tr("Recording a new game in {0}: players {1} (in turn order). "
                                  "'help' lists the commands."),
                               o.file, players));
  // The steps before the first entry (a position's phase: the bailiff, a scoring, the income...),
  // told before the first prompt, as --explain tells them.
  auto opening = session.take_opening_told();
  if (!opening.empty()) {
    fmt::print("{}\n",
               tr("Before the first entry, as the position's phase begins, the engine's steps:"));
    for (const auto& line : opening) fmt::print("    {}\n", line);
  }
  Recorder recorder(std::move(session), o.file);
  return recorder.run();
}

}  // namespace

void add_record_command(CLI::App& app) {
  auto options = std::make_shared<RecordOptions>();
  CLI::App* record = app.add_subcommand(
      "record",
      "Note a game at the table, one decision at a time: each answer is checked by the\n"
      "replayer on the spot, and after each one FILE is rewritten atomically (in the\n"
      "notation of docs/notation.md), so a kill or a closed terminal loses at most the line\n"
      "being typed. Run it again on FILE to resume. Answer with abbreviated words, a road\n"
      "space's number or the provost's move, or the notation; Tab completes what the\n"
      "decision accepts; type 'help' at the prompt for the commands (undo, board, score,\n"
      "check, amend, note, quit). Without a terminal, lines are read from standard input\n"
      "and a refused line stops with exit status 2 and its line number. The prompts, menus\n"
      "and messages are in the reader's language, chosen as 'caylus replay' chooses it\n"
      "(--lang, else LANGUAGE, LC_ALL, LC_MESSAGES, LANG, else English); the commands and\n"
      "the notation are the same in every language, and so is FILE. See docs/record.md.");
  record->add_option("file", options->file, "the game's log: created, or resumed if it holds one")
      ->required();
  record
      ->add_option("--players,-p", options->players,
                   "a new game's players in turn order, e.g. red,green,blue (2 to 5)")
      ->delimiter(',');
  record
      ->add_option("--neutral", options->neutral,
                   "the neutral buildings on road spaces 1-6, e.g. "
                   "farm,forest,sawmill,quarry,market,carpenter")
      ->delimiter(',');
  record->add_option("--seed,-s", options->seed,
                     "draw the neutral buildings from this seed, as 'caylus play' does (without "
                     "--neutral or --seed, a random seed, written in the file)");
  add_rules_option(record, options->rules);
  add_language_option(record, options->lang);
  record->callback([options] { exit_status() = run_record(*options); });
}

}  // namespace caylus::tools
