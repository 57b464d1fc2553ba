#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The players' phones served by the app itself (issue 33, "Done when", first bullet: "from the
app"), on loopback only.

test-e2e-phones.py APP SHOTS_DIR FFBRIDGE-CLI CAMPAIGN   (run by run-e2e inside D-Bus, AT-SPI
                                                          and Xvfb)

The app opens a copy of CAMPAIGN (its seed drawn with the CLI) with --phones-address 127.0.0.1.
Driven through its accessibility tree as the referee would: on Battle Night he turns the
players' phones on and reads the address; at his first hand-over he chooses his passphrase, the
Union player his own, and the Union player shows his phone's code in his view and reads its
link; the same for the Confederate. Then the night of tests/phones_night.py is played from two
headless chromiums on those links, the referee's steps done in the app (Roll the Secrets, the
cards turned on, dealt and revealed on Battle Night, the action deck on the Campaign page),
each phone scanned after every step for the other side's secrets; and the refusals of a client
with no key, the other side's key, a replay and a tampered request. Each copy the pages are
compared with is the CLI's, from the file as the referee saves it (Ctrl+S), opened with that
side's passphrase. Last, the referee turns the phones off: the address no longer answers.
"""
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pyatspi

from e2e_session import ALT, CONTROL, PATIENCE, Session, click, find_shown, key, names, naming, \
    wait_for

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from phones_night import (BATTLE, NAME_OF, SEED, SIDES, Phones, a_night,  # noqa: E402
                          browsers_missing, refusals)

session = Session(steps=None, prefix="ffb-e2e-phones-")
tap, shot = session.tap, session.shot
PASSPHRASE = {"union": "shiloh-1862", "confederate": "elkhorn-tavern",
              "referee": "umpire-at-the-table"}
ADDRESS = re.compile(r"^http://127\.0\.0\.1:\d+/$")
frame = None


class Checks:
    """phones_night's checks as this session's TAP lines: its first failure ends the test."""

    def check(self, good, what, why=""):
        tap(good, what + (": " + why if why and not good else ""))
        return good


def button(part):
    return wait_for(lambda: find_shown(frame, naming("push button", part)))


def shows(part):
    return any(part in t for t in names(frame))


def password(part):
    return wait_for(lambda: find_shown(frame, lambda n: n.getRoleName() == "password text"
                                       and part in (n.name or "")))


def page(number):
    key(str(number), ALT)


def referee_back():
    return wait_for(lambda: find_shown(frame, lambda n: n.getRoleName() == "page tab"))


def new_passphrase(entry_name, side):
    password(entry_name).queryEditableText().setTextContents(PASSPHRASE[side])
    password("The same passphrase again").queryEditableText().setTextContents(PASSPHRASE[side])


class AppTable:
    """The referee at the app (the table object of phones_night): his steps are clicks; what
    the campaign holds is read with the CLI from the file he saves."""

    def __init__(self, cli, folder, source):
        self.cli = cli
        self.folder = folder
        self.path = os.path.join(folder, "night.ffbridge")
        shutil.copyfile(source, self.path)
        self.passphrase_files = {}
        for reader, passphrase in PASSPHRASE.items():
            self.passphrase_files[reader] = os.path.join(folder, reader + ".passphrase")
            with open(self.passphrase_files[reader], "w", encoding="utf-8") as f:
                f.write(passphrase + "\n")
        self.links = {}
        self.address = None

    def run(self, reader, *args, battle=True):
        """The CLI on the saved file, opened with `reader`'s passphrase; on the battle, or
        (battle False) on the campaign's action deck."""
        self.save()
        where = ["--battle", BATTLE] if battle else ["--years"]
        done = subprocess.run([self.cli, args[0], self.path, *where, *args[1:],
                               "--passphrase-file", self.passphrase_files[reader]],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError("ffbridge-cli %s: %s" % (" ".join(args), done.stderr.strip()))
        return done.stdout

    def save(self):
        """Ctrl+S when the window says its campaign has unsaved changes ("• " in its title)."""
        if not (frame.name or "").startswith("• "):
            return
        key("s", CONTROL, pause=0.2)
        if not wait_for(lambda: not (frame.name or "").startswith("• ")):
            raise RuntimeError("the campaign was not saved: the title still says “%s”"
                               % frame.name)

    def copy(self, side):
        return self.run(side, "convert", "--copy", side)

    def hand(self, side, years=False):
        if years:
            text = self.run(side, "cards", "hand", side, battle=False)
        else:
            text = self.run(side, "cards", "hand", side)
        return re.findall(r"^\s+(\S+)\s+(.+?): ", text, re.M)

    def snapshot(self):
        self.save()
        with open(self.path, "rb") as f:
            return f.read()

    def link(self, side):
        return self.links[side]

    def roll(self):
        page(4)
        click(button("Roll the Secrets"))
        rolled = wait_for(lambda: shows("Made and sealed"))
        return bool(rolled), "Made and sealed" if rolled else "no “Made and sealed” shows"

    def deal_c1(self):
        page(5)
        click(button("Turn cards on: The Haggerty deck"))
        click(button("Deal a turn"))
        if not wait_for(lambda: shows("Union: 6 cards in hand")
                        and shows("Confederate: 6 cards in hand")):
            raise RuntimeError("Deal a turn: no hand of 6 cards shows")

    def c1_state(self):
        return self.run("referee", "cards", "state")

    def reveal_c1(self):
        page(5)
        click(button("Reveal both picks at once"))
        first = wait_for(lambda: next((side for side in SIDES
                                       if "First Player: " + NAME_OF[side] in names(frame)),
                                      None))
        return first, ("First Player: " + NAME_OF[first]) if first else "no First Player shows"

    def deal_c2(self):
        page(1)
        click(button("Turn the action deck on: The Marian action deck"))
        click(button("Deal a year"))
        if not wait_for(lambda: "Union: 6 cards in hand" in names(frame)
                        and "Year 1 · Turn 1" in names(frame)):
            raise RuntimeError("Deal a year: no hand of 6 action cards shows")

    def c2_state(self):
        return self.run("referee", "cards", "state", battle=False)


def turn_phones_on(table):
    """Battle Night: the switch on, the address shown."""
    page(5)
    # GTK 4.8 gives a GtkSwitch the role "check box".
    switch = wait_for(lambda: find_shown(frame, lambda n: n.getRoleName() == "check box"
                                         and n.name == "Serve the players' phones"))
    click(switch)
    shown = wait_for(lambda: next((n for n in names(frame) if ADDRESS.match(n)), None))
    table.address = shown
    tap(bool(shown), "Battle Night: the referee turns the players' phones on; the page shows "
        "the address, this machine's loopback alone (%s)" % shown)
    shot("01-phones-on")


def pair_in_view(table, side, first_hand_over):
    """A hand-over to `side` (the referee's passphrase chosen at the first); the player sets
    his passphrase, shows his phone's code in his view and reads its link; Escape, and the
    referee's passphrase brings the pages back."""
    key("1" if side == "union" else "2", CONTROL)
    if first_hand_over:
        new_passphrase("New referee's passphrase", "referee")
        click(button("Set the referee's passphrase and hand over"))
    new_passphrase("New %s passphrase" % NAME_OF[side], side)
    click(button("Open the %s view" % NAME_OF[side]))
    click(button("Show the Code"))
    link = wait_for(lambda: next((n for n in names(frame)
                                  if n.startswith(table.address + "#k=")), None))
    code = find_shown(frame, lambda n: n.name == "QR code of your phone's link")
    tap(bool(link) and code is not None,
        "the %s player sets his passphrase at his hand-over and shows his phone's code and link "
        "in his own view" % NAME_OF[side])
    shot("02-%s-code" % side)
    table.links[side] = link
    key("Escape")
    wait_for(lambda: not any(n.startswith(table.address + "#k=") for n in names(frame)))
    click(button("Back to the Referee"))
    password("Referee's passphrase").queryEditableText().setTextContents(PASSPHRASE["referee"])
    click(button("Open the referee's pages"))
    tap(referee_back() is not None and not any("#k=" in n for n in names(frame)),
        "Escape hides the %s view; the referee's passphrase brings his pages back, no link on "
        "them" % NAME_OF[side])


def answers(address):
    try:
        with urllib.request.urlopen(address, timeout=10) as answer:
            return answer.status == 200
    except (urllib.error.URLError, OSError):
        return False


def turn_phones_off(table):
    page(5)
    switch = wait_for(lambda: find_shown(frame, lambda n: n.getRoleName() == "check box"
                                         and n.name == "Serve the players' phones"))
    click(switch)
    gone = wait_for(lambda: not answers(table.address))
    tap(bool(gone) and not any(ADDRESS.match(n) for n in names(frame)),
        "the referee turns the phones off: the address no longer answers, nor shows")


def main():
    global frame
    cli, source = sys.argv[3], sys.argv[4]
    missing = browsers_missing()
    if missing:
        print("1..0 # SKIP %s (tools/install-deps)" % missing)
        sys.exit(0)
    bad = subprocess.run([session.app_path, "--phones-address", "my-laptop"],
                         capture_output=True, text=True, timeout=PATIENCE)
    tap(bad.returncode == 2 and "IP address" in bad.stderr,
        "a --phones-address that is not an IP address stops the app before any window, saying "
        "why (exit 2)")
    table = AppTable(cli, session.work, source)
    drawn = subprocess.run([cli, "roll", table.path, "--battle", BATTLE, "--seed", SEED,
                            "--draw"], capture_output=True, text=True)
    tap(drawn.returncode == 0, "the seed is drawn with the CLI " + drawn.stderr.strip())

    session.step("start and pair", 600)
    app = session.start(table.path, "--phones-address", "127.0.0.1")
    frame = wait_for(lambda: pyatspi.utils.findDescendant(
        app, lambda n: n is not None and n.getRoleName() == "frame"
        and (n.name or "").endswith("night.ffbridge")), timeout=PATIENCE)
    tap(frame is not None, "the app opens the campaign file")
    turn_phones_on(table)
    for side in SIDES:
        pair_in_view(table, side, side == "union")
    table.save()
    phones = Phones(Checks(), table)
    try:
        session.step("the night from the phones", 1200)
        if phones.pair():
            shot("03-paired")
            a_night(Checks(), table, phones)
            shot("04-night-played")
            session.step("refusals", 600)
            refusals(Checks(), table, phones)
        session.step("phones off", 300)
        turn_phones_off(table)
    finally:
        phones.quit()
    session.disarm()
    session.plan_at_end()


session.run(main)
