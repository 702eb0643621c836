#!/usr/bin/env python3
"""The page's board editor and the board's completeness (issue 27, items 3, 6 and 7) in headless
Chromium, as a person uses them:

- a position cut from a step of a game: the editor's `position` lines are `caylus replay
  --position --at E`'s, and the board it shows is the state those lines replay to;
- pieces moved by tapping (a stock tile built, a worker and a castle house added, goods typed, a
  favor marker moved): the lines say them, replay (`caylus replay --dump-state`) to the very
  board shown, and open as a log that is legal;
- a position no game could reach: the page shows `caylus replay`'s own exit-2 sentence;
- a position from a new game's start;
- the board drawn complete: the stock, a pending notary transformation, idle workers beyond the
  provost; a link's `&step=N` shows that step's board, scrolled to it;
- the editor at 400x850: nothing wider than the screen, tap targets of 40 px at least.
The console must stay silent throughout. Screenshots are kept in the work directory.

usage: editor_test.py --page build/web/caylus.html --caylus build/dev/caylus --source DIR
                      --work-dir DIR
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import (caylus_json, check, check_console_clean, finish, open_page,  # noqa: E402
                     page_path, start_browser, wait_for)

GAME = "corpus/games/golden-4p.json"
NOTARY = "corpus/rulings/notary/position-notary-on-an-occupied-quarry.caylus"

# The board an editor or the analysis shows, read from the DOM (svg id given).
SHOWN = """
const svg = document.getElementById(arguments[0]);
const road = {};
for (const g of svg.querySelectorAll('g.space'))
  road[g.dataset.space] = {building: g.dataset.building || null, owner: g.dataset.owner || null,
                           worker: g.dataset.worker || null};
const houses = {};
for (const g of svg.querySelectorAll('g.castle-house')) {
  const who = g.firstChild.dataset.player, section = g.dataset.section;
  houses[section] = houses[section] || {};
  houses[section][who] = (houses[section][who] || 0) + 1;
}
const favor = {};
for (const m of svg.querySelectorAll('.favor-marker')) {
  favor[m.dataset.player] = favor[m.dataset.player] || {};
  favor[m.dataset.player][m.dataset.row] = Number(m.dataset.column);
}
const provost = svg.querySelector('g.provost title').textContent;
const bailiff = svg.querySelector('g.bailiff title').textContent;
const stock = [...svg.querySelectorAll('g.stock-tile')].map(g => g.dataset.building);
return {road, houses, favor, provost, bailiff, stock};
"""

GOODS = ("prestige", "deniers", "food", "wood", "stone", "cloth", "gold")


def js(driver, script, *args):
    return driver.execute_script(script, *args)


def click(driver, css):
    from selenium.webdriver.common.by import By
    node = driver.find_element(By.CSS_SELECTOR, css)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", node)
    node.click()


def tap_board(driver, css):
    """A tap on a place of the editor's board (an SVG element)."""
    found = js(driver, "const n = document.querySelector('#editor-board ' + arguments[0]);"
                       "if (!n) return false;"
                       "n.dispatchEvent(new MouseEvent('click', {bubbles: true})); return true;", css)
    check(found, "the editor's board has " + css)


def tap_action(driver, words):
    """A tap on the button of the place's list whose words start with `words`."""
    buttons = js(driver, "return Array.from(document.querySelectorAll('#editor-place button'))"
                         ".map(b => b.textContent)")
    index = next((k for k, b in enumerate(buttons) if b.startswith(words)), None)
    if not check(index is not None, "a button '%s...' among %s" % (words, buttons)):
        return
    click(driver, "#editor-place button:nth-of-type(%d)" % (index + 1))


def lines(driver):
    return js(driver, "return document.getElementById('position-lines').textContent")


def error(driver):
    return js(driver, "return document.getElementById('position-error').textContent")


def dump_state(args, text, work):
    path = os.path.join(work, "edited.caylus")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    out = subprocess.run([args.caylus, "replay", path, "--dump-state"], capture_output=True, text=True)
    check(out.returncode == 0, "the position replays: %s" % out.stderr)
    return json.loads(out.stdout) if out.returncode == 0 else None


