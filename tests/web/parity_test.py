#!/usr/bin/env python3
"""Parity of the page and the command line (issue 27): every scenario of corpus/ opened in the page
(build/web/caylus.html, headless Chromium, one browser run over the whole corpus, each log
through the page's own open path) must give the verdict, rule id and action number that
`caylus check --json` gives, and the same whole answer (`caylus replay --json`'s). A wrong engine
build, a rule written apart in the page, or an answer rewritten in JavaScript shows up here.

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
  CaylusPage.openText(text, {});
  out.push({verdict: section.getAttribute('data-verdict'), rule: section.getAttribute('data-rule'),
            action: section.getAttribute('data-action'),
            answer: CaylusPage.answer()});
}
done(out);
"""


def key(answer):
    error = answer.get("error") or {}
    return (answer.get("verdict"), error.get("rule", ""),
            "" if error.get("action") is None else str(error.get("action")))


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
    finish("web parity")


if __name__ == "__main__":
    main()
