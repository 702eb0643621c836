#!/usr/bin/env python3
"""The board of the page is `caylus board`'s (issue 38 items 5 and 6), in headless Chromium.

- ONE drawing: at the moment `--at` names, the page's board (its svg's outerHTML, the targets the
  page outlines taken off) is the SVG `caylus board --at` writes, read by the same browser; at a
  phone's width the page's board is `caylus board --layout narrow`'s.
- "image": the board shown as PNG (signature, IHDR: the drawing's width times 2, its height times
  2 and a caption above), captioned with the step and the verdict; the button downloads it and the
  console stays silent.
- A phone (400x850 and 360x740): the board laid out for the width (class narrow), nothing wider
  than the screen, no text of the board cut at its edge, every place to tap 40 px and more; the
  board editor's tap, then tap (a stock tile built on a road space) with real clicks, the page never
  scrolled sideways. Screenshots in the work directory (the docs' are tests/web/docs_screenshots.py's).
usage: board_page_test.py --page caylus.html --caylus caylus --source DIR --work-dir DIR
"""
import argparse
import base64
import json
import os
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import (check, check_console_clean, finish, open_page, page_path,  # noqa: E402
                     start_browser, wait_for)

GAME = "corpus/games/golden-4p.json"
DISPUTE = "corpus/rulings/provost/cannot-pay.json"
# The places of the board a person taps (the page's choices, the board editor).
TARGETS = ["g.space > rect", "rect.favor-cell", "g.special-box > rect", "g.bridge-slot > rect",
           "g.stock-tile > rect", "g.castle-section > rect", "g.castle-row > rect"]


def js(driver, script, *args):
    return driver.execute_script(script, *args)


def open_log(driver, path):
    js(driver, "document.getElementById('log-input').value = arguments[0]", open(path, encoding="utf-8").read())
    driver.find_element("css selector", "#replay-button").click()
    wait_for(driver, lambda d: not js(d, "return document.getElementById('board-section').hidden"), "a log opened")


# The page's board as its own drawing: the targets the page outlines (class, data-choices, the
# title it appends) taken off, then serialized by the browser.
PAGE_SVG = """
const svg = document.querySelector('#board svg.board').cloneNode(true);
svg.querySelectorAll('[data-choices]').forEach(function (n) {
  n.removeAttribute('data-choices');
  if (n.lastElementChild && n.lastElementChild.tagName === 'title') n.lastElementChild.remove();
});
svg.querySelectorAll('.target').forEach(function (n) { n.classList.remove('target'); });
return svg.outerHTML;"""
# A file's SVG as the same browser serializes it after reading it as the page reads its board.
FILE_SVG = """
const box = document.createElement('div');
box.innerHTML = arguments[0];
return box.querySelector('svg').outerHTML;"""


def step_of(driver, caylus, log, at):
    """The page's step whose state is `caylus replay --dump-state --at AT`'s."""
    state = json.loads(subprocess.run([caylus, "replay", log, "--dump-state", "--at", at],
                                      capture_output=True, text=True).stdout)
    states = json.loads(js(driver, """
      const out = [];
      for (let k = 0; k <= Number(document.body.getAttribute('data-steps')); ++k) out.push(CaylusApi.state(k).state);
      return JSON.stringify(out);"""))
    steps = [k for k, s in enumerate(states) if s == state]
    check(steps, "--at %s: a step of the page has that state" % at)
    return steps[0] if steps else 0


def same_drawing(driver, caylus, log, at, layout, work):
    out = os.path.join(work, "board-%s-%s.svg" % (layout, at.replace("=", "-").replace(".", "-")))
    r = subprocess.run([caylus, "board", log, "--at", at, "--layout", layout, "-o", out],
                       capture_output=True, text=True)
    check(r.returncode == 0, "caylus board --at %s: %s" % (at, r.stderr))
    step = step_of(driver, caylus, log, at)
    js(driver, "CaylusPage.show(arguments[0])", step)
    page = js(driver, PAGE_SVG)
    cli = js(driver, FILE_SVG, open(out, encoding="utf-8").read())
    check(page == cli, "--at %s (step %d, %s): the page's board is caylus board's (%d and %d characters)"
          % (at, step, layout, len(page), len(cli)))
    if page != cli:
        for k, (a, b) in enumerate(zip(page, cli)):
            if a != b:
                print("first difference at %d:\n page %s\n file %s" % (k, page[k - 80:k + 80], cli[k - 80:k + 80]))
                break


