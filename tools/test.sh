#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs the dependencies, builds and runs every
# test twice — an optimised build with warnings as errors, and an AddressSanitizer +
# UndefinedBehaviorSanitizer build — with the page (build/web/caylus.html, the `web` preset:
# emscripten) built first for its browser tests, then fuzzes the log reader and replayer for a
# bounded time and checks the ruling corpus. Exits non-zero on the first failure.
#
#   tools/test.sh            everything (what CI runs through .ci/run)
#   FUZZ_SECONDS=0 tools/test.sh   skip the fuzzer
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
step() { printf '\n=== %s\n' "$*"; }

step "dependencies"
tools/install-deps.sh

step "build: dev (RelWithDebInfo, -Werror)"
cmake --preset dev >/dev/null
cmake --build --preset dev -j "$jobs"
step "build: web (the page, build/web/caylus.html: emscripten)"
cmake --preset web >/dev/null
cmake --build --preset web -j "$jobs"
step "tests: dev"
ctest --preset dev -j "$jobs"

step "build: asan-ubsan"
cmake --preset asan-ubsan >/dev/null
cmake --build --preset asan-ubsan -j "$jobs"
step "tests: asan-ubsan"
ctest --preset asan-ubsan -j "$jobs"

if [ -x tests/fuzz/run_fuzz.sh ] && [ "${FUZZ_SECONDS:-60}" != 0 ]; then
  step "fuzz: log reader and replayer (${FUZZ_SECONDS:-60} s, ASan + UBSan)"
  tests/fuzz/run_fuzz.sh "${FUZZ_SECONDS:-60}"
fi

step "ruling corpus, golden games, regressions"
build/dev/caylus check corpus/
