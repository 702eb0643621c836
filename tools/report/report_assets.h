// The page of `caylus report`: its template, stylesheet and script, real files under
// tools/report/ embedded into the binary at build time (tools/report/embed.cmake writes the
// definitions into the build tree).
#pragma once

#include <string_view>

namespace caylus::tools::report_assets {

extern const std::string_view html;  // tools/report/report.html
extern const std::string_view css;   // tools/report/report.css
extern const std::string_view js;    // tools/report/report.js

}  // namespace caylus::tools::report_assets