def expect_shown(driver, snapshot, where):
    """The editor's board and goods are the snapshot's (the state the lines replay to)."""
    shown = js(driver, SHOWN, "editor-svg")
    for n in range(1, 29):
        space = snapshot["road"].get(str(n), {})
        want = {k: space.get(k) for k in ("building", "owner", "worker")}
        check(shown["road"].get(str(n)) == want,
              "%s: road space %d shows %s, the lines replay to %s" % (where, n, shown["road"].get(str(n)), want))
    check(shown["provost"] == "the provost on road space %d" % snapshot["provost"], "%s: provost %s" % (where, shown["provost"]))
    check(shown["bailiff"] == "the bailiff on road space %d" % snapshot["bailiff"], "%s: bailiff %s" % (where, shown["bailiff"]))
    check(shown["houses"] == {k: v for k, v in snapshot["houses"].items() if v},
          "%s: castle houses %s vs %s" % (where, shown["houses"], snapshot["houses"]))
    check(sorted(shown["stock"]) == sorted(snapshot["stock"]), "%s: stock %s vs %s" % (where, shown["stock"], snapshot["stock"]))
    for p in snapshot["players"]:
        check(shown["favor"].get(p["name"]) == p["favor"],
              "%s: %s's favor markers %s vs %s" % (where, p["name"], shown["favor"].get(p["name"]), p["favor"]))
        for g in GOODS:
            value = js(driver, "return document.querySelector('#edit-goods tr[data-player=\"' + arguments[0] +"
                               "'\"] input[data-field=\"' + arguments[1] + '\"]').value", p["name"], g)
            check(int(value) == p[g], "%s: %s %s shows %s, the lines replay to %d" % (where, p["name"], g, value, p[g]))


def open_log(driver, path):
    js(driver, "document.getElementById('log-input').value = arguments[0]", open(path, encoding="utf-8").read())
    click(driver, "#replay-button")
    wait_for(driver, lambda d: not js(d, "return document.getElementById('board-section').hidden"), "a log opened")


def test_cut(driver, args):
    """The position at a step of a game: caylus replay --position's lines, its state drawn."""
    path = os.path.join(args.source, GAME)
    open_log(driver, path)
    # A step in phase 2 of a later turn that begins an entry of the log (no forced action).
    step = js(driver, """
      const info = CaylusPage.game().info;
      for (let n = 60; n < info.steps.length; ++n) {
        const s = CaylusApi.state(n).state;
        if (s.phase === 'placement' && s.turn > 2 && !info.steps[n].forced &&
            info.steps[n - 1].entry !== info.steps[n].entry && s.bridge.length === 0) return n;
      }
      return -1;""")
    check(step > 0, "a step to cut at")
    entry = js(driver, "return CaylusPage.game().info.steps[arguments[0]].entry", step)
    js(driver, "CaylusPage.show(arguments[0])", step)
    click(driver, "#edit-position")
    check(not js(driver, "return document.getElementById('editor-section').hidden"), "the editor opens")
    cli = subprocess.run([args.caylus, "replay", path, "--position", "--at", str(entry)],
                         capture_output=True, text=True).stdout
    want = "\n".join(line for line in cli.splitlines() if not line.startswith("#"))
    check(lines(driver) == want, "the editor's lines are caylus replay --position --at %d's:\n%s\n---\n%s"
          % (entry, lines(driver), want))
    check(not error(driver), "no error for a position of the game: " + error(driver))
    text = js(driver, "return CaylusEditor.answer().log")
    snapshot = dump_state(args, text, args.work_dir)
    if snapshot:
        expect_shown(driver, snapshot, "the cut at step %d" % step)
    # The closed favor columns hatched by a pattern of this very board (the analysis board,
    # hidden meanwhile, has its own).
    hatched = js(driver, "const svg = document.getElementById('editor-svg');"
                         "return Array.from(svg.querySelectorAll('rect.favor-cell.closed')).every(r => {"
                         " const id = r.getAttribute('fill').replace(/^url\\(#(.*)\\)$/, '$1');"
                         " const all = document.querySelectorAll('[id=\"' + id + '\"]');"
                         " return all.length === 1 && svg.contains(all[0]); })")
    check(hatched, "the closed favor columns of the editor's board are hatched by its own pattern")
    driver.save_screenshot(os.path.join(args.work_dir, "editor-cut.png"))
    click(driver, "#editor-close")


