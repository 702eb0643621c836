// Writing a file so that a reader sees the old file or the new one, never half of it: a
// temporary file next to it, written, fsync'ed, then renamed over it (as SQLite and git do).
#pragma once

#include <string>
#include <string_view>

namespace caylus::tools {

// Throws InputError naming the path when the file cannot be written.
void write_file_atomically(const std::string& path, std::string_view content);

}  // namespace caylus::tools
