#!/usr/bin/env python3
"""A table's own game on the page (issue 38, items 3, 4 and 7) in headless Chromium, as a person
meets it on a phone (400x850), the page served over http as a static host serves it:

- the new-game form sets up a real table: the turn order changed by tapping a seat, the neutral
  buildings typed in road order (a mistake refused in `caylus record --neutral`'s own words), a
  rule option of the engine's table (the form lists every option and value `caylus rules`
  lists, default first); the recorded log's setup is the one `caylus record` writes for the same
  arguments;
- the link: the page's own address offered, the box in sight beside the button, copied (read back
  from the clipboard), opened in a fresh browser session: the same game; a page opened from
  file:// makes no file:// link, says why and asks for the address, which is then remembered;
- finding the moment: the jump menu and `#log=...&turn=6.castle` land on the step whose state is
  `caylus replay --dump-state --at turn=6.castle`'s; `#turn=T.PHASE` alone jumps in the open
  game; a moment the game never reaches gets --at's own sentence; forced steps hidden and shown
  in the list (and remembered).
The console must stay silent. Screenshots in the work directory.

usage: table_test.py --page build/web/caylus.html --caylus build/dev/caylus --source DIR
                     --work-dir DIR
"""
import argparse
import functools
import http.server
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import threading
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from board_page_test import png_of_page  # noqa: E402
from browser import (check, check_console_clean, finish, open_page, page_path,  # noqa: E402
                     start_browser, wait_for)

GAME = "corpus/games/golden-4p.json"
FORCED = "corpus/rulings/placement/forced-pass-without-money.json"
TRAILING_FORCED = "corpus/rulings/castle/position-forced-castle-none-left-out.caylus"
NEUTRAL = ["carpenter", "quarry", "market", "sawmill", "forest", "farm"]


def js(driver, script, *args):
    return driver.execute_script(script, *args)


def steps(driver):
    return int(js(driver, "return Number(document.body.getAttribute('data-steps'))"))


def step(driver):
    return int(js(driver, "return Number(document.body.getAttribute('data-step'))"))


def click(driver, css):
    from selenium.webdriver.common.by import By
    node = driver.find_element(By.CSS_SELECTOR, css)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", node)
    node.click()


def text_of(driver, element_id):
    return js(driver, "return document.getElementById(arguments[0]).textContent", element_id)


def exported(driver):
    click(driver, "#export")
    return js(driver, "return document.getElementById('export-text').value")


def phone(driver):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 400, "height": 850, "deviceScaleFactor": 1, "mobile": True})


def in_view(driver, element_id):
    r = js(driver, "const r = document.getElementById(arguments[0]).getBoundingClientRect();"
                   "return [r.top, r.bottom, window.innerHeight]", element_id)
    return r[0] >= 0 and r[1] <= r[2], r