def test_edit(driver, args):
    """A new game's start, edited by tapping; the lines replay to the board shown."""
    js(driver, "document.getElementById('new-players').value = 'red green blue'")
    js(driver, "document.getElementById('new-seed').value = '4'")
    click(driver, "#new-position")
    wait_for(driver, lambda d: not js(d, "return document.getElementById('editor-section').hidden"),
             "the editor of a new game")
    check(lines(driver) == "", "a game's start is a position of no line: %r" % lines(driver))
    # Phase 5 of turn 1: workers stand on the road (the page lets the engine say where they may).
    js(driver, "const p = document.getElementById('edit-phase'); p.value = 'activation';"
               "p.dispatchEvent(new Event('change'))")
    check("phase=activation" in lines(driver), "the phase in the lines:\n" + lines(driver))
    # The provost moved beyond the tile to come, so that phase 5 reaches it.
    provost = js(driver, "return CaylusEditor.state().provost")
    tap_board(driver, 'g.space[data-space="%d"]' % provost)
    tap_action(driver, "pick up the provost")
    tap_board(driver, 'g.space[data-space="%d"]' % (provost + 4))
    check("provost=%d" % (provost + 4) in lines(driver), "the provost in the lines:\n" + lines(driver))
    # A stock tile built on the first empty road space: the house of the player chosen (red).
    empty = js(driver, "return Number(document.querySelector('#editor-board g.space:not([data-building])')"
                       ".dataset.space)")
    tile = js(driver, "return document.querySelector('#editor-board g.stock-tile[data-kind=\"wood\"]')"
                      ".dataset.building")
    tap_board(driver, 'g.stock-tile[data-building="%s"]' % tile)
    check("Picked up: the %s tile" % tile in js(driver, "return document.getElementById('editor-place').textContent"),
          "the stock tile is picked up")
    tap_board(driver, 'g.space[data-space="%d"]' % empty)
    check("road.%d.building=%s" % (empty, tile) in lines(driver) and
          "road.%d.owner=red" % empty in lines(driver), "the tile built in the lines:\n" + lines(driver))
    # Green's worker on it, a house of green in the dungeon.
    click(driver, '#edit-player button[data-player="green"]')
    tap_board(driver, 'g.space[data-space="%d"]' % empty)
    tap_action(driver, "add a worker of green")
    check("road.%d.worker=green" % empty in lines(driver), "the worker in the lines:\n" + lines(driver))
    tap_board(driver, 'g.castle-section[data-section="dungeon"]')
    tap_action(driver, "add a house of green")
    check("castle.dungeon.green=1" in lines(driver) or "dungeon" in lines(driver),
          "the house in the lines:\n" + lines(driver))
    # Goods typed; a favor marker moved one column.
    js(driver, "const i = document.querySelector('#edit-goods tr[data-player=\"red\"] input[data-field=\"deniers\"]');"
               "i.value = '3'; i.dispatchEvent(new Event('change'))")
    check("red.deniers=3" in lines(driver), "the deniers in the lines:\n" + lines(driver))
    tap_board(driver, 'rect.favor-cell[data-row="prestige"][data-column="0"]')
    tap_action(driver, "pick up blue")
    tap_board(driver, 'rect.favor-cell[data-row="prestige"][data-column="1"]')
    check("blue.favor.prestige=1" in lines(driver), "the favor marker in the lines:\n" + lines(driver))
    # The turn order: green moved up, first.
    click(driver, '#edit-order button[data-player="green"]')
    check("turn_order=[green,red,blue]" in lines(driver).replace(" ", ""),
          "the turn order in the lines:\n" + lines(driver))
    # A stock tile taken off the board: out of the game, which no game reaches this way (only
    # the notary discards, and tiles of the road): the judge of boards refuses the position
    # (build.available), the page says so as caylus replay does, and undo brings the tile back.
    for kind in ("stone",):
        gone = js(driver, "return document.querySelector('#editor-board g.stock-tile[data-kind=\"%s\"]')"
                          ".dataset.building" % kind)
        tap_board(driver, 'g.stock-tile[data-building="%s"]' % gone)
        click(driver, "#editor-place button")  # take it off the board
        check("stock.%s=0" % gone in lines(driver), "the tile out of the game in the lines:\n" + lines(driver))
        if kind == "stone":
            check("build.available" in error(driver) and "out of the game" in error(driver),
                  "a stone tile out of the game is refused: " + error(driver))
            click(driver, "#editor-undo")
            check("stock.%s=0" % gone not in lines(driver) and not error(driver), "undo")
    check(not error(driver), "a reachable position: " + error(driver))
    text = js(driver, "return CaylusEditor.answer().log")
    snapshot = dump_state(args, text, args.work_dir)
    if snapshot:
        expect_shown(driver, snapshot, "the edited position")
    driver.save_screenshot(os.path.join(args.work_dir, "editor-1400.png"))

    # A position no game could reach: a worker on the road as phase 7 begins. The page says
    # caylus replay's own sentence for that log (exit 2).
    js(driver, "const p = document.getElementById('edit-phase'); p.value = 'end_of_turn';"
               "p.dispatchEvent(new Event('change'))")
    bad = js(driver, "return CaylusEditor.answer().log")
    path = os.path.join(args.work_dir, "position")
    with open(path, "w", encoding="utf-8") as f:
        f.write(bad)
    out = subprocess.run([args.caylus, "replay", "position"], capture_output=True, text=True,
                         cwd=args.work_dir)
    check(out.returncode == 2, "caylus replay refuses the unreachable position (exit %d)" % out.returncode)
    check(error(driver) == out.stderr.strip(), "the page shows caylus replay's sentence:\n%s\n---\n%s"
          % (error(driver), out.stderr.strip()))
    click(driver, "#position-open")
    check(js(driver, "return document.getElementById('input-error').textContent")
          == "Not a valid log: " + out.stderr.strip(), "opened as a log, the same sentence")
    return text


