#!/usr/bin/env python3
"""The page in the reader's language (issue 37 item 4), as a user meets it: headless Chromium set
to French, Spanish and Romanian opens a `caylus share` link of an illegal provost move. The page
is in that language from the first screen to the verdict: its headings, the verdict's lines
(`caylus replay --lang`'s own, line for line), the step shown, the rulebook's word for the
provost, the board's labels and the tiles' names, the players' panels. Then the picker: another language picked is said at once and remembered after a reload;
a share link made then carries it, and opens in it in a browser that never picked one. Under the
pseudo-language qps (a link's `lang=qps`) every marked element of the page, every label the
scripts write and every line of the verdict is marked: a word left out of the catalogs shows.
Last, Romanian (the longest words) on a 400 px phone: nothing wider than the screen; screenshots
are kept in the work directory.

usage: language_test.py --page build/web/caylus.html --caylus build/dev/caylus --source . --work-dir DIR
"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import (check, check_console_clean, finish, open_page, page_path,  # noqa: E402
                     start_browser, unmarked_texts, wait_for)

PROVOST = "corpus/rulings/provost/cannot-pay.json"  # green moves the provost 3 spaces with 2 deniers
GAME = "corpus/games/example-4p.json"                # a whole legal game
HISTORY = "corpus/rulings/examples/table-error-found-by-its-history.caylus"  # a mismatch argued

# What a reader of each rulebook reads: the first heading, the provost, the step label's start.
LANGUAGES = {
    "fr": {"browser": "fr-FR", "heading": "Ouvrir une partie", "provost": "prévôt", "step": "étape 4 sur 4",
           "road": "La route", "deniers": "deniers", "farm": "Ferme"},
    "es": {"browser": "es-ES", "heading": "Abrir una partida", "provost": "preboste", "step": "paso 4 de 4",
           "road": "El camino", "deniers": "denarios", "farm": "Granja"},
    "ro": {"browser": "ro-RO", "heading": "Deschide o partidă", "provost": "ofițer", "step": "pasul 4 din 4",
           "road": "Drumul", "deniers": "monede", "farm": "fermă"},
}


# The visible texts of the page not marked as the catalogs' (qps), but the notation and the names
# (the choices and moves, the players', rule ids and fields), the verdict (compared whole with
# `caylus replay --lang qps`), the board's drawing (checked in each language) and the title.
SKIP = ('#verdict, #board, #editor-board, #players td, .player-name, #choices, #moves, a.rule-link,'
        ' .rule-text dd, #rule dd, .reason .field, #position-lines, #edit-goods, #edit-player, #edit-order,'
        ' #edit-phase, #language, #field-pick, #new-order, #new-rules-list, #choices-count,'
        ' h1, code, textarea, script, style, svg')


def js(driver, script, *args):
    return driver.execute_script(script, *args)


def run(caylus, *args, cwd=None):
    return subprocess.run([os.path.abspath(caylus)] + list(args), capture_output=True, text=True, cwd=cwd)


def plain_lines(args, link, lang):
    """`caylus replay --lang LANG` of the log a link carries, saved as `link` (the page's name)."""
    with open(os.path.join(args.work_dir, "link"), "w", encoding="utf-8") as f:
        f.write(run(args.caylus, "share", "--decode", link).stdout)
    out = run(args.caylus, "replay", "link", "--lang", lang, cwd=args.work_dir).stdout
    return out.rstrip("\n").split("\n")


def verdict(driver):
    return js(driver, "return document.getElementById('verdict').textContent").split("\n")


def test_browser_language(args, url, lang, words):
    driver = start_browser(1400, 1000, language=words["browser"])
    try:
        link = run(args.caylus, "share", os.path.join(args.source, PROVOST), "--base", url).stdout.strip()
        open_page(driver, link)
        check(js(driver, "return document.documentElement.lang") == lang,
              "%s: the page's lang attribute follows the browser" % lang)
        check(js(driver, "return document.getElementById('language').value") == lang,
              "%s: the picker shows the browser's language" % lang)
        heading = js(driver, "return document.querySelector('#open-section h2').textContent")
        check(heading == words["heading"], "%s: the first screen's heading: %r" % (lang, heading))
        lines = verdict(driver)
        check(lines == plain_lines(args, link, lang),
              "%s: the verdict is caylus replay --lang %s's lines: %r" % (lang, lang, lines[:2]))
        check("provost.cost" in lines[0] and words["provost"] in lines[0],
              "%s: the refusal names the rule and says %s: %r" % (lang, words["provost"], lines[0]))
        step = js(driver, "return document.getElementById('step-label').textContent")
        check(step.startswith(words["step"]) and words["provost"] in step,
              "%s: the step shown: %r" % (lang, step))
        # The rule's box says the rule in our words and its source in the reader's language, and
        # quotes the reader's own rulebook, as `caylus rules --lang` does.
        rules = run(args.caylus, "rules", "provost.cost", "--lang", lang).stdout.split("\n")
        box = js(driver, "return document.getElementById('rule').textContent")
        ours = rules[0][len("provost.cost: "):]
        check(words["provost"] in ours and ours in box,
              "%s: the rule's box says the rule in our words, in the rulebook's: %r" % (lang, ours))
        source = rules[1][rules[1].index("002 ("):]
        check(source in box, "%s: the rule's source, in the reader's words: %r" % (lang, source))
        if lang in ("es", "ro"):
            seed = "(000, " if lang == "es" else "(004, "
            own = next(l for l in rules if seed in l)
            quote = own[own.index("\u00ab"):]
            check(quote in box, "%s: the rule's box quotes the reader's rulebook %r" % (lang, quote))
        # The new-game form's readings of the rule options: `caylus rules --lang`'s, in order.
        listing = run(args.caylus, "rules", "--lang", lang).stdout.split("\n")
        readings = [l.strip() for l in listing[1:] if l.startswith("   ")][:3]
        helps = js(driver, "return Array.from(document.querySelectorAll('#new-rules-list p.help'))"
                           ".map(p => p.textContent)")
        check(len(readings) == 3 and helps[:3] == readings,
              "%s: the rule options' readings in the new-game form: %r" % (lang, helps[:1]))
        # The board's labels and the tiles' names (the glossary's), the players' panels.
        drawn = js(driver, "return Array.from(document.querySelectorAll('#board svg text')).map(e => e.textContent)")
        check(any(d.startswith(words["road"]) for d in drawn), "%s: the board's road heading: %r" % (lang, drawn[:6]))
        check(words["farm"] in drawn, "%s: the farm tile named as the rulebook names it" % lang)
        panel = js(driver, "return Array.from(document.querySelectorAll('#players th')).map(e => e.textContent)")
        check(words["deniers"] in panel, "%s: the players' panels: %r" % (lang, panel))
        told = js(driver, "return document.getElementById('told').textContent")
        check(words["provost"] in told, "%s: what happened, in the rulebook's words: %r" % (lang, told[:120]))
        # A whole legal game too: its verdict and scores line for line.
        link = run(args.caylus, "share", os.path.join(args.source, GAME), "--base", url).stdout.strip()
        open_page(driver, link)
        check(verdict(driver) == plain_lines(args, link, lang),
              "%s: a legal game's verdict is caylus replay --lang %s's lines" % (lang, lang))
        check_console_clean(driver, lang)
    finally:
        driver.quit()


def test_picker(args, url):
    """A French browser; Spanish picked; a reload; a link made in Spanish opened elsewhere."""
    driver = start_browser(1400, 1000, language="fr-FR")
    try:
        link = run(args.caylus, "share", os.path.join(args.source, PROVOST), "--base", url).stdout.strip()
        open_page(driver, link)
        js(driver, "const s = document.getElementById('language'); s.value = 'es';"
                   "s.dispatchEvent(new Event('change'));")
        check(verdict(driver) == plain_lines(args, link, "es"),
              "the verdict is said again in the language picked: %r" % verdict(driver)[:1])
        check(js(driver, "return document.querySelector('#open-section h2').textContent") == "Abrir una partida",
              "the headings follow the picker")
        check(js(driver, "return document.getElementById('step-label').textContent").startswith("paso 4 de 4"),
              "the step shown follows the picker")
        driver.get("about:blank")
        open_page(driver, link)
        check(js(driver, "return document.documentElement.lang") == "es",
              "the language picked is remembered over the browser's after a reload")
        # The share link, made on a page with a web address: it carries the language.
        js(driver, "document.getElementById('share').click()")
        js(driver, "document.getElementById('share-base').value = 'example.org/caylus.html';"
                   "document.getElementById('share-base-use').click()")
        shared = wait_for(driver, lambda d: d.execute_script(
            "return document.getElementById('share-link').value"), "a share link")
        check(shared.endswith("&lang=es"), "the share link carries the language: %r" % shared[-40:])
        check_console_clean(driver, "picker")
    finally:
        driver.quit()
    # An English browser that never picked a language opens the link in Spanish.
    driver = start_browser(1400, 1000, language="en-US")
    try:
        opened = url + shared[shared.index("#"):]
        open_page(driver, opened)
        check(js(driver, "return document.documentElement.lang") == "es",
              "a link's lang= opens the page in that language")
        check(verdict(driver) == plain_lines(args, opened, "es"), "and its verdict in it")
    finally:
        driver.quit()


def test_every_word_is_marked(args, url):
    """Under qps every message that went through the catalogs reads ⟦...⟧: the page's own words
    and the engine's lines alike."""
    driver = start_browser(1400, 1000)
    try:
        link = run(args.caylus, "share", os.path.join(args.source, PROVOST), "--base", url).stdout.strip()
        open_page(driver, link + "&lang=qps")
        unmarked = js(driver, """
          const marked = s => s.startsWith('\u27e6') && s.endsWith('\u27e7');
          const bad = [];
          document.querySelectorAll('[data-t]').forEach(e => {
            if (!marked(e.textContent.trim())) bad.push(e.textContent.trim()); });
          document.querySelectorAll('[data-t-attrs]').forEach(e => {
            for (const a of ['title', 'aria-label', 'placeholder'])
              if (e.hasAttribute(a) && !marked(e.getAttribute(a))) bad.push(a + '=' + e.getAttribute(a)); });
          return bad;""")
        check(not unmarked, "every marked element of the page is in the catalogs: %r" % unmarked[:8])
        written = js(driver, """return ['step-label', 'decision', 'told-when', 'forced-toggle', 'zoom']
          .map(id => document.getElementById(id).textContent.trim())
          .concat(Array.from(document.getElementById('jump').options).map(o => o.textContent))
          .concat(Array.from(document.querySelectorAll('#step-action span.entry, #step-action .refused,'
                                                      + ' #rule h3, #rule dt, #ledger th, #ledger h4'))
                  .map(e => e.textContent.trim()))""")
        unmarked = [w for w in written if not w.startswith("\u27e6")]
        check(not unmarked, "every label the scripts write is in the catalogs: %r" % unmarked[:8])
        helps = js(driver, "return Array.from(document.querySelectorAll('#new-rules-list p.help'))"
                           ".map(p => p.textContent)")
        check(helps and all(h.startswith("\u27e6") for h in helps),
              "the rule options' readings are in the catalogs: %r" % helps[:2])
        # The rule's box: our words, the source and the options are the catalogs' (the quotes and
        # the FAQ are the rulebooks' own).
        said = js(driver, """return Array.from(document.querySelectorAll('#rule dd'))
          .filter(d => !d.textContent.startsWith('\u00ab') && !d.previousElementSibling.textContent.includes('FAQ'))
          .map(d => d.textContent.trim())""")
        unmarked = [w for w in said if not w.startswith("\u27e6")]
        check(len(said) >= 3 and not unmarked, "the rule's box is in the catalogs: %r" % (unmarked or said)[:4])
        js(driver, "const s = document.getElementById('field-pick'); s.value = s.options[1].value;"
                   "s.dispatchEvent(new Event('change'));")
        heads = js(driver, "return Array.from(document.querySelectorAll('#field-ledger th, #field-ledger h4'))"
                           ".map(e => e.textContent)")
        check(heads and all(h.startswith("\u27e6") for h in heads), "the field ledger's heads: %r" % heads)
        # Every text of the page a reader sees, the narration and both ledgers open, a field
        # picked: the engine's lines and the page's words alike.
        js(driver, "document.getElementById('ledger-box').open = true;"
                   "document.getElementById('field-ledger-box').open = true;"
                   "const s = document.getElementById('field-pick'); s.value = 'green.deniers';"
                   "s.dispatchEvent(new Event('change'));")
        unseen = unmarked_texts(driver, SKIP)
        check(not unseen, "every visible text of the page is in the catalogs: %r" % unseen[:8])
        lines = verdict(driver)
        check(lines == plain_lines(args, link, "qps"), "the verdict is caylus replay --lang qps's lines")
        check("\u27e6" in lines[0], "the refusal is marked: %r" % lines[0])
        # A dispute whose claims the page argues (the reasons on a mismatch, its history).
        history = run(args.caylus, "share", os.path.join(args.source, HISTORY), "--base", url).stdout.strip()
        open_page(driver, history + "&lang=qps")
        js(driver, "document.getElementById('ledger-box').open = true;"
                   "document.getElementById('field-ledger-box').open = true;"
                   "const s = document.getElementById('field-pick'); s.value = 'green.deniers';"
                   "s.dispatchEvent(new Event('change'));")
        unseen = unmarked_texts(driver, SKIP)
        check(not unseen, "every visible text of a mismatch's reasons is in the catalogs: %r" % unseen[:8])
        check(js(driver, "return document.querySelectorAll('#reasons li.claim').length") > 0,
              "the mismatch's reasons are shown")
        open_page(driver, link + "&lang=qps")
        # The board editor: its words and the places and pieces it names.
        js(driver, "document.getElementById('edit-position').click()")
        js(driver, "const n = document.querySelector('#editor-board g.space[data-space=\"1\"]');"
                   "n.dispatchEvent(new MouseEvent('click', {bubbles: true}))")
        unseen = unmarked_texts(driver, SKIP)
        check(not unseen, "every visible text of the board editor is in the catalogs: %r" % unseen[:8])
        buttons = js(driver, "return Array.from(document.querySelectorAll('#editor-place button, #editor-place p'))"
                             ".map(b => b.textContent)")
        check(buttons and all(b.startswith("\u27e6") for b in buttons), "the editor's place: %r" % buttons)
        check_console_clean(driver, "qps")
    finally:
        driver.quit()


def test_romanian_phone(args, url):
    driver = start_browser(400, 850, language="ro-RO")
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 400, "height": 850, "deviceScaleFactor": 1, "mobile": True})
        for path, name in ((PROVOST, "provost"), (GAME, "game")):
            link = run(args.caylus, "share", os.path.join(args.source, path), "--base", url).stdout.strip()
            driver.get("about:blank")
            open_page(driver, link)
            js(driver, "document.getElementById('ledger-box').open = true;"
                       "document.getElementById('field-ledger-box').open = true")
            page = js(driver, "return [document.documentElement.clientWidth, document.documentElement.scrollWidth]")
            check(page[1] <= page[0], "ro at 400 px (%s): nothing wider than the screen: %r" % (name, page))
            js(driver, "window.scrollTo(0, 0)")
            driver.save_screenshot(os.path.join(args.work_dir, "ro-400-%s-top.png" % name))
            js(driver, "document.getElementById('board-section').scrollIntoView()")
            driver.save_screenshot(os.path.join(args.work_dir, "ro-400-%s-board.png" % name))
        check_console_clean(driver, "ro 400 px")
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser()
    for name in ("--page", "--caylus", "--source", "--work-dir"):
        parser.add_argument(name, required=True)
    args = parser.parse_args()
    os.makedirs(args.work_dir, exist_ok=True)
    url = "file://" + page_path(args.page)
    for lang, words in LANGUAGES.items():
        test_browser_language(args, url, lang, words)
    test_picker(args, url)
    test_every_word_is_marked(args, url)
    test_romanian_phone(args, url)
    finish("web_language")


if __name__ == "__main__":
    main()
