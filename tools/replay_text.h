// What `caylus replay LOG` prints about one replay, as lines of text: the error (rule id,
// message, the action, the facts that mattered, the legal choices), the summary (verdict,
// scores, winners) and the expect. Shared by `caylus replay` and `caylus report`, so that the
// report says it exactly as the replay does.
#pragma once

#include <string>
#include <vector>

#include "replay/replayer.h"

namespace caylus::tools {

// Empty when the replay has no error.
std::vector<std::string> error_lines(const std::string& file, const ReplayResult& r);
std::vector<std::string> summary_lines(const std::string& file, const ReplayResult& r);
// Every amendment the replay applied, in the notation (LOG_FORMAT.md: they are part of the
// answer); empty when there is none.
std::vector<std::string> amendment_lines(const ReplayResult& r);
// Empty when the log has no expect.
std::vector<std::string> expect_lines(const std::string& file, const ReplayResult& r);

}  // namespace caylus::tools
