// Files the tool writes appear whole or not at all: written to a temporary file beside the
// target, flushed to disk (fsync), then renamed over it (as SQLite and git do).
#pragma once

#include <string>

namespace caylus::tools {

// Throws InputError naming the file when it cannot be written.
void write_file_atomically(const std::string& path, const std::string& text);

}  // namespace caylus::tools
