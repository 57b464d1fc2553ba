#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A screen reader's question the app must survive (issue 29): the app's AT-SPI root asked
for its child at an index past the windows that show, as a screen reader asks when a dialog
closes between its count of the app's windows and its question.

test-e2e-a11y-root.py APP [SHOTS_DIR]   (run by run-e2e inside D-Bus, AT-SPI and Xvfb)

GTK 4.8.3's root (gtkatspiroot.c, handle_accessible_method, GetChildAtIndex) answers such an
index with the last window of GTK's list, shown or not; a hidden window's accessible has no
object path, and g_variant_new ("((so))") on NULL ended the app with SIGSEGV. The app keeps
no hidden window in that list: not the shortcuts window GtkApplication would make at start,
not the Save As chooser once answered, not the shortcuts window once closed. Asked at start,
after Save As and after Keyboard Shortcuts (from the menu, closed by Escape), the app must
still run. Prints TAP.
"""
import os

from e2e_session import (CONTROL, PATIENCE, SHIFT, Session, click, dialog, find_shown, focused_in,
                         key, naming, type_text, wait_for)

session = Session(steps=4, prefix="ffb-e2e-a11y-root-")
tap = session.tap


def ask_past_the_end(app):
    """GetChildAtIndex(ChildCount): True if the app still runs after answering."""
    count = app.childCount
    try:
        app.getChildAtIndex(count)
    except Exception as error:  # an error answer is fine; the app's end is not
        print(f"# GetChildAtIndex({count}): {error!r}", flush=True)
    # The answer came (or the call failed): the app has handled the call by now, or ended.
    try:
        alive = app.childCount >= 1
    except Exception as error:
        print(f"# the app did not answer after GetChildAtIndex({count}): {error!r}", flush=True)
        alive = False
    return alive and session.proc.poll() is None, count


def main():
    session.step("start", 240)
    app = session.start("--demo")
    frame = wait_for(lambda: app.childCount >= 1 and any(
        app.getChildAtIndex(i).getRoleName() == "frame" for i in range(app.childCount)),
        timeout=PATIENCE)
    tap(bool(app is not None and frame), "the app opens the demo campaign")

    session.step("past the end at start", 120)
    alive, count = ask_past_the_end(app)
    tap(alive, f"GetChildAtIndex({count}) of {count} windows at start: the app still runs")

    session.step("past the end after Save As", 240)
    path = os.path.join(session.work, "saved.ffbridge")
    key("s", CONTROL | SHIFT)
    chooser = wait_for(lambda: dialog(app, "Save Campaign"))
    in_name = chooser is not None and wait_for(lambda: focused_in(chooser)) is not None
    key("a", CONTROL, pause=0.3)
    type_text(path)
    key("Return")
    saved = wait_for(lambda: os.path.exists(path) and dialog(app, "Save Campaign") is None)
    alive, count = ask_past_the_end(app)
    tap(bool(in_name and saved and alive),
        f"after Save As, GetChildAtIndex({count}) of {count} windows: the app still runs "
        f"(chooser {in_name}, saved {bool(saved)})")

    session.step("past the end after the shortcuts window", 240)
    key("F10")
    item = wait_for(lambda: find_shown(app, naming("menu item", "Keyboard Shortcuts")))
    click(item)
    # A window of its own beside the main one (GTK 4.8 names it "GtkShortcutsWindow").
    opened = wait_for(lambda: app.childCount == 2)
    key("Escape")
    closed = wait_for(lambda: app.childCount == 1)
    alive, count = ask_past_the_end(app)
    tap(bool(item and opened and closed and alive),
        f"after Keyboard Shortcuts, GetChildAtIndex({count}) of {count} windows: the app still "
        f"runs (menu item {item is not None}, opened {bool(opened)}, closed {bool(closed)})")


if __name__ == "__main__":
    session.run(main)
