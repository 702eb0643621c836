#!/usr/bin/env bash
# Installs what Caylus Arbiter needs to build and test, from Debian packages only.
# Does nothing when everything is already installed; otherwise runs apt-get (as root, or
# through sudo).
set -euo pipefail
packages=(cmake make g++ nlohmann-json3-dev libfmt-dev libcli11-dev libgtest-dev
          librapidcheck-dev libbenchmark-dev python3 python3-jsonschema clang libclang-rt-dev
          clang-format libedit-dev pkgconf tmux  # libedit, tmux: `caylus record` and its terminal test
          chromium  # chromium: the browser test of `caylus report` (tests/web/report_test.py)
          zlib1g-dev  # `caylus share`: the link's raw DEFLATE
          gettext  # the message catalogs: msgfmt, msgen, msgfilter at build time, xgettext (core/language/)
          librsvg2-dev  # `caylus board -o FILE.png`: the board rendered by librsvg and cairo
          help2man dpkg-dev  # the man pages of `cmake --install`; the .deb's dependencies (tools/install/)
          # the page (tools/web/, the `web` preset) and its browser tests (tests/web/)
          emscripten python3-selenium chromium-driver)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