def serve(directory):
    """The page's folder served over http on 127.0.0.1, as any static host serves the file."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            # The browser asks for a favicon the page does not have: nothing, rather than a 404
            # in the console (the page itself loads nothing: tests/web/page_test.py).
            if self.path == "/favicon.ico":
                self.send_response(204)
                self.end_headers()
                return
            super().do_GET()
    handler = functools.partial(Quiet, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def setup_tags(log):
    """The setup lines of a log in the notation: players, neutral, seed, rules."""
    return [line for line in log.splitlines()
            if re.match(r'\[(Players|Neutral|Seed|Rules) ', line)]


def cli_options(caylus):
    """The rule options `caylus rules` lists: {name: [values, default first]}."""
    out = subprocess.run([caylus, "rules"], capture_output=True, text=True).stdout
    options = {}
    for line in out.splitlines():
        m = re.match(r"\s+([a-z_0-9]+)\s*[:=]?\s+((?:[A-Za-z0-9_+-]+\s*\|\s*)+[A-Za-z0-9_+-]+)",
                     line)
        if m:
            options[m.group(1)] = [v.strip() for v in m.group(2).split("|")]
    return options


def test_record_table(driver, args, url):
    """Items 3 and 4: the table's game recorded at 400 px, shared, copied."""
    open_page(driver, url)
    js(driver, "localStorage.clear()")
    driver.refresh()
    open_page(driver, url)
    # Every option of the engine's table, its values, default first: as `caylus rules` lists them.
    page_options = js(driver, """return Array.from(document.querySelectorAll('#new-rules-list select'))
        .map(s => [s.getAttribute('data-option'), Array.from(s.options).map(o => o.value)]);""")
    listed = cli_options(args.caylus)
    check(len(page_options) >= 10, "the form lists the rule options (%d)" % len(page_options))
    check(listed and dict(page_options) == listed,
          "the form's options are caylus rules's: %s / %s" % (page_options, listed))
    # The turn order: ann bob cyd, then cyd moved up one seat.
    js(driver, "const f = document.getElementById('new-players'); f.value = 'ann bob cyd';"
               "f.dispatchEvent(new Event('input'))")
    seats = js(driver, "return Array.from(document.querySelectorAll('#new-order button')).map(b => b.textContent)")
    check(seats == ["1. ann", "2. bob", "3. cyd"], "the seats shown: %s" % seats)
    click(driver, "#new-order button:nth-child(3)")
    order = js(driver, "return document.getElementById('new-players').value")
    check(order == "ann cyd bob", "tapping the third seat moves cyd up: %s" % order)
    # A mistake: the engine's words, caylus record's.
    wrong = "farm forest farm quarry market carpenter"
    js(driver, "document.getElementById('new-neutral').value = arguments[0]", wrong)
    click(driver, "#new-button")
    shown = text_of(driver, "new-error")
    with tempfile.TemporaryDirectory() as tmp:
        cli = subprocess.run([args.caylus, "record", os.path.join(tmp, "g.caylus"), "--players",
                              "ann,cyd,bob", "--neutral", wrong.replace(" ", ",")],
                             input="", capture_output=True, text=True)
    check(cli.returncode == 2 and shown and shown in cli.stderr,
          "a neutral building named twice: the page says %r, caylus record %r" % (shown, cli.stderr))
    check(js(driver, "return document.getElementById('board-section').hidden"),
          "no game started on a refused setup")
    # The real setup: the neutral buildings (one by its id), the second value of an option.
    typed = " ".join(NEUTRAL).replace("sawmill", "neutral_sawmill")
    js(driver, "document.getElementById('new-neutral').value = arguments[0]", typed)
    option, values = page_options[1]
    js(driver, "const s = document.getElementById('new-rule-' + arguments[0]); s.selectedIndex = 1;"
               "s.dispatchEvent(new Event('change'))", option)
    check(option + "=" + values[1] in text_of(driver, "new-rules-summary"),
          "the summary names the option set: %s" % text_of(driver, "new-rules-summary"))
    driver.save_screenshot(os.path.join(args.work_dir, "table-form-400.png"))
    click(driver, "#new-button")
    check(text_of(driver, "new-error") == "", "the setup is accepted: " + text_of(driver, "new-error"))
    for _ in range(12):
        click(driver, "#choices button.choice")
    recorded = steps(driver)
    check(recorded >= 12, "twelve choices recorded (%d steps)" % recorded)
    log = exported(driver)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "g.caylus")
        cli = subprocess.run([args.caylus, "record", path, "--players", "ann,cyd,bob", "--neutral",
                              typed.replace(" ", ","), "--rules", option + "=" + values[1]],
                             input="quit\n", capture_output=True, text=True)
        check(cli.returncode == 0, "caylus record writes the same setup: " + cli.stderr)
        expected = setup_tags(open(path, encoding="utf-8").read()) if cli.returncode == 0 else []
    check(setup_tags(log) == expected and expected,
          "the page's log has caylus record's setup: %s / %s" % (setup_tags(log), expected))
    check('[Neutral "%s"]' % " ".join(NEUTRAL) in log, "the neutral buildings as typed, in road order")
    js(driver, "document.getElementById('board-section').scrollIntoView()")
    driver.save_screenshot(os.path.join(args.work_dir, "table-recorded-400.png"))

    # The link: this page's own address (served over http), the box in sight, copied.
    click(driver, "#share")
    link = wait_for(driver, lambda d: js(d, "return document.getElementById('share-link').value"),
                    "the share link")
    check(link.startswith(url + "#log="), "the link is the page's address: " + link[:60])
    check(js(driver, "return document.getElementById('share-explain').hidden"),
          "no explanation when the page has an address")
    visible, where = in_view(driver, "share-link")
    check(visible, "the link is on the screen after tapping share: %s" % where)
    driver.save_screenshot(os.path.join(args.work_dir, "table-share-400.png"))
    # The clipboard read back as a paste would: the permission a person grants, granted here.
    origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlsplit(url))
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    click(driver, "#share-copy")
    wait_for(driver, lambda d: text_of(d, "share-status"), "the copy's status")
    check(text_of(driver, "share-status") == "copied", "copied: " + text_of(driver, "share-status"))
    pasted = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "navigator.clipboard.readText().then(done, e => done('unreadable: ' + e))")
    check(pasted == link, "the clipboard holds the link: %s" % pasted[:80])
    return link, log, recorded


