#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A paired phone as the witness of the referee's signed record (issue 33, item 5), on loopback.

  tests/test-serve-witness.py FFBRIDGE-CLI CAMPAIGN

Seals a copy of CAMPAIGN with a referee's passphrase (its record's first link) and keeps a
copy of that file as its backup, as a referee's folder would; writes it again (a second link)
and serves it (`ffbridge-cli serve --passphrase-file`). The Union's phone, Debian's chromium,
headless, opens his link and keeps the last link it saw. A third write while it watches
extends the record: the page says nothing. Then the file is replaced by its backup: the page
must say, in one sentence, that the campaign no longer holds the save it saw, and say it
still after a reload. Waits with WebDriverWait, never a fixed sleep. Exit 77 (skipped) when
chromium, chromium-driver or python3-selenium is not installed."""

import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("serve_browser",
                                              os.path.join(HERE, "test-serve-browser.py"))
serve_browser = importlib.util.module_from_spec(spec)
spec.loader.exec_module(serve_browser)

from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402 (after the skip above)


def run(args):
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("test-serve-witness: %s failed: %s" % (" ".join(args[1:3]), done.stderr))


def write_again(cli, campaign, referee, side_pass):
    """A write in the referee's session, so a new link: the Union's passphrase set anew."""
    run([cli, "passphrase", campaign, "--side", "union", side_pass, "--passphrase-file", referee])


def restore(backup, campaign):
    """The file replaced by its backup whole, as a copy back would (renamed into place)."""
    partial = campaign + ".restoring"
    shutil.copyfile(backup, partial)
    os.replace(partial, campaign)


def witness_state(driver):
    return driver.execute_script("return document.body.dataset.witness || ''")


def record_n(driver):
    return driver.execute_script(
        "const seen = Object.keys(localStorage).filter(k => k.startsWith('ffbridge-witness:'));"
        "return seen.length === 1 ? JSON.parse(localStorage.getItem(seen[0])).n : -1;")


def main():
    cli, source = sys.argv[1], sys.argv[2]
    if not os.access(serve_browser.DRIVER, os.X_OK) or not os.access(serve_browser.BROWSER,
                                                                       os.X_OK):
        print("test-serve-witness: chromium or chromium-driver is not installed; skipped.")
        sys.exit(77)
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        campaign = os.path.join(folder, "night.ffbridge")
        backup = os.path.join(folder, "night-backup.ffbridge")
        referee = os.path.join(folder, "referee.pass")
        side_pass = [os.path.join(folder, "union-%d.pass" % i) for i in range(3)]
        with open(referee, "w") as f:
            f.write("umpire at the table\n")
        for i, path in enumerate(side_pass):
            with open(path, "w") as f:
                f.write("wilson of the union %d\n" % i)
        shutil.copyfile(source, campaign)
        run([cli, "passphrase", campaign, "--referee", referee])
        shutil.copyfile(campaign, backup)
        write_again(cli, campaign, referee, side_pass[0])
        link_file = os.path.join(folder, "union.link")
        server = subprocess.Popen([cli, "serve", campaign, "--passphrase-file", referee,
                                   "--pairing-file", "union:" + link_file],
                                  stdout=subprocess.PIPE, text=True)
        driver = None
        try:
            for line in server.stdout:
                if " is at http://" in line:
                    break
            with open(link_file, encoding="utf-8") as f:
                link = f.read().strip()
            driver = serve_browser.browser()
            driver.get(link)
            wait = WebDriverWait(driver, 60)
            wait.until(lambda d: witness_state(d) == "holds" and record_n(d) == 2)
            if driver.find_element("id", "witness").is_displayed():
                problems.append("the page warns before anything was rolled back")
            fingerprint = driver.find_element("id", "fingerprint").text
            if "campaign's key" not in fingerprint:
                problems.append("the page does not show the campaign's key (%r)" % fingerprint)

            write_again(cli, campaign, referee, side_pass[1])
            wait.until(lambda d: record_n(d) == 3)
            if witness_state(driver) != "holds":
                problems.append("a write that extends the record is taken for a rollback")

            restore(backup, campaign)
            wait.until(lambda d: witness_state(d) == "rolled-back")
            sentence = driver.find_element("id", "witness").text
            if "no longer holds save 3" not in sentence or "older copy" not in sentence:
                problems.append("the warning does not say what was rolled back: %r" % sentence)
            if sentence.count(".") != 1:
                problems.append("the warning is not one sentence: %r" % sentence)

            driver.refresh()
            wait.until(lambda d: d.execute_script("return document.body.dataset.state")
                       == "shown")
            wait.until(lambda d: witness_state(d) == "rolled-back")
            if driver.find_element("id", "witness").text != sentence:
                problems.append("after a reload the page no longer warns")
        finally:
            if driver is not None:
                driver.quit()
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=60)
    for problem in problems:
        print("test-serve-witness: " + problem)
    if not problems:
        print("test-serve-witness: the phone names the campaign rolled back to its backup.")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
