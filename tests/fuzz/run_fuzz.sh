#!/bin/sh
# Builds the libFuzzer targets with clang++ (libFuzzer + AddressSanitizer + UBSan) straight from
# the sources into a temporary directory (one set of objects, one binary per target) and fuzzes:
#   log    tests/fuzz/fuzz_log.cpp: the log readers (JSON and text), the writers and the
#          replayer, from tests/fuzz/corpus/;
#   board  tests/fuzz/fuzz_board.cpp (issue 39): boards entering from outside (position lines,
#          snapshots), each refused with its place or played on with every invariant, from
#          tests/fuzz/boards/.
# Two ways to run it:
#
#   tests/fuzz/run_fuzz.sh [--target log|board|both] [--runs N] [--seed S]
#       The test command's step (tools/test.sh): exactly N inputs (default 150000) from seed S
#       (default 1) per target, one process each, one after the other (default: both). The same
#       runs on a slow and a fast machine, so the same answer (issue 30).
#   tests/fuzz/run_fuzz.sh --campaign SECONDS [--target log|board] [--seed S] [--jobs J]
#                          [--keep DIR] [--fast]
#       A long campaign of one target (default log), by time: J processes (libFuzzer's fork
#       mode, default 2), seed S (default 0: libFuzzer picks one, so every campaign explores
#       anew). --keep DIR keeps the inputs that reached new code (add the useful ones to the
#       target's seed folder). --fast builds without ASan and UBSan (-O2): several times the
#       runs, for the properties the targets check themselves (every conversion, every verdict,
#       every invariant); memory errors then go unseen, so alternate both kinds.
#       docs/testing.md, "Fuzzing", says how to run one and what to do with a crash.
#
# Exit status: 0 when no input crashed, 1 otherwise (the crashing input is kept in
# $CAYLUS_FUZZ_ARTIFACTS, default /tmp/caylus-fuzz-artifacts, and printed in base64, so that a CI
# log carries it), 2 for bad arguments. CXX_FUZZ overrides clang++; FUZZ_JOBS the number of
# parallel compilations (default 2).
set -eu

usage() {
  echo "usage: $0 [--target log|board|both] [--runs N] [--seed S]" >&2
  echo "       $0 --campaign SECONDS [--target log|board] [--seed S] [--jobs J] [--keep DIR] [--fast]" >&2
  exit 2
}
number() {
  case $2 in
    ''|*[!0-9]*) echo "$0: $1 takes a whole number, not '$2'" >&2; usage ;;
  esac
}

runs=150000
seconds=""
seed=""
jobs=2
keep=""
target_name=""
sanitizers="address,undefined"
while [ $# -gt 0 ]; do
  if [ "$1" = --fast ]; then sanitizers=""; shift; continue; fi
  [ $# -ge 2 ] || usage
  case $1 in
    --runs) number "$1" "$2"; runs=$2 ;;
    --campaign) number "$1" "$2"; seconds=$2 ;;
    --seed) number "$1" "$2"; seed=$2 ;;
    --jobs) number "$1" "$2"; jobs=$2 ;;
    --keep) keep=$2 ;;
    --target)
      case $2 in log|board|both) target_name=$2 ;; *) echo "$0: --target is log, board or both" >&2; usage ;; esac ;;
    *) usage ;;
  esac
  shift 2
done
if [ -z "$seconds" ]; then
  seed=${seed:-1}
  [ -z "$keep" ] && [ "$jobs" = 2 ] && [ -n "$sanitizers" ] ||
    { echo "$0: --jobs, --keep and --fast go with --campaign" >&2; usage; }
  target_name=${target_name:-both}
else
  seed=${seed:-0}
  target_name=${target_name:-log}
  [ "$target_name" != both ] || { echo "$0: a campaign fuzzes one target: log or board" >&2; usage; }
fi
case $target_name in both) targets="log board" ;; *) targets=$target_name ;; esac