def png_of_page(driver):
    data = driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      CaylusBoardView.image().then(function (blob) { return blob.arrayBuffer(); }).then(function (buffer) {
        let text = '';
        new Uint8Array(buffer).forEach(function (b) { text += String.fromCharCode(b); });
        done(btoa(text));
      }).catch(function (e) { done('error: ' + e.message); });""")
    check(not data.startswith("error"), "the image: " + data[:200])
    return base64.b64decode(data) if not data.startswith("error") else b""


def test_image(driver, width):
    png = png_of_page(driver)
    check(png[:8] == b"\x89PNG\r\n\x1a\n", "the image is a PNG (its signature)")
    if len(png) < 24:
        return
    w, h = struct.unpack(">II", png[16:24])
    box = js(driver, "const b = document.querySelector('#board svg.board').viewBox.baseVal; return [b.width, b.height]")
    check(w == round(box[0] * 2), "the image is the drawing's width times 2: %d for %s" % (w, box))
    check(h > round(box[1] * 2) + 40, "the image has a caption above the board: %d high for %s" % (h, box))
    check(len(png) > 30000, "the image is a picture (%d bytes)" % len(png))
    caption = js(driver, "return CaylusBoardView.captionLines()")
    step = js(driver, "return document.body.getAttribute('data-step')")
    check(any("step %s of" % step in line for line in caption), "the caption names the step: %s" % caption)
    check(any(line.startswith("verdict: ") for line in caption), "the caption gives the verdict: %s" % caption)
    told = js(driver, "return Array.from(document.querySelectorAll('#told li.told'))"
                      ".map(function (li) { return li.textContent.replace(/\\s+/g, ' ').trim(); })")
    check(len(told) > 0, "the step shown tells what happened (the caption's reason): %s" % told)
    check(told[:1] and "\u2022 " + told[0] in caption,
          "the caption says what the step did and why, its first line: %r in %s" % (told[:1], caption))
    print("image at %d px: %dx%d, %d bytes; caption %s" % (width, w, h, len(png), caption))
    js(driver, "document.getElementById('board-image').click()")


def test_phone(driver, args, url, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    driver.get("about:blank")
    open_page(driver, url)
    open_log(driver, os.path.join(args.source, DISPUTE))
    check(js(driver, "return document.querySelector('#board svg.board').classList.contains('narrow')"),
          "at %d px the board is laid out for the width" % width)
    client = js(driver, "return document.documentElement.clientWidth")
    scroll = js(driver, "return document.documentElement.scrollWidth")
    check(scroll <= client, "at %d px nothing is wider than the screen (%d > %d)" % (width, scroll, client))
    svg = js(driver, "const r = document.querySelector('#board svg.board').getBoundingClientRect(); return [r.left, r.right]")
    check(svg[0] >= 0 and svg[1] <= width, "at %d px the whole board is on the screen: %s" % (width, svg))
    cut = js(driver, """
      const svg = document.querySelector('#board svg.board').getBoundingClientRect();
      return Array.from(document.querySelectorAll('#board svg.board text'))
        .filter(t => { const r = t.getBoundingClientRect(); return r.width > 0 && (r.left < svg.left - 0.5 || r.right > svg.right + 0.5); })
        .map(t => t.textContent);""")
    check(not cut, "at %d px no text of the board is cut: %s" % (width, cut))
    small = js(driver, """
      return Array.from(document.querySelectorAll(arguments[0].map(s => '#board svg.board ' + s).join(',')))
        .map(n => n.getBoundingClientRect()).filter(r => r.width < 40 || r.height < 40)
        .map(r => Math.round(r.width) + 'x' + Math.round(r.height));""", TARGETS)
    check(not small, "at %d px every place to tap is 40 px and more: %s" % (width, small))
    check(not js(driver, "return document.getElementById('zoom').offsetParent !== null"),
          "at %d px there is nothing to zoom" % width)
    same_drawing(driver, args.caylus, os.path.join(args.source, DISPUTE), "2", "narrow", args.work_dir)
    test_image(driver, width)
    js(driver, "CaylusPage.show(Number(document.body.getAttribute('data-steps')))")
    js(driver, "document.getElementById('board-section').scrollIntoView()")
    shot = os.path.join(args.work_dir, "web-board-%d.png" % width)
    driver.save_screenshot(shot)
    # The board editor: tap a stock tile, then a road space, with real clicks.
    driver.find_element("css selector", "#edit-position").click()
    wait_for(driver, lambda d: js(d, "return !!document.querySelector('#editor-board svg.board.narrow')"),
             "the editor's board laid out for the width")
    tile = js(driver, "return document.querySelector('#editor-board g.stock-tile').dataset.building")
    empty = js(driver, "return document.querySelector('#editor-board g.space:not([data-building])').dataset.space")
    # As a person does: scroll the target to the middle of the screen (the picked tile's note
    # stays at the top of the editor), then tap it.
    for selector in ('#editor-board g.stock-tile[data-building="%s"] > rect' % tile,
                     '#editor-board g.space[data-space="%s"] > rect' % empty):
        target = driver.find_element("css selector", selector)
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", target)
        target.click()
    lines = js(driver, "return document.getElementById('position-lines').textContent")
    check("road.%s.building=%s" % (empty, tile) in lines,
          "at %d px a stock tile tapped, then a road space: built (%s)" % (width, lines))
    check(js(driver, "return window.scrollX") == 0 and
          js(driver, "return document.documentElement.scrollWidth") <= client,
          "at %d px the editor's tap, then tap never scrolled sideways" % width)
    js(driver, "document.getElementById('editor-scroll').scrollIntoView()")
    driver.save_screenshot(os.path.join(args.work_dir, "editor-board-%d.png" % width))


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
        open_log(driver, os.path.join(args.source, GAME))
        for at in ("turn=6.castle", "120", "turn=9.activation"):
            same_drawing(driver, args.caylus, os.path.join(args.source, GAME), at, "wide", args.work_dir)
        test_image(driver, 1400)
        check_console_clean(driver, "the board at 1400 px")
        for width, height in ((400, 850), (360, 740)):
            test_phone(driver, args, url, width, height)
            check_console_clean(driver, "the board at %d px" % width)
    finally:
        driver.quit()
    finish("board page")


if __name__ == "__main__":
    main()
