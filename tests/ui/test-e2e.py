#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The end-to-end test: the real app driven through its accessibility tree, as a person would.

test-e2e.py APP [SHOTS_DIR]   (run by run-e2e inside D-Bus, AT-SPI and Xvfb)

It opens the app (the built-in demo on first start), goes to the Order of Battle page,
organizes both sides, moves a brigade with the mouse and the keyboard so that a division
has six brigades (R4E), reads the finding the app shows, undoes, exports the referee's
copy as a PDF through the file chooser, fights a block battle of three rounds round by round
(C2G: a tie chosen by its owner once its die is seen, a retreat ordered after round 1, each
round shown with its dice, undo refused once a round is fought), and quits, discarding the
changes when asked.
Every step asserts on what the app shows. Prints TAP. With SHOTS_DIR, saves a screenshot
after each step (imagemagick's import).
"""
import os
import shutil
import subprocess

import pyatspi

from e2e_session import (CONTROL, PATIENCE, Session, click, click_mouse, dialog, find, find_shown,
                         key, laid_out, named, naming, texts, wait_for)

session = Session(steps=17, prefix="ffb-e2e-")
# The app's --seed (tests and demos): the block battle's dice are the same each run.
SEED = "05" * 32
tap, shot = session.tap, session.shot


def rows(tree):
    """The tree's rows as (name, node), in the order shown."""
    out = []
    for i in range(tree.childCount):
        item = tree.getChildAtIndex(i)
        if item is not None and item.childCount > 0:
            panel = item.getChildAtIndex(0)
            out.append((panel.name or "", panel))
    return out


def labels_below(node):
    return [n.name for n in pyatspi.utils.findAllDescendants(
        node, lambda n: n is not None and n.getRoleName() == "label")]


def main():
    app = session.start("--seed", SEED)
    frame = wait_for(lambda: find(app, named("frame", "Demo campaign: 1862")), timeout=PATIENCE)
    tap(frame is not None, "first start opens the demo campaign (window titled with it)")
    shot("1-campaign")

    click(find(frame, named("page tab", "Order of Battle")))
    click(wait_for(lambda: find(frame, named("push button", "Organize both sides"))))
    tree = wait_for(lambda: find(frame, named("list", "Union order of battle")))
    # Rows are made as the list lays them out: wait for what is asserted, not for a count.
    def organized_names():
        names = [name for name, _ in rows(tree)] if tree is not None else []
        whole = (any(n.startswith("Union army") for n in names)
                 and any(n.startswith("1st Brigade, ") for n in names))
        return names if whole else None
    tap(wait_for(organized_names) is not None,
        "Organize both sides shows the Union tree: the army, its divisions and brigades")
    shot("2-organized")

    # A division already at R4E's five brigades takes one more: select the next division
    # down with the mouse, step to its first brigade with the keyboard, cut it (Ctrl+X),
    # select the full division and paste (Ctrl+V).
    def selected():
        for i in range(tree.childCount):
            item = tree.getChildAtIndex(i)
            if item is not None and item.getState().contains(pyatspi.STATE_SELECTED):
                return item.getChildAtIndex(0).name or ""
        return ""

    def is_full(name):
        return " Division, " in name and ("· 5 brigades" in name or ", 5 brigades" in name)

    def walk_to(step, wanted):
        """Presses `step` until the row selected is `wanted`; each press waits for the app to
        move the selection, so that none is pressed on a row the app has not reached yet."""
        for _ in range(40):
            now = selected()
            if wanted(now):
                return now
            key(step, pause=0)
            if not wait_for(lambda: selected() != now, saw=selected):
                return None
        return None

    # The list lays out only the rows on screen and a full division may lie further down:
    # select the first division with the mouse, walk down to the full one with the keyboard,
    # and up to the division before it (the list scrolls with the selection).
    first = wait_for(lambda: next((node for n, node in rows(tree)
                                   if " Division, " in n and laid_out(node)), None))
    click_mouse(first)
    full = walk_to("Down", is_full)
    source = full and walk_to("Up", lambda n: " Division, " in n and not is_full(n))
    tap(full is not None and source is not None,
        "the tree shows a division of 5 brigades and another division")
    full_name = full.split(",")[0] + ", " + full.split(",")[1].strip()
    key("Down")
    key("x", CONTROL)
    walk_to("Down", lambda n: n.startswith(full_name))
    key("v", CONTROL)
    findings = wait_for(lambda: find(frame, named("list", "Union findings")))
    r4e = wait_for(lambda: "R4E" in labels_below(findings))
    moved = wait_for(lambda: any(n.startswith(full_name) and "6 brigades" in n
                                 for n, _ in rows(tree)))
    tap(bool(moved), f"the brigade moved: {full_name} shows 6 brigades")
    tap(bool(r4e), "the Union findings show R4E for the division with 6 brigades")
    shot("3-finding")

    click(find(frame, named("push button", "Undo")))
    undone = wait_for(lambda: "R4E" not in labels_below(findings)
                      and "No findings" in labels_below(findings))
    tap(bool(undone), "Undo takes the move back: no findings")
    shot("4-undone")

    pdf = os.path.join(session.work, "referee.pdf")
    key("e", CONTROL)
    # The file chooser is a toplevel of the app titled "Export" (its role varies by GTK).
    dialog = wait_for(lambda: next((app.getChildAtIndex(i) for i in range(app.childCount)
                                    if app.getChildAtIndex(i).name == "Export"), None))
    tap(dialog is not None, "Ctrl+E opens the export file chooser")
    entry = wait_for(lambda: find(dialog, named("text", "Name")))
    entry.queryEditableText().setTextContents(pdf)
    shot("5-export")
    # GTK 4.8 names a mnemonic button by its label with and without the underline.
    click(find(dialog, lambda n: n.getRoleName() == "push button"
               and (n.name or "").endswith("Export")))
    written = wait_for(lambda: os.path.exists(pdf) and os.path.getsize(pdf) > 1000)
    text = ""
    if written and shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True).stdout
    tap(bool(written) and open(pdf, "rb").read(4) == b"%PDF"
        and (not shutil.which("pdftotext") or "Pea Ridge" in text),
        "the referee's copy is exported as a PDF of Pea Ridge")

    block_battle(app, frame)

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


