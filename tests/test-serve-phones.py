#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Two phones at the table (issue 33, "Done when", first bullet), served by the CLI, on
loopback only.

  tests/test-serve-phones.py FFBRIDGE-CLI CAMPAIGN

Serves a copy of CAMPAIGN (`ffbridge-cli serve`, 127.0.0.1, a pairing file for each side) and
plays the night of phones_night.py from each side's link, the referee's steps run with the CLI
on the file: pairing, orders and phrases, the roll, a C1 round, a C2 turn, each page scanned
for the other side's secrets after every step. Then a round of a block battle (each owner
orders his own blocks, the laptop fights with those orders, the owner of the equally strong
blocks hit chooses which takes the step), and the refusals of a client with no key, the other
side's key, a replay and a tampered request. Prints one numbered line a check ("ok N - ..." or
"not ok N - ...: what leaked and where"). Exit 77 (skipped) when chromium, chromium-driver or
python3-selenium is not installed."""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

from phones_night import (BATTLE, OTHER, SEED, SIDES, Phones, Tap, a_night, browsers_missing,
                          refusals, retrying)

if browsers_missing():
    print("test-serve-phones: %s; skipped." % browsers_missing())
    sys.exit(77)

from selenium.webdriver.common.by import By  # noqa: E402 (only once it is known to be there)


class Table:
    """The campaign's file in its folder, the referee's CLI and the served page's address: the
    referee of phones_night (its docstring lists what the steps ask of him)."""

    def __init__(self, cli, folder, source):
        self.cli = cli
        self.folder = folder
        self.path = os.path.join(folder, "night.ffbridge")
        shutil.copyfile(source, self.path)
        self.links = {side: os.path.join(folder, side + ".link") for side in SIDES}
        self.server = None
        self.address = None

    def run(self, *args):
        done = subprocess.run([self.cli] + list(args), capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError("ffbridge-cli %s: %s" % (" ".join(args[:1] + args[2:]),
                                                          done.stderr.strip()))
        return done.stdout

    def referee(self, *args):
        """A step on the laptop, as the referee would run it (the file is written)."""
        return self.run(args[0], self.path, "--battle", BATTLE, *args[1:])

    def copy(self, side):
        return self.referee("convert", "--copy", side)

    def hand(self, side, years=False):
        """`side`'s hand and pick as the referee reads them: (id, name) a card."""
        if years:
            text = self.run("cards", self.path, "--years", "hand", side)
        else:
            text = self.referee("cards", "hand", side)
        return re.findall(r"^\s+(\S+)\s+(.+?): ", text, re.M)

    def snapshot(self):
        with open(self.path, "rb") as f:
            return f.read()

    def roll(self):
        said = self.referee("roll")
        return "rolled and sealed" in said, said

    def deal_c1(self):
        self.referee("cards", "on", "haggerty")
        self.referee("cards", "deal")

    def c1_state(self):
        return self.referee("cards", "state")

    def reveal_c1(self):
        revealed = self.referee("cards", "reveal")
        match = re.search(r"the (Union|Confederate) player's .* so he is First Player", revealed)
        return (match.group(1).lower() if match else None), revealed

    def deal_c2(self):
        self.run("cards", self.path, "--years", "on", "marian")
        self.run("cards", self.path, "--years", "deal")

    def c2_state(self):
        return self.run("cards", self.path, "--years", "state")

    def start(self):
        args = [self.cli, "serve", self.path, "--battle", BATTLE, "--bind", "127.0.0.1"]
        for side in SIDES:
            args += ["--pairing-file", "%s:%s" % (side, self.links[side])]
        self.server = subprocess.Popen(args, stdout=subprocess.PIPE, text=True)
        for line in self.server.stdout:
            if " is at http://" in line:
                self.address = re.search(r"http://[^/ ]+/", line).group(0)
                break
        else:
            raise RuntimeError("serve ended before it said its address")
        # The rest of what serve says is not read: let it not fill its pipe.
        subprocess.Popen(["cat"], stdin=self.server.stdout, stdout=subprocess.DEVNULL)

    def link(self, side):
        with open(self.links[side], encoding="utf-8") as f:
            return f.read().strip()

    def stop(self):
        if self.server is not None:
            self.server.send_signal(signal.SIGTERM)
            return self.server.wait(timeout=60)
        return 0