def test_fresh_session(args, link, log, recorded):
    """The copied link opened by someone else: a fresh browser, nothing in its storage."""
    other = start_browser(400, 850)
    try:
        phone(other)
        open_page(other, link)
        check(steps(other) == recorded, "the link opens the same game (%d steps)" % steps(other))
        check(exported(other) == log, "the link opens the same log")
        check(not js(other, "return document.getElementById('mode-label').textContent.includes('recording')"),
              "the receiver looks at the game, not recording it")
        other.save_screenshot(os.path.join(args.work_dir, "table-link-opened-400.png"))
        # The board at step 12 saved as a picture for a forum (the "image" button's PNG).
        js(other, "CaylusPage.show(12)")
        check(js(other, "return document.body.getAttribute('data-step')") == "12", "step 12 shown")
        png = png_of_page(other)
        path = os.path.join(args.work_dir, "table-step-12.png")
        with open(path, "wb") as f:
            f.write(png)
        width = js(other, "return document.querySelector('#board svg.board').viewBox.baseVal.width")
        check(png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 30000,
              "the board at step 12 is a PNG picture (%d bytes, %s)" % (len(png), path))
        check(len(png) >= 24 and struct.unpack(">I", png[16:20])[0] == round(width * 2),
              "the picture is the board drawn at twice its size (%s px wide)" % width)
        caption = js(other, "return CaylusBoardView.captionLines()")
        check(any("step 12 of" in line for line in caption), "its caption names step 12: %s" % caption)
        check_console_clean(other, "the fresh session")
    finally:
        other.quit()


def test_share_sheet(args, link):
    """The phone's share sheet (Web Share API) where the browser has one. Headless Chromium has
    none, so the test gives the page one that records what it is handed, as a phone's would."""
    other = start_browser(400, 850)
    try:
        phone(other)
        other.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source":
            "navigator.share = function (data) { window.sharedWith = data; return Promise.resolve(); };"})
        open_page(other, link)
        click(other, "#share")
        sent = wait_for(other, lambda d: js(d, "return document.getElementById('share-link').value"),
                        "the share link")
        check(not js(other, "return document.getElementById('share-send').hidden"),
              "a share button where the browser has a share sheet")
        visible, where = in_view(other, "share-send")
        check(visible, "the share button is on the screen: %s" % where)
        click(other, "#share-send")
        shared = wait_for(other, lambda d: js(d, "return window.sharedWith || null"), "the share sheet")
        check(shared.get("url") == sent, "the share sheet is handed the link: %s" % shared)
        check_console_clean(other, "the share sheet")
    finally:
        other.quit()
    # And none where the browser has none: no button that does nothing.
    bare = start_browser(400, 850)
    try:
        open_page(bare, link)
        check(js(bare, "return document.getElementById('share-send').hidden"),
              "no share button without a share sheet")
    finally:
        bare.quit()


