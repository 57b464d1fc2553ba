#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The game-night end-to-end test: a whole evening on the demo's Pea Ridge, driven through the
real app's accessibility tree as the referee and both players would (RULES.md R5-R9).

test-e2e-night.py APP [SHOTS_DIR]   (run by run-e2e inside D-Bus, AT-SPI and Xvfb)

The referee draws the seed and chooses his passphrase at the first hand-over; each player sets
his at his first hand-over and sends a flank march in his private view; a player's passphrase
does not bring back the referee's pages; the referee rolls the pre-battle secrets; each player reads
his own results; the clock runs to the arrivals; on the Campaign page the referee turns the
action deck on (C2) and deals a year, each player picks an action card in his view with the
arrow key and Enter, the referee reveals both and reads who is Player 1 and why; on Battle Night
he turns cards on (C1) and deals, each
player picks a card in his view with the arrow key and Enter, the referee reveals both and
reads who is First Player and why, each ends his plays with Done, and a second round follows;
the Confederates withdraw; the referee enters the result, applies it, sees the campaign
updated, and undoes it. At every step where a side's view or the lock screen shows, the whole
accessible tree is walked and every name and text checked against the other side's leader
names, unit ids, sealed results and cards. Prints TAP; with SHOTS_DIR, saves a screenshot after
each step (imagemagick's import).
"""
import hashlib
import re
import subprocess

import pyatspi

from e2e_session import (ALT, CONTROL, PATIENCE, Session, click, find_shown, key, names, naming,
                         texts, wait_for)

session = Session(steps=39, prefix="ffb-e2e-night-")
tap, shot = session.tap, session.shot

# Who is at Pea Ridge (data/samples/demo.ffbridge): what the other side must never read.
LEADERS = {
    "union": ["Samuel R. Curtis", "Franz Sigel", "Peter J. Osterhaus", "Alexander Asboth",
              "Jefferson C. Davis", "Eugene A. Carr"],
    "confederate": ["Earl Van Dorn", "Sterling Price", "Ben McCulloch", "Henry Little",
                    "James McIntosh"],
}
NAME = {"union": "Union", "confederate": "Confederate"}
OTHER = {"union": "confederate", "confederate": "union"}
PASSPHRASE = {"union": "shiloh-1862", "confederate": "elkhorn-tavern"}
REFEREE_PASSPHRASE = "umpire-at-the-table"
# The app's --seed (tests and demos): the commitment shown must be its SHA-256.
SEED = "5ea1ed" * 10 + "f00d"
# Each side's march: a division under its own leader, on flanks that do not face each other.
MARCH = {"union": "March with 2nd Division, I Corps",
         "confederate": "March with 2nd Division, II Corps"}
# Sealed results each side reads in its view (its R7A and R7B rolls), collected as they show.
private = {"union": set(), "confederate": set()}
# C1: the cards of each side's hand, as his view shows them (the Haggerty deck's names).
CARD = re.compile(r"^((Ace|[2-9]|10|Jack|Queen|King) of (Hearts|Clubs|Diamonds|Spades)|Joker)$")
hands = {"union": set(), "confederate": set()}
# C2: the action cards of each side's hand, as his view shows them (the Marian deck's names).
ACTION_CARD = re.compile(r"^(Action|Supply) [1-3]$")
action_hands = {"union": set(), "confederate": set()}


find = find_shown


def button(part):
    return wait_for(lambda: find(frame, naming("push button", part)))


def shows(part):
    return any(part in t for t in names(frame))


def shows_exactly(text):
    return text in names(frame)


def forbidden_for(side):
    """What `side`'s player must never read: the other side's names, ids and sealed results."""
    other = OTHER[side]
    return (LEADERS[other] + [other + ".c"] + sorted(private[other])
            + sorted(hands[other] - hands[side])
            + sorted(action_hands[other] - action_hands[side])
            + [f"The {NAME[other]} left flank march was",
               f"The {NAME[other]} right flank march was",
               "flank marches on the Union", "Sizes, each cavalry stand"])


def leaks(side):
    """The other side's secrets found anywhere in the window (side None: the lock screen)."""
    found = []
    shown = texts(frame)
    sides = [side] if side else ["union", "confederate"]
    for reader in sides:
        for secret in forbidden_for(reader):
            found += [(secret, text) for text in shown if secret in text]
    return found


def page(number):
    key(str(number), ALT)


def password(part):
    return wait_for(lambda: find(frame, lambda n: n.getRoleName() == "password text"
                                 and part in (n.name or "")))


def open_view(side, first=False, passphrase=None):
    """From the lock screen of a hand-over to `side` (it names one side, and offers no other):
    type its passphrase (twice the first time)."""
    entry = password(("New " if first else "") + f"{NAME[side]} passphrase")
    entry.queryEditableText().setTextContents(passphrase or PASSPHRASE[side])
    if first:
        password("The same passphrase again").queryEditableText().setTextContents(PASSPHRASE[side])
    click(button(f"Open the {NAME[side]} view"))


def back_to_referee(passphrase=REFEREE_PASSPHRASE):
    """From the lock screen: the referee's passphrase brings his pages back."""
    click(button("Back to the Referee"))
    password("Referee's passphrase").queryEditableText().setTextContents(passphrase)
    click(button("Open the referee's pages"))


def referee_back():
    return wait_for(lambda: find(frame, lambda n: n.getRoleName() == "page tab"))


SEALED = re.compile(r"\bd\d+ rolled \d+")
CLOCK = re.compile(r"^Day 1 · Turn (\d+) of \d+$")


def clock_turn():
    """The turn of day 1 the clock shows ("Day 1 · Turn 4 of 25"); 0 before the battle. Views
    built earlier may keep an older clock in the tree: the latest turn is the clock's."""
    turns = [int(m.group(1)) for m in map(CLOCK.match, names(frame)) if m]
    return max(turns, default=0)


def remember_private(side):
    """His sealed results as his view shows them ("... d100 rolled 23, ...")."""
    for text in texts(frame):
        if SEALED.search(text):
            private[side].add(text)


def check_view(side, what):
    opened = wait_for(lambda: shows_exactly(f"{NAME[side]} Player"))
    found = leaks(side)
    tap(bool(opened) and not found,
        f"{what}; the {NAME[side]} view holds nothing of the other side"
        + (f" (found {found[:3]})" if found else ""))


def hide_and_check(side):
    key("Escape")
    # The lock screen's widgets stay in the tree while the view is open: wait for the view to go.
    gone = wait_for(lambda: not shows_exactly(f"{NAME[side]} Player"))
    locked = gone and wait_for(lambda: button(f"Open the {NAME[side]} view"))
    found = leaks(None)
    return bool(locked) and not found and not shows_exactly(f"{NAME[side]} Player")


def hand_cards(pattern=CARD):
    """The rows of the hand in a player's view: list items named as a card."""
    return pyatspi.utils.findAllDescendants(frame, lambda n: n is not None
                                            and n.getRoleName() == "list item"
                                            and pattern.match(n.name or ""))


def hand_over_to(side):
    key("1" if side == "union" else "2", CONTROL)
    open_view(side)


def back_from(side):
    hide_and_check(side)
    back_to_referee()
    referee_back()


def pick_in_view(side, held, rounds):
    """From the referee's pages: hand over to `side`, who holds `held` cards and picks his
    second with the arrow key and Enter, then hides his view; the referee's passphrase brings
    his pages back."""
    hand_over_to(side)
    cards = wait_for(lambda: len(hand_cards()) == held and hand_cards())
    hands[side] = {card.name for card in cards or []}
    # His pick is awaited: the focus is on his first card; Down, then Enter picks the second.
    key("Down")
    key("Return")
    picked = wait_for(lambda: shows("Your pick, sealed until the reveal"))
    found = leaks(side)
    tap(bool(picked) and len(hands[side]) == held and not found,
        f"round {rounds}: the {NAME[side]} player sees his {held} cards and picks one with the "
        f"arrow key and Enter (C1E); his view holds nothing of the other side"
        + (f" (found {found[:3]})" if found else ""))
    back_from(side)


def reveal(rounds):
    """The referee's Reveal on Battle Night: the table reads the round, who is First Player and
    the rule's sentence. The First Player's side."""
    page(5)
    click(button("Reveal both picks at once"))
    why = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "label"
                                and re.match(r"^C1[AE]: .* First Player\.$", n.name or "")))
    first = wait_for(lambda: next((side for side in NAME
                                   if shows_exactly(f"First Player: {NAME[side]}")), None))
    round_shown = wait_for(lambda: shows(f"Turn 1 · Round {rounds}"))
    tap(bool(why) and first in NAME and bool(round_shown),
        f"round {rounds}: Reveal shows both cards and who is First Player ({first}), with the "
        f"rule's sentence: " + (why.name if why else "none")
        + ("" if round_shown else f" (no 'Turn 1 · Round {rounds}')"))
    shot(f"05-cards-revealed-{rounds}")
    return first or "union"


