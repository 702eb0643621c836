// Files the tool writes are written atomically (STYLE.md, "Pages and terminals are products too"):
// a temporary file beside the target, written, flushed to disk (fsync), then renamed over the
// target, so that a crash, a kill or a full disk leaves either the old file or the new one, never
// half of one. As SQLite and git do.
#pragma once

#include <string>
#include <string_view>

namespace caylus::tools {

// Writes `content` to `path` atomically. Throws InputError (exit 2) naming the file and the
// system's reason when it cannot.
void write_file_atomically(const std::string& path, std::string_view content);

// Reads a whole file of at most `max_bytes`. Throws InputError when it cannot.
std::string read_file(const std::string& path, std::size_t max_bytes);

}  // namespace caylus::tools
