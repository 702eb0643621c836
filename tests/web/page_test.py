#!/usr/bin/env python3
"""The page (build/web/caylus.html, issue 27) in headless Chromium, as a person uses it: opened
from file://, a disputed log pasted and replayed (the verdict must be `caylus replay`'s own lines),
stepped through with the buttons, the keys and the slider, a legal choice played from the list and
one from the board (a "what if" branch), undone, exported; the branch shared as a link (at an
address typed: a page from file:// has none to offer) that `caylus share --decode` reads back, and a link of `caylus share` opened; a new game recorded by
tapping choices, found again after a reload; the same views at 400x850 (nothing wider than the
screen, tap targets of 40 px at least). The console must stay silent throughout. Screenshots
are kept in the work directory (--docs writes docs/web-1400.png and docs/web-400.png).

usage: page_test.py --page build/web/caylus.html --caylus build/dev/caylus --source DIR
                    --work-dir DIR [--docs]
"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import (FAILURES, caylus_json, check, check_console_clean, finish, open_page,  # noqa
                     page_path, start_browser, wait_for)

DISPUTE = "corpus/rulings/provost/cannot-pay.json"


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


def paste_and_replay(driver, text):
    js(driver, "document.getElementById('log-input').value = arguments[0]", text)
    click(driver, "#replay-button")


def verdict_text(driver):
    return js(driver, "return document.getElementById('verdict').textContent")


def exported(driver):
    click(driver, "#export")
    return js(driver, "return document.getElementById('export-text').value")


def test_dispute(driver, args, url):
    path = os.path.join(args.source, DISPUTE)
    text = open(path, encoding="utf-8").read()
    paste_and_replay(driver, text)
    wait_for(driver, lambda d: not js(d, "return document.getElementById('verdict-section').hidden"),
             "the verdict shown")
    # The verdict is `caylus replay`'s, word for word (the page calls a pasted log "game").
    cli = subprocess.run([args.caylus, "replay", path], capture_output=True, text=True).stdout
    check(verdict_text(driver) == cli.rstrip("\n").replace(path, "game"),
          "the verdict differs from caylus replay:\n%s\n---\n%s" % (verdict_text(driver), cli))
    answer, _ = caylus_json(args.caylus, "replay", "--json", path)
    section = "document.getElementById('verdict-section')"
    check(js(driver, "return %s.getAttribute('data-verdict')" % section) == answer["verdict"],
          "data-verdict")
    check(js(driver, "return %s.getAttribute('data-rule')" % section) == answer["error"]["rule"],
          "data-rule")
    check("provost.cost" in js(driver, "return document.getElementById('rule').textContent"),
          "the rule behind the verdict is shown")
    last = steps(driver)
    check(step(driver) == last, "the page opens on the disputed step (%d of %d)" % (step(driver), last))
    check("refused, provost.cost" in js(driver, "return document.getElementById('step-action').textContent"),
          "the refused action is named at the disputed step")
    # Stepping: buttons, keys, slider.
    click(driver, "#prev")
    check(step(driver) == last - 1, "previous")
    from selenium.webdriver.common.keys import Keys
    driver.find_element("css selector", "body").send_keys(Keys.ARROW_RIGHT)
    check(step(driver) == last, "the right arrow key")
    driver.find_element("css selector", "body").send_keys(Keys.HOME)
    check(step(driver) == 0, "Home")
    js(driver, "const s = document.getElementById('slider'); s.value = 2;"
               "s.dispatchEvent(new Event('input'))")
    check(step(driver) == 2, "the slider")
    click(driver, "#last")
    # The legal choices at the disputed step are those caylus replay lists (it leaves out the
    # player, who is the one to decide).
    listed = js(driver, "return Array.from(document.querySelectorAll('#choices button.choice'))"
                        ".map(b => b.textContent)")
    player = answer["error"]["player"]
    check(listed == [player + " " + c for c in answer["error"]["legal_choices"]],
          "the legal choices on the page are caylus replay's: %s" % listed)
    check(js(driver, "return document.querySelectorAll('#board .target').length") > 0,
          "the choices are marked on the board")
    return last


def test_branch(driver, args, last):
    # A choice from the list: the branch replays legal, one action (or more: forced ones) longer.
    first = js(driver, "return document.querySelector('#choices button.choice').textContent")
    click(driver, "#choices button.choice")
    check(js(driver, "return document.getElementById('verdict-section').getAttribute('data-verdict')") == "legal",
          "the branch is legal")
    after_list = steps(driver)
    check(after_list > last, "the branch has the choice played (%d steps, was %d)" % (after_list, last))
    check("what-if" in js(driver, "return document.getElementById('mode-label').textContent"),
          "the branch is marked as a what-if")
    check(first in exported(driver), "the export has the choice played: " + first)
    # A choice from the board: a highlighted place.
    targets = js(driver, "return document.querySelectorAll('#board .target').length")
    check(targets > 0, "places of the board are offered after the branch")
    if targets:
        js(driver, "document.querySelector('#board .target').dispatchEvent(new MouseEvent('click', {bubbles: true}))")
        wait_for(driver, lambda d: steps(d) > after_list or
                 js(d, "return !document.getElementById('choices-filter').hidden"), "a board click")
        if steps(driver) == after_list:  # several choices at that place: the list is narrowed
            click(driver, "#choices button.choice")
        check(steps(driver) > after_list, "a click on the board plays a choice")
    # Undo, back to the list's branch.
    click(driver, "#undo")
    check(steps(driver) == after_list, "undo takes the board's choice back (%d)" % steps(driver))
    return exported(driver)


def test_share(driver, args, url, branch_text):
    # Opened from file://, the page has no address anyone else can open: it asks for one
    # (tests/web/table_test.py tests the rest of the share box) and then links with it.
    click(driver, "#share")
    check(js(driver, "return document.getElementById('share-link').value") == "",
          "no file:// link from a page opened from disk")
    base = "https://example.org/games/caylus.html"
    js(driver, "document.getElementById('share-base').value = arguments[0]", base)
    click(driver, "#share-base-use")
    link = wait_for(driver, lambda d: js(d, "return document.getElementById('share-link').value"),
                    "the share link")
    check(link.startswith(base + "#log="), "the link is at the address given: " + link[:80])
    decoded = subprocess.run([args.caylus, "share", "--decode", link], capture_output=True, text=True)
    check(decoded.returncode == 0, "caylus share --decode reads the page's link: " + decoded.stderr)
    check(decoded.stdout == branch_text, "caylus share --decode gives the page's notation back")
    # The page's link opened as a new page: the same game.
    count = steps(driver)
    open_page(driver, url + "#" + link.split("#", 1)[1])
    check(steps(driver) == count, "the shared link opens the same game (%d steps)" % steps(driver))
    # A link of `caylus share`: the same verdict as caylus replay.
    path = os.path.join(args.source, DISPUTE)
    cli_link = subprocess.run([args.caylus, "share", path, "--base", url], capture_output=True,
                              text=True).stdout.strip()
    check(len(cli_link) < 4000, "a dispute's link stays short (%d characters)" % len(cli_link))
    open_page(driver, cli_link)
    check(js(driver, "return document.getElementById('verdict-section').getAttribute('data-rule')")
          == "provost.cost", "the link of caylus share opens the dispute")
    # Both sides compress the same notation: the page's fragment for it equals caylus share's or
    # at least reads back to the same text (zlib versions may choose other blocks).
    page_fragment = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "CaylusShare.encode(CaylusPage.game().info.log).then(done)")
    cli_text = subprocess.run([args.caylus, "share", "--decode", cli_link], capture_output=True,
                              text=True).stdout
    page_text = subprocess.run([args.caylus, "share", "--decode", page_fragment],
                               capture_output=True, text=True).stdout
    check(page_text == cli_text, "the page and caylus share carry the same notation")
    print("fragments identical: %s" % (page_fragment == cli_link.split("#", 1)[1]))


def test_record(driver, args, url):
    open_page(driver, url)
    js(driver, "document.getElementById('new-players').value = 'ann bob'")
    js(driver, "document.getElementById('new-seed').value = '7'")
    click(driver, "#new-button")
    check("recording" in js(driver, "return document.getElementById('mode-label').textContent"),
          "recording is shown")
    for _ in range(4):
        click(driver, "#choices button.choice")
    recorded = steps(driver)
    check(recorded >= 4, "four choices recorded (%d steps)" % recorded)
    log = exported(driver)
    check('[Players "ann bob"]' in log, "the recorded log names its players")
    driver.refresh()
    open_page(driver, url)
    check(steps(driver) == recorded, "the recorded game is found again after a reload (%d steps)" % steps(driver))
    check("recording" in js(driver, "return document.getElementById('mode-label').textContent"),
          "still recording after the reload")
    check(exported(driver) == log, "the same log after the reload")
    check(not js(driver, "return document.getElementById('original').offsetParent"),
          "no 'back to the log' while recording")
    # Undo after the reload: the last action taken back, and saved so.
    click(driver, "#undo")
    check(steps(driver) == recorded - 1, "undo after a reload takes back one action (%d)" % steps(driver))
    driver.refresh()
    open_page(driver, url)
    check(steps(driver) == recorded - 1, "the undo is saved too (%d)" % steps(driver))
    # A log opened to look at does not replace the recorded game, which stays a tap away.
    paste_and_replay(driver, open(os.path.join(args.source, DISPUTE), encoding="utf-8").read())
    check(js(driver, "return document.getElementById('verdict-section').getAttribute('data-rule')")
          == "provost.cost", "a log opened while recording")
    click(driver, "#resume")
    check(steps(driver) == recorded - 1 and exported(driver).startswith(log.split("\n")[0]),
          "the recorded game resumed after looking at another log (%d)" % steps(driver))


def test_phone(driver, args, url):
    # A phone's viewport: 400x850 CSS pixels, touch, as the device toolbar of Chromium sets it.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 400, "height": 850, "deviceScaleFactor": 1, "mobile": True})
    driver.get("about:blank")  # the page opened afresh at that size, not only its fragment changed
    open_page(driver, url + "#" + subprocess.run(
        [args.caylus, "share", os.path.join(args.source, DISPUTE)], capture_output=True,
        text=True).stdout.strip().split("#", 1)[1])
    width = js(driver, "return document.documentElement.clientWidth")
    wide = js(driver, "return document.documentElement.scrollWidth")
    check(wide <= width, "at 400 px nothing is wider than the screen (%d > %d)" % (wide, width))
    small = js(driver, """
      return Array.from(document.querySelectorAll('button, .button, input, #slider'))
        .filter(b => b.offsetParent !== null && b.type !== 'file')
        .filter(b => { const r = b.getBoundingClientRect(); return r.height < 40; })
        .map(b => (b.id || b.className || b.tagName) + ' ' + Math.round(b.getBoundingClientRect().height));""")
    check(not small, "tap targets of 40 px at least: %s" % small)
    # The board opens zoomed for tapping, panned to the disputed places: they are at least 40 px
    # wide and on the screen; "fit the board" shows the whole of it.
    check(js(driver, "return document.getElementById('zoom').getAttribute('aria-pressed')") == "true",
          "a phone opens the board zoomed")
    target = js(driver, "const r = document.querySelector('#board .target rect, #board rect.target')"
                        ".getBoundingClientRect(); return [r.left, r.right, r.width]")
    check(target[2] >= 40, "a place to tap is %d px wide" % target[2])
    check(0 <= target[0] and target[1] <= 400, "the place to tap is on the screen: %s" % target)
    js(driver, "document.getElementById('board-section').scrollIntoView()")
    driver.save_screenshot(os.path.join(args.work_dir, "web-400-board.png"))
    click(driver, "#zoom")
    check(js(driver, "return document.querySelector('#board svg').getBoundingClientRect().width") <= 400,
          "fit the board: the whole board on the screen")
    click(driver, "#zoom")
    js(driver, "window.scrollTo(0, 0)")
    driver.save_screenshot(os.path.join(args.work_dir, "web-400.png"))


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
        check_console_clean(driver, "opening")
        # One file: nothing else is loaded (no script, style, wasm or font from elsewhere).
        check(js(driver, "return performance.getEntriesByType('resource').length") == 0,
              "the page loads nothing: %s" % js(driver, "return performance.getEntriesByType("
                                                    "'resource').map(e => e.name)"))
        page = open(args.page, encoding="utf-8").read()
        for remote in ("<script src", "<link", "@import", "https://"):
            check(remote not in page, "the page refers to nothing outside it: %s" % remote)
        last = test_dispute(driver, args, url)
        driver.save_screenshot(os.path.join(args.work_dir, "web-1400.png"))
        branch = test_branch(driver, args, last)
        check_console_clean(driver, "the dispute and its branch")
        test_share(driver, args, url, branch)
        check_console_clean(driver, "sharing")
        test_record(driver, args, url)
        check_console_clean(driver, "recording")
        test_phone(driver, args, url)
        check_console_clean(driver, "the phone")
    finally:
        driver.quit()
    finish("web page")


if __name__ == "__main__":
    main()
