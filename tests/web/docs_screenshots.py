#!/usr/bin/env python3
"""Writes docs/web-1400.png and docs/web-400.png (the README's pictures of the page), and
docs/web-board-400.png and docs/web-board-360.png (the board laid out for a phone), by hand:
headless Chromium opens build/web/caylus.html with a link of `caylus share` for a disputed game
(corpus/regressions/alchemist_rate.json, turn 9) at 1400 px and at phones of 400x850 and 360x740.

usage: docs_screenshots.py [--page build/web/caylus.html] [--caylus build/dev/caylus]
"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import check_console_clean, finish, open_page, page_path, start_browser  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAME = os.path.join(ROOT, "corpus/regressions/alchemist_rate.json")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", default=os.path.join(ROOT, "build/web/caylus.html"))
    parser.add_argument("--caylus", default=os.path.join(ROOT, "build/dev/caylus"))
    args = parser.parse_args()
    url = "file://" + page_path(args.page)
    link = subprocess.run([args.caylus, "share", GAME, "--base", url], capture_output=True,
                          text=True, check=True).stdout.strip()
    driver = start_browser(1400, 1500)
    try:
        open_page(driver, link)
        driver.execute_script("document.getElementById('verdict-section').scrollIntoView()")
        driver.save_screenshot(os.path.join(ROOT, "docs/web-1400.png"))
        check_console_clean(driver, "1400 px")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 400, "height": 850, "deviceScaleFactor": 1, "mobile": True})
        driver.get("about:blank")
        open_page(driver, link)
        driver.execute_script("document.getElementById('board-section').scrollIntoView()")
        driver.save_screenshot(os.path.join(ROOT, "docs/web-400.png"))
        check_console_clean(driver, "400 px")
        # The board itself, laid out for the width: at the top of the screen.
        for width, height in ((400, 850), (360, 740)):
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
            driver.get("about:blank")
            open_page(driver, link)
            driver.execute_script("document.getElementById('board-scroll').scrollIntoView()")
            driver.save_screenshot(os.path.join(ROOT, "docs/web-board-%d.png" % width))
            check_console_clean(driver, "%d px" % width)
    finally:
        driver.quit()
    finish("docs screenshots")


if __name__ == "__main__":
    main()