def shown_texts(window):
    return " ".join(texts(window))


def choose_ties(window):
    """Clicks, at each tie the round stops at, the first block's "Takes the Step" button, until
    the round is fought; returns how many ties there were and what showed at the first."""
    ties, first = 0, ""
    while True:
        fought = wait_for(lambda: find_shown(window, naming("push button", "Takes the Step"))
                          or (find_shown(window, naming("push button", "Fight Round"))
                              and find_shown(window, naming("push button", "Fight Round"))
                              .getState().contains(pyatspi.STATE_SENSITIVE)
                              and "their owner chooses" not in shown_texts(window))
                          or "C2F: the battle ends" in shown_texts(window))
        button = find_shown(window, naming("push button", "Takes the Step"))
        if not fought or button is None:
            return ties, first
        if ties == 0:
            first = shown_texts(window)
        ties += 1
        click(button, pause=1.0)


def block_battle(app, frame):
    """C2G in the dialog: two defenders and two attackers of four steps (every first hit falls
    on equals), three rounds, the last attacker ordered out after round 1."""
    key("b", CONTROL)
    window = wait_for(lambda: dialog(app, "Block Battle"))
    tap(window is not None, "Ctrl+B opens the Block Battle dialog")
    for side in ("Defending", "Defending", "Attacking", "Attacking"):
        click(wait_for(lambda: find_shown(window, naming("push button", f"Add {side} Block"))))
    fight = wait_for(lambda: find_shown(window, naming("push button", "Fight Round")))
    ready = wait_for(lambda: fight.getState().contains(pyatspi.STATE_SENSITIVE))
    tap(bool(ready) and "2 attacking, 2 defending" in shown_texts(window),
        "two blocks a side entered (infantry, four steps): Fight Round can be pressed")
    shot("6-blocks")

    click(fight, pause=1.0)
    waiting = wait_for(lambda: "their owner chooses which takes the step" in shown_texts(window))
    seen = shown_texts(window)
    tap(bool(waiting) and "C2F: round 1." in seen and ", a hit (roll " in seen
        and find_shown(window, naming("push button", "Takes the Step")) is not None,
        "Fight Round stops round 1 where a hit falls on equal blocks: its dice so far shown, "
        "and a button for each block their owner may choose")
    shot("7-tie")
    ties, _ = choose_ties(window)
    after1 = shown_texts(window)
    tap(ties >= 1 and "the owner's choice among the strongest" in after1
        and "C2F: round 1." in after1 and "C2F: round 2." not in after1,
        f"the owner's choice, made after the dice, takes the step; round 1 is fought and shown "
        f"with its dice ({ties} ties chosen)")
    shot("8-round-1")

    # Attacker 2's owner orders it out: the second of the switches, in the rows' order
    # (Attacker 1, Attacker 2, Defender 1, Defender 2).
    switches = wait_for(lambda: [n for n in pyatspi.utils.findAllDescendants(
        window, lambda n: n is not None and n.getRoleName() == "check box"
        and (n.name or "").startswith("Retreats next round"))] or None)
    retreat = switches[1] if switches and len(switches) == 4 else None
    click(retreat)
    ordered = wait_for(lambda: retreat.getState().contains(pyatspi.STATE_CHECKED)
                       or retreat.getState().contains(pyatspi.STATE_PRESSED))
    click(fight, pause=1.0)
    choose_ties(window)
    after2 = wait_for(lambda: "C2F: round 2." in shown_texts(window) and shown_texts(window))
    tap(bool(ordered) and bool(after2) and "Attacker 2 retreats instead of firing." in after2
        and "C2F: round 1." not in after2,
        "after round 1 the owner orders Attacker 2 to retreat: round 2 shows it retreating")
    shot("9-round-2")

    click(fight, pause=1.0)
    choose_ties(window)
    ended = wait_for(lambda: "C2F: the battle ends after round 3" in shown_texts(window))
    tap(bool(ended) and "C2F: round 3." in shown_texts(window),
        "round 3 is fought and the battle ends after it with the attacker's retreat")
    shot("10-round-3")

    key("Escape")
    closed = wait_for(lambda: dialog(app, "Block Battle") is None)
    key("z", CONTROL)
    refused = wait_for(lambda: "a round of a block battle once fought or begun is final"
                       in " ".join(texts(app)))
    tap(bool(closed) and bool(refused),
        "Ctrl+Z is refused in one sentence: a round once fought is final (C2G)")
    shot("11-undo-refused")
    key("Escape")
    wait_for(lambda: "once fought or begun is final" not in " ".join(texts(app)))


if __name__ == "__main__":
    session.run(main)