# C2G: the battle at the ford (tests/files/blocks/good/ford.xml), the Union attacking: its gun
# hits with every die and fires first, on the two equally strong Confederate infantry blocks.
FORD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "files", "blocks", "good",
                    "ford.xml")
BLOCKS = {"union": ("Parrott battery", "1st Iowa", "2nd Kansas"),
          "confederate": ("3rd Louisiana", "Missouri State Guard", "Pike's cavalry")}


def blocks_form(driver):
    return driver.find_element(By.ID, "blocks-form")


def tie_buttons(driver):
    return driver.find_elements(By.CSS_SELECTOR, "button[data-action='blocks-choice']")


def a_block_battle(tap, table, phones):
    """Each owner orders his blocks from his phone; the laptop fights the round with those
    orders; the choice among the Confederate's equal blocks is made on his phone alone."""
    ford = os.path.join(table.folder, "ford.xml")
    with open(FORD, encoding="utf-8") as f:
        text = f.read().replace('name="Battle at the ford">',
                                'name="Battle at the ford" attacker-player="union">')
    with open(ford, "w", encoding="utf-8") as f:
        f.write(text)
    table.run("blocks", ford, "--to", table.path)
    phones.settle("block battle kept", lambda s, d: blocks_form(d) is not None)
    for side, driver in phones.drivers.items():
        page = driver.find_element(By.ID, "actions").text
        tap.check(all(name in page for name in BLOCKS[side])
                  and not any(name in page for name in BLOCKS[OTHER[side]]),
                  "blocks: %s's phone lists his own blocks alone" % side, page[:300])
    retrying(lambda: phones.drivers["union"].find_element(
        By.CSS_SELECTOR, "#blocks-form input[value='a2']").click())
    for side in SIDES:
        refused = phones.act(side, lambda d: blocks_form(d).find_element(
            By.CSS_SELECTOR, "button[type='submit']"), "giving your orders")
        tap.check(refused is None, "blocks: %s gives his orders from his phone" % side, refused)
    state = table.run("blocks", "--state", table.path)
    tap.check("The attacker's owner gave his orders for round 1; retreating: a2." in state
              and "The defender's owner gave his orders for round 1: every block fires." in state,
              "blocks: both owners' orders are in the campaign", state)
    try:
        table.run("blocks", "--round", table.path)
        tap.check(False, "blocks: the laptop cannot change an owner's orders", "it fought")
    except RuntimeError as error:
        tap.check("they stand" in str(error),
                  "blocks: the laptop cannot change an owner's orders", str(error))
    table.run("blocks", "--round", table.path, "--retreat", "a2")
    copies = phones.settle("block round waits for a choice",
                           lambda s, d: s != "confederate" or len(tie_buttons(d)) == 2)
    phones.scan("block round waits for a choice", copies)
    tap.check(not tie_buttons(phones.drivers["union"]),
              "blocks: the choice among the Confederate's blocks is not offered to the Union")
    refused = phones.act("confederate", lambda d: d.find_element(
        By.CSS_SELECTOR, "button[data-block='d2']"), "taking the step from Missouri State Guard")
    tap.check(refused is None, "blocks: the Confederate chooses on his phone", refused)
    with open(table.path, encoding="utf-8") as f:
        kept = f.read()
    tap.check('<choose round="1" block="d2"/>' in kept,
              "blocks: his choice is kept with the round", "no <choose> of d2 in the file")


def main():
    cli, source = sys.argv[1], sys.argv[2]
    tap = Tap()
    with tempfile.TemporaryDirectory() as folder:
        table = Table(cli, folder, source)
        table.referee("roll", "--seed", SEED, "--draw")
        table.start()
        phones = Phones(tap, table)
        try:
            if phones.pair():
                a_night(tap, table, phones)
                a_block_battle(tap, table, phones)
                refusals(tap, table, phones)
        except RuntimeError as error:
            tap.check(False, "the night went on", str(error))
        finally:
            phones.quit()
            status = table.stop()
        tap.check(status == 0, "serve stops on SIGTERM", "exit %s" % status)
    sys.exit(tap.finish())


if __name__ == "__main__":
    main()
