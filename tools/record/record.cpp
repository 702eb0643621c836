// caylus record: notes a game at the table, one decision at a time, each checked on the spot by
// the replayer, and loses nothing: after every accepted entry the file is rewritten atomically, and
// `caylus record FILE` again resumes where it stopped (docs/record.md).
#include <fmt/core.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/buildings.h"
#include "core/engine.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "tools/commands.h"
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
};

constexpr const char* kHelp =
    "Answer with a choice's words, abbreviated as you like ('pl qu' or 'qua' for 'place quarry',\n"
    "'fa de 2' for 'favor deniers 2'), a number where the choices have one (a road space: '9';\n"
    "the provost's move: '+2', '2', '-1'), or the notation of docs/notation.md ('red provost\n"
    "-2'). Tab completes the words of the choices. Commands:\n"
    "  ?            every legal choice (long lists are shortened)\n"
    "  undo         take back the last decision (again and again, to the start)\n"
    "  board        the whole board\n"
    "  score        the points ledger so far: every prestige point and why\n"
    "  check F=V..  a check written into the log, e.g. check red.deniers=3 (it must hold)\n"
    "  amend F=V..  an amendment written into the log: what the table let stand\n"
    "  note TEXT    a comment written into the log\n"
    "  help         this text\n"
    "  quit         stop (Ctrl-D too); every accepted entry is already in the file\n";

GameLog new_game_log(const RecordOptions& o) {
  return tools::new_game_log(NewGame{o.players, o.neutral, o.seed, o.rules});
}

// Setup options given again when resuming must say what the file says.
void check_same_setup(const RecordOptions& o, const GameLog& log) {
  auto refuse = [&](const std::string& what) {
    throw InputError{o.file + " already holds a game (" + what +
                     " differ); to resume it, give only the file"};
  };
  if (!o.players.empty() && o.players != log.players) refuse("the players");
  if (o.seed && log.seed != o.seed) refuse("the seeds");
  if (!o.rules.empty() && parse_rules(o.rules) != log.options) refuse("the rule options");
  if (!o.neutral.empty() &&
      new_game_log(RecordOptions{o.file, log.players, o.neutral, {}, {}}).neutral != log.neutral)
    refuse("the neutral buildings");
}

void print_scores(const GameState& s, const std::vector<std::string>& names) {
  auto best = winners(s);
  for (int i = 0; i < s.player_count; ++i) {
    PlayerIndex p = s.turn_order[i];
    // Winners only when the game is over (end.winner); before, the scores so far.
    bool won = s.game_over() && std::find(best.begin(), best.end(), p) != best.end();
    fmt::print("  {:<10} {:>3} PP{}\n", names[p], s.player(p).goods.prestige,
               won ? "  winner" : "");
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
  return fmt::format("{} {}", count, count == 1 ? "entry" : "entries");
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
          fmt::print("  {}  (forced: the only legal choice)\n", text);
          for (const auto& line : session_.take_told(entry++)) fmt::print("    {}\n", line);
        }
      }
      for (const auto& line : session_.take_told()) fmt::print("    {}\n", line);
      const GameState& s = session_.state();
      legal_actions(s, legal_);
      if (s.game_over()) {
        if (!announced_end) {
          fmt::print("\nThe game is over. Final scores:\n");
          print_scores(s, session_.names());
          fmt::print("(check, undo, board, score, note, quit)\n");
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
        fmt::print("{}", kHelp);
      } else if (answer == "board") {
        fmt::print("\n{}", board_text(s, session_.names()));
      } else if (answer == "score") {
        print_ledger();
      } else if (answer == "undo") {
        auto taken_back = session_.undo();
        if (!taken_back) {
          if (refused("nothing to undo: the log is at its start")) return 2;
        } else {
          fmt::print("  undone: {}\n", *taken_back);
        }
      } else if (starts_with_word(answer, "note")) {
        std::string text = trimmed(answer.substr(4));
        session_.note(text);
        fmt::print("  noted: # {}\n", text);
      } else if (!answer_with(answer)) {
        return 2;
      }
    }
  }

 private:
  int finish() const {
    fmt::print("{} holds {}; `caylus record {}` resumes\n", file_,
               entries_text(session_.log().entries.size()), file_);
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
      fmt::print(stderr, "  nothing was written; answer again ('help' lists the commands)\n");
      return false;
    }
    fmt::print(stderr, "{}{}", report, report.ends_with('\n') ? "" : "\n");
    fmt::print(stderr,
               "caylus: error: standard input, line {}: refused; {} holds the {} before it\n",
               input_.line_number(), file_, entries_text(session_.log().entries.size()));
    return true;
  }

  void print_ledger() {
    ReplayResult r = session_.narrated();
    fmt::print("\n");
    if (r.ledger)
      for (const auto& line : r.ledger->render(r.names)) fmt::print("{}\n", line);
    fmt::print("So far:\n");
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
      return !refused(
          "the game is over: no decision is pending (check, undo, board, score, "
          "note and quit still work)");
    } else if (session_.typed_forced(answer)) {
      fmt::print("  {}  (already applied as forced)\n", answer);
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
            return !refused(fmt::format("'{}' could be {}: say which", answer, list));
          }
          // Not the notation from its first word: the answer was meant as a choice's words.
          if (error->message.starts_with("unknown verb"))
            return !refused(
                fmt::format("no choice matches '{}'; the choices are {}", answer, choices_list(s)));
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
    if (legal_.size() > 40) list += fmt::format(", ... ({} in all: ? shows them)", legal_.size());
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
    fmt::print(stderr, "{}{}caylus: error: {} cannot be {}\n", *report,
               report->ends_with('\n') ? "" : "\n", o.file, resume ? "resumed" : "started");
    return 2;
  }
  RecordSession& session = std::get<RecordSession>(opened);
  session.save();  // the setup is in the file before the first decision
  std::string players;
  for (const auto& name : session.names()) players += (players.empty() ? "" : ", ") + name;
  if (resume)
    fmt::print("Resuming {}: {}; players {}. 'help' lists the commands.\n", o.file,
               entries_text(session.log().entries.size()), players);
  else
    fmt::print(
        "Recording a new game in {}: players {} (in turn order). 'help' lists the "
        "commands.\n",
        o.file, players);
  // The steps before the first entry (a position's phase: the bailiff, a scoring, the income...),
  // told before the first prompt, as --explain tells them.
  auto opening = session.take_opening_told();
  if (!opening.empty()) {
    fmt::print("Before the first entry, as the position's phase begins, the engine's steps:\n");
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
      "and a refused line stops with exit status 2 and its line number. See docs/record.md.");
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
  record->callback([options] { exit_status() = run_record(*options); });
}

}  // namespace caylus::tools
