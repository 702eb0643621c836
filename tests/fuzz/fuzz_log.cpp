// libFuzzer target over the log readers (JSON and the text notation: read_log tells them apart by
// content), the canonical writers and the replayer: no input may crash, hang or trip a sanitizer,
// and a log that reads must write to a text that reads back and writes identically
// (write(read(write(x))) == write(x)), in both forms, and JSON -> text -> JSON is identical.
// Built and run by run_fuzz.sh.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "replay/log_json.h"
#include "replay/notation.h"
#if __has_include("replay/replayer.h")
#include "replay/replayer.h"
#define CAYLUS_FUZZ_REPLAY 1
#endif

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace caylus;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto result = read_log(text);
  auto* log = std::get_if<GameLog>(&result);
  if (log == nullptr) {
    const LogError& error = std::get<LogError>(result);
    // Every refusal says where and why.
    if (error.message.empty() || error.where().empty()) __builtin_trap();
    return 0;
  }
  std::string written = write_log(*log);
  auto again = read_log(written);
  auto* reread = std::get_if<GameLog>(&again);
  if (reread == nullptr) __builtin_trap();  // the writer wrote something the reader refuses
  if (write_log(*reread) != written) __builtin_trap();  // writing is not canonical
  if (!text_log_problem(*log)) {
    std::string as_text = write_text_log(*log);
    auto from_text = read_log(as_text);
    auto* text_log = std::get_if<GameLog>(&from_text);
    if (text_log == nullptr) __builtin_trap();              // the text writer wrote bad text
    if (write_log(*text_log) != written) __builtin_trap();  // JSON -> text -> JSON lost something
    if (write_text_log(*text_log) != as_text) __builtin_trap();  // text writing not canonical
  }
  (void)initial_state(*log);
#ifdef CAYLUS_FUZZ_REPLAY
  (void)replay_log(*log);
#endif
  return 0;
}
