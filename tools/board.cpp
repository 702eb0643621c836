// caylus board: a picture of the board at a moment of a game, for a forum thread where a ruling
// is argued (issue 38 item 5). The drawing is the report's and the page's own
// (tools/report/board_svg.h), written as SVG or rendered to PNG by librsvg (Debian's
// librsvg2-dev, the renderer GNOME uses for SVG; cairo writes the PNG). `--at` is `caylus replay
// --dump-state --at`'s (tools/moment.h); the file is written atomically (tools/files.h).
#include <cairo.h>
#include <fmt/core.h>
#include <librsvg/rsvg.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/language/catalog.h"
#include "core/text.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/positions/snapshot.h"
#include "replay/replayer.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/fuzzing/replay_invariants.h"
#include "tools/language.h"
#include "tools/moment.h"
#include "tools/report/board_svg.h"
#include "tools/scenarios.h"

namespace caylus::tools {
namespace {

struct BoardCommand {
  std::string log;
  std::optional<std::string> at;
  std::string out;
  std::string layout = "wide";
  double scale = 1.0;
  std::vector<std::string> rules;
  std::string lang;  // --lang (tools/language.h): the drawing's words and the lines printed
};

bool ends_with(std::string_view text, std::string_view end) {
  return text.size() >= end.size() && text.substr(text.size() - end.size()) == end;
}

// The SVG drawn by librsvg into an image `scale` times its viewBox, as PNG bytes.
std::string render_png(const std::string& svg, double scale) {
  GError* error = nullptr;
  std::unique_ptr<RsvgHandle, void (*)(gpointer)> handle(
      rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error),
      g_object_unref);
  if (!handle) {
    std::string why = error ? error->message : "unknown";
    if (error) g_error_free(error);
    throw InputError{fill_in(tr("board: librsvg could not read the drawing: {0}"), why)};
  }
  gdouble width = 0, height = 0;
  if (!rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &width, &height)) {
    RsvgRectangle box{};
    rsvg_handle_get_intrinsic_dimensions(handle.get(), nullptr, nullptr, nullptr, nullptr, nullptr,
                                         &box);
    width = box.width;
    height = box.height;
  }
  int w = static_cast<int>(width * scale + 0.5), h = static_cast<int>(height * scale + 0.5);
  std::unique_ptr<cairo_surface_t, void (*)(cairo_surface_t*)> surface(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), cairo_surface_destroy);
  std::unique_ptr<cairo_t, void (*)(cairo_t*)> cr(cairo_create(surface.get()), cairo_destroy);
  RsvgRectangle viewport{0, 0, static_cast<double>(w), static_cast<double>(h)};
  if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error)) {
    std::string why = error ? error->message : "unknown";
    if (error) g_error_free(error);
    throw InputError{fill_in(tr("board: librsvg could not draw the board: {0}"), why)};
  }
  std::string png;
  auto append = [](void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
  };
  if (cairo_surface_write_to_png_stream(surface.get(), append, &png) != CAIRO_STATUS_SUCCESS)
    throw InputError{std::string(tr("board: cairo could not write the PNG"))};
  return png;
}

int run_board(const BoardCommand& c) {
  // The drawing (tools/report/board_svg.cpp: its labels, the tiles by their rulebook names) and
  // every line printed follow the language, as the report's board does (issue 37).
  use_language(c.lang, locale_environment());
  bool png = ends_with(c.out, ".png");
  if (!png && !ends_with(c.out, ".svg"))
    throw InputError{fill_in(tr("-o {0}: the picture's file ends in .svg or .png"), c.out)};
  if (c.layout != "wide" && c.layout != "narrow")
    throw InputError{fill_in(tr("--layout {0}: wide or narrow"), c.layout)};
  if (!(c.scale >= 0.25 && c.scale <= 4))
    throw InputError{fill_in(tr("--scale {0}: from 0.25 to 4"), fmt::format("{}", c.scale))};
  auto read = read_log_file(c.log);
  if (auto* error = std::get_if<LogError>(&read)) {
    fmt::print(stderr, "{}\n", error->located(c.log));
    return 2;
  }
  const GameLog& log = std::get<GameLog>(read);
  ReplayOptions options;
  options.rule_overrides = rule_pairs(c.rules);
  options.observer = invariants_observer();
  options.amendment_check = invariants_state_check();
  if (c.at) {
    auto moment = parse_moment(*c.at);
    if (auto* why = std::get_if<std::string>(&moment)) throw InputError{*why};
    auto entries = entries_at(log, std::get<Moment>(moment), options);
    if (auto* why = std::get_if<std::string>(&entries)) throw InputError{*why};
    options.stop_at = std::get<int>(entries);
  }
  ReplayResult r = replay_log(log, options);
  if (r.input_error) {
    fmt::print(stderr, "{}\n", r.input_error->located(c.log));
    return 2;
  }
  std::string svg = board_svg(write_snapshot(r.state, r.names), r.names, "board-svg",
                              c.layout == "narrow" ? BoardLayout::narrow : BoardLayout::wide);
  write_file_atomically(c.out, png ? render_png(svg, c.scale) : svg + "\n");
  if (r.error)
    fmt::print(stderr, "{}\n",
               fill_in(tr("{0}: the replay stopped at action #{1} ({2}): the board drawn is the "
                          "one before it"),
                       c.log, r.error->action, r.error->rule));
  fmt::print("{}\n", fill_in(tr("{0}: the board in turn {1}, phase {2}, written to {3}"), c.log,
                             r.state.turn, phase_place_words(r.state.phase), c.out));
  return r.exit_status();
}

}  // namespace

void add_board_command(CLI::App& app) {
  auto c = std::make_shared<BoardCommand>();
  CLI::App* board = app.add_subcommand(
      "board",
      "Write a picture of the board at a moment of a game, as SVG or PNG (by -o's extension): "
      "the drawing of 'caylus report' and of the page.\nExit status: 0 legal up to there, 1 the "
      "replay stopped at an illegal action, a mismatch or an expect not met (the board before "
      "it is written), 2 not a valid log, a bad --at or a file that cannot be written.");
  board->add_option("log", c->log, "the game log (JSON or notation)")->required();
  board->add_option("--at", c->at,
                    "where to stop: N (the first N entries of the log), turn=T (as turn T "
                    "begins) or turn=T.PHASE (as that phase of turn T begins); default: the end");
  board->add_option("-o,--out", c->out, "the picture to write: FILE.svg or FILE.png")->required();
  board
      ->add_option("--layout", c->layout,
                   "wide (the page's and report's desktop board) or narrow (a phone's)")
      ->capture_default_str();
  board->add_option("--scale", c->scale, "PNG only: pixels per unit of the drawing (0.25 to 4)")
      ->capture_default_str();
  add_rules_option(board, c->rules);
  add_language_option(board, c->lang);
  board->callback([c] { exit_status() = run_board(*c); });
}

}  // namespace caylus::tools
