#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The demo in a window 360 px wide (issue 13, point 9), a phone held upright: the pages fold
and the demo's key steps still work, with the keyboard.

test-e2e-narrow.py APP [SHOTS_DIR]   (run by run-e2e inside D-Bus, AT-SPI and Xvfb)

There is no window manager on Xvfb to resize the window from outside, so the app starts at the
size a previous run saved in its settings (window-width 360, GLib's keyfile backend), with
GNOME's title bar (a close button only: HACKING.md "Tests", "every page works in a window 360 px wide").
Then: the page switcher goes to the bottom bar; the Order of Battle shows one side at a time
behind a Union / Confederate switcher, the other side's tree off the window; the seed is drawn,
the secrets rolled and the clock started. Prints TAP; with SHOTS_DIR, saves a screenshot after
each step.
"""
import os

import pyatspi

from e2e_session import (CONTROL, PATIENCE, SHIFT, WAIT, FocusWatch, Session, find, find_shown,
                         key, names, show_page, wait_for)

session = Session(steps=6, prefix="ffb-e2e-narrow-")
tap, shot = session.tap, session.shot
SEED = "5ea1ed" * 10 + "f00d"
WIDTH = 360
frame = focus = None


def extents(node):
    node.clear_cache()
    return node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)


def inside(node):
    """The node lies within the window's width (a folded page's other pane lies beyond it)."""
    x, _, w, _ = extents(node)
    return w > 0 and x >= 0 and x + w <= extents(frame)[2]


def button(part):
    return wait_for(lambda: find(frame, lambda n: n.getRoleName() == "push button"
                                 and part in (n.name or "")))


def pressed(node):
    node.clear_cache()
    return node.getState().contains(pyatspi.STATE_PRESSED)


def on(part, timeout=WAIT):
    return focus.on(part, timeout)


def tab_to(part, limit=60, backward=False):
    """Tab (Shift+Tab) until the control with the focus is named with `part`; True if so."""
    return focus.walk_to(part, "Tab", SHIFT if backward else 0, limit) is not None


def gnome_title_bar():
    """GNOME's title bar has a close button only (GTK's own default adds two more, which the
    header bar cannot fit in 360 px: HACKING.md "Tests")."""
    folder = os.path.join(session.work, "config", "gtk-4.0")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "settings.ini"), "w", encoding="utf-8") as out:
        out.write("[Settings]\ngtk-decoration-layout=:close\n")


def tree(side):
    return find(frame, lambda n: n.getRoleName() == "list"
                and n.name == f"{side} order of battle")


def one_side(shown, hidden):
    """The OOB page shows `shown`'s tree in the window, `hidden`'s beyond it, and the
    switcher says which. (The trees, not their Organize buttons: those are hidden once a side
    is organized, and a hidden button keeps the place it last had, or none if it never showed:
    on a slow machine Ctrl+R can be taken before the page was ever drawn.)"""
    toggle = button(f"Show the {shown} order of battle")
    return (toggle is not None and pressed(toggle)
            and wait_for(lambda: inside(tree(shown)) and not inside(tree(hidden)),
                         saw=lambda: (extents(tree(shown)), extents(tree(hidden)))))


def main():
    global frame, focus
    gnome_title_bar()
    app = session.start("--demo", "--seed", SEED,
                        settings={"window-width": str(WIDTH), "window-height": "720"})
    frame = wait_for(lambda: pyatspi.utils.findDescendant(
        app, lambda n: n is not None and n.getRoleName() == "frame"
        and (n.name or "").endswith("Demo campaign: 1862")), timeout=PATIENCE)
    width = extents(frame)[2] if frame is not None else 0
    tap(frame is not None and 0 < width <= WIDTH,
        f"the app opens the demo at the width it saved: {width} px")
    focus = FocusWatch()

    height = extents(frame)[3]
    tabs = wait_for(lambda: [t for t in pyatspi.utils.findAllDescendants(
        frame, lambda n: n is not None and n.getRoleName() == "page tab")
        if inside(t) and extents(t)[1] > height // 2])
    tap(tabs is not None and len(tabs) == 6,
        "the six pages' switcher goes to a bar at the bottom of the window")
    shot("01-narrow")

    show_page(frame, 3)
    key("r", CONTROL)
    organized = wait_for(lambda: any("1st Brigade, " in t for t in names(frame)))
    tap(bool(organized) and bool(one_side("Union", "Confederate")),
        "Alt+3, Ctrl+R: the Order of Battle shows one side, the Union's, and a switcher")
    shot("02-union")

    found = tab_to("Show the Confederate order of battle")
    key("space")
    tap(bool(found) and bool(one_side("Confederate", "Union")),
        "Tab and Space on the switcher show the Confederate order of battle instead")
    shot("03-confederate")

    show_page(frame, 4)
    drawn = tab_to("Draw the Seed")
    key("Return")
    commitment = wait_for(lambda: any(len(t.replace(" ", "")) == 64 for t in names(frame)))
    rolled = commitment and tab_to("Roll the Secrets")
    key("Return")
    sealed = rolled and wait_for(lambda: find_shown(frame, lambda n: "Made and sealed"
                                                    in (n.name or "")))
    tap(bool(drawn and sealed), "on Secrets, the seed is drawn and the secrets rolled")
    shot("04-rolled")

    show_page(frame, 5)
    key("t", CONTROL)
    clock = wait_for(lambda: find_shown(frame, lambda n: n.getRoleName() == "label"
                                        and (n.name or "").startswith("Day 1 · Turn 1 of")))
    tap(clock is not None and inside(clock), "Alt+5 and Ctrl+T start the clock: turn 1 shows "
                                             "within the window")
    shot("05-clock")


if __name__ == "__main__":
    session.run(main)
