#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The demo's game night with the keyboard alone (issue 13, point 10): from start-up, only key
presses (X key events through AT-SPI's generateKeyboardEvent, as a keyboard would send them)
take the referee through the evening on Pea Ridge: pick the battle, organize (Ctrl+R), draw the
seed, set the passphrases at the first hand-overs, roll the secrets, hand over to each player
and back, run the clock to nightfall, end the battle, enter the result on the Aftermath page,
apply it (the campaign's Reinforcement Phase Roll then enabled, a few Tabs away) and save it
through the file chooser. AT-SPI only reads what shows and which control has the focus; no
widget is pressed or set through it.

test-e2e-keynight.py APP [SHOTS_DIR]   (run by run-e2e inside D-Bus, AT-SPI and Xvfb)

Every step waits for the state it expects (the focus, a label, a file) before the next key, so
a slow app on a busy machine only makes it slower. Prints TAP; with SHOTS_DIR, saves a
screenshot after each step.
"""
import os
import re
import subprocess

import pyatspi

from e2e_session import (CONTROL, PATIENCE, SHIFT, WAIT, FocusWatch, Session, dialog, find_shown,
                         focused_in, key, names, show_page, type_text, wait_for)

session = Session(steps=15, prefix="ffb-e2e-keynight-")
tap, shot = session.tap, session.shot
SEED = "5ea1ed" * 10 + "f00d"
REFEREE_PASSPHRASE = "umpire-at-the-table"
PASSPHRASE = {"Union": "shiloh-1862", "Confederate": "elkhorn-tavern"}
CLOCK = re.compile(r"^Day 1 · Turn (\d+) of (\d+)$")
# The demo's first two battles, as the drop-down names them.
BATTLES = ["Pea Ridge", "South Mountain (Turner's Gap)"]
ROLL = "Roll the Reinforcement Phase promotions"
# Tabs a person would press to reach Roll from where Alt+1 leaves the focus: the demo's SP
# groups, leaders, battles and passphrases lie between (23 in the keynav widget test).
TABS_TO_ROLL = 30
# Seconds between two Ctrl+T: a person's pace (see run_to_nightfall).
PACE = 0.25
app = frame = focus = None


def shown(part):
    """A laid-out node whose name holds `part` (cheaper than reading every name)."""
    return find_shown(frame, lambda n: part in (n.name or ""))


def shows(part):
    return any(part in t for t in names(frame))


def on(part, timeout=WAIT):
    return focus.on(part, timeout)


def tab_to(part, limit=60, backward=False):
    """Tab (Shift+Tab) until the control with the focus is named with `part`; True if so."""
    return focus.walk_to(part, "Tab", SHIFT if backward else 0, limit) is not None


def battle_chosen(name):
    """The battle's drop-down on Battle Setup shows `name` (and no other battle)."""
    drop_down = find_shown(frame, lambda n: n.getRoleName() == "combo box"
                           and (n.name or "").startswith("Battle to set up"))
    shown_names = names(drop_down) if drop_down is not None else []
    return name in shown_names and not any(other in shown_names for other in BATTLES
                                           if other != name)


def type_twice(passphrase):
    """A new passphrase and its confirmation: the field with the focus, Tab, the next."""
    type_text(passphrase)
    key("Tab", pause=0.3)
    confirm = on("The same passphrase again")
    type_text(passphrase)
    key("Return")
    return confirm


def referee_pages():
    return wait_for(lambda: find_shown(frame, lambda n: n.getRoleName() == "page tab"))


def back_to_referee():
    """From the lock screen: Back to the Referee, his passphrase, Enter."""
    found = tab_to("Back to the Referee")
    key("Return")
    asked = on("Referee's passphrase")
    type_text(REFEREE_PASSPHRASE)
    key("Return")
    return bool(found and asked and referee_pages())


def hand_over(side, number):
    """Ctrl+number: the player's first hand-over; he sets his passphrase, reads his view and
    Escape locks it; the referee comes back."""
    key(str(number), CONTROL)
    asked = on(f"New {side} passphrase")
    confirmed = asked and type_twice(PASSPHRASE[side])
    view = confirmed and wait_for(lambda: f"{side} Player" in names(frame))
    sealed = view and any("d100 rolled" in t for t in names(frame))
    key("Escape")
    locked = wait_for(lambda: f"{side} Player" not in names(frame))
    back = locked and back_to_referee()
    tap(bool(sealed) and bool(back),
        f"Ctrl+{number}: the {side} player types his new passphrase twice, reads his sealed "
        f"ratings; Escape locks, Back to the Referee and his passphrase bring the pages back")
    shot(f"05-{side.lower()}")


def sensitive(node):
    node.clear_cache()
    return node.getState().contains(pyatspi.STATE_SENSITIVE)


def clock_label():
    return wait_for(lambda: find_shown(frame, lambda n: n.getRoleName() == "label"
                                       and CLOCK.match(n.name or "")))


def clock_turn(label):
    """The turn the clock's label shows (0 once it shows something else: the night)."""
    label.clear_cache()
    match = CLOCK.match(label.name or "")
    return int(match.group(1)) if match else 0


def run_to_nightfall():
    """Ctrl+T a turn at a time at a person's pace, each seen on the clock before the next (turns
    pressed ahead of a slow app would run past what a step checks); the number of presses.
    Each press replaces the last turn's toast under its show animation (issue 13: presses under
    a second apart crashed the app there, in libadwaita 1.2)."""
    show_page(frame, 5)
    key("t", CONTROL)
    label = clock_label()
    if label is None:
        return 0, 0
    last = int(CLOCK.match(label.name).group(2))
    presses = 1
    while presses <= last:
        turn = clock_turn(label)
        key("t", CONTROL, pause=PACE)
        presses += 1
        if turn == last:
            break
        if not wait_for(lambda: clock_turn(label) > turn):
            break
    return presses, last


def main():
    global app, frame, focus
    app = session.start("--demo", "--seed", SEED)
    frame = wait_for(lambda: pyatspi.utils.findDescendant(
        app, lambda n: n is not None and n.getRoleName() == "frame"
        and (n.name or "").endswith("Demo campaign: 1862")), timeout=PATIENCE)
    tap(frame is not None, "the app opens the demo campaign")
    focus = FocusWatch()

    # The battle: its drop-down on Battle Setup, another battle and back to Pea Ridge.
    show_page(frame, 2)
    found = tab_to("Battle to set up")
    other = found and focus.press("space") and focus.arrows_to("South Mountain")
    key("Return")
    moved = wait_for(lambda: battle_chosen("South Mountain (Turner's Gap)"))
    back = moved and focus.press("space") and focus.arrows_to("Pea Ridge")
    key("Return")
    picked = wait_for(lambda: battle_chosen("Pea Ridge"))
    tap(bool(found and other and moved and back and picked),
        "Tab reaches the battle's drop-down; Space, the arrows and Enter pick South Mountain, "
        "then Pea Ridge")
    shot("01-battle")

    show_page(frame, 3)
    key("r", CONTROL)
    tap(bool(wait_for(lambda: shows("1st Brigade, "))), "Alt+3 and Ctrl+R organize both sides")
    shot("02-organized")

    show_page(frame, 4)
    drawn = tab_to("Draw the Seed")
    key("Return")
    commitment = wait_for(lambda: any(len(t.replace(" ", "")) == 64 for t in names(frame)))
    tap(bool(drawn and commitment), "on Secrets, Tab and Enter draw the seed: its commitment shows")

    # The first hand-over asks the referee for his own passphrase, on its first field.
    key("1", CONTROL)
    asked = on("New referee's passphrase")
    confirmed = asked and type_twice(REFEREE_PASSPHRASE)
    locked = confirmed and on("New Union passphrase")
    tap(bool(locked), "Ctrl+1 opens on the referee's new passphrase; typed twice and Enter, the "
                      "screen locks for the Union with the focus on his new passphrase")
    shot("03-locked")
    confirmed = type_twice(PASSPHRASE["Union"])
    view = confirmed and wait_for(lambda: "Union Player" in names(frame))
    key("Escape")
    back = wait_for(lambda: "Union Player" not in names(frame)) and back_to_referee()
    tap(bool(view and back), "the Union player types his passphrase twice and his view opens; "
                             "Escape, then the referee's passphrase brings the pages back")

    show_page(frame, 4)
    found = tab_to("Roll the Secrets")
    key("Return")
    rolled = wait_for(lambda: shown("Made and sealed"))
    tap(bool(found and rolled), "Tab and Enter roll the secrets")
    shot("04-rolled")

    hand_over("Confederate", 2)

    presses, turns = run_to_nightfall()
    night = wait_for(lambda: shown("Nightfall (R8A)"))
    tap(bool(night) and turns > 0,
        f"Alt+5 and Ctrl+T, {presses} times, run the clock through the day's {turns} turns to "
        "nightfall")
    shot("06-nightfall")
    found = tab_to("The Confederate army withdraws overnight")
    key("Return")
    over = wait_for(lambda: shown("The battle is over: the Confederate army withdrew"))
    tap(bool(found and over), "Tab and Enter: the Confederates withdraw overnight, the battle "
                              "is over (R8B, R8C)")

    # The result: victory points, and the Union's losses (2 SP and more: no CRT row needed).
    show_page(frame, 6)
    union_vp = tab_to("Union victory points")
    key("a", CONTROL, pause=0.3)
    type_text("14")
    confederate_vp = tab_to("Confederate victory points")
    key("a", CONTROL, pause=0.3)
    type_text("9")
    losses = tab_to("Stands lost (R9A)", backward=True)
    key("space")
    # The row opened, its brigades' fields shown: the app has taken the Space, and a Tab now
    # goes into them.
    opened = losses and wait_for(lambda: shown("(Union)"))
    brigades = 0
    # Each field is typed in once the focus has moved to it: a look before the app took the
    # Tab would see the last field again and type into it twice.
    moved = focus.press("Tab")
    while moved and "(Union)" in focus.name() and brigades < 12:
        key("a", CONTROL, pause=0.3)
        type_text("99")  # more than a brigade holds: all its stands
        brigades += 1
        moved = focus.press("Tab")
    needs_crt = wait_for(lambda: not shows("R9C needs the 6 results"),
                         saw=lambda: [t for t in names(frame) if "R9C" in t])
    tap(bool(union_vp and confederate_vp and opened and needs_crt) and brigades > 0,
        f"on Aftermath, Tab and typing enter the victory points and the stands {brigades} Union "
        "brigades lost")
    shot("07-result")
    found = tab_to("Apply the result to the campaign")
    key("Return")
    applied = wait_for(lambda: shown("Pea Ridge: Carried Back"))
    tap(bool(found and applied), "Tab and Enter apply the result: Pea Ridge is carried back")

    # Issue 13 saw the Reinforcement Phase's Roll disabled, with no reason, after Apply (R10B),
    # then Tab doing nothing at all once Apply had rebuilt the page from under the focus.
    show_page(frame, 1)
    roll = wait_for(lambda: find_shown(frame, lambda n: n.getRoleName() == "push button"
                                       and ROLL in (n.name or "")))
    reached = roll is not None and tab_to(ROLL, limit=TABS_TO_ROLL)
    enabled = roll is not None and sensitive(roll)
    tap(bool(reached and enabled),
        f"after Apply, Alt+1 and at most {TABS_TO_ROLL} Tabs reach the Reinforcement Phase's "
        "Roll, enabled (R10B)"
        + ("" if reached and enabled else f" (not so: found {roll is not None}, reached "
           f"{bool(reached)}, enabled {bool(enabled)}, focus on “{focus.name()}”)"))

    # Save: the file chooser is a window of its own, with the focus on its name field.
    path = os.path.join(session.work, "game-night.ffbridge")
    key("s", CONTROL)
    chooser = wait_for(lambda: dialog(app, "Save Campaign"))
    field = chooser and wait_for(lambda: focused_in(chooser))
    in_name = field is not None and field.getRoleName() == "text"
    if in_name:
        key("a", CONTROL, pause=0.3)
        type_text(path)
        key("Return")
    saved = wait_for(lambda: os.path.exists(path) and frame.name == "game-night.ffbridge")
    fought = saved and re.search(r'<battle id="pea-ridge"[^>]* fought="true"',
                                 open(path, encoding="utf-8").read())
    tap(bool(in_name and fought), "Ctrl+S opens the file chooser on its name field; a name "
                                  "typed and Enter save the night, Pea Ridge fought")
    shot("08-saved")

    key("q", CONTROL)
    try:
        code = session.proc.wait(PATIENCE)
    except subprocess.TimeoutExpired:
        code = None
    tap(code == 0, "Ctrl+Q ends the app cleanly: nothing was left unsaved to ask about")


if __name__ == "__main__":
    session.run(main)
