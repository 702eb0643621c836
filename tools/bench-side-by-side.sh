#!/bin/bash
# Compares the speed of two builds of caylus on this machine, side by side (docs/testing.md,
# "Side by side"): N adjacent pairs of `caylus bench` runs, the order alternating from pair to
# pair, and for each figure the median of the pairs' ratios NEW/OLD. A run's clock drifts with
# the machine (other processes, other virtual machines on the host); two runs next to each other
# drift together, so their ratio is steadier than either figure.
#
#   tools/bench-side-by-side.sh OLD_BINARY NEW_BINARY [PAIRS] [GAMES]
#
# e.g. build the commit before a change with the release preset in a worktree, copy its
# build/release/caylus aside, and compare it with the new build/release/caylus. Prints one line
# per figure: the median ratio, its spread, and each binary's median figure.
set -euo pipefail

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; }
if [[ ${1:-} == -h || ${1:-} == --help ]]; then usage; exit 0; fi
if [[ $# -lt 2 ]]; then usage >&2; exit 2; fi
old=$1 new=$2 pairs=${3:-12} games=${4:-400}
for binary in "$old" "$new"; do
  [[ -x $binary ]] || { echo "bench-side-by-side: $binary is no executable caylus" >&2; exit 2; }
done

figures() {  # random games/s, replayed actions/s, with invariants
  "$1" bench --games "$games" --repeat 1 --json |
    python3 -c 'import json, sys; d = json.load(sys.stdin)
print(d["random_games_per_s"], d["replay_actions_per_s"], d["replay_checked_actions_per_s"])'
}

runs=$(mktemp)
trap 'rm -f "$runs"' EXIT
for ((i = 1; i <= pairs; i++)); do
  if ((i % 2)); then a=$(figures "$old"); b=$(figures "$new"); else
    b=$(figures "$new"); a=$(figures "$old"); fi
  echo "$a $b" >>"$runs"
done
python3 - "$runs" "$pairs" <<'PY'
import statistics, sys
rows = [list(map(float, line.split())) for line in open(sys.argv[1])]
print(f"{sys.argv[2]} pairs, new/old (median; min-max of the pairs); medians old -> new")
for k, name in enumerate(["random games/s", "replay actions/s", "replay + invariants"]):
    ratios = [row[3 + k] / row[k] for row in rows]
    old = statistics.median(row[k] for row in rows)
    new = statistics.median(row[3 + k] for row in rows)
    print(f"  {name:20} x{statistics.median(ratios):.3f} ({min(ratios):.2f}-{max(ratios):.2f})"
          f"   {old:,.0f} -> {new:,.0f}")
PY
