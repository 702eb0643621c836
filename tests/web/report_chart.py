"""The report's score chart as a reader reads it (tests/web/report_test.py, issue 39 item 7):
each player's line, read back through the grid's labels, against that player's prestige at every
step, rebuilt from the page's data, and against the final score `caylus replay --json` gives.
"""
import json
import subprocess

from browser import check

# The score chart as drawn: each labelled grid line's height, each player's line's points.
CHART = """(() => ({
  grid: [...document.querySelectorAll('#chart-svg line.grid')].map(
      l => [Number(l.getAttribute('y1')), l.nextElementSibling ? l.nextElementSibling.textContent : null]),
  lines: [...document.querySelectorAll('#chart-svg polyline.line')].map(
      l => [l.dataset.player, l.getAttribute('points')])
}))()"""


def apply_delta(doc, delta):
    """A compact delta applied as docs/report.md defines it ([pointer, value] sets, or appends
    when the pointer ends in "/-"; [pointer] removes), written again here, not report.js's."""
    for op in delta:
        if op[0] == "":
            doc = op[1]
            continue
        tokens = [t.replace("~1", "/").replace("~0", "~") for t in op[0].split("/")[1:]]
        parent = doc
        for t in tokens[:-1]:
            parent = parent[int(t)] if isinstance(parent, list) else parent[t]
        key = tokens[-1]
        if len(op) == 1:
            del parent[int(key) if isinstance(parent, list) else key]
        elif isinstance(parent, list) and key == "-":
            parent.append(op[1])
        else:
            parent[int(key) if isinstance(parent, list) else key] = op[1]
    return doc


def expect_chart(chart, caylus, log, data, where):
    """Every player's line of the chart is that player's prestige at every step (issue 39 item
    7: a line dropped or drawn from another player's figures), read back through the grid's
    labels 0 and 10, and it ends on the final score `caylus replay --json` gives."""
    grid = chart["grid"]
    if not check(len(grid) >= 2 and grid[0][1] == "0" and grid[1][1] == "10",
                 f"{where}: the chart's grid is not labelled 0, 10: {grid[:2]}"):
        return
    (y0, _), (y10, _) = grid[0], grid[1]
    state = json.loads(json.dumps(data["reading"]["start"]))
    series = [[p["prestige"] for p in state["players"]]]
    for step in data["reading"]["steps"]:
        state = apply_delta(state, step["delta"])
        series.append([p["prestige"] for p in state["players"]])
    replayed = subprocess.run([caylus, "replay", "--json", log], stdout=subprocess.PIPE, text=True)
    final = json.loads(replayed.stdout)["final"]["players"]
    names = data["players"]
    check(sorted(name for name, _ in chart["lines"]) == sorted(names),
          f"{where}: the chart's lines are {[n for n, _ in chart['lines']]}, the players {names}")
    for name, points in chart["lines"]:
        seat = names.index(name)
        drawn = [round((y0 - float(p.split(",")[1])) * 10 / (y0 - y10)) for p in points.split()]
        want = [pp[seat] for pp in series]
        check(drawn == want, f"{where}: {name}'s line is not {name}'s prestige: first difference at step "
              f"{next((k for k, (a, b) in enumerate(zip(drawn, want)) if a != b), len(drawn))}")
        check(want[-1] == final[name]["prestige"], f"{where}: {name}'s line ends on {want[-1]}, "
              f"the replay's final score is {final[name]['prestige']}")
