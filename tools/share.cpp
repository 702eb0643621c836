// caylus share: a link that carries a game (issue 27, docs/web.md). The fragment (after '#') is
// "log=" and the log's canonical notation, UTF-8, compressed with raw DEFLATE (RFC 1951) and
// written in base64url without padding (RFC 4648, section 5): the form the page writes with the
// browser's CompressionStream('deflate-raw') and reads with its DecompressionStream
// (tools/web/share.js). Everything after '#' is the game, so the fragment works after any base;
// browsers never send it to a server. --decode reads a link or fragment back to the notation.
#include <fmt/core.h>
#include <zlib.h>

#include <memory>
#include <string>
#include <string_view>

#include "core/language/catalog.h"
#include "replay/input/limits.h"
#include "replay/json/log_json.h"
#include "replay/log_input.h"
#include "replay/notation/notation.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/language.h"

namespace caylus::tools {
namespace {

constexpr std::string_view kPrefix = "log=";
constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

struct ShareCommand {
  std::string log;
  std::string base = "caylus.html";
  std::string decode;
  std::string lang;  // --lang (tools/language.h): its refusals, in the reader's language
};

// Raw DEFLATE with the settings of the browsers' CompressionStream (zlib's default level, a
// 32 KiB window, no header).
std::string deflate_raw(std::string_view in) {
  z_stream z{};
  if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw InputError{std::string(tr("share: zlib could not start"))};
  std::string out(deflateBound(&z, static_cast<uLong>(in.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = static_cast<uInt>(in.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  int status = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (status != Z_STREAM_END)
    throw InputError{std::string(tr("share: the log could not be compressed"))};
  return out;
}

std::string inflate_raw(std::string_view in) {
  z_stream z{};
  if (inflateInit2(&z, -15) != Z_OK)
    throw InputError{std::string(tr("share: zlib could not start"))};
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = static_cast<uInt>(in.size());
  std::string out;
  char buffer[1 << 15];
  int status = Z_OK;
  while (status == Z_OK) {
    z.next_out = reinterpret_cast<Bytef*>(buffer);
    z.avail_out = sizeof buffer;
    status = inflate(&z, Z_NO_FLUSH);
    out.append(buffer, sizeof buffer - z.avail_out);
    if (out.size() > kMaxLogBytes) status = Z_MEM_ERROR;
  }
  inflateEnd(&z);
  if (status != Z_STREAM_END)
    throw InputError{
        std::string(tr("share: the link's game is not valid raw DEFLATE data (a cut link?)"))};
  return out;
}

std::string base64url(std::string_view bytes) {
  std::string out;
  std::uint32_t bits = 0;
  int count = 0;
  for (unsigned char c : bytes) {
    bits = (bits << 8) | c;
    count += 8;
    while (count >= 6) {
      count -= 6;
      out += kAlphabet[(bits >> count) & 63];
    }
  }
  if (count > 0) out += kAlphabet[(bits << (6 - count)) & 63];
  return out;
}

std::string from_base64url(std::string_view text) {
  std::string out;
  std::uint32_t bits = 0;
  int count = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    auto at = kAlphabet.find(text[i]);
    if (at == std::string_view::npos)
      throw InputError{
          fill_in(tr("share: character {0} of the link's game, '{1}', is not base64url"), i + 1,
                  std::string(1, text[i]))};
    bits = (bits << 6) | static_cast<std::uint32_t>(at);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += static_cast<char>((bits >> count) & 0xFF);
    }
  }
  return out;
}

// The log of a link, a fragment ("#log=...") or the fragment's text alone ("log=...").
std::string decode_link(std::string_view link) {
  auto hash = link.find('#');
  if (hash != std::string_view::npos) link.remove_prefix(hash + 1);
  if (link.substr(0, kPrefix.size()) != kPrefix)
    throw InputError{
        std::string(tr("share --decode: no game in it: a link's part after '#' starts with log="))};
  link.remove_prefix(kPrefix.size());
  auto end = link.find('&');  // room for more parameters after the game
  return inflate_raw(from_base64url(link.substr(0, end)));
}

int run_share(const ShareCommand& c) {
  // Its refusals and the log's in the reader's language (issue 37); the link is no language's.
  use_language(c.lang, locale_environment());
  if (!c.decode.empty()) {
    fmt::print("{}", decode_link(c.decode));
    return 0;
  }
  if (c.log.empty())
    throw InputError{std::string(tr("share: give a LOG to share, or --decode LINK"))};
  auto read = read_log_file(c.log);
  if (auto* error = std::get_if<LogError>(&read)) {
    fmt::print(stderr, "{}\n", error->located(c.log));
    return 2;
  }
  const GameLog& log = std::get<GameLog>(read);
  // The canonical notation, as the page shares it: the shortest form, and the same text on
  // both sides for the same game.
  if (auto problem = text_log_problem(log))
    throw InputError{fill_in(tr("{0}: {1}"), c.log, *problem)};
  fmt::print("{}#{}{}\n", c.base, kPrefix, base64url(deflate_raw(write_text_log(log))));
  return 0;
}

}  // namespace

void add_share_command(CLI::App& app) {
  auto c = std::make_shared<ShareCommand>();
  CLI::App* cmd = app.add_subcommand(
      "share",
      "Print a link that carries a game: the page (build/web/caylus.html, docs/web.md) opens it\n"
      "on any machine, offline. The game is in the part after '#', compressed (raw DEFLATE,\n"
      "base64url): browsers never send it to a server, and it works after any --base.");
  cmd->add_option("log", c->log, "the log to share (JSON or text)");
  cmd->add_option("--base", c->base,
                  "what stands before '#': where the page is (default: caylus.html)");
  cmd->add_option("--decode", c->decode,
                  "print the log (the notation) that a link, or its part after '#', carries");
  add_language_option(cmd, c->lang);
  cmd->callback([c] { exit_status() = run_share(*c); });
}

}  // namespace caylus::tools