def test_file_page(driver, args, file_url, http_url):
    """A page opened from disk: no file:// link; the address asked for, then remembered."""
    open_page(driver, file_url)
    js(driver, "localStorage.clear()")
    game = open(os.path.join(args.source, GAME), encoding="utf-8").read()
    js(driver, "document.getElementById('log-input').value = arguments[0]", game)
    click(driver, "#replay-button")
    click(driver, "#share")
    wait_for(driver, lambda d: js(d, "return document.getElementById('share-box').getAttribute('data-link')"),
             "the share box")
    check(js(driver, "return document.getElementById('share-link').value") == "",
          "a page from file:// makes no link without an address")
    explain = text_of(driver, "share-explain")
    check("opened from a file" in explain and "docs/web.md" in explain,
          "the page says why and what to do: " + explain)
    check(js(driver, "return document.getElementById('share-copy').disabled"), "nothing to copy yet")
    check(js(driver, "return document.activeElement.id") == "share-base", "the address field has the focus")
    driver.save_screenshot(os.path.join(args.work_dir, "table-file-share-400.png"))
    js(driver, "document.getElementById('share-base').value = 'ftp://nowhere'")
    click(driver, "#share-base-use")
    check("no web address" in text_of(driver, "share-status"), "an ftp address refused")
    js(driver, "document.getElementById('share-base').value = arguments[0]", http_url)
    click(driver, "#share-base-use")
    link = wait_for(driver, lambda d: js(d, "return document.getElementById('share-link').value"),
                    "the link after the address")
    check(link.startswith(http_url + "#log="), "the link has the address typed: " + link[:60])
    decoded = subprocess.run([args.caylus, "share", "--decode", link], capture_output=True, text=True)
    check(decoded.returncode == 0 and decoded.stdout == js(driver, "return CaylusPage.game().info.log"),
          "caylus share --decode reads the link back")
    # Remembered: a reload shares with that address at once.
    driver.refresh()
    open_page(driver, file_url)
    click(driver, "#share")
    again = wait_for(driver, lambda d: js(d, "return document.getElementById('share-link').value"),
                     "the link after a reload")
    check(again.startswith(http_url + "#log="), "the address is remembered: " + again[:60])
    return link


def dump_state_at(args, moment):
    out = subprocess.run([args.caylus, "replay", os.path.join(args.source, GAME), "--dump-state",
                          "--at", moment], capture_output=True, text=True)
    return json.loads(out.stdout) if out.returncode == 0 else out.stderr


def page_state(driver):
    return js(driver, "return CaylusApi.state(CaylusPage.step()).state")


