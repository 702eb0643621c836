// Limits that keep bad input from exhausting time or memory: the JSON reader's
// (replay/input/json_text.cpp) and the log reader's (replay/json/log_json.cpp).
#pragma once

#include <cstddef>

namespace caylus {

inline constexpr std::size_t kMaxLogBytes = 64u << 20;  // 64 MiB
inline constexpr std::size_t kMaxLogActions = 200000;
inline constexpr int kMaxJsonDepth = 64;
// JSON values of all kinds (objects, lists, keys excluded, scalars): bounds the memory of the
// parsed document (about 100 bytes a value) whatever the text holds.
inline constexpr std::size_t kMaxJsonValues = 2000000;

}  // namespace caylus
