"""What the page's browser tests share (tests/web/): headless Chromium driven by Debian's
python3-selenium and chromium-driver, the page opened from file://, and the console read back.

A missing page, Chromium or driver fails the test with the reason (exit 1): never a skip.
"""
import json
import os
import subprocess
import sys
import time

# Debian's python3-selenium is installed for Debian's python3: a python3 of another origin first
# on PATH (pyenv, a virtualenv) does not see it, so the test runs itself again under Debian's.
try:
    import selenium  # noqa: F401
except ImportError:
    if os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3") and \
            os.path.exists("/usr/bin/python3"):
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)

FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print("FAIL: " + message, file=sys.stderr)
    return condition


def fail_now(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def finish(name):
    if FAILURES:
        print("%s: %d failure(s)" % (name, len(FAILURES)), file=sys.stderr)
        sys.exit(1)
    print("%s: passed" % name)


def page_path(path):
    if not os.path.isfile(path):
        fail_now("the page %s is missing: build it with `cmake --preset web && cmake --build "
                 "--preset web` (tools/test.sh does, before ctest)" % path)
    return os.path.abspath(path)


def start_browser(width=1400, height=1000, language="en-US"):
    """Chromium with the window's size and the browser's language (navigator.languages: the page
    follows it, tools/web/words.js); English unless a test asks for another, whatever the
    machine's locale."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        fail_now("python3-selenium is missing: tools/install-deps.sh")
    for tool in ("/usr/bin/chromium", "/usr/bin/chromedriver"):
        if not os.path.exists(tool):
            fail_now("%s is missing: tools/install-deps.sh (chromium, chromium-driver)" % tool)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--no-first-run", "--disable-background-networking", "--disable-extensions",
                 "--disable-component-update", "--window-size=%d,%d" % (width, height)):
        options.add_argument(flag)
    options.add_argument("--lang=" + language)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(600)
    return driver


def wait_for(driver, predicate, what, seconds=60):
    """Polls until predicate(driver) is true; a page that never gets there fails (this bounds a
    hung page, it is no speed check)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = predicate(driver)
        if value:
            return value
        time.sleep(0.05)
    fail_now("the page never got to: " + what)


def open_page(driver, url):
    driver.get(url)
    wait_for(driver, lambda d: d.execute_script(
        "return document.body && document.body.getAttribute('data-ready') !== 'false' && "
        "document.body.getAttribute('data-ready')"), "ready (body[data-ready])")
    state = driver.execute_script("return document.body.getAttribute('data-ready')")
    check(state == "true", "the page did not start: data-ready=%s, %s" % (
        state, driver.execute_script("const e = document.getElementById('input-error'); return e ? e.textContent : ''")))


def console_messages(driver):
    """Every console message and uncaught exception since the last call."""
    return [e for e in driver.get_log("browser")]


def check_console_clean(driver, where):
    for entry in console_messages(driver):
        check(False, "%s: console %s: %s" % (where, entry.get("level"), entry.get("message")))


def ledger_table(caylus, log, field):
    """`caylus replay LOG --ledger FIELD`'s rows, each as its 7 cells (turn, phase, action, change,
    total, rule, cause): what a page's ledger of that field must show."""
    out = subprocess.run([caylus, "replay", log, "--ledger", field], capture_output=True,
                         text=True).stdout.split("\n")
    check(out[0].startswith("Ledger of " + field), "--ledger's table: %r" % out[:2])
    rows = []
    for line in out[2:]:
        if not line.strip():
            break
        rows.append(line.split(None, 6))
    return rows


def caylus_json(caylus, *args):
    out = subprocess.run([caylus] + list(args), capture_output=True, text=True)
    return json.loads(out.stdout), out.returncode


# The visible texts of a page with words (two letters or more) that the pseudo-language qps did not
# mark, outside the elements `skip` (a CSS selector) names: what a language would leave English.
# A text inside a data-t element counts as marked when the element's whole content is (a message
# with markup, <code>...</code> in it, is marked as a whole).
UNMARKED = """
const skip = arguments[0];
const out = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
let n;
while ((n = walker.nextNode())) {
  const text = n.textContent.trim();
  const p = n.parentElement;
  if (!/[a-zA-Z]{2}/.test(text) || p.closest(skip) || !p.getClientRects().length) continue;
  const whole = p.closest('[data-t]');
  if (!text.includes('\u27e6') && !(whole && whole.textContent.includes('\u27e6')))
    out.push((p.id || p.className || p.tagName) + ': ' + text.slice(0, 60));
}
return out;"""


def unmarked_texts(driver, skip):
    return driver.execute_script(UNMARKED, skip)