def test_open_position(driver, args, text):
    js(driver, "document.getElementById('log-input').value = arguments[0]", text)
    click(driver, "#replay-button")
    check(js(driver, "return document.getElementById('verdict-section').getAttribute('data-verdict')") == "legal",
          "the edited position opens as a legal log")
    answer, _ = caylus_json(args.caylus, "replay", "--json", os.path.join(args.work_dir, "edited.caylus"))
    check(js(driver, "return CaylusPage.answer().verdict") == answer["verdict"], "the same verdict as caylus replay")


def test_board_complete(driver, args, url):
    # The stock at every step is the state's.
    path = os.path.join(args.source, GAME)
    open_log(driver, path)
    for n in (0, 40, 200):
        js(driver, "CaylusPage.show(arguments[0])", n)
        drawn = js(driver, "return Array.from(document.querySelectorAll('#board-svg g.stock-tile'))"
                           ".map(g => g.dataset.building)")
        check(drawn == js(driver, "return CaylusApi.state(arguments[0]).state.stock", n),
              "step %d: the stock drawn is the state's" % n)
    # Idle workers: beyond the provost in phase 5.
    found = js(driver, """
      const info = CaylusPage.game().info;
      for (let n = 0; n < info.steps.length; ++n) {
        const s = CaylusApi.state(n).state;
        if (s.phase !== 'activation') continue;
        const idle = Object.keys(s.road).filter(k => s.road[k].worker && Number(k) > s.provost);
        if (idle.length) return [n, idle.length];
      }
      return null;""")
    if check(found is not None, "a step with idle workers"):
        js(driver, "CaylusPage.show(arguments[0])", found[0])
        check(js(driver, "return document.querySelectorAll('#board-svg g.idle').length") == found[1],
              "step %d: %d worker(s) beyond the provost marked idle" % tuple(found))
    # Tiles of the same name told apart by their kind.
    kinds = js(driver, "return Array.from(document.querySelectorAll('#board-svg g.space[data-building]'))"
                       ".map(g => [g.dataset.building, g.querySelector('text.kind').textContent])")
    buildings = js(driver, "return CaylusPage.game().info.buildings")
    check(all(k == buildings[b]["kind"] for b, k in kinds), "each tile says its kind: %s" % kinds)
    # A pending notary transformation.
    open_log(driver, os.path.join(args.source, NOTARY))
    js(driver, "CaylusPage.show(1)")
    check(js(driver, "return document.querySelectorAll('#board-svg g.pending-transform').length") == 1,
          "the notary's transformation waiting is drawn")
    # A link with &step=N: that step's board, scrolled to it.
    link = subprocess.run([args.caylus, "share", path, "--base", url], capture_output=True,
                          text=True).stdout.strip()
    driver.get("about:blank")
    open_page(driver, link + "&step=25")
    check(js(driver, "return document.body.getAttribute('data-step')") == "25", "&step=25 opens step 25")
    top = js(driver, "return document.getElementById('board-section').getBoundingClientRect().top")
    check(abs(top) < 5, "&step=25 scrolls to the board (its top at %s)" % top)


