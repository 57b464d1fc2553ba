#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The quick brigade rules in the real app (issue 17, RULES.md Q), with the keyboard: on
Battle Setup the demo's Pea Ridge is switched to the quick brigade rules (its Tactical rules
row, Space, the arrows and Enter), the Order of Battle page organizes it to Q1 (every brigade
2 to 8 stands, divisions under the army with no corps) and reads each brigade's row in the
set's words (its stands and Shaken count, Q2, no FF label), and it is switched back to Fire &
Fury, whose corps the engine organizes again and whose brigades carry their FF labels. AT-SPI reads what shows and which control has the
focus; no widget is pressed or set through it.

test-e2e-quick.py APP [SHOTS_DIR]   (run by run-e2e inside D-Bus, AT-SPI and Xvfb)

Prints TAP; with SHOTS_DIR, saves a screenshot after each step.
"""
import re
import subprocess

import pyatspi

from e2e_session import (CONTROL, PATIENCE, SHIFT, WAIT, FocusWatch, Session, click, find,
                         find_shown, key, names, show_page, wait_for)

session = Session(steps=9, prefix="ffb-e2e-quick-")
tap, shot = session.tap, session.shot
QUICK = "Quick brigade rules"
# A brigade's label (R4G): its stands first, or "-" then its stands when it starts Worn.
LABEL = re.compile(r"(?:^|\s)(\d+|-)\.(\d+)\.(\d+)\s")
app = frame = focus = None


def on(part, timeout=WAIT):
    return focus.on(part, timeout)


def tab_to(part, limit=60, backward=False):
    """Tab (Shift+Tab) until the control with the focus is named with `part`; True if so."""
    return focus.walk_to(part, "Tab", SHIFT if backward else 0, limit) is not None


def rules_row():
    return find_shown(frame, lambda n: n.getRoleName() == "combo box"
                      and (n.name or "").startswith("Tactical rules"))


def rules_shown(name):
    row = rules_row()
    return row is not None and any(name in t for t in names(row))


def pick_rules(name):
    """Alt+2, Tab to the Tactical rules row, Space, the arrows to `name`, Enter."""
    show_page(frame, 2)
    found = tab_to("Tactical rules")
    opened = found and focus.press("space")  # into the list of rule sets
    chosen = opened and focus.arrows_to(name)
    key("Return")
    return bool(found and chosen and wait_for(lambda: rules_shown(name)))


def tree_rows():
    """The Union tree's laid-out rows' names, once its brigades show."""
    tree = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "list"
                                 and n.name == "Union order of battle"))
    if tree is None:
        return None
    out = []
    for i in range(tree.childCount):
        item = tree.getChildAtIndex(i)
        if item is not None and item.childCount > 0:
            out.append(item.getChildAtIndex(0).name or "")
    return out if any(" Brigade, " in n or n.startswith("1st Brigade") for n in out) else None


# A quick brigade's row (Q2): "6 stands · Shaken at 2 · Fresh · Veteran".
SHAKEN = re.compile(r"(\d+) stands? · Shaken at (\d+) · Fresh · ")


def brigade_rows(rows):
    return [n for n in rows if " Brigade, " in n or n.startswith("1st Brigade")]


def quick_stands(rows):
    """Each brigade's stands as its row says them in the set's words, or None for a row
    that does not (an FF label, no Shaken count)."""
    out = []
    for name in brigade_rows(rows):
        match = SHAKEN.search(name)
        ff = LABEL.search(" " + name + " ")
        out.append(int(match.group(1)) if match and not ff else None)
    return out


def ff_labelled(rows):
    brigades = brigade_rows(rows)
    return bool(brigades) and all(LABEL.search(" " + n + " ") and "Shaken" not in n
                                  for n in brigades)


def main():
    global app, frame, focus
    app = session.start("--demo")
    frame = wait_for(lambda: pyatspi.utils.findDescendant(
        app, lambda n: n is not None and n.getRoleName() == "frame"
        and (n.name or "").endswith("Demo campaign: 1862")), timeout=PATIENCE)
    tap(frame is not None, "the app opens the demo campaign")
    focus = FocusWatch()

    switched = pick_rules(QUICK)
    guns = wait_for(lambda: find_shown(frame, lambda n: n.name == "Guns per SP"))
    tap(switched and guns is not None,
        "Battle Setup: Tab, Space, the arrows and Enter switch Pea Ridge to the quick brigade "
        "rules; the ratio row counts guns per SP")
    shot("1-quick")

    show_page(frame, 3)
    key("r", CONTROL)
    rows = wait_for(tree_rows)
    stands = quick_stands(rows or [])
    tap(bool(stands) and None not in stands and all(2 <= s <= 8 for s in stands)
        and not any(" Corps" in n for n in rows),
        f"Alt+3 and Ctrl+R organize it to Q1: brigades of {sorted(set(stands) - {None})} "
        "stands (2-8), divisions under the army, no corps")
    first = brigade_rows(rows or [""])[0] if rows else ""
    tap(SHAKEN.search(first) is not None and not LABEL.search(" " + first + " "),
        f"Q2: a brigade's row says its stands and Shaken count, no FF label: {first!r}")
    shot("2-organized")

    back = pick_rules("Fire & Fury")
    batteries = wait_for(lambda: find_shown(frame, lambda n: n.name == "Batteries per SP"))
    tap(back and batteries is not None,
        "switched back to Fire & Fury on Battle Setup: the ratio row counts batteries again")
    shot("3-back")

    show_page(frame, 3)
    corps = wait_for(lambda: any(" Corps" in n for n in (tree_rows() or []))
                     and ff_labelled(tree_rows() or []))
    tap(bool(corps), "the Order of Battle shows Fire & Fury's corps again, organized anew, "
        "each brigade with its FF label")
    shot("4-ff")

    key("z", CONTROL)
    undone = wait_for(lambda: not any(" Corps" in n for n in (tree_rows() or [])))
    tap(bool(undone), "Ctrl+Z takes the switch back: the quick battle's tree again, no corps")

    key("q", CONTROL)
    ask = wait_for(lambda: find(app, lambda n: n.getRoleName() == "push button"
                                and (n.name or "").endswith("Discard")))
    tap(ask is not None, "quitting with unsaved changes asks first")
    click(ask)
    try:
        code = session.proc.wait(PATIENCE)
    except subprocess.TimeoutExpired:
        code = None
    tap(code == 0, "Discard ends the app cleanly")


if __name__ == "__main__":
    session.run(main)
