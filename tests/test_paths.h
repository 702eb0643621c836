// Where a test finds the sources and the `caylus` binary. The two paths are compiled into one
// generated file (tests/CMakeLists.txt), not into every test's compile line: a test's object is
// then the same in every checkout, and ccache serves it to a fresh worktree or clone.
#pragma once

namespace caylus::test {

// The project's root (README.md, corpus/, docs/), as an absolute path.
const char* source_dir();
// The `caylus` binary of this build, as an absolute path.
const char* caylus_binary();

}  // namespace caylus::test