def test_moments(driver, args, link):
    """Item 7: the jump menu, #turn= in a link and alone, the forced steps."""
    open_page(driver, link)
    moments = js(driver, "return Array.from(document.getElementById('jump').options).map(o => o.value)")
    castle = next((m for m in moments if re.match(r"turn=([5-9]|1[0-9])\.castle$", m)), None)
    provost = next((m for m in moments if re.match(r"turn=([8-9]|1[0-9])\.provost$", m)), None)
    check(castle and provost and "turn=3" in moments,
          "the menu lists turns and phases: %s" % moments[:12])
    for moment in (castle, "turn=3", provost):
        if not moment:
            continue
        js(driver, "const s = document.getElementById('jump'); s.value = arguments[0];"
                   "s.dispatchEvent(new Event('change'))", moment)
        expected = dump_state_at(args, moment)
        check(page_state(driver) == expected,
              "the menu's %s is caylus replay --dump-state --at %s (step %d)" % (moment, moment, step(driver)))
        check(js(driver, "return document.getElementById('jump').value") == moment,
              "the menu shows %s after the jump" % moment)
    # The link carries the moment: a fresh load lands there. turn=6.castle, which this game
    # passes without a decision (nobody in the castle), is where --at puts it: turn 7's first.
    for moment in ("turn=6.castle", castle):
        driver.get("about:blank")
        open_page(driver, link + "&" + moment)
        check(page_state(driver) == dump_state_at(args, moment), "#log=...&" + moment)
    at_castle = step(driver)
    driver.save_screenshot(os.path.join(args.work_dir, "table-moment-400.png"))
    # "at the step shown" puts the moment in the shared link.
    click(driver, "#share")
    wait_for(driver, lambda d: js(d, "return document.getElementById('share-link').value"), "the link")
    click(driver, "#share-at")
    shared = wait_for(driver, lambda d: (lambda v: v if v.endswith("&" + castle) else None)(
        js(d, "return document.getElementById('share-link').value")), "the link at the step shown")
    check(shared.endswith("&" + castle), "the link names the moment shown")
    # #turn= alone: the open game, at that moment.
    at4 = dump_state_at(args, "turn=4.activation")
    js(driver, "location.hash = '#turn=4.activation'")
    wait_for(driver, lambda d: page_state(d) == at4,
             "#turn=4.activation jumps in the open game")
    check(step(driver) != at_castle, "the step changed")
    js(driver, "location.hash = '#turn=99.castle'")
    cli = subprocess.run([args.caylus, "replay", os.path.join(args.source, GAME), "--dump-state",
                          "--at", "turn=99.castle"], capture_output=True, text=True)
    wait_for(driver, lambda d: text_of(d, "jump-error"), "the error of a moment never reached")
    check(cli.returncode == 2 and text_of(driver, "jump-error") in cli.stderr,
          "--at's words: %r / %r" % (text_of(driver, "jump-error"), cli.stderr))
    # Forced steps (a log that leaves one out): hidden, remembered across a reload,
    # shown again.
    notes = open(os.path.join(args.source, FORCED), encoding="utf-8").read()
    js(driver, "document.getElementById('log-input').value = arguments[0]", notes)
    click(driver, "#replay-button")
    forced = js(driver, "return CaylusPage.game().info.steps.filter(s => s.forced).length")
    total = steps(driver)
    check(forced > 0, "the game has forced steps (%d)" % forced)

    def listed():
        return js(driver, "return Array.from(document.querySelectorAll('#moves li[data-step]'))"
                          ".filter(li => li.offsetParent !== null).length")
    check(listed() == total, "every step listed (%d of %d)" % (listed(), total))
    click(driver, "#forced-toggle")
    check(listed() == total - forced, "forced steps hidden: %d listed of %d" % (listed(), total))
    said = "show the forced step (1)" if forced == 1 else "show forced steps (%d)" % forced
    check(text_of(driver, "forced-toggle") == said,
          "the button says how to show them: " + text_of(driver, "forced-toggle"))
    driver.save_screenshot(os.path.join(args.work_dir, "table-forced-hidden-400.png"))
    driver.refresh()
    open_page(driver, link.split("#")[0])
    check(steps(driver) == total, "the same game after the reload")
    check(listed() == total - forced, "still hidden after a reload (%d)" % listed())
    click(driver, "#forced-toggle")
    check(listed() == total, "shown again (%d)" % listed())
    # A forced step after the log's last action (before a check at the end of the turn): forced
    # too, as the replayer took it (it was once marked as the log's own).
    trailing = open(os.path.join(args.source, TRAILING_FORCED), encoding="utf-8").read()
    js(driver, "document.getElementById('log-input').value = arguments[0]", trailing)
    click(driver, "#replay-button")
    marks = js(driver, "return CaylusPage.game().info.steps.map(s => [s.action, s.forced])")
    check(marks == [["green castle none", False], ["red castle none", True]],
          "the left-out castle none after the last action is forced: %s" % marks)


def test_phone_fit(driver):
    width = js(driver, "return document.documentElement.clientWidth")
    wide = js(driver, "return document.documentElement.scrollWidth")
    check(wide <= width, "at 400 px nothing is wider than the screen (%d > %d)" % (wide, width))
    small = js(driver, """
      return Array.from(document.querySelectorAll('#new-game button, #new-game input, ' +
          '#new-game select, #share-box button, #share-box input, #jump, #forced-toggle'))
        .filter(b => b.offsetParent !== null)
        .filter(b => b.getBoundingClientRect().height < 40)
        .map(b => (b.id || b.className || b.tagName) + ' ' + Math.round(b.getBoundingClientRect().height));""")
    check(not small, "tap targets of 40 px at least: %s" % small)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True)
    parser.add_argument("--caylus", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--work-dir", required=True)
    args = parser.parse_args()
    os.makedirs(args.work_dir, exist_ok=True)
    page = page_path(args.page)
    server = serve(os.path.dirname(page))
    http_url = "http://127.0.0.1:%d/%s" % (server.server_address[1], os.path.basename(page))
    driver = start_browser(400, 850)
    try:
        phone(driver)
        link, log, recorded = test_record_table(driver, args, http_url)
        test_phone_fit(driver)
        check_console_clean(driver, "recording a table's game")
        test_fresh_session(args, link, log, recorded)
        test_share_sheet(args, link)
        file_link = test_file_page(driver, args, "file://" + page, http_url)
        check_console_clean(driver, "sharing from a file")
        test_moments(driver, args, file_link)
        test_phone_fit(driver)
        check_console_clean(driver, "finding the moment")
    finally:
        driver.quit()
        server.shutdown()
    finish("web table")


if __name__ == "__main__":
    main()
