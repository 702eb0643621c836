#!/usr/bin/env python3
"""The report page in a real browser (issue 16): headless Chromium opens a `caylus report` page
from disk and the test asserts on the rendered DOM, as a reader would see it.

Chromium is driven as the page's tests drive it (tests/web/browser.py: Debian's python3-selenium
and chromium-driver). For each report the test checks that the page ran without one console
message or exception, that it shows the verdict and the step count, that the board shown at
#step=N is the state `caylus replay --dump-state` gives at that point (the stock of tiles
included) and is scrolled into view, that next/previous, the arrow keys, the slider and the URL
fragment move through the steps, that the chart's step cursor wears no player's colour, that
every player's line of the chart is that player's prestige at every step, and it
keeps screenshots under the work directory. A missing Chromium fails the test (exit 1): it is
never skipped.

usage: report_test.py --caylus BIN --source DIR --work-dir DIR [--docs-screenshot docs/report.png]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import (FAILURES, check, console_messages, ledger_table, open_page, start_browser,  # noqa: E402
                     unmarked_texts)
from report_chart import CHART, expect_chart  # noqa: E402


class Browser:
    """The calls this test makes, on one Selenium-driven headless Chromium (tests/web/browser.py)."""

    def __init__(self):
        self.driver = start_browser(1280, 2000)

    def open(self, url):
        self.driver.get("about:blank")
        open_page(self.driver, url)

    def evaluate(self, expression):
        # eval: an expression's value, or a few statements' last value, as the DevTools did.
        return self.driver.execute_script("return eval(arguments[0])", expression)

    def key(self, key):
        from selenium.webdriver.common.keys import Keys
        self.driver.find_element("css selector", "body").send_keys(getattr(Keys, key))

    def screenshot(self, path):
        self.driver.save_screenshot(path)

    def console_problems(self):
        return ["%s: %s" % (e.get("level"), e.get("message")) for e in console_messages(self.driver)]

    def close(self):
        self.driver.quit()


# A table error found by its history (issue 35): green's deniers part from the log's count.
HISTORY = "corpus/rulings/examples/table-error-found-by-its-history.caylus"


def embedded(page_path):
    with open(page_path, encoding="utf-8") as f:
        page = f.read()
    start = page.index('<script type="application/json" id="caylus-data">')
    start = page.index(">", start) + 1
    return json.loads(page[start:page.index("</script>", start)])


def run(command):
    return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


# What the page shows of a state, read from the DOM.
SHOWN = """(() => {
  const players = {};
  for (const p of document.querySelectorAll('#players .player')) {
    const v = c => Number(p.querySelector('td.' + c).textContent);
    players[p.dataset.player] = {prestige: v('prestige'), deniers: v('deniers'), food: v('food'),
      wood: v('wood'), stone: v('stone'), cloth: v('cloth'), gold: v('gold'), workers: v('workers')};
  }
  const road = {};
  for (const g of document.querySelectorAll('#board-svg g.space')) {
    road[g.dataset.space] = {building: g.dataset.building || null, owner: g.dataset.owner || null,
                             worker: g.dataset.worker || null};
  }
  const houses = {};
  for (const g of document.querySelectorAll('#board-svg g.castle-house')) {
    const who = g.firstChild.dataset.player, section = g.dataset.section;
    houses[section] = houses[section] || {};
    houses[section][who] = (houses[section][who] || 0) + 1;
  }
  const favor = {};
  for (const m of document.querySelectorAll('#board-svg .favor-marker')) {
    favor[m.dataset.player] = favor[m.dataset.player] || {};
    favor[m.dataset.player][m.dataset.row] = Number(m.dataset.column);
  }
  const bridge = [...document.querySelectorAll('#board-svg .bridge-marker')].map(m => m.dataset.player);
  const castle = [...document.querySelectorAll('#board-svg g.castle-worker')].map(
      g => [Number(g.dataset.slot), g.firstChild.dataset.player]);
  const specials = {};
  for (const g of document.querySelectorAll('#board-svg g.special-worker'))
    specials[g.dataset.special + '/' + g.dataset.slot] = g.firstChild.dataset.player;
  const provost = document.querySelector('#board-svg g.provost');
  const bailiff = document.querySelector('#board-svg g.bailiff');
  return {step: Number(document.body.dataset.step), steps: Number(document.body.dataset.steps),
          ready: document.body.dataset.ready === 'true', players, road, houses, favor, bridge,
          castle, specials,
          provost: provost ? provost.textContent : null, bailiff: bailiff ? bailiff.textContent : null,
          favors: document.querySelectorAll('#board-svg .favor-marker').length,
          verdict: document.getElementById('verdict').textContent,
          label: document.getElementById('step-label').textContent,
          action: document.getElementById('step-action').textContent,
          chartLines: document.querySelectorAll('#chart-svg polyline.line').length,
          scorings: document.querySelectorAll('#chart-svg line.scoring').length,
          ledgerRows: document.querySelectorAll('#ledger table.ledger tr').length,
          rule: document.getElementById('rule').textContent,
          versus: document.getElementById('versus').textContent,
          stock: [...document.querySelectorAll('#board-svg g.stock-tile')].map(g => g.dataset.building),
          kinds: Object.fromEntries([...document.querySelectorAll('#board-svg g.space[data-kind]')].map(
              g => [g.dataset.space, g.dataset.kind])),
          boardTop: document.getElementById('board-section').getBoundingClientRect().top,
          scrollY: window.scrollY,
          scrollEnd: Math.abs(window.scrollY + innerHeight - document.documentElement.scrollHeight) < 2,
          cursorFill: getComputedStyle(document.getElementById('chart-cursor')).fill,
          playerInks: [...document.querySelectorAll('#chart-svg polyline.line')].map(l => getComputedStyle(l).stroke),
          hash: location.hash};
})()"""


def expect_state(shown, snapshot, where):
    for p in snapshot["players"]:
        got = shown["players"].get(p["name"])
        if not check(got is not None, f"{where}: no panel for {p['name']}"):
            continue
        for field in ("prestige", "deniers", "food", "wood", "stone", "cloth", "gold"):
            check(got[field] == p[field],
                  f"{where}: {p['name']} {field} shows {got[field]}, the replay says {p[field]}")
        check(got["workers"] == 6 - p["workers_out"],
              f"{where}: {p['name']} workers left {got['workers']}, the replay says {6 - p['workers_out']}")
    for n in range(1, 29):
        space = snapshot["road"].get(str(n), {})
        got = shown["road"].get(str(n))
        want = {k: space.get(k) for k in ("building", "owner", "worker")}
        check(got == want, f"{where}: road space {n} shows {got}, the replay says {want}")
    check(shown["provost"] == "Pthe provost on road space " + str(snapshot["provost"]),
          f"{where}: provost shown {shown['provost']!r}, the replay says {snapshot['provost']}")
    check(shown["bailiff"] == "Bthe bailiff on road space " + str(snapshot["bailiff"]),
          f"{where}: bailiff shown {shown['bailiff']!r}, the replay says {snapshot['bailiff']}")
    check(shown["favors"] == 4 * len(snapshot["players"]), f"{where}: favor markers {shown['favors']}")
    for p in snapshot["players"]:
        check(shown["favor"].get(p["name"]) == p["favor"],
              f"{where}: {p['name']}'s favor markers show {shown['favor'].get(p['name'])}, the replay says {p['favor']}")
    check(shown["houses"] == {k: v for k, v in snapshot["houses"].items() if v},
          f"{where}: castle houses show {shown['houses']}, the replay says {snapshot['houses']}")
    check(shown["bridge"] == snapshot["bridge"], f"{where}: bridge {shown['bridge']} vs {snapshot['bridge']}")
    castle = [[k + 1, w] for k, w in enumerate(snapshot["castle_workers"]) if w]
    check(shown["castle"] == castle, f"{where}: castle workers {shown['castle']} vs {castle}")
    specials = {}
    for name in ("gate", "trading_post", "merchants_guild", "joust_field"):
        if snapshot[name]:
            specials[name + "/0"] = snapshot[name]
    for k, w in enumerate(snapshot["stables"]):
        if w:
            specials[f"stables/{k}"] = w
    for k, name in enumerate(("inn_left", "inn_right")):
        if snapshot[name]:
            specials[f"inn/{k}"] = snapshot[name]
    check(shown["specials"] == specials, f"{where}: special buildings {shown['specials']} vs {specials}")
    check(shown["stock"] == snapshot["stock"],
          f"{where}: the stock drawn is {shown['stock']}, the replay says {snapshot['stock']}")


def state_at(caylus, log, data, step):
    """The state after `step` applied actions, as `caylus replay --dump-state --at` gives it: a
    step that ends an entry (the next step belongs to a later entry) is that entry's state."""
    steps = data["reading"]["steps"]
    entry = steps[step - 1]["entry"] + 1 if step > 0 else 0
    out = run([caylus, "replay", log, "--dump-state", "--at", str(entry)])
    return json.loads(out.stdout)