def test_phone(driver, args, url):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 400, "height": 850, "deviceScaleFactor": 1, "mobile": True})
    driver.get("about:blank")
    open_page(driver, url)
    open_log(driver, os.path.join(args.source, NOTARY))
    click(driver, "#edit-position")
    width = js(driver, "return document.documentElement.clientWidth")
    wide = js(driver, "return document.documentElement.scrollWidth")
    check(wide <= width, "the editor at 400 px: nothing wider than the screen (%d > %d)" % (wide, width))
    tap_board(driver, 'g.space[data-space="10"]')
    small = js(driver, """
      return Array.from(document.querySelectorAll('#editor-section button, #editor-section input, #editor-section select'))
        .filter(b => b.offsetParent !== null && b.type !== 'checkbox')
        .filter(b => b.getBoundingClientRect().height < 40 || b.getBoundingClientRect().width < 40)
        .map(b => (b.id || b.textContent || b.getAttribute('aria-label')) + ' ' +
             Math.round(b.getBoundingClientRect().width) + 'x' + Math.round(b.getBoundingClientRect().height));""")
    check(not small, "the editor's tap targets are 40 px at least: %s" % small)
    space = js(driver, "const r = document.querySelector('#editor-board g.space[data-space=\"10\"] rect')"
                       ".getBoundingClientRect(); return [r.width, r.height]")
    check(space[0] >= 40 and space[1] >= 40, "a road space to tap is %dx%d px" % tuple(space))
    js(driver, "document.getElementById('editor-section').scrollIntoView()")
    driver.save_screenshot(os.path.join(args.work_dir, "editor-400.png"))
    js(driver, "document.getElementById('editor-scroll').scrollIntoView()")
    driver.save_screenshot(os.path.join(args.work_dir, "editor-400-board.png"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True)
    parser.add_argument("--caylus", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--work-dir", required=True)
    args = parser.parse_args()
    os.makedirs(args.work_dir, exist_ok=True)
    url = "file://" + page_path(args.page)
    driver = start_browser(1400, 1000)
    try:
        open_page(driver, url)
        test_cut(driver, args)
        check_console_clean(driver, "the position cut from a game")
        text = test_edit(driver, args)
        check_console_clean(driver, "editing")
        test_open_position(driver, args, text)
        test_board_complete(driver, args, url)
        check_console_clean(driver, "the board")
        test_phone(driver, args, url)
        check_console_clean(driver, "the phone")
    finally:
        driver.quit()
    finish("board editor")


if __name__ == "__main__":
    main()
