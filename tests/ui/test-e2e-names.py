#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The screen reader's names in the windows beyond the six pages (issue 13, point 12): the real
app driven through AT-SPI with the keyboard, as in test-e2e-keys.py, which walks the pages.

test-e2e-names.py APP [SHOTS_DIR]   (run by run-e2e inside D-Bus, AT-SPI and Xvfb)

Each dialog the Campaign page opens (leader, SP group, New Battle, the question a battle's
removal asks), the Export file chooser, the hand-over's passphrase screens and a player's view:
each is walked whole, and any control, list or list item whose name is empty or says nothing fails the test. Escape must
close each dialog. Prints TAP; with SHOTS_DIR, saves a screenshot after each step.
"""
import subprocess

import pyatspi

from e2e_session import (CONTROL, PATIENCE, SHIFT, WAIT, FocusWatch, Session, click, dialog,
                         find_shown, key, names, show_page, type_text, unnamed_controls, wait_for)

session = Session(steps=6, prefix="ffb-e2e-names-")
tap, shot = session.tap, session.shot
SEED = "5ea1ed" * 10 + "f00d"
REFEREE_PASSPHRASE = "umpire-at-the-table"
UNION_PASSPHRASE = "shiloh-1862"
app = frame = focus = None


def on(part, timeout=WAIT):
    return focus.on(part, timeout)


def tab_to(part, limit=60, backward=False):
    """Tab (Shift+Tab) until the control with the focus is named with `part`; True if so."""
    return focus.walk_to(part, "Tab", SHIFT if backward else 0, limit) is not None


def campaign_page():
    """Alt+1, and the Campaign page's tab selected (read from the app, not libatspi's cache,
    which the focus events leave stale)."""
    def selected(n):
        n.clear_cache()
        return (n.getRoleName() == "page tab" and n.getState().contains(pyatspi.STATE_SELECTED)
                and (n.name or "").startswith("Campaign"))
    show_page(frame, 1)
    return wait_for(lambda: find_shown(frame, selected))


def windows():
    """The app's windows other than its main window (dialogs, file choosers) that still live
    (one just closed may stay a moment in the tree, "dead")."""
    out = []
    for i in range(app.childCount):
        try:
            window = app.getChildAtIndex(i)
            if window is not None and window.getRoleName() != "frame":
                out.append(window)
        except Exception:
            pass
    return out


def other_window():
    """A window of the app other than its main window, or None."""
    return next(iter(windows()), None)


def closes_on_escape():
    key("Escape")
    return bool(wait_for(lambda: other_window() is None))


# GTK's own file chooser (GTK_USE_PORTAL=0, as on a desktop with no portal) leaves parts of
# its own unnamed in GTK 4.8: the places sidebar's rows (a description, no name), the path
# bar's folder buttons ("GtkToggleButton", "GtkImage"), the file list's column headers
# ("GtkButton"), the Create Folder button ("GtkMenuButton"), the search entry, the file-type
# drop-down ("GtkDropDown", "GtkToggleButton") and the Other Locations view's server bar and
# list; and the handle between the sidebar and the files ("GtkPaned", which takes the focus).
# They are GTK's, not the app's, and are skipped by those widgets' names alone (the handle
# alone, not what it holds); the chooser's file name field and its Cancel and Export buttons
# must still be named.
GTK_CHOOSER_PARTS = {("filler", "GtkPlacesSidebar"), ("filler", "GtkPathBar"),
                     ("filler", "GtkTreeView"), ("filler", "GtkActionBar"),
                     ("push button", "GtkMenuButton"), ("entry", "GtkSearchEntry"),
                     ("combo box", "GtkDropDown"), ("list", "GtkListBox")}


GTK_CHOOSER_HANDLE = "filler 'GtkPaned' in 'GtkFileChooserWidget'"


def gtk_chooser_part(node):
    return (node.getRoleName(), node.name or "") in GTK_CHOOSER_PARTS


def chooser_unnamed(window):
    return [n for n in unnamed_controls(window, skip=gtk_chooser_part) if n != GTK_CHOOSER_HANDLE]


def check_dialogs():
    """Each dialog of the Campaign page, opened with the keyboard, walked, closed by Escape."""
    bad = []
    for what, control, press in (("leader dialog", "Add a Union leader", "Return"),
                                 ("SP group dialog", "Add a Union SP group", "Return"),
                                 ("New Battle", "New battle", "Return"),
                                 ("confirm dialog", "Pea Ridge", "Delete")):
        shown = campaign_page()
        reached = bool(shown) and tab_to(control)
        if reached:
            key(press)
        window = wait_for(other_window) if reached else None
        unnamed = unnamed_controls(window) if window is not None else []
        closed = window is not None and closes_on_escape()
        print(f"# {what}: page {bool(shown)}, reached {reached}, opened {window is not None}, "
              f"unnamed {len(unnamed)}, closed by Escape {closed}", flush=True)
        if not closed or unnamed:
            bad.append((what, bool(shown), reached, window is not None, closed, unnamed[:6]))
        if window is not None and not closed:
            break  # the next one would be typed into it
    return bad


def check_export():
    key("e", CONTROL)
    chooser = wait_for(lambda: dialog(app, "Export"))
    unnamed = chooser_unnamed(chooser) if chooser is not None else []
    skipped = len(unnamed_controls(chooser)) - len(unnamed) if chooser is not None else 0
    print(f"# Export: {skipped} unnamed nodes of GTK's own chooser skipped", flush=True)
    closed = chooser is not None and closes_on_escape()
    print(f"# Export: opened {chooser is not None}, closed by Escape {closed}", flush=True)
    return chooser is not None and closed, unnamed


def type_twice(passphrase, again="The same passphrase again"):
    """A new passphrase and its confirmation: the field with the focus, Tab, the next."""
    type_text(passphrase)
    key("Tab", pause=0.3)
    confirm = on(again)
    type_text(passphrase)
    key("Return")
    return confirm


def back_to_referee():
    found = tab_to("Back to the Referee")
    key("Return")
    asked = on("Referee's passphrase")
    type_text(REFEREE_PASSPHRASE)
    key("Return")
    return bool(found and asked and wait_for(
        lambda: find_shown(frame, lambda n: n.getRoleName() == "page tab")))


def main():
    global app, frame, focus
    session.step("start", 240)
    app = session.start("--demo", "--seed", SEED)
    frame = wait_for(lambda: pyatspi.utils.findDescendant(
        app, lambda n: n is not None and n.getRoleName() == "frame"
        and (n.name or "").endswith("Demo campaign: 1862")), timeout=PATIENCE)
    tap(frame is not None, "the app opens the demo campaign")
    focus = FocusWatch()

    session.step("dialogs", 300)
    bad = check_dialogs()
    tap(not bad, "the leader, SP group, New Battle and removal dialogs: every control named, "
        "Escape closes each" + (f" (not so: {bad})" if bad else ""))

    session.step("export", 180)
    opened, unnamed = check_export()
    tap(opened and not unnamed, "the Export file chooser: every control named (GTK's own "
        "parts aside), Escape closes it" + (f" (not so: {unnamed[:6]})" if unnamed else ""))

    # The first hand-over asks the referee for his own passphrase, then the Union's.
    session.step("hand-over", 300)
    key("1", CONTROL)
    asked = on("New referee's passphrase")
    unnamed = unnamed_controls(frame) if asked else []
    confirmed = asked and type_twice(REFEREE_PASSPHRASE)
    locked = confirmed and on("New Union passphrase")
    unnamed += unnamed_controls(frame) if locked else []
    tap(bool(locked) and not unnamed, "the hand-over's passphrase screens: every control named"
        + (f" (not so: {unnamed[:6]})" if unnamed else ""))
    shot("01-locked")

    session.step("player's view", 300)
    confirmed = type_twice(UNION_PASSPHRASE)
    view = confirmed and wait_for(lambda: "Union Player" in names(frame))
    unnamed = unnamed_controls(frame) if view else []
    shot("02-union-view")
    key("Escape")
    back = wait_for(lambda: "Union Player" not in names(frame)) and back_to_referee()
    tap(bool(view and back) and not unnamed,
        "the Union player's view: every control named; Escape and the referee's passphrase "
        "bring the pages back" + (f" (not so: {unnamed[:6]})" if unnamed else ""))

    # The hand-over left unsaved changes (the passphrases): Ctrl+Q asks, Discard.
    session.step("Ctrl+Q", 240)
    key("q", CONTROL)
    ask = wait_for(lambda: session.proc.poll() is not None or find_shown(
        app, lambda n: n.getRoleName() == "push button" and (n.name or "").endswith("Discard")))
    if ask is not True and ask is not None:
        click(ask)
    try:
        code = session.proc.wait(PATIENCE)
    except subprocess.TimeoutExpired:
        code = None
    tap(code == 0, "Ctrl+Q ends the app cleanly")


if __name__ == "__main__":
    session.run(main)
