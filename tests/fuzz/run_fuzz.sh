#!/bin/sh
# Builds tests/fuzz/fuzz_log.cpp with clang++ (libFuzzer + AddressSanitizer + UBSan) straight from
# the sources into a temporary directory, and fuzzes the log reader, writer and replayer for
# SECONDS (default 30), starting from tests/fuzz/corpus/.
#
#   tests/fuzz/run_fuzz.sh [SECONDS]
#
# Exit status: 0 when no input crashed, 1 otherwise (the crashing input is kept in
# $CAYLUS_FUZZ_ARTIFACTS, default /tmp/caylus-fuzz-artifacts, and printed, so that a CI log
# carries it). CXX_FUZZ overrides clang++; FUZZ_JOBS the number of parallel compilations
# (default 2). FUZZ_SEED seeds libFuzzer's mutations (default 1, so that a run is repeatable: the
# same seed on a faster machine covers what CI covered; 0 lets libFuzzer pick one).
set -eu

seconds=${1:-30}
seed=${FUZZ_SEED:-1}
case $seconds in
  ''|*[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 2 ;;
esac
root=$(cd "$(dirname "$0")/../.." && pwd)
cxx=${CXX_FUZZ:-clang++}
jobs=${FUZZ_JOBS:-2}
artifacts=${CAYLUS_FUZZ_ARTIFACTS:-${TMPDIR:-/tmp}/caylus-fuzz-artifacts}
work=$(mktemp -d "${TMPDIR:-/tmp}/caylus-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

flags="-std=c++20 -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -I$root"

echo "caylus fuzz: building in $work with $cxx ($jobs jobs)"
mkdir -p "$work/obj"
# One object per source, compiled in parallel; names keep the directory to stay unique.
# (replay/log_schema.cpp is left out: it needs a header CMake generates, and no fuzzed path uses it.)
for source in "$root"/core/*.cpp "$root"/core/rules/*.cpp "$root"/replay/*.cpp "$root"/replay/rule_texts/*.cpp \
    "$root"/tests/fuzz/fuzz_log.cpp; do
  case $source in */log_schema.cpp) continue ;; esac
  printf '%s\n' "$source"
done | xargs -P "$jobs" -I{} sh -c '
  source=$1; root=$2; work=$3; cxx=$4; flags=$5
  object=$(printf "%s" "${source#"$root"/}" | tr "/" "_").o
  $cxx $flags -c "$source" -o "$work/obj/$object"
' _ {} "$root" "$work" "$cxx" "$flags"
$cxx -fsanitize=fuzzer,address,undefined "$work"/obj/*.o -lfmt -o "$work/fuzz_log"

mkdir -p "$work/corpus" "$artifacts"
cp "$root"/tests/fuzz/corpus/* "$work/corpus/"
echo "caylus fuzz: running for $seconds s"
status=0
"$work/fuzz_log" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2560 -max_len=16384 \
  -dict="$root/tests/fuzz/log.dict" -artifact_prefix="$artifacts/" -print_final_stats=1 \
  -seed="$seed" \
  "$work/corpus" || status=$?
if [ "$status" -ne 0 ]; then
  echo "caylus fuzz: FAILED (status $status, seed $seed); crashing input in $artifacts/" >&2
  for input in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-*; do
    [ -f "$input" ] || continue
    echo "caylus fuzz: $input, base64 (base64 -d > input; tests/fuzz/corpus/ keeps it once fixed):" >&2
    base64 "$input" >&2
  done
  exit 1
fi
echo "caylus fuzz: no crash in $seconds s"
