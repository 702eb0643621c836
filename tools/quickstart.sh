#!/usr/bin/env bash
# First run on a fresh Debian machine: installs the dependencies, builds the release binary, and
# replays the bundled example game, explaining it turn by turn.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" --target caylus  # the tests are built by tools/test.sh
echo
echo "=== build/release/caylus replay corpus/games/example-4p.json"
build/release/caylus replay corpus/games/example-4p.json