def act_in_view(side, first):
    """After the reveal, `side` ends his plays of the round with Done in his view (C1E)."""
    hand_over_to(side)
    done = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "push button"
                                 and (n.name or "").startswith("Done: my card plays")
                                 and n.getState().contains(pyatspi.STATE_SENSITIVE)))
    if done:
        click(done)
    acted = wait_for(lambda: shows("the other player acts")
                     or shows("pick a card with the arrow keys and Enter"))
    found = leaks(side)
    tap(bool(done) and bool(acted) and not found,
        f"the {NAME[side]} player, {'First' if side == first else 'Second'} Player, ends his "
        f"plays with Done in his view (C1E)" + (f" (found {found[:3]})" if found else ""))
    back_from(side)


def pick_action_card(side):
    """C2C, from the referee's pages: hand over to `side`, who sees the six action cards dealt
    to him and picks his second with the arrow key and Enter; the referee comes back."""
    hand_over_to(side)
    cards = wait_for(lambda: len(hand_cards(ACTION_CARD)) == 6 and hand_cards(ACTION_CARD))
    action_hands[side] = {card.name for card in cards or []}
    shot(f"10-action-hand-{side}")
    key("Down")
    key("Return")
    picked = wait_for(lambda: shows("Your pick, sealed until the reveal"))
    found = leaks(side)
    tap(bool(picked) and bool(cards) and not found,
        f"the {NAME[side]} player sees his 6 action cards, what each gives, and picks one with "
        f"the arrow key and Enter (C2C); his view holds nothing of the other side"
        + (f" (found {found[:3]})" if found else ""))
    back_from(side)