def a_step_ending_an_entry(data, near):
    steps = data["reading"]["steps"]
    for step in range(max(1, min(near, len(steps) - 1)), len(steps)):
        if steps[step]["entry"] != steps[step - 1]["entry"] and not steps[step]["forced"]:
            return step
    raise AssertionError("no step ends an entry")


def test_report(args, log, name, extra, checks):
    page = os.path.join(args.work_dir, name + ".html")
    made = run([args.caylus, "report", log, "-o", page] + extra)
    if not check(made.returncode in (0, 1) and os.path.exists(page),
                 f"{name}: caylus report failed: {made.stderr}"):
        return
    data = embedded(page)
    steps = len(data["reading"]["steps"])
    middle = a_step_ending_an_entry(data, steps // 2)
    early = a_step_ending_an_entry(data, 3)
    url = "file://" + os.path.abspath(page) + "#step=" + str(middle)
    browser = Browser()
    try:
        browser.open(url)
        shown = browser.evaluate(SHOWN)
        # "#step=N" shows the board at once: scrolled to it.
        # (Its top at the window's top, or the page scrolled to its end when too short for that.)
        check(shown["scrollY"] > 0 and (abs(shown["boardTop"]) < 5 or shown["scrollEnd"]),
              f"{name}: #step={middle} does not scroll to the board (top {shown['boardTop']}, "
              f"scrollY {shown['scrollY']})")
        # The chart's cursor is no player's colour.
        check(shown["cursorFill"] not in shown["playerInks"] and shown["cursorFill"] != "none",
              f"{name}: the chart's cursor is {shown['cursorFill']}, a player's colour or none")
        for space, kind in shown["kinds"].items():
            want = data["buildings"][shown["road"][space]["building"]]["kind"]
            check(kind == want, f"{name}: road space {space} is drawn as {kind}, its tile is {want}")
        where = f"{name} #step={middle}"
        check(shown["ready"], f"{where}: the script did not finish (data-ready not set)")
        check(shown["steps"] == steps, f"{where}: step count {shown['steps']}, the log has {steps}")
        check(shown["step"] == middle, f"{where}: shows step {shown['step']}")
        check(f"step {middle} of {steps}" in shown["label"], f"{where}: label {shown['label']!r}")
        check(data["verdict"][0] in shown["verdict"], f"{where}: verdict {shown['verdict']!r}")
        check(data["reading"]["steps"][middle - 1]["action"] in shown["action"],
              f"{where}: the action in notation is not shown: {shown['action']!r}")
        expect_state(shown, state_at(args.caylus, log, data, middle), where)
        check(shown["chartLines"] == len(data["players"]), f"{where}: chart lines {shown['chartLines']}")
        expect_chart(browser.evaluate(CHART), args.caylus, log, data, where)
        check(shown["ledgerRows"] > len(data["players"]), f"{where}: ledger rows {shown['ledgerRows']}")
        browser.screenshot(os.path.join(args.work_dir, name + "-step.png"))

        # The controls: next, previous, arrow keys, slider, first/last, the fragment.
        browser.evaluate("document.getElementById('next').click()")
        check(browser.evaluate("document.body.dataset.step") == str(middle + 1), f"{name}: next")
        check(browser.evaluate("location.hash") == f"#step={middle + 1}", f"{name}: next sets #step")
        browser.key("ARROW_LEFT")
        browser.key("ARROW_LEFT")
        check(browser.evaluate("document.body.dataset.step") == str(middle - 1), f"{name}: left arrow")
        browser.key("ARROW_RIGHT")
        check(browser.evaluate("document.body.dataset.step") == str(middle), f"{name}: right arrow")
        browser.evaluate("document.getElementById('first').click()")
        check(browser.evaluate("document.body.dataset.step") == "0", f"{name}: first")
        browser.evaluate("document.getElementById('last').click()")
        check(browser.evaluate("document.body.dataset.step") == str(steps), f"{name}: last")
        browser.evaluate("const s = document.getElementById('slider'); s.value = '3';"
                         "s.dispatchEvent(new Event('input'))")
        check(browser.evaluate("document.body.dataset.step") == "3", f"{name}: slider")
        browser.evaluate(f"location.hash = '#step={early}'")
        # The hashchange handler runs when the browser gets to it: wait for its effect (the
        # bound only turns a hang into a failure; no fixed sleep that a slow machine outruns).
        hang_bound = time.time() + 600
        while (browser.evaluate("document.body.dataset.step") != str(early)
               and time.time() < hang_bound):
            time.sleep(0.05)
        check(browser.evaluate("document.body.dataset.step") == str(early), f"{name}: hashchange")
        expect_state(browser.evaluate(SHOWN), state_at(args.caylus, log, data, early),
                     f"{name} #step={early}")
        checks(browser, data, name)
        problems = browser.console_problems()
        check(not problems, f"{name}: the page wrote to the console: {problems}")
    except Exception as error:  # a dead or silent browser is a failure, never a skip
        check(False, f"{name}: {type(error).__name__}: {error}")
    finally:
        browser.close()
    print(f"{name}: {steps} steps checked in Chromium; screenshots in {args.work_dir}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--caylus", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--docs-screenshot", help="also write the README's screenshot here")
    args = parser.parse_args()
    os.makedirs(args.work_dir, exist_ok=True)
    source = args.source

    def disputed(browser, data, name):
        # Opens on the disputed action when no fragment is given; the rule is beside the error.
        browser.open("file://" + os.path.abspath(os.path.join(args.work_dir, name + ".html")))
        shown = browser.evaluate(SHOWN)
        last = len(data["reading"]["steps"])
        check(shown["step"] == last, f"{name}: opens on step {shown['step']}, not the disputed {last}")
        check("refused, build.kind" in shown["action"], f"{name}: the refused action: {shown['action']!r}")
        check("error[build.kind]" in shown["verdict"], f"{name}: verdict {shown['verdict']!r}")
        check("The rule: build.kind" in shown["rule"] and "charpentier" in shown["rule"],
              f"{name}: the rule beside the error: {shown['rule'][:200]!r}")
        browser.screenshot(os.path.join(args.work_dir, name + ".png"))
        if args.docs_screenshot:
            shutil.copyfile(os.path.join(args.work_dir, name + ".png"), args.docs_screenshot)

    def versus(browser, data, name):
        shown = browser.evaluate(SHOWN)
        v = data["versus"]
        check(v["label_b"] in shown["versus"], f"{name}: the second reading is not named")
        check(browser.evaluate("document.querySelectorAll('.sides svg.board').length") == 2,
              f"{name}: two boards side by side")
        if v["differences"]:
            check(v["differences"][0]["heading"] in shown["versus"], f"{name}: caylus diff's words")
            browser.evaluate("document.getElementById('go-divergence').click()")
            check(browser.evaluate("document.querySelectorAll('.divergent').length") >= 1,
                  f"{name}: the first divergent action is highlighted")
        check(shown["scorings"] == 3, f"{name}: three section scorings marked, got {shown['scorings']}")
        browser.screenshot(os.path.join(args.work_dir, name + "-divergence.png"))

    def field_ledger(browser, data, name):
        # The ledger of any field (issue 35 item 3), as on the page: green.deniers picked, its rows
        # are `caylus replay --ledger green.deniers`'s, cell by cell.
        log = os.path.join(source, HISTORY)
        fields = browser.evaluate("Array.from(document.querySelectorAll('#field-pick option')).map(o => o.value)")
        for f in ("green.deniers", "red.prestige", "castle.walls.red"):
            check(f in fields, f"{name}: the picker offers {f}: {fields[:10]}")
        browser.evaluate("const s = document.getElementById('field-pick'); s.value = 'green.deniers';"
                         "s.dispatchEvent(new Event('change'))")
        rows = browser.evaluate("Array.from(document.querySelectorAll('#field-ledger tr.change'))"
                                ".map(tr => Array.from(tr.children).map(td => td.textContent))")
        want = ledger_table(args.caylus, log, "green.deniers")
        check(len(want) > 10 and rows == want,
              f"{name}: the report's ledger of green.deniers is --ledger's, row by row: {rows[:2]} / {want[:2]}")
        browser.evaluate("document.getElementById('field-ledger-section').scrollIntoView()")
        browser.screenshot(os.path.join(args.work_dir, name + "-field-ledger.png"))

    def phone(name):
        # A phone: 400x850, the report opened at a step. Nothing wider than the screen (the board
        # pans inside its own box), tap targets of 40 px at least.
        browser = Browser()
        try:
            browser.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": 400, "height": 850, "deviceScaleFactor": 1, "mobile": True})
            browser.open("file://" + os.path.abspath(os.path.join(args.work_dir, name + ".html")) + "#step=5")
            width = browser.evaluate("document.documentElement.clientWidth")
            wide = browser.evaluate("document.documentElement.scrollWidth")
            check(wide <= width, f"{name} at 400 px: the page is {wide} px wide")
            small = browser.evaluate("""Array.from(document.querySelectorAll('button, input'))
              .filter(b => b.offsetParent !== null && b.getBoundingClientRect().height < 40)
              .map(b => b.id + ' ' + Math.round(b.getBoundingClientRect().height))""")
            check(not small, f"{name} at 400 px: tap targets under 40 px: {small}")
            name_px = browser.evaluate("document.querySelector('#board-svg text.bname')"
                                       ".getBoundingClientRect().height")
            check(name_px >= 10, f"{name} at 400 px: the board's names are {name_px} px high")
            browser.screenshot(os.path.join(args.work_dir, name + "-400.png"))
            problems = browser.console_problems()
            check(not problems, f"{name} at 400 px: the page wrote to the console: {problems}")
        finally:
            browser.close()

    def languages():
        # `caylus report --lang` (issue 37): a refusal's report in French, Spanish and Romanian.
        # The verdict is `caylus replay --lang`'s, the page's own words (the template's headings,
        # the step, the rule box) the catalogs', the reader's rulebook quoted; under the
        # pseudo-language qps every word of the template and the scripts is marked.
        ruling = os.path.join(source, "corpus/rulings/provost/cannot-pay.json")
        words = {"fr": ("\u00e9tape 4 sur 4", "Le plateau", None),
                 "es": ("paso 4 de 4", "El tablero", "(000, "),
                 "ro": ("pasul 4 din 4", "Tabla de joc", "(004, ")}
        for lang, (step, board, seed) in words.items():
            page = os.path.abspath(os.path.join(args.work_dir, "report-" + lang + ".html"))
            made = run([args.caylus, "report", "--lang", lang, ruling, "-o", page])
            check(made.returncode == 1 and "report-" + lang in made.stdout and "report written" not in made.stdout,
                  f"{lang}: the report of an illegal log is written, said in {lang}: {made.stdout!r}")
            replay = run([args.caylus, "replay", "--lang", lang, ruling]).stdout.rstrip("\n").split("\n")
            browser = Browser()
            try:
                browser.open("file://" + page)
                check(browser.evaluate("document.documentElement.lang") == lang, f"{lang}: <html lang>")
                shown = browser.evaluate("document.getElementById('verdict').textContent").rstrip("\n").split("\n")
                check(shown == replay, f"{lang}: the verdict is caylus replay --lang {lang}'s: {shown[:1]} / {replay[:1]}")
                label = browser.evaluate("document.getElementById('step-label').textContent")
                check(label.startswith(step), f"{lang}: the step shown: {label!r}")
                heading = browser.evaluate("document.querySelector('#board-section h2').textContent")
                check(heading == board, f"{lang}: the board's heading: {heading!r}")
                rule = browser.evaluate("document.getElementById('rule').textContent")
                check(seed is None or seed in rule, f"{lang}: the rule box quotes the reader's rulebook: {rule[:200]!r}")
                problems = browser.console_problems()
                check(not problems, f"{lang}: the page wrote to the console: {problems}")
                browser.screenshot(os.path.join(args.work_dir, "report-" + lang + ".png"))
            finally:
                browser.close()
        page = os.path.abspath(os.path.join(args.work_dir, "report-qps.html"))
        run([args.caylus, "report", "--lang", "qps", os.path.join(source, "corpus/games/golden-4p.json"),
             "--versus", "towers_zero_penalty=3", "-o", page])
        browser = Browser()
        try:
            browser.open("file://" + page + "#step=40")
            browser.evaluate("const s = document.getElementById('field-pick'); s.value = 'red.deniers';"
                             "s.dispatchEvent(new Event('change'))")
            # Every visible text with words, but the notation and the names (players, fields, rule
            # ids, the scenarios' titles) and the drawing of the board (its words are checked in
            # each language by the page's tests); `caylus diff`'s lines between the two readings
            # are the catalog's too (tools/readings/diff_readings.cpp).
            unmarked = unmarked_texts(browser.driver, '#players td, #players .name, code, svg, a.rule-link,'
                                      ' #rule dd li, #field-pick, .reason .field, .player-name,'
                                      ' h1, script, style')
            check(not unmarked, f"qps: words of the report not from the catalogs: {unmarked[:8]}")
            title = browser.evaluate("document.title")
            check(title.startswith("\u27e6"), f"qps: the title is the catalog's: {title!r}")
        finally:
            browser.close()

    languages()
    test_report(args,
                os.path.join(source, "corpus/rulings/activation/architect-builds-prestige-only.json"),
                "report-disputed", [], disputed)
    test_report(args, os.path.join(source, "corpus/games/golden-4p.json"),
                "report-versus", ["--versus", "towers_zero_penalty=3"], versus)
    phone("report-versus")
    test_report(args, os.path.join(source, HISTORY), "report-field-ledger", [], field_ledger)
    if FAILURES:
        print(f"{len(FAILURES)} failure(s)", file=sys.stderr)
        return 1
    print("the report pages passed in Chromium")
    return 0


if __name__ == "__main__":
    sys.exit(main())
