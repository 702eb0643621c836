#!/usr/bin/env python3
"""The page's figures (issue 27), a benchmark run by hand, not a test: nothing here passes or
fails on time. In headless Chromium: the time from opening build/web/caylus.html from disk to
the page being interactive (the engine started, body[data-ready]), over several fresh loads; a
whole game replayed with every invariant through the page's API (CaylusApi.open: the replay,
each action in the notation, the answer as JSON), median of repeated runs; and the file's size.

usage: bench_page.py [--page build/web/caylus.html] [--game corpus/games/golden-5p.json]
"""
import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import open_page, page_path, start_browser  # noqa: E402

REPLAY = """
const text = arguments[0], runs = arguments[1];
const times = [];
let steps = 0;
for (let i = 0; i < runs; ++i) {
  const t0 = performance.now();
  const info = CaylusApi.open(text);
  times.push(performance.now() - t0);
  steps = info.steps.length;
}
return {times: times, steps: steps};
"""


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", default=os.path.join(root, "build/web/caylus.html"))
    parser.add_argument("--game", default=os.path.join(root, "corpus/games/golden-5p.json"))
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    url = "file://" + page_path(args.page)
    driver = start_browser()
    try:
        interactive = []
        for _ in range(args.loads):
            open_page(driver, url + "?fresh=%d" % len(interactive))
            interactive.append(int(driver.execute_script(
                "return Number(document.body.getAttribute('data-interactive-ms'))")))
        text = open(args.game, encoding="utf-8").read()
        result = driver.execute_script(REPLAY, text, args.runs)
    finally:
        driver.quit()
    times = result["times"][3:] or result["times"]  # the first runs warm the engine up
    print("page: %s, %d bytes" % (args.page, os.path.getsize(args.page)))
    print("interactive after opening from disk: median %d ms (%s)" % (
        statistics.median(interactive), ", ".join(str(t) for t in interactive)))
    print("%s replayed with every invariant (%d actions): median %.1f ms, best %.1f ms, first %.1f ms"
          % (os.path.basename(args.game), result["steps"], statistics.median(times), min(times),
             result["times"][0]))


if __name__ == "__main__":
    main()
