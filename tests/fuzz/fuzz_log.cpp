// libFuzzer target over the log reader, the canonical writer and the replayer: no input may
// crash, hang or trip a sanitizer, and a log that reads must write to a text that reads back and
// writes identically (write(read(write(x))) == write(x)). Built and run by run_fuzz.sh.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "replay/log_json.h"
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
  (void)initial_state(*log);
#ifdef CAYLUS_FUZZ_REPLAY
  (void)replay_log(*log);
#endif
  return 0;
}
