// libFuzzer target over the log readers (JSON and the text notation: read_log tells them apart by
// content), the canonical writers and the replayer: no input may crash, hang or trip a sanitizer,
// and a log that reads must write to a text that reads back and writes identically
// (write(read(write(x))) == write(x)), in both forms, JSON -> text -> JSON is identical, and the
// replay's verdict is the same for the log and for the log read back from its text (issue 30).
// Built and run by run_fuzz.sh.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <variant>

#include "replay/json/log_json.h"
#include "replay/notation/notation.h"
#if __has_include("replay/replayer.h")
#include "replay/log_input.h"
#include "replay/positions/initial_state.h"
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
  std::optional<GameLog> text_log;
  if (!text_log_problem(*log)) {
    std::string as_text = write_text_log(*log);
    auto from_text = read_log(as_text);
    auto* read_back = std::get_if<GameLog>(&from_text);
    if (read_back == nullptr) __builtin_trap();              // the text writer wrote bad text
    if (write_log(*read_back) != written) __builtin_trap();  // JSON -> text -> JSON lost something
    if (write_text_log(*read_back) != as_text) __builtin_trap();  // text writing not canonical
    text_log = std::move(*read_back);
  }
  (void)initial_state(*log);
#ifdef CAYLUS_FUZZ_REPLAY
  ReplayResult replayed = replay_log(*log);
  // Issue 30: the verdict does not depend on the form. The log read back from its text says the
  // same: an input error or not, the same verdict, rule and action number.
  if (text_log) {
    ReplayResult again_replayed = replay_log(*text_log);
    if (replayed.input_error.has_value() != again_replayed.input_error.has_value())
      __builtin_trap();
    if (!replayed.input_error) {
      if (replayed.verdict != again_replayed.verdict) __builtin_trap();
      if (replayed.error.has_value() != again_replayed.error.has_value()) __builtin_trap();
      if (replayed.error && (replayed.error->action != again_replayed.error->action ||
                             replayed.error->rule != again_replayed.error->rule))
        __builtin_trap();
    }
  }
#endif
  return 0;
}
