#!/usr/bin/env python3
"""Parity of the page and the command line (issue 27): every scenario of corpus/ opened in the page
(build/web/caylus.html, headless Chromium, one browser run over the whole corpus, each log
through the page's own open path) must give the verdict, rule id and action number that
`caylus check --json` gives, and the same whole answer (`caylus replay --json`'s). A wrong engine
build, a rule written apart in the page, or an answer rewritten in JavaScript shows up here.

And the page argues as the command line does (issue 35 item 4): the narration the page shows, step
by step (caylus_state's `narration`), read back and put end to end, is exactly the lines
`caylus replay --explain` prints before its ledger; each step n >= 1 tells its own action (the line
"#ENTRY NOTATION — ..."); the lines shown beside the board are that step's, with every rule id a
link to a rule text on the page; and the page's points ledger is `--explain --json`'s.

usage: parity_test.py --page build/web/caylus.html --caylus build/dev/caylus --corpus DIR
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import (FAILURES, check, check_console_clean, fail_now, finish, open_page,  # noqa
                     page_path, start_browser)

OPEN_ALL = """
const logs = arguments[0];
const done = arguments[arguments.length - 1];
const section = document.getElementById('verdict-section');
const out = [];
for (const text of logs) {
  const opened = CaylusPage.openText(text, {});
  const told = [], cuts = [];
  let shown = [], wanted = [], unlinked = [], ledger = null;
  if (opened) {
    const info = CaylusPage.game().info;
    ledger = info.ledger;
    for (let n = 0; n <= info.steps.length; ++n) {
      const lines = CaylusApi.state(n).narration.map(CaylusNarration.lineText);
      cuts.push(lines);
      lines.forEach(function (l) { told.push(l); });
    }
    // What the page shows beside the board (it opens on the last step).
    shown = Array.from(document.querySelectorAll('#told li')).map(function (li) { return li.textContent; });
    wanted = cuts[CaylusPage.step()];
    document.querySelectorAll('#told a.rule-link').forEach(function (a) {
      const id = a.getAttribute('data-rule');
      if (!document.querySelector('#told-rules .rule-text[data-rule="' + id + '"]')) unlinked.push(id);
    });
  }
  out.push({verdict: section.getAttribute('data-verdict'), rule: section.getAttribute('data-rule'),
            action: section.getAttribute('data-action'),
            answer: CaylusPage.answer(), opened: opened, told: told, cuts: cuts, shown: shown,
            wanted: wanted, unlinked: unlinked, ledger: ledger,
            steps: opened ? CaylusPage.game().info.steps : []});
}
done(out);
"""


def key(answer):
    error = answer.get("error") or {}
    return (answer.get("verdict"), error.get("rule", ""),
            "" if error.get("action") is None else str(error.get("action")))


def explain(caylus, f):
    """The lines `caylus replay --explain F` prints before its ledger (the narration ends at the
    first empty line), and the points ledger of `--explain --json`."""
    text = subprocess.run([caylus, "replay", "--explain", f], capture_output=True, text=True).stdout
    lines = text.split("\n")
    narration = lines[:lines.index("")] if "" in lines else []
    out = subprocess.run([caylus, "replay", "--explain", "--json", f], capture_output=True, text=True)
    try:
        ledger = json.loads(out.stdout).get("ledger")
    except ValueError:
        ledger = None
    return narration, ledger


def check_narration(caylus, f, got):
    """The page's narration and ledger of `f` against the command line's; False when they differ."""
    narration, ledger = explain(caylus, f)
    if not got["opened"]:
        return check(not narration, "%s: --explain tells %d lines, the page opened nothing" % (f, len(narration)))
    ok = check(got["told"] == narration, "%s: the page's narration differs from --explain's%s" % (
        f, first_difference(got["told"], narration)))
    for n, (cut, step) in enumerate(zip(got["cuts"][1:], got["steps"]), 1):
        head = "#%d %s \u2014 " % (step["entry"], step["action"])
        if not any(line.lstrip().startswith(head) for line in cut):
            ok = check(False, "%s: step %d does not tell its action %r: %r" % (f, n, head, cut[:3]))
            break
    ok &= check(got["shown"] == got["wanted"], "%s: beside the board %r, the step's lines %r" % (
        f, got["shown"][:3], got["wanted"][:3]))
    ok &= check(not got["unlinked"], "%s: rule links with no rule text: %s" % (f, got["unlinked"]))
    ok &= check(got["ledger"] == ledger, "%s: the page's ledger differs from --explain --json's" % f)
    return ok


def first_difference(a, b):
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return " at line %d: page %r, --explain %r" % (i + 1, x, y)
    return " in length: page %d lines, --explain %d" % (len(a), len(b))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True)
    parser.add_argument("--caylus", required=True)
    parser.add_argument("--corpus", required=True)
    args = parser.parse_args()
    url = "file://" + page_path(args.page)
    run = subprocess.run([args.caylus, "check", "--json", args.corpus], capture_output=True, text=True)
    try:
        scenarios = json.loads(run.stdout)["scenarios"]
    except (ValueError, KeyError):
        fail_now("caylus check --json gave no answer: " + run.stderr[:400])
    files = [s["file"] for s in scenarios if s.get("answer")]
    check(len(files) > 200, "the corpus has its scenarios (%d)" % len(files))
    logs = [open(f, encoding="utf-8").read() for f in files]
    driver = start_browser()
    try:
        open_page(driver, url)
        results = driver.execute_async_script(OPEN_ALL, logs)
        check_console_clean(driver, "the corpus")
    finally:
        driver.quit()
    by_file = {s["file"]: s["answer"] for s in scenarios}
    differ = 0
    for f, got in zip(files, results):
        want = by_file[f]
        page = (got["verdict"], got["rule"] or "", got["action"] or "")
        if not check(page == key(want), "%s: the page says %s, caylus check %s" % (f, page, key(want))):
            differ += 1
        elif not check(got["answer"] == want, "%s: the page's whole answer differs from caylus check's" % f):
            differ += 1
    print("%d scenarios of %s: %d the same in the page and in caylus check, %d different"
          % (len(files), args.corpus, len(files) - differ, differ))
    told = sum(check_narration(args.caylus, f, got) for f, got in zip(files, results))
    lines = sum(len(got["told"]) for got in results)
    print("%d scenarios: the page tells --explain's lines (%d in all) and ledger in %d, differs in %d"
          % (len(files), lines, told, len(files) - told))
    finish("web parity")


if __name__ == "__main__":
    main()