def play_action_cards():
    """C2: on the Campaign page the referee turns the action deck on and deals a year; each
    player picks in secret in his view; the referee reveals both at once and the table reads
    who is Player 1 and why."""
    page(1)
    click(button("Turn the action deck on: The Marian action deck"))
    click(button("Deal a year"))
    dealt = wait_for(lambda: shows_exactly("Union: 6 cards in hand")
                     and shows_exactly("Confederate: 6 cards in hand")
                     and shows_exactly("Year 1 · Turn 1"))
    tap(bool(dealt) and not any(ACTION_CARD.match(name) for name in names(frame)),
        "the referee turns the action deck on and deals a year on the Campaign page: the year, "
        "each hand's count, no card (C2B)")
    shot("10-action-dealt")
    for side in ("union", "confederate"):
        pick_action_card(side)
    # The Union's view again, now that the Confederate hand is known: none of its cards shows.
    hand_over_to("union")
    check_view("union", "the Union view, walked again with the Confederate action hand known")
    back_from("union")
    page(1)
    click(button("Reveal both action cards at once"))
    why = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "label"
                                and re.match(r"^C2C: .* Player 1\.$", n.name or "")))
    first = wait_for(lambda: next((side for side in NAME
                                   if shows_exactly(f"Player 1: {NAME[side]}")), None))
    tap(bool(why) and first in NAME,
        f"Reveal shows both action cards and who is Player 1 ({first}), with the rule's "
        f"sentence: " + (why.name if why else "none"))
    shot("10-action-revealed")


def play_cards():
    """C1: the referee turns cards on and deals on Battle Night; each player picks in secret in
    his view; the referee reveals both at once and the table reads who is First Player and why;
    each acts in turn and ends with Done; then a second round the same way."""
    page(5)
    click(button("Turn cards on: The Haggerty deck"))
    click(button("Deal a turn"))
    dealt = wait_for(lambda: shows("Union: 6 cards in hand") and shows("Confederate: 6 cards"))
    tap(bool(dealt) and not any(CARD.match(name) for name in names(frame)),
        "the referee turns cards on and deals: the table shows each hand's count, no card (C1D)")
    shot("05-cards-dealt")
    for side in ("union", "confederate"):
        pick_in_view(side, 6, 1)
    # The Union's view again, now that the Confederate hand is known: none of its cards shows.
    hand_over_to("union")
    check_view("union", "the Union view, walked again with the Confederate hand known")
    back_from("union")
    first = reveal(1)
    for side in (first, OTHER[first]):
        act_in_view(side, first)
    for side in ("union", "confederate"):
        pick_in_view(side, 5, 2)
    reveal(2)


