#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The players' page in a real browser (issue 33, items 3 and 5), on loopback only.

  tests/test-serve-browser.py FFBRIDGE-CLI CAMPAIGN

Runs `ffbridge-cli serve CAMPAIGN` with a pairing file for each side, opens each side's link
in Debian's chromium, headless, through chromium-driver, and waits (WebDriverWait, never a
fixed sleep) until the page has decrypted and shown its view. Fails unless each page shows
exactly its side's copy (`ffbridge-cli convert CAMPAIGN --copy SIDE`), nothing that only the
other side's copy holds, the key gone from the address bar and kept in the tab's
sessionStorage only, and the page sent under its Content-Security-Policy. Exit 77 (skipped)
when chromium, chromium-driver or python3-selenium is not installed."""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import urllib.request

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    print("test-serve-browser: python3-selenium is not installed; skipped.")
    sys.exit(77)

SIDES = ("union", "confederate")
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
BROWSER = shutil.which("chromium") or "/usr/bin/chromium"


def copy_of(cli, campaign, side):
    done = subprocess.run([cli, "convert", campaign, "--copy", side], capture_output=True,
                          text=True, check=True)
    return done.stdout


def start_server(cli, campaign, folder):
    links = {side: os.path.join(folder, side + ".link") for side in SIDES}
    args = [cli, "serve", campaign]
    for side in SIDES:
        args += ["--pairing-file", "%s:%s" % (side, links[side])]
    server = subprocess.Popen(args, stdout=subprocess.PIPE, text=True)
    for line in server.stdout:
        if " is at http://" in line:
            return server, links, re.search(r"http://[^/ ]+/", line).group(0)
    sys.exit("test-serve-browser: serve ended before it said its address")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = BROWSER
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--no-first-run", "--window-size=360,740"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def background(driver):
    return driver.execute_script("return getComputedStyle(document.body).backgroundColor")


def check_layout(driver, problems, side):
    """Readable on a 360 px phone (nothing wider than the screen) and in dark mode."""
    width = driver.execute_script("return document.documentElement.clientWidth")
    scrolled = driver.execute_script("return document.documentElement.scrollWidth")
    if scrolled > width:
        problems.append("%s: the page is %d px wide on a %d px screen" % (side, scrolled, width))
    light = background(driver)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    dark = background(driver)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    if light == dark:
        problems.append("%s: the page has no dark colours (%s)" % (side, dark))


def check_page(driver, link, own_copy, other_copy, address, problems, side):
    driver.get(link)
    WebDriverWait(driver, 60).until(
        lambda d: d.execute_script("return document.body.dataset.state") in ("shown", "no-key"))
    if driver.execute_script("return document.body.dataset.state") != "shown":
        problems.append("%s: the page did not open its view" % side)
        return
    shown = driver.find_element("id", "view").text
    if shown.strip() != own_copy.strip():
        problems.append("%s: the page does not show his copy word for word" % side)
    own_lines = set(line.strip() for line in own_copy.splitlines())
    page = driver.page_source + driver.execute_script(
        "return JSON.stringify(Object.assign({}, sessionStorage, localStorage))")
    for line in other_copy.splitlines():
        line = line.strip()
        if len(line) > 12 and line not in own_lines and line in page:
            problems.append("%s: the page holds the other side's “%s”" % (side, line))
    if "#k=" in driver.current_url or driver.current_url != address:
        problems.append("%s: the key stays in the address bar (%s)" % (side, driver.current_url))
    check_layout(driver, problems, side)
    key = link.split("#k=", 1)[1]
    if driver.execute_script("return sessionStorage.getItem('ffbridge-key')") != key:
        problems.append("%s: the key is not kept in the tab's sessionStorage" % side)
    if key in driver.execute_script("return JSON.stringify(localStorage)"):
        problems.append("%s: the key is kept beyond the tab" % side)


def main():
    cli, source = sys.argv[1], sys.argv[2]
    if not os.access(DRIVER, os.X_OK) or not os.access(BROWSER, os.X_OK):
        print("test-serve-browser: chromium or chromium-driver is not installed; skipped.")
        sys.exit(77)
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        campaign = os.path.join(folder, "night.ffbridge")
        shutil.copyfile(source, campaign)
        copies = {side: copy_of(cli, campaign, side) for side in SIDES}
        server, links, address = start_server(cli, campaign, folder)
        try:
            with urllib.request.urlopen(address) as answer:
                policy = answer.headers.get("Content-Security-Policy", "")
            if not policy.startswith("default-src 'self'"):
                problems.append("the page comes without its Content-Security-Policy")
            for side, other in (SIDES, SIDES[::-1]):
                with open(links[side], encoding="utf-8") as f:
                    link = f.read().strip()
                driver = browser()
                try:
                    check_page(driver, link, copies[side], copies[other], address, problems,
                               side)
                finally:
                    driver.quit()
        finally:
            server.send_signal(signal.SIGTERM)
            status = server.wait(timeout=60)
        if status != 0:
            problems.append("serve exited %d on SIGTERM" % status)
    for problem in problems:
        print("test-serve-browser: " + problem)
    if not problems:
        print("test-serve-browser: each side's page shows his copy and nothing of the other's.")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