root=$(cd "$(dirname "$0")/../.." && pwd)
cxx=${CXX_FUZZ:-clang++}
build_jobs=${FUZZ_JOBS:-2}
artifacts=${CAYLUS_FUZZ_ARTIFACTS:-${TMPDIR:-/tmp}/caylus-fuzz-artifacts}
work=$(mktemp -d "${TMPDIR:-/tmp}/caylus-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

if [ -n "$sanitizers" ]; then
  # With the sanitizers, every fast path is held to its reference where it is called
  # (core/fast_path.h), as in the asan-ubsan build.
  flags="-std=c++20 -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,$sanitizers -fno-sanitize-recover=undefined -DCAYLUS_CHECK_FAST_PATHS=1 -I$root"
  link="-fsanitize=fuzzer,$sanitizers"
else
  flags="-std=c++20 -O2 -g -fsanitize=fuzzer-no-link -I$root"
  link="-fsanitize=fuzzer"
fi

echo "caylus fuzz: building $targets in $work with $cxx ($build_jobs jobs)"
mkdir -p "$work/obj"
# One object per source, compiled in parallel; names keep the directory to stay unique. Every
# target links the same objects: the board target plays on with every invariant and the play
# policies, so those are compiled too. (replay/json/log_schema.cpp is left out: it needs a header
# CMake generates, and no fuzzed path uses it.)
# The message catalogs are compiled in as the CMake build does (core/language/catalogs.cmake):
# msgfmt --check each .po, then embed.cmake writes their bytes into a source of its own.
mkdir -p "$work/generated"
pairs=""
for lang in fr es ro; do
  msgfmt --check -o "$work/generated/$lang.mo" "$root/core/language/po/$lang.po"
  pairs="$pairs${pairs:+|}$lang=$work/generated/$lang.mo"
done
cmake -DOUT="$work/generated/catalogs_data.cpp" "-DCATALOGS=$pairs" \
  -P "$root/core/language/embed.cmake"
# shellcheck disable=SC2086
for source in "$root"/core/*.cpp "$root"/core/rules/*.cpp "$root"/core/language/*.cpp \
    "$work/generated/catalogs_data.cpp" "$root"/replay/*.cpp "$root"/replay/*/*.cpp \
    "$root"/core/rule_texts/*.cpp "$root"/invariants/*.cpp "$root/tools/fuzzing/policy.cpp"; do
  case $source in */log_schema.cpp) continue ;; esac
  printf '%s\n' "$source"
done | xargs -P "$build_jobs" -I{} sh -c '
  source=$1; root=$2; work=$3; cxx=$4; flags=$5
  object=$(printf "%s" "${source#"$root"/}" | tr "/" "_").o
  $cxx $flags -c "$source" -o "$work/obj/$object"
' _ {} "$root" "$work" "$cxx" "$flags"
mkdir -p "$work/main"
for t in $targets; do
  # shellcheck disable=SC2086
  $cxx $flags -c "$root/tests/fuzz/fuzz_$t.cpp" -o "$work/main/fuzz_$t.o"
  $cxx $link "$work"/obj/*.o "$work/main/fuzz_$t.o" -lfmt -o "$work/fuzz_$t"
done

mkdir -p "$artifacts"
seeds() { if [ "$1" = board ]; then echo "$root/tests/fuzz/boards"; else echo "$root/tests/fuzz/corpus"; fi; }
# -timeout: an input taking longer is reported as a hang. It is no speed measure: the largest
# input (-max_len) replays in milliseconds, so 300 s is a bound only a hang reaches.
common="-timeout=300 -rss_limit_mb=2560 -max_len=16384 -dict=$root/tests/fuzz/log.dict
  -artifact_prefix=$artifacts/ -print_final_stats=1 -seed=$seed"
status=0
if [ -z "$seconds" ]; then
  for t in $targets; do
    mkdir -p "$work/corpus_$t"
    cp "$(seeds "$t")"/* "$work/corpus_$t/"
    echo "caylus fuzz: $t: $runs runs from seed $seed"
    # shellcheck disable=SC2086
    "$work/fuzz_$t" -runs="$runs" $common "$work/corpus_$t" || { status=$?; break; }
  done
  done_what="$runs runs of each of: $targets"
else
  t=$targets
  target=${keep:-$work/corpus_$t}
  mkdir -p "$target"
  cp "$(seeds "$t")"/* "$target/"
  echo "caylus fuzz: $t: campaign of $seconds s, $jobs processes, seed $seed, corpus $target," \
    "sanitizers: ${sanitizers:-none (--fast)}"
  # shellcheck disable=SC2086
  "$work/fuzz_$t" -max_total_time="$seconds" -fork="$jobs" -ignore_crashes=1 $common \
    "$target" || status=$?
  done_what="$seconds s of $t"
  # Fork mode goes on after a crash (-ignore_crashes) so that one campaign finds them all.
  for input in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/leak-*; do
    [ -f "$input" ] && [ "$input" -nt "$work/fuzz_$t" ] && status=1
  done
fi
if [ "$status" -ne 0 ]; then
  echo "caylus fuzz: FAILED (status $status, seed $seed); crashing input in $artifacts/" >&2
  for input in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/leak-*; do
    [ -f "$input" ] && [ "$input" -nt "$work/obj" ] || continue
    echo "caylus fuzz: $input, base64 (base64 -d > input; the target's seed folder keeps it once fixed):" >&2
    base64 "$input" >&2
  done
  exit 1
fi
echo "caylus fuzz: no crash in $done_what"