def main():
    global frame
    bad = subprocess.run([session.app_path, "--seed", "12zz"], capture_output=True, text=True,
                         timeout=PATIENCE)
    tap(bad.returncode == 2 and "64 hexadecimal digits" in bad.stderr,
        "a bad --seed stops the app before any window, saying why (exit 2)")
    app = session.start("--demo", "--seed", SEED)
    frame = wait_for(lambda: pyatspi.utils.findDescendant(
        app, lambda n: n is not None and n.getRoleName() == "frame"
        and (n.name or "").endswith("Demo campaign: 1862")), timeout=PATIENCE)
    tap(frame is not None, "the app opens the demo campaign")

    page(4)
    click(button("Draw the Seed"))
    commitment = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "label"
                                       and len((n.name or "").replace(" ", "")) == 64))
    shown = (commitment.name or "").replace(" ", "") if commitment else ""
    tap(shown == hashlib.sha256(bytes.fromhex(SEED)).hexdigest() and not shows("d100 rolled"),
        "the Secrets page shows the dice commitment before any roll: that of the --seed given")
    shot("01-commitment")

    # The first hand-over asks the referee for his own passphrase, typed twice.
    key("1", CONTROL)
    first = wait_for(lambda: shows("First, the Referee's Passphrase"))
    tap(bool(first) and not leaks(None) and not shows("Draw the Seed"),
        "Ctrl+1 first asks the referee to choose his passphrase; no page of the referee's shows")
    shot("02-referee-first")
    password("New referee's passphrase").queryEditableText().setTextContents(REFEREE_PASSPHRASE)
    password("The same passphrase again").queryEditableText().setTextContents(REFEREE_PASSPHRASE)
    click(button("Set the referee's passphrase and hand over"))
    locked = wait_for(lambda: button("Open the Union view"))
    # Issue 30 item 1: a hand-over names one side; nothing on its lock screen opens the other's.
    other_side = find(frame, lambda n: "Confederate" in (n.name or "")
                      or "opens his view" in (n.name or ""))
    tap(bool(locked) and not leaks(None) and not shows("Draw the Seed") and not other_side
        and wait_for(lambda: not find(frame, lambda n: n.getRoleName() == "page tab")),
        "Ctrl+1 locks the screen for the Union alone: no page of the referee's, no name of "
        "either side, no way to the Confederate view")
    shot("02-lock")

    # Each player sets his passphrase at his first hand-over and sends a march privately.
    for side in ("union", "confederate"):
        if side == "confederate":  # a hand-over of his own, from the referee's pages
            back_to_referee()
            referee_back()
            key("2", CONTROL)
        open_view(side, first=True)
        # GTK 4.8 gives a GtkSwitch the role "check box".
        toggle = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "check box"
                                       and MARCH[side] in (n.name or "")))
        click(toggle)
        wait_for(lambda: shows("Swift "))
        click(button("Send the left flank march"))
        sent = wait_for(lambda: shows("Call Off") and shows("Sealed: nobody, you included"))
        check_view(side, f"the {NAME[side]} player sets his passphrase and sends his left flank "
                         f"march with its odds")
        shot(f"03-{side}-march")
        tap(hide_and_check(side) and bool(sent),
            f"Escape hides the {NAME[side]} view: the lock screen shows nothing of either side")

    back_to_referee()
    referee_back()
    key("1", CONTROL)
    open_view("union", passphrase="not-my-passphrase")
    refused = wait_for(lambda: shows("That is not the Union passphrase."))
    tap(bool(refused) and not shows_exactly("Union Player"),
        "a wrong passphrase is refused, and says so")
    # A player cannot go back to the referee's pages: only the referee's passphrase does.
    back_to_referee(PASSPHRASE["union"])
    refused = wait_for(lambda: shows("That is not the referee's passphrase."))
    tap(bool(refused) and not find(frame, lambda n: n.getRoleName() == "page tab")
        and not leaks(None), "a player's passphrase does not bring back the referee's pages")
    shot("03-referee-refused")
    password("Referee's passphrase").queryEditableText().setTextContents(REFEREE_PASSPHRASE)
    click(button("Open the referee's pages"))
    tap(referee_back() is not None, "the referee's passphrase brings the referee's pages back")

    page(4)
    click(button("Roll the Secrets"))
    rolled = wait_for(lambda: shows("Made and sealed"))
    tap(bool(rolled), "the referee rolls the pre-battle secrets")
    shot("04-rolled")

    # Each player reads his own results; neither reads the other's.
    for side in ("union", "confederate", "union"):
        key("1" if side == "union" else "2", CONTROL)
        open_view(side)
        wait_for(lambda: any(SEALED.search(t) for t in texts(frame)))
        remember_private(side)
        check_view(side, f"the {NAME[side]} player reads his own ratings "
                         f"({len(private[side])} sealed results)")
        hide_and_check(side)
        back_to_referee()
        referee_back()

    # The clock runs until the Union march's arrival is told to both players (R7B(2)-(4): a
    # march enters on turn 4, 9 or 14). One turn at a time, each seen on the clock before the
    # next: turns pressed ahead of an app slowed by a busy machine ran the clock past them.
    page(5)
    turn = clock_turn()
    for _ in range(14):
        key("t", CONTROL)
        if not wait_for(lambda: clock_turn() > turn):
            break
        turn = clock_turn()
        if shows("The Union flank march enters"):
            break
    tap(shows("The Union flank march enters") and turn > 0,
        f"Ctrl+T runs the clock to the arrival, told to both players (turn {turn})")
    shot("05-arrival")

    key("1", CONTROL)
    open_view("union")
    arrival = wait_for(lambda: shows("The Union left flank march was"))
    remember_private("union")
    check_view("union", "his march's arrival roll is sealed to the Union player alone, and shows "
                        "in his view" if arrival else "the arrival roll is missing")
    hide_and_check("union")
    back_to_referee()
    referee_back()

    play_action_cards()
    play_cards()

    page(5)
    click(button("The Confederate army withdraws"))
    over = wait_for(lambda: shows("The battle is over: the Confederate army withdrew"))
    tap(bool(over), "the Confederates withdraw: the battle is over (R8C)")
    shot("06-over")

    # The result: victory points, the losses of Carr's division (2 SP: no CRT row needed).
    page(6)
    union_vp = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "spin button"
                                     and (n.name or "").startswith("Union victory points")))
    union_vp.queryValue().currentValue = 14
    find(frame, lambda n: n.getRoleName() == "spin button"
         and (n.name or "").startswith("Confederate victory points")).queryValue().currentValue = 9
    spins = pyatspi.utils.findAllDescendants(frame, lambda n: n is not None
                                             and n.getRoleName() == "spin button"
                                             and (n.name or "").startswith("Stands lost by ")
                                             and "Brigade, 2nd Division, II Corps (Union)"
                                             in n.name)
    for spin in spins:  # the five brigades of the division: all their stands, 2 SP's worth
        spin.queryValue().currentValue = 20
    preview = wait_for(lambda: shows("The Union army wins, 14 victory points to 9"))
    tap(bool(preview) and len(spins) == 5 and shows("R9A") and not shows("cannot be carried back"),
        "the Aftermath page previews the result in plain words, each line naming its rule")
    shot("07-preview")
    click(button("Apply the result to the campaign"))
    applied = wait_for(lambda: shows("Pea Ridge: Carried Back"))
    tap(bool(applied), "Apply carries Pea Ridge back to the campaign")
    shot("08-carried-back")

    page(1)
    history = wait_for(lambda: shows("1 change after battles and promotions"))
    tap(bool(history), "the Campaign page shows the change in the campaign's history")
    shot("09-campaign")

    key("z", CONTROL)
    undone = wait_for(lambda: shows("0 changes after battles and promotions"))
    page(6)
    entry = wait_for(lambda: shows("The Result of Pea Ridge"))
    tap(bool(undone) and bool(entry), "Undo takes the aftermath back: the battle awaits its result")

    key("q", CONTROL)
    ask = wait_for(lambda: find(app, lambda n: n.getRoleName() == "push button"
                                and (n.name or "").endswith("Discard")))
    if ask is None:
        session.bail("quitting did not ask about the unsaved changes")
    click(ask)
    try:
        code = session.proc.wait(PATIENCE)
    except subprocess.TimeoutExpired:
        code = None
    tap(code == 0, "Discard ends the app cleanly")


frame = None

if __name__ == "__main__":
    session.run(main)
