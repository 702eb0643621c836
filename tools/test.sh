#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs the dependencies, builds and runs every
# test twice — an optimised build with warnings as errors, and an AddressSanitizer +
# UndefinedBehaviorSanitizer build — with the page (build/web/caylus.html, the `web` preset:
# emscripten) built first for its browser tests, then fuzzes the log readers, the replayer and the
# boards entering from outside for a fixed number of runs from a fixed seed (the same answer on a slow and a fast machine: nothing
# here depends on the machine's speed) and checks the ruling corpus. Exits non-zero on the first
# failure.
#
#   tools/test.sh                everything (what CI runs through .ci/run)
#   FUZZ_RUNS=0 tools/test.sh    skip the fuzzer (a developer's shortcut; CI never sets it)
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# Each step says how long the run has taken so far (the figures to read when CI nears its limit:
# docs/testing.md); no step depends on it.
started=$SECONDS
step() { printf '\n=== [%dm%02ds] %s\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$*"; }

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

step "fuzz: perturbed boards (issue 39), asan-ubsan, 3000 boards from seed 1"
build/asan-ubsan/caylus fuzz --policy boards --games 3000 --seed 1 --jobs "$jobs"

if [ "${FUZZ_RUNS:-150000}" != 0 ]; then
  step "fuzz: log readers, writers and replayer, and boards from outside (libFuzzer, ${FUZZ_RUNS:-150000} runs of each target from seed 1, ASan + UBSan)"
  tests/fuzz/run_fuzz.sh --target both --runs "${FUZZ_RUNS:-150000}" --seed 1
fi

step "ruling corpus, golden games, regressions"
build/dev/caylus check corpus/
step "done"
